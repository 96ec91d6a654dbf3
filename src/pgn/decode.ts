/**
 * Bytes to text for PGN input, chunk by chunk: the one decoder of chess-lingua
 * (see encoding/decoder.ts), which the library and the CLI share. UTF-8 is read as UTF-8, a
 * UTF-8 file with a few bad bytes stays UTF-8 (each bad byte becomes U+FFFD and is reported),
 * UTF-16 is told by its BOM or its NUL bytes, and any other file by its letters (Windows-1252 with
 * its valid UTF-8 sequences kept, or a Cyrillic or Central European code page).
 *
 * A UTF-8 sequence cut between two chunks is held back until the next chunk completes it. A BOM at
 * the very start is dropped; a U+FEFF anywhere else is kept.
 */
import { createDecoder, decodeUtf8OrCp1252, type BadByte, type StreamDecoder } from '../encoding/decoder.js';
import type { EncodingName } from '../encoding/detect.js';

/** Decodes bytes that are UTF-8 except where they are not; those bytes are read as Windows-1252. */
export function decodeMixed(bytes: Uint8Array): string {
  return decodeUtf8OrCp1252(bytes);
}

/** The decoder `readGames` uses by default: {@link createDecoder} for `encoding` (`auto` unless named). */
export class PgnDecoder implements StreamDecoder {
  private readonly inner: StreamDecoder;
  constructor(encoding = 'auto') {
    this.inner = createDecoder(encoding);
  }
  decode(chunk: Uint8Array): string {
    return this.inner.decode(chunk);
  }
  end(): string {
    return this.inner.end();
  }
  get encoding(): EncodingName {
    return this.inner.encoding;
  }
  get badBytes(): readonly BadByte[] {
    return this.inner.badBytes;
  }
}
