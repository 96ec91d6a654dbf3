/**
 * The convenience API: one call per job, with notations named by code
 * (`de`, `fr`, `ru`, `figurine`, `iccf`, `lan`, `uci`).
 */
import type { Board } from './board/board.js';
import { ChessLinguaError, FenError } from './core/errors.js';
import { MoveSyntaxError, type MoveWarning } from './core/move-errors.js';
import { gameInDetectedNotation, LanguageDetectionError } from './detect/index.js';
import type { Move, ParsedMove } from './core/types.js';
import { defaultRegistry } from './locale/default-registry.js';
import type { LocaleRegistry } from './locale/registry.js';
import type { Locale } from './locale/types.js';
import { inputNotation, outputNotation } from './notation/notation.js';
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

/** What {@link translateMoveWithWarnings} returns: the move in the output notation and what its reading assumed. */
export interface MoveTranslation {
  readonly text: string;
  /** What a lenient reading assumed (lower-case letter, missing capture mark …); empty for standard notation. */
  readonly warnings: readonly MoveWarning[];
}

/**
 * Options are required (`from` and `to` name the notations): a call without them is a
 * {@link ChessLinguaError} `ERR_OPTIONS` that says so, not a `TypeError` from deep inside.
 */
function checkOptions(options: unknown, needed: readonly ('from' | 'to')[], fn: string): void {
  const missing = needed.filter((k) => typeof (options as Record<string, unknown> | undefined)?.[k] !== 'string');
  if (missing.length > 0) {
    throw new ChessLinguaError(
      'ERR_OPTIONS',
      `${fn} needs the option${missing.length > 1 ? 's' : ''} ${missing.map((k) => `'${k}'`).join(' and ')}` +
        ` (a notation: a locale code such as 'de', or 'iccf', 'figurine', 'lan', 'uci'), e.g. ${fn}(text, { from: 'de', to: 'iccf' })`,
    );
  }
}

/**
 * Translates one move played from `fen` (the start position by default).
 * @example translateMove('Sf3', { from: 'de', to: 'iccf' }) // '7163'
 * @throws {ChessLinguaError} `ERR_OPTIONS` when `from` or `to` is missing
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
  const ctx = translationContext(options);
  if (ctx.auto) {
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
  const t = new MoveTranslator(startBoard(options.fen, options), ctx.input, ctx.output);
  const r = t.translate(text.trim(), { line: 1, column: 1 + (text.length - text.trimStart().length) });
  if (!r.ok) throw r.error;
  return { text: r.value.text, warnings: r.value.warnings ?? [] };
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
  checkOptions(options, ['from'], 'parseMove');
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
 * Games with problems are still yielded, with `game.problems` set.
 */
export function readGames(
  source: PgnSource,
  options: { readonly from: string; readonly file?: string } & NotationOptions,
): AsyncGenerator<Game> {
  checkOptions(options, ['from'], 'readGames');
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
