/** Small helpers several test files need. */
import { PassThrough, Readable } from 'node:stream';
import { MoveError } from '../../src/core/move-errors.js';
import type { CliIO } from '../../src/cli/io.js';

/** The error of class `kind` that `fn` throws (any other error is rethrown; none fails the test). */
export function thrownBy<E extends Error>(kind: abstract new (...args: never[]) => E, fn: () => unknown): E {
  try {
    fn();
  } catch (e) {
    if (e instanceof kind) return e;
    throw e;
  }
  throw new Error(`expected a ${kind.name}`);
}

/** The MoveError that `fn` throws (any other error is rethrown; none fails the test). */
export function moveFailure(fn: () => unknown): MoveError {
  return thrownBy(MoveError, fn);
}

/** Mulberry32: a tiny deterministic PRNG, so that a seed reproduces a whole run; floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs a command in memory with `stdin` as its input; its exit code and what it wrote. */
export async function runInMemory(
  command: (io: CliIO) => Promise<number>,
  stdin: string | Uint8Array = '',
): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await command({ stdin: Readable.from([stdin]), stdout, stderr });
  return { code, out, err };
}
