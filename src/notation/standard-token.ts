/**
 * A quick reader for the move tokens of standard notation — `e4`, `exd5`, `e8=D`, `Sf3`, `Sbd7`,
 * `T1e2`, `Dxh7+`, `O-O-O#`, `Lb5!?`, ICCF `5254` and `67682` — in front of the move grammar.
 *
 * An archive brings a few thousand different tokens, nearly all of them standard. Each one the
 * grammar reads costs a parse (Peggy sets up its rules and expectations anew for every call), and
 * the grammar's functions, run that often, are what V8 compiles first, on the compiler thread the
 * hot translation path is waiting for. This reader takes the standard forms only and gives up
 * (`undefined`) on anything else — a lenient form, a pawn letter, a piece token that could also
 * start a pawn move, a promotion on a piece move, a token it does not fully read — which the
 * grammar then reads as before. What it does read, it reads into exactly the object the grammar
 * makes (same fields, same order, same values): test/standard-token.corpus.test.ts compares the two on
 * every token of the corpus and on every move form of every bundled locale.
 */
import { PROMOTION_ROLES, type CastleMoveText, type CheckMark, type PieceMoveText, type Role } from '../core/types.js';
import type { PieceTable } from '../locale/types.js';

const a = 97;
const h = 104;
const ONE = 49;
const EIGHT = 56;
const X = 120; // x
const PLUS = 43;
const HASH = 35;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;
const DASH = 45;
const LETTER_O = 79;

const isFile = (c: number): boolean => c >= a && c <= h;
const isRank = (c: number): boolean => c >= ONE && c <= EIGHT;
const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The check mark and glyph that end a token at `i` (`+`, `#`, then `!!` `??` `!?` `?!` `!` `?`), or undefined if anything else is there. */
function suffixAt(text: string, i: number): { check: CheckMark | undefined; glyph: string | undefined } | undefined {
  const n = text.length;
  let check: CheckMark | undefined;
  let c = text.charCodeAt(i);
  if (c === PLUS) {
    if (text.charCodeAt(i + 1) === PLUS) return undefined; // `++`: a lenient form
    check = 'check';
    c = text.charCodeAt(++i);
  } else if (c === HASH) {
    check = 'mate';
    c = text.charCodeAt(++i);
  }
  if (i === n) return { check, glyph: undefined };
  if (c !== BANG && c !== QUESTION) return undefined;
  const d = text.charCodeAt(i + 1);
  const length = d === BANG || d === QUESTION ? 2 : 1;
  return i + length === n ? { check, glyph: text.substring(i, i + length) } : undefined;
}

/** The longest piece token at `i`, as the grammar's `piece` rule takes it ('' when none). */
function pieceTokenAt(pieces: PieceTable, text: string, i: number): string {
  const tokens = pieces.tokens;
  for (let k = 0; k < tokens.length; k++) if (text.startsWith(tokens[k]!, i)) return tokens[k]!;
  return '';
}

/**
 * Whether this reader can be used with `pieces`: no piece token may start like a pawn move,
 * castling or a mark, so that the grammar, which tries piece moves before pawn moves, cannot read
 * a token differently. (Checked at each call: readings are cached per token by read-move.ts, so
 * this runs once per new token.)
 */
function usableWith(pieces: PieceTable): boolean {
  return pieces.tokens.every((t) => t.length > 0 && !/^[a-h0-9xXoO=+#!?\-–—:×()/.,\s$;{}e]/.test(t));
}

/** The grammar's object for a piece or pawn move: the same fields in the same order. */
function pieceMove(
  role: Role | undefined,
  fromFile: number | undefined,
  fromRank: number | undefined,
  to: number,
  capture: boolean,
  promotion: Role | undefined,
  check: CheckMark | undefined,
  glyph: string | undefined,
): PieceMoveText {
  return { kind: 'piece', role, fromFile, fromRank, to, capture, promotion, check, glyph, form: undefined };
}

/** A promotion `=` + piece at `i`, then the suffix: [role, where the suffix starts], or undefined. */
function promotionAt(pieces: PieceTable, text: string, i: number): [Role, number] | undefined {
  const token = pieceTokenAt(pieces, text, i + 1);
  if (token === '') return undefined;
  return [pieces.roleOf.get(token)!, i + 1 + token.length];
}

/** A standard move token in algebraic notation with `pieces`, read as the grammar's `san` rule reads it; else undefined. */
export function readStandardSan(text: string, pieces: PieceTable): PieceMoveText | CastleMoveText | undefined {
  if (!usableWith(pieces)) return undefined;
  const n = text.length;
  if (n < 2) return undefined;
  const c0 = text.charCodeAt(0);
  // Castling: O-O, O-O-O (capital letter O and a hyphen only).
  if (c0 === LETTER_O) {
    let side: 'king' | 'queen';
    let i: number;
    if (text.startsWith('O-O-O', 0)) {
      side = 'queen';
      i = 5;
    } else if (text.startsWith('O-O', 0)) {
      side = 'king';
      i = 3;
    } else return undefined;
    if (i < n && isAlnum(text.charCodeAt(i))) return undefined;
    const s = suffixAt(text, i);
    return s && { kind: 'castle', side, check: s.check, glyph: s.glyph, form: undefined };
  }
  const token = pieceTokenAt(pieces, text, 0);
  if (token === '') {
    // A pawn: e4, e8=D, exd5, exd8=D.
    if (!isFile(c0)) return undefined;
    let fromFile: number | undefined;
    let i = 0;
    if (text.charCodeAt(1) === X) {
      fromFile = c0 - a;
      i = 2;
    }
    const f = text.charCodeAt(i);
    const r = text.charCodeAt(i + 1);
    if (!isFile(f) || !isRank(r)) return undefined;
    const to = ((r - ONE) << 3) | (f - a);
    i += 2;
    let promotion: Role | undefined;
    if (text.charCodeAt(i) === EQUALS) {
      const p = promotionAt(pieces, text, i);
      if (p === undefined) return undefined;
      [promotion, i] = p;
    }
    const s = suffixAt(text, i);
    return s && pieceMove('pawn', fromFile, undefined, to, fromFile !== undefined, promotion, s.check, s.glyph);
  }
  const role = pieces.roleOf.get(token)!;
  if (role === 'pawn') return undefined; // a pawn letter: a lenient form
  // A piece: [origin file][origin rank][x] target square, as the grammar's origin rule takes them.
  let i = token.length;
  const squareAt = (k: number): boolean => k + 1 < n && isFile(text.charCodeAt(k)) && isRank(text.charCodeAt(k + 1));
  let fromFile: number | undefined;
  let fromRank: number | undefined;
  const c = text.charCodeAt(i);
  const afterOne = text.charCodeAt(i + 1) === X ? i + 2 : i + 1;
  if (isFile(c) && isRank(text.charCodeAt(i + 1))) {
    const afterSquare = text.charCodeAt(i + 2) === X ? i + 3 : i + 2;
    if (squareAt(afterSquare)) {
      fromFile = c - a;
      fromRank = text.charCodeAt(i + 1) - ONE;
      i += 2;
    }
  } else if (isFile(c) && squareAt(afterOne)) {
    fromFile = c - a;
    i += 1;
  } else if (isRank(c) && squareAt(afterOne)) {
    fromRank = c - ONE;
    i += 1;
  }
  if (fromFile !== undefined && fromRank !== undefined) return undefined; // Sg1f3, Sg1xf3: long algebraic
  const capture = text.charCodeAt(i) === X;
  if (capture) i++;
  if (!squareAt(i)) return undefined;
  const to = ((text.charCodeAt(i + 1) - ONE) << 3) | (text.charCodeAt(i) - a);
  i += 2;
  const next = text.charCodeAt(i);
  if (next === DASH) return undefined;
  const s = suffixAt(text, i);
  return s && pieceMove(role, fromFile, fromRank, to, capture, undefined, s.check, s.glyph);
}

/** A standard ICCF numeric move (`5254`, `67682`), read as the grammar's `numeric` rule reads it; else undefined. */
export function readStandardNumeric(text: string): PieceMoveText | undefined {
  const n = text.length;
  if (n !== 4 && n !== 5) return undefined;
  for (let k = 0; k < 4; k++) if (!isRank(text.charCodeAt(k))) return undefined;
  let promotion: Role | undefined;
  if (n === 5) {
    const p = text.charCodeAt(4) - 48;
    if (p < 1 || p > 4) return undefined;
    promotion = PROMOTION_ROLES[p - 1]; // in ICCF digit order
  }
  const fromFile = text.charCodeAt(0) - ONE;
  const fromRank = text.charCodeAt(1) - ONE;
  const to = ((text.charCodeAt(3) - ONE) << 3) | (text.charCodeAt(2) - ONE);
  return pieceMove(undefined, fromFile, fromRank, to, false, promotion, undefined, undefined);
}
