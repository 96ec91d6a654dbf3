/**
 * Move generation into typed arrays of move codes (move-code.ts): pseudo-legal moves, legal
 * moves, and a quick "is there any legal move" test for mate and stalemate detection.
 * Origins are visited from a8 to h1, promotions as knight, bishop, rook, queen (chess.js's
 * order). The SAN rules do not depend on it (they order candidates by square, ../san-rules.ts),
 * but the repair search breaks ties between equally cheap readings in this order.
 */
import { KING_HOME, KING_STEPS, KNIGHT_JUMPS, STEP, WHITE_KING_SIDE, WHITE_QUEEN_SIDE } from './geometry.js';
import { isLegalMove, sideToMoveInCheck } from './legality.js';
import { FLAG_CASTLE, FLAG_DOUBLE_STEP, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { BISHOP, EMPTY, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from './pieces.js';
import type { Position } from './position.js';

/** Enough room for the moves of any position (the known maximum is 218). */
export const MAX_MOVES = 256;

/** Adds a pawn move to `to`, as four promotions when it reaches the last rank. */
function addPawnMove(out: Int32Array, n: number, from: number, to: number, flags: number): number {
  const base = from | (to << 6) | flags;
  const rank = to >> 3;
  if (rank === 7 || rank === 0) {
    out[n++] = base | (KNIGHT << 12);
    out[n++] = base | (BISHOP << 12);
    out[n++] = base | (ROOK << 12);
    out[n++] = base | (QUEEN << 12);
    return n;
  }
  out[n++] = base;
  return n;
}

/** Writes the pseudo-legal moves of the piece on `from` (of the side to move) into `out` at `n`; returns the new count. */
function pieceMoves(pos: Position, from: number, out: Int32Array, n: number): number {
  const board = pos.board;
  const piece = board[from]!;
  const us = piece >> 3;
  const role = piece & 7;
  if (role === PAWN) {
    const forward = us === WHITE ? 8 : -8;
    const one = from + forward;
    if (board[one] === EMPTY) {
      n = addPawnMove(out, n, from, one, 0);
      const startRank = us === WHITE ? 1 : 6;
      if (from >> 3 === startRank && board[one + forward] === EMPTY) {
        out[n++] = from | ((one + forward) << 6) | FLAG_DOUBLE_STEP;
      }
    }
    // Captures: towards the a-file first, then the h-file.
    const file = from & 7;
    const ep = pos.epSquare;
    if (file > 0) {
      const to = one - 1;
      const target = board[to]!;
      if (target !== EMPTY && target >> 3 !== us) n = addPawnMove(out, n, from, to, 0);
      else if (to === ep && target === EMPTY) out[n++] = from | (to << 6) | FLAG_EN_PASSANT;
    }
    if (file < 7) {
      const to = one + 1;
      const target = board[to]!;
      if (target !== EMPTY && target >> 3 !== us) n = addPawnMove(out, n, from, to, 0);
      else if (to === ep && target === EMPTY) out[n++] = from | (to << 6) | FLAG_EN_PASSANT;
    }
    return n;
  }
  if (role === KNIGHT || role === KING) {
    const table = role === KNIGHT ? KNIGHT_JUMPS : KING_STEPS;
    const list = table.list;
    for (let i = table.start[from]!, end = table.start[from + 1]!; i < end; i++) {
      const to = list[i]!;
      const target = board[to]!;
      if (target === EMPTY || target >> 3 !== us) out[n++] = from | (to << 6);
    }
    return n;
  }
  const first = role === BISHOP ? 4 : 0;
  const last = role === QUEEN || role === BISHOP ? 8 : 4;
  for (let d = first; d < last; d++) {
    const offset = d * 64;
    for (let to = STEP[offset + from]!; to >= 0; to = STEP[offset + to]!) {
      const target = board[to]!;
      if (target === EMPTY) {
        out[n++] = from | (to << 6);
        continue;
      }
      if (target >> 3 !== us) out[n++] = from | (to << 6);
      break;
    }
  }
  return n;
}

/** Castling moves the rights allow (their legality is checked with the other moves). */
function castlingMoves(pos: Position, out: Int32Array, n: number): number {
  const us = pos.turn;
  const rights = pos.castling >> (us * 2);
  if ((rights & (WHITE_KING_SIDE | WHITE_QUEEN_SIDE)) === 0) return n;
  const home = KING_HOME[us]!;
  if ((rights & WHITE_KING_SIDE) !== 0) out[n++] = home | ((home + 2) << 6) | FLAG_CASTLE;
  if ((rights & WHITE_QUEEN_SIDE) !== 0) out[n++] = home | ((home - 2) << 6) | FLAG_CASTLE;
  return n;
}

/** All pseudo-legal moves of the side to move (castling only where the rights allow); returns the count. */
export function generatePseudoLegal(pos: Position, out: Int32Array): number {
  const board = pos.board;
  const us = pos.turn;
  let n = 0;
  for (let rank = 7; rank >= 0; rank--) {
    for (let sq = rank * 8, end = sq + 8; sq < end; sq++) {
      const piece = board[sq]!;
      if (piece !== EMPTY && piece >> 3 === us) n = pieceMoves(pos, sq, out, n);
    }
  }
  return castlingMoves(pos, out, n);
}

/** All legal moves of the side to move; returns the count. */
export function generateLegal(pos: Position, out: Int32Array, inCheck: boolean = sideToMoveInCheck(pos)): number {
  const n = generatePseudoLegal(pos, out);
  let legal = 0;
  for (let i = 0; i < n; i++) {
    const move = out[i]! as MoveCode;
    if (isLegalMove(pos, move, inCheck)) out[legal++] = move;
  }
  return legal;
}

/**
 * Does the side to move have at least one legal move? Stops at the first one found, trying the
 * king first (the usual escape from check). `scratch` must hold {@link MAX_MOVES} moves.
 */
export function hasLegalMove(pos: Position, scratch: Int32Array, inCheck: boolean = sideToMoveInCheck(pos)): boolean {
  const board = pos.board;
  const us = pos.turn;
  const king = pos.kingSquare[us]!;
  let n = pieceMoves(pos, king, scratch, 0);
  for (let i = 0; i < n; i++) if (isLegalMove(pos, scratch[i]! as MoveCode, inCheck)) return true;
  for (let sq = 0; sq < 64; sq++) {
    const piece = board[sq]!;
    if (piece === EMPTY || piece >> 3 !== us || sq === king) continue;
    n = pieceMoves(pos, sq, scratch, 0);
    for (let i = 0; i < n; i++) if (isLegalMove(pos, scratch[i]! as MoveCode, inCheck)) return true;
  }
  // Castling needs the square next to the king empty and safe, so a plain king step is then
  // legal too: castling is never the only legal move and need not be tried.
  return false;
}
