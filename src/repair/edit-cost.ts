/**
 * How far a written move text is from one way of writing a legal move: a weighted edit distance
 * (substitution, insertion, deletion, transposition of neighbours) whose weights come from the cost
 * table (costs.ts) and depend on what each character of the move stands for (piece letter, file,
 * rank, capture mark …), so that `Bd7` for `Bd3` is a look-alike, `Bd4` for `Bd3` a neighbour
 * square and `Rd3` for `Bd3` another language's letter only where `R` can name that piece.
 */
import { COST, isForeignLetter, isLookalike, type RepairClass } from './costs.js';
import type { Role } from '../core/types.js';

/**
 * What each character of a rendering stands for: `f` file, `r` rank, `x` capture mark, `-`
 * separator, `=` promotion sign, `O` castling letter, or a piece letter by role: `K Q R B N P`
 * (the moving or captured piece), `1 2 3 4` (the promotion piece, numbered as ICCF numbers it).
 */
export type SymbolKinds = string;

// prettier-ignore
const ROLE_OF_KIND: Readonly<Record<string, Role>> = {
  K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn', 1: 'queen', 2: 'rook', 3: 'bishop', 4: 'knight',
};

/** One step of an alignment, for the description of a repair. */
export interface EditStep {
  readonly op: 'sub' | 'ins' | 'del' | 'swap';
  /** The written character(s) ('' for a deletion). */
  readonly written: string;
  /** The character(s) of the reading ('' for an insertion). */
  readonly meant: string;
  readonly cost: number;
  readonly cls: RepairClass;
}

const FILES = 'abcdefgh';
const RANKS = '12345678';

type Priced = readonly [number, RepairClass];
// Constant results, so that the edit distance's inner loop allocates nothing.
const SAME: Priced = [0, 'lenient'];
const SIGN: Priced = [0.1, 'lenient'];
const CASTLE_FORM: Priced = [COST.castleForm, 'lenient'];
const LOWER: Priced = [COST.lowerCase, 'lenient'];
const FOREIGN: Priced = [COST.foreignLetter, 'foreign-letter'];
const LOOKALIKE: Priced = [COST.lookalike, 'lookalike'];
const NEIGHBOUR: Priced = [COST.neighbourSquare, 'neighbour-square'];
const OTHER: Priced = [COST.otherCharacter, 'other-character'];
const DEL_CAPTURE: Priced = [COST.captureMark, 'capture-mark'];
const DEL_SIGN: Priced = [COST.separator, 'lenient'];
const DEL_SQUARE: Priced = [COST.missingSquarePart, 'missing-character'];
const DEL_PROMOTION: Priced = [COST.promotionMissing, 'promotion-missing'];
const DEL_PIECE: Priced = [COST.missingPiece, 'missing-character'];
const DEL_OTHER: Priced = [COST.otherCharacter, 'missing-character'];
const INS_CAPTURE: Priced = [COST.captureMark, 'capture-mark'];
const INS_SIGN: Priced = [COST.separator, 'lenient'];
const INS_LETTER: Priced = [COST.extraLetter, 'extra-character'];
const INS_OTHER: Priced = [COST.extraCharacter, 'extra-character'];

function subStep(w: string, s: string, kind: string): Priced {
  if (w === s) return SAME;
  switch (kind) {
    case 'x':
      return w === ':' || w === '×' ? SIGN : OTHER;
    case '-':
      return w === '–' || w === '—' ? SIGN : OTHER;
    case 'O':
      return w === '0' || w === 'o' ? CASTLE_FORM : OTHER;
    case 'f':
    case 'r': {
      if (isLookalike(w, s)) return LOOKALIKE;
      const digits = kind === 'r' || (s >= '0' && s <= '9');
      const a = digits ? RANKS.indexOf(w) : FILES.indexOf(w);
      const b = digits ? RANKS.indexOf(s) : FILES.indexOf(s);
      return a >= 0 && b >= 0 && (a - b === 1 || b - a === 1) ? NEIGHBOUR : OTHER;
    }
    default: {
      const role = ROLE_OF_KIND[kind];
      if (role === undefined) return OTHER;
      if (w.toUpperCase() === s || w.toLowerCase() === s) return LOWER;
      if (isForeignLetter(w, role) || isForeignLetter(w.toUpperCase(), role)) return FOREIGN;
      return isLookalike(w, s) ? LOOKALIKE : OTHER;
    }
  }
}

/**
 * Whether the two written characters `wf`, `wr` name the square diagonally next to the square
 * `sf`, `sr` of a rendering (a file and a rank, letters or ICCF digits): see {@link COST.diagonalSquare}.
 */
function isDiagonalSquare(wf: string, wr: string, sf: string, sr: string): boolean {
  const digits = sf >= '0' && sf <= '9';
  const a = digits ? RANKS.indexOf(wf) : FILES.indexOf(wf);
  const b = digits ? RANKS.indexOf(sf) : FILES.indexOf(sf);
  const c = RANKS.indexOf(wr);
  const d = RANKS.indexOf(sr);
  return a >= 0 && b >= 0 && c >= 0 && d >= 0 && Math.abs(a - b) === 1 && Math.abs(c - d) === 1;
}

/** Whether characters i-2, i-1 of `w` read as the diagonal neighbour of the square at j-2, j-1 of `s` (kinds `fr`). */
function diagonalAt(w: string, s: string, kinds: SymbolKinds, i: number, j: number): boolean {
  return (
    i > 1 &&
    j > 1 &&
    kinds[j - 1] === 'r' &&
    kinds[j - 2] === 'f' &&
    w[i - 1] !== s[j - 1] &&
    w[i - 2] !== s[j - 2] &&
    isDiagonalSquare(w[i - 2]!, w[i - 1]!, s[j - 2]!, s[j - 1]!)
  );
}

/** The cost of a character of the reading that was not written. */
function delStep(kind: string): Priced {
  switch (kind) {
    case 'x':
      return DEL_CAPTURE;
    case '-':
    case '=':
      return DEL_SIGN;
    case 'f':
    case 'r':
      return DEL_SQUARE;
    case '1':
    case '2':
    case '3':
    case '4':
      return DEL_PROMOTION;
    default:
      return ROLE_OF_KIND[kind] ? DEL_PIECE : DEL_OTHER;
  }
}

/** The cost of a written character the reading has no place for. */
function insStep(w: string): Priced {
  if (w === 'x' || w === ':' || w === '×') return INS_CAPTURE;
  if (w === '-' || w === '–' || w === '—' || w === '=') return INS_SIGN;
  // (an ASCII character without a new lower-case string: the edit distance's inner loop asks for each)
  const code = w.length === 1 ? w.charCodeAt(0) : 128;
  if (code < 128) return code >= 65 && code <= 90 ? INS_LETTER : INS_OTHER;
  return w !== w.toLowerCase() ? INS_LETTER : INS_OTHER;
}

/**
 * A lower bound of the cost of any alignment that has to produce `ch` (standing for `kind`) from
 * `written`: the cheapest of writing it from one of the written characters or leaving it out.
 */
export function charBound(written: string, ch: string, kind: string): number {
  let best = del(kind);
  for (const w of written) {
    const c = sub(w, ch, kind);
    if (c < best) best = c;
  }
  return best;
}

/** The cost of a substitution (see {@link subStep}). */
function sub(w: string, s: string, kind: string): number {
  return subStep(w, s, kind)[0];
}
function del(kind: string): number {
  return delStep(kind)[0];
}
function ins(w: string): number {
  return insStep(w)[0];
}

const MAX_LENGTH = 16;

/**
 * The weighted edit distance from `written` to `rendering` (whose characters stand for `kinds`).
 * Texts longer than 16 characters are not moves: Infinity; so is any distance found to be over `cutoff`.
 */
export function editCost(written: string, rendering: string, kinds: SymbolKinds, cutoff = Infinity): number {
  if (written === rendering) return 0;
  return costOnly(written, rendering, kinds, cutoff);
}

/**
 * The edit costs of one written text against many renderings, remembered: the repair search scores
 * a box in many positions, each time against the ways of writing the legal moves, and the same
 * ways come back (`Nxe5` from c4 or from f3; each move's ways once for a bound that needs no
 * position and again with the position's facts). {@link EditCosts.cost} gives exactly what
 * {@link editCost} gives for the same arguments (see {@link Known}).
 */
export class EditCosts {
  private readonly known = new Map<string, Known>();
  constructor(readonly written: string) {}

  /** {@link editCost} of the written text and `rendering` (`key`: the two texts as one string, see {@link renderingKey}). */
  cost(rendering: string, kinds: SymbolKinds, key: string, cutoff = Infinity): number {
    if (this.written === rendering) return 0;
    let k = this.known.get(key);
    if (k !== undefined) {
      // A cost worked out to the end: Infinity under a cutoff that a row passes, as the table gives up at that row.
      if (k.cost !== Infinity) return k.rowMax > cutoff + COST.transposed ? Infinity : k.cost;
      // Given up under this cutoff or a higher one: given up under this one too.
      if (cutoff <= k.cutoff) return Infinity;
    }
    k = { cost: Infinity, cutoff, rowMax: -Infinity };
    k.cost = costOnly(this.written, rendering, kinds, cutoff, k);
    this.known.set(key, k);
    return k.cost;
  }
}

/** A rendering and its kinds as one key for {@link EditCosts.cost}. */
export function renderingKey(rendering: string, kinds: SymbolKinds): string {
  return `${rendering}\u0001${kinds}`;
}

/**
 * What one table found: the cost (Infinity when it gave up), the cutoff it was worked out
 * under, and the dearest row minimum met. The table gives up at the first row whose minimum
 * passes the cutoff (plus a transposition), and the rows do not depend on the cutoff: a cost
 * worked out to the end is given up under any cutoff its dearest row passes, and one given up
 * under a cutoff is given up under any lower one.
 */
interface Known {
  cost: number;
  cutoff: number;
  rowMax: number;
}

/** The DP table for the cost alone: one buffer, reused (17 × 17 cells at most). */
const ROW = MAX_LENGTH + 1;
const BUFFER = new Float64Array(ROW * ROW);

function costOnly(w: string, s: string, kinds: SymbolKinds, cutoff: number, seen?: Known): number {
  const n = w.length;
  const m = s.length;
  if (n > MAX_LENGTH || m > MAX_LENGTH) return Infinity;
  const d = BUFFER;
  d[0] = 0;
  for (let i = 1; i <= n; i++) d[i * ROW] = d[(i - 1) * ROW]! + ins(w[i - 1]!);
  for (let j = 1; j <= m; j++) d[j] = d[j - 1]! + del(kinds[j - 1]!);
  for (let i = 1; i <= n; i++) {
    const wi = w[i - 1]!;
    const insCost = ins(wi);
    let rowMin = d[i * ROW]!;
    for (let j = 1; j <= m; j++) {
      const sj = s[j - 1]!;
      let best = d[(i - 1) * ROW + j - 1]! + (wi === sj ? 0 : sub(wi, sj, kinds[j - 1]!));
      const a = d[(i - 1) * ROW + j]! + insCost;
      if (a < best) best = a;
      const b = d[i * ROW + j - 1]! + del(kinds[j - 1]!);
      if (b < best) best = b;
      if (i > 1 && j > 1 && wi === s[j - 2] && w[i - 2] === sj && wi !== w[i - 2]) {
        const t = d[(i - 2) * ROW + j - 2]! + COST.transposed;
        if (t < best) best = t;
      }
      if (diagonalAt(w, s, kinds, i, j)) {
        const t = d[(i - 2) * ROW + j - 2]! + COST.diagonalSquare;
        if (t < best) best = t;
      }
      d[i * ROW + j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (seen !== undefined && rowMin > seen.rowMax) seen.rowMax = rowMin;
    // Every path goes through this row (a transposition jumps one row, but costs more than any cell
    // it skips; a diagonal square too: the cell it skips costs at most a neighbour file more than
    // where it starts, less than the jump).
    if (rowMin > cutoff + COST.transposed) return Infinity;
  }
  return d[n * ROW + m]!;
}

function table(w: string, s: string, kinds: SymbolKinds): number[][] | undefined {
  const n = w.length;
  const m = s.length;
  if (n > MAX_LENGTH || m > MAX_LENGTH) return undefined;
  const d: number[][] = [];
  for (let i = 0; i <= n; i++) d.push(new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) d[i]![0] = d[i - 1]![0]! + ins(w[i - 1]!);
  for (let j = 1; j <= m; j++) d[0]![j] = d[0]![j - 1]! + del(kinds[j - 1]!);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let best = d[i - 1]![j - 1]! + sub(w[i - 1]!, s[j - 1]!, kinds[j - 1]!);
      const a = d[i - 1]![j]! + ins(w[i - 1]!);
      if (a < best) best = a;
      const b = d[i]![j - 1]! + del(kinds[j - 1]!);
      if (b < best) best = b;
      if (i > 1 && j > 1 && w[i - 1] === s[j - 2] && w[i - 2] === s[j - 1] && w[i - 1] !== w[i - 2]) {
        const t = d[i - 2]![j - 2]! + COST.transposed;
        if (t < best) best = t;
      }
      if (diagonalAt(w, s, kinds, i, j)) {
        const t = d[i - 2]![j - 2]! + COST.diagonalSquare;
        if (t < best) best = t;
      }
      d[i]![j] = best;
    }
  }
  return d;
}

/** The steps of a cheapest alignment of `written` with `rendering` (for descriptions; not cached). */
export function editSteps(written: string, rendering: string, kinds: SymbolKinds): EditStep[] {
  const d = table(written, rendering, kinds);
  if (d === undefined) return [];
  const steps: EditStep[] = [];
  let i = written.length;
  let j = rendering.length;
  const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
  while (i > 0 || j > 0) {
    const here = d[i]![j]!;
    if (i > 0 && j > 0) {
      const [c, cls] = subStep(written[i - 1]!, rendering[j - 1]!, kinds[j - 1]!);
      if (near(d[i - 1]![j - 1]! + c, here)) {
        if (c > 0) steps.push({ op: 'sub', written: written[i - 1]!, meant: rendering[j - 1]!, cost: c, cls });
        i--;
        j--;
        continue;
      }
      // Two characters in one step: neighbours swapped (`Rdf1` for `Rfd1`), or a square's file and rank both one off.
      const swapped =
        i > 1 &&
        j > 1 &&
        written[i - 1] === rendering[j - 2] &&
        written[i - 2] === rendering[j - 1] &&
        near(d[i - 2]![j - 2]! + COST.transposed, here);
      const pair: readonly [EditStep['op'], number, RepairClass] | undefined = swapped
        ? ['swap', COST.transposed, 'transposed']
        : diagonalAt(written, rendering, kinds, i, j) && near(d[i - 2]![j - 2]! + COST.diagonalSquare, here)
          ? ['sub', COST.diagonalSquare, 'neighbour-square']
          : undefined;
      if (pair !== undefined) {
        steps.push({ op: pair[0], written: written.slice(i - 2, i), meant: rendering.slice(j - 2, j), cost: pair[1], cls: pair[2] });
        i -= 2;
        j -= 2;
        continue;
      }
    }
    if (i > 0) {
      const [c, cls] = insStep(written[i - 1]!);
      if (near(d[i - 1]![j]! + c, here)) {
        steps.push({ op: 'ins', written: written[i - 1]!, meant: '', cost: c, cls });
        i--;
        continue;
      }
    }
    const [c, cls] = delStep(kinds[j - 1]!);
    steps.push({ op: 'del', written: '', meant: rendering[j - 1]!, cost: c, cls });
    j--;
  }
  return steps.reverse();
}
