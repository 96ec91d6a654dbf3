/**
 * Whole PGN texts and streams: read game by game, translate, write. A game that cannot be
 * translated is written through unchanged (so output holds as many games as input) and reported.
 */
import { streamGames, type PgnSource } from '../pgn/read-games.js';
import type { Game } from '../pgn/types.js';
import { writeGame } from '../pgn/write-game.js';
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

/** The text of a game that is written through unchanged, separated like an exported game. */
export function passThrough(game: Game): string {
  return `${game.raw.replace(/^[\s\uFEFF]+|\s+$/g, '')}\n\n`;
}

export function translateOneGame(game: Game, ctx: TranslationContext): GameOutcome {
  const result = translateGame(game, ctx);
  if (result.ok) {
    return { game, text: writeGame(result.game), failure: undefined, message: undefined, moves: result.moves };
  }
  return { game, text: passThrough(game), failure: result.failure, message: formatGameFailure(game, result.failure), moves: 0 };
}

/** Translates games as they are read from `source`. */
export async function* translateStream(
  source: PgnSource,
  ctx: TranslationContext,
  file = '<input>',
): AsyncGenerator<GameOutcome> {
  for await (const game of streamGames(source, ctx.input, file)) yield translateOneGame(game, ctx);
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
