/**
 * What the words around a sequence of moves in a sentence say about it, where no number, bullet or bracket does:
 * - A word ending glued after a move's full stop (`3...Nf6.க்கு`, Tamil "after 3...Nf6": a case ending joined to the
 *   move as to a noun) makes the move a noun of the sentence: a move the sentence names, as quotes do, never the
 *   game's own (a side line that does not end the game's line).
 * - A case ending of the language's `mentionSuffixes` joined to the move with one of its `caseSuffixMarks` (Turkish
 *   `3...Fc5'ten sonra`, "after 3...Bc5"; `4...Fg4'süz`, "without 4...Bg4") names the move in the same way: a side line,
 *   said where it could be the game's next move (play-sequence.ts), since the same ending may follow a move a text then
 *   tells on.
 * - An ellipsis without a number before Black's move (`4. Ld2 hebt die Fesselung auf. Durch … dxe4 wird …`,
 *   `Schwarz antwortet mit …Dxd4`) right where the game waits for Black's answer to White's move the text just
 *   played on it, the move legal there: Black's reply, the game's, not a side line; unless the text comes back to
 *   that move with its number in the same paragraph (`Möglich ist … Sf6, aber in der Partie kam 3...a6`): then the
 *   numbered move is the game's and the ellipsis names another answer, as quotes do.
 */
import { gameComesBack } from './attach.js';
import { bestCandidate } from './play-sequence.js';
import type { ProseReading } from './reading.js';
import type { SeqMove, Sequence } from './sequences.js';
import type { InputNotation } from '../notation/notation.js';
import { startsWithMentionEnding } from '../notation/mention-endings.js';

/** A full stop right after the move, then a letter glued to it that starts no sentence (lower case, or a script without case). */
const SUFFIX_AFTER_STOP = /^\.[\p{Ll}\p{Lo}]/u;

/** Whether the last move of `seq` has a word ending glued after its full stop (`3...Nf6.க்கு`): the sentence names the moves. */
export function namedBySuffix(text: string, seq: Sequence): boolean {
  const last = seq.moves[seq.moves.length - 1];
  if (last === undefined) return false;
  const end = last.word.end;
  // (the full stop may be part of the word as cut, `Nf6.`, or stand after it)
  const from = text[end - 1] === '.' ? end - 1 : end;
  return SUFFIX_AFTER_STOP.test(text.slice(from, from + 2));
}

/**
 * Whether the last move of `seq` has one of the language's `mentionSuffixes` joined to it with one of its
 * `caseSuffixMarks` (`3...Fc5'ten sonra`): the sentence names the move (a glyph between them allowed, `Fc5!'ten`).
 */
export function namedByCaseEnding(text: string, seq: Sequence, input: InputNotation): boolean {
  const last = seq.moves[seq.moves.length - 1];
  if (last === undefined || input.kind !== 'algebraic') return false;
  // (the ending may be part of the word as cut, `Fc5'ten`, or stand after it: the whole token is looked at, from the
  // mark before its last run of letters)
  const token = /^\S*/u.exec(text.slice(last.word.start))![0];
  const m = /['\u2019:-][\p{Ll}\p{M}]+[^\p{L}\p{N}]*$/u.exec(token);
  return m !== null && startsWithMentionEnding(m[0], input.pieces);
}

/**
 * Whether `seq`, read after an ellipsis without a number, is Black's reply of the game (see the header): the last
 * sequence the text played went on with the game, which now waits for Black's move, the sequence's first move is legal
 * there, and the paragraph does not come back to that move with its number.
 */
export function blackReply(r: ProseReading, seq: Sequence): boolean {
  return blackAnswer(r, seq) === 'reply';
}

/**
 * Whether `seq`, read after an ellipsis without a number at `at`, stands where the game waits for Black's move and is
 * legal there, but the paragraph comes back to that move with its number (`Möglich ist … Sf6, aber in der Partie kam
 * 3...a6`): another answer the sentence names, not the game's, whose move comes after it (a side line that does not end
 * the game's line, as quotes are).
 */
export function namesOtherAnswer(r: ProseReading, seq: Sequence, at: number): boolean {
  return r.words.find((w) => w.start === at)?.kind === 'black' && blackAnswer(r, seq) === 'named';
}

/** Black's reply of the game, another answer named where the paragraph comes back to the move, or neither. */
function blackAnswer(r: ProseReading, seq: Sequence): 'reply' | 'named' | undefined {
  const main = r.book.game;
  if (!seq.black || seq.moves.length === 0 || r.lastPlayed?.line !== main) return undefined;
  const k = main.boards.length - 1;
  // (the number after it, where one follows, tells the same move: `…Kxd8 11. Lg5+` after `10. Dd8+`)
  if (main.boards[k]!.turn !== 'black' || (seq.ply !== undefined && seq.ply !== main.startPly + k)) return undefined;
  // (in the paragraph of the move the text played last, no move number between: `… 3. Lb5 greift an. Mit … a6`; not
  // after a line break and a move of the game cited again, `… 6.Db3 är fördelaktigt.` then `2...c6 ökar hotet att slå
  // på c4 och sen behålla bonden med ...b5`, a plan the text tells, no reply)
  const between = r.lastMove === undefined ? '\n' : r.text.slice(r.lastMove.end, seq.moves[0]!.word.start);
  if (/[\n\r]|\d\s*\./.test(between)) return undefined;
  const legalOnGame = (moves: readonly SeqMove[]): number => bestCandidate(r, [{ line: main, k }], moves)?.ok ?? 0;
  if (legalOnGame(seq.moves) === 0) return undefined;
  return gameComesBack(r, seq.end, main.startPly + k, legalOnGame) ? 'named' : 'reply';
}
