/**
 * Constant lookup tables of board geometry: where a step in each direction leads, which squares a
 * knight or king reaches, and which line (if any) joins two squares. Squares are 0..63, a1 = 0.
 * Built once when the module loads; never mutated afterwards.
 */

/**
 * Directions 0..3 are orthogonal (rook lines: north, south, east, west), 4..7 diagonal (bishop
 * lines); only the diagonal ones are named, for pawn captures.
 */
export const NORTH_EAST = 4;
export const NORTH_WEST = 5;
export const SOUTH_EAST = 6;
export const SOUTH_WEST = 7;

/** File and rank change of one step in each direction. */
const DIRECTION_DELTAS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/** True for directions along which rooks (and queens) slide. */
export const isOrthogonal = (direction: number): boolean => direction < 4;

/**
 * `STEP[direction * 64 + square]` is the square one step away in that direction, or -1 off the board.
 */
export const STEP: Int8Array = (() => {
  const table = new Int8Array(8 * 64).fill(-1);
  for (let d = 0; d < 8; d++) {
    const [df, dr] = DIRECTION_DELTAS[d]!;
    for (let sq = 0; sq < 64; sq++) {
      const f = (sq & 7) + df;
      const r = (sq >> 3) + dr;
      if (f >= 0 && f < 8 && r >= 0 && r < 8) table[d * 64 + sq] = r * 8 + f;
    }
  }
  return table;
})();

/**
 * Rays as lists: the squares from `sq` outwards in direction `d` are
 * `RAY_SQUARES[(sq * 8 + d) * 8 + i]` for `i < RAY_LENGTH[sq * 8 + d]`. Walking a list lets the
 * processor fetch squares ahead, where following {@link STEP} makes each load wait for the last.
 */
export const RAY_LENGTH: Uint8Array = new Uint8Array(64 * 8);
export const RAY_SQUARES: Int8Array = (() => {
  const table = new Int8Array(64 * 8 * 8).fill(-1);
  for (let sq = 0; sq < 64; sq++) {
    for (let d = 0; d < 8; d++) {
      let n = 0;
      for (let s = STEP[d * 64 + sq]!; s >= 0; s = STEP[d * 64 + s]!) table[(sq * 8 + d) * 8 + n++] = s;
      RAY_LENGTH[sq * 8 + d] = n;
    }
  }
  return table;
})();

/** A jump table: `LIST[START[sq] .. START[sq + 1])` are the squares reached from `sq`. */
export interface JumpTable {
  readonly start: Uint16Array;
  readonly list: Int8Array;
}

function jumpTable(deltas: readonly (readonly [number, number])[]): JumpTable {
  const start = new Uint16Array(65);
  const targets: number[] = [];
  for (let sq = 0; sq < 64; sq++) {
    start[sq] = targets.length;
    for (const [df, dr] of deltas) {
      const f = (sq & 7) + df;
      const r = (sq >> 3) + dr;
      if (f >= 0 && f < 8 && r >= 0 && r < 8) targets.push(r * 8 + f);
    }
  }
  start[64] = targets.length;
  return { start, list: Int8Array.from(targets) };
}

/** Knight jumps (symmetric: the squares a knight reaches are the squares knights reach it from). */
export const KNIGHT_JUMPS: JumpTable = jumpTable([
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
]);

/** King steps (symmetric like knight jumps). */
export const KING_STEPS: JumpTable = jumpTable(DIRECTION_DELTAS);

/**
 * `LINE_DIRECTION[a * 64 + b]` is the direction leading from square `a` to square `b` along a
 * rank, file or diagonal, or -1 when they share no line (or are the same square).
 */
export const LINE_DIRECTION: Int8Array = (() => {
  const table = new Int8Array(64 * 64).fill(-1);
  for (let a = 0; a < 64; a++) {
    for (let d = 0; d < 8; d++) {
      for (let b = STEP[d * 64 + a]!; b >= 0; b = STEP[d * 64 + b]!) table[a * 64 + b] = d;
    }
  }
  return table;
})();

/**
 * Castling rights kept when a move touches a square: `rights &= CASTLING_KEPT[from] & CASTLING_KEPT[to]`.
 * Rights bits: 1 white king side, 2 white queen side, 4 black king side, 8 black queen side.
 */
export const WHITE_KING_SIDE = 1;
export const WHITE_QUEEN_SIDE = 2;
export const BLACK_KING_SIDE = 4;
export const BLACK_QUEEN_SIDE = 8;

export const CASTLING_KEPT: Uint8Array = (() => {
  const table = new Uint8Array(64).fill(15);
  table[4] = 15 & ~(WHITE_KING_SIDE | WHITE_QUEEN_SIDE); // e1
  table[7] = 15 & ~WHITE_KING_SIDE; // h1
  table[0] = 15 & ~WHITE_QUEEN_SIDE; // a1
  table[60] = 15 & ~(BLACK_KING_SIDE | BLACK_QUEEN_SIDE); // e8
  table[63] = 15 & ~BLACK_KING_SIDE; // h8
  table[56] = 15 & ~BLACK_QUEEN_SIDE; // a8
  return table;
})();

/** Home square of each colour's king (e1, e8). */
export const KING_HOME: readonly number[] = [4, 60];
