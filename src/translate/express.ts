/**
 * The express lane of translation: one pass over the text of a plain game, straight from its
 * characters to the output text, without the PGN grammar's items or a game tree.
 *
 * "Plain" is what nearly every game of an archive is: tag pairs, move numbers, moves in standard
 * notation, brace and `;` comments, NAGs, variations and a result. For those, each move token is
 * looked up in a {@link MoveTokenTable} (hashed while its end is found; a token not seen before is
 * read once with the move grammar), resolved and played by the same {@link MoveTranslator} as on
 * the full path, and written with the same {@link MovetextWriter}, so the text is the one the full
 * path writes. Whatever else a game holds (a lenient move form, a warning, an error, an escape
 * line, an unusual token …) makes this lane give up on the game (`undefined`), and the full path
 * (grammar, tree, translator, writer) reads it again and words every report.
 *
 * It runs on a game's text as the splitter cut it ({@link translatePlainGame}), or inside the
 * splitter on the stream's buffer ({@link translatePlainGameIn}), where it also finds where the
 * game ends, under the splitter's own rules: then the text is read once in all. Differential tests
 * over every corpus file check that both write what the full path writes, and cut where the
 * splitter cuts (test/translate-express.test.ts).
 */
import { hashChar, MoveTokenTable } from '../notation/read-move.js';
import { codeAt, END } from '../pgn/char-code.js';
import { MovetextWriter } from '../pgn/movetext-writer.js';
import type { PlainGameCut } from '../pgn/split-games.js';
import { isDelimiter, readTagPairs } from '../pgn/plain-game.js';
import { lineFeedsBetween, isExportResult, isPgnSpace as isSpace, nagEnd, nextGameAfter, plainCommentEnd, resultLengthAt } from '../pgn/scan.js';
import type { Tag } from '../pgn/types.js';
import { exportResult, nagText, startPly, writeTags, type ExportNote } from '../pgn/write-game.js';
import type { TranslationContext } from './context.js';
import { decidedResult, variantProblem } from './translate-game.js';
import { MoveTranslator } from './translator.js';
import { commentLooksLikeMoves, movesInCommentWarning } from './comment-moves.js';
import type { Board } from '../board/board.js';

export interface ExpressTranslation {
  /** The translated game, as the full path writes it. */
  readonly text: string;
  /** Moves translated, in all lines. */
  readonly moves: number;
}

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
const isAsciiLetter = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122);

/**
 * Characters a plain move token cannot start with, because the grammar reads something else
 * there: results and move numbers (digits in algebraic input), NAGs and glyphs, escapes, stray
 * brackets, `½` and the `…` of `1…`.
 */
function startsOtherItem(c: number, numeric: boolean): boolean {
  return (
    (!numeric && isDigit(c)) ||
    c === 33 || c === 63 || c === 43 || c === 45 || c === 61 || c === 37 || c === STAR || c === LEFT_BRACKET || c === RIGHT_BRACKET ||
    c === 0xbd || c === 0x2026 || c === 0x221e || c === 0xb1 || c === 0x2213 || c === 0x2a72 || c === 0x2a71 || c === 0x25a1 || c === 0xfeff
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
interface Line {
  readonly translator: MoveTranslator;
  /** The position before the last move of this line, when a variation follows that move. */
  before: Board | undefined;
}

/**
 * The game in `raw` (the text of one game) translated, when it is plain (see the module
 * comment); `undefined` sends it to the full path. With `keepLayout`, the game's own text with
 * only its moves replaced.
 */
export function translatePlainGame(raw: string, ctx: TranslationContext, keepLayout = false): ExpressTranslation | undefined {
  return readPlainGame(raw, 0, raw.length, ctx, keepLayout, false);
}

/** A plain game read from a stream's buffer, translated, and where it ends. */
export interface PlainGameTranslation extends ExpressTranslation, PlainGameCut {}

/**
 * The plain game that starts with the tag line at `start` of a stream's buffer, translated, when
 * the next game's tags start (at a line start) before `limit` and nothing between would make the
 * splitter cut elsewhere (see plainGameEnd in pgn/plain-game.ts, which it stands in for): the
 * splitter takes its end and line count from it, so the text is read once.
 */
export function translatePlainGameIn(
  buf: string,
  start: number,
  limit: number,
  ctx: TranslationContext,
  keepLayout = false,
): PlainGameTranslation | undefined {
  return readPlainGame(buf, start, limit, ctx, keepLayout, true);
}

/** {@link translatePlainGameIn} for a context, as the splitter's `readPlainGame` option takes it. */
export function plainGameReader(
  ctx: TranslationContext,
  keepLayout: boolean,
): (buffer: string, start: number, limit: number) => PlainGameTranslation | undefined {
  return (buffer, start, limit) => readPlainGame(buffer, start, limit, ctx, keepLayout, true);
}

/**
 * Whether a comment reads as legal moves from `board` (a W_MOVES_IN_COMMENT for the full path to
 * report): checked on a copy of the board only for a comment whose first word looks like a move,
 * so that annotated games whose comments merely start with a move (`{13. Nf3 was better}`) stay here.
 */
function readsAsMoves(form: 'brace' | 'line', text: string, board: Board, ctx: TranslationContext): boolean {
  return commentLooksLikeMoves(text) && movesInCommentWarning({ form, text }, board, ctx.input, ctx.output, { line: 0, column: 0 }) !== undefined;
}

/**
 * One plain game being read: what its items change as {@link readMovetext} goes. The reading is
 * cut into small functions over this one object (one shape), so that the loop over the items
 * stays small: V8 compiles it again whenever an item it had not seen yet arrives (the first
 * comment, variation, NAG of a run), and each time it compiles what the loop holds.
 */
class PlainGame {
  readonly stack: Line[];
  /** The line of play being read (the last of `stack`). */
  line: Line;
  /** Moves translated, in all lines. */
  moves = 0;
  /** Items read, and how many of them were move numbers (not part of the game tree). */
  items = 0;
  moveNumbers = 0;
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

/**
 * Both of the above: `raw[start, n)` is the game, or (`untilNextGame`) holds the game and the
 * start of the next one. Returns `end` (where the next game starts, or `n`) and the line
 * breaks before it.
 */
function readPlainGame(
  raw: string,
  start: number,
  n: number,
  ctx: TranslationContext,
  keepLayout: boolean,
  untilNextGame: boolean,
): PlainGameTranslation | undefined {
  // Detecting the language and strict reading need the full path's reports.
  if (ctx.auto !== undefined || ctx.input.strict === true) return undefined;
  const tags: Tag[] = [];
  const head = readTagPairs(raw, start, n, !untilNextGame, tags);
  if (head === undefined) return undefined;
  const fenTag = fenOf(tags);
  const game = startGame(raw, start, n, ctx, keepLayout, untilNextGame, tags, fenTag, head.lines);
  if (game === undefined || !readMovetext(game, head.end)) return undefined;
  return finishGame(game, tags, fenTag);
}

/** The value of the first FEN tag. */
function fenOf(tags: readonly Tag[]): string | undefined {
  for (const t of tags) if (t.name === 'FEN') return t.value;
  return undefined;
}

/** The game after its tags, at its start position; `undefined` for a variant or a FEN the board does not take. */
function startGame(
  raw: string,
  start: number,
  n: number,
  ctx: TranslationContext,
  keepLayout: boolean,
  untilNextGame: boolean,
  tags: Tag[],
  fenTag: string | undefined,
  lineBreaks: number,
): PlainGame | undefined {
  if (variantProblem({ tags, origin: { file: '', index: 0, line: 1, column: 1 } }) !== undefined) return undefined;
  const board = ctx.engine.fromFen(fenTag ?? ctx.fen);
  if (!board.ok) return undefined;
  const writer = keepLayout ? undefined : new MovetextWriter(startPly(fenTag));
  const parts = keepLayout ? [] : undefined;
  return new PlainGame(raw, n, ctx, untilNextGame, writer, parts, MoveTokenTable.of(ctx.input), board.value, fenTag !== undefined, start, lineBreaks);
}

/** What the readers of items below return, besides the offset to go on from. */
const GIVE_UP = -1;
/** The game's result was read: the game ends (at `game.end`). */
const GAME_END = -2;

/**
 * Reads the movetext from `i` to the game's result (or the end of its text), translating each
 * move; false where the game is not plain (the full path reads it). The loop holds white space
 * and moves, what nearly every character of a game is; other items are read by functions of their own.
 */
function readMovetext(game: PlainGame, i: number): boolean {
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
    let next: number;
    if (isDigit(c) || c === STAR) {
      next = numberOrResult(game, i, c);
      if (next === GAME_END) return true;
      if (next === i && !numeric) return false; // digits that are no move number: a move only in numeric notation
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
 * At a digit or `*`: the result (then {@link GAME_END}, the game's end found), or a move number
 * (the offset after it), or `i` for digits that are neither (a move in numeric notation).
 */
function numberOrResult(game: PlainGame, i: number, c: number): number {
  const raw = game.raw;
  const n = game.n;
  const len = resultLengthAt(raw, i);
  if (len > 0) {
    // The result, then nothing but the next game (`untilNextGame`) or white space. Results in
    // import form, or not followed by white space, are the full path's to read.
    if (game.stack.length > 1 || i + len > n || !isExportResult(raw, i, len) || !(i + len === n || isSpace(raw.charCodeAt(i + len)))) return GIVE_UP;
    game.result = raw.substring(i, i + len);
    const next = nextGameAfter(raw, i + len, n, game.untilNextGame);
    if (next === undefined) return GIVE_UP;
    game.lineBreaks += next.lines;
    game.end = next.start;
    return GAME_END;
  }
  if (c === STAR) return GIVE_UP;
  let j = i;
  let value = 0;
  while (j < n && isDigit(raw.charCodeAt(j))) value = value * 10 + raw.charCodeAt(j++) - 48;
  if (codeAt(raw, j, n) !== DOT) return i;
  // A move number; `1. ...`, `1…` and `5. - d6` are left to the full path.
  const dots = j;
  while (codeAt(raw, j, n) === DOT) j++;
  game.pendingNumber = value;
  game.pendingBlack = j - dots > 1;
  let k = j;
  while (codeAt(raw, k, n) === SPACE || codeAt(raw, k, n) === TAB) k++;
  const after = codeAt(raw, k, n);
  if (after === DOT || after === 0x2026 || after === 45 || after === 0x2013 || after === 0x2014) return GIVE_UP;
  game.moveNumbers++;
  return j;
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
  game.writer?.comment('brace', text);
  return close + 1;
}

/** A `;` comment at `i`: the offset of the line break that ends it. */
function lineComment(game: PlainGame, i: number): number {
  const close = plainCommentEnd(game.raw, i + 1, game.n, false, game.untilNextGame);
  if (close < 0) return GIVE_UP;
  const text = game.raw.substring(i + 1, close);
  if (readsAsMoves('line', text, game.line.translator.board, game.ctx)) return GIVE_UP;
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
  if (d === SPACE && continuesAfterSpace(raw, tokenEnd + 1, n)) return GIVE_UP;
  const tokens = game.tokens;
  const parsed = tokens.standardMoveAt(raw, i, tokenEnd, hash);
  if (parsed === undefined) return GIVE_UP;
  const token = tokens.token;
  const line = game.line;
  if (game.pendingNumber >= 0 && !numberFits(game, line.translator.board)) return GIVE_UP;
  line.before = variationAhead(raw, tokenEnd, n) ? line.translator.board.clone() : undefined;
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

/** Whether the move number written before the next move fits the board's count (as the main line's first one set it). */
function numberFits(game: PlainGame, board: Board): boolean {
  const black = board.turn === 'black';
  const delta = 2 * game.pendingNumber - (game.pendingBlack ? 0 : 1) - (2 * board.fullmoveNumber - (black ? 0 : 1));
  game.pendingNumber = -1;
  if (game.numberDelta === undefined && game.stack.length === 1) game.numberDelta = delta;
  else if (delta !== (game.numberDelta ?? 0)) return false;
  return true;
}

/** The translated game, once its movetext is read: its result and tags checked and written. */
function finishGame(game: PlainGame, tags: Tag[], fenTag: string | undefined): PlainGameTranslation | undefined {
  const { stack, result, end, moves } = game;
  if (stack.length > 1) return undefined; // a variation never closed
  if (stack[0]!.translator.finish() !== undefined) return undefined;
  // No tags, no result and nothing but move numbers (`4...`): the full path reports it (ERR_PGN_EMPTY).
  if (tags.length === 0 && result === undefined && game.items === game.moveNumbers) return undefined;
  const parts = game.parts;
  if (parts !== undefined) {
    parts.push(game.raw.substring(game.copiedTo, end));
    return { text: parts.join(''), moves, end, lines: game.lineBreaks };
  }
  let resultTag: string | undefined;
  for (const t of tags) {
    if (t.name === 'Result') resultTag ??= t.value;
    else if (t.name === 'SetUp' && fenTag === undefined && t.value === '1') return undefined; // the full path reports it (W_FEN)
  }
  // Tag and movetext that disagree, or a result the rules contradict (mate, stalemate), are the full path's to report (W_RESULT).
  const exported = exportResult(resultTag, result, decidedResult(stack[0]!.translator.board));
  if (exported.note !== undefined) return undefined;
  // Tags written otherwise than read (W_TAG_NAME, W_FEN) are the full path's to report.
  const notes: ExportNote[] = [];
  const tagText = writeTags({ tags }, exported.result, notes);
  if (notes.length > 0) return undefined;
  const writer = game.writer!;
  writer.result(exported.result);
  return { text: `${tagText}${tagText ? '\n' : ''}${writer.finish()}\n\n`, moves, end, lines: game.lineBreaks };
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
