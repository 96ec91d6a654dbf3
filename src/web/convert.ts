/**
 * What the web page shows for a text: each game translated (PGN export format, as the CLI writes
 * it), every error and warning with its place in the input, and where each written move stands in
 * the output so that the board can show its position. Browser-safe: imports the library's modules
 * directly (never src/index.ts, which brings in chess.js and Node-only parts).
 */
import { fastEngine } from '../board/fast/index.js';
import { START_FEN } from '../board/board.js';
import { chooseGameNotation, languageList, type GameDetection } from '../detect/index.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { inputNotation, outputNotation, type InputNotation } from '../notation/notation.js';
import { gameFromText, gameTextsFromText } from '../pgn/read-games.js';
import { readGameText } from '../pgn/read-game.js';
import type { Game, GameNode } from '../pgn/types.js';
import { writeGame, type ExportNote } from '../pgn/write-game.js';
import { formatUci } from '../emit/uci.js';
import { translateGame, gameStartFen, type GameFailure, type GameTranslation } from '../translate/translate-game.js';
import { passThrough } from '../translate/translate-pgn.js';
import { translationContext, type TranslationContext } from '../translate/context.js';
import { translateInDetectedNotation } from '../repair/auto-repair.js';
import type { MovePosition, RepairDetail } from '../core/move-errors.js';

export interface Problem {
  readonly severity: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  /** 1-based, in the input text (UTF-16 columns, as the library counts them). */
  readonly line: number;
  readonly column: number;
  /** The text the problem is about, when it is a move (else ''). */
  readonly token: string;
  /** 1-based game number. */
  readonly game: number;
  /** For a move that could not be read: what a repair needs (the notation it was read in, the position before it). */
  readonly repair?: { readonly from: string; readonly fen: string } | undefined;
  /** For a warning about a move: its move number and colour. */
  readonly move?: Pick<MovePosition, 'moveNumber' | 'color'> | undefined;
  /** For a repair (`W_REPAIR`): the text written, the move chosen, the next best candidates with their costs. */
  readonly repaired?: RepairDetail | undefined;
}

/** What `translatePgn` offers for scoresheets, as the page's options. */
export interface ConvertOptions {
  /** Read a game that fails as written as the cheapest legal game with repairs (`repair: true`, `--repair`). */
  readonly repair?: boolean | undefined;
  /** With `repair`: a comment after each repaired move (`{written "Bd7", read as Bd3}`, `--annotate`). */
  readonly annotate?: boolean | undefined;
}

/** One move written in the output, and how to reach its position. */
export interface OutputMove {
  /** Offsets of the move's text in {@link Conversion.output}. */
  readonly start: number;
  readonly end: number;
  /** Index of the game in {@link Conversion.games}. */
  readonly game: number;
  /** Index (in this game's moves) of the move played before it on its line; -1 at the start. */
  readonly prev: number;
}

export interface ConvertedGame {
  /** The game as read in the notation it was translated from (for the board). */
  readonly source: Game | undefined;
  readonly input: InputNotation | undefined;
  /** The input notation's name (`de`, `iccf`, …), for a repair. */
  readonly from: string;
  readonly startFen: string | undefined;
  /** Index of the first of this game's moves in {@link Conversion.moves}. */
  readonly firstMove: number;
  readonly detection: GameDetection | undefined;
  /** With repair: how it was translated (the board's moves are read again the same way). */
  readonly repair?: RepairRun | undefined;
  /** The game as translated (in the output notation), when it was. */
  readonly translated?: Game | undefined;
}

/** A translation with repair: its context, and whether `source` is already read in the language detected. */
export interface RepairRun {
  readonly context: TranslationContext;
  readonly detected: boolean;
}

export interface Conversion {
  readonly output: string;
  readonly problems: readonly Problem[];
  readonly moves: readonly OutputMove[];
  readonly games: readonly ConvertedGame[];
  /** Under `auto`: one line per game, `French (fr, …)`, with the other legal readings. */
  readonly detected: readonly string[];
  /** For an article: what was rewritten and checked, as the CLI's `prose` says it. */
  readonly summary?: string | undefined;
}

const FILE = '<input>';

/**
 * Translates every game of `text` from `from` (`auto` detects each game's language) to `to`. With
 * `repair`, a game that fails as written is read as `translatePgn` reads it with `repair: true`
 * (the one path it takes for each game, repair/auto-repair.ts), each repair a `W_REPAIR` warning.
 */
export function convert(text: string, from: string, to: string, registry: LocaleRegistry, options: ConvertOptions = {}): Conversion {
  const auto = from === 'auto';
  const fixedInput = auto ? inputNotation('en', registry) : inputNotation(from, registry);
  const output = outputNotation(to, registry);
  const repair =
    options.repair === true
      ? translationContext({ from, to, registry, engine: fastEngine, repair: true, annotate: options.annotate === true })
      : undefined;
  const problems: Problem[] = [];
  const moves: OutputMove[] = [];
  const games: ConvertedGame[] = [];
  const detected: string[] = [];
  let out = '';
  const texts = gameTextsFromText(text);
  texts.forEach((t, k) => {
    const index = k + 1;
    let game = gameFromText(t, FILE, index, fixedInput);
    let input: InputNotation = fixedInput;
    let name = from;
    let detection: GameDetection | undefined;
    let r: GameTranslation | undefined;
    if (auto) {
      const choice = chooseGameNotation(game, registry, { engine: fastEngine });
      detection = choice.detection;
      detected.push(detectionSummary(choice.detection, registry, texts.length > 1 ? index : 0));
      // With repair, a game no language reads as written is repaired under the likeliest languages.
      const repaired = !choice.ok && repair ? translateInDetectedNotation(game, repair).result : undefined;
      if (!choice.ok && !repaired?.ok) {
        const problem = repaired && !repaired.ok && repaired.failure.kind === 'detect' ? repaired.failure.problem : choice.problem;
        problems.push({ severity: 'error', ...problem, ...stopRepair(choice.detection, game, registry), game: index });
        out += passThrough(game);
        games.push({ source: undefined, input: undefined, from: name, startFen: undefined, firstMove: moves.length, detection });
        return;
      }
      if (choice.ok) {
        game = choice.game;
        input = choice.notation;
        name = choice.detection.choice?.codes[0] ?? 'en';
      }
      r = repaired;
    }
    const startFen = gameStartFen(game);
    const run: RepairRun | undefined = repair && { context: r ? repair : { ...repair, input }, detected: auto && r === undefined };
    r ??= run ? translatedWithRepair(game, run) : translateGame(game, { input, output, engine: fastEngine });
    if (!r.ok) {
      problems.push(failureProblem(r.failure, index, game, input, name));
      out += passThrough(game);
      games.push({ source: undefined, input, from: name, startFen, firstMove: moves.length, detection });
      return;
    }
    for (const w of r.warnings) {
      const p = w.position;
      problems.push({
        severity: 'warning',
        code: w.code,
        message: w.message,
        line: p.line,
        column: p.column,
        token: p.token,
        game: index,
        ...(p.ply > 0 && { move: { moveNumber: p.moveNumber, color: p.color } }),
        ...(w.repair && { repaired: w.repair }),
      });
    }
    // What PGN does not allow is written otherwise, and listed as the CLI lists it (W_RESULT, W_TAG_NAME …).
    const notes: ExportNote[] = [];
    const written = writeGame(r.game, { decided: r.decided, notes });
    for (const n of notes) {
      problems.push({
        severity: 'warning',
        code: n.code,
        message: n.message,
        line: n.line ?? game.origin.line,
        column: n.column ?? game.origin.column,
        token: '',
        game: index,
      });
    }
    const firstMove = moves.length;
    locateMoves(written, out.length, r.game, games.length, moves);
    out += written;
    games.push({ source: game, input, from: name, startFen, firstMove, detection, repair: run, translated: r.game });
  });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { output: out, problems, moves, games, detected };
}

/**
 * A game translated with repair, as translatePgn translates it: in the language detected (`auto`,
 * `game` already read in it), else through translateInDetectedNotation (which repairs under the
 * likeliest languages with `auto`, or finds a named language's moves written with English letters).
 */
function translatedWithRepair(game: Game, run: RepairRun): GameTranslation {
  return run.detected ? translateGame(game, run.context) : translateInDetectedNotation(game, run.context).result;
}

function detectionSummary(d: GameDetection, registry: LocaleRegistry, index: number): string {
  const head = index > 0 ? `game ${index}: ` : '';
  const choice = d.choice;
  if (!choice) {
    if (d.ambiguous)
      return `${head}ambiguous: ${d.candidates.map((c) => languageList(c.codes, registry)).join(' and ')} read different legal games`;
    if (d.mixed) return `${head}mixed: ${languageList(d.mixed.base, registry)} with moves in other languages`;
    return `${head}no language reads every move`;
  }
  const others = d.candidates.filter((c) => c !== choice);
  const also = others.length ? `; also legal: ${others.map((c) => languageList(c.codes, registry)).join(', ')}` : '';
  return `${head}${languageList(choice.codes, registry)}${also}`;
}

/**
 * For a game no language reads: the move where the reading that went furthest stopped, and what
 * a repair of it needs (that reading's notation and the position before the move).
 */
function stopRepair(d: GameDetection, game: Game, registry: LocaleRegistry): Pick<Problem, 'token' | 'repair'> {
  const stop = d.stop;
  const code = stop?.codes[0];
  if (!stop || code === undefined) return { token: '' };
  const p = stop.error.position;
  const input = inputNotation(code, registry);
  const fen = positionBefore(readGameText(game.raw, game.origin, input), input, p.line, p.column);
  return { token: p.token, repair: fen === undefined ? undefined : { from: code, fen } };
}

function failureProblem(failure: GameFailure, game: number, source: Game, input: InputNotation, from: string): Problem {
  if (failure.kind !== 'move') {
    const p = failure.problem;
    return { severity: 'error', code: p.code, message: p.message, line: p.line, column: p.column, token: '', game };
  }
  const e = failure.error;
  const p = e.position;
  const fen = positionBefore(source, input, p.line, p.column);
  return {
    severity: 'error',
    code: e.code,
    message: `move ${p.moveNumber}${p.color === 'white' ? '.' : '...'} ${p.token}: ${e.reason}`,
    line: p.line,
    column: p.column,
    token: p.token,
    game,
    repair: fen === undefined ? undefined : { from, fen },
  };
}

/**
 * Finds each move of `game` (as {@link writeGame} wrote it into `written`) by walking the tree in
 * the writer's order; `base` is where `written` starts in the whole output.
 */
function locateMoves(written: string, base: number, game: Game, gameIndex: number, moves: OutputMove[]): void {
  let cursor = written.indexOf('\n\n');
  cursor = game.tags.length > 0 && cursor >= 0 ? cursor : 0;
  const first = moves.length;
  const walk = (nodes: readonly GameNode[], start: number): void => {
    let current = start;
    let beforeLast = start;
    for (const node of nodes) {
      if (node.type === 'comment') {
        const at = written.indexOf(node.text, cursor);
        if (at >= 0) cursor = at + node.text.length;
      } else if (node.type === 'move') {
        // Not found (never expected): kept with no place, so indices still match the game's moves.
        const at = tokenAt(written, node.text, cursor);
        if (at >= 0) cursor = at + node.text.length;
        beforeLast = current;
        current = moves.length - first;
        moves.push({ start: at < 0 ? -1 : base + at, end: at < 0 ? -1 : base + cursor, game: gameIndex, prev: beforeLast });
      } else if (node.type === 'variation') {
        walk(node.nodes, beforeLast);
      }
    }
  };
  walk(game.nodes, -1);
}

const isBoundary = (c: string | undefined): boolean => c === undefined || c === ' ' || c === '\n' || c === '(' || c === ')';

/** The first place from `from` where `token` stands as a whole token. */
function tokenAt(text: string, token: string, from: number): number {
  for (let at = text.indexOf(token, from); at >= 0; at = text.indexOf(token, at + 1)) {
    if (isBoundary(text[at - 1]) && isBoundary(text[at + token.length])) return at;
  }
  return -1;
}

/** The move texts of a game's line up to (not including) the move at `line`:`column`, or undefined. */
function lineBefore(nodes: readonly GameNode[], line: number, column: number, before: GameNode[]): GameNode[] | undefined {
  const path = [...before];
  for (const node of nodes) {
    if (node.type === 'move') {
      if (node.line === line && node.column === column) return path;
      path.push(node);
    } else if (node.type === 'variation') {
      const found = lineBefore(node.nodes, line, column, path.slice(0, -1));
      if (found) return found;
    }
  }
  return undefined;
}

/** The position (FEN) before the move at `line`:`column` of `game`, or undefined when it cannot be reached. */
export function positionBefore(game: Game, input: InputNotation, line: number, column: number): string | undefined {
  const path = lineBefore(game.nodes, line, column, []);
  if (!path) return undefined;
  return fenAfter(game, input, path);
}

function fenAfter(game: Game, input: InputNotation, nodes: GameNode[]): string | undefined {
  const r = translateGame({ ...game, nodes, problems: [] }, { input, output: { kind: 'uci' }, engine: fastEngine });
  if (!r.ok) return undefined;
  const uci = r.game.nodes.flatMap((n) => (n.type === 'move' ? [n.text] : []));
  return replay(gameStartFen(game), uci)?.fen;
}

export interface Position {
  readonly fen: string;
  /** The last move played, as UCI (`e2e4`), for highlighting. */
  readonly last: string | undefined;
}

/** Plays UCI moves from `fen` (the start position by default); undefined if one is not legal. */
export function replay(fen: string | undefined, uci: readonly string[]): Position | undefined {
  const start = fastEngine.fromFen(fen ?? START_FEN);
  if (!start.ok) return undefined;
  const board = start.value;
  for (const u of uci) {
    const move = board.legalMoves().find((m) => formatUci(m) === u);
    if (!move) return undefined;
    board.play(move);
  }
  return { fen: board.fen(), last: uci[uci.length - 1] };
}

/** The UCI moves of a converted game in output order (the same order as its {@link OutputMove}s). */
export function gameUci(g: ConvertedGame): string[] | undefined {
  if (!g.source || !g.input) return undefined;
  const uci = { kind: 'uci' } as const;
  const r = g.repair
    ? translatedWithRepair(g.source, { ...g.repair, context: { ...g.repair.context, output: uci } })
    : translateGame(g.source, { input: g.input, output: uci, engine: fastEngine });
  if (!r.ok) return undefined;
  const out: string[] = [];
  const walk = (nodes: readonly GameNode[]): void => {
    for (const n of nodes) {
      if (n.type === 'move') out.push(n.text);
      else if (n.type === 'variation') walk(n.nodes);
    }
  };
  walk(r.game.nodes);
  return out;
}

/** The position after output move `index` (its line followed back to the game's start). */
export function positionAt(c: Conversion, index: number, uciCache: Map<number, string[] | undefined>): Position | undefined {
  const m = c.moves[index];
  if (!m) return undefined;
  const g = c.games[m.game]!;
  if (!uciCache.has(m.game)) uciCache.set(m.game, gameUci(g));
  const uci = uciCache.get(m.game);
  if (!uci) return undefined;
  const path: string[] = [];
  for (let k = index - g.firstMove; k >= 0; k = c.moves[g.firstMove + k]!.prev) path.push(uci[k]!);
  return replay(g.startFen, path.reverse());
}
