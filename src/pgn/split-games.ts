/**
 * Cuts a stream of PGN text into the texts of single games, chunk by chunk, so files of any size
 * are read game by game. A game ends where the next one's tags start (a line beginning with `[`
 * outside comments) or after a game result at the outer level of the movetext.
 *
 * An unterminated `{` comment does not swallow the rest of the file: a line that starts like a
 * tag pair (`[Name "`) inside a comment also starts a new game, and the reader then reports the
 * open comment in the game it belongs to.
 */

export interface GameText {
  readonly text: string;
  /** 1-based line and column where `text` starts in the whole input. */
  readonly line: number;
  readonly column: number;
}

const RESULTS = ['1/2-1/2', '1-0', '0-1', '*', '½-½', '1:0', '0:1', '½:½', '1–0', '0–1'] as const;
/** Longest result token, so a token cut by a chunk boundary is never misread. */
const RESULT_LOOKAHEAD = 8;
const TAG_START = /^\[[A-Za-z0-9_]+[ \t]+"/;

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
  private inBrace = false;
  private inLineComment = false;
  private inTag = false;
  private inQuote = false;
  private depth = 0;
  private movetextSeen = false;
  /** Only whitespace since the start of the current line. */
  private atLineStart = true;

  /** Adds text; returns the games completed by it. */
  push(chunk: string): GameText[] {
    this.buffer += chunk;
    return this.scan(false);
  }

  /** Ends the input; returns the last game, if any text is left. */
  end(): GameText[] {
    const out = this.scan(true);
    this.flush(this.buffer.length, out);
    this.buffer = '';
    this.pos = this.gameStart = this.lineStart = 0;
    return out;
  }

  private flush(endOffset: number, out: GameText[]): void {
    const text = this.buffer.slice(this.gameStart, endOffset);
    if (/[^\s\uFEFF]/.test(text)) out.push({ text, line: this.gameLine, column: this.gameColumn });
    this.gameStart = endOffset;
    this.gameLine = this.line;
    this.gameColumn = endOffset - this.lineStart + 1;
    this.movetextSeen = false;
    this.depth = 0;
    this.inBrace = false;
    this.inTag = false;
    this.inQuote = false;
  }

  private scan(final: boolean): GameText[] {
    const out: GameText[] = [];
    const buf = this.buffer;
    const n = buf.length;
    let i = this.pos;
    for (; i < n; i++) {
      const c = buf.charCodeAt(i);
      if (c === 10 || c === 13) {
        if (c === 13 && buf.charCodeAt(i + 1) === 10) i++;
        this.line++;
        this.lineStart = i + 1;
        this.inLineComment = false;
        this.atLineStart = true;
        continue;
      }
      if (this.inLineComment) continue;
      if (this.atLineStart && !isSpace(c)) {
        if (c === 91 /* [ */ && !this.inTag) {
          // A tag line: a new game starts here if this one already has movetext,
          // or (inside an unterminated comment) if the line looks like a tag pair.
          const lineFrom = this.lineStart;
          if (this.inBrace) {
            if (!final && n - i < 64 && buf.indexOf('\n', i) < 0) break; // wait for the whole line start
            this.atLineStart = false;
            if (TAG_START.test(buf.slice(i, i + 64))) {
              this.flush(lineFrom, out);
            }
          } else if (this.movetextSeen) {
            this.flush(lineFrom, out);
          }
        }
        this.atLineStart = false;
        if (c === 37 /* % */ && !this.inBrace && !this.inTag) {
          this.inLineComment = true; // escape line
          this.movetextSeen = true;
          continue;
        }
      }
      if (this.inBrace) {
        if (c === 125 /* } */) this.inBrace = false;
        continue;
      }
      if (this.inTag) {
        if (this.inQuote) {
          if (c === 92 /* \ */) i++;
          else if (c === 34 /* " */) this.inQuote = false;
        } else if (c === 34) this.inQuote = true;
        else if (c === 93 /* ] */) this.inTag = false;
        continue;
      }
      switch (c) {
        case 91: // [
          if (!this.movetextSeen) {
            this.inTag = true;
            continue;
          }
          break;
        case 123: // {
          this.inBrace = true;
          this.movetextSeen = true;
          continue;
        case 59: // ;
          this.inLineComment = true;
          this.movetextSeen = true;
          continue;
        case 40: // (
          this.depth++;
          break;
        case 41: // )
          if (this.depth > 0) this.depth--;
          break;
      }
      if (isSpace(c)) continue;
      // A result at the outer level ends the game.
      if (this.depth === 0 && (i === 0 || isSpace(buf.charCodeAt(i - 1)) || buf.charCodeAt(i - 1) === 41)) {
        if (!final && n - i < RESULT_LOOKAHEAD) break;
        const len = resultLengthAt(buf, i);
        if (len > 0) {
          this.movetextSeen = true;
          i += len - 1;
          this.pos = i + 1;
          this.flush(i + 1, out);
          continue;
        }
      }
      this.movetextSeen = true;
    }
    this.pos = i;
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
  for (const r of RESULTS) {
    if (buf.startsWith(r, i)) {
      const after = buf.charCodeAt(i + r.length);
      if (Number.isNaN(after) || isSpace(after) || after === 41 || after === 40 || after === 123 || after === 59) return r.length;
    }
  }
  return 0;
}

/** Splits a whole text at once. */
export function splitGames(text: string): GameText[] {
  const s = new GameSplitter();
  return [...s.push(text), ...s.end()];
}
