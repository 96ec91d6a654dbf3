// Input encodings: BOMs, UTF-16 without a BOM, UTF-8, and the legacy code pages of real archives
// (CP1251, CP866 and KOI8-R for Russian, CP1252/Latin-1, CP1250, CP1253 Greek, CP1255 Hebrew,
// CP1256 Arabic and Persian), detected from the bytes or
// named; decoded chunk by chunk, wherever the chunks are cut.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDecoder, decodeBytes, detectEncoding, encodingName, UnknownEncodingError } from '../src/encoding/index.js';
import { hasShared, sharedPath } from './helpers/shared.js';

/** Text in a single-byte code page, byte for byte (the inverse of TextDecoder; CP1252 by its table). */
function encode(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byChar = new Map<string, number>();
  for (let b = 255; b >= 0; b--) byChar.set(decoder.decode(new Uint8Array([b])), b);
  if (encoding === 'windows-1252')
    for (const [c, b] of [
      ['€', 0x80],
      ['„', 0x84],
      ['…', 0x85],
      ['–', 0x96],
      ['—', 0x97],
      ['™', 0x99],
    ] as const)
      byChar.set(c, b);
  return Uint8Array.from(
    [...text].map((c) => {
      const b = byChar.get(c);
      if (b === undefined) throw new Error(`${c} is not in ${encoding}`);
      return b;
    }),
  );
}

function utf16(text: string, be: boolean, bom: boolean): Uint8Array {
  const units = [...(bom ? '\uFEFF' : ''), ...text].flatMap((c) => [...c].map(() => c)).join('');
  const out = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const u = units.charCodeAt(i);
    out[2 * i + (be ? 1 : 0)] = u & 0xff;
    out[2 * i + (be ? 0 : 1)] = u >> 8;
  }
  return out;
}

/** Decodes in chunks of the given sizes (cycled), as a stream delivers them. */
function decodeInChunks(bytes: Uint8Array, sizes: number[], name = 'auto'): { text: string; encoding: string } {
  const d = createDecoder(name);
  let text = '';
  let i = 0;
  let k = 0;
  while (i < bytes.length) {
    const n = sizes[k++ % sizes.length]!;
    text += d.decode(bytes.subarray(i, i + n));
    i += n;
  }
  text += d.end();
  return { text, encoding: d.encoding };
}

const RUSSIAN = `[Event "Чемпионат СССР"]
[Site "Москва"]
[White "Ботвинник, Михаил Моисеевич"]
[Black "Таль, Михаил Нехемьевич"]
[Result "1-0"]

1. е4 е5 2. Кf3 Кc6 3. Сb5 a6 4. Сa4 Кf6 5. O-O Сe7 {Испанская партия, закрытый вариант} 1-0
`;
const WESTERN = `[Event "Dortmund"]
[White "Müller, Jürgen"]
[Black "Lévêque, François"]
[Annotator "Ørsted, Søren"]
[Result "1/2-1/2"]

1. e4 e5 2. Sf3 Sc6 {Königsspringer – ½ Punkt} ½-½
`;
const CZECH = `[Event "Mistrovství ČSSR"]
[Site "Třinec"]
[White "Nováček, Jiří"]
[Black "Dvořák, Přemysl"]

1. e4 e5 2. Jf3 Jc6 {Španělská hra} 1-0
`;
const POLISH = `[Event "Mistrzostwa Polski"]
[Site "Łódź"]
[White "Świątek, Łukasz"]
[Black "Żółkiewski, Stanisław"]

1. e4 c5 2. Sf3 d6 1-0
`;

describe('encoding names', () => {
  it('accepts the common names and aliases', () => {
    expect(encodingName('cp1251')).toBe('windows-1251');
    expect(encodingName('CP866')).toBe('ibm866');
    expect(encodingName('latin1')).toBe('windows-1252');
    expect(encodingName('ISO-8859-1')).toBe('windows-1252');
    expect(encodingName('cp1250')).toBe('windows-1250');
    expect(encodingName('UTF-16')).toBe('utf-16le');
    expect(encodingName('utf_16be')).toBe('utf-16be');
    expect(encodingName('koi8r')).toBe('koi8-r');
    expect(encodingName('auto')).toBe('auto');
  });

  it('an unknown name is an error listing the known ones', () => {
    expect(() => encodingName('ebcdic')).toThrow(UnknownEncodingError);
    expect(() => encodingName('ebcdic')).toThrow(/^unknown encoding "ebcdic"; known: auto, utf-8, .*windows-1251 \(cp1251\)/);
  });
});

const GREEK = `[Event "Πανελλήνιο Πρωτάθλημα"]
[Site "Αθήνα"]
[White "Παπαδόπουλος, Γιώργος"]
[Black "Κωνσταντίνου, Νίκος"]

1. e4 e5 2. Ιf3 Ιc6 3. Αb5 a6 {Ισπανική παρτίδα, κλειστή παραλλαγή} 1-0
`;
const HEBREW = `[Event "אליפות ישראל"]
[Site "תל אביב"]
[White "כהן, משה"]
[Black "לוי, דוד"]

1. ה4 ה5 2. פו3 פג6 3. רב5 א6 {הפתיחה הספרדית, הגרסה הסגורה} 1-0
`;
const ARABIC = `[Event "بطولة مصر"]
[Site "القاهرة"]
[White "محمد, أحمد"]
[Black "علي, حسن"]

1. e4 e5 2. حf3 حc6 3. فb5 a6 {الافتتاح الإسباني، الدفاع المغلق} 1-0
`;
/** Persian as legacy files write it: the Arabic yeh (ي) for the Persian one, which CP1256 lacks. */
const PERSIAN = `[Event "مسابقات قهرماني ايران"]
[Site "تهران"]
[White "رضايي, علي"]
[Black "کريمي, مهدي"]

1. e4 e5 2. Nf3 Nc6 {بازي اسپانيايي، شاخه بسته} 1-0
`;
/** Western texts whose accented letters also decode as Greek, Hebrew or Arabic letters. */
const FRENCH = `[Event "Championnat de France"]
[White "Lévêque, François"]
[Black "Hébert, Jérôme"]

1. e4 e5 2. Cf3 Cc6 {Partie à l'italienne, où les Blancs préparent d4 à temps} 3. Fc4 Fc5 {à suivre} 1-0
`;
const ITALIAN = `[Event "Campionato italiano"]
[White "Niccolò, Nicolò"]

1. e4 e5 2. Cf3 Cc6 {È la partita più giocata: il Bianco è pronto, perché la difesa è debole} 1-0
`;
const SPANISH = `[Event "Campeonato de España"]
[White "Núñez, Íñigo"]

1. e4 e5 2. Cf3 Cc6 {La posición es idéntica; según el análisis, ¿qué jugó?} 1-0
`;

describe('detection', () => {
  it('BOMs: UTF-8, UTF-16 LE and BE', () => {
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x31]))).toEqual({ encoding: 'utf-8', reason: 'bom', bom: 3 });
    expect(detectEncoding(utf16('1. e4', false, true))).toEqual({ encoding: 'utf-16le', reason: 'bom', bom: 2 });
    expect(detectEncoding(utf16('1. e4', true, true))).toEqual({ encoding: 'utf-16be', reason: 'bom', bom: 2 });
  });

  it('UTF-16 without a BOM, by its NUL bytes', () => {
    expect(detectEncoding(utf16(WESTERN, false, false)).encoding).toBe('utf-16le');
    expect(detectEncoding(utf16(RUSSIAN, true, false)).encoding).toBe('utf-16be');
  });

  it('UTF-8 and plain ASCII', () => {
    expect(detectEncoding(new TextEncoder().encode(RUSSIAN))).toMatchObject({ encoding: 'utf-8', reason: 'utf-8' });
    expect(detectEncoding(new TextEncoder().encode('1. e4 e5'))).toMatchObject({ encoding: 'utf-8', reason: 'ascii' });
  });

  const LEGACY: Array<[name: string, text: string, encoding: string]> = [
    ['Russian in CP1251', RUSSIAN, 'windows-1251'],
    ['Russian in CP866', RUSSIAN.replace('…', '...'), 'ibm866'],
    ['Russian in KOI8-R', RUSSIAN, 'koi8-r'],
    ['German and French names in CP1252', WESTERN, 'windows-1252'],
    ['Czech in CP1250', CZECH, 'windows-1250'],
    ['Polish in CP1250', POLISH, 'windows-1250'],
    ['Greek in CP1253', GREEK, 'windows-1253'],
    ['Hebrew in CP1255', HEBREW, 'windows-1255'],
    ['Arabic in CP1256', ARABIC, 'windows-1256'],
    ['Persian in CP1256', PERSIAN, 'windows-1256'],
    ['French in CP1252', FRENCH, 'windows-1252'],
    ['Italian in CP1252', ITALIAN, 'windows-1252'],
    ['Spanish in CP1252', SPANISH, 'windows-1252'],
  ];
  for (const [name, text, encoding] of LEGACY) {
    it(`${name}: detected, and decoded exactly (whole and in chunks)`, () => {
      const bytes = encode(text, encoding);
      expect(detectEncoding(bytes)).toMatchObject({ encoding, reason: 'letters' });
      expect(decodeBytes(bytes)).toEqual({ text, encoding, badBytes: [] });
      expect(decodeInChunks(bytes, [1, 7, 3, 64])).toEqual({ text, encoding });
    });
  }

  it('a Latin-1 text whose letters are all in CP1252 and CP1250 alike is read as CP1252', () => {
    const bytes = encode('[White "Müller"]\n\n1. e4 e5 1-0\n', 'windows-1252');
    expect(detectEncoding(bytes).encoding).toBe('windows-1252');
  });
});

describe('streaming decoders', () => {
  it('UTF-8 cut inside characters, with a BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(RUSSIAN)]);
    for (const sizes of [[1], [2], [3, 5], [4096]]) expect(decodeInChunks(bytes, sizes)).toEqual({ text: RUSSIAN, encoding: 'utf-8' });
  });

  it('UTF-16 with and without a BOM, cut anywhere', () => {
    for (const be of [false, true]) {
      for (const bom of [false, true]) {
        const r = decodeInChunks(utf16(WESTERN.repeat(40), be, bom), [3, 1, 4096]);
        expect(r.text).toBe(WESTERN.repeat(40));
        expect(r.encoding).toBe(be ? 'utf-16be' : 'utf-16le');
      }
    }
  });

  it('a long ASCII start, then CP1251: the code page is chosen where the first non-UTF-8 byte is', () => {
    const text = `${'[Event "Moscow"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(400)}${RUSSIAN}`;
    const r = decodeInChunks(encode(text, 'windows-1251'), [1000]);
    expect(r.encoding).toBe('windows-1251');
    expect(r.text).toBe(text);
  });

  it('UTF-8 games appended to a Latin-1 file: both parts right', () => {
    const latin = encode(WESTERN, 'windows-1252');
    const utf8 = new TextEncoder().encode(RUSSIAN);
    const bytes = new Uint8Array([...latin, ...utf8]);
    expect(decodeBytes(bytes).text).toBe(WESTERN + RUSSIAN);
  });

  it('a named encoding is used as named', () => {
    expect(decodeBytes(encode(RUSSIAN, 'ibm866'), 'cp866').text).toBe(RUSSIAN);
    expect(decodeBytes(encode(WESTERN, 'windows-1252'), 'latin1').text).toBe(WESTERN);
    expect(decodeBytes(new TextEncoder().encode(RUSSIAN), 'utf-8').text).toBe(RUSSIAN);
  });

  it('an empty input gives no text', () => {
    expect(decodeBytes(new Uint8Array(0))).toEqual({ text: '', encoding: 'utf-8', badBytes: [] });
  });
});

describe.skipIf(!hasShared('corpus', 'bulk', 'dortmund.pgn'))('a real archive', () => {
  it('dortmund.pgn (ISO-8859-1) is detected as CP1252 and decodes without a replacement character', () => {
    const bytes = readFileSync(sharedPath('corpus', 'bulk', 'dortmund.pgn'));
    expect(detectEncoding(bytes.subarray(0, 65536)).encoding).toBe('windows-1252');
    const { text, encoding } = decodeBytes(bytes);
    expect(encoding).toBe('windows-1252');
    expect(text).not.toContain('\uFFFD');
    expect(text).toMatch(/[äöüéÄÖÜ]/);
  });
});

describe('Node.js Buffers', () => {
  it('are decoded as they are, and left unchanged (Buffer#slice is a view, not a copy)', () => {
    const bytes = Buffer.from(encode(RUSSIAN.replace('…', '...'), 'ibm866'));
    const before = Buffer.from(bytes);
    expect(decodeBytes(bytes).text).toBe(RUSSIAN.replace('…', '...'));
    expect(decodeInChunks(bytes, [5, 3000]).text).toBe(RUSSIAN.replace('…', '...'));
    expect(bytes.equals(before)).toBe(true);
  });
});
