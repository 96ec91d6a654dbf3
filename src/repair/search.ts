/**
 * The cheapest legal game for one or more sheets of the same game (issue 12): a beam search over
 * the boxes. A state is a position plus, per sheet, how many boxes are read; each step reads the
 * next box of each sheet as one legal move (with the cost of that reading, see candidates.ts),
 * leaves a box out (written twice, or nothing fits), puts in a move the sheet left out, or reads
 * two moves of one player swapped. States are kept per number of boxes read, the cheapest
 * {@link BEAM} of them, so a repair that lets the next boxes read as written beats one that breaks
 * them. With two sheets, a move one sheet has and the other lacks costs {@link COST.sheetMissing}.
 * Bounded: at most {@link BEAM} states per step (four times as many in a second search for a sheet
 * read badly) and {@link MAX_EXPANSIONS_PER_BOX} expansions per box (as much wider);
 * a state that left more than {@link MAX_RUN} boxes in a row out is given up, so text that is not
 * chess ends the search at once.
 *
 * Over 400 lines: the single-sheet steps (a move left out, two swapped, a box replaced, a row
 * written early), the beam's outlook and the deeper look that breaks ties share the search's
 * caches and boxes; apart, each would take them all as arguments.
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import type { InputNotation } from '../notation/notation.js';
import { BoxScorer, sameMove, type Candidate } from './candidates.js';
import { COST, MAX_BOX_COST, NEAR_COST } from './costs.js';
import { ownReading, OwnReadings } from './own-reading.js';

export { ownReading };
import { regroup, SET_MAX, undecided, type Child } from './undecided.js';

/** One written box of a sheet. */
export interface Box {
  readonly text: string;
  readonly line: number;
  readonly column: number;
  /** The ply its move number gives (`6... Ne4`: ply 12), when the sheet numbers its moves. */
  readonly ply?: number | undefined;
}

/** How one sheet's box was read for a move. */
export interface BoxReading {
  readonly sheet: number;
  readonly index: number;
  readonly chosen: Candidate;
  /** The next best readings of the box in the same position (cheapest first, at most three). */
  readonly others: readonly Candidate[];
  /** Set when the box was read in another's place (two moves swapped). */
  readonly swapped?: boolean | undefined;
  /** With `swapped`: the box holds the other player's move, its neighbour's (two neighbouring boxes swapped, see `columnsSwapped`). */
  readonly column?: boolean | undefined;
  /** Other moves the box could stand for as cheaply, as far as the search looked (reported as a tie). */
  readonly tiedWith?: readonly Move[] | undefined;
}

export type Step =
  /** A move of the game; `boxes[s]` is the box of sheet s read for it (undefined: the sheet lacks it). */
  /** `tiedWith`: for a move put in, the other moves the next boxes fit as well (reported as a tie); `recapture`: it takes back (cheaper). */
  /** `early`: put in for a row whose boxes hold the next row's moves (see `rowEarly`). */
  | {
      readonly kind: 'move';
      readonly move: Move;
      readonly ply: number;
      readonly boxes: readonly (BoxReading | undefined)[];
      readonly inserted: boolean;
      readonly numbered?: boolean | undefined;
      readonly tiedWith?: readonly Move[] | undefined;
      readonly recapture?: boolean | undefined;
      readonly early?: boolean | undefined;
    }
  /** A box left out: written twice, or no move fits it; `early`: a row written in the row before its own (see `rowEarly`). */
  | {
      readonly kind: 'skip';
      readonly sheet: number;
      readonly index: number;
      readonly doubled: boolean;
      readonly ply: number;
      readonly early?: boolean | undefined;
    };

/** A game of (near) equal cost that differs from the one chosen: its steps, its cost and the first ply where they part. */
export interface Tie {
  readonly steps: readonly Step[];
  readonly cost: number;
  readonly ply: number;
}

export interface SearchResult {
  readonly steps: readonly Step[];
  readonly cost: number;
  /** The first of {@link SearchResult.ties}. */
  readonly tie?: Tie | undefined;
  /**
   * Every other game of (near) equal cost the search knows, one per ply where it parts from this
   * one, earliest first: other finished games, and the one that joined this game's position on
   * the way (`38... Kg8` read as Kf8 or Kg7 before `39. Bxg8 Kxg8`). Each is reported where it
   * parts, so that a second tie in a game is never a silent choice behind the first.
   */
  readonly ties?: readonly Tie[] | undefined;
}

/** States kept per number of boxes read. */
export const BEAM = 16;
/** Expansions per box before the search gives up, over the beam's width (each state is expanded once). */
export const MAX_EXPANSIONS_PER_BOX = BEAM + 4;
/**
 * A sheet's game whose cost passes this per box is searched again with a beam {@link WIDEN} times as
 * wide, and the cheaper game wins: where every other box needs a repair, the beam fills up with
 * readings that differ only in earlier independent slips (`Kf3`/`Ke3` × `h5`/`f5` × …) and loses
 * the one that reads the later boxes as written (HCS game 113 lost its written `58. Qh1#` so). A
 * sheet with a few slips (the synthetic 60-move sheets with five errors cost about 0.1 per box)
 * is never searched twice.
 */
export const WIDEN_ABOVE_PER_BOX = 0.3;
/** How many times wider the second search's beam is (see {@link WIDEN_ABOVE_PER_BOX}). */
export const WIDEN = 4;
/** Readings kept (per position and box) before the cache is emptied, so memory stays bounded. */
const MAX_READINGS = 20_000;
/** Boxes left out in a row before a state is given up. */
export const MAX_RUN = 3;
/** The cheapest states of a step that also look for a move left out or two moves swapped. */
const SEARCH_WIDE = 4;
/** Readings of a box tried per state and sheet (with two sheets, twice as many of each). */
const CANDIDATES_PER_BOX = 4;
/**
 * Readings of a box looked at by the {@link SEARCH_WIDE} cheapest states of a step where the box's
 * cheapest reading is a good one but breaks one of the next two boxes. A box that reads as written
 * may still be the slip, and a dearer reading of it the only one after which the next boxes read
 * as written (`3... a5 4. Nf3 cxd4`: a5 reads, but only c5 lets cxd4 be played); such a reading is
 * seldom among the {@link CANDIDATES_PER_BOX} cheapest, so the readings up to this many are looked
 * at, and those after which the next two boxes read well are tried too; the whole game's cost
 * decides. (Only those: every dearer reading tried would crowd the beam with states the next boxes
 * break, and push out the dearer ones they do not, as a move put in.)
 */
const CANDIDATES_WIDE = 10;
/** Searches for two moves left out in a row per game (each reads a box after every pair of legal moves). */
const MAX_PAIR_SEARCHES = 6;
/** Moves put in for a move left out that the search carries on, the best ranked first (see `leftOut`). */
const FILLS_KEPT = 3;
/** Boxes read ahead (as written) to rank the moves put in for a move left out. */
const LOOK_AHEAD = 4;
/** The same for two moves left out in a row: many pairs fit the next few boxes (1. d4 Nf6 or 1. d3 e6 before 2. c4 g6). */
const LOOK_AHEAD_PAIRS = 12;
/**
 * Boxes read ahead for the moves that {@link LOOK_AHEAD} boxes fit equally (a queen move put in
 * where only the eighth box after tells which square she went to): a tie the next few boxes
 * leave open is broken by a later box that reads after one move and not after the other.
 */
const LOOK_AHEAD_TIES = 12;
/** Boxes read as written at most to tell apart moves put in that tie after the deeper look (see `reach`). */
const REACH_MAX = 40;
/** Readings of a box that does not read as written tried in that deeper look. */
const TIE_READINGS = 2;
/** A box whose best reading costs more than this may be replaced by the move the next boxes need. */
const REPLACE_ABOVE = COST.lookalike;
/** A reading this cheap needs no look for a move left out or swapped. */
const GOOD_READING = 0.9;

export interface Chain {
  readonly parent: Chain | undefined;
  readonly step: Step;
}

/** A way to a state's position merged away by `prune` (see `State.merged`). */
interface Merged {
  readonly chain: Chain | undefined;
  readonly extra: number;
  readonly ply: number;
}

/** Ties of a game remembered from merged states (a game with more is a sheet read mostly by repairs). */
const MERGED_KEPT = 8;

export interface State {
  readonly idx: readonly number[];
  readonly board: Board;
  readonly cost: number;
  readonly chain: Chain | undefined;
  /** Boxes left out in a row. */
  readonly run: number;
  readonly key: string;
  /**
   * Other ways to this position (or to earlier ones of this game) at a near-equal cost, merged
   * away by `prune`: each one's chain, how much dearer it was and the ply where it parts from this
   * game, one per ply (at most {@link MERGED_KEPT}), so that every such tie is still reported.
   */
  readonly merged?: readonly Merged[] | undefined;
  /**
   * Per sheet, how far the last box read stands from the ply its move number gives (its written
   * ply less the ply it was read at; undefined: none yet, as 0): the boxes after it that stand as
   * far off pay nothing more (see `column`).
   */
  readonly shifts?: readonly (number | undefined)[] | undefined;
  /**
   * A set (see undecided.ts): the states of the moves put in for one move left out that the boxes
   * read so far fit as well, cheapest first, each read on its own board; the fields above are the
   * cheapest member's, but for `key`, the set's own.
   */
  readonly members?: readonly State[] | undefined;
}

/** Member expansions of sets per step, past which a set goes on as its cheapest member only. */
const SET_EXPANSIONS_PER_STEP = 256;

function plyOf(board: Board): number {
  return (board.fullmoveNumber - 1) * 2 + (board.turn === 'black' ? 2 : 1);
}

function positionKey(board: Board): string {
  const f = board.fen();
  let cut = f.length;
  let spaces = 0;
  for (let i = 0; i < f.length; i++) if (f[i] === ' ' && ++spaces === 4) cut = i;
  return f.slice(0, cut);
}

export class RepairSearch {
  private readonly scorers: BoxScorer[];
  /** Per sheet, the translator's readings of its boxes (see own-reading.ts). */
  private readonly ownReadings: OwnReadings[];
  private readonly readings = new Map<string, Candidate[]>();
  /** Per position and box: what the box costs at least (see `outlook`). */
  private readonly outlooks = new Map<string, number>();
  /** Per position, box and reading of it: which box after it first reads badly (see `nextBreaks`). */
  private readonly breaks = new Map<string, 0 | 1 | 2>();
  private expansions = 0;
  /** Searches for two moves left out in a row so far (each tries every pair of legal moves). */
  private pairSearches = 0;
  /** Member expansions of sets in the step under way (see {@link SET_EXPANSIONS_PER_STEP}). */
  private setExpansions = 0;
  /** States kept per step in the search under way. */
  private width: number;

  /**
   * `inputs[s]` is the notation of sheet s (one for all when shorter); `beam`: the states kept per
   * step, `widen`: how many times wider a second search is (tests narrow them).
   */
  constructor(
    private readonly sheets: readonly (readonly Box[])[],
    private readonly inputs: readonly InputNotation[],
    private readonly beam = BEAM,
    private readonly widen = WIDEN,
  ) {
    this.width = beam;
    this.scorers = sheets.map((_, s) => new BoxScorer(inputs[Math.min(s, inputs.length - 1)]!));
    this.ownReadings = this.scorers.map((scorer) => new OwnReadings(scorer.input));
  }

  /** The move reader's own reading of `text` in `board` as a box of `sheet` (see own-reading.ts). */
  private own(board: Board, text: string, sheet = 0): Candidate | undefined {
    return ownReading(board, text, this.scorers[sheet]!.input, this.ownReadings[sheet]);
  }

  /** Readings of box `index` of sheet `sheet` in the position of `state`, cheapest first. */
  private candidates(board: Board, key: string, sheet: number, index: number): Candidate[] {
    const k = `${key}\u0000${sheet}:${index}`;
    let list = this.readings.get(k);
    if (list === undefined) {
      const text = this.sheets[sheet]![index]!.text;
      const scorer = this.scorers[sheet]!;
      const own = this.own(board, text, sheet);
      // A box that reads as written has other readings only at the cost of one character changed at most.
      const asWritten = own !== undefined && own.cost === 0;
      list = scorer.score(board, text, own, asWritten ? COST.otherCharacter : MAX_BOX_COST);
      // A slip of the pen seldom gives a legal move: reading a box that reads as written otherwise costs more.
      if (asWritten && COST.writtenOverruled > 0)
        list = list.map((c) => (c.own === true ? c : { ...c, cost: c.cost + COST.writtenOverruled }));
      if (this.readings.size >= MAX_READINGS) this.readings.clear();
      this.readings.set(k, list);
    }
    return list;
  }

  /**
   * The cheapest legal game from `start`; undefined when none was found within the bounds. A
   * one-sheet game that costs more than {@link WIDEN_ABOVE_PER_BOX} per box is searched again
   * with a wider beam, and the cheaper game is given.
   */
  run(start: Board): SearchResult | undefined {
    this.width = this.beam;
    const first = this.search(start);
    const boxes = this.sheets[0]!.length;
    if (first === undefined || this.sheets.length !== 1 || this.widen <= 1 || first.cost <= WIDEN_ABOVE_PER_BOX * boxes) return first;
    this.width = this.beam * this.widen;
    const wide = this.search(start);
    this.width = this.beam;
    return wide !== undefined && wide.cost < first.cost - 1e-9 ? wide : first;
  }

  private search(start: Board): SearchResult | undefined {
    this.expansions = 0;
    this.pairSearches = 0;
    const k = this.sheets.length;
    const total = this.sheets.reduce((n, s) => n + s.length, 0);
    const buckets: State[][] = Array.from({ length: total + 1 }, () => []);
    buckets[0]!.push({ idx: new Array<number>(k).fill(0), board: start, cost: 0, chain: undefined, run: 0, key: positionKey(start) });
    const finals: State[] = [];
    for (let b = 0; b <= total; b++) {
      // Text that is not chess costs more than a sheet with errors ever does: given up.
      const states = prune(buckets[b]!, this.width, k === 1 ? (st) => this.outlook(st) : undefined).filter(
        (st) => st.cost <= giveUpCost(b, k),
      );
      this.setExpansions = 0;
      for (let rank = 0; rank < states.length; rank++) {
        const st = states[rank]!;
        if (st.idx.every((i, s) => i >= this.sheets[s]!.length)) {
          // A set's members are games of near-equal cost: each is a final, and the others its ties.
          finals.push(...(st.members ?? [st]));
          continue;
        }
        if (++this.expansions > (MAX_EXPANSIONS_PER_BOX - BEAM + this.width) * (total + 1)) return undefined;
        // A set is many states the boxes read so far tie: each member looks as wide as the cheapest states do.
        for (const next of st.members ? this.expandSet(st.members) : this.expand(st, rank < SEARCH_WIDE)) {
          const consumed = next.idx.reduce((n, i) => n + i, 0);
          buckets[consumed]!.push(next);
        }
      }
      buckets[b] = [];
    }
    if (finals.length === 0) return undefined;
    // Equal totals: the game whose repairs come first, so that the later boxes read as written.
    finals.sort((a, b) => (Math.abs(a.cost - b.cost) > 1e-9 ? a.cost - b.cost : lastRepair(a.chain) - lastRepair(b.chain)));
    const best = finals[0]!;
    let steps = unchain(best.chain);
    const ties = new Map<number, Tie>();
    /** Per ply where the game puts in a move, the other moves put in there by near-equal finished games (a set's members). */
    const putIn = new Map<number, Move[]>();
    for (const other of finals.slice(1)) {
      if (other.cost > best.cost + NEAR_COST) break;
      const otherSteps = unchain(other.chain);
      const ply = partingPly(steps, otherSteps);
      if (ply === undefined) continue;
      if (!ties.has(ply)) ties.set(ply, { steps: otherSteps, cost: other.cost, ply });
      const mine = steps.find((st) => st.kind === 'move' && st.ply === ply);
      const theirs = otherSteps.find((st) => st.kind === 'move' && st.ply === ply);
      if (mine?.kind === 'move' && mine.inserted && theirs?.kind === 'move' && theirs.inserted) {
        const list = putIn.get(ply) ?? [];
        if (!list.some((m) => sameMove(m, theirs.move))) putIn.set(ply, [...list, theirs.move]);
      }
    }
    // Each of them is named where the game puts its move in, as for the moves a set does not carry.
    if (putIn.size > 0)
      steps = steps.map((st) => {
        const more = st.kind === 'move' && st.inserted ? putIn.get(st.ply) : undefined;
        if (st.kind !== 'move' || more === undefined) return st;
        const had = st.tiedWith ?? [];
        return { ...st, tiedWith: [...more, ...had.filter((m) => !more.some((o) => sameMove(o, m)))] };
      });
    // A near-equal game that joined this one on the way (the same position by other moves).
    for (const m of best.merged ?? []) {
      const otherSteps = unchain(m.chain);
      const ply = partingPly(steps, otherSteps, true);
      if (ply !== undefined && !ties.has(ply)) ties.set(ply, { steps: otherSteps, cost: best.cost + m.extra, ply });
    }
    if (ties.size === 0) return { steps, cost: best.cost };
    const list = [...ties.values()].sort((a, b) => a.ply - b.ply);
    return { steps, cost: best.cost, tie: list[0], ties: list };
  }

  /**
   * A set's next states (see undecided.ts): each member's, grouped again. The cheapest member
   * looks as wide as the cheapest states of a step do; the others take the cheaper steps only
   * (`light`: their box's readings, a box left out, a move left out whose next box reads as
   * written, two moves swapped). Past the step's budget of member expansions, the set goes on as
   * its cheapest member, the others remembered as its ties.
   */
  private expandSet(members: readonly State[]): State[] {
    this.setExpansions += members.length;
    if (this.setExpansions > SET_EXPANSIONS_PER_STEP) return this.expand(members.slice(1).reduce(withMerged, members[0]!), true);
    const children: Child[] = [];
    members.forEach((m, parent) => {
      for (const next of this.expand(m, true, parent > 0)) for (const st of next.members ?? [next]) children.push({ st, parent });
    });
    return regroup(children, joinWays, withMerged);
  }

  /** `light`: a set's member (see `expandSet`). */
  private expand(st: State, wide: boolean, light = false): State[] {
    const k = this.sheets.length;
    const out: State[] = [];
    if (light) {
      // A member whose box reads as written goes on so (its other readings cost a slip more, and the set's cheapest member weighs them).
      const i = st.idx[0]!;
      const box = this.sheets[0]![i];
      const own = box === undefined ? undefined : this.own(st.board, box.text);
      if (own !== undefined && own.cost === 0) {
        const ply = plyOf(st.board);
        const reading: BoxReading = { sheet: 0, index: i, chosen: own, others: [] };
        const cost = st.cost + this.column(st, 0, i, ply);
        return [
          this.after(
            st,
            [{ kind: 'move', move: own.move, ply, boxes: [reading], inserted: false }],
            [i + 1],
            cost,
            0,
            played(st.board, own.move),
          ),
        ];
      }
    }
    const avail = st.idx.map((i, s) => i < this.sheets[s]!.length);
    const lists = st.idx.map((i, s) => (avail[s] ? this.candidates(st.board, st.key, s, i) : []));
    const ply = plyOf(st.board);
    // Moves that some sheet's next box may mean: more of them where the box reads well but one of
    // the next two boxes does not after it (see CANDIDATES_WIDE).
    const first = lists[0]![0];
    const more = wide && !light && k === 1 && first !== undefined && first.cost < GOOD_READING && this.nextBreaks(st, first) !== 0;
    const moves: Candidate[] = [];
    for (const list of lists) {
      for (const c of list.slice(0, CANDIDATES_PER_BOX * k)) if (!moves.some((m) => sameMove(m.move, c.move))) moves.push(c);
    }
    if (more) for (const c of lists[0]!.slice(CANDIDATES_PER_BOX, CANDIDATES_WIDE)) if (this.nextBreaks(st, c) === 0) moves.push(c);
    for (const m of moves) {
      // Per sheet, the ways its next box can go with move m: read as m, or (two sheets) m missing
      // from the sheet, or the box overruled by the other sheet (read as m although it names another move).
      const options: SheetOption[][] = [];
      for (let s = 0; s < k; s++) {
        if (!avail[s]) {
          options.push([{ cost: COST.sheetEnded, reading: undefined, real: false }]);
          continue;
        }
        const list = lists[s]!;
        const at = list.findIndex((c) => sameMove(c.move, m.move));
        const c = at >= 0 ? list[at]! : undefined;
        const column = this.column(st, s, st.idx[s]!, ply);
        const reading = (chosen: Candidate): BoxReading => ({ sheet: s, index: st.idx[s]!, chosen, others: othersThan(list, at) });
        if (k === 1) {
          if (c === undefined) break;
          // One sheet: the box read as m is the one way (no choice of ways to combine).
          const cost = st.cost + (c.cost + column);
          const step: Step = { kind: 'move', move: m.move, ply, boxes: [reading(c)], inserted: false };
          out.push(this.after(st, [step], [st.idx[0]! + 1], cost, 0, played(st.board, m.move)));
          break;
        }
        if (c !== undefined && c.cost <= COST.sheetMissing) {
          options.push([{ cost: c.cost + column, reading: reading(c), real: true }]);
          continue;
        }
        const overruled: Candidate =
          c !== undefined && c.cost <= COST.sheetOverruled
            ? c
            : { move: m.move, cost: COST.sheetOverruled, repair: 'sheet-overruled', how: 'overruled by the other sheet' };
        options.push([
          { cost: COST.sheetMissing, reading: undefined, real: false },
          { cost: overruled.cost + column, reading: reading(overruled), real: overruled === c },
        ]);
      }
      if (k === 1) continue;
      for (const combo of combinations(options)) {
        // At least one sheet reads its box as this move.
        if (!combo.some((o) => o.real)) continue;
        const idx = [...st.idx];
        let cost = st.cost;
        combo.forEach((o, s) => {
          cost += o.cost;
          if (o.reading !== undefined) idx[s]!++;
        });
        const boxes = combo.map((o) => o.reading);
        out.push(this.after(st, [{ kind: 'move', move: m.move, ply, boxes, inserted: false }], idx, cost, 0, played(st.board, m.move)));
      }
    }
    for (let s = 0; s < k; s++) {
      if (!avail[s] || st.run >= MAX_RUN) continue;
      const i = st.idx[s]!;
      const doubled = i > 0 && this.sheets[s]![i - 1]!.text === this.sheets[s]![i]!.text;
      const idx = [...st.idx];
      idx[s]!++;
      const cost = st.cost + (doubled ? COST.moveDoubled : COST.boxDropped);
      out.push(this.after(st, [{ kind: 'skip', sheet: s, index: i, doubled, ply }], idx, cost, st.run + 1, st.board));
    }
    if (k === 1 && avail[0] && wide) {
      const best = lists[0]![0];
      // The box's move number says one or two plies were left out before it (a sheet numbered
      // from 2, `23. Qxf5 24. Nf6`): moves are put in even where the box reads as written.
      // Two moves put in only where the written numbers jump (or at the first box) or the box reads
      // badly, and at most MAX_PAIR_SEARCHES times, so a sheet numbered off by two throughout is
      // not searched for pairs of moves at every box.
      const i = st.idx[0]!;
      const numbered = this.sheets[0]![i]!.ply;
      const before = i === 0 ? undefined : this.sheets[0]![i - 1]!.ply;
      const jump = numbered !== undefined && (i === 0 || (before !== undefined && numbered - before >= 2));
      const poor = best === undefined || best.cost >= GOOD_READING;
      const pairs = !light && (jump || poor) && this.pairSearches < MAX_PAIR_SEARCHES;
      // Missing by the numbers: the box numbered past the ply it would be read at, or its number
      // jumping past the box before it (`19. Nxf3 20. Nd7` on a sheet whose count runs a move
      // behind the game: Black's 19th is empty, wherever the sheet's count stands).
      const missing = Math.max(numbered !== undefined && numbered > ply ? numbered - ply : 0, this.emptyBefore(i));
      const gap = Math.min(missing, pairs ? 2 : 1);
      if (gap === 2) this.pairSearches++;
      if (poor || gap > 0) {
        out.push(...this.leftOut(st, ply, Math.max(gap, 1), false, gap === 1 && !light, light));
        if (gap === 2 && poor) out.push(...this.leftOut(st, ply, 1));
        out.push(...this.swapped(st, ply));
        out.push(...this.columnsSwapped(st, ply));
      } else if (best !== undefined) {
        const breaks = this.nextBreaks(st, best);
        if (breaks === 1) {
          // The box reads, but the next one does not after it: the slip may be here all the same
          // (a move left out, `d3 Bc5 O-O` for `d3 Bc5 c3 O-O`; two moves swapped, `Be2 gxh6 Bxh6`).
          out.push(...this.leftOut(st, ply, 1, false, false, light));
          out.push(...this.swapped(st, ply));
          out.push(...this.columnsSwapped(st, ply));
        } else if (breaks === 2) {
          // The box and the next read, the one after them does not: the same player's two moves
          // may be in each other's box, this one and that one (`Kg2 Nf5+ Kg3` for `Kg3 Nf5+ Kg2`).
          out.push(...this.swapped(st, ply));
        }
      }
      // A box read for some move at the price of a look-alike or a neighbour square is rarely one
      // that names nothing played; only dearer readings are weighed against replacing the box.
      if (light) return out;
      if (best === undefined || best.cost > REPLACE_ABOVE) out.push(...this.replaced(st, ply, best?.cost));
      out.push(...this.rowEarly(st, ply));
    }
    return out;
  }

  /**
   * A row written twice, the first time in the row before its own (`22. b3 Rc8 23. b3 Rc8`, where
   * move 22 was f3 c5): the first copy is left out and the two moves of its row are put in (the
   * pair after which the second copy and the boxes after it read best, as for two moves left
   * out), so that the second copy reads in its own row; {@link COST.rowEarly} for it all. Looked
   * for only where the next four boxes repeat as two pairs (two boxes that cannot both be played
   * as written); where the first copy is right, the second one is read as a box repeated.
   */
  private rowEarly(st: State, ply: number): State[] {
    const i = st.idx[0]!;
    const box = (j: number): string | undefined => this.sheets[0]![j]?.text;
    if (box(i + 3) === undefined || box(i) !== box(i + 2) || box(i + 1) !== box(i + 3) || this.pairSearches >= MAX_PAIR_SEARCHES) return [];
    this.pairSearches++;
    const skips: Step[] = [i, i + 1].map((index, j) => ({ kind: 'skip', sheet: 0, index, doubled: true, ply: ply + j, early: true }));
    const skipped = this.after(st, skips, [i + 2], st.cost + COST.rowEarly, st.run, st.board);
    return this.leftOut(skipped, ply, 2, true);
  }

  /**
   * Moves left out of the only sheet: each legal move (or, when the box's move number says two
   * plies are missing, each pair of moves) after which the next box reads well; `shown`: the
   * box's number shows one move missing (the box may then be read with a slip of its own).
   */
  private leftOut(st: State, ply: number, gap: number, early = false, shown = false, light = false): State[] {
    const found: Array<{ moves: Move[]; board: Board; c: Candidate }> = [];
    const box = this.sheets[0]![st.idx[0]!]!.text;
    // Each move put in is judged by the box it lets follow and, to break ties, by the
    // {@link LOOK_AHEAD} boxes after that read as written (a move left out is usually one the next moves need).
    const rank = new Map<Move[], number>();
    /** What each path costs before the boxes read ahead (the box it lets follow, less a recapture). */
    const own = new Map<Move[], number>();
    const paths: Array<{ moves: Move[]; board: Board }> = [];
    for (const move of st.board.legalMoves()) {
      const board = played(st.board, move);
      if (gap < 2) paths.push({ moves: [move], board });
      else for (const second of board.legalMoves()) paths.push({ moves: [move, second], board: played(board, second) });
    }
    for (const { moves, board } of paths) {
      let c = this.own(board, box);
      // One move put in where the box's number shows it missing, and the box has a slip of its own
      // (`8... Kd6` for Kd8 after the Nc7+ nobody wrote): its cheapest repair, up to a look-alike.
      // (Only there: every legal move's repairs are many readings to weigh.)
      if ((c === undefined || c.cost >= GOOD_READING) && shown && gap < 2) c = this.candidates(board, positionKey(board), 0, st.idx[0]!)[0];
      if (c === undefined || c.cost > (shown && gap < 2 ? COST.lookalike : GOOD_READING - 1e-9)) continue;
      found.push({ moves, board, c });
      const recapture = moves.length === 1 && isRecapture(st.chain, moves[0]!) ? COST.recaptureLeftOut : 0;
      own.set(moves, c.cost - recapture);
      rank.set(moves, c.cost - recapture + this.readAhead(played(board, c.move), st.idx[0]! + 1, gap < 2 ? LOOK_AHEAD : LOOK_AHEAD_PAIRS));
    }
    // Pairs of moves are many (every pair that lets the box read): read further only for a row written early.
    const after = new Map(found.map((f) => [f.moves, played(f.board, f.c.move)]));
    if ((gap < 2 || early) && !light)
      this.breakTies(
        found.map((f) => f.moves),
        rank,
        (k) => after.get(k)!,
        (k) => own.get(k)!,
        st.idx[0]! + 1,
        gap < 2 ? 1 : 0,
      );
    // More moves tie than the search carries on: those after which the sheet reads as written further come first.
    const reach = new Map<Move[], number>();
    if (gap < 2 && !light) {
      const best = Math.min(...found.map((f) => rank.get(f.moves)!));
      const near = found.filter((f) => rank.get(f.moves)! < best + NEAR_COST);
      if (near.length > FILLS_KEPT) for (const f of near) reach.set(f.moves, this.reach(after.get(f.moves)!, st.idx[0]! + 1));
    }
    found.sort(
      (a, b) =>
        (Math.abs(rank.get(a.moves)! - rank.get(b.moves)!) > 1e-9 ? rank.get(a.moves)! - rank.get(b.moves)! : 0) ||
        (reach.get(b.moves) ?? 0) - (reach.get(a.moves) ?? 0) ||
        rank.get(a.moves)! - rank.get(b.moves)! ||
        captures(b.moves) - captures(a.moves),
    );
    const i = st.idx[0]!;
    // The search carries the FILLS_KEPT best ranked. Where the last of them ties with moves past
    // that cut (it would keep an arbitrary few of many that fit as well), the moves ranked before
    // the tie go on as states, and the tied ones (up to SET_MAX) as one set, each read on its own
    // board until the later boxes tell them apart (see undecided.ts).
    const last = found[FILLS_KEPT - 1];
    const tiedAtCut =
      gap < 2 && last !== undefined && found.length > FILLS_KEPT
        ? found.filter((f) => Math.abs(rank.get(f.moves)! - rank.get(last.moves)!) < NEAR_COST)
        : [];
    const asSet = tiedAtCut.length > 0 && found.indexOf(tiedAtCut[tiedAtCut.length - 1]!) >= FILLS_KEPT;
    if (asSet && tiedAtCut.length > SET_MAX && reach.size === 0 && !light) {
      // More than a set carries: those after which the sheet reads as written further first, as above.
      for (const f of tiedAtCut) reach.set(f.moves, this.reach(after.get(f.moves)!, st.idx[0]! + 1));
      tiedAtCut.sort((a, b) => reach.get(b.moves)! - reach.get(a.moves)!);
    }
    const set = asSet ? tiedAtCut.slice(0, SET_MAX) : [];
    const carried = asSet ? [...found.slice(0, found.indexOf(tiedAtCut[0]!)), ...set] : found.slice(0, FILLS_KEPT);
    const states = carried.map(({ moves, board, c }) => {
      const list = this.candidates(board, positionKey(board), 0, st.idx[0]!);
      const idx = [st.idx[0]! + 1];
      const reading: BoxReading = { sheet: 0, index: st.idx[0]!, chosen: c, others: list.slice(1, 4) };
      // Moves put in where the written numbers say they are missing cost less: the box's number is
      // theirs past, and no box was written for them (the box before is numbered before them; a box
      // of their ply left out as written twice is no gap in the numbers).
      // Or the number of the box after them jumps past the number of the box before by as many.
      const numbered =
        (this.sheets[0]![i]!.ply === ply + moves.length && (i === 0 || (this.sheets[0]![i - 1]!.ply ?? ply) < ply)) ||
        this.emptyBefore(i) >= moves.length;
      // One move put in: the others the next boxes fit as well travel with it, as for a box replaced
      // (in a set, those the set does not carry: the others are its members).
      const tied =
        moves.length === 1
          ? found.filter(
              (f) =>
                f.moves.length === 1 &&
                !set.includes(f) &&
                !sameMove(f.moves[0]!, moves[0]!) &&
                Math.abs(rank.get(f.moves)! - rank.get(moves)!) < NEAR_COST &&
                // A move after which the sheet reads as written less far is told apart by the box where it stops.
                (reach.get(f.moves) ?? Infinity) >= (reach.get(moves) ?? 0),
            )
          : [];
      const tiedWith = tied.length > 0 ? tied.map((f) => f.moves[0]!) : undefined;
      const recapture = moves.length === 1 && isRecapture(st.chain, moves[0]!) ? COST.recaptureLeftOut : 0;
      const steps: Step[] = [
        ...moves.map((move, j): Step => ({
          kind: 'move',
          move,
          ply: ply + j,
          boxes: [undefined],
          inserted: true,
          numbered,
          tiedWith,
          recapture: recapture > 0 || undefined,
          early: early || undefined,
        })),
        { kind: 'move', move: c.move, ply: ply + moves.length, boxes: [reading], inserted: false },
      ];
      // The moves of a row written early (see `rowEarly`) are paid for by its boxes left out.
      const price = early ? 0 : (numbered ? COST.moveMissingNumbered : COST.moveMissing) * moves.length - recapture;
      const cost = st.cost + price + c.cost + this.column(st, 0, st.idx[0]!, ply + moves.length);
      return this.after(st, steps, idx, cost, 0, played(board, c.move));
    });
    if (!asSet) return states;
    const alone = carried.length - set.length;
    return [...states.slice(0, alone), undecided(states.slice(alone))];
  }

  /**
   * Where two moves rank within {@link NEAR_COST} by {@link LOOK_AHEAD} boxes (in `rank`), those
   * moves are ranked again by their own cost (`own(k)`) and {@link LOOK_AHEAD_TIES} boxes from box
   * `from` (`after(k)`: the position before it), read with their cheapest repairs (a slip later in the sheet is the same
   * slip after each of them): the first box that reads after one move and not after another tells
   * them apart.
   */
  private breakTies<K>(
    keys: readonly K[],
    rank: Map<K, number>,
    after: (k: K) => Board,
    own: (k: K) => number,
    from: number,
    fills = 0,
  ): void {
    if (keys.length < 2) return;
    const best = Math.min(...keys.map((k) => rank.get(k)!));
    const near = keys.filter((k) => rank.get(k)! < best + NEAR_COST).sort((a, b) => rank.get(a)! - rank.get(b)!);
    if (near.length < 2) return;
    // A move left out is looked for behind a box none fits only where more moves tie than the
    // search carries on (FILLS_KEPT): elsewhere the beam carries them all to the box that tells.
    const wallFills = near.length > FILLS_KEPT ? fills : 0;
    // One read further is read only until it costs a neighbour square more than the best so far
    // (past that it ranks behind, whatever it costs).
    let bestDeep = Infinity;
    let leastExtra = Infinity;
    for (const k of near) {
      const b = after(k);
      const base = own(k);
      const total = base + this.readAheadRepaired(b, from, LOOK_AHEAD_TIES, bestDeep + COST.neighbourSquare - base, wallFills);
      leastExtra = Math.min(leastExtra, total - rank.get(k)!);
      rank.set(k, total);
      bestDeep = Math.min(bestDeep, total);
    }
    // The moves not read further pay at least what the cheapest near one paid more on the longer
    // look (a slip in the later boxes is the same slip after each move).
    for (const k of keys) if (!near.includes(k)) rank.set(k, rank.get(k)! + Math.max(0, leastExtra));
  }

  /**
   * The cheapest reading of the `depth` boxes from `from` in `board`: a box that reads as written
   * is read so; any other is read as each of its {@link TIE_READINGS} cheapest readings up to a
   * neighbour square (a look-alike slip later in the sheet may read as a legal move that is not
   * meant, as `Bxe3` for Bxc3 reads as Be3), and a box none fits is read after a move left out
   * before it, the boxes after it then as written (once per look: a second slip within the depth,
   * `Bxf2+ Nd4` where `Kxf2` is not written, would otherwise hide the box after it that tells the
   * moves apart), or costs a box left out for it and each box after it within the depth.
   */
  private readAheadRepaired(board: Board, from: number, depth: number, bound = Infinity, fills = 0): number {
    const box = this.sheets[0]![from];
    if (depth === 0 || box === undefined) return 0;
    const own = this.own(board, box.text);
    if (own !== undefined && own.cost === 0) return this.readAheadRepaired(played(board, own.move), from + 1, depth - 1, bound, fills);
    // Past the bound the exact cost does not matter: the caller ranks this move behind.
    if (bound <= COST.lowerCase) return COST.boxDropped * depth;
    const list = this.candidates(board, positionKey(board), 0, from)
      .filter((c) => c.cost <= COST.neighbourSquare)
      .slice(0, TIE_READINGS);
    if (list.length === 0) {
      let cheapest = COST.boxDropped * depth;
      // Only past the boxes the first look read (LOOK_AHEAD): a box none fits before that is no second slip hiding a later box.
      if (fills === 0 || depth > LOOK_AHEAD_TIES - LOOK_AHEAD || COST.moveMissing >= Math.min(bound, cheapest)) return cheapest;
      for (const move of board.legalMoves()) {
        const after = played(board, move);
        const c = this.own(after, box.text);
        if (c === undefined || c.cost >= GOOD_READING || COST.moveMissing + c.cost >= Math.min(bound, cheapest)) continue;
        cheapest = Math.min(cheapest, COST.moveMissing + c.cost + this.readAhead(played(after, c.move), from + 1, depth - 1));
      }
      return cheapest;
    }
    let cheapest = COST.boxDropped * depth;
    for (const c of list) {
      if (c.cost >= Math.min(bound, cheapest)) continue;
      cheapest = Math.min(
        cheapest,
        c.cost + this.readAheadRepaired(played(board, c.move), from + 1, depth - 1, Math.min(bound, cheapest) - c.cost, fills),
      );
    }
    return cheapest;
  }

  /**
   * Which box after the state's next one first reads badly once that one is read as `best` and
   * the box after it as written: 1 (the next box), 2 (the one after it), or 0 (both read).
   */
  private nextBreaks(st: State, best: Candidate): 0 | 1 | 2 {
    // The same position and box recur in the wider second search (see `run`).
    const k = `${st.key}\u0002${st.idx[0]!}\u0002${best.move.from},${best.move.to},${best.move.promotion ?? ''}`;
    let b = this.breaks.get(k);
    if (b === undefined) {
      b = this.firstBreak(st, best);
      if (this.breaks.size >= MAX_READINGS) this.breaks.clear();
      this.breaks.set(k, b);
    }
    return b;
  }

  private firstBreak(st: State, best: Candidate): 0 | 1 | 2 {
    const next = this.sheets[0]![st.idx[0]! + 1];
    if (next === undefined) return 0;
    const board = played(st.board, best.move);
    const r = this.own(board, next.text);
    if (r === undefined || r.cost >= GOOD_READING) return 1;
    const third = this.sheets[0]![st.idx[0]! + 2];
    if (third === undefined) return 0;
    const r2 = this.own(played(board, r.move), third.text);
    return r2 === undefined || r2.cost >= GOOD_READING ? 2 : 0;
  }

  /** How many boxes from `from` read as written (each well, see {@link GOOD_READING}) in a row from `board`, at most {@link REACH_MAX}. */
  private reach(board: Board, from: number): number {
    let b = board;
    let n = 0;
    for (; n < REACH_MAX; n++) {
      const text = this.sheets[0]![from + n]?.text;
      if (text === undefined) return REACH_MAX;
      const r = this.own(b, text);
      if (r === undefined || r.cost >= GOOD_READING) return n;
      b = played(b, r.move);
    }
    return n;
  }

  /**
   * What the {@link LOOK_AHEAD}-style boxes from `from` (at most `depth` of them) cost read as
   * written from `board`: each box's own reading, and a box that does not read ends the look with
   * the cost of leaving out it and every box after it within the depth.
   */
  private readAhead(board: Board, from: number, depth: number): number {
    let cost = 0;
    let b = board;
    for (let j = 0; j < depth; j++) {
      const text = this.sheets[0]![from + j]?.text;
      if (text === undefined) break;
      const r = this.own(b, text);
      if (r === undefined) return cost + COST.boxDropped * (depth - j);
      cost += r.cost;
      b = played(b, r.move);
    }
    return cost;
  }

  /**
   * A box that names no move fitting the game (`8. Nf3` where the knight stands on f3 and the
   * bishop went to e2): read as the move after which the next box reads well, ranked by the
   * {@link LOOK_AHEAD} boxes after it read as written (the moves that follow tell what was played).
   * Only where a next box exists to judge by; equal candidates are kept, so a tie is reported.
   */
  private replaced(st: State, ply: number, best: number | undefined): State[] {
    const i = st.idx[0]!;
    const next = this.sheets[0]![i + 1];
    if (next === undefined) return [];
    // The player's own previous move written again in this box (`4... Nf6 5. Bf4 Nf6`), or the
    // next one written early (`25... Re3 26. Bxb3 Re3`): the box is evidence of nothing else.
    const text = this.sheets[0]![i]!.text;
    const repeated = (i >= 2 && this.sheets[0]![i - 2]!.text === text) || this.sheets[0]![i + 2]?.text === text;
    const price = repeated ? COST.moveRepeated : COST.boxReplaced;
    const found: Array<{ move: Move; board: Board; after: Board; own: number; rank: number }> = [];
    for (const move of st.board.legalMoves()) {
      const board = played(st.board, move);
      const c = this.own(board, next.text);
      if (c === undefined || c.cost >= GOOD_READING) continue;
      // A take-back right after a capture costs less, as for a move left out (see COST.recaptureLeftOut).
      const recapture = isRecapture(st.chain, move) ? COST.recaptureLeftOut : 0;
      const after = played(board, c.move);
      found.push({ move, board, after, own: c.cost - recapture, rank: c.cost - recapture + this.readAhead(after, i + 2, LOOK_AHEAD) });
    }
    // Ties are broken by reading further only where the box's own best reading is not far cheaper
    // than replacing it (elsewhere the replaced box seldom wins, and the longer look is wasted).
    if (best === undefined || best + NEAR_COST >= price) {
      const ranks = new Map(found.map((f) => [f, f.rank]));
      this.breakTies(
        found,
        ranks,
        (f) => f.after,
        (f) => f.own,
        i + 2,
      );
      for (const f of found) f.rank = ranks.get(f)!;
    }
    found.sort((a, b) => a.rank - b.rank || captures([b.move]) - captures([a.move]));
    const list = this.candidates(st.board, st.key, 0, i);
    const early = !(i >= 2 && this.sheets[0]![i - 2]!.text === text);
    const how = repeated
      ? `the ${early ? 'next' : 'previous'} move of the same side written ${early ? 'early' : 'again'}; the move the next boxes need`
      : 'no reading of the box fits the game; the move the next boxes need';
    return found.slice(0, 3).map(({ move, board, rank }) => {
      const recapture = isRecapture(st.chain, move);
      const paid = price - (recapture ? COST.recaptureLeftOut : 0);
      const chosen: Candidate = {
        move,
        cost: paid,
        repair: repeated ? 'move-doubled' : 'box-replaced',
        how: recapture ? `${how}, a recapture` : how,
      };
      // Moves the next boxes fit as well: the search may keep only one of them, so the tie travels with it.
      const tiedWith = found.filter((f) => f.move !== move && Math.abs(f.rank - rank) < NEAR_COST).map((f) => f.move);
      const reading: BoxReading = {
        sheet: 0,
        index: i,
        chosen,
        others: list.filter((c) => !sameMove(c.move, move)).slice(0, 3),
        tiedWith: tiedWith.length ? tiedWith : undefined,
      };
      const cost = st.cost + paid + this.column(st, 0, i, ply);
      return this.after(st, [{ kind: 'move', move, ply, boxes: [reading], inserted: false }], [i + 1], cost, 0, board);
    });
  }

  /**
   * What the next two boxes of the only sheet will cost a state at least: each box's own reading
   * as written, or {@link COST.lookalike} (the cheapest repair) when it reads as no legal move (the
   * second box is then not looked at, and counts the same); 0 after the last box.
   */
  private outlook(st: State): number {
    const i = st.idx[0]!;
    const box = this.sheets[0]![i];
    if (box === undefined) return 0;
    const k = `${st.key}\u0001${i}`;
    let c = this.outlooks.get(k);
    if (c === undefined) {
      const r = this.own(st.board, box.text);
      if (r === undefined) c = COST.lookalike;
      else {
        const nextBox = this.sheets[0]![i + 1];
        const r2 = nextBox === undefined ? undefined : this.own(played(st.board, r.move), nextBox.text);
        c = Math.min(r.cost, COST.lookalike) + (nextBox === undefined ? 0 : Math.min(r2?.cost ?? COST.lookalike, COST.lookalike));
      }
      if (this.outlooks.size >= MAX_READINGS) this.outlooks.clear();
      this.outlooks.set(k, c);
    }
    return c;
  }

  /** Two moves of one player in each other's box: boxes i+2, i+1, i read in that order. */
  private swapped(st: State, ply: number): State[] {
    const i = st.idx[0]!;
    if (i + 2 >= this.sheets[0]!.length) return [];
    let board = st.board.clone();
    const steps: Step[] = [];
    let cost = st.cost + COST.movesSwapped;
    for (const [index, p] of [
      [i + 2, ply],
      [i + 1, ply + 1],
      [i, ply + 2],
    ] as const) {
      const c = this.own(board, this.sheets[0]![index]!.text);
      if (c === undefined || c.cost >= GOOD_READING) return [];
      steps.push({
        kind: 'move',
        move: c.move,
        ply: p,
        boxes: [{ sheet: 0, index, chosen: c, others: [], swapped: index !== i + 1 }],
        inserted: false,
      });
      cost += c.cost;
      board = played(board, c.move);
    }
    return [this.after(st, steps, [i + 3], cost, 0, board)];
  }

  /**
   * Two neighbouring boxes in each other's place, each move in the other player's column
   * (`4. Bc5 Nc3` for `4. Nc3 Bc5`: White's move written in Black's column of its row, Black's in
   * White's): boxes i+1 and i read in that order, for {@link COST.columnsSwapped}; the boxes after
   * them stand in their own columns. (Where the rows after such a box shift one column over, they
   * read in order and pay {@link COST.wrongColumn} once: see `column`.)
   */
  private columnsSwapped(st: State, ply: number): State[] {
    const i = st.idx[0]!;
    if (i + 1 >= this.sheets[0]!.length) return [];
    let board = st.board;
    const steps: Step[] = [];
    let cost = st.cost + COST.columnsSwapped;
    for (const [index, p] of [
      [i + 1, ply],
      [i, ply + 1],
    ] as const) {
      const c = this.own(board, this.sheets[0]![index]!.text);
      if (c === undefined || c.cost >= GOOD_READING) return [];
      steps.push({
        kind: 'move',
        move: c.move,
        ply: p,
        boxes: [{ sheet: 0, index, chosen: c, others: [], swapped: true, column: true }],
        inserted: false,
      });
      cost += c.cost;
      board = played(board, c.move);
    }
    return [this.after(st, steps, [i + 2], cost, 0, board)];
  }

  /**
   * How many plies the written move numbers leave empty between box `i` of the only sheet and the
   * box before it (`19. Nxf3 20. Nd7`: one, Black's 19th), counted on the sheet's own numbers, so
   * also where its count runs behind or ahead of the game's; 0 where either box has no number.
   */
  private emptyBefore(i: number): number {
    const numbered = this.sheets[0]![i]!.ply;
    const before = i === 0 ? undefined : this.sheets[0]![i - 1]!.ply;
    return numbered === undefined || before === undefined ? 0 : Math.max(0, numbered - before - 1);
  }

  /**
   * What reading box `index` of `sheet` at `ply` after state `st` costs for its move number. A box
   * that stands as far from its numbered ply as the sheet's box read before it pays nothing: a
   * player who left a move out, or wrote one twice, writes the boxes after it one column over
   * until the sheet is set right, so the shift is one slip, paid once ({@link COST.wrongColumn}),
   * and the rows after it read as written; a box back in its own column pays nothing. A shift
   * across a box left empty (the written numbers jump) also says the empty box held no move, so it
   * pays as well what a move left out where the numbers show it costs.
   */
  private column(st: State, sheet: number, index: number, ply: number): number {
    const numbered = this.sheets[sheet]![index]!.ply;
    if (numbered === undefined || numbered === ply || (st.shifts?.[sheet] ?? 0) === numbered - ply) return 0;
    const before = index === 0 ? undefined : this.sheets[sheet]![index - 1]!.ply;
    const runsOn = before === undefined || before === numbered - 1;
    return COST.wrongColumn + (runsOn ? 0 : COST.moveMissingNumbered);
  }

  /** The state after `steps`, whose moves are played on `board` already. */
  private after(st: State, steps: readonly Step[], idx: number[], cost: number, run: number, board: Board): State {
    let chain = st.chain;
    let shifts = st.shifts;
    for (const step of steps) {
      chain = { parent: chain, step };
      if (step.kind !== 'move') continue;
      for (const r of step.boxes) {
        const numbered = r === undefined ? undefined : this.sheets[r.sheet]![r.index]!.ply;
        // Two neighbouring boxes swapped stand in their own row: no shift for the boxes after them.
        if (r === undefined || r.column === true || numbered === undefined || (shifts?.[r.sheet] ?? 0) === numbered - step.ply) continue;
        const next = shifts === undefined ? new Array<number | undefined>(this.sheets.length).fill(undefined) : [...shifts];
        next[r.sheet] = numbered - step.ply;
        shifts = next;
      }
    }
    return { idx, board, cost, chain, run, key: board === st.board ? st.key : positionKey(board), merged: st.merged, shifts };
  }
}

/** One way a sheet's next box goes with a move (see `expand`). */
interface SheetOption {
  readonly cost: number;
  /** The box read for the move; undefined when the sheet lacks the move. */
  readonly reading: BoxReading | undefined;
  /** Whether the box reads as the move (not only overruled). */
  readonly real: boolean;
}

/** The first three readings of `list` but the one at `at` (the next best after the one chosen). */
function othersThan(list: readonly Candidate[], at: number): Candidate[] {
  const out: Candidate[] = [];
  for (let j = 0; j < list.length && out.length < 3; j++) if (j !== at) out.push(list[j]!);
  return out;
}

/** Every choice of one option per sheet. */
function combinations(options: readonly (readonly SheetOption[])[]): SheetOption[][] {
  let out: SheetOption[][] = [[]];
  for (const list of options) out = out.flatMap((prefix) => list.map((o) => [...prefix, o]));
  return out;
}

function played(board: Board, move: Move): Board {
  const b = board.clone();
  b.play(move);
  return b;
}

/**
 * The cost past which a state that has read `boxes` boxes of `sheets` sheets is given up:
 * {@link COST.giveUpPerBox} per box for the first {@link COST.provedAfter} boxes (text that is not
 * chess, or not in this notation, passes that at once), {@link COST.giveUpPerBoxProved} per box
 * after them for one sheet (one that has read as chess that long is a sheet, and is read to its
 * end even through a badly written stretch). With two sheets the boxes of both count, so the
 * budget per move is twice the one-sheet budget already, and stays {@link COST.giveUpPerBox}.
 */
export function giveUpCost(boxes: number, sheets = 1): number {
  const early = sheets === 1 ? Math.min(boxes, COST.provedAfter) : boxes;
  return COST.giveUpBase + COST.giveUpPerBox * early + COST.giveUpPerBoxProved * (boxes - early);
}

/** States dearer than the cheapest of their step by more than this are given up. */
export const MARGIN = 4;

/**
 * The `beam` states kept of a step ({@link BEAM}, or wider, see {@link WIDEN_ABOVE_PER_BOX}), one per
 * position and progress, within {@link MARGIN} of the cheapest. With `outlook` (what the next boxes
 * will cost a state at least), the cheapest 2 × beam are ranked by cost plus outlook, so that a state whose next boxes read as written is not
 * crowded out by cheaper ones that the next boxes break (the game's cost is still its own cost).
 */
function prune(states: State[], beam: number, outlook?: (st: State) => number): State[] {
  if (states.length === 0) return states;
  const byKey = new Map<string, State>();
  for (const s of states) {
    const key = `${s.idx.join(',')}|${s.key}`;
    const had = byKey.get(key);
    if (had === undefined) {
      byKey.set(key, s);
      continue;
    }
    byKey.set(key, joinWays(had, s));
  }
  const sorted = [...byKey.values()].sort((a, b) => a.cost - b.cost);
  const limit = sorted[0]!.cost + MARGIN;
  let n = 0;
  while (n < sorted.length && n < (outlook ? 2 * beam : beam) && sorted[n]!.cost <= limit) n++;
  const kept = sorted.slice(0, n);
  if (outlook === undefined || kept.length <= beam) return kept;
  const ranked = kept.map((st) => ({ st, rank: st.cost + outlook(st) }));
  ranked.sort((a, b) => a.rank - b.rank || a.st.cost - b.st.cost);
  return ranked.slice(0, beam).map((r) => r.st);
}

/**
 * Two ways to one position (`De3` read as Dd3 or De2 before the queen goes on to c4; moves
 * swapped at one place or the next): the cheaper, at equal cost the one whose last repair
 * comes first, as for whole games (see `run`); the other is kept as a tie when near in cost.
 */
function joinWays(had: State, s: State): State {
  const wins = s.cost < had.cost - 1e-9 || (s.cost <= had.cost + 1e-9 && lastRepair(s.chain) < lastRepair(had.chain));
  return wins ? withMerged(s, had) : withMerged(had, s);
}

/** Whether `move` takes back on the square where the game's last move took (`16. Qxb5 axb5`). */
function isRecapture(chain: Chain | undefined, move: Move): boolean {
  const last = chain?.step;
  return (
    last !== undefined &&
    last.kind === 'move' &&
    last.move.captured !== undefined &&
    move.captured !== undefined &&
    move.to === last.move.to
  );
}

/** `win` remembering `lose` as a tie when `lose` is a near-equal other game (see `State.merged`). */
function withMerged(win: State, lose: State): State {
  const extra = lose.cost - win.cost;
  if (extra > NEAR_COST) return win;
  const ply = partingPly(unchain(win.chain), unchain(lose.chain), true);
  if (ply === undefined) return win;
  const had = win.merged ?? [];
  const same = had.find((m) => m.ply === ply);
  // One tie per ply, the nearest in cost.
  if (same !== undefined && same.extra <= extra) return win;
  const merged = [...had.filter((m) => m !== same), { chain: lose.chain, extra, ply }];
  if (merged.length > MERGED_KEPT) return win;
  return { ...win, merged };
}

/**
 * The ply of the first move where two games' steps part (undefined when they give the same
 * moves; with `prefix`, when one game's moves begin the other's).
 */
function partingPly(a: readonly Step[], b: readonly Step[], prefix = false): number | undefined {
  const ma = a.filter((s) => s.kind === 'move');
  const mb = b.filter((s) => s.kind === 'move');
  let i = 0;
  while (i < ma.length && i < mb.length && sameMove(ma[i]!.move, mb[i]!.move)) i++;
  if (prefix ? i === ma.length || i === mb.length : i === ma.length && i === mb.length) return undefined;
  return (ma[i] ?? mb[i])!.ply;
}

/** The ply of a game's last step that is not a box read as written (0 when there is none). */
function lastRepair(chain: Chain | undefined): number {
  for (let c = chain; c; c = c.parent) {
    const step = c.step;
    if (step.kind === 'skip' || step.inserted || step.boxes.some((r) => r !== undefined && (r.chosen.cost > 0 || r.swapped === true)))
      return step.ply;
  }
  return 0;
}

function unchain(chain: Chain | undefined): Step[] {
  const out: Step[] = [];
  for (let c = chain; c; c = c.parent) out.push(c.step);
  return out.reverse();
}

/**
 * How many of `moves` capture: of moves that the next boxes fit equally (put in, or read for a
 * box that fits nothing), captures are given first — a player most often leaves a capture
 * unwritten (the reasoning of {@link COST.recaptureLeftOut}, without its discount: the others are
 * still named in the tie).
 */
function captures(moves: readonly Move[]): number {
  return moves.filter((m) => m.captured !== undefined).length;
}
