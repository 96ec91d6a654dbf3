import { ChessLinguaError } from '../core/errors.js';
import type { GameOrigin, PgnProblem } from './types.js';

/** A game whose text is not valid PGN (bad tag, unterminated comment, unbalanced variation …). */
export class PgnSyntaxError extends ChessLinguaError {
  readonly origin: GameOrigin;
  readonly line: number;
  readonly column: number;
  constructor(origin: GameOrigin, problem: PgnProblem) {
    super(problem.code, `${origin.file}:${problem.line}:${problem.column}: game ${origin.index}: ${problem.message}`);
    this.origin = origin;
    this.line = problem.line;
    this.column = problem.column;
  }
}
