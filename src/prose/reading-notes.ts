/**
 * The warnings a reading of prose gives once per kind rather than once per move (the lenient
 * readings of moves, the rules of translate used for words that fail as written), and the FENs
 * of the text, that check a line's position or start a new board.
 */
import type { Board } from '../board/board.js';
import type { FallbackKind } from '../translate/move-fallbacks.js';
import { fallbackStyleMessage } from './fallback-words.js';
import { legalFrom, type ProseReading } from './reading.js';
import type { SeqMove } from './sequences.js';
import type { ProseWord } from './words.js';

/** Counts the lenient readings of a move (one note per kind at the end: {@link lenientNotes}). */
export function noteLenient(r: ProseReading, m: SeqMove): void {
  for (const n of m.notes ?? []) {
    const e = r.lenient.get(n.code) ?? { count: 0, first: m, details: new Set<string>() };
    e.count++;
    e.details.add(n.detail);
    r.lenient.set(n.code, e);
  }
}

/** Where each rule of translate for a word that fails as written was first used in the text. */
export function noteFallback(r: ProseReading, kind: FallbackKind, w: ProseWord): void {
  if (!r.fallbacks.has(kind)) r.fallbacks.set(kind, w);
}

/** FENs up to `offset` check the board or start a new one. */
export function fensBefore(r: ProseReading, offset: number): void {
  const fens = r.parts.fens;
  while (r.fenIndex < fens.length && fens[r.fenIndex]!.start < offset) {
    const f = fens[r.fenIndex++]!;
    const board = r.ctx.engine.fromFen(f.fen.split(' ').length === 2 ? `${f.fen} - - 0 1` : f.fen);
    const at = r.lines.at(f.start);
    if (!board.ok) {
      r.problems.push({ severity: 'warning', code: 'W_PROSE_FEN', message: `not a position: ${board.error.reason}`, ...at });
      continue;
    }
    // A check-point: the position some line of the text reaches at that move (the main game,
    // or the variation just discussed). That line goes on from it; else the FEN starts a board.
    if (r.book.fen(board.value)) r.checkpoints++;
    else {
      // (a puzzle's numbering: the moves after a diagram numbered from 1, `1.Sxh7+ Kxh7 2.Dh5+` under a FEN of move 21, as
      // lesson pages and puzzle books number a solution: the board starts there at move 1 too)
      const relative = puzzleNumbered(r, f.end, board.value);
      if (relative !== undefined) {
        r.book.fen(relative);
        r.problems.push({
          severity: 'warning',
          code: 'W_STYLE',
          message: `the moves after this FEN are numbered from move 1, as a puzzle's solution is, though the FEN names move ${board.value.fullmoveNumber}: read from its position as move 1`,
          ...at,
        });
      }
    }
  }
}

/**
 * The position of a FEN at move 1 (its side to move kept), where the first move number after it (before the next FEN) is
 * 1 for that side while the FEN names a later move, and the move after that number is legal there and not from the
 * text's first position: the text numbers the moves from the diagram (a puzzle's solution), not a game from its start.
 */
function puzzleNumbered(r: ProseReading, after: number, board: Board): Board | undefined {
  if (board.fullmoveNumber === 1) return undefined;
  const nextFen = r.parts.fens[r.fenIndex]?.start ?? r.text.length;
  const at = r.words.findIndex((w) => w.start >= after && w.start < nextFen && w.kind === 'number');
  const number = r.words[at];
  if (number?.kind !== 'number' || number.ply !== (board.turn === 'white' ? 1 : 2)) return undefined;
  const move = r.words[at + 1];
  const start = r.ctx.engine.fromFen(r.ctx.fen);
  if (move?.kind !== 'word' || !start.ok) return undefined;
  if (!legalFrom(board.clone(), [move], r.ctx) || legalFrom(start.value, [move], r.ctx)) return undefined;
  const fields = board.fen().split(' ');
  const moved = r.ctx.engine.fromFen([...fields.slice(0, 5), '1'].join(' '));
  return moved.ok ? moved.value : undefined;
}

/** One note per rule of translate for words that fail as written (W_STYLE, as translate gives a game read so). */
export function fallbackNotes(r: ProseReading): void {
  for (const [kind, w] of r.fallbacks)
    r.problems.push({ severity: 'warning', code: 'W_STYLE', message: fallbackStyleMessage(kind), written: w.text, ...r.lines.at(w.start) });
}

/**
 * One note per score printed in rows (a new one where a table's numbers start again at 1: another game), and one per
 * score in two merged columns (column-pairs.ts).
 */
export function rowTableNotes(r: ProseReading): void {
  const rows = r.rowTables.filter((t) => t.kind === 'rows');
  for (const [n, t] of rows.entries())
    if (n === 0 || t.first === 1)
      r.problems.push({
        severity: 'warning',
        code: 'W_STYLE',
        message: `a score in rows: White's moves after ${JSON.stringify(t.white)}, Black's after ${JSON.stringify(t.black)}, one move number a column; read column by column`,
        written: t.white,
        ...r.lines.at(t.start),
      });
  for (const t of r.rowTables)
    if (t.kind === 'columns')
      r.problems.push({
        severity: 'warning',
        code: 'W_STYLE',
        message: `a score in two columns whose lines were merged (moves ${t.first} and ${t.second} on one line): read column by column, moves ${t.first} to ${t.second - 1}, then ${t.second} on`,
        written: String(t.first),
        ...r.lines.at(t.start),
      });
}

/** One note per kind of lenient reading (as W_STYLE is one per game), where it was first seen. */
export function lenientNotes(r: ProseReading): void {
  for (const [code, e] of r.lenient) {
    const details = [...e.details];
    const list = details.slice(0, 4).join(', ') + (details.length > 4 ? `, … (${details.length} in all)` : '');
    r.problems.push({
      severity: 'warning',
      code,
      message: `${e.count} ${e.count === 1 ? 'move' : 'moves'} read leniently: ${list}`,
      written: e.first.word.text,
      ...r.lines.at(e.first.word.start),
    });
  }
}
