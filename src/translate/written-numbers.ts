/**
 * Move numbers as written on the sheet against the board's count (translate-game.ts): the warning
 * on a number that does not fit (W_MOVE_NUMBER), and errors cited with the number as written.
 */
import { AmbiguousMoveError, IllegalMoveError, MoveError, MoveSyntaxError, PromotionError } from '../core/move-errors.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { MoveNode } from '../pgn/types.js';
import { numberText } from '../pgn/numbering.js';

/** The ply a written number announces (1 for `1.`, 2 for `1...`). */
export function writtenPly(n: NonNullable<MoveNode['number']>): number {
  return 2 * n.value - (n.black ? 0 : 1);
}

export function boardPly(moveNumber: number, turn: 'white' | 'black'): number {
  return 2 * moveNumber - (turn === 'white' ? 1 : 0);
}

/** `12.` / `12...` for a ply count. */
function plyText(ply: number): string {
  return `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`;
}

/**
 * A move error cited with the move number as written on the sheet, when the numbers written and
 * the board's count differ by `delta` plies (after a number that did not fit; see W_MOVE_NUMBER).
 */
export function asWritten(error: MoveError, delta: number, fenDelta: number): MoveError {
  if (delta === 0) return error;
  const p = error.position;
  const ply = boardPly(p.moveNumber, p.color) + delta;
  if (ply < 1) return error;
  const position = { ...p, moveNumber: Math.ceil(ply / 2), color: ply % 2 === 1 ? ('white' as const) : ('black' as const) };
  // A game from a FEN numbered its own way from the start needs no word about it.
  const side = delta % 2 !== 0 ? ", the other side's move" : '';
  const note =
    delta === fenDelta ? '' : ` (numbered as written; the board counts it as ${plyText(boardPly(p.moveNumber, p.color))}${side})`;
  const reason = `${error.reason}${note}`;
  switch (error.kind) {
    case 'syntax':
      return new MoveSyntaxError(position, reason);
    case 'illegal':
      return new IllegalMoveError(position, reason);
    case 'ambiguous':
      return new AmbiguousMoveError(position, reason, (error as AmbiguousMoveError).candidates);
    case 'promotion':
      return new PromotionError(position, reason);
  }
}

export function numberWarning(
  n: NonNullable<MoveNode['number']>,
  token: string,
  at: { readonly line: number; readonly column: number },
  moveNumber: number,
  turn: 'white' | 'black',
  plies: number,
  delta: number,
): MoveWarning {
  const due = plyText(boardPly(moveNumber, turn) + delta);
  const hint =
    n.value === 1 && !n.black && plies > 0
      ? ' (numbering starts again: a new game without tags or result?)'
      : ' (a move missing or one too many before it?)';
  return {
    code: 'W_MOVE_NUMBER',
    message: `move number ${numberText(n)} written where ${due} is due${hint}; the moves are read as the board counts them, later numbers as written`,
    position: { ply: boardPly(moveNumber, turn), moveNumber, color: turn, token, line: at.line, column: at.column },
  };
}
