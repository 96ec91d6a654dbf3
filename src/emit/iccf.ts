/** ICCF numeric notation: from-square and to-square as file digit + rank digit, 5th digit for promotion. */
import type { Move, PromotionRole } from '../core/types.js';

const PROMOTION_DIGIT: Record<PromotionRole, string> = { queen: '1', rook: '2', bishop: '3', knight: '4' };
const DIGIT = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** `e2-e4` → `5254`; f7-f8=R → `67682`; castling is the king's move (`5171`). No check marks. */
export function formatNumeric(move: Move): string {
  const s =
    DIGIT[move.from & 7]! + DIGIT[move.from >> 3]! + DIGIT[move.to & 7]! + DIGIT[move.to >> 3]!;
  return move.promotion ? s + PROMOTION_DIGIT[move.promotion] : s;
}
