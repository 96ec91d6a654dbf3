/**
 * What the splitter (split-games.ts) hands out, the text of one game and where it starts, and
 * the options it takes. split-games.ts re-exports them, so its users import from there.
 */
import type { PlainGameCut } from './plain-game.js';

export interface GameText<P = never> {
  readonly text: string;
  /** 1-based line and column where `text` starts in the whole input. */
  readonly line: number;
  readonly column: number;
  /**
   * Set on the first piece of a game too large to hold (no game end within the size limit): it
   * is reported once (ERR_GAME_TOO_LARGE) and written through unchanged, with the pieces after it.
   */
  readonly truncated?: boolean;
  /**
   * Set on the pieces of a game too large to hold after its first (see `truncated`): not a game,
   * only text to write through unchanged, up to where the next game starts (a tag line after a
   * blank line).
   */
  readonly continued?: boolean;
  /** What {@link SplitterOptions.readPlainGame} read of this game, when it read it. */
  readonly plain?: P;
  /**
   * Set where the next game's tag pairs follow this text (it was cut at a tag line): text alone before them (words
   * before a file's first game, a forum post's heading) is no game, kept as a comment, not an error (read-game.ts).
   */
  readonly beforeTags?: boolean;
  /**
   * Set where more text follows this one in the input (the splitter cut it before the next game's text, not at the
   * input's end): words alone that end with a result (a line of a results table, `Per Dahl Ola Moe 1-0`) are then no
   * game, kept as a comment, as in {@link beforeTags}; alone in the input they are not PGN (read-game.ts).
   */
  readonly textAfter?: boolean;
}

export interface SplitterOptions<P extends PlainGameCut = never> {
  /**
   * Longest game text in characters (default 16 Mi; at least 1024). A text without any game end
   * within this size (a file that is not PGN, a comment never closed, one huge line) is handed
   * out in pieces, so memory stays bounded whatever the length of a line or game: the first piece
   * `truncated` (one error), the rest `continued`, up to the next tag line after a blank line,
   * where reading goes on.
   */
  readonly maxGameChars?: number;
  /**
   * Reads the game that starts with the tag line at `start` of the buffer, when it is plain and
   * the next game's tag line follows before `limit`, saying where that is — so a reader that
   * reads the game anyway (the express lane of translation) also cuts it, in the same pass. It
   * must cut where the splitter would (see plainGameEnd in plain-game.ts); its result is the game's `plain`.
   */
  readonly readPlainGame?: ((buffer: string, start: number, limit: number) => P | undefined) | undefined;
}

/** The default size limit of a game, in characters (see SplitterOptions.maxGameChars). */
export const DEFAULT_MAX_GAME_CHARS = 16 * 1024 * 1024;
