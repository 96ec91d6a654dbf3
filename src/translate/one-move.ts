/**
 * One move in a named input notation, translated on a board: the core of `translateMove` and of the
 * CLI's `move`, kept apart from the rest of the API so that `move` loads no game reader or detection.
 */
import type { Board } from '../board/board.js';
import { defaultEngine } from '../board/default-engine.js';
import { FenError } from '../core/errors.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { NotationOptions, TranslationContext } from './context.js';
import { MoveTranslator } from './translator.js';

/** What {@link translateMoveWithWarnings} returns: the move in the output notation and what its reading assumed. */
export interface MoveTranslation {
  readonly text: string;
  /** What a lenient reading assumed (lower-case letter, missing capture mark …); empty for standard notation. */
  readonly warnings: readonly MoveWarning[];
}

/** `words:<code>` / `spoken:<code>` as an input notation: a single move in words. */
export const WORDS_INPUT = /^(words|spoken)(?::(.+))?$/i;

/** The board at `fen` (the start position by default). @throws {FenError} for a FEN that is not valid */
export function startBoard(fen: string | undefined, options: NotationOptions): Board {
  const engine = options.engine ?? defaultEngine;
  const board = engine.fromFen(fen);
  if (!board.ok) throw new FenError(board.error.fen, board.error.reason);
  return board.value;
}

/**
 * Translates one move from `ctx.input` (a named notation: not `auto`, not words) to `ctx.output`, played at `fen`.
 * @throws {MoveError} when the move cannot be read or played
 */
export function translateOneMove(
  text: string,
  ctx: TranslationContext,
  fen: string | undefined,
  options: NotationOptions,
): MoveTranslation {
  // A single move in words is the words alone (in a game they follow the SAN as a comment).
  const output = ctx.output.kind === 'words' ? { ...ctx.output, withSan: false } : ctx.output;
  const t = new MoveTranslator(startBoard(fen, options), ctx.input, output);
  const r = t.translate(text.trim(), { line: 1, column: 1 + (text.length - text.trimStart().length) });
  if (!r.ok) throw r.error;
  return { text: r.value.text, warnings: r.value.warnings ?? [] };
}
