// The `translate` command, run in memory through runCli: files and standard input, -o written
// atomically, --rejects, --keep-layout, --quiet, the progress display, the summary, exit codes
// 0 (all translated), 1 (a game failed, or no game), 2 (usage, unreadable input), 3 (output).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';

const fx = (name: string): string => join(FIXTURES, 'pgn', name);
const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(argv: string[], options: { stdin?: Readable | string | Buffer; tty?: boolean } = {}): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough() as PassThrough & { isTTY?: boolean };
  if (options.tty) stderr.isTTY = true;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (c: Buffer) => out.push(c));
  stderr.on('data', (c: Buffer) => err.push(c));
  const stdin =
    options.stdin instanceof Readable ? options.stdin : Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]);
  const code = await runCli(argv, { stdin, stdout, stderr });
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

const GAME = '[Event "x"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Sf3 Sc6 *\n';
const BAD = '[Event "y"]\n[White "Weiß"]\n[Black "Schwarz"]\n[Date "2024.03.04"]\n[Result "*"]\n\n1. e4 Sf6 2. Sd3 *\n';

describe('translate', () => {
  it('reads standard input when no file is given (and with -), writes standard output, exit 0', async () => {
    for (const args of [[], ['-']]) {
      const r = await cli(['translate', '--from', 'de', '--to', 'iccf', ...args], { stdin: GAME });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('[Event "x"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n1. 5254 5755 2. 7163 2836 *\n\n');
      expect(r.stderr).toMatch(/^chess-lingua: 1 game read, 1 translated, 0 failed \(4 moves, [\d,]+ moves\/s\); read as utf-8\n$/);
    }
  });

  it('reads standard input in small chunks too', async () => {
    const chunks = [...Buffer.from(GAME + GAME)].map((b) => Buffer.from([b]));
    const r = await cli(['translate', '-f', 'de', '-t', 'en', '-q'], { stdin: Readable.from(chunks) });
    expect(r.code).toBe(0);
    expect(r.stdout.match(/1\. e4 e5 2\. Nf3 Nc6 \*/g)).toHaveLength(2);
  });

  it('reports a failed game on standard error, passes it through, exit 1', async () => {
    const r = await cli(['translate', '--from', 'de', '--to', 'iccf'], { stdin: GAME + '\n' + BAD });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`[Event "x"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n1. 5254 5755 2. 7163 2836 *\n\n${BAD}\n`);
    expect(r.stderr.split('\n')).toEqual([
      '<stdin>:14:14: game 2 (Weiß - Schwarz, 2024.03.04): move 2. Sd3: no knight (S) can move to d3; did you mean Sa3 (Sb1-a3) or Ld3? [ERR_MOVE_ILLEGAL]',
      expect.stringMatching(/^chess-lingua: 2 games read, 1 translated, 1 failed \(4 moves, [\d,]+ moves\/s\); read as utf-8$/),
      '',
    ]);
  });

  it('--rejects writes failed games to their own file; the output has only the good ones', async () => {
    const out = join(dir, 'good.pgn');
    const rej = join(dir, 'rejects.pgn');
    const r = await cli(['translate', '-f', 'de', '-t', 'en', '-o', out, '--rejects', rej], { stdin: BAD + '\n' + GAME });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe('[Event "x"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n');
    expect(readFileSync(rej, 'utf8')).toBe(`${BAD}\n`);
    expect(r.stderr).toContain(`2 games read, 1 translated, 1 failed, written to ${rej} (`);
  });

  it('-o writes the file whole; a run that fails half-way leaves no file and no temporary file', async () => {
    const target = join(dir, 'atomic.pgn');
    const ok = await cli(['translate', '-f', 'de', '-t', 'iccf', '-o', target, '-q'], { stdin: GAME });
    expect(ok.code).toBe(0);
    expect(readFileSync(target, 'utf8')).toContain('1. 5254 5755');
    // an input that breaks after its first game
    const target2 = join(dir, 'broken.pgn');
    const broken = new Readable({
      read() {
        this.push(Buffer.from(GAME.repeat(50)));
        setTimeout(() => this.destroy(new Error('disk on fire')), 5);
      },
    });
    const r = await cli(['translate', '-f', 'de', '-t', 'iccf', '-o', target2], { stdin: broken });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('chess-lingua: cannot read <stdin>: disk on fire');
    expect(existsSync(target2)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // the earlier file at -o is not touched by a failing run either
    const r2 = await cli(['translate', '-f', 'de', '-t', 'en', '-o', target], {
      stdin: new Readable({
        read() {
          this.destroy(new Error('x'));
        },
      }),
    });
    expect(r2.code).toBe(2);
    expect(readFileSync(target, 'utf8')).toContain('1. 5254 5755');
  });

  it('exit 3 when the output cannot be written', async () => {
    const r = await cli(['translate', '-f', 'de', '-t', 'iccf', '-o', join(dir, 'no', 'such', 'dir', 'x.pgn')], { stdin: GAME });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^chess-lingua: cannot write output: .*x\.pgn: no such file or directory\n/);
  });

  it('exit 3 when standard output fails', async () => {
    const broken = new Writable({
      write(_chunk, _enc, cb) {
        cb(Object.assign(new Error('no space left'), { code: 'ENOSPC' }));
      },
    });
    const stderr = new PassThrough();
    let err = '';
    stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    const code = await runCli(['translate', '-f', 'de', '-t', 'iccf'], {
      stdin: Readable.from([Buffer.from(GAME)]),
      stdout: broken,
      stderr,
    });
    expect(code).toBe(3);
    expect(err).toContain('chess-lingua: cannot write output: standard output: no space left on the device\n');
  });

  it('exit 2 for usage errors and unreadable files', async () => {
    expect((await cli(['translate', '--to', 'iccf'], { stdin: GAME })).code).toBe(2);
    expect((await cli(['translate', '-f', 'xx-nope', '-t', 'iccf'], { stdin: GAME })).code).toBe(2);
    const missing = await cli(['translate', '-f', 'en', '-t', 'iccf', join(dir, 'missing.pgn')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/chess-lingua: cannot read \S*missing\.pgn: no such file or directory\n/);
    expect(missing.stderr).not.toMatch(/ENOENT|EACCES/);
    expect((await cli(['translate', '-f', 'en', '-t', 'iccf', '--bogus'])).code).toBe(2);
  });

  it('an empty input is an error (exit 1), and says so', async () => {
    const r = await cli(['translate', '-f', 'en', '-t', 'iccf', fx('empty.pgn')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')[0]).toBe(`${fx('empty.pgn')}:1:1: no games: the input is empty or holds only whitespace [ERR_PGN_EMPTY]`);
    expect((await cli(['translate', '-f', 'en', '-t', 'iccf', '-q'], { stdin: '  \n\n' })).code).toBe(1);
  });

  it('a file that is not PGN: reported, written through, exit 1', async () => {
    const r = await cli(['translate', '-f', 'en', '-t', 'iccf', fx('not-pgn.txt')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(readFileSync(fx('not-pgn.txt'), 'utf8').trim() + '\n\n');
    expect(r.stderr).toContain('not-pgn.txt:1:1: game 1: not PGN: found "This"');
  });

  it('reads several files, numbering games per file; Latin-1 comes out as UTF-8', async () => {
    const r = await cli(['translate', '-f', 'en', '-t', 'de', fx('latin1.pgn'), fx('bad-tag.pgn')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('[White "Réti, François"]');
    expect(r.stdout).toContain('1. Sf3 d5 2. c4');
    expect(r.stdout).not.toContain('\uFFFD');
    expect(r.stderr).toContain(`${fx('bad-tag.pgn')}:7:1: game 2: not a tag pair`);
    expect(r.stderr).toContain('4 games read, 3 translated, 1 failed');
  });

  it('--keep-layout keeps the text and replaces the moves', async () => {
    const text = '[Event "x"]   [Result "*"]\r\n1.e4  e5!\r\n2.Sf3 *\r\n';
    const r = await cli(['translate', '-f', 'de', '-t', 'iccf', '--keep-layout', '-q'], { stdin: text });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('[Event "x"]   [Result "*"]\r\n1.5254  5755!\r\n2.7163 *\r\n');
  });

  it('shows progress on a terminal when the input size is known; --quiet turns it and the summary off', async () => {
    const tty = await cli(['translate', '-f', 'en', '-t', 'iccf', join(FIXTURES, 'chessjs', 'benchmark.pgn')], { tty: true });
    expect(tty.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- the terminal's erase-line sequence is what is checked
    expect(tty.stderr).toMatch(/\r\x1b\[K[\d.]+% {2}\d+ games {2}[\d,]+ moves\/s {2}ETA \d+s/);
    expect(tty.stderr).toMatch(/100 games read, 100 translated, 0 failed \(6193 moves/);
    const quiet = await cli(['translate', '-f', 'en', '-t', 'iccf', '-q', join(FIXTURES, 'chessjs', 'benchmark.pgn')], { tty: true });
    expect(quiet.stderr).toBe('');
    const piped = await cli(['translate', '-f', 'en', '-t', 'iccf'], {
      stdin: readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn')),
      tty: true,
    });
    expect(piped.stderr).not.toContain('%'); // size of standard input unknown: no progress
    const notty = await cli(['translate', '-f', 'en', '-t', 'iccf', join(FIXTURES, 'chessjs', 'benchmark.pgn')]);
    expect(notty.stderr).not.toContain('\r');
  });

  it('help lists the translate flags', async () => {
    const r = await cli(['--help']);
    for (const flag of ['--output', '--rejects', '--keep-layout', '--quiet']) expect(r.stdout).toContain(flag);
  });
});

describe.skipIf(!existsSync(join(REPO_ROOT, 'dist', 'cli.js')))('the executable killed half-way', () => {
  it('leaves no file at -o', async () => {
    const input = join(dir, 'big.pgn');
    writeFileSync(input, readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8').repeat(60)); // ~4.5 MB
    const target = join(dir, 'killed.pgn');
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'dist', 'cli.js'), 'translate', '-f', 'en', '-t', 'iccf', '-q', '-o', target, input],
      {
        stdio: 'ignore',
      },
    );
    // wait until it has written something to its temporary file, then kill it
    const started = Date.now();
    for (;;) {
      const temp = readdirSync(dir).find((f) => f.startsWith('.killed.pgn.') && f.endsWith('.tmp'));
      if (temp && readFileSync(join(dir, temp)).length > 0) break;
      if (child.exitCode !== null || Date.now() - started > 20_000) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const exited = child.exitCode !== null;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('close', r));
    if (!exited) expect(existsSync(target)).toBe(false);
    else expect(readFileSync(target, 'utf8')).toContain('1. '); // finished before we could kill it: whole file
  }, 30_000);
});
