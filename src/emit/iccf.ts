/** ICCF numeric notation: from-square and to-square as file digit + rank digit, 5th digit for promotion. */
import { playedPromotion, type PlayedMove } from '../board/board.js';
import type { Move, PromotionRole } from '../core/types.js';

const PROMOTION_DIGIT: Record<PromotionRole, string> = { queen: '1', rook: '2', bishop: '3', knight: '4' };
/** Each square's two digits, file then rank (a1 = `11`, e4 = `54`), by square index. */
const SQUARE_DIGITS: readonly string[] = Array.from({ length: 64 }, (_, sq) => `${(sq & 7) + 1}${(sq >> 3) + 1}`);

/** The four digits of each from-square/to-square pair, by `from | to << 6` (made once: no string is built per move). */
const MOVE_DIGITS: readonly string[] = Array.from({ length: 64 * 64 }, (_, k) => SQUARE_DIGITS[k & 63]! + SQUARE_DIGITS[k >> 6]!);
const PROMOTION_DIGITS = ['', '1', '2', '3', '4'] as const;

/** `e2-e4` → `5254`; f7-f8=R → `67682`; castling is the king's move (`5171`). No check marks. */
export function formatNumeric(move: Move): string {
  const s = MOVE_DIGITS[move.from | (move.to << 6)]!;
  return move.promotion ? s + PROMOTION_DIGIT[move.promotion] : s;
}

/** {@link formatNumeric} of a move played by `Board.playText`. */
export function formatNumericPlayed(move: PlayedMove): string {
  const s = MOVE_DIGITS[move & 4095]!;
  const promotion = playedPromotion(move);
  return promotion === 0 ? s : s + PROMOTION_DIGITS[promotion]!;
}
