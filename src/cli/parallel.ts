/**
 * `translate --jobs N`: games are translated on N threads, in batches, and written in input
 * order. N-1 worker threads translate; the main thread reads, splits and writes, and translates
 * each batch that finds every worker with its hands full. (With N worker threads on N cores, the
 * main thread, busy about 40 % of the time reading and splitting, left the workers short of a
 * core, and each worker is one more V8 instance to warm up and to hold in memory: on the 2-core
 * machine and a 1 GiB file, one worker and the main thread took 80 s and 171 MB, two workers
 * 83 s and 183 MB; see BENCHMARKS.md.)
 *
 * A batch travels as one string (the games' texts one after another) with their lengths and
 * places in typed arrays, and comes back the same way, so a message costs one copy of the text
 * rather than one object per game. Each worker has a few batches in hand, so it never waits for
 * the main thread between them.
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

/** Games for a worker: their texts joined, and per game its length, start line and column, whether it was cut for size. */
export interface BatchRequest {
  readonly seq: number;
  readonly file: string;
  /** Number in the file of the batch's first game. */
  readonly firstIndex: number;
  readonly text: string;
  readonly lengths: Int32Array;
  readonly lines: Int32Array;
  readonly columns: Int32Array;
  readonly truncated: Uint8Array;
}

/** What a worker sends back: the output texts joined, and per game its length, moves and reports. */
export interface BatchResults {
  readonly seq: number;
  readonly text: string;
  readonly lengths: Int32Array;
  readonly moves: Int32Array;
  readonly failed: Uint8Array;
  /** Report line of each failed game, by position in the batch. */
  readonly messages: ReadonlyArray<readonly [number, string]>;
  /** Warning report lines of each game that has any, by position in the batch. */
  readonly warnings: ReadonlyArray<readonly [number, readonly string[]]>;
}

export type BatchReply = BatchResults | { readonly seq: number; readonly error: string };

/** One translated game, as the CLI writes it. */
export interface GameResult {
  readonly text: string;
  readonly failed: boolean;
  readonly message: string | undefined;
  readonly moves: number;
  /** Report lines of the warnings (lenient readings). */
  readonly warnings: readonly string[];
}

/**
 * Characters per batch: large enough that messaging costs little, and under V8's 128 KB limit for
 * objects in the young generation, so batch strings do not go to the large-object space.
 */
const BATCH_CHARS = 96 * 1024;
/** Batches each worker holds at once (one being translated, two waiting: the main thread may be busy translating one itself). */
const IN_FLIGHT = 3;
/**
 * Each worker's heap limits, in MB: with these two workers and the main thread stay under 200 MB
 * in all (BENCHMARKS.md: 171 MB on a 1 GiB file with `--jobs 2`). A worker's live data is small
 * (token tables, compiled code), but each batch allocates several times its size in short-lived
 * objects: with a 4 MB young generation the workers spent 13–17 % of their time collecting
 * garbage (two workers took 104 s on 1 GiB; 83 s with 8 MB). A game too big for its limit kills
 * the worker, and its batches are translated on the main thread instead (see `local`).
 */
const WORKER_LIMITS: WorkerLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 32 };
/** Heap limits of a worker, in MB. */
export interface WorkerLimits {
  readonly maxYoungGenerationSizeMb: number;
  readonly maxOldGenerationSizeMb: number;
}
const NO_WARNINGS: readonly string[] = Object.freeze([]);

/** The games of one batch as the main thread gathers them. */
class BatchBuilder {
  private texts: string[] = [];
  private lines: number[] = [];
  private columns: number[] = [];
  private truncated: number[] = [];
  chars = 0;

  get size(): number {
    return this.texts.length;
  }

  add(game: GameText): void {
    this.texts.push(game.text);
    this.lines.push(game.line);
    this.columns.push(game.column);
    this.truncated.push(game.truncated === true ? 1 : 0);
    this.chars += game.text.length;
  }

  build(seq: number, file: string, firstIndex: number): BatchRequest {
    return {
      seq,
      file,
      firstIndex,
      text: this.texts.join(''),
      lengths: Int32Array.from(this.texts, (t) => t.length),
      lines: Int32Array.from(this.lines),
      columns: Int32Array.from(this.columns),
      truncated: Uint8Array.from(this.truncated),
    };
  }
}

/** The results of a batch, one per game, in order. */
function resultsOf(batch: BatchResults): GameResult[] {
  const messages = new Map(batch.messages);
  const warnings = new Map(batch.warnings);
  const results: GameResult[] = new Array(batch.lengths.length);
  let at = 0;
  for (let k = 0; k < batch.lengths.length; k++) {
    const end = at + batch.lengths[k]!;
    results[k] = {
      text: batch.text.slice(at, end),
      failed: batch.failed[k] === 1,
      message: messages.get(k),
      moves: batch.moves[k]!,
      warnings: warnings.get(k) ?? NO_WARNINGS,
    };
    at = end;
  }
  return results;
}

/**
 * Worker threads that translate batches of games. At most {@link IN_FLIGHT} batches per worker
 * are out at a time, so memory does not grow with the input; results come back in input order.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  /** The batches each live worker has in hand, by sequence number. */
  private readonly held = new Map<Worker, Map<number, BatchRequest>>();
  private readonly done = new Map<number, BatchResults>();
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private nextSeq = 0;
  private nextOut = 0;
  private readonly mainHelps: boolean;

  /**
   * `local` translates a batch on the main thread: for the batches of a worker that died, for all
   * batches once no worker is left, and, with `mainHelps`, for each batch that finds every worker
   * with its hands full (so `workers` threads plus the main thread translate). `limits` are the
   * workers' heap limits (other than {@link WORKER_LIMITS} in tests only).
   */
  constructor(
    job: WorkerJob,
    workers: number,
    workerUrl: URL,
    private readonly local: (request: BatchRequest) => BatchResults,
    options: { readonly mainHelps?: boolean; readonly limits?: WorkerLimits } = {},
  ) {
    this.mainHelps = options.mainHelps === true;
    const resourceLimits = options.limits ?? WORKER_LIMITS;
    this.workers = Array.from({ length: workers }, () => new Worker(workerUrl, { workerData: job, resourceLimits }));
    for (const w of this.workers) {
      this.held.set(w, new Map());
      w.on('message', (reply: BatchReply) => {
        this.held.get(w)?.delete(reply.seq);
        if ('error' in reply) this.failure ??= new Error(`translation worker failed: ${reply.error}`);
        else this.done.set(reply.seq, reply);
        this.signal();
      });
      w.on('error', () => this.lost(w));
      w.on('exit', () => this.lost(w));
    }
  }

  /** A worker died (out of memory, say): its batches are translated here, and it gets no more. */
  private lost(w: Worker): void {
    const batches = this.held.get(w);
    if (batches === undefined) return;
    this.held.delete(w);
    try {
      for (const request of batches.values()) this.done.set(request.seq, this.local(request));
    } catch (e) {
      this.failure ??= e instanceof Error ? e : new Error(String(e));
    }
    this.signal();
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

  /** The live worker with the fewest batches in hand, if it can take one more. */
  private freeWorker(): Worker | undefined {
    let best: Worker | undefined;
    let load = IN_FLIGHT;
    for (const [w, batches] of this.held) {
      if (batches.size < load) {
        best = w;
        load = batches.size;
      }
    }
    return best;
  }

  private async send(request: BatchRequest): Promise<void> {
    for (;;) {
      if (this.held.size === 0) {
        this.done.set(request.seq, this.local(request)); // no worker left
        return;
      }
      const w = this.freeWorker();
      if (w !== undefined) {
        this.held.get(w)!.set(request.seq, request);
        w.postMessage(request);
        return;
      }
      if (this.mainHelps) {
        this.done.set(request.seq, this.local(request));
        return;
      }
      await this.waitForReply();
    }
  }

  /** Results of the batches finished so far, in order, a batch at a time. */
  private *ready(): Generator<GameResult[]> {
    while (this.done.has(this.nextOut)) {
      const batch = this.done.get(this.nextOut)!;
      this.done.delete(this.nextOut++);
      yield resultsOf(batch);
    }
  }

  /**
   * Translates the games of one file, given a batch of game texts at a time (as
   * streamGameTextBatches reads them); yields the results a batch at a time, one per game, in
   * input order.
   */
  async *translate(texts: AsyncIterable<readonly GameText[]>, file: string): AsyncGenerator<GameResult[]> {
    let batch = new BatchBuilder();
    let index = 0;
    for await (const games of texts) {
      for (const game of games) {
        batch.add(game);
        index++;
        if (batch.chars >= BATCH_CHARS) {
          await this.send(batch.build(this.nextSeq++, file, index - batch.size + 1));
          batch = new BatchBuilder();
        }
      }
      yield* this.ready();
      if (this.failure) throw this.failure;
    }
    if (batch.size > 0) await this.send(batch.build(this.nextSeq++, file, index - batch.size + 1));
    while (this.nextOut < this.nextSeq) {
      while (!this.done.has(this.nextOut)) await this.waitForReply();
      yield* this.ready();
    }
  }

  async close(): Promise<void> {
    this.held.clear(); // workers that exit now are not lost
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
