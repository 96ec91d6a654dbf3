/**
 * Making and unmaking moves on a {@link Position}. `makeMove` returns everything `unmakeMove`
 * needs that the move code itself does not hold, packed into one number, so search and legality
 * tests need no undo stack and no allocation.
 */
import { CASTLING_KEPT } from './geometry.js';
import { FLAG_CASTLE, FLAG_DOUBLE_STEP, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { BLACK, EMPTY, KING, PAWN, WHITE } from './pieces.js';
import type { Position } from './position.js';

/** Multiplier that puts the halfmove clock above the 15 low bits of an undo record. */
const HALFMOVE_UNIT = 32768;

/**
 * Plays a pseudo-legal move (encoded as in move-code.ts) and returns its undo record:
 * bits 0-3 captured piece code, 4-7 old castling rights, 8-14 old en passant square + 1,
 * and the old halfmove clock times 2^15.
 */
export function makeMove(pos: Position, move: MoveCode): number {
  const board = pos.board;
  const from = move & 63;
  const to = (move >> 6) & 63;
  const us = pos.turn;
  const piece = board[from]!;
  const captured = board[to]!;
  const undo = (captured | (pos.castling << 4) | ((pos.epSquare + 1) << 8)) + pos.halfmove * HALFMOVE_UNIT;

  const counts = pos.pieceCount;
  board[to] = piece;
  board[from] = EMPTY;
  if (captured !== EMPTY) counts[captured]!--;
  const promotion = (move >> 12) & 7;
  if (promotion !== 0) {
    const promoted = promotion | (us << 3);
    board[to] = promoted;
    counts[piece]!--;
    counts[promoted]!++;
  }
  if ((move & FLAG_EN_PASSANT) !== 0) {
    board[us === WHITE ? to - 8 : to + 8] = EMPTY;
    counts[PAWN | ((us ^ 1) << 3)]!--;
  }
  if ((piece & 7) === KING) {
    pos.kingSquare[us] = to;
    if ((move & FLAG_CASTLE) !== 0) {
      if (to > from) {
        board[from + 1] = board[from + 3]!;
        board[from + 3] = EMPTY;
      } else {
        board[from - 1] = board[from - 4]!;
        board[from - 4] = EMPTY;
      }
    }
  }
  pos.castling &= CASTLING_KEPT[from]! & CASTLING_KEPT[to]!;

  pos.epSquare = -1;
  if ((move & FLAG_DOUBLE_STEP) !== 0) {
    // Remember the skipped square only if an enemy pawn stands beside the pawn (chess.js does the same).
    const enemyPawn = PAWN | ((us ^ 1) << 3);
    const file = to & 7;
    if ((file > 0 && board[to - 1] === enemyPawn) || (file < 7 && board[to + 1] === enemyPawn)) {
      pos.epSquare = (from + to) >> 1;
    }
  }

  if ((piece & 7) === PAWN || captured !== EMPTY || (move & FLAG_EN_PASSANT) !== 0) pos.halfmove = 0;
  else pos.halfmove++;
  if (us === BLACK) pos.fullmove++;
  pos.turn = us ^ 1;
  return undo;
}

/** Takes back `move`, which must be the last move made with {@link makeMove} (`undo` is what it returned). */
export function unmakeMove(pos: Position, move: MoveCode, undo: number): void {
  const board = pos.board;
  const from = move & 63;
  const to = (move >> 6) & 63;
  const us = pos.turn ^ 1;
  pos.turn = us;
  if (us === BLACK) pos.fullmove--;

  const counts = pos.pieceCount;
  let piece = board[to]!;
  if (((move >> 12) & 7) !== 0) {
    counts[piece]!--;
    piece = PAWN | (us << 3);
    counts[piece]!++;
  }
  board[from] = piece;
  const captured = undo & 15;
  board[to] = captured;
  if (captured !== EMPTY) counts[captured]!++;
  if ((move & FLAG_EN_PASSANT) !== 0) {
    const pawn = PAWN | ((us ^ 1) << 3);
    board[us === WHITE ? to - 8 : to + 8] = pawn;
    counts[pawn]!++;
  }
  if ((piece & 7) === KING) {
    pos.kingSquare[us] = from;
    if ((move & FLAG_CASTLE) !== 0) {
      if (to > from) {
        board[from + 3] = board[from + 1]!;
        board[from + 1] = EMPTY;
      } else {
        board[from - 4] = board[from - 1]!;
        board[from - 1] = EMPTY;
      }
    }
  }
  pos.castling = (undo >> 4) & 15;
  pos.epSquare = ((undo >> 8) & 127) - 1;
  pos.halfmove = Math.floor(undo / HALFMOVE_UNIT);
}

/** Passes the turn (a null move): clears the en passant square; the halfmove clock is kept. */
export function makeNullMove(pos: Position): void {
  if (pos.turn === BLACK) pos.fullmove++;
  pos.turn ^= 1;
  pos.epSquare = -1;
}
