/**
 * Whether a legal move gives check or mate, for a SAN writer (the disambiguation it also needs is
 * one of the SAN rules, ../san-rules.ts).
 */
import type { CheckMark, Move } from '../../core/types.js';
import { givesCheck, inCheckAfterMove } from './check-after-move.js';
import { makeMove, unmakeMove } from './make-move.js';
import { FLAG_CASTLE, FLAG_EN_PASSANT } from './move-code.js';
import { moveCode } from './move-object.js';
import { hasLegalMove } from './movegen.js';
import type { Position } from './position.js';

/** Check or mate given by `move` (the board is left as it was). */
export function checkAfter(pos: Position, move: Move, replyScratch: Int32Array): CheckMark | undefined {
  const code = moveCode(pos, move);
  if (code === -1) throw new Error(`describe: no ${move.color} ${move.role} on square ${move.from}`);
  // Most moves give no check, which the board shows without making the move.
  if ((code & (FLAG_CASTLE | FLAG_EN_PASSANT)) === 0 && !givesCheck(pos, code)) return undefined;
  const undo = makeMove(pos, code);
  let mark: CheckMark | undefined;
  if (inCheckAfterMove(pos, code)) mark = hasLegalMove(pos, replyScratch, true) ? 'check' : 'mate';
  unmakeMove(pos, code, undo);
  return mark;
}
