/**
 * A game too large for the splitter (split-games.ts): no game end within the size limit (a file
 * that is not PGN, a comment never closed, one huge line). Its text so far goes out as one
 * `truncated` piece, the rest as `continued` pieces up to the next tag line after a blank line,
 * where reading goes on with a game's starting state; memory holds a chunk at most.
 */
import type { GameText } from './game-text.js';
import { breaksBetween, firstTagLineAfterBlank, lineStartBefore, TAG_LOOKAHEAD, tagPairStartsAt } from './scan.js';
import { clearGameState, type SplitState } from './split-state.js';

/** Characters kept back, while a game too large is skipped, for a tag line after a blank line cut between chunks. */
const RESYNC_TAIL = TAG_LOOKAHEAD + 4;

/**
 * The current game has grown past the size limit at `at` (the scan's place: `s.line` and
 * `s.lineStart` are its): its text so far goes out as a `truncated` piece, and the rest up to
 * the next game in `continued` pieces ({@link skipTooLarge}).
 */
export function startSkipping<P>(s: SplitState, at: number, out: GameText<P>[]): void {
  out.push({ text: s.buffer.slice(s.gameStart, at), line: s.gameLine, column: s.gameColumn, truncated: true });
  s.gameStart = s.pos = at;
  s.gameLine = s.line;
  s.gameColumn = at - s.lineStart + 1;
  s.skipping = true;
}

/**
 * Hands out the text of a game too large up to the next tag line after a blank line (memory
 * holds a chunk at most). True when that tag line was found: reading goes on there, at
 * `s.pos`, with a game's starting state; false when the buffer holds no more than a short
 * tail to look at again with the next chunk.
 */
export function skipTooLarge<P>(s: SplitState, final: boolean, out: GameText<P>[]): boolean {
  const buf = s.buffer;
  const n = buf.length;
  let from = s.pos;
  for (;;) {
    const found = firstTagLineAfterBlank(from === 0 ? buf : buf.slice(from));
    const at = found < 0 ? -1 : from + found;
    if (at >= 0 && !final && n - at < TAG_LOOKAHEAD && buf.indexOf('\n', at) < 0) break; // wait for the whole line start
    if (at >= 0 && !tagPairStartsAt(buf, at)) {
      from = at;
      continue;
    }
    if (at < 0) break;
    piece(s, at, out);
    s.skipping = false;
    clearGameState(s);
    s.inLineComment = false;
    s.atLineStart = true;
    return true;
  }
  let keep = final ? n : Math.max(s.pos, n - RESYNC_TAIL);
  if (keep < n && keep > s.pos && buf.charCodeAt(keep - 1) === 13) keep--; // a CR LF is not cut
  piece(s, keep, out);
  return false;
}

/** Hands out the text of a game too large from the last piece's end to `end` (`continued`). */
function piece<P>(s: SplitState, end: number, out: GameText<P>[]): void {
  if (end <= s.gameStart) return;
  const last = lineStartBefore(s.buffer, end);
  s.line += breaksBetween(s.buffer, s.pos, end);
  if (last > s.gameStart) s.lineStart = last;
  out.push({ text: s.buffer.slice(s.gameStart, end), line: s.gameLine, column: s.gameColumn, continued: true });
  s.gameStart = s.pos = end;
  s.gameLine = s.line;
  s.gameColumn = end - s.lineStart + 1;
}
