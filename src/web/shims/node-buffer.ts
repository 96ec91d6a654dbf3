/** The parts of `node:buffer` the library's decoder uses, for the page bundle. */
const FATAL = new globalThis.TextDecoder('utf-8', { fatal: true });

/** `isUtf8`: a fatal UTF-8 decode succeeds. */
export function isUtf8(bytes: ArrayBufferView | ArrayBuffer): boolean {
  try {
    FATAL.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** `Buffer.isBuffer` and `Buffer.from(arrayBuffer, offset, length)`: a plain view of the bytes (it has indexOf too). */
export const Buffer = {
  isBuffer: (_value: unknown): boolean => false,
  from: (buffer: ArrayBufferLike, byteOffset: number, length: number): Uint8Array => new Uint8Array(buffer, byteOffset, length),
};
