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

/**
 * Translates one move played from `fen` (the start position by default).
 * @example translateMove('Sf3', { from: 'de', to: 'iccf' }) // '7163'
 * @throws {MoveError} (MoveSyntaxError, IllegalMoveError, AmbiguousMoveError, PromotionError)
 * @throws {UnknownLocaleError} for an unknown notation code
 */
export function translateMove(text: string, options: TranslateOptions): string {
  return translateMoveWithWarnings(text, options).text;
}

/**
 * As {@link translateMove}, with what a lenient reading assumed (`е4` with a Cyrillic е:
 * W_LOOKALIKE); empty for standard notation.
 * @throws {MoveError}
 */
export function translateMoveWithWarnings(text: string, options: TranslateOptions): { readonly text: string; readonly warnings: readonly MoveWarning[] } {
  const ctx = translationContext(options);
  const t = new MoveTranslator(startBoard(options.fen, options), ctx.input, ctx.output);
  const r = t.translate(text.trim(), { line: 1, column: 1 + (text.length - text.trimStart().length) });
  if (!r.ok) throw r.error;
  const last = t.finish();
  return { text: r.value.text, warnings: [...(r.value.warnings ?? []), ...(last ?? [])] };
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
