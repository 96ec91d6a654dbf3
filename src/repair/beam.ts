/**
 * The beam of the repair search (search.ts): its bounds, the cost past which a state is given up, and the states
 * kept of a step (one per position and progress, the others merged into it as its ties).
 */
import { COST, NEAR_COST } from './costs.js';
import { lastRepair, MERGED_KEPT, partingPly, unchain, type State } from './search-state.js';

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
/** Boxes left out in a row before a state is given up. */
export const MAX_RUN = 3;

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
export function prune(states: State[], beam: number, outlook?: (st: State) => number): State[] {
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
 * comes first, as for whole games (see search-ties.ts); the other is kept as a tie when near in cost.
 */
export function joinWays(had: State, s: State): State {
  const wins = s.cost < had.cost - 1e-9 || (s.cost <= had.cost + 1e-9 && lastRepair(s.chain) < lastRepair(had.chain));
  return wins ? withMerged(s, had) : withMerged(had, s);
}

/** `win` remembering `lose` as a tie when `lose` is a near-equal other game (see `State.merged`). */
export function withMerged(win: State, lose: State): State {
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
