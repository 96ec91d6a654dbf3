/**
 * The syntax of one English descriptive move written without spaces inside it (`P-K4`, `N(K2)-B3`,
 * `PxP(B4)`, `P-K8(Q)`, `NxPch`, `Castles`; forum hybrids `p-d4`, `Knight-F6`): a hand-written reader
 * over the token's characters. See descriptive.ts for the notation, its sources, and the spaced and
 * worded forms (`P - K 4`, `P. to K's 4th.`), which are made compact before they come here.
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
  // (19th-century books: `Kt. to Q's 5th, checkmate.`)
  ['checkmate', 'mate', false],
  ['Checkmate', 'mate', false],
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

/** A descriptive move written without spaces inside (`P-K4`, `NxPch`, `CastlesKR`), or undefined. */
export function readCompact(text: string): DescriptiveMove | undefined {
  const r = new Reader(text);
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
