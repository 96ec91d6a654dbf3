/**
 * What a SAN writer needs to know about a legal move: which parts of the origin square tell it
 * apart from the other pieces of its kind that could go to the same square, and whether it gives
 * check or mate. Same answers as the reference `disambiguationAmong` plus chess.js's check/mate.
 */
import type { CheckMark, Move, MoveFacts } from '../../core/types.js';
import { givesCheck, inCheckAfterMove } from './check-after-move.js';
import { makeMove, unmakeMove } from './make-move.js';
import { FLAG_CASTLE, FLAG_EN_PASSANT } from './move-code.js';
import { moveCode } from './move-object.js';
import { hasLegalMove } from './movegen.js';
import { collectMovesTo, keepLegal } from './moves-to-square.js';
import { KING, PAWN, roleIndexOf } from './pieces.js';
import type { Position } from './position.js';

const NO_DISAMBIGUATION = { disambiguateFile: false, disambiguateRank: false } as const;

/** File/rank disambiguation as in `disambiguationAmong`, from the other pieces that can legally reach the target. */
export function disambiguation(
  pos: Position,
  move: Move,
  inCheck: boolean,
  scratch: Int32Array,
): { disambiguateFile: boolean; disambiguateRank: boolean } {
  const role = roleIndexOf(move.role);
  if (role === PAWN || role === KING) return NO_DISAMBIGUATION;
  // A piece without a twin of its kind never needs its origin written.
  if (pos.pieceCount[role | (pos.turn << 3)]! < 2) return NO_DISAMBIGUATION;
  const n = keepLegal(pos, scratch, collectMovesTo(pos, role, move.to, -1, -1, false, scratch), inCheck);
  let others = 0;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < n; i++) {
    const from = scratch[i]! & 63;
    if (from === move.from) continue;
    others++;
    if ((from & 7) === (move.from & 7)) sameFile = true;
    if (from >> 3 === move.from >> 3) sameRank = true;
  }
  if (others === 0) return NO_DISAMBIGUATION;
  if (!sameFile) return { disambiguateFile: true, disambiguateRank: false };
  if (!sameRank) return { disambiguateFile: false, disambiguateRank: true };
  return { disambiguateFile: true, disambiguateRank: true };
}

/** Check or mate given by `move` (the board is left as it was). */
export function checkAfter(pos: Position, move: Move, replyScratch: Int32Array): CheckMark | undefined {
  const code = moveCode(pos, move);
  if (code < 0) throw new Error(`describe: no ${move.color} ${move.role} on square ${move.from}`);
  // Most moves give no check, which the board shows without making the move.
  if ((code & (FLAG_CASTLE | FLAG_EN_PASSANT)) === 0 && !givesCheck(pos, code)) return undefined;
  const undo = makeMove(pos, code);
  let mark: CheckMark | undefined;
  if (inCheckAfterMove(pos, code)) mark = hasLegalMove(pos, replyScratch, true) ? 'check' : 'mate';
  unmakeMove(pos, code, undo);
  return mark;
}

/** Both facts together. */
export function describeMove(
  pos: Position,
  move: Move,
  inCheck: boolean,
  candidateScratch: Int32Array,
  replyScratch: Int32Array,
): MoveFacts {
  const { disambiguateFile, disambiguateRank } = disambiguation(pos, move, inCheck, candidateScratch);
  return { disambiguateFile, disambiguateRank, check: checkAfter(pos, move, replyScratch) };
}
