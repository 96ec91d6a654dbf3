/**
 * The syntax of one descriptive move written without spaces inside it, in the order and letters of
 * its language (descriptive-dialect.ts): English `P-K4`, `N(K2)-B3`, `PxP(B4)`, `P-K8(Q)`, `NxPch`,
 * `Castles`, forum hybrids `p-d4`, `Knight-F6`; Spanish, Portuguese and French `P4R`, `C3AR`, `PAxPC`,
 * `T1xP`, `C7-5C`, `P8C=D`. A hand-written reader over the token's characters. See descriptive.ts for
 * the notation, its sources, and the spaced and worded English forms (`P - K 4`, `P. to K's 4th.`),
 * which are made compact before they come here.
 */
import type { CheckMark, PromotionRole, Role } from '../core/types.js';
import type { DescriptiveDialect } from './descriptive-dialect.js';
import { Reader, readSuffix } from './descriptive-cursor.js';

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

/** The files a piece names, as [queen's side, king's side]. */
const FILE_PAIRS: Readonly<Partial<Record<Role, readonly [number, number]>>> = {
  rook: [0, 7],
  knight: [1, 6],
  bishop: [2, 5],
};

/** The files a side and a piece name together (`KB` → f; `B` → c and f; `K` → e; `Q` → d). */
function filesOf(side: BoardSide | undefined, role: Role | undefined): readonly number[] {
  if (role === undefined) return side === 'king' ? [4] : [3];
  const pair = FILE_PAIRS[role]!;
  if (side === undefined) return pair;
  return [side === 'queen' ? pair[0] : pair[1]];
}

/** A letter standing for a side (English K or Q, not the K of `Kt`; Spanish R or D). */
function takeSide(r: Reader): BoardSide | undefined {
  for (const [letter] of r.d.pieces) if (letter.length > 1 && r.peek(letter)) return undefined;
  if (r.take(r.d.kingSide)) return 'king';
  if (r.take(r.d.queenSide)) return 'queen';
  return undefined;
}

/** The letter of a piece of which there are two (`Kt`, `N`, `B`, `R`; Spanish `C`, `A`, `T`): it also names a file. */
function takeFileLetter(r: Reader): Role | undefined {
  for (const [letter, role] of r.d.pieces) if ((role === 'rook' || role === 'knight' || role === 'bishop') && r.take(letter)) return role;
  return undefined;
}

/** Any piece letter, the pawn's too. */
function takePieceLetter(r: Reader): Role | undefined {
  for (const [letter, role] of r.d.pieces) if (r.take(letter)) return role;
  return undefined;
}

/** A file's name: a side, a piece letter or both, in the language's order (`KB`, `Q`, `N`; Spanish `AR`, `D`, `C`). */
function readFile(r: Reader): readonly number[] | undefined {
  const start = r.i;
  let side: BoardSide | undefined;
  let role: Role | undefined;
  if (r.d.sideAfter) {
    role = takeFileLetter(r);
    side = takeSide(r);
  } else {
    side = takeSide(r);
    role = takeFileLetter(r);
  }
  if (side === undefined && role === undefined) {
    r.i = start;
    return undefined;
  }
  return filesOf(side, role);
}

/** A piece as the mover or the piece taken: `P`, `QP`, `KBP`, `KtP`, `N`, `Kt`, `KR`, `QB`, `K`, `Q`; Spanish `P`, `PD`, `PAR`, `C`, `TR`, `R`. */
function readPiece(r: Reader): PieceSpec | undefined {
  const start = r.i;
  if (r.d.sideAfter) {
    // The piece letter first, then a pawn's file (`PAD`) or a piece's side (`CR`, `TD`).
    const role = takePieceLetter(r);
    if (role === undefined) return undefined;
    if (role === 'pawn') {
      const files = readFile(r);
      return files === undefined ? { role } : { role, files };
    }
    if (role === 'king' || role === 'queen') return { role };
    const side = takeSide(r);
    return side === undefined ? { role } : { role, side };
  }
  // A pawn named by its file: [K|Q][R|N|Kt|B]P, or P alone.
  const side = takeSide(r);
  const letter = takeFileLetter(r);
  if (r.takeOne(r.d.pieces.filter(([, role]) => role === 'pawn').map(([l]) => l)) !== undefined) {
    if (side === undefined && letter === undefined) return { role: 'pawn' };
    return { role: 'pawn', files: filesOf(side, letter) };
  }
  if (letter !== undefined) return { role: letter, side };
  if (side !== undefined) return { role: side };
  r.i = start;
  return undefined;
}

/** A rank: a digit 1-8, or in English books `Sq`/`sq` (with or without full stops) for the first rank. */
function readRank(r: Reader): number | undefined {
  const c = r.s.charCodeAt(r.i);
  if (c >= 49 && c <= 56) {
    r.i++;
    return c - 48;
  }
  if (!r.d.bookForms) return undefined;
  const start = r.i;
  r.take('.');
  if (r.takeOne(['Sq', 'sq'])) {
    r.take('.');
    return 1;
  }
  r.i = start;
  return undefined;
}

/**
 * A square (`K4`, `QB3`, `B5`, `KKt3`, `K.Sq.`; Spanish `4R`, `3AR`, `5C`); with `partial`, a file alone
 * (`QB`) or a rank alone (`3`) too.
 */
function readSquare(r: Reader, partial: boolean): SquareSpec | undefined {
  const start = r.i;
  const rankFirst = r.d.rankFirst ? readRank(r) : undefined;
  const files = readFile(r);
  const rank = r.d.rankFirst ? rankFirst : files === undefined && !partial ? undefined : readRank(r);
  if (files !== undefined && rank !== undefined) return { files, rank };
  if (partial && (files !== undefined || rank !== undefined)) return { files: files ?? ALL_FILES, rank };
  r.i = start;
  return undefined;
}

/**
 * Where the moving piece stands, when written: in brackets or after a slash (`(K2)`, `(1)`, `(QB)`, `/3`,
 * `/QB6`); in Spanish also after a backslash (`C\7-5C`) or a rank alone before the dash or capture mark (`T1xP`, `C7-5C`).
 */
function readLocation(r: Reader, mover = false): SquareSpec | undefined {
  const start = r.i;
  if (r.take('(')) {
    const sq = readSquare(r, true);
    if (sq !== undefined && r.take(')')) return sq;
  } else if (r.take('/') || (r.d.rankFirst && r.take('\\'))) {
    const sq = readSquare(r, true);
    if (sq !== undefined) return sq;
  } else if (mover && r.d.rankFirst) {
    const rank = readRank(r);
    if (rank !== undefined && [...DASHES, ...r.d.captureMarks].some((mark) => r.peek(mark))) return { files: ALL_FILES, rank };
  }
  r.i = start;
  return undefined;
}

/** `=Q`, `(Q)`, `/Q` (Spanish `=D`, `(D)`; French `:D`). */
function readPromotion(r: Reader): PromotionRole | undefined {
  const start = r.i;
  const open = r.takeOne(r.d.promotionMarks);
  if (open === undefined) return undefined;
  const role = takePieceLetter(r);
  if (role !== undefined && role !== 'king' && role !== 'pawn' && (open !== '(' || r.take(')'))) return role;
  r.i = start;
  return undefined;
}

const DASHES = ['-', '–', '—'];

/** A descriptive move written without spaces inside (`P-K4`, `NxPch`, `CastlesKR`; Spanish `P4R`, `C3AR`), or undefined. */
export function readCompact(text: string, dialect: DescriptiveDialect): DescriptiveMove | undefined {
  const r = new Reader(text, dialect);
  const hybrid = (): DescriptiveMove | undefined => (dialect.bookForms ? readHybrid(r) : undefined);
  // Castling.
  const castle = readCastle(r);
  if (castle !== undefined) {
    const suffix = readSuffix(r);
    if (suffix === undefined) return undefined;
    return {
      kind: 'castle',
      side: castle === 'either' ? undefined : castle,
      check: suffix.check,
      checkOrMate: suffix.checkOrMate,
      glyph: suffix.glyph,
    };
  }
  const piece = readPiece(r);
  if (piece === undefined) return hybrid();
  const from = readLocation(r, true);
  let capture: boolean;
  if (r.takeOne(DASHES) !== undefined) capture = false;
  else if (r.takeOne(dialect.captureMarks) !== undefined) capture = true;
  else if (dialect.dashOptional) capture = false;
  else return hybrid();
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
    if (to === undefined) return hybrid();
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
const HYBRID_ROLES: Readonly<Record<string, Role>> = {
  p: 'pawn',
  n: 'knight',
  kt: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};

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

/** `O-O`, `O-O-O` (with zeros or dashes too), `Castles`, `Castles KR` / `Castles QR` / `Castles K` / `Castles (Q)` / `Castles on K's side`. */
function readCastle(r: Reader): BoardSide | 'either' | undefined {
  const m = /^([O0])[-–—]\1(?:([-–—])\1)?/.exec(r.s);
  if (m) {
    r.i = m[0].length;
    return m[2] === undefined ? 'king' : 'queen';
  }
  if (!r.d.bookForms) return undefined;
  // (19th-century books: `Castles on K's side.`, `Castles on Queen's side`)
  const word =
    /^(?:Castles|castles|Castle|castle)(?:\s*(\(?)(KR|QR|K|Q)\)?(?![A-Za-z])|[ \t]+on[ \t]+(?:the[ \t]+)?(K|Q|King|Queen)(?:['’]s)?\.?[ \t]+side\b)?/.exec(
      r.s,
    );
  if (word) {
    r.i = word[0].length;
    const side = word[2] ?? word[3];
    return side === undefined ? 'either' : side.startsWith('K') ? 'king' : 'queen';
  }
  return undefined;
}
