/**
 * Whether the side to move is in check right after a move, found from the move itself: the moved
 * piece attacks the king directly, or its departure opened a line from one of its own sliders.
 * Much cheaper than a full attack scan; castling and en passant (rare) fall back to the scan.
 */
import { isAttacked } from './attacks.js';
import { LINE_DIRECTION, NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST, STEP, isOrthogonal } from './geometry.js';
import { FLAG_CASTLE, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { BISHOP, EMPTY, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from './pieces.js';
import type { Position } from './position.js';

/** Does the piece `piece` standing on `sq` attack square `target` on this board? (Not for kings.) */
function attacksSquare(board: Uint8Array, piece: number, sq: number, target: number): boolean {
  const role = piece & 7;
  if (role === PAWN) {
    if (piece >> 3 === WHITE) return STEP[NORTH_EAST * 64 + sq] === target || STEP[NORTH_WEST * 64 + sq] === target;
    return STEP[SOUTH_EAST * 64 + sq] === target || STEP[SOUTH_WEST * 64 + sq] === target;
  }
  if (role === KNIGHT) {
    const df = (sq & 7) - (target & 7);
    const dr = (sq >> 3) - (target >> 3);
    return df * df + dr * dr === 5;
  }
  const direction = LINE_DIRECTION[sq * 64 + target]!;
  if (direction < 0) return false;
  if (role !== QUEEN && role !== (isOrthogonal(direction) ? ROOK : BISHOP)) return false;
  const offset = direction * 64;
  for (let s = STEP[offset + sq]!; s !== target; s = STEP[offset + s]!) {
    if (board[s] !== EMPTY) return false;
  }
  return true;
}

/**
 * Does the piece `moved`, now on `to` after leaving `from`, check the king on `king` directly or
 * by uncovering a slider of its side? The board must already show the move (from empty, `moved`
 * on `to`), and the mover must not have been giving check before it.
 */
function checksKing(board: Uint8Array, king: number, from: number, to: number, moved: number): boolean {
  if (attacksSquare(board, moved, to, king)) return true;
  // A discovered attack: the first piece beyond the vacated square, seen from the king.
  const direction = LINE_DIRECTION[king * 64 + from]!;
  if (direction < 0) return false;
  const mover = moved >> 3;
  const offset = direction * 64;
  for (let s = STEP[offset + king]!; s >= 0; s = STEP[offset + s]!) {
    const piece = board[s]!;
    if (piece === EMPTY) continue;
    if (piece >> 3 !== mover) return false;
    const role = piece & 7;
    return role === QUEEN || role === (isOrthogonal(direction) ? ROOK : BISHOP);
  }
  return false;
}

/**
 * Is the side to move in check, given that `move` (a move code) was the last move made?
 * The position before the move must have been legal (the mover was not giving check already).
 */
export function inCheckAfterMove(pos: Position, move: MoveCode): boolean {
  const board = pos.board;
  const us = pos.turn;
  const king = pos.kingSquare[us]!;
  if ((move & (FLAG_CASTLE | FLAG_EN_PASSANT)) !== 0) return isAttacked(board, king, us ^ 1);
  const to = (move >> 6) & 63;
  return checksKing(board, king, move & 63, to, board[to]!);
}

/**
 * Would `move` (a pseudo-legal move code of the side to move, not castling or en passant) check
 * the enemy king? Looks at the board with the piece lifted and set down, without making the move.
 */
export function givesCheck(pos: Position, move: MoveCode): boolean {
  const board = pos.board;
  const from = move & 63;
  const to = (move >> 6) & 63;
  const piece = board[from]!;
  const captured = board[to]!;
  const promotion = (move >> 12) & 7;
  const moved = promotion === 0 ? piece : promotion | (piece & 8);
  board[from] = EMPTY;
  board[to] = moved;
  const check = checksKing(board, pos.kingSquare[pos.turn ^ 1]!, from, to, moved);
  board[from] = piece;
  board[to] = captured;
  return check;
}
