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
 * This module holds the search's loop and the steps from one state to the next; the rest is in modules of its own:
 * the data (search-state.ts), the beam (beam.ts), the boxes and their cached readings (sheet-reader.ts), the look
 * ahead that ranks and breaks ties (look-ahead.ts), moves left out (left-out.ts), a box replaced and moves or columns
 * swapped (box-repairs.ts), sets of undecided moves left out (undecided.ts), and the game given with its ties
 * (search-ties.ts). The single-sheet steps share the search's caches and boxes through its {@link SheetReader}.
 */
import type { Board } from '../board/board.js';
import type { InputNotation } from '../notation/notation.js';
import { sameMove, type Candidate } from './candidates.js';
import { COST } from './costs.js';
import { BEAM, giveUpCost, joinWays, MAX_EXPANSIONS_PER_BOX, MAX_RUN, prune, WIDEN, WIDEN_ABOVE_PER_BOX, withMerged } from './beam.js';
import { columnsSwapped, replaced, swapped } from './box-repairs.js';
import { leftOut } from './left-out.js';
import { nextBreaks, outlook } from './look-ahead.js';
import {
  columnCost,
  emptyBefore,
  played,
  plyOf,
  positionKey,
  stateAfter,
  type Box,
  type BoxReading,
  type SearchResult,
  type State,
  type Step,
} from './search-state.js';
import { searchResult } from './search-ties.js';
import { GOOD_READING, SheetReader } from './sheet-reader.js';
import { regroup, type Child } from './undecided.js';

export { ownReading } from './own-reading.js';
export { BEAM, giveUpCost, MARGIN, MAX_EXPANSIONS_PER_BOX, MAX_RUN, WIDEN, WIDEN_ABOVE_PER_BOX } from './beam.js';
export type { Box, BoxReading, Chain, SearchResult, State, Step, Tie } from './search-state.js';

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
/** A box whose best reading costs more than this may be replaced by the move the next boxes need. */
const REPLACE_ABOVE = COST.lookalike;

/** Member expansions of sets per step, past which a set goes on as its cheapest member only. */
const SET_EXPANSIONS_PER_STEP = 256;

export class RepairSearch {
  /** The sheets' boxes and the search's readings of them (see sheet-reader.ts). */
  private readonly reader: SheetReader;
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
    inputs: readonly InputNotation[],
    private readonly beam = BEAM,
    private readonly widen = WIDEN,
  ) {
    this.width = beam;
    this.reader = new SheetReader(sheets, inputs);
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
      const states = prune(buckets[b]!, this.width, k === 1 ? (st) => outlook(this.reader, st) : undefined).filter(
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
    return searchResult(finals);
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
      const own = box === undefined ? undefined : this.reader.own(st.board, box.text);
      if (own !== undefined && own.cost === 0) {
        const ply = plyOf(st.board);
        const reading: BoxReading = { sheet: 0, index: i, chosen: own, others: [] };
        const cost = st.cost + columnCost(this.sheets, st, 0, i, ply);
        return [
          stateAfter(
            this.sheets,
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
    const lists = st.idx.map((i, s) => (avail[s] ? this.reader.candidates(st.board, st.key, s, i) : []));
    const ply = plyOf(st.board);
    // Moves that some sheet's next box may mean: more of them where the box reads well but one of
    // the next two boxes does not after it (see CANDIDATES_WIDE).
    const first = lists[0]![0];
    const more = wide && !light && k === 1 && first !== undefined && first.cost < GOOD_READING && nextBreaks(this.reader, st, first) !== 0;
    const moves: Candidate[] = [];
    for (const list of lists) {
      for (const c of list.slice(0, CANDIDATES_PER_BOX * k)) if (!moves.some((m) => sameMove(m.move, c.move))) moves.push(c);
    }
    if (more) for (const c of lists[0]!.slice(CANDIDATES_PER_BOX, CANDIDATES_WIDE)) if (nextBreaks(this.reader, st, c) === 0) moves.push(c);
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
        const column = columnCost(this.sheets, st, s, st.idx[s]!, ply);
        const reading = (chosen: Candidate): BoxReading => ({ sheet: s, index: st.idx[s]!, chosen, others: othersThan(list, at) });
        if (k === 1) {
          if (c === undefined) break;
          // One sheet: the box read as m is the one way (no choice of ways to combine).
          const cost = st.cost + (c.cost + column);
          const step: Step = { kind: 'move', move: m.move, ply, boxes: [reading(c)], inserted: false };
          out.push(stateAfter(this.sheets, st, [step], [st.idx[0]! + 1], cost, 0, played(st.board, m.move)));
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
        out.push(
          stateAfter(
            this.sheets,
            st,
            [{ kind: 'move', move: m.move, ply, boxes, inserted: false }],
            idx,
            cost,
            0,
            played(st.board, m.move),
          ),
        );
      }
    }
    for (let s = 0; s < k; s++) {
      if (!avail[s] || st.run >= MAX_RUN) continue;
      const i = st.idx[s]!;
      const doubled = i > 0 && this.sheets[s]![i - 1]!.text === this.sheets[s]![i]!.text;
      const idx = [...st.idx];
      idx[s]!++;
      const cost = st.cost + (doubled ? COST.moveDoubled : COST.boxDropped);
      out.push(stateAfter(this.sheets, st, [{ kind: 'skip', sheet: s, index: i, doubled, ply }], idx, cost, st.run + 1, st.board));
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
      const missing = Math.max(numbered !== undefined && numbered > ply ? numbered - ply : 0, emptyBefore(this.sheets[0]!, i));
      const gap = Math.min(missing, pairs ? 2 : 1);
      if (gap === 2) this.pairSearches++;
      if (poor || gap > 0) {
        out.push(...leftOut(this.reader, st, ply, Math.max(gap, 1), false, gap === 1 && !light, light));
        if (gap === 2 && poor) out.push(...leftOut(this.reader, st, ply, 1));
        out.push(...swapped(this.reader, st, ply));
        out.push(...columnsSwapped(this.reader, st, ply));
      } else if (best !== undefined) {
        const breaks = nextBreaks(this.reader, st, best);
        if (breaks === 1) {
          // The box reads, but the next one does not after it: the slip may be here all the same
          // (a move left out, `d3 Bc5 O-O` for `d3 Bc5 c3 O-O`; two moves swapped, `Be2 gxh6 Bxh6`).
          out.push(...leftOut(this.reader, st, ply, 1, false, false, light));
          out.push(...swapped(this.reader, st, ply));
          out.push(...columnsSwapped(this.reader, st, ply));
        } else if (breaks === 2) {
          // The box and the next read, the one after them does not: the same player's two moves
          // may be in each other's box, this one and that one (`Kg2 Nf5+ Kg3` for `Kg3 Nf5+ Kg2`).
          out.push(...swapped(this.reader, st, ply));
        }
      }
      // A box read for some move at the price of a look-alike or a neighbour square is rarely one
      // that names nothing played; only dearer readings are weighed against replacing the box.
      if (light) return out;
      if (best === undefined || best.cost > REPLACE_ABOVE) out.push(...replaced(this.reader, st, ply, best?.cost));
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
    const skipped = stateAfter(this.sheets, st, skips, [i + 2], st.cost + COST.rowEarly, st.run, st.board);
    return leftOut(this.reader, skipped, ply, 2, true);
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
