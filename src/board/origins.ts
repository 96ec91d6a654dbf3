/**
 * Where each piece of a game started: for each square, the start square of the piece on it (-1 where
 * unknown). English descriptive notation names pieces by the side they started on (`K. R.`, the king's
 * rook, is the rook that started on h1 or h8, wherever it stands now; `Q. Kt.` the queen's knight), and
 * only the game's history tells that once two rooks or two knights have crossed (The Chess-Player's Text
 * Book: "the square on which the King's Rook stands at starting takes the name of the Officer"; Wikipedia,
 * "Descriptive notation": pieces named by their original side). Known only for a game from the standard
 * start position. A promoted piece keeps its pawn's start square.
 */
import type { Square } from '../core/types.js';

/** Start squares by square: -1 for an empty square or a piece whose start is unknown. */
export type Origins = Int8Array;

/** The origins of the standard start position: every piece on its own square. */
export function startOrigins(): Origins {
  const o = new Int8Array(64).fill(-1);
  for (let sq = 0; sq < 16; sq++) o[sq] = sq;
  for (let sq = 48; sq < 64; sq++) o[sq] = sq;
  return o;
}

/**
 * Moves the origins with a move from `from` to `to`: castling (the king two files along) moves its rook,
 * en passant empties the square of the pawn taken.
 */
export function moveOrigins(o: Origins, from: Square, to: Square, castle: boolean, enPassantTaken: Square | undefined): void {
  o[to] = o[from]!;
  o[from] = -1;
  if (castle) {
    const rookFrom = to > from ? from + 3 : from - 4;
    const rookTo = to > from ? from + 1 : from - 1;
    o[rookTo] = o[rookFrom]!;
    o[rookFrom] = -1;
  }
  if (enPassantTaken !== undefined) o[enPassantTaken] = -1;
}

/** The start square of the piece on `sq`, or undefined when unknown. */
export function originIn(o: Origins | undefined, sq: Square): Square | undefined {
  const v = o?.[sq];
  return v === undefined || v < 0 ? undefined : v;
}
