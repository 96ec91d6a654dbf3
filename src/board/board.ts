/**
 * The board as the rest of chess-lingua sees it. Grammars and emitters never touch a board
 * implementation directly, so the implementation can change without touching them.
 */
import type { Result } from '../core/result.js';
import type { CastleMoveText, Color, Move, MoveFacts, PieceMoveText, Role, Square } from '../core/types.js';

/** Why a parsed move could not be resolved to exactly one legal move. */
export type ResolveFailure =
  | {
      /** No piece of the named kind (or none on the named origin) can make this move. */
      readonly kind: 'no-move';
      /** The role that was looked for (the piece on the origin square when only squares were named). */
      readonly role: Role | undefined;
      /** What went wrong, for a message a person understands. */
      readonly reason: NoMoveReason;
      /** Pieces that could make the move but for a pin or a check, if any. */
      readonly blocked: readonly Move[];
    }
  | {
      /** More than one legal move fits the text. */
      readonly kind: 'ambiguous';
      readonly candidates: readonly Move[];
    }
  | {
      /** The pawn reaches the last rank but no promotion piece is given, or one is given where no pawn promotes. */
      readonly kind: 'promotion';
      readonly reason: 'missing' | 'not-a-promotion' | 'bad-piece';
      readonly move: Move | undefined;
    };

export type NoMoveReason =
  /** Nothing of that kind stands where it could reach the target. */
  | 'no-piece'
  /** A piece could reach the target but the move would leave the own king in check. */
  | 'king-in-check'
  /** The target square holds a piece of the side to move. */
  | 'own-piece'
  /** The origin square is empty. */
  | 'empty-origin'
  /** The origin square holds a piece of the side not to move. */
  | 'wrong-color'
  /** Castling is not possible (rights lost, pieces between, king attacked). */
  | 'castling';

/** A position plus the operations the translator needs. Implementations mutate in `play`. */
export interface Board {
  readonly turn: Color;
  /** The full-move number of the side to move, as in FEN. */
  readonly fullmoveNumber: number;
  /** Finds the one legal move that the text describes. */
  resolve(text: PieceMoveText | CastleMoveText): Result<Move, ResolveFailure>;
  /** Facts a SAN writer needs; call before {@link Board.play}. */
  describe(move: Move): MoveFacts;
  /** Plays a move returned by {@link Board.resolve} or {@link Board.legalMoves} on this position. */
  play(move: Move): void;
  /**
   * Optional, for readers of long texts: {@link Board.resolve} and {@link Board.play} in one step,
   * without making any object. Plays the one legal move `text` describes and returns it as a
   * {@link PlayedMove} number, or returns {@link NOT_PLAYED} (-1; the board unchanged) when resolve() would give no move.
   */
  playText?(text: PieceMoveText | CastleMoveText): PlayedMove;
  /** Passes the move to the other side (a PGN null move `--`). */
  playNull(): void;
  legalMoves(): Move[];
  /**
   * Optional, for engines that can stop at the first legal move: whether the side to move has
   * any. Callers go through {@link hasAnyLegalMove}, which falls back to {@link Board.legalMoves}.
   */
  hasLegalMove?(): boolean;
  /** The piece on a square, if any. */
  pieceAt(sq: Square): { readonly role: Role; readonly color: Color } | undefined;
  /**
   * Optional: the square the piece on `sq` stood on at the start of the game (descriptive notation's `K. R.`
   * is the rook that started on the king's side). Known for a game from the standard start position; undefined
   * for an empty square, a board set up from another FEN, or an engine that does not keep it.
   */
  originOf?(sq: Square): Square | undefined;
  isCheck(): boolean;
  fen(): string;
  clone(): Board;
}

/**
 * A move played by {@link Board.playText}, as one number: origin square in bits 0-5, target square
 * in bits 6-11 (a1 = 0), promotion in bits 12-14 as ICCF numbers it (0 none, 1 queen, 2 rook,
 * 3 bishop, 4 knight), bit 15 set when the move captures; {@link NOT_PLAYED} (-1) for no move.
 * Branded, so that the engine's own move codes (fast/move-code.ts: role bits 12-14, en passant
 * bit 15) cannot be passed for it nor it for them; the brand costs nothing at run time.
 */
/** Whether the side to move has a legal move (none: checkmate or stalemate), by the engine's quick test where it has one. */
export function hasAnyLegalMove(board: Board): boolean {
  return board.hasLegalMove !== undefined ? board.hasLegalMove() : board.legalMoves().length > 0;
}

export type PlayedMove = number & { readonly [playedMoveBrand]: 'PlayedMove' };
declare const playedMoveBrand: unique symbol;

/** What {@link Board.playText} returns when no move was played. */
export const NOT_PLAYED = -1 as PlayedMove;

export const playedFrom = (m: PlayedMove): Square => m & 63;
export const playedTo = (m: PlayedMove): Square => (m >> 6) & 63;
/** The ICCF promotion digit (0 for none). */
export const playedPromotion = (m: PlayedMove): number => (m >> 12) & 7;
export const playedCapture = (m: PlayedMove): boolean => (m & (1 << 15)) !== 0;

export type FenError = { readonly kind: 'fen'; readonly fen: string; readonly reason: string };

/** Makes boards; one implementation per board engine. */
export interface BoardEngine {
  readonly name: string;
  /** The standard start position when `fen` is undefined. */
  fromFen(fen?: string): Result<Board, FenError>;
}

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
