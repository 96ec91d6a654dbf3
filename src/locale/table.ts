/** The piece table of a locale: the tokens a move grammar tries, in the order it must try them. */
import type { Role } from '../core/types.js';
import { LOCALE_ROLE_ORDER } from './schema.js';
import type { Locale, PieceTable } from './types.js';
import { BUNDLED_WORDS } from '../generated/words.js';

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
  const words = bundledCheckPhrases(locale.code);
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
    ...(locale.colourWords !== undefined ? { colourWords: locale.colourWords } : {}),
    ...(locale.resignWords !== undefined ? { resignWords: locale.resignWords } : {}),
    ...(locale.conditionalWords !== undefined ? { conditionalWords: locale.conditionalWords } : {}),
    ...(locale.insteadWords !== undefined ? { insteadWords: locale.insteadWords } : {}),
    ...(locale.insteadAfterWords !== undefined ? { insteadAfterWords: locale.insteadAfterWords } : {}),
    ...(locale.mentionSuffixes !== undefined ? { mentionSuffixes: locale.mentionSuffixes } : {}),
    ...(words !== undefined ? { checkWords: checkWords(words.check, words.checkmate) } : {}),
  });
}

/** The words for check and mate in the bundled words of locale `code` (`locales/words/<code>.json`), if it has them. */
function bundledCheckPhrases(code: string): { check: string; checkmate: string } | undefined {
  const entry = BUNDLED_WORDS.find(([, c]) => c === code);
  if (entry === undefined) return undefined;
  const phrases = (JSON.parse(entry[2]) as { phrases?: { check?: unknown; checkmate?: unknown } }).phrases;
  const check = phrases?.check;
  const checkmate = phrases?.checkmate;
  return typeof check === 'string' && typeof checkmate === 'string' ? { check, checkmate } : undefined;
}

/**
 * The words for check and mate as they are written after a move: the phrases themselves, the mate
 * phrase's last word (`mat` of `échec et mat`, `mate` of `jaque mate`) and what follows the check word
 * in it (`mate` of `checkmate`, `mat` of `skakmat`). Lower case; longest first.
 */
function checkWords(check: string, checkmate: string): { check: string[]; mate: string[] } {
  const lower = (w: string): string => w.toLocaleLowerCase();
  const mate = new Set([lower(checkmate)]);
  const last = /[^\s-]+$/u.exec(checkmate)?.[0];
  if (last !== undefined && lower(last) !== lower(check)) mate.add(lower(last));
  if (lower(checkmate).startsWith(lower(check))) {
    const rest = lower(checkmate)
      .slice(check.length)
      .replace(/^[\s-]+/u, '');
    if (rest.length > 1 && !/\s/u.test(rest)) mate.add(rest);
  }
  const byLength = (a: string, b: string): number => b.length - a.length;
  return { check: [lower(check)], mate: [...mate].filter((w) => w.length > 1).sort(byLength) };
}
