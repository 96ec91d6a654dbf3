/**
 * Translates one game: every move of the main line and of every variation is resolved on a
 * board and written in the output notation. Variations are walked with an explicit stack, each
 * from the position before the move it replaces. A game with any error is not translated.
 *
 * Over 400 lines: the walk and the notes it gathers on the way (the game's one W_STYLE note, text
 * among the moves, numbers that do not fit, the repair fallback) read the same stack and counts;
 * the style table could move out next (describeStyle already lives in pgn/numbering.ts).
 */
import { hasAnyLegalMove, type Board, type BoardEngine } from '../board/board.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { DetectProblem } from '../detect/index.js';
import { AmbiguousMoveError, IllegalMoveError, MoveError, MoveSyntaxError, PromotionError } from '../core/move-errors.js';
import type { ParsedMove, Square } from '../core/types.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import type { Game, GameNode, MoveNode, PgnProblem } from '../pgn/types.js';
import { gluedHalves, moveTextFrom, spacedPairHalves } from '../pgn/move-pairs.js';
import { exportFen, GLYPH_NAGS, type DecidedResult } from '../pgn/write-game.js';
import { MoveTranslator } from './translator.js';
import { describeStyle, numberText, type GameStyle } from '../pgn/numbering.js';
import { midGameHint, repairGame, suggestionTail } from '../repair/repair-game.js';
import { withReason } from '../repair/suggest.js';
import { commentLooksLikeMoves, movesInCommentWarning } from './comment-moves.js';

/** Why a game could not be translated: a problem in its text, or a move. */
export type GameFailure =
  | { readonly kind: 'pgn'; readonly problem: PgnProblem }
  | { readonly kind: 'move'; readonly error: MoveError }
  /** `--from auto`: the game's language is ambiguous, mixed, or none reads it. */
  | { readonly kind: 'detect'; readonly problem: DetectProblem };

export type GameTranslation =
  | {
      readonly ok: true;
      readonly game: Game;
      readonly moves: number;
      /** What lenient readings assumed, in the order of the moves (empty for standard notation). */
      readonly warnings: readonly MoveWarning[];
      /** With `repair`: how many boxes were not read as written (0 or absent when none). */
      readonly repaired?: number | undefined;
      /** The result the rules give the main line's last position (checkmate, stalemate, a dead position), if they give one (see exportResult). */
      readonly decided?: DecidedResult | undefined;
    }
  | { readonly ok: false; readonly failure: GameFailure };

/**
 * Values of the Variant tag that mean standard chess. Any other variant (Chess960, crazyhouse,
 * antichess …) has other rules, so its games are reported and passed through, never translated
 * with the wrong rules.
 */
const STANDARD_VARIANTS: ReadonlySet<string> = new Set(['', 'standard', 'chess', 'normal', 'from position', 'fromposition', 'classical']);

/** The problem of a game whose Variant tag names a variant other than standard chess, if any. */
export function variantProblem(game: Pick<Game, 'tags' | 'origin'>): PgnProblem | undefined {
  const tag = game.tags.find((t) => t.name === 'Variant');
  if (!tag || STANDARD_VARIANTS.has(tag.value.trim().toLowerCase())) return undefined;
  return {
    code: 'ERR_PGN_VARIANT',
    message: `variant "${tag.value}" is not supported: only standard chess is translated`,
    line: tag.line ?? game.origin.line,
    column: tag.column ?? game.origin.column,
  };
}

/** The position the game starts from: its FEN tag (with or without SetUp), else `defaultFen`. */
export function gameStartFen(game: Pick<Game, 'tags'>, defaultFen?: string): string | undefined {
  return game.tags.find((t) => t.name === 'FEN')?.value ?? defaultFen;
}

export interface GameTranslationContext {
  readonly input: InputNotation;
  readonly output: OutputNotation;
  readonly engine: BoardEngine;
  /** Start position for games without a FEN tag. */
  readonly fen?: string | undefined;
  /** Read a game that fails as written as the cheapest legal game with repairs (issue 12). */
  readonly repair?: boolean | undefined;
  /** With `repair`: a comment after each repaired move (`{written "Bd7", read as Bd3}`). */
  readonly annotate?: boolean | undefined;
}

/**
 * Translates one move of movetext: its grammar reading when the PGN grammar read it, else the
 * text itself (the translator reads it again, leniently, and says why it fails).
 */
export function translateMoveText(
  translator: MoveTranslator,
  text: string,
  parsed: ParsedMove | undefined,
  at: { readonly line: number; readonly column: number },
): ReturnType<MoveTranslator['translate']> {
  return parsed !== undefined ? translator.translateParsed(parsed, text, at) : translator.translate(text, at);
}

/**
 * The result the rules of chess give the position on `board`, if they give one: `1-0` when White
 * has mated, `0-1` when Black has, `1/2-1/2` in stalemate or a dead position (FIDE Laws 5.2.2: no
 * mate is possible by any legal moves; here bare kings, a king and one minor piece against a king,
 * or kings and bishops all on squares of one colour).
 */
export function decidedResult(board: Board): DecidedResult | undefined {
  if (board.isCheck()) return hasAnyLegalMove(board) ? undefined : board.turn === 'white' ? '0-1' : '1-0';
  if (deadPosition(board) || !hasAnyLegalMove(board)) return '1/2-1/2';
  return undefined;
}

/** Bare kings, king and one knight or bishop against a king, or kings and bishops on squares of one colour only. */
function deadPosition(board: Board): boolean {
  let knights = 0;
  let bishopSquares = 0; // bit 0: a bishop on a dark square, bit 1: on a light one
  for (let sq = 0; sq < 64; sq++) {
    const p = board.pieceAt(sq as Square);
    if (p === undefined || p.role === 'king') continue;
    if (p.role === 'knight') knights++;
    else if (p.role === 'bishop') bishopSquares |= (((sq & 7) + (sq >> 3)) & 1) === 0 ? 1 : 2;
    else return false;
    if (knights > 1 || (knights > 0 && bishopSquares !== 0)) return false;
  }
  return knights === 0 ? bishopSquares !== 3 : true;
}

/** The note on a null move (`--`) in the main line: kept as written, though PGN has none. */
function nullMoveNote(token: string, at: { readonly line: number; readonly column: number }, board: Board): MoveWarning {
  const ply = 2 * board.fullmoveNumber - (board.turn === 'white' ? 1 : 0);
  return {
    code: 'W_NULL_MOVE',
    message:
      'a null move in the main line, written --: PGN has no null move (pgn-extract reads it with --allownullmoves; in variations it reads -- as it is)',
    position: { ply, moveNumber: board.fullmoveNumber, color: board.turn, token, line: at.line, column: at.column },
  };
}

/** A move followed (before the next move) by a variation needs the position before it kept. */
export function variationFollows(nodes: readonly GameNode[], index: number): boolean {
  for (let j = index + 1; j < nodes.length; j++) {
    const t = nodes[j]!.type;
    if (t === 'variation') return true;
    if (t === 'move') return false;
  }
  return false;
}

export function translateGame(game: Game, ctx: GameTranslationContext): GameTranslation {
  if (game.problems.length > 0) return { ok: false, failure: { kind: 'pgn', problem: game.problems[0]! } };
  const variant = variantProblem(game);
  if (variant) return { ok: false, failure: { kind: 'pgn', problem: variant } };
  const fenTag = game.tags.find((t) => t.name === 'FEN');
  const fen = fenTag !== undefined ? exportFen(fenTag.value) : ctx.fen;
  const start = ctx.engine.fromFen(fen);
  if (!start.ok) {
    return {
      ok: false,
      failure: {
        kind: 'pgn',
        problem: {
          code: 'ERR_PGN_FEN',
          message: `${fenTag ? 'bad FEN tag' : 'bad start position (--fen)'}: ${start.error.reason}`,
          line: fenTag?.line ?? game.origin.line,
          column: fenTag?.column ?? game.origin.column,
        },
      },
    };
  }
  interface Frame {
    /** The line's nodes (a copy where a move was read as two: see spacedPairHalves). */
    source: readonly GameNode[];
    readonly target: GameNode[];
    index: number;
    readonly translator: MoveTranslator;
    /** The position before the last move of this line, when a variation follows that move. */
    before: Board | undefined;
    /**
     * Plies as the written numbers count them minus the board's: 0, except after a number that
     * does not fit (a move missing, `4. d3 5. Sd5`: reported once, then the count follows the
     * numbers written) and in a game from a FEN whose move counter the movetext does not follow
     * (`0 1` written as a placeholder, moves numbered from 23): the main line's first number sets
     * it. A variation starts with its line's.
     */
    delta: number | undefined;
  }
  const rootTarget: GameNode[] = [];
  const mainLine = start.value;
  // The search starts again from the start position; the translator's board moves on.
  const origin = ctx.repair === true ? start.value.clone() : undefined;
  const stack: Frame[] = [
    {
      source: game.nodes,
      target: rootTarget,
      index: 0,
      translator: new MoveTranslator(start.value, ctx.input, ctx.output),
      before: undefined,
      delta: fenTag === undefined ? 0 : undefined,
    },
  ];
  let moves = 0;
  let warnings: MoveWarning[] | undefined = game.textAsComment && [textAsCommentNote(game.textAsComment)];
  /** Where Black's move first had White's number (two columns), if it did. */
  let twoColumns: { line: number; column: number } | undefined;
  /** In a game from a FEN: the written numbers minus the board's at the main line's first number. */
  let fenDelta: number | undefined;
  /** Where a move was first read as White's and Black's with a dash between them, if one was. */
  let pairDash: { line: number; column: number } | undefined;
  /** The game as the repair search reads it: its main line with such moves read as two. */
  let forRepair: Game = game;
  /** Where a token was first read as two moves glued together, if one was. */
  let gluedAt: { line: number; column: number } | undefined;
  /** Where a bare move number was first read glued to White's move (`2d4`), if one was. */
  let numberGluedAt: { line: number; column: number } | undefined;
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index >= f.source.length) {
      // The end of a line: a last move marked "+" that mates is found only here.
      const last = f.translator.finish();
      if (last) (warnings ??= []).push(...last);
      stack.pop();
      continue;
    }
    const i = f.index++;
    const node = f.source[i]!;
    switch (node.type) {
      case 'move': {
        const board = f.translator.board;
        f.before = variationFollows(f.source, i) ? board.clone() : undefined;
        const at = { line: node.line, column: node.column };
        if (node.number?.written !== undefined) {
          (warnings ??= []).push({
            code: 'W_LOOKALIKE',
            message: `move number "${node.number.written}" read as ${node.number.value} (digits printed or scanned as Cyrillic look-alikes: Ю for 10, б for 6, З for 3)`,
            position: {
              ply: boardPly(board.fullmoveNumber, board.turn),
              moveNumber: board.fullmoveNumber,
              color: board.turn,
              token: node.text,
              line: node.line,
              column: node.column,
            },
          });
        }
        if (node.number !== undefined) {
          const delta = writtenPly(node.number) - boardPly(board.fullmoveNumber, board.turn);
          if (f.delta === undefined && stack.length === 1) f.delta = fenDelta = delta;
          else if (board.turn === 'black' && !node.number.black && delta === (f.delta ?? 0) - 1) {
            // Black's move with White's number, as books in two columns print it (`1. P-K4   1. P-K4`).
            twoColumns ??= { line: node.line, column: node.column };
          } else if (delta !== (f.delta ?? 0)) {
            (warnings ??= []).push(numberWarning(node.number, node.text, at, board.fullmoveNumber, board.turn, moves, f.delta ?? 0));
            f.delta = delta;
          }
        }
        if (node.side !== undefined && node.side !== board.turn)
          (warnings ??= []).push(sideWarning(node, board.turn, board.fullmoveNumber));
        if (node.parsed?.kind === 'null' && stack.length === 1) (warnings ??= []).push(nullMoveNote(node.text, at, board));
        // (two moves glued together, read on the board as it stands before the move: see below; looked
        // for before the move only where the whole may be a long move too, `e4e5`, else only where it fails)
        const legalCuts = (): Array<[MoveNode, MoveNode]> => gluedHalves(node).filter((h) => bothLegal(board, h, ctx));
        const longToo = LONG_MOVE.test(node.text);
        const twoGames = longToo ? legalCuts() : undefined;
        const ambiguity = twoGames !== undefined && twoGames.length > 0 ? gluedAmbiguity(node, twoGames[0]!, board, at) : undefined;
        const result = translateMoveText(f.translator, node.text, node.parsed, at);
        const glued = twoGames ?? (result.ok ? [] : legalCuts());
        // `1. d4 - d5 2. Cc3 - f5`: a long move with a spaced dash that is not legal, where the two
        // moves it may also be (White's and Black's, a dash between them) are: read as those two.
        const halves = result.ok ? undefined : spacedPairHalves(node);
        if (halves !== undefined && bothLegal(board, halves, ctx)) {
          f.source = [...f.source.slice(0, i), ...halves, ...f.source.slice(i + 1)];
          f.index = i;
          pairDash ??= at;
          // (the repair search, should a later move need it, starts from the main line as read here)
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        // `1.e4e5`, `2.Kf3Kc6`, `4.d4Сd7`: a token that is no legal move as a whole but reads as two
        // legal moves in turn (glued, as web pages and OCR print them) is read as those two, where one
        // cut alone fits; where the whole is a legal move (the long `e4e5`) and two moves are too, both
        // games are legal: that is said (never chosen silently).
        if (!result.ok && glued.length === 1) {
          f.source = [...f.source.slice(0, i), ...glued[0]!, ...f.source.slice(i + 1)];
          f.index = i;
          gluedAt ??= at;
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        if (result.ok && ambiguity !== undefined) (warnings ??= []).push(ambiguity);
        // `5/ d4- exd4 ;`: a pair's dash glued after White's move, where the move without it is legal
        const dashed = result.ok || node.number === undefined ? undefined : dashGlued(node);
        if (dashed !== undefined && legalAlone(board, dashed, ctx)) {
          f.source = [...f.source.slice(0, i), dashed, ...f.source.slice(i + 1)];
          f.index = i;
          pairDash ??= at;
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        // `2d4`, `12Sf3`: a bare move number glued to White's move, where the token is no legal move
        // as written (`2d4` may be the pawn from d2, `1e4` never is) and the number fits the game.
        const numbered = result.ok ? undefined : gluedNumber(node, board, f.delta ?? 0);
        if (numbered !== undefined && legalAlone(board, numbered, ctx)) {
          f.source = [...f.source.slice(0, i), numbered, ...f.source.slice(i + 1)];
          f.index = i;
          numberGluedAt ??= at;
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        if (!result.ok) {
          if (origin !== undefined && ctx.input.strict !== true) {
            const repaired = repairGame(forRepair, origin, ctx.input, ctx.output, ctx.annotate === true);
            if (repaired !== undefined) {
              return {
                ok: true,
                moves: repaired.moves,
                game: { ...game, tags: game.tags.map((t) => ({ ...t })), nodes: repaired.nodes, problems: [] },
                // A game in descriptive notation gets its one note here too (the repair search keeps each move's warnings).
                warnings: withStyleOfRepairedGame(game, repaired.warnings, repaired.moves),
                repaired: repaired.repairs,
              };
            }
          }
          // The error ends with the best repairs of the box (`…; did you mean Ld3 (Lf1-d3) or Le2?`).
          // With --repair and no start position given, a continuation sheet is said to be one (its
          // position is never guessed, and repairs from the starting position would mislead).
          const midGame =
            origin !== undefined && fenTag === undefined && ctx.fen === undefined && stack.length === 1
              ? midGameHint(game, moves + 1, ctx.input)
              : '';
          let tail = midGame || (result.error.kind === 'ambiguous' ? '' : suggestionTail(board, node.text, ctx.input));
          // An earlier move read one of two ways may be where the game went wrong.
          const parted = warnings?.find((w) => w.code === 'W_READING_AMBIGUOUS');
          if (parted) {
            const p = parted.position;
            tail += ` (move ${p.moveNumber}${p.color === 'white' ? '.' : '...'} ${p.token} was read one of two ways; --repair tries both)`;
          }
          const error = tail ? withReason(result.error, result.error.reason + tail) : result.error;
          return { ok: false, failure: { kind: 'move', error: asWritten(error, f.delta ?? 0, fenDelta ?? 0) } };
        }
        moves++;
        if (result.value.warnings) (warnings ??= []).push(...result.value.warnings);
        f.target.push({
          type: 'move',
          text: result.value.text,
          parsed: result.value.parsed,
          line: node.line,
          column: node.column,
          offset: node.offset,
        });
        const glyph = result.value.parsed.glyph;
        if (glyph !== undefined) f.target.push({ type: 'nag', text: GLYPH_NAGS[glyph] ?? glyph });
        break;
      }
      case 'variation': {
        const from = f.before;
        if (!from) {
          const err = new MoveSyntaxError(
            {
              ply: 0,
              moveNumber: f.translator.board.fullmoveNumber,
              color: f.translator.board.turn,
              token: '(',
              line: node.line ?? game.origin.line,
              column: node.column ?? game.origin.column,
            },
            'a variation must follow a move',
          );
          return { ok: false, failure: { kind: 'move', error: err } };
        }
        const target: GameNode[] = [];
        f.target.push({ type: 'variation', nodes: target, line: node.line, column: node.column });
        // Each variation after the same move starts again from the position before that move.
        const more = variationFollows(f.source, i) ? from.clone() : from;
        if (more !== from) f.before = more;
        stack.push({
          source: node.nodes,
          target,
          index: 0,
          translator: new MoveTranslator(from, ctx.input, ctx.output),
          before: undefined,
          delta: f.delta,
        });
        break;
      }
      case 'comment': {
        // A comment that reads as moves from here (`1.e4 e5; 2.Sf3 Sc6`) is kept, with a warning.
        if (commentLooksLikeMoves(node.text)) {
          const at = { line: node.line ?? game.origin.line, column: node.column ?? game.origin.column };
          const w = movesInCommentWarning(node, f.translator.board, ctx.input, ctx.output, at);
          if (w) (warnings ??= []).push(w);
        }
        f.target.push(node);
        break;
      }
      default:
        f.target.push(node);
    }
  }
  const columns = twoColumns === undefined ? game.style : withTwoColumns(game.style, twoColumns);
  const dashed = pairDash === undefined ? columns : withSeparator(columns, '-', pairDash);
  const parted = gluedAt === undefined ? dashed : withSeparator(dashed, 'nothing', gluedAt);
  const style = gameStyleNote(
    numberGluedAt === undefined ? parted : withMark(parted, 'move numbers glued to White\'s move ("2d4")', numberGluedAt),
    warnings,
    moves,
  );
  if (style !== undefined) warnings = style;
  if (warnings && warnings.length > 1) warnings.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  return {
    ok: true,
    moves,
    game: { ...game, tags: game.tags.map((t) => ({ ...t })), nodes: rootTarget, problems: [] },
    warnings: warnings ?? [],
    decided: decidedResult(mainLine),
  };
}

/** The one note of a game with text among its moves kept as comments (text-runs.ts), at the first such text. */
export function textAsCommentNote(first: NonNullable<Game['textAsComment']>): MoveWarning {
  const text = first.text.replace(/\s+/g, ' ');
  const quoted = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  return {
    code: 'W_TEXT_AS_COMMENT',
    message: `text that does not read as moves, such as ${quoted}, kept as a comment {…}`,
    position: { ply: 0, moveNumber: 1, color: 'white', token: '', line: first.line, column: first.column },
  };
}

/** The ply a written number announces (1 for `1.`, 2 for `1...`). */
function writtenPly(n: NonNullable<MoveNode['number']>): number {
  return 2 * n.value - (n.black ? 0 : 1);
}

function boardPly(moveNumber: number, turn: 'white' | 'black'): number {
  return 2 * moveNumber - (turn === 'white' ? 1 : 0);
}

/** `12.` / `12...` for a ply count. */
function plyText(ply: number): string {
  return `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`;
}

/**
 * A move error cited with the move number as written on the sheet, when the numbers written and
 * the board's count differ by `delta` plies (after a number that did not fit; see W_MOVE_NUMBER).
 */
function asWritten(error: MoveError, delta: number, fenDelta: number): MoveError {
  if (delta === 0) return error;
  const p = error.position;
  const ply = boardPly(p.moveNumber, p.color) + delta;
  if (ply < 1) return error;
  const position = { ...p, moveNumber: Math.ceil(ply / 2), color: ply % 2 === 1 ? ('white' as const) : ('black' as const) };
  // A game from a FEN numbered its own way from the start needs no word about it.
  const side = delta % 2 !== 0 ? ", the other side's move" : '';
  const note =
    delta === fenDelta ? '' : ` (numbered as written; the board counts it as ${plyText(boardPly(p.moveNumber, p.color))}${side})`;
  const reason = `${error.reason}${note}`;
  switch (error.kind) {
    case 'syntax':
      return new MoveSyntaxError(position, reason);
    case 'illegal':
      return new IllegalMoveError(position, reason);
    case 'ambiguous':
      return new AmbiguousMoveError(position, reason, (error as AmbiguousMoveError).candidates);
    case 'promotion':
      return new PromotionError(position, reason);
  }
}

/** `Black: Nf3` where White's move is due (a colour word before the move, `side`): a move may be missing. */
function sideWarning(node: MoveNode, turn: 'white' | 'black', moveNumber: number): MoveWarning {
  const name = (c: 'white' | 'black'): string => (c === 'white' ? 'White' : 'Black');
  return {
    code: 'W_MOVE_NUMBER',
    message: `${name(node.side!)}'s move written where ${name(turn)}'s is due (a move missing or one too many before it?); the moves are read as the board counts them`,
    position: { ply: boardPly(moveNumber, turn), moveNumber, color: turn, token: node.text, line: node.line, column: node.column },
  };
}

function numberWarning(
  n: NonNullable<MoveNode['number']>,
  token: string,
  at: { readonly line: number; readonly column: number },
  moveNumber: number,
  turn: 'white' | 'black',
  plies: number,
  delta: number,
): MoveWarning {
  const due = plyText(boardPly(moveNumber, turn) + delta);
  const hint =
    n.value === 1 && !n.black && plies > 0
      ? ' (numbering starts again: a new game without tags or result?)'
      : ' (a move missing or one too many before it?)';
  return {
    code: 'W_MOVE_NUMBER',
    message: `move number ${numberText(n)} written where ${due} is due${hint}; the moves are read as the board counts them, later numbers as written`,
    position: { ply: boardPly(moveNumber, turn), moveNumber, color: turn, token, line: at.line, column: at.column },
  };
}

/**
 * Per-move warnings that are a way of typing a game when most moves have them: a comma after
 * each move (`1.e4, e5; 2.Nf3, Nc6;`), moves glued together (`1.e4e52.Nf3Nc6`). The separator
 * each stands for in the style note.
 */
const STYLE_WARNINGS: ReadonlyArray<{
  readonly separator?: string;
  readonly mark?: string;
  /**
   * The notation of the game when at least half of its moves have it, even on one move (no slip
   * writes it); fewer are each a warning at their move (`BxN` among algebraic moves).
   */
  readonly notation?: boolean;
  /** Only in a game whose style has a mark that starts so (and there on one move too). */
  readonly withMark?: string;
  readonly is: (w: MoveWarning) => boolean;
}> = [
  // `e4, e5`, and the Arabic, full-width and ideographic commas (`Nf3، Nc6`, `e4，e5`, `e4、e5`)
  { separator: ',', is: (w) => w.code === 'W_PUNCTUATION' && /^"[,،，、]"/.test(w.message) },
  { separator: 'nothing', is: (w) => w.code === 'W_NO_SPACE' },
  // `С:b5`, `Fd5:`, `e5×f4`, `c5Xd4`: the capture sign of Russian, Hungarian and Soviet print, typists' X
  { mark: 'captures marked ":", "×" or "X"', is: (w) => w.code === 'W_CAPTURE_SYMBOL' },
  // `1.ε4 γ5 2.Ιζ3`: files in the letters of the language (Greek books)
  // `Lb5xSc6`, `Dd8:Tb6`: the captured piece named, as older long algebraic prints it
  { mark: 'captured pieces named ("Lb5xSc6")', is: (w) => w.code === 'W_CAPTURED_PIECE' },
  // `e2 - e4`, `f5 X e4`, `Sf3 : e5`, `S : e5`: spaces around the separator, as old print and typists set it
  { mark: 'spaces around the separator ("e2 - e4", "f5 X e4", "S : e5")', is: (w) => w.code === 'W_SPACING' },
  { mark: "files in the language's own letters", is: (w) => w.code === 'W_FILE_LETTERS' },
  // `2. e4 d5` in a score table of two squares a move (read-game.ts): tables mark no capture
  {
    mark: 'captures without a mark ("e4 d5")',
    withMark: 'each move written as its two squares',
    is: (w) => w.code === 'W_CAPTURE_MISSING',
  },
  // `兵e2->e4`, `马g1→f3`: long moves with an arrow between the squares, as Chinese pages write them
  { mark: 'an arrow between the squares ("e2->e4")', is: (w) => w.code === 'W_DASH' && w.message.includes('(arrow)') },
  // `C - d4`, `c - d4`, `Cb-d7`: captures and origins with a hyphen, as Spanish newspaper columns print them
  { mark: 'captures written with a hyphen between spaces ("C - d4")', is: (w) => w.code === 'W_DASH_CAPTURE' },
  { mark: 'a hyphen after the origin file ("Cb-d7")', is: (w) => w.code === 'W_FILE_DASH' },
  // `cd`, `ed`, `gf`: pawn captures by their files, as Soviet books print them
  { mark: 'pawn captures written by their files ("cd")', is: (w) => w.code === 'W_FILE_CAPTURE' },
  // `P-K4`, `N-KB3`, `PxP` (src/notation/descriptive.ts): the notation of the whole game
  { mark: 'moves in English descriptive notation ("P-K4", "N-KB3")', notation: true, is: (w) => w.code === 'W_DESCRIPTIVE' },
];

/** A token that may be one long move as a whole (`e4e5`, `Sg1f3`, `e4xd5`) as well as two moves glued together. */
const LONG_MOVE = /^\S{0,2}[a-h][1-8]\S?[a-h][1-8]/u;

/** A game's style with a dash between White's and Black's move (`1. d4 - d5`) among its separators. */
function withSeparator(style: GameStyle | undefined, separator: string, at: { line: number; column: number }): GameStyle {
  if (style === undefined) return { numbers: [], separators: [separator], bracketVariations: false, line: at.line, column: at.column };
  return {
    ...style,
    numbers: [...style.numbers],
    separators: style.separators.includes(separator) ? [...style.separators] : [...style.separators, separator],
  };
}

/** A game's style with one more mark of its own. */
function withMark(style: GameStyle | undefined, mark: string, at: { line: number; column: number }): GameStyle {
  if (style === undefined)
    return { numbers: [], separators: [], marks: [mark], bracketVariations: false, line: at.line, column: at.column };
  return { ...style, numbers: [...style.numbers], separators: [...style.separators], marks: [...(style.marks ?? []), mark] };
}

/** A token read as one legal move (the long `e4e5`) that is also two legal moves glued together. */
function gluedAmbiguity(
  node: MoveNode,
  halves: readonly [MoveNode, MoveNode],
  board: Board,
  at: { line: number; column: number },
): MoveWarning {
  return {
    code: 'W_READING_AMBIGUOUS',
    message: `"${node.text}" read as one move; read as "${halves[0].text}" and "${halves[1].text}" glued together, two moves would be legal too (two games part here)`,
    position: {
      ply: boardPly(board.fullmoveNumber, board.turn),
      moveNumber: board.fullmoveNumber,
      color: board.turn,
      token: node.text,
      line: at.line,
      column: at.column,
    },
  };
}

/** Whether `halves` (White's move, then Black's) are both legal from `board` (which is not changed). */
function bothLegal(board: Board, halves: readonly [MoveNode, MoveNode], ctx: GameTranslationContext): boolean {
  const t = new MoveTranslator(board.clone(), ctx.input, ctx.output);
  const at = { line: 1, column: 1 };
  return translateMoveText(t, halves[0].text, undefined, at).ok && translateMoveText(t, halves[1].text, undefined, at).ok;
}

/** `12Sf3` as move 12 and `Sf3`, where White is to move and 12 is the move number the game is at. */
function gluedNumber(node: MoveNode, board: Board, delta: number): MoveNode | undefined {
  if (node.number !== undefined || board.turn !== 'white') return undefined;
  const m = /^(\d{1,4})(?=[^\d\s.)])/.exec(node.text);
  if (m === null) return undefined;
  const value = Number(m[1]);
  if (2 * value - 1 - boardPly(board.fullmoveNumber, board.turn) !== delta) return undefined;
  return { ...moveTextFrom(node, m[1]!.length), number: { value, black: false, form: 'bare' } };
}

/** `d4-`: White's move with the pair's dash glued after it, as the move alone (Black's follows after a space). */
function dashGlued(node: MoveNode): MoveNode | undefined {
  const m = /^(.*[1-8+#!?])[-–—]$/u.exec(node.text);
  return m === null ? undefined : { ...node, text: m[1]!, parsed: undefined };
}

function legalAlone(board: Board, node: MoveNode, ctx: GameTranslationContext): boolean {
  return translateMoveText(new MoveTranslator(board.clone(), ctx.input, ctx.output), node.text, undefined, { line: 1, column: 1 }).ok;
}

/** A game's style with Black's moves numbered as White's (two columns) among its marks. */
function withTwoColumns(style: GameStyle | undefined, at: { line: number; column: number }): GameStyle {
  const mark = 'Black\'s moves numbered as White\'s, in two columns ("1. e4   1. e5")';
  if (style === undefined)
    return { numbers: [], separators: [], marks: [mark], bracketVariations: false, line: at.line, column: at.column };
  return { ...style, numbers: [...style.numbers], separators: [...style.separators], marks: [...(style.marks ?? []), mark] };
}

/** The style of a game in English descriptive notation alone (for repaired games). */
const DESCRIPTIVE_STYLE = STYLE_WARNINGS.filter((k) => k.notation === true);

/** A repaired game's warnings: the note on text among its moves first, then one descriptive-notation note for the moves' own. */
function withStyleOfRepairedGame(game: Game, repairWarnings: readonly MoveWarning[], plies: number): MoveWarning[] {
  const all = game.textAsComment ? [textAsCommentNote(game.textAsComment), ...repairWarnings] : [...repairWarnings];
  return gameStyleNote(undefined, [...all], plies, DESCRIPTIVE_STYLE) ?? all;
}

/**
 * One W_STYLE note for a game written in a style other than PGN's, instead of one warning per
 * move (see {@link STYLE_WARNINGS}): a mark on one move is a slip and stays a warning; on two or
 * more (or one in a game that has a style already) it is the style. Returns the warnings to
 * report, or undefined when nothing changes.
 */
function gameStyleNote(
  style: GameStyle | undefined,
  warnings: MoveWarning[] | undefined,
  plies: number,
  kinds = STYLE_WARNINGS,
): MoveWarning[] | undefined {
  let s: GameStyle | undefined = style && { ...style, separators: [...style.separators] };
  let rest = warnings ?? [];
  for (const kind of kinds) {
    const found = rest.filter(kind.is);
    if (found.length === 0) continue;
    if (kind.withMark !== undefined) {
      if (!(style?.marks ?? []).some((m) => m.startsWith(kind.withMark!))) continue;
    } else if (
      kind.notation === true
        ? found.length * 2 < plies
        : found.length < 2 && (style?.separators.length ?? 0) + (style?.numbers.length ?? 0) === 0
    )
      continue;
    const first = found[0]!.position;
    s ??= { numbers: [], separators: [], bracketVariations: false, line: first.line, column: first.column };
    if (kind.separator !== undefined && !s.separators.includes(kind.separator)) s.separators.unshift(kind.separator);
    if (kind.mark !== undefined) (s.marks ??= []).push(kind.mark);
    if (first.line < s.line || (first.line === s.line && first.column < s.column)) {
      s.line = first.line;
      s.column = first.column;
    }
    rest = rest.filter((w) => !found.includes(w));
  }
  if (s === undefined) return undefined;
  const note: MoveWarning = {
    code: 'W_STYLE',
    message: describeStyle(s),
    position: { ply: 0, moveNumber: 1, color: 'white', token: '', line: s.line, column: s.column },
  };
  return [note, ...rest];
}
