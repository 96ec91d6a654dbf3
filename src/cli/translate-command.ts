/** `chess-lingua translate`: whole PGN files, on one thread or with `--jobs N` worker threads. */
import { once } from 'node:events';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Writable } from 'node:stream';
import { systemErrorText } from '../core/system-error.js';
import { NotTextError, createDecoder, encodingName, type EncodingName } from '../encoding/index.js';
import { decodeChunks, formatReadWarning } from '../pgn/read-games.js';
import { translationContext, type TranslationContext } from '../translate/context.js';
import { reportLine } from '../translate/report-json.js';
import { translateStreamBatches, type GameOutcome } from '../translate/translate-pgn.js';
import { MAX_DOCUMENT_CHARS } from '../translate/document.js';
import { documentOutcomes, oneBatch, readUpTo } from './document-input.js';
import { AtomicFile } from './atomic-file.js';
import type { Values } from './cli.js';
import { STDIN_HINT } from './help.js';
import { READ_CHUNK, writeText, type CliIO } from './io.js';
import { WorkerPool, type GameResult } from './parallel.js';
import { Progress } from './progress.js';
import { localTranslation } from './translate-segment.js';
import { EXIT_FAILED, EXIT_OK, EXIT_OUTPUT, EXIT_USAGE, preferOf, translationOptionsOf, UsageError } from './usage.js';

interface InputFile {
  readonly name: string;
  readonly path: string | undefined;
  readonly size: number | undefined;
}

function inputFiles(args: string[]): InputFile[] {
  if (args.length === 0) return [{ name: '<stdin>', path: undefined, size: undefined }];
  return args.map((a) => {
    if (a === '-') return { name: '<stdin>', path: undefined, size: undefined };
    let size: number | undefined;
    try {
      const st = statSync(a);
      // (a named pipe or a device is read as a stream, `translate <(zcat games.pgn.gz)`, its size not known beforehand)
      const stream = st.isFIFO() || st.isCharacterDevice();
      if (!st.isFile() && !stream) throw new UsageError(`cannot read ${a}: ${st.isDirectory() ? 'it is a directory' : 'not a file'}`);
      size = st.isFile() ? st.size : undefined;
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(`cannot read ${a}: ${systemErrorText(e)}`);
    }
    return { name: a, path: a, size };
  });
}

/** An input that could not be read to its end (exit 2, like an unreadable file). */
class InputError extends Error {}

/** Chunks of an input, counted for the progress display; a read error becomes an {@link InputError}. */
async function* countBytes(
  source: AsyncIterable<Buffer | string>,
  counter: { bytes: number },
  name: string,
): AsyncGenerator<Buffer | string> {
  const it = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer | string>;
    try {
      next = await it.next();
    } catch (e) {
      throw new InputError(`cannot read ${name}: ${systemErrorText(e)}`);
    }
    if (next.done) return;
    counter.bytes += next.value.length;
    yield next.value;
  }
}

/**
 * Where output goes (standard output or a file written atomically). A write error is kept and
 * reported at the next write as an {@link OutputError} (exit 3), never left unhandled.
 */
class Sink {
  error: Error | undefined;
  private readonly onError = (e: Error): void => {
    this.error ??= e;
  };

  constructor(
    readonly stream: Writable,
    /** How errors name it: the file asked for (not the temporary one), or `standard output`. */
    readonly label: string,
    readonly file?: AtomicFile,
  ) {
    stream.on('error', this.onError);
  }

  static file(path: string): Sink {
    const file = new AtomicFile(path);
    return new Sink(file.stream, path, file);
  }

  /** Waits until a file is open; throws an {@link OutputError} if it cannot be created. */
  async ready(): Promise<void> {
    try {
      if (this.error) throw this.error;
      if (this.file?.stream.pending) await once(this.file.stream, 'open');
    } catch (e) {
      throw this.failure(e);
    }
  }

  /** Characters handed to the stream at a time. */
  private static readonly BATCH = 1 << 16;
  /** Text not yet handed to the stream: games are small, so they are written in batches. */
  private pending: string[] = [];
  private pendingLength = 0;

  /** Writes `text` (batched: {@link flush} writes the rest). */
  async write(text: string): Promise<void> {
    if (this.add(text)) await this.flush();
  }

  /**
   * Adds `text` to the batch without writing; true when the batch is due to be written now
   * ({@link flush}). A terminal sees each game at once; files and pipes get batches.
   */
  add(text: string): boolean {
    this.pending.push(text);
    this.pendingLength += text.length;
    return this.pendingLength >= Sink.BATCH || (this.stream as { isTTY?: boolean }).isTTY === true;
  }

  /** Hands all text written so far to the stream. */
  async flush(): Promise<void> {
    const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    try {
      if (this.error) throw this.error;
      if (text.length > 0) await writeText(this.stream, text);
      if (this.error) throw this.error;
    } catch (e) {
      throw this.failure(e);
    }
  }

  detach(): void {
    this.stream.off('error', this.onError);
  }

  /** `FILE: no space left on the device`: what was written to and why it failed. */
  private failure(e: unknown): OutputError {
    return new OutputError(`${this.label}: ${systemErrorText(e)}`);
  }
}

class OutputError extends Error {}

/** What went wrong with the output, in words: an {@link OutputError}'s text, or `FILE: reason` for a system error. */
function outputProblem(e: unknown, file: string | undefined): string {
  return e instanceof OutputError ? e.message : `${file ?? 'standard output'}: ${systemErrorText(e)}`;
}

/** `--jobs N`: a whole number from 1 to 64; 1 (no worker threads) by default. */
function jobsOf(values: Values): number {
  if (values.jobs === undefined) return 1;
  const n = Number(values.jobs);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new UsageError(`--jobs takes a whole number from 1 to 64, not "${values.jobs}"`);
  return n;
}

/** The worker script beside the built CLI (dist/translate-worker.js); absent when running from sources. */
function workerUrl(): URL | undefined {
  const url = new URL('./translate-worker.js', import.meta.url);
  return url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? url : undefined;
}

function resultOf(o: GameOutcome): GameResult {
  return { text: o.text, failed: o.failure !== undefined, message: o.message, moves: o.moves, warnings: o.warningMessages };
}

export async function translateCommand(args: string[], values: Values, io: CliIO): Promise<number> {
  if (values.encoding !== undefined) encodingName(values.encoding); // an unknown name is a usage error (exit 2)
  const ctx: TranslationContext = translationContext({
    ...translationOptionsOf(values),
    repair: values.repair === true,
    annotate: values.annotate === true,
  });
  const jobs = jobsOf(values);
  // Repairs travel back from the workers as warnings with their detail (data), JSON reports as the
  // reports of every game, worded and numbered on the main thread as one thread does.
  const url = jobs > 1 ? workerUrl() : undefined;
  const everyReport = values['report-json'] !== undefined;
  const pool = url
    ? new WorkerPool(
        {
          from: values.from!,
          to: values.to!,
          fen: values.fen,
          localeFiles: values['locale-file'] ?? [],
          keepLayout: values['keep-layout'] === true,
          strict: values.strict === true,
          prefer: preferOf(values),
          repair: values.repair === true,
          annotate: values.annotate === true,
          everyReport,
        },
        jobs - 1, // worker threads: the main thread is the N-th
        url,
        localTranslation(ctx, values['keep-layout'] === true, everyReport),
        { mainHelps: true },
      )
    : undefined;
  try {
    return await translateFiles(args, values, io, ctx, pool);
  } finally {
    await pool?.close();
  }
}

async function translateFiles(
  args: string[],
  values: Values,
  io: CliIO,
  ctx: TranslationContext,
  pool: WorkerPool | undefined,
): Promise<number> {
  const files = inputFiles(args);
  const quiet = values.quiet === true;
  const keepLayout = values['keep-layout'] === true;
  const totalSize = files.every((f) => f.size !== undefined) ? files.reduce((a, f) => a + f.size!, 0) : undefined;
  const progress = !quiet && io.stderr.isTTY && totalSize !== undefined ? new Progress(io.stderr, totalSize) : undefined;
  const say = async (line: string): Promise<void> => {
    progress?.done();
    await writeText(io.stderr, `${line}\n`);
  };
  if (!quiet && files.some((f) => f.path === undefined) && (io.stdin as { isTTY?: boolean }).isTTY === true) {
    // Someone typed the command without a file: say what it waits for rather than wait silently.
    await say(STDIN_HINT);
  }

  let output: Sink | undefined;
  let rejects: Sink | undefined;
  const abortAll = async (): Promise<void> => {
    await output?.file?.abort();
    await rejects?.file?.abort();
  };
  try {
    output = values.output && values.output !== '-' ? Sink.file(values.output) : new Sink(io.stdout, 'standard output');
    rejects = values.rejects ? Sink.file(values.rejects) : undefined;
    await output.ready();
    await rejects?.ready();
  } catch (e) {
    await abortAll();
    await say(`chess-lingua: cannot write output: ${outputProblem(e, values.output)}`);
    return EXIT_OUTPUT;
  }
  const out = output;
  const writeReject = (text: string): Promise<void> => rejects!.write(text);

  const counter = { bytes: 0 };
  const started = Date.now();
  const report: string[] | undefined = values['report-json'] !== undefined ? [] : undefined;
  let games = 0;
  let failed = 0;
  let moves = 0;
  let warnings = 0;
  let emptyInputs = 0;
  /** Each input's name and the encoding it was read in, for the summary. */
  const encodings: [string, EncodingName][] = [];
  /** Warnings about an input's bytes (W_BAD_BYTE), printed before the games of the chunk they are in. */
  const readWarnings: string[] = [];
  const sayReadWarnings = async (): Promise<void> => {
    warnings += readWarnings.length;
    if (!quiet) for (const w of readWarnings) await say(w);
    readWarnings.length = 0;
  };
  let current = '';
  try {
    try {
      for (const file of files) {
        current = file.name;
        const stream = file.path ? createReadStream(file.path, { highWaterMark: READ_CHUNK }) : io.stdin;
        let gamesInFile = 0;
        let rejected = false; // the last game went to --rejects
        const decoder = createDecoder(values.encoding ?? 'auto');
        try {
          const head = await readUpTo(countBytes(stream, counter, file.name), MAX_DOCUMENT_CHARS);
          const source = head.all();
          const onWarning = (w: Parameters<typeof formatReadWarning>[0]): void => void readWarnings.push(formatReadWarning(w));
          const read = { file: file.name, decoder, onWarning };
          // A short text without tags may be a document (an article with a game in it): read as one when that reads better.
          const document = head.complete ? documentOutcomes(head.chunks, file.name, values, ctx) : undefined;
          // A game outcome has what the CLI writes of a game (GameResult's fields) and more.
          const batches: AsyncIterable<readonly (GameResult | GameOutcome)[]> = document
            ? oneBatch(document)
            : pool
              ? pool.translate((place) => decodeChunks(source, decoder, { ...read, place }), file.name)
              : translateStreamBatches(source, ctx, read, { keepLayout });
          for await (const batch of batches) {
            if (readWarnings.length) await sayReadWarnings();
            for (const each of batch) {
              if ('continued' in each && each.continued) {
                // The rest of a game too large: where its first piece went.
                if (rejected) await writeReject(each.text);
                else if (out.add(each.text)) await out.flush();
                continue;
              }
              const outcome = 'warningMessages' in each ? resultOf(each) : each;
              rejected = outcome.failed && rejects !== undefined;
              if (report) report.push('warningMessages' in each ? reportLine(each) : each.json!);
              games++;
              gamesInFile++;
              moves += outcome.moves;
              warnings += outcome.warnings.length;
              if (!quiet) for (const w of outcome.warnings) await say(w);
              if (outcome.failed) {
                failed++;
                await say(outcome.message!);
                if (rejects) {
                  await writeReject(outcome.text);
                  continue;
                }
              }
              if (out.add(outcome.text)) await out.flush();
            }
            progress?.update(counter.bytes, games, moves);
          }
        } finally {
          if (file.path) (stream as ReturnType<typeof createReadStream>).destroy();
        }
        await sayReadWarnings();
        encodings.push([file.name, decoder.encoding]);
        if (gamesInFile === 0) {
          emptyInputs++;
          await say(`${file.name}:1:1: no games: the input is empty or holds only whitespace [ERR_PGN_EMPTY]`);
        }
      }
    } catch (e) {
      // What was translated before the input failed still goes out (an output file is then discarded whole).
      await output.flush().catch(() => undefined);
      await abortAll();
      if (e instanceof InputError) {
        await say(`chess-lingua: ${e.message}`);
        return EXIT_USAGE;
      }
      if (e instanceof NotTextError) {
        await say(`chess-lingua: ${current}: ${e.message} [${e.code}]`);
        return EXIT_USAGE;
      }
      if (e instanceof OutputError) {
        await say(`chess-lingua: cannot write output: ${e.message}`);
        return EXIT_OUTPUT;
      }
      throw e;
    }
    try {
      await output.flush();
      await rejects?.flush();
      await output.ready();
      await output.file?.commit();
      await rejects?.file?.commit();
      if (report) await writeFile(values['report-json']!, report.join(''));
    } catch (e) {
      await abortAll();
      await say(`chess-lingua: cannot write output: ${outputProblem(e, values.output)}`);
      return EXIT_OUTPUT;
    }
  } finally {
    output.detach();
    rejects?.detach();
  }
  progress?.done();
  if (!quiet) {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = Math.round(moves / seconds).toLocaleString('en');
    const rejected = rejects && failed > 0 ? `, written to ${values.rejects}` : '';
    const readAs = encodings.length === 1 ? `read as ${encodings[0]![1]}` : encodings.map(([f, e]) => `${f} read as ${e}`).join(', ');
    await writeText(
      io.stderr,
      `chess-lingua: ${games} game${games === 1 ? '' : 's'} read, ${games - failed} translated, ${failed} failed${rejected}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} (${moves} moves, ${rate} moves/s); ${readAs}\n`,
    );
  }
  return failed > 0 || emptyInputs > 0 ? EXIT_FAILED : EXIT_OK;
}
