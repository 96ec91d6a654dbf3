/**
 * The mutable state of a fast board: a 64-square mailbox of piece codes plus the FEN state
 * (side to move, castling rights, en passant square, move counters) and both king squares.
 */
import { KING } from './pieces.js';

export class Position {
  /** Piece code per square (see pieces.ts), a1 = 0. */
  readonly board: Uint8Array;
  /** Square of each colour's king, indexed by colour index. */
  readonly kingSquare: Int8Array;
  /** How many pieces of each piece code stand on the board. */
  readonly pieceCount: Uint8Array;
  /** Colour index of the side to move. */
  turn: number;
  /** Castling rights bits (geometry.ts: 1 K, 2 Q, 4 k, 8 q). */
  castling: number;
  /**
   * The square a pawn skipped with a double step on the last move, or -1. Set only when an enemy
   * pawn stood beside the pawn that moved (as chess.js does); whether the capture is legal is
   * decided when moves are generated or the FEN is written.
   */
  epSquare: number;
  /** Plies since the last capture or pawn move. */
  halfmove: number;
  /** Full-move number as in FEN (starts at 1, increments after black's move). */
  fullmove: number;

  constructor(
    board: Uint8Array,
    turn: number,
    castling: number,
    epSquare: number,
    halfmove: number,
    fullmove: number,
    kingSquare?: Int8Array,
    pieceCount?: Uint8Array,
  ) {
    this.board = board;
    this.turn = turn;
    this.castling = castling;
    this.epSquare = epSquare;
    this.halfmove = halfmove;
    this.fullmove = fullmove;
    if (kingSquare !== undefined && pieceCount !== undefined) {
      this.kingSquare = kingSquare;
      this.pieceCount = pieceCount;
      return;
    }
    this.kingSquare = new Int8Array([-1, -1]);
    this.pieceCount = new Uint8Array(16);
    for (let sq = 0; sq < 64; sq++) {
      const piece = board[sq]!;
      this.pieceCount[piece]!++;
      if ((piece & 7) === KING) this.kingSquare[piece >> 3] = sq;
    }
    this.pieceCount[0] = 0;
  }

  /** An independent copy. */
  copy(): Position {
    return new Position(
      this.board.slice(),
      this.turn,
      this.castling,
      this.epSquare,
      this.halfmove,
      this.fullmove,
      this.kingSquare.slice(),
      this.pieceCount.slice(),
    );
  }
}
