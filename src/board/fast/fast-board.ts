/**
 * The fast engine behind the {@link Board} interface: a thin object around a {@link Position}
 * that caches whether the side to move is in check, holds the small scratch buffers the SAN rules
 * and the move generator write into (so the hot path allocates only its result), and gives the
 * SAN rules (../san-rules.ts) their primitive, the legal moves of one role to one square.
 */
import type { Result } from '../../core/result.js';
import {
  PROMOTION_ROLES,
  type CastleMoveText,
  type Color,
  type Move,
  type MoveFacts,
  type PieceMoveText,
  type Role,
  type Square,
} from '../../core/types.js';
import { NOT_PLAYED, type Board, type PlayedMove, type ResolveFailure } from '../board.js';
import { disambiguation, MAX_CANDIDATES, resolveCode, resolveMove, type MoveCandidates } from '../san-rules.js';
import { attackersOfRole } from './attacks.js';
import { inCheckAfterMove } from './check-after-move.js';
import { checkAfter } from './describe.js';
import { writeFen } from './fen.js';
import { sideToMoveInCheck } from './legality.js';
import { makeMove, makeNullMove } from './make-move.js';
import { moveCode, moveObject } from './move-object.js';
import { MAX_MOVES, generateLegal, hasLegalMove } from './movegen.js';
import { collectMovesTo, keepLegal, sortByOrigin } from './moves-to-square.js';
import { COLOR_NAME, EMPTY, PIECE_INFO, roleIndexOf, WHITE } from './pieces.js';
import type { Position } from './position.js';
import { FLAG_CASTLE, FLAG_EN_PASSANT, type MoveCode } from './move-code.js';
import { moveOrigins, originIn, type Origins } from '../origins.js';

const CHECK_UNKNOWN = -1;

/** ICCF's promotion digit by role index (PROMOTION_ROLES is in ICCF digit order: queen 1 … knight 4). */
const ICCF_PROMOTION_DIGIT: readonly number[] = (() => {
  const digits = [0, 0, 0, 0, 0, 0, 0, 0];
  PROMOTION_ROLES.forEach((role, k) => (digits[roleIndexOf(role)] = k + 1));
  return digits;
})();

/**
 * Buffers a board writes into within one call and reads back before it returns: a board and its
 * copies ({@link FastBoard.clone}) share them, since none of their calls runs inside another's,
 * so that copying a board for each variation allocates only the position (and, in a game from the start
 * position, its 64 start squares: board/origins.ts).
 */
class ScratchBuffers {
  /** Room for the SAN rules' candidate moves. */
  readonly candidates = new Int32Array(MAX_CANDIDATES);
  /** Move buffer for mate detection and {@link FastBoard.hasLegalMove}, allocated on first need. */
  replies: Int32Array | undefined = undefined;
  /** Move buffer for {@link FastBoard.legalMoves} (read back into move objects before it returns), allocated on first need. */
  moves: Int32Array | undefined = undefined;
}

export class FastBoard implements Board, MoveCandidates {
  /** 1 in check, 0 not, -1 not yet computed for this position. */
  private check = CHECK_UNKNOWN;
  /** Room for the SAN rules' candidate moves (the candidates of {@link buffers}). */
  private readonly scratch: Int32Array;
  /** The last move {@link resolve} returned on this position, and its code. */
  private resolvedMove: Move | undefined = undefined;
  private resolvedCode = -1 as MoveCode;

  constructor(
    private readonly position: Position,
    private readonly buffers: ScratchBuffers = new ScratchBuffers(),
    /** Where each piece started (a game from the standard start position only). */
    private readonly origins: Origins | undefined = undefined,
  ) {
    this.scratch = buffers.candidates;
  }

  /** The move buffer for replies, allocated on first need. */
  private replies(): Int32Array {
    return (this.buffers.replies ??= new Int32Array(MAX_MOVES));
  }

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
    const r = resolveMove(this, text, this.scratch);
    if (r.ok) {
      // Nearly every resolved move is played next: remember its code so play() need not work it out again.
      this.resolvedMove = r.value;
      this.resolvedCode = this.scratch[0]! as MoveCode; // resolveMove leaves the code there
    }
    return r;
  }

  describe(move: Move): MoveFacts {
    const { disambiguateFile, disambiguateRank } = disambiguation(this, move, this.scratch);
    return { disambiguateFile, disambiguateRank, check: checkAfter(this.position, move, this.replies()) };
  }

  /**
   * Plays a move from {@link resolve} or {@link legalMoves}. Only checks that the origin holds a
   * piece of the side to move with the move's role; legality is the caller's promise.
   */
  play(move: Move): void {
    const code = move === this.resolvedMove ? this.resolvedCode : moveCode(this.position, move);
    this.resolvedMove = undefined;
    if (code === -1) throw new Error(`play: no ${this.turn} ${move.role} on square ${move.from}`);
    this.moveOrigins(code);
    makeMove(this.position, code);
    this.check = inCheckAfterMove(this.position, code) ? 1 : 0;
  }

  playText(text: PieceMoveText | CastleMoveText): PlayedMove {
    const code = resolveCode(this, text, this.scratch);
    if (code === -1) return NOT_PLAYED;
    const to = (code >> 6) & 63;
    const captures = this.position.board[to] !== EMPTY || (code & FLAG_EN_PASSANT) !== 0;
    this.resolvedMove = undefined;
    this.moveOrigins(code);
    makeMove(this.position, code);
    this.check = inCheckAfterMove(this.position, code) ? 1 : 0;
    return ((code & 0xfff) | (ICCF_PROMOTION_DIGIT[(code >> 12) & 7]! << 12) | (captures ? 1 << 15 : 0)) as PlayedMove;
  }

  /** Moves the start squares with a move about to be played. */
  private moveOrigins(code: number): void {
    if (this.origins === undefined) return;
    const from = code & 63;
    const to = (code >> 6) & 63;
    const enPassant = (code & FLAG_EN_PASSANT) !== 0 ? (this.position.turn === WHITE ? to - 8 : to + 8) : undefined;
    moveOrigins(this.origins, from, to, (code & FLAG_CASTLE) !== 0, enPassant);
  }

  originOf(sq: Square): Square | undefined {
    return originIn(this.origins, sq);
  }

  // The SAN rules' primitive (MoveCandidates).

  candidates(role: Role, to: Square, fromFile: number, fromRank: number, withCastling: boolean, out: Int32Array): number {
    const pos = this.position;
    const n = keepLegal(pos, out, collectMovesTo(pos, roleIndexOf(role), to, fromFile, fromRank, withCastling, out), this.inCheck());
    if (n > 1) sortByOrigin(out, n);
    return n;
  }

  attackers(role: Role, to: Square): readonly Square[] {
    return attackersOfRole(this.position.board, to, this.position.turn, roleIndexOf(role));
  }

  count(role: Role): number {
    return this.position.pieceCount[roleIndexOf(role) | (this.position.turn << 3)]!;
  }

  moveOf(code: MoveCode): Move {
    return moveObject(this.position, code);
  }

  playNull(): void {
    this.resolvedMove = undefined;
    makeNullMove(this.position);
    this.check = CHECK_UNKNOWN;
  }

  legalMoves(): Move[] {
    // (a search that lists the moves of many positions would otherwise allocate a buffer for each)
    const codes = (this.buffers.moves ??= new Int32Array(MAX_MOVES));
    const n = generateLegal(this.position, codes, this.inCheck());
    const moves: Move[] = new Array(n);
    for (let i = 0; i < n; i++) moves[i] = moveObject(this.position, codes[i]! as MoveCode);
    return moves;
  }

  hasLegalMove(): boolean {
    return hasLegalMove(this.position, this.replies(), this.inCheck());
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
    const copy = new FastBoard(this.position.copy(), this.buffers, this.origins?.slice());
    copy.check = this.check;
    return copy;
  }
}
