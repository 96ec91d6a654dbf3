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
import { exportFen, exportResult, exportTagName, nagText, startPly, writeTags } from '../pgn/write-game.js';
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
 * Both of the above: `raw[start, n)` is the game, or (`untilNextGame`) holds the game and the
 * start of the next one. Returns `end` (where the next game starts, or `n`) and the line
 * breaks before it.
 */
/**
 * Whether a comment reads as legal moves from `board` (a W_MOVES_IN_COMMENT for the full path to
 * report): checked on a copy of the board only for a comment whose first word looks like a move,
 * so that annotated games whose comments merely start with a move (`{13. Nf3 was better}`) stay here.
 */
function readsAsMoves(form: 'brace' | 'line', text: string, board: Board, ctx: TranslationContext): boolean {
  return commentLooksLikeMoves(text) && movesInCommentWarning({ form, text }, board, ctx.input, ctx.output, { line: 0, column: 0 }) !== undefined;
}

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
  let fenTag: string | undefined;
  for (const t of tags) {
    if (t.name === 'FEN') {
      fenTag = t.value;
      break;
    }
  }
  if (variantProblem({ tags, origin: { file: '', index: 0, line: 1, column: 1 } }) !== undefined) return undefined;
  const board = ctx.engine.fromFen(fenTag ?? ctx.fen);
  if (!board.ok) return undefined;

  const numeric = ctx.input.kind === 'numeric';
  const tokens = MoveTokenTable.of(ctx.input);
  const writer = keepLayout ? undefined : new MovetextWriter(startPly(fenTag));
  const parts: string[] | undefined = keepLayout ? [] : undefined;
  let copiedTo = start;
  const stack: Line[] = [{ translator: new MoveTranslator(board.value, ctx.input, ctx.output), before: undefined }];
  let line = stack[0]!;
  let moves = 0;
  let items = 0;
  let moveNumbers = 0; // items that are move numbers (not part of the game tree)
  // The number written before the next move (-1: none), and whether it is Black's (`12...`); a
  // number that does not fit the board's count is the full path's to report (W_MOVE_NUMBER).
  let pendingNumber = -1;
  let pendingBlack = false;
  // Written plies minus the board's (see translateGame): set by the main line's first number in a game from a FEN.
  let numberDelta: number | undefined = fenTag === undefined ? 0 : undefined;
  let result: string | undefined;
  let end = n;
  /** Line breaks so far, for the splitter; whether the current line holds only white space. */
  let lineBreaks = head.lines;
  let blankLine = false;
  let i = head.end;
  for (;;) {
    // White space between items. Before the next game's tags (`untilNextGame`), the splitter's
    // rules apply: a lone CR or a blank line in movetext (after which `1.` starts a game) is the
    // splitter's to judge.
    for (; i < n; i++) {
      const c = raw.charCodeAt(i);
      if (c === SPACE || c === TAB) continue;
      if (c === LF) {
        if (blankLine && untilNextGame && result === undefined) return undefined;
        lineBreaks++;
        blankLine = true;
      } else if (c === CR) {
        if (untilNextGame && codeAt(raw, i + 1, n) !== LF) return undefined;
      } else break;
    }
    if (i >= n) {
      if (untilNextGame) return undefined; // the next game's start is not in the buffer (yet)
      break;
    }
    blankLine = false;
    items++;
    const c = raw.charCodeAt(i);
    if (isDigit(c) || c === STAR) {
      const len = resultLengthAt(raw, i);
      if (len > 0) {
        // The result, then nothing but the next game (`untilNextGame`) or white space. Results in
        // import form, or not followed by white space, are the full path's to read.
        if (stack.length > 1 || i + len > n || !isExportResult(raw, i, len) || !(i + len === n || isSpace(raw.charCodeAt(i + len)))) return undefined;
        result = raw.substring(i, i + len);
        const next = nextGameAfter(raw, i + len, n, untilNextGame);
        if (next === undefined) return undefined;
        lineBreaks += next.lines;
        end = next.start;
        break;
      }
      if (c === STAR) return undefined;
      let j = i;
      let value = 0;
      while (j < n && isDigit(raw.charCodeAt(j))) value = value * 10 + raw.charCodeAt(j++) - 48;
      if (codeAt(raw, j, n) === DOT) {
        // A move number; `1. ...`, `1…` and `5. - d6` are left to the full path.
        const dots = j;
        while (codeAt(raw, j, n) === DOT) j++;
        pendingNumber = value;
        pendingBlack = j - dots > 1;
        let k = j;
        while (codeAt(raw, k, n) === SPACE || codeAt(raw, k, n) === TAB) k++;
        const after = codeAt(raw, k, n);
        if (after === DOT || after === 0x2026 || after === 45 || after === 0x2013 || after === 0x2014) return undefined;
        moveNumbers++;
        i = j;
        continue;
      }
      if (!numeric) return undefined;
    }
    if (c === LEFT_BRACE) {
      // Nested braces are the full path's to read; lines inside count for the splitter.
      const close = plainCommentEnd(raw, i + 1, n, true, untilNextGame);
      if (close < 0) return undefined;
      const text = raw.substring(i + 1, close);
      // One that reads as moves from here is the full path's to report (W_MOVES_IN_COMMENT).
      if (readsAsMoves('brace', text, line.translator.board, ctx)) return undefined;
      if (untilNextGame) lineBreaks += lineFeedsBetween(raw, i + 1, close); // (no lone CR in it: see plainCommentEnd)
      writer?.comment('brace', text);
      i = close + 1;
      continue;
    }
    if (c === SEMICOLON) {
      const close = plainCommentEnd(raw, i + 1, n, false, untilNextGame);
      if (close < 0) return undefined;
      const text = raw.substring(i + 1, close);
      if (readsAsMoves('line', text, line.translator.board, ctx)) return undefined;
      writer?.comment('line', text);
      i = close;
      continue;
    }
    if (c === DOLLAR) {
      const j = nagEnd(raw, i, n);
      if (j === i + 1) return undefined;
      // A NAG before any move in its line is written as a comment: the full path reports it (W_NAG_AS_COMMENT).
      if (writer !== undefined && !writer.nag(raw.substring(i, j))) return undefined;
      i = j;
      continue;
    }
    if (c === OPEN) {
      const before = line.before;
      if (before === undefined) return undefined; // a variation must follow a move
      // Each variation after the same move starts again from the position before that move:
      // this one plays on `before`, a copy stays for the next one.
      line.before = before.clone();
      pendingNumber = -1;
      line = { translator: new MoveTranslator(before, ctx.input, ctx.output), before: undefined };
      stack.push(line);
      writer?.startVariation();
      i++;
      continue;
    }
    if (c === CLOSE) {
      if (stack.length === 1) return undefined;
      if (line.translator.finish() !== undefined) return undefined;
      stack.pop();
      pendingNumber = -1;
      line = stack[stack.length - 1]!;
      // A variation without a move is written as its comments: the full path reports it (W_EMPTY_VARIATION).
      if (writer !== undefined && !writer.endVariation()) return undefined;
      i++;
      continue;
    }
    if (!isAsciiLetter(c) && startsOtherItem(c, numeric)) return undefined;
    // A move token, up to the next delimiter (hashed on the way, for the token table).
    let hash = hashChar(0, c);
    let tokenEnd = i + 1;
    let d = codeAt(raw, tokenEnd, n);
    while (d !== END && !isDelimiter(d)) {
      hash = hashChar(hash, d);
      d = codeAt(raw, ++tokenEnd, n);
    }
    // `e8(D)` and `exd6 e.p.`, `e2 - e4`: the move goes on after the delimiter.
    if (d === OPEN) return undefined;
    if (d === SPACE && continuesAfterSpace(raw, tokenEnd + 1, n)) return undefined;
    const parsed = tokens.standardMoveAt(raw, i, tokenEnd, hash);
    if (parsed === undefined) return undefined;
    const token = tokens.token;
    if (pendingNumber >= 0) {
      const board = line.translator.board;
      const black = board.turn === 'black';
      const delta = 2 * pendingNumber - (pendingBlack ? 0 : 1) - (2 * board.fullmoveNumber - (black ? 0 : 1));
      if (numberDelta === undefined && stack.length === 1) numberDelta = delta;
      else if (delta !== (numberDelta ?? 0)) return undefined;
      pendingNumber = -1;
    }
    line.before = variationAhead(raw, tokenEnd, n) ? line.translator.board.clone() : undefined;
    const text = line.translator.translateIfPlain(parsed, token);
    if (text === undefined) return undefined;
    moves++;
    const glyph = parsed.glyph;
    if (writer !== undefined) {
      writer.move(text);
      if (glyph !== undefined) writer.nag(nagText(glyph));
    } else {
      parts!.push(raw.substring(copiedTo, i), text, glyph ?? '');
      copiedTo = tokenEnd;
    }
    i = tokenEnd;
  }
  if (stack.length > 1) return undefined; // a variation never closed
  if (stack[0]!.translator.finish() !== undefined) return undefined;
  // No tags, no result and nothing but move numbers (`4...`): the full path reports it (ERR_PGN_EMPTY).
  if (tags.length === 0 && result === undefined && items === moveNumbers) return undefined;
  if (parts !== undefined) {
    parts.push(raw.substring(copiedTo, end));
    return { text: parts.join(''), moves, end, lines: lineBreaks };
  }
  let resultTag: string | undefined;
  for (const t of tags) {
    if (t.name === 'Result') resultTag ??= t.value;
    else if (exportTagName(t.name) !== t.name) return undefined; // the full path reports it (W_TAG_NAME)
    else if (t.name === 'SetUp' ? fenTag === undefined && t.value === '1' : t.name === 'FEN' && exportFen(t.value) !== t.value) return undefined; // (W_FEN)
  }
  // Tag and movetext that disagree, or a result the rules contradict (mate, stalemate), are the full path's to report (W_RESULT).
  const exported = exportResult(resultTag, result, decidedResult(stack[0]!.translator.board));
  if (exported.note !== undefined) return undefined;
  writer!.result(exported.result);
  const tagText = writeTags({ tags }, exported.result);
  return { text: `${tagText}${tagText ? '\n' : ''}${writer!.finish()}\n\n`, moves, end, lines: lineBreaks };
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
