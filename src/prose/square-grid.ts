/**
 * A diagram's grid of square names, as a page's text keeps a board drawn as a table of squares: a line of the eight
 * squares of one rank in order (`a8 b8 c8 d8 e8 f8 g8 h8`, or `h1 g1 … a1` for a board seen from Black's side), or
 * of one file (`a8 a7 … a1`). Such a line is no moves: the prose reading protects it as it does a list of pieces
 * (piece-lists.ts), so that no board takes `e4 … d4` in it for moves.
 */
import type { Span } from './markdown.js';

/** A line of eight squares and nothing else. */
const LINE_OF_SQUARES = /^[ \t|]*((?:[a-h][1-8][ \t|,]+){7}[a-h][1-8])[ \t|]*\r?$/gmu;

/** Whether the eight squares are one rank's files in order or one file's ranks in order, either way. */
function inOrder(squares: readonly string[]): boolean {
  const files = squares.map((s) => s.charCodeAt(0) - 97);
  const ranks = squares.map((s) => Number(s[1]));
  const oneWay = (xs: readonly number[]): boolean => xs.every((x, i) => x === xs[0]! + i) || xs.every((x, i) => x === xs[0]! - i);
  const same = (xs: readonly number[]): boolean => xs.every((x) => x === xs[0]);
  return (same(ranks) && oneWay(files)) || (same(files) && oneWay(ranks));
}

/** The spans of `text` that are lines of a diagram's grid of square names (see the header). */
export function squareGridSpans(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(LINE_OF_SQUARES)) {
    const squares = m[1]!.split(/[ \t|,]+/u);
    if (!inOrder(squares)) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ start, end: start + m[1]!.length });
  }
  return out;
}
