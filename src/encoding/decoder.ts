/**
 * Streaming decoders, bytes to text, chunk by chunk: one for a named encoding, and `auto`, which
 * detects it (BOM, UTF-16 pattern, UTF-8, else the legacy code page from letter frequencies).
 * The library (`readGames`) and the CLI both decode through {@link createDecoder}.
 *
 * `auto` reads UTF-8 until a byte that is not UTF-8 turns up. A file that is UTF-8 but for a few
 * bytes (its valid multi-byte sequences outweigh the bad bytes: see {@link mostlyUtf8}) stays
 * UTF-8: each bad byte becomes U+FFFD and is reported ({@link StreamDecoder.badBytes}). Else the
 * code page is decided from the bytes from there on and kept. With CP1252 (Latin-1) it goes on
 * reading valid UTF-8 sequences as UTF-8 (files that append UTF-8 games to a Latin-1 archive);
 * with a Cyrillic code page it does not, because Cyrillic CP866 text is full of byte pairs that
 * happen to be UTF-8.
 *
 * Input that is not text (a NUL byte outside UTF-16, or many control bytes at the start) throws a
 * {@link NotTextError} before any of its text is returned.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { ChessLinguaError } from '../core/errors.js';
import {
  CP1252,
  bomOf,
  decodeWithTable,
  detectEncoding,
  encodingName,
  firstInvalidUtf8,
  guessLegacyEncoding,
  mostlyUtf8,
  utf8Evidence,
  type EncodingName,
} from './detect.js';

/** A byte that is not part of valid UTF-8 in a UTF-8 file, read as U+FFFD. */
export interface BadByte {
  /** Where its U+FFFD is in the text the `decode` or `end` call that met it returned. */
  readonly offset: number;
  /** The byte (0x80-0xFF). */
  readonly byte: number;
}

/** Input that is not text: a NUL byte (outside UTF-16), or mostly control bytes. */
export class NotTextError extends ChessLinguaError {
  /** Offset of the first telling byte from the start of the input. */
  readonly byteOffset: number;
  constructor(byteOffset: number, why: string) {
    super('ERR_NOT_TEXT', `not a text file (${why} at byte ${byteOffset}); nothing was read from it`);
    this.byteOffset = byteOffset;
  }
}

export interface StreamDecoder {
  /** Text of the next chunk (bytes that may start a character are held back for the next one). @throws {NotTextError} */
  decode(chunk: Uint8Array): string;
  /** Text of the bytes held back at the end of the input. */
  end(): string;
  /** The encoding in use: the named one, or what `auto` decided so far (`utf-8` until it knows better). */
  readonly encoding: EncodingName;
  /** The bad bytes of the text the last `decode` or `end` returned (empty when none). */
  readonly badBytes: readonly BadByte[];
}

const EMPTY = new Uint8Array(0);
const NO_BAD_BYTES: readonly BadByte[] = Object.freeze([]);
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Valid UTF-8 as UTF-8, every other byte as Windows-1252. */
export function decodeUtf8OrCp1252(bytes: Uint8Array, utf8: TextDecoder = UTF8): string {
  const parts: string[] = [];
  let i = 0;
  while (i < bytes.length) {
    const bad = firstInvalidUtf8(bytes.subarray(i));
    if (bad < 0) {
      parts.push(utf8.decode(bytes.subarray(i)));
      break;
    }
    if (bad > 0) parts.push(utf8.decode(bytes.subarray(i, i + bad)));
    parts.push(String.fromCharCode(CP1252[bytes[i + bad]!]!));
    i += bad + 1;
  }
  return parts.join('');
}

/**
 * Valid UTF-8 as UTF-8, every other byte as U+FFFD, noted in `bad` (offsets in the result, after
 * `base` characters already written before it).
 */
function decodeUtf8Replacing(bytes: Uint8Array, utf8: TextDecoder, bad: BadByte[], base: number): string {
  const parts: string[] = [];
  let length = base;
  let i = 0;
  while (i < bytes.length) {
    const at = firstInvalidUtf8(bytes.subarray(i));
    const part = utf8.decode(at < 0 ? bytes.subarray(i) : bytes.subarray(i, i + at));
    parts.push(part);
    length += part.length;
    if (at < 0) break;
    bad.push({ offset: length, byte: bytes[i + at]! });
    parts.push('\uFFFD');
    length++;
    i += at + 1;
  }
  return parts.join('');
}

/** How many bytes at the end may start a UTF-8 sequence the next chunk completes (0-3). */
export function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue;
    const len = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 1;
    return len > back ? back : 0;
  }
  return 0;
}

/** Bytes looked at before deciding between UTF-16 and the rest (and whether it is text). */
const SNIFF = 64 * 1024;
/**
 * Bytes from a UTF-8 file's first bad byte on that decide what it is: UTF-8 with a few bad bytes,
 * or a code page (chosen by their letters). Held back until that many are read (or the input
 * ends), so that the decision is the same however the input comes in chunks, and a stray byte
 * in an ASCII stretch is judged with the letters that follow it.
 */
const DECISION_WINDOW = 1024 * 1024;

/**
 * Where the sample shows it is not text, or -1: a NUL byte, or control bytes other than the
 * white space and page breaks of text (tab, LF, VT, FF, CR, and SUB and ESC of old DOS files)
 * in more than 2 % of it (and at least 8).
 */
function notTextAt(sample: Uint8Array): { at: number; why: string } | undefined {
  const nul = nulAt(sample);
  if (nul >= 0) return { at: nul, why: 'a NUL byte' };
  let controls = 0;
  let first = -1;
  for (let i = 0; i < sample.length; i++) {
    const b = sample[i]!;
    if ((b < 0x20 && (b < 9 || b > 13) && b !== 0x1a && b !== 0x1b) || b === 0x7f) {
      controls++;
      if (first < 0) first = i;
    }
  }
  return controls >= 8 && controls * 50 > sample.length ? { at: first, why: 'control bytes' } : undefined;
}

/** The first NUL byte in `bytes`, or -1 (Buffer#indexOf: native, 8 times faster than Uint8Array#indexOf). */
function nulAt(bytes: Uint8Array): number {
  return (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)).indexOf(0);
}

/** Context kept on each side of a run of bytes of 0x80 and more, for scoring letters in their words. */
const CONTEXT = 24;
/** Longest sample of high bytes in context scored to choose a code page. */
const GUESS_SAMPLE = 64 * 1024;

/**
 * The high bytes of `bytes` with a little of their context (runs joined by a space), up to
 * {@link GUESS_SAMPLE} bytes: what tells a code page, without scoring long ASCII stretches.
 */
function aroundHighBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.min(bytes.length, GUESS_SAMPLE));
  let n = 0;
  let end = 0; // end of the last piece taken
  for (let i = 0; i < bytes.length && n < out.length; i++) {
    if (bytes[i]! < 0x80) continue;
    let j = i;
    while (j < bytes.length && bytes[j]! >= 0x80) j++;
    const from = Math.max(end, i - CONTEXT);
    const to = Math.min(bytes.length, j + CONTEXT);
    if (from > end && n > 0 && n < out.length) out[n++] = 0x20;
    const take = Math.min(to - from, out.length - n);
    out.set(bytes.subarray(from, from + take), n);
    n += take;
    end = from + take;
    i = Math.max(i, end - 1);
  }
  return out.subarray(0, n);
}

type Mode = 'sniff' | 'utf-8' | 'hold' | 'replace' | 'mixed' | 'fixed';

/** The one decoder: `auto` or a named encoding (`forced`). */
class Decoder implements StreamDecoder {
  encoding: EncodingName = 'utf-8';
  badBytes: readonly BadByte[] = NO_BAD_BYTES;
  private mode: Mode = 'sniff';
  private pending: Uint8Array = EMPTY;
  /** In `hold` mode: the bytes from the first bad byte on, until the decision (see DECISION_WINDOW). */
  private held: Uint8Array[] = [];
  private heldLength = 0;
  /** TextDecoder of a fixed encoding (undefined for Windows-1252, read by table). */
  private fixed: TextDecoder | undefined;
  private readonly utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  /** Bytes passed to decode so far (for the offset of a NUL byte). */
  private seen = 0;
  /** Bytes saved by the multi-byte sequences of the valid UTF-8 read so far (see utf8Evidence). */
  private evidence = 0;

  constructor(private readonly forced: EncodingName | undefined) {}

  decode(chunk: Uint8Array): string {
    this.badBytes = NO_BAD_BYTES;
    const start = this.seen - this.pending.length;
    this.seen += chunk.length;
    let bytes = concat(this.pending, chunk);
    this.pending = EMPTY;
    if (this.mode === 'sniff') {
      if (bytes.length < SNIFF) {
        this.pending = new Uint8Array(bytes); // a copy (Buffer#slice would be a view)
        return '';
      }
      bytes = this.decide(bytes, false, start);
    } else if (!this.isUtf16()) {
      const nul = nulAt(bytes);
      if (nul >= 0) throw new NotTextError(start + nul, 'a NUL byte');
    }
    if (this.mode === 'hold') return this.hold(bytes, false);
    return this.body(bytes, false);
  }

  /** Holds bytes back until the decision window is full (or the input ends), then decides. */
  private hold(bytes: Uint8Array, final: boolean): string {
    if (bytes.length > 0) this.held.push(new Uint8Array(bytes)); // a copy: the caller may reuse its buffer
    this.heldLength += bytes.length;
    if (!final && this.heldLength < DECISION_WINDOW) return '';
    const all = new Uint8Array(this.heldLength);
    let at = 0;
    for (const h of this.held) {
      all.set(h, at);
      at += h.length;
    }
    this.held = [];
    this.heldLength = 0;
    const window = all.subarray(0, DECISION_WINDOW);
    const e = utf8Evidence(window, this.utf8, final && all.length <= DECISION_WINDOW, Math.max(2, this.evidence / 2));
    // UTF-8 with a few bad bytes: UTF-8 before them outweighs them, or there are one or two and UTF-8 after them does.
    if (mostlyUtf8(this.evidence, e.invalid) || (e.invalid <= 2 && e.valid >= 2 * e.invalid)) this.mode = 'replace';
    else this.switchTo(guessLegacyEncoding(aroundHighBytes(window)));
    return this.body(all, final);
  }

  end(): string {
    this.badBytes = NO_BAD_BYTES;
    let bytes = this.pending;
    this.pending = EMPTY;
    if (this.mode === 'sniff') {
      if (bytes.length === 0) return '';
      bytes = this.decide(bytes, true, 0);
    }
    if (this.mode === 'hold') return this.hold(bytes, true) + (this.fixed ? this.fixed.decode() : '');
    return this.body(bytes, true) + (this.fixed ? this.fixed.decode() : '');
  }

  private isUtf16(): boolean {
    return this.encoding === 'utf-16le' || this.encoding === 'utf-16be';
  }

  /** Chooses the mode from the first bytes; returns them without a BOM. @throws {NotTextError} */
  private decide(bytes: Uint8Array, final: boolean, start: number): Uint8Array {
    const bom = bomOf(bytes);
    const sample = bytes.subarray(0, SNIFF);
    const guess = this.forced ?? detectEncoding(sample, final && bytes.length <= SNIFF).encoding;
    if (guess === 'utf-16le' || guess === 'utf-16be') {
      this.useFixed(guess);
      return bytes; // TextDecoder drops the BOM itself
    }
    const notText = notTextAt(sample);
    if (notText) throw new NotTextError(start + notText.at, notText.why);
    if (bom?.encoding === 'utf-8') bytes = bytes.subarray(bom.length);
    if (this.forced) {
      if (guess === 'utf-8') this.mode = 'replace';
      else this.switchTo(guess);
    } else this.mode = 'utf-8'; // UTF-8 or a code page: decided at the first bad byte, if any (see hold)
    return bytes;
  }

  private useFixed(encoding: EncodingName): void {
    this.mode = 'fixed';
    this.encoding = encoding;
    this.fixed = encoding === 'windows-1252' ? undefined : new TextDecoder(encoding);
  }

  private switchTo(encoding: EncodingName): void {
    if (encoding === 'windows-1252' && !this.forced) {
      this.mode = 'mixed';
      this.encoding = encoding;
    } else this.useFixed(encoding);
  }

  private body(bytes: Uint8Array, final: boolean): string {
    if (this.mode === 'fixed') return this.fixed ? this.fixed.decode(bytes, { stream: !final }) : decodeWithTable(bytes, CP1252);
    const tail = final ? 0 : incompleteTail(bytes);
    const body = tail > 0 ? bytes.subarray(0, bytes.length - tail) : bytes;
    if (tail > 0) this.pending = new Uint8Array(bytes.subarray(bytes.length - tail));
    if (this.mode === 'mixed') return decodeUtf8OrCp1252(body, this.utf8);
    if (isUtf8(body)) {
      // the common case, checked natively
      const text = this.utf8.decode(body);
      this.evidence += body.length - text.length;
      return text;
    }
    if (this.mode === 'replace') return this.replacing(body, 0);
    const bad = firstInvalidUtf8(body);
    if (bad < 0) return this.utf8.decode(body);
    // Not UTF-8 after all? UTF-8 with a few bad bytes, or a code page: decided on the bytes from here on (see hold).
    const head = this.utf8.decode(body.subarray(0, bad));
    this.evidence += bad - head.length;
    const rest = concat(body.subarray(bad), this.pending);
    this.pending = EMPTY;
    this.mode = 'hold';
    const text = this.hold(rest, final);
    if (this.badBytes.length > 0) this.badBytes = this.badBytes.map((b) => ({ offset: b.offset + head.length, byte: b.byte }));
    return head + text;
  }

  private replacing(body: Uint8Array, before: number): string {
    const bad: BadByte[] = [];
    const text = decodeUtf8Replacing(body, this.utf8, bad, before);
    this.badBytes = bad;
    return text;
  }
}

/** A streaming decoder for an encoding name (`utf-8`, `cp1251`, `latin1` …) or `auto` (the default). */
export function createDecoder(name = 'auto'): StreamDecoder {
  const encoding = encodingName(name);
  const d = new Decoder(encoding === 'auto' ? undefined : encoding);
  if (encoding !== 'auto') d.encoding = encoding;
  return d;
}

/** Decodes a whole input at once: its text, the encoding used and the bad bytes (offsets in the text). */
export function decodeBytes(bytes: Uint8Array, name = 'auto'): { text: string; encoding: EncodingName; badBytes: readonly BadByte[] } {
  const d = createDecoder(name);
  const text = d.decode(bytes);
  const bad = [...d.badBytes];
  const rest = d.end();
  for (const b of d.badBytes) bad.push({ offset: b.offset + text.length, byte: b.byte });
  return { text: text + rest, encoding: d.encoding, badBytes: bad };
}
