/**
 * One batch of `translate --jobs N` (see parallel.ts), translated: in a worker thread, or on the
 * main thread when the worker that held it died (it ran out of its memory limit, say).
 */
import type { TranslationContext } from '../translate/context.js';
import { translateGameText } from '../translate/translate-pgn.js';
import type { BatchRequest, BatchResults } from './parallel.js';

export function translateBatch(request: BatchRequest, ctx: TranslationContext, keepLayout: boolean): BatchResults {
  const count = request.lengths.length;
  const texts: string[] = new Array<string>(count);
  const lengths = new Int32Array(count);
  const moves = new Int32Array(count);
  const failed = new Uint8Array(count);
  const messages: Array<readonly [number, string]> = [];
  const warnings: Array<readonly [number, readonly string[]]> = [];
  let at = 0;
  for (let k = 0; k < count; k++) {
    const end = at + request.lengths[k]!;
    const game = {
      text: request.text.slice(at, end),
      line: request.lines[k]!,
      column: request.columns[k]!,
      truncated: request.truncated[k] === 1,
    };
    at = end;
    const outcome = translateGameText(game, request.file, request.firstIndex + k, ctx, { keepLayout });
    texts[k] = outcome.text;
    lengths[k] = outcome.text.length;
    moves[k] = outcome.moves;
    if (outcome.failure !== undefined) {
      failed[k] = 1;
      messages.push([k, outcome.message!]);
    }
    if (outcome.warningMessages.length > 0) warnings.push([k, outcome.warningMessages]);
  }
  return { seq: request.seq, text: texts.join(''), lengths, moves, failed, messages, warnings };
}
