/**
 * `--from auto`: the notation to read one game in, from its detected language, or why there is
 * none (ambiguous, mixed, unreadable). Also the words and JSON that `detect` prints.
 */
import type { BoardEngine } from '../board/board.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { inputNotation, type InputNotation } from '../notation/notation.js';
import { readGameText } from '../pgn/read-game.js';
import type { Game } from '../pgn/types.js';
import { detectGame, ICCF_CODE, type DetectOptions, type GameDetection, type LocaleReading } from './detect-game.js';

/** Why `--from auto` does not translate a game. */
export interface DetectProblem {
  readonly code: 'ERR_DETECT_AMBIGUOUS' | 'ERR_DETECT_MIXED' | 'ERR_DETECT_NONE';
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

export type AutoChoice =
  | {
      readonly ok: true;
      /** The notation the game is read in. */
      readonly notation: InputNotation;
      /** The game read again in that notation, ready for translateGame. */
      readonly game: Game;
      readonly detection: GameDetection;
    }
  | { readonly ok: false; readonly problem: DetectProblem; readonly detection: GameDetection };

function languageName(code: string, registry: LocaleRegistry): string {
  return code === ICCF_CODE ? 'ICCF numeric' : registry.get(code).name;
}

/** `German (de, da, nb, sv)`; long lists are cut. */
export function languageList(codes: readonly string[], registry: LocaleRegistry): string {
  const first = codes[0];
  if (first === undefined) return '?';
  const shown = codes.length > 6 ? [...codes.slice(0, 5), `… ${codes.length - 5} more`] : codes;
  return `${first === ICCF_CODE ? 'ICCF numeric' : registry.get(first).name} (${shown.join(', ')})`;
}

const where = (p: { moveNumber: number; color: string; token: string }): string =>
  `${p.moveNumber}${p.color === 'white' ? '.' : '...'} ${p.token}`;

/** One sentence on why a detection gives no reading to use; undefined when it gives one. */
export function detectionProblem(d: GameDetection, registry: LocaleRegistry): DetectProblem | undefined {
  if (d.choice) return undefined;
  if (d.ambiguous) {
    const tied = d.candidates.filter((c) => c.warnings === d.candidates[0]!.warnings);
    const diff = d.difference;
    const at = diff
      ? `; at move ${where(diff)} ${diff.readings.map((r) => `${languageName(r.codes[0]!, registry)} reads ${r.readAs} (${r.role})`).join(', ')}`
      : '';
    return {
      code: 'ERR_DETECT_AMBIGUOUS',
      message: `the language is ambiguous: ${tied.map((c) => languageList(c.codes, registry)).join(' and ')} read different legal games${at}; name the language with --from, or a tie-break with --prefer`,
      line: diff?.line ?? d.origin.line,
      column: diff?.column ?? d.origin.column,
    };
  }
  if (d.mixed) {
    const m = d.mixed;
    const moves = m.foreign.map((f) => `${where(f)} (${languageList(f.codes, registry)}: ${f.readAs})`).join(', ');
    const first = m.foreign[0];
    return {
      code: 'ERR_DETECT_MIXED',
      message: `the game mixes languages: it reads as ${languageList(m.base, registry)} except move${m.foreign.length > 1 ? 's' : ''} ${moves}; no single language reads every move`,
      line: first?.line ?? d.origin.line,
      column: first?.column ?? d.origin.column,
    };
  }
  if (d.stop) {
    const e = d.stop.error;
    return {
      code: 'ERR_DETECT_NONE',
      message: `no language reads every move; the furthest, ${languageList(d.stop.codes, registry)}, stops at move ${where(e.position)}: ${e.reason}`,
      line: e.position.line,
      column: e.position.column,
    };
  }
  return undefined;
}

/**
 * The notation for one game under `--from auto`: the game's best reading (a preference breaks a
 * tie), with the game read again in it. A game whose text has a problem whatever the language
 * (not PGN, a bad FEN tag) is returned read in English, so that translation reports the problem.
 */
export function chooseGameNotation(game: Pick<Game, 'raw' | 'origin'>, registry: LocaleRegistry, options: DetectOptions = {}): AutoChoice {
  const detection = detectGame(game, registry, options);
  if (detection.problem && detection.candidates.length === 0) {
    const notation = inputNotation('en', registry, { strict: options.strict });
    return { ok: true, notation, game: readGameText(game.raw, game.origin, notation), detection };
  }
  const problem = detectionProblem(detection, registry);
  if (problem) return { ok: false, problem, detection };
  const code = detection.choice!.codes[0]!;
  const notation = inputNotation(code, registry, { strict: options.strict });
  return { ok: true, notation, game: readGameText(game.raw, game.origin, notation), detection };
}

/** What `detect --json` prints for a game: `{ game, candidates, ambiguous, readings?, mixed?, error? }`. */
export function detectionJson(d: GameDetection, registry: LocaleRegistry): Record<string, unknown> {
  const out: Record<string, unknown> = {
    game: d.game,
    candidates: d.candidates.flatMap((c) => c.codes),
    ambiguous: d.ambiguous,
  };
  if (d.candidates.length > 1 || d.ambiguous) out['readings'] = d.candidates.map(readingJson);
  if (d.choice && d.ambiguous) out['choice'] = d.choice.codes[0];
  if (d.mixed) {
    out['mixed'] = {
      base: d.mixed.base,
      numeric: d.mixed.numeric,
      foreign: d.mixed.foreign.map((f) => ({
        ply: f.ply,
        move: where(f),
        line: f.line,
        column: f.column,
        codes: f.codes,
        readAs: f.readAs,
      })),
    };
  }
  const problem =
    d.problem && d.candidates.length === 0 ? { code: d.problem.code, message: d.problem.message } : detectionProblem(d, registry);
  if (problem) out['error'] = { code: problem.code, message: problem.message };
  return out;
}

function readingJson(c: LocaleReading): Record<string, unknown> {
  return { codes: c.codes, warnings: c.warnings, numeric: c.numeric };
}

/** One line for a person: `game 1 (White - Black, Date): German (de, da, nb, sv)`. */
export function detectionLine(d: GameDetection, registry: LocaleRegistry): string {
  const which = `game ${d.game}${d.label ? ` (${d.label})` : ''}`;
  const head = `${d.origin.file}:${d.origin.line}:${d.origin.column}: ${which}`;
  if (d.problem && d.candidates.length === 0) return `${head}: ${d.problem.message} [${d.problem.code}]`;
  const problem = detectionProblem(d, registry);
  if (problem) return `${head}: ${problem.message} [${problem.code}]`;
  const c = d.choice!;
  const lenient = c.warnings ? ` (${c.warnings} lenient reading${c.warnings === 1 ? '' : 's'})` : '';
  const others = d.candidates.filter((x) => x !== c);
  const also = others.length ? `; also legal: ${others.map((x) => languageList(x.codes, registry)).join(', ')}` : '';
  const tie = d.ambiguous ? ' (tie broken by --prefer)' : '';
  return `${head}: ${languageList(c.codes, registry)}${lenient}${tie}${also}`;
}

export { LanguageDetectionError } from './detection-error.js';

/** What a translation needs to read one game under `--from auto`. */
export interface AutoContext {
  readonly registry: LocaleRegistry;
  readonly engine: BoardEngine;
  readonly fen: string | undefined;
  readonly input: InputNotation;
  /** Set when the input notation is `auto`. */
  readonly auto?: { readonly prefer: readonly string[] } | undefined;
  /** A language named without its script (`sr`): its locales in each script, the default first (see TranslationContext). */
  readonly scripts?: readonly string[] | undefined;
}

/**
 * The game and input notation to translate with: as given, or under `auto` the game read again
 * in its detected notation; or why the language cannot be told.
 */
export function gameInDetectedNotation<G extends Pick<Game, 'raw' | 'origin'>>(
  game: G,
  ctx: AutoContext,
): { readonly ok: true; readonly game: G | Game; readonly input: InputNotation } | { readonly ok: false; readonly problem: DetectProblem } {
  if (ctx.scripts !== undefined) return gameInItsScript(game, ctx, ctx.scripts);
  if (!ctx.auto) return { ok: true, game, input: ctx.input };
  const choice = chooseGameNotation(game, ctx.registry, {
    prefer: ctx.auto.prefer,
    strict: ctx.input.strict,
    fen: ctx.fen,
    engine: ctx.engine,
  });
  return choice.ok ? { ok: true, game: choice.game, input: choice.notation } : { ok: false, problem: choice.problem };
}

/**
 * A game under a language named without its script (`--from sr`, whose locales are `scripts`, the
 * default first): read in the locale whose script the game is written in, as `--from auto` tells
 * it between these locales only; the default where they read the same game (pawn moves), where
 * none reads every move (the furthest reading's, so that its error is in the game's script) or the
 * text is no game. Two scripts that read different legal games are an ambiguity, never a choice.
 */
function gameInItsScript<G extends Pick<Game, 'raw' | 'origin'>>(
  game: G,
  ctx: AutoContext,
  scripts: readonly string[],
): { readonly ok: true; readonly game: G | Game; readonly input: InputNotation } | { readonly ok: false; readonly problem: DetectProblem } {
  const detection = detectGame(game, ctx.registry, {
    locales: scripts,
    prefer: scripts,
    strict: ctx.input.strict,
    fen: ctx.fen,
    engine: ctx.engine,
  });
  if (detection.ambiguous) return { ok: false, problem: detectionProblem({ ...detection, choice: undefined }, ctx.registry)! };
  const code = detection.choice?.codes[0] ?? detection.mixed?.base[0] ?? detection.stop?.codes[0] ?? scripts[0]!;
  if (code === scripts[0] || !scripts.includes(code)) return { ok: true, game, input: ctx.input };
  const notation = inputNotation(code, ctx.registry, { strict: ctx.input.strict });
  return { ok: true, game: readGameText(game.raw, game.origin, notation), input: notation };
}
