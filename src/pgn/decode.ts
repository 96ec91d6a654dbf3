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
import { decodeUtf8OrCp1252, incompleteTail } from '../encoding/decoder.js';

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const EMPTY = new Uint8Array(0);

/** Decodes bytes that are UTF-8 except where they are not; those bytes are read as Windows-1252. */
export function decodeMixed(bytes: Uint8Array): string {
  return decodeUtf8OrCp1252(bytes);
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
