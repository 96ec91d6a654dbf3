/**
 * The repair search's data (search.ts): a sheet's boxes, how a box was read, the steps of a game and the chain of
 * them, a state of the beam and the game found with its ties; and the plain functions over them that every step of
 * the search uses (a state's position key and ply, the state after some steps, what a box costs for its move number).
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import { sameMove, type Candidate } from './candidates.js';
import { COST } from './costs.js';

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
  /** With `swapped`: the box holds the other player's move, its neighbour's (two neighbouring boxes swapped, see `columnsSwapped` in box-repairs.ts). */
  readonly column?: boolean | undefined;
  /** Other moves the box could stand for as cheaply, as far as the search looked (reported as a tie). */
  readonly tiedWith?: readonly Move[] | undefined;
}

export type Step =
  /** A move of the game; `boxes[s]` is the box of sheet s read for it (undefined: the sheet lacks it). */
  /** `tiedWith`: for a move put in, the other moves the next boxes fit as well (reported as a tie); `recapture`: it takes back (cheaper). */
  /** `early`: put in for a row whose boxes hold the next row's moves (see `rowEarly` in search.ts). */
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
  /** A box left out: written twice, or no move fits it; `early`: a row written in the row before its own (see `rowEarly` in search.ts). */
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

export interface Chain {
  readonly parent: Chain | undefined;
  readonly step: Step;
}

/** A way to a state's position merged away by `prune` (see `State.merged`). */
export interface Merged {
  readonly chain: Chain | undefined;
  readonly extra: number;
  readonly ply: number;
}

/** Ties of a game remembered from merged states (a game with more is a sheet read mostly by repairs). */
export const MERGED_KEPT = 8;

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
   * far off pay nothing more (see `columnCost`).
   */
  readonly shifts?: readonly (number | undefined)[] | undefined;
  /**
   * A set (see undecided.ts): the states of the moves put in for one move left out that the boxes
   * read so far fit as well, cheapest first, each read on its own board; the fields above are the
   * cheapest member's, but for `key`, the set's own.
   */
  readonly members?: readonly State[] | undefined;
}

/** The boxes of each sheet. */
export type Sheets = readonly (readonly Box[])[];

/** The ply of the move to play in `board` (1: White's first). */
export function plyOf(board: Board): number {
  return (board.fullmoveNumber - 1) * 2 + (board.turn === 'black' ? 2 : 1);
}

export function positionKey(board: Board): string {
  const f = board.fen();
  let cut = f.length;
  let spaces = 0;
  for (let i = 0; i < f.length; i++) if (f[i] === ' ' && ++spaces === 4) cut = i;
  return f.slice(0, cut);
}

export function played(board: Board, move: Move): Board {
  const b = board.clone();
  b.play(move);
  return b;
}

/** The state after `steps`, whose moves are played on `board` already. */
export function stateAfter(
  sheets: Sheets,
  st: State,
  steps: readonly Step[],
  idx: number[],
  cost: number,
  run: number,
  board: Board,
): State {
  let chain = st.chain;
  let shifts = st.shifts;
  for (const step of steps) {
    chain = { parent: chain, step };
    if (step.kind !== 'move') continue;
    for (const r of step.boxes) {
      const numbered = r === undefined ? undefined : sheets[r.sheet]![r.index]!.ply;
      // Two neighbouring boxes swapped stand in their own row: no shift for the boxes after them.
      if (r === undefined || r.column === true || numbered === undefined || (shifts?.[r.sheet] ?? 0) === numbered - step.ply) continue;
      const next = shifts === undefined ? new Array<number | undefined>(sheets.length).fill(undefined) : [...shifts];
      next[r.sheet] = numbered - step.ply;
      shifts = next;
    }
  }
  return { idx, board, cost, chain, run, key: board === st.board ? st.key : positionKey(board), merged: st.merged, shifts };
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
export function columnCost(sheets: Sheets, st: State, sheet: number, index: number, ply: number): number {
  const numbered = sheets[sheet]![index]!.ply;
  if (numbered === undefined || numbered === ply || (st.shifts?.[sheet] ?? 0) === numbered - ply) return 0;
  const before = index === 0 ? undefined : sheets[sheet]![index - 1]!.ply;
  const runsOn = before === undefined || before === numbered - 1;
  return COST.wrongColumn + (runsOn ? 0 : COST.moveMissingNumbered);
}

/**
 * How many plies the written move numbers leave empty between box `i` of the only sheet and the
 * box before it (`19. Nxf3 20. Nd7`: one, Black's 19th), counted on the sheet's own numbers, so
 * also where its count runs behind or ahead of the game's; 0 where either box has no number.
 */
export function emptyBefore(sheet: readonly Box[], i: number): number {
  const numbered = sheet[i]!.ply;
  const before = i === 0 ? undefined : sheet[i - 1]!.ply;
  return numbered === undefined || before === undefined ? 0 : Math.max(0, numbered - before - 1);
}

/** Whether `move` takes back on the square where the game's last move took (`16. Qxb5 axb5`). */
export function isRecapture(chain: Chain | undefined, move: Move): boolean {
  const last = chain?.step;
  return (
    last !== undefined &&
    last.kind === 'move' &&
    last.move.captured !== undefined &&
    move.captured !== undefined &&
    move.to === last.move.to
  );
}

/**
 * The ply of the first move where two games' steps part (undefined when they give the same
 * moves; with `prefix`, when one game's moves begin the other's).
 */
export function partingPly(a: readonly Step[], b: readonly Step[], prefix = false): number | undefined {
  const ma = a.filter((s) => s.kind === 'move');
  const mb = b.filter((s) => s.kind === 'move');
  let i = 0;
  while (i < ma.length && i < mb.length && sameMove(ma[i]!.move, mb[i]!.move)) i++;
  if (prefix ? i === ma.length || i === mb.length : i === ma.length && i === mb.length) return undefined;
  return (ma[i] ?? mb[i])!.ply;
}

/** The ply of a game's last step that is not a box read as written (0 when there is none). */
export function lastRepair(chain: Chain | undefined): number {
  for (let c = chain; c; c = c.parent) {
    const step = c.step;
    if (step.kind === 'skip' || step.inserted || step.boxes.some((r) => r !== undefined && (r.chosen.cost > 0 || r.swapped === true)))
      return step.ply;
  }
  return 0;
}

/** The steps of a chain, from the game's first. */
export function unchain(chain: Chain | undefined): Step[] {
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
export function captures(moves: readonly Move[]): number {
  return moves.filter((m) => m.captured !== undefined).length;
}
