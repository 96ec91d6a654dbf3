/**
 * Engine move codes: moves as plain integers, so move lists are typed arrays. The SAN rules
 * (../san-rules.ts) read candidates in this form from every engine.
 * Bits 0-5 origin square (`move & 63`), bits 6-11 target square (`(move >> 6) & 63`),
 * bits 12-14 promotion role index as in pieces.ts (`(move >> 12) & 7`: 2 knight, 3 bishop,
 * 4 rook, 5 queen, 0 none), plus these flag bits for the special moves (the fast engine sets
 * them; other engines may leave them clear).
 *
 * Not to be confused with {@link PlayedMove} (board.ts), whose bits 12-15 mean something else:
 * the brands keep one from being passed for the other, at no cost at run time.
 */
import type { PromotionRole } from '../../core/types.js';
import { PROMOTION_NAME, roleIndexOf } from './pieces.js';

declare const moveCodeBrand: unique symbol;
/** A move in the engine's packed form (see the module comment). */
export type MoveCode = number & { readonly [moveCodeBrand]: 'MoveCode' };

export const FLAG_EN_PASSANT = 1 << 15;
export const FLAG_CASTLE = 1 << 16;
export const FLAG_DOUBLE_STEP = 1 << 17;

/** The move code with its promotion bits set to `role`. */
export const withPromotion = (code: MoveCode, role: PromotionRole): MoveCode =>
  ((code & ~(7 << 12)) | (roleIndexOf(role) << 12)) as MoveCode;

/** A move code's promotion piece, if any. */
export const promotionOf = (code: MoveCode): PromotionRole | undefined => PROMOTION_NAME[(code >> 12) & 7];

/** The code of a plain move (no promotion, no flags). */
export const plainCode = (from: number, to: number): MoveCode => (from | (to << 6)) as MoveCode;
