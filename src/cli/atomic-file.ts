/**
 * A file that appears whole or not at all: text goes to a temporary file beside the target,
 * which is renamed over the target only when everything was written.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

export class AtomicFile {
  readonly stream: WriteStream;
  private readonly temp: string;

  constructor(readonly path: string) {
    this.temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    this.stream = createWriteStream(this.temp, { flags: 'wx' });
  }

  private close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.end((e?: Error | null) => (e ? reject(e) : resolve()));
    });
  }

  /** Finishes writing and puts the file in place. */
  async commit(): Promise<void> {
    await this.close();
    await rename(this.temp, this.path);
  }

  /** Drops what was written; the target is left as it was. */
  async abort(): Promise<void> {
    try {
      await this.close();
    } catch {
      // the stream may already be broken; the temporary file is removed below either way
    }
    await unlink(this.temp).catch(() => undefined);
  }
}
