/** Turns user options (`from`, `to`, `fen`, …) into the pieces the pipeline runs on. */
import type { BoardEngine } from '../board/board.js';
import { defaultEngine } from '../board/default-engine.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { inputNotation, outputNotation, type InputNotation, type OutputNotation } from '../notation/notation.js';
import { defaultRegistry } from '../locale/default-registry.js';

export interface NotationOptions {
  /** Locale registry to look codes up in; the bundled locales by default. */
  readonly registry?: LocaleRegistry | undefined;
  /** Board engine; chess-lingua's own by default. */
  readonly engine?: BoardEngine | undefined;
}

export interface TranslateOptions extends NotationOptions {
  /** Notation of the input: a locale code (`de`, `fr`, `ru` …), `iccf`, `uci` or `lan`. */
  readonly from: string;
  /** Notation of the output: a locale code (SAN), `figurine`, `iccf`, `lan`, `lan:<code>` or `uci`. */
  readonly to: string;
  /** Start position (FEN) when the input has none; the standard start position by default. */
  readonly fen?: string | undefined;
  /** Accept standard notation only: what a lenient reading would warn about is an error. */
  readonly strict?: boolean | undefined;
  /** With `from: 'auto'`: locale codes that break a tie between equally good readings, first preferred. */
  readonly prefer?: readonly string[] | undefined;
  /** Read a game that fails as written as the cheapest legal game with repairs, each one a `W_REPAIR` warning. */
  readonly repair?: boolean | undefined;
  /** With `repair`: a comment after each repaired move (`{written "Bd7", read as Bd3}`). */
  readonly annotate?: boolean | undefined;
}

export interface TranslationContext {
  /** The input notation; with `auto`, a stand-in (English) that each game's detected notation replaces. */
  readonly input: InputNotation;
  readonly output: OutputNotation;
  readonly engine: BoardEngine;
  readonly registry: LocaleRegistry;
  readonly fen: string | undefined;
  /** `from: 'auto'`: each game's language is detected; `prefer` breaks ties. */
  readonly auto?: { readonly prefer: readonly string[] } | undefined;
  /** Repair games that fail as written (issue 12). */
  readonly repair?: boolean | undefined;
  readonly annotate?: boolean | undefined;
  /**
   * A language named without its script whose locales differ by script (`from: 'sr'`: `['sr-Cyrl',
   * 'sr-Latn']`, the one the code resolves to first): each game is read in the one whose script it
   * is written in, with a W_SCRIPT note where that is not the first (src/detect/choose.ts).
   */
  readonly scripts?: readonly string[] | undefined;
}

/** The name of the input notation that detects each game's language. */
export const AUTO = 'auto';

interface NotationPair {
  readonly input: InputNotation;
  readonly output: OutputNotation;
}

/** Notation pairs already looked up, per registry and its revision (single-move calls repeat them). */
const notationPairs = new WeakMap<LocaleRegistry, { revision: number; byKey: Map<string, NotationPair> }>();

function notationPair(from: string, to: string, registry: LocaleRegistry, strict: boolean): NotationPair {
  let entry = notationPairs.get(registry);
  if (entry === undefined || entry.revision !== registry.revision) {
    entry = { revision: registry.revision, byKey: new Map() };
    notationPairs.set(registry, entry);
  }
  const key = `${from}\u0000${to}\u0000${strict ? 's' : ''}`;
  let pair = entry.byKey.get(key);
  if (pair === undefined) {
    const input = inputNotation(from.toLowerCase() === AUTO ? 'en' : from, registry, { strict });
    pair = { input, output: outputNotation(to, registry) };
    entry.byKey.set(key, pair);
  }
  return pair;
}

export function translationContext(options: TranslateOptions): TranslationContext {
  const registry = options.registry ?? defaultRegistry();
  const { input, output } = notationPair(options.from, options.to, registry, options.strict === true);
  const auto = options.from.toLowerCase() === AUTO ? { prefer: (options.prefer ?? []).map((c) => registry.resolveCode(c)) } : undefined;
  const scripts = auto === undefined ? languageScripts(options.from, registry) : undefined;
  const ctx: TranslationContext = {
    input,
    output,
    engine: options.engine ?? defaultEngine,
    registry,
    fen: options.fen,
    auto,
    ...(scripts !== undefined ? { scripts } : {}),
  };
  return options.repair === true ? { ...ctx, repair: true, annotate: options.annotate === true } : ctx;
}

/** The locales of a language named without its script, when it has several (`sr` → sr-Cyrl, sr-Latn); else undefined. */
export function languageScripts(from: string, registry: LocaleRegistry): readonly string[] | undefined {
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(from) || !registry.has(from)) return undefined;
  const codes = registry.scriptVariants(from);
  return codes.length > 1 ? codes : undefined;
}
