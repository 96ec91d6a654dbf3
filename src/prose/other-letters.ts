/**
 * A sequence of moves in text written in the letters of another language than the one named
 * (issue 13): a German article whose game is printed in English letters (`1.e4 c5 2.Nf3 d6`) while
 * its sentences cite moves in German (`nach 6...e5 7.Sf5`), an English page quoting a game with
 * Polish letters (`2. Sf3 Sc6 3. Gc4`). The rule is translate/other-language.ts's, decided here per
 * sequence, by the board:
 * - a sequence the named language reads, legally on a line of the text, is read so: another language
 *   is tried only where the named one stops at a word where a move is due (`2.Nf3` in German), or
 *   the board rejects one of its moves (`2.Nf3` on a Romanian page: N is the Romanian bishop);
 * - where the named language reads a sequence legally, a language the text's moves were already read
 *   in that reads it legally too as another game is weighed against it (issue 12 point 3): the
 *   cheaper whole reading (lenient forms cost as repair/costs.ts says) wins, a tie (within NEAR_COST)
 *   is reported (W_READING_AMBIGUOUS, naming both readings and the move where they part) and the
 *   named reading stands: never a silent choice;
 * - another language group (grouped by piece letters, as `--from auto` groups them) must read the
 *   whole sequence as written, every move legal on a line of the text where its number fits, as far
 *   as the named one reads it and further where the named one stops at a word; or, where no group
 *   reads it whole, every move up to a misprint of the page at least MISPRINT_AFTER moves
 *   (whole-reading.ts) past the named failure (the misprint is then reported in those letters, as
 *   any move the board rejects);
 *   where groups give different moves, none is chosen and the named reading stands with a
 *   W_READING_AMBIGUOUS warning; in a language the text's moves were read in before, two moves glued into one word
 *   (`14.Bxh6f5` on an Italian page read in English letters, where Italian reads `B` as the file b) are read as the
 *   named letters read such a pair (sequence-fallbacks.ts: the board parts it, where one cut alone is legal), each half
 *   then a move as written;
 * - one W_OTHER_LANGUAGE note per language in a text, at the first sequence read in it, and again
 *   at a sequence so read from move 1 (another game: a document read by `translate` keeps one per game).
 * Languages used before in the text are tried first, and where one of them reads the sequence whole, the others
 * are not asked (a text read in English letters that reads `28.Be3` as a bishop's move is not made ambiguous by
 * Welsh letters, where B is the queen: the text would be read in two languages where one reads it). The reading of the sequence in that language
 * is the caller's: it sets the reading's context to the one returned while it plays the sequence.
 * Under `--from auto` not while the text's language is chosen (each language's whole reading is compared in its own
 * letters: proseLanguage in translate-prose.ts); the language chosen then reads the text as it does
 * when named, other letters included.
 */
import { MOVE_FORM } from '../core/types.js';
import { localeGroups, ICCF_CODE, type Group } from '../detect/detect-game.js';
import type { TranslationContext } from '../translate/context.js';
import type { InputNotation } from '../notation/notation.js';
import { oneReading, otherLanguageMessage, type OtherReading } from '../translate/other-language.js';
import { NEAR_COST } from '../repair/costs.js';
import { numberText } from './lines.js';
import { sentenceStartsAt } from './sequence-stops.js';
import { misprinted, playedWhole, type Whole } from './whole-reading.js';
import { bestCandidate } from './play-sequence.js';
import { tieTurned } from './look-ahead.js';
import { movelike, playsOn, startsAnewIn, type ProseReading } from './reading.js';
import { readSequence, readWord, startsSequence, type SeqMove, type Sequence } from './sequences.js';
import { withFallbacks } from './sequence-fallbacks.js';
import { noteFallback } from './reading-notes.js';

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

/** How a sequence is read where it stands (as playSequence is told where it plays it). */
export interface HowRead {
  /** The sequence goes on after a closing bracket (`words[i]`) from this half-move, as readSequence's `resumePly`. */
  readonly resumePly?: number | undefined;
  /** The main game may take over inside the sequence (attach.ts, step 2), as playSequence is told where it plays it. */
  readonly mainMayTakeOver?: boolean;
  /** The first move is due at once, on the next line too (Black's move of the game at the start of a line, reply-lines.ts). */
  readonly dueAtOnce?: boolean;
}

/** Where the named language fails a sequence: the word, and what it does there (for the notes). */
interface Failure {
  readonly word: SeqMove['word'];
  readonly where: string;
  /** The board rejects the named reading's move at `word` (else: the named language reads no move there). */
  readonly byBoard: boolean;
}

/** Another language's reading of a sequence, played whole. */
type OtherWhole = OtherSequence & { readonly whole: Whole };

/**
 * The sequence starting at `words[i]` read in another language, where the named language's
 * reading `named` fails it and one other language group reads it whole, or where the named
 * language reads it and a language the text was read in before reads it as another game, more
 * cheaply (see the header); the W_OTHER_LANGUAGE note (or W_READING_AMBIGUOUS) is given here.
 * Undefined where the named reading stands.
 */
export function otherLetters(r: ProseReading, i: number, named: Sequence, how: HowRead = {}): OtherSequence | undefined {
  const state = r.otherLetters;
  const input = r.ctx.input;
  if (state === undefined || input.kind !== 'algebraic') return undefined;
  const fails = namedFailure(r, state, named, how);
  if (fails === undefined) return undefined;
  if ('key' in fails) return weighedAgainstUsed(r, state, i, named, fails, how);
  const readings = otherReadings(r, state, i, how, {
    word: fails.word,
    byBoard: fails.byBoard,
    // (as far as the named reading reads, and further where it stops at a word: `9…Kd8 10.Sxa8` on a German page is no Turkish rook's move
    // where Turkish letters read no further than it)
    reach: fails.byBoard ? named.end : named.end + 1,
    used: false,
  });
  // (a language the text's moves were already read in goes on: a reading that turns to yet another language
  // mid-text reads the text in more languages than it needs, and is no equal reading of it; among those, or
  // where none reads the sequence, the readings must agree)
  const goesOn = readings.filter((x) => x.codes.some((c) => state.used.includes(c)));
  const asked = goesOn.length > 0 ? goesOn : readings;
  const one = oneReading(asked);
  if (one === undefined) return undefined;
  // (English letters first, as a game is read in them first where its named language fails it, translate/other-language.ts:
  // the most common case; the other reading is named in the note, not chosen)
  const english = one.ok || input.locale.code === 'en' ? undefined : asked.find((x) => x.codes.includes('en'));
  if (english !== undefined) {
    const others = asked.filter((x) => x.key !== english.key).map((x) => r.ctx.registry.get(x.codes[0]!));
    const said = others.map((l) => `${l.name} (${l.code})`).join(', ');
    return chosen(
      r,
      state,
      { ...english, codes: ['en'] },
      `${fails.where}; English letters are read first, as in a game (${said} letters read another legal move here)`,
    );
  }
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
  return chosen(r, state, one.reading, fails.where);
}

/** The reading `reading` chosen: the language noted where the text turns to it (see the header), and returned. */
function chosen(r: ProseReading, state: OtherLetters, reading: OtherReading<OtherWhole>, where: string): OtherSequence {
  const input = reading.value.ctx.input;
  const code = input.kind === 'algebraic' ? input.locale.code : reading.codes[0]!;
  const seq = reading.value.seq;
  // (moves glued that the board parted in those letters: noted as where the named letters read them, sequence-fallbacks.ts)
  for (const m of seq.moves) {
    const word = r.words.find((w) => w.start < m.word.start && m.word.start < w.end);
    if (word === undefined) continue;
    noteFallback(r, 'glued', word);
    r.gluedToPrevious.add(m.word.start);
  }
  noteOtherLanguage(r, state, code, seq.moves[0]!.word, seq.ply === 1, where);
  return { ctx: reading.value.ctx, seq };
}

/**
 * The note W_OTHER_LANGUAGE where the text's moves turn to the letters of language `code` at `at`: once per language,
 * and again where a game starts in them at move 1 (`fromStart`: another game, for a document's note per game).
 */
export function noteOtherLanguage(
  r: ProseReading,
  state: OtherLetters,
  code: string,
  at: SeqMove['word'],
  fromStart: boolean,
  where: string,
): void {
  const named = r.ctx.input;
  if (named.kind !== 'algebraic' || (state.used.includes(code) && !fromStart)) return;
  if (!state.used.includes(code)) state.used.push(code);
  r.problems.push({
    severity: 'warning',
    code: 'W_OTHER_LANGUAGE',
    message: otherLanguageMessage([code], named.locale, where, r.ctx.registry),
    written: at.text,
    ...r.lines.at(at.start),
  });
}

/**
 * A bare number (`1 Nf3 Nf6`, as English books print move numbers) after which the named letters read no move, where
 * another language group's letters read it as a move number and all its moves play on a line of the text (a game in English
 * letters on an Estonian page, one pair a line: `1 Nf3 Nf6`, `2 c4 e6`): the sequence as those letters read it, said with
 * W_OTHER_LANGUAGE; undefined where none does, or two groups play it as different moves (never a silent choice).
 */
export function bareNumberInOtherLetters(r: ProseReading, i: number): OtherSequence | undefined {
  const state = r.otherLetters;
  const w = r.words[i]!;
  const next = r.words[i + 1];
  if (state === undefined || w.kind !== 'word' || !/^[1-9]\d{0,2}$/.test(w.text) || next?.kind !== 'word' || !r.squareLike.test(next.text))
    return undefined;
  const found: Array<{ readonly code: string; readonly read: OtherSequence; readonly key: string }> = [];
  for (const g of otherGroups(r, state)) {
    if (!startsSequence(r.words, i, g.input, r.text)) continue;
    const ctx: TranslationContext = { ...r.ctx, input: g.input };
    const seq = readSequence(r.words, i, g.input, startsAnewIn(r), undefined, r.text);
    if (seq.ply === undefined || seq.moves.length === 0) continue;
    const other: ProseReading = { ...r, ctx };
    const best = bestCandidate(other, r.book.candidates(seq.ply), seq.moves);
    if (best === undefined || best.ok < seq.moves.length) continue;
    const board = best.line.boards[best.k]!.clone();
    for (const m of seq.moves) playsOn(other, board, m.word.text, m.parsed);
    found.push({ code: g.codes[0]!, read: { ctx, seq }, key: board.fen() });
  }
  const one = found[0];
  if (one === undefined || found.some((x) => x.key !== one.key)) return undefined;
  noteOtherLanguage(r, state, one.code, one.read.seq.moves[0]!.word, false, `reads no move after the number ${w.text}`);
  return one.read;
}

/**
 * The other language groups than the named one's, those the text's moves were read in before first (`usedBefore`), each
 * with its locales and input notation (the reading's context in its letters is the caller's to make, where a word reads).
 */
export function otherGroups(
  r: ProseReading,
  state: OtherLetters,
): { readonly codes: readonly string[]; readonly input: InputNotation; readonly usedBefore: boolean }[] {
  const input = r.ctx.input;
  if (input.kind !== 'algebraic') return [];
  otherInputs(r.ctx, state);
  const used = (g: Group): number => {
    const k = state.used.findIndex((c) => g.codes.includes(c));
    return k < 0 ? state.used.length : k;
  };
  return (state.groups ?? [])
    .filter((g) => g.input.kind === 'algebraic' && !g.codes.includes(ICCF_CODE) && !g.codes.includes(input.locale.code))
    .sort((a, b) => used(a) - used(b))
    .map((g) => ({ codes: g.codes, input: g.input, usedBefore: used(g) < state.used.length }));
}

/**
 * The readings of the sequence at `words[i]` by the other language groups (those the text was read in before
 * first; `need.used`: those only) that read it as written and play it whole: each must read `need.word` as a
 * move and end at `need.reach` or further.
 */
function otherReadings(
  r: ProseReading,
  state: OtherLetters,
  i: number,
  how: HowRead,
  need: { readonly word: SeqMove['word']; readonly reach: number; readonly used: boolean; readonly byBoard?: boolean },
): OtherReading<OtherWhole>[] {
  const readings: OtherReading<OtherWhole>[] = [];
  for (const g of otherGroups(r, state)) {
    if (need.used && !g.usedBefore) break; // (those the text was read in come first)
    const input = g.input;
    // (cheap first: the word needed reads as a move in this language; in one the text's moves were read in, it may be
    // two moves glued, `14.Bxh6f5`, which the board parts as it does in the named letters: sequence-fallbacks.ts)
    if (readWord(need.word, input) === undefined && !g.usedBefore) continue;
    const ctx: TranslationContext = { ...r.ctx, input };
    const read = readSequence(r.words, i, input, startsAnewIn(r), how.resumePly, r.text);
    const whole = g.usedBefore ? withFallbacks({ ...r, ctx }, read, true) : read;
    // (up to a move it reads only by guessing its letters, `…ed il N` where `ed` is a word: the rest is read again as words)
    const seq = asWrittenPart(r, i, whole);
    if (seq.end < need.reach) continue;
    if (seq.moves.length === 0 || !seq.moves.some((m) => m.word.start === need.word.start)) continue;
    // (a reading that stops at a word where a move is due is none; so is one cut before a word it reads only by taking a
    // letter for another alphabet's look-alike: `5. Bb5 He7` on a Polish page read in Mongolian letters, its B the bishop
    // and the Polish queen's H a Cyrillic Н, the king: a language chosen for one move, which English letters, stopping at
    // `He7`, were not)
    if ((seq === whole || cutAtLookalike(whole, seq)) && stopsAtMove(r, seq)) continue;
    const played = playedWhole(r, ctx, seq, how.mainMayTakeOver === true) ?? (need.used ? undefined : misprinted(r, ctx, seq, need.word));
    if (played === undefined) continue;
    if (need.byBoard === true && !g.usedBefore && !lettersTold(r, ctx, seq, need.word, played)) continue;
    readings.push({ codes: g.codes, key: played.key, value: { ctx, seq, whole: played } });
  }
  // (a reading up to a misprint only where none reads the sequence whole)
  const whole = readings.filter((x) => x.value.whole.misprint === undefined);
  return whole.length > 0 ? whole : readings;
}

/**
 * Whether a reading in letters the text was not read in before tells them, where the board rejects the named
 * language's reading of `word` (a misprint of the page, or a move cited on another line than the text's, is no
 * sign of other letters: `11.Ld2` on a Danish page is no Estonian queen's move, `5. ... Ag5` no Turkish knight's
 * as White's 5th): the other letters read `word` as another piece, at the number written, and read a move after it
 * (in the sequence, or, where `word` is its last, as the first move of the text's next numbered sequence: one move a line,
 * `2.Nf3` then a comment then `2…Nc6` on a Bengali page, the moves in English letters).
 */
function lettersTold(r: ProseReading, ctx: TranslationContext, seq: Sequence, word: SeqMove['word'], whole: Whole): boolean {
  const input = ctx.input;
  const role = (m: SeqMove | undefined): string | undefined =>
    m?.parsed === undefined ? undefined : m.parsed.kind === 'piece' ? (m.parsed.role ?? 'pawn') : m.parsed.kind;
  const k = seq.moves.findIndex((m) => m.word.start === word.start);
  const named = role(readWord(word, r.ctx.input));
  if (whole.renumbered || named === undefined || role(readWord(word, input)) === named) return false;
  return whole.moves.length - k >= 2 || (k === seq.moves.length - 1 && nextSequenceGoesOn(r, ctx, seq));
}

/**
 * Whether the text's next numbered sequence after `seq` is numbered at the move after its last and its first move,
 * read in `ctx`'s letters, is legal after `seq`'s moves there (the moves of `seq` read on in those letters).
 */
function nextSequenceGoesOn(r: ProseReading, ctx: TranslationContext, seq: Sequence): boolean {
  if (seq.ply === undefined) return false;
  const at = r.words.findIndex((w, n) => n >= seq.end && w.kind === 'number');
  if (at < 0) return false;
  const next = readSequence(r.words, at, ctx.input, startsAnewIn(r), undefined, r.text);
  const first = next.moves[0];
  if (first === undefined || next.ply !== seq.ply + seq.moves.length) return false;
  const moves = [...seq.moves, first];
  return bestCandidate({ ...r, ctx }, r.book.candidates(seq.ply), moves)?.ok === moves.length;
}

/**
 * Where the named language reads the sequence legally (`whole`) and the text's moves were read in another
 * language before: that language's reading, where it reads the sequence as another legal game more cheaply
 * than the named one (by {@link NEAR_COST} at least); a tie is said (W_READING_AMBIGUOUS) and the named reading
 * stands, as it does where it is the cheaper.
 */
function weighedAgainstUsed(
  r: ProseReading,
  state: OtherLetters,
  i: number,
  named: Sequence,
  whole: Whole,
  how: HowRead,
): OtherSequence | undefined {
  const input = r.ctx.input;
  if (input.kind !== 'algebraic') return undefined;
  const readings = otherReadings(r, state, i, how, { word: named.moves[0]!.word, reach: named.end, used: true }).filter(
    (x) => x.key !== whole.key,
  );
  const one = oneReading(readings);
  if (one === undefined) return undefined;
  const other = one.ok ? one.reading : one.ambiguous[0]!;
  if (one.ok && other.value.whole.cost + NEAR_COST <= whole.cost) {
    const first = other.value.whole.moves[0]!;
    return chosen(r, state, other, `reads move ${numberText(first.ply)} ${first.word.text} only at a greater cost`);
  }
  if (one.ok && whole.cost + NEAR_COST <= other.value.whole.cost) return undefined;
  // (as cheap a reading either way, or two languages the text was read in that read it as two other games: none is chosen,
  // the named reading stands and the move where they part is said, once: where the move's own reading says it, W_READING_AMBIGUOUS there)
  const k = whole.moves.findIndex((m, n) => m.fen !== other.value.whole.moves[n]?.fen);
  const at = whole.moves[Math.max(0, k)]!;
  const theirs = other.value.whole.moves[Math.max(0, k)];
  // (`4.Ba4` read with the pawn letter B of the named language, in a text that wrote every pawn move before it without a
  // letter, `1.e4 e5 … 3…a6`, and read B as a bishop in another language's letters: the text's own way of writing its moves decides)
  if (one.ok && pawnLetterAgainstText(r, named, at.word.start))
    return chosen(
      r,
      state,
      other,
      `reads move ${numberText(at.ply)} ${at.word.text} with a pawn letter, which the text's pawn moves before it do not write`,
    );
  // (one other reading at about the same cost: the text after it may decide, look-ahead.ts; this reading may be the one that turns it)
  if (one.ok && tieTurned(r, i, named.end, at.word.start))
    return chosen(r, state, other, `reads move ${numberText(at.ply)} ${at.word.text} as another game, which the text after it plays on`);
  if (at.said) return undefined;
  const language = r.ctx.registry.get(other.codes[0]!);
  r.problems.push({
    severity: 'warning',
    code: 'W_READING_AMBIGUOUS',
    message: `${JSON.stringify(at.word.text)} (move ${numberText(at.ply)}): ${input.locale.name} (${input.locale.code}) letters, as named, read ${at.squares}; ${language.name} (${language.code}) letters, which the text's moves were read in before, read ${theirs?.squares ?? '?'}; both read the moves here as legal moves of two different games, ${one.ok ? 'at about the same cost' : 'and so does another language the text was read in'}: undecided, left as ${input.locale.name} reads it`,
    written: at.word.text,
    ...r.lines.at(at.word.start),
  });
  return undefined;
}

/**
 * Whether the named reading reads the move of `named` at offset `at` with a pawn letter (`B` of `Ba4` as the Bengali
 * pawn's) where the moves checked before it wrote pawn moves without a letter (`e4`, `exd5`) and none with one.
 */
function pawnLetterAgainstText(r: ProseReading, named: Sequence, at: number): boolean {
  const move = named.moves.find((m) => m.word.start === at);
  if (move?.parsed?.kind !== 'piece' || ((move.parsed.form ?? 0) & MOVE_FORM.pawnLetter) === 0) return false;
  return r.pawnMoves.plain > 0 && r.pawnMoves.lettered === 0;
}

/** Whether `part` ({@link asWrittenPart} of `whole`) ends before a move read only by a look-alike letter of another alphabet. */
function cutAtLookalike(whole: Sequence, part: Sequence): boolean {
  const cut = whole.moves[part.moves.length];
  return part !== whole && cut?.notes?.some((n) => n.code === 'W_LOOKALIKE') === true;
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
 * Where the named language fails the sequence: the word where a move is due that it reads as none,
 * or its first move the board rejects on every line its number fits (`byBoard`). Where it reads it
 * legally and the text's moves were read in another language before, its reading played whole (to be
 * weighed against that language's); undefined where it reads it legally and no such language is to ask.
 */
function namedFailure(r: ProseReading, state: OtherLetters, seq: Sequence, how: HowRead): Failure | Whole | undefined {
  const stop = r.words[seq.end];
  const atOnce = how.dueAtOnce === true && seq.moves.length === 0 && stop?.kind === 'word' && movelike(r, stop.text);
  const stops = stop !== undefined && (atOnce || stopsAtMove(r, seq));
  // (the board is asked once; the moves played again, for their positions and costs, where they fail or are to be weighed)
  const best = seq.moves.length > 0 ? bestCandidate(r, r.book.candidates(seq.ply), seq.moves) : undefined;
  const weigh = state.used.length > 0 && !stops;
  const whole =
    best !== undefined && (best.ok < seq.moves.length || weigh) ? playedWhole(r, r.ctx, seq, how.mainMayTakeOver === true) : undefined;
  // (a move the board rejects before the word it stops at: where the named reading fails first, `2.Nf3 Nc6 3.Bc4` on a Romanian page)
  if (best !== undefined && best.ok < seq.moves.length && whole === undefined) {
    const bad = seq.moves[best.ok]!;
    const ply = best.line.startPly + best.k + best.ok;
    return { word: bad.word, where: `does not read move ${numberText(ply)} ${bad.word.text} as a legal move`, byBoard: true };
  }
  if (stops) {
    const last = r.words[seq.end - 1]!;
    const due = last.kind === 'number' ? last.ply : seq.ply !== undefined ? seq.ply + seq.moves.length : undefined;
    return { word: stop, where: `stops at ${due !== undefined ? `move ${numberText(due)} ` : ''}${stop.text}`, byBoard: false };
  }
  return weigh ? whole : undefined;
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
