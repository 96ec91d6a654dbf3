/**
 * A game as plain data: tags in their order and a tree of movetext nodes that a user can walk
 * and change. Moves keep the text they were written with; `parsed` is the normalized move form.
 */
import type { ParsedMove } from '../core/types.js';
import { RESULT_EXPORT } from './scan.js';
import type { GameStyle, WrittenNumber } from './numbering.js';

export interface Tag {
  name: string;
  value: string;
  /** 1-based line and column of the tag's `[` in its source, when the tag was read from text. */
  line?: number | undefined;
  column?: number | undefined;
}

export type GameNode = MoveNode | CommentNode | NagNode | VariationNode | EscapeNode;

export interface MoveNode {
  type: 'move';
  /** The move as written, including any check mark or glyph glued to it. */
  text: string;
  /** The normalized move; `undefined` when the text is not a move in the notation it was read in. */
  parsed: ParsedMove | undefined;
  /** 1-based line and column of the move in its source. */
  line: number;
  column: number;
  /**
   * Offset of the move's text in the game's {@link Game.raw} (kept by translation), so a writer can
   * replace the move in the original text and keep everything else as it was (`--keep-layout`).
   * Undefined for moves that were not read from text.
   */
  offset?: number | undefined;
  /** The move number written right before the move, when one was (`12.`, `12...`, `12)`, `12 ... `). */
  number?: WrittenNumber | undefined;
  /** The side named right before the move by one of the language's words for White or Black (`White: e4`, `白方 兵e2->e4`). */
  side?: 'white' | 'black' | undefined;
}

export interface CommentNode {
  type: 'comment';
  /** `{…}` or `;…` to the end of the line. */
  form: 'brace' | 'line';
  /** The comment's text between its delimiters, byte for byte. */
  text: string;
  /** Position of the opening `{` or `;` in the input (absent in games built by hand). */
  line?: number;
  column?: number;
}

export interface NagNode {
  type: 'nag';
  /** `$14`, or a glyph written on its own (`!`, `+-`). */
  text: string;
}

export interface VariationNode {
  type: 'variation';
  /** An alternative to the move before it, starting from the position before that move. */
  nodes: GameNode[];
  /** 1-based line and column of its `(`, when read from text. */
  line?: number | undefined;
  column?: number | undefined;
}

export interface EscapeNode {
  type: 'escape';
  /** A `%` line, without the `%`. */
  text: string;
}

/** Where a game came from. */
export interface GameOrigin {
  /** File name, or `<stdin>` / `<input>`. */
  readonly file: string;
  /** 1-based number of the game in its source. */
  readonly index: number;
  /** 1-based line and column where the game's text starts. */
  readonly line: number;
  readonly column: number;
}

/** A problem in the structure of a game's text (not in a move), with its place. */
export interface PgnProblem {
  readonly code:
    | 'ERR_PGN_SYNTAX'
    | 'ERR_PGN_TAG'
    | 'ERR_PGN_UNTERMINATED_COMMENT'
    | 'ERR_PGN_VARIATION'
    | 'ERR_PGN_FEN'
    | 'ERR_PGN_VARIANT'
    | 'ERR_PGN_EMPTY'
    | 'ERR_PGN_TOO_LARGE'
    | 'ERR_GAME_TOO_LARGE';
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

export interface Game {
  tags: Tag[];
  nodes: GameNode[];
  /**
   * The game termination marker as written (`1-0`, `0-1`, `1/2-1/2`, `*`, or on input also `½-½`,
   * `1:0`, `0:1`); undefined if absent. Writers normalize it with {@link normalizeResult}.
   */
  result: string | undefined;
  readonly origin: GameOrigin;
  /** The game's text exactly as read, written through unchanged when the game cannot be translated. */
  readonly raw: string;
  /** Problems found while reading; a game with problems is not translated. */
  readonly problems: PgnProblem[];
  /** The numbering and separator style, when the movetext is not written as PGN writes it (`1) e4 e5`, `e4, e5;`). */
  style?: GameStyle | undefined;
  /**
   * The first stretch of text among the moves that was kept as a comment (a title, a sentence,
   * words inside a line of moves: see text-runs.ts), when there was one; reported once per game
   * (W_TEXT_AS_COMMENT).
   */
  textAsComment?: { readonly line: number; readonly column: number; readonly text: string } | undefined;
  /**
   * The text holds no tags, no moves and no result, only text (a heading before the first game, a
   * paragraph after a result): it is written as a comment between games and is not a game.
   */
  textOnly?: boolean | undefined;
}

/** Tag name → value for the first tag of that name. */
export function tagValue(game: Pick<Game, 'tags'>, name: string): string | undefined {
  return game.tags.find((t) => t.name === name)?.value;
}

/** A result in export form: `½-½` → `1/2-1/2`, `1:0` → `1-0`, `0:1` → `0-1`; others unchanged. */
export function normalizeResult(result: string): string {
  return RESULT_EXPORT[result] ?? result;
}
