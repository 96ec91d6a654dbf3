/**
 * Moves left out of the only sheet (search.ts): each legal move, or pair of moves, after which the sheet's next box
 * reads well, ranked by the boxes after it (look-ahead.ts); where more tie than the search carries, the tied ones go
 * on as one set (undecided.ts).
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import { sameMove, type Candidate } from './candidates.js';
import { COST, NEAR_COST } from './costs.js';
import { breakTies, FILLS_KEPT, LOOK_AHEAD, LOOK_AHEAD_PAIRS, readAhead, readsAsWritten } from './look-ahead.js';
import {
  captures,
  columnCost,
  emptyBefore,
  isRecapture,
  played,
  positionKey,
  stateAfter,
  type BoxReading,
  type State,
  type Step,
} from './search-state.js';
import { GOOD_READING, type SheetReader } from './sheet-reader.js';
import { SET_MAX, undecided } from './undecided.js';

/**
 * Moves left out of the only sheet: each legal move (or, when the box's move number says two
 * plies are missing, each pair of moves) after which the next box reads well; `shown`: the
 * box's number shows one move missing (the box may then be read with a slip of its own).
 */
export function leftOut(reader: SheetReader, st: State, ply: number, gap: number, early = false, shown = false, light = false): State[] {
  const found: Array<{ moves: Move[]; board: Board; c: Candidate }> = [];
  const box = reader.sheets[0]![st.idx[0]!]!.text;
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
    let c = reader.own(board, box);
    // One move put in where the box's number shows it missing, and the box has a slip of its own
    // (`8... Kd6` for Kd8 after the Nc7+ nobody wrote): its cheapest repair, up to a look-alike.
    // (Only there: every legal move's repairs are many readings to weigh.)
    if ((c === undefined || c.cost >= GOOD_READING) && shown && gap < 2) c = reader.candidates(board, positionKey(board), 0, st.idx[0]!)[0];
    if (c === undefined || c.cost > (shown && gap < 2 ? COST.lookalike : GOOD_READING - 1e-9)) continue;
    found.push({ moves, board, c });
    const recapture = moves.length === 1 && isRecapture(st.chain, moves[0]!) ? COST.recaptureLeftOut : 0;
    own.set(moves, c.cost - recapture);
    rank.set(moves, c.cost - recapture + readAhead(reader, played(board, c.move), st.idx[0]! + 1, gap < 2 ? LOOK_AHEAD : LOOK_AHEAD_PAIRS));
  }
  // Pairs of moves are many (every pair that lets the box read): read further only for a row written early.
  const after = new Map(found.map((f) => [f.moves, played(f.board, f.c.move)]));
  if ((gap < 2 || early) && !light)
    breakTies(
      reader,
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
    if (near.length > FILLS_KEPT) for (const f of near) reach.set(f.moves, readsAsWritten(reader, after.get(f.moves)!, st.idx[0]! + 1));
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
    for (const f of tiedAtCut) reach.set(f.moves, readsAsWritten(reader, after.get(f.moves)!, st.idx[0]! + 1));
    tiedAtCut.sort((a, b) => reach.get(b.moves)! - reach.get(a.moves)!);
  }
  const set = asSet ? tiedAtCut.slice(0, SET_MAX) : [];
  const carried = asSet ? [...found.slice(0, found.indexOf(tiedAtCut[0]!)), ...set] : found.slice(0, FILLS_KEPT);
  const states = carried.map(({ moves, board, c }) => {
    const list = reader.candidates(board, positionKey(board), 0, st.idx[0]!);
    const idx = [st.idx[0]! + 1];
    const reading: BoxReading = { sheet: 0, index: st.idx[0]!, chosen: c, others: list.slice(1, 4) };
    // Moves put in where the written numbers say they are missing cost less: the box's number is
    // theirs past, and no box was written for them (the box before is numbered before them; a box
    // of their ply left out as written twice is no gap in the numbers).
    // Or the number of the box after them jumps past the number of the box before by as many.
    const numbered =
      (reader.sheets[0]![i]!.ply === ply + moves.length && (i === 0 || (reader.sheets[0]![i - 1]!.ply ?? ply) < ply)) ||
      emptyBefore(reader.sheets[0]!, i) >= moves.length;
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
    // The moves of a row written early (see `rowEarly` in search.ts) are paid for by its boxes left out.
    const price = early ? 0 : (numbered ? COST.moveMissingNumbered : COST.moveMissing) * moves.length - recapture;
    const cost = st.cost + price + c.cost + columnCost(reader.sheets, st, 0, st.idx[0]!, ply + moves.length);
    return stateAfter(reader.sheets, st, steps, idx, cost, 0, played(board, c.move));
  });
  if (!asSet) return states;
  const alone = carried.length - set.length;
  return [...states.slice(0, alone), undecided(states.slice(alone))];
}
