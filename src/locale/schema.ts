/**
 * Validation of locale data (a parsed `locales/<code>.json` or a user-supplied object) into a {@link Locale}.
 * Every rule violation is a {@link LocaleFileError} naming the file and the offending field.
 */
import { LocaleFileError } from '../core/errors.js';
import type { Role } from '../core/types.js';
import type { Locale } from './types.js';

/** Roles in the order locale files list them, and the tie-break order of piece tables. */
export const LOCALE_ROLE_ORDER = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'] as const satisfies readonly Role[];

/** The roles that must have a letter in every locale (the pawn letter is optional). */
export const LETTERED_ROLES = ['king', 'queen', 'rook', 'bishop', 'knight'] as const satisfies readonly Role[];

/** The code of the language-independent figurine locale (not a BCP-47 tag). */
export const FIGURINE_CODE = 'figurine';

/** Every top-level key a locale file may have; any other key is an error. */
export const LOCALE_KEYS = [
  'code',
  'name',
  'nativeName',
  'script',
  'direction',
  'confidence',
  'letters',
  'alsoRead',
  'alsoReadFiles',
  'caseSuffixMarks',
  'andWords',
  'colourWords',
  'resignWords',
  'conditionalWords',
  'insteadWords',
  'insteadAfterWords',
  'mentionSuffixes',
  'names',
  'conventions',
  'notes',
  'sources',
] as const;

/**
 * Characters a piece token may not start with, because move text uses them right after or instead of a piece:
 * files a–h, capture, move separators, promotion, check/mate, glyphs, brackets, slash, full stop, comma.
 * Digits (any script) are checked separately.
 */
const FORBIDDEN_FIRST = new Set([...'abcdefgh', ...'x×:-–—=+#!?()/.,']);
/** Characters a piece token may not contain anywhere (they would split a move in two). */
const FORBIDDEN_ANYWHERE = new Set([...'×:-–—=+#!?()/.,']);
/** `O-O`, `0-0-0` and look-alikes. */
const CASTLING_LIKE = /^[O0Оo](?:[-–—][O0Оo])+$/u;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Freezes `value` and everything reachable from it; returns it with a readonly view of its type. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Length limits, in characters (code points). A piece token is repeated in every message about a
 * move, so it is kept short (the longest real one, Albanian `Msh`, has 3); other texts are capped
 * so that a mistaken file cannot carry megabytes into every message and listing.
 */
export const LOCALE_LIMITS = {
  token: 8,
  name: 100,
  convention: 1000,
  notes: 10_000,
  source: 2000,
  /** Entries of a list (`alsoRead.<role>`, `sources`) and of `conventions`. */
  entries: 100,
} as const;

/** A broken rule found while checking one field; collected, then reported together. */
class FieldProblem {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {}
}

/**
 * Checks `data` against the locale file format and returns it as a deeply frozen {@link Locale}.
 * The input is not modified; the result is a fresh object.
 *
 * @param data parsed JSON (or any value) claiming to be a locale
 * @param file where the data came from, for error messages (a path, `locales/de.json`, `<inline>`)
 * @throws {LocaleFileError} listing every rule broken (`problems`), each with the path of its field;
 *   `field` and `reason` are those of the first
 */
/** The marks a language may write between a number or a move and its case ending: hyphen, colon, apostrophes. */
export const CASE_SUFFIX_MARKS: readonly string[] = ['-', ':', "'", '’'];

export function parseLocale(data: unknown, file: string): Locale {
  const problems: FieldProblem[] = [];
  // Annotated so that TypeScript narrows after a call, like an assertion.
  const fail: (field: string, reason: string) => never = (field, reason) => {
    throw new FieldProblem(field, reason);
  };
  /** Runs the checks of one field; a problem is recorded and `fallback` stands in for the value. */
  const checked = <T>(fallback: T, check: () => T): T => {
    try {
      return check();
    } catch (e) {
      if (!(e instanceof FieldProblem)) throw e;
      problems.push(e);
      return fallback;
    }
  };
  const report = (): void => {
    if (problems.length === 0) return;
    const [first, ...more] = problems;
    throw new LocaleFileError(file, first!.field, first!.reason, more);
  };

  if (!isObject(data)) throw new LocaleFileError(file, '(root)', 'expected a JSON object');
  for (const key of Object.keys(data)) {
    if (!(LOCALE_KEYS as readonly string[]).includes(key)) {
      problems.push(new FieldProblem(limited(key, 40), `unknown key; allowed keys: ${LOCALE_KEYS.join(', ')}`));
    }
  }

  const requiredString = (field: string, value: unknown, max: number = LOCALE_LIMITS.name): string => {
    if (value === undefined) return fail(field, 'required');
    if (typeof value !== 'string') return fail(field, `expected a string, got ${describe(value)}`);
    if (value.trim() === '') return fail(field, 'must not be empty');
    if (value.length > max && [...value].length > max) {
      return fail(
        field,
        `${[...value].length.toLocaleString('en')} characters, more than the ${max.toLocaleString('en')} allowed (starts "${limited(value, 20)}")`,
      );
    }
    return value;
  };
  const optionalString = (field: string, value: unknown, max?: number): string | undefined =>
    value === undefined ? undefined : requiredString(field, value, max);
  const optionalObject = (field: string, value: unknown): Json => {
    if (value === undefined) return {};
    if (!isObject(value)) return fail(field, `expected an object, got ${describe(value)}`);
    return value;
  };
  const requiredObject = (field: string, value: unknown): Json => {
    if (value === undefined) return fail(field, 'required');
    return optionalObject(field, value);
  };
  const rejectUnknownRoles = (field: string, value: Json, allowed: readonly string[]): void => {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        problems.push(new FieldProblem(`${field}.${limited(key, 40)}`, `unknown role; expected one of ${allowed.join(', ')}`));
      }
    }
  };
  const list = (field: string, value: unknown): unknown[] => {
    if (!Array.isArray(value)) return fail(field, `expected an array of strings, got ${describe(value)}`);
    if (value.length > LOCALE_LIMITS.entries) return fail(field, `${value.length} entries, more than the ${LOCALE_LIMITS.entries} allowed`);
    return value as unknown[];
  };

  // code
  const code = checked('', () => {
    const code = requiredString('code', data.code);
    if (code !== FIGURINE_CODE) {
      let canonical: string | undefined;
      try {
        canonical = Intl.getCanonicalLocales(code)[0];
      } catch {
        fail('code', `"${limited(code, 40)}" is not a BCP-47 language tag (nor "${FIGURINE_CODE}")`);
      }
      if (canonical !== code) fail('code', `"${code}" is not in canonical form; write "${canonical}"`);
    }
    return code;
  });

  const name = checked('', () => requiredString('name', data.name));
  const nativeName = checked(undefined, () => optionalString('nativeName', data.nativeName));

  const script = checked('', () => {
    const script = requiredString('script', data.script);
    if (!/^[A-Z][a-z]{3}$/.test(script)) fail('script', `"${limited(script, 20)}" is not an ISO 15924 script code such as Latn`);
    return script;
  });

  const direction = checked('ltr' as const, () => {
    const direction = requiredString('direction', data.direction);
    if (direction !== 'ltr' && direction !== 'rtl') fail('direction', `expected "ltr" or "rtl", got "${limited(direction, 20)}"`);
    return direction;
  });

  const confidence = checked('low' as const, () => {
    const confidence = requiredString('confidence', data.confidence);
    if (confidence !== 'high' && confidence !== 'medium' && confidence !== 'low') {
      fail('confidence', `expected "high", "medium" or "low", got "${limited(confidence, 20)}"`);
    }
    return confidence;
  });

  // letters and alsoRead: every token checked alone, then all together for uniqueness.
  const seen = new Map<string, { role: Role; field: string }>();
  const addToken = (role: Role, field: string, value: unknown): string =>
    checked('', () => {
      const token = requiredString(field, value, LOCALE_LIMITS.token);
      checkToken(token, field, fail);
      const earlier = seen.get(token);
      if (earlier) {
        fail(field, `token "${token}" is already used for ${earlier.role} (${earlier.field}); ` + `it cannot also stand for ${role}`);
      }
      seen.set(token, { role, field });
      return token;
    });

  const lettersData = checked({}, () => requiredObject('letters', data.letters));
  rejectUnknownRoles('letters', lettersData, LOCALE_ROLE_ORDER);
  const letters: Record<string, string> = {};
  for (const role of LOCALE_ROLE_ORDER) {
    const value = lettersData[role];
    if (role === 'pawn' && value === undefined) continue;
    letters[role] = addToken(role, `letters.${role}`, value);
  }

  const alsoReadData = checked({}, () => optionalObject('alsoRead', data.alsoRead));
  rejectUnknownRoles('alsoRead', alsoReadData, LOCALE_ROLE_ORDER);
  const alsoRead: Partial<Record<Role, string[]>> = {};
  for (const role of LOCALE_ROLE_ORDER) {
    if (alsoReadData[role] === undefined) continue;
    const tokens = checked([], () => list(`alsoRead.${role}`, alsoReadData[role]));
    alsoRead[role] = tokens.map((token, i) => addToken(role, `alsoRead.${role}[${i}]`, token));
  }

  // alsoReadFiles: eight single characters, one per file a–h, none a file letter, digit, mark or piece token.
  let alsoReadFiles: string[] | undefined;
  if (data.alsoReadFiles !== undefined) {
    alsoReadFiles = checked(undefined, () => {
      const files = list('alsoReadFiles', data.alsoReadFiles);
      if (files.length !== 8) fail('alsoReadFiles', `expected 8 characters (files a–h), got ${files.length}`);
      return files.map((value, i) => {
        const field = `alsoReadFiles[${i}]`;
        const c = requiredString(field, value, 1);
        if (/[\s\p{Cc}\p{Cf}\p{Nd}]/u.test(c) || FORBIDDEN_FIRST.has(c) || c.normalize('NFC') !== c) {
          fail(field, `"${c}" cannot stand for a file: it is white space, a digit, a file letter or a mark, or not NFC`);
        }
        const earlier = seen.get(c);
        if (earlier) fail(field, `"${c}" is already a piece token (${earlier.field})`);
        if (files.indexOf(value) !== i) fail(field, `"${c}" stands for two files`);
        return c;
      });
    });
  }

  // caseSuffixMarks: the marks that join a case ending to a number or a move (`-` in `1963-ban`, `:` in `e4:llä`).
  let caseSuffixMarks: string[] | undefined;
  if (data.caseSuffixMarks !== undefined) {
    caseSuffixMarks = checked(undefined, () =>
      list('caseSuffixMarks', data.caseSuffixMarks).map((value, i) => {
        const c = requiredString(`caseSuffixMarks[${i}]`, value, 1);
        if (!CASE_SUFFIX_MARKS.includes(c))
          fail(`caseSuffixMarks[${i}]`, `"${c}" is not a mark that joins a case ending (one of ${CASE_SUFFIX_MARKS.join(' ')})`);
        return c;
      }),
    );
  }

  // andWords: the language's word for "and" where it stands between White's and Black's move (Persian `1. e4 و e5`).
  let andWords: string[] | undefined;
  if (data.andWords !== undefined) {
    andWords = checked(undefined, () =>
      list('andWords', data.andWords).map((value, i) => {
        const w = requiredString(`andWords[${i}]`, value, 8);
        if (!/^\p{L}[\p{L}\p{M}]{0,7}$/u.test(w) || /^[a-h]$/.test(w) || w.normalize('NFC') !== w) {
          fail(`andWords[${i}]`, `"${w}" is not a word of one to eight letters (and not a file letter), in NFC`);
        }
        return w;
      }),
    );
  }

  // colourWords: the words for White and Black that texts write before a move (`White: e4`, `白方 兵e2->e4`, `۲- سیاه e5`).
  let colourWords: { white: string[]; black: string[] } | undefined;
  if (data.colourWords !== undefined) {
    colourWords = checked(undefined, () => {
      const obj = requiredObject('colourWords', data.colourWords);
      for (const key of Object.keys(obj))
        if (key !== 'white' && key !== 'black') fail(`colourWords.${limited(key, 40)}`, 'unknown key; allowed keys: white, black');
      const words = (side: 'white' | 'black'): string[] =>
        list(`colourWords.${side}`, obj[side]).map((value, i) => {
          const field = `colourWords.${side}[${i}]`;
          const w = requiredString(field, value, 12);
          if (!/^\p{L}[\p{L}\p{M}]{0,11}$/u.test(w) || /^[a-h]$/.test(w) || w.normalize('NFC') !== w) {
            fail(field, `"${w}" is not a word of one to twelve letters (and not a file letter), in NFC`);
          }
          return w;
        });
      const result = { white: words('white'), black: words('black') };
      const clash = result.white.find((w) => result.black.some((b) => b.toLocaleLowerCase() === w.toLocaleLowerCase()));
      if (clash !== undefined) fail('colourWords', `"${clash}" stands for both White and Black`);
      return result;
    });
  }

  /** A list of words or endings (each of at most `max` characters, matching `pattern`, in NFC); `what` says what one must be. */
  const wordList = (
    field: 'resignWords' | 'conditionalWords' | 'insteadWords' | 'insteadAfterWords' | 'mentionSuffixes',
    max: number,
    pattern: RegExp,
    what: string,
  ): string[] | undefined =>
    data[field] === undefined
      ? undefined
      : checked(undefined, () =>
          list(field, data[field]).map((value, i) => {
            const w = requiredString(`${field}[${i}]`, value, max);
            if (!pattern.test(w) || w.normalize('NFC') !== w) fail(`${field}[${i}]`, `"${w}" is not ${what}, in NFC`);
            return w;
          }),
        );

  // resignWords: the words with which texts say a side gave the game up after its last move (`y las negras se rindieron`),
  // or a phrase of two to four words with a space between each (`se rindió`, `a abandonné la partie`: a phrase that says
  // nothing else, read where a clause goes on after it; a word of a phrase may have one letter).
  const resignWords = wordList(
    'resignWords',
    41,
    /^(?:\p{L}[\p{L}\p{M}]{1,19}|\p{L}[\p{L}\p{M}]{0,19}(?: \p{L}[\p{L}\p{M}]{0,19}){1,3})$/u,
    'a word of two to twenty letters, or a phrase of two to four words of up to twenty letters with a space between each',
  );
  // conditionalWords: the language's words for "if" that put a line as a supposition (`Wenn 8. Sc3, dann d4!`).
  const conditionalWords = wordList('conditionalWords', 20, /^\p{L}[\p{L}\p{M}]{1,19}$/u, 'a word of two to twenty letters');
  // insteadWords, insteadAfterWords: the language's words or phrases for "instead of" right before a move the text names
  // (`вместо 5.Кg5`, `au lieu de 5.Cg5`, `i.p.v. 20…Pxg6`) or right after it (`5.Hf3 helyett`): a word of two to twenty
  // letters (full stops of an abbreviation among them), or up to five words of one to twenty letters with a space between
  // each (`i stedet for`, `à la place de`).
  const phrase = /^(?=\S{2}|\S+ )\p{L}[\p{L}\p{M}.]{0,19}(?: \p{L}[\p{L}\p{M}.]{0,19}){0,4}$/u;
  const phraseWhat = 'a word of two to twenty letters, or up to five words of one to twenty letters with a space between each';
  const insteadWords = wordList('insteadWords', 104, phrase, phraseWhat);
  const insteadAfterWords = wordList('insteadAfterWords', 104, phrase, phraseWhat);
  // mentionSuffixes: case endings that, glued to a move, make it a move the sentence names (`3...Fc5'ten sonra`).
  const mentionSuffixes = wordList('mentionSuffixes', 8, /^\p{Ll}[\p{Ll}\p{M}]{0,7}$/u, 'an ending of one to eight lower-case letters');

  const namesData = checked({}, () => requiredObject('names', data.names));
  rejectUnknownRoles('names', namesData, LOCALE_ROLE_ORDER);
  const names: Record<string, string> = {};
  for (const role of LOCALE_ROLE_ORDER) names[role] = checked('', () => requiredString(`names.${role}`, namesData[role]));

  const conventionsData = checked({}, () => optionalObject('conventions', data.conventions));
  const conventions: Record<string, string> = {};
  const conventionEntries = Object.entries(conventionsData);
  if (conventionEntries.length > LOCALE_LIMITS.entries) {
    problems.push(new FieldProblem('conventions', `${conventionEntries.length} entries, more than the ${LOCALE_LIMITS.entries} allowed`));
  } else {
    for (const [key, value] of conventionEntries) {
      conventions[key] = checked('', () => requiredString(`conventions.${limited(key, 40)}`, value, LOCALE_LIMITS.convention));
    }
  }

  const notes = checked(undefined, () => optionalString('notes', data.notes, LOCALE_LIMITS.notes));

  let sources: string[] = [];
  if (data.sources !== undefined) {
    sources = checked([], () => list('sources', data.sources)).map((s, i) =>
      checked('', () => requiredString(`sources[${i}]`, s, LOCALE_LIMITS.source)),
    );
  }

  report();
  const locale: Locale = {
    code,
    name,
    nativeName,
    script,
    direction,
    confidence,
    letters: letters as Locale['letters'],
    alsoRead,
    ...(alsoReadFiles !== undefined ? { alsoReadFiles } : {}),
    ...(caseSuffixMarks !== undefined ? { caseSuffixMarks } : {}),
    ...(andWords !== undefined ? { andWords } : {}),
    ...(colourWords !== undefined ? { colourWords } : {}),
    ...(resignWords !== undefined ? { resignWords } : {}),
    ...(conditionalWords !== undefined ? { conditionalWords } : {}),
    ...(insteadWords !== undefined ? { insteadWords } : {}),
    ...(insteadAfterWords !== undefined ? { insteadAfterWords } : {}),
    ...(mentionSuffixes !== undefined ? { mentionSuffixes } : {}),
    names: names as Record<Role, string>,
    conventions,
    notes,
    sources,
  };
  return deepFreeze(locale);
}

/** At most `max` characters of `text` for a message, with `…` when cut. */
function limited(text: string, max: number): string {
  const chars = [...text.slice(0, max * 2)];
  return chars.length > max ? chars.slice(0, max).join('') + '…' : chars.join('');
}

/** Rules for one piece token (a letter or an also-read token). */
function checkToken(token: string, field: string, fail: (field: string, reason: string) => never): void {
  if (/\s/u.test(token)) fail(field, `token "${token}" contains whitespace`);
  if (/[\p{Cc}\p{Cf}]/u.test(token)) fail(field, `token "${token}" contains a control or invisible format character`);
  if (token.normalize('NFC') !== token) fail(field, `token "${token}" is not in Unicode NFC form`);
  if (CASTLING_LIKE.test(token)) fail(field, `token "${token}" looks like castling`);
  const first = String.fromCodePoint(token.codePointAt(0) ?? 0);
  if (/^\p{Nd}/u.test(first)) fail(field, `token "${token}" starts with a digit, which reads as a rank`);
  if (FORBIDDEN_FIRST.has(first)) {
    fail(field, `token "${token}" starts with "${first}", which move text uses for a file or a mark`);
  }
  for (const ch of token) {
    if (FORBIDDEN_ANYWHERE.has(ch)) fail(field, `token "${token}" contains "${ch}", which move text uses as a mark`);
    if (/\p{Nd}/u.test(ch)) fail(field, `token "${token}" contains a digit, which reads as a rank`);
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
