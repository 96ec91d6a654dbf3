// `chess-lingua detect` (detectCommand, run in memory): one line or JSON object per game, exit
// 0 when every game has one reading, 1 when some game is ambiguous, mixed or unreadable, 2 for
// wrong usage. Files in legacy encodings are decoded first.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectCommand, type DetectCommandOptions } from '../src/cli/detect-command.js';
import { runInMemory } from './helpers/common.js';
import { foreign, registry } from './permissive-helpers.js';

function run(
  files: string[],
  opts: Partial<DetectCommandOptions> = {},
  stdin: string | Uint8Array = '',
): Promise<{ code: number; out: string; err: string }> {
  return runInMemory((io) => detectCommand(files, { json: false, ...opts }, io, registry), stdin);
}

const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-detect-'));
const file = (name: string, content: string | Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Text in a single-byte code page, byte for byte (the inverse of TextDecoder). */
function encode(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byChar = new Map<string, number>();
  for (let b = 255; b >= 0; b--) byChar.set(decoder.decode(new Uint8Array([b])), b);
  return Uint8Array.from([...text].map((c) => byChar.get(c) ?? 0x3f));
}

describe('chess-lingua detect', () => {
  it('a German game: one line naming German and the locales that read it alike; exit 0', async () => {
    const path = file('de.pgn', foreign('de-1-anderssen-kieseritzky-1851.txt'));
    const r = await run([path]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${path}:1:1: game 1: German (de, da, nb, sv, sr-Latn, … 4 more)\n`);
    expect(r.err).toBe('');
  });

  it('--json: one object per game; an ambiguous game exits 1', async () => {
    const path = file('two.pgn', `${foreign('de-1-anderssen-kieseritzky-1851.txt')} 1-0\n\n1. h4 h5 2. Rh3 *\n`);
    const r = await run([path], { json: true });
    expect(r.code).toBe(1);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ file: path, game: 1, ambiguous: false });
    expect((lines[0]!['candidates'] as string[]).slice(0, 4)).toEqual(['de', 'da', 'nb', 'sv']);
    expect(lines[1]).toMatchObject({ game: 2, ambiguous: true, error: { code: 'ERR_DETECT_AMBIGUOUS' } });
    expect(lines[1]!['readings']).toEqual([
      expect.objectContaining({ codes: expect.arrayContaining(['en']), numeric: '1. 8284 8785 2. 8183', warnings: 0 }),
      expect.objectContaining({ codes: expect.arrayContaining(['fi']), numeric: '1. 8284 8785 2. 7183', warnings: 0 }),
    ]);
  });

  it('--prefer breaks the tie: exit 0', async () => {
    const r = await run([], { json: true, prefer: ['fi'] }, '1. h4 h5 2. Rh3 *\n');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ file: '<stdin>', ambiguous: true, choice: 'fi' });
  });

  it('a mixed game is flagged with its foreign move', async () => {
    const r = await run([file('mixed.txt', foreign('de-js-two-games.txt'))]);
    expect(r.code).toBe(1);
    const [first, second] = r.out.trim().split('\n');
    expect(first).toMatch(/game 1: the game mixes languages: it reads as German \(de, da, nb, sv\) except move 19\. Ba3 \(English/);
    expect(first).toMatch(/\[ERR_DETECT_MIXED\]$/);
    expect(second).toMatch(/game 2: German \(de, .*\) \(\d+ lenient readings\)/);
  });

  it('a Russian file in CP1251 and one in CP866 are decoded and read as Russian', async () => {
    const text =
      '[Event "Лондон"]\n[White "Андерсен"]\n[Black "Кизерицкий"]\n\n' + foreign('ru-1-short-algebraic.txt').replace('…', '...') + ' *\n'; // CP866 has no …
    for (const encoding of ['windows-1251', 'ibm866']) {
      const r = await run([file(`ru.${encoding}.pgn`, encode(text, encoding))]);
      expect(r.out, encoding).toBe(
        `${join(dir, `ru.${encoding}.pgn`)}:1:1: game 1 (Андерсен - Кизерицкий): Russian (ru, uk, kk) (4 lenient readings)\n`,
      );
    }
    // Named explicitly, the same.
    const r = await run([file('ru.named.pgn', encode(text, 'ibm866'))], { encoding: 'cp866' });
    expect(r.out).toMatch(/Андерсен/);
  });

  it('ICCF numeric is detected too', async () => {
    const r = await run([file('n.pgn', foreign('n-1-ruy-lopez.iccf.txt'))]);
    expect(r.out).toMatch(/game 1: ICCF numeric \(iccf\)/);
  });

  it('wrong usage exits 2: an unknown encoding, an unknown locale in --prefer, a missing file', async () => {
    expect((await run([], { encoding: 'ebcdic' })).code).toBe(2);
    expect((await run([], { prefer: ['xx'] })).code).toBe(2);
    const r = await run([join(dir, 'missing.pgn')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read .*missing\.pgn: no such file or directory/);
  });

  it('an empty input has no games: exit 1', async () => {
    const r = await run([file('empty.pgn', '')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no games/);
  });
});
