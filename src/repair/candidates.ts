/**
 * The readings of one written box in one position, with their costs: every legal move is written
 * the ways a player may write it (standard SAN, with more or less of its origin, long, a capture by
 * pieces `BxN` or cut short `dxc`, castling as a king move …) and each way is scored against the
 * text with the weighted edit distance of edit-cost.ts. The translator's own reading of the box
 * (standard or lenient, costed by its warnings) is one more candidate: one implementation of SAN.
 */
import type { Board } from '../board/board.js';
import { FILE_NAMES, RANK_NAMES, type Move, type MoveFacts, type Role } from '../core/types.js';
import { squareName } from '../core/square.js';
import { formatNumeric } from '../emit/iccf.js';
import type { InputNotation } from '../notation/notation.js';
import { normalizeCharacters } from '../notation/lenient.js';
import { checkMarkCost, COST, MAX_BOX_COST, warningCost, type RepairClass } from './costs.js';
import { charBound, EditCosts, editSteps, renderingKey, type EditStep } from './edit-cost.js';

/** One reading of a written box. */
export interface Candidate {
  readonly move: Move;
  readonly cost: number;
  /** The repair class that costs most in this reading ('lenient' when only lenient forms were read). */
  readonly repair: RepairClass;
  /** How the text was read: `look-alike 7/3`, `capture written by pieces` … ('' for a plain reading). */
  readonly how: string;
  /** Set when this is the move reader's own reading of the box (standard or lenient). */
  readonly own?: boolean | undefined;
}

interface Rendering {
  readonly text: string;
  readonly kinds: string;
  /** The text and kinds as one key (see EditCosts). */
  readonly key: string;
  readonly base: number;
  readonly cls: RepairClass | undefined;
  readonly how: string;
}

const KIND_OF_ROLE: Readonly<Record<Role, string>> = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P' };
const PROMOTION_KIND: Readonly<Record<string, string>> = { queen: '1', rook: '2', bishop: '3', knight: '4' };

function letterOf(role: Role, input: InputNotation): string {
  if (input.kind !== 'algebraic') return '';
  return role === 'pawn' ? (input.locale.letters.pawn ?? 'P') : input.locale.letters[role];
}

function rep(text: string, kinds: string, base: number, cls: RepairClass | undefined, how: string): Rendering {
  return { text, kinds, key: renderingKey(text, kinds), base, cls, how };
}

/** The ways of writing `move` that a player may use, each with its own cost. */
function renderings(move: Move, facts: MoveFacts, input: InputNotation): Rendering[] {
  if (input.kind === 'numeric') {
    const t = formatNumeric(move);
    return [rep(t, 'frfr' + (t.length > 4 ? PROMOTION_KIND[move.promotion!]! : ''), 0, undefined, '')];
  }
  const out: Rendering[] = [];
  if (move.castle) {
    const long = move.castle === 'queen';
    out.push(rep(long ? 'O-O-O' : 'O-O', long ? 'O-O-O' : 'O-O', 0, undefined, ''));
    const k = letterOf('king', input);
    out.push(
      rep(k + squareName(move.to), 'K'.repeat(k.length) + 'fr', COST.castleAsKingMove, 'lenient', 'castling written as a king move'),
    );
    return out;
  }
  const to = squareName(move.to);
  const from = squareName(move.from);
  const cap = move.captured !== undefined;
  const X = cap ? 'x' : '';
  const letter = move.role === 'pawn' ? '' : letterOf(move.role, input);
  const lk = KIND_OF_ROLE[move.role].repeat(letter.length);
  let promo = '';
  let promoKinds = '';
  if (move.promotion) {
    const p = letterOf(move.promotion, input);
    promo = '=' + p;
    promoKinds = '=' + PROMOTION_KIND[move.promotion]!.repeat(p.length);
  }
  const file = FILE_NAMES[move.from & 7]!;
  const rank = RANK_NAMES[move.from >> 3]!;
  // The piece taken written in place of the one that takes (`Bxb7` for Qxb7): pawns and pieces alike.
  if (cap && move.captured !== 'pawn' && move.captured !== move.role) {
    const c = letterOf(move.captured!, input);
    const ck = KIND_OF_ROLE[move.captured!].repeat(c.length);
    out.push(
      rep(c + 'x' + to, ck + 'xfr', COST.capturedLetter, 'capture-by-piece', 'the piece taken named in place of the one that takes'),
    );
  }
  if (move.role === 'pawn') {
    out.push(rep((cap ? file + 'x' : '') + to + promo, (cap ? 'fx' : '') + 'fr' + promoKinds, 0, undefined, ''));
    out.push(
      rep(from + (cap ? 'x' : '-') + to + promo, 'fr' + (cap ? 'x' : '-') + 'fr' + promoKinds, COST.longForm, 'lenient', 'long algebraic'),
    );
    if (!cap) out.push(rep(file + to + promo, 'ffr' + promoKinds, COST.disambiguationExtra, 'lenient', 'file of the pawn written'));
    if (cap) {
      out.push(rep(file + 'x' + to[0]!, 'fxf', COST.captureCutShort, 'capture-cut-short', 'capture cut short'));
      const P = letterOf('pawn', input);
      const c = letterOf(move.captured!, input);
      const ck = KIND_OF_ROLE[move.captured!].repeat(c.length);
      out.push(rep(P + 'x' + c, 'P'.repeat(P.length) + 'x' + ck, COST.captureByPiece, 'capture-by-piece', 'capture written by pieces'));
      out.push(rep(file + 'x' + c, 'fx' + ck, COST.captureByPiece, 'capture-by-piece', 'capture written by pieces'));
    }
    return out;
  }
  // Pieces: the origin as standard SAN needs it, and every other amount of it.
  const needed = facts.disambiguateFile || facts.disambiguateRank;
  for (const [f, r] of [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ] as const) {
    const text = letter + (f ? file : '') + (r ? rank : '') + X + to;
    const kinds = lk + (f ? 'f' : '') + (r ? 'r' : '') + (cap ? 'x' : '') + 'fr';
    const standard = f === facts.disambiguateFile && r === facts.disambiguateRank;
    if (standard) out.push(rep(text, kinds, 0, undefined, ''));
    else if (needed && !f && !r) out.push(rep(text, kinds, COST.disambiguationDropped, 'disambiguation', 'origin left out'));
    else out.push(rep(text, kinds, COST.disambiguationExtra, 'lenient', 'origin written more fully than needed'));
  }
  out.push(rep(letter + from + (cap ? 'x' : '-') + to, lk + 'fr' + (cap ? 'x' : '-') + 'fr', COST.longForm, 'lenient', 'long algebraic'));
  if (cap) {
    const c = letterOf(move.captured!, input);
    out.push(
      rep(
        letter + 'x' + c,
        lk + 'x' + KIND_OF_ROLE[move.captured!].repeat(c.length),
        COST.captureByPiece,
        'capture-by-piece',
        'capture written by pieces',
      ),
    );
  }
  return out;
}

/** The text of a box without what the scoring ignores: check and mate marks, glyphs, `e.p.`. */
export function boxCore(token: string): { core: string; check: 'check' | 'mate' | undefined } {
  let t = token.replace(/\s*(e\.p\.|ep)$/i, '');
  let check: 'check' | 'mate' | undefined;
  const m = /[+#†‡!?]+$/.exec(t);
  if (m) {
    check = m[0].includes('#') || m[0].includes('‡') ? 'mate' : m[0].includes('+') || m[0].includes('†') ? 'check' : undefined;
    t = t.slice(0, m.index);
  }
  return { core: t, check };
}

const CLASS_WORDS: Readonly<Record<RepairClass, string>> = {
  lenient: 'lenient form',
  lookalike: 'look-alike',
  'neighbour-square': 'neighbour square',
  'foreign-letter': 'piece letter of another language',
  disambiguation: 'origin left out',
  'capture-mark': 'capture mark',
  'capture-by-piece': 'capture written by pieces',
  'capture-cut-short': 'capture cut short',
  'promotion-missing': 'promotion piece left out',
  transposed: 'characters swapped',
  'extra-character': 'extra character',
  'missing-character': 'character left out',
  'other-character': 'character changed',
  'move-missing': 'move left out',
  'move-doubled': 'move written twice',
  'box-dropped': 'box left out',
  'box-replaced': 'box replaced',
  'moves-swapped': 'moves swapped',
  'sheet-missing': 'move missing on one sheet',
  'sheet-overruled': 'box overruled by the other sheet',
};

function stepWords(s: EditStep): string {
  const what = CLASS_WORDS[s.cls];
  if (s.op === 'sub') return `${what} ${s.written}/${s.meant}`;
  if (s.op === 'swap') return `${what} ${s.written}/${s.meant}`;
  if (s.op === 'ins') return `${what} "${s.written}"`;
  return `${what} "${s.meant}"`;
}

/** A scorer of boxes for one game (it remembers edit costs across the search's states). */
export class BoxScorer {
  /**
   * Per written text, per move (a number: origin, target, promotion, capture, castling): the
   * cheapest edit over all ways of writing it with the bases left out (a bound that needs no
   * position), and per move and origin facts the cost and the way of writing it.
   */
  private readonly bounds = new Map<string, Map<number, number>>();
  private readonly exact = new Map<string, Map<number, { cost: number; r: Rendering; cutoff: number }>>();
  private readonly squareCosts = new Map<string, number[]>();
  /** Per written text, its edit costs against the ways of writing moves. */
  private readonly edits = new Map<string, EditCosts>();
  /** Per written text and way of writing a move, how the one is read as the other (see {@link describeCandidate}). */
  private readonly described = new Map<string, Map<Rendering, Description>>();
  constructor(readonly input: InputNotation) {}

  private readonly renderingCache = new Map<number, Rendering[]>();
  private readonly letterCosts = new Map<string, Map<Role, number>>();

  /** The ways of writing a move (per move and origin facts; the check fact plays no part). */
  private renderingsOf(move: Move, key: number, facts: MoveFacts): Rendering[] {
    let list = this.renderingCache.get(key);
    if (list === undefined) {
      list = renderings(move, facts, this.input);
      this.renderingCache.set(key, list);
    }
    return list;
  }

  /** The least it can cost to read the letter of `role` from `core`. */
  private letterBound(core: string, role: Role): number {
    // (per text, then per role: no key text made for each move scored)
    let byRole = this.letterCosts.get(core);
    if (byRole === undefined) this.letterCosts.set(core, (byRole = new Map()));
    let c = byRole.get(role);
    if (c === undefined) {
      const letter = letterOf(role, this.input);
      c = letter ? charBound(core, letter[0]!, KIND_OF_ROLE[role]) : 0;
      byRole.set(role, c);
    }
    return c;
  }

  /** Per file (0-7) and rank (8-15): the least it can cost to read it from `core`. */
  private squareBounds(core: string): number[] {
    let b = this.squareCosts.get(core);
    if (b === undefined) {
      b = [...FILE_NAMES.map((f) => charBound(core, f, 'f')), ...RANK_NAMES.map((r) => charBound(core, r, 'r'))];
      this.squareCosts.set(core, b);
    }
    return b;
  }

  /**
   * Every legal move of `board` with its cost as a reading of `token`, cheapest first, those up
   * to `limit` in cost. `own` is the translator's reading of the token, if it has one.
   */
  score(board: Board, token: string, own: Candidate | undefined, limit = MAX_BOX_COST): Candidate[] {
    const normalized = this.input.kind === 'algebraic' ? normalizeCharacters(token, this.input.pieces) : undefined;
    const found = new Map<number, Found>();
    // The text as written, and with other scripts' look-alikes read as the locale's own (a
    // Cyrillic `с` is a Latin file `c`, or the lower-case bishop `С`: both are scored).
    const legal = board.legalMoves();
    this.scoreCore(board, legal, token, 0, own, limit, found);
    if (normalized) this.scoreCore(board, legal, normalized.text, normalized.notes.length * warningCost('W_LOOKALIKE'), own, limit, found);
    const list = [...found.values()];
    list.sort((a, b) => a.cost - b.cost);
    const out: Candidate[] = own ? [own] : [];
    // Only the cheapest are described (the rest are never shown: the search tries at most ten readings of a box).
    list.forEach((f, i) => {
      if (i >= 10) {
        out.push({ move: f.move, cost: f.cost, repair: f.r.cls ?? 'other-character', how: '' });
        return;
      }
      let byRendering = this.described.get(f.core);
      if (byRendering === undefined) this.described.set(f.core, (byRendering = new Map()));
      let d = byRendering.get(f.r);
      if (d === undefined) byRendering.set(f.r, (d = describeCandidate(f.core, f.r)));
      out.push({ move: f.move, cost: f.cost, repair: d.repair, how: d.how });
    });
    if (own) out.sort((a, b) => a.cost - b.cost);
    return out;
  }

  private scoreCore(
    board: Board,
    legal: readonly Move[],
    text: string,
    extra: number,
    own: Candidate | undefined,
    limit: number,
    found: Map<number, Found>,
  ): void {
    const { core, check } = boxCore(text);
    let bounds = this.bounds.get(core);
    if (bounds === undefined) this.bounds.set(core, (bounds = new Map()));
    let exact = this.exact.get(core);
    if (exact === undefined) this.exact.set(core, (exact = new Map()));
    let edits = this.edits.get(core);
    if (edits === undefined) this.edits.set(core, (edits = new EditCosts(core)));
    const squares = this.input.kind === 'algebraic' ? this.squareBounds(core) : undefined;
    for (const move of legal) {
      if (own && sameMove(own.move, move)) continue;
      // Every way of writing a move that captures nothing ends with its target square: a bound from its two characters,
      // and a piece's move writes the piece's letter before it (each character of a way of writing costs at least
      // its cheapest reading from some written character, or leaving it out; two swapped are both written).
      if (squares && move.castle === undefined) {
        // A capture may be written by the pieces (BxN) or cut short (dxc): then only the target
        // file or the captured piece's letter is sure to be there.
        // Written as the square diagonally next to it, the file and the rank cost COST.diagonalSquare together.
        const file = squares[move.to & 7]!;
        const rank = squares[8 + (move.to >> 3)]!;
        const square =
          file <= COST.neighbourSquare && rank <= COST.neighbourSquare ? Math.min(file + rank, COST.diagonalSquare) : file + rank;
        const least =
          move.captured !== undefined
            ? Math.min(file, this.letterBound(core, move.captured))
            : move.role === 'pawn'
              ? square
              : square + this.letterBound(core, move.role);
        if (least + extra > limit) continue;
      }
      // A bound without the position's facts first: most moves are far from the text.
      const key = moveKey(move);
      // Cached with the cutoff it was worked out under: an Infinity under a lower limit is worked out again.
      let bound = bounds.get(key);
      if (bound === undefined || (bound < 0 && -bound < limit)) {
        bound = Infinity;
        for (const r of this.renderingsOf(move, key, NO_FACTS)) bound = Math.min(bound, edits.cost(r.text, r.kinds, r.key, limit));
        bounds.set(key, bound === Infinity ? -limit : bound);
      }
      if (bound < 0) continue;
      if (bound + extra > limit) continue;
      const facts = board.describe(move);
      const fkey = key + (facts.disambiguateFile ? 1 << 24 : 0) + (facts.disambiguateRank ? 1 << 25 : 0);
      let e = exact.get(fkey);
      if (e === undefined || (e.cost === Infinity && e.cutoff < limit)) {
        let best = Infinity;
        let bestR: Rendering | undefined;
        for (const r of this.renderingsOf(move, fkey, facts)) {
          if (r.base >= best) continue;
          const c = r.base + edits.cost(r.text, r.kinds, r.key, limit);
          if (c < best) {
            best = c;
            bestR = r;
          }
        }
        e = { cost: best, r: bestR!, cutoff: limit };
        exact.set(fkey, e);
      }
      let cost = e.cost + extra;
      if (this.input.kind === 'algebraic') cost += checkMarkCost(check, facts.check);
      if (cost > limit) continue;
      const had = found.get(key);
      if (had === undefined || cost < had.cost) found.set(key, { move, cost, r: e.r, core });
    }
  }
}

const ROLE_NUMBER: Readonly<Record<string, number>> = { pawn: 1, knight: 2, bishop: 3, rook: 4, queen: 5, king: 6 };

/** A move as a number, for caches: origin, target, promotion, captured piece, castling. */
function moveKey(m: Move): number {
  return (
    m.from |
    (m.to << 6) |
    ((m.promotion ? ROLE_NUMBER[m.promotion]! : 0) << 12) |
    ((m.captured ? ROLE_NUMBER[m.captured]! : 0) << 15) |
    ((m.castle ? 1 : 0) << 18) |
    (ROLE_NUMBER[m.role]! << 19)
  );
}

interface Found {
  readonly move: Move;
  readonly cost: number;
  readonly r: Rendering;
  readonly core: string;
}

const NO_FACTS: MoveFacts = { disambiguateFile: false, disambiguateRank: false, check: undefined };

/** How a written text is read as one way of writing a move: the repair class that costs most, and in words. */
interface Description {
  readonly repair: RepairClass;
  readonly how: string;
}

function describeCandidate(core: string, r: Rendering): Description {
  const steps = core === r.text ? [] : editSteps(core, r.text, r.kinds);
  const parts = r.how ? [r.how] : [];
  let cls: RepairClass = r.cls ?? 'lenient';
  let top = r.base;
  for (const s of steps) {
    parts.push(stepWords(s));
    if (s.cost > top) {
      top = s.cost;
      cls = s.cls;
    }
  }
  return { repair: cls, how: parts.join(', ') };
}

export function sameMove(a: Move, b: Move): boolean {
  return a.from === b.from && a.to === b.to && a.promotion === b.promotion;
}
