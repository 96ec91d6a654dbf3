/**
 * The notations chess-lingua reads and writes, and how a user names them
 * (`de`, `fr`, `iccf`, `figurine`, `lan`, `lan:de`, `uci`).
 */
import { ChessLinguaError } from '../core/errors.js';
import type { LocaleRegistry } from '../locale/registry.js';
import type { Locale, PieceTable } from '../locale/types.js';

/** How moves are read. UCI and long algebraic input are read by the algebraic reader. */
export type InputNotation =
  | { readonly kind: 'algebraic'; readonly locale: Locale; readonly pieces: PieceTable }
  | { readonly kind: 'numeric' };

/** How moves are written. */
export type OutputNotation =
  | { readonly kind: 'san'; readonly locale: Locale }
  | { readonly kind: 'lan'; readonly locale: Locale }
  | { readonly kind: 'numeric' }
  | { readonly kind: 'uci' };

export const NUMERIC_NAMES: ReadonlySet<string> = new Set(['iccf', 'numeric']);

/** A notation name that is neither a locale nor one of the special names. */
export class UnknownNotationError extends ChessLinguaError {
  constructor(name: string, detail: string) {
    super('ERR_UNKNOWN_NOTATION', `unknown notation "${name}": ${detail}`);
  }
}

/** `de` → German algebraic; `iccf` → numeric; `uci`/`lan` → English algebraic (coordinates are read too). */
export function inputNotation(name: string, registry: LocaleRegistry): InputNotation {
  const key = name.toLowerCase();
  if (NUMERIC_NAMES.has(key)) return { kind: 'numeric' };
  const code = key === 'uci' || key === 'lan' ? 'en' : key.startsWith('lan:') ? name.slice(4) : name;
  const locale = registry.get(code);
  return { kind: 'algebraic', locale, pieces: registry.pieceTable(locale.code) };
}

/** `de` → German SAN; `figurine` → figurine SAN; `iccf` → numeric; `lan` / `lan:de` → long algebraic; `uci`. */
export function outputNotation(name: string, registry: LocaleRegistry): OutputNotation {
  const key = name.toLowerCase();
  if (NUMERIC_NAMES.has(key)) return { kind: 'numeric' };
  if (key === 'uci') return { kind: 'uci' };
  if (key === 'lan') return { kind: 'lan', locale: registry.get('en') };
  if (key.startsWith('lan:')) return { kind: 'lan', locale: registry.get(name.slice(4)) };
  return { kind: 'san', locale: registry.get(name) };
}

/** A short human name of a notation for messages: `German`, `ICCF numeric`. */
export function notationLabel(n: InputNotation | OutputNotation): string {
  switch (n.kind) {
    case 'algebraic':
    case 'san':
      return n.locale.name;
    case 'lan':
      return `long algebraic (${n.locale.name})`;
    case 'numeric':
      return 'ICCF numeric';
    case 'uci':
      return 'UCI';
  }
}
