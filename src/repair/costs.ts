/**
 * The one table of reading costs (issue 12). Every reading of a written move has a cost: standard
 * notation 0, each lenient form the translator accepts with a `W_…` warning a small cost, each
 * repair of a writing error a larger one. The repair search (search.ts) looks for the legal game
 * of lowest total cost, so these numbers decide which reading wins:
 *
 * - a lenient form (0.1–0.5) is always cheaper than a repair (≥ 0.6);
 * - a repair that explains a common slip of the pen (look-alike character, dropped
 *   disambiguation, a capture written by piece) is cheaper than one that explains a rarer one
 *   (a neighbour square, a foreign letter), which is cheaper than an arbitrary character change;
 * - leaving a box out or inventing a move costs more than any one-character repair, so the search
 *   does so only where no reading of the box fits the game;
 * - two readings whose totals differ by less than {@link NEAR_COST} are a tie, reported as such.
 */
import type { MoveWarningCode } from '../core/move-errors.js';
import type { Role } from '../core/types.js';

/** Repair classes: what a repair assumed about the writer's slip. */
export type RepairClass =
  | 'lenient'
  | 'lookalike'
  | 'neighbour-square'
  | 'foreign-letter'
  | 'disambiguation'
  | 'capture-mark'
  | 'capture-by-piece'
  | 'capture-cut-short'
  | 'promotion-missing'
  | 'transposed'
  | 'extra-character'
  | 'missing-character'
  | 'other-character'
  | 'move-missing'
  | 'move-doubled'
  | 'box-dropped'
  | 'box-replaced'
  | 'moves-swapped'
  | 'sheet-missing'
  | 'sheet-overruled';

export const COST = {
  /** Standard notation. */
  standard: 0,
  /** A check or mate mark missing, or of the wrong kind (`+` for mate, `#` for check) (`W_CHECK_*`). */
  checkMark: 0.1,
  /**
   * A check or mate mark written on a move that gives no check (`W_CHECK_WRONG` there): as telling
   * as a capture mark where nothing is taken ({@link COST.captureMark}). A mark left out is an
   * omission many players make on every move (0.1); a mark written is what the player saw on the
   * board, so a reading that makes it false is rarely the move meant (`Da5+ De3 De5+ c3`, Black's
   * `Da5+` read as Dd5 to let White's `De3` stand: both marks false, against two moves swapped).
   */
  checkMarkFalse: 0.5,
  /** A separator written or left out (`Sg1f3` for `Sg1-f3`). */
  separator: 0.1,
  /** A castling `O` written `0` or `o`. */
  castleForm: 0.1,
  /** A capture mark missing or written where nothing is captured (`W_CAPTURE_*`). */
  captureMark: 0.5,
  /** The origin written where it is not needed (`W_DISAMBIGUATION_EXTRA`). */
  disambiguationExtra: 0.3,
  /** Long algebraic (`Lf1-d3`) where SAN is expected: standard, but not what the sheet's other boxes use. */
  longForm: 0.1,
  /** A needed origin left out (`Ra8` for `Rca8`): two pieces could go there, the game tells which. */
  disambiguationDropped: 0.8,
  /** A capture written by the pieces (`BxN`, `QxQ`, `PxP`, `gxR`). */
  captureByPiece: 0.8,
  /**
   * A capture written with the letter of the piece taken in place of the one that takes (`Bxb7`
   * for Qxb7 where a bishop stands on b7 and no bishop of the side to move can go there): the
   * player wrote what was taken. A little dearer than a capture written by both pieces.
   */
  capturedLetter: 1.0,
  /** A pawn capture cut short (`dxc`, `exf`, `de`). */
  captureCutShort: 0.6,
  /** The promotion piece left out (`e8` for `e8=Q`). */
  promotionMissing: 0.8,
  /** A castling move written as the king's move (`Kg1` for `O-O`). */
  castleAsKingMove: 0.5,
  /** A piece letter written in lower case (`bxc4` where only a bishop can take, as `W_LOWERCASE_PIECE`). */
  lowerCase: 0.3,
  /** One character read as a look-alike (handwriting, OCR, another script): see {@link LOOKALIKE_PAIRS}. */
  lookalike: 1.0,
  /** Two neighbouring characters written in the wrong order (`Rdf1` for `Rfd1`). */
  transposed: 1.0,
  /** A foreign piece letter (`R` for the king as in French or Spanish; `N`/`S`/`C`/`P` for the knight). */
  foreignLetter: 1.0,
  /** A square's file or rank one off (`Bd4` for `Bd3`): the neighbour square. */
  neighbourSquare: 1.5,
  /**
   * The square diagonally next to the one meant (`Rxd5` for `Rxe4`: file and rank each one off):
   * one slip of the eye on the board, not two independent ones, so less than two neighbour squares.
   */
  diagonalSquare: 2.2,
  /** A character written that the move has no place for (`Qe11` for `Qe1`). */
  extraCharacter: 1.5,
  /** A piece letter written that the move has no place for (`Ne4` for the pawn move `e4`). */
  extraLetter: 2.5,
  /**
   * A box read for another move than its move number says (`6... Ne4` read as White's move): paid
   * once where the boxes shift, not per box, since a player who left a move out or wrote one twice
   * writes every box after it one column over until the sheet is set right (see `columnCost` in
   * search-state.ts). A shift across an empty box (the numbers jump) pays {@link COST.moveMissingNumbered} more.
   */
  wrongColumn: 0.4,
  /** The piece letter left out (`d3` for `Bd3`, when no pawn can go there). */
  missingPiece: 1.5,
  /** A file or rank left out (`N4` for `Nd4`). */
  missingSquarePart: 2.0,
  /** Any other character change: the costliest one-character repair. */
  otherCharacter: 2.5,
  /** A box written twice (the same text as the box before): left out. */
  moveDoubled: 1.0,
  /**
   * Added to every other reading of a box that reads as written (standard notation, a legal move):
   * a slip of the pen seldom gives a legal move, so the later box that does not read is more
   * likely the wrong one than an earlier box that does.
   */
  writtenOverruled: 0.5,
  /** A box that no reading fits: left out. */
  boxDropped: 4.0,
  /**
   * A box that no reading fits, read as the move the next boxes need (`8. Nf3` with the knight on
   * f3 already, where the bishop went to e2): the box's text tells nothing, the look-ahead all.
   */
  boxReplaced: 4.0,
  /**
   * A box with the same text as the same side's box before it (`4... Nf6 5. Bf4 Nf6`) or after it
   * (`8. Bxc4 dxc4 9. Bxc4`), where it reads badly: the player wrote the previous move again or the
   * next one early; read as the move the next boxes need.
   */
  moveRepeated: 2.0,
  /**
   * A row written twice, the first time in the row before its own (`22. b3 Rc8 23. b3 Rc8`): its
   * two boxes left out and the two moves of that row put in, the price of two boxes written twice
   * (the four repeated boxes are the evidence; the moves put in are those the next boxes need).
   */
  rowEarly: 2.0,
  /** A move left out of the sheet (the other side's move follows): a move is put in. */
  moveMissing: 2.5,
  /**
   * A move left out where the written move numbers show it (`2. c4` as the first box, or
   * `23. Qxf5 24. Nf6`): cheaper, since the numbers are evidence, and within the search's margin
   * of reading the boxes one ply early (wrong column) so the search can weigh both.
   */
  moveMissingNumbered: 1.5,
  /**
   * Taken off a move put in, or read for a box that fits nothing, that takes back on the square
   * where the move before it took (`16. Qxb5 17. Nxc5`: 16... axb5; `16. Nxb3 Qx6`: axb3): the
   * move a player most often leaves unwritten or scrawls. Less than
   * {@link NEAR_COST}, so the other moves that fit are still named in a tie.
   */
  recaptureLeftOut: 0.3,
  /** Two moves of one player written in each other's box. */
  movesSwapped: 2.0,
  /**
   * Two neighbouring boxes in each other's place, each move in the other player's column (`4. Bc5
   * Nc3` for `4. Nc3 Bc5`: White's move in Black's column of its row, and Black's in White's): the
   * same slip as two moves of one player swapped, at the same price. A move in the wrong column
   * where the rows after it shift one column over reads in order and costs {@link COST.wrongColumn}.
   */
  columnsSwapped: 2.0,
  /** Reconcile: a move one sheet has and the other leaves out (inside the other sheet's moves). */
  sheetMissing: 2.0,
  /**
   * Reconcile: a box that names another move than the one the other sheet's box reads as, read as
   * that move all the same (overruled). Dearer than a move one sheet lacks, cheaper than a box left
   * out plus a move missing, so that the two sheets stay in step box by box when one has a slip.
   */
  sheetOverruled: 3.0,
  /**
   * The search gives a game up when its cost passes `giveUpBase + giveUpPerBox × boxes read`:
   * more than one look-alike repair per box on average is not a sheet with errors
   * but text that is not chess (or another language than the one named).
   */
  giveUpBase: 8,
  giveUpPerBox: 1.0,
  /** Boxes after which a sheet has shown it is chess in this notation (see `giveUpCost` in beam.ts). */
  provedAfter: 20,
  /** Past {@link COST.provedAfter} boxes: the budget per box, enough for a look-alike and a box replaced in every fourth. */
  giveUpPerBoxProved: 2.0,
  /** Reconcile: a move after the last box of a sheet (the player stopped writing). */
  sheetEnded: 0.2,
} as const;

/** Costs of the lenient readings the translator gives with a warning (each `W_…` code). */
export const WARNING_COST: Readonly<Partial<Record<MoveWarningCode, number>>> = {
  W_CHECK_MISSING: COST.checkMark,
  W_CHECK_WRONG: COST.checkMark,
  W_CHECK_SYMBOL: COST.checkMark,
  W_PUNCTUATION: 0.1,
  W_NO_SPACE: 0.1,
  W_SPACING: 0.1,
  W_DASH: 0.1,
  W_CASTLE_FORM: COST.castleForm,
  W_CAPTURE_SYMBOL: 0.1,
  /** `Lb5xSc6`: a style of older print; naming another piece than the one captured costs as a wrong capture mark. */
  W_CAPTURED_PIECE: 0.1,
  W_ICCF_SEPARATOR: 0.1,
  W_PROMOTION_FORM: 0.2,
  W_EN_PASSANT_MARK: 0.1,
  W_EN_PASSANT_WRONG: 0.4,
  W_CAPTURE_MISSING: COST.captureMark,
  W_CAPTURE_WRONG: COST.captureMark,
  W_DISAMBIGUATION_EXTRA: COST.disambiguationExtra,
  W_DISAMBIGUATION_MISSING: 0.4,
  W_PAWN_LETTER: 0.3,
  W_FILE_CAPTURE: 0.3,
  /** `C - d4` (Spanish columns): the hyphen between spaces is the capture mark; a wrong one costs W_CAPTURE_WRONG as well. */
  W_DASH_CAPTURE: 0.1,
  W_FILE_DASH: 0.1,
  W_MARK_ORDER: 0.1,
  W_GLYPH_STRESSED: 0.1,
  W_LOWERCASE_PIECE: 0.3,
  /**
   * An English piece letter that is no letter of the language named (`Qxf2#` in a German score, notation/english-letters.ts):
   * a letter of the wrong set, as a piece letter in lower case is one of the wrong case. (The note on a whole game or
   * sequence read in another language, the same code, is no reading of a move and costs nothing.)
   */
  W_OTHER_LANGUAGE: 0.3,
  W_UPPERCASE_FILE: 0.3,
  W_LOOKALIKE: 0.3,
  /** `1.e5 e4` read `1.e4 e5` in right-to-left text, only where the pair as written fails: the rendering's slip, not the writer's. */
  W_PAIR_SWAPPED: 0.5,
  W_DIACRITIC: 0.3,
  W_FIGURINE: 0.1,
  W_FIGURINE_FONT: 0.1,
  W_ICCF_SHORT_PROMOTION: 0.3,
  /** A move told in words (`den Läufer von f8 nach b4`) read as the game's: less sure than any lenient form of a written move. */
  W_MOVE_IN_WORDS: 0.5,
  /** Descriptive notation (`P-K4`, Spanish `P4R`) is a notation, not a slip. */
  W_DESCRIPTIVE: 0,
};

/** The cost of a lenient warning (0.3 for a code the table does not name). */
export function warningCost(code: MoveWarningCode): number {
  return WARNING_COST[code] ?? 0.3;
}

/**
 * What the check mark written on a box costs for a move that gives `given`: nothing when they
 * agree, {@link COST.checkMarkFalse} for a mark on a move that gives no check, else {@link COST.checkMark}
 * (a mark left out, or `+` for mate and `#` for check).
 */
export function checkMarkCost(written: 'check' | 'mate' | undefined, given: 'check' | 'mate' | undefined): number {
  if (written === given) return 0;
  return written !== undefined && given === undefined ? COST.checkMarkFalse : COST.checkMark;
}

/**
 * Characters confused in handwriting and by OCR, each pair read either way at {@link COST.lookalike}:
 * `c`/`e`, `3`/`5`, `b`/`6`, `1`/`l`/`I`, `0`/`O`/`o`, `S`/`5`, `g`/`9`, `B`/`8`, `Z`/`2`, `h`/`b`,
 * `n`/`h`, Cyrillic `З` for `3`, and a few more digits and letters of the same kind (`a`/`d`, `7`/`1`,
 * `4`/`9`, `2`/`7`, `7`/`3`, `5`/`6`, `6`/`8`, `3`/`8`). A piece letter in lower case costs
 * {@link COST.lowerCase}.
 * Script look-alikes (Cyrillic `е` for Latin `e`) are read before scoring by the lenient reader.
 */
// prettier-ignore
export const LOOKALIKE_PAIRS: readonly string[] = [
  'ce', '35', 'b6', '1l', '1I', 'lI', '17', '0O', '0o', 'Oo', 'S5', 's5', 'g9', 'q9', 'B8', 'Z2', 'z2', 'hb', 'nh',
  'З3', 'з3', 'ad', '49', '27', '73', '56', '68', '38', 'bh',
];

/** Each character's look-alikes. */
const LOOKALIKE_OF: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const [a, b] of LOOKALIKE_PAIRS.map((p) => [...p] as [string, string])) {
    m.set(a, (m.get(a) ?? '') + b);
    m.set(b, (m.get(b) ?? '') + a);
  }
  return m;
})();

/** Are `a` and `b` a look-alike pair? */
export function isLookalike(a: string, b: string): boolean {
  const list = LOOKALIKE_OF.get(a);
  return list !== undefined && list.includes(b);
}

/**
 * Piece letters of other languages, as players write them on sheets in a language not their own:
 * English (K Q R B N P), German (K D T L S B), French (R D T F C P), Spanish (R D T A C P),
 * Italian (R D T A C P), Dutch (K D T L P), Polish (K H W G S), Hungarian (K V B F H), Swedish
 * (K D T L S B), Czech (K D V S J P). Reading one costs {@link COST.foreignLetter}.
 */
export const FOREIGN_LETTERS: Readonly<Record<Role, string>> = {
  king: 'KR',
  queen: 'QDHV',
  rook: 'RTWBV',
  bishop: 'BLFAGS',
  knight: 'NSCPHJ',
  pawn: 'PB',
};

/** Can `letter` name `role` in another language? */
export function isForeignLetter(letter: string, role: Role): boolean {
  return FOREIGN_LETTERS[role].includes(letter);
}

/** Totals closer than this are a tie between two readings: both are reported, none is chosen silently. */
export const NEAR_COST = 0.5;

/** The most a single box's reading may cost before it is rather read as left out or doubled. */
export const MAX_BOX_COST = 3.5;
