// Issue 17, point 2: where -o and --rejects write. A device or a FIFO is written in place (never
// replaced by a file); `-o -` is standard output; a symbolic link is followed and its target
// replaced atomically, keeping its mode (and owner where allowed); the link stays a link.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { runInMemory } from './helpers/common.js';

const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOOD = '[Event "x"]\n[Result "*"]\n\n1. e4 e5 2. Sf3 Sc6 *\n';
const BAD = '[Event "y"]\n[Result "*"]\n\n1. e4 Sf6 2. Sd3 *\n';
const GOOD_EN = '[Event "x"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n';

const translate = (args: string[], stdin = GOOD): ReturnType<typeof runInMemory> =>
  runInMemory((io) => runCli(['translate', '-f', 'de', '-t', 'en', '-q', ...args], io), stdin);

describe('-o and --rejects', () => {
  it('-o - is standard output', async () => {
    const r = await translate(['-o', '-']);
    expect(r).toEqual({ code: 0, out: GOOD_EN, err: '' });
    expect(existsSync(join(process.cwd(), '-'))).toBe(false);
  });

  it('a symbolic link: its target is replaced, keeping its mode 640; the link stays', async () => {
    const target = join(dir, 'real.pgn');
    const link = join(dir, 'link.pgn');
    writeFileSync(target, 'old text\n');
    chmodSync(target, 0o640);
    symlinkSync('real.pgn', link);
    const r = await translate(['-o', link]);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('real.pgn');
    expect(readFileSync(target, 'utf8')).toBe(GOOD_EN);
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a link to a link to a file that is not there yet: the file is created at the end of the chain', async () => {
    symlinkSync('new.pgn', join(dir, 'l2.pgn'));
    symlinkSync('l2.pgn', join(dir, 'l1.pgn'));
    expect((await translate(['-o', join(dir, 'l1.pgn')])).code).toBe(0);
    expect(readFileSync(join(dir, 'new.pgn'), 'utf8')).toBe(GOOD_EN);
    expect(lstatSync(join(dir, 'l1.pgn')).isSymbolicLink()).toBe(true);
  });

  it('--rejects through a link keeps the mode of its target too', async () => {
    const target = join(dir, 'rej-real.pgn');
    writeFileSync(target, '');
    chmodSync(target, 0o600);
    symlinkSync('rej-real.pgn', join(dir, 'rej.pgn'));
    const r = await translate(['-o', join(dir, 'ok.pgn'), '--rejects', join(dir, 'rej.pgn')], `${GOOD}\n${BAD}`);
    expect(r.code).toBe(1);
    expect(readFileSync(target, 'utf8')).toBe(`${BAD}\n`);
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.getuid?.() !== 0)('the owner and group of a replaced file are kept where allowed (as root)', async () => {
    const target = join(dir, 'owned.pgn');
    writeFileSync(target, 'x');
    chownSync(target, 1234, 5678);
    expect((await translate(['-o', target])).code).toBe(0);
    expect([statSync(target).uid, statSync(target).gid]).toEqual([1234, 5678]);
  });

  it('a FIFO is written in place (it stays a FIFO, its reader gets the text)', async () => {
    const fifo = join(dir, 'fifo');
    const made = spawn('mkfifo', [fifo]);
    await new Promise((resolve) => made.on('close', resolve));
    const reader = spawn('cat', [fifo]);
    let read = '';
    reader.stdout.on('data', (d: Buffer) => (read += d.toString()));
    const done = new Promise((resolve) => reader.on('close', resolve));
    const r = await translate(['-o', fifo]);
    await done;
    expect(r.code).toBe(0);
    expect(read).toBe(GOOD_EN);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it('/dev/null is written in place and stays the device', async () => {
    const before = statSync('/dev/null');
    expect((await translate(['-o', '/dev/null', '--rejects', '/dev/null'], `${GOOD}\n${BAD}`)).code).toBe(1);
    const after = statSync('/dev/null');
    expect(after.isCharacterDevice()).toBe(true);
    expect([after.rdev, after.mode]).toEqual([before.rdev, before.mode]);
  });
});
