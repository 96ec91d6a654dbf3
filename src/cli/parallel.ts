/**
 * `translate --jobs N`: games are translated by N worker threads, in batches, and written in
 * input order. The main thread only reads, splits and writes, so the work that grows with the
 * number of moves (grammar, board, writer) runs on every core.
 */
import { Worker } from 'node:worker_threads';
import type { GameText } from '../pgn/split-games.js';

/** What a worker needs to build the same translation context as the main thread. */
export interface WorkerJob {
  readonly from: string;
  readonly to: string;
  readonly fen: string | undefined;
  readonly localeFiles: readonly string[];
  readonly keepLayout: boolean;
  readonly strict: boolean;
  readonly prefer: readonly string[];
}

/** A game handed to a worker: its text, where it starts, its number in the file. */
export interface BatchGame {
  readonly text: string;
  readonly line: number;
  readonly column: number;
  readonly index: number;
  readonly truncated: boolean;
}

export interface BatchRequest {
  readonly seq: number;
  readonly file: string;
  readonly games: readonly BatchGame[];
}

/** One translated game as a worker returns it. */
export interface GameResult {
  readonly text: string;
  readonly failed: boolean;
  readonly message: string | undefined;
  readonly moves: number;
  /** Report lines of the warnings (lenient readings). */
  readonly warnings: readonly string[];
}

export type BatchReply =
  | { readonly seq: number; readonly results: readonly GameResult[] }
  | { readonly seq: number; readonly error: string };

/** Games per batch: large enough that messaging costs little, small enough to keep memory flat. */
const BATCH_CHARS = 256 * 1024;

/**
 * Worker threads that translate batches of games. One batch per worker is in flight at a time,
 * so memory does not grow with the input; results come back in input order.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private readonly idle: Worker[];
  private readonly done = new Map<number, readonly GameResult[]>();
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private nextSeq = 0;
  private nextOut = 0;

  constructor(job: WorkerJob, jobs: number, workerUrl: URL) {
    this.workers = Array.from({ length: jobs }, () => new Worker(workerUrl, { workerData: job }));
    this.idle = [...this.workers];
    for (const w of this.workers) {
      w.on('message', (reply: BatchReply) => {
        if ('error' in reply) this.failure ??= new Error(`translation worker failed: ${reply.error}`);
        else this.done.set(reply.seq, reply.results);
        this.idle.push(w);
        this.signal();
      });
      w.on('error', (e) => {
        this.failure ??= e;
        this.signal();
      });
    }
  }

  private signal(): void {
    const w = this.wake;
    this.wake = undefined;
    w?.();
  }

  private waitForReply(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve) => (this.wake = resolve));
  }

  private async send(file: string, games: BatchGame[]): Promise<void> {
    while (this.idle.length === 0) await this.waitForReply();
    const request: BatchRequest = { seq: this.nextSeq++, file, games };
    this.idle.pop()!.postMessage(request);
  }

  /** Results of the batches finished so far, in order. */
  private *ready(): Generator<GameResult> {
    while (this.done.has(this.nextOut)) {
      const results = this.done.get(this.nextOut)!;
      this.done.delete(this.nextOut++);
      yield* results;
    }
  }

  /** Translates the games of one file; yields one result per game, in input order. */
  async *translate(texts: AsyncIterable<GameText>, file: string): AsyncGenerator<GameResult> {
    let pending: BatchGame[] = [];
    let pendingChars = 0;
    let index = 0;
    for await (const game of texts) {
      pending.push({ text: game.text, line: game.line, column: game.column, index: ++index, truncated: game.truncated === true });
      pendingChars += game.text.length;
      if (pendingChars >= BATCH_CHARS) {
        await this.send(file, pending);
        pending = [];
        pendingChars = 0;
      }
      yield* this.ready();
      if (this.failure) throw this.failure;
    }
    if (pending.length) await this.send(file, pending);
    while (this.nextOut < this.nextSeq) {
      while (!this.done.has(this.nextOut)) await this.waitForReply();
      yield* this.ready();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
