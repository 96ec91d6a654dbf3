/**
 * Translates one game: every move of the main line and of every variation is resolved on a
 * board and written in the output notation. Variations are walked with an explicit stack, each
 * from the position before the move it replaces. A game with any error is not translated.
 */
import type { Board, BoardEngine } from '../board/board.js';
import type { MoveError } from '../core/move-errors.js';
import { MoveSyntaxError } from '../core/move-errors.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import type { Game, GameNode, PgnProblem } from '../pgn/types.js';
import { MoveTranslator } from './translator.js';

/** Why a game could not be translated: a problem in its text, or a move. */
export type GameFailure =
  | { readonly kind: 'pgn'; readonly problem: PgnProblem }
  | { readonly kind: 'move'; readonly error: MoveError };

export type GameTranslation =
  | { readonly ok: true; readonly game: Game; readonly moves: number }
  | { readonly ok: false; readonly failure: GameFailure };

/** NAG numbers of the move glyphs, so a glyph glued to a move survives as a NAG. */
const GLYPH_NAG: Readonly<Record<string, string>> = { '!': '$1', '?': '$2', '!!': '$3', '??': '$4', '!?': '$5', '?!': '$6' };

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
}

/** A move followed (before the next move) by a variation needs the position before it kept. */
function variationFollows(nodes: readonly GameNode[], index: number): boolean {
  for (let j = index + 1; j < nodes.length; j++) {
    const t = nodes[j]!.type;
    if (t === 'variation') return true;
    if (t === 'move') return false;
  }
  return false;
}

export function translateGame(game: Game, ctx: GameTranslationContext): GameTranslation {
  if (game.problems.length > 0) return { ok: false, failure: { kind: 'pgn', problem: game.problems[0]! } };
  const fen = gameStartFen(game, ctx.fen);
  const start = ctx.engine.fromFen(fen);
  if (!start.ok) {
    return {
      ok: false,
      failure: {
        kind: 'pgn',
        problem: { code: 'ERR_PGN_FEN', message: `bad FEN tag: ${start.error.reason}`, line: game.origin.line, column: game.origin.column },
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
  const stack: Frame[] = [
    { source: game.nodes, target: rootTarget, index: 0, translator: new MoveTranslator(start.value, ctx.input, ctx.output), before: undefined },
  ];
  let moves = 0;
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index >= f.source.length) {
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
        const parsed = node.parsed;
        let result;
        if (parsed === undefined) {
          const read = readMove(node.text, ctx.input);
          result = read.ok
            ? f.translator.translateParsed(read.value, node.text, at)
            : f.translator.translate(node.text, at);
        } else {
          result = f.translator.translateParsed(parsed, node.text, at);
        }
        if (!result.ok) return { ok: false, failure: { kind: 'move', error: result.error } };
        moves++;
        f.target.push({ type: 'move', text: result.value.text, parsed: result.value.parsed, line: node.line, column: node.column });
        const glyph = result.value.parsed.glyph;
        if (glyph !== undefined) f.target.push({ type: 'nag', text: GLYPH_NAG[glyph] ?? glyph });
        break;
      }
      case 'variation': {
        const from = f.before;
        if (!from) {
          const err = new MoveSyntaxError(
            { ply: 0, moveNumber: 0, color: f.translator.board.turn, token: '(', line: game.origin.line, column: game.origin.column },
            'a variation must follow a move',
          );
          return { ok: false, failure: { kind: 'move', error: err } };
        }
        const target: GameNode[] = [];
        f.target.push({ type: 'variation', nodes: target });
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
      default:
        f.target.push(node);
    }
  }
  return {
    ok: true,
    moves,
    game: { ...game, tags: game.tags.map((t) => ({ ...t })), nodes: rootTarget, problems: [] },
  };
}
