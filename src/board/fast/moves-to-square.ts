/**
 * The moves that reach one square: looks back from the target for pieces of one role (reverse
 * rays, knight and king steps, pawn pushes and captures, en passant, castling) and keeps the legal
 * ones: the fast engine's side of the SAN rules' primitive (FastBoard.candidates), so neither text
 * resolution nor SAN disambiguation needs the full move list.
 */
import {
  KING_HOME,
  KING_STEPS,
  KNIGHT_JUMPS,
  NORTH_EAST,
  NORTH_WEST,
  RAY_LENGTH,
  RAY_SQUARES,
  SOUTH_EAST,
  SOUTH_WEST,
  STEP,
  WHITE_KING_SIDE,
  WHITE_QUEEN_SIDE,
} from './geometry.js';
import { isLegalMove } from './legality.js';
import { FLAG_CASTLE, FLAG_DOUBLE_STEP, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { BISHOP, EMPTY, KING, KNIGHT, PAWN, ROOK, WHITE } from './pieces.js';
import type { Position } from './position.js';

/** Does `from` pass the written origin file/rank (-1 = not written)? */
export const fitsOrigin = (from: number, fromFile: number, fromRank: number): boolean =>
  (fromFile < 0 || (from & 7) === fromFile) && (fromRank < 0 || from >> 3 === fromRank);

/**
 * Writes into `out` the pseudo-legal moves (codes without promotion) of the side to move's pieces
 * of role index `role` that go to `to` from an origin passing the file/rank filter; returns the count.
 * Castling (the king's two-square move) is included only when `withCastling` is set.
 */
export function collectMovesTo(
  pos: Position,
  role: number,
  to: number,
  fromFile: number,
  fromRank: number,
  withCastling: boolean,
  out: Int32Array,
): number {
  const board = pos.board;
  const us = pos.turn;
  const target = board[to]!;
  if (target !== EMPTY && target >> 3 === us) return 0;
  const piece = (us << 3) | role;
  const base = to << 6;
  let n = 0;
  let s: number;
  switch (role) {
    case PAWN: {
      const back = us === WHITE ? -8 : 8;
      if (target === EMPTY) {
        const one = to + back;
        if (one >= 0 && one < 64) {
          if (board[one] === piece) {
            if (fitsOrigin(one, fromFile, fromRank)) out[n++] = one | base;
          } else if (board[one] === EMPTY && to >> 3 === (us === WHITE ? 3 : 4) && board[one + back] === piece) {
            if (fitsOrigin(one + back, fromFile, fromRank)) out[n++] = (one + back) | base | FLAG_DOUBLE_STEP;
          }
        }
      }
      if (target !== EMPTY || to === pos.epSquare) {
        const flags = target === EMPTY ? FLAG_EN_PASSANT : 0;
        const west = us === WHITE ? SOUTH_WEST : NORTH_WEST;
        const east = us === WHITE ? SOUTH_EAST : NORTH_EAST;
        s = STEP[west * 64 + to]!;
        if (s >= 0 && board[s] === piece && fitsOrigin(s, fromFile, fromRank)) out[n++] = s | base | flags;
        s = STEP[east * 64 + to]!;
        if (s >= 0 && board[s] === piece && fitsOrigin(s, fromFile, fromRank)) out[n++] = s | base | flags;
      }
      return n;
    }
    case KNIGHT:
    case KING: {
      const table = role === KNIGHT ? KNIGHT_JUMPS : KING_STEPS;
      const list = table.list;
      for (let i = table.start[to]!, end = table.start[to + 1]!; i < end; i++) {
        s = list[i]!;
        if (board[s] === piece && fitsOrigin(s, fromFile, fromRank)) out[n++] = s | base;
      }
      if (role === KING && withCastling) {
        const home = KING_HOME[us]!;
        const rights = pos.castling >> (us * 2);
        if (fitsOrigin(home, fromFile, fromRank)) {
          if (to === home + 2 && (rights & WHITE_KING_SIDE) !== 0) out[n++] = home | base | FLAG_CASTLE;
          else if (to === home - 2 && (rights & WHITE_QUEEN_SIDE) !== 0) out[n++] = home | base | FLAG_CASTLE;
        }
      }
      return n;
    }
    default: {
      const first = role === BISHOP ? 4 : 0;
      const last = role === ROOK ? 4 : 8;
      for (let d = first; d < last; d++) {
        const ray = (to * 8 + d) * 8;
        for (let i = ray, end = ray + RAY_LENGTH[to * 8 + d]!; i < end; i++) {
          s = RAY_SQUARES[i]!;
          const found = board[s]!;
          if (found === EMPTY) continue;
          if (found === piece && fitsOrigin(s, fromFile, fromRank)) out[n++] = s | base;
          break;
        }
      }
      return n;
    }
  }
}

/** Sorts `out[0..n)` by ascending origin square, the candidate order of the SAN rules (n is at most 16). */
export function sortByOrigin(out: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const move = out[i]!;
    const key = move & 63;
    let j = i - 1;
    while (j >= 0 && (out[j]! & 63) > key) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = move;
  }
}

/** Keeps the legal moves among `out[0..n)` at the front; returns how many. */
export function keepLegal(pos: Position, out: Int32Array, n: number, inCheck: boolean): number {
  let legal = 0;
  for (let i = 0; i < n; i++) {
    const move = out[i]! as MoveCode;
    if (isLegalMove(pos, move, inCheck)) out[legal++] = move;
  }
  return legal;
}
