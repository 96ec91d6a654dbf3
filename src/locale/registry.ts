/**
 * The locale registry: a set of validated locales, looked up by BCP-47 code with fallback
 * (`de-AT` → `de`, `sr-Cyrl-RS` → `sr-Cyrl`, `no` → `nb`). Each registry owns its own i18next instance;
 * nothing is shared between registries and nothing is kept at module level.
 */
import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { LocaleFileError, UnknownLocaleError } from '../core/errors.js';
import { BUNDLED_LOCALES } from '../generated/locales.js';
import { BUNDLED_WORDS } from '../generated/words.js';
import { NoWordsError } from '../words/errors.js';
import type { Words } from '../words/format.js';
import { i18nextResources } from '../words/resources.js';
import { parseWords } from '../words/schema.js';
import type { WordsData } from '../words/types.js';
import { deepFreeze, FIGURINE_CODE, parseLocale } from './schema.js';
import { duplicateJsonKeys } from './json-duplicates.js';
import { systemErrorText } from '../core/system-error.js';
import { pieceTable } from './table.js';
import type { Locale, PieceTable } from './types.js';

/** The i18next namespace that holds locale data. */
const NAMESPACE = 'notation';
/** The i18next namespace of moves in words (`locales/words/<code>.json`, compiled by `i18nextResources`). */
export const WORDS_NAMESPACE = 'words';

/**
 * Language subtags that name a registered language under another code. Applied after canonicalization,
 * keeping script and region (`no-NO` → `nb-NO`). `no` (Norwegian) is written as Bokmål in chess print and software.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = Object.freeze({ no: 'nb' });

/** The part of i18next's LanguageUtils used here (typed `any` by i18next). */
interface LanguageUtils {
  toResolveHierarchy(code: string, fallbackCode?: string | false): string[];
}

/**
 * A set of locales, each validated on registration, with BCP-47 lookup and fallback.
 *
 * Lookup of a requested code (see {@link LocaleRegistry.resolveCode}):
 * 1. canonicalize: case-insensitive, `_` read as `-` (`DE_at` → `de-AT`); `figurine` is a code of its own;
 * 2. the exact tag, if registered;
 * 3. the alias table ({@link LANGUAGE_ALIASES}) applied to the language subtag;
 * 4. the i18next resolve hierarchy of the tag without extensions (`sr-Cyrl-RS` → `sr-Cyrl`), then of its
 *    CLDR likely-subtags form (`sr` → `sr-Cyrl-RS` → `sr-Cyrl`), then the bare language (`de-AT` → `de`).
 *
 * So bare `sr` resolves to `sr-Cyrl`, as CLDR's likely subtags say (Serbian defaults to Cyrillic);
 * ask for `sr-Latn` for Latin letters.
 */
export class LocaleRegistry {
  readonly #i18n: i18n;
  readonly #tables = new WeakMap<Locale, PieceTable>();
  #revision = 0;
  /** Requested code → resolved code; cleared on every registration. */
  readonly #resolved = new Map<string, string>();
  /** Requested code → {@link scriptVariants}' answer (it builds an Intl.Locale per registered code); cleared on every registration. */
  readonly #scriptVariants = new Map<string, readonly string[]>();
  /** Validated words data by registered code (the i18next bundle holds the compiled resources). */
  readonly #words = new Map<string, Words>();
  /**
   * Words given to the constructor or bundled, by the code they name, not yet validated (see {@link words});
   * bundled words are kept as JSON text until then.
   */
  readonly #pendingWords = new Map<string, readonly [file: string, data: () => unknown]>();
  /**
   * Bundled locales (validated at build time) not yet handed to i18next, by code: each is added on first
   * use, so that a command that needs one language does not store fifty.
   */
  readonly #unstored = new Map<string, Locale>();

  /**
   * A registry holding every locale shipped in `locales/` (validated when the package was built) and
   * their words in `locales/words/`.
   */
  static withBundled(): LocaleRegistry {
    const registry = new LocaleRegistry();
    for (const [, locale] of BUNDLED_LOCALES) registry.#unstored.set(locale.code, locale);
    for (const [file, code, json] of BUNDLED_WORDS) registry.#pendingWords.set(code, [file, () => JSON.parse(json) as unknown]);
    registry.#revision = BUNDLED_LOCALES.length;
    return registry;
  }

  /**
   * @param entries locale data to register, each with the file it came from (for error messages)
   * @param words words data, validated on first use of its language (see {@link words})
   * @throws {LocaleFileError} if any entry is invalid
   */
  constructor(
    entries: Iterable<readonly [file: string, data: unknown]> = [],
    words: Iterable<readonly [file: string, data: unknown]> = [],
  ) {
    this.#i18n = i18next.createInstance();
    // With `resources` given and initAsync false, init runs synchronously; the returned promise has nothing to wait for.
    void this.#i18n.init({
      resources: {},
      initAsync: false,
      fallbackLng: false,
      ns: [NAMESPACE, WORDS_NAMESPACE],
      defaultNS: NAMESPACE,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      debug: false,
    });
    for (const [file, data] of entries) this.register(data, file);
    for (const entry of words) {
      const code = (entry[1] as { code?: unknown } | null)?.code;
      if (typeof code === 'string') this.#pendingWords.set(code, [entry[0], () => entry[1]]);
      else this.#compileWords(entry[1], entry[0]); // throws: no code
    }
  }

  /**
   * Validates a words file (`locales/words/<code>.json`) and adds its i18next resources; replaces earlier words
   * of the same code. The code must be a registered locale's.
   *
   * @throws {LocaleFileError} if the data does not follow the words format or its code has no locale
   */
  registerWords(data: unknown, file = '<inline>'): WordsData {
    const words = this.#compileWords(data, file);
    this.#revision++;
    return words;
  }

  /**
   * The words of the locale that answers to `code`, after fallback. Bundled words are validated and compiled on
   * first use (so a registry costs no more to make than before words existed).
   *
   * @throws {UnknownLocaleError} as {@link resolveCode}; {@link NoWordsError} if that locale has no words
   */
  words(code: string): Words {
    const resolved = this.resolveCode(code);
    let words = this.#words.get(resolved);
    const pending = this.#pendingWords.get(resolved);
    if (words === undefined && pending !== undefined) {
      this.#compileWords(pending[1](), pending[0]);
      words = this.#words.get(resolved);
    }
    if (words === undefined) throw new NoWordsError(resolved, [...new Set([...this.#words.keys(), ...this.#pendingWords.keys()])].sort());
    return words;
  }

  /**
   * Whether the locale that answers to `code` has words (a locale researched for its piece letters only has none).
   *
   * @throws {UnknownLocaleError} as {@link resolveCode}
   */
  hasWords(code: string): boolean {
    const resolved = this.resolveCode(code);
    return this.#words.has(resolved) || this.#pendingWords.has(resolved);
  }

  #compileWords(data: unknown, file: string): WordsData {
    const words = parseWords(data, file);
    if (!this.#unstored.has(words.code) && !this.#i18n.hasResourceBundle(words.code, NAMESPACE)) {
      throw new LocaleFileError(file, 'code', `no locale "${words.code}" is registered`);
    }
    const i18n = this.#i18n;
    if (i18n.hasResourceBundle(words.code, WORDS_NAMESPACE)) i18n.removeResourceBundle(words.code, WORDS_NAMESPACE);
    i18n.addResourceBundle(words.code, WORDS_NAMESPACE, i18nextResources(words), false, true, { silent: true });
    this.#words.set(words.code, { data: words, t: i18n.getFixedT(words.code, WORDS_NAMESPACE) });
    this.#pendingWords.delete(words.code);
    return words;
  }

  /**
   * Validates `data` and adds it. A later registration of the same code replaces the earlier one,
   * so a user can override a bundled locale.
   *
   * @param file where the data came from, for error messages
   * @returns the registered, frozen locale
   * @throws {LocaleFileError} if the data does not follow the locale file format
   */
  register(data: unknown, file = '<inline>'): Locale {
    const locale = parseLocale(data, file);
    this.#unstored.delete(locale.code);
    const i18n = this.#i18n;
    if (i18n.hasResourceBundle(locale.code, NAMESPACE)) i18n.removeResourceBundle(locale.code, NAMESPACE);
    // skipCopy keeps the nested frozen objects (and `undefined` fields) instead of a JSON round trip.
    i18n.addResourceBundle(locale.code, NAMESPACE, locale, false, true, { silent: true, skipCopy: true });
    this.#resolved.clear();
    this.#scriptVariants.clear();
    this.#revision++;
    return this.#stored(locale.code);
  }

  /** Grows by one with every registration, so callers can tell when what they cached is stale. */
  get revision(): number {
    return this.#revision;
  }

  /**
   * Reads a locale file (UTF-8 JSON) and registers it.
   *
   * @throws {LocaleFileError} with field `(file)` if the file cannot be read or is not JSON; otherwise as {@link register}
   */
  registerFile(path: string): Locale {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new LocaleFileError(path, '(file)', `cannot read: ${systemErrorText(error)}`);
    }
    let data: unknown;
    const json = text.replace(/^\uFEFF/, '');
    try {
      data = JSON.parse(json);
    } catch (error) {
      throw new LocaleFileError(path, '(file)', `not valid JSON: ${errorMessage(error)}`);
    }
    // JSON.parse keeps the last of two equal keys: a file that says one thing twice is an error.
    const duplicates = duplicateJsonKeys(json).map((d) => ({
      field: d.field,
      reason: `the key appears twice (again at line ${d.line}, column ${d.column}); JSON keeps only the last`,
    }));
    if (duplicates.length > 0) throw new LocaleFileError(path, duplicates[0]!.field, duplicates[0]!.reason, duplicates.slice(1));
    return this.register(data, path);
  }

  /**
   * The registered code that answers to `code` (see the class comment for the fallback order).
   *
   * @throws {UnknownLocaleError} if `code` is not a language tag or nothing registered answers to it;
   *   the error lists the registered codes
   */
  resolveCode(code: string): string {
    const cached = this.#resolved.get(code);
    if (cached !== undefined) return cached;
    // A registered code asked for as written is its own first candidate (registered codes are canonical):
    // answered without Intl, whose first use costs a few milliseconds at start-up.
    if (this.#unstored.has(code) || this.#i18n.hasResourceBundle(code, NAMESPACE)) {
      this.#resolved.set(code, code);
      return code;
    }
    for (const candidate of this.#candidates(code)) {
      if (this.#unstored.has(candidate) || this.#i18n.hasResourceBundle(candidate, NAMESPACE)) {
        this.#resolved.set(code, candidate);
        return candidate;
      }
    }
    throw new UnknownLocaleError(code, this.codes());
  }

  /**
   * The registered locales of one language in different scripts that `code` may mean, the one it
   * resolves to first (`sr` → `['sr-Cyrl', 'sr-Latn']`: Serbian is written in both, and bare `sr`
   * resolves to Cyrillic); `[]` when `code` names a script (`sr-Latn`, or `sh`, an alias of it),
   * resolves to a locale without one, or only one script of its language is registered. A text's
   * own script then decides which one reads it (`--from sr` on Latin `2.Sc3`: sr-Latn).
   *
   * @throws {UnknownLocaleError} as {@link resolveCode}
   */
  scriptVariants(code: string): string[] {
    const cached = this.#scriptVariants.get(code);
    if (cached !== undefined) return [...cached];
    const variants = this.#findScriptVariants(code);
    this.#scriptVariants.set(code, variants);
    return [...variants];
  }

  #findScriptVariants(code: string): string[] {
    const resolved = this.resolveCode(code);
    let asked: Intl.Locale;
    let found: Intl.Locale;
    try {
      asked = new Intl.Locale(code.replace(/_/g, '-'));
      found = new Intl.Locale(resolved);
    } catch {
      return [];
    }
    if (asked.script !== undefined || found.script === undefined) return [];
    const same = this.codes().filter((c) => {
      if (c === resolved || c === FIGURINE_CODE) return false;
      try {
        const l = new Intl.Locale(c);
        return l.language === found.language && l.script !== undefined && l.script !== found.script && l.region === found.region;
      } catch {
        return false;
      }
    });
    return same.length === 0 ? [] : [resolved, ...same];
  }

  /**
   * The locale that answers to `code`, after fallback.
   *
   * @throws {UnknownLocaleError} as {@link resolveCode}
   */
  get(code: string): Locale {
    return this.#stored(this.resolveCode(code));
  }

  /** Whether some registered locale answers to `code` (that is, whether {@link get} would succeed). */
  has(code: string): boolean {
    try {
      this.resolveCode(code);
      return true;
    } catch (error) {
      if (error instanceof UnknownLocaleError) return false;
      throw error;
    }
  }

  /** The registered codes, sorted. */
  codes(): string[] {
    const data = this.#i18n.store.data;
    const stored = Object.keys(data).filter((code) => this.#i18n.hasResourceBundle(code, NAMESPACE));
    return [...stored, ...this.#unstored.keys()].sort();
  }

  /** The registered locales, sorted by code. */
  list(): Locale[] {
    return this.codes().map((code) => this.#stored(code));
  }

  /**
   * The piece table of the locale that answers to `code`, built once per registered locale object.
   *
   * @throws {UnknownLocaleError} as {@link resolveCode}
   */
  pieceTable(code: string): PieceTable {
    const locale = this.get(code);
    let table = this.#tables.get(locale);
    if (table === undefined) {
      table = pieceTable(locale);
      this.#tables.set(locale, table);
    }
    return table;
  }

  /** The stored locale for a registered code. i18next stores a shallow copy; it is frozen here, once. */
  #stored(code: string): Locale {
    const unstored = this.#unstored.get(code);
    if (unstored !== undefined) {
      this.#unstored.delete(code);
      this.#i18n.addResourceBundle(code, NAMESPACE, deepFreeze(unstored), false, true, { silent: true, skipCopy: true });
    }
    const bundle = this.#i18n.getResourceBundle(code, NAMESPACE) as Locale | undefined;
    if (bundle === undefined) throw new UnknownLocaleError(code, this.codes());
    if (!Object.isFrozen(bundle)) Object.freeze(bundle);
    return bundle;
  }

  /** Codes to try for a requested code, best first, without duplicates. Empty if it is not a language tag. */
  #candidates(requested: string): string[] {
    let tag: string;
    let locale: Intl.Locale;
    try {
      tag = Intl.getCanonicalLocales(requested.trim().replaceAll('_', '-'))[0] ?? '';
      locale = new Intl.Locale(tag);
    } catch {
      return [];
    }
    // `und` (undetermined) must not "maximize" to English.
    if (!locale.language || locale.language === 'und') return [];
    const alias = LANGUAGE_ALIASES[locale.language];
    if (alias !== undefined) locale = new Intl.Locale(locale.baseName, { language: alias });

    const languageUtils = this.#i18n.services.languageUtils as LanguageUtils;
    const candidates = [tag, locale.baseName];
    for (const base of [locale.baseName, locale.maximize().baseName]) {
      for (const code of languageUtils.toResolveHierarchy(base, false)) {
        if (code !== locale.language) candidates.push(code);
      }
    }
    candidates.push(locale.language);
    return [...new Set(candidates)];
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
