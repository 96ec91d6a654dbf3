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
  let fromFile = text.fromFile ?? -1;
  const fromRank = text.fromRank ?? -1;
  // Castling is written O-O / O-O-O, or as the king's move with both squares (e1g1, 5171);
  // a SAN king move such as Kg1 is never castling.
  const squaresOnly = fromFile >= 0 && fromRank >= 0;
  let role: number;
  if (text.role !== undefined) {
    role = roleIndexOf(text.role);
  } else if (fromFile < 0 || fromRank < 0) {
    role = PAWN;
  } else {
    // Squares only (ICCF, UCI, e2-e4): the piece is whatever stands on the origin.
    const piece = pos.board[fromRank * 8 + fromFile]!;
    if (piece === EMPTY) return err({ kind: 'no-move', role: undefined, reason: 'empty-origin', blocked: [] });
    if (piece >> 3 !== pos.turn) {
      return err({ kind: 'no-move', role: ROLE_NAME[piece & 7], reason: 'wrong-color', blocked: [] });
    }
    role = piece & 7;
  }
  const to = text.to;
  // A pawn move without an origin file is a push along the target's file (e4); a capture names
  // its file (exd5). So f6 is never the en passant capture exf6.
  if (role === PAWN && fromFile < 0) fromFile = to & 7;
  const found = collectMovesTo(pos, role, to, fromFile, fromRank, squaresOnly, scratch);
  const legal = keepLegal(pos, scratch, found, inCheck);
  if (legal === 0) return noMove(pos, role, to, fromFile, fromRank);
  if (legal > 1) sortByChessJsOrder(scratch, legal);
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

