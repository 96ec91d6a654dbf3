/**
 * The pipeline for one sequence of moves: text → normalized move → board → emitter.
 * A translator keeps the board of the game it is reading.
 */
import type { Board } from '../board/board.js';
import { AmbiguousMoveError, IllegalMoveError, MoveSyntaxError, PromotionError, type MoveError, type MovePosition } from '../core/move-errors.js';
import { err, ok, type Result } from '../core/result.js';
import type { Move, ParsedMove } from '../core/types.js';
import { formatNumeric } from '../emit/iccf.js';
import { formatLan, formatSan } from '../emit/san.js';
import { formatUci } from '../emit/uci.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import { moveInInput, resolveFailureMessage, sortedBySquare } from './messages.js';

/** Where a token stands in its input; the translator adds ply, move number and colour. */
export interface TokenLocation {
  readonly line: number;
  readonly column: number;
}

/** One translated move: the text written, the move on the board (undefined for a null move). */
export interface TranslatedMove {
  readonly text: string;
  readonly move: Move | undefined;
  readonly parsed: ParsedMove;
}

/** Writes a legal move (on `board`, before it is played) in the output notation. */
export function writeMove(board: Board, move: Move, output: OutputNotation): string {
  switch (output.kind) {
    case 'numeric':
      return formatNumeric(move);
    case 'uci':
      return formatUci(move);
    case 'san':
      return formatSan(move, board.describe(move), output.locale);
    case 'lan':
      return formatLan(move, output.locale, board.describe(move));
  }
}

export class MoveTranslator {
  constructor(
    readonly board: Board,
    readonly input: InputNotation,
    readonly output: OutputNotation,
  ) {}

  /** The position of the next move for error reports. */
  private position(token: string, at: TokenLocation): MovePosition {
    return {
      ply: (this.board.fullmoveNumber - 1) * 2 + (this.board.turn === 'black' ? 2 : 1),
      moveNumber: this.board.fullmoveNumber,
      color: this.board.turn,
      token,
      line: at.line,
      column: at.column,
    };
  }

  /** Reads, checks, writes and plays one move. On failure the board is unchanged. */
  translate(token: string, at: TokenLocation = { line: 1, column: 1 }): Result<TranslatedMove, MoveError> {
    const parsedResult = readMove(token, this.input);
    if (!parsedResult.ok) {
      const p = this.position(token, at);
      return err(new MoveSyntaxError(p, parsedResult.error.reason));
    }
    return this.translateParsed(parsedResult.value, token, at);
  }

  /** As {@link translate}, for a move already read by a grammar. */
  translateParsed(parsed: ParsedMove, token: string, at: TokenLocation): Result<TranslatedMove, MoveError> {
    if (parsed.kind === 'null') {
      this.board.playNull();
      return ok({ text: '--', move: undefined, parsed });
    }
    const resolved = this.board.resolve(parsed);
    if (!resolved.ok) {
      const p = this.position(token, at);
      const reason = resolveFailureMessage(resolved.error, parsed, token, this.input);
      const f = resolved.error;
      if (f.kind === 'ambiguous') {
        return err(new AmbiguousMoveError(p, reason, sortedBySquare(f.candidates).map((m) => moveInInput(m, this.input))));
      }
      return err(f.kind === 'promotion' ? new PromotionError(p, reason) : new IllegalMoveError(p, reason));
    }
    const move = resolved.value;
    const text = writeMove(this.board, move, this.output);
    this.board.play(move);
    return ok({ text, move, parsed });
  }
}
