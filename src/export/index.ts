/**
 * `exportBundles()`: every language's piece letters, names (with grammatical forms and gender), move phrases,
 * castling words and spoken squares as resource files for a localization library. Pure: returns the files;
 * the CLI (`chess-lingua export`) writes them.
 */
import { defaultRegistry } from '../locale/default-registry.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { FIGURINE_CODE } from '../locale/schema.js';
import { androidFile } from './android.js';
import { arbFile } from './arb.js';
import { fluentFile } from './fluent.js';
import { gettextFile } from './gettext.js';
import { i18nextFile } from './i18next.js';
import type { ExportFile, ExportLanguage } from './language.js';

export const EXPORT_FORMATS = ['i18next', 'gettext', 'fluent', 'arb', 'android'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type { ExportFile } from './language.js';

export interface ExportOptions {
  readonly format: ExportFormat;
  /** Locale codes to export (with fallback); every registered locale that has words by default. */
  readonly languages?: readonly string[] | undefined;
  readonly registry?: LocaleRegistry | undefined;
}

/**
 * One resource file per language in the format's usual layout (paths relative to the output directory):
 * i18next `<code>/chess.json`, gettext `<code>.po`, Fluent `<code>.ftl`, ARB `app_<code>.arb`,
 * Android `values-<qualifier>/strings.xml`.
 * @throws {UnknownLocaleError} / {NoWordsError} for a requested language without words
 */
export function exportBundles(options: ExportOptions): ExportFile[] {
  const registry = options.registry ?? defaultRegistry();
  const english = registry.words('en').data;
  const codes =
    options.languages?.map((c) => registry.words(c).data.code) ??
    registry.codes().filter((c) => c !== FIGURINE_CODE && registry.hasWords(c));
  const englishLetters = registry.get('en').letters;
  return [...new Set(codes)].map((code) => {
    const language: ExportLanguage = { locale: registry.get(code), words: registry.words(code).data, english };
    switch (options.format) {
      case 'i18next':
        return i18nextFile(language);
      case 'gettext':
        return gettextFile(language, englishLetters);
      case 'fluent':
        return fluentFile(language);
      case 'arb':
        return arbFile(language);
      case 'android':
        return androidFile(language);
    }
  });
}
