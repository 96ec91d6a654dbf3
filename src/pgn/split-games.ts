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
 *
 * Over 400 lines on purpose: one state machine (the scan, the reading of chunks a window at a time,
 * the hand-out of a game too large) whose parts share the scan's state; PGN's lexical rules are in
 * scan.ts and the quick cut of plain games in plain-game.ts.
 */

import { codeAt } from './char-code.js';
import { plainGameEnd, type PlainGameCut } from './plain-game.js';
import {
  breaksBetween,
  firstTagLineAfterBlank,
  isPgnSpace as isSpace,
  lineStartBefore,
  NOT_SPACE,
  RESULT_LOOKAHEAD,
  resultLengthAt,
  resultMayFollow,
  TAG_LOOKAHEAD,
  tagPairStartsAt,
} from './scan.js';
import { DEFAULT_MAX_GAME_CHARS, type GameText, type SplitterOptions } from './game-text.js';
import { pushRestartedGames } from './restarted-games.js';

// Re-exported so that the splitter's users import it from one place.
export type { PlainGameCut } from './plain-game.js';
export { DEFAULT_MAX_GAME_CHARS, type GameText, type SplitterOptions } from './game-text.js';

/** Characters of a pushed chunk added at a time while a game from before it goes on (see push). */
const WINDOW = 4096;
/**
 * A game that goes on into a pushed chunk with no more characters than this so far is read again
 * from its start, and the chunk is added a window at a time (see push).
 */
const REREAD_CHARS = 16 * 1024;

/** Characters kept back, while a game too large is skipped, for a tag line after a blank line cut between chunks. */
const RESYNC_TAIL = TAG_LOOKAHEAD + 4;

/** A square, castling or ICCF numeric move: the text before a `1.` after a blank line has moves (is a game, not a heading). */
const MOVE_BEFORE = /[a-h][1-8]|[O0]-[O0]|[1-8]{4}/;

export class GameSplitter<P extends PlainGameCut = never> {
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
  /** A game too large is being handed out in pieces, up to the next tag line after a blank line. */
  private skipping = false;

  private readonly readPlainGame: ((buffer: string, start: number, limit: number) => P | undefined) | undefined;

  constructor(options: SplitterOptions<P> = {}) {
    this.maxGameChars = Math.max(options.maxGameChars ?? DEFAULT_MAX_GAME_CHARS, 1024);
    this.readPlainGame = options.readPlainGame;
  }

  /** Adds text; returns the games completed by it. */
  push(chunk: string): GameText<P>[] {
    if (this.buffer.length === 0 || chunk.length <= WINDOW || this.buffer.length > REREAD_CHARS) {
      // (A long game so far is copied once with the whole chunk, not once per window.)
      this.buffer += chunk;
      return this.scan(false);
    }
    // A game from the text before goes on in this chunk. Appended whole, the chunk would be copied
    // (V8 copies a joined string into one when it is first read):
    // instead it is added a window at a time until the current game starts inside the chunk, and
    // from there on the buffer is a slice of the chunk, which costs no copy. The first window ends
    // just after the `[` of the chunk's first tag line after a blank line, where the next game
    // most likely starts: so the game after the one that goes on is not read in part (and again).
    // The game that goes on was read in part, character by character, when the text before ended:
    // it is read again from its start, which the first window most likely completes, so that the
    // quick reading of a whole game (readPlainGame) may take it. (Not a long one, which would be
    // read again at every chunk.)
    if (this.readPlainGame !== undefined && this.pos > this.gameStart && this.gameColumn === 1) this.restartGame();
    const out: GameText<P>[] = [];
    const tagLine = firstTagLineAfterBlank(chunk);
    let taken = 0;
    for (let window = tagLine >= 0 ? tagLine + 1 : WINDOW; taken < chunk.length; window = Math.max(WINDOW, 2 * window)) {
      const from = taken;
      taken = Math.min(chunk.length, from + window);
      this.buffer += chunk.slice(from, taken);
      for (const game of this.scan(false)) out.push(game);
      if (this.buffer.length <= taken && taken < chunk.length) {
        // The buffer (the current game so far) is the end of what was taken of the chunk.
        this.buffer = chunk.slice(taken - this.buffer.length);
        // The game was cut short by the window's end: read it again from its start, where the
        // quick reading of a whole game (readPlainGame) may take it now.
        if (this.readPlainGame !== undefined && this.pos > this.gameStart && this.gameColumn === 1) this.restartGame();
        for (const game of this.scan(false)) out.push(game);
        return out;
      }
    }
    return out;
  }

  /**
   * Scans the current game again from its start, which is a line start: the state there is the
   * one every game starts with (see the cuts in scan: the flags are cleared, and at a line start
   * nothing but white space has been seen on the line).
   */
  private restartGame(): void {
    this.pos = this.gameStart;
    this.line = this.gameLine;
    this.lineStart = this.gameStart;
    this.clearGameState();
    this.inLineComment = false;
    this.atLineStart = true;
  }

  /** The state a game starts with, as far as the game's own text makes it. */
  private clearGameState(): void {
    this.movetextSeen = false;
    this.tokensSeen = false;
    this.depth = 0;
    this.braceDepth = 0;
    this.inTag = false;
    this.inQuote = false;
    this.blankLine = false;
    this.ended = false;
  }

  /**
   * Whether a tag line (`[Name "…`) at the start of the text pushed next would start a new game,
   * so that the text from there could as well be read by a splitter of its own (parallel
   * translation cuts its input there; see cli/parallel.ts). Not so when the game being read has
   * no movetext yet (it could go on with more tags) or nothing but white space. (Text pushed so
   * far that ends at a line break is read to its end but for a result at its very end, which
   * cannot change the answer.)
   */
  get newGameAtTagLine(): boolean {
    if (this.skipping) return false; // a game too large goes on up to a tag line after a blank line
    if (!NOT_SPACE.test(this.buffer.slice(this.gameStart))) return false;
    return this.ended || this.braceDepth > 0 || this.movetextSeen;
  }

  /**
   * Where the next pushed character will be: the line and column just after all text pushed so
   * far, and whether that text ends with a carriage return (an LF that follows it ends the same
   * line). Counts the few characters the scan has not reached yet; for reports, not the hot path.
   */
  get endPosition(): { line: number; column: number; afterCr: boolean } {
    const buf = this.buffer;
    const lineStart = lineStartBefore(buf, buf.length);
    return {
      line: this.line + breaksBetween(buf, this.pos, buf.length),
      column: buf.length - (lineStart > this.pos ? lineStart : this.lineStart) + 1,
      afterCr: buf.charCodeAt(buf.length - 1) === 13,
    };
  }

  /** Ends the input; returns the last game, if any text is left. */
  end(): GameText<P>[] {
    const out = this.scan(true);
    this.flush(this.buffer.length, false, out, this.line, this.lineStart);
    this.buffer = '';
    this.pos = this.gameStart = this.lineStart = 0;
    this.skipping = false;
    return out;
  }

  /**
   * The current game has grown past the size limit at `at` (the scan's place: `this.line` and
   * `this.lineStart` are its): its text so far goes out as a `truncated` piece, and the rest up to
   * the next game in `continued` pieces ({@link skipTooLarge}).
   */
  private startSkipping(at: number, out: GameText<P>[]): void {
    out.push({ text: this.buffer.slice(this.gameStart, at), line: this.gameLine, column: this.gameColumn, truncated: true });
    this.gameStart = this.pos = at;
    this.gameLine = this.line;
    this.gameColumn = at - this.lineStart + 1;
    this.skipping = true;
  }

  /**
   * Hands out the text of a game too large up to the next tag line after a blank line (memory
   * holds a chunk at most). True when that tag line was found: reading goes on there, at
   * `this.pos`, with a game's starting state; false when the buffer holds no more than a short
   * tail to look at again with the next chunk.
   */
  private skipTooLarge(final: boolean, out: GameText<P>[]): boolean {
    const buf = this.buffer;
    const n = buf.length;
    let from = this.pos;
    for (;;) {
      const found = firstTagLineAfterBlank(from === 0 ? buf : buf.slice(from));
      const at = found < 0 ? -1 : from + found;
      if (at >= 0 && !final && n - at < TAG_LOOKAHEAD && buf.indexOf('\n', at) < 0) break; // wait for the whole line start
      if (at >= 0 && !tagPairStartsAt(buf, at)) {
        from = at;
        continue;
      }
      if (at < 0) break;
      this.piece(at, out);
      this.skipping = false;
      this.clearGameState();
      this.inLineComment = false;
      this.atLineStart = true;
      return true;
    }
    let keep = final ? n : Math.max(this.pos, n - RESYNC_TAIL);
    if (keep < n && keep > this.pos && buf.charCodeAt(keep - 1) === 13) keep--; // a CR LF is not cut
    this.piece(keep, out);
    return false;
  }

  /** Hands out the text of a game too large from the last piece's end to `end` (`continued`). */
  private piece(end: number, out: GameText<P>[]): void {
    if (end <= this.gameStart) return;
    const last = lineStartBefore(this.buffer, end);
    this.line += breaksBetween(this.buffer, this.pos, end);
    if (last > this.gameStart) this.lineStart = last;
    out.push({ text: this.buffer.slice(this.gameStart, end), line: this.gameLine, column: this.gameColumn, continued: true });
    this.gameStart = this.pos = end;
    this.gameLine = this.line;
    this.gameColumn = end - this.lineStart + 1;
  }

  /** Cuts the current game at `endOffset`; `line` and `lineStart` are the scan's, at that offset. */
  private flush(endOffset: number, truncated: boolean, out: GameText<P>[], line: number, lineStart: number, plain?: P): void {
    this.line = line;
    this.lineStart = lineStart;
    const text = this.buffer.slice(this.gameStart, endOffset);
    if (plain !== undefined) out.push({ text, line: this.gameLine, column: this.gameColumn, plain });
    else if (NOT_SPACE.test(text)) {
      if (truncated) out.push({ text, line: this.gameLine, column: this.gameColumn, truncated });
      else pushRestartedGames(text, this.gameLine, this.gameColumn, out);
    }
    this.gameStart = endOffset;
    this.gameLine = this.line;
    this.gameColumn = endOffset - this.lineStart + 1;
    this.clearGameState();
  }

  private scan(final: boolean): GameText<P>[] {
    const out: GameText<P>[] = [];
    if (this.skipping && !this.skipTooLarge(final, out)) {
      this.dropHandedOut();
      return out;
    }
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
      // A game that starts with a tag line and is plain up to the next game's tags is cut in one
      // quick pass (see plainGameEnd), which the character-by-character scan below then skips.
      if (c === 91 /* [ */ && i === this.gameStart && atLineStart && !movetextSeen && !inTag && braceDepth === 0 && !inLineComment) {
        const limit = Math.min(n, i + max);
        const read = this.readPlainGame?.(buf, i, limit);
        const plain = read ?? plainGameEnd(buf, i, limit);
        if (plain !== undefined) {
          line += plain.lines;
          lineStart = plain.end;
          this.flush(plain.end, false, out, line, lineStart, read);
          i = plain.end - 1;
          continue;
        }
      }
      if (c === 10 || c === 13) {
        if (c === 13) {
          if (i + 1 >= n && !final) break; // a CR LF may be cut between chunks: wait for the next one
          if (codeAt(buf, i + 1, buf.length) === 10) i++;
        }
        if (atLineStart && braceDepth === 0 && !inLineComment) blankLine = true;
        line++;
        lineStart = i + 1;
        inLineComment = false;
        atLineStart = true;
        inTag = false;
        inQuote = false;
        if (lineStart - this.gameStart <= max) continue;
      }
      if (i - this.gameStart > max || c === 10 || c === 13) {
        // No game end within the limit (a line or a game too large): handed out in pieces up to
        // the next game, which is read from its start.
        this.line = line;
        this.lineStart = lineStart;
        this.startSkipping(i + (c === 10 || c === 13 ? 1 : 0), out);
        if (!this.skipTooLarge(final, out)) {
          this.dropHandedOut();
          return out;
        }
        line = this.line;
        lineStart = this.lineStart;
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = inLineComment = false;
        depth = braceDepth = 0;
        atLineStart = true;
        i = this.pos - 1;
        continue;
      }
      let cutAt = -1;
      if (ended) {
        if (isSpace(c)) continue;
        cutAt = i;
      } else if (inLineComment) continue;
      else if (atLineStart && !isSpace(c)) {
        if (c === 91 /* [ */ && !inTag) {
          // A tag line: a new game starts here if this one already has movetext,
          // or (inside an unterminated comment) if the line looks like a tag pair.
          // (`[ 8.dxe5 dxe5 ]` and `[12]` in movetext are a ChessBase variation and a move number.)
          let j = i + 1;
          while (j < n && (buf.charCodeAt(j) === 32 || buf.charCodeAt(j) === 9)) j++;
          if (!final && j >= n) break;
          const next = codeAt(buf, j, buf.length);
          const tagName = (next | 32) >= 97 && (next | 32) <= 122;
          if (!tagName && movetextSeen && braceDepth === 0) {
            // not a tag line
          } else if (braceDepth > 0) {
            if (!final && n - i < TAG_LOOKAHEAD && buf.indexOf('\n', i) < 0) break; // wait for the whole line start
            if (tagPairStartsAt(buf, i)) cutAt = lineStart;
          } else if (movetextSeen) {
            cutAt = lineStart;
          }
        } else if (c === 49 /* 1 */ && blankLine && tokensSeen && braceDepth === 0 && depth === 0) {
          // `1.` after a blank line: a game without tags follows one without a result.
          if (!final && i + 1 >= n) break;
          const next = codeAt(buf, i + 1, buf.length);
          // (Not after text alone, such as a heading: it is a comment before the game; see text-runs.ts.)
          if ((next === 46 /* . */ || next === 0x2026) /* … */ && MOVE_BEFORE.test(buf.slice(this.gameStart, i))) cutAt = lineStart;
        }
      }
      if (cutAt >= 0) {
        this.flush(cutAt, false, out, line, lineStart);
        movetextSeen = tokensSeen = inTag = inQuote = blankLine = ended = false;
        depth = braceDepth = 0;
        if (cutAt === i) {
          i--; // the new game starts with this character: read it again, as the first of its game
          continue;
        }
      }
      if (inLineComment) continue;
      if (atLineStart && !isSpace(c)) {
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
        if (resultMayFollow(prev)) {
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
      // state, so it is skipped in a tight loop up to the next white space or bracket. (Not
      // after `)` or `}`: a result may follow them at once.)
      const stop = c === 41 || c === 125 ? i : Math.min(n - 1, this.gameStart + max + 1);
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
    this.dropHandedOut();
    return out;
  }

  /** Drops what is already handed out, so the buffer holds one game (or a piece of one) at most. */
  private dropHandedOut(): void {
    if (this.gameStart > 0) {
      this.buffer = this.buffer.slice(this.gameStart);
      this.pos -= this.gameStart;
      this.lineStart -= this.gameStart;
      this.gameStart = 0;
    }
  }
}

/** Splits a whole text at once. */
export function splitGames<P extends PlainGameCut = never>(text: string, options?: SplitterOptions<P>): GameText<P>[] {
  const s = new GameSplitter<P>(options);
  return [...s.push(text), ...s.end()];
}
