/**
 * A position told as lists of pieces, as chess columns and problem pages print a diagram in words:
 * `B.: Ka1, Db1, Sg2, Jh3 (4)`, `Č.: Ke1, Sd1, Jc8, Pd2, e2, f5, g7 (7)`, `White: Kg1, Qd1, Nf3`. Each item is a piece
 * letter and the square it stands on (a pawn's letter left out after the first), the king first, as problemists list
 * a side. Such a list is no move: the prose reading protects it as it does code and a FEN (markdown.ts), so that no
 * board takes its words for moves (`Jh3` is a legal first move, `Db1` is not: rewriting the one and not the other
 * would change the list at random) and no colour word before it (`White: Kg1, Qd1`) starts a sequence of moves in it.
 */
import type { Span } from './markdown.js';

/**
 * The spans of `text` that are lists of pieces: the king's letter (`kings`: the language's, and the English `K`) and a
 * square, then two items or more after commas, each a piece letter (any capital, with a second lower-case letter) or
 * none and a square.
 */
export function pieceListSpans(text: string, kings: readonly string[]): Span[] {
  const letters = [...new Set([...kings, 'K'])].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const list = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${letters})[a-h][1-8](?:[ \\t]*,[ \\t]*(?:\\p{Lu}\\p{Ll}?)?[a-h][1-8](?![\\p{L}\\p{N}])){2,}`,
    'gu',
  );
  return [...text.matchAll(list)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** `spans` and `more` in text order, those that overlap one of `spans` left out (a list inside code or a link is protected already). */
export function withSpans(spans: readonly Span[], more: readonly Span[]): Span[] {
  if (more.length === 0) return [...spans];
  const added = more.filter((m) => !spans.some((s) => s.start < m.end && m.start < s.end));
  return [...spans, ...added].sort((a, b) => a.start - b.start);
}
