/**
 * The game a repair search gives (search.ts) from the finished games it found: the cheapest, and every other game of
 * (near) equal cost as a tie where it parts from it, so that no tie in a game is a silent choice behind another.
 */
import type { Move } from '../core/types.js';
import { sameMove } from './candidates.js';
import { NEAR_COST } from './costs.js';
import { lastRepair, partingPly, unchain, type SearchResult, type State, type Tie } from './search-state.js';

/**
 * The cheapest of `finals` (finished games, at least one; sorted here) with its ties: the other finished games of
 * near-equal cost, the moves they put in where it puts one in, and the games merged into it on the way.
 */
export function searchResult(finals: State[]): SearchResult {
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
