/**
 * The brackets of a document: square brackets that hold a variation, read as round ones
 * ({@link withVariationBrackets}), a bracket opening and closing as the prose reading reads it
 * ({@link bracketOpens}, {@link bracketCloses}), and the brackets that match nothing.
 *
 * The brackets of a document that match nothing: a `(`, `[` or `{` never closed (an excerpt cut
 * mid-sentence, a parenthesis whose end the author wrote as a dash), a `)`, `]` or `}` that closes
 * none (an excerpt that starts inside a comment). In a document such a bracket is text: the game
 * before it still reads, and translate says where it stands (W_UNMATCHED_BRACKET), as the brace a
 * PGN comment cannot hold is written `(` or `)` in the comment (prose/document-games.ts).
 * Not counted: the bracket of a numbering or a list (`1)`, `a)`), and a smiley (`:)`, `;-)`).
 * Brackets of two kinds that cross (`( … [ … ) … ]`: a `[` opened inside a `(` and closed after it) match no reading
 * the text's order gives: the bracket that closes while one opened inside it is still open is said too (`crosses`).
 */

import type { Line } from './lines.js';
import type { ProseReading } from './reading.js';

export interface UnmatchedBracket {
  /** Offset of the bracket in the text. */
  readonly offset: number;
  readonly bracket: string;
  /** A closing bracket that matches its opener, while a bracket of another kind opened after that opener is still open (`( … [ … )`): that bracket. */
  readonly crosses?: { readonly offset: number; readonly bracket: string } | undefined;
}

const PAIRS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** A closing bracket that ends a number or a letter of a list (`1)`, `a)`), or a smiley (`:)`, `:-)`). */
const NOT_A_BRACKET = /(?:(?:^|[\s(])(?:\d{1,3}|\p{L})|[:;]-?)$/u;

/** The unmatched brackets of `text`, in the order they stand (each kind matched with its own: `(`…`)`, `[`…`]`, `{`…`}`). */
export function unmatchedBrackets(text: string): UnmatchedBracket[] {
  const open: Record<string, number[]> = { '(': [], '[': [], '{': [] };
  const out: UnmatchedBracket[] = [];
  const crossing: UnmatchedBracket[] = [];
  /**
   * How many `(` were closed by the bracket of a number right after them (`(2)`): where a `)` later closes none, that
   * number's bracket was a numbering's and the later `)` closes the `(` (`(2) f4)`, a side line numbered as books number moves).
   */
  let numbered = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') open[c]!.push(i);
    else if (c === ')' || c === ']' || c === '}') {
      const stack = open[PAIRS[c]!]!;
      const before = text.slice(Math.max(0, i - 8), i);
      if (stack.length > 0) {
        const opener = stack.pop()!;
        // (a bracket of another kind opened inside this pair, still open: the two cross)
        let inner: { offset: number; bracket: string } | undefined;
        for (const [kind, others] of Object.entries(open))
          for (const o of others)
            if (kind !== PAIRS[c] && o > opener && (inner === undefined || o < inner.offset)) inner = { offset: o, bracket: kind };
        if (inner !== undefined && (c !== ')' || !NOT_A_BRACKET.test(before))) crossing.push({ offset: i, bracket: c, crosses: inner });
        if (c === ')' && /^\d{1,3}$/.test(text.slice(opener + 1, i))) numbered++;
      } else if (c === ')' && numbered > 0) numbered--;
      else if (c !== ')' || !NOT_A_BRACKET.test(before)) out.push({ offset: i, bracket: c });
    }
  }
  for (const [bracket, stack] of Object.entries(open)) for (const offset of stack) out.push({ offset, bracket });
  // (a crossing whose inner bracket is never closed is that bracket's: said once, as never closed)
  for (const x of crossing) if (!out.some((b) => b.offset === x.crosses!.offset)) out.push(x);
  return out.sort((a, b) => a.offset - b.offset);
}

/** What a document does with an unmatched bracket, as a warning's words; `variation`: a `(` that opens a variation, read to the end. */
export function unmatchedMessage(b: UnmatchedBracket, variation = false): string {
  if (b.crosses !== undefined)
    return `"${b.bracket}" closes its "${PAIRS[b.bracket]}" while the "${b.crosses.bracket}" opened inside it is still open: the brackets cross, and the text does not say which moves stand inside which`;
  if (variation) return `"${b.bracket}" is never closed: it opens a variation, closed after the moves and words that follow it`;
  const opens = b.bracket === '(' || b.bracket === '[' || b.bracket === '{';
  const what = opens ? `"${b.bracket}" is never closed` : `"${b.bracket}" closes no bracket`;
  const brace = b.bracket === '{' || b.bracket === '}' ? `; written "${b.bracket === '{' ? '(' : ')'}" in a comment` : '';
  return `${what}: in a document it is text${brace}`;
}

/**
 * A numbered move (`6...Cf6`, `7.dxe5`, `6. ... h6`, `12.0-0`, `۱۲. Nf3`): a number of one to three digits, its mark, then a
 * move's first character (not a digit, `1.2`, nor punctuation).
 */
const NUMBERED_MOVE =
  /(?<![\p{N}.,:/])(?:[0-9]{1,3}|[۰-۹]{1,3}|[٠-٩]{1,3})(?:\.{1,4}|…)[ \t]?(?:(?:\.{2,3}|…)[ \t]?)?(?:[^\s\p{N}.,;:)\]]|0[-–]0)/u;
/** A tag pair (`[Event "…"]`): no variation, whatever its value holds. */
const TAG = /^\[[A-Za-z0-9_]+[ \t]+["“„«]/;

/**
 * `text` with the square brackets that hold a variation written as round ones, offsets unchanged: a `[` and the `]` that
 * closes it in its paragraph (brackets of one kind matched with each other), holding a numbered move, as books and
 * ChessBase text exports write variations (`[era millor 6...Cf6!]`, `[ 8.dxe5 dxe5 ]`, `[Oder 11...Sd5 12.Sxd5 Dxd5
 * (Zu gefährlich ist 12...Dxa2) 13.exd6]`, two glued `…Rxd8.][Encara millor: 7.Cg5!! …]`). The prose reading reads a
 * variation in either shape alike (translate-prose.ts, document-games.ts): one rule for round brackets. Not a
 * bracket without a numbered move (a footnote `[1]`, a diagram `[#]`, an edit link `[edit]`, a name `[Hans Muster]`),
 * a tag pair, nor a link's text (`[…](…)`). The text written back is the text as it was: only the reading sees this.
 */
export function withVariationBrackets(text: string): string {
  if (!text.includes('[')) return text;
  const out = text.split('');
  let open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' && /^\n[ \t]*\r?\n/.test(text.slice(i, i + 8))) open = [];
    else if (c === '[') open.push(i);
    else if (c === ']' && open.length > 0) {
      const from = open.pop()!;
      const inner = text.slice(from + 1, i);
      const lineStart = text.lastIndexOf('\n', from - 1) + 1;
      const tag = /^[ \t]*$/.test(text.slice(lineStart, from)) && TAG.test(text.slice(from, i + 1));
      if (text[i + 1] === '(' || tag || !NUMBERED_MOVE.test(inner)) continue;
      out[from] = '(';
      out[i] = ')';
    }
  }
  return out.join('');
}

/**
 * A bracket opens at word `i` (`(`, or `[` holding a variation): the line played right before it, if any, is remembered to
 * go on with after it, and the lines played until it closes are its own (lines.ts). The moves after it are inside it, not
 * the line before a bracket that has just closed going on (`…)(…`).
 */
export function bracketOpens(r: ProseReading, i: number): void {
  r.open.push(r.lastPlayed?.end === i ? r.lastPlayed.line : undefined);
  r.book.openBracket();
  r.backFrom = undefined;
}

/**
 * The bracket opened last closes (none: nothing happens): the lines played inside it end there; returns the line before
 * it, and whether moves were played inside it (a variation; words alone, `3...Sf6(Berliner Mauer)`, are none).
 */
export function bracketCloses(r: ProseReading): { readonly before: Line | undefined; readonly variation: boolean } {
  const variation = r.open.length > 0 && r.book.closeBracket();
  return { before: r.open.pop(), variation };
}

/**
 * The offset of the `)` in `text` from `from` to `to` that closes a bracket opened before `from`
 * (brackets opened and closed between are skipped); -1 if none. `opened`: instead, the offset of
 * a `(` left open at `to`.
 */
export function closingBracket(text: string, from: number, to: number, opened = false): number {
  const open: number[] = [];
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === '(') open.push(i);
    else if (c === ')' && open.pop() === undefined && !opened) return i;
  }
  return opened ? (open[open.length - 1] ?? -1) : -1;
}
