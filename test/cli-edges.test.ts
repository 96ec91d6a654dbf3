// The CLI's edges (issue 17, point 7): per-command help, warnings and `auto` in `move`, the
// progress line on a narrow terminal, the hint for a terminal on standard input, system errors in
// words, the article before a language name, a pinned twin named in a warning.
import { describe, expect, it } from 'vitest';
import { PassThrough, Readable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../src/cli/cli.js';
import { commandHelp, COMMANDS, MAIN_HELP } from '../src/cli/help.js';
import { progressLine } from '../src/cli/progress.js';
import { withArticle } from '../src/notation/syntax-message.js';
import { runInMemory } from './helpers/common.js';
import { systemErrorText } from '../src/core/system-error.js';

function run(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  return runInMemory((io) => runCli(argv, io, '1.2.3'), stdin);
}

describe('per-command help', () => {
  it('`help move` and `move --help` print the help of move, not the global help', async () => {
    const a = await run(['help', 'move']);
    const b = await run(['move', '--help']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatch(/^Usage:\n {2}chess-lingua move <MOVE> --from <NOTATION> --to <NOTATION> \[--fen FEN\]\n/);
    expect(a.out).not.toContain('--keep-layout'); // a translate option
    expect(a.out).not.toBe(MAIN_HELP);
  });

  it('`help translate` and `translate --help` print the help of translate with its options', async () => {
    const a = await run(['help', 'translate']);
    expect(a.code).toBe(0);
    expect((await run(['translate', '--help'])).out).toBe(a.out);
    for (const flag of ['--output', '--rejects', '--keep-layout', '--jobs', '--encoding', 'Exit status']) expect(a.out).toContain(flag);
    expect(a.out).not.toContain('chess-lingua locales [--json]');
  });

  it('`help bogus` exits 2 with a message on standard error', async () => {
    const r = await run(['help', 'bogus']);
    expect(r).toEqual({
      code: 2,
      out: '',
      err: 'chess-lingua: no help for "bogus": not a command; commands: translate, reconcile, prose, move, locales, detect, export, web, help\n',
    });
  });

  it('`help` and `--help` still print the global help, which lists every command', async () => {
    expect((await run(['help'])).out).toBe(MAIN_HELP);
    expect((await run(['--help'])).out).toBe(MAIN_HELP);
    for (const name of Object.keys(COMMANDS)) {
      expect(MAIN_HELP).toContain(`chess-lingua ${COMMANDS[name]!.usage[0]}`);
      expect(commandHelp(name)).toContain('-h, --help');
    }
    expect(commandHelp('toString')).toBeUndefined(); // not a command, though every object has it
  });
});

describe('move', () => {
  it('reports a lenient reading as translate does', async () => {
    const r = await run(['move', 'sf3', '--from', 'de', '--to', 'iccf']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('7163\n');
    expect(r.err).toBe(
      'chess-lingua: warning: move 1. sf3 (ply 1, column 1): piece letter "s" written in lower case; read as Sg1-f3 (standard: Sf3) [W_LOWERCASE_PIECE]\n',
    );
    expect((await run(['move', 'sf3', '--from', 'de', '--to', 'iccf', '--quiet'])).err).toBe('');
  });

  it('an invalid --fen on a tagless document or in prose is a usage error (exit 2) naming the FEN, not an internal error', async () => {
    const fen = '8/8/8/8/8/8/8/8 w - - 0 1';
    const expected = { code: 2, out: '', err: `chess-lingua: invalid FEN "${fen}": white has no king\n` };
    expect(await run(['translate', '--from', 'en', '--to', 'iccf', '--fen', fen], 'e4 e5')).toEqual(expected);
    expect(await run(['prose', '--from', 'de', '--to', 'en', '--fen', fen], 'Nach 1.e4 e5')).toEqual(expected);
  });

  it('--fen: a game without a FEN tag is written with SetUp and FEN tags and numbered from the position (W_FEN), so that other readers can replay it', async () => {
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
    const tagless = await run(['translate', '--from', 'de', '--to', 'en', '--fen', afterE4], '1... e5 2. Sf3 Sc6\n');
    expect(tagless.code).toBe(0);
    expect(tagless.out).toBe(`[SetUp "1"]\n[FEN "${afterE4}"]\n\n1... e5 2. Nf3 Nc6 *\n\n`);
    expect(tagless.err).toContain(`<stdin>:1:1: game 1: warning: no FEN tag: SetUp "1" and FEN "${afterE4}" written, the position`);
    expect(tagless.err).toContain('[W_FEN]');
    // with tags of its own: SetUp and FEN after them; into ICCF too
    const move4 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4';
    const tagged = await run(['translate', '--from', 'en', '--to', 'iccf', '--fen', move4, '-q'], '[Event "Club"]\n\n4. d4 d5 *\n');
    expect(tagged.out).toBe(`[Event "Club"]\n[SetUp "1"]\n[FEN "${move4}"]\n\n4. 4244 4745 *\n\n`);
    // the standard start position needs no tag
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(await run(['translate', '--from', 'en', '--to', 'de', '--fen', start], '1. e4 e5\n')).toMatchObject({
      code: 0,
      out: '1. e4 e5 *\n\n',
    });
  });

  it('--from auto detects over the one move: Cf3 is a French (or Spanish …) knight, not an error', async () => {
    expect(await run(['move', 'Cf3', '--from', 'auto', '--to', 'iccf'])).toEqual({ code: 0, out: '7163\n', err: '' });
  });

  it('--from auto says when the move reads differently in two languages (exit 1), --prefer decides', async () => {
    // After 1. h4 h5, English Rh3 is the rook h1-h3, Finnish Rh3 the knight (R) g1-h3.
    const fen = 'rnbqkbnr/ppppppp1/8/7p/7P/8/PPPPPPP1/RNBQKBNR w KQkq - 0 2';
    const r = await run(['move', 'Rh3', '--from', 'auto', '--to', 'iccf', '--fen', fen]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^chess-lingua: the language is ambiguous: English .* and Finnish .* read different legal games; .*\[ERR_DETECT_AMBIGUOUS\]\n$/,
    );
    expect(await run(['move', 'Rh3', '--from', 'auto', '--to', 'iccf', '--fen', fen, '--prefer', 'fi'])).toEqual({
      code: 0,
      out: '7183\n',
      err: '',
    });
    expect(await run(['move', 'Rh3', '--from', 'auto', '--to', 'iccf', '--fen', fen, '--prefer', 'en'])).toEqual({
      code: 0,
      out: '8183\n',
      err: '',
    });
  });

  it('--from auto: a text no language reads is a move error (exit 1)', async () => {
    const r = await run(['move', 'Xz9', '--from', 'auto', '--to', 'iccf']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('chess-lingua: move 1. Xz9 (ply 1, column 1): not a move in any language: "Xz9" [ERR_MOVE_SYNTAX]\n');
  });

  it('--to auto says auto is for the input only; an unknown --to is an unknown notation', async () => {
    const r = await run(['move', 'e4', '--from', 'de', '--to', 'auto']);
    expect(r).toEqual({
      code: 2,
      out: '',
      err: `chess-lingua: unknown notation "auto": 'auto' (language detection) is for the input only; name the output notation\n`,
    });
    const x = await run(['move', 'e4', '--from', 'de', '--to', 'xx']);
    expect(x.code).toBe(2);
    expect(x.err).toMatch(
      /^chess-lingua: unknown notation "xx": not a locale code \(af, ar, .*\) nor figurine, iccf, lan, lan:<code>, uci, en-descriptive, words:<code>, spoken:<code>\n$/,
    );
  });
});

describe('the progress line', () => {
  it('fits a narrow terminal, leaving the last column free', () => {
    expect(progressLine(0.5, 1234, 56789, 75, 80)).toBe('50.0%  1234 games  56,789 moves/s  ETA 1m15s');
    expect(progressLine(0.5, 1234, 56789, 75, 40)).toBe('50.0% 1234 games ETA 1m15s');
    expect(progressLine(0.5, 1234, 56789, 75, 20)).toBe('50.0% ETA 1m15s');
    expect(progressLine(0.5, 1234, 56789, 75, 10)).toBe('50.0%');
    expect(progressLine(0.5, 1234, 56789, 75, 4)).toBe('50.');
    expect(progressLine(0.5, 1234, 56789, 75, undefined)).toBe('50.0%  1234 games  56,789 moves/s  ETA 1m15s');
    for (let columns = 1; columns <= 60; columns++) {
      expect(progressLine(0.999, 123456, 1234567, 3725, columns).length).toBeLessThan(columns);
    }
  });

  it('on a 40-column terminal, every update of a real run fits in 39 columns', async () => {
    const stderr = Object.assign(new PassThrough(), { isTTY: true, columns: 40 });
    const stdout = new PassThrough();
    stdout.resume();
    let err = '';
    stderr.on('data', (d: Buffer) => (err += d.toString()));
    // A file: the size is known, so the progress line shows.
    const dir = mkdtempSync(join(tmpdir(), 'cl-edges-'));
    const file = join(dir, 'many.pgn');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, '[Event "x"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n'.repeat(20000));
    const code = await runCli(['translate', '-f', 'en', '-t', 'iccf', file], { stdin: Readable.from(['']), stdout, stderr });
    expect(code).toBe(0);
    const updates = err
      .split('\r\x1b[K')
      .slice(1)
      .map((u) => u.split('\n')[0]!);
    for (const u of updates.filter((x) => x.includes('%'))) expect(u.length).toBeLessThan(40);
  });
});

describe('standard input on a terminal', () => {
  it('prints a one-line hint on standard error instead of waiting silently', async () => {
    const stdin = Object.assign(Readable.from(['1. e4 e5 *\n']), { isTTY: true });
    const r = await runInMemory((io) => runCli(['translate', '-f', 'en', '-t', 'iccf'], { ...io, stdin }, '1'));
    expect(r.code).toBe(0);
    expect(r.err.split('\n')[0]).toBe('chess-lingua: reading games from standard input (the terminal); end with Ctrl-D, or name a FILE');
    expect(r.out).toBe('1. 5254 5755 *\n\n');
    const piped = await run(['translate', '-f', 'en', '-t', 'iccf'], '1. e4 e5 *\n');
    expect(piped.err).not.toContain('Ctrl-D');
    const detect = await runInMemory((io) =>
      runCli(['detect'], { ...io, stdin: Object.assign(Readable.from(['1. e4 e5 *\n']), { isTTY: true }) }, '1'),
    );
    expect(detect.err.split('\n')[0]).toBe(
      'chess-lingua: reading games from standard input (the terminal); end with Ctrl-D, or name a FILE',
    );
  });
});

describe('system errors in words', () => {
  it('a missing input file: "cannot read FILE: no such file or directory", no ENOENT', async () => {
    const r = await run(['translate', '-f', 'en', '-t', 'iccf', '/nonexistent/x.pgn']);
    expect(r).toEqual({ code: 2, out: '', err: 'chess-lingua: cannot read /nonexistent/x.pgn: no such file or directory\n' });
  });

  it('a directory as input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-edges-'));
    expect((await run(['translate', '-f', 'en', '-t', 'iccf', dir])).err).toBe(`chess-lingua: cannot read ${dir}: it is a directory\n`);
  });

  it.skipIf(process.platform === 'win32')(
    'a named pipe as input (`translate <(zcat …)`): read as a stream, not refused as "not a file"',
    async () => {
      const fifo = join(mkdtempSync(join(tmpdir(), 'cl-edges-')), 'in.pgn');
      execFileSync('mkfifo', [fifo]);
      // (the writer opens the pipe while the command reads it: a child process, so that neither waits on the other)
      const writer = spawn('sh', ['-c', `printf '1. e4 e5 2. Sf3 Sc6 *\\n' > "${fifo}"`]);
      const written = new Promise((done) => writer.on('close', done));
      const r = await run(['translate', '-f', 'de', '-t', 'en', '-q', fifo]);
      await written;
      expect(r).toEqual({ code: 0, out: '1. e4 e5 2. Nf3 Nc6 *\n\n', err: '' });
    },
  );

  it('an output path that is a directory (the rename fails): no EISDIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-edges-'));
    expect(await run(['translate', '-f', 'en', '-t', 'de', '-o', dir], '1. e4 *\n')).toEqual({
      code: 3,
      out: '',
      err: `chess-lingua: cannot write output: ${dir}: it is a directory\n`,
    });
  });

  it('system error codes in words, and the system message without its code and path otherwise', () => {
    const sys = (code: string, message: string): Error => Object.assign(new Error(message), { code });
    expect(systemErrorText(sys('EACCES', "EACCES: permission denied, open 'x'"))).toBe('permission denied');
    expect(systemErrorText(sys('ENOSPC', 'ENOSPC: no space left on device, write'))).toBe('no space left on the device');
    expect(systemErrorText(sys('EWEIRD', "EWEIRD: something odd, open '/a/b'"))).toBe('something odd');
    expect(systemErrorText(new Error('disk on fire'))).toBe('disk on fire');
  });

  it('a missing locale file', async () => {
    const r = await run(['move', 'e4', '-f', 'en', '-t', 'iccf', '--locale-file', '/nonexistent/x.json']);
    expect(r).toEqual({ code: 2, out: '', err: 'chess-lingua: /nonexistent/x.json: (file): cannot read: no such file or directory\n' });
  });
});

describe('messages', () => {
  it('the article fits the language name', async () => {
    expect(withArticle('English')).toBe('an English');
    expect(withArticle('Estonian')).toBe('an Estonian');
    expect(withArticle('Italian')).toBe('an Italian');
    expect(withArticle('German')).toBe('a German');
    expect(withArticle('Ukrainian')).toBe('a Ukrainian');
    const r = await run(['move', 'Sf3', '--from', 'en', '--to', 'iccf']);
    expect(r.err).toMatch(/: not an English move: /);
  });

  it('Nge2 with the c3 knight pinned says the other knight is pinned', async () => {
    const r = await run(['translate', '-f', 'en', '-t', 'de'], '1. d4 e5 2. e3 Bb4+ 3. Nc3 Nf6 4. Nge2 *\n');
    expect(r.code).toBe(0);
    expect(r.out).toBe('1. d4 e5 2. e3 Lb4+ 3. Sc3 Sf6 4. Se2 *\n\n');
    expect(r.err.split('\n')[0]).toBe(
      '<stdin>:1:35: game 1: warning: move 4. Nge2: origin written, but the knight (N) on c3 is pinned and cannot go there (Nc3-e2 would leave the king in check); read as Ng1-e2 (standard: Ne2) [W_DISAMBIGUATION_EXTRA]',
    );
  });

  it('an origin written where no other piece of the kind stands still says so', async () => {
    const r = await run(['translate', '-f', 'en', '-t', 'de'], '1. Ngf3 *\n');
    expect(r.err.split('\n')[0]).toBe(
      '<stdin>:1:4: game 1: warning: move 1. Ngf3: origin written, but no other piece of its kind can go there; read as Ng1-f3 (standard: Nf3) [W_DISAMBIGUATION_EXTRA]',
    );
  });
});
