/**
 * Deciding whether a pseudo-legal move leaves the mover's king safe. The common case (no check,
 * not a king move, not en passant) only asks whether the piece is pinned; the rest try the move
 * on the board and look for attacks on the king.
 */
import { isAttacked } from './attacks.js';
import { LINE_DIRECTION, STEP, isOrthogonal } from './geometry.js';
import { FLAG_CASTLE, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { BISHOP, EMPTY, KING, QUEEN, ROOK, WHITE } from './pieces.js';
import type { Position } from './position.js';

/**
 * Would moving the piece on `from` to `to` leave its own king attacked? Plays the bare piece
 * movement on the board, looks, and puts everything back (state other than the board is untouched).
 */
export function exposesKing(pos: Position, from: number, to: number, enPassant: boolean): boolean {
  const board = pos.board;
  const moving = board[from]!;
  const us = moving >> 3;
  const captured = board[to]!;
  let capturedSquare = -1;
  let capturedPawn = EMPTY;
  if (enPassant) {
    capturedSquare = us === WHITE ? to - 8 : to + 8;
    capturedPawn = board[capturedSquare]!;
    board[capturedSquare] = EMPTY;
  }
  board[to] = moving;
  board[from] = EMPTY;
  const king = (moving & 7) === KING ? to : pos.kingSquare[us]!;
  const attacked = isAttacked(board, king, us ^ 1);
  board[from] = moving;
  board[to] = captured;
  if (capturedSquare >= 0) board[capturedSquare] = capturedPawn;
  return attacked;
}

/**
 * Is the piece on `from` pinned to its king along a line that `to` leaves?
 * Only valid for pieces other than the king.
 */
export function isPinnedAway(pos: Position, from: number, to: number): boolean {
  const board = pos.board;
  const us = board[from]! >> 3;
  const king = pos.kingSquare[us]!;
  const direction = LINE_DIRECTION[king * 64 + from]!;
  if (direction < 0 || LINE_DIRECTION[king * 64 + to] === direction) return false;
  const offset = direction * 64;
  // Nothing may stand between the king and the piece…
  let s = STEP[offset + king]!;
  while (s !== from) {
    if (board[s] !== EMPTY) return false;
    s = STEP[offset + s]!;
  }
  // …and the first piece behind it must be an enemy slider moving along this line.
  for (s = STEP[offset + from]!; s >= 0; s = STEP[offset + s]!) {
    const piece = board[s]!;
    if (piece === EMPTY) continue;
    if (piece >> 3 === us) return false;
    const role = piece & 7;
    return role === QUEEN || role === (isOrthogonal(direction) ? ROOK : BISHOP);
  }
  return false;
}

/** Can the king of the side to move castle from `from` to `to` (rights already checked)? */
export function canCastle(pos: Position, from: number, to: number, inCheck: boolean): boolean {
  if (inCheck) return false;
  const board = pos.board;
  const them = pos.turn ^ 1;
  if (to > from) {
    return (
      board[from + 1] === EMPTY && board[from + 2] === EMPTY && !isAttacked(board, from + 1, them) && !isAttacked(board, from + 2, them)
    );
  }
  return (
    board[from - 1] === EMPTY &&
    board[from - 2] === EMPTY &&
    board[from - 3] === EMPTY &&
    !isAttacked(board, from - 1, them) &&
    !isAttacked(board, from - 2, them)
  );
}

/** Is a pseudo-legal move of the side to move legal? `inCheck` says whether that side is in check now. */
export function isLegalMove(pos: Position, move: MoveCode, inCheck: boolean): boolean {
  const from = move & 63;
  const to = (move >> 6) & 63;
  if ((move & FLAG_CASTLE) !== 0) return canCastle(pos, from, to, inCheck);
  const board = pos.board;
  const role = board[from]! & 7;
  if (role === KING) {
    // Lift the king so that sliders checking it also attack the squares behind it.
    const king = board[from]!;
    board[from] = EMPTY;
    const attacked = isAttacked(board, to, pos.turn ^ 1);
    board[from] = king;
    return !attacked;
  }
  if (inCheck || (move & FLAG_EN_PASSANT) !== 0) {
    return !exposesKing(pos, from, to, (move & FLAG_EN_PASSANT) !== 0);
  }
  return !isPinnedAway(pos, from, to);
}

/** Is the side to move in check? */
export const sideToMoveInCheck = (pos: Position): boolean => isAttacked(pos.board, pos.kingSquare[pos.turn]!, pos.turn ^ 1);
