/**
 * The cursor the descriptive reader (descriptive-syntax.ts) moves over a token, and what may follow a
 * move in every language's descriptive notation: check and mate marks (`+`, `++`, `#`), `e.p.`, a
 * glyph (`!`, `?!`), and in English books the words `ch`, `dis ch`, `mate`.
 */
import type { CheckMark } from '../core/types.js';
import { MOVE_GLYPHS } from '../pgn/glyphs.js';
import type { DescriptiveDialect } from './descriptive-dialect.js';

/** A cursor over the token, in the letters and order of one language's descriptive notation. */
export class Reader {
  i = 0;
  constructor(
    readonly s: string,
    readonly d: DescriptiveDialect,
  ) {}
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

export interface Suffix {
  check: CheckMark | undefined;
  checkOrMate: boolean;
  enPassant: boolean;
  glyph: string | undefined;
}

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
/** The check and mate marks of every language (`++`, `+`, `#`); the words after them are English books'. */
const CHECK_MARKS = CHECK_WORDS.slice(0, 3);
/** Words before `ch` that say how the check is given (`dis ch`, `dbl ch`); all are check. */
const CHECK_KINDS = ['dis.', 'dis', 'disc.', 'disc', 'dbl.', 'dbl', 'db.', 'db', 'double'];
const EN_PASSANT = ['e.p.', 'e. p.', 'e.p', 'ep'];

/** What follows the move: check, `e.p.`, a glyph, in any order, each at most once; undefined if anything else is there. */
export function readSuffix(r: Reader): Suffix | undefined {
  const out: Suffix = { check: undefined, checkOrMate: false, enPassant: false, glyph: undefined };
  for (;;) {
    while (r.s.charCodeAt(r.i) === 32) r.i++;
    if (r.done) return out;
    // A full stop closing the move (`P-K4.`, as in running text).
    if (r.i === r.s.length - 1 && r.s[r.i] === '.') return out;
    if (out.glyph === undefined) {
      const g = r.takeOne(MOVE_GLYPHS);
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
      const kind = r.d.bookForms ? r.takeOne(CHECK_KINDS) : undefined;
      if (kind !== undefined) while (r.s.charCodeAt(r.i) === 32) r.i++;
      const word = (r.d.bookForms ? CHECK_WORDS : CHECK_MARKS).find(([w]) => r.peek(w));
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
