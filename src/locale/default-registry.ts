/**
 * The registry the convenience API uses when no registry is passed: the bundled locales, made on
 * first use. `registerLocale` adds to it; pass your own {@link LocaleRegistry} to keep apart.
 */
import { LocaleRegistry } from './registry.js';

let shared: LocaleRegistry | undefined;

export function defaultRegistry(): LocaleRegistry {
  shared ??= LocaleRegistry.withBundled();
  return shared;
}
