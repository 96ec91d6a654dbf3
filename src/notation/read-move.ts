/** Reads one move's text into the normalized move form with the generated grammar. */
import { err, ok, type Result } from '../core/result.js';
import type { ParsedMove } from '../core/types.js';
import { parse, SyntaxError as PeggySyntaxError } from '../generated/move.js';
import type { InputNotation } from './notation.js';
import { describeExpected } from './syntax-message.js';

/** Why a text is not a move: the offset of the first character that does not fit, and what was expected. */
export interface MoveSyntaxFailure {
  readonly offset: number;
  readonly reason: string;
}

export function readMove(text: string, notation: InputNotation): Result<ParsedMove, MoveSyntaxFailure> {
  try {
    const value =
      notation.kind === 'numeric'
        ? parse(text, { startRule: 'numeric' })
        : parse(text, { startRule: 'san', pieces: notation.pieces });
    return ok(value);
  } catch (e) {
    if (e instanceof PeggySyntaxError) {
      return err({ offset: e.location.start.offset, reason: describeExpected(e, notation) });
    }
    throw e;
  }
}
