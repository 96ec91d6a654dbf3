/**
 * The page's worker (dist/web/chess-lingua-worker.js, a classic worker script): the library, doing
 * the page's work off the page's thread so that typing, scrolling and the board stay live while a
 * long sheet is repaired. For each job it sends the conversion, then the board positions.
 *
 * Loaded as a plain `<script>` instead (a page opened from disk, where a browser refuses workers),
 * it leaves the same handler in `globalThis.chessLinguaWorker` for the page to call on its own thread.
 */
import { LocaleRegistry } from '../locale/registry.js';
import type { Conversion } from './convert.js';
import { allPositions, jobConversion, pageCatalog, pageResult } from './job.js';
import { MAIN_THREAD_GLOBAL, type MainThreadTranslator, type PageMessage, type WorkerMessage } from './protocol.js';

/** A handler of the page's messages that answers through `post`; the registry is made once, here. */
function connect(post: (message: WorkerMessage) => void): (message: PageMessage) => void {
  const registry = LocaleRegistry.withBundled();
  post({ type: 'ready', catalog: pageCatalog(registry) });
  return (message) => {
    if (message.type !== 'job') return;
    const c = jobConversion(message, registry);
    post({ type: 'result', id: message.id, result: pageResult(c, registry) });
    post({ type: 'positions', id: message.id, positions: positionsOf(c, message.to, registry) });
  };
}

/** The board positions of a conversion; none (the board stays at the start) should a replay throw, which is not expected. */
function positionsOf(c: Conversion, to: string, registry: LocaleRegistry): ReturnType<typeof allPositions> {
  try {
    return allPositions(c, to, registry);
  } catch {
    return [];
  }
}

interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: { readonly data: PageMessage }) => void) | null;
}

const scope = globalThis as unknown as Record<string, unknown>;
if (typeof scope['WorkerGlobalScope'] === 'function' && typeof scope['importScripts'] === 'function') {
  const self = globalThis as unknown as WorkerScope;
  const handle = connect((message) => self.postMessage(message));
  self.onmessage = (event) => handle(event.data);
} else {
  const translator: MainThreadTranslator = { connect };
  scope[MAIN_THREAD_GLOBAL] = translator;
}
