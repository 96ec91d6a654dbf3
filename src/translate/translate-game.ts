/**
 * Translates one game: every move of the main line and of every variation is resolved on a
 * board and written in the output notation. Variations are walked with an explicit stack, each
 * from the position before the move it replaces. A game with any error is not translated.
 */
import type { Board, BoardEngine } from '../board/board.js';
import type { MoveError, MoveWarning } from '../core/move-errors.js';
import type { DetectProblem } from '../detect/index.js';
import { MoveSyntaxError } from '../core/move-errors.js';
import type { ParsedMove } from '../core/types.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import type { Game, GameNode, PgnProblem } from '../pgn/types.js';
import { GLYPH_NAGS } from '../pgn/write-game.js';
import { MoveTranslator } from './translator.js';
import { repairGame, suggestionTail } from '../repair/repair-game.js';
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
  const fen = fenTag?.value ?? ctx.fen;
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
    readonly source: readonly GameNode[];
    readonly target: GameNode[];
    index: number;
    readonly translator: MoveTranslator;
    /** The position before the last move of this line, when a variation follows that move. */
    before: Board | undefined;
  }
  const rootTarget: GameNode[] = [];
  // The search starts again from the start position; the translator's board moves on.
  const origin = ctx.repair === true ? start.value.clone() : undefined;
  const stack: Frame[] = [
    { source: game.nodes, target: rootTarget, index: 0, translator: new MoveTranslator(start.value, ctx.input, ctx.output), before: undefined },
  ];
  let moves = 0;
  let warnings: MoveWarning[] | undefined;
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
        const result = translateMoveText(f.translator, node.text, node.parsed, at);
        if (!result.ok) {
          if (origin !== undefined && ctx.input.strict !== true) {
            const repaired = repairGame(game, origin, ctx.input, ctx.output, ctx.annotate === true);
            if (repaired !== undefined) {
              return {
                ok: true,
                moves: repaired.moves,
                game: { ...game, tags: game.tags.map((t) => ({ ...t })), nodes: repaired.nodes, problems: [] },
                warnings: repaired.warnings,
                repaired: repaired.repairs,
              };
            }
          }
          // The error ends with the best repairs of the box (`…; did you mean Ld3 (Lf1-d3) or Le2?`).
          let tail = result.error.kind === 'ambiguous' ? '' : suggestionTail(board, node.text, ctx.input);
          // An earlier move read one of two ways may be where the game went wrong.
          const parted = warnings?.find((w) => w.code === 'W_READING_AMBIGUOUS');
          if (parted) {
            const p = parted.position;
            tail += ` (move ${p.moveNumber}${p.color === 'white' ? '.' : '...'} ${p.token} was read one of two ways; --repair tries both)`;
          }
          return { ok: false, failure: { kind: 'move', error: tail ? withReason(result.error, result.error.reason + tail) : result.error } };
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
  if (warnings && warnings.length > 1) warnings.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
  return {
    ok: true,
    moves,
    game: { ...game, tags: game.tags.map((t) => ({ ...t })), nodes: rootTarget, problems: [] },
    warnings: warnings ?? [],
  };
}
