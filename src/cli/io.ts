/** Standard streams as the CLI sees them, so tests can pass their own; writing to them safely. */
import { Writable, type Readable } from 'node:stream';

export interface CliIO {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable & { isTTY?: boolean; columns?: number };
}

/** Writes text and waits when the stream asks for it (back-pressure). */
export function writeText(stream: Writable, text: string): Promise<void> | void {
  if (stream.write(text)) return;
  return new Promise((resolve, reject) => {
    const onDrain = (): void => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (e: Error): void => {
      stream.off('drain', onDrain);
      reject(e);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}

/**
 * Bytes read from a file at a time: under V8's 128 KB limit for objects in the young generation,
 * so that decoded chunks do not go to the large-object space (with 256 KB chunks, peak memory grew
 * with the size of the file; see BENCHMARKS.md).
 */
export const READ_CHUNK = 64 * 1024;

/**
 * Standard error as the CLI writes to it: a reader that went away (EPIPE) or any other failure
 * to write there ends its writes quietly (there is nowhere left to say anything), instead of an
 * unhandled 'error' that would stop the translation half-way.
 */
export class QuietStderr extends Writable {
  private broken = false;
  constructor(private readonly target: Writable & { isTTY?: boolean; columns?: number }) {
    super({ decodeStrings: false });
    target.on('error', () => {
      this.broken = true;
    });
  }
  get isTTY(): boolean | undefined {
    return this.target.isTTY;
  }
  get columns(): number | undefined {
    return this.target.columns;
  }
  override _write(chunk: string | Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.broken) return done();
    try {
      this.target.write(chunk, encoding, () => done());
    } catch {
      this.broken = true;
      done();
    }
  }
}
