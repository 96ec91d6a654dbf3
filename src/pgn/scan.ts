/**
 * PGN's lexical rules, written once for every hand-written reader of PGN text: the game splitter
 * (split-games.ts, its scan in scan-games.ts, its quick cut of plain games in plain-game.ts), the
 * express lane of translation (translate/express.ts) and the `--jobs` segmenter (cli/parallel.ts).
 * What counts as white space, a line break, a result, a tag line, the end of a comment or a NAG,
 * and where the next game starts after a result are answered here and nowhere else, so that the
 * readers cannot drift apart (where they did, games were cut in different places). The Peggy
 * grammar (grammars/pgn.peggy) reads the items of a game that one of these has cut.
 *
 * All functions take offsets into a string and never read past `limit` (see char-code.ts).
 */
import { codeAt, END } from './char-code.js';
import { fontDiagramAt } from './font-diagram.js';

/** White space between PGN items: space, tab, LF, CR, and a byte order mark (U+FEFF) anywhere. */
export const isPgnSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff;

/** Any character that is not PGN white space (see isPgnSpace): a text without one holds no game. */
export const NOT_SPACE = /[^\s\uFEFF]/;

/**
 * Game termination markers as the readers accept them, and their export form: the export forms
 * themselves (`1-0`, `0-1`, `1/2-1/2`, `*`) and import forms seen in the wild (`½-½`, `1:0`, en dashes).
 */
export const RESULT_EXPORT: Readonly<Record<string, string>> = {
  '1/2-1/2': '1/2-1/2',
  '1-0': '1-0',
  '0-1': '0-1',
  '*': '*',
  '½-½': '1/2-1/2',
  '1:0': '1-0',
  '0:1': '0-1',
  '½:½': '1/2-1/2',
  '1–0': '1-0',
  '0–1': '0-1',
  '½–½': '1/2-1/2',
};

/** Every result form of {@link RESULT_EXPORT}. */
export const RESULTS: readonly string[] = Object.keys(RESULT_EXPORT);

/** Longest result token plus the character after it, so a token cut by a chunk boundary is never misread. */
export const RESULT_LOOKAHEAD = 8;

/**
 * The length of the result at `i` (any form of {@link RESULTS}) when the character after it ends
 * a token (white space, `(`, `)`, `{`, `;`, `[` or the end of the text: also `1-0[Event "…"]`
 * of files joined without a line break), else 0.
 */
export function resultLengthAt(text: string, i: number): number {
  // Results start with 1, 0, * or ½: most tokens are ruled out by their first character.
  const c = text.charCodeAt(i);
  if (c === 49 || c === 48) {
    const d = codeAt(text, i + 1, text.length);
    if (d !== 45 && d !== 47 && d !== 58 && d !== 0x2013) return 0; // 1-0 1/2-1/2 1:0 1–0 …
  } else if (c !== 42 && c !== 0xbd) return 0;
  for (const r of RESULTS) {
    if (text.startsWith(r, i)) {
      const after = codeAt(text, i + r.length, text.length);
      if (after === END || isPgnSpace(after) || after === 41 || after === 40 || after === 123 || after === 59 || after === 91) {
        return r.length;
      }
    }
  }
  return 0;
}

/**
 * Whether a result may start after the character `prev` (the game's start counts as a space): a
 * result ends the game only after white space, `)` or `}`, not inside a token (`$1*`, `1.1-0`).
 */
export function resultMayFollow(prev: number): boolean {
  return isPgnSpace(prev) || prev === 41 /* ) */ || prev === 125; /* } */
}

/** Whether the result of length `len` at `i` (see {@link resultLengthAt}) is in export form (`1-0`, `0-1`, `1/2-1/2`, `*`). */
export function isExportResult(text: string, i: number, len: number): boolean {
  return len === 1 || len === 7 || (len === 3 && text.charCodeAt(i + 1) === 45); /* - */
}

/**
 * Line breaks in `text[from, to)`: LF, CR LF (one break) and a lone CR (an old Mac line end),
 * the way every reader counts lines. A CR just before `to` whose LF follows at `to` is not one.
 */
export function breaksBetween(text: string, from: number, to: number): number {
  let n = 0;
  if (to - from < 512) {
    for (let k = from; k < to; k++) {
      const c = text.charCodeAt(k);
      if (c === 10 || (c === 13 && codeAt(text, k + 1, text.length) !== 10)) n++;
    }
    return n;
  }
  // A long text: jump from one line end to the next.
  for (let k = text.indexOf('\n', from); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) n++;
  for (let k = text.indexOf('\r', from); k >= 0 && k < to; k = text.indexOf('\r', k + 1)) if (codeAt(text, k + 1, text.length) !== 10) n++;
  return n;
}

/**
 * Line feeds in `text[from, to)`, found by native search: the line breaks there when the range holds
 * no lone CR, as a comment that plainCommentEnd passed with `asSplitter` does (for the hot path).
 */
export function lineFeedsBetween(text: string, from: number, to: number): number {
  let n = 0;
  for (let k = text.indexOf('\n', from); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) n++;
  return n;
}

/** Where the line that holds offset `to` starts: just after the last LF or CR before `to`, or 0. */
export function lineStartBefore(text: string, to: number): number {
  return Math.max(text.lastIndexOf('\n', to - 1), text.lastIndexOf('\r', to - 1)) + 1;
}

/** The pattern of the start of a tag pair: `[`, a name, blanks and the value's opening quote. */
export const TAG_START = /^\[[A-Za-z0-9_]+[ \t]+"/;
/** Characters that {@link tagPairStartsAt} looks at. */
export const TAG_LOOKAHEAD = 64;

/** Whether a tag pair starts at `i` (`[Name "`), looking no further than `limit`. */
export function tagPairStartsAt(text: string, i: number, limit = text.length): boolean {
  return TAG_START.test(text.slice(i, Math.min(limit, i + TAG_LOOKAHEAD)));
}

/** A forum's BBCode wrapper around a game, opening or closing (`[pgn]`, `[/pgn]`, any case). */
const WRAPPER = /^\[\/?pgn\][ \t]*(?:\r?\n|\r|$)/i;

/**
 * Whether the `[` at `i` is a forum's BBCode wrapper alone on its line (`[pgn]`, `[/PGN]`): 'open' or 'close',
 * else undefined. It is neither a tag pair nor a game of its own: the splitter keeps a closing one with the game
 * it closes (scan-games.ts), and the grammar reads both as text, kept as a comment (W_TEXT_AS_COMMENT).
 */
export function wrapperAt(text: string, i: number): 'open' | 'close' | undefined {
  if (text.charCodeAt(i) !== 91 || !WRAPPER.test(text.slice(i, i + 16))) return undefined;
  return text.charCodeAt(i + 1) === 47 ? 'close' : 'open';
}

/** Characters that {@link bracketCommentAt} looks at from the `[`. */
export const BRACKET_COMMENT_LOOKAHEAD = 1024;

/** A comment in brackets: with a numbered move in it (read as a variation where it fits), or words only. */
export type BracketComment = 'moves' | 'words';

/** A numbered move (`5...Lg4`, `6.h3`, `12…Sd4`): what a tag's value never holds. */
const NUMBERED_MOVE = /(?<![\d.])\d{1,3}(?:\.{1,3}|…)[ \t]?\S{0,3}[a-h][1-8]/u;

/**
 * Whether the `[` at `i`, at a line's start, opens a comment (as ChessBase text exports and
 * annotators write them) rather than a tag pair: the one rule by which the splitter (scan-games.ts)
 * and the reader (the grammar's bracketVariation, through read-game.ts) tell them apart. A comment
 * closes on its line, holds no quote (a tag's value is quoted: `[Event "x"]`, `[Event x"]`), and
 *  - has a blank after its `[` (`[ Ich überlegte auch … ]`; a tag's name follows the `[` at once), or
 *  - holds a numbered move (`[Ich überlegte auch 5...Lg4]`), or
 *  - has text after its `]` on the line (`[Hans Muster]1.e4`: the annotator's name glued to the moves), or
 *  - starts with a word that is no tag name: its first letter is a small one (`[e5 pawn attacked]`,
 *    `[after this …]`, as lesson pages comment each move in brackets). The PGN standard (8.1.1) names
 *    every tag with a capital first, and a tag with a lower-case name written without quotes is too
 *    broken to be told from words.
 * Anything else (`[Event x]` alone on its line) is a tag pair, well formed or not (undefined). Looks
 * no further than `limit` and {@link BRACKET_COMMENT_LOOKAHEAD} characters.
 */
export function bracketCommentAt(text: string, i: number, limit = text.length): BracketComment | undefined {
  // (a forum's wrapper, `[pgn]`, is neither: see wrapperAt)
  if (wrapperAt(text, i) !== undefined) return undefined;
  // (the border of a diagram printed in a chess font, `[ABCDEFGH]` above its ranks: text, font-diagram.ts)
  if (fontDiagramAt(text.slice(0, Math.min(limit, i + BRACKET_COMMENT_LOOKAHEAD)), i) > 0) return 'words';
  const end = Math.min(limit, i + BRACKET_COMMENT_LOOKAHEAD);
  let close = -1;
  for (let j = i + 1; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13 || c === 91 /* [ */) return undefined;
    if (c === 34 || c === 0x201c || c === 0x201d || c === 0x201e || c === 0xab || c === 0xbb) return undefined;
    if (c === 93 /* ] */) {
      close = j;
      break;
    }
  }
  if (close < 0) return undefined;
  const inside = text.slice(i + 1, close);
  if (/^[0-9]*$/.test(inside)) return undefined; // `[12]`: a move number as some books print it
  const kind = NUMBERED_MOVE.test(inside) ? 'moves' : 'words';
  const first = text.charCodeAt(i + 1);
  if (first === 32 || first === 9) return NOT_SPACE.test(inside) ? kind : undefined;
  if (kind === 'moves' || /^\p{Ll}/u.test(inside)) return kind;
  for (let j = close + 1; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return undefined;
    if (c !== 32 && c !== 9) return c === 91 ? undefined : kind;
  }
  return undefined;
}

/** Whether the line start at `i` follows a blank line: `\n\n` or `\n\r\n` just before it. */
export function afterBlankLine(text: string, i: number): boolean {
  if (i < 2 || text.charCodeAt(i - 1) !== 10) return false;
  const c = text.charCodeAt(i - 2);
  return c === 10 || (c === 13 && i >= 3 && text.charCodeAt(i - 3) === 10);
}

/** Where the first `[` that starts a line after a blank line (LF or CR LF line ends) is in `text`, or -1. */
export function firstTagLineAfterBlank(text: string): number {
  const lf = text.indexOf('\n\n[');
  const crlf = text.indexOf('\n\r\n[');
  if (lf < 0) return crlf < 0 ? -1 : crlf + 3;
  return crlf < 0 || lf < crlf ? lf + 2 : crlf + 3;
}

/**
 * The start of the last tag line of `text` (at least `min` in) that follows a blank line and is
 * whole in `text` (its line break is there too); -1 when there is none.
 */
export function lastTagLineAfterBlank(text: string, min: number): number {
  for (let i = text.lastIndexOf('\n[', text.length - 2); i >= min; i = text.lastIndexOf('\n[', i - 1)) {
    if (!afterBlankLine(text, i + 1)) continue;
    const lineEnd = text.indexOf('\n', i + 1);
    if (lineEnd < 0) continue; // the tag line goes on in the next chunk
    if (tagPairStartsAt(text, i + 1, lineEnd)) return i + 1;
  }
  return -1;
}

/**
 * The end of a comment whose text starts at `j`: the offset of its `}` (`brace`), or of the line
 * break that ends a `;` comment (or `limit` for one that runs to it); -1 where it runs past
 * `limit` or holds nested braces. With `asSplitter`, also -1 where the splitter would cut or count
 * lines otherwise than a plain reader: a lone carriage return, or a line inside that starts with
 * `[` (which may be the next game's tags).
 */
export function plainCommentEnd(text: string, j: number, limit: number, brace: boolean, asSplitter: boolean): number {
  if (brace && !asSplitter) {
    // Only the braces matter: found by indexOf (native), as this runs after every move that a comment follows.
    // (Searched back from the `}`, a nested `{` is found at the latest at the comment's own `{`, just before `j`.)
    const close = text.indexOf('}', j);
    if (close < 0 || close >= limit) return -1;
    return text.lastIndexOf('{', close) >= j ? -1 : close;
  }
  let lineStart = false;
  for (; j < limit; j++) {
    const d = text.charCodeAt(j);
    if (brace) {
      if (d === 125) return j;
      if (d === 123) return -1;
      if (!asSplitter) continue;
      if (d === 13) {
        if (codeAt(text, j + 1, text.length) !== 10) return -1;
      } else if (d === 10) lineStart = true;
      else if (d === 91 && lineStart) return -1;
      else if (d !== 32 && d !== 9) lineStart = false;
    } else if (d === 10 || d === 13) {
      return asSplitter && d === 13 && codeAt(text, j + 1, text.length) !== 10 ? -1 : j;
    }
  }
  return brace || asSplitter ? -1 : limit;
}

/** The end of the NAG (`$` and digits) at `i`: just after its digits (`i + 1` for a `$` without any). */
export function nagEnd(text: string, i: number, limit: number): number {
  let j = i + 1;
  for (let d = codeAt(text, j, limit); d >= 48 && d <= 57; d = codeAt(text, ++j, limit));
  return j;
}

/** Where the next game starts after a game's last item, and the line breaks before it. */
export interface NextGame {
  /** The offset of the next game's first `[`, or `limit` when only white space is left. */
  readonly start: number;
  readonly lines: number;
}

/**
 * After the last item of a plain game at `j` (its result): white space, then the next game's tag
 * line, whose `[` starts a line (after an LF), as the splitter cuts there (`untilNext`: the text
 * holds the start of the next game; `undefined` when anything else follows, a lone CR, which the
 * splitter counts otherwise, or the end of the text). Without `untilNext`, `text[.., limit)` is
 * one game's own text: white space up to `limit` ends it there, and anything else is `undefined`.
 */
export function nextGameAfter(text: string, j: number, limit: number, untilNext: boolean): NextGame | undefined {
  let lines = 0;
  for (; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 32 || c === 9) continue;
    if (c === 10) {
      lines++;
      continue;
    }
    if (c === 13) {
      if (!untilNext || codeAt(text, j + 1, text.length) === 10) continue;
      return undefined;
    }
    return untilNext && c === 91 && text.charCodeAt(j - 1) === 10 ? { start: j, lines } : undefined;
  }
  return untilNext ? undefined : { start: limit, lines };
}
