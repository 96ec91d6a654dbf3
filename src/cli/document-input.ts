/**
 * `translate` on an input that may be a document (translate/document.ts): its first chunks are
 * read, and where they are the whole input, the input is read as a document where that reads
 * better; else it goes on as a stream of games as before.
 */
import { createDecoder } from '../encoding/index.js';
import type { TranslationContext } from '../translate/context.js';
import { documentTranslation } from '../translate/document.js';
import type { GameOutcome } from '../translate/translate-pgn.js';
import type { Values } from './cli.js';
import { translationOptionsOf } from './usage.js';

/** The first chunks of `source` up to `limit` characters or bytes (all of it when `complete`), and the whole source again. */
export async function readUpTo(
  source: AsyncIterable<Buffer | string>,
  limit: number,
): Promise<{ chunks: (Buffer | string)[]; complete: boolean; all: () => AsyncGenerator<Buffer | string> }> {
  const it = source[Symbol.asyncIterator]();
  const chunks: (Buffer | string)[] = [];
  let size = 0;
  let complete = false;
  while (size <= limit) {
    const next = await it.next();
    if (next.done) {
      complete = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer | string> {
    yield* chunks;
    if (complete) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { chunks, complete: complete && size <= limit, all };
}

export async function* oneBatch<T>(batch: readonly T[]): AsyncGenerator<readonly T[]> {
  yield batch;
}

/** The outcomes of a whole input read as a document (translate/document.ts), or undefined. */
export function documentOutcomes(
  chunks: readonly (Buffer | string)[],
  file: string,
  values: Values,
  ctx: TranslationContext,
): GameOutcome[] | undefined {
  const decoder = createDecoder(values.encoding ?? 'auto');
  const text = chunks.map((c) => (typeof c === 'string' ? c : decoder.decode(c))).join('') + decoder.end();
  return documentTranslation(text, file, translationOptionsOf(values), ctx);
}
