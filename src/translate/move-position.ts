/**
 * Where a move stands in a game and in its input, for errors and warnings: its ply, move number
 * and colour (from the board) and its line and column (from the reader).
 */
import type { Board } from '../board/board.js';
import type { MovePosition } from '../core/move-errors.js';
import type { Color } from '../core/types.js';

/** Where a token stands in its input; the translator adds ply, move number and colour. */
export interface TokenLocation {
  readonly line: number;
  readonly column: number;
}

/** The position of the next move for error reports. */
export function positionOfNext(board: Board, token: string, at: TokenLocation): MovePosition {
  return {
    ply: (board.fullmoveNumber - 1) * 2 + (board.turn === 'black' ? 2 : 1),
    moveNumber: board.fullmoveNumber,
    color: board.turn,
    token,
    line: at.line,
    column: at.column,
  };
}

/** The position of the move just played (for facts only known after playing it). */
export function positionOfLast(board: Board, token: string, at: TokenLocation): MovePosition {
  const color: Color = board.turn === 'white' ? 'black' : 'white';
  const moveNumber = color === 'black' ? board.fullmoveNumber - 1 : board.fullmoveNumber;
  return { ply: (moveNumber - 1) * 2 + (color === 'black' ? 2 : 1), moveNumber, color, token, line: at.line, column: at.column };
}
