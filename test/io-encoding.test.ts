// Issue 17, points 1 and 6: a UTF-8 file with a few bad bytes stays UTF-8 (each bad byte U+FFFD
// and a W_BAD_BYTE warning with its line and column); only a file that is plainly another
// encoding is read as one; the library and the CLI decode alike; input that is not text is one
// ERR_NOT_TEXT error and nothing of it is echoed. Expectations written by hand from the bytes.
import { describe, expect, it } from 'vitest';
import { createDecoder, decodeBytes, NotTextError } from '../src/encoding/index.js';
import { decodeChunks, type ReadWarning } from '../src/pgn/read-games.js';
import { readGames } from '../src/api.js';
import { runCli } from '../src/cli/cli.js';
import { runInMemory, seededRandom } from './helpers/common.js';
import { tagValue } from '../src/pgn/types.js';

const utf8 = (s: string): number[] => [...new TextEncoder().encode(s)];
/** The issue's example: `Müller`, then `Größe` and one 0xFF byte, in UTF-8. */
const ISSUE = new Uint8Array([...utf8('[White "Müller"]\n[Black "Größe'), 0xff, ...utf8('"]\n\n1. e4 e5 *\n')]);
const ISSUE_TEXT = '[White "Müller"]\n[Black "Größe\uFFFD"]\n\n1. e4 e5 *\n';

function inChunks(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

async function warningsOf(chunks: Uint8Array[], file = 'x.pgn'): Promise<{ text: string; warnings: ReadWarning[] }> {
  const warnings: ReadWarning[] = [];
  let text = '';
  for await (const t of decodeChunks(chunks, createDecoder(), { file, onWarning: (w) => warnings.push(w) })) text += t;
  return { text, warnings };
}

describe('a UTF-8 file with a bad byte', () => {
  it('stays UTF-8: the bad byte becomes U+FFFD, noted where it is', () => {
    expect(decodeBytes(ISSUE)).toEqual({ text: ISSUE_TEXT, encoding: 'utf-8', badBytes: [{ offset: 30, byte: 0xff }] });
  });

  it('whatever the chunks, the warning has its line and column (line 2, column 14)', async () => {
    for (let size = 1; size <= ISSUE.length; size++) {
      const { text, warnings } = await warningsOf(inChunks(ISSUE, size));
      expect(text, `chunk size ${size}`).toBe(ISSUE_TEXT);
      expect(warnings, `chunk size ${size}`).toEqual([
        { code: 'W_BAD_BYTE', file: 'x.pgn', line: 2, column: 14, message: 'byte 0xFF is not valid UTF-8; read as U+FFFD' },
      ]);
    }
  });

  it('a bad byte far into a long UTF-8 file does not switch the rest to another code page', () => {
    const game = utf8('[White "Réti"]\n[Black "Müller"]\n\n1. e4 e5 *\n\n');
    const bytes = new Uint8Array([...Array.from({ length: 2000 }, () => game).flat(), 0xe9, 0x0a, ...game]);
    const d = createDecoder();
    let text = '';
    let bad = 0;
    for (const c of inChunks(bytes, 4096)) {
      text += d.decode(c);
      bad += d.badBytes.length;
    }
    text += d.end();
    bad += d.badBytes.length;
    expect(d.encoding).toBe('utf-8');
    expect(bad).toBe(1);
    expect(text.endsWith('\uFFFD\n[White "Réti"]\n[Black "Müller"]\n\n1. e4 e5 *\n\n')).toBe(true);
    expect(text).not.toContain('RÃ©ti');
  });

  it('lines are counted across CR LF cut between chunks, and by the splitter when it reads them', async () => {
    const bytes = new Uint8Array([...utf8('[White "Zoë"]\r\n[Black "Ådne"]\r\n\r\n1. e4 {'), 0xc0, ...utf8('} e5 *\r\n')]);
    for (let size = 1; size <= bytes.length; size++) {
      const { warnings } = await warningsOf(inChunks(bytes, size));
      expect(
        warnings.map((w) => [w.line, w.column]),
        `chunk size ${size}`,
      ).toEqual([[4, 8]]);
      const heard: ReadWarning[] = [];
      const games = [];
      for await (const g of readGames(inChunks(bytes, size), { from: 'en', file: 'y.pgn', onWarning: (w) => heard.push(w) })) games.push(g);
      expect(games).toHaveLength(1);
      expect(
        heard.map((w) => `${w.file}:${w.line}:${w.column} ${w.code}`),
        `chunk size ${size}`,
      ).toEqual(['y.pgn:4:8 W_BAD_BYTE']);
    }
  });

  it('a stray byte in an ASCII stretch is judged with the letters after it (one byte flipped in a file)', () => {
    const ascii = utf8('[Event "x"]\n\n1. e4 e5 *\n\n'.repeat(500));
    const cyr = [...utf8('[White "'), 0xc8, 0xe2, 0xe0, 0xed, 0xee, 0xe2, ...utf8('"]\n\n1. e4 e5 *\n')]; // Иванов in CP1251
    const cp1251 = new Uint8Array([...ascii, 0xa3, ...ascii, ...cyr]);
    for (const size of [1000, 65536, cp1251.length]) {
      const d = createDecoder();
      let text = '';
      for (const c of inChunks(cp1251, size)) text += d.decode(c);
      text += d.end();
      expect(d.encoding, `chunks of ${size}`).toBe('windows-1251');
      expect(text.endsWith('[White "Иванов"]\n\n1. e4 e5 *\n')).toBe(true);
    }
    const names = utf8('[White "Réti"]\n[Black "Müller"]\n\n1. e4 e5 *\n');
    const inUtf8 = new Uint8Array([...ascii, 0xa3, ...ascii, ...names]);
    const r = decodeBytes(inUtf8);
    expect(r.encoding).toBe('utf-8');
    expect(r.badBytes).toEqual([{ offset: ascii.length, byte: 0xa3 }]);
    expect(r.text.endsWith('[White "Réti"]\n[Black "Müller"]\n\n1. e4 e5 *\n')).toBe(true);
  });

  it('a named utf-8 encoding reports bad bytes too', () => {
    expect(decodeBytes(ISSUE, 'utf-8').badBytes).toEqual([{ offset: 30, byte: 0xff }]);
  });
});

describe('a file plainly in another encoding is read in it', () => {
  const cp1251 = new Uint8Array([
    ...utf8('[White "'),
    0xc8,
    0xe2,
    0xe0,
    0xed,
    0xee,
    0xe2,
    ...utf8('"]\n[Black "'),
    0xcf,
    0xe5,
    0xf2,
    0xf0,
    0xee,
    0xe2,
    ...utf8('"]\n\n1. e4 e5 *\n'),
  ]);

  it('the library (readGames) reads Windows-1251 as the CLI does: Иванов, not Èâàíîâ', async () => {
    for (const encoding of [undefined, 'auto', 'cp1251']) {
      const games = [];
      for await (const g of readGames(cp1251, { from: 'en', encoding })) games.push(g);
      expect(tagValue(games[0]!, 'White'), String(encoding)).toBe('Иванов');
      expect(tagValue(games[0]!, 'Black')).toBe('Петров');
    }
  });

  it('the CLI too, and its summary says the encoding', async () => {
    const r = await runInMemory((io) => runCli(['translate', '-f', 'en', '-t', 'de'], io), cp1251);
    expect(r.code).toBe(0);
    expect(r.out).toContain('[White "Иванов"]');
    expect(r.err).toMatch(/^chess-lingua: 1 game read, 1 translated, 0 failed \(2 moves, [\d,]+ moves\/s\); read as windows-1251\n$/);
  });

  it('a Hebrew game in Windows-1255 (bytes written by hand) is read and played: ה4 is e4, פו3 is Nf3', async () => {
    // [White "כהן"] then 1. ה4 ה5 2. פו3 פג6 *  — כ=0xEB ה=0xE4 ן=0xEF ו=0xE5 פ=0xF4 ג=0xE2 in CP1255.
    const cp1255 = new Uint8Array([
      ...utf8('[White "'),
      0xeb,
      0xe4,
      0xef,
      ...utf8('"]\n\n1. '),
      0xe4,
      ...utf8('4 '),
      0xe4,
      ...utf8('5 2. '),
      0xf4,
      0xe5,
      ...utf8('3 '),
      0xf4,
      0xe2,
      ...utf8('6 *\n'),
    ]);
    const r = await runInMemory((io) => runCli(['translate', '-f', 'he', '-t', 'iccf'], io), cp1255);
    expect(r.code).toBe(0);
    expect(r.out).toContain('[White "כהן"]');
    expect(r.out).toContain('1. 5254 5755 2. 7163 2836 *');
    expect(r.err).toMatch(/read as windows-1255\n$/);
  });

  it('Latin-1 letters before any UTF-8 make a Latin-1 file (its later UTF-8 still read right, no warning)', () => {
    const bytes = new Uint8Array([...utf8('[White "M'), 0xfc, ...utf8('ller"]\n[Black "Réti"]\n')]);
    expect(decodeBytes(bytes)).toEqual({ text: '[White "Müller"]\n[Black "Réti"]\n', encoding: 'windows-1252', badBytes: [] });
  });
});

describe('the CLI on a UTF-8 file with a bad byte', () => {
  it('prints the warning as FILE:LINE:COL, counts it in the summary, keeps the other letters', async () => {
    const r = await runInMemory((io) => runCli(['translate', '-f', 'en', '-t', 'de'], io), ISSUE);
    expect(r.code).toBe(0);
    expect(r.out).toBe('[White "Müller"]\n[Black "Größe\uFFFD"]\n\n1. e4 e5 *\n\n');
    const lines = r.err.split('\n');
    expect(lines[0]).toBe('<stdin>:2:14: warning: byte 0xFF is not valid UTF-8; read as U+FFFD [W_BAD_BYTE]');
    expect(lines[1]).toMatch(/^chess-lingua: 1 game read, 1 translated, 0 failed, 1 warning \(2 moves, [\d,]+ moves\/s\); read as utf-8$/);
  });
});

describe('input that is not text', () => {
  const random = (n: number, seed: number): Uint8Array => {
    const r = seededRandom(seed);
    return Uint8Array.from({ length: n }, () => Math.floor(r() * 256));
  };

  it('random bytes are ERR_NOT_TEXT before any text is given out, in any chunks', () => {
    for (const size of [1, 100, 5000, 1 << 20]) {
      const d = createDecoder();
      let text = '';
      let error: unknown;
      try {
        for (const c of inChunks(random(100_000, 7), size)) text += d.decode(c);
        text += d.end();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(NotTextError);
      expect((error as NotTextError).code).toBe('ERR_NOT_TEXT');
      expect(text).toBe('');
    }
  });

  it('a NUL byte later in a text file is ERR_NOT_TEXT too, with its offset', () => {
    const bytes = new Uint8Array([...utf8('1. e4 e5 '.repeat(1000)), 0, ...utf8(' *\n')]);
    expect(() => decodeBytes(bytes)).toThrow(/NUL byte at byte 9000/);
  });

  it('control bytes without NUL: not text; a few of them (a form feed, an escape) are text', () => {
    const controls = Uint8Array.from({ length: 3000 }, (_, i) => (i % 10 === 0 ? 0x01 : 0x61));
    expect(() => decodeBytes(controls)).toThrow(NotTextError);
    expect(decodeBytes(new Uint8Array([...utf8('1. e4 e5'), 0x0c, 0x1b, 0x01, ...utf8(' *\n')])).text).toBe('1. e4 e5\f\u001b\u0001 *\n');
  });

  it('UTF-16 (NUL bytes in every other byte) is text, with or without a BOM', () => {
    const text = '[White "Müller"]\n\n1. e4 e5 *\n'.repeat(50);
    const le = Buffer.from(text, 'utf16le');
    expect(decodeBytes(le)).toMatchObject({ text, encoding: 'utf-16le' });
    expect(decodeBytes(new Uint8Array([0xff, 0xfe, ...le]))).toMatchObject({ text, encoding: 'utf-16le' });
  });

  it('the CLI: one line ERR_NOT_TEXT, exit 2, nothing on standard output', async () => {
    const r = await runInMemory((io) => runCli(['translate', '-f', 'en', '-t', 'de'], io), random(1 << 20, 3));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^chess-lingua: <stdin>: not a text file \(a NUL byte at byte \d+\); nothing was read from it \[ERR_NOT_TEXT\]\n$/,
    );
  });
});
