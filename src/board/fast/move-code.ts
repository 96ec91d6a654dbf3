/**
 * Moves inside the fast engine are plain integers, so move lists are typed arrays:
 * bits 0-5 origin square (`move & 63`), bits 6-11 target square (`(move >> 6) & 63`),
 * bits 12-14 promotion role index (`(move >> 12) & 7`, 0 = none), plus these flag bits
 * for the special moves.
 */

export const FLAG_EN_PASSANT = 1 << 15;
export const FLAG_CASTLE = 1 << 16;
export const FLAG_DOUBLE_STEP = 1 << 17;
