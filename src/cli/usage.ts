/** What every command of the CLI shares: exit codes, the usage error, and reading common options. */
import { LocaleRegistry } from '../locale/registry.js';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
export const EXIT_OUTPUT = 3;

/** A command line that asks for something the CLI cannot do (exit 2). */
export class UsageError extends Error {}

export function need(values: { readonly from?: string | undefined; readonly to?: string | undefined }, name: 'from' | 'to'): string {
  const v = values[name];
  if (v === undefined || v === '') throw new UsageError(`--${name} is required (see 'chess-lingua help')`);
  return v;
}

/** `--prefer de,en` (also repeated) → ['de', 'en']. */
export function preferOf(values: { readonly prefer?: string[] | undefined }): string[] {
  return (values.prefer ?? [])
    .flatMap((p) => p.split(','))
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The bundled locales and those of `--locale-file`. */
export function registryWith(values: { readonly 'locale-file'?: string[] | undefined }): LocaleRegistry {
  const registry = LocaleRegistry.withBundled();
  for (const file of values['locale-file'] ?? []) registry.registerFile(file);
  return registry;
}

/** The options every translating command reads the same way: notations, start position, locales, strictness, tie-breaks. */
export function translationOptionsOf(values: {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly fen?: string | undefined;
  readonly strict?: boolean | undefined;
  readonly prefer?: string[] | undefined;
  readonly 'locale-file'?: string[] | undefined;
}): { from: string; to: string; fen: string | undefined; registry: LocaleRegistry; strict: boolean | undefined; prefer: string[] } {
  return {
    from: need(values, 'from'),
    to: need(values, 'to'),
    fen: values.fen,
    registry: registryWith(values),
    strict: values.strict,
    prefer: preferOf(values),
  };
}
