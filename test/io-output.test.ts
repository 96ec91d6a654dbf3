// Issue 17, point 5: output failures. A full disk (ENOSPC) or an I/O error (EIO) is one line and
// exit 3; /dev/null is a sink however it was opened; a reader that goes away (EPIPE) on standard
// output or standard error ends the run quietly; no stack trace ever reaches the user. The real
// process (dist/cli.js) where the operating system's behaviour is the point.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { REPO_ROOT } from './helpers/shared.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-io-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GAME = '[Event "x"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Sf3 Sc6 *\n\n';
/** About 700 KB of games: more than a pipe holds. */
const big = join(dir, 'big.pgn');
writeFileSync(big, GAME.repeat(10_000));

describe('in memory: a standard output that fails', () => {
  for (const [code, words] of [
    ['EIO', 'input/output error'],
    ['ENOSPC', 'no space left on the device'],
  ] as const) {
    it(`${code}: one line, exit 3`, async () => {
      const stdout = new Writable({
        write(_c, _e, done): void {
          done(Object.assign(new Error(`${code}: failed`), { code }));
        },
      });
      const stderr = new PassThrough();
      let err = '';
      stderr.on('data', (d: Buffer) => (err += d.toString()));
      const code3 = await runCli(['translate', '-f', 'de', '-t', 'en'], { stdin: Readable.from([GAME.repeat(2000)]), stdout, stderr });
      expect(code3).toBe(3);
      expect(err).toBe(`chess-lingua: cannot write output: standard output: ${words}\n`);
    });
  }
});

describe.skipIf(!existsSync(CLI))('the executable', () => {
  it('a full disk (> /dev/full): one line, exit 3, no stack trace', () => {
    const full = openSync('/dev/full', 'w');
    try {
      for (const args of [['translate', '-f', 'de', '-t', 'en', big], ['--help'], ['move', 'Sf3', '-f', 'de', '-t', 'en']]) {
        const r = spawnSync(process.execPath, [CLI, ...args], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
        expect(r.status, args.join(' ')).toBe(3);
        expect(r.stderr, args.join(' ')).toBe('chess-lingua: cannot write output: standard output: no space left on the device\n');
      }
    } finally {
      closeSync(full);
    }
  });

  it("/dev/null as standard output is a sink, write-only (> /dev/null) or read-write (stdio 'ignore', Python's DEVNULL): exit 0", () => {
    const ok = spawnSync('sh', ['-c', `exec "${process.execPath}" "${CLI}" translate -q -f de -t en ${big} > /dev/null`], {
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    expect(ok.stderr).toBe('');
    for (const args of [
      ['translate', '-q', '-f', 'de', '-t', 'en', big],
      ['move', 'Sf3', '-f', 'de', '-t', 'en'],
    ]) {
      const r = spawnSync(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(0);
      expect(r.stderr, args.join(' ')).toBe('');
    }
  });

  it('a reader that goes away on standard output (| head -1) ends the run quietly, exit 0', async () => {
    const child = spawn(process.execPath, [CLI, 'translate', '-f', 'de', '-t', 'en', big], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(err).toBe('');
  });

  it('a reader that goes away on standard error: the run goes on quietly, the output is whole', async () => {
    const out = join(dir, 'out.pgn');
    const fd = openSync(out, 'w');
    const child = spawn(process.execPath, [CLI, 'translate', '-f', 'de', '-t', 'en', big, join(dir, 'missing-moves.pgn')], {
      stdio: ['ignore', fd, 'pipe'],
    });
    closeSync(fd);
    child.stderr!.destroy();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(2); // the missing second file, which it could not say
    const written = readFileSync(out, 'utf8');
    expect(written.length).toBe(0); // usage errors (a missing file) are found before anything is written
    const child2 = spawn(process.execPath, [CLI, 'translate', '-f', 'de', '-t', 'en', big], {
      stdio: ['ignore', openSync(out, 'w'), 'pipe'],
    });
    child2.stderr!.destroy();
    expect(await new Promise((resolve) => child2.on('close', resolve))).toBe(0);
    expect(readFileSync(out, 'utf8').match(/1\. e4 e5 2\. Nf3 Nc6 \*/g)).toHaveLength(10_000);
  });
});
