/** Sentences for why a move could not be resolved, in the style `no knight (S) can move to f3`. */
import { squareName } from '../core/square.js';
import { FILE_NAMES, MOVE_FORM, type Move, type ParsedMove, type Role } from '../core/types.js';
import type { Board, ResolveFailure } from '../board/board.js';
import { formatLan } from '../emit/san.js';
import type { InputNotation } from '../notation/notation.js';
import { formatNumeric } from '../emit/iccf.js';

function letterOf(role: Role, input: InputNotation): string | undefined {
  if (input.kind !== 'algebraic') return undefined;
  return role === 'pawn' ? input.locale.letters.pawn : input.locale.letters[role];
}

function pieceName(role: Role, input: InputNotation): string {
  const letter = letterOf(role, input);
  return letter && role !== 'pawn' ? `${role} (${letter})` : role;
}

/** Moves in board order (a1, b1, …), so messages do not depend on an engine's generation order. */
export function sortedBySquare(moves: readonly Move[]): Move[] {
  return [...moves].sort((a, b) => a.from - b.from || a.to - b.to);
}

/** A move as the user wrote it in the input notation, for lists of candidates. */
export function moveInInput(move: Move, input: InputNotation): string {
  return input.kind === 'algebraic' ? formatLan(move, input.locale) : formatNumeric(move);
}

const promotionLetters = (input: InputNotation): string =>
  input.kind === 'algebraic'
    ? [input.locale.letters.queen, input.locale.letters.rook, input.locale.letters.bishop, input.locale.letters.knight].join(', ')
    : '1 (queen), 2 (rook), 3 (bishop), 4 (knight)';

export function resolveFailureMessage(failure: ResolveFailure, parsed: ParsedMove, token: string, input: InputNotation): string {
  const to = parsed.kind === 'piece' ? squareName(parsed.to) : '';
  if (parsed.kind === 'piece' && parsed.form !== undefined && (parsed.form & MOVE_FORM.fileCapture) !== 0 && failure.kind === 'no-move') {
    // `ef`: only the files are known.
    const from = parsed.fromFile === undefined ? '?' : FILE_NAMES[parsed.fromFile]!;
    return `no pawn on the ${from}-file can capture on the ${FILE_NAMES[parsed.to & 7]!}-file`;
  }
  switch (failure.kind) {
    case 'ambiguous':
      return `${token} is ambiguous: ${sortedBySquare(failure.candidates)
        .map((m) => moveInInput(m, input))
        .join(' or ')}`;
    case 'promotion':
      if (failure.reason === 'missing') {
        return `the pawn reaching ${to} must promote: add the piece (${promotionLetters(input)})`;
      }
      if (failure.reason === 'bad-piece') {
        return `a pawn can promote only to ${input.kind === 'algebraic' ? 'queen, rook, bishop or knight' : 'digits 1-4'}`;
      }
      return `${token} names a promotion piece, but ${failure.move ? moveInInput(failure.move, input) : 'this move'} is not a promotion`;
    case 'no-move':
      switch (failure.reason) {
        case 'castling': {
          const side = parsed.kind === 'castle' && parsed.side === 'queen' ? 'queen-side (O-O-O)' : 'king-side (O-O)';
          return `castling ${side} is not possible here`;
        }
        case 'own-piece':
          return `no ${pieceName(failure.role ?? 'pawn', input)} can move to ${to}: ${to} holds a piece of the side to move`;
        case 'empty-origin': {
          const from =
            parsed.kind === 'piece' && parsed.fromFile !== undefined && parsed.fromRank !== undefined
              ? squareName(parsed.fromRank * 8 + parsed.fromFile)
              : '?';
          return `there is no piece on ${from}`;
        }
        case 'wrong-color': {
          const from =
            parsed.kind === 'piece' && parsed.fromFile !== undefined && parsed.fromRank !== undefined
              ? squareName(parsed.fromRank * 8 + parsed.fromFile)
              : '?';
          return `the ${failure.role ?? 'piece'} on ${from} belongs to the side not to move`;
        }
        case 'king-in-check': {
          const via = sortedBySquare(failure.blocked)
            .map((m) => moveInInput(m, input))
            .join(' or ');
          return `no ${pieceName(failure.role ?? 'pawn', input)} can move to ${to}: ${via} would leave the king in check`;
        }
        case 'no-piece': {
          if (parsed.kind === 'piece' && parsed.fromFile !== undefined && parsed.fromRank !== undefined) {
            const from = squareName(parsed.fromRank * 8 + parsed.fromFile);
            return `the ${pieceName(failure.role ?? 'pawn', input)} on ${from} cannot move to ${to}`;
          }
          return `no ${pieceName(failure.role ?? 'pawn', input)} can move to ${to}`;
        }
      }
  }
}

/**
 * Why a piece's written origin (`Sge2`) was not needed, when another piece of its kind could go to
 * the same square but for the king's safety: standard SAN, which counts legal moves only, writes
 * `Se2`, but a reader who sees two knights deserves to hear why the other does not count.
 * Asks the board about each other piece of the kind with its square as the origin; call before
 * the move is played.
 */
export function extraOriginDetail(board: Board, move: Move, input: InputNotation): string {
  const blocked: Move[] = [];
  for (let sq = 0; sq < 64; sq++) {
    if (sq === move.from) continue;
    const piece = board.pieceAt(sq);
    if (piece === undefined || piece.role !== move.role || piece.color !== move.color) continue;
    const r = board.resolve({
      kind: 'piece',
      role: move.role,
      fromFile: sq & 7,
      fromRank: sq >> 3,
      to: move.to,
      capture: move.captured !== undefined,
      promotion: move.promotion,
    });
    if (!r.ok && r.error.kind === 'no-move' && r.error.reason === 'king-in-check') blocked.push(...r.error.blocked);
  }
  if (blocked.length === 0) return 'origin written, but no other piece of its kind can go there';
  const others = sortedBySquare(blocked);
  const where = others.map((m) => squareName(m.from)).join(' and ');
  const letter = letterOf(move.role, input);
  const pieces = `${move.role}${others.length === 1 ? '' : 's'}${letter ? ` (${letter})` : ''} on ${where}`;
  const moves = others.map((m) => moveInInput(m, input)).join(', ');
  const pinned = board.isCheck() ? '' : ` ${others.length === 1 ? 'is' : 'are'} pinned and`;
  return `origin written, but the ${pieces}${pinned} cannot go there (${moves} would leave the king in check)`;
}
