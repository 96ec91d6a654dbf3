/** Reading real scores move by move, with warnings and board positions, for the permissive tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocaleRegistry, type MoveError } from '../src/index.js';
import { fastEngine } from '../src/board/index.js';
import type { MoveWarning } from '../src/core/move-errors.js';
import { inputNotation, outputNotation } from '../src/notation/notation.js';
import { readGameText } from '../src/pgn/read-game.js';
import { splitGames } from '../src/pgn/split-games.js';
import type { Game } from '../src/pgn/types.js';
import { translateToken } from '../src/detect/walk.js';
import { MoveTranslator } from '../src/translate/translator.js';
import { FIXTURES } from './helpers/shared.js';

export const registry = LocaleRegistry.withBundled();

export function foreign(name: string): string {
  return readFileSync(join(FIXTURES, 'foreign', name), 'utf8');
}

export interface Score {
  readonly game: Game;
  /** Main-line moves read, in ICCF numeric. */
  readonly numeric: string[];
  /** The board's FEN after each main-line move read. */
  readonly fens: string[];
  /** `{FEN …}` comments: the FEN printed after a move, and the board's FEN there. */
  readonly checkpoints: Array<{ readonly ply: number; readonly printed: string; readonly board: string }>;
  readonly warnings: MoveWarning[];
  /** The first move that could not be read, if any. */
  readonly error: MoveError | undefined;
}

/** Reads the main line of one game text move by move in `from` (strict when asked). */
export function readScore(text: string, from: string, options: { fen?: string; strict?: boolean } = {}): Score {
  const input = inputNotation(from, registry, { strict: options.strict });
  const game = readGameText(text, { file: '<test>', index: 1, line: 1, column: 1 }, input);
  if (game.problems.length)
    throw new Error(`PGN problem: ${game.problems[0]!.message} at ${game.problems[0]!.line}:${game.problems[0]!.column} in ${text}`);
  const fen = game.tags.find((t) => t.name === 'FEN')?.value ?? options.fen;
  const start = fastEngine.fromFen(fen);
  if (!start.ok) throw new Error(start.error.reason);
  const t = new MoveTranslator(start.value, input, outputNotation('iccf', registry));
  const numeric: string[] = [];
  const fens: string[] = [];
  const checkpoints: Score['checkpoints'] = [];
  const warnings: MoveWarning[] = [];
  for (const node of game.nodes) {
    if (node.type === 'comment' && node.text.startsWith('FEN ')) {
      checkpoints.push({ ply: numeric.length, printed: node.text.slice(4).replace(/\s+/g, ' ').trim(), board: t.board.fen() });
    }
    if (node.type !== 'move') continue;
    const r = translateToken(t, node);
    if (!r.ok) return { game, numeric, fens, checkpoints, warnings, error: r.error };
    numeric.push(r.value.text);
    fens.push(t.board.fen());
    if (r.value.warnings) warnings.push(...r.value.warnings);
  }
  warnings.push(...(t.finish() ?? []));
  return { game, numeric, fens, checkpoints, warnings, error: undefined };
}

/** The texts of the games in a file. */
export function gameTexts(text: string): string[] {
  return splitGames(text).map((g) => g.text);
}

/** FEN without the move counters, to compare positions. */
export const placement = (fen: string): string => fen.split(' ').slice(0, 4).join(' ');
