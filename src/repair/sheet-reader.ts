/**
 * The boxes of the sheets one repair search reads (search.ts), and its cached readings of them: the move reader's own
 * reading of a box, every reading of a box with the cost of its repair (candidates.ts), and the caches of the look
 * ahead (look-ahead.ts). The search reads the same boxes in the same positions many times over.
 */
import type { Board } from '../board/board.js';
import type { InputNotation } from '../notation/notation.js';
import { BoxScorer, type Candidate } from './candidates.js';
import { COST, MAX_BOX_COST } from './costs.js';
import { ownReading, OwnReadings } from './own-reading.js';
import type { Sheets } from './search-state.js';

/** Readings kept (per position and box) before the cache is emptied, so memory stays bounded. */
export const MAX_READINGS = 20_000;
/** A reading this cheap needs no look for a move left out or swapped. */
export const GOOD_READING = 0.9;

/** The sheets of one search and its readings of their boxes. */
export class SheetReader {
  private readonly scorers: BoxScorer[];
  /** Per sheet, the translator's readings of its boxes (see own-reading.ts). */
  private readonly ownReadings: OwnReadings[];
  private readonly readings = new Map<string, Candidate[]>();
  /** Per position and box: what the box costs at least (see `outlook` in look-ahead.ts). */
  readonly outlooks = new Map<string, number>();
  /** Per position, box and reading of it: which box after it first reads badly (see `nextBreaks` in look-ahead.ts). */
  readonly breaks = new Map<string, 0 | 1 | 2>();

  /** `inputs[s]` is the notation of sheet s (one for all when shorter). */
  constructor(
    readonly sheets: Sheets,
    inputs: readonly InputNotation[],
  ) {
    this.scorers = sheets.map((_, s) => new BoxScorer(inputs[Math.min(s, inputs.length - 1)]!));
    this.ownReadings = this.scorers.map((scorer) => new OwnReadings(scorer.input));
  }

  /** The move reader's own reading of `text` in `board` as a box of `sheet` (see own-reading.ts). */
  own(board: Board, text: string, sheet = 0): Candidate | undefined {
    return ownReading(board, text, this.scorers[sheet]!.input, this.ownReadings[sheet]);
  }

  /** Readings of box `index` of sheet `sheet` in the position of `state`, cheapest first. */
  candidates(board: Board, key: string, sheet: number, index: number): Candidate[] {
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
}
