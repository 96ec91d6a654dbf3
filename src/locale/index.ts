/** The locale layer: locale data, its validation, piece tables and the registry. */
export type { Locale, PieceTable } from './types.js';
export { FIGURINE_CODE, LETTERED_ROLES, LOCALE_KEYS, LOCALE_ROLE_ORDER, parseLocale } from './schema.js';
export { pieceTable } from './table.js';
export { LANGUAGE_ALIASES, LocaleRegistry } from './registry.js';
