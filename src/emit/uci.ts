/** UCI coordinates: `e2e4`, `e7e8q`; castling as the king's move `e1g1`. */
import { squareName } from '../core/square.js';
import type { Move, PromotionRole } from '../core/types.js';

const PROMOTION_LETTER: Record<PromotionRole, string> = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n' };

export function formatUci(move: Move): string {
  const s = squareName(move.from) + squareName(move.to);
  return move.promotion ? s + PROMOTION_LETTER[move.promotion] : s;
}
