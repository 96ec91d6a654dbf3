/**
 * `17. Bb5 Hc7` in a Polish score: a sequence of a named language with a move in English piece letters that are
 * none of the language's own (`B`, the bishop of English, is no Polish letter: Polish writes `G`). The order of
 * the readings (the one rule is english-letters.ts; translate reads a game so among its second readings):
 * 1. the named language's reading, without English letters;
 * 2. where it stops short, another language that reads the sequence whole (other-letters.ts): a sequence wholly
 *    in English letters on a German page is English, with one note where the text turns to it;
 * 3. where none does, the named language's reading with English letters read as its pieces, move by move
 *    (W_OTHER_LANGUAGE at each such move, as translate gives it), where the board plays the first such move.
 */
import type { InputNotation } from '../notation/notation.js';
import { bestCandidate } from './play-sequence.js';
import type { OtherSequence } from './other-letters.js';
import type { ProseReading } from './reading.js';
import type { Sequence } from './sequences.js';

/**
 * The sequence at the reading's place read with English piece letters among the named language's own (step 3 of the
 * header), where `named`, the named reading, stops short of a word read so and the board plays that move after the
 * moves before it; undefined elsewhere. `read` reads the sequence in the input it is given. Not where the reading
 * chooses the language (`--from auto`: such a move is another language's there, a mixed game) or where the input
 * says no (`englishLetters: false`).
 */
export function inEnglishLetters(r: ProseReading, named: Sequence, read: (input: InputNotation) => Sequence): OtherSequence | undefined {
  const input = r.ctx.input;
  if (r.otherLetters === undefined || input.kind !== 'algebraic' || input.englishLetters !== undefined || input.locale.code === 'en')
    return undefined;
  const english: InputNotation = { ...input, englishLetters: true };
  const seq = read(english);
  if (seq.end <= named.end) return undefined;
  const first = seq.moves.findIndex((m) => m.notes?.some((n) => n.code === 'W_OTHER_LANGUAGE') === true);
  if (first < 0) return undefined;
  const ctx = { ...r.ctx, input: english };
  const best = bestCandidate({ ...r, ctx }, r.book.candidates(seq.ply), seq.moves);
  if (best === undefined || best.ok <= first) return undefined;
  return { ctx, seq };
}
