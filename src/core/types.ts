/**
 * Plain data types shared by every stage of the pipeline:
 * text → grammar → {@link ParsedMove} → board → {@link Move} → emitter.
 */

export const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;
/** A kind of piece, independent of language. */
export type Role = (typeof ROLES)[number];

/** Roles a pawn may promote to, in ICCF digit order (1 queen, 2 rook, 3 bishop, 4 knight). */
export const PROMOTION_ROLES = ['queen', 'rook', 'bishop', 'knight'] as const;
export type PromotionRole = (typeof PROMOTION_ROLES)[number];

export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];

export const FILE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export const RANK_NAMES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type FileName = (typeof FILE_NAMES)[number];
export type RankName = (typeof RANK_NAMES)[number];
export type SquareName = `${FileName}${RankName}`;

/** A square as a number 0..63: a1 = 0, b1 = 1, …, h8 = 63 (file = sq & 7, rank = sq >> 3). */
export type Square = number;

export type CastleSide = 'king' | 'queen';
export type CheckMark = 'check' | 'mate';

/**
 * The one normalized move form that every grammar produces, whatever the language or notation.
 * It says what the text says and nothing more; the board resolves it into a {@link Move}.
 */
export type ParsedMove = PieceMoveText | CastleMoveText | NullMoveText;

export interface MoveTextCommon {
  /** Check or mate as marked in the text (not verified against the board). */
  readonly check?: CheckMark | undefined;
  /** Move glyph such as `!`, `?`, `!?` written after the move. */
  readonly glyph?: string | undefined;
  /**
   * How the move was written where that is not plain standard SAN: a bit set of the
   * {@link MOVE_FORM} flags (`0-0`, `:` captures, `e8D`, `ef` …); `undefined` for plain SAN.
   * The translator turns the lenient ones into warnings.
   */
  readonly form?: number | undefined;
}

/**
 * Bits of {@link MoveTextCommon.form}. Most mark a lenient way of writing a move, which the
 * translator reports as a warning (and rejects when reading strictly); `long` and `coordinates`
 * mark the standard long and coordinate forms, which change what the translator checks.
 */
export const MOVE_FORM = {
  /** A capture written `:` or `×` instead of `x`. */
  captureSymbol: 1 << 0,
  /** Castling written with zeros or small o's (`0-0`, `o-o`). */
  castleForm: 1 << 1,
  /** Promotion without `=` (`e8D`, `e8(D)`, `e8/D`). */
  promotionForm: 1 << 2,
  /** Check or mate written other than `+` / `#` (`++`, `†`, `‡`, `X`). */
  checkSymbol: 1 << 3,
  /** An en dash or em dash (`–`, `—`) as a separator (`e2–e4`, `0–0`). */
  dash: 1 << 4,
  /** `e.p.` or `ep` written after the move. */
  enPassantMark: 1 << 5,
  /** Squares only, without a separator (`e2e4`, UCI): no check mark is expected. */
  coordinates: 1 << 6,
  /** Long algebraic: the whole origin square and `-` or a capture mark (`Sg1-f3`, `e2-e4`), or a piece letter and both squares without one (`Sg1f3`). */
  long: 1 << 7,
  /** The pawn's letter written (`Be4` in German, `Pe4`). */
  pawnLetter: 1 << 8,
  /** A pawn capture written by its files only (`ef`, `e:f`): only the file of `to` is known (its rank is 0). */
  fileCapture: 1 << 9,
  /** A pawn move with its origin rank (`2e4`). */
  pawnRank: 1 << 10,
  /** Read from movetext without a space before the next move or move number (`1.e4e52.Sf3`). */
  glued: 1 << 11,
  /** ICCF numeric with a separator between the squares (`52-54`, `52–54`, `52x54`). */
  numericSeparator: 1 << 12,
  /** A mark that may mean check or mate (`++`, `‡`): either is accepted. */
  checkOrMate: 1 << 13,
  /** A full stop or comma after the move (`Db6.`, `e4,`). */
  punctuation: 1 << 14,
  /** Spaces around the separator of a long move (`e2 - e4`, `d4 x e5`). */
  spaced: 1 << 15,
  /** The captured piece named after the capture mark (`Lb5xSc6`, `Dd8:Tb6`); {@link PieceMoveText.captured} says which. */
  capturedPiece: 1 << 16,
  /** A capture written as a hyphen between spaces after the piece letter or the pawn's file (`C - d4`, `c - d4`: Spanish newspaper columns). */
  dashCapture: 1 << 17,
  /** A hyphen between the origin file and the target square (`Cb-d7`, `Te-e1`). */
  fileDash: 1 << 18,
  /** The check or mate mark after the move's glyph (`Bh4?!+`, `Dxf7!#`). */
  markOrder: 1 << 19,
  /** A move glyph stressed with three or more marks (`Be2???`, `Qd1!!!`), read as the strongest PGN has (`??`, `!!`). */
  glyphStressed: 1 << 20,
  /**
   * The capture mark written after the move (`Fd5:`, `bc:`, as old Hungarian and Soviet print did), with
   * {@link MOVE_FORM.captureSymbol}; on a move that captures nothing the colon is read as punctuation
   * (`2...Sf6: Russisch`, a label after the move).
   */
  captureAfter: 1 << 21,
} as const;

export interface PieceMoveText extends MoveTextCommon {
  readonly kind: 'piece';
  /** The moving piece as written; `undefined` when the notation names squares only (ICCF, UCI, `e2-e4`). */
  readonly role: Role | undefined;
  /** Origin file 0..7 when written (disambiguation or long notation). */
  readonly fromFile: number | undefined;
  /** Origin rank 0..7 when written. */
  readonly fromRank: number | undefined;
  readonly to: Square;
  /** A capture mark (`x`, `:`, `×`) was written. */
  readonly capture: boolean;
  readonly promotion: Role | undefined;
  /** The captured piece, when the text names it (`Lb5xSc6`: a knight); absent otherwise. */
  readonly captured?: Role | undefined;
}

export interface CastleMoveText extends MoveTextCommon {
  readonly kind: 'castle';
  readonly side: CastleSide;
}

export interface NullMoveText extends MoveTextCommon {
  readonly kind: 'null';
}

/** A legal move, resolved on a board. Castling is stored as the king's move (e1→g1), as ICCF writes it. */
export interface Move {
  readonly from: Square;
  readonly to: Square;
  readonly role: Role;
  readonly color: Color;
  readonly promotion: PromotionRole | undefined;
  /** The captured piece, if any (a pawn for en passant). */
  readonly captured: Role | undefined;
  readonly castle: CastleSide | undefined;
  readonly enPassant: boolean;
}

/**
 * What a SAN writer needs to know about a move besides the move itself, in any language:
 * how much of the origin square must be written, and whether the move gives check or mate.
 */
export interface MoveFacts {
  readonly disambiguateFile: boolean;
  readonly disambiguateRank: boolean;
  readonly check: CheckMark | undefined;
}
