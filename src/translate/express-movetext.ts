/**
 * The express lane's reading of a game's movetext (see express.ts): white space, move numbers,
 * moves, comments, NAGs and variations, each move translated and written as it is read, on one
 * {@link PlainGame} state. What is not plain makes a reader give up (the full path reads the game).
 */
import { hashChar, type MoveTokenTable } from '../notation/read-move.js';
import { codeAt, END } from '../pgn/char-code.js';
import type { MovetextWriter } from '../pgn/movetext-writer.js';
import { isDelimiter } from '../pgn/plain-game.js';
import {
  lineFeedsBetween,
  isExportResult,
  isPgnSpace as isSpace,
  nagEnd,
  nextGameAfter,
  plainCommentEnd,
  resultLengthAt,
} from '../pgn/scan.js';
import { nagText } from '../pgn/glyphs.js';
import type { TranslationContext } from './context.js';
import { MoveTranslator } from './translator.js';
import { commentLooksLikeMoves, movesInCommentWarning } from './comment-moves.js';
import type { Board } from '../board/board.js';

// Character codes.
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const DOLLAR = 36;
const STAR = 42;
const OPEN = 40;
const CLOSE = 41;
const DOT = 46;
const SEMICOLON = 59;
const LEFT_BRACKET = 91;
const RIGHT_BRACKET = 93;
const LEFT_BRACE = 123;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAsciiLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;

/**
 * Characters a plain move token cannot start with, because the grammar reads something else
 * there: results and move numbers (digits in algebraic input), NAGs and glyphs, escapes, stray
 * brackets, `½` and the `…` of `1…`.
 */
function startsOtherItem(c: number, numeric: boolean): boolean {
  return (
    (!numeric && isDigit(c)) ||
    c === 33 ||
    c === 63 ||
    c === 43 ||
    c === 45 ||
    c === 61 ||
    c === 37 ||
    c === STAR ||
    c === LEFT_BRACKET ||
    c === RIGHT_BRACKET ||
    c === 0xbd ||
    c === 0x2026 ||
    c === 0x221e ||
    c === 0xb1 ||
    c === 0x2213 ||
    c === 0x2a72 ||
    c === 0x2a71 ||
    c === 0x25a1 ||
    c === 0xfeff
  );
}

/**
 * Whether a variation opens after the move that ends at `i`, before the next move (past white
 * space, comments and NAGs): then the position before that move is kept for it.
 */
function variationAhead(raw: string, i: number, n: number): boolean {
  while (i < n) {
    const c = raw.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === OPEN) return true;
    else if (c === LEFT_BRACE) {
      const close = raw.indexOf('}', i + 1);
      if (close < 0 || close >= n) return false;
      i = close + 1;
    } else if (c === DOLLAR) {
      i++;
      while (i < n && isDigit(raw.charCodeAt(i))) i++;
    } else if (c === SEMICOLON) {
      while (i < n && raw.charCodeAt(i) !== LF && raw.charCodeAt(i) !== CR) i++;
    } else return false;
  }
  return false;
}

/** One line of play being translated: the main line or a variation. */
export interface Line {
  readonly translator: MoveTranslator;
  /** The position before the last move of this line, when a variation follows that move. */
  before: Board | undefined;
}

/**
 * Whether a comment reads as legal moves from `board` (a W_MOVES_IN_COMMENT for the full path to
 * report): checked on a copy of the board only for a comment whose first word looks like a move,
 * so that annotated games whose comments merely start with a move (`{13. Nf3 was better}`) stay here.
 */
function readsAsMoves(form: 'brace' | 'line', text: string, board: Board, ctx: TranslationContext): boolean {
  return (
    commentLooksLikeMoves(text) && movesInCommentWarning({ form, text }, board, ctx.input, ctx.output, { line: 0, column: 0 }) !== undefined
  );
}

/**
 * One plain game being read: what its items change as {@link readMovetext} goes. The reading is
 * cut into small functions over this one object (one shape): V8 throws a compiled function away
 * when code in it meets what it had not met before it was compiled (the first comment that reads
 * like a move, the first game from a FEN …), and then only the small function that met it is
 * compiled again, not the whole lane.
 */
export class PlainGame {
  readonly stack: Line[];
  /** The line of play being read (the last of `stack`). */
  line: Line;
  /** Moves translated, in all lines. */
  moves = 0;
  /** Items read, and how many of them were move numbers (not part of the game tree). */
  items = 0;
  moveNumbers = 0;
  /** Comments read (a game without a result whose last comment tells a resignation is the full path's: express.ts). */
  comments = 0;
  // The number written before the next move (-1: none), and whether it is Black's (`12...`); a
  // number that does not fit the board's count is the full path's to report (W_MOVE_NUMBER).
  pendingNumber = -1;
  pendingBlack = false;
  /** Written plies minus the board's (see translateGame): set by the main line's first number in a game from a FEN. */
  numberDelta: number | undefined;
  /** The movetext's result as written, once read. */
  result: string | undefined = undefined;
  /** Where the next game starts (or the text's end). */
  end: number;
  /** Line breaks so far, for the splitter. */
  lineBreaks: number;
  /** With `--keep-layout`: the text up to here is in `parts`. */
  copiedTo: number;

  constructor(
    readonly raw: string,
    readonly n: number,
    readonly ctx: TranslationContext,
    readonly untilNextGame: boolean,
    /** The writer of export format, or (`--keep-layout`) the parts of the game's own text with its moves replaced. */
    readonly writer: MovetextWriter | undefined,
    readonly parts: string[] | undefined,
    readonly tokens: MoveTokenTable,
    board: Board,
    fromFen: boolean,
    start: number,
    lineBreaks: number,
  ) {
    this.line = { translator: new MoveTranslator(board, ctx.input, ctx.output), before: undefined };
    this.stack = [this.line];
    this.numberDelta = fromFen ? undefined : 0;
    this.end = n;
    this.lineBreaks = lineBreaks;
    this.copiedTo = start;
  }
}

/** What the readers of items below return instead of the offset to go on from, where the game is not plain. */
const GIVE_UP = -1;

/**
 * Reads the movetext from `i` to the game's result (or the end of its text), translating each
 * move; false where the game is not plain (the full path reads it). The loop holds white space
 * and move numbers; moves and the other items are read by functions of their own.
 */
export function readMovetext(game: PlainGame, i: number): boolean {
  const raw = game.raw;
  const n = game.n;
  const untilNextGame = game.untilNextGame;
  const numeric = game.ctx.input.kind === 'numeric';
  /** Whether the current line holds only white space. */
  let blankLine = false;
  for (;;) {
    // White space between items. Before the next game's tags (`untilNextGame`), the splitter's
    // rules apply: a lone CR or a blank line in movetext (after which `1.` starts a game) is the
    // splitter's to judge.
    for (; i < n; i++) {
      const c = raw.charCodeAt(i);
      if (c === SPACE || c === TAB) continue;
      if (c === LF) {
        if (blankLine && untilNextGame && game.result === undefined) return false;
        game.lineBreaks++;
        blankLine = true;
      } else if (c === CR) {
        if (untilNextGame && codeAt(raw, i + 1, n) !== LF) return false;
      } else break;
    }
    if (i >= n) return !untilNextGame; // with `untilNextGame`, the next game's start is not in the buffer (yet)
    blankLine = false;
    game.items++;
    const c = raw.charCodeAt(i);
    let next = i;
    if (isDigit(c) || c === STAR) {
      const len = resultLengthAt(raw, i);
      if (len > 0) return result(game, i, len);
      if (c === STAR) return false;
      // A move number, or (numeric notation) a move.
      let j = i;
      let value = 0;
      while (j < n && isDigit(raw.charCodeAt(j))) value = value * 10 + raw.charCodeAt(j++) - 48;
      if (codeAt(raw, j, n) === DOT) {
        // A number after a number before the game's first move (`12.` above `1. e4`: a heading)
        // is the full path's to read (it keeps the first as text).
        if (game.pendingNumber >= 0 && game.stack.length === 1 && game.line.before === undefined) return false;
        // `1. ...`, `1…` and `5. - d6` are left to the full path.
        const dots = j;
        while (codeAt(raw, j, n) === DOT) j++;
        game.pendingNumber = value;
        game.pendingBlack = j - dots > 1;
        let k = j;
        while (codeAt(raw, k, n) === SPACE || codeAt(raw, k, n) === TAB) k++;
        const after = codeAt(raw, k, n);
        if (after === DOT || after === 0x2026 || after === 45 || after === 0x2013 || after === 0x2014) return false;
        game.moveNumbers++;
        i = j;
        continue;
      }
      if (!numeric) return false;
    } else if (c === LEFT_BRACE) next = braceComment(game, i);
    else if (c === SEMICOLON) next = lineComment(game, i);
    else if (c === DOLLAR) next = nag(game, i);
    else if (c === OPEN) next = openVariation(game) ? i + 1 : GIVE_UP;
    else if (c === CLOSE) next = closeVariation(game) ? i + 1 : GIVE_UP;
    else if (!isAsciiLetter(c) && startsOtherItem(c, numeric)) return false;
    else next = i;
    if (next === i) next = move(game, i, c);
    if (next < 0) return false;
    i = next;
  }
}

/**
 * The result at `i` (`len` characters), then nothing but the next game (`untilNextGame`) or white
 * space: whether the game ends there (its end and line breaks set). Results in import form, or
 * not followed by white space, are the full path's to read.
 */
function result(game: PlainGame, i: number, len: number): boolean {
  const raw = game.raw;
  const n = game.n;
  if (game.stack.length > 1 || i + len > n || !isExportResult(raw, i, len) || !(i + len === n || isSpace(raw.charCodeAt(i + len))))
    return false;
  game.result = raw.substring(i, i + len);
  const next = nextGameAfter(raw, i + len, n, game.untilNextGame);
  if (next === undefined) return false;
  game.lineBreaks += next.lines;
  game.end = next.start;
  return true;
}

/** A `{` comment at `i`: the offset after its `}`. */
function braceComment(game: PlainGame, i: number): number {
  // Nested braces are the full path's to read; lines inside count for the splitter.
  const close = plainCommentEnd(game.raw, i + 1, game.n, true, game.untilNextGame);
  if (close < 0) return GIVE_UP;
  const text = game.raw.substring(i + 1, close);
  // One that reads as moves from here is the full path's to report (W_MOVES_IN_COMMENT).
  if (readsAsMoves('brace', text, game.line.translator.board, game.ctx)) return GIVE_UP;
  if (game.untilNextGame) game.lineBreaks += lineFeedsBetween(game.raw, i + 1, close); // (no lone CR in it: see plainCommentEnd)
  game.comments++;
  game.writer?.comment('brace', text);
  return close + 1;
}

/** A `;` comment at `i`: the offset of the line break that ends it. */
function lineComment(game: PlainGame, i: number): number {
  const close = plainCommentEnd(game.raw, i + 1, game.n, false, game.untilNextGame);
  if (close < 0) return GIVE_UP;
  const text = game.raw.substring(i + 1, close);
  if (readsAsMoves('line', text, game.line.translator.board, game.ctx)) return GIVE_UP;
  game.comments++;
  game.writer?.comment('line', text);
  return close;
}

/** A NAG (`$` and digits) at `i`: the offset after it. */
function nag(game: PlainGame, i: number): number {
  const j = nagEnd(game.raw, i, game.n);
  if (j === i + 1) return GIVE_UP;
  // A NAG before any move in its line is written as a comment: the full path reports it (W_NAG_AS_COMMENT).
  if (game.writer !== undefined && !game.writer.nag(game.raw.substring(i, j))) return GIVE_UP;
  return j;
}

/** `(`: a variation of the last move starts. */
function openVariation(game: PlainGame): boolean {
  const before = game.line.before;
  if (before === undefined) return false; // a variation must follow a move
  // Each variation after the same move starts again from the position before that move:
  // this one plays on `before`, a copy stays for the next one.
  game.line.before = before.clone();
  game.pendingNumber = -1;
  game.line = { translator: new MoveTranslator(before, game.ctx.input, game.ctx.output), before: undefined };
  game.stack.push(game.line);
  game.writer?.startVariation();
  return true;
}

/** `)`: the variation ends, the line it replaced a move of goes on. */
function closeVariation(game: PlainGame): boolean {
  const stack = game.stack;
  if (stack.length === 1) return false;
  if (game.line.translator.finish() !== undefined) return false;
  stack.pop();
  game.pendingNumber = -1;
  game.line = stack[stack.length - 1]!;
  // A variation without a move is written as its comments: the full path reports it (W_EMPTY_VARIATION).
  return game.writer === undefined || game.writer.endVariation();
}

/** The move token at `i` (first character `c`), translated and written: the offset after it. */
function move(game: PlainGame, i: number, c: number): number {
  const raw = game.raw;
  const n = game.n;
  // Up to the next delimiter, hashed on the way for the token table.
  let hash = hashChar(0, c);
  let tokenEnd = i + 1;
  let d = codeAt(raw, tokenEnd, n);
  while (d !== END && !isDelimiter(d)) {
    hash = hashChar(hash, d);
    d = codeAt(raw, ++tokenEnd, n);
  }
  // `e8(D)` and `exd6 e.p.`, `e2 - e4`: the move goes on after the delimiter.
  if (d === OPEN) return GIVE_UP;
  if (d === SPACE && mayContinueAfterSpace(codeAt(raw, tokenEnd + 1, n)) && continuesAfterSpace(raw, tokenEnd + 1, n)) return GIVE_UP;
  const tokens = game.tokens;
  const parsed = tokens.standardMoveAt(raw, i, tokenEnd, hash);
  if (parsed === undefined) return GIVE_UP;
  const token = tokens.token;
  const line = game.line;
  const board = line.translator.board;
  if (game.pendingNumber >= 0) {
    // A number that does not fit the board's count is the full path's to report (W_MOVE_NUMBER).
    const delta = 2 * game.pendingNumber - (game.pendingBlack ? 0 : 1) - (2 * board.fullmoveNumber - (board.turn === 'black' ? 0 : 1));
    if (game.numberDelta === undefined && game.stack.length === 1) game.numberDelta = delta;
    else if (delta !== (game.numberDelta ?? 0)) return GIVE_UP;
    game.pendingNumber = -1;
  }
  line.before = variationAhead(raw, tokenEnd, n) ? board.clone() : undefined;
  const text = line.translator.translateIfPlain(parsed, token);
  if (text === undefined) return GIVE_UP;
  game.moves++;
  const glyph = parsed.glyph;
  const writer = game.writer;
  if (writer !== undefined) {
    writer.move(text);
    if (glyph !== undefined) writer.nag(nagText(glyph));
  } else {
    game.parts!.push(raw.substring(game.copiedTo, i), text, glyph ?? '');
    game.copiedTo = tokenEnd;
  }
  return tokenEnd;
}

/** Whether `c`, after a move and a space, may start what {@link continuesAfterSpace} looks for: `e` or a separator. */
function mayContinueAfterSpace(c: number): boolean {
  return c === 101 || c === 45 || c === 120 || c === 0x2013 || c === 0x2014 || c === 58 || c === 0xd7;
}

/** After a move and a space: `e.p.`/`ep`, or a separator with a space after it (`e2 - e4`). */
function continuesAfterSpace(raw: string, i: number, n: number): boolean {
  const c = codeAt(raw, i, n);
  if (c === 101 /* e */) {
    const rest = raw.startsWith('.p.', i + 1) ? i + 4 : codeAt(raw, i + 1, n) === 112 ? i + 2 : -1;
    return rest >= 0 && (rest >= n || isDelimiter(codeAt(raw, rest, n)));
  }
  const separator = c === 45 || c === 120 || c === 0x2013 || c === 0x2014 || c === 58 || c === 0xd7;
  return separator && codeAt(raw, i + 1, n) === SPACE;
}
