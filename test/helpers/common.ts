/** Small helpers several test files need. */
import { spawn } from 'node:child_process';
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

export { seededRandom } from '../../scripts/lib/corpus-helpers.mjs';

/**
 * Lets the test worker's event loop run. Vitest's worker calls its runner (onTaskUpdate) and
 * waits at most 60 s for the answer, which it can only read between macrotasks: a stretch of
 * synchronous work (or of promises only) longer than that ends the run with "Timeout calling
 * onTaskUpdate" though every test passed. Every test ends with one (setup-event-loop.ts); long
 * loops call it on their way.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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

/**
 * Runs `node ARGS` as a child process without blocking the test worker (a long `spawnSync` under
 * load starves vitest's own messages: "Timeout calling onTaskUpdate"); its exit code and output.
 */
export function runNode(args: readonly string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** Where each failed game failed and why, as its message says: `line:column CODE` (`6:3 ERR_MOVE_ILLEGAL`). */
export function failuresAt(r: { readonly failures: readonly { readonly message?: string | undefined }[] }): string[] {
  return r.failures.map((f) => {
    const m = /:(\d+:\d+): .*\[(\w+)\]$/.exec(f.message ?? '');
    return m === null ? (f.message ?? '') : `${m[1]} ${m[2]}`;
  });
}

/** `code line:column` of each problem of a reading. */
export function problemsOf(r: { problems: readonly { code: string; line: number; column: number }[] }): string[] {
  return r.problems.map((p) => `${p.code} ${p.line}:${p.column}`);
}

/** German piece letters before a move's square written as English ones (`Sf3` → `Nf3`, `Dxd5` → `Qxd5`), by hand, for expected texts. */
export function germanToEnglish(text: string): string {
  const english: Record<string, string> = { K: 'K', D: 'Q', T: 'R', L: 'B', S: 'N' };
  return text.replace(/(?<![\p{L}\d])([KDTLS])(?=[a-h]?[1-8]?[x:]?[a-h][1-8])/gu, (l) => english[l]!);
}

/** The least a locale file holds (letters and names of a made-up language `la`): tests add the field they check. */
export const MINIMAL_LOCALE = {
  code: 'la',
  name: 'Test',
  script: 'Latn',
  direction: 'ltr',
  confidence: 'low',
  letters: { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N' },
  names: { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' },
} as const;
