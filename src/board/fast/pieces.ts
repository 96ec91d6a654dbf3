/**
 * Piece codes of the fast board: one small integer per square.
 *
 * A code is `roleIndex | (colorIndex << 3)`: white pieces are 1..6, black pieces 9..14, and 0 is
 * an empty square. `code & 7` is the role index and `code >> 3` the colour index.
 */
import type { Color, PromotionRole, Role } from '../../core/types.js';

export const EMPTY = 0;

/** Role indexes (the low three bits of a piece code). */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** Colour indexes (bit 3 of a piece code). */
export const WHITE = 0;
export const BLACK = 1;

/** Role names by role index; index 0 (no piece) maps to `undefined`. */
export const ROLE_NAME: readonly (Role | undefined)[] = [undefined, 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];

/** Promotion role names by role index (only 2..5 are promotions). */
export const PROMOTION_NAME: readonly (PromotionRole | undefined)[] = [
  undefined,
  undefined,
  'knight',
  'bishop',
  'rook',
  'queen',
  undefined,
];

export const COLOR_NAME: readonly Color[] = ['white', 'black'];

/** Role index of a role name (a switch: faster than a keyed object lookup on the hot path). */
export function roleIndexOf(role: Role): number {
  switch (role) {
    case 'pawn':
      return PAWN;
    case 'knight':
      return KNIGHT;
    case 'bishop':
      return BISHOP;
    case 'rook':
      return ROOK;
    case 'queen':
      return QUEEN;
    case 'king':
      return KING;
    default:
      return 0;
  }
}

/** FEN letters by piece code ('' for codes that are not pieces). */
export const FEN_LETTER: readonly string[] = ['', 'P', 'N', 'B', 'R', 'Q', 'K', '', '', 'p', 'n', 'b', 'r', 'q', 'k'];

/** Builds a piece code. */
export const pieceCode = (color: number, role: number): number => role | (color << 3);

/** What {@link FastBoard.pieceAt} returns, one shared frozen object per piece code. */
export const PIECE_INFO: readonly ({ readonly role: Role; readonly color: Color } | undefined)[] = FEN_LETTER.map((_, code) => {
  const role = ROLE_NAME[code & 7];
  return role === undefined || code > 14 ? undefined : Object.freeze({ role, color: COLOR_NAME[code >> 3]! });
});
