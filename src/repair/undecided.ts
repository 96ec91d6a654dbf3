/**
 * An undecided move left out (issue 12): where more moves put in for a move left out fit the next
 * boxes equally than the search carries as separate states (`19. Nxf3 [?] 20. Nd7 Nf6 [?] 21... Rxd1
 * … [?] 25. exd3`: some thirty black moves fit the first gap, and only `exd3` tells that it was
 * e4), the search carries them as one state, a *set*: one member state (board, cost, steps) per
 * move put in. Each member reads the later boxes on its own board with every step a state has
 * (`expand` in search.ts, through the cached readings), and the members' next states are grouped
 * again (see {@link regroup}): those within {@link NEAR_COST} of the cheapest stay one set, and the
 * dearer ones leave it (as states of their own, or sets of their own). A set of one member is a
 * plain state again. Members still in a set at the end are finished games of near-equal cost, so
 * the search reports them as ties, never a silent choice.
 *
 * Bounds: one beam entry per set; at most {@link SET_MAX} members (the others are remembered as
 * ties of a member kept, see `State.merged`); at most {@link SET_TIERS} states from one set's
 * step per number of boxes read; and the search's budget of member expansions (see search.ts).
 */
import { NEAR_COST } from './costs.js';
import type { State } from './search-state.js';

/** Members a set carries at most. */
export const SET_MAX = 64;
/** States (sets or plain) made from one set's next states per number of boxes read, the cheapest first. */
export const SET_TIERS = 8;

/** One set's next state, with the member (by rank in the set) it came from. */
export interface Child {
  readonly st: State;
  readonly parent: number;
}

/** The state carrying `members` (cheapest first): the only one itself, or a set (one beam entry, at the cheapest member's cost). */
export function undecided(members: readonly State[]): State {
  if (members.length === 1) return members[0]!;
  const sorted = [...members].sort((a, b) => a.cost - b.cost);
  const best = sorted[0]!;
  // A set is one beam entry: it joins no plain state (nor another set of other boards).
  const key = `set\u0003${sorted
    .map((m) => m.key)
    .sort()
    .join('\u0003')}`;
  return { ...best, key, members: sorted };
}

/**
 * A set's members' next states, grouped again: per number of boxes read, ways to one position are
 * joined (`join`, as the beam does), and the states are cut into tiers from the cheapest up, each
 * tier the states within {@link NEAR_COST} of its cheapest, one set per tier (at most
 * {@link SET_TIERS} tiers). A tier of more than {@link SET_MAX} takes the members' next states in
 * turn (each member's cheapest first), so that no member's line is lost to another's many; the
 * others are remembered as ties (`tie`) of the kept states of the same member.
 */
export function regroup(
  children: readonly Child[],
  join: (had: State, next: State) => State,
  tie: (win: State, lose: State) => State,
): State[] {
  const groups = new Map<string, Map<string, Child>>();
  for (const c of children) {
    const progress = c.st.idx.join(',');
    let group = groups.get(progress);
    if (group === undefined) groups.set(progress, (group = new Map()));
    const had = group.get(c.st.key);
    if (had === undefined) group.set(c.st.key, c);
    else {
      const st = join(had.st, c.st);
      group.set(c.st.key, { st, parent: st.chain === c.st.chain ? c.parent : had.parent });
    }
  }
  const out: State[] = [];
  for (const group of groups.values()) {
    const rest = [...group.values()].sort((a, b) => a.st.cost - b.st.cost);
    for (let tiers = 0; rest.length > 0 && tiers < SET_TIERS; tiers++) {
      const limit = rest[0]!.st.cost + NEAR_COST;
      let n = 0;
      while (n < rest.length && rest[n]!.st.cost < limit) n++;
      out.push(undecided(capped(rest.splice(0, n), tie)));
    }
  }
  return out;
}

/** At most {@link SET_MAX} of `tier` (cheapest first), taken in turn from each member; the others are ties of a kept one. */
function capped(tier: readonly Child[], tie: (win: State, lose: State) => State): State[] {
  if (tier.length <= SET_MAX) return tier.map((c) => c.st);
  const byParent = new Map<number, Child[]>();
  for (const c of tier) byParent.set(c.parent, [...(byParent.get(c.parent) ?? []), c]);
  const lines = [...byParent.values()];
  const kept: Child[] = [];
  for (let round = 0; kept.length < SET_MAX; round++)
    for (const line of lines) if (round < line.length && kept.length < SET_MAX) kept.push(line[round]!);
  const states = kept.map((c) => c.st);
  for (const c of tier) {
    if (kept.includes(c)) continue;
    // A tie of each kept state of the same member (whichever of them the later boxes keep), else of the cheapest.
    const siblings = kept.flatMap((k, i) => (k.parent === c.parent ? [i] : []));
    for (const i of siblings.length > 0 ? siblings : [0]) states[i] = tie(states[i]!, c.st);
  }
  return states;
}
