/**
 * A worker thread of `translate --jobs N`: builds the translation context from the job, then
 * reads, translates and writes each batch of games it is sent (see parallel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LocaleRegistry } from '../locale/registry.js';
import { translationContext } from '../translate/context.js';
import { translateGameText } from '../translate/translate-pgn.js';
import type { BatchReply, BatchRequest, WorkerJob } from './parallel.js';

const job = workerData as WorkerJob;
const registry = LocaleRegistry.withBundled();
for (const file of job.localeFiles) registry.registerFile(file);
const ctx = translationContext({ from: job.from, to: job.to, fen: job.fen, registry, strict: job.strict, prefer: job.prefer });

function translateBatch(request: BatchRequest): BatchReply {
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
    const outcome = translateGameText(game, request.file, request.firstIndex + k, ctx, { keepLayout: job.keepLayout });
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

parentPort!.on('message', (request: BatchRequest) => {
  let reply: BatchReply;
  try {
    reply = translateBatch(request);
  } catch (e) {
    reply = { seq: request.seq, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(reply);
});
