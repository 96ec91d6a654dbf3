/**
 * The convenience API: one call per job, with notations named by code
 * (`de`, `fr`, `ru`, `figurine`, `iccf`, `lan`, `uci`).
 *
 * Over 400 lines on purpose: it is the main entry's convenience API, one function per job, each
 * a few lines over the modules below; kept in one file so that it reads as the API report does.
 */
import { OptionsError } from './core/errors.js';
import { MoveSyntaxError, type MoveWarning } from './core/move-errors.js';
import { LanguageDetectionError } from './detect/index.js';
import { translateInDetectedNotation } from './repair/auto-repair.js';
import type { Move, ParsedMove } from './core/types.js';
import { defaultRegistry } from './locale/default-registry.js';
import type { LocaleRegistry } from './locale/registry.js';
import type { Locale } from './locale/types.js';
import { inputNotation, outputNotation } from './notation/notation.js';
import type { WordsStyle } from './words/types.js';
import { readWords } from './words/read.js';
import { readMove } from './notation/read-move.js';
import { PgnSyntaxError } from './pgn/pgn-error.js';
import { gameTextsFromText, readGamesFromText, streamGames, type PgnSource, type ReadWarning } from './pgn/read-games.js';
import type { Game, GameNode } from './pgn/types.js';
import { cloneNodes, walkNodes } from './pgn/tree.js';
import { startPly, writeGame as writeGamePgn, writeMovetext } from './pgn/write-game.js';
import { documentTranslation } from './translate/document.js';
import { translationContext, type NotationOptions, type TranslateOptions, type TranslationContext } from './translate/context.js';
import { gameStartFen, translateGame } from './translate/translate-game.js';
import { plainGameReader } from './translate/express.js';
import {
  summarize,
  translateGameTexts,
  translateStreamBatches,
  type GameOutcome,
  type TranslationSummary,
} from './translate/translate-pgn.js';
import { createDecoder, decodeBytes } from './encoding/index.js';
import { MoveTranslator } from './translate/translator.js';
import { writeMove } from './translate/write-move.js';
import { startBoard, translateOneMove, WORDS_INPUT, type MoveTranslation } from './translate/one-move.js';

export type { MoveTranslation } from './translate/one-move.js';

/** Example values of the notation options, for messages. */
const EXAMPLE_OPTIONS = { from: "from: 'de'", to: "to: 'iccf'" } as const;

/**
 * Options are required (`from` and `to` name the notations): a call without them is an
 * {@link OptionsError} (`ERR_OPTIONS`) that says so, not a `TypeError` from deep inside.
 */
function checkOptions(options: unknown, needed: readonly ('from' | 'to')[], fn: string): void {
  const missing = needed.filter((k) => typeof (options as Record<string, unknown> | undefined)?.[k] !== 'string');
  if (missing.length > 0) {
    throw new OptionsError(
      `${fn} needs the option${missing.length > 1 ? 's' : ''} ${missing.map((k) => `'${k}'`).join(' and ')}` +
        ` (a notation: a locale code such as 'de', or 'iccf', 'figurine', 'lan', 'uci'),` +
        ` e.g. ${fn}(…, { ${needed.map((k) => EXAMPLE_OPTIONS[k]).join(', ')} })`,
      missing,
    );
  }
}

/**
 * Translates one move played from `fen` (the start position by default).
 * @example translateMove('Sf3', { from: 'de', to: 'iccf' }) // '7163'
 * @example translateMove('N-KB3', { from: 'en', to: 'de' }) // 'Sf3' (English descriptive notation, read with from 'en')
 * @throws {OptionsError} (`ERR_OPTIONS`) when `from` or `to` is missing
 * @throws {MoveError} (MoveSyntaxError, IllegalMoveError, AmbiguousMoveError, PromotionError)
 * @throws {UnknownLocaleError} for an unknown input locale; {UnknownNotationError} for an unknown output notation
 */
export function translateMove(text: string, options: TranslateOptions): string {
  return translateMoveWithWarnings(text, options).text;
}

/**
 * As {@link translateMove}, with the warnings of a lenient reading. With `from: 'auto'` the
 * move is read in every language: one reading is used (as for a game), readings that differ
 * throw a {@link LanguageDetectionError} (`prefer` breaks the tie).
 */
export function translateMoveWithWarnings(text: string, options: TranslateOptions): MoveTranslation {
  checkOptions(options, ['from', 'to'], 'translateMove');
  const words = WORDS_INPUT.exec(options.from);
  if (words) return { text: translateMoveWords(text, words[2] ?? 'en', options), warnings: [] };
  const ctx = translationContext(options);
  // (`from: 'sr'`: the move read as a game of one move is, in the script it is written in)
  if (ctx.auto || ctx.scripts) {
    const position = { ply: 1, moveNumber: 1, color: 'white', token: text.trim(), line: 1, column: 1 } as const;
    let r: MovesTranslation;
    try {
      r = translateMoves(text, options);
    } catch (e) {
      // The movetext reader found no move at all: say so as a move error, not as a PGN one.
      if (e instanceof PgnSyntaxError) throw new MoveSyntaxError(position, `not a move in any language: "${text.trim()}"`);
      throw e;
    }
    if (r.moves.length !== 1) throw new MoveSyntaxError(position, `expected one move, found ${r.moves.length}`);
    return { text: r.moves[0]!, warnings: r.warnings };
  }
  return translateOneMove(text, ctx, options.fen, options);
}

/**
 * Reads a move said in words (`Springer f3`, `kurze Rochade`, `e acht, Umwandlung in eine Dame`) in language
 * `lang` into a parsed move, for the board to resolve. Written and spoken squares are both read.
 * @throws {MoveSyntaxError} when no square, castling or null move is named
 */
export function parseMoveWords(text: string, options: { readonly lang: string } & NotationOptions): ParsedMove {
  const words = (options.registry ?? defaultRegistry()).words(options.lang).data;
  const r = readWords(text, words);
  if (!r.ok) throw new MoveSyntaxError({ ply: 1, moveNumber: 1, color: 'white', token: text, line: 1, column: 1 }, r.error);
  return r.value;
}

/** {@link translateMove} from words: read by {@link readWords}, then resolved and written like any move. */
function translateMoveWords(text: string, lang: string, options: TranslateOptions): string {
  const registry = options.registry ?? defaultRegistry();
  const words = registry.words(lang).data;
  const ctx = translationContext({ ...options, from: 'en' });
  const output = ctx.output.kind === 'words' ? { ...ctx.output, withSan: false } : ctx.output;
  const board = startBoard(options.fen, options);
  const token = text.trim();
  const at = { line: 1, column: 1 + (text.length - text.trimStart().length) };
  const parsed = readWords(token, words);
  if (!parsed.ok) {
    const color = board.turn;
    const position = {
      ply: (board.fullmoveNumber - 1) * 2 + (color === 'black' ? 2 : 1),
      moveNumber: board.fullmoveNumber,
      color,
      token,
      ...at,
    };
    throw new MoveSyntaxError(position, parsed.error);
  }
  const r = new MoveTranslator(board, ctx.input, output).translateParsed(parsed.value, token, at);
  if (!r.ok) throw r.error;
  return r.value.text;
}

export interface MoveWordsOptions extends NotationOptions {
  /** Language of the words (a locale code, with fallback as for letters); `en` by default. */
  readonly lang?: string | undefined;
  /** `written` (default) or `spoken`: squares as letter names and number words, for speech engines. */
  readonly style?: WordsStyle | undefined;
  /** Position the move is played from; the start position by default. */
  readonly fen?: string | undefined;
  /** Notation of `move`: a locale code, `iccf`, `uci`, `lan`; `en` (SAN as PGN writes it) by default. */
  readonly from?: string | undefined;
  /** Name the captured piece ("knight takes bishop on f3"). */
  readonly namedCaptures?: boolean | undefined;
}

/**
 * A move in words, checked on the board: the piece in the right form, the origin when SAN needs one, capture,
 * the square, castling, promotion, en passant, check, mate; from the language's i18next resources.
 * @example formatMoveWords('Nf3', { lang: 'de' }) // 'Springer nach f3'
 * @example formatMoveWords('e4', { lang: 'en', style: 'spoken' }) // 'E-four'
 * @throws {MoveError} for a move that is not legal; {UnknownLocaleError} / {NoWordsError} for a language without words
 */
export function formatMoveWords(move: string, options: MoveWordsOptions = {}): string {
  const lang = options.lang ?? 'en';
  const ctx = translationContext({
    ...options,
    from: options.from ?? 'en',
    to: `${options.style === 'spoken' ? 'spoken' : 'words'}:${lang}`,
  });
  if (ctx.output.kind !== 'words') throw new Error('unreachable: words notation expected');
  const output = { ...ctx.output, withSan: false, namedCaptures: options.namedCaptures === true };
  const r = new MoveTranslator(startBoard(options.fen, options), ctx.input, output).translate(move.trim(), {
    line: 1,
    column: 1 + (move.length - move.trimStart().length),
  });
  if (!r.ok) throw r.error;
  return r.value.text;
}

export interface MovesTranslation {
  /** Each move in the output notation. */
  readonly moves: string[];
  /** The moves as movetext with move numbers (`1. 5254 5755 2. 7163`). */
  readonly text: string;
  /** What lenient readings assumed, with positions (empty for standard notation). */
  readonly warnings: readonly MoveWarning[];
}

/**
 * Translates a sequence of moves (`1. e4 e5 2. Sf3 Sc6`, move numbers optional; comments and
 * variations allowed) played from `fen`.
 * @throws {MoveError} for the first move that fails; {PgnSyntaxError} for text that is not movetext
 */
export function translateMoves(movetext: string, options: TranslateOptions): MovesTranslation {
  checkOptions(options, ['from', 'to'], 'translateMoves');
  const ctx = translationContext(options);
  const games = readGamesFromText(movetext, ctx.input);
  const moves: string[] = [];
  const texts: string[] = [];
  const warnings: MoveWarning[] = [];
  for (const read of games) {
    // The same path as translatePgn: the detected notation, or with `repair` the likeliest languages repaired.
    const { source: game, result: r } = translateInDetectedNotation(read, ctx);
    if (!r.ok) {
      if (r.failure.kind === 'move') throw r.failure.error;
      if (r.failure.kind === 'detect') throw new LanguageDetectionError(game.origin, r.failure.problem);
      throw new PgnSyntaxError(game.origin, r.failure.problem);
    }
    for (const node of r.game.nodes) if (node.type === 'move') moves.push(node.text);
    texts.push(writeMovetext(r.game.nodes, startPly(gameStartFen(r.game, options.fen)), r.game.result));
    warnings.push(...r.warnings);
  }
  return { moves, text: texts.join('\n'), warnings };
}

/**
 * Reads one move into the normalized move form, without a board.
 * @throws {MoveSyntaxError}
 */
export function parseMove(text: string, options: { readonly from: string } & NotationOptions): ParsedMove {
  checkOptions(options, ['from'], 'parseMove');
  const notation = inputNotation(options.from, options.registry ?? defaultRegistry());
  const r = readMove(text, notation);
  if (!r.ok) {
    throw new MoveSyntaxError({ ply: 1, moveNumber: 1, color: 'white', token: text, line: 1, column: r.error.offset + 1 }, r.error.reason);
  }
  return { ...r.value }; // the caller's own copy: readings are shared and frozen
}

/**
 * Resolves one move on a board: the legal move it names, with origin, target and piece.
 * @throws {MoveError}
 */
export function resolveMove(text: string, options: { readonly from: string; readonly fen?: string } & NotationOptions): Move {
  checkOptions(options, ['from'], 'resolveMove');
  const ctx = translationContext({ ...options, to: 'uci' });
  const t = new MoveTranslator(startBoard(options.fen, options), ctx.input, ctx.output);
  const r = t.translate(text.trim());
  if (!r.ok) throw r.error;
  return r.value.move!;
}

/**
 * Writes a legal move (as returned by {@link resolveMove}) in a notation, in the position `fen`.
 * @example formatMove(resolveMove('7163', { from: 'iccf' }), { to: 'ru' }) // 'Кf3'
 */
export function formatMove(move: Move, options: { readonly to: string; readonly fen?: string } & NotationOptions): string {
  checkOptions(options, ['to'], 'formatMove');
  const output = outputNotation(options.to, options.registry ?? defaultRegistry());
  return writeMove(startBoard(options.fen, options), move, output);
}

/** The registered locales (bundled plus registered ones), sorted by code. */
export function listLocales(registry: LocaleRegistry = defaultRegistry()): Locale[] {
  return registry.list();
}

/**
 * Adds a locale to the default registry (or to `registry`): locale data as in `locales/*.json`,
 * or the path of such a file. Returns the validated locale.
 * @throws {LocaleFileError}
 */
export function registerLocale(data: unknown, registry: LocaleRegistry = defaultRegistry()): Locale {
  return typeof data === 'string' ? registry.registerFile(data) : registry.register(data);
}

/**
 * Reads games one by one from a PGN text or stream in the notation `from`.
 * Games with problems are still yielded, with `game.problems` set. Bytes are decoded as the CLI
 * decodes them: `encoding` `auto` (the default) detects the encoding, or names it (`cp1251` …);
 * `onWarning` hears of each byte that is not UTF-8 in a UTF-8 input (`W_BAD_BYTE`, read as U+FFFD).
 * @throws {NotTextError} (`ERR_NOT_TEXT`, while reading) for input that is not text
 */
export function readGames(
  source: PgnSource,
  options: {
    readonly from: string;
    readonly file?: string;
    readonly encoding?: string;
    readonly onWarning?: (warning: ReadWarning) => void;
  } & NotationOptions,
): AsyncGenerator<Game> {
  checkOptions(options, ['from'], 'readGames');
  const notation = inputNotation(options.from, options.registry ?? defaultRegistry());
  return streamGames(source, notation, { file: options.file, encoding: options.encoding, onWarning: options.onWarning });
}

/**
 * Writes a game as PGN (export format). With `to`, its moves are translated first from the
 * notation `from` they were read in. The text is valid PGN: what the game holds that PGN does not
 * allow is written as `translatePgn` writes it (README, "Valid PGN"), without its warnings; with
 * `to`, the result the rules give the last position (mate, stalemate) is written too.
 * @throws {MoveError} or {PgnSyntaxError} when the game cannot be translated
 */
export function writeGame(
  game: Game,
  options: { readonly to?: string; readonly from?: string; readonly fen?: string } & NotationOptions = {},
): string {
  if (options.to === undefined) return writeGamePgn(game);
  const ctx = translationContext({ ...options, from: options.from ?? 'en', to: options.to });
  // A game keeps the readings of the notation it was read in; a `from` given here reads its moves' text again.
  const r = translateGame(options.from === undefined ? game : { ...game, nodes: withoutReadings(game.nodes) }, ctx);
  if (!r.ok) {
    if (r.failure.kind === 'move') throw r.failure.error;
    if (r.failure.kind === 'detect') throw new LanguageDetectionError(game.origin, r.failure.problem);
    throw new PgnSyntaxError(game.origin, r.failure.problem);
  }
  return writeGamePgn(r.game, { decided: r.decided });
}

/** A copy of a movetext tree whose moves keep their text but not their reading. */
function withoutReadings(nodes: readonly GameNode[]): GameNode[] {
  const copy = cloneNodes(nodes);
  for (const { node } of walkNodes(copy)) if (node.type === 'move') node.parsed = undefined;
  return copy;
}

export interface PgnTranslation {
  /** The whole output: every game, translated or (when it failed) as it was. */
  readonly pgn: string;
  /** One entry per failed game, with its report line. */
  readonly failures: ReadonlyArray<Pick<GameOutcome, 'game' | 'failure' | 'message'>>;
  /** One entry per game whose reading assumed something (lenient readings), with report lines. */
  readonly warnings: ReadonlyArray<Pick<GameOutcome, 'game' | 'warnings' | 'warningMessages'>>;
  readonly summary: TranslationSummary;
}

/** Options of {@link translatePgn} and {@link translatePgnStream}. */
export interface PgnTranslateOptions extends TranslateOptions {
  /** Name used in reports (`file:line:col`); `<input>` by default. */
  readonly file?: string | undefined;
  /** Keep each game's own layout and replace only its moves (instead of PGN export format). */
  readonly keepLayout?: boolean | undefined;
  /**
   * Encoding of byte input (`auto` by default: BOM, UTF-16, UTF-8, else the code page the letters
   * tell; or a name such as `cp1251`, see `ENCODINGS`). Text input is taken as it is.
   */
  readonly encoding?: string | undefined;
}

/** What {@link translatePgn} (async form) and {@link translatePgnStream} read: text, bytes or a stream of either. */
export type PgnInput = string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

/** One game of {@link translatePgnStream}'s output, in input order. */
export interface TranslatedGame {
  /** The game's number in the input, from 1. */
  readonly index: number;
  /** The text to write: the translated game, or the game as it was when it failed. */
  readonly text: string;
  readonly status: 'translated' | 'failed';
  /** Moves translated (0 when the game failed). */
  readonly moves: number;
  /** The failure's report line (`file:line:col: game N (…): move …: reason [ERR_…]`), when it failed. */
  readonly message: string | undefined;
  /** What lenient readings assumed, with positions. */
  readonly warnings: readonly MoveWarning[];
  /** One report line per warning. */
  readonly warningMessages: readonly string[];
  /** The game as read (tags, moves, comments …), read from its text when first asked for. */
  readonly game: Game;
}
// (A game too large, ERR_GAME_TOO_LARGE, comes in several parts with the same index: the first
// with the message, the others with the rest of its text, written through unchanged.)

/**
 * Translates a whole PGN text. Never drops a game: failed games are written through unchanged.
 * With `keepLayout`, each game keeps its own layout and only its moves are replaced.
 *
 * Text or bytes (`Uint8Array`, decoded as `encoding` says) give the result at once; a stream (a
 * Node `Readable`, or any async iterable of strings or bytes) gives a promise of it. To handle
 * games one by one as they are read, in constant memory, use {@link translatePgnStream}.
 */
export function translatePgn(input: string | Uint8Array, options: PgnTranslateOptions): PgnTranslation;
export function translatePgn(input: AsyncIterable<string | Uint8Array>, options: PgnTranslateOptions): Promise<PgnTranslation>;
export function translatePgn(input: PgnInput, options: PgnTranslateOptions): PgnTranslation | Promise<PgnTranslation>;
export function translatePgn(input: PgnInput, options: PgnTranslateOptions): PgnTranslation | Promise<PgnTranslation> {
  checkOptions(options, ['from', 'to'], 'translatePgn');
  const ctx = translationContext(options);
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) return collectTranslation(outcomes(input, ctx, options));
  const file = options.file ?? '<input>';
  const keepLayout = options.keepLayout === true;
  const text = typeof input === 'string' ? input : decodeBytes(input, options.encoding ?? 'auto').text;
  // A short text without tags may be a document (an article with a game in it): read as one when that reads better.
  const document = documentTranslation(text, file, options, ctx);
  if (document !== undefined) return translation(document);
  // Plain games are read by the express lane as the splitter meets them (one pass over the text).
  const texts = gameTextsFromText(text, { readPlainGame: plainGameReader(ctx, keepLayout) });
  return translation(translateGameTexts(texts, file, ctx, { keepLayout }));
}

function translation(outcomes: readonly GameOutcome[]): PgnTranslation {
  return {
    pgn: outcomes.map((o) => o.text).join(''),
    failures: outcomes.filter((o) => o.failure),
    warnings: outcomes.filter((o) => o.warnings.length > 0),
    summary: summarize(outcomes),
  };
}

async function collectTranslation(games: AsyncIterable<GameOutcome>): Promise<PgnTranslation> {
  const all: GameOutcome[] = [];
  for await (const g of games) all.push(g);
  return translation(all);
}

/** The outcomes of the games of `input`, as they are read. */
async function* outcomes(input: PgnInput, ctx: TranslationContext, options: PgnTranslateOptions): AsyncGenerator<GameOutcome> {
  const read = { file: options.file ?? '<input>', decoder: createDecoder(options.encoding ?? 'auto') };
  for await (const batch of translateStreamBatches(input, ctx, read, { keepLayout: options.keepLayout === true })) yield* batch;
}

/**
 * Translates PGN as it is read, game by game, in input order: an async iterable of
 * {@link TranslatedGame}, each with the text to write and its reports. Memory stays flat
 * whatever the input size. The input is text, bytes, a Node `Readable` (a file stream,
 * `process.stdin`) or any (async) iterable of strings or bytes; bytes are decoded as `encoding` says.
 *
 * @example
 * for await (const game of translatePgnStream(createReadStream('games.pgn'), { from: 'de', to: 'iccf' })) {
 *   process.stdout.write(game.text);
 *   if (game.message) console.error(game.message);
 * }
 * @throws {UnknownLocaleError} / {UnknownNotationError} at once (before the first game) for an unknown notation
 */
export function translatePgnStream(input: PgnInput, options: PgnTranslateOptions): AsyncGenerator<TranslatedGame> {
  checkOptions(options, ['from', 'to'], 'translatePgnStream');
  createDecoder(options.encoding ?? 'auto'); // an unknown encoding throws here, before the first game
  return translatedGames(outcomes(input, translationContext(options), options));
}

async function* translatedGames(source: AsyncIterable<GameOutcome>): AsyncGenerator<TranslatedGame> {
  let index = 0;
  let last: GameOutcome | undefined;
  for await (const o of source) {
    if (o.continued && last !== undefined) {
      // The rest of a game too large (ERR_GAME_TOO_LARGE): more of its text, under its number.
      const game = last;
      yield {
        index,
        text: o.text,
        status: 'failed',
        moves: 0,
        message: undefined,
        warnings: [],
        warningMessages: [],
        get game() {
          return game.game;
        },
      };
      continue;
    }
    last = o;
    yield {
      index: ++index,
      text: o.text,
      status: o.failure ? 'failed' : 'translated',
      moves: o.moves,
      message: o.message,
      warnings: o.warnings,
      warningMessages: o.warningMessages,
      get game() {
        return o.game;
      },
    };
  }
}
