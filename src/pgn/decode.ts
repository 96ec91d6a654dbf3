/**
 * Bytes to text for PGN input. UTF-8 (a BOM is dropped) is tried first; input that is not valid
 * UTF-8 is read as Windows-1252 (a superset of Latin-1, which old archives use), so no byte is
 * turned into a replacement character and no name is lost.
 */
import { TextDecoder } from 'node:util';

export class PgnDecoder {
  private utf8: TextDecoder | undefined = new TextDecoder('utf-8', { fatal: true });
  private legacy: TextDecoder | undefined;
  /** The encoding in use: `utf-8` until a chunk proves otherwise. */
  encoding: 'utf-8' | 'windows-1252' = 'utf-8';

  decode(chunk: Uint8Array): string {
    if (this.utf8) {
      try {
        return this.utf8.decode(chunk, { stream: true });
      } catch {
        this.utf8 = undefined;
        this.encoding = 'windows-1252';
        this.legacy = new TextDecoder('windows-1252');
      }
    }
    return this.legacy!.decode(chunk, { stream: true });
  }

  end(): string {
    if (this.utf8) {
      try {
        return this.utf8.decode();
      } catch {
        return '\uFFFD';
      }
    }
    return this.legacy!.decode();
  }
}
