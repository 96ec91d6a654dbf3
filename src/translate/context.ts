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
}

export interface TranslationContext {
  readonly input: InputNotation;
  readonly output: OutputNotation;
  readonly engine: BoardEngine;
  readonly registry: LocaleRegistry;
  readonly fen: string | undefined;
}

interface NotationPair {
  readonly input: InputNotation;
  readonly output: OutputNotation;
}

/** Notation pairs already looked up, per registry and its revision (single-move calls repeat them). */
const notationPairs = new WeakMap<LocaleRegistry, { revision: number; byKey: Map<string, NotationPair> }>();

function notationPair(from: string, to: string, registry: LocaleRegistry): NotationPair {
  let entry = notationPairs.get(registry);
  if (entry === undefined || entry.revision !== registry.revision) {
    entry = { revision: registry.revision, byKey: new Map() };
    notationPairs.set(registry, entry);
  }
  const key = `${from}\u0000${to}`;
  let pair = entry.byKey.get(key);
  if (pair === undefined) {
    pair = { input: inputNotation(from, registry), output: outputNotation(to, registry) };
    entry.byKey.set(key, pair);
  }
  return pair;
}

export function translationContext(options: TranslateOptions): TranslationContext {
  const registry = options.registry ?? defaultRegistry();
  const { input, output } = notationPair(options.from, options.to, registry);
  return { input, output, engine: options.engine ?? defaultEngine, registry, fen: options.fen };
}
