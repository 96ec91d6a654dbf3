/**
 * A sequence of moves in text written in the letters of another language than the one named
 * (issue 13): a German article whose game is printed in English letters (`1.e4 c5 2.Nf3 d6`) while
 * its sentences cite moves in German (`nach 6...e5 7.Sf5`), an English page quoting a game with
 * Polish letters (`2. Sf3 Sc6 3. Gc4`). The rule is translate/other-language.ts's, decided here per
 * sequence, by the board:
 * - a sequence the named language reads costs nothing and is read so: another language is tried
 *   only where the named one stops at a word where a move is due (`2.Nf3` in German), or reads a
 *   move only leniently and the board rejects it;
 * - another language group (grouped by piece letters, as `--from auto` groups them) must read the
 *   whole sequence as written, every move legal on a line of the text where its number fits, and
 *   further than the named one; where groups give different moves, none is chosen and the named
 *   reading stands with a W_READING_AMBIGUOUS warning;
 * - one W_OTHER_LANGUAGE note per language in a text, at the first sequence read in it, and again
 *   at a sequence so read from move 1 (another game: a document read by `translate` keeps one per game).
 * Languages used before in the text are tried first, and where groups give different moves and one of
 * them is a language the text was read in before (its note said so), that one is chosen: the text's
 * own moves told its letters (`Bd6` in a page whose game reads in English letters: English's bishop, not
 * Welsh's queen). The reading of the sequence in that language
 * is the caller's: it sets the reading's context to the one returned while it plays the sequence.
 * Not under `--from auto` (the text's language is chosen by comparing whole readings there).
 */
import { MOVE_FORM } from '../core/types.js';
import { localeGroups, ICCF_CODE, type Group } from '../detect/detect-game.js';
import type { TranslationContext } from '../translate/context.js';
import { oneReading, otherLanguageMessage, type OtherReading } from '../translate/other-language.js';
import { numberText } from './lines.js';
import { bestCandidate } from './play-sequence.js';
import { followingWords, movelike, playsOn, startsAnewIn, type ProseReading } from './reading.js';
import { readSequence, readWord, type SeqMove, type Sequence } from './sequences.js';

/**
 * The bits of a move's form that are guesses about its letters (a pawn's letter, a pawn capture by
 * files, a pawn's rank, moves glued): a move so read is not read as written. The others (`0-0-0`,
 * `Dd8:`, `e2–e4`, `Sf3.`) are ways of writing a move in any language's letters.
 */
const GUESSED_FORMS = MOVE_FORM.pawnLetter | MOVE_FORM.fileCapture | MOVE_FORM.pawnRank | MOVE_FORM.glued;

/** What the reading keeps of other languages: their groups (made when first needed) and the languages used, in order. */
export interface OtherLetters {
  groups: readonly Group[] | undefined;
  readonly used: string[];
}

/** A sequence read in another language: the context to play it in and the sequence as that language reads it. */
export interface OtherSequence {
  readonly ctx: TranslationContext;
  readonly seq: Sequence;
}

/**
 * The sequence starting at `words[i]` read in another language, where the named language's
 * reading `named` fails it and one other language group reads it whole (see the header); the
 * W_OTHER_LANGUAGE note (or W_READING_AMBIGUOUS) is given here. Undefined where the named reading stands.
 */
export function otherLetters(
  r: ProseReading,
  i: number,
  named: Sequence,
  /** The sequence resumes a line at this half-move (Black's move of the game at the start of a line, reply-lines.ts): its first move is due at once. */
  resumePly?: number,
): OtherSequence | undefined {
  const state = r.otherLetters;
  const input = r.ctx.input;
  if (state === undefined || input.kind !== 'algebraic') return undefined;
  const fails = namedFailure(r, named, resumePly !== undefined);
  if (fails === undefined) return undefined;
  state.groups ??= localeGroups(r.ctx.registry, { strict: input.strict }, []);
  const used = (g: Group): number => {
    const k = state.used.findIndex((c) => g.codes.includes(c));
    return k < 0 ? state.used.length : k;
  };
  const groups = state.groups
    .filter((g) => g.input.kind === 'algebraic' && !g.codes.includes(ICCF_CODE) && !g.codes.includes(input.locale.code))
    .sort((a, b) => used(a) - used(b));
  const readings: OtherReading<OtherSequence>[] = [];
  for (const g of groups) {
    // (cheap first: the word the named language fails on reads as a move in this language)
    if (readWord(fails.word, g.input) === undefined) continue;
    const ctx: TranslationContext = { ...r.ctx, input: g.input };
    const seq = readSequence(r.words, i, g.input, startsAnewIn(r), resumePly, r.text);
    if (seq.end <= named.end && !fails.byBoard) continue;
    if (seq.moves.length === 0 || !seq.moves.every(asWritten) || stopsAtMove(r, seq)) continue;
    const key = playedWhole(r, ctx, seq);
    if (key !== undefined) readings.push({ codes: g.codes, key, value: { ctx, seq } });
  }
  // (where the readings differ, the text's own moves decide: letters it was read in before, W_OTHER_LANGUAGE said there)
  const before = readings.filter((x) => x.codes.some((c) => state.used.includes(c)));
  const one = oneReading(before.length > 0 && before.length < readings.length ? before : readings);
  if (one === undefined) return undefined;
  if (!one.ok) {
    const first = fails.word;
    const [a, b] = one.ambiguous.map((x) => r.ctx.registry.get(x.codes[0]!));
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `${JSON.stringify(first.text)}: ${a!.name} (${a!.code}) and ${b!.name} (${b!.code}) letters read the moves here as different legal moves; none is chosen (${input.locale.name}, ${input.locale.code}, ${fails.where})`,
      written: first.text,
      ...r.lines.at(first.start),
    });
    return undefined;
  }
  const code = one.reading.value.ctx.input.kind === 'algebraic' ? one.reading.value.ctx.input.locale.code : one.reading.codes[0]!;
  const seq = one.reading.value.seq;
  // (once per language, and again where a sequence starts at move 1: another game, for a document's note per game)
  if (!state.used.includes(code) || seq.ply === 1) {
    if (!state.used.includes(code)) state.used.push(code);
    const at = seq.moves[0]!.word;
    r.problems.push({
      severity: 'warning',
      code: 'W_OTHER_LANGUAGE',
      message: otherLanguageMessage([code], input.locale, fails.where, r.ctx.registry),
      written: at.text,
      ...r.lines.at(at.start),
    });
  }
  return one.reading.value;
}

/** A move read as written: its letters as they stand, no character read as a look-alike (see GUESSED_FORMS). */
function asWritten(m: SeqMove): boolean {
  return m.parsed !== undefined && m.notes === undefined && ((m.parsed.form ?? 0) & GUESSED_FORMS) === 0;
}

/**
 * Where the named language fails the sequence: the word where a move is due that it reads as
 * none, or its first move read leniently that the board rejects (`byBoard`); undefined where it reads it.
 */
function namedFailure(
  r: ProseReading,
  seq: Sequence,
  /** The first move is due right after the sequence's first word, on the next line too (a resumed sequence). */
  dueAtOnce = false,
): { readonly word: SeqMove['word']; readonly where: string; readonly byBoard: boolean } | undefined {
  const stop = r.words[seq.end];
  const atOnce = dueAtOnce && seq.moves.length === 0 && stop?.kind === 'word' && movelike(r, stop.text);
  if (stop !== undefined && (atOnce || stopsAtMove(r, seq))) {
    const last = r.words[seq.end - 1]!;
    const due = last.kind === 'number' ? last.ply : seq.ply !== undefined ? seq.ply + seq.moves.length : undefined;
    return { word: stop, where: `stops at ${due !== undefined ? `move ${numberText(due)} ` : ''}${stop.text}`, byBoard: false };
  }
  // (a board is asked only where a move was read leniently, or the sequence resumes a line: the plain path plays each sequence once)
  if (!dueAtOnce && seq.moves.every(asWritten)) return undefined;
  const best = bestCandidate(r, r.book.candidates(seq.ply), seq.moves);
  if (best === undefined || best.ok === seq.moves.length) return undefined;
  const bad = seq.moves[best.ok]!;
  const ply = best.line.startPly + best.k + best.ok;
  return { word: bad.word, where: `does not read move ${numberText(ply)} ${bad.word.text} as a legal move`, byBoard: true };
}

/**
 * Whether the sequence stops at a word where a move was due that has the shape of a move, on the
 * same line (the test sequence-stops.ts says W_PROSE_UNCHECKED on).
 */
export function stopsAtMove(r: ProseReading, seq: Sequence): boolean {
  const last = r.words[seq.end - 1];
  const stop = r.words[seq.end];
  return last !== undefined && stop?.kind === 'word' && movelike(r, stop.text) && !/\n/.test(r.text.slice(last.end, stop.start));
}

/** The positions after each move of `seq` on the first line of the text where all are legal in `ctx`'s letters; undefined where none. */
function playedWhole(r: ProseReading, ctx: TranslationContext, seq: Sequence): string | undefined {
  const other: ProseReading = { ...r, ctx };
  const best = bestCandidate(other, r.book.candidates(seq.ply), seq.moves);
  if (best === undefined || best.ok < seq.moves.length) return undefined;
  const board = best.line.boards[best.k]!.clone();
  const positions: string[] = [];
  seq.moves.forEach((m, n) => {
    playsOn(other, board, m.word.text, m.parsed, followingWords(seq.moves, n));
    positions.push(board.fen());
  });
  return positions.join('\n');
}
