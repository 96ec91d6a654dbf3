/**
 * A worker thread of `translate --jobs N`: builds the translation context from the job, then
 * translates each segment of the input it is sent (see parallel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LocaleRegistry } from '../locale/registry.js';
import { translationContext } from '../translate/context.js';
import type { SegmentReply, SegmentRequest, WorkerJob } from './parallel.js';
import { translateSegment } from './translate-segment.js';

const job = workerData as WorkerJob;
const registry = LocaleRegistry.withBundled();
for (const file of job.localeFiles) registry.registerFile(file);
const ctx = translationContext({
  from: job.from,
  to: job.to,
  fen: job.fen,
  registry,
  strict: job.strict,
  prefer: job.prefer,
  repair: job.repair,
  annotate: job.annotate,
});

parentPort!.on('message', (request: SegmentRequest) => {
  let reply: SegmentReply;
  try {
    reply = translateSegment(request, ctx, job.keepLayout, job.everyReport);
  } catch (e) {
    reply = { seq: request.seq, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(reply);
});
