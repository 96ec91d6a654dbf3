/**
 * A score printed as a table of rows, as 19th-century books lay a game out: a row of move numbers
 * (or none), then White's moves in a row after the language's word for White, then Black's in the
 * next row after the word for Black (locale `colourWords`):
 *
 *     1.      2.      3.      4.
 *     Bílý  e2e4  Jg1f3  Sf1b5  Sb5a4  atd.
 *     Černý e7e5  Jb8c6  a7a6   Jg8f6
 *
 * Each column is one move number: White's move above Black's. The words of such a table are put in
 * the order the moves were played (White's first, Black's first, White's second …), after the
 * header's first number (or, without a header, after the word for White, which says whose move
 * comes first), so that the prose reading plays them as one sequence; their places in the text are
 * kept, so every move is rewritten where it stands. The header's other numbers and the word for
 * Black are left out (the order says what they say); words after the moves in a row (`atd.`,
 * "etc.") follow the moves.
 */
import type { ProseWord } from './words.js';

/** The words of a table, found by {@link colourRows}: where it is, and the colour words it has (for the note W_STYLE). */
export interface ColourRowTable {
  readonly kind: 'rows';
  /** Offset of the word for White. */
  readonly start: number;
  readonly white: string;
  readonly black: string;
  /** The header's first move number, where the table has a header. */
  readonly first: number | undefined;
  /** Its moves (both rows). */
  readonly moves: number;
  /** Where its rows end (the last word of either, with the punctuation after it). */
  readonly end: number;
  /**
   * Where its words that are neither moves nor what the table's layout says (the header's numbers,
   * the words for White and Black) stand: in each row, from the first word after its moves to the
   * row's end (`atd.`), in text order. `translate` keeps them as a comment after the table's last
   * move (document-games.ts).
   */
  readonly words: ReadonlyArray<{ readonly start: number; readonly end: number }>;
}

/** A header row of move numbers, one a column, each one more than the one before: `1.   2.   3.`, `5 6 7`. */
const HEADER = /^[ \t]*(\d{1,3})\.?(?:[ \t]+\d{1,3}\.?)*[ \t]*\r?$/;

/**
 * The words of `text` with the colour-row tables in them put in the order their moves were played
 * (see the header), and the tables found. `isMove`: whether a word reads as a move (a cell of a
 * row); a row has two moves at least, and Black's as many as White's or one fewer.
 */
export function colourRows(
  text: string,
  words: readonly ProseWord[],
  colourWords: { readonly white: readonly string[]; readonly black: readonly string[] } | undefined,
  isMove: (w: ProseWord) => boolean,
): { words: ProseWord[]; tables: ColourRowTable[] } {
  const tables: ColourRowTable[] = [];
  if (colourWords === undefined) return { words: [...words], tables };
  const sideOf = (w: ProseWord | undefined): 'white' | 'black' | undefined => {
    if (w?.kind !== 'word') return undefined;
    const t = w.text.replace(/[:：]$/u, '').toLocaleLowerCase();
    if (colourWords.white.some((c) => c.toLocaleLowerCase() === t)) return 'white';
    if (colourWords.black.some((c) => c.toLocaleLowerCase() === t)) return 'black';
    return undefined;
  };
  const lineStart = (offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;
  /** The word at `k` is the first on its line (after white space, quote and emphasis marks, a table's `|`). */
  const firstOnLine = (k: number): boolean => {
    const w = words[k]!;
    const from = lineStart(w.start);
    return /^[ \t>*_|]*$/.test(text.slice(from, w.start)) && (k === 0 || words[k - 1]!.start < from || words[k - 1]!.text === '|');
  };
  /** The words of the row starting at the colour word `k`, up to the end of its line: its moves, then the words after them. */
  const row = (k: number): { moves: ProseWord[]; rest: ProseWord[]; next: number; end: number } => {
    const nl = text.indexOf('\n', words[k]!.start);
    const end = nl < 0 ? text.length : nl;
    const moves: ProseWord[] = [];
    const rest: ProseWord[] = [];
    let j = k + 1;
    for (; j < words.length && words[j]!.start < end; j++) {
      const w = words[j]!;
      if (w.text === '|') continue;
      if (rest.length === 0 && w.kind === 'word' && w.text !== '' && isMove(w)) moves.push(w);
      else rest.push(w);
    }
    // (where the row's text ends: its last word with the punctuation after it)
    return { moves, rest, next: j, end: words[k]!.start + text.slice(words[k]!.start, end).trimEnd().length };
  };

  const out: ProseWord[] = [];
  for (let k = 0; k < words.length;) {
    const w = words[k]!;
    const white = sideOf(w) === 'white' && firstOnLine(k) ? row(k) : undefined;
    // (the row for Black's word: the next word that is no table's `|`)
    let b = white?.next;
    while (b !== undefined && words[b]?.text === '|') b++;
    const black =
      white !== undefined && b !== undefined && sideOf(words[b]) === 'black' && firstOnLine(b) && nextLine(text, w.start, words[b]!.start)
        ? row(b)
        : undefined;
    const n = white?.moves.length ?? 0;
    const m = black?.moves.length ?? 0;
    if (white === undefined || black === undefined || n < 2 || (m !== n && m !== n - 1)) {
      out.push(w);
      k++;
      continue;
    }
    // The header: the line right above the row for White, numbers alone, one a column (the words of that line, at the end of `out`).
    const above = lineStart(w.start) - 1;
    const headerFrom = above > 0 ? lineStart(above) : -1;
    const header = headerFrom >= 0 ? HEADER.exec(text.slice(headerFrom, above)) : null;
    const headerWords = header !== null ? out.filter((x) => x.start >= headerFrom && x.start < above) : [];
    const numbers = headerWords.map((x) => Number(/^\d+/.exec(x.text)?.[0] ?? NaN));
    const counted = header !== null && numbers.length === n && numbers.every((x, i) => x === numbers[0]! + i) && numbers[0]! > 0;
    let startWord: ProseWord = w;
    if (counted) {
      out.splice(out.length - headerWords.length, headerWords.length);
      const h = headerWords[0]!;
      startWord = { kind: 'number', start: h.start, end: h.end, ply: 2 * numbers[0]! - 1, text: h.text };
    }
    out.push(startWord);
    for (let i = 0; i < n; i++) {
      out.push(white.moves[i]!);
      if (i < m) out.push(black.moves[i]!);
    }
    out.push(...white.rest, ...black.rest);
    tables.push({
      kind: 'rows',
      start: w.start,
      white: w.text.replace(/[:：]$/u, ''),
      black: words[b!]!.text.replace(/[:：]$/u, ''),
      first: counted ? numbers[0] : undefined,
      moves: n + m,
      end: Math.max(white.end, black.end),
      words: [white, black].flatMap((r) => (r.rest.length === 0 ? [] : [{ start: r.rest[0]!.start, end: r.end }])),
    });
    k = black.next;
  }
  return { words: out, tables };
}

/** The offset `b` is on the line right after the line of offset `a`. */
function nextLine(text: string, a: number, b: number): boolean {
  const nl = text.indexOf('\n', a);
  return nl >= 0 && nl < b && !text.slice(nl + 1, b).includes('\n');
}
