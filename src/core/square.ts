import { FILE_NAMES, RANK_NAMES, type Square, type SquareName } from './types.js';

export const squareFile = (sq: Square): number => sq & 7;
export const squareRank = (sq: Square): number => sq >> 3;
export const makeSquare = (file: number, rank: number): Square => (rank << 3) | file;

export function squareName(sq: Square): SquareName {
  return `${FILE_NAMES[sq & 7]!}${RANK_NAMES[sq >> 3]!}`;
}

/** Parses `e4` into 28; returns `undefined` for anything that is not a square name. */
export function parseSquareName(name: string): Square | undefined {
  if (name.length !== 2) return undefined;
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return undefined;
  return makeSquare(file, rank);
}
