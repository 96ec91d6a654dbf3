/**
 * Reads every move of a game (main line and variations) in one input notation, on a board, and
 * keeps what language detection needs: the game as ICCF numeric, the warnings, and where and why
 * the reading stopped. Variations start from the position before the move they replace, as in
 * translateGame; the tree is walked with an explicit stack.
 */
import type { Board, BoardEngine } from '../board/board.js';
import type { MoveError, MoveWarning } from '../core/move-errors.js';
import type { ParsedMove } from '../core/types.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import type { Game, GameNode } from '../pgn/types.js';
import { MoveTranslator } from '../translate/translator.js';
import { variationFollows } from '../translate/translate-game.js';
import { translateMoveText } from '../translate/move-fallbacks.js';

const NUMERIC: OutputNotation = { kind: 'numeric' };

/** A move of the main line as written, for re-reading it in another language. */
export interface MainLineToken {
  readonly text: string;
  readonly parsed: ParsedMove | undefined;
  readonly line: number;
  readonly column: number;
}

export interface GameWalk {
  /** Every move was read. */
  readonly ok: boolean;
  /** The whole game in ICCF numeric, variations in brackets: equal for equal readings. */
  readonly key: string;
  /** The main line's moves in ICCF numeric (as far as they were read). */
  readonly mainLine: readonly string[];
  /** The main line's moves as written. */
  readonly tokens: readonly MainLineToken[];
  /** Warnings of the moves read. */
  readonly warnings: readonly MoveWarning[];
  /** Moves read (main line and variations). */
  readonly moves: number;
  /** Why the reading stopped, when it did. */
  readonly error: MoveError | undefined;
  /** Whether the reading stopped in the main line (else in a variation). */
  readonly stoppedInMainLine: boolean;
}

/** The main line's moves as written, in order. */
export function mainLineTokens(game: Game): MainLineToken[] {
  const out: MainLineToken[] = [];
  for (const n of game.nodes) if (n.type === 'move') out.push({ text: n.text, parsed: n.parsed, line: n.line, column: n.column });
  return out;
}

/** Translates one move node's text with `translator` (its parsed form when the grammar read it). */
export function translateToken(translator: MoveTranslator, token: MainLineToken) {
  return translateMoveText(translator, token.text, token.parsed, { line: token.line, column: token.column });
}

/** Reads `game` (already read by the PGN grammar with `input`) from `start`, which it changes. */
export function walkGame(game: Game, input: InputNotation, start: Board): GameWalk {
  interface Frame {
    readonly nodes: readonly GameNode[];
    index: number;
    readonly translator: MoveTranslator;
    before: Board | undefined;
    readonly main: boolean;
  }
  const key: string[] = [];
  const mainLine: string[] = [];
  const warnings: MoveWarning[] = [];
  const stack: Frame[] = [
    { nodes: game.nodes, index: 0, translator: new MoveTranslator(start, input, NUMERIC), before: undefined, main: true },
  ];
  let moves = 0;
  const done = (error: MoveError | undefined, main: boolean): GameWalk => ({
    ok: error === undefined,
    key: key.join(' '),
    mainLine,
    tokens: mainLineTokens(game),
    warnings,
    moves,
    error,
    stoppedInMainLine: main,
  });
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index >= f.nodes.length) {
      const last = f.translator.finish();
      if (last) warnings.push(...last);
      stack.pop();
      if (stack.length) key.push(')');
      continue;
    }
    const i = f.index++;
    const node = f.nodes[i]!;
    if (node.type === 'move') {
      f.before = variationFollows(f.nodes, i) ? f.translator.board.clone() : undefined;
      const r = translateToken(f.translator, node);
      if (!r.ok) return done(r.error, f.main);
      moves++;
      key.push(r.value.text);
      if (f.main) mainLine.push(r.value.text);
      if (r.value.warnings) warnings.push(...r.value.warnings);
    } else if (node.type === 'variation') {
      const from = f.before;
      if (!from) continue; // a variation before any move: a PGN problem, not a language one
      key.push('(');
      const more = variationFollows(f.nodes, i) ? from.clone() : from;
      if (more !== from) f.before = more;
      stack.push({ nodes: node.nodes, index: 0, translator: new MoveTranslator(from, input, NUMERIC), before: undefined, main: false });
    }
  }
  return done(undefined, true);
}

/** The board a game starts from (its FEN tag, else `fen`), or undefined when that FEN is bad. */
export function startBoard(game: Pick<Game, 'tags'>, engine: BoardEngine, fen: string | undefined): Board | undefined {
  const r = engine.fromFen(game.tags.find((t) => t.name === 'FEN')?.value ?? fen);
  return r.ok ? r.value : undefined;
}
