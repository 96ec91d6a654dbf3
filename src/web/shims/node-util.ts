/** The browser's own TextDecoder in place of `node:util`'s (the page bundle maps `node:util` here). */
export const TextDecoder = globalThis.TextDecoder;
