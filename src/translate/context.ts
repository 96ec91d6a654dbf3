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

export function translationContext(options: TranslateOptions): TranslationContext {
  const registry = options.registry ?? defaultRegistry();
  return {
    input: inputNotation(options.from, registry),
    output: outputNotation(options.to, registry),
    engine: options.engine ?? defaultEngine,
    registry,
    fen: options.fen,
  };
}
