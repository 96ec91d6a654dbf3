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
 * Languages used before in the text are tried first, and where one of them reads the sequence whole, the others
 * are not asked (a text read in English letters that reads `28.Be3` as a bishop's move is not made ambiguous by
 * Welsh letters, where B is the queen: the text would be read in two languages where one reads it). The reading of the sequence in that language
 * is the caller's: it sets the reading's context to the one returned while it plays the sequence.
 * Not under `--from auto` (the text's language is chosen by comparing whole readings there).
 */
import { MOVE_FORM } from '../core/types.js';
import { localeGroups, ICCF_CODE, type Group } from '../detect/detect-game.js';
import type { TranslationContext } from '../translate/context.js';
import type { InputNotation } from '../notation/notation.js';
import { oneReading, otherLanguageMessage, type OtherReading } from '../translate/other-language.js';
import type { Board } from '../board/board.js';
import { mainResumesAt, resumptionsIn } from './attach.js';
import { numberText } from './lines.js';
import { sentenceStartsAt } from './sequence-stops.js';
import { bestCandidate } from './play-sequence.js';
import { fallbackWords } from './fallback-words.js';
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
  how: {
    /** The sequence goes on after a closing bracket (`words[i]`) from this half-move, as readSequence's `resumePly`. */
    readonly resumePly?: number | undefined;
    /** The main game may take over inside the sequence (attach.ts, step 2), as playSequence is told where it plays it. */
    readonly mainMayTakeOver?: boolean;
    /** The first move is due at once, on the next line too (Black's move of the game at the start of a line, reply-lines.ts). */
    readonly dueAtOnce?: boolean;
  } = {},
): OtherSequence | undefined {
  const state = r.otherLetters;
  const input = r.ctx.input;
  if (state === undefined || input.kind !== 'algebraic') return undefined;
  const fails = namedFailure(r, named, how.dueAtOnce === true);
  if (fails === undefined) return undefined;
  otherInputs(r.ctx, state);
  const used = (g: Group): number => {
    const k = state.used.findIndex((c) => g.codes.includes(c));
    return k < 0 ? state.used.length : k;
  };
  const groups = (state.groups ?? [])
    .filter((g) => g.input.kind === 'algebraic' && !g.codes.includes(ICCF_CODE) && !g.codes.includes(input.locale.code))
    .sort((a, b) => used(a) - used(b));
  const readings: OtherReading<OtherSequence>[] = [];
  for (const g of groups) {
    // (cheap first: the word the named language fails on reads as a move in this language)
    if (readWord(fails.word, g.input) === undefined) continue;
    const ctx: TranslationContext = { ...r.ctx, input: g.input };
    const whole = readSequence(r.words, i, g.input, startsAnewIn(r), how.resumePly, r.text);
    // (up to a move it reads only by guessing its letters, `…ed il N` where `ed` is a word: the rest is read again as words)
    const seq = asWrittenPart(r, i, whole);
    if (seq.end <= named.end && !fails.byBoard) continue;
    if (seq.moves.length === 0 || !seq.moves.some((m) => m.word.start === fails.word.start)) continue;
    if (seq === whole && stopsAtMove(r, seq)) continue;
    const key = playedWhole(r, ctx, seq, how.mainMayTakeOver === true);
    if (key !== undefined) readings.push({ codes: g.codes, key, value: { ctx, seq } });
  }
  // (a language the text's moves were already read in goes on: a reading that turns to yet another language
  // mid-text reads the text in more languages than it needs, and is no equal reading of it; among those, or
  // where none reads the sequence, the readings must agree)
  const goesOn = readings.filter((x) => x.codes.some((c) => state.used.includes(c)));
  const one = oneReading(goesOn.length > 0 ? goesOn : readings);
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

/** The sequence up to its first move not read as written ({@link asWritten}); the sequence itself where all are. */
function asWrittenPart(r: ProseReading, i: number, seq: Sequence): Sequence {
  const k = seq.moves.findIndex((m) => !asWritten(m));
  if (k < 0) return seq;
  const at = seq.moves[k]!.word.start;
  let end = i + 1;
  while (end < seq.end && r.words[end]!.start < at) end++;
  return { ...seq, moves: seq.moves.slice(0, k), end };
}

/** The input notations of the language groups other than the named one's (made once per reading, kept in `state`). */
export function otherInputs(ctx: TranslationContext, state: OtherLetters): readonly InputNotation[] {
  const input = ctx.input;
  state.groups ??= localeGroups(ctx.registry, { strict: input.strict }, []);
  const named = input.kind === 'algebraic' ? input.locale.code : undefined;
  return state.groups
    .filter((g) => g.input.kind === 'algebraic' && !g.codes.includes(ICCF_CODE) && (named === undefined || !g.codes.includes(named)))
    .map((g) => g.input);
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
  return (
    last !== undefined &&
    stop?.kind === 'word' &&
    movelike(r, stop.text) &&
    !/\n/.test(r.text.slice(last.end, stop.start)) &&
    !sentenceStartsAt(r, seq.end)
  );
}

/**
 * The positions after each move of `seq` on the first line of the text where all are legal in `ctx`'s letters;
 * undefined where none. Where `mainMayTakeOver`, the moves may also be legal up to a number inside the
 * sequence from which the main game takes every move after it (a side line cited in words, then the game
 * going on: `besser 5...d6. 6.d4 Lb6 7.Dd3`, attach.ts step 2, as playSequence then plays it).
 */
function playedWhole(r: ProseReading, ctx: TranslationContext, seq: Sequence, mainMayTakeOver: boolean): string | undefined {
  const other: ProseReading = { ...r, ctx };
  const numbered = bestCandidate(other, r.book.candidates(seq.ply), seq.moves);
  // (`19. Dh3!` for Black's 19th: the moves fit the other colour of the number, as playSequence reads them, W_MOVE_NUMBER)
  const renumbered =
    numbered !== undefined && numbered.ok < seq.moves.length && seq.ply !== undefined
      ? bestCandidate(other, r.book.candidates(seq.ply % 2 === 1 ? seq.ply + 1 : seq.ply - 1), seq.moves)
      : undefined;
  let best = renumbered !== undefined && renumbered.ok === seq.moves.length ? renumbered : numbered;
  if (best === undefined) return undefined;
  // (a word that is no legal move as written but two glued, `Bb5a6` at move 3: parted as playSequence parts it, translate's rule)
  let moves = seq.moves;
  for (let ok = best.ok; ok < moves.length; ok = best.ok) {
    const board = best.line.boards[best.k]!.clone();
    moves.slice(0, ok).forEach((m, n) => playsOn(other, board, m.word.text, m.parsed, followingWords(moves, n)));
    const read = fallbackWords(moves[ok]!.word, board, ctx, ok === 0 && seq.ply !== undefined && !seq.black);
    if (read?.kind !== 'glued') break;
    const parted = [...moves.slice(0, ok), ...read.moves, ...moves.slice(ok + 1)];
    const again = bestCandidate(other, [best], parted);
    if (again === undefined || again.ok <= ok) break;
    moves = parted;
    best = again;
  }
  const played = (board: Board, moves: readonly SeqMove[]): string[] =>
    moves.map((m, n) => {
      playsOn(other, board, m.word.text, m.parsed, followingWords(moves, n));
      return board.fen();
    });
  const start = best.line.boards[best.k]!.clone();
  if (best.ok === moves.length) return played(start, moves).join('\n');
  if (!mainMayTakeOver || seq.ply === undefined) return undefined;
  const game = r.book.game;
  const gameEnd = game.boards[game.boards.length - 1]!;
  const onMain = (moves: readonly SeqMove[]): number => bestCandidate(other, [{ line: game, k: game.boards.length - 1 }], moves)?.ok ?? 0;
  const chosen = { ok: best.ok, length: moves.length, continuesMain: best.line.boards[best.k] === gameEnd };
  const taken = mainResumesAt(resumptionsIn(other, moves), chosen, game, onMain);
  // (every move legal: those before the number where the sequence is played, those after it on the main game)
  const rest = taken?.resumption.moves ?? [];
  if (taken === undefined || taken.resumption.k > best.ok || onMain(rest) < rest.length) return undefined;
  const before = played(start, moves.slice(0, taken.resumption.k));
  return [...before, ...played(gameEnd.clone(), rest)].join('\n');
}
