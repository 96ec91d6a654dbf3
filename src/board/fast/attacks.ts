/**
 * Attack detection on the mailbox: looks outwards from a square for pawns, knights, the king and
 * the first piece on each ray.
 */
import { KING_STEPS, KNIGHT_JUMPS, NORTH_EAST, NORTH_WEST, RAY_LENGTH, RAY_SQUARES, SOUTH_EAST, SOUTH_WEST, STEP } from './geometry.js';
import { BISHOP, EMPTY, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from './pieces.js';

const KNIGHT_START = KNIGHT_JUMPS.start;
const KNIGHT_LIST = KNIGHT_JUMPS.list;
const KING_START = KING_STEPS.start;
const KING_LIST = KING_STEPS.list;

/** Is `sq` attacked by any piece of colour `by`? (A piece standing on `sq` itself does not count.) */
export function isAttacked(board: Uint8Array, sq: number, by: number): boolean {
  const base = by << 3;
  // Pawns: a white pawn attacks up the board, so it stands south-east or south-west of the square.
  const pawn = base | PAWN;
  let s: number;
  if (by === WHITE) {
    s = STEP[SOUTH_EAST * 64 + sq]!;
    if (s >= 0 && board[s] === pawn) return true;
    s = STEP[SOUTH_WEST * 64 + sq]!;
    if (s >= 0 && board[s] === pawn) return true;
  } else {
    s = STEP[NORTH_EAST * 64 + sq]!;
    if (s >= 0 && board[s] === pawn) return true;
    s = STEP[NORTH_WEST * 64 + sq]!;
    if (s >= 0 && board[s] === pawn) return true;
  }
  const knight = base | KNIGHT;
  for (let i = KNIGHT_START[sq]!, end = KNIGHT_START[sq + 1]!; i < end; i++) {
    if (board[KNIGHT_LIST[i]!] === knight) return true;
  }
  const king = base | KING;
  for (let i = KING_START[sq]!, end = KING_START[sq + 1]!; i < end; i++) {
    if (board[KING_LIST[i]!] === king) return true;
  }
  const queen = base | QUEEN;
  const rook = base | ROOK;
  const bishop = base | BISHOP;
  for (let d = 0; d < 8; d++) {
    const slider = d < 4 ? rook : bishop;
    const ray = (sq * 8 + d) * 8;
    for (let i = ray, end = ray + RAY_LENGTH[sq * 8 + d]!; i < end; i++) {
      const piece = board[RAY_SQUARES[i]!]!;
      if (piece !== EMPTY) {
        if (piece === slider || piece === queen) return true;
        break;
      }
    }
  }
  return false;
}

/**
 * Squares of the pieces of colour `color` and role index `role` that attack `sq`, pins and checks
 * ignored, whatever stands on `sq` (so pieces defending their own man count, as in chess.js's
 * `attackers()`). For pawns this means the diagonal attacks only.
 */
export function attackersOfRole(board: Uint8Array, sq: number, color: number, role: number): number[] {
  const out: number[] = [];
  const piece = (color << 3) | role;
  if (role === PAWN) {
    const dirs = color === WHITE ? [SOUTH_EAST, SOUTH_WEST] : [NORTH_EAST, NORTH_WEST];
    for (const d of dirs) {
      const s = STEP[d * 64 + sq]!;
      if (s >= 0 && board[s] === piece) out.push(s);
    }
  } else if (role === KNIGHT || role === KING) {
    const table = role === KNIGHT ? KNIGHT_JUMPS : KING_STEPS;
    for (let i = table.start[sq]!, end = table.start[sq + 1]!; i < end; i++) {
      if (board[table.list[i]!] === piece) out.push(table.list[i]!);
    }
  } else {
    const first = role === BISHOP ? 4 : 0;
    const last = role === ROOK ? 4 : 8;
    for (let d = first; d < last; d++) {
      for (let s = STEP[d * 64 + sq]!; s >= 0; s = STEP[d * 64 + s]!) {
        if (board[s] !== EMPTY) {
          if (board[s] === piece) out.push(s);
          break;
        }
      }
    }
  }
  return out;
}
