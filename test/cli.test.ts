// The CLI run in memory (runCli with its own streams): `move`, `locales`, help, usage errors
// and exit codes. `translate` has its own file (cli-translate.test.ts).
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInMemory } from './helpers/common.js';

function run(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  return runInMemory((io) => runCli(argv, io, '1.2.3'), stdin);
}

describe('chess-lingua move', () => {
  it('translates one move: German Sf3 is 7163', async () => {
    expect(await run(['move', 'Sf3', '--from', 'de', '--to', 'iccf'])).toEqual({ code: 0, out: '7163\n', err: '' });
  });

  it('reads from a FEN', async () => {
    const r = await run(['move', '67682', '--from', 'iccf', '--to', 'fr', '--fen', '8/5P2/8/8/8/8/k7/4K3 w - - 0 1']);
    expect(r).toEqual({ code: 0, out: 'f8=T\n', err: '' });
  });

  it('short options -f and -t', async () => {
    expect((await run(['move', 'Кf3', '-f', 'ru', '-t', 'pl'])).out).toBe('Sf3\n');
  });

  it('an illegal move exits 1 with the reason on stderr', async () => {
    const r = await run(['move', 'Sd3', '--from', 'de', '--to', 'iccf']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('chess-lingua: move 1. Sd3 (ply 1, column 1): no knight (S) can move to d3 [ERR_MOVE_ILLEGAL]\n');
  });

  it('wrong usage exits 2', async () => {
    expect((await run(['move', 'Sf3', '--from', 'de'])).code).toBe(2);
    expect((await run(['move', '--from', 'de', '--to', 'iccf'])).code).toBe(2);
    expect((await run(['move', 'e4', 'e5', '--from', 'de', '--to', 'iccf'])).code).toBe(2);
    const unknown = await run(['move', 'e4', '--from', 'xx', '--to', 'iccf']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^chess-lingua: unknown locale "xx"; available: af, ar, az/);
    const option = await run(['move', 'e4', '--frm', 'de']);
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/Unknown option '--frm'/);
  });

  it('a locale file given with --locale-file is used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-'));
    const file = join(dir, 'tlh.json');
    const de = {
      code: 'tlh',
      name: 'Test',
      script: 'Latn',
      direction: 'ltr',
      confidence: 'low',
      letters: { king: 'W', queen: 'X', rook: 'Y', bishop: 'Z', knight: 'J' },
      names: { king: 'w', queen: 'x', rook: 'y', bishop: 'z', knight: 'j', pawn: 'p' },
      sources: ['test'],
    };
    writeFileSync(file, JSON.stringify(de));
    const r = await run(['move', '7163', '--from', 'iccf', '--to', 'tlh', '--locale-file', file]);
    expect(r).toEqual({ code: 0, out: 'Jf3\n', err: '' });
    writeFileSync(file, '{ not json');
    const bad = await run(['move', '7163', '--from', 'iccf', '--to', 'tlh', '--locale-file', file]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(file);
  });
});

describe('chess-lingua locales', () => {
  it('lists codes, letters and names', async () => {
    const r = await run(['locales']);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('code     K  Q  R  B  N  P  language');
    expect(lines).toContain('de       K  D  T  L  S  B  German (Deutsch)');
    expect(lines).toContain('ru       Кр Ф  Л  С  К  п  Russian (русский)');
    expect(lines).toContain('he       מ  מה צ  ר  פ  -  Hebrew (עברית)');
    expect(lines).toContain('mk       К  Д  Т  Л  С  -  Macedonian (македонски)');
    expect(lines).toContain('mn       Н  Б  Тр Т  М  -  Mongolian (монгол)');
    expect(lines).toContain('hy       Ա  Թ  Ն  Փ  Ձ  -  Armenian (հայերեն)');
    expect(lines).toContain('th       K  Q  R  B  N  -  Thai (ไทย)');
    expect(lines.length).toBe(67);
  });

  it('--json gives the same data as JSON', async () => {
    const rows = JSON.parse((await run(['locales', '--json'])).out) as Array<{ code: string; letters: Record<string, string> }>;
    expect(rows.find((r) => r.code === 'fr')?.letters).toEqual({ king: 'R', queen: 'D', rook: 'T', bishop: 'F', knight: 'C', pawn: 'P' });
  });
});

describe('help and version', () => {
  it('--help documents every command and the exit codes', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    for (const word of [
      'translate',
      'move',
      'locales',
      '--from',
      '--to',
      '--fen',
      '--output',
      '--rejects',
      '--locale-file',
      'Exit status',
    ]) {
      expect(r.out).toContain(word);
    }
  });

  it('no command prints help and exits 2; --version prints the version', async () => {
    expect((await run([])).code).toBe(2);
    expect(await run(['--version'])).toEqual({ code: 0, out: '1.2.3\n', err: '' });
  });

  it('an unknown command exits 2', async () => {
    const r = await run(['translat']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'chess-lingua: unknown command "translat"; commands: translate, reconcile, prose, move, locales, detect, export, web, help\n',
    );
  });
});
