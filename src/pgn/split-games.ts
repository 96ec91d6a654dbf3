/**
 * Cuts a stream of PGN text into the texts of single games, chunk by chunk, so files of any size
 * are read game by game. The texts cover the input without gaps: joined, they give it back byte
 * for byte (only an input of nothing but whitespace gives no game), which `--keep-layout` relies on.
 *
 * Here: the splitter (chunks pushed in, games handed out) and the reading of a chunk a window at
 * a time. The parts of the state machine it drives are beside it: the rules that decide where a
 * game ends in scan-games.ts, the state they share in split-state.ts (plain data), the cut where
 * numbering restarts at 1 in restarted-games.ts, the hand-out of a game too large in
 * too-large-game.ts, the quick cut of plain games in plain-game.ts, PGN's lexical rules in
 * scan.ts, and what is handed out (GameText) and the options in game-text.ts.
 */

import type { PlainGameCut } from './plain-game.js';
import { breaksBetween, firstTagLineAfterBlank, lineStartBefore, NOT_SPACE } from './scan.js';
import { DEFAULT_MAX_GAME_CHARS, type GameText, type SplitterOptions } from './game-text.js';
import { flush, newSplitState, restartGame, type SplitState } from './split-state.js';
import { scanGames } from './scan-games.js';

// Re-exported so that the splitter's users import it from one place.
export type { PlainGameCut } from './plain-game.js';
export { DEFAULT_MAX_GAME_CHARS, type GameText, type SplitterOptions } from './game-text.js';

/** A game's text that starts with a tag line (or a `[` line before one, a forum's `[pgn]`). */
const TAGS_FIRST = /^[\s\uFEFF]*\[/;

/** Characters of a pushed chunk added at a time while a game from before it goes on (see push). */
const WINDOW = 4096;
/**
 * A game that goes on into a pushed chunk with no more characters than this so far is read again
 * from its start, and the chunk is added a window at a time (see push).
 */
const REREAD_CHARS = 16 * 1024;

export class GameSplitter<P extends PlainGameCut = never> {
  private readonly state: SplitState = newSplitState();
  private readonly maxGameChars: number;
  private readonly readPlainGame: ((buffer: string, start: number, limit: number) => P | undefined) | undefined;

  constructor(options: SplitterOptions<P> = {}) {
    this.maxGameChars = Math.max(options.maxGameChars ?? DEFAULT_MAX_GAME_CHARS, 1024);
    this.readPlainGame = options.readPlainGame;
  }

  /** Adds text; returns the games completed by it. */
  push(chunk: string): GameText<P>[] {
    const s = this.state;
    if (s.buffer.length === 0 || chunk.length <= WINDOW || s.buffer.length > REREAD_CHARS) {
      // (A long game so far is copied once with the whole chunk, not once per window.)
      s.buffer += chunk;
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
    if (this.readPlainGame !== undefined && s.pos > s.gameStart && s.gameColumn === 1) restartGame(s);
    const out: GameText<P>[] = [];
    const tagLine = firstTagLineAfterBlank(chunk);
    let taken = 0;
    for (let window = tagLine >= 0 ? tagLine + 1 : WINDOW; taken < chunk.length; window = Math.max(WINDOW, 2 * window)) {
      const from = taken;
      taken = Math.min(chunk.length, from + window);
      s.buffer += chunk.slice(from, taken);
      for (const game of this.scan(false)) out.push(game);
      if (s.buffer.length <= taken && taken < chunk.length) {
        // The buffer (the current game so far) is the end of what was taken of the chunk.
        s.buffer = chunk.slice(taken - s.buffer.length);
        // The game was cut short by the window's end: read it again from its start, where the
        // quick reading of a whole game (readPlainGame) may take it now.
        if (this.readPlainGame !== undefined && s.pos > s.gameStart && s.gameColumn === 1) restartGame(s);
        for (const game of this.scan(false)) out.push(game);
        return out;
      }
    }
    return out;
  }

  /**
   * Whether a tag line (`[Name "…`) at the start of the text pushed next would start a new game,
   * so that the text from there could as well be read by a splitter of its own (parallel
   * translation cuts its input there; see cli/parallel.ts). Not so when the game being read has
   * no movetext yet (it could go on with more tags) or nothing but white space. (Text pushed so
   * far that ends at a line break is read to its end but for a result at its very end, which
   * cannot change the answer.) Not so either when the text being read has no tags: it may be words before the next
   * game's tags, which go with that game.
   */
  get newGameAtTagLine(): boolean {
    const s = this.state;
    if (s.skipping) return false; // a game too large goes on up to a tag line after a blank line
    const text = s.buffer.slice(s.gameStart);
    if (!NOT_SPACE.test(text)) return false;
    // (nor when it has no tags: words alone before a game's tags are that game's, read with it: translate-pgn.ts GameTextTranslator)
    if (!TAGS_FIRST.test(text)) return false;
    return s.ended || s.braceDepth > 0 || s.movetextSeen;
  }

  /**
   * Where the next pushed character will be: the line and column just after all text pushed so
   * far, and whether that text ends with a carriage return (an LF that follows it ends the same
   * line). Counts the few characters the scan has not reached yet; for reports, not the hot path.
   */
  get endPosition(): { line: number; column: number; afterCr: boolean } {
    const s = this.state;
    const buf = s.buffer;
    const lineStart = lineStartBefore(buf, buf.length);
    return {
      line: s.line + breaksBetween(buf, s.pos, buf.length),
      column: buf.length - (lineStart > s.pos ? lineStart : s.lineStart) + 1,
      afterCr: buf.charCodeAt(buf.length - 1) === 13,
    };
  }

  /** Ends the input; returns the last game, if any text is left. */
  end(): GameText<P>[] {
    const s = this.state;
    const out = this.scan(true);
    flush(s, s.buffer.length, false, out, s.line, s.lineStart);
    s.buffer = '';
    s.pos = s.gameStart = s.lineStart = 0;
    s.skipping = false;
    return out;
  }

  /** Scans the text pushed so far for game ends ({@link scanGames}); returns the games cut. */
  private scan(final: boolean): GameText<P>[] {
    return scanGames(this.state, final, this.maxGameChars, this.readPlainGame);
  }
}

/** Splits a whole text at once. */
export function splitGames<P extends PlainGameCut = never>(text: string, options?: SplitterOptions<P>): GameText<P>[] {
  const s = new GameSplitter<P>(options);
  return [...s.push(text), ...s.end()];
}
