/**
 * The fast engine behind the {@link Board} interface: a thin object around a {@link Position}
 * that caches whether the side to move is in check and owns the small scratch buffers the
 * resolver and move generator write into (so the hot path allocates only its result).
 */
import type { Result } from '../../core/result.js';
import { PROMOTION_ROLES, type CastleMoveText, type Color, type Move, type MoveFacts, type PieceMoveText, type Role, type Square } from '../../core/types.js';
import type { Board, PlayedMove, ResolveFailure } from '../board.js';
import { inCheckAfterMove } from './check-after-move.js';
import { describeMove } from './describe.js';
import { writeFen } from './fen.js';
import { sideToMoveInCheck } from './legality.js';
import { makeMove, makeNullMove } from './make-move.js';
import { moveCode, moveObject } from './move-object.js';
import { MAX_MOVES, generateLegal } from './movegen.js';
import { MAX_CANDIDATES } from './moves-to-square.js';
import { COLOR_NAME, EMPTY, PIECE_INFO, roleIndexOf } from './pieces.js';
import type { Position } from './position.js';
import { FLAG_EN_PASSANT } from './move-code.js';
import { resolveCode, resolveText } from './resolve.js';

const CHECK_UNKNOWN = -1;

/** ICCF's promotion digit by role index (PROMOTION_ROLES is in ICCF digit order: queen 1 … knight 4). */
const ICCF_PROMOTION_DIGIT: readonly number[] = (() => {
  const digits = [0, 0, 0, 0, 0, 0, 0, 0];
  PROMOTION_ROLES.forEach((role, k) => (digits[roleIndexOf(role)] = k + 1));
  return digits;
})();

export class FastBoard implements Board {
  /** 1 in check, 0 not, -1 not yet computed for this position. */
  private check = CHECK_UNKNOWN;
  private readonly candidates = new Int32Array(MAX_CANDIDATES);
  /** Move buffer for mate detection, allocated on first need. */
  private replies: Int32Array | undefined;
  /** The last move {@link resolve} returned on this position, and its code. */
  private resolvedMove: Move | undefined = undefined;
  private resolvedCode = -1;

  constructor(private readonly position: Position) {}

  get turn(): Color {
    return COLOR_NAME[this.position.turn]!;
  }

  get fullmoveNumber(): number {
    return this.position.fullmove;
  }

  private inCheck(): boolean {
    if (this.check === CHECK_UNKNOWN) this.check = sideToMoveInCheck(this.position) ? 1 : 0;
    return this.check === 1;
  }

  resolve(text: PieceMoveText | CastleMoveText): Result<Move, ResolveFailure> {
    const r = resolveText(this.position, text, this.inCheck(), this.candidates);
    if (r.ok) {
      // Nearly every resolved move is played next: remember its code so play() need not work it out again.
      this.resolvedMove = r.value;
      this.resolvedCode = this.candidates[0]!; // resolveText leaves the code there
    }
    return r;
  }

  describe(move: Move): MoveFacts {
    this.replies ??= new Int32Array(MAX_MOVES);
    return describeMove(this.position, move, this.inCheck(), this.candidates, this.replies);
  }

  /**
   * Plays a move from {@link resolve} or {@link legalMoves}. Only checks that the origin holds a
   * piece of the side to move with the move's role; legality is the caller's promise.
   */
  play(move: Move): void {
    const code = move === this.resolvedMove ? this.resolvedCode : moveCode(this.position, move);
    this.resolvedMove = undefined;
    if (code < 0) throw new Error(`play: no ${this.turn} ${move.role} on square ${move.from}`);
    makeMove(this.position, code);
    this.check = inCheckAfterMove(this.position, code) ? 1 : 0;
  }

  playText(text: PieceMoveText | CastleMoveText): PlayedMove {
    const code = resolveCode(this.position, text, this.inCheck(), this.candidates);
    if (code < 0) return -1;
    const to = (code >> 6) & 63;
    const captures = this.position.board[to] !== EMPTY || (code & FLAG_EN_PASSANT) !== 0;
    this.resolvedMove = undefined;
    makeMove(this.position, code);
    this.check = inCheckAfterMove(this.position, code) ? 1 : 0;
    return (code & 0xfff) | (ICCF_PROMOTION_DIGIT[(code >> 12) & 7]! << 12) | (captures ? 1 << 15 : 0);
  }

  playNull(): void {
    this.resolvedMove = undefined;
    makeNullMove(this.position);
    this.check = CHECK_UNKNOWN;
  }

  legalMoves(): Move[] {
    const codes = new Int32Array(MAX_MOVES);
    const n = generateLegal(this.position, codes, this.inCheck());
    const moves: Move[] = new Array(n);
    for (let i = 0; i < n; i++) moves[i] = moveObject(this.position, codes[i]!);
    return moves;
  }

  pieceAt(sq: Square): { readonly role: Role; readonly color: Color } | undefined {
    return PIECE_INFO[this.position.board[sq]!];
  }

  isCheck(): boolean {
    return this.inCheck();
  }

  fen(): string {
    return writeFen(this.position);
  }

  clone(): Board {
    const copy = new FastBoard(this.position.copy());
    copy.check = this.check;
    return copy;
  }
}
