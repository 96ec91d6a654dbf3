/**
 * Errors about one move. Each carries where it happened (ply, move number, token, line, column)
 * and a reason a person understands, e.g. `no knight (S) can move to f3`.
 */
import { ChessLinguaError } from './errors.js';
import type { Color } from './types.js';

export type MoveErrorKind = 'syntax' | 'illegal' | 'ambiguous' | 'promotion';

/** Where a move stands in its input. */
export interface MovePosition {
  /** Half-move number in the game, from 1 (White's first move), counted from the FEN's move number. */
  readonly ply: number;
  /** Full-move number as in the game score (`12` for both `12. …` and `12... …`). */
  readonly moveNumber: number;
  /** The side that was to move. */
  readonly color: Color;
  /** The move text as written. */
  readonly token: string;
  /** 1-based line of the token in the input. */
  readonly line: number;
  /** 1-based column of the token in the input line. */
  readonly column: number;
}

const CODES: Record<MoveErrorKind, string> = {
  syntax: 'ERR_MOVE_SYNTAX',
  illegal: 'ERR_MOVE_ILLEGAL',
  ambiguous: 'ERR_MOVE_AMBIGUOUS',
  promotion: 'ERR_MOVE_PROMOTION',
};

/** Base class of the move errors; `kind` tells which one. */
export class MoveError extends ChessLinguaError {
  readonly kind: MoveErrorKind;
  readonly position: MovePosition;
  /** The reason alone, without the position (the message has both). */
  readonly reason: string;
  constructor(kind: MoveErrorKind, position: MovePosition, reason: string) {
    const where = `${position.moveNumber}${position.color === 'white' ? '.' : '...'} ${position.token}`;
    super(CODES[kind], `move ${where} (ply ${position.ply}, column ${position.column}): ${reason}`);
    this.kind = kind;
    this.position = position;
    this.reason = reason;
  }
}

/** The text is not a move in the given notation. */
export class MoveSyntaxError extends MoveError {
  constructor(position: MovePosition, reason: string) {
    super('syntax', position, reason);
  }
}

/** The move is well formed but no legal move fits it. */
export class IllegalMoveError extends MoveError {
  constructor(position: MovePosition, reason: string) {
    super('illegal', position, reason);
  }
}

/** More than one legal move fits the text. */
export class AmbiguousMoveError extends MoveError {
  /** The candidate moves, written in the input notation (e.g. `Sd2-f3`). */
  readonly candidates: readonly string[];
  constructor(position: MovePosition, reason: string, candidates: readonly string[]) {
    super('ambiguous', position, reason);
    this.candidates = candidates;
  }
}

/** A promotion piece is missing, not allowed, or given where no pawn promotes. */
export class PromotionError extends MoveError {
  constructor(position: MovePosition, reason: string) {
    super('promotion', position, reason);
  }
}
