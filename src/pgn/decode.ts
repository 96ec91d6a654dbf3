/**
 * Bytes to text for PGN input, chunk by chunk. Valid UTF-8 is read as UTF-8; any byte that is not
 * part of a valid UTF-8 sequence is read as Windows-1252 (a superset of Latin-1, which old archives
 * use). So no byte ever becomes a replacement character, no name is lost, and a file that mixes
 * both (UTF-8 games appended to a Latin-1 archive) comes out right in both parts.
 *
 * A UTF-8 sequence cut between two chunks is held back until the next chunk completes it. A BOM at
 * the very start is dropped; a U+FEFF anywhere else is kept.
 */
import { TextDecoder } from 'node:util';
import { CP1252 } from '../encoding/detect.js';

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
/** One byte as Windows-1252 (the table and why it is written out: src/encoding/detect.ts). */
function cp1252Char(b: number): string {
  return String.fromCharCode(CP1252[b]!);
}
const EMPTY = new Uint8Array(0);

/** Length of a UTF-8 sequence from its lead byte; 0 for a byte that cannot start one. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/** Whether bytes[i..i+len) is a valid (shortest-form, non-surrogate, ≤ U+10FFFF) UTF-8 sequence. */
function validSequence(bytes: Uint8Array, i: number, len: number): boolean {
  if (i + len > bytes.length) return false;
  const b0 = bytes[i]!;
  const b1 = bytes[i + 1]!;
  if ((b1 & 0xc0) !== 0x80) return false;
  if (len === 2) return true;
  if (b0 === 0xe0 && b1 < 0xa0) return false; // overlong
  if (b0 === 0xed && b1 > 0x9f) return false; // surrogate
  if (b0 === 0xf0 && b1 < 0x90) return false; // overlong
  if (b0 === 0xf4 && b1 > 0x8f) return false; // above U+10FFFF
  if ((bytes[i + 2]! & 0xc0) !== 0x80) return false;
  if (len === 3) return true;
  return (bytes[i + 3]! & 0xc0) === 0x80;
}

/**
 * How many bytes at the end of `bytes` may be the start of a UTF-8 sequence that the next chunk
 * completes (0-3).
 */
function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    const len = sequenceLength(b);
    if (len > back) {
      // A lead byte whose sequence is not complete yet; hold it back if what follows fits so far.
      for (let k = n - back + 1; k < n; k++) if ((bytes[k]! & 0xc0) !== 0x80) return 0;
      return back;
    }
    return 0;
  }
  return 0;
}

/** Decodes bytes that are UTF-8 except where they are not; those bytes are read as Windows-1252. */
export function decodeMixed(bytes: Uint8Array): string {
  const parts: string[] = [];
  let runStart = 0;
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const len = sequenceLength(b);
    if (len > 1 && validSequence(bytes, i, len)) {
      i += len;
      continue;
    }
    if (runStart < i) parts.push(utf8.decode(bytes.subarray(runStart, i)));
    parts.push(cp1252Char(b));
    i++;
    runStart = i;
  }
  if (runStart < n) parts.push(utf8.decode(bytes.subarray(runStart, n)));
  return parts.join('');
}

export class PgnDecoder {
  /** Bytes of a UTF-8 sequence cut by the end of the last chunk. */
  private pending: Uint8Array = EMPTY;
  private started = false;
  /** `utf-8` until a byte that is not UTF-8 is met; then `windows-1252` (for those bytes). */
  encoding: 'utf-8' | 'windows-1252' = 'utf-8';

  decode(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.pending.length > 0) {
      bytes = new Uint8Array(this.pending.length + chunk.length);
      bytes.set(this.pending, 0);
      bytes.set(chunk, this.pending.length);
    }
    if (!this.started) {
      if (bytes.length < 3 && bytes.every((b, k) => b === [0xef, 0xbb, 0xbf][k])) {
        this.pending = bytes.slice(); // may be the start of a BOM: wait
        return '';
      }
      this.started = true;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    const tail = incompleteTail(bytes);
    const body = tail > 0 ? bytes.subarray(0, bytes.length - tail) : bytes;
    this.pending = tail > 0 ? bytes.slice(bytes.length - tail) : EMPTY;
    return this.decodeBody(body);
  }

  /** The bytes still held back (an incomplete sequence at the end of the input), read as Windows-1252. */
  end(): string {
    const rest = this.pending;
    this.pending = EMPTY;
    this.started = true;
    return rest.length > 0 ? this.decodeBody(rest) : '';
  }

  private decodeBody(body: Uint8Array): string {
    if (body.length === 0) return '';
    try {
      return utf8Fatal.decode(body);
    } catch {
      this.encoding = 'windows-1252';
      return decodeMixed(body);
    }
  }
}
