/**
 * `--repair` for one game: its main line read as the cheapest legal game (search.ts), written in
 * the output notation, with a `W_REPAIR` warning for every box not read as written (and, with
 * `annotate`, a comment `{written "Bd7", read as Bd3}` after the move). A game with variations is
 * not repaired (its failure stands). Also: the best repairs of one box, for error messages.
 */
import type { Board } from '../board/board.js';
import type { MovePosition, MoveWarning, RepairDetail } from '../core/move-errors.js';
import type { Move } from '../core/types.js';
import { formatNumeric } from '../emit/iccf.js';
import { formatSan } from '../emit/san.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import type { Game, GameNode, MoveNode } from '../pgn/types.js';
import { moveInInput } from '../translate/messages.js';
import { MoveTranslator } from '../translate/translator.js';
import { writeMove } from '../translate/write-move.js';
import { BoxScorer, sameMove, type Candidate } from './candidates.js';
import { COST } from './costs.js';
import { ownReading, RepairSearch, type Box, type SearchResult } from './search.js';
import { anotherGameAt, boxesOf, boxOf, MID_GAME, startsMidGame, type AnotherGame } from './sheet-bounds.js';

/** A move in the input notation as standard notation writes it (`Ld3`, `6134`). */
export function inputText(board: Board, move: Move, input: InputNotation): string {
  return input.kind === 'algebraic' ? formatSan(move, board.describe(move), input.locale) : formatNumeric(move);
}

const fmt = (n: number): string => n.toFixed(1);

/**
 * `; did you mean Ld3 (Lf1-d3) or Le2?` for a box that reads as no legal move: the two cheapest
 * repairs in `board` (before the move), or '' when none is cheap enough to suggest.
 */
export function suggestionTail(board: Board, token: string, input: InputNotation): string {
  const list = new BoxScorer(input).score(board, token, undefined, COST.otherCharacter + 0.5).slice(0, 2);
  if (list.length === 0) return '';
  const first = list[0]!;
  const text = inputText(board, first.move, input);
  const long = moveInInput(first.move, input);
  const names = [long === text ? text : `${text} (${long})`];
  if (list[1]) names.push(inputText(board, list[1].move, input));
  return `; did you mean ${names.join(' or ')}?`;
}

export interface RepairedGame {
  readonly nodes: GameNode[];
  readonly moves: number;
  readonly warnings: MoveWarning[];
  readonly repairs: number;
}

/**
 * The boxes of a sheet with the ply each one's move number gives (`12.` White's, `12...` Black's;
 * a box without a number follows the one before), read from the game's text before each move.
 */
export function numberedBoxes(raw: string, moves: readonly MoveNode[]): Box[] {
  let ply: number | undefined;
  let end = 0;
  return moves.map((n) => {
    if (n.offset !== undefined) {
      const m = /(\d+)\s*(\.+|…)\s*$/.exec(raw.slice(end, n.offset));
      if (m) ply = (Number(m[1]) - 1) * 2 + (m[2]!.length >= 3 || m[2] === '…' ? 2 : 1);
      else if (ply !== undefined) ply++;
      end = n.offset + n.text.length;
    } else ply = undefined;
    return { ...boxOf(n), ply };
  });
}

/**
 * Repairs a game's main line from `start`; undefined when no legal reading was found, {@link MID_GAME}
 * when the only one found reads the sheet as a game from the starting position it does not start from.
 */
export function repairGame(
  game: Pick<Game, 'nodes' | 'raw'>,
  start: Board,
  input: InputNotation,
  output: OutputNotation,
  annotate: boolean,
): RepairedGame | typeof MID_GAME | AnotherGame | undefined {
  const boxes = boxesOf(game);
  if (boxes === undefined || boxes.length === 0) return undefined;
  const numbered = numberedBoxes(game.raw, boxes);
  const result = new RepairSearch([numbered], [input]).run(start.clone());
  if (result === undefined) return undefined;
  if (startsMidGame(result, start, boxes.length)) return MID_GAME;
  const another = anotherGameAt(result, start, numbered, input);
  if (another !== undefined) return { newGameAt: another };
  return writeRepaired(result, [boxes], game.nodes, start, input, output, annotate, undefined, numbered);
}

/** A `MovePosition` for the box at `box` (or at the step's ply when no box was written). */
function positionAt(ply: number, board: Board, token: string, box: Box | undefined): MovePosition {
  // The ply's own number and side: a row written early leaves out two boxes before the board moves.
  const ahead = ply - ((board.fullmoveNumber - 1) * 2 + (board.turn === 'white' ? 1 : 2));
  const later = ahead + (board.turn === 'white' ? 0 : 1);
  return {
    ply,
    moveNumber: board.fullmoveNumber + Math.floor(later / 2),
    color: later % 2 === 0 ? 'white' : 'black',
    token,
    line: box?.line ?? 1,
    column: box?.column ?? 1,
  };
}

function candidateList(board: Board, others: readonly Candidate[], input: InputNotation): RepairDetail['candidates'] {
  return others.map((c) => ({ text: inputText(board, c.move, input), iccf: formatNumeric(c.move), cost: Math.round(c.cost * 10) / 10 }));
}

/**
 * The nodes and warnings of a searched game. `sheets[s]` are the boxes of sheet s; `nodes` the
 * nodes of sheet 0, whose comments and NAGs are kept after the move they follow. `labels` names
 * the sheets in reconcile warnings.
 */
export function writeRepaired(
  result: SearchResult,
  sheets: readonly (readonly MoveNode[])[],
  nodes: readonly GameNode[],
  start: Board,
  input: InputNotation,
  output: OutputNotation,
  annotate: boolean,
  labels: readonly string[] | undefined,
  numbered?: readonly Box[],
): RepairedGame {
  const board = start.clone();
  const out: GameNode[] = [];
  const warnings: MoveWarning[] = [];
  let repairs = 0;
  // Non-move nodes of sheet 0, by the index of the box they follow (-1: before the first).
  const after = new Map<number, GameNode[]>();
  let box = -1;
  for (const n of nodes) {
    if (n.type === 'move') box++;
    else after.set(box, [...(after.get(box) ?? []), n]);
  }
  const emitAfter = (i: number): void => {
    const list = after.get(i);
    if (list) {
      out.push(...list);
      after.delete(i);
    }
  };
  emitAfter(-1);
  /** Per ply, the other game of (near) equal cost that parts there (see `SearchResult.ties`). */
  const tieAt = new Map((result.ties ?? (result.tie ? [result.tie] : [])).map((t) => [t.ply, t]));
  let moves = 0;
  /** Moves put in since the last box read (see `unwrittenRun`). */
  let putIn = 0;
  for (const step of result.steps) {
    if (step.kind === 'skip') {
      const b = sheets[step.sheet]![step.index]!;
      const label = labels ? `${labels[step.sheet]} ` : '';
      warnings.push({
        code: labels ? 'W_SHEETS_DISAGREE' : 'W_REPAIR',
        message:
          step.early === true
            ? `${label}box "${b.text}" written twice, first in the row before its own: left out, and the moves of that row put in (cost ${fmt(COST.rowEarly / 2)})`
            : step.doubled
              ? `${label}box "${b.text}" written twice: left out (cost ${fmt(COST.moveDoubled)})`
              : `${label}box "${b.text}": no legal move fits it here; left out (cost ${fmt(COST.boxDropped)})`,
        position: positionAt(step.ply, board, b.text, b),
        repair: { written: b.text, reading: '', candidates: [] },
      });
      repairs++;
      if (step.sheet === 0) emitAfter(step.index);
      continue;
    }
    const move = step.move;
    const std = inputText(board, move, input);
    const written = writeMove(board, move, output);
    const readings = step.boxes.filter((r) => r !== undefined);
    const firstBox = readings[0] ? sheets[readings[0].sheet]![readings[0].index] : undefined;
    const token = firstBox?.text ?? std;
    const position = positionAt(step.ply, board, token, firstBox);
    const run = numbered !== undefined && readings[0] !== undefined ? unwrittenRun(numbered, readings[0].index, putIn) : undefined;
    if (run !== undefined) warnings.push({ code: 'W_MOVE_NUMBER', message: run, position });
    putIn = step.inserted ? putIn + 1 : 0;
    const tied = readings[0]?.tiedWith ?? (step.inserted ? step.tiedWith : undefined);
    const tie = tieAt.get(step.ply);
    if (tie !== undefined && tied === undefined) {
      const other = tie.steps.find((s) => s.kind === 'move' && s.ply === step.ply);
      const otherText = other && other.kind === 'move' ? inputText(board, other.move, input) : 'a move left out';
      warnings.push({
        code: 'W_READING_AMBIGUOUS',
        message: `two readings give different legal games from here: ${std} (this game, cost ${fmt(result.cost)}) or ${otherText} (cost ${fmt(tie.cost)}); check the sheet`,
        position,
      });
    }
    if (tied !== undefined) {
      // The moves that fit as well, and the search's other game of equal cost if it parts here.
      const other = tie?.steps.find((s) => s.kind === 'move' && s.ply === step.ply);
      const moves = other?.kind === 'move' && !tied.some((m) => sameMove(m, other.move)) ? [other.move, ...tied] : tied;
      const names = moves.map((m) => inputText(board, m, input));
      warnings.push({
        code: 'W_READING_AMBIGUOUS',
        message: `two readings give different legal games from here: ${std} (this game) or ${names.join(', ')}: ${step.inserted ? 'no box names the move left out' : 'the box names none of them'} and the next boxes fit each as well; check the sheet`,
        position,
      });
    }
    let note: string | undefined;
    if (step.inserted) {
      repairs++;
      warnings.push({
        code: labels ? 'W_SHEETS_DISAGREE' : 'W_REPAIR',
        message:
          step.early === true
            ? `a move left out of the sheet (its row holds the next row's moves): put in ${std} = ${written} (paid with the row's boxes left out)`
            : `a move left out of the sheet${step.numbered === true ? ' (the move numbers show it)' : ''}: put in ${std} = ${written} (${step.recapture === true ? 'a recapture; ' : ''}cost ${fmt((step.numbered === true ? COST.moveMissingNumbered : COST.moveMissing) - (step.recapture === true ? COST.recaptureLeftOut : 0))})`,
        position,
        repair: { written: '', reading: std, candidates: [] },
      });
      note = `move left out, put in ${std}`;
    } else if (labels) {
      // Reconcile: every box where the sheets disagree, with both texts and the choice.
      const texts = step.boxes.map((r, s) => `${labels[s]} ${r ? `"${sheets[s]![r.index]!.text}"` : '(nothing)'}`);
      // Two boxes agree when each reads as written (in its own language) as the move chosen.
      const missing = step.boxes.some((r, s) => r === undefined && sheets[s]!.length > 0);
      const worst = readings.reduce((m, r) => Math.max(m, r.chosen.cost), 0);
      if (missing || worst > 0.2) {
        repairs++;
        const hows = readings
          .filter((r) => r.chosen.cost > 0)
          .map((r) => `${labels[r.sheet]}: ${r.chosen.how} (cost ${fmt(r.chosen.cost)})`);
        warnings.push({
          code: 'W_SHEETS_DISAGREE',
          message: `${texts.join(', ')}: read as ${std} = ${written}${hows.length ? `; ${hows.join('; ')}` : ''}`,
          position,
          repair: { written: texts.join(', '), reading: std, candidates: candidateList(board, readings[0]?.others ?? [], input) },
        });
        note = `${texts.join(', ')}, read as ${std}`;
      }
    } else {
      const r = readings[0]!;
      const c = r.chosen;
      const own = c.own === true ? ownWarnings(board, token, move, input, position) : undefined;
      if (own !== undefined) {
        warnings.push(...own);
        if (r.swapped) {
          repairs++;
          warnings.push({
            code: 'W_REPAIR',
            message:
              r.column === true
                ? `written "${token}" in the other player's column: two neighbouring boxes swapped; read as ${std} = ${written}`
                : `written "${token}" in another box: two moves swapped; read as ${std} = ${written}`,
            position,
            repair: { written: token, reading: std, candidates: [] },
          });
          note = `written "${token}" in another box, read as ${std}`;
        }
      } else if (c.cost > 0 || r.swapped) {
        repairs++;
        const next = r.others.slice(0, 3).map((o) => `${inputText(board, o.move, input)} (${fmt(o.cost)})`);
        const how = [r.swapped ? 'moves swapped' : '', c.how].filter(Boolean).join(', ');
        warnings.push({
          code: 'W_REPAIR',
          message: `written "${token}", read as ${std} = ${written} (${how}; cost ${fmt(c.cost)})${next.length ? `; next best: ${next.join(', ')}` : ''}`,
          position,
          repair: { written: token, reading: std, candidates: candidateList(board, r.others, input) },
        });
        note = `written "${token}", read as ${std}`;
      }
    }
    out.push({ type: 'move', text: written, parsed: undefined, line: position.line, column: position.column });
    moves++;
    if (annotate && note !== undefined) out.push({ type: 'comment', form: 'brace', text: note });
    board.play(move);
    const own = step.boxes[0];
    if (own && !own.swapped) emitAfter(own.index);
  }
  for (const [i] of [...after]) emitAfter(i);
  return { nodes: out, moves, warnings, repairs };
}

/** A move number as written: `17.` for White's ply 33, `17...` for Black's ply 34. */
function writtenNumber(ply: number): string {
  return `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`;
}

/**
 * Where the written numbers jump past the box before by at least a whole move more than the
 * repair put in there (`11. Rc1 17... Qxc3`: a run of moves never written): the words of a
 * warning that says so, since one sheet cannot tell those moves and the boxes after them are read
 * where they fit the game, not where their numbers put them. Undefined elsewhere.
 */
export function unwrittenRun(boxes: readonly Box[], index: number, putIn: number): string | undefined {
  const numbered = boxes[index]?.ply;
  const before = index === 0 ? undefined : boxes[index - 1]!.ply;
  if (numbered === undefined || before === undefined) return undefined;
  const empty = numbered - before - 1;
  if (empty - putIn < 2) return undefined;
  return `the sheet's move numbers jump from ${writtenNumber(before)} to ${writtenNumber(numbered)}: ${empty} plies not written${putIn > 0 ? ` (${putIn} put in)` : ''}, which this sheet alone cannot tell; the boxes from here are read where they fit the game, not by their numbers`;
}

/** The translator's warnings for a box it reads as `move` on `board` (undefined when it reads it otherwise). */
function ownWarnings(board: Board, token: string, move: Move, input: InputNotation, position: MovePosition): MoveWarning[] | undefined {
  const r = new MoveTranslator(board.clone(), input, { kind: 'numeric' }).translate(token, {
    line: position.line,
    column: position.column,
  });
  if (
    !r.ok ||
    r.value.move === undefined ||
    r.value.move.from !== move.from ||
    r.value.move.to !== move.to ||
    r.value.move.promotion !== move.promotion
  )
    return undefined;
  return (r.value.warnings ?? []).map((w) => ({ ...w, position: { ...w.position, ply: position.ply } }));
}

/** The one reading of a box the translator gives, if any (exported for suggestMoves). */
export { ownReading };
