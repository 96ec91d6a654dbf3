/**
 * A move written without a number after a note, right before the game's next numbered move (issue 13):
 * annotated games print White's move, a note, then Black's answer with no number of its own, and
 * White's next move numbered (`24.Te1 Words about the position. Sg5 25.Th4 Dg6`). The answer is no
 * mention in the note: it is the game's next move. It is read so only where the board and the
 * numbers say so together:
 * - the word reads as a move as written (no look-alike or other lenient reading), and nothing but
 *   spaces stands between it and a move number (no line break: not the end of a sentence), or nothing where the number is
 *   glued to it in text that lost its spaces (`Alfiere.c610.Bd3`: the square's one rank digit ends the move);
 * - the game's line is waiting for exactly the move before that number (the number's half-move
 *   less one), and the word and the numbered moves after it are legal there, one after another.
 * Otherwise the word stays what it was (a mention, the board deciding, mentions.ts).
 * The word is read in the named language's letters, else in those of a language the text's other
 * sequences were already read in (other-letters.ts): the one that reads it and its numbered moves
 * whole; where two such languages read them as different legal moves, none is chosen (never a
 * silent choice) and the word stays a mention. Where the named letters stop at a word with a move's shape among the
 * numbered moves (`c5 2. Nf3 d6`, a PGN pasted in English letters on a Spanish page), any other language group that reads
 * on past it is asked, as a numbered sequence turns to other letters, where all that do agree (W_OTHER_LANGUAGE).
 */
import type { TranslationContext } from '../translate/context.js';
import { inputNotation } from '../notation/notation.js';
import { playSequence, sequenceEnd } from './play-sequence.js';
import { followingWords, playsOn, startsAnewIn, type ProseReading } from './reading.js';
import { sayStop } from './sequence-stops.js';
import { readSequence, readWord, type SeqMove, type Sequence } from './sequences.js';
import { noteOtherLanguage, otherGroups, stopsAtMove } from './other-letters.js';

/** Plays the sequence {@link moveBeforeNumber} finds at `words[i]`, as translate-prose.ts plays a numbered one; the index of the word after it, or undefined where there is none. */
export function playMoveBeforeNumber(r: ProseReading, i: number): number | undefined {
  const answer = moveBeforeNumber(r, i);
  if (answer === undefined) return undefined;
  const named = r.ctx;
  r.ctx = answer.ctx;
  const played = playSequence(r, answer.seq, r.words[i]!.start, false, undefined, sequenceEnd(r, answer.seq));
  sayStop(r, answer.seq);
  r.ctx = named;
  r.lastPlayed = played && { end: answer.seq.end, line: played };
  r.scratch = undefined;
  r.backFrom = undefined;
  return answer.seq.end;
}

/** The sequence from the word at `words[i]` through the numbered moves after it (see the header), and the context to play it in. */
export function moveBeforeNumber(r: ProseReading, i: number): { readonly seq: Sequence; readonly ctx: TranslationContext } | undefined {
  const { words, text } = r;
  const w = words[i]!;
  const number = words[i + 1];
  // (or nothing: the number glued to the move, as text that lost its spaces prints it, `all'Alfiere.c610.Bd3`, cut by the
  // square's single rank digit, glued-words.ts)
  if (w.kind !== 'word' || number?.kind !== 'number' || !/^[ \t]*$/.test(text.slice(w.end, number.start))) return undefined;
  // (not in a side line: inside brackets, or after a bullet)
  if (r.open.length > 0 || r.layout.sideLine(w.start)) return undefined;
  const game = r.book.game;
  const next = game.startPly + game.boards.length - 1;
  // (the number is White's or Black's next move after the word: the game waits for the word's half-move)
  if (number.ply !== next + 1 && !(words[i + 2]?.kind === 'black' && 2 * Math.ceil(number.ply / 2) === next + 1)) return undefined;
  // (the named language's reading first: it costs nothing; then the languages the text was read in, which must agree)
  const [named, ...others] = contexts(r);
  const own = readAt(r, i, named!, next);
  if (own !== undefined) return readFurther(r, i, next, own) ?? { seq: own.seq, ctx: named! };
  const found = others.flatMap((ctx) => {
    const read = readAt(r, i, ctx, next);
    return read === undefined ? [] : [{ ...read, ctx }];
  });
  const one = found[0];
  if (one === undefined) return readFurther(r, i, next, undefined);
  if (found.some((x) => x.key !== one.key)) return undefined;
  return { seq: one.seq, ctx: one.ctx };
}

/** The word at `words[i]` and the numbered moves after it read in `ctx`'s letters, where all are legal on the game's line from half-move `next`; with the positions they give. */
function readAt(r: ProseReading, i: number, ctx: TranslationContext, next: number): { seq: Sequence; key: string } | undefined {
  const { words, text } = r;
  const first = readWord(words[i]!, ctx.input);
  if (first === undefined || !asWritten(first)) return undefined;
  const after = readSequence(words, i + 1, ctx.input, startsAnewIn(r), undefined, text);
  if (after.ply !== next + 1 || after.moves.length === 0) return undefined;
  const moves = [first, ...after.moves];
  const game = r.book.game;
  const board = game.boards[game.boards.length - 1]!.clone();
  const other: ProseReading = { ...r, ctx };
  const positions: string[] = [];
  for (const [n, m] of moves.entries()) {
    if (!playsOn(other, board, m.word.text, m.parsed, followingWords(moves, n))) return undefined;
    positions.push(board.fen());
  }
  return { seq: { ply: next, black: next % 2 === 0, moves, end: after.end }, key: positions.join('\n') };
}

/**
 * Where the named letters read the word and its numbered moves but stop at a word with a move's shape after them (`f5 2. d3
 * Nf6 3. Nc3` on a Spanish page, a PGN pasted in English letters): the reading of another language group that reads on
 * past that word, where those that do agree on the moves (as a numbered sequence turns to other letters: other-letters.ts,
 * said with W_OTHER_LANGUAGE); undefined where none does, or they disagree (the named reading stands, its stop said).
 */
function readFurther(
  r: ProseReading,
  i: number,
  next: number,
  own: { readonly seq: Sequence } | undefined,
): { readonly seq: Sequence; readonly ctx: TranslationContext } | undefined {
  const state = r.otherLetters;
  // (or where they read the word and its number but no move after it: `c5 2. Nf3 d6`)
  const after = own?.seq ?? readSequence(r.words, i + 1, r.ctx.input, startsAnewIn(r), undefined, r.text);
  if (state === undefined || !stopsAtMove(r, after) || (own === undefined && readWord(r.words[i]!, r.ctx.input) === undefined))
    return undefined;
  const found = otherGroups(r, state).flatMap((g) => {
    const ctx: TranslationContext = { ...r.ctx, input: g.input };
    const read = readAt(r, i, ctx, next);
    return read === undefined || read.seq.end <= after.end ? [] : [{ ...read, ctx, code: g.codes[0]! }];
  });
  const one = found[0];
  if (one === undefined || found.some((x) => x.key !== one.key)) return undefined;
  const stop = r.words[after.end]!;
  noteOtherLanguage(r, state, one.code, stop, false, `stops at ${stop.text}`);
  return { seq: one.seq, ctx: one.ctx };
}

/** The named language's context, then those of the languages the text's sequences were read in besides it. */
function contexts(r: ProseReading): TranslationContext[] {
  const named = r.ctx;
  const used = r.otherLetters?.used ?? [];
  const strict = named.input.strict;
  return [named, ...used.map((code) => ({ ...named, input: inputNotation(code, named.registry, { strict }) }))];
}

/** A move read as its letters stand: no look-alike character and no other lenient reading. */
function asWritten(m: SeqMove): boolean {
  return m.parsed !== undefined && m.notes === undefined && (m.parsed.form ?? 0) === 0;
}
