/**
 * How a document lays its moves out: what books print as the game's own moves (bold, a line of
 * their own) and what they mark as a side line (a list bullet, an opening bracket).
 */

/** A bullet of a list item (`- `, `• `, `* `, `– `, `+ `), after white space or a quote mark, then emphasis only, up to the offset. */
const BULLET_BEFORE = /(?:^|\n)[ \t\u00a0>]*[-•*–+][ \t\u00a0]+[*_]*$/;

/**
 * A full stop after a word (not a move number's: `12.`), then a line break and white space up to
 * the offset: the sentence has ended (`См. также 2) 5...g6.` then `6.Сe2 e5` on the next line).
 */
const SENTENCE_THEN_LINE = /(?:^|\s)(?!\d{1,3}\.\s)\S*[^\s.]\.[*_"'»”’)]*[ \t]*\r?\n[ \t\u00a0>]*$/;

export interface Layout {
  /** A bullet or an opening bracket stands before the sequence at `offset`, or it stands in a table's cell (a line with `|`): a side line. */
  sideLine(offset: number): boolean;
  /**
   * The sequence whose number starts at `offset` is printed as the game's moves: in bold
   * (`**12. Sf3 …**`) in a text that sets moves in bold, else at the start of a line (after white
   * space, list or quote marks).
   */
  printedAsGame(offset: number): boolean;
  /**
   * A number at `offset` starts a sequence of its own even where it follows on: a new list item, a
   * new bold run, a new line after a sentence's full stop.
   */
  startsAnew(offset: number): boolean;
}

export function layoutOf(text: string): Layout {
  /** The text sets moves in bold (`**12. Sf3**`), as books set the game's own moves. */
  const boldMoves = /(\*\*|__)\d{1,3}(\.|…)/.test(text);
  const before = (offset: number, length = 200): string => text.slice(Math.max(0, offset - length), offset);
  /** The line of `offset` has a `|`: a cell of a table (a row of a variation table, flattened or not). */
  const inTableCell = (offset: number): boolean => {
    const from = text.lastIndexOf('\n', offset - 1) + 1;
    const to = text.indexOf('\n', offset);
    return text.slice(from, to < 0 ? text.length : to).includes('|');
  };
  return {
    sideLine: (offset) => {
      const b = before(offset);
      return BULLET_BEFORE.test(b) || /[([][ \t*_]*$/.test(b) || inTableCell(offset);
    },
    printedAsGame: (offset) => {
      const b = before(offset, 2);
      if (boldMoves) return b === '**' || b === '__';
      const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
      return /^[\s*_>#\-+(]*$/.test(text.slice(lineStart, offset));
    },
    startsAnew: (offset) => {
      const b = before(offset);
      return BULLET_BEFORE.test(b) || (boldMoves && /(?:\*\*|__)$/.test(b)) || SENTENCE_THEN_LINE.test(b);
    },
  };
}
