/**
 * Cuts a stream of PGN text into the texts of single games, chunk by chunk, so files of any size
 * are read game by game. The texts cover the input without gaps: joined, they give it back byte
 * for byte (only an input of nothing but whitespace gives no game), which `--keep-layout` relies on.
 *
 * A game ends
 *  - after its result at the outer level of the movetext (the whitespace after the result still
 *    belongs to it; the next game starts at the next character that is not whitespace);
 *  - where the next one's tags start: a line beginning with `[` after movetext, outside comments;
 *  - for games without tags or result: where, after a blank line, a line starts with `1.` again.
 *
 * An unterminated `{` comment does not swallow the rest of the file: a line that starts like a
 * tag pair (`[Name "`) inside a comment also starts a new game, and the reader then reports the
 * open comment in the game it belongs to. Braces inside comments are counted as nesting (see the
 * grammar's braceComment), with the same safeguard.
 *
 * The scan is a loop over characters with a few state flags: no recursion, any nesting depth.
 */

export interface GameText {
  readonly text: string;
  /** 1-based line and column where `text` starts in the whole input. */
  readonly line: number;
  readonly column: number;
  /** Set when the text was cut because no game end was found within the size limit. */
  readonly truncated?: boolean;
}

export interface SplitterOptions {
  /**
   * Longest game text in characters (default 16 Mi). A text without any game end beyond this
   * size (a file that is not PGN, a comment never closed) is cut at a line start, so memory stays
   * bounded; the pieces are reported as games too large and written through unchanged.
   */
  readonly maxGameChars?: number;
}

const RESULTS = ['1/2-1/2', '1-0', '0-1', '*', '½-½', '1:0', '0:1', '½:½', '1–0', '0–1', '½–½'] as const;
/** Longest result token plus the character after it, so a token cut by a chunk boundary is never misread. */
const RESULT_LOOKAHEAD = 8;
const TAG_START = /^\[[A-Za-z0-9_]+[ \t]+"/;
const TAG_LOOKAHEAD = 64;
const DEFAULT_MAX_GAME_CHARS = 16 * 1024 * 1024;

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff;

export class GameSplitter {
  private buffer = '';
  /** Where scanning resumes in `buffer`. */
  private pos = 0;
  /** Start of the current game in `buffer`. */
  private gameStart = 0;
  private gameLine = 1;
  private gameColumn = 1;
  /** Line number at `pos` and the buffer offset where that line starts. */
  private line = 1;
  private lineStart = 0;
  /** Brace nesting inside a `{` comment; 0 outside comments. */
  private braceDepth = 0;
  private inLineComment = false;
  private inTag = false;
  private inQuote = false;
  /** Variation depth. */
  private depth = 0;
  private movetextSeen = false;
  /** Movetext other than comments (moves, numbers, NAGs) was seen. */
  private tokensSeen = false;
  /** Only whitespace since the start of the current line. */
  private atLineStart = true;
  /** A blank line (outside comments) since the last movetext. */
  private blankLine = false;
  /** The game's result was read; the game ends before the next character that is not whitespace. */
  private ended = false;
  private readonly maxGameChars: number;

  constructor(options: SplitterOptions = {}) {
    this.maxGameChars = Math.max(options.maxGameChars ?? DEFAULT_MAX_GAME_CHARS, 1024);
  }

  /** Adds text; returns the games completed by it. */
  push(chunk: string): GameText[] {
    this.buffer += chunk;
    return this.scan(false);
  }

  /** Ends the input; returns the last game, if any text is left. */
  end(): GameText[] {
    const out = this.scan(true);
    this.flush(this.buffer.length, false, out);
    this.buffer = '';
    this.pos = this.gameStart = this.lineStart = 0;
    return out;
  }

  private flush(endOffset: number, truncated: boolean, out: GameText[]): void {
    const text = this.buffer.slice(this.gameStart, endOffset);
    if (/[^\s\uFEFF]/.test(text)) {
      out.push(truncated ? { text, line: this.gameLine, column: this.gameColumn, truncated } : { text, line: this.gameLine, column: this.gameColumn });
    }
    this.gameStart = endOffset;
    this.gameLine = this.line;
    this.gameColumn = endOffset - this.lineStart + 1;
    this.movetextSeen = false;
    this.tokensSeen = false;
    this.depth = 0;
    this.braceDepth = 0;
    this.inTag = false;
    this.inQuote = false;
    this.blankLine = false;
    this.ended = false;
  }

  private scan(final: boolean): GameText[] {
    const out: GameText[] = [];
    const buf = this.buffer;
    const n = buf.length;
    const max = this.maxGameChars;
    // The state lives in locals while scanning (this loop sees every character of the input)
    // and goes back to the fields when it stops or a game is cut.
    let line = this.line;
    let lineStart = this.lineStart;
    let braceDepth = this.braceDepth;
    let inLineComment = this.inLineComment;
    let inTag = this.inTag;
    let inQuote = this.inQuote;
    let depth = this.depth;
    let movetextSeen = this.movetextSeen;
    let tokensSeen = this.tokensSeen;
    let atLineStart = this.atLineStart;
    let blankLine = this.blankLine;
    let ended = this.ended;
    // Cutting a game (rare: once per game) is written out at each place, without a closure:
    // locals that a closure changes would live on the heap, and this loop would slow down.
    let i = this.pos;
    for (; i < n; i++) {
      const c = buf.charCodeAt(i);
      if (c === 10 || c === 13) {
        if (c === 13) {
          if (i + 1 >= n && !final) break; // a CR LF may be cut between chunks: wait for the next one
          if (buf.charCodeAt(i + 1) === 10) i++;
        }
        if (atLineStart && braceDepth === 0 && !inLineComment) blankLine = true;
        line++;
        lineStart = i + 1;
        inLineComment = false;
        atLineStart = true;
        inTag = false;
        inQuote = false;
        if (lineStart - this.gameStart > max) {
        this.line = line;
        this.lineStart = lineStart;
        this.flush(lineStart, true, out);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
      }
        continue;
      }
      if (i - this.gameStart > 2 * max) {
        this.line = line;
        this.lineStart = lineStart;
        this.flush(i, true, out);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
      } // one huge line
      if (ended) {
        if (isSpace(c)) continue;
        {
        this.line = line;
        this.lineStart = lineStart;
        this.flush(i, false, out);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
      }
      }
      if (inLineComment) continue;
      if (atLineStart && !isSpace(c)) {
        if (c === 91 /* [ */ && !inTag) {
          // A tag line: a new game starts here if this one already has movetext,
          // or (inside an unterminated comment) if the line looks like a tag pair.
          if (braceDepth > 0) {
            if (!final && n - i < TAG_LOOKAHEAD && buf.indexOf('\n', i) < 0) break; // wait for the whole line start
            if (TAG_START.test(buf.slice(i, i + TAG_LOOKAHEAD))) {
        this.line = line;
        this.lineStart = lineStart;
        this.flush(lineStart, false, out);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
      }
          } else if (movetextSeen) {
            {
        this.line = line;
        this.lineStart = lineStart;
        this.flush(lineStart, false, out);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
      }
          }
        } else if (c === 49 /* 1 */ && blankLine && tokensSeen && braceDepth === 0 && depth === 0) {
          // `1.` after a blank line: a game without tags follows one without a result.
          if (!final && i + 1 >= n) break;
          const next = buf.charCodeAt(i + 1);
          if (next === 46 /* . */ || next === 0x2026 /* … */) {
        this.line = line;
        this.lineStart = lineStart;
        this.flush(lineStart, false, out);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
      }
        }
        atLineStart = false;
        if (c === 37 /* % */ && braceDepth === 0 && !inTag) {
          inLineComment = true; // escape line
          continue;
        }
      }
      if (braceDepth > 0) {
        if (c === 125 /* } */) braceDepth--;
        else if (c === 123 /* { */) braceDepth++;
        continue;
      }
      if (inTag) {
        if (inQuote) {
          if (c === 92 /* \ */) i++;
          else if (c === 34 /* " */) inQuote = false;
        } else if (c === 34) inQuote = true;
        else if (c === 93 /* ] */) inTag = false;
        continue;
      }
      switch (c) {
        case 91: // [
          if (!movetextSeen) {
            inTag = true;
            continue;
          }
          break;
        case 123: // {
          braceDepth = 1;
          movetextSeen = true;
          blankLine = false;
          continue;
        case 59: // ;
          inLineComment = true;
          movetextSeen = true;
          blankLine = false;
          continue;
        case 40: // (
          depth++;
          break;
        case 41: // )
          if (depth > 0) depth--;
          break;
      }
      if (isSpace(c)) continue;
      // A result at the outer level ends the game (results start with a digit, * or ½).
      if (depth === 0 && ((c >= 48 && c <= 57) || c === 42 || c === 0xbd)) {
        const prev = i === this.gameStart ? 32 : buf.charCodeAt(i - 1);
        if (isSpace(prev) || prev === 41 /* ) */ || prev === 125 /* } */) {
          if (!final && n - i < RESULT_LOOKAHEAD) break;
          const len = resultLengthAt(buf, i);
          if (len > 0) {
            i += len - 1;
            movetextSeen = true;
            ended = true;
            continue;
          }
        }
      }
      movetextSeen = true;
      tokensSeen = true;
      blankLine = false;
      // The rest of this token (a move, a move number …): nothing inside a token changes the
      // state, so it is skipped in a tight loop up to the next white space or bracket.
      const stop = Math.min(n - 1, this.gameStart + 2 * max);
      while (i < stop) {
        const d = buf.charCodeAt(i + 1);
        if (d <= 32 || d === 40 || d === 41 || d === 59 || d === 123 || d === 125 || d === 0xfeff) break;
        i++;
      }
    }
    this.pos = i;
    this.line = line;
    this.lineStart = lineStart;
    this.braceDepth = braceDepth;
    this.inLineComment = inLineComment;
    this.inTag = inTag;
    this.inQuote = inQuote;
    this.depth = depth;
    this.movetextSeen = movetextSeen;
    this.tokensSeen = tokensSeen;
    this.atLineStart = atLineStart;
    this.blankLine = blankLine;
    this.ended = ended;
    // Drop what is already handed out, so the buffer holds one game at most.
    if (this.gameStart > 0) {
      this.buffer = this.buffer.slice(this.gameStart);
      this.pos -= this.gameStart;
      this.lineStart -= this.gameStart;
      this.gameStart = 0;
    }
    return out;
  }
}

function resultLengthAt(buf: string, i: number): number {
  // Results start with 1, 0, * or ½: most tokens are ruled out by their first character.
  const c = buf.charCodeAt(i);
  if (c === 49 || c === 48) {
    const d = buf.charCodeAt(i + 1);
    if (d !== 45 && d !== 47 && d !== 58 && d !== 0x2013) return 0; // 1-0 1/2-1/2 1:0 1–0 …
  } else if (c !== 42 && c !== 0xbd) return 0;
  for (const r of RESULTS) {
    if (buf.startsWith(r, i)) {
      const after = buf.charCodeAt(i + r.length);
      // also `1-0[Event "…"]`: files joined without a line break
      if (Number.isNaN(after) || isSpace(after) || after === 41 || after === 40 || after === 123 || after === 59 || after === 91) {
        return r.length;
      }
    }
  }
  return 0;
}

/** Splits a whole text at once. */
export function splitGames(text: string, options?: SplitterOptions): GameText[] {
  const s = new GameSplitter(options);
  return [...s.push(text), ...s.end()];
}
