/**
 * The repair search's look ahead (search.ts): what the boxes after a state cost read as written, how far they read
 * so, which of the next two first reads badly, and the deeper look, with the cheapest repairs, that breaks ties
 * between moves the next few boxes fit equally.
 */
import type { Board } from '../board/board.js';
import type { Candidate } from './candidates.js';
import { COST, NEAR_COST } from './costs.js';
import { played, positionKey, type State } from './search-state.js';
import { GOOD_READING, MAX_READINGS, type SheetReader } from './sheet-reader.js';

/** Moves put in for a move left out that the search carries on, the best ranked first (see left-out.ts). */
export const FILLS_KEPT = 3;
/** Boxes read ahead (as written) to rank the moves put in for a move left out. */
export const LOOK_AHEAD = 4;
/** The same for two moves left out in a row: many pairs fit the next few boxes (1. d4 Nf6 or 1. d3 e6 before 2. c4 g6). */
export const LOOK_AHEAD_PAIRS = 12;
/**
 * Boxes read ahead for the moves that {@link LOOK_AHEAD} boxes fit equally (a queen move put in
 * where only the eighth box after tells which square she went to): a tie the next few boxes
 * leave open is broken by a later box that reads after one move and not after the other.
 */
const LOOK_AHEAD_TIES = 12;
/** Boxes read as written at most to tell apart moves put in that tie after the deeper look (see `readsAsWritten`). */
const REACH_MAX = 40;
/** Readings of a box that does not read as written tried in that deeper look. */
const TIE_READINGS = 2;

/**
 * Where two moves rank within {@link NEAR_COST} by {@link LOOK_AHEAD} boxes (in `rank`), those
 * moves are ranked again by their own cost (`own(k)`) and {@link LOOK_AHEAD_TIES} boxes from box
 * `from` (`after(k)`: the position before it), read with their cheapest repairs (a slip later in the sheet is the same
 * slip after each of them): the first box that reads after one move and not after another tells
 * them apart.
 */
export function breakTies<K>(
  reader: SheetReader,
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
    const total = base + readAheadRepaired(reader, b, from, LOOK_AHEAD_TIES, bestDeep + COST.neighbourSquare - base, wallFills);
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
function readAheadRepaired(reader: SheetReader, board: Board, from: number, depth: number, bound = Infinity, fills = 0): number {
  const box = reader.sheets[0]![from];
  if (depth === 0 || box === undefined) return 0;
  const own = reader.own(board, box.text);
  if (own !== undefined && own.cost === 0) return readAheadRepaired(reader, played(board, own.move), from + 1, depth - 1, bound, fills);
  // Past the bound the exact cost does not matter: the caller ranks this move behind.
  if (bound <= COST.lowerCase) return COST.boxDropped * depth;
  const list = reader
    .candidates(board, positionKey(board), 0, from)
    .filter((c) => c.cost <= COST.neighbourSquare)
    .slice(0, TIE_READINGS);
  if (list.length === 0) {
    let cheapest = COST.boxDropped * depth;
    // Only past the boxes the first look read (LOOK_AHEAD): a box none fits before that is no second slip hiding a later box.
    if (fills === 0 || depth > LOOK_AHEAD_TIES - LOOK_AHEAD || COST.moveMissing >= Math.min(bound, cheapest)) return cheapest;
    for (const move of board.legalMoves()) {
      const after = played(board, move);
      const c = reader.own(after, box.text);
      if (c === undefined || c.cost >= GOOD_READING || COST.moveMissing + c.cost >= Math.min(bound, cheapest)) continue;
      cheapest = Math.min(cheapest, COST.moveMissing + c.cost + readAhead(reader, played(after, c.move), from + 1, depth - 1));
    }
    return cheapest;
  }
  let cheapest = COST.boxDropped * depth;
  for (const c of list) {
    if (c.cost >= Math.min(bound, cheapest)) continue;
    cheapest = Math.min(
      cheapest,
      c.cost + readAheadRepaired(reader, played(board, c.move), from + 1, depth - 1, Math.min(bound, cheapest) - c.cost, fills),
    );
  }
  return cheapest;
}

/**
 * Which box after the state's next one first reads badly once that one is read as `best` and
 * the box after it as written: 1 (the next box), 2 (the one after it), or 0 (both read).
 */
export function nextBreaks(reader: SheetReader, st: State, best: Candidate): 0 | 1 | 2 {
  // The same position and box recur in the wider second search (see `run` in search.ts).
  const k = `${st.key}\u0002${st.idx[0]!}\u0002${best.move.from},${best.move.to},${best.move.promotion ?? ''}`;
  let b = reader.breaks.get(k);
  if (b === undefined) {
    b = firstBreak(reader, st, best);
    if (reader.breaks.size >= MAX_READINGS) reader.breaks.clear();
    reader.breaks.set(k, b);
  }
  return b;
}

function firstBreak(reader: SheetReader, st: State, best: Candidate): 0 | 1 | 2 {
  const next = reader.sheets[0]![st.idx[0]! + 1];
  if (next === undefined) return 0;
  const board = played(st.board, best.move);
  const r = reader.own(board, next.text);
  if (r === undefined || r.cost >= GOOD_READING) return 1;
  const third = reader.sheets[0]![st.idx[0]! + 2];
  if (third === undefined) return 0;
  const r2 = reader.own(played(board, r.move), third.text);
  return r2 === undefined || r2.cost >= GOOD_READING ? 2 : 0;
}

/** How many boxes from `from` read as written (each well, see {@link GOOD_READING}) in a row from `board`, at most {@link REACH_MAX}. */
export function readsAsWritten(reader: SheetReader, board: Board, from: number): number {
  let b = board;
  let n = 0;
  for (; n < REACH_MAX; n++) {
    const text = reader.sheets[0]![from + n]?.text;
    if (text === undefined) return REACH_MAX;
    const r = reader.own(b, text);
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
export function readAhead(reader: SheetReader, board: Board, from: number, depth: number): number {
  let cost = 0;
  let b = board;
  for (let j = 0; j < depth; j++) {
    const text = reader.sheets[0]![from + j]?.text;
    if (text === undefined) break;
    const r = reader.own(b, text);
    if (r === undefined) return cost + COST.boxDropped * (depth - j);
    cost += r.cost;
    b = played(b, r.move);
  }
  return cost;
}

/**
 * What the next two boxes of the only sheet will cost a state at least: each box's own reading
 * as written, or {@link COST.lookalike} (the cheapest repair) when it reads as no legal move (the
 * second box is then not looked at, and counts the same); 0 after the last box.
 */
export function outlook(reader: SheetReader, st: State): number {
  const i = st.idx[0]!;
  const box = reader.sheets[0]![i];
  if (box === undefined) return 0;
  const k = `${st.key}\u0001${i}`;
  let c = reader.outlooks.get(k);
  if (c === undefined) {
    const r = reader.own(st.board, box.text);
    if (r === undefined) c = COST.lookalike;
    else {
      const nextBox = reader.sheets[0]![i + 1];
      const r2 = nextBox === undefined ? undefined : reader.own(played(st.board, r.move), nextBox.text);
      c = Math.min(r.cost, COST.lookalike) + (nextBox === undefined ? 0 : Math.min(r2?.cost ?? COST.lookalike, COST.lookalike));
    }
    if (reader.outlooks.size >= MAX_READINGS) reader.outlooks.clear();
    reader.outlooks.set(k, c);
  }
  return c;
}
