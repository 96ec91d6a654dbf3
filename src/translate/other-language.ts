/**
 * Moves written in the letters of a language other than the one named (issue 13): a French page
 * quoting `1. e4 e5 2. Nf3 d6`, an English page with Polish letters (`2. Sf3 Sc6 3. Gc4`), a German
 * article whose game is printed in English letters while its sentences cite moves in German.
 *
 * One rule for games (`translate`) and for sequences of moves in text (`prose`, and documents read
 * by `translate`, prose/other-letters.ts):
 * - the named language's reading is always preferred: another language is tried only where the
 *   named one does not read the moves (a game it fails or reads only with repairs; a sequence it
 *   stops in or where the board rejects one of its moves), so the plain path costs nothing more;
 * - another language is used only where it reads every move as written, legally on the board:
 *   the languages whose letters do (grouped as `--from auto` groups them, by their piece letters)
 *   must give one game; where they give different legal games nothing is chosen (the named
 *   language's result stands, and the ambiguity is said), never a silent choice;
 * - a game (or the sequences of one text) so read gets one W_OTHER_LANGUAGE note naming the
 *   language used and where the named one stops.
 * A text translated from Russian that writes the Russian king (`Kpe1`) is read first with its Russian letters beside the
 * named language's (notation/russian-letters.ts, {@link inRussianLetters}); a game that the named letters read up to a
 * move the board rejects is offered to the detection only where another language reads the main line on from that
 * move (otherLettersReadOn: a scoresheet's slip costs one move's reading per language, not a whole game's).
 * For a game the languages are told by the detection of `--from auto` (src/detect/): the game is
 * read in another language where the detection chooses one that is not the named one (between
 * the named language and English first, the most common case and the cheaper detection; then
 * among every language). For a
 * sequence in text the caller reads it in each language group and gives the readings that read it
 * whole to {@link oneReading}.
 */
import { IllegalMoveError, placeOfPly, type MoveWarning } from '../core/move-errors.js';
import { russianLettersAt, russianLettersNote, withRussianLetters } from '../notation/russian-letters.js';
import { LineCounter } from '../pgn/line-counter.js';
import { readGameText } from '../pgn/read-game.js';
import { chooseGameNotation } from '../detect/choose.js';
import { localeGroups } from '../detect/detect-game.js';
import { mainLineTokens, startBoard, translateToken } from '../detect/walk.js';
import type { LocaleRegistry } from '../locale/registry.js';
import type { Locale } from '../locale/types.js';
import type { Game } from '../pgn/types.js';
import { MOVE_FORM, type ParsedMove } from '../core/types.js';
import type { TranslationContext } from './context.js';
import { englishLettered } from './game-style.js';
import { translateGame, type GameFailure, type GameTranslation } from './translate-game.js';
import { MoveTranslator } from './translator.js';

/** One language group's reading of some moves: its locales (the one read in first) and what it reads them as. */
export interface OtherReading<T> {
  readonly codes: readonly string[];
  /** The moves as played (positions or ICCF): equal for readings of the same game. */
  readonly key: string;
  readonly value: T;
}

/**
 * The reading to use among those of other languages that read the moves whole as written: the
 * first where all give the same moves (the languages that give them are joined); `ambiguous` where
 * two give different moves; undefined where none reads them.
 */
export function oneReading<T>(
  readings: readonly OtherReading<T>[],
):
  | { readonly ok: true; readonly reading: OtherReading<T> }
  | { readonly ok: false; readonly ambiguous: readonly OtherReading<T>[] }
  | undefined {
  const first = readings[0];
  if (first === undefined) return undefined;
  const other = readings.find((x) => x.key !== first.key);
  if (other !== undefined) return { ok: false, ambiguous: [first, other] };
  const codes = [...new Set(readings.flatMap((x) => x.codes))];
  return { ok: true, reading: { ...first, codes } };
}

/**
 * The words of the W_OTHER_LANGUAGE note: `the moves are written with Polish letters: read as
 * Polish (pl); English (en) stops at move 2. Sf3`. `codes`: the languages that read the moves
 * alike, the one used first (the one named: the others have the same piece letters); `where`:
 * what the named language does with them.
 */
export function otherLanguageMessage(
  codes: readonly string[],
  named: Pick<Locale, 'name' | 'code'>,
  where: string,
  registry: LocaleRegistry,
): string {
  const used = registry.get(codes[0]!);
  return `the moves are written with ${used.name} letters: read as ${used.name} (${used.code}); ${named.name} (${named.code}) ${where}`;
}

/**
 * `reads it only with 2 repairs`, `reads it only with English piece letters`, `stops at move 2. Nf3`: what the named
 * language did with a game.
 */
function namedOutcome(result: GameTranslation): string {
  if (!result.ok) return `stops at move ${moveText(result.failure)}`;
  return (result.repaired ?? 0) > 0
    ? `reads it only with ${result.repaired} repair${result.repaired === 1 ? '' : 's'}`
    : 'reads it only with English piece letters, which are none of its own';
}

/**
 * Whether a game read in its named language may be read in another (see {@link readGameInOtherLanguage}): it failed,
 * was read only with repairs, or read some moves only with English piece letters (notation/english-letters.ts: a
 * French page quoting a game in English letters, `2. Nf3 d6 3. d4 Bg4`, is read in English with one note, as before
 * that rule; a German score with one `Qxf2#` stays German, English reading none of its `Sc6`).
 */
export function mayBeOtherLanguage(result: GameTranslation): boolean {
  return !result.ok || (result.repaired ?? 0) > 0 || englishLettered(result.warnings);
}

/** A capital letter before a square (`Sf3`, `Gxb4`, `Nbd7`), outside tag pairs. */
const PIECE_BEFORE_SQUARE = /(?<![\p{L}\p{N}])(\p{Lu})[a-h1-8]?[x:]?[a-h][1-8]/gu;

/**
 * Whether the movetext has piece letters before squares (two or more) that are none of the named
 * language's tokens: only then may another language read it (the detection over every language is asked
 * only so, a German game repaired for its typos costs no more than before).
 */
function foreignLetters(raw: string, tokens: readonly string[]): boolean {
  const movetext = raw.replace(/^[ \t]*\[[^\n]*$/gm, '');
  let found = 0;
  // (two at least: a game in other letters names pieces often, a slip or a misread box once)
  for (const m of movetext.matchAll(PIECE_BEFORE_SQUARE)) if (!tokens.includes(m[1]!) && ++found >= 2) return true;
  return false;
}

/**
 * Whether the named language read a move the board rejects (`3. Kg1-f3` on a Swedish page, K the Swedish king: a
 * machine translation of a Russian text, K the knight there): another language may read the game as written where
 * its letters are the named one's (detection asks every language, and chooses one only where it reads every move).
 */
function rejectedByBoard(result: GameTranslation): boolean {
  return !result.ok && result.failure.kind === 'move' && result.failure.error instanceof IllegalMoveError;
}

/** Whether `parsed` is a pawn's move, or written with the pawn's letter (or not read at all). */
function pawnMove(parsed: ParsedMove | undefined): boolean {
  return (
    parsed === undefined ||
    (parsed.kind === 'piece' && (parsed.role === undefined || parsed.role === 'pawn' || ((parsed.form ?? 0) & MOVE_FORM.pawnLetter) !== 0))
  );
}

/** Whether `read`, a game read again in other letters, reads the move `result` failed at as a pawn's (or leaves it unread). */
function pawnAtFailure(read: Game, result: GameTranslation): boolean {
  if (result.ok || result.failure.kind !== 'move') return true;
  const ply = result.failure.error.position.ply;
  const moves = read.nodes.filter((n) => n.type === 'move');
  const parsed = moves[ply - 1]?.parsed;
  if (parsed === undefined) return false;
  return pawnMove(parsed);
}

/**
 * Whether another language's letters read the main line on from the move the board rejected, where the named reading
 * rejected it: that move as a legal move of a piece (not a pawn's), and every move after it. Asked of the main line alone,
 * in each language group, before the detection reads the whole game in each (a scoresheet's slip rejected by the board
 * would otherwise have every sheet read in 50 languages): a language that reads the game whole reads the moves before as
 * the named one does (their letters are the named language's, none foreign), so it passes this. Where the move stands in a
 * side line, or the moves before it are not read again as the named reading read them, the detection decides alone (true).
 */
function otherLettersReadOn(game: Game, ctx: TranslationContext, result: GameTranslation): boolean {
  if (result.ok || result.failure.kind !== 'move') return true;
  const at = result.failure.error.position;
  const tokens = mainLineTokens(game);
  const index = tokens.findIndex((t) => t.line === at.line && t.column === at.column);
  const board = index < 0 ? undefined : startBoard(game, ctx.engine, ctx.fen);
  if (board === undefined) return true;
  const named = new MoveTranslator(board, ctx.input, { kind: 'numeric' });
  for (const token of tokens.slice(0, index)) if (!translateToken(named, token).ok) return true;
  const namedCode = ctx.input.kind === 'algebraic' ? ctx.input.locale.code : undefined;
  return localeGroups(ctx.registry, { strict: ctx.input.strict }, []).some((group) => {
    if (namedCode !== undefined && group.codes.includes(namedCode)) return false;
    const other = new MoveTranslator(board.clone(), group.input, { kind: 'numeric' });
    const [failed, ...after] = tokens.slice(index);
    const read = other.translate(failed!.text, failed);
    return read.ok && !pawnMove(read.value.parsed) && after.every((t) => other.translate(t.text, t).ok);
  });
}

/** The half-moves read before the move the failure stands at. */
function movesBefore(failure: GameFailure): number {
  return failure.kind === 'move' ? failure.error.position.ply - 1 : 0;
}

function moveText(failure: GameFailure): string {
  if (failure.kind !== 'move') return '?';
  const p = failure.error.position;
  return `${p.moveNumber}${p.color === 'white' ? '.' : '...'} ${p.token}`;
}

/**
 * A game that its named language does not read as written (or reads only with repairs), read in
 * the language the detection of `--from auto` chooses where that is another one and reads every
 * move (see the header), with one W_OTHER_LANGUAGE note; undefined otherwise (the named result
 * stands). Where the game mixes the named language with another (a German game with one slip into
 * English, `Ba3`), or two languages read different legal games, the detection chooses none.
 */
export function readGameInOtherLanguage(
  game: Game,
  ctx: TranslationContext,
  result: GameTranslation,
  position: (read: Game) => MoveWarning['position'],
): { readonly source: Game; readonly result: GameTranslation } | undefined {
  const named = ctx.input;
  if (ctx.auto || named.kind !== 'algebraic') return undefined;
  if (!mayBeOtherLanguage(result)) return undefined;
  if (!result.ok && result.failure.kind !== 'move') return undefined;
  const russian = inRussianLetters(game, ctx, result, position);
  if (russian !== undefined) return russian;
  const detect = (locales?: readonly string[]): ReturnType<typeof chooseGameNotation> =>
    chooseGameNotation(game, ctx.registry, { strict: named.strict, fen: ctx.fen, engine: ctx.engine, prefer: ['en'], locales });
  // (English letters first, the most common case, between the two languages only; then every language)
  const english = named.locale.code === 'en' ? undefined : detect([named.locale.code, 'en']);
  const inEnglish = english?.ok === true && english.notation.kind === 'algebraic' && english.notation.locale.code === 'en';
  /** Only the board rejected the named reading: no English game, no letters foreign to the named language. */
  const rejectedOnly = !inEnglish && !foreignLetters(game.raw, named.pieces.tokens);
  if (rejectedOnly && (!rejectedByBoard(result) || !otherLettersReadOn(game, ctx, result))) return undefined;
  const choice = inEnglish ? english! : detect();
  if (!choice.ok || choice.notation.kind !== 'algebraic') return undefined;
  const codes = choice.detection.choice?.codes ?? [choice.notation.locale.code];
  if (codes.includes(named.locale.code)) return undefined;
  // (where only the board rejected the named reading: the other letters must name another piece there, not a pawn by its
  // letter, `1. e4 Sf6 2. Sd3` in German is no Finnish game of pawns, S its pawn's letter)
  if (rejectedOnly && pawnAtFailure(choice.game, result)) return undefined;
  const other = translateGame(choice.game, { ...ctx, input: choice.notation, repair: false });
  // (it reads every move the named language read and the one it stopped at: not moves taken for words)
  if (!other.ok || other.moves < (result.ok ? result.moves : movesBefore(result.failure) + 1)) return undefined;
  const note: MoveWarning = {
    code: 'W_OTHER_LANGUAGE',
    message: otherLanguageMessage(codes, named.locale, namedOutcome(result), ctx.registry),
    position: position(choice.game),
  };
  return { source: choice.game, result: { ...other, warnings: [note, ...other.warnings] } };
}

/**
 * A game of a text translated from Russian, read with its Russian letters beside the named language's
 * (notation/russian-letters.ts), where it writes the Russian king and so reads every move the named reading read and the
 * one it stopped at; one W_OTHER_LANGUAGE note at its first move in Russian letters. Undefined elsewhere.
 */
function inRussianLetters(
  game: Game,
  ctx: TranslationContext,
  result: GameTranslation,
  position: (read: Game) => MoveWarning['position'],
): { readonly source: Game; readonly result: GameTranslation } | undefined {
  const named = ctx.input;
  const russian = named.kind === 'algebraic' ? russianLettersAt(game.raw, named, ctx.registry) : undefined;
  if (named.kind !== 'algebraic' || russian === undefined) return undefined;
  const input = withRussianLetters(named, ctx.registry);
  const source = readGameText(game.raw, game.origin, input);
  const read = translateGame(source, { ...ctx, input, repair: false });
  if (!read.ok || read.moves < (result.ok ? result.moves : movesBefore(result.failure) + 1)) return undefined;
  const at = new LineCounter(game.raw, game.origin.line, game.origin.column).at(russian.at);
  const moves = source.nodes.filter((n) => n.type === 'move');
  const k = moves.findIndex((n) => n.line === at.line && n.column === at.column);
  // (the half-move counted from move 1: where a FEN tag sets another start, the note stands at the game's first move)
  const fromStart = !source.tags.some((t) => t.name === 'FEN');
  const place = k < 0 || !fromStart ? position(source) : { ...placeOfPly(k + 1), token: moves[k]!.text, ...at };
  return { source, result: { ...read, warnings: [russianLettersNote(input, russian.king, place), ...read.warnings] } };
}
