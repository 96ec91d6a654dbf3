/**
 * The reader of plain games: tag pairs, then a {@link PlainGameCursor} that yields the items of
 * the movetext one at a time (move number, move token, comment, NAG, variation open and close,
 * result) with their positions, under the splitter's rules, up to where the next game starts.
 * Its consumer drives it in its own loop (a pull reader): the splitter's quick cut of a plain game
 * ({@link plainGameEnd}: takes every item and only checks that tokens are plain ASCII). The express
 * lane of translation (translate/express.ts) reads the same items under the same rules (scan.ts,
 * readTagPairs, isDelimiter) in a loop of its own: read through this cursor, it was 2-7 % slower
 * end to end (an item a call, and V8 optimizing the lane's function more often; BENCHMARKS.md).
 *
 * "Plain": tag pairs, movetext items separated by white space, comments without nested braces,
 * and, when the text goes on with the next game (`untilNext`), no lone carriage return, blank line
 * before the result, or comment line starting with `[`: where those are, the splitter's character
 * scan judges the game (it may cut it elsewhere). A plain game ends with a result at the outer level
 * (whose previous character is white space, `)` or `}`, as the character scan reads one), then white
 * space, then the next game's tag line; there the character scan cuts it too.
 */
import { codeAt, END as LIMIT } from './char-code.js';
import { lineFeedsBetween, nagEnd, nextGameAfter, plainCommentEnd, resultLengthAt, resultMayFollow } from './scan.js';
import type { Tag } from './types.js';

/** Item kinds that {@link PlainGameCursor.next} returns (an enum: the bundler writes its values in place). */
export const enum ITEM {
  /** A token (a move, or anything else that is not one of the items below) from `start`; the consumer sets `pos` to its end. */
  token,
  /** Digits `[start, stop)` followed by dots up to `pos`. */
  moveNumber,
  /** A `{` comment; its text is `[start, stop)`. */
  braceComment,
  /** A `;` comment; its text is `[start, stop)`. */
  lineComment,
  /** A NAG `[start, stop)` (`$` and its digits, if any). */
  nag,
  open,
  close,
  /** The result `[start, stop)`; the game ends at `end` (the next game's `[`, or the text's end). */
  result,
  /** The end of a game's own text without a result (only without `untilNext`). */
  end,
  /** Not plain from here (see the module comment): the consumer gives up. */
  stop,
}

/** The characters that end a move token in movetext (as in the grammar): white space ( ) { } ; $ */
export function isDelimiter(c: number): boolean {
  return c < 128 && DELIMITERS[c] === 1;
}

/** 1 for the delimiters among the ASCII characters (a table: this test runs for every character of every move). */
const DELIMITERS = (() => {
  const table = new Uint8Array(128);
  for (const c of ' \n\r\t(){};$') table[c.charCodeAt(0)] = 1;
  return table;
})();

/** [A-Za-z0-9_+#=:-]: the characters of a tag name. */
function isTagNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 58) || c === 95 || c === 43 || c === 35 || c === 61 || c === 45;
}

/** Where the tag pairs of a plain game end (movetext starts), and the line breaks before that. */
export interface TagSection {
  readonly end: number;
  readonly lines: number;
}

/**
 * Reads the tag pairs of a plain game from `start` (pushed to `tags` when given: `\"` and `\\`
 * in values are escapes; any other backslash stays) up to the first character of movetext, past
 * white space and blank lines. `undefined` where a tag pair is not plain (no name, no quoted
 * value on its line, no `]`), or for a lone CR unless `loneCr`.
 */
export function readTagPairs(raw: string, start: number, n: number, loneCr: boolean, tags?: Tag[]): TagSection | undefined {
  let lines = 0;
  let i = start;
  for (;;) {
    for (; i < n; i++) {
      const c = raw.charCodeAt(i);
      if (c === 10) lines++;
      else if (c === 13) {
        if (!loneCr && codeAt(raw, i + 1, n) !== 10) return undefined;
      } else if (c !== 32 && c !== 9) break;
    }
    if (i >= n || raw.charCodeAt(i) !== 91 /* [ */) return { end: i, lines };
    i++;
    while (codeAt(raw, i, n) === 32 || codeAt(raw, i, n) === 9) i++;
    const nameStart = i;
    while (i < n && isTagNameChar(raw.charCodeAt(i))) i++;
    if (i === nameStart) return undefined;
    const nameEnd = i;
    while (codeAt(raw, i, n) === 32 || codeAt(raw, i, n) === 9) i++;
    if (codeAt(raw, i, n) !== 34 /* " */) return undefined;
    i++;
    // A value never spans lines.
    let value = '';
    let from = i;
    for (;;) {
      if (i >= n) return undefined;
      const c = raw.charCodeAt(i);
      if (c === 34) break;
      if (c === 10 || c === 13) return undefined;
      if (c === 92 /* \ */) {
        const next = codeAt(raw, i + 1, n);
        if (next === 34 || next === 92) {
          if (tags !== undefined) value += raw.substring(from, i);
          from = i + 1;
          i += 2;
          continue;
        }
      }
      i++;
    }
    const valueEnd = i;
    i++;
    while (codeAt(raw, i, n) === 32 || codeAt(raw, i, n) === 9) i++;
    if (codeAt(raw, i, n) !== 93 /* ] */) return undefined;
    i++;
    if (tags !== undefined) tags.push({ name: raw.substring(nameStart, nameEnd), value: value + raw.substring(from, valueEnd) });
  }
}

/** Reads the movetext items of a plain game (see the module comment). */
export class PlainGameCursor {
  /** Where reading goes on. */
  pos: number;
  /** Line breaks read so far (counted inside comments only with `untilNext`). */
  lines: number;
  /** Variations open. */
  depth = 0;
  /** The last item's span (see {@link ITEM}). */
  start = 0;
  stop = 0;
  /** After the result: where the game ends. */
  end = 0;
  /** Only white space since the last line break (a blank line follows at the next one). */
  private blank = false;

  /**
   * `text[pos, limit)` is movetext; with `untilNext`, followed by the next game's tag line before
   * `limit`, else it is the rest of one game's own text. `lines`: line breaks before `pos`.
   */
  constructor(
    private readonly text: string,
    pos: number,
    private readonly limit: number,
    private readonly untilNext: boolean,
    lines: number,
  ) {
    this.pos = pos;
    this.lines = lines;
  }

  /** The next item (one of {@link ITEM}). */
  next(): ITEM {
    const raw = this.text;
    const n = this.limit;
    let i = this.pos;
    for (; i < n; i++) {
      const c = raw.charCodeAt(i);
      if (c === 32 || c === 9) continue;
      if (c === 10) {
        // A blank line before the result: `1.` after it may start a game of its own.
        if (this.blank && this.untilNext) return ITEM.stop;
        this.lines++;
        this.blank = true;
      } else if (c === 13) {
        if (this.untilNext && codeAt(raw, i + 1, n) !== 10) return ITEM.stop;
      } else break;
    }
    this.start = i;
    if (i >= n) {
      this.pos = this.end = i;
      return this.untilNext ? ITEM.stop : ITEM.end;
    }
    this.blank = false;
    const c = raw.charCodeAt(i);
    // Letters start most items (moves): they are tokens; the rest is read apart (kept out of the hot path).
    if (c >= 65) {
      if (c !== 123 /* { */ && c !== 0xbd /* ½ */) {
        this.pos = i;
        return ITEM.token;
      }
    }
    return this.other(raw, i, c, n);
  }

  /** {@link next} for an item that does not start with a letter. */
  private other(raw: string, i: number, c: number, n: number): ITEM {
    if ((c >= 48 && c <= 57) || c === 42 || c === 0xbd) {
      // A result ends the game where the character scan reads one: at the outer level, after white space, `)` or `}`.
      const len = this.depth === 0 && resultMayFollow(raw.charCodeAt(i - 1)) ? resultLengthAt(raw, i) : 0;
      if (len > 0) return this.result(raw, i, len, n);
      let j = i;
      while (j < n && raw.charCodeAt(j) >= 48 && raw.charCodeAt(j) <= 57) j++;
      if (j > i && codeAt(raw, j, n) === 46 /* . */) {
        this.stop = j;
        while (codeAt(raw, j, n) === 46) j++;
        this.pos = j;
        return ITEM.moveNumber;
      }
    } else if (c === 123 /* { */) {
      const close = plainCommentEnd(raw, i + 1, n, true, this.untilNext);
      if (close < 0) return ITEM.stop;
      if (this.untilNext) this.lines += lineFeedsBetween(raw, i + 1, close); // (no lone CR in it: see plainCommentEnd)
      this.start = i + 1;
      this.stop = close;
      this.pos = close + 1;
      return ITEM.braceComment;
    } else if (c === 59 /* ; */) {
      const close = plainCommentEnd(raw, i + 1, n, false, this.untilNext);
      if (close < 0) return ITEM.stop;
      this.start = i + 1;
      this.pos = this.stop = close;
      return ITEM.lineComment;
    } else if (c === 36 /* $ */) {
      this.pos = this.stop = nagEnd(raw, i, n);
      return ITEM.nag;
    } else if (c === 40 /* ( */) {
      this.depth++;
      this.pos = i + 1;
      return ITEM.open;
    } else if (c === 41 /* ) */) {
      if (this.depth === 0) return ITEM.stop;
      this.depth--;
      this.pos = i + 1;
      return ITEM.close;
    }
    this.pos = i;
    return ITEM.token;
  }

  /** The result of length `len` at `i`: then white space, and the next game (see nextGameAfter). */
  private result(raw: string, i: number, len: number, n: number): ITEM {
    const after = codeAt(raw, i + len, n);
    if (after !== 32 && after !== 9 && after !== 10 && after !== 13 && after !== LIMIT) return ITEM.stop;
    const next = nextGameAfter(raw, i + len, n, this.untilNext);
    if (next === undefined) return ITEM.stop;
    this.lines += next.lines;
    this.stop = i + len;
    this.pos = this.end = next.start;
    return ITEM.result;
  }

  /** Skips the token at `start` (up to the next delimiter); returns its end. */
  skipToken(): number {
    const raw = this.text;
    let j = this.start + 1;
    while (j < this.limit && !isDelimiter(raw.charCodeAt(j))) j++;
    return (this.pos = j);
  }
}

/** Where a plain game read in the splitter's buffer ends, and the line breaks before that. */
export interface PlainGameCut {
  readonly end: number;
  readonly lines: number;
}

/**
 * Where the game that starts with the tag line at `i` ends, when all of it is plain (see the module
 * comment) and its tokens are printable ASCII other than `[ ] { } % " \`: then the splitter's
 * character scan would cut it there too, and it is cut at once. `undefined` for anything else
 * (the scan decides). `lines` counts the line breaks between `i` and the end.
 */
export function plainGameEnd(buf: string, i: number, limit: number): PlainGameCut | undefined {
  const head = readTagPairs(buf, i, limit, false);
  if (head === undefined) return undefined;
  const cursor = new PlainGameCursor(buf, head.end, limit, true, head.lines);
  for (;;) {
    switch (cursor.next()) {
      case ITEM.token: {
        const from = cursor.start;
        const to = cursor.skipToken();
        for (let k = from; k < to; k++) {
          const c = buf.charCodeAt(k);
          if (c < 33 || c > 126 || c === 125 || c === 91 || c === 93 || c === 37 || c === 34 || c === 92) return undefined;
        }
        break;
      }
      case ITEM.result:
        return { end: cursor.end, lines: cursor.lines };
      case ITEM.stop:
      case ITEM.end:
        return undefined;
    }
  }
}
