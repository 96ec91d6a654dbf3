/**
 * Conversion between the engine's move codes and the public {@link Move} objects.
 */
import type { Move } from '../../core/types.js';
import { FLAG_CASTLE, FLAG_DOUBLE_STEP, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { COLOR_NAME, EMPTY, KING, PAWN, PROMOTION_NAME, roleIndexOf, ROLE_NAME } from './pieces.js';
import type { Position } from './position.js';

/** The public move for a move code of the side to move (call before the move is made). */
export function moveObject(pos: Position, move: MoveCode): Move {
  const board = pos.board;
  const from = move & 63;
  const to = (move >> 6) & 63;
  const piece = board[from]!;
  const castle = (move & FLAG_CASTLE) !== 0;
  const enPassant = (move & FLAG_EN_PASSANT) !== 0;
  return {
    from,
    to,
    role: ROLE_NAME[piece & 7]!,
    color: COLOR_NAME[piece >> 3]!,
    promotion: PROMOTION_NAME[(move >> 12) & 7],
    captured: enPassant ? 'pawn' : ROLE_NAME[board[to]! & 7],
    castle: castle ? (to > from ? 'king' : 'queen') : undefined,
    enPassant,
  };
}

/**
 * The move code of a public move on this position, with the special-move flags read off the
 * board; -1 when the origin does not hold a piece of the side to move with the move's role.
 */
export function moveCode(pos: Position, move: Move): MoveCode | -1 {
  const board = pos.board;
  const from = move.from;
  const to = move.to;
  const piece = board[from]!;
  if (piece === EMPTY || piece >> 3 !== pos.turn || ROLE_NAME[piece & 7] !== move.role) return -1;
  const role = piece & 7;
  let flags = 0;
  if (role === KING) {
    if (to - from === 2 || from - to === 2) flags = FLAG_CASTLE;
  } else if (role === PAWN) {
    if (to - from === 16 || from - to === 16) flags = FLAG_DOUBLE_STEP;
    else if (to === pos.epSquare && (to & 7) !== (from & 7) && board[to] === EMPTY) flags = FLAG_EN_PASSANT;
  }
  const promotion = move.promotion === undefined ? 0 : roleIndexOf(move.promotion);
  return (from | (to << 6) | (promotion << 12) | flags) as MoveCode;
}
