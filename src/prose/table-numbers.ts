/**
 * Move numbers that tables of moves write without digits, as words of prose: a ditto mark that
 * repeats the number of the line above, and the column numbers of a table of variations flattened
 * into text (a number of no width before each cell's first move). Used by words.ts.
 */
import type { Span } from './markdown.js';
import type { ProseWord } from './words.js';

/** A ditto mark at the start of a line, before white space: `"`, `〃`, `″`. */
const DITTO = /(?<=^|\n)[ \t]*(["〃″])(?=[ \t])/g;

/**
 * Tables of moves repeat the number of the line above with a ditto mark (`3. Lb5 a6` then
 * `"  Lc4 Lc5`: 3.Lc4 Lc5, an alternative): such a mark is that number again, where the line above
 * starts with one (a number or another ditto mark). Anywhere else the mark is a quote, as before.
 */
export function withDittoNumbers(text: string, words: ProseWord[], protectedSpans: readonly Span[]): ProseWord[] {
  let out = words;
  for (const m of text.matchAll(DITTO)) {
    const at = m.index + m[0].length - 1;
    if (protectedSpans.some((s) => s.start <= at && at < s.end)) continue;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (lineStart === 0) continue;
    const above = text.lastIndexOf('\n', lineStart - 2) + 1;
    const first = out.find((w) => w.start >= above && w.start < lineStart - 1 && w.text !== '');
    if (first?.kind !== 'number') continue;
    // The mark replaces what the cut made of it: nothing for `"`, a break for `〃` (a CJK character).
    const next = out.find((w) => w.start > at && w.text !== '');
    const kept = out.filter((w) => !(w.text === '' && w.start > at && (next === undefined || w.start <= next.start)));
    const index = kept.findIndex((w) => w.start > at);
    const number: ProseWord = { kind: 'number', start: at, end: at + 1, ply: first.ply, text: m[1]! };
    out = index < 0 ? [...kept, number] : [...kept.slice(0, index), number, ...kept.slice(index)];
  }
  return out;
}

/** A table's header of move numbers: `| 4 | 5 | 6 |`, `4 | 5 | 6`, with empty cells after them (`| 2 | 3 | 4 | ||||`). */
const TABLE_HEADER = /^[ \t]*\|?[ \t]*\d{1,3}(?:[ \t]*\|[ \t]*\d{1,3})+(?:[ \t]*\|)*[ \t]*$/;
/** A table's rule or frame in wiki text (`|-`, `{|`, `|}`) or Markdown without the outer pipes (`---|---|`): no cells. */
const TABLE_RULE = /^[ \t]*(?:\|[-}+]|\{\||:?-{3,}:?[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|?)*[ \t]*$)/;
/** A cell that says the line has ended (`- -`) or repeats the cell above (`... ...`). */
const EMPTY_CELL = /^(?:[-–—]+|\.{2,3}|…)(?:[ \t]+(?:[-–—]+|\.{2,3}|…))*$/;

/** A row's name in a table copied without its outer pipes: a first cell of words, no square, castling or empty cell. */
function rowName(cell: string): boolean {
  const body = cell.trim();
  return /\p{L}{2}/u.test(body) && !/[a-h][1-8]|[O0]-[O0]/.test(body) && !EMPTY_CELL.test(body);
}

/**
 * A table of variations flattened into text, as wiki pages are copied (`| 4 | 5 | 6 |`, then a
 * row `| Traxler | Ag5 Fc5!? |` with its further cells one a line, `Fxf7+! Şe7 |`): each cell is
 * the moves of the move number its column has, so a number (of no width: the text is not changed)
 * is put before the cell's first word. A row starts at a line that starts with `|`, or, copied without the
 * outer pipes (`---|---|` under the header), at a line whose first cell is words; its first cell is the row's name
 * where it holds no square. A cell `- -` ends the row (the line ended); a ditto
 * cell `... ...` (the moves above) has no moves of its own, and the row goes on after it.
 */
export function withTableNumbers(text: string, words: ProseWord[]): ProseWord[] {
  if (!text.includes('|')) return words;
  const added: ProseWord[] = [];
  let columns: number[] | undefined;
  let column = 0;
  let ended = false;
  for (let at = 0; at < text.length;) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end).replace(/\r$/, '');
    const start = at;
    at = end + 1;
    if (TABLE_HEADER.test(line)) {
      const numbers = line
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c !== '')
        .map(Number);
      columns = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1) ? numbers : undefined;
      column = 0;
      ended = true;
      continue;
    }
    if (columns === undefined) continue;
    if (TABLE_RULE.test(line)) {
      ended = true;
      continue;
    }
    if (!line.includes('|') && !EMPTY_CELL.test(line.trim())) {
      if (line.trim() !== '') columns = undefined; // the table has ended
      continue;
    }
    let cells = line.split('|');
    let offset = start;
    // (copied without the outer pipes, a row starts with its name: `Traxler Varyantı | Ag5 Fc5!? |`)
    const rowStart = /^[ \t]*\|/.test(line) || rowName(cells[0]!);
    if (rowStart) {
      if (/^[ \t]*\|/.test(line)) {
        offset += cells[0]!.length + 1;
        cells = cells.slice(1);
      }
      column = 0;
      ended = false;
      // The row's name: a first cell without a square.
      if (cells.length > 0 && !/[a-h][1-8]|[O0]-[O0]/.test(cells[0]!)) {
        offset += cells[0]!.length + 1;
        cells = cells.slice(1);
      }
    }
    for (const cell of cells) {
      const here = offset;
      offset += cell.length + 1;
      const body = cell.trim();
      if (body === '') continue;
      if (ended) break;
      // Cells past the header's last number go on counting (a longer row of the same table).
      const n = columns[0]! + column++;
      if (/^[-–—]+(?:[ \t]+[-–—]+)*$/.test(body)) {
        ended = true;
        continue;
      }
      if (EMPTY_CELL.test(body)) continue;
      const first = words.find((w) => w.start >= here && w.start < here + cell.length && w.text !== '');
      if (first === undefined || first.kind === 'number') continue;
      added.push({ kind: 'number', start: first.start, end: first.start, ply: 2 * n - 1, text: '' });
    }
  }
  if (added.length === 0) return words;
  const out: ProseWord[] = [];
  let k = 0;
  for (const w of words) {
    while (k < added.length && added[k]!.start <= w.start) out.push(added[k++]!);
    out.push(w);
  }
  return out;
}
