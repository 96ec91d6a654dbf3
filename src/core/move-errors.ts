/**
 * Errors about one move. Each carries where it happened (ply, move number, token, line, column)
 * and a reason a person understands, e.g. `no knight (S) can move to f3`.
 */
import { ChessLinguaError } from './errors.js';
import type { Color, Role } from './types.js';

export type MoveErrorKind = 'syntax' | 'illegal' | 'ambiguous' | 'promotion';

/** Where a move stands in its input. */
export interface MovePosition {
  /** Half-move number in the game, from 1 (White's first move), counted from the FEN's move number. */
  readonly ply: number;
  /** Full-move number as in the game score (`12` for both `12. …` and `12... …`). */
  readonly moveNumber: number;
  /** The side that was to move. */
  readonly color: Color;
  /** The move text as written. */
  readonly token: string;
  /** 1-based line of the token in the input. */
  readonly line: number;
  /** 1-based column of the token in the input line. */
  readonly column: number;
}

/** Where a move stands in its game, as {@link MovePosition} counts it. */
export type MovePlace = Pick<MovePosition, 'ply' | 'moveNumber' | 'color'>;

/** Half-move `ply` (1: White's first) as a move number and side. */
export function placeOfPly(ply: number): MovePlace {
  return { ply, moveNumber: Math.ceil(ply / 2), color: ply % 2 === 1 ? 'white' : 'black' };
}

const CODES: Record<MoveErrorKind, string> = {
  syntax: 'ERR_MOVE_SYNTAX',
  illegal: 'ERR_MOVE_ILLEGAL',
  ambiguous: 'ERR_MOVE_AMBIGUOUS',
  promotion: 'ERR_MOVE_PROMOTION',
};

/** Base class of the move errors; `kind` tells which one. */
export class MoveError extends ChessLinguaError {
  readonly kind: MoveErrorKind;
  readonly position: MovePosition;
  /** The reason alone, without the position (the message has both). */
  readonly reason: string;
  constructor(kind: MoveErrorKind, position: MovePosition, reason: string) {
    const where = `${position.moveNumber}${position.color === 'white' ? '.' : '...'} ${position.token}`;
    super(CODES[kind], `move ${where} (ply ${position.ply}, column ${position.column}): ${reason}`);
    this.kind = kind;
    this.position = position;
    this.reason = reason;
  }
}

/** The text is not a move in the given notation. */
export class MoveSyntaxError extends MoveError {
  constructor(position: MovePosition, reason: string) {
    super('syntax', position, reason);
  }
}

/** The move is well formed but no legal move fits it. */
export class IllegalMoveError extends MoveError {
  constructor(position: MovePosition, reason: string) {
    super('illegal', position, reason);
  }
}

/** More than one legal move fits the text. */
export class AmbiguousMoveError extends MoveError {
  /** The candidate moves, written in the input notation (e.g. `Sd2-f3`). */
  readonly candidates: readonly string[];
  constructor(position: MovePosition, reason: string, candidates: readonly string[]) {
    super('ambiguous', position, reason);
    this.candidates = candidates;
  }
}

/** A promotion piece is missing, not allowed, or given where no pawn promotes. */
export class PromotionError extends MoveError {
  constructor(position: MovePosition, reason: string) {
    super('promotion', position, reason);
  }
}

/**
 * Stable codes of the warnings a lenient reading gives. Each says what was assumed about one move
 * that is not written in standard notation; with a strict reading each is an error instead.
 */
export const MOVE_WARNING_CODES = {
  /** A capture written `:` or `×` instead of `x` (`S:e5`). */
  W_CAPTURE_SYMBOL: 'capture written with another sign than x',
  /** The captured piece named after the capture mark, as older long algebraic writes it (`Lb5xSc6`, `Dd8:Tb6`); a piece other than the one on the target is named in the warning. */
  W_CAPTURED_PIECE: 'captured piece named',
  /** The move captures, but no capture mark is written (`Se5`, `ed5`, `Sf3e5`). */
  W_CAPTURE_MISSING: 'capture not marked',
  /** A capture mark is written, but the move captures nothing. */
  W_CAPTURE_WRONG: 'capture mark on a move that captures nothing',
  /** Castling written with zeros or small o's (`0-0`, `o-o`). */
  W_CASTLE_FORM: 'castling not written O-O / O-O-O',
  /** An en dash or em dash as a separator (`e2–e4`, `0–0`). */
  W_DASH: 'dash other than "-" as a separator',
  /** Promotion without `=` (`e8D`, `e8(D)`, `e8/D`). */
  W_PROMOTION_FORM: 'promotion written without "="',
  /** Check or mate written `++`, `†`, `‡` or `X`. */
  W_CHECK_SYMBOL: 'check or mate written with another sign than + or #',
  /** The move gives check or mate, but no mark is written. */
  W_CHECK_MISSING: 'check or mate not marked',
  /** The mark is wrong: check where there is none, mate where there is only check, check where it is mate. */
  W_CHECK_WRONG: 'check or mate marked wrongly',
  /** `e.p.` or `ep` written after an en passant capture. */
  W_EN_PASSANT_MARK: 'e.p. written',
  /** `e.p.` or `ep` written after a move that is not an en passant capture. */
  W_EN_PASSANT_WRONG: 'e.p. written after a move that is not en passant',
  /** The origin is written where standard SAN does not need it, or by rank where the file suffices (`Sgf3`, `2e4`). */
  W_DISAMBIGUATION_EXTRA: 'origin written more fully than needed',
  /** Several pieces could make the move; the check mark tells which one (`Sd2+`). */
  W_DISAMBIGUATION_MISSING: 'origin missing; the check mark tells which piece',
  /** The pawn's letter written (`Be4` in German, `Pe4` in English). */
  W_PAWN_LETTER: 'pawn letter written',
  /** A pawn capture written by its files only (`ef`, `e:f`). */
  W_FILE_CAPTURE: 'pawn capture written by files only',
  /** A capture written as a hyphen between spaces after the piece letter or the pawn's file (`C - d4`, `c - d4`), as Spanish newspaper columns print it. */
  W_DASH_CAPTURE: 'capture written as a hyphen between spaces',
  /** A hyphen between the origin file and the target square (`Cb-d7`, `Te-e1`). */
  W_FILE_DASH: 'hyphen between the origin file and the square',
  /** The check or mate mark after the move's glyph (`Bh4?!+`): read as the check mark, written first. */
  W_MARK_ORDER: 'check mark written after the glyph',
  /** A move glyph of three or more marks (`Be2???`, `Qd1!!!`): PGN has none, so it is read as `??` ($4) or `!!` ($3). */
  W_GLYPH_STRESSED: 'glyph of three or more marks read as its first two (?? or !! for one mark)',
  /** A piece letter written in lower case (`sf3` in German). */
  W_LOWERCASE_PIECE: 'piece letter in lower case',
  /** A pawn's file written in upper case (`E4`, `Exd5` in English, where E is no piece letter). */
  W_UPPERCASE_FILE: "pawn's file in upper case",
  /** A Cyrillic or Greek letter that looks like the letter meant (`е4` with Cyrillic е), or the reverse. */
  W_LOOKALIKE: 'look-alike letter from another alphabet',
  /** White's and Black's move of a pair printed the other way round by right-to-left rendering (`1.e5 e4` for `1.e4 e5`), read swapped. */
  W_PAIR_SWAPPED: "a pair's two moves read swapped (right-to-left text)",
  /** A piece letter written without its diacritic (`S` for Azerbaijani `Ş`). */
  W_DIACRITIC: 'piece letter without its diacritic',
  /** A figurine (♘) in a language that writes letters. */
  W_FIGURINE: 'figurine in a language that writes letters',
  /** A character of a ChessBase figurine font left as Latin-1 when the font was lost (`¤f3` for ♘f3; src/notation/font-figurines.ts): one note per game. */
  W_FIGURINE_FONT: "a figurine font's character read as its piece",
  /** Files written in the letters of the language's own alphabet (Greek `ε4` for `e4`, see `alsoReadFiles` in locales/README.md). */
  W_FILE_LETTERS: "files written in the language's own letters",
  /** Spaces inside a move: around the separator of a long move (`e2 - e4`, `d4 x e5`), castling's dashes (`0 – 0`), a pawn's file and rank (`1. e 4`). */
  W_SPACING: 'spaces inside the move',
  /** A full stop or comma after the move (`Db6.`, `e4,`). */
  W_PUNCTUATION: 'full stop or comma after the move',
  /** The move is glued to the next move or move number without a space (`1.e4e52.Sf3`). */
  W_NO_SPACE: 'no space after the move',
  /** ICCF numeric written with a separator between the squares (`52-54`). */
  W_ICCF_SEPARATOR: 'ICCF numeric with a separator',
  /** ICCF numeric promotion in the non-standard four-digit form (`6762` for `67682`). */
  W_ICCF_SHORT_PROMOTION: 'four-digit ICCF promotion',
  /** A move in descriptive notation (English `P-K4`, `N-KB3`, `PxP`; Spanish `P4R`, `C3AR`); a game written so gets one W_STYLE note instead. */
  W_DESCRIPTIVE: 'descriptive notation (English, Spanish, Portuguese, French)',
  /** The game is written in one numbering or separator style other than PGN's (`1) e4 e5`, `1 e4 e5`, `e4, e5;`): one note per game. */
  W_STYLE: 'numbering or separator style other than PGN',
  /** A move number that does not fit the moves before it (`1 e4 e5 3 Nf3`, `4. d3 5. Sd5`): a move may be missing. */
  W_MOVE_NUMBER: 'move number that does not fit the game',
  /**
   * A move of the game told only in words between numbered moves (`… 4. Lf1-b5 … indem er den Läufer von f8 nach b4
   * zieht. … 5. d2-d3`): the one half-move missing before the next number, where exactly one clause naming a piece reads
   * as a legal move there and the numbered moves play after it; read as the game's move, the words kept as they stand.
   */
  W_MOVE_IN_WORDS: "a move told in words read as the game's move",
  /** A move in prose that no board could check: rewritten by its letters only. */
  W_PROSE_UNCHECKED: 'move in prose rewritten without a board',
  /**
   * A game (or a sequence of moves in text) written in another language's letters than the one named
   * (`--from fr` on `1. e4 e5 2. Nf3`, `--from en` on Polish `2. Sf3 Sc6 3. Gc4`), which the named language
   * does not read: read in the language that reads every move as written, one note per game (per
   * language in a text) naming the language used.
   */
  W_OTHER_LANGUAGE: 'moves read in another language, not in the language named',
  /** A language named without its script (`--from sr`) on a game written in another of its scripts than the code's default (Latin `2.Sc3`): read in that script's locale (sr-Latn), one note per game. */
  W_SCRIPT: 'moves read in the script they are written in',
  /** `--repair`: a box read as another move than written, left out, or a move put in (issue 12). */
  W_REPAIR: 'move repaired',
  /** Two readings of (nearly) equal cost give different legal games: both are named, none chosen silently. */
  W_READING_AMBIGUOUS: 'two readings give different games',
  /** `reconcile`: the two sheets of a game disagree about a box. */
  W_SHEETS_DISAGREE: 'the two sheets disagree',
  /** A comment (`;` or `{}`) whose text reads as legal moves from where it stands: were they played? */
  W_MOVES_IN_COMMENT: 'a comment that reads as legal moves',
  /** Text among the moves that does not read as moves (a title, a sentence, words in a line of moves) kept as a comment: one note per game. */
  W_TEXT_AS_COMMENT: 'text among the moves kept as a comment',
  /** A null move (`--`) in the main line: kept, but PGN has no null move (pgn-extract reads it with --allownullmoves). */
  W_NULL_MOVE: 'null move in the main line',
  /** The Result tag and the movetext's result disagree, one is not a result, or the rules decide the last position (mate, stalemate, no mate possible): both written as one. */
  W_RESULT: 'result written to agree with the game',
  /** A tag name with characters PGN export does not allow in names (`Odd-Name`): written with `_` for them. */
  W_TAG_NAME: 'tag name written with _',
  /** A comment holding `}` (nested braces): its own braces written as parentheses, so that it stays one comment. */
  W_COMMENT_BRACES: "comment's own braces written as parentheses",
  /** A FEN tag written with single spaces and plain dashes (`w – –  0 1` → `w - - 0 1`), or one put in for a SetUp tag that had none. */
  W_FEN: 'FEN tag written as PGN wants it',
  /** A variation that holds no move, only comments (`({better is a knight move})`): written as its comments, without the brackets. */
  W_EMPTY_VARIATION: 'variation without a move written as its comments',
  /**
   * A bracket in prose or a document that opens or closes no variation (`3.Lb5 :) a6`, a list's `1)`, the end of an aside
   * opened before the moves), right before moves without a number: read past, the moves after it go on with the line before it.
   */
  W_UNMATCHED_BRACKET: 'bracket that opens or closes no variation, read past',
  /**
   * PGN quoted in an article in fragments (a board viewer's game copied from a web page): a game from a FEN tag of the
   * position the game before it reached, the article's words between them, read as that game going on (one note per join).
   */
  W_FRAGMENTS_JOINED: 'fragments of one game joined at the FEN of the position reached',
  /** A NAG that follows no move in its line (first in a variation, or right after one): written as a comment. */
  W_NAG_AS_COMMENT: 'NAG with no move before it written as a comment',
} as const;

export type MoveWarningCode = keyof typeof MOVE_WARNING_CODES;

/**
 * What a warning on a move's written form found, in fields, where one code covers several forms: a tool that groups a
 * game's moves by their form (the game's `W_STYLE` note) reads these, never the message.
 */
export type WrittenForm =
  /** A sign in or after the move: the punctuation after it (`,` `.`: W_PUNCTUATION), the separator (`–`, `->`: W_DASH). */
  | { readonly kind: 'sign'; readonly written: string }
  /**
   * A character read as a piece letter or a letter of the move's alphabet: a letter of another alphabet that looks alike
   * (Cyrillic `е` as Latin `e`: W_LOOKALIKE), a figurine (`♘` as `S`, the pawn's `♙` as nothing: W_FIGURINE), a
   * figurine font's character (`¤` as the knight's `S`: W_FIGURINE_FONT).
   */
  | { readonly kind: 'letter'; readonly written: string; readonly readAs: string; readonly role?: Role }
  /** A character damaged in print or a scan, read as the one meant (`l` as the rank 1 in `Sgl-f3`, `Ю.` as 10.): a slip, not a style. */
  | { readonly kind: 'damage'; readonly written: string; readonly readAs: string }
  /** A word left out between a figurine and the square (Persian `♘ به f3`: W_FIGURINE). */
  | { readonly kind: 'word'; readonly written: string }
  /** A move in a language's descriptive notation (`P-K4`, Spanish `P4R`: W_DESCRIPTIVE), by the language's name in English. */
  | { readonly kind: 'notation'; readonly language: string };

/**
 * What a lenient reading assumed about one move, so that a person can review it:
 * `{ code: 'W_CAPTURE_MISSING', message: 'no capture mark, but the move captures a pawn on e5; read as Sf3xe5 (standard: Sxe5)', position }`.
 * `message` is the reason alone; {@link formatMoveWarning} adds the position.
 */
export interface MoveWarning {
  readonly code: MoveWarningCode;
  readonly message: string;
  readonly position: MovePosition;
  /** For repairs (`W_REPAIR`, `W_SHEETS_DISAGREE`): the text written, the reading chosen, the next best candidates. */
  readonly repair?: RepairDetail | undefined;
  /** The form found, in fields, where the code covers several ({@link WrittenForm}). */
  readonly form?: WrittenForm | undefined;
}

/** What a repair read, for reports (`--report-json`). */
export interface RepairDetail {
  /** The text written in the box ('' for a move put in). */
  readonly written: string;
  /** The move chosen, in the input notation ('' for a box left out). */
  readonly reading: string;
  /** The next best readings of the box, cheapest first. */
  readonly candidates: ReadonlyArray<{ readonly text: string; readonly iccf: string; readonly cost: number }>;
}

/** `move 12... sf3 (ply 23, column 5): <message> [W_CODE]`, in the style of {@link MoveError} messages. */
export function formatMoveWarning(warning: MoveWarning): string {
  const p = warning.position;
  const where = `${p.moveNumber}${p.color === 'white' ? '.' : '...'} ${p.token}`;
  return `move ${where} (ply ${p.ply}, column ${p.column}): ${warning.message} [${warning.code}]`;
}
