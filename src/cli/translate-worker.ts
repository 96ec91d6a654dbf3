/**
 * A worker thread of `translate --jobs N`: builds the translation context from the job, then
 * reads, translates and writes each batch of games it is sent (see parallel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LocaleRegistry } from '../locale/registry.js';
import { translationContext } from '../translate/context.js';
import { translateGameText } from '../translate/translate-pgn.js';
import type { BatchReply, BatchRequest, GameResult, WorkerJob } from './parallel.js';

const job = workerData as WorkerJob;
const registry = LocaleRegistry.withBundled();
for (const file of job.localeFiles) registry.registerFile(file);
const ctx = translationContext({ from: job.from, to: job.to, fen: job.fen, registry, strict: job.strict, prefer: job.prefer });

parentPort!.on('message', (request: BatchRequest) => {
  let reply: BatchReply;
  try {
    const results: GameResult[] = request.games.map((g) => {
      const outcome = translateGameText(g, request.file, g.index, ctx, { keepLayout: job.keepLayout });
      return {
        text: outcome.text,
        failed: outcome.failure !== undefined,
        message: outcome.message,
        moves: outcome.moves,
        warnings: outcome.warningMessages,
      };
    });
    reply = { seq: request.seq, results };
  } catch (e) {
    reply = { seq: request.seq, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(reply);
});
