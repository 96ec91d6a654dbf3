// `translate --jobs N` (worker threads, src/cli/parallel.ts) against one thread, on the built
// executable: the same output byte for byte, the same reports in the same order, the same summary
// and exit code — with plain games, games that fail, games with warnings, several batches, a file
// of several thousand games, and --keep-layout and --rejects.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { WorkerPool, type GameResult, type WorkerLimits } from '../src/cli/parallel.js';
import { translateBatch } from '../src/cli/translate-batch.js';
import { streamGameTextBatches } from '../src/pgn/read-games.js';
import { translationContext } from '../src/translate/context.js';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  // The summary's speed differs from run to run; everything else must not.
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(/[\d,]+ moves\/s/, 'N moves/s') };
}

const benchmark = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');
const failing = '[Event "bad"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n';
const lenient = '[Event "lenient"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. 0-0 *\n\n';
// Several batches (about ten of 96 KB): the benchmark games many times over, with failing and lenient games among them.
const big = Array.from({ length: 12 }, (_, k) => benchmark + (k % 3 === 0 ? failing : lenient)).join('\n');

const input = join(dir, 'big.pgn');
writeFileSync(input, big);

describe.skipIf(!existsSync(CLI))('translate --jobs', () => {
  it.each([
    [['-f', 'en', '-t', 'iccf']],
    [['-f', 'en', '-t', 'de', '--keep-layout']],
    [['-f', 'en', '-t', 'fr']],
  ])('%j: --jobs 2 writes and reports what one thread does', (args) => {
    const one = run(['translate', ...args, input]);
    const two = run(['translate', ...args, '--jobs', '2', input]);
    expect(one.code).toBe(1); // the failing games
    expect(two.code).toBe(one.code);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr);
    expect(one.stderr).toMatch(/warning: .*0-0/);
    expect(one.stderr).toMatch(/game \d+: move 2\. Ke3: no king/);
  });

  it('--rejects with --jobs 3: the same good and rejected games', () => {
    const good1 = join(dir, 'good1.pgn');
    const bad1 = join(dir, 'bad1.pgn');
    const good3 = join(dir, 'good3.pgn');
    const bad3 = join(dir, 'bad3.pgn');
    run(['translate', '-f', 'en', '-t', 'iccf', '-q', '-o', good1, '--rejects', bad1, input]);
    run(['translate', '-f', 'en', '-t', 'iccf', '-q', '--jobs', '3', '-o', good3, '--rejects', bad3, input]);
    expect(readFileSync(good3, 'utf8')).toBe(readFileSync(good1, 'utf8'));
    expect(readFileSync(bad3, 'utf8')).toBe(readFileSync(bad1, 'utf8'));
    expect(readFileSync(bad1, 'utf8')).toContain('2. Ke3');
  });
});

const WORKER = join(REPO_ROOT, 'dist', 'translate-worker.js');

/**
 * `big` translated en → iccf by a pool of `workers` (heap `limits`), the main thread translating
 * the batches that come back to it (`mainHelps`, dead workers); how many it translated.
 */
async function translateWithPool(
  workers: number,
  limits: WorkerLimits | undefined,
  mainHelps: boolean,
): Promise<{ results: GameResult[]; local: number }> {
  const job = { from: 'en', to: 'iccf', fen: undefined, localeFiles: [], keepLayout: false, strict: false, prefer: [] };
  const ctx = translationContext({ from: 'en', to: 'iccf' });
  let local = 0;
  const translateHere = (request: Parameters<typeof translateBatch>[0]): ReturnType<typeof translateBatch> => {
    local++;
    return translateBatch(request, ctx, false);
  };
  const pool = new WorkerPool(job, workers, pathToFileURL(WORKER), translateHere, { limits, mainHelps });
  const results: GameResult[] = [];
  try {
    for await (const batch of pool.translate(streamGameTextBatches(big), 'big.pgn')) results.push(...batch);
  } finally {
    await pool.close();
  }
  return { results, local };
}

describe.skipIf(!existsSync(WORKER))('worker pool', () => {
  it('a worker out of memory: its batches are translated on the main thread, nothing is lost', async () => {
    // Heap limits far too small for a worker to start: every batch ends up on the main thread.
    const { results, local } = await translateWithPool(2, { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 }, false);
    const one = run(['translate', '-f', 'en', '-t', 'iccf', input]);
    expect(results.map((r) => r.text).join('')).toBe(one.stdout);
    expect(results.filter((r) => r.failed).length).toBe(4);
    expect(local).toBeGreaterThan(0);
  });

  it('the main thread helps: batches that find the worker busy are translated there, output in input order', async () => {
    // One worker (as `--jobs 2` starts) and the main thread taking what the worker has no room for.
    const { results, local } = await translateWithPool(1, undefined, true);
    const one = run(['translate', '-f', 'en', '-t', 'iccf', input]);
    expect(results.map((r) => r.text).join('')).toBe(one.stdout);
    expect(results.filter((r) => r.failed).length).toBe(4);
    // The input's batches outnumber what one worker may hold: the main thread took some.
    expect(local).toBeGreaterThan(0);
  });
});
