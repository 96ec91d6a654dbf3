/**
 * The rules that turn move text into a move (SAN, long algebraic, ICCF, UCI: whatever the move
 * reader made of it) and that decide which parts of the origin a SAN writer must add, written
 * once on top of one engine primitive, {@link MoveCandidates}. Every board engine implements the
 * primitive; none has rules of its own.
 *
 * The order of candidates is ours, not an engine's: ascending origin square (a1 = 0 … h8 = 63),
 * and where a pawn promotes, the pieces in ICCF digit order (queen, rook, bishop, knight). So "the
 * first candidate" (the move a failure names) is the same on every engine.
 */
import { err, ok, type Result } from '../core/result.js';
import type { CastleMoveText, Color, Move, PieceMoveText, PromotionRole, Role, Square } from '../core/types.js';
import type { ResolveFailure } from './board.js';
import { withPromotion, type MoveCode } from './fast/move-code.js';

/** The engine primitive the rules stand on. */
export interface MoveCandidates {
  readonly turn: Color;
  pieceAt(sq: Square): { readonly role: Role; readonly color: Color } | undefined;
  /**
   * Writes into `out` the legal moves of the side to move's pieces of `role` that go to `to` from
   * an origin on file `fromFile` and rank `fromRank` (-1: any), as move codes without promotion,
   * in ascending order of origin square; returns how many. The king's two-file move (castling) is
   * among them only when `withCastling` is set. `out` has room for 16.
   */
  candidates(role: Role, to: Square, fromFile: number, fromRank: number, withCastling: boolean, out: Int32Array): number;
  /**
   * Squares of the side to move's pieces of `role` that attack `to`, pins and checks ignored,
   * whatever stands on `to` (for pawns: the diagonal attacks only). Any order.
   */
  attackers(role: Role, to: Square): readonly Square[];
  /** How many pieces of `role` the side to move has. */
  count(role: Role): number;
  /** The move for a code from {@link candidates} (promotion bits possibly set by the rules). */
  moveOf(code: MoveCode): Move;
}

/**
 * Room a caller gives for {@link MoveCandidates.candidates}: at most 8 pieces of one role reach a
 * square (8 rays, 8 knight jumps; a king and its castling make 2). 16 int32s keep a buffer on V8's heap.
 */
export const MAX_CANDIDATES = 16;

const isPromotionRole = (role: Role): role is PromotionRole => role !== 'pawn' && role !== 'king';

/** Does a pawn of `role` moving to `to` reach the last rank? (A pawn never stands on its own first rank.) */
const promotes = (role: Role, to: Square): boolean => role === 'pawn' && (to >> 3 === 7 || to >> 3 === 0);

/** Outcomes of {@link decide} other than a move code (which is never negative). */
const NO_CASTLING = -1;
const EMPTY_ORIGIN = -2;
const WRONG_COLOR = -3;
const NO_MOVE = -4;
const PROMOTION_MISSING = -5;
const PROMOTION_BAD = -6;
const NOT_A_PROMOTION = -7;
const AMBIGUOUS = -8;

/**
 * The role a piece move text moves: as written; a pawn when no origin square is written;
 * otherwise (squares only: ICCF, UCI, e2-e4) whatever stands on the origin, or undefined when that
 * is empty or not the mover's.
 */
function movingRole(board: MoveCandidates, text: PieceMoveText): Role | undefined {
  if (text.role !== undefined) return text.role;
  if (text.fromFile === undefined || text.fromRank === undefined) return 'pawn';
  const piece = board.pieceAt(text.fromRank * 8 + text.fromFile);
  return piece !== undefined && piece.color === board.turn ? piece.role : undefined;
}

/**
 * A pawn move written without an origin file is a push along the target's file (`e4`); a capture
 * names its file (`exd5`). So `f6` is never the en passant capture exf6.
 */
const originFile = (text: PieceMoveText, role: Role): number => text.fromFile ?? (role === 'pawn' ? text.to & 7 : -1);

/**
 * The legal moves a piece move text may mean, written into `out`; how many. Castling is written
 * O-O / O-O-O, or as the king's move with both squares (e1g1, 5171); a SAN king move such as
 * `Kg1` is never castling.
 */
function fitting(board: MoveCandidates, text: PieceMoveText, role: Role, out: Int32Array): number {
  const squaresOnly = text.fromFile !== undefined && text.fromRank !== undefined;
  return board.candidates(role, text.to, originFile(text, role), text.fromRank ?? -1, squaresOnly, out);
}

/** O-O / O-O-O: the king's move from its home square two files towards the rook. */
function castling(board: MoveCandidates, text: CastleMoveText, out: Int32Array): number {
  const home = board.turn === 'white' ? 4 : 60;
  return board.candidates('king', text.side === 'king' ? home + 2 : home - 2, 4, home >> 3, true, out);
}

/**
 * The code of the one legal move `text` describes (≥ 0), or why there is none (a negative
 * outcome). Leaves the fitting candidates in `out`. Makes no object.
 */
function decide(board: MoveCandidates, text: PieceMoveText | CastleMoveText, out: Int32Array): number {
  if (text.kind === 'castle') return castling(board, text, out) === 1 ? out[0]! : NO_CASTLING;
  const role = movingRole(board, text);
  if (role === undefined) return board.pieceAt(text.fromRank! * 8 + text.fromFile!) === undefined ? EMPTY_ORIGIN : WRONG_COLOR;
  const n = fitting(board, text, role, out);
  if (n === 0) return NO_MOVE;
  if (promotes(role, text.to)) {
    if (text.promotion === undefined) return PROMOTION_MISSING;
    if (!isPromotionRole(text.promotion)) return PROMOTION_BAD;
    return n === 1 ? withPromotion(out[0]! as MoveCode, text.promotion) : AMBIGUOUS;
  }
  if (text.promotion !== undefined) return NOT_A_PROMOTION;
  return n === 1 ? out[0]! : AMBIGUOUS;
}

/**
 * The code of the one legal move `text` describes, or -1 when {@link resolveMove} would give no
 * move: the same answer without making any object (the express lane's path).
 */
export function resolveCode(board: MoveCandidates, text: PieceMoveText | CastleMoveText, out: Int32Array): MoveCode | -1 {
  const code = decide(board, text, out);
  return code >= 0 ? (code as MoveCode) : -1;
}

/**
 * Finds the one legal move that `text` describes, or says why there is none or more than one.
 * When a move is found, `out[0]` holds its code.
 */
export function resolveMove(board: MoveCandidates, text: PieceMoveText | CastleMoveText, out: Int32Array): Result<Move, ResolveFailure> {
  const code = decide(board, text, out);
  if (code >= 0) {
    out[0] = code;
    return ok(board.moveOf(code as MoveCode));
  }
  if (code === NO_CASTLING) return err({ kind: 'no-move', role: 'king', reason: 'castling', blocked: [] });
  const piece = text as PieceMoveText;
  if (code === EMPTY_ORIGIN) return err({ kind: 'no-move', role: undefined, reason: 'empty-origin', blocked: [] });
  if (code === WRONG_COLOR) {
    const role = board.pieceAt(piece.fromRank! * 8 + piece.fromFile!)!.role;
    return err({ kind: 'no-move', role, reason: 'wrong-color', blocked: [] });
  }
  const role = movingRole(board, piece)!;
  const first = out[0]! as MoveCode;
  switch (code) {
    case NO_MOVE:
      return err(noMove(board, piece, role));
    case PROMOTION_MISSING:
      return err({ kind: 'promotion', reason: 'missing', move: board.moveOf(withPromotion(first, 'queen')) });
    case PROMOTION_BAD:
      return err({ kind: 'promotion', reason: 'bad-piece', move: board.moveOf(withPromotion(first, 'queen')) });
    case NOT_A_PROMOTION:
      return err({ kind: 'promotion', reason: 'not-a-promotion', move: board.moveOf(first) });
    default: {
      // AMBIGUOUS: every fitting move, with the promotion written where the pawn promotes.
      const n = fitting(board, piece, role, out);
      const promotion = promotes(role, piece.to) ? (piece.promotion as PromotionRole) : undefined;
      const candidates: Move[] = [];
      for (let i = 0; i < n; i++) {
        const c = out[i]! as MoveCode;
        candidates.push(board.moveOf(promotion === undefined ? c : withPromotion(c, promotion)));
      }
      return err({ kind: 'ambiguous', candidates });
    }
  }
}

/**
 * No legal move fits: the target holds a piece of the mover, or the pieces that could go there
 * but for a pin or a check (`king-in-check`, listed by square), or none (`no-piece`).
 */
function noMove(board: MoveCandidates, text: PieceMoveText, role: Role): ResolveFailure {
  const to = text.to;
  const us = board.turn;
  const target = board.pieceAt(to);
  if (target?.color === us) return { kind: 'no-move', role, reason: 'own-piece', blocked: [] };
  // A pawn goes diagonally only to capture: onto an empty square only en passant, past an enemy
  // pawn. Other pawns that attack an empty target are not blocked, they just cannot go there.
  const behindSquare = to + (us === 'white' ? -8 : 8);
  const behind = behindSquare >= 0 && behindSquare < 64 ? board.pieceAt(behindSquare) : undefined;
  const diagonal = role !== 'pawn' || target !== undefined || (behind?.role === 'pawn' && behind.color !== us);
  const origins = diagonal ? [...board.attackers(role, to)] : [];
  // A pawn's push counts too.
  if (role === 'pawn' && target === undefined && behind?.role === 'pawn' && behind.color === us) origins.push(behindSquare);
  const fromFile = originFile(text, role);
  const fromRank = text.fromRank ?? -1;
  const blocked: Move[] = origins
    .filter((from) => (fromFile < 0 || (from & 7) === fromFile) && (fromRank < 0 || from >> 3 === fromRank))
    .sort((a, b) => a - b)
    .map((from) => ({
      from,
      to,
      role,
      color: us,
      promotion: undefined,
      captured: target?.role,
      castle: undefined,
      enPassant: false,
    }));
  return { kind: 'no-move', role, reason: blocked.length > 0 ? 'king-in-check' : 'no-piece', blocked };
}

const NO_DISAMBIGUATION = { disambiguateFile: false, disambiguateRank: false } as const;

/**
 * Standard SAN disambiguation of a legal move: the origin's file when another piece of its kind
 * can legally go to the same square, else its rank when the other stands on the same file, both
 * when neither alone tells them apart. Pawns (whose captures always name the file) and the king
 * never need it. `out` is scratch room for {@link MAX_CANDIDATES} codes.
 */
export function disambiguation(
  board: MoveCandidates,
  move: Move,
  out: Int32Array,
): { readonly disambiguateFile: boolean; readonly disambiguateRank: boolean } {
  const role = move.role;
  if (role === 'pawn' || role === 'king' || board.count(role) < 2) return NO_DISAMBIGUATION;
  const n = board.candidates(role, move.to, -1, -1, false, out);
  let others = 0;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < n; i++) {
    const from = out[i]! & 63;
    if (from === move.from) continue;
    others++;
    if ((from & 7) === (move.from & 7)) sameFile = true;
    if (from >> 3 === move.from >> 3) sameRank = true;
  }
  if (others === 0) return NO_DISAMBIGUATION;
  if (!sameFile) return { disambiguateFile: true, disambiguateRank: false };
  if (!sameRank) return { disambiguateFile: false, disambiguateRank: true };
  return { disambiguateFile: true, disambiguateRank: true };
}
