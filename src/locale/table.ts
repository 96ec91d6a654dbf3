/** The piece table of a locale: the tokens a move grammar tries, in the order it must try them. */
import type { Role } from '../core/types.js';
import { LOCALE_ROLE_ORDER } from './schema.js';
import type { Locale, PieceTable } from './types.js';

/** Length in code points, so that a letter outside the BMP counts as one. */
const codePointLength = (token: string): number => [...token].length;

/**
 * Builds the {@link PieceTable} of `locale`: every written letter (the pawn's where the locale has one) and every
 * `alsoRead` token, longest first, so that a multi-letter token is tried before its prefix (Russian `Кр` king before
 * `К` knight, Albanian `Msh` queen before `M` king). Tokens of equal length keep role order king, queen, rook, bishop,
 * knight, pawn, and within a role the letter comes before its `alsoRead` tokens.
 *
 * Pure: the same locale always gives an equal table. `LocaleRegistry#pieceTable` caches it per locale.
 */
export function pieceTable(locale: Locale): PieceTable {
  const entries: Array<readonly [token: string, role: Role]> = [];
  for (const role of LOCALE_ROLE_ORDER) {
    const letter = locale.letters[role];
    if (letter !== undefined) entries.push([letter, role]);
    for (const token of locale.alsoRead[role] ?? []) entries.push([token, role]);
  }
  // Array.prototype.sort is stable, so equal lengths keep the order built above.
  entries.sort((a, b) => codePointLength(b[0]) - codePointLength(a[0]));
  const table = {
    tokens: Object.freeze(entries.map(([token]) => token)),
    roleOf: new Map(entries),
  };
  return Object.freeze({
    ...table,
    ...(locale.alsoReadFiles !== undefined ? { files: locale.alsoReadFiles } : {}),
    ...(locale.caseSuffixMarks !== undefined ? { suffixMarks: locale.caseSuffixMarks } : {}),
    ...(locale.andWords !== undefined ? { andWords: locale.andWords } : {}),
  });
}
