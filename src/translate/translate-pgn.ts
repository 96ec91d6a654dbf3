/**
 * Whole PGN texts and streams: read game by game, translate, write. A game that cannot be
 * translated is written through unchanged (so output holds as many games as input) and reported.
 */
import { streamGames, type PgnSource, type ReadOptions } from '../pgn/read-games.js';
import type { Game } from '../pgn/types.js';
import { writeGame, writeGameKeepingLayout } from '../pgn/write-game.js';
import type { TranslationContext } from './context.js';
import { formatGameFailure } from './report.js';
import { translateGame, type GameFailure } from './translate-game.js';

export interface GameOutcome {
  /** The game as read. */
  readonly game: Game;
  /** The text to write: the translated game, or the game's own text when it failed. */
  readonly text: string;
  /** Set when the game failed. */
  readonly failure: GameFailure | undefined;
  /** One-line report of the failure (`file:line:col: game N (…): move …: reason`). */
  readonly message: string | undefined;
  /** Moves translated (0 when the game failed). */
  readonly moves: number;
}

export interface WriteOptions {
  /**
   * Write each game's own text with only its moves replaced (spacing, line breaks, move numbers,
   * tag order, glyphs and results as they were) instead of PGN export format.
   */
  readonly keepLayout?: boolean | undefined;
}

/**
 * The text of a game that is written through unchanged: exactly as read with `keepLayout`
 * (so the output keeps the input's bytes), else without the whitespace around it and separated
 * like an exported game.
 */
export function passThrough(game: Game, options: WriteOptions = {}): string {
  return options.keepLayout ? game.raw : `${game.raw.trim()}\n\n`;
}

export function translateOneGame(game: Game, ctx: TranslationContext, options: WriteOptions = {}): GameOutcome {
  const result = translateGame(game, ctx);
  if (result.ok) {
    const text = options.keepLayout ? writeGameKeepingLayout(game, result.game) : writeGame(result.game);
    return { game, text, failure: undefined, message: undefined, moves: result.moves };
  }
  return {
    game,
    text: passThrough(game, options),
    failure: result.failure,
    message: formatGameFailure(game, result.failure),
    moves: 0,
  };
}

/** Translates games as they are read from `source`. */
export async function* translateStream(
  source: PgnSource,
  ctx: TranslationContext,
  file: string | ReadOptions = '<input>',
  options: WriteOptions = {},
): AsyncGenerator<GameOutcome> {
  for await (const game of streamGames(source, ctx.input, file)) yield translateOneGame(game, ctx, options);
}

export interface TranslationSummary {
  readonly games: number;
  readonly translated: number;
  readonly failed: number;
  readonly moves: number;
}

export function summarize(outcomes: readonly Pick<GameOutcome, 'failure' | 'moves'>[]): TranslationSummary {
  let failed = 0;
  let moves = 0;
  for (const o of outcomes) {
    if (o.failure) failed++;
    moves += o.moves;
  }
  return { games: outcomes.length, translated: outcomes.length - failed, failed, moves };
}
