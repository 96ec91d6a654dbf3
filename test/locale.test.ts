import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LocaleFileError, UnknownLocaleError } from '../src/core/errors.js';
import { BUNDLED_LOCALES } from '../src/generated/locales.js';
import { LETTERED_ROLES, LocaleRegistry, LOCALE_ROLE_ORDER, parseLocale, pieceTable } from '../src/locale/index.js';
import type { Locale } from '../src/locale/index.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');

// prettier-ignore
const EXPECTED_CODES = [
  'af', 'ar', 'az', 'be', 'bg', 'bn', 'bs', 'ca', 'ceb', 'cs', 'cy', 'da', 'de', 'el', 'en', 'eo', 'es', 'et', 'eu',
  'fa', 'fi', 'figurine', 'fil', 'fr', 'fy', 'ga', 'gl', 'he', 'hi', 'hr', 'hu', 'hy', 'ia', 'id', 'is', 'it', 'ja',
  'ka', 'kk', 'ko', 'lb', 'lt', 'lv', 'mk', 'mn', 'ms', 'nb', 'nl', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq',
  'sr-Cyrl', 'sr-Latn', 'sv', 'sw', 'ta', 'th', 'tr', 'uk', 'ur', 'vi', 'zh',
].sort();

const registry = LocaleRegistry.withBundled();

/** A minimal valid locale; `patch` replaces or (with `undefined`) removes top-level keys. */
function localeData(patch: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    code: 'tlh',
    name: 'Klingon',
    nativeName: 'tlhIngan Hol',
    script: 'Latn',
    direction: 'ltr',
    confidence: 'low',
    letters: { king: 'Qa', queen: 'Be', rook: 'Ho', bishop: 'Ja', knight: 'Sa', pawn: 'Ma' },
    alsoRead: {},
    names: { king: 'ta', queen: "be'", rook: 'qach', bishop: 'lalDan', knight: 'Sargh', pawn: 'mang' },
    conventions: { capture: 'x' },
    notes: 'Invented for tests.',
    sources: ['test/locale.test.ts'],
  };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

function fieldOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(LocaleFileError);
    return (error as LocaleFileError).field;
  }
  throw new Error('expected a LocaleFileError');
}

describe('bundled locales', () => {
  it('every bundled file parses and is named after its code', () => {
    expect(BUNDLED_LOCALES.length).toBe(EXPECTED_CODES.length);
    for (const [file, data] of BUNDLED_LOCALES) {
      const locale = parseLocale(data, file);
      expect(file).toBe(`locales/${locale.code}.json`);
      expect(locale.sources.length).toBeGreaterThan(0);
      if (locale.code !== 'figurine') expect(locale.nativeName).toBeTruthy();
    }
  });

  it('the tables made at build time are what validating each file gives, served frozen', () => {
    const own = LocaleRegistry.withBundled();
    expect(own.codes()).toEqual([...EXPECTED_CODES].sort());
    for (const [file, locale] of BUNDLED_LOCALES) {
      const fromFile = parseLocale(JSON.parse(readFileSync(join(REPO, file), 'utf8')), file);
      expect(locale).toStrictEqual(fromFile);
      const served = own.get(fromFile.code);
      expect(served).toStrictEqual(fromFile);
      expect(Object.isFrozen(served) && Object.isFrozen(served.letters) && Object.isFrozen(served.sources)).toBe(true);
    }
  });

  it('a bundled locale asked for by its own code, or by a fallback, is the same object', () => {
    const own = LocaleRegistry.withBundled();
    expect(own.get('de-AT')).toBe(own.get('de'));
    expect(own.resolveCode('sr')).toBe('sr-Cyrl');
    expect(own.resolveCode('no')).toBe('nb');
  });

  it('the registry holds exactly the expected codes, sorted', () => {
    expect(registry.codes()).toEqual(EXPECTED_CODES);
    expect(registry.list().map((l) => l.code)).toEqual(EXPECTED_CODES);
  });

  it('every locale has five distinct piece letters and six names', () => {
    for (const locale of registry.list()) {
      const letters = LETTERED_ROLES.map((role) => locale.letters[role]);
      expect(
        letters.every((l) => typeof l === 'string' && l.length > 0),
        locale.code,
      ).toBe(true);
      expect(new Set(letters).size, locale.code).toBe(5);
      for (const role of LOCALE_ROLE_ORDER) expect(locale.names[role], `${locale.code} ${role}`).toBeTruthy();
    }
  });

  it('locales are deeply frozen', () => {
    const de = registry.get('de');
    expect(Object.isFrozen(de)).toBe(true);
    expect(Object.isFrozen(de.letters)).toBe(true);
    expect(Object.isFrozen(de.sources)).toBe(true);
    expect(() => {
      (de.letters as { king: string }).king = 'X';
    }).toThrow(TypeError);
  });

  const letters = (code: string): Locale['letters'] => registry.get(code).letters;

  it('has the hard locales with the right letters', () => {
    expect(letters('ru')).toEqual({ king: 'Кр', queen: 'Ф', rook: 'Л', bishop: 'С', knight: 'К', pawn: 'п' });
    expect(letters('uk')).toEqual({ king: 'Кр', queen: 'Ф', rook: 'Т', bishop: 'С', knight: 'К', pawn: 'п' });
    expect(letters('sq')).toEqual({ king: 'M', queen: 'Msh', rook: 'Ku', bishop: 'O', knight: 'Ka', pawn: 'U' });
    expect(letters('bn')).toMatchObject({ king: 'R', queen: 'M', rook: 'N', bishop: 'G', knight: 'Gh', pawn: 'B' });
    expect(letters('nl')).toMatchObject({ knight: 'P', pawn: 'O' });
    expect(letters('et')).toMatchObject({ queen: 'L', bishop: 'O', knight: 'R', pawn: 'E' });
    expect(letters('tr')).toMatchObject({ king: 'Ş', rook: 'K' });
    expect(letters('el')).toEqual({ king: 'Ρ', queen: 'Β', rook: 'Π', bishop: 'Α', knight: 'Ι', pawn: 'Σ' });
    expect(letters('bg')).toMatchObject({ king: 'Ц', bishop: 'О', knight: 'К' });
    expect(letters('de')).toEqual({ king: 'K', queen: 'D', rook: 'T', bishop: 'L', knight: 'S', pawn: 'B' });
    expect(letters('ar')).toMatchObject({ king: 'م', queen: 'و' });
    expect(registry.get('ar').direction).toBe('rtl');
  });

  it('writes a pawn letter only where one is attested', () => {
    expect(letters('eo').pawn).toBeUndefined();
    expect(letters('vi').pawn).toBeUndefined();
    expect(letters('en').pawn).toBe('P');
  });

  it('keeps the first of several names and camelCase conventions', () => {
    expect(registry.get('sl').names.queen).toBe('dama');
    expect(registry.get('fi').names.queen).toBe('kuningatar');
    expect(registry.get('de').conventions.enPassant).toBe('e.p.');
    expect(registry.get('de').nativeName).toBe('Deutsch');
  });

  it('has the figurine locale, reading black glyphs too', () => {
    const fig = registry.get('figurine');
    expect(fig.script).toBe('Zsym');
    expect(fig.letters).toEqual({ king: '♔', queen: '♕', rook: '♖', bishop: '♗', knight: '♘', pawn: '♙' });
    const table = registry.pieceTable('figurine');
    expect(table.roleOf.get('♚')).toBe('king');
    expect(table.roleOf.get('♞')).toBe('knight');
    expect(table.roleOf.get('♟')).toBe('pawn');
    expect(table.tokens).toHaveLength(12);
  });
});

describe('pieceTable', () => {
  it('puts longer tokens first', () => {
    const ru = registry.pieceTable('ru').tokens;
    expect(ru.indexOf('Кр')).toBeLessThan(ru.indexOf('К'));
    expect(ru[0]).toBe('Кр');
    const sq = registry.pieceTable('sq').tokens;
    expect(sq.indexOf('Msh')).toBeLessThan(sq.indexOf('M'));
    expect(sq).toEqual(['Msh', 'Ku', 'Ka', 'M', 'O', 'U']);
    const bn = registry.pieceTable('bn').tokens;
    expect(bn.indexOf('Gh')).toBeLessThan(bn.indexOf('G'));
  });

  it('keeps role order king, queen, rook, bishop, knight, pawn among equal lengths', () => {
    expect(registry.pieceTable('de').tokens).toEqual(['K', 'D', 'T', 'L', 'S', 'B']);
    expect(registry.pieceTable('en').tokens).toEqual(['K', 'Q', 'R', 'B', 'N', 'P']);
  });

  it('maps every token to its role', () => {
    const table = registry.pieceTable('ru');
    expect(table.roleOf.get('Кр')).toBe('king');
    expect(table.roleOf.get('К')).toBe('knight');
    expect(table.roleOf.get('п')).toBe('pawn');
    for (const locale of registry.list()) {
      const t = registry.pieceTable(locale.code);
      expect(t.roleOf.size, locale.code).toBe(t.tokens.length);
    }
  });

  it('is cached per locale and pure', () => {
    expect(registry.pieceTable('de-AT')).toBe(registry.pieceTable('de'));
    expect(pieceTable(registry.get('de'))).toEqual(registry.pieceTable('de'));
  });
});

describe('resolveCode', () => {
  it('falls back along the BCP-47 hierarchy', () => {
    expect(registry.resolveCode('de')).toBe('de');
    expect(registry.resolveCode('de-AT')).toBe('de');
    expect(registry.resolveCode('DE')).toBe('de');
    expect(registry.resolveCode('de_AT')).toBe('de');
    expect(registry.resolveCode('de-at')).toBe('de');
    expect(registry.resolveCode('pt-BR')).toBe('pt');
    expect(registry.resolveCode('sr-Cyrl-RS')).toBe('sr-Cyrl');
    expect(registry.resolveCode('sr-latn-rs')).toBe('sr-Latn');
    expect(registry.resolveCode('zh-TW')).toBe('zh');
    expect(registry.resolveCode('en-US-u-ca-gregory')).toBe('en');
  });

  it('maps Norwegian no to nb and bare sr to Cyrillic (CLDR likely subtags)', () => {
    expect(registry.resolveCode('no')).toBe('nb');
    expect(registry.resolveCode('no-NO')).toBe('nb');
    expect(registry.resolveCode('sr')).toBe('sr-Cyrl');
    expect(registry.resolveCode('sr-RS')).toBe('sr-Cyrl');
    expect(registry.resolveCode('sh')).toBe('sr-Latn');
  });

  it('accepts figurine in any case', () => {
    expect(registry.resolveCode('figurine')).toBe('figurine');
    expect(registry.resolveCode('Figurine')).toBe('figurine');
  });

  it('rejects unknown codes and invalid tags, listing the available codes', () => {
    for (const bad of ['xx', 'tlh', 'la', '', 'not a tag', '12', 'und', 'x-foo']) {
      let error: unknown;
      try {
        registry.resolveCode(bad);
      } catch (e) {
        error = e;
      }
      expect(error, bad).toBeInstanceOf(UnknownLocaleError);
      const unknown = error as UnknownLocaleError;
      expect(unknown.requested).toBe(bad);
      expect(unknown.available).toEqual(EXPECTED_CODES);
      expect(unknown.message).toContain('available: af, ar, az');
      expect(unknown.message).toContain('sr-Cyrl, sr-Latn');
    }
    expect(registry.has('xx')).toBe(false);
    expect(registry.has('de-CH')).toBe(true);
    expect(() => registry.get('xx')).toThrow(UnknownLocaleError);
  });
});

describe('registering locales', () => {
  it('registers a user locale', () => {
    const own = new LocaleRegistry();
    expect(own.codes()).toEqual([]);
    const tlh = own.register(localeData());
    expect(tlh.code).toBe('tlh');
    expect(own.get('tlh-x-test')).toBe(tlh);
    expect(own.pieceTable('tlh').roleOf.get('Qa')).toBe('king');
    expect(own.codes()).toEqual(['tlh']);
    expect(registry.has('tlh')).toBe(false);
  });

  it('lets a later registration override a bundled locale', () => {
    const own = LocaleRegistry.withBundled();
    const before = own.pieceTable('de');
    const data = { ...(registry.get('de') as unknown as Record<string, unknown>) };
    data.alsoRead = { knight: ['Sp'] };
    own.register(data, 'my-de.json');
    expect(own.get('de').alsoRead.knight).toEqual(['Sp']);
    const after = own.pieceTable('de-AT');
    expect(after).not.toBe(before);
    expect(after.tokens[0]).toBe('Sp');
    expect(registry.get('de').alsoRead.knight).toBeUndefined();
  });

  it('a more specific user locale wins over the fallback', () => {
    const own = LocaleRegistry.withBundled();
    own.register({ ...localeData(), code: 'de-CH', letters: { king: 'K', queen: 'D', rook: 'T', bishop: 'L', knight: 'S' } });
    expect(own.resolveCode('de-CH')).toBe('de-CH');
    expect(own.resolveCode('de-AT')).toBe('de');
  });

  it('reports invalid locale data with the field at fault', () => {
    const letters = (patch: Record<string, unknown>) => ({
      letters: { king: 'K', queen: 'D', rook: 'T', bishop: 'L', knight: 'S', ...patch },
    });
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['missing queen letter', { letters: { king: 'K', rook: 'T', bishop: 'L', knight: 'S' } }, 'letters.queen'],
      ['duplicate letter', letters({ bishop: 'S' }), 'letters.knight'],
      ['file letter b', letters({ bishop: 'b' }), 'letters.bishop'],
      ['starts with a digit', letters({ rook: '1T' }), 'letters.rook'],
      ['empty letter', letters({ rook: '' }), 'letters.rook'],
      ['whitespace', letters({ rook: 'T T' }), 'letters.rook'],
      ['castling-like', letters({ king: 'O-O' }), 'letters.king'],
      ['capture mark', letters({ king: 'x' }), 'letters.king'],
      ['unknown role', letters({ emperor: 'E' }), 'letters.emperor'],
      ['alsoRead clash', { ...letters({}), alsoRead: { pawn: ['K'] } }, 'alsoRead.pawn[0]'],
      ['bad code', { code: 'not a code' }, 'code'],
      ['non-canonical code', { code: 'DE-at' }, 'code'],
      ['missing code', { code: undefined }, 'code'],
      ['unknown top-level key', { pieces: {} }, 'pieces'],
      ['bad direction', { direction: 'up' }, 'direction'],
      ['bad confidence', { confidence: 'sure' }, 'confidence'],
      ['bad script', { script: 'latin' }, 'script'],
      ['missing pawn name', { names: { king: 'a', queen: 'b', rook: 'c', bishop: 'd', knight: 'e' } }, 'names.pawn'],
      ['sources not a list', { sources: 'me' }, 'sources'],
    ];
    for (const [label, patch, field] of cases) {
      expect(
        fieldOf(() => parseLocale(localeData(patch), 'x.json')),
        label,
      ).toBe(field);
    }
    expect(fieldOf(() => parseLocale([], 'x.json'))).toBe('(root)');
  });

  it('names both roles of a duplicate token', () => {
    try {
      parseLocale(localeData({ letters: { king: 'K', queen: 'D', rook: 'T', bishop: 'S', knight: 'S' } }), 'dup.json');
      expect.unreachable();
    } catch (error) {
      const e = error as LocaleFileError;
      expect(e.file).toBe('dup.json');
      expect(e.reason).toContain('bishop');
      expect(e.reason).toContain('knight');
      expect(e.message).toContain('dup.json: letters.knight:');
    }
  });

  it('leaves a registry unchanged when registration fails', () => {
    const own = new LocaleRegistry();
    expect(() => own.register(localeData({ code: 'Bad Code' }))).toThrow(LocaleFileError);
    expect(own.codes()).toEqual([]);
  });
});

describe('registerFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-locale-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a locale file', () => {
    const path = join(dir, 'tlh.json');
    writeFileSync(path, JSON.stringify(localeData()));
    const own = new LocaleRegistry();
    expect(own.registerFile(path).code).toBe('tlh');
    expect(own.has('tlh')).toBe(true);
  });

  it('reports bad JSON and missing files', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ "code": "tlh", ');
    const own = new LocaleRegistry();
    try {
      own.registerFile(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LocaleFileError);
      const e = error as LocaleFileError;
      expect(e.file).toBe(bad);
      expect(e.field).toBe('(file)');
      expect(e.reason).toMatch(/^not valid JSON: /);
    }
    expect(fieldOf(() => own.registerFile(join(dir, 'missing.json')))).toBe('(file)');
  });

  it('reports schema errors with the file path', () => {
    const path = join(dir, 'nocode.json');
    writeFileSync(path, JSON.stringify(localeData({ code: undefined })));
    try {
      new LocaleRegistry().registerFile(path);
      expect.unreachable();
    } catch (error) {
      expect((error as LocaleFileError).file).toBe(path);
      expect((error as LocaleFileError).field).toBe('code');
    }
  });
});
