/**
 * Writing moves back into the text: a move checked on a board (played there), a move rewritten by
 * its letters only, and the text with every rewrite made (everything else byte for byte).
 */
import type { Board } from '../board/board.js';
import { MOVE_FORM, type ParsedMove } from '../core/types.js';
import { formatNumeric } from '../emit/iccf.js';
import { MoveTranslator } from '../translate/translator.js';
import { translateMoveText } from '../translate/move-fallbacks.js';
import { gluedAlsoLegal } from './fallback-words.js';
import type { ProseReading, Replacement } from './reading.js';
import { noteFallback, noteLenient } from './reading-notes.js';
import { relabelMove } from './relabel.js';
import type { SeqMove } from './sequences.js';
import type { ProseWord } from './words.js';

/** Replaces word `w` by `out` in the text, where they differ. */
export function rewrite(r: ProseReading, w: ProseWord, out: string): void {
  const source = r.text.slice(w.start, w.end);
  const written = source === w.text ? out : inLayoutOf(source, w.text, out);
  if (written !== source) r.replacements.push({ start: w.start, end: w.end, text: written });
}

/**
 * `out`, the move `read` (a word read with its white space made plain: `Sg8—f6` for `Sg8—` and `f6` on the next line,
 * `Sd4 X c6` for `Sd4 Xc6`, spaced-moves.ts) rewritten, in the layout of its `source` where only its first letters changed
 * (`Ng8—` and `f6` on the next line): the rest of the move stays as the text has it. Else `out` as it is.
 */
function inLayoutOf(source: string, read: string, out: string): string {
  let same = 0;
  while (same < read.length && same < out.length && read[read.length - 1 - same] === out[out.length - 1 - same]) same++;
  const changed = read.slice(0, read.length - same);
  return source.startsWith(changed) && !/\s/.test(changed) ? out.slice(0, out.length - same) + source.slice(changed.length) : out;
}

/** The move in the output notation by its letters only (SAN and LAN outputs), else undefined. */
function byLetters(r: ProseReading, w: ProseWord, parsed: ParsedMove | undefined): string | undefined {
  const { ctx } = r;
  if (ctx.input.kind !== 'algebraic' || parsed === undefined) return undefined;
  if (ctx.output.kind !== 'san' && ctx.output.kind !== 'lan') return undefined;
  return relabelMove(w.text, parsed, ctx.input.pieces, ctx.output.locale);
}

/** A move of a sequence by its letters (after the look-alike characters a lenient reading replaced). */
export function seqLetters(r: ProseReading, m: SeqMove): string | undefined {
  return byLetters(r, { ...m.word, text: m.letters }, m.parsed);
}

/** A move no board checks: rewritten by its letters where it can be, with a warning W_PROSE_UNCHECKED saying `why`. */
export function unchecked(r: ProseReading, m: SeqMove, why: string, ply?: number): void {
  r.moves++;
  noteLenient(r, m);
  const out = seqLetters(r, m);
  if (out !== undefined) rewrite(r, m.word, out);
  r.problems.push({
    severity: 'warning',
    code: 'W_PROSE_UNCHECKED',
    message: `${JSON.stringify(m.word.text)}: ${why}; ${out !== undefined ? 'rewritten by its letters only' : 'left as written'}`,
    written: m.word.text,
    ...(ply !== undefined && { ply }),
    ...r.lines.at(m.word.start),
  });
}

/** Writes a move read on `board` (before it is played) and plays it; its ICCF text ('' when it is not legal there). */
export function playChecked(r: ProseReading, board: Board, m: SeqMove, following: readonly string[] = []): string {
  const { ctx, lines } = r;
  // (a long move that is two legal moves glued too, `e4e5`: read as written, never chosen silently)
  const parted = gluedAlsoLegal(m.word, board, ctx, lines.at(m.word.start));
  if (parted !== undefined)
    r.problems.push({ severity: 'warning', code: parted.code, message: parted.message, written: m.word.text, ...lines.at(m.word.start) });
  const t = new MoveTranslator(board, ctx.input, ctx.output);
  const res = translateMoveText(t, m.word.text, m.parsed, lines.at(m.word.start), following);
  if (!res.ok) return '';
  // (a move the text alone leaves ambiguous, decided by the moves after it: said, never chosen silently)
  for (const w of res.value.warnings ?? [])
    // (and a check mark read from the word for check cut short, `Cf3 j.`, that the board finds no check: said)
    if (w.code === 'W_READING_AMBIGUOUS' || (w.code === 'W_CHECK_WRONG' && m.checkAbbreviation !== undefined))
      r.problems.push({ severity: 'warning', code: w.code, message: w.message, written: m.word.text, ...lines.at(m.word.start) });
  r.moves++;
  r.checked++;
  noteLenient(r, m);
  if (m.parsed?.kind === 'piece' && m.parsed.role === 'pawn') {
    if (((m.parsed.form ?? 0) & MOVE_FORM.pawnLetter) !== 0) r.pawnMoves.lettered++;
    else r.pawnMoves.plain++;
  }
  // Into SAN the author's way of writing stays (letters only); into LAN, ICCF, UCI the board's move.
  const out = (ctx.output.kind === 'san' ? seqLetters(r, m) : undefined) ?? `${res.value.text}${/[!?]+$/.exec(m.word.text)?.[0] ?? ''}`;
  // (a move glued to the one or the number before it, `4.d4Сd7`, `2d4`, or to a number, result or word after it,
  // `Sf62.`, `d5Questa`: apart in other notations, `4.4244 3847`, `6668 2.`; a number or result so glued is noted once,
  // as translate notes a game read so)
  const gluedAfter = r.gluedAfterMove.get(m.word.end);
  if (gluedAfter !== undefined && gluedAfter.kind !== 'word')
    noteFallback(r, gluedAfter.kind === 'full-stop' ? 'full-stop' : 'glued', gluedAfter.word);
  if (ctx.output.kind === 'san') rewrite(r, m.word, out);
  else rewrite(r, m.word, `${r.gluedToPrevious.has(m.word.start) ? ' ' : ''}${out}${gluedAfter !== undefined ? ' ' : ''}`);
  return res.value.move !== undefined ? formatNumeric(res.value.move) : '';
}

/** `text` with the rewrites made; `replacements` is sorted by offset. */
export function writtenBack(text: string, replacements: Replacement[]): string {
  replacements.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let p = 0;
  for (const x of replacements) {
    out.push(text.slice(p, x.start), x.text);
    p = x.end;
  }
  out.push(text.slice(p));
  return out.join('');
}
