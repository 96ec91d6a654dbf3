/**
 * The move reader's own reading of a written box (standard or lenient), costed by the warnings
 * it gives: the repair search's reading of a box as written (candidates.ts adds the readings with
 * repairs). A plain standard move is resolved on the board directly; anything else goes through
 * the translator, whose readings a search remembers per position ({@link OwnReadings}): the search
 * reads the same boxes in the same positions many times over (its outlook, the look for a move
 * left out, the deeper look that breaks ties, the second and wider search).
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { InputNotation } from '../notation/notation.js';
import { MoveTranslator } from '../translate/translator.js';
import { isDescriptiveToken } from '../notation/descriptive.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import { readMove } from '../notation/read-move.js';
import { lenientTexts, shorterTokenTables } from '../notation/lenient.js';
import type { Candidate } from './candidates.js';
import { COST, warningCost } from './costs.js';

/** Readings kept before the memory is emptied, so memory stays bounded. */
const MAX_KEPT = 20_000;

/**
 * The translator's readings of boxes in one search, per position (the whole FEN) and text. A
 * text that reads as descriptive notation is read afresh each time: its reading depends also on
 * where each piece started (`KR` is the rook from h1), which the FEN does not hold.
 */
export class OwnReadings {
  private readonly kept = new Map<string, Candidate | null>();
  private readonly descriptive = new Map<string, boolean>();
  constructor(readonly input: InputNotation) {}

  /** The remembered reading of `text` in `board` (null: none), or undefined where it is not kept. */
  get(board: Board, text: string): { key: string | undefined; reading: Candidate | null | undefined } {
    let descriptive = this.descriptive.get(text);
    if (descriptive === undefined) {
      const dialect = descriptiveDialectOf(this.input);
      descriptive = dialect !== undefined && isDescriptiveToken(text, dialect);
      this.descriptive.set(text, descriptive);
    }
    if (descriptive) return { key: undefined, reading: undefined };
    const key = `${board.fen()}\u0000${text}`;
    return { key, reading: this.kept.get(key) };
  }

  set(key: string, reading: Candidate | undefined): void {
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(key, reading ?? null);
  }
}

/** Descriptive notation (`P-K4`, `P4R`) is read by the translator; English captures by pieces (`BxN`, `PxP`) the scorer reads itself. */
function readByTranslatorAsDescriptive(text: string, input: InputNotation): boolean {
  const dialect = descriptiveDialectOf(input);
  return dialect !== undefined && !(dialect.bookForms && /^[KQRBNP]x[KQRBNP]$/.test(text)) && isDescriptiveToken(text, dialect);
}

/**
 * The move reader's own reading of a box (standard or lenient), costed by the warnings it gives:
 * a plain standard move is resolved on the board directly; anything else goes through the
 * translator (remembered in `memo` when given, whose notation must be `input`).
 */
export function ownReading(board: Board, text: string, input: InputNotation, memo?: OwnReadings): Candidate | undefined {
  const parsed = readMove(text, input);
  if (parsed.ok && parsed.value.kind !== 'null' && parsed.value.form === undefined && parsed.value.check === undefined) {
    const p = parsed.value;
    const r = board.resolve(p);
    // A plain text that names no legal move has no reading of its own (the scorer finds its repairs).
    if (!r.ok) return undefined;
    const plain =
      p.kind === 'castle' ||
      p.role === undefined ||
      (p.role === 'pawn' ? p.fromFile === undefined || p.capture : p.fromFile === undefined && p.fromRank === undefined);
    if (
      plain &&
      (p.kind === 'castle' || p.role === undefined || p.capture === (r.value.captured !== undefined)) &&
      !givesCheck(board, r.value)
    ) {
      return { move: r.value, cost: 0, repair: 'lenient', how: '', own: true };
    }
  } else if (
    !parsed.ok &&
    input.kind === 'algebraic' &&
    lenientTexts(text, input.pieces).length === 0 &&
    shorterTokenTables(input.pieces).length === 0 &&
    !readByTranslatorAsDescriptive(text, input)
  ) {
    // Not a move, and no lenient rewrite changes it.
    return undefined;
  }
  if (memo === undefined) return translatorReading(board, text, input);
  const { key, reading } = memo.get(board, text);
  if (reading !== undefined) return reading ?? undefined;
  const read = translatorReading(board, text, input);
  if (key !== undefined) memo.set(key, read);
  return read;
}

function translatorReading(board: Board, text: string, input: InputNotation): Candidate | undefined {
  const t = new MoveTranslator(board.clone(), input, { kind: 'numeric' });
  const r = t.translate(text);
  if (!r.ok || r.value.move === undefined) return undefined;
  const warnings: readonly MoveWarning[] = r.value.warnings ?? [];
  let cost = 0;
  // A mark on a move that gives no check costs more than one of the wrong kind (see COST.checkMarkFalse).
  const falseMark = warnings.some((w) => w.code === 'W_CHECK_WRONG') && !givesCheck(board, r.value.move);
  for (const w of warnings) cost += falseMark && w.code === 'W_CHECK_WRONG' ? COST.checkMarkFalse : warningCost(w.code);
  return {
    move: r.value.move,
    cost,
    repair: 'lenient',
    how: warnings.map((w) => w.message.replace(/; read as .*$/, '')).join(', '),
    own: true,
  };
}

/** Whether a move gives check (a box without a mark for it costs the check mark). */
export function givesCheck(board: Board, move: Move): boolean {
  return board.describe(move).check !== undefined;
}
