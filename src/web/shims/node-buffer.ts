/** `isUtf8` of `node:buffer` for the page bundle: a fatal UTF-8 decode succeeds. */
const FATAL = new globalThis.TextDecoder('utf-8', { fatal: true });

export function isUtf8(bytes: ArrayBufferView | ArrayBuffer): boolean {
  try {
    FATAL.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
