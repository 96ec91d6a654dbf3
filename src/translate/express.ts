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
 *
 * This module reads a game's tags, starts it and writes it when its movetext is read; the movetext
 * is read in express-movetext.ts.
 */
import { START_FEN } from '../board/board.js';
import { MoveTokenTable } from '../notation/read-move.js';
import { MovetextWriter } from '../pgn/movetext-writer.js';
import type { PlainGameCut } from '../pgn/split-games.js';
import { readTagPairs } from '../pgn/plain-game.js';
import type { Tag } from '../pgn/types.js';
import { exportResult, startPly, writeTags, type ExportNote } from '../pgn/write-game.js';
import type { TranslationContext } from './context.js';
import { decidedResult, variantProblem } from './translate-game.js';
import { PlainGame, readMovetext } from './express-movetext.js';

export interface ExpressTranslation {
  /** The translated game, as the full path writes it. */
  readonly text: string;
  /** Moves translated, in all lines. */
  readonly moves: number;
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
  // (a game without a FEN tag read from another position, --fen, is written with its FEN tag: the full path writes it)
  if (fenTag === undefined && ctx.fen !== undefined && ctx.fen !== START_FEN && !keepLayout) return undefined;
  const board = ctx.engine.fromFen(fenTag ?? ctx.fen);
  if (!board.ok) return undefined;
  const writer = keepLayout ? undefined : new MovetextWriter(startPly(fenTag));
  const parts = keepLayout ? [] : undefined;
  return new PlainGame(
    raw,
    n,
    ctx,
    untilNextGame,
    writer,
    parts,
    MoveTokenTable.of(ctx.input),
    board.value,
    fenTag !== undefined,
    start,
    lineBreaks,
  );
}

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
  // (no result written, and comments in a language whose words may tell a resignation after the last move: the full path
  // reads them, translate-game.ts)
  if (result === undefined && game.comments > 0 && game.ctx.input.kind === 'algebraic' && game.ctx.input.pieces.resignWords !== undefined)
    return undefined;
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
