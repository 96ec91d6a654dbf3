/**
 * Where a sheet's game starts and ends, for `--repair`: the boxes of a sheet, a continuation sheet
 * (a page that starts mid-game without its position) and a second game written on the same sheet.
 * The repair search reads the cheapest legal game from the starting position; these rules say when
 * that game would be invented from a position nobody wrote, so that the sheet is refused with an
 * error that says why, however many warnings the repairs would give.
 */
import { START_FEN, type Board } from '../board/board.js';
import type { InputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import type { Game, MoveNode } from '../pgn/types.js';
import { COST } from './costs.js';
import { ownReading, type Box, type SearchResult } from './search.js';

/** The boxes of a game's main line, or undefined when it has variations or null moves. */
export function boxesOf(game: Pick<Game, 'nodes'>): MoveNode[] | undefined {
  const out: MoveNode[] = [];
  for (const n of game.nodes) {
    if (n.type === 'variation') return undefined;
    if (n.type === 'move') {
      if (n.parsed?.kind === 'null' || n.text === '--') return undefined;
      out.push(n);
    }
  }
  return out;
}

export function boxOf(n: MoveNode): Box {
  return { text: n.text, line: n.line, column: n.column };
}

/** What {@link repairGame} returns for a sheet on which a second game starts (see `anotherGameAt`): that game's first box. */
export interface AnotherGame {
  readonly newGameAt: Box;
}

/** The words that begin the end of the error of a sheet on which a second game starts (see {@link anotherGameWords}). */
export const ANOTHER_GAME_WORDS = '; the sheet seems to start another game';

/** The words that end the error of a sheet on which a second game starts (see `anotherGameAt`). */
export function anotherGameWords(box: Box): string {
  const at = box.ply === undefined ? '' : ` at move ${Math.ceil(box.ply / 2)}${box.ply % 2 === 1 ? '.' : '...'}`;
  return `${ANOTHER_GAME_WORDS}${at} ${JSON.stringify(box.text)} (its boxes from there read as a game from the starting position, and as this game only with repairs to most of them): give each game its own sheet`;
}

/** What {@link repairGame} returns for a sheet it refuses as a continuation sheet (see `startsMidGame`). */
export const MID_GAME = 'mid-game';

/** The first boxes of a sheet that tell whether it starts where the game starts (see `startsMidGame`). */
const HEAD_BOXES = 8;
/** Fewer of the head boxes than this share read cheaply (below {@link COST.lookalike}): a start that needs repairs on most boxes. */
const HEAD_CHEAP_SHARE = 0.75;
/** … and the head boxes cost at least this much each on average. */
const HEAD_MEAN_COST = 0.625;

/**
 * Whether a game repaired from the starting position reads as a continuation sheet (a page that
 * starts mid-game, without its position) rather than a game whose writer slipped:
 *
 * - none of its first two moves read from a box (as written or with a cheap repair), or none of
 *   the sheet's first two boxes read as a move bar the costliest repairs (a character changed, a
 *   box replaced). Costly here: a box left out or read at {@link COST.otherCharacter} or more, a
 *   move put in that the written numbers do not call for (moves put in before the first box of a
 *   sheet numbered from 2 do not count: its boxes read);
 * - or its first {@link HEAD_BOXES} boxes (all, on a shorter sheet) need repairs on most of them:
 *   fewer than {@link HEAD_CHEAP_SHARE} of them read below {@link COST.lookalike}, and they cost
 *   {@link HEAD_MEAN_COST} or more each on average (a move put in counts with the box after it, a
 *   box left out as its cost). Measured (issue 12; BENCHMARKS.md, eighth round): the moves of a page cut from a real
 *   game, read from the starting position, need repairs on at least two of the first eight boxes
 *   and mostly on four to six, at 5.5 to 16 in all; real scoresheets write their opening moves
 *   well (74 of the 101 repaired HCS sheets read all eight cheaply, the worst two at 6.5 with six
 *   cheap).
 *
 * Such a sheet is not given (its error says it seems to start mid-game), since the game read would
 * be invented from a position nobody wrote, however many warnings said so.
 */
export function startsMidGame(result: SearchResult, start: Board, boxCount: number): boolean {
  if (start.fen() !== START_FEN) return false;
  const cheapPly = new Set<number>();
  const cheapBox = new Set<number>();
  const head = Math.min(HEAD_BOXES, boxCount);
  let headCost = 0;
  let headCheap = 0;
  let nextBox = 0;
  for (const step of result.steps) {
    if (step.kind === 'skip') {
      if (step.index < head) headCost += step.doubled ? COST.moveDoubled : COST.boxDropped;
      nextBox = step.index + 1;
      continue;
    }
    if (step.inserted) {
      if (step.numbered === true) cheapPly.add(step.ply);
      if (nextBox < head) headCost += step.numbered === true ? COST.moveMissingNumbered : COST.moveMissing;
    }
    for (const r of step.boxes) {
      if (r === undefined) continue;
      nextBox = r.index + 1;
      if (r.index < head) {
        headCost += r.chosen.cost;
        if (r.chosen.cost < COST.lookalike) headCheap++;
      }
      if (r.chosen.cost >= COST.otherCharacter) continue;
      cheapPly.add(step.ply);
      cheapBox.add(r.index);
    }
  }
  if ((!cheapPly.has(1) && !cheapPly.has(2)) || (!cheapBox.has(0) && !cheapBox.has(1))) return true;
  return headCheap < HEAD_CHEAP_SHARE * head && headCost >= HEAD_MEAN_COST * head;
}

/**
 * The first box of a second game written on the same sheet, after the first game's boxes (a player who goes
 * on with the next game's moves under the last one's, `14... Qxf2 16. d4 d5 17. Bf4 Nc6`), or undefined.
 * Where the repaired game reads {@link HEAD_BOXES} boxes in a row past the head only with repairs to most of
 * them (the measure of `startsMidGame`), and those boxes read as written, cheaply, from the starting position,
 * they are another game's: the repairs would invent a game that goes on from the first, however many warnings
 * said so. Such a sheet is not given (its error says where the other game starts).
 */
export function anotherGameAt(result: SearchResult, start: Board, boxes: readonly Box[], input: InputNotation): Box | undefined {
  if (start.fen() !== START_FEN || boxes.length < 2 * HEAD_BOXES) return undefined;
  // Each box's cost: its reading, a move put in before it, or its cost left out.
  const cost = new Array<number>(boxes.length).fill(0);
  let pending = 0;
  for (const step of result.steps) {
    if (step.kind === 'skip') {
      cost[step.index] = (cost[step.index] ?? 0) + (step.doubled ? COST.moveDoubled : COST.boxDropped);
      continue;
    }
    if (step.inserted) pending += step.numbered === true ? COST.moveMissingNumbered : COST.moveMissing;
    for (const r of step.boxes) {
      if (r === undefined) continue;
      cost[r.index] = (cost[r.index] ?? 0) + r.chosen.cost + pending;
      pending = 0;
    }
  }
  for (let i = HEAD_BOXES; i + HEAD_BOXES <= boxes.length; i++) {
    const window = cost.slice(i, i + HEAD_BOXES);
    const cheap = window.filter((c) => c < COST.lookalike).length;
    const total = window.reduce((a, b) => a + b, 0);
    // (a game starts with White's move: a box the sheet numbers as Black's starts none)
    const ply = boxes[i]!.ply;
    if ((ply !== undefined && ply % 2 === 0) || cheap >= HEAD_CHEAP_SHARE * HEAD_BOXES || total < HEAD_MEAN_COST * HEAD_BOXES) continue;
    // (from the starting position, with White to move: the boxes as written, most of them cheaply)
    const board = start.clone();
    let fromStart = 0;
    for (const box of boxes.slice(i, i + HEAD_BOXES)) {
      const read = ownReading(board, box.text, input);
      if (read === undefined) break;
      board.play(read.move);
      if (read.cost < COST.lookalike) fromStart++;
    }
    if (fromStart >= HEAD_CHEAP_SHARE * HEAD_BOXES) return boxes[i];
  }
  return undefined;
}

/** Share of a sheet's boxes that must read as moves (any legal or not) for it to count as a sheet in this notation. */
const MOVE_LIKE_SHARE = 0.8;

/** The words that end the error of a sheet that seems to start mid-game (see {@link midGameHint}). */
export const MID_GAME_WORDS = '; the sheet seems to start mid-game';

/**
 * Why a sheet without a start position that no repair reads may be a continuation sheet: its
 * boxes read as moves of this notation, yet the game breaks at once from the starting position
 * (the first move of either side), or its first number is past the first move (`23. Qxf5`), or
 * the repair search read it only as a game invented from the starting position (`refused`: it
 * returned {@link MID_GAME}). Returns the words to add to the error, or '' (nothing is invented:
 * the position is not guessed).
 */
export function midGameHint(game: Pick<Game, 'nodes'>, failedAtPly: number, input: InputNotation, refused = false): string {
  const boxes = boxesOf(game);
  if (boxes === undefined || boxes.length === 0) return '';
  const moveLike = boxes.filter((n) => readMove(n.text, input).ok).length;
  if (moveLike < MOVE_LIKE_SHARE * boxes.length) return '';
  const first = boxes[0]!.number;
  const late = first !== undefined && first.value > 1;
  if (failedAtPly > 2 && !late && !refused) return '';
  const why = late
    ? `its first move is numbered ${first.value}${first.black ? '...' : '.'}`
    : failedAtPly > 2
      ? 'from the starting position its first moves read only with repairs to most of them'
      : 'its first moves cannot be played from the starting position even with repairs';
  return `${MID_GAME_WORDS} (${why}): give its start position with a FEN tag or --fen`;
}
