/**
 * Which character encoding a byte sample is in: a BOM; UTF-16 by its pattern of NUL bytes; valid
 * UTF-8; else the legacy code page real archives use, scored by how plausible its letters are —
 * CP1251, CP866 or KOI8-R for Cyrillic, CP1252 (Latin-1) or CP1250 for Latin, CP1253 for Greek,
 * CP1255 for Hebrew, CP1256 for Arabic and Persian.
 */
import { TextDecoder } from 'node:util';
import { ChessLinguaError } from '../core/errors.js';
import { LATIN_FREQ, SCRIPT_FREQ } from './letter-frequencies.js';

/** Encodings chess-lingua reads (WHATWG names). Output is always UTF-8. */
export const ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1251',
  'ibm866',
  'koi8-r',
  'windows-1252',
  'windows-1250',
  'windows-1253',
  'windows-1255',
  'windows-1256',
] as const;
export type EncodingName = (typeof ENCODINGS)[number];

/** Names a user may give for each encoding (`--encoding cp1251`), lower case. */
const ALIASES: Readonly<Record<string, EncodingName>> = {
  utf8: 'utf-8',
  'utf-8': 'utf-8',
  'utf-16': 'utf-16le',
  utf16: 'utf-16le',
  'utf-16le': 'utf-16le',
  utf16le: 'utf-16le',
  'utf-16be': 'utf-16be',
  utf16be: 'utf-16be',
  cp1251: 'windows-1251',
  'windows-1251': 'windows-1251',
  win1251: 'windows-1251',
  'win-1251': 'windows-1251',
  cp866: 'ibm866',
  ibm866: 'ibm866',
  '866': 'ibm866',
  dos866: 'ibm866',
  'koi8-r': 'koi8-r',
  koi8r: 'koi8-r',
  cp1252: 'windows-1252',
  'windows-1252': 'windows-1252',
  win1252: 'windows-1252',
  latin1: 'windows-1252',
  'latin-1': 'windows-1252',
  'iso-8859-1': 'windows-1252',
  iso88591: 'windows-1252',
  cp1250: 'windows-1250',
  'windows-1250': 'windows-1250',
  win1250: 'windows-1250',
  cp1253: 'windows-1253',
  'windows-1253': 'windows-1253',
  win1253: 'windows-1253',
  cp1255: 'windows-1255',
  'windows-1255': 'windows-1255',
  win1255: 'windows-1255',
  cp1256: 'windows-1256',
  'windows-1256': 'windows-1256',
  win1256: 'windows-1256',
};

export class UnknownEncodingError extends ChessLinguaError {
  constructor(name: string) {
    const known = ENCODINGS.map((e) => {
      const also = Object.keys(ALIASES).filter(
        (a) => ALIASES[a] === e && a !== e && /^[a-z]/.test(a) && !a.startsWith('win') && !a.includes(e.replaceAll('-', '')),
      );
      return also.length ? `${e} (${also.join(', ')})` : e;
    });
    super('ERR_UNKNOWN_ENCODING', `unknown encoding "${name}"; known: auto, ${known.join(', ')}`);
  }
}

/** `cp1251` → `windows-1251`, `auto` → `auto`. @throws {UnknownEncodingError} */
export function encodingName(name: string): EncodingName | 'auto' {
  const key = name.trim().toLowerCase().replaceAll('_', '-');
  if (key === 'auto' || key === '') return 'auto';
  const found = ALIASES[key] ?? ALIASES[key.replaceAll('-', '')];
  if (found === undefined) throw new UnknownEncodingError(name);
  return found;
}

export interface EncodingGuess {
  readonly encoding: EncodingName;
  /**
   * How it was told: a byte order mark, the NUL pattern of UTF-16, valid UTF-8, UTF-8 but for a
   * few bad bytes, plain ASCII, or letter frequencies.
   */
  readonly reason: 'bom' | 'utf-16-pattern' | 'utf-8' | 'utf-8-bad-bytes' | 'ascii' | 'letters';
  /** Length of the BOM at the start (0 when none). */
  readonly bom: number;
}

/** Windows-1252 bytes 0x80-0x9F (Node's decoder reads some as C1 controls); the rest is Latin-1. */
// prettier-ignore
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** Code unit of each byte in Windows-1252. */
export const CP1252: Uint16Array = (() => {
  const t = new Uint16Array(256);
  for (let b = 0; b < 256; b++) t[b] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b;
  return t;
})();

/** Decodes single-byte text with a 256-entry table. */
export function decodeWithTable(bytes: Uint8Array, table: Uint16Array): string {
  const parts: string[] = [];
  const step = 8192;
  for (let i = 0; i < bytes.length; i += step) {
    const end = Math.min(bytes.length, i + step);
    const units = new Uint16Array(end - i);
    for (let k = i; k < end; k++) units[k - i] = table[bytes[k]!]!;
    parts.push(String.fromCharCode(...units));
  }
  return parts.join('');
}

/** Decodes a whole single-byte sample in one of the legacy encodings. */
export function decodeLegacy(bytes: Uint8Array, encoding: EncodingName): string {
  if (encoding === 'windows-1252') return decodeWithTable(bytes, CP1252);
  return new TextDecoder(encoding).decode(bytes);
}

/** BOM at the start of `bytes`, if any. */
export function bomOf(bytes: Uint8Array): { encoding: EncodingName; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 without a BOM: text that is mostly ASCII has a NUL in every other byte. */
function utf16Pattern(bytes: Uint8Array): EncodingName | undefined {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 8) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const half = n / 2;
  if (odd > half * 0.3 && even < half * 0.05) return 'utf-16le';
  if (even > half * 0.3 && odd < half * 0.05) return 'utf-16be';
  return undefined;
}

/**
 * Index of the first byte that is not part of valid UTF-8 in `bytes`, or -1. A sequence cut by the
 * end of the sample counts as valid unless `final`.
 */
export function firstInvalidUtf8(bytes: Uint8Array, final = true): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const len = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0) return i;
    if (i + len > n) {
      // Cut by the end: valid so far?
      for (let k = i + 1; k < n; k++) if ((bytes[k]! & 0xc0) !== 0x80) return i;
      return final ? i : -1;
    }
    const b1 = bytes[i + 1]!;
    if ((b1 & 0xc0) !== 0x80) return i;
    if (len >= 3) {
      if ((b === 0xe0 && b1 < 0xa0) || (b === 0xed && b1 > 0x9f) || (b === 0xf0 && b1 < 0x90) || (b === 0xf4 && b1 > 0x8f)) return i;
      if ((bytes[i + 2]! & 0xc0) !== 0x80) return i;
      if (len === 4 && (bytes[i + 3]! & 0xc0) !== 0x80) return i;
    }
    i += len;
  }
  return -1;
}

const UTF8_LOOSE = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Evidence of UTF-8 in `bytes`: the bytes its valid multi-byte sequences save over one character
 * per byte (so about one per accented letter), and its bytes that are not UTF-8.
 */
export function utf8Evidence(
  bytes: Uint8Array,
  utf8: TextDecoder = UTF8_LOOSE,
  final = false,
  /** Stop counting beyond this many bad bytes (the answer is known). */
  maxInvalid = Infinity,
): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  let i = 0;
  while (i < bytes.length) {
    const rest = bytes.subarray(i);
    const at = firstInvalidUtf8(rest, final);
    const run = at < 0 ? rest : rest.subarray(0, at);
    valid += run.length - utf8.decode(run).length;
    if (at < 0) break;
    if (++invalid > maxInvalid) break;
    i += at + 1;
  }
  return { valid, invalid };
}

/**
 * Whether text is UTF-8 with a few bad bytes rather than another encoding: it showed itself to be
 * UTF-8 before its first bad byte, with at least twice as many multi-byte sequences (`before`,
 * see utf8Evidence) as there are bad bytes from there on (`invalid`). (Text in a legacy code page
 * has bad bytes at nearly every letter, and UTF-8 that happens to be valid is rare in it; a
 * Latin-1 archive with UTF-8 games appended has its bad bytes first.)
 */
export function mostlyUtf8(before: number, invalid: number): boolean {
  return invalid > 0 && before >= 2 * invalid;
}

// ---------------------------------------------------------------- letter plausibility

/** Signs that fit in chess text (½ in results, ± in evaluations, typographic quotes and dashes). */
const GOOD_SIGNS = new Set([...'½±°§©«»–—‘’“”„…·×،؛؟']);

const isAsciiLetter = (b: number | undefined): boolean => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));

/**
 * The accented letters of European languages written in CP1252 or CP1250 (lower case). The
 * accented letters of one word belong to one language: `Jiøí` (ø with í) and `Nováèek` (á with è),
 * which Czech CP1250 read as CP1252 gives, fit none.
 */
// prettier-ignore
const LANGUAGE_LETTERS: readonly string[] = [
  'äöüß', 'àâæçéèêëîïôœùûüÿ', 'áéíñóúü', 'áâãàçéêíóôõú', 'àèéìíîòóùú', 'àçèéíïòóúü', 'áäéëíïóöúü', 'æøåéöä', 'åäöé',
  'áðéíóúýþæö', 'äöåšž', 'áčďéěíňóřšťúůýž', 'áäčďéíĺľňóôŕšťúýž', 'ąćęłńóśźż', 'áéíóöőúüű', 'ăâîșțşţ', 'čćđšž', 'çë',
  'äöõüšž', 'çöşü',
];

/** Whether the accented letters of one word all belong to one language. */
function oneLanguage(letters: ReadonlySet<string>): boolean {
  if (letters.size < 2) return true;
  return LANGUAGE_LETTERS.some((set) => [...letters].every((c) => set.includes(c)));
}

/**
 * Log-plausibility of `text` (the sample decoded one byte per character) as real text: letters by
 * frequency, upper case less likely than lower case, letters of other scripts inside Latin words and long
 * runs of accented Latin letters (what Cyrillic read as Latin gives) unlikely, other signs rare.
 */
function plausibility(bytes: Uint8Array, text: string): number {
  let score = 0;
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    if (bytes[i]! < 0x80) {
      i++;
      continue;
    }
    let end = i;
    while (end < n && bytes[end]! >= 0x80) end++;
    const run = end - i;
    const asciiNeighbour = isAsciiLetter(bytes[i - 1]) || isAsciiLetter(bytes[end]);
    for (let k = i; k < end; k++) {
      const c = text[k]!;
      const lower = c.toLowerCase();
      const upper = lower !== c;
      let p: number;
      const script = SCRIPT_FREQ[lower];
      const lat = LATIN_FREQ[lower];
      if (script !== undefined) {
        p = script / 1000;
        if (asciiNeighbour) p *= 0.05;
      } else if (lat !== undefined) {
        p = lat / 1000;
        if (run >= 3) p *= 0.05;
      } else if (GOOD_SIGNS.has(c)) {
        p = 0.002;
      } else {
        p = 0.00005;
      }
      if (upper) p *= 0.15;
      score += Math.log(p);
    }
    i = end;
  }
  // Words whose accented Latin letters fit no one language.
  let word = new Set<string>();
  for (let k = 0; k <= n; k++) {
    const b = bytes[k];
    if (b !== undefined && b >= 0x80) {
      const lower = text[k]!.toLowerCase();
      if (LATIN_FREQ[lower] !== undefined) word.add(lower);
      continue;
    }
    if (b !== undefined && isAsciiLetter(b)) continue;
    if (!oneLanguage(word)) score += Math.log(0.001);
    if (word.size) word = new Set();
  }
  return score;
}

/**
 * The sample with its valid multi-byte UTF-8 sequences blanked out (spaces), so that only the
 * bytes that are not UTF-8 decide the code page (a Latin-1 file with UTF-8 games appended).
 */
function withoutUtf8(sample: Uint8Array): Uint8Array {
  const out = new Uint8Array(sample); // a copy, also of a Buffer (whose slice is a view)
  let i = 0;
  while (i < out.length) {
    const rest = sample.subarray(i);
    const bad = firstInvalidUtf8(rest, false);
    const end = bad < 0 ? rest.length : bad;
    for (let k = i; k < i + end; k++) if (out[k]! >= 0x80) out[k] = 0x20;
    i += end + 1;
  }
  return out;
}

/** How much more plausible (log) another code page must make a sample than Latin-1 to be chosen. */
const LATIN1_MARGIN = Math.log(1000);

/** The legacy code page that makes the sample's bytes the most plausible text. */
export function guessLegacyEncoding(bytes: Uint8Array): EncodingName {
  const sample = withoutUtf8(bytes);
  const candidates: EncodingName[] = [
    'windows-1252',
    'windows-1251',
    'ibm866',
    'koi8-r',
    'windows-1250',
    'windows-1253',
    'windows-1255',
    'windows-1256',
  ];
  let best: EncodingName = 'windows-1252';
  let bestScore = -Infinity;
  let latin1 = -Infinity;
  for (const enc of candidates) {
    const s = plausibility(sample, decodeLegacy(sample, enc));
    if (enc === 'windows-1252') latin1 = s;
    // Ties (no high byte, or equal letters) go to the earlier candidate: Latin-1 first.
    if (s > bestScore + 1e-9) {
      best = enc;
      bestScore = s;
    }
  }
  // Latin-1 unless another code page is clearly better (a thousand times as likely): Latin-1 keeps
  // the file's UTF-8 sequences, and one odd byte must not swing a file whose letters fit both.
  return bestScore - latin1 < LATIN1_MARGIN ? 'windows-1252' : best;
}

/**
 * The encoding of a sample of bytes (the start of a file is enough; 64 KiB is plenty). With
 * `final` false the sample may end inside a UTF-8 sequence.
 */
export function detectEncoding(sample: Uint8Array, final = true): EncodingGuess {
  const bom = bomOf(sample);
  if (bom) return { encoding: bom.encoding, reason: 'bom', bom: bom.length };
  const utf16 = utf16Pattern(sample);
  if (utf16) return { encoding: utf16, reason: 'utf-16-pattern', bom: 0 };
  const invalid = firstInvalidUtf8(sample, final);
  if (invalid < 0) return { encoding: 'utf-8', reason: sample.some((b) => b >= 0x80) ? 'utf-8' : 'ascii', bom: 0 };
  const head = sample.subarray(0, invalid);
  if (mostlyUtf8(utf8Evidence(head).valid, utf8Evidence(sample.subarray(invalid)).invalid)) {
    return { encoding: 'utf-8', reason: 'utf-8-bad-bytes', bom: 0 };
  }
  return { encoding: guessLegacyEncoding(sample), reason: 'letters', bom: 0 };
}
