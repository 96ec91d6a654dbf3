/**
 * The brackets of a document that match nothing: a `(`, `[` or `{` never closed (an excerpt cut
 * mid-sentence, a parenthesis whose end the author wrote as a dash), a `)`, `]` or `}` that closes
 * none (an excerpt that starts inside a comment). In a document such a bracket is text: the game
 * before it still reads, and translate says where it stands (W_UNMATCHED_BRACKET), as the brace a
 * PGN comment cannot hold is written `(` or `)` in the comment (prose/document-games.ts).
 * Not counted: the bracket of a numbering or a list (`1)`, `a)`), and a smiley (`:)`, `;-)`).
 */

export interface UnmatchedBracket {
  /** Offset of the bracket in the text. */
  readonly offset: number;
  readonly bracket: string;
}

const PAIRS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** A closing bracket that ends a number or a letter of a list (`1)`, `a)`), or a smiley (`:)`, `:-)`). */
const NOT_A_BRACKET = /(?:(?:^|[\s(])(?:\d{1,3}|\p{L})|[:;]-?)$/u;

/** The unmatched brackets of `text`, in the order they stand (each kind matched with its own: `(`…`)`, `[`…`]`, `{`…`}`). */
export function unmatchedBrackets(text: string): UnmatchedBracket[] {
  const open: Record<string, number[]> = { '(': [], '[': [], '{': [] };
  const out: UnmatchedBracket[] = [];
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
        if (c === ')' && /^\d{1,3}$/.test(text.slice(opener + 1, i))) numbered++;
      } else if (c === ')' && numbered > 0) numbered--;
      else if (c !== ')' || !NOT_A_BRACKET.test(before)) out.push({ offset: i, bracket: c });
    }
  }
  for (const [bracket, stack] of Object.entries(open)) for (const offset of stack) out.push({ offset, bracket });
  return out.sort((a, b) => a.offset - b.offset);
}

/** What a document does with an unmatched bracket, as a warning's words; `variation`: a `(` that opens a variation, read to the end. */
export function unmatchedMessage(b: UnmatchedBracket, variation = false): string {
  if (variation) return `"${b.bracket}" is never closed: it opens a variation, closed after the moves and words that follow it`;
  const opens = b.bracket === '(' || b.bracket === '[' || b.bracket === '{';
  const what = opens ? `"${b.bracket}" is never closed` : `"${b.bracket}" closes no bracket`;
  const brace = b.bracket === '{' || b.bracket === '}' ? `; written "${b.bracket === '{' ? '(' : ')'}" in a comment` : '';
  return `${what}: in a document it is text${brace}`;
}
