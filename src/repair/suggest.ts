/**
 * Ranked repairs of one written move (the `suggestMoves` contract shared with the web page and
 * the CLI's error messages): every legal move in the position scored as a reading of the text.
 */
import type { Board } from '../board/board.js';
import { defaultEngine } from '../board/default-engine.js';
import { FenError } from '../core/errors.js';
import { AmbiguousMoveError, IllegalMoveError, MoveSyntaxError, PromotionError, type MoveError } from '../core/move-errors.js';
import { formatNumeric } from '../emit/iccf.js';
import { defaultRegistry } from '../locale/default-registry.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { inputNotation, type InputNotation } from '../notation/notation.js';
import { BoxScorer, type Candidate } from './candidates.js';
import { MAX_BOX_COST } from './costs.js';
import { inputText } from './repair-game.js';
import { ownReading } from './search.js';

export interface MoveSuggestion {
  /** The move as it should be written, SAN in the input language (e.g. 'Ld3'). */
  text: string;
  /** The same move in ICCF numeric ('6134'). */
  iccf: string;
  /** The repair's cost (lower is better; 0 = reads as written). */
  cost: number;
  /** Repair class code, e.g. 'lookalike', 'neighbour-square', 'foreign-letter'. */
  repair: string;
  /** A person's words: 'written "Bd7", read as Bd3 (look-alike 7/3)'. */
  description: string;
}

/** The suggestions for `text` on `board` in `input`, best first (at most `limit`). */
export function suggestionsOn(board: Board, text: string, input: InputNotation, limit = 5): MoveSuggestion[] {
  const own = ownReading(board, text, input);
  const list: Candidate[] = new BoxScorer(input).score(board, text, own, MAX_BOX_COST).slice(0, limit);
  return list.map((c) => {
    const san = inputText(board, c.move, input);
    const repair = c.cost === 0 ? 'standard' : c.repair;
    return {
      text: san,
      iccf: formatNumeric(c.move),
      cost: Math.round(c.cost * 100) / 100,
      repair,
      description: c.cost === 0 ? `"${text}" reads as ${san}` : `written "${text}", read as ${san}${c.how ? ` (${c.how})` : ''}`,
    };
  });
}

/**
 * Ranked candidates for one written move in the position `fen` (the start position by default),
 * in the notation `from`: the moves it may mean, each with its cost and the repair it assumes.
 * @example suggestMoves('Bd7', { from: 'en', fen }) // [{ text: 'Bd3', iccf: '6134', cost: 1, repair: 'lookalike', … }]
 * @throws {FenError} for a bad FEN; {UnknownLocaleError} for an unknown notation
 */
export function suggestMoves(text: string, options: { from: string; fen?: string; registry?: LocaleRegistry }): MoveSuggestion[] {
  const input = inputNotation(options.from, options.registry ?? defaultRegistry());
  const board = defaultEngine.fromFen(options.fen);
  if (!board.ok) throw new FenError(board.error.fen, board.error.reason);
  return suggestionsOn(board.value, text.trim(), input);
}

/** The same move error with another reason. */
export function withReason(e: MoveError, reason: string): MoveError {
  switch (e.kind) {
    case 'syntax':
      return new MoveSyntaxError(e.position, reason);
    case 'illegal':
      return new IllegalMoveError(e.position, reason);
    case 'promotion':
      return new PromotionError(e.position, reason);
    case 'ambiguous':
      return new AmbiguousMoveError(e.position, reason, (e as AmbiguousMoveError).candidates);
  }
}
