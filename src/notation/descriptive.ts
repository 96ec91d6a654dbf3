/**
 * English descriptive notation (`P-K4`, `N-KB3`, `Kt-B3`, `BxN`, `QPxB`, `R(1)-Q1`, `N(K2)-B3`,
 * `P-K8(Q)`, `NxP ch`, `Castles`): the notation of most English-language chess books and magazines
 * before about 1980. This module reads a token's text into a {@link DescriptiveMove}, which says
 * what the text says and nothing more; descriptive-board.ts finds the legal moves it names.
 *
 * Why a reader of its own beside grammars/move.peggy: a descriptive move does not name squares
 * the way algebraic moves in every language do. `N-B3` names two squares (QB3 and KB3), ranks are
 * counted from the mover's side (Black's `P-K4` is e7-e5), and a capture names the piece taken
 * (`PxP`), not its square. So no descriptive text reads into the one normalized move form
 * (ParsedMove) without the board; the reader keeps the description, and the board-side module
 * turns it into moves with the engine primitive (Board.resolve, i.e. "candidates for a role, a
 * target and an optional origin file and rank"), once per square the text may mean.
 * It is tried only where the algebraic reader fails, and only for English input, so the standard
 * path does not change.
 *
 * The conventions (facts from these sources, no text copied):
 * - Files are named after the piece that stands on them at the start: QR QN QB Q K KB KN KR
 *   (a…h); `Kt` is the older letter for the knight (`QKt`, `KKt3`); an `R`, `N` or `B` file
 *   without K or Q may be either side's. Ranks are counted 1-8 from the mover's own side, so one
 *   square has a name from White's side and another from Black's (White's K4 is Black's K5).
 *   Wikipedia, "Descriptive notation"; chessville.com, "Descriptive Notation";
 *   mychess.de ChessWiki, "Descriptive chess notation".
 * - A move is the piece, `-` and the target square; a capture is the piece, `x` and the piece
 *   taken (`PxP`, `BxN`, `KtxKtP`); pawns are named by the file they stand on when it matters
 *   (`QPxB`, `KBP`), pieces by their side (`KR-Q1`, `QN-Q2`) or by their square or rank in
 *   brackets or after a slash (`R(1)-Q1`, `N(K2)-B3`, `N/3-Q2`, `R(R3)-Q3`); a captured piece's
 *   square likewise (`BxP(B4)`, `PxP/QB6`). Castling `O-O`, `O-O-O`, in older books `Castles`
 *   (`Castles KR`, `Castles QR`). Promotion `P-R8(Q)`, also `P-R8/Q`, `P-R8=Q`. Check `ch` or `+`,
 *   `dis ch` (discovered), `dbl ch` (double), mate `mate` (older books `++` or `#`), `e.p.`;
 *   `!`, `?` as in algebraic. `Sq.` for the first rank in old books (`R-K.Sq.`). Wikipedia,
 *   "Descriptive notation" (promotion: NYT chess column of 25 July 1963, `P-R8(Q)`; "Castles KR":
 *   F. Reinfeld, The Seventh Book of Chess, 1963); linuxtopia, "Descriptive Notation" (`N(KB3)-K5`,
 *   `NxR(Q7)`, `ep`, `ch`).
 * - Only as much is written as tells the move apart; the reader of a book works out the rest on
 *   the board. So here a text may name several squares and several pieces, and the board
 *   decides: one legal move is that move, several are an ambiguity, none an error.
 */
import type { CheckMark, PromotionRole, Role } from '../core/types.js';

/** A side of the board, as descriptive notation names files and pieces (K side: files e-h, Q side: a-d). */
export type BoardSide = 'king' | 'queen';

/** Squares a descriptive square, file or rank names: files 0..7 (a..h), rank 1..8 counted from the mover's side. */
export interface SquareSpec {
  /** Files it may be on (one or two; all eight when only a rank is written). */
  readonly files: readonly number[];
  /** The rank counted from the mover's side (1 = the mover's first rank); undefined when only a file is written. */
  readonly rank: number | undefined;
  /** An algebraic square in a forum hybrid (`p-d4`, `Knight-F6`): the rank counted from White's side. */
  readonly absolute?: boolean | undefined;
}

/** A piece as named in a move: its role, and what else is written about it. */
export interface PieceSpec {
  readonly role: Role;
  /** K or Q before a piece (`KR`, `QN`, `KB`): the king's or queen's piece. */
  readonly side?: BoardSide | undefined;
  /** For a pawn named by its file (`QP`, `BP`, `KKtP`): the files it may stand on. */
  readonly files?: readonly number[] | undefined;
}

export type DescriptiveMove =
  | {
      readonly kind: 'move';
      readonly piece: PieceSpec;
      /** Where the moving piece stands, when written (`N(K2)`, `R(1)`, `N/3`). */
      readonly from: SquareSpec | undefined;
      /** `x` (or `×`, `:`) was written. */
      readonly capture: boolean;
      /** The target square (a move with `-`, or a capture written with a square: `RxQ7`). */
      readonly to: SquareSpec | undefined;
      /** The piece taken (`PxP`, `BxN`, `KtxKtP`). */
      readonly captured: PieceSpec | undefined;
      /** Where the piece taken stands, when written (`BxP(B4)`, `PxP/QB6`). */
      readonly capturedAt: SquareSpec | undefined;
      readonly promotion: PromotionRole | undefined;
      /** `e.p.` written: an en passant capture. */
      readonly enPassant: boolean;
      readonly check: CheckMark | undefined;
      /** `++`, which older books write for mate and some for double check. */
      readonly checkOrMate: boolean;
      readonly glyph: string | undefined;
      /** A forum hybrid: a piece as descriptive notation names it, an algebraic square (`p-d4`, `Knight-F6`). */
      readonly hybrid?: boolean | undefined;
    }
  | {
      readonly kind: 'castle';
      /** undefined for `Castles` without a side: the board decides. */
      readonly side: BoardSide | undefined;
      readonly check: CheckMark | undefined;
      readonly checkOrMate: boolean;
      readonly glyph: string | undefined;
    };

const ALL_FILES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The files a piece letter names, as [queen's side, king's side]. */
const FILE_PAIRS: Readonly<Record<string, readonly [number, number]>> = {
  R: [0, 7],
  N: [1, 6],
  Kt: [1, 6],
  B: [2, 5],
};

const PIECE_ROLES: Readonly<Record<string, Role>> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', Kt: 'knight' };
const PROMOTION: Readonly<Record<string, PromotionRole>> = { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', Kt: 'knight' };

/** The files `side` and `letter` name together (`KB` → f; `B` → c and f; `K` → e; `Q` → d). */
function filesOf(side: string | undefined, letter: string | undefined): readonly number[] {
  if (letter === undefined) return side === 'K' ? [4] : [3];
  const pair = FILE_PAIRS[letter]!;
  if (side === undefined) return pair;
  return [side === 'Q' ? pair[0] : pair[1]];
}

/** A cursor over the token. */
class Reader {
  i = 0;
  constructor(readonly s: string) {}
  peek(text: string): boolean {
    return this.s.startsWith(text, this.i);
  }
  take(text: string): boolean {
    if (!this.peek(text)) return false;
    this.i += text.length;
    return true;
  }
  /** The first of `options` at the cursor, taken; undefined when none is there. */
  takeOne(options: readonly string[]): string | undefined {
    for (const o of options) if (this.take(o)) return o;
    return undefined;
  }
  get done(): boolean {
    return this.i >= this.s.length;
  }
}

/** A K or Q standing for a side (not the K of `Kt`). */
function takeSide(r: Reader): string | undefined {
  if (r.peek('Kt')) return undefined;
  return r.takeOne(['K', 'Q']);
}

/** `Kt`, `N`, `B`, `R` (a letter that also names a file). */
const takeFileLetter = (r: Reader): string | undefined => r.takeOne(['Kt', 'N', 'B', 'R']);

/** A piece as the mover or the piece taken: `P`, `QP`, `KBP`, `KtP`, `N`, `Kt`, `KR`, `QB`, `K`, `Q`. */
function readPiece(r: Reader): PieceSpec | undefined {
  const start = r.i;
  // A pawn named by its file: [K|Q][R|N|Kt|B]P, or P alone.
  const side = takeSide(r);
  const letter = takeFileLetter(r);
  if (r.take('P')) {
    if (side === undefined && letter === undefined) return { role: 'pawn' };
    return { role: 'pawn', files: filesOf(side, letter) };
  }
  if (letter !== undefined) return { role: PIECE_ROLES[letter]!, side: side === 'K' ? 'king' : side === 'Q' ? 'queen' : undefined };
  if (side !== undefined) return { role: PIECE_ROLES[side]! };
  r.i = start;
  return undefined;
}

/** A rank: a digit 1-8, or `Sq`/`sq` (with or without full stops) for the first rank, as old books write it. */
function readRank(r: Reader): number | undefined {
  const c = r.s.charCodeAt(r.i);
  if (c >= 49 && c <= 56) {
    r.i++;
    return c - 48;
  }
  const start = r.i;
  r.take('.');
  if (r.takeOne(['Sq', 'sq'])) {
    r.take('.');
    return 1;
  }
  r.i = start;
  return undefined;
}

/** A square (`K4`, `QB3`, `B5`, `KKt3`, `K.Sq.`); with `partial`, a file alone (`QB`) or a rank alone (`3`) too. */
function readSquare(r: Reader, partial: boolean): SquareSpec | undefined {
  const start = r.i;
  const side = takeSide(r);
  const letter = takeFileLetter(r);
  if (side === undefined && letter === undefined) {
    const rank = partial ? readRank(r) : undefined;
    if (rank === undefined) {
      r.i = start;
      return undefined;
    }
    return { files: ALL_FILES, rank };
  }
  const files = filesOf(side, letter);
  const rank = readRank(r);
  if (rank === undefined && !partial) {
    r.i = start;
    return undefined;
  }
  return { files, rank };
}

/** A square in brackets or after a slash: `(K2)`, `(1)`, `(QB)`, `/3`, `/QB6`. */
function readLocation(r: Reader): SquareSpec | undefined {
  const start = r.i;
  if (r.take('(')) {
    const sq = readSquare(r, true);
    if (sq !== undefined && r.take(')')) return sq;
  } else if (r.take('/')) {
    const sq = readSquare(r, true);
    if (sq !== undefined) return sq;
  }
  r.i = start;
  return undefined;
}

/** `=Q`, `(Q)`, `/Q`. */
function readPromotion(r: Reader): PromotionRole | undefined {
  const start = r.i;
  const open = r.takeOne(['=', '(', '/']);
  if (open === undefined) return undefined;
  const letter = r.takeOne(['Kt', 'Q', 'R', 'B', 'N']);
  if (letter !== undefined && (open !== '(' || r.take(')'))) return PROMOTION[letter];
  r.i = start;
  return undefined;
}

interface Suffix {
  check: CheckMark | undefined;
  checkOrMate: boolean;
  enPassant: boolean;
  glyph: string | undefined;
}

const GLYPHS = ['!!', '??', '!?', '?!', '!', '?'];
/** Check words and marks, longest first; spaces between them are allowed (the PGN reader keeps `NxP ch` one token). */
const CHECK_WORDS: ReadonlyArray<readonly [string, CheckMark, boolean]> = [
  ['++', 'mate', true],
  ['+', 'check', false],
  ['#', 'mate', false],
  ['mate', 'mate', false],
  ['Mate', 'mate', false],
  ['check', 'check', false],
  ['ch.', 'check', false],
  ['ch', 'check', false],
  ['Ch.', 'check', false],
  ['Ch', 'check', false],
];
/** Words before `ch` that say how the check is given (`dis ch`, `dbl ch`); all are check. */
const CHECK_KINDS = ['dis.', 'dis', 'disc.', 'disc', 'dbl.', 'dbl', 'db.', 'db', 'double'];
const EN_PASSANT = ['e.p.', 'e. p.', 'e.p', 'ep'];

/** What follows the move: check, `e.p.`, a glyph, in any order, each at most once; undefined if anything else is there. */
function readSuffix(r: Reader): Suffix | undefined {
  const out: Suffix = { check: undefined, checkOrMate: false, enPassant: false, glyph: undefined };
  for (;;) {
    while (r.s.charCodeAt(r.i) === 32) r.i++;
    if (r.done) return out;
    // A full stop closing the move (`P-K4.`, as in running text).
    if (r.i === r.s.length - 1 && r.s[r.i] === '.') return out;
    if (out.glyph === undefined) {
      const g = r.takeOne(GLYPHS);
      if (g !== undefined) {
        out.glyph = g;
        continue;
      }
    }
    if (!out.enPassant && r.takeOne(EN_PASSANT) !== undefined) {
      out.enPassant = true;
      continue;
    }
    if (out.check === undefined) {
      const start = r.i;
      const kind = r.takeOne(CHECK_KINDS);
      if (kind !== undefined) while (r.s.charCodeAt(r.i) === 32) r.i++;
      const word = CHECK_WORDS.find(([w]) => r.peek(w));
      if (word !== undefined && (kind === undefined || word[1] === 'check')) {
        r.i += word[0].length;
        out.check = word[1];
        out.checkOrMate = word[2];
        continue;
      }
      r.i = start;
    }
    return undefined;
  }
}

const DASHES = ['-', '–', '—'];
const CAPTURES = ['x', '×', ':'];

/**
 * The descriptive move a token writes, or undefined when it is not one. Spaces are allowed only
 * before the words after the move (`NxP ch`, `Castles KR`).
 */
export function readDescriptive(token: string): DescriptiveMove | undefined {
  const text = token.trim();
  const read = readText(text);
  if (read !== undefined || !/[ \t]/.test(text)) return read;
  // Spaced as some books and their transcriptions print it: `P - K 4`, `Kt - K B 3`, `Q Kt - Q 2`, `O - O`,
  // or in 19th-century words: `P. to K's 4th.`, `K. Kt. to B's 3d.`, `B. takes Kt. (ch.)`.
  const parts: string[] = [];
  const part = new RegExp(SPACED_PART.source, 'g');
  for (const m of text.matchAll(part)) parts.push(spacedPart(m[0]));
  return readText(parts.join(''));
}

/** One space-separated part of a spaced or worded move, as the compact form writes it (`to` → `-`, `4th` → `4`, `Kt.` → `Kt`). */
function spacedPart(part: string): string {
  if (part === 'to') return '-';
  if (part === 'takes' || part === 'tks.' || part === 'tks') return 'x';
  if (/^\((?:ch|check)\.?\)$/.test(part)) return 'ch';
  if (/^\(dis\.?\s+ch\.?\)$/.test(part)) return 'disch';
  // `4th`, `3d`, `3rd.` (the rank), `K's`, `B’s` (the file), `K.`, `Kt.`, `sq.`
  const ordinal = /^([1-8])(?:st|nd|rd|th|d)\.?$/.exec(part);
  if (ordinal) return ordinal[1]!;
  const abbreviated = /^(K|Q|R|B|N|Kt|P|Sq|sq|ch)(?:\.|['’]s)$/.exec(part);
  return abbreviated ? abbreviated[1]! : part;
}

function readText(text: string): DescriptiveMove | undefined {
  const r = new Reader(text);
  // Castling.
  const castle = readCastle(r);
  if (castle !== undefined) {
    const suffix = readSuffix(r);
    if (suffix === undefined) return undefined;
    return { kind: 'castle', side: castle === 'either' ? undefined : castle, check: suffix.check, checkOrMate: suffix.checkOrMate, glyph: suffix.glyph };
  }
  const piece = readPiece(r);
  if (piece === undefined) return readHybrid(r);
  const from = readLocation(r);
  let capture: boolean;
  if (r.takeOne(DASHES) !== undefined) capture = false;
  else if (r.takeOne(CAPTURES) !== undefined) capture = true;
  else return readHybrid(r);
  let to: SquareSpec | undefined;
  let captured: PieceSpec | undefined;
  if (capture) {
    // A square (`RxQ7`) or a piece (`BxP`, then perhaps its square: `BxP(B4)`, `PxP/QB6`).
    to = readSquare(r, false);
    if (to === undefined) {
      captured = readPiece(r);
      if (captured === undefined) return undefined;
    }
  } else {
    to = readSquare(r, false);
    if (to === undefined) return readHybrid(r);
  }
  const afterTarget = r.i;
  // The piece taken may be followed by its square, and a pawn's move by the promotion piece:
  // `PxR(Q)` is a promotion, `PxP(Q4)` a square; the promotion is tried first.
  for (const withLocation of captured !== undefined ? [false, true] : [false]) {
    r.i = afterTarget;
    const capturedAt = withLocation ? readLocation(r) : undefined;
    if (withLocation && capturedAt === undefined) break;
    const promotion = piece.role === 'pawn' ? readPromotion(r) : undefined;
    const suffix = readSuffix(r);
    if (suffix === undefined) continue;
    return {
      kind: 'move',
      piece,
      from,
      capture,
      to,
      captured,
      capturedAt,
      promotion,
      enPassant: suffix.enPassant,
      check: suffix.check,
      checkOrMate: suffix.checkOrMate,
      glyph: suffix.glyph,
    };
  }
  return undefined;
}

const HYBRID = /^(pawn|knight|bishop|rook|queen|king|[pnbrqk]|kt)[ ]?([-–—x×:])[ ]?([a-h])([1-8])/i;
const HYBRID_ROLES: Readonly<Record<string, Role>> = { p: 'pawn', n: 'knight', kt: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

/**
 * Forum hybrids of people who learnt descriptive notation: a piece as it names them (a letter in
 * either case, or the word) with a dash or `x`, and an algebraic square in either case (`p-d4`,
 * `Knight-F6`, `Q-H5`). Read only where the text is no descriptive move (`B-B4` stays descriptive).
 */
function readHybrid(r: Reader): DescriptiveMove | undefined {
  const m = HYBRID.exec(r.s);
  if (m === null) return undefined;
  const word = m[1]!.toLowerCase();
  const role = HYBRID_ROLES[word.length <= 2 ? word : word === 'knight' ? 'n' : word[0]!]!;
  r.i = m[0].length;
  const capture = 'x×:'.includes(m[2]!.toLowerCase());
  const to: SquareSpec = { files: [m[3]!.toLowerCase().charCodeAt(0) - 97], rank: Number(m[4]), absolute: true };
  const promotion = role === 'pawn' ? readPromotion(r) : undefined;
  const suffix = readSuffix(r);
  if (suffix === undefined) return undefined;
  return {
    kind: 'move',
    piece: { role },
    from: undefined,
    capture,
    to,
    captured: undefined,
    capturedAt: undefined,
    promotion,
    enPassant: suffix.enPassant,
    check: suffix.check,
    checkOrMate: suffix.checkOrMate,
    glyph: suffix.glyph,
    hybrid: true,
  };
}

/** `O-O`, `O-O-O` (with zeros or dashes too), `Castles`, `Castles KR` / `Castles QR` / `Castles K` / `Castles (Q)`. */
function readCastle(r: Reader): BoardSide | 'either' | undefined {
  const m = /^([O0])[-–—]\1(?:([-–—])\1)?/.exec(r.s);
  if (m) {
    r.i = m[0].length;
    return m[2] === undefined ? 'king' : 'queen';
  }
  const word = /^(?:Castles|castles|Castle|castle)(?:\s*(\(?)(KR|QR|K|Q)\)?(?![A-Za-z]))?/.exec(r.s);
  if (word) {
    r.i = word[0].length;
    const side = word[2];
    return side === undefined ? 'either' : side.startsWith('K') ? 'king' : 'queen';
  }
  return undefined;
}

/** Whether a token reads as English descriptive notation (for the PGN reader: is this one move token?). */
export function isDescriptiveToken(token: string): boolean {
  return readDescriptive(token) !== undefined;
}

/** Characters a descriptive move may hold beyond an English algebraic one (`Kt`, `ch`, `mate`, `dis ch`, `Castles`, `K.Sq.`), for language detection. */
export const DESCRIPTIVE_CHARACTERS = 'KQRBNPtchekmaMdisbluoCSqp.() ';

/** Most space-separated parts of one spaced descriptive move (`Q Kt - Q B 3 ch`). */
const MAX_SPACED_PARTS = 9;
const SPACED_PART = /\((?:ch|check)\.?\)|\(dis\.?[ \t]+ch\.?\)|[^\s(){};|…[\]]+/y;

/**
 * The length of the descriptive move written with spaces (`P - K 4`, `Kt - K B 3`, `Q Kt - Q 2`,
 * `O - O`, `B x Kt ch`) that starts at `offset` in `text`: the longest run of space-separated parts
 * that reads as one move; 0 when none of two parts or more does. The parts are on one line.
 */
export function spacedDescriptiveLength(text: string, offset: number): number {
  let at = offset;
  let best = 0;
  let compact = '';
  for (let parts = 0; parts < MAX_SPACED_PARTS; parts++) {
    SPACED_PART.lastIndex = at;
    const m = SPACED_PART.exec(text);
    if (m === null) break;
    const end = at + m[0].length;
    // `5.` before more on the line is the next move number (`B takes Q 5. B takes P`), not a rank with a full stop.
    if (parts > 0 && /^\d+[.)]$/.test(m[0]) && !/^[ \t]*(?:[\r\n]|$)/.test(text.slice(end, end + 40))) break;
    compact += spacedPart(m[0]);
    if (parts > 0 && readText(compact) !== undefined) {
      // A full stop after the move ends the sentence (`… Kt - B 3.`), unless the move needs it (`K.Sq.`).
      best = m[0].endsWith('.') && compact.endsWith('.') && readText(compact.slice(0, -1)) !== undefined ? end - 1 - offset : end - offset;
    }
    at = end;
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
    if (at === end) break;
  }
  return best;
}
