/**
 * The convenience API: one call per job, with notations named by code
 * (`de`, `fr`, `ru`, `figurine`, `iccf`, `lan`, `uci`).
 */
import type { Board } from './board/board.js';
import { FenError } from './core/errors.js';
import { MoveSyntaxError, type MoveWarning } from './core/move-errors.js';
import { gameInDetectedNotation, LanguageDetectionError } from './detect/index.js';
import type { Move, ParsedMove } from './core/types.js';
import { defaultRegistry } from './locale/default-registry.js';
import type { LocaleRegistry } from './locale/registry.js';
import type { Locale } from './locale/types.js';
import { inputNotation, outputNotation, type InputNotation, type OutputNotation } from './notation/notation.js';
import type { WordsStyle } from './words/types.js';
import { readWords } from './words/read.js';
import { readMove } from './notation/read-move.js';
import { PgnSyntaxError } from './pgn/pgn-error.js';
import { gameTextsFromText, readGamesFromText, streamGames, type PgnSource } from './pgn/read-games.js';
import type { Game } from './pgn/types.js';
import { startPly, writeGame as writeGamePgn, writeMovetext } from './pgn/write-game.js';
import { translationContext, type NotationOptions, type TranslateOptions } from './translate/context.js';
import { gameStartFen, translateGame } from './translate/translate-game.js';
import { plainGameReader } from './translate/express.js';
import { summarize, translateGameText, type GameOutcome, type TranslationSummary } from './translate/translate-pgn.js';
import { MoveTranslator, writeMove } from './translate/translator.js';
import { defaultEngine } from './board/default-engine.js';

function startBoard(fen: string | undefined, options: NotationOptions): Board {
  const engine = options.engine ?? defaultEngine;
  const board = engine.fromFen(fen);
  if (!board.ok) throw new FenError(board.error.fen, board.error.reason);
  return board.value;
}

/**
 * Translates one move played from `fen` (the start position by default).
 * @example translateMove('Sf3', { from: 'de', to: 'iccf' }) // '7163'
 * @throws {MoveError} (MoveSyntaxError, IllegalMoveError, AmbiguousMoveError, PromotionError)
 * @throws {UnknownLocaleError} for an unknown notation code
 */
export function translateMove(text: string, options: TranslateOptions): string {
  const words = WORDS_INPUT.exec(options.from);
  if (words) return translateMoveWords(text, words[2] ?? 'en', options);
  const ctx = translationContext(options);
  // A single move in words is the words alone (in a game they follow the SAN as a comment).
  const output = ctx.output.kind === 'words' ? { ...ctx.output, withSan: false } : ctx.output;
  return translateOne(text, startBoard(options.fen, options), ctx.input, output);
}

function translateOne(text: string, board: Board, input: InputNotation, output: OutputNotation): string {
  const t = new MoveTranslator(board, input, output);
  const r = t.translate(text.trim(), { line: 1, column: 1 + (text.length - text.trimStart().length) });
  if (!r.ok) throw r.error;
  return r.value.text;
}

/** `words:<code>` / `spoken:<code>` as an input notation: a single move in words. */
const WORDS_INPUT = /^(words|spoken)(?::(.+))?$/i;

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
    const position = { ply: (board.fullmoveNumber - 1) * 2 + (color === 'black' ? 2 : 1), moveNumber: board.fullmoveNumber, color, token, ...at };
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
  const ctx = translationContext({ ...options, from: options.from ?? 'en', to: `${options.style === 'spoken' ? 'spoken' : 'words'}:${lang}` });
  if (ctx.output.kind !== 'words') throw new Error('unreachable: words notation expected');
  const output = { ...ctx.output, withSan: false, namedCaptures: options.namedCaptures === true };
  return translateOne(move, startBoard(options.fen, options), ctx.input, output);
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
  const ctx = translationContext(options);
  const games = readGamesFromText(movetext, ctx.input);
  const moves: string[] = [];
  const texts: string[] = [];
  const warnings: MoveWarning[] = [];
  for (const read of games) {
    const detected = gameInDetectedNotation(read, ctx);
    if (!detected.ok) throw new LanguageDetectionError(read.origin, detected.problem);
    const game = detected.game;
    const r = translateGame(game, detected.input === ctx.input ? ctx : { ...ctx, input: detected.input });
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
  const notation = inputNotation(options.from, options.registry ?? defaultRegistry());
  const r = readMove(text, notation);
  if (!r.ok) {
    throw new MoveSyntaxError(
      { ply: 1, moveNumber: 1, color: 'white', token: text, line: 1, column: r.error.offset + 1 },
      r.error.reason,
    );
  }
  return { ...r.value }; // the caller's own copy: readings are shared and frozen
}

/**
 * Resolves one move on a board: the legal move it names, with origin, target and piece.
 * @throws {MoveError}
 */
export function resolveMove(text: string, options: { readonly from: string; readonly fen?: string } & NotationOptions): Move {
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
 * Games with problems are still yielded, with `game.problems` set.
 */
export function readGames(
  source: PgnSource,
  options: { readonly from: string; readonly file?: string } & NotationOptions,
): AsyncGenerator<Game> {
  const notation = inputNotation(options.from, options.registry ?? defaultRegistry());
  return streamGames(source, notation, options.file);
}

/**
 * Writes a game as PGN (export format). With `to`, its moves are translated first from the
 * notation `from` they were read in.
 * @throws {MoveError} or {PgnSyntaxError} when the game cannot be translated
 */
export function writeGame(
  game: Game,
  options: { readonly to?: string; readonly from?: string; readonly fen?: string } & NotationOptions = {},
): string {
  if (options.to === undefined) return writeGamePgn(game);
  const ctx = translationContext({ ...options, from: options.from ?? 'en', to: options.to });
  const r = translateGame(game, ctx);
  if (!r.ok) {
    if (r.failure.kind === 'move') throw r.failure.error;
    if (r.failure.kind === 'detect') throw new LanguageDetectionError(game.origin, r.failure.problem);
    throw new PgnSyntaxError(game.origin, r.failure.problem);
  }
  return writeGamePgn(r.game);
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

/**
 * Translates a whole PGN text. Never drops a game: failed games are written through unchanged.
 * With `keepLayout`, each game keeps its own layout and only its moves are replaced.
 */
export function translatePgn(
  text: string,
  options: TranslateOptions & { readonly file?: string; readonly keepLayout?: boolean },
): PgnTranslation {
  const ctx = translationContext(options);
  const file = options.file ?? '<input>';
  const keepLayout = options.keepLayout === true;
  // Plain games are read by the express lane as the splitter meets them (one pass over the text).
  const texts = gameTextsFromText(text, { readPlainGame: plainGameReader(ctx, keepLayout) });
  const outcomes = texts.map((t, k) => translateGameText(t, file, k + 1, ctx, { keepLayout }));
  return {
    pgn: outcomes.map((o) => o.text).join(''),
    failures: outcomes.filter((o) => o.failure),
    warnings: outcomes.filter((o) => o.warnings.length > 0),
    summary: summarize(outcomes),
  };
}
