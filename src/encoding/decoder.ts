/**
 * Streaming decoders, bytes to text, chunk by chunk: one for a named encoding, and `auto`, which
 * detects it (BOM, UTF-16 pattern, UTF-8, else the legacy code page from letter frequencies).
 *
 * `auto` reads UTF-8 until a byte that is not UTF-8 turns up, then decides the code page from the
 * bytes from there on and keeps it. With CP1252 (Latin-1) it goes on reading valid UTF-8
 * sequences as UTF-8 (files that append UTF-8 games to a Latin-1 archive); with a Cyrillic code
 * page it does not, because Cyrillic CP866 text is full of byte pairs that happen to be UTF-8.
 */
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { CP1252, bomOf, decodeWithTable, detectEncoding, encodingName, firstInvalidUtf8, guessLegacyEncoding, type EncodingName } from './detect.js';

export interface StreamDecoder {
  /** Text of the next chunk (bytes that may start a character are held back for the next one). */
  decode(chunk: Uint8Array): string;
  /** Text of the bytes held back at the end of the input. */
  end(): string;
  /** The encoding in use: the named one, or what `auto` decided so far (`utf-8` until it knows better). */
  readonly encoding: EncodingName;
}

const EMPTY = new Uint8Array(0);
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** A decoder for a known encoding; a BOM of that encoding at the start is dropped. */
class FixedDecoder implements StreamDecoder {
  private readonly decoder: TextDecoder | undefined;
  constructor(readonly encoding: EncodingName) {
    this.decoder = encoding === 'windows-1252' ? undefined : new TextDecoder(encoding);
  }

  decode(chunk: Uint8Array): string {
    return this.decoder ? this.decoder.decode(chunk, { stream: true }) : decodeWithTable(chunk, CP1252);
  }

  end(): string {
    return this.decoder ? this.decoder.decode() : '';
  }
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

/** Bytes looked at before deciding between UTF-16 and the rest. */
const SNIFF = 4096;
/** Bytes scored to choose a legacy code page. */
const LEGACY_SAMPLE = 64 * 1024;

class AutoDecoder implements StreamDecoder {
  encoding: EncodingName = 'utf-8';
  private mode: 'sniff' | 'utf-8' | 'mixed' | 'fixed' = 'sniff';
  private pending: Uint8Array = EMPTY;
  private fixed: StreamDecoder | undefined;
  private readonly utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

  decode(chunk: Uint8Array): string {
    let bytes = concat(this.pending, chunk);
    this.pending = EMPTY;
    if (this.mode === 'sniff') {
      if (bytes.length < SNIFF) {
        this.pending = new Uint8Array(bytes); // a copy (Buffer#slice would be a view)
        return '';
      }
      bytes = this.decide(bytes, false);
    }
    return this.body(bytes, false);
  }

  end(): string {
    let bytes = this.pending;
    this.pending = EMPTY;
    if (this.mode === 'sniff') {
      if (bytes.length === 0) return '';
      bytes = this.decide(bytes, true);
    }
    return this.body(bytes, true) + (this.fixed ? this.fixed.end() : '');
  }

  /** Chooses the mode from the first bytes; returns them without a BOM. */
  private decide(bytes: Uint8Array, final: boolean): Uint8Array {
    const bom = bomOf(bytes);
    const guess = detectEncoding(bytes.subarray(0, LEGACY_SAMPLE), final && bytes.length <= LEGACY_SAMPLE);
    if (guess.encoding === 'utf-16le' || guess.encoding === 'utf-16be') {
      this.useFixed(guess.encoding);
      return bytes; // TextDecoder drops the BOM itself
    }
    if (bom?.encoding === 'utf-8') bytes = bytes.subarray(bom.length);
    if (guess.encoding === 'utf-8') this.mode = 'utf-8';
    else this.switchTo(guess.encoding);
    return bytes;
  }

  private useFixed(encoding: EncodingName): void {
    this.mode = 'fixed';
    this.encoding = encoding;
    this.fixed = new FixedDecoder(encoding);
  }

  private switchTo(encoding: EncodingName): void {
    if (encoding === 'windows-1252') {
      this.mode = 'mixed';
      this.encoding = encoding;
    } else this.useFixed(encoding);
  }

  private body(bytes: Uint8Array, final: boolean): string {
    if (this.mode === 'fixed') return this.fixed!.decode(bytes);
    const tail = final ? 0 : incompleteTail(bytes);
    const body = tail > 0 ? bytes.subarray(0, bytes.length - tail) : bytes;
    if (tail > 0) this.pending = new Uint8Array(bytes.subarray(bytes.length - tail));
    if (this.mode === 'mixed') return decodeUtf8OrCp1252(body, this.utf8);
    if (isUtf8(body)) return this.utf8.decode(body); // the common case, checked natively
    const bad = firstInvalidUtf8(body);
    if (bad < 0) return this.utf8.decode(body);
    // Not UTF-8 after all: choose the code page from the bytes from here on.
    const head = this.utf8.decode(body.subarray(0, bad));
    const rest = concat(body.subarray(bad), this.pending);
    this.pending = EMPTY;
    this.switchTo(guessLegacyEncoding(rest.subarray(0, LEGACY_SAMPLE)));
    return head + this.body(rest, final);
  }
}

/** A streaming decoder for an encoding name (`utf-8`, `cp1251`, `latin1` …) or `auto` (the default). */
export function createDecoder(name = 'auto'): StreamDecoder {
  const encoding = encodingName(name);
  return encoding === 'auto' ? new AutoDecoder() : new FixedDecoder(encoding);
}

/** Decodes a whole input at once: its text and the encoding used. */
export function decodeBytes(bytes: Uint8Array, name = 'auto'): { text: string; encoding: EncodingName } {
  const d = createDecoder(name);
  const text = d.decode(bytes) + d.end();
  return { text, encoding: d.encoding };
}
