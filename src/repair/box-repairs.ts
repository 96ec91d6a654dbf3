/**
 * Repairs of one box or two of the only sheet (search.ts): a box that names no move fitting the game replaced by the
 * move the next boxes need, two moves of one player in each other's box, two neighbouring boxes each in the other
 * player's column.
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import { sameMove, type Candidate } from './candidates.js';
import { COST, NEAR_COST } from './costs.js';
import { breakTies, LOOK_AHEAD, readAhead } from './look-ahead.js';
import { captures, columnCost, isRecapture, played, stateAfter, type BoxReading, type State, type Step } from './search-state.js';
import { GOOD_READING, type SheetReader } from './sheet-reader.js';

/**
 * A box that names no move fitting the game (`8. Nf3` where the knight stands on f3 and the
 * bishop went to e2): read as the move after which the next box reads well, ranked by the
 * {@link LOOK_AHEAD} boxes after it read as written (the moves that follow tell what was played).
 * Only where a next box exists to judge by; equal candidates are kept, so a tie is reported.
 */
export function replaced(reader: SheetReader, st: State, ply: number, best: number | undefined): State[] {
  const i = st.idx[0]!;
  const next = reader.sheets[0]![i + 1];
  if (next === undefined) return [];
  // The player's own previous move written again in this box (`4... Nf6 5. Bf4 Nf6`), or the
  // next one written early (`25... Re3 26. Bxb3 Re3`): the box is evidence of nothing else.
  const text = reader.sheets[0]![i]!.text;
  const repeated = (i >= 2 && reader.sheets[0]![i - 2]!.text === text) || reader.sheets[0]![i + 2]?.text === text;
  const price = repeated ? COST.moveRepeated : COST.boxReplaced;
  const found: Array<{ move: Move; board: Board; after: Board; own: number; rank: number }> = [];
  for (const move of st.board.legalMoves()) {
    const board = played(st.board, move);
    const c = reader.own(board, next.text);
    if (c === undefined || c.cost >= GOOD_READING) continue;
    // A take-back right after a capture costs less, as for a move left out (see COST.recaptureLeftOut).
    const recapture = isRecapture(st.chain, move) ? COST.recaptureLeftOut : 0;
    const after = played(board, c.move);
    found.push({ move, board, after, own: c.cost - recapture, rank: c.cost - recapture + readAhead(reader, after, i + 2, LOOK_AHEAD) });
  }
  // Ties are broken by reading further only where the box's own best reading is not far cheaper
  // than replacing it (elsewhere the replaced box seldom wins, and the longer look is wasted).
  if (best === undefined || best + NEAR_COST >= price) {
    const ranks = new Map(found.map((f) => [f, f.rank]));
    breakTies(
      reader,
      found,
      ranks,
      (f) => f.after,
      (f) => f.own,
      i + 2,
    );
    for (const f of found) f.rank = ranks.get(f)!;
  }
  found.sort((a, b) => a.rank - b.rank || captures([b.move]) - captures([a.move]));
  const list = reader.candidates(st.board, st.key, 0, i);
  const early = !(i >= 2 && reader.sheets[0]![i - 2]!.text === text);
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
    const cost = st.cost + paid + columnCost(reader.sheets, st, 0, i, ply);
    return stateAfter(reader.sheets, st, [{ kind: 'move', move, ply, boxes: [reading], inserted: false }], [i + 1], cost, 0, board);
  });
}

/** Two moves of one player in each other's box: boxes i+2, i+1, i read in that order. */
export function swapped(reader: SheetReader, st: State, ply: number): State[] {
  const i = st.idx[0]!;
  if (i + 2 >= reader.sheets[0]!.length) return [];
  const order = [
    [i + 2, ply],
    [i + 1, ply + 1],
    [i, ply + 2],
  ] as const;
  return readInOrder(reader, st, st.board.clone(), order, COST.movesSwapped, (index) => ({ swapped: index !== i + 1 }));
}

/**
 * Two neighbouring boxes in each other's place, each move in the other player's column
 * (`4. Bc5 Nc3` for `4. Nc3 Bc5`: White's move written in Black's column of its row, Black's in
 * White's): boxes i+1 and i read in that order, for {@link COST.columnsSwapped}; the boxes after
 * them stand in their own columns. (Where the rows after such a box shift one column over, they
 * read in order and pay {@link COST.wrongColumn} once: see `columnCost` in search-state.ts.)
 */
export function columnsSwapped(reader: SheetReader, st: State, ply: number): State[] {
  const i = st.idx[0]!;
  if (i + 1 >= reader.sheets[0]!.length) return [];
  const order = [
    [i + 1, ply],
    [i, ply + 1],
  ] as const;
  return readInOrder(reader, st, st.board, order, COST.columnsSwapped, () => ({ swapped: true, column: true }));
}

/**
 * The state after the only sheet's boxes read in `order` (box and ply), each as written and well (see GOOD_READING),
 * from `board` (the state's position) and for `price` more than `st` and their readings; none where one of them does
 * not read so. `marks`: how each box's reading is marked (read in another's place, in the other player's column).
 */
function readInOrder(
  reader: SheetReader,
  st: State,
  board: Board,
  order: readonly (readonly [number, number])[],
  price: number,
  marks: (index: number) => Pick<BoxReading, 'swapped' | 'column'>,
): State[] {
  let b = board;
  const steps: Step[] = [];
  let cost = st.cost + price;
  for (const [index, p] of order) {
    const c = reader.own(b, reader.sheets[0]![index]!.text);
    if (c === undefined || c.cost >= GOOD_READING) return [];
    steps.push({
      kind: 'move',
      move: c.move,
      ply: p,
      boxes: [{ sheet: 0, index, chosen: c, others: [], ...marks(index) }],
      inserted: false,
    });
    cost += c.cost;
    b = played(b, c.move);
  }
  return [stateAfter(reader.sheets, st, steps, [st.idx[0]! + order.length], cost, 0, b)];
}
