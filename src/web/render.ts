/// <reference lib="dom" />
/**
 * DOM rendering of a conversion: the output with each move a clickable span, the list of
 * problems (one item per problem, with data-line and data-column), and the marks behind the
 * input textarea that underline each problem's token.
 */
import type { Conversion, Problem } from './convert.js';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** The output text with every located move in a `span.mv[data-index]`. */
export function outputHtml(c: Pick<Conversion, 'output' | 'moves'>): string {
  const parts: string[] = [];
  let at = 0;
  c.moves.forEach((m, i) => {
    if (m.start < 0) return;
    parts.push(
      escapeHtml(c.output.slice(at, m.start)),
      `<span class="mv" data-index="${i}">${escapeHtml(c.output.slice(m.start, m.end))}</span>`,
    );
    at = m.end;
  });
  parts.push(escapeHtml(c.output.slice(at)));
  return parts.join('');
}

/** Offset in `text` of 1-based `line`:`column` (columns in UTF-16 units, as the library counts). */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

/** The range of a problem's token in the input: the token as reported, else up to the next space. */
export function problemRange(text: string, p: Problem): { start: number; end: number } {
  const start = offsetOf(text, p.line, p.column);
  if (p.token && text.startsWith(p.token, start)) return { start, end: start + p.token.length };
  const rest = /^[^\s]*/.exec(text.slice(start))![0];
  return { start, end: start + Math.max(rest.length, Math.min(1, text.length - start)) };
}

/** The HTML behind the textarea: its text, with each problem's token in a `mark`. */
export function marksHtml(text: string, problems: readonly Problem[], active: number): string {
  const ranges = problems
    .map((p, i) => ({ ...problemRange(text, p), i, severity: p.severity, kind: problemKind(p) }))
    .sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start < at) continue; // overlapping marks: the first one is shown
    parts.push(escapeHtml(text.slice(at, r.start)));
    const cls = `${r.severity}${r.kind ? ` ${r.kind}` : ''}${r.i === active ? ' active' : ''}`;
    parts.push(`<mark class="${cls}" data-problem="${r.i}">${escapeHtml(text.slice(r.start, r.end))}</mark>`);
    at = r.end;
  }
  parts.push(escapeHtml(text.slice(at)), '\n');
  return parts.join('');
}

/**
 * A repair (`W_REPAIR`: a box read otherwise than written) or a tie (`W_READING_AMBIGUOUS`: two
 * readings give different legal games), which the list and the marks set apart; else undefined.
 */
export function problemKind(p: Pick<Problem, 'code'>): 'repair' | 'tie' | undefined {
  return p.code === 'W_REPAIR' ? 'repair' : p.code === 'W_READING_AMBIGUOUS' ? 'tie' : undefined;
}

const plural = (k: number, w: string): string => `${k} ${w}${k === 1 ? '' : 's'}`;

/** `2 errors, 1 warning.` / `No errors or warnings.`; with repairs or ties, how many of the warnings are. */
export function problemCount(problems: readonly Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  if (problems.length === 0) return 'No errors or warnings.';
  const repairs = problems.filter((p) => problemKind(p) === 'repair').length;
  const ties = problems.filter((p) => problemKind(p) === 'tie').length;
  const among = [repairs && plural(repairs, 'repair'), ties && `${plural(ties, 'tie')} to check`].filter(Boolean);
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}${among.length ? ` (${among.join(', ')})` : ''}.`;
}

/** `move 3 (White)` for a problem about a move. */
const moveName = (p: Problem): string => (p.move ? `, move ${p.move.moveNumber} (${p.move.color === 'white' ? 'White' : 'Black'})` : '');

/** One list item per problem; the item's button says where and what. */
export function problemItem(p: Problem, index: number): HTMLLIElement {
  const li = document.createElement('li');
  li.className = p.severity;
  li.dataset['line'] = String(p.line);
  li.dataset['column'] = String(p.column);
  li.dataset['code'] = p.code;
  li.dataset['problem'] = String(index);
  const kind = problemKind(p);
  if (kind) li.classList.add(kind);
  if (p.move) {
    li.dataset['moveNumber'] = String(p.move.moveNumber);
    li.dataset['color'] = p.move.color;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'locate';
  button.textContent = kind
    ? `Line ${p.line}, column ${p.column}${moveName(p)}: ${kind === 'tie' ? 'tie, check it' : 'repair'} ${p.code}`
    : `Line ${p.line}, column ${p.column}: ${p.severity} ${p.code}`;
  const message = document.createElement('span');
  message.className = 'message';
  message.textContent = p.message;
  message.dir = 'auto';
  li.append(button, ' ', message);
  if (p.repaired) li.append(repairDetail(p.repaired));
  return li;
}

/** A repair's parts, each in its own element: the text written, the move chosen, the next best candidates with their costs. */
function repairDetail(r: NonNullable<Problem['repaired']>): HTMLElement {
  const box = document.createElement('div');
  box.className = 'repair-detail';
  const part = (cls: string, label: string, text: string): HTMLElement => {
    const span = document.createElement('span');
    span.className = cls;
    const b = document.createElement('b');
    b.textContent = `${label}: `;
    const value = document.createElement('bdi');
    value.textContent = text;
    span.append(b, value);
    return span;
  };
  const candidates = r.candidates.map((c) => `${c.text} (${c.cost.toFixed(1)})`).join(', ');
  box.append(
    part('written', 'written', r.written === '' ? '(nothing: a move left out)' : r.written),
    ' ',
    part('reading', 'read as', r.reading === '' ? '(left out)' : r.reading),
  );
  if (candidates) box.append(' ', part('candidates', 'next best', candidates));
  return box;
}
