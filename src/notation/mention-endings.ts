/**
 * Case endings a language names moves with: Turkish glues them to a move with an apostrophe (`3...Fc5'ten sonra`,
 * "after 3...Bc5"). Locale `caseSuffixMarks` (the marks that join an ending) and `mentionSuffixes` (the endings that
 * name a move rather than tell it played). One predicate for the prose reading (sentence-marks.ts) and the document
 * reading (document.ts), which find the ending on the move's word or in the comment after it.
 */

import type { PieceTable } from '../locale/types.js';

/** Whether `said` starts with one of the language's case-suffix marks followed by one of its mention endings (`'ten sonra`). */
export function startsWithMentionEnding(said: string, pieces: PieceTable): boolean {
  const { suffixMarks, mentionSuffixes } = pieces;
  if (suffixMarks === undefined || mentionSuffixes === undefined) return false;
  const text = said.normalize('NFC');
  return suffixMarks.some((mark) => text.startsWith(mark) && mentionSuffixes.some((ending) => text.startsWith(ending, mark.length)));
}
