/**
 * The words of a document between its moves, as a game's comments (document-games.ts): the words with their moves
 * rewritten, what a comment keeps of them, where a sentence ends among them, whether a stretch of text has words of a
 * sentence at all, and the words of a score printed in rows.
 */
import { isWordToken } from '../pgn/text-runs.js';
import { isCommentarySigns, isEvaluation } from '../pgn/glyphs.js';
import type { ReorderedScore } from './column-pairs.js';
import type { MoveNode } from './game-tree.js';
import type { Replacement } from './reading.js';
import type { PlayedSequence } from './translate-prose.js';

/** The text of `text` from `from` to `to` with the moves in it rewritten as `prose` rewrites them (`replacements`, in order). */
export function rewrittenText(text: string, replacements: ReadonlyArray<Replacement>): (from: number, to: number) => string {
  return (from: number, to: number): string => {
    let out = '';
    let p = from;
    for (const r of replacements) {
      if (r.start < from || r.end > to) continue;
      out += text.slice(p, r.start) + r.text;
      p = r.end;
    }
    return out + text.slice(p, to);
  };
}

/** Words as a PGN comment: white space run together, no braces, no bold marks, no bracket or punctuation alone. */
export function commentText(words: string): string {
  const t = words
    .replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))
    // (Markdown's bold, which set the moves apart, says nothing in a comment)
    .replace(/\*\*|__/g, '')
    // (a Markdown table's rule, `|---|:--:|`)
    .replace(/(?<=^|\s)[|:-]*-{3,}[|:-]*(?=\s|$)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    // (what ended the sentence before, in Latin or CJK punctuation, a footnote mark of it, a table's frame)
    .replace(/^(?:[.,;:!?\]|，。、；：！？]+\s*|\[\d{1,3}\]\s*)+/u, '')
    // (the rest of a row whose Black's move is still to come: `2/ Cf3 - ... ;`)
    .replace(/^[-–—]\s*(?:\.{2,3}|…)\s*[;,]?\s*/u, '')
    .replace(/(?:\s*\|)+$/u, '')
    // (the bullet of the list item that follows)
    .replace(/(?:\s+[-–—•*+])+$/u, '');
  // Punctuation, brackets, bullets and table rules alone say nothing; an evaluation does (`Te1+ −+ 20…Lg2+`: kept), and
  // so does a sign of Informator's key (`10. Bg5⟳`: development advantage)
  return /[\p{L}\p{N}]/u.test(t) || isEvaluation(t) || isCommentarySigns(t) ? t : '';
}

/** Where the last sentence ended in `text` from `from` to `to` (after its full stop, `!` or `?`); -1 if none. */
export function lastSentenceEnd(text: string, from: number, to: number): number {
  let end = -1;
  // (after a word of two letters or more or a closing mark, before a capital, a letter of a script without case or a digit:
  // not an abbreviation, `См. также`, `z. B.`)
  for (const m of text.slice(from, to).matchAll(/(?<=\p{L}\p{M}*\p{L}\p{M}*|[)"'»”])[.!?]+(?=\s+[\p{Lu}\p{Lo}\d])|[。！？]/gu))
    end = from + m.index + m[0].length;
  return end;
}

/** Whether `text` has a word of a sentence (not moves, numbers and punctuation alone). */
export function hasSentenceWord(text: string): boolean {
  return text.split(/[\s,.;:!?()]+/u).some((w) => isWordToken(w));
}

/**
 * The score whose moves the text does not print in the order played (in rows, colour-rows.ts; in merged columns,
 * column-pairs.ts) that `s` plays in full, where it ends, and where its moves end before the words after them (a
 * result, `White resigned`, in the right column after its last move). Its words that are no moves (`atd.` after
 * White's moves, above Black's row) are kept as a comment after its last move, `last`, for the moves' order is not the
 * text's (the words between them would be lost or read as a comment with Black's row in it). Undefined where `s` plays
 * no such score.
 */
export function rowTableKept(
  s: PlayedSequence,
  last: MoveNode,
  tables: readonly ReorderedScore[],
  cursor: number,
  translated: (from: number, to: number) => string,
): { readonly end: number; readonly movesEnd: number } | undefined {
  const table = tables.find((t) => t.start >= s.start && t.start < s.end && t.moves === s.plies.length);
  if (table === undefined) return undefined;
  const words = commentText(
    table.words
      .filter((w) => w.start >= cursor)
      .map((w) => translated(w.start, w.end))
      .join(' '),
  );
  if (words !== '') last.comments.push(words);
  return { end: table.end, movesEnd: (table.kind === 'columns' ? table.after : undefined) ?? s.end };
}
