// Golden output: what `translate` writes for every fixture, example and corpus file, fixed as a
// SHA-256 of standard output plus the exit code, so that a change of the reader, the translator or
// the writer cannot alter a byte of the output unnoticed (issue 16: "output byte for byte the same
// as before on every corpus file and test fixture, both with one thread and --jobs 2").
//
// The hashes were recorded from the code of 2026-11-23 (commit c215f02) before the redesign and the
// reader changes began. They are a regression check, not a statement of what is right: where a
// change alters an output on purpose, re-record with `UPDATE_GOLDEN=1 npx vitest run
// test/golden-output.test.ts` and say in the commit which outputs changed and why.
// Files from ../shared are checked when it is present (their hashes are committed; the files are not).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { FIXTURES, REPO_ROOT, SHARED } from './helpers/shared.js';
import { languageOf } from '../scripts/lib/corpus-helpers.mjs';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const GOLDEN_FILE = join(FIXTURES, 'golden-output.json');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

type Golden = Record<string, { code: number | null; sha256: string }>;
const golden: Golden = existsSync(GOLDEN_FILE) ? (JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Golden) : {};

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out.sort();
}

const own = [
  ...filesUnder(join(FIXTURES, 'pgn'), /\.(pgn|txt)$/),
  ...filesUnder(join(FIXTURES, 'chessjs'), /\.pgn$/),
  ...filesUnder(join(FIXTURES, 'foreign'), /^(de|fr|hu|it|ru)-.*\.(pgn|txt)$|\.iccf\.txt$/),
  ...filesUnder(join(REPO_ROOT, 'examples'), /\.pgn$/),
];
const shared = filesUnder(join(SHARED, 'corpus'), /\.pgn$/).filter((f) => !/pychess-lang/.test(f));
/** Files large enough that `--jobs 2` cuts them into several segments. */
const BULK = /\/bulk\//;

function keyOf(file: string, args: readonly string[]): string {
  const rel = file.startsWith(SHARED) ? 'shared/' + relative(SHARED, file) : relative(REPO_ROOT, file);
  return `${rel} ${args.join(' ')}`;
}

/** Runs `translate` in memory (one thread). */
async function run(file: string, args: readonly string[]): Promise<{ code: number | null; sha256: string }> {
  const hash = createHash('sha256');
  const stdout = new PassThrough();
  stdout.on('data', (d: Buffer) => hash.update(d));
  const stderr = new PassThrough();
  stderr.resume();
  const code = await runCli(['translate', ...args, '--quiet', file], { stdin: Readable.from([]), stdout, stderr });
  return { code, sha256: hash.digest('hex') };
}

/** Runs the built CLI as a process (for `--jobs`, whose workers load from dist/). */
function runProcess(file: string, args: readonly string[]): Promise<{ code: number | null; sha256: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'translate', ...args, '--quiet', file], { stdio: ['ignore', 'pipe', 'ignore'] });
    const hash = createHash('sha256');
    child.stdout.on('data', (d: Buffer) => hash.update(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, sha256: hash.digest('hex') }));
  });
}

function cases(file: string): string[][] {
  const from = languageOf(file);
  const other = from === 'en' ? 'de' : 'en';
  return [
    ['--from', from, '--to', 'iccf'],
    ['--from', from, '--to', other],
    ['--from', from, '--to', 'iccf', '--keep-layout'],
  ];
}

const fresh: Golden = {};

describe.skipIf(!existsSync(CLI))('golden output of translate', () => {
  for (const file of [...own, ...shared]) {
    for (const args of cases(file)) {
      const key = keyOf(file, args);
      it(key, async () => {
        const got = await run(file, args);
        fresh[key] = got;
        if (UPDATE) return;
        expect(golden[key], `no golden entry for ${key}: record with UPDATE_GOLDEN=1`).toBeDefined();
        expect(got).toEqual(golden[key]);
      });
    }
  }

  for (const file of shared.filter((f) => BULK.test(f))) {
    const args = ['--from', 'en', '--to', 'iccf'];
    it(`${keyOf(file, args)} --jobs 2`, async () => {
      if (UPDATE) return;
      expect(await runProcess(file, [...args, '--jobs', '2'])).toEqual(golden[keyOf(file, args)]);
    });
  }

  it.runIf(UPDATE)('records the golden file', () => {
    // Entries for ../shared files are kept when ../shared is absent from this run.
    const merged = { ...golden, ...fresh };
    const sorted = Object.fromEntries(
      Object.keys(merged)
        .sort()
        .map((k) => [k, merged[k]!]),
    );
    writeFileSync(GOLDEN_FILE, JSON.stringify(sorted, null, 1) + '\n');
  });
});
