/**
 * Two records of the same games (White's and Black's scoresheets, possibly in two languages):
 * game i of A and game i of B are read together as one game, the cheapest legal game both sheets
 * support (search.ts with two sheets). Every box where the sheets disagree is a
 * `W_SHEETS_DISAGREE` warning with both texts and the choice; the sheets together decide what
 * neither decides alone.
 */
import type { MoveWarning } from '../core/move-errors.js';
import type { LocaleRegistry } from '../locale/registry.js';
import type { InputNotation } from '../notation/notation.js';
import { inputNotation } from '../notation/notation.js';
import { readGamesFromText } from '../pgn/read-games.js';
import type { Game } from '../pgn/types.js';
import { writeGame } from '../pgn/write-game.js';
import { translationContext } from '../translate/context.js';
import { formatGameFailure, formatGameWarning } from '../translate/report.js';
import { translateGame, gameStartFen, variantProblem, type GameFailure } from '../translate/translate-game.js';
import { defaultRegistry } from '../locale/default-registry.js';
import { numberedBoxes, writeRepaired } from './repair-game.js';
import { boxesOf } from './sheet-bounds.js';
import { RepairSearch } from './search.js';

export interface ReconcileOptions {
  /** Notation of sheet A (and of B unless `fromB` is given). */
  readonly from: string;
  /** Notation of sheet B. */
  readonly fromB?: string | undefined;
  readonly to: string;
  readonly fen?: string | undefined;
  readonly registry?: LocaleRegistry | undefined;
  /** A comment after each move the sheets disagree about. */
  readonly annotate?: boolean | undefined;
  /** Names of the two sheets in warnings ('A' and 'B' by default). */
  readonly labels?: readonly [string, string] | undefined;
}

export interface ReconciledGame {
  /** The game as read from sheet A (its tags are kept). */
  readonly game: Game;
  /** The PGN written: the reconciled game, or sheet A's game as it was when it failed. */
  readonly text: string;
  readonly moves: number;
  readonly warnings: readonly MoveWarning[];
  readonly warningMessages: readonly string[];
  readonly failure: GameFailure | undefined;
  readonly message: string | undefined;
  /** Boxes read otherwise than written, or disagreeing. */
  readonly repaired: number;
}

/** Reconciles one pair of sheets (`b` undefined: sheet A alone, repaired). */
export function reconcilePair(
  a: Game,
  b: Game | undefined,
  inputs: readonly [InputNotation, InputNotation],
  options: ReconcileOptions,
): ReconciledGame {
  const registry = options.registry ?? defaultRegistry();
  const ctx = translationContext({
    from: options.from,
    to: options.to,
    fen: options.fen,
    registry,
    repair: true,
    annotate: options.annotate === true,
  });
  const fail = (failure: GameFailure): ReconciledGame => ({
    game: a,
    text: `${a.raw.trim()}\n\n`,
    moves: 0,
    warnings: [],
    warningMessages: [],
    failure,
    message: formatGameFailure(a, failure),
    repaired: 0,
  });
  const problem = a.problems[0] ?? b?.problems[0] ?? variantProblem(a);
  if (problem) return fail({ kind: 'pgn', problem });
  const start = ctx.engine.fromFen(gameStartFen(a, options.fen));
  const boxesA = boxesOf(a);
  const boxesB = b ? boxesOf(b) : undefined;
  if (start.ok && boxesA && boxesB && boxesA.length + boxesB.length > 0) {
    const result = new RepairSearch([numberedBoxes(a.raw, boxesA), numberedBoxes(b!.raw, boxesB)], inputs).run(start.value.clone());
    if (result) {
      const labels = options.labels ?? ['A', 'B'];
      const r = writeRepaired(result, [boxesA, boxesB], a.nodes, start.value, inputs[0], ctx.output, options.annotate === true, labels);
      const game: Game = { ...a, tags: a.tags.map((t) => ({ ...t })), nodes: r.nodes, problems: [] };
      return {
        game: a,
        text: writeGame(game),
        moves: r.moves,
        warnings: r.warnings,
        warningMessages: r.warnings.map((w) => formatGameWarning(a, w)),
        failure: undefined,
        message: undefined,
        repaired: r.repairs,
      };
    }
  }
  // One sheet alone (the other is missing, has variations, or the two could not be read together):
  // each sheet is repaired as `translate --repair` does and the longer game is kept (sheet A on a
  // tie), so that a pair gives a whole game whenever one sheet can be read to its end.
  const alone = translateGame(a, ctx);
  const ctxB =
    b && options.fromB !== undefined
      ? translationContext({
          from: options.fromB,
          to: options.to,
          fen: options.fen,
          registry,
          repair: true,
          annotate: options.annotate === true,
        })
      : ctx;
  const aloneB = b ? translateGame(b, ctxB) : undefined;
  const useB = aloneB?.ok === true && (!alone.ok || aloneB.moves > alone.moves);
  if (!alone.ok && !useB) return fail(alone.failure);
  const chosen = useB ? aloneB : alone;
  if (!chosen.ok) return fail(alone.ok ? { kind: 'pgn', problem: a.problems[0]! } : alone.failure);
  const labels = options.labels ?? ['A', 'B'];
  const warnings = b ? [aloneWarning(a, useB ? labels[1] : labels[0], useB ? labels[0] : labels[1]), ...chosen.warnings] : chosen.warnings;
  const game: Game = useB ? { ...chosen.game, tags: a.tags.map((t) => ({ ...t })) } : chosen.game;
  return {
    game: a,
    text: writeGame(game),
    moves: chosen.moves,
    warnings,
    warningMessages: warnings.map((w) => formatGameWarning(a, w)),
    failure: undefined,
    message: undefined,
    repaired: chosen.repaired ?? 0,
  };
}

/** The warning that a pair's game comes from one sheet alone (the two were not read together), at sheet A's first move. */
function aloneWarning(game: Game, used: string, other: string): MoveWarning {
  const first = game.nodes.find((n) => n.type === 'move');
  const line = first?.type === 'move' ? first.line : 1;
  const column = first?.type === 'move' ? first.column : 1;
  return {
    code: 'W_SHEETS_DISAGREE',
    message: `the two sheets could not be read together; the game is sheet ${used}'s alone (sheet ${other} not used)`,
    position: { ply: 1, moveNumber: 1, color: 'white', token: first?.type === 'move' ? first.text : '', line, column },
  };
}

/**
 * Reconciles two PGN texts game by game: game i of `a` and game i of `b` are two sheets of one
 * game. Games of `a` beyond the end of `b` are repaired alone.
 * @example reconcileGames(whiteSheets, blackSheets, { from: 'fr', fromB: 'de', to: 'iccf' })
 */
export function reconcileGames(
  a: string,
  b: string,
  options: ReconcileOptions & { readonly fileA?: string; readonly fileB?: string },
): ReconciledGame[] {
  const registry = options.registry ?? defaultRegistry();
  const inputA = inputNotation(options.from, registry);
  const inputB = inputNotation(options.fromB ?? options.from, registry);
  const gamesA = readGamesFromText(a, inputA, options.fileA);
  const gamesB = readGamesFromText(b, inputB, options.fileB);
  return gamesA.map((g, i) => reconcilePair(g, gamesB[i], [inputA, inputB], options));
}
