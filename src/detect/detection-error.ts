/**
 * The error of a game whose language cannot be told, in a module of its own so that the CLI can
 * recognise it without loading language detection.
 */
import { ChessLinguaError } from '../core/errors.js';
import type { GameOrigin } from '../pgn/types.js';
import type { DetectProblem } from './choose.js';

/** A game whose language `--from auto` cannot tell (ambiguous, mixed, or none reads it), for callers that throw. */
export class LanguageDetectionError extends ChessLinguaError {
  readonly origin: GameOrigin;
  readonly problem: DetectProblem;
  constructor(origin: GameOrigin, problem: DetectProblem) {
    super(problem.code, `${origin.file}:${problem.line}:${problem.column}: game ${origin.index}: ${problem.message}`);
    this.origin = origin;
    this.problem = problem;
  }
}
