/**
 * `translate --jobs N`: the input is cut into segments of about 64 K characters, each
 * translated on one of N threads, and the results written in input order. N-1 worker threads
 * translate; the main thread reads, cuts and writes, and translates each segment that finds every
 * worker with its hands full.
 *
 * A segment is read by a splitter of its own, with the express lane inside, just as one thread
 * reads a whole file: each character is read once, by the thread that translates it. The main
 * thread only looks for the cuts: a line break, a blank line, then a tag line (`[Name "…`), where
 * a new game starts — unless the game before it has no movetext yet (a tag section with a blank
 * line in it), which the segment's translator tells (`newGameAtTagLine`). When a cut does not hold,
 * the main thread reads again, with one splitter, that segment and the ones after it up to a cut
 * that holds, so the output is always what one thread writes. Reports come back as data, each
 * with its game's place in the segment; the main thread, which knows how many games came before,
 * numbers the games and words the report lines (game-reports.ts).
 *
 * (The main thread does not cut the games itself: that kept it busy reading every character a
 * second time; see BENCHMARKS.md, "Figures from code comments".)
 */
import { Worker } from 'node:worker_threads';
import type { GameSplitter, GameText } from '../pgn/split-games.js';
import type { TextPlace } from '../pgn/read-games.js';
import { breaksBetween, lastTagLineAfterBlank, lineStartBefore } from '../pgn/scan.js';
import type { PlainGameTranslation } from '../translate/express.js';
import { reportJsonLine, reportLines, type GameReport } from './game-reports.js';

/** What a worker needs to build the same translation context as the main thread. */
export interface WorkerJob {
  readonly from: string;
  readonly to: string;
  readonly fen: string | undefined;
  readonly localeFiles: readonly string[];
  readonly keepLayout: boolean;
  readonly strict: boolean;
  readonly prefer: readonly string[];
  /** `--repair` and `--annotate`. */
  readonly repair: boolean;
  readonly annotate: boolean;
  /** `--report-json`: a report for every game, not only those with something to report. */
  readonly everyReport: boolean;
}

/** A piece of the input for a worker: whole lines, from line `startLine` of `file`. */
export interface SegmentRequest {
  readonly seq: number;
  readonly file: string;
  readonly text: string;
  readonly startLine: number;
  /** The next segment starts with a tag line after a blank line (else the cut was forced, or this is the last). */
  readonly cutAtTagLine: boolean;
  /** The last segment of the file. */
  readonly last: boolean;
}

/** What a worker sends back: the output texts joined, per game its length and moves, and the reports. */
export interface SegmentResults {
  readonly seq: number;
  readonly text: string;
  readonly lengths: Int32Array;
  readonly moves: Int32Array;
  /** 1 for a failed game; 2 for the rest of a game too large (text written through, not a game). */
  readonly failed: Uint8Array;
  /**
   * The reports of the games that failed or have warnings (with `everyReport`, of every game), in
   * order, each with its place in the segment.
   */
  readonly reports: readonly GameReport[];
  /** Per game, how many boxes `--repair` did not read as written (0 for the rest). */
  readonly repaired: Int32Array;
  /** A tag line after this segment's text starts a new game, so the next segment's own reading holds. */
  readonly newGameAtTagLine: boolean;
}

export type SegmentReply = SegmentResults | { readonly seq: number; readonly error: string };

/** One translated game, as the CLI writes it. */
export interface GameResult {
  readonly text: string;
  readonly failed: boolean;
  readonly message: string | undefined;
  readonly moves: number;
  /** Report lines of the warnings (lenient readings). */
  readonly warnings: readonly string[];
  /** The rest of a game too large: text written through, not a game. */
  readonly continued?: boolean;
  /** With `--report-json`: the game's line of JSON, as one thread writes it. */
  readonly json?: string | undefined;
}

/**
 * A segment is cut once this many characters are in hand, at the last tag line among them: so
 * about one read chunk (64 KB) at a time. Large enough that messaging and each segment's start
 * cost little; small enough that segments, the text around them and their results stay under
 * V8's 128 KB limit for objects in the young generation, so that they do not go to the
 * large-object space (figures in BENCHMARKS.md).
 */
const SEGMENT_CHARS = 48 * 1024;
/**
 * Beyond this, a segment is cut at any line break when no tag line after a blank line is found
 * (games without tags, or no PGN at all); the main thread then reads on across the cut.
 */
const MAX_SEGMENT_CHARS = 4 * 1024 * 1024;
/** Segments each worker holds at once (one being translated, two waiting: the main thread may be busy translating one itself). */
const IN_FLIGHT = 3;
/**
 * Each worker's heap limits, in MB: with these a worker and the main thread stay under 200 MB in
 * all. A worker's live data is small (token tables, compiled code), but each segment allocates
 * several times its size in short-lived objects, so the young generation is not the smallest
 * (a smaller one spends much time collecting garbage; figures in BENCHMARKS.md). A game too big
 * for its limit kills the worker, and its segments are translated on the main thread instead (see `local`).
 */
const WORKER_LIMITS: WorkerLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 32 };
/** Heap limits of a worker, in MB. */
export interface WorkerLimits {
  readonly maxYoungGenerationSizeMb: number;
  readonly maxOldGenerationSizeMb: number;
}
const NO_WARNINGS: readonly string[] = Object.freeze([]);

/** Where the last line of `text` starts, or 0: a CR at its very end may be the start of a CR LF. */
function lastLineStart(text: string): number {
  return lineStartBefore(text, text.endsWith('\r') ? text.length - 1 : text.length);
}

/** The results of a segment, one per game, in order, numbered in the file after `before` games. */
function resultsOf(segment: SegmentResults, file: string, before: number, json: boolean): GameResult[] {
  const results: GameResult[] = new Array(segment.lengths.length);
  let at = 0;
  let r = 0; // the next report
  let number = before; // games only: the rest of a game too large is not one
  for (let k = 0; k < segment.lengths.length; k++) {
    const end = at + segment.lengths[k]!;
    const text = segment.text.slice(at, end);
    at = end;
    if (segment.failed[k] === 2) {
      results[k] = { text, failed: false, message: undefined, moves: 0, warnings: NO_WARNINGS, continued: true };
      continue;
    }
    number++;
    const report = segment.reports[r]?.index === k ? segment.reports[r++] : undefined;
    const lines = report === undefined ? undefined : reportLines(report, file, number);
    results[k] = {
      text,
      failed: segment.failed[k] === 1,
      message: lines?.message,
      moves: segment.moves[k]!,
      warnings: lines === undefined || lines.warnings.length === 0 ? NO_WARNINGS : lines.warnings,
      json: json && report !== undefined ? reportJsonLine(report, file, number, segment.moves[k]!, segment.repaired[k]!) : undefined,
    };
  }
  return results;
}

/** The results of a segment that is read again across a cut in any case (never used). */
function noResults(seq: number): SegmentResults {
  const none = new Int32Array(0);
  return { seq, text: '', lengths: none, moves: none, failed: new Uint8Array(0), reports: [], repaired: none, newGameAtTagLine: false };
}

/** How the main thread translates: a segment on its own, and games cut by a splitter of its own. */
export interface LocalTranslation {
  segment(request: SegmentRequest): SegmentResults;
  /** A splitter that reads plain games with the express lane (segments read again across a cut that did not hold). */
  splitter(): GameSplitter<PlainGameTranslation>;
  /** The games cut by such a splitter, translated, as a segment's results (`startLine`: the line its text started on). */
  games(games: readonly GameText<PlainGameTranslation>[], request: SegmentRequest, startLine: number): SegmentResults;
}

/**
 * Worker threads that translate segments of the input. At most {@link IN_FLIGHT} segments per
 * worker are out at a time, so memory does not grow with the input; results come back in input order.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  /** The segments each live worker has in hand, by sequence number. */
  private readonly held = new Map<Worker, Map<number, SegmentRequest>>();
  private readonly done = new Map<number, SegmentResults>();
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private nextSeq = 0;
  private readonly mainHelps: boolean;
  private readonly segmentChars: number;
  private readonly maxSegmentChars: number;
  /** `--report-json`: each result carries its game's line of JSON. */
  private readonly json: boolean;
  /** Segments read again on the main thread because the cut before the next one did not hold. */
  rereadSegments = 0;

  /**
   * `local` translates on the main thread: the segments of a worker that died, all segments once
   * no worker is left, with `mainHelps` each segment that finds every worker with its hands full
   * (so `workers` threads plus the main thread translate), and the segments read again across a
   * cut that did not hold. `limits` (the workers' heap limits), `segmentChars` and
   * `maxSegmentChars` are other than {@link WORKER_LIMITS}, {@link SEGMENT_CHARS} and
   * {@link MAX_SEGMENT_CHARS} in tests only.
   */
  constructor(
    job: WorkerJob,
    workers: number,
    workerUrl: URL,
    private readonly local: LocalTranslation,
    options: {
      readonly mainHelps?: boolean;
      readonly limits?: WorkerLimits;
      readonly segmentChars?: number;
      readonly maxSegmentChars?: number;
    } = {},
  ) {
    this.mainHelps = options.mainHelps === true;
    this.json = job.everyReport;
    this.segmentChars = options.segmentChars ?? SEGMENT_CHARS;
    this.maxSegmentChars = options.maxSegmentChars ?? MAX_SEGMENT_CHARS;
    const resourceLimits = options.limits ?? WORKER_LIMITS;
    this.workers = Array.from({ length: workers }, () => new Worker(workerUrl, { workerData: job, resourceLimits }));
    for (const w of this.workers) {
      this.held.set(w, new Map());
      w.on('message', (reply: SegmentReply) => {
        this.held.get(w)?.delete(reply.seq);
        if ('error' in reply) this.failure ??= new Error(`translation worker failed: ${reply.error}`);
        else this.done.set(reply.seq, reply);
        this.signal();
      });
      w.on('error', () => this.lost(w));
      w.on('exit', () => this.lost(w));
    }
  }

  /** A worker died (out of memory, say): its segments are translated here, and it gets no more. */
  private lost(w: Worker): void {
    const segments = this.held.get(w);
    if (segments === undefined) return;
    this.held.delete(w);
    try {
      for (const request of segments.values()) this.done.set(request.seq, this.local.segment(request));
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

  /** The live worker with the fewest segments in hand, if it can take one more. */
  private freeWorker(): Worker | undefined {
    let best: Worker | undefined;
    let load = IN_FLIGHT;
    for (const [w, segments] of this.held) {
      if (segments.size < load) {
        best = w;
        load = segments.size;
      }
    }
    return best;
  }

  private async send(request: SegmentRequest): Promise<void> {
    for (;;) {
      if (this.held.size === 0) {
        this.done.set(request.seq, this.local.segment(request)); // no worker left
        return;
      }
      const w = this.freeWorker();
      if (w !== undefined) {
        this.held.get(w)!.set(request.seq, request);
        w.postMessage(request);
        return;
      }
      if (this.mainHelps) {
        this.done.set(request.seq, this.local.segment(request));
        return;
      }
      await this.waitForReply();
    }
  }

  /**
   * Translates one file, given its text a chunk at a time (as decodeChunks reads it); yields the
   * results a segment at a time, one per game, in input order. `read` gives the chunks; its
   * `place` says where the text read so far ends (the place decodeChunks asks for when a chunk
   * has bad bytes to report), from the lines this thread counts anyway to number the segments.
   */
  async *translate(read: (place: () => TextPlace) => AsyncIterable<string>, file: string): AsyncGenerator<GameResult[]> {
    const sent: SegmentRequest[] = []; // in order, until their results are out
    let out = 0; // index in `sent` of the next segment whose results go out
    let before = 0; // games already out
    /** Across a cut that did not hold: a splitter reading the segments again, and the line it started on. */
    let chain: { splitter: GameSplitter<PlainGameTranslation>; startLine: number } | undefined;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the nested generator below is not an arrow function
    const self = this;

    /** Results of the segments finished so far, in order. */
    function* ready(): Generator<GameResult[]> {
      while (out < sent.length && self.done.has(sent[out]!.seq)) {
        const request = sent[out]!;
        let results = self.done.get(request.seq)!;
        self.done.delete(request.seq);
        sent[out++] = undefined as unknown as SegmentRequest; // let the text go
        if (chain === undefined && !request.last && !(request.cutAtTagLine && results.newGameAtTagLine)) {
          // The next segment does not start a game of its own: read again from this one's start.
          chain = { splitter: self.local.splitter(), startLine: request.startLine };
        }
        if (chain !== undefined) {
          self.rereadSegments++;
          const games = chain.splitter.push(request.text);
          const holds = request.cutAtTagLine && chain.splitter.newGameAtTagLine;
          if (holds || request.last) games.push(...chain.splitter.end());
          results = self.local.games(games, request, chain.startLine);
          if (holds) chain = undefined;
        }
        const batch = resultsOf(results, file, before, self.json);
        for (const r of batch) if (!r.continued) before++;
        if (batch.length > 0) yield batch;
      }
    }

    let pending = '';
    let chunk = ''; // the last chunk read, the end of `pending`
    let startLine = 1;
    let startColumn = 1; // where `pending` starts (a line start, unless a segment was cut within one huge line)
    let crBefore = false; // the text before `pending` ends with a CR
    let forcedBefore = false; // the last segment was cut elsewhere than at a tag line
    /** The place after the text read so far: `pending` from the segments' start line. */
    const place = (): TextPlace => {
      const lineStart = lineStartBefore(pending, pending.length);
      return {
        line: startLine + breaksBetween(pending, 0, pending.length),
        column: lineStart > 0 ? pending.length - lineStart + 1 : startColumn + pending.length,
        afterCr: pending.length > 0 ? pending.endsWith('\r') : crBefore,
      };
    };
    const cut = async (at: number, cutAtTagLine: boolean, last: boolean): Promise<void> => {
      const text = at === pending.length ? pending : pending.slice(0, at);
      // What is left, taken from the chunk where it lies, not from `pending` once copied into
      // one: else a character beyond Latin-1 once read would make every later segment a
      // two-byte string (twice the bytes to copy, send and write).
      const inChunk = at - (pending.length - chunk.length);
      pending = at === pending.length ? '' : inChunk >= 0 ? chunk.slice(inChunk) : pending.slice(at);
      const request: SegmentRequest = { seq: this.nextSeq++, file, text, startLine, cutAtTagLine, last };
      startLine += breaksBetween(text, 0, text.length);
      const lineStart = lineStartBefore(text, text.length);
      startColumn = lineStart > 0 ? text.length - lineStart + 1 : startColumn + text.length;
      crBefore = text.endsWith('\r');
      sent.push(request);
      // A segment cut elsewhere than at a tag line, and the one after it, are always read again
      // across the cut (see ready): not sent to a worker, whose work would be thrown away (and
      // which would read the piece of a game too large as a game).
      const forced = !cutAtTagLine && !last;
      if (forced || forcedBefore) this.done.set(request.seq, noResults(request.seq));
      else await this.send(request);
      forcedBefore = forced;
    };
    for await (chunk of read(place)) {
      pending += chunk;
      while (pending.length >= this.segmentChars) {
        const at = lastTagLineAfterBlank(pending, this.segmentChars >> 1);
        if (at > 0) await cut(at, true, false);
        else if (pending.length >= this.maxSegmentChars) {
          // No tag line to cut at: at the last line start, or (one huge line) at the end; the
          // splitter that reads across such a cut hands a game too large out in pieces.
          const at = lastLineStart(pending);
          await cut(at > 0 ? at : pending.length, false, false);
        } else break;
      }
      yield* ready();
      if (this.failure) throw this.failure;
    }
    await cut(pending.length, false, true);
    while (out < sent.length) {
      while (!this.done.has(sent[out]!.seq)) await this.waitForReply();
      yield* ready();
    }
  }

  async close(): Promise<void> {
    this.held.clear(); // workers that exit now are not lost
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
