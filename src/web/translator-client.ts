/// <reference lib="dom" />
/**
 * The page's side of its worker (src/web/worker.ts): starts it, sends it each text to convert and
 * hands back the answers of the newest job only. One job runs at a time. A job asked for while
 * another runs supersedes it: it waits for the running one if that one is young (a quick
 * conversion ends sooner than a new worker starts), else the worker is stopped and a new one
 * started for it. A stale answer is never handed back.
 *
 * Where the browser refuses a worker (Chromium for a page opened from disk, file://), the worker's
 * script is loaded into the page and the same jobs run on the page's thread, each after a paint.
 */
import { MAIN_THREAD_GLOBAL, WORKER_FILE } from './protocol.js';
import type { Catalog, JobRequest, MainThreadTranslator, PageMessage, PageResult, WorkerMessage } from './protocol.js';
import type { Position } from './convert.js';

/** A job older than this is stopped (its worker ended, a new one started) when a newer one is asked for. */
export const RESTART_AFTER_MS = 100;

export interface TranslatorEvents {
  /** The conversion of the newest job. */
  result(id: number, result: PageResult): void;
  /** The board positions of the newest job (after its result): the job is done. */
  positions(id: number, positions: readonly (Position | undefined)[]): void;
}

/** Where the jobs run: a worker, or (no worker allowed) the page's own thread. */
export type TranslatorMode = 'worker' | 'main-thread';

interface Running {
  readonly id: number;
  readonly since: number;
}

export class TranslatorClient {
  readonly #events: TranslatorEvents;
  #worker: Worker | undefined;
  #inPage: ((message: PageMessage) => void) | undefined;
  #mode: TranslatorMode = 'worker';
  #latest = 0;
  #running: Running | undefined;
  #queued: JobRequest | undefined;
  #restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** Workers started (the first, and one for each job stopped), for tests and the curious. */
  workersStarted = 0;

  private constructor(events: TranslatorEvents) {
    this.#events = events;
  }

  /** Starts the worker (or loads its script into the page) and resolves with the notation lists once it is ready. */
  static async start(events: TranslatorEvents): Promise<{ client: TranslatorClient; catalog: Catalog }> {
    const client = new TranslatorClient(events);
    const catalog = (await client.#startWorker()) ?? (await client.#startInPage());
    return { client, catalog };
  }

  get mode(): TranslatorMode {
    return this.#mode;
  }

  /** Whether a job (its conversion or its positions) is running. */
  get busy(): boolean {
    return this.#running !== undefined;
  }

  /** Asks for a conversion; returns its id. Only the answers of the newest id are handed back. */
  submit(job: Omit<JobRequest, 'type' | 'id'>): number {
    const request: JobRequest = { ...job, type: 'job', id: ++this.#latest };
    const running = this.#running;
    if (!running) this.#post(request);
    else if (this.#mode === 'worker' && performance.now() - running.since >= RESTART_AFTER_MS) {
      this.#restart();
      this.#post(request);
    } else {
      this.#queued = request;
      if (this.#mode === 'worker' && this.#restartTimer === undefined) {
        this.#restartTimer = setTimeout(
          () => {
            this.#restartTimer = undefined;
            const queued = this.#queued;
            if (this.#running === running && queued) {
              this.#queued = undefined;
              this.#restart();
              this.#post(queued);
            }
          },
          Math.max(0, running.since + RESTART_AFTER_MS - performance.now()),
        );
      }
    }
    return request.id;
  }

  /**
   * Drops the running job's answers and any job waiting (the text changed: a newer job follows);
   * the running job is stopped if it is old enough, else left to end unseen.
   */
  cancel(): void {
    this.#latest++;
    this.#queued = undefined;
    const running = this.#running;
    if (running && this.#mode === 'worker' && performance.now() - running.since >= RESTART_AFTER_MS) this.#restart();
  }

  #post(request: JobRequest): void {
    this.#running = { id: request.id, since: performance.now() };
    if (this.#worker) return this.#worker.postMessage(request);
    // On the page's thread: after a paint, so that what the page says before the job is seen.
    requestAnimationFrame(() => setTimeout(() => this.#inPage?.(request), 0));
  }

  #receive(message: WorkerMessage): void {
    if (message.type === 'ready') return;
    if (message.type === 'result') {
      if (message.id === this.#latest) this.#events.result(message.id, message.result);
      return;
    }
    if (this.#running?.id === message.id) this.#running = undefined;
    if (message.id === this.#latest) this.#events.positions(message.id, message.positions);
    const queued = this.#queued;
    if (!this.#running && queued) {
      this.#queued = undefined;
      this.#post(queued);
    }
  }

  /** Stops the running job: its worker is ended and a new one started (its script comes from the browser's cache). */
  #restart(): void {
    this.#worker?.terminate();
    this.#running = undefined;
    this.#worker = this.#spawn();
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_FILE);
    this.workersStarted++;
    worker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => this.#receive(e.data));
    worker.addEventListener('error', (e) => this.#crashed(worker, e.message));
    return worker;
  }

  /** A worker that stopped on its own (out of memory, a bug): the running job is answered with the error, a new worker takes its place. */
  #crashed(worker: Worker, message: string): void {
    if (worker !== this.#worker) return;
    const id = this.#running?.id;
    this.#restart();
    if (id === undefined || id !== this.#latest) return;
    const problem = {
      severity: 'error' as const,
      code: 'ERR_INTERNAL',
      message: `the conversion stopped: ${message || 'the worker failed'}`,
      line: 1,
      column: 1,
      token: '',
      game: 0,
    };
    const empty: PageResult = {
      output: '',
      problems: [problem],
      moves: [],
      detected: [],
      translated: false,
      detection: { others: [] },
      suggestions: [[]],
    };
    this.#events.result(id, empty);
    this.#events.positions(id, []);
  }

  /** The first worker; undefined (and none kept) when the browser refuses it or it fails before it is ready. */
  async #startWorker(): Promise<Catalog | undefined> {
    let worker: Worker;
    try {
      worker = new Worker(WORKER_FILE);
    } catch {
      return undefined; // a page from disk in Chromium: "cannot be accessed from origin 'null'"
    }
    this.workersStarted++;
    const catalog = await new Promise<Catalog | undefined>((resolve) => {
      worker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => {
        if (e.data.type === 'ready') resolve(e.data.catalog);
      });
      worker.addEventListener('error', () => resolve(undefined));
    });
    if (!catalog) {
      worker.terminate();
      return undefined;
    }
    worker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => this.#receive(e.data));
    worker.addEventListener('error', (e) => this.#crashed(worker, e.message));
    this.#worker = worker;
    return catalog;
  }

  /** The worker's script as a plain script in the page: jobs run on the page's thread. */
  async #startInPage(): Promise<Catalog> {
    this.#mode = 'main-thread';
    const translator = await new Promise<MainThreadTranslator>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = WORKER_FILE;
      script.addEventListener('load', () => resolve((globalThis as unknown as Record<string, MainThreadTranslator>)[MAIN_THREAD_GLOBAL]!));
      script.addEventListener('error', () => reject(new Error(`${WORKER_FILE} could not be loaded`)));
      document.head.append(script);
    });
    let catalog: Catalog | undefined;
    this.#inPage = translator.connect((message) => {
      if (message.type === 'ready') catalog = message.catalog;
      else this.#receive(message);
    });
    if (!catalog) throw new Error(`${WORKER_FILE} sent no notation lists`);
    return catalog;
  }
}
