/**
 * The splitter's state (split-games.ts), kept between pushed chunks: the text not yet handed out,
 * where the current game starts in it, and the scan's place and flags. Plain data, one record per
 * splitter; the functions here are the changes of state that the scan, the hand-out of a game too
 * large and the reading of chunks share.
 */
import type { GameText } from './game-text.js';
import { pushRestartedGames } from './restarted-games.js';
import { NOT_SPACE } from './scan.js';

export interface SplitState {
  buffer: string;
  /** Where scanning resumes in `buffer`. */
  pos: number;
  /** Start of the current game in `buffer`. */
  gameStart: number;
  gameLine: number;
  gameColumn: number;
  /** Line number at `pos` and the buffer offset where that line starts. */
  line: number;
  lineStart: number;
  /** Brace nesting inside a `{` comment; 0 outside comments. */
  braceDepth: number;
  inLineComment: boolean;
  inTag: boolean;
  inQuote: boolean;
  /** Variation depth. */
  depth: number;
  movetextSeen: boolean;
  /** Movetext other than comments (moves, numbers, NAGs) was seen. */
  tokensSeen: boolean;
  /** Only whitespace since the start of the current line. */
  atLineStart: boolean;
  /** A blank line (outside comments) since the last movetext. */
  blankLine: boolean;
  /** The game's result was read; the game ends before the next character that is not whitespace. */
  ended: boolean;
  /** A game too large is being handed out in pieces, up to the next tag line after a blank line. */
  skipping: boolean;
}

/** The state before any text. */
export function newSplitState(): SplitState {
  return {
    buffer: '',
    pos: 0,
    gameStart: 0,
    gameLine: 1,
    gameColumn: 1,
    line: 1,
    lineStart: 0,
    braceDepth: 0,
    inLineComment: false,
    inTag: false,
    inQuote: false,
    depth: 0,
    movetextSeen: false,
    tokensSeen: false,
    atLineStart: true,
    blankLine: false,
    ended: false,
    skipping: false,
  };
}

/**
 * Scans the current game again from its start, which is a line start: the state there is the
 * one every game starts with (see the cuts in scanGames, scan-games.ts: the flags are cleared,
 * and at a line start nothing but white space has been seen on the line).
 */
export function restartGame(s: SplitState): void {
  s.pos = s.gameStart;
  s.line = s.gameLine;
  s.lineStart = s.gameStart;
  clearGameState(s);
  s.inLineComment = false;
  s.atLineStart = true;
}

/** The state a game starts with, as far as the game's own text makes it. */
export function clearGameState(s: SplitState): void {
  s.movetextSeen = false;
  s.tokensSeen = false;
  s.depth = 0;
  s.braceDepth = 0;
  s.inTag = false;
  s.inQuote = false;
  s.blankLine = false;
  s.ended = false;
}

/** Cuts the current game at `endOffset`; `line` and `lineStart` are the scan's, at that offset. */
export function flush<P>(
  s: SplitState,
  endOffset: number,
  truncated: boolean,
  out: GameText<P>[],
  line: number,
  lineStart: number,
  plain?: P,
): void {
  s.line = line;
  s.lineStart = lineStart;
  const text = s.buffer.slice(s.gameStart, endOffset);
  if (plain !== undefined) out.push({ text, line: s.gameLine, column: s.gameColumn, plain });
  else if (NOT_SPACE.test(text)) {
    if (truncated) out.push({ text, line: s.gameLine, column: s.gameColumn, truncated });
    else pushRestartedGames(text, s.gameLine, s.gameColumn, out);
  }
  s.gameStart = endOffset;
  s.gameLine = s.line;
  s.gameColumn = endOffset - s.lineStart + 1;
  clearGameState(s);
}

/** Drops what is already handed out, so the buffer holds one game (or a piece of one) at most. */
export function dropHandedOut(s: SplitState): void {
  if (s.gameStart > 0) {
    s.buffer = s.buffer.slice(s.gameStart);
    s.pos -= s.gameStart;
    s.lineStart -= s.gameStart;
    s.gameStart = 0;
  }
}
