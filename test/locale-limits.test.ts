// Locale files (issue 17, points 7 and 8): every problem reported at once, length limits,
// duplicate JSON keys.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocaleFileError } from '../src/core/errors.js';
import { LocaleRegistry } from '../src/locale/registry.js';
import { duplicateJsonKeys } from '../src/locale/json-duplicates.js';
import { registerLocale } from '../src/api.js';
import { REPO_ROOT } from './helpers/shared.js';
import { thrownBy } from './helpers/common.js';

const GOOD = {
  code: 'tlh',
  name: 'Test',
  script: 'Latn',
  direction: 'ltr',
  confidence: 'low',
  letters: { king: 'W', queen: 'X', rook: 'Y', bishop: 'Z', knight: 'J' },
  names: { king: 'w', queen: 'x', rook: 'y', bishop: 'z', knight: 'j', pawn: 'p' },
  sources: ['test'],
};

const failure = (fn: () => unknown): LocaleFileError => thrownBy(LocaleFileError, fn);

describe('registerLocale reports every problem at once', () => {
  it('missing and bad fields together, in one LocaleFileError with a problems array', () => {
    const data = {
      ...GOOD,
      name: undefined,
      script: 'latin',
      letters: { king: 'W', queen: 'X', rook: '' },
      names: { ...GOOD.names, pawn: 3 },
      extra: 1,
    };
    const e = failure(() => registerLocale(data, new LocaleRegistry()));
    expect(e.problems).toEqual([
      {
        field: 'extra',
        reason:
          'unknown key; allowed keys: code, name, nativeName, script, direction, confidence, letters, alsoRead, alsoReadFiles, caseSuffixMarks, andWords, colourWords, resignWords, conditionalWords, insteadWords, insteadAfterWords, mentionSuffixes, names, conventions, notes, sources',
      },
      { field: 'name', reason: 'required' },
      { field: 'script', reason: '"latin" is not an ISO 15924 script code such as Latn' },
      { field: 'letters.rook', reason: 'must not be empty' },
      { field: 'letters.bishop', reason: 'required' },
      { field: 'letters.knight', reason: 'required' },
      { field: 'names.pawn', reason: 'expected a string, got a number' },
    ]);
    expect(e.field).toBe('extra');
    expect(e.message).toMatch(
      /^<inline>: 7 problems: extra: unknown key; .*; name: required; script: .*; names\.pawn: expected a string, got a number$/,
    );
  });

  it('one problem keeps the one-problem message', () => {
    const e = failure(() => registerLocale({ ...GOOD, confidence: 'sure' }, new LocaleRegistry()));
    expect(e.message).toBe('<inline>: confidence: expected "high", "medium" or "low", got "sure"');
    expect(e.problems).toEqual([{ field: 'confidence', reason: 'expected "high", "medium" or "low", got "sure"' }]);
  });
});

describe('length limits', () => {
  it('a 100,000-character piece letter is rejected, and the message quotes only its start', () => {
    const e = failure(() => registerLocale({ ...GOOD, letters: { ...GOOD.letters, queen: 'Q'.repeat(100_000) } }, new LocaleRegistry()));
    expect(e.field).toBe('letters.queen');
    expect(e.reason).toBe(`100,000 characters, more than the 8 allowed (starts "${'Q'.repeat(20)}…")`);
    expect(e.message.length).toBeLessThan(200);
  });

  it('the longest bundled letter (Albanian Msh) is well within the limit; 8 characters pass, 9 do not', () => {
    expect(registerLocale({ ...GOOD, letters: { ...GOOD.letters, queen: 'Qqqqqqqq' } }, new LocaleRegistry()).letters.queen).toBe(
      'Qqqqqqqq',
    );
    expect(failure(() => registerLocale({ ...GOOD, letters: { ...GOOD.letters, queen: 'Qqqqqqqqq' } }, new LocaleRegistry())).field).toBe(
      'letters.queen',
    );
  });

  it('long names and notes are capped too', () => {
    expect(failure(() => registerLocale({ ...GOOD, name: 'N'.repeat(101) }, new LocaleRegistry())).field).toBe('name');
    expect(failure(() => registerLocale({ ...GOOD, notes: 'n'.repeat(10_001) }, new LocaleRegistry())).field).toBe('notes');
    expect(failure(() => registerLocale({ ...GOOD, sources: Array(101).fill('s') }, new LocaleRegistry())).field).toBe('sources');
  });
});

describe('duplicate keys', () => {
  it('are found with their path and position', () => {
    const text = '{\n  "letters": { "king": "K", "queen": "D",\n    "queen": "Q" },\n  "a": [ { "x": 1, "x": 2 } ], "a": 3\n}';
    expect(duplicateJsonKeys(text)).toEqual([
      { field: 'letters.queen', line: 3, column: 5 },
      { field: 'a[0].x', line: 4, column: 20 },
      { field: 'a', line: 4, column: 32 },
    ]);
    expect(duplicateJsonKeys('{"a\\"b": 1, "a\\u0022b": 2, "s": "{\\"x\\": 1, \\"x\\": 2}"}')).toEqual([
      { field: 'a"b', line: 1, column: 13 },
    ]);
  });

  it('in a locale file are an error, though JSON.parse accepts them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-locale-'));
    const file = join(dir, 'tlh.json');
    const json = JSON.stringify(GOOD, null, 2).replace('"queen": "X",', '"queen": "X",\n    "queen": "Y",');
    writeFileSync(file, json);
    expect(() => JSON.parse(json)).not.toThrow();
    const e = failure(() => new LocaleRegistry().registerFile(file));
    expect(e.field).toBe('letters.queen');
    expect(e.reason).toBe('the key appears twice (again at line 10, column 5); JSON keeps only the last');
  });

  it('none in the bundled locale files', () => {
    const dir = join(REPO_ROOT, 'locales');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      expect([f, duplicateJsonKeys(readFileSync(join(dir, f), 'utf8'))]).toEqual([f, []]);
    }
  });
});
