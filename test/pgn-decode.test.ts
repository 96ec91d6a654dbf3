// Input bytes to text: UTF-8, Latin-1 / Windows-1252 archives, and files mixing both, in chunks cut
// anywhere (also inside a multi-byte character and inside the BOM); never a replacement character.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMixed, PgnDecoder } from '../src/pgn/decode.js';
import { streamGames } from '../src/pgn/read-games.js';
import { FIXTURES, hasShared, sharedPath } from './helpers/shared.js';
import { chunked, context, translateAll } from './pgn-helpers.js';

const en = context('en', 'en').input;

function decodeInChunks(bytes: Uint8Array, size: number): { text: string; encoding: string } {
  const d = new PgnDecoder();
  let text = '';
  for (const c of chunked(bytes, size)) text += d.decode(c);
  text += d.end();
  return { text, encoding: d.encoding };
}

describe('decoding', () => {
  const utf8 = 'Zoë Müller – ½ ♔ 𝄞 Černý ﬁ\n';
  const bytes = new TextEncoder().encode(utf8);

  it('reads UTF-8 cut at every byte boundary (2-, 3- and 4-byte characters)', () => {
    for (let size = 1; size <= bytes.length; size++) {
      expect(decodeInChunks(bytes, size), `chunk size ${size}`).toEqual({ text: utf8, encoding: 'utf-8' });
    }
  });

  it('drops a BOM at the start, also when it is cut, and keeps U+FEFF elsewhere', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('a\uFEFFb')]);
    for (let size = 1; size <= withBom.length; size++) {
      expect(decodeInChunks(withBom, size).text, `chunk size ${size}`).toBe('a\uFEFFb');
    }
  });

  it('reads Latin-1 bytes as Windows-1252, whatever the chunks', () => {
    const latin1 = Buffer.from('Réti, François – Nüß, André\n', 'latin1');
    // '–' is not Latin-1; Buffer writes it as a single byte 0x13, so check the Latin-1 letters only
    for (let size = 1; size <= latin1.length; size++) {
      const { text, encoding } = decodeInChunks(latin1, size);
      expect(text.startsWith('Réti, François'), `chunk size ${size}`).toBe(true);
      expect(text).toContain('Nüß, André');
      expect(text).not.toContain('\uFFFD');
      expect(encoding).toBe('windows-1252');
    }
  });

  it('reads a file that mixes UTF-8 and Latin-1 right in both parts', () => {
    const mixed = new Uint8Array([
      ...new TextEncoder().encode('[White "Müller ♔"]\n'),
      ...Buffer.from('[Black "Nüß, André"]\n', 'latin1'),
      ...new TextEncoder().encode('{Zoë}\n'),
    ]);
    for (let size = 1; size <= mixed.length; size++) {
      expect(decodeInChunks(mixed, size).text, `chunk size ${size}`).toBe('[White "Müller ♔"]\n[Black "Nüß, André"]\n{Zoë}\n');
    }
  });

  it('reads Windows-1252 specials (€ “ ” …) and bytes without a character, never U+FFFD', () => {
    expect(decodeMixed(new Uint8Array([0x80, 0x93, 0x94, 0x85, 0x81]))).toBe('€“”…\u0081');
    // an incomplete UTF-8 sequence at the very end is read byte by byte
    expect(decodeInChunks(new Uint8Array([0x61, 0xc3]), 1).text).toBe('aÃ');
    // overlong and surrogate forms are not UTF-8
    expect(decodeMixed(new Uint8Array([0xc0, 0xaf, 0xed, 0xa0, 0x80]))).not.toContain('\uFFFD');
  });

  it('turns the Latin-1 fixture into UTF-8 output without replacement characters', async () => {
    const bytes = readFileSync(join(FIXTURES, 'pgn', 'latin1.pgn'));
    expect(bytes.includes(0xe9)).toBe(true); // é as one byte
    for (const size of [1, 7, 64, 1 << 20]) {
      const { pgn, failed } = await translateAll(bytes, 'en', 'iccf', { chunkSize: size });
      expect(failed).toBe(0);
      expect(pgn).toContain('[White "Réti, François"]');
      expect(pgn).toContain('[Black "Nüß, André"]');
      expect(pgn).toContain("{Réti's opening: ça marche, naïve façade}");
      expect(pgn).not.toContain('\uFFFD');
    }
  });

  it.skipIf(!hasShared('corpus', 'bulk', 'dortmund.pgn'))(
    'reads dortmund.pgn (ISO-8859-1, CRLF) without a replacement character',
    async () => {
      const bytes = readFileSync(sharedPath('corpus', 'bulk', 'dortmund.pgn'));
      const names = new Set<string>();
      let games = 0;
      for await (const g of streamGames(chunked(bytes, 4096), en)) {
        games++;
        for (const t of g.tags) if (t.name === 'White' || t.name === 'Black') names.add(t.value);
        expect(g.raw).not.toContain('\uFFFD');
      }
      expect(games).toBe(347);
      expect([...names].some((n) => /[äöüéè]/.test(n))).toBe(true);
      expect(names).toContain('Van Nüss, Alfred');
    },
  );
});
