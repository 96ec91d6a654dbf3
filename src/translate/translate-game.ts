/**
 * Translates one game: every move of the main line and of every variation is resolved on a
 * board and written in the output notation. Variations are walked with an explicit stack, each
 * from the position before the move it replaces. A game with any error is not translated.
 *
 * What a token that fails as written may be (glued moves, a pair with a dash, a glued number) is
 * move-fallbacks.ts; the game's style note is game-style.ts; numbers as written, written-numbers.ts.
 * Just over 400 lines: the walk and the failure of a move (with its repair, the mid-game and
 * second-game words) are one loop over the same stack and board.
 */
import { hasAnyLegalMove, type Board, type BoardEngine } from '../board/board.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { DetectProblem } from '../detect/index.js';
import { MoveError, MoveSyntaxError } from '../core/move-errors.js';
import type { Square } from '../core/types.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import type { Game, GameNode, MoveNode, PgnProblem } from '../pgn/types.js';
import { FOLLOWING_MOVES_READ } from './following-moves.js';
import {
  fallbackReading,
  gluedAmbiguity,
  gluedRunReading,
  legalGluedCuts,
  mayBeLongMove,
  rightToLeftText,
  swappedPair,
  swappedPairWarning,
  translateMoveText,
} from './move-fallbacks.js';
import { exportFen, type DecidedResult } from '../pgn/write-game.js';
import { nagText } from '../pgn/glyphs.js';
import { MoveTranslator } from './translator.js';
import { asWritten, boardPly, numberWarning, writtenPly } from './written-numbers.js';
import {
  englishLettersNote,
  fontFigurinesNote,
  gameStyleNote,
  textAsCommentNote,
  withMark,
  withSeparator,
  withStyleOfRepairedGame,
  withTwoColumns,
} from './game-style.js';
import { repairGame, suggestionTail } from '../repair/repair-game.js';
import { anotherGameWords, MID_GAME, midGameHint } from '../repair/sheet-bounds.js';
import { withReason } from '../repair/suggest.js';
import { commentLooksLikeMoves, movesInCommentWarning } from './comment-moves.js';
import { resignationResult } from '../prose/resignation.js';

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
/** The texts of the move nodes after `nodes[i]` in the same line (variations and comments skipped), as many as following-moves.ts reads. */
function followingMoveTexts(nodes: readonly GameNode[], i: number): string[] {
  const out: string[] = [];
  for (let j = i + 1; j < nodes.length && out.length < FOLLOWING_MOVES_READ; j++) {
    const n = nodes[j]!;
    if (n.type === 'move') out.push(n.text);
  }
  return out;
}

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
            form: { kind: 'damage', written: node.number.written, readAs: String(node.number.value) },
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
        // (`e2e4` of `1.e2e4e7e5`, cut in two by the grammar, read as the one long move where the board says so: move-fallbacks.ts)
        const run = gluedRunReading(f.source, i, board, ctx);
        if (run !== undefined) {
          [f.source, f.index, gluedAt] = [[...f.source.slice(0, i), run, ...f.source.slice(i + 2)], i, gluedAt ?? at];
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        // (two moves glued together, read on the board as it stands before the move: see move-fallbacks.ts; looked
        // for before the move only where the whole may be a long move too, `e4e5`, else only where it fails)
        const twoGames = mayBeLongMove(node.text) ? legalGluedCuts(node, board, ctx) : undefined;
        const ambiguity = twoGames !== undefined && twoGames.length > 0 ? gluedAmbiguity(node, twoGames[0]!, board, at) : undefined;
        // (the moves written after it, only read where a descriptive move is ambiguous: following-moves.ts)
        const following = node.parsed === undefined ? followingMoveTexts(f.source, i) : [];
        const result = translateMoveText(f.translator, node.text, node.parsed, at, following);
        // Where the whole is a legal move (the long `e4e5`) and two moves are too, both games are
        // legal: that is said (never chosen silently).
        if (result.ok && ambiguity !== undefined) (warnings ??= []).push(ambiguity);
        // A token that fails as written, read as the board allows (`1. d4 - d5`, `1.e4e5`, `d4-`, `2d4`).
        const fallback = result.ok ? undefined : fallbackReading(node, board, ctx, f.delta ?? 0, twoGames);
        if (fallback !== undefined) {
          f.source = [...f.source.slice(0, i), ...fallback.moves, ...f.source.slice(i + 1)];
          f.index = i;
          if (fallback.kind === 'glued') gluedAt ??= at;
          else if (fallback.kind === 'number-glued') numberGluedAt ??= at;
          else pairDash ??= at;
          // (the repair search, should a later move need it, starts from the main line as read here)
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        // `1.e5 e4` in right-to-left text: the pair's two moves swapped by the page's rendering, read the other way round
        // where that is legal (move-fallbacks.ts), with a note at the pair
        const swapped = !result.ok && rightToLeftText(game.raw) ? swappedPair(f.source, i, board, ctx) : undefined;
        if (swapped !== undefined) {
          (warnings ??= []).push(swappedPairWarning(node, swapped, board, at));
          f.source = [...f.source.slice(0, i), ...swapped, ...f.source.slice(i + 2)];
          f.index = i;
          if (stack.length === 1) forRepair = { ...forRepair, nodes: f.source as GameNode[] };
          break;
        }
        if (!result.ok) {
          // Set when the repair search read the sheet only as a game invented from the starting position.
          let refused = false;
          let anotherGame = '';
          if (origin !== undefined && ctx.input.strict !== true) {
            const repaired = repairGame(forRepair, origin, ctx.input, ctx.output, ctx.annotate === true);
            refused = repaired === MID_GAME;
            if (repaired !== undefined && repaired !== MID_GAME && 'newGameAt' in repaired)
              anotherGame = anotherGameWords(repaired.newGameAt);
            else if (repaired !== undefined && repaired !== MID_GAME) {
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
              ? midGameHint(game, moves + 1, ctx.input, refused)
              : '';
          let tail = anotherGame || midGame || (result.error.kind === 'ambiguous' ? '' : suggestionTail(board, node.text, ctx.input));
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
        if (glyph !== undefined) f.target.push({ type: 'nag', text: nagText(glyph) });
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
  warnings = englishLettersNote(fontFigurinesNote(warnings));
  const style = gameStyleNote(
    numberGluedAt === undefined ? parted : withMark(parted, 'move numbers glued to White\'s move ("2d4")', numberGluedAt),
    warnings,
    moves,
    undefined,
    !game.nodes.some((n) => n.type === 'move' && /[x:×X]/u.test(n.text)),
  );
  if (style !== undefined) warnings = style;
  if (warnings && warnings.length > 1) warnings.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  // (a game with no result written whose words after its last move tell a resignation, `7. d4 {opgivet.}`: that result;
  // never in place of one written, `*` too)
  const resignWords = ctx.input.kind === 'algebraic' ? (ctx.input.pieces.resignWords ?? []) : [];
  const told =
    game.result === undefined
      ? resignationResult(
          rootTarget,
          mainLine.turn === 'black',
          resignWords,
          ctx.input.kind === 'algebraic' ? ctx.input.pieces.colourWords : undefined,
        )
      : undefined;
  return {
    ok: true,
    moves,
    game: {
      ...game,
      ...(told !== undefined ? { result: told } : {}),
      tags: game.tags.map((t) => ({ ...t })),
      nodes: rootTarget,
      problems: [],
    },
    warnings: warnings ?? [],
    decided: decidedResult(mainLine),
  };
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
