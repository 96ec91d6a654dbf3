/**
 * Resolving parsed move text on a fast position, with the exact semantics of the reference
 * `resolveAmong` (resolve-generic.ts), but without generating every legal move: it looks back
 * from the target square for pieces of the named role and tests legality only for those.
 */
import { err, ok, type Result } from '../../core/result.js';
import type { CastleMoveText, Move, PieceMoveText, Role } from '../../core/types.js';
import type { ResolveFailure } from '../board.js';
import { attackersOfRole } from './attacks.js';
import { KING_HOME, WHITE_KING_SIDE, WHITE_QUEEN_SIDE } from './geometry.js';
import { canCastle } from './legality.js';
import { FLAG_CASTLE } from './move-code.js';
import { moveObject } from './move-object.js';
import { collectMovesTo, fitsOrigin, keepLegal } from './moves-to-square.js';
import { COLOR_NAME, EMPTY, KNIGHT, PAWN, roleIndexOf, ROLE_NAME, WHITE } from './pieces.js';
import type { Position } from './position.js';

/** Sorts moves by origin in chess.js's order (a8..h8, a7..h7, …, a1..h1), so "the first" matches the reference. */
function sortByChessJsOrder(out: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const move = out[i]!;
    const key = (move & 63) ^ 56;
    let j = i - 1;
    while (j >= 0 && ((out[j]! & 63) ^ 56) > key) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = move;
  }
}

const PROMOTABLE: ReadonlySet<Role> = new Set<Role>(['queen', 'rook', 'bishop', 'knight']);

/** The "no-move" failure, with the pieces that attack the target but may not go there (as the reference lists them). */
function noMove(pos: Position, role: number, to: number, fromFile: number, fromRank: number): Result<Move, ResolveFailure> {
  const board = pos.board;
  const us = pos.turn;
  const roleName = ROLE_NAME[role]!;
  if (board[to] !== EMPTY && board[to]! >> 3 === us) {
    return err({ kind: 'no-move', role: roleName, reason: 'own-piece', blocked: [] });
  }
  // A pawn goes diagonally only to capture: onto an empty square only en passant, past an enemy
  // pawn. Other pawns that attack an empty target are not blocked, they just cannot go there.
  const behind = to + (us === WHITE ? -8 : 8);
  const diagonalPossible = role !== PAWN || board[to] !== EMPTY || (behind >= 0 && behind < 64 && board[behind] === (((us ^ 1) << 3) | PAWN));
  const origins = diagonalPossible ? attackersOfRole(board, to, us, role) : [];
  if (role === PAWN && board[to] === EMPTY) {
    const one = to + (us === WHITE ? -8 : 8);
    if (one >= 0 && one < 64 && board[one] === ((us << 3) | PAWN)) origins.push(one);
  }
  const blocked: Move[] = [];
  for (const from of origins) {
    if (!fitsOrigin(from, fromFile, fromRank)) continue;
    blocked.push({
      from,
      to,
      role: roleName,
      color: COLOR_NAME[us]!,
      promotion: undefined,
      captured: ROLE_NAME[board[to]! & 7],
      castle: undefined,
      enPassant: false,
    });
  }
  return err({ kind: 'no-move', role: roleName, reason: blocked.length > 0 ? 'king-in-check' : 'no-piece', blocked });
}

/** Castling written as O-O / O-O-O. */
function resolveCastle(pos: Position, text: CastleMoveText, inCheck: boolean, scratch: Int32Array): Result<Move, ResolveFailure> {
  const us = pos.turn;
  const home = KING_HOME[us]!;
  const kingSide = text.side === 'king';
  const right = (kingSide ? WHITE_KING_SIDE : WHITE_QUEEN_SIDE) << (us * 2);
  const to = kingSide ? home + 2 : home - 2;
  if ((pos.castling & right) !== 0 && canCastle(pos, home, to, inCheck)) {
    scratch[0] = home | (to << 6) | FLAG_CASTLE;
    return ok(moveObject(pos, scratch[0]));
  }
  return err({ kind: 'no-move', role: 'king', reason: 'castling', blocked: [] });
}

/** Role index meaning "the origin square is empty" / "holds a piece of the other side" (squares-only texts). */
const EMPTY_ORIGIN = -1;
const WRONG_COLOR = -2;

/**
 * The role index of the piece a piece move text moves: as written, a pawn when no origin square
 * is written, else (squares only: ICCF, UCI, e2-e4) whatever stands on the origin, or
 * {@link EMPTY_ORIGIN} / {@link WRONG_COLOR}.
 */
function movingRole(pos: Position, text: PieceMoveText): number {
  if (text.role !== undefined) return roleIndexOf(text.role);
  if (text.fromFile === undefined || text.fromRank === undefined) return PAWN;
  const piece = pos.board[text.fromRank * 8 + text.fromFile]!;
  if (piece === EMPTY) return EMPTY_ORIGIN;
  return piece >> 3 === pos.turn ? piece & 7 : WRONG_COLOR;
}

/**
 * Writes into `scratch` the legal moves a piece move text may mean, first in chess.js's order;
 * returns how many. `role` is {@link movingRole}'s.
 */
function legalCandidates(pos: Position, text: PieceMoveText, role: number, inCheck: boolean, scratch: Int32Array): number {
  const fromRank = text.fromRank ?? -1;
  // A pawn move without an origin file is a push along the target's file (e4); a capture names
  // its file (exd5). So f6 is never the en passant capture exf6.
  const fromFile = text.fromFile ?? (role === PAWN ? text.to & 7 : -1);
  // Castling is written O-O / O-O-O, or as the king's move with both squares (e1g1, 5171);
  // a SAN king move such as Kg1 is never castling.
  const squaresOnly = text.fromFile !== undefined && text.fromRank !== undefined;
  const found = collectMovesTo(pos, role, text.to, fromFile, fromRank, squaresOnly, scratch);
  const legal = keepLegal(pos, scratch, found, inCheck);
  if (legal > 1) sortByChessJsOrder(scratch, legal);
  return legal;
}

/**
 * The code of the one legal move `text` describes, or -1 when {@link resolveText} would not
 * return one move: the same answer without making any object.
 */
export function resolveCode(pos: Position, text: PieceMoveText | CastleMoveText, inCheck: boolean, scratch: Int32Array): number {
  if (text.kind === 'castle') return resolveCastle(pos, text, inCheck, scratch).ok ? scratch[0]! : -1;
  const role = movingRole(pos, text);
  if (role < 0 || legalCandidates(pos, text, role, inCheck, scratch) !== 1) return -1;
  const to = text.to;
  if (role === PAWN && (to >> 3 === 7 || to >> 3 === 0)) {
    return text.promotion !== undefined && PROMOTABLE.has(text.promotion) ? scratch[0]! | (roleIndexOf(text.promotion) << 12) : -1;
  }
  return text.promotion === undefined ? scratch[0]! : -1;
}

/**
 * Finds the one legal move that `text` describes, or says why there is none or more than one.
 * `inCheck` says whether the side to move is in check; `scratch` holds MAX_CANDIDATES moves.
 * When a move is found, `scratch[0]` holds its code.
 */
export function resolveText(
  pos: Position,
  text: PieceMoveText | CastleMoveText,
  inCheck: boolean,
  scratch: Int32Array,
): Result<Move, ResolveFailure> {
  if (text.kind === 'castle') return resolveCastle(pos, text, inCheck, scratch);
  const role = movingRole(pos, text);
  if (role === EMPTY_ORIGIN) return err({ kind: 'no-move', role: undefined, reason: 'empty-origin', blocked: [] });
  if (role === WRONG_COLOR) {
    return err({ kind: 'no-move', role: ROLE_NAME[pos.board[text.fromRank! * 8 + text.fromFile!]! & 7], reason: 'wrong-color', blocked: [] });
  }
  const to = text.to;
  const legal = legalCandidates(pos, text, role, inCheck, scratch);
  if (legal === 0) return noMove(pos, role, to, text.fromFile ?? (role === PAWN ? to & 7 : -1), text.fromRank ?? -1);
  const first = scratch[0]!;

  const promotes = role === PAWN && (to >> 3 === 7 || to >> 3 === 0);
  if (promotes) {
    // chess.js lists the promotions of a pawn as knight, bishop, rook, queen: the reference's "first" is the knight.
    if (text.promotion === undefined) return err({ kind: 'promotion', reason: 'missing', move: moveObject(pos, first | (KNIGHT << 12)) });
    if (!PROMOTABLE.has(text.promotion)) {
      return err({ kind: 'promotion', reason: 'bad-piece', move: moveObject(pos, first | (KNIGHT << 12)) });
    }
    const promotion = roleIndexOf(text.promotion) << 12;
    if (legal === 1) {
      scratch[0] = first | promotion;
      return ok(moveObject(pos, first | promotion));
    }
    const candidates: Move[] = [];
    for (let i = 0; i < legal; i++) candidates.push(moveObject(pos, scratch[i]! | promotion));
    return err({ kind: 'ambiguous', candidates });
  }
  if (text.promotion !== undefined) return err({ kind: 'promotion', reason: 'not-a-promotion', move: moveObject(pos, first) });
  if (legal === 1) return ok(moveObject(pos, first));
  const candidates: Move[] = [];
  for (let i = 0; i < legal; i++) candidates.push(moveObject(pos, scratch[i]!));
  return err({ kind: 'ambiguous', candidates });
}

