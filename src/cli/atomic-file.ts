/**
 * Where `-o` and `--rejects` write. A regular file (or a new one) appears whole or not at all:
 * text goes to a temporary file beside it, which is renamed over it only when everything was
 * written, with the old file's mode (and owner, where the system allows). A symbolic link is
 * followed: its target is the file replaced, the link stays. Anything that is not a regular file
 * (a device such as /dev/null, a FIFO) is written in place, as a shell's `>` would: renaming over
 * it would replace the device or the pipe with a file.
 */
import { createWriteStream, lstatSync, readlinkSync, statSync, type Stats, type WriteStream } from 'node:fs';
import { chmod, chown, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The path a chain of symbolic links at `path` ends at (that file may not exist yet). */
export function followLinks(path: string): string {
  let at = path;
  for (let hops = 0; hops < 40; hops++) {
    let st: Stats;
    try {
      st = lstatSync(at);
    } catch {
      return at; // not there (yet): the file to create
    }
    if (!st.isSymbolicLink()) return at;
    at = resolve(dirname(at), readlinkSync(at));
  }
  return at; // a loop of links: opening it reports ELOOP
}

export class AtomicFile {
  readonly stream: WriteStream;
  /** The file replaced (the target of a link), or written in place. */
  readonly target: string;
  /** The temporary file, when the target is a regular file or new. */
  private readonly temp: string | undefined;
  /** The mode, owner and group of the regular file replaced. */
  private readonly old: Stats | undefined;

  constructor(readonly path: string) {
    this.target = followLinks(path);
    let st: Stats | undefined;
    try {
      st = statSync(this.target);
    } catch {
      st = undefined;
    }
    if (st !== undefined && !st.isFile()) {
      this.stream = createWriteStream(this.target, { flags: 'w' }); // a device, a FIFO …: in place
      return;
    }
    this.old = st;
    this.temp = join(dirname(this.target), `.${basename(this.target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    this.stream = createWriteStream(this.temp, { flags: 'wx', mode: st ? st.mode & 0o7777 : 0o666 });
  }

  private close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.end((e?: Error | null) => (e ? reject(e) : resolve()));
    });
  }

  /** Finishes writing and puts the file in place. */
  async commit(): Promise<void> {
    await this.close();
    if (this.temp === undefined) return;
    if (this.old) {
      await chmod(this.temp, this.old.mode & 0o7777); // the mode given at creation went through the umask
      await chown(this.temp, this.old.uid, this.old.gid).catch(() => undefined); // only where allowed
    }
    await rename(this.temp, this.target);
  }

  /** Drops what was written; the target is left as it was (what went to a device or FIFO is gone). */
  async abort(): Promise<void> {
    try {
      await this.close();
    } catch {
      // the stream may already be broken; the temporary file is removed below either way
    }
    if (this.temp !== undefined) await unlink(this.temp).catch(() => undefined);
  }
}
