// `translate --jobs N` (worker threads, src/cli/parallel.ts) against one thread, on the built
// executable: the same output byte for byte, the same reports in the same order, the same summary
// and exit code — with plain games, games that fail, games with warnings, several segments, a file
// of several thousand games, and --keep-layout and --rejects. And the pool itself, cutting its
// input into tiny segments, against one thread on inputs made to trip its cuts (a blank line
// inside a tag section, tag lines inside comments, games without tags, CR LF) and on every PGN
// file of our fixtures: the same games, texts, reports and game numbers.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { reportLines } from '../src/cli/game-reports.js';
import { breaksBetween, lastTagLineAfterBlank as tagLineCut, lineStartBefore } from '../src/pgn/scan.js';
import { WorkerPool, type GameResult, type WorkerLimits } from '../src/cli/parallel.js';
import { localTranslation } from '../src/cli/translate-segment.js';
import { decodeChunks } from '../src/pgn/read-games.js';
import { translationContext } from '../src/translate/context.js';
import { translateStreamBatches } from '../src/translate/translate-pgn.js';
import { readdirSync, statSync } from 'node:fs';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';
import { runNode } from './helpers/common.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const r = await runNode([CLI, ...args]);
  // The summary's speed differs from run to run; everything else must not.
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.replace(/[\d,]+ moves\/s/, 'N moves/s') };
}

const benchmark = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');
const failing = '[Event "bad"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n';
const lenient = '[Event "lenient"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. 0-0 *\n\n';
// Many segments (of about 48 K characters each): the benchmark games many times over, with failing and lenient games among them.
const big = Array.from({ length: 12 }, (_, k) => benchmark + (k % 3 === 0 ? failing : lenient)).join('\n');

const input = join(dir, 'big.pgn');
writeFileSync(input, big);

describe.skipIf(!existsSync(CLI))('translate --jobs', () => {
  it.each([[['-f', 'en', '-t', 'iccf']], [['-f', 'en', '-t', 'de', '--keep-layout']], [['-f', 'en', '-t', 'fr']]])(
    '%j: --jobs 2 writes and reports what one thread does',
    async (args) => {
      const one = await run(['translate', ...args, input]);
      const two = await run(['translate', ...args, '--jobs', '2', input]);
      expect(one.code).toBe(1); // the failing games
      expect(two.code).toBe(one.code);
      expect(two.stdout).toBe(one.stdout);
      expect(two.stderr).toBe(one.stderr);
      expect(one.stderr).toMatch(/warning: .*0-0/);
      expect(one.stderr).toMatch(/game \d+: move 2\. Ke3: no king/);
    },
  );

  it('--repair --annotate --report-json with --jobs 3: the same output, reports and JSON lines as one thread', async () => {
    // Real scoresheets (HCS, CC BY 3.0) among the benchmark games, over several segments: repairs
    // are made in the workers, and their detail comes back as data.
    const sheets = readFileSync(join(FIXTURES, 'scoresheets', 'hcs-sample.pgn'), 'utf8');
    const mixed = join(dir, 'mixed.pgn');
    writeFileSync(mixed, Array.from({ length: 4 }, (_, k) => benchmark + '\n' + sheets + (k % 2 ? failing : lenient)).join('\n'));
    const json1 = join(dir, 'one.jsonl');
    const json3 = join(dir, 'three.jsonl');
    const args = ['translate', '-f', 'en', '-t', 'iccf', '--repair', '--annotate', mixed];
    const one = await run([...args, '--report-json', json1]);
    const three = await run([...args, '--report-json', json3, '--jobs', '3']);
    expect(three.code).toBe(one.code);
    expect(three.stdout).toBe(one.stdout);
    expect(three.stderr).toBe(one.stderr);
    expect(readFileSync(json3, 'utf8')).toBe(readFileSync(json1, 'utf8'));
    expect(one.stderr).toContain('[W_REPAIR]');
    expect(one.stdout).toContain('{written "');
    const lines = readFileSync(json1, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { index: number; status: string });
    expect(lines.map((l) => l.index)).toEqual(lines.map((_, i) => i + 1));
    expect(lines.some((l) => l.status === 'repaired')).toBe(true);
    expect(lines.some((l) => l.status === 'translated')).toBe(true);
  });

  it('bytes that are not UTF-8 far into the file: --jobs 2 reports them at the line and column one thread does', async () => {
    // Bad bytes (0xFF) in several 64 KB chunks and segments of a UTF-8 file, inside comments after
    // a CR LF and in a tag value: the pool tells the reader where each chunk starts.
    const games = big.split('\n\n[').slice(0, 400);
    const parts = games.map((g, k) => Buffer.from((k === 0 ? '' : '[') + g + '\n\n', 'utf8'));
    const comment = Buffer.concat([Buffer.from('{ note\r\nsee '), Buffer.from([0xff]), Buffer.from(' }\r\n\n')]);
    for (const k of [150, 151, 390]) parts.splice(k, 0, comment);
    parts.splice(260, 0, Buffer.from('[Event "caf'), Buffer.from([0xff]), Buffer.from('"]\n[Result "*"]\n\n1. e4 *\n\n'));
    const file = join(dir, 'bad-bytes.pgn');
    writeFileSync(file, Buffer.concat(parts));
    const args = ['translate', '-f', 'en', '-t', 'iccf', '--encoding', 'utf-8', file];
    const badBytes = (stderr: string): string[] => stderr.split('\n').filter((l) => l.includes('[W_BAD_BYTE]'));
    const one = await run(args);
    const two = await run([...args, '--jobs', '2']);
    // Where each 0xFF is, counted here: lines end at LF, CR LF or a lone CR; the rest is ASCII.
    const bytes = Buffer.concat(parts);
    const expected: string[] = [];
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (b === 0xff)
        expected.push(`${file}:${line}:${i - lineStart + 1}: warning: byte 0xFF is not valid UTF-8; read as U+FFFD [W_BAD_BYTE]`);
      if (b === 10 || (b === 13 && bytes[i + 1] !== 10)) {
        line++;
        lineStart = i + 1;
      }
    }
    expect(expected).toHaveLength(4);
    expect(badBytes(one.stderr)).toEqual(expected);
    expect(badBytes(two.stderr)).toEqual(badBytes(one.stderr));
    expect(two.stdout).toBe(one.stdout);
  });

  it('--rejects with --jobs 3: the same good and rejected games', async () => {
    const good1 = join(dir, 'good1.pgn');
    const bad1 = join(dir, 'bad1.pgn');
    const good3 = join(dir, 'good3.pgn');
    const bad3 = join(dir, 'bad3.pgn');
    await run(['translate', '-f', 'en', '-t', 'iccf', '-q', '-o', good1, '--rejects', bad1, input]);
    await run(['translate', '-f', 'en', '-t', 'iccf', '-q', '--jobs', '3', '-o', good3, '--rejects', bad3, input]);
    expect(readFileSync(good3, 'utf8')).toBe(readFileSync(good1, 'utf8'));
    expect(readFileSync(bad3, 'utf8')).toBe(readFileSync(bad1, 'utf8'));
    expect(readFileSync(bad1, 'utf8')).toContain('2. Ke3');
  });
});

const WORKER = join(REPO_ROOT, 'dist', 'translate-worker.js');

/**
 * `text` translated en → iccf by a pool of `workers` (heap `limits`), the main thread translating
 * the segments that come back to it (`mainHelps`, dead workers); how many segments it translated.
 */
async function translateWithPool(
  workers: number,
  limits: WorkerLimits | undefined,
  mainHelps: boolean,
  text = big,
  segmentChars?: number,
  from = 'en',
  maxSegmentChars?: number,
): Promise<{ results: GameResult[]; local: number; reread: number }> {
  const job = {
    from,
    to: 'iccf',
    fen: undefined,
    localeFiles: [],
    keepLayout: false,
    strict: false,
    prefer: [],
    repair: false,
    annotate: false,
    everyReport: false,
  };
  const ctx = translationContext({ from, to: 'iccf' });
  let local = 0;
  const here = localTranslation(ctx, false);
  const counted = { ...here, segment: (request: Parameters<typeof here.segment>[0]) => (local++, here.segment(request)) };
  const pool = new WorkerPool(job, workers, pathToFileURL(WORKER), counted, { limits, mainHelps, segmentChars, maxSegmentChars });
  const results: GameResult[] = [];
  try {
    for await (const batch of pool.translate(() => decodeChunks(chunked(text, 97)), 'f.pgn')) results.push(...batch);
  } finally {
    await pool.close();
  }
  return { results, local, reread: pool.rereadSegments };
}

/** `text` in pieces of `size` characters, as a stream gives it. */
function* chunked(text: string, size: number): Generator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** `text` translated en → iccf on one thread, as the CLI writes and reports it. */
async function translateOneThread(text: string, from = 'en'): Promise<GameResult[]> {
  const ctx = translationContext({ from, to: 'iccf' });
  const results: GameResult[] = [];
  for await (const batch of translateStreamBatches(chunked(text, 97), ctx, 'f.pgn')) {
    for (const o of batch)
      results.push({ text: o.text, failed: o.failure !== undefined, message: o.message, moves: o.moves, warnings: o.warningMessages });
  }
  return results;
}

describe.skipIf(!existsSync(WORKER))('worker pool', () => {
  it('a worker out of memory: its segments are translated on the main thread, nothing is lost', async () => {
    // Heap limits far too small for a worker to start: every segment ends up on the main thread.
    const { results, local } = await translateWithPool(2, { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 }, false);
    const one = await run(['translate', '-f', 'en', '-t', 'iccf', input]);
    expect(results.map((r) => r.text).join('')).toBe(one.stdout);
    expect(results.filter((r) => r.failed).length).toBe(4);
    expect(local).toBeGreaterThan(0);
  });

  it('the main thread helps: segments that find the worker busy are translated there, output in input order', async () => {
    // One worker (as `--jobs 2` starts) and the main thread taking what the worker has no room for.
    const { results, local } = await translateWithPool(1, undefined, true);
    const one = await run(['translate', '-f', 'en', '-t', 'iccf', input]);
    expect(results.map((r) => r.text).join('')).toBe(one.stdout);
    expect(results.filter((r) => r.failed).length).toBe(4);
    // The input's segments outnumber what one worker may hold: the main thread took some.
    expect(local).toBeGreaterThan(0);
  });
});

describe('segments: cuts', () => {
  it('cuts only before a tag line that follows a blank line and is whole', () => {
    const text = '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n[Site "c"]\n\n1. d4 *\n\n[Event "d';
    const at = tagLineCut(text, 0);
    expect(text.slice(at).startsWith('[Event "b"]')).toBe(true);
    expect(tagLineCut(text, at + 1)).toBe(-1);
    expect(tagLineCut('1. e4 e5\n\n{ [not a tag }\n', 0)).toBe(-1);
    expect(tagLineCut('x\r\n\r\n[Event "e"]\r\n', 0)).toBe(5);
  });

  it('counts line breaks as the splitter does', () => {
    const text = 'a\nb\r\nc\rd\n';
    expect(breaksBetween(text, 0, text.length)).toBe(4);
    expect(breaksBetween(text, 0, 3)).toBe(1); // `a\nb`
    expect(breaksBetween(text, 0, 4)).toBe(1); // a CR whose LF follows at the end is not a break yet
    const long = `${text.repeat(60)}x`; // counted by jumping from line end to line end
    expect(breaksBetween(long, 0, long.length)).toBe(240);
    expect(breaksBetween(long, 1, long.length - 1)).toBe(240);
    expect(lineStartBefore('a\nb\r\nc', 6)).toBe(5);
    expect(lineStartBefore('a\rb\rc\r', 5)).toBe(4);
    expect(lineStartBefore('a\rb\rc\r', 6)).toBe(6);
    expect(lineStartBefore('abc', 3)).toBe(0);
  });

  it('words a report sent as data with the game number the main thread gives', () => {
    const tags = [
      { name: 'White', value: 'A' },
      { name: 'Black', value: 'B' },
    ];
    const position = { ply: 3, moveNumber: 2, color: 'white', token: 'Ke3', line: 12, column: 3 } as const;
    const failed = reportLines(
      { index: 3, tags, failure: { kind: 'move', error: { kind: 'illegal', position, reason: 'no king can move to e3' } }, warnings: [] },
      'f 1.pgn',
      1234,
    );
    expect(failed).toEqual({
      message: 'f 1.pgn:12:3: game 1234 (A - B): move 2. Ke3: no king can move to e3 [ERR_MOVE_ILLEGAL]',
      warnings: [],
    });
    const warned = reportLines(
      {
        index: 0,
        tags: [],
        failure: undefined,
        warnings: [{ code: 'W_CASTLE_FORM', message: 'castling not written O-O / O-O-O', position }],
      },
      'x.pgn',
      7,
    );
    expect(warned).toEqual({
      message: undefined,
      warnings: ['x.pgn:12:3: game 7: warning: move 2. Ke3: castling not written O-O / O-O-O [W_CASTLE_FORM]'],
    });
  });
});

/** Inputs made to trip the pool's cuts: each also with CR LF line ends. */
const tricky = [
  // A blank line inside a tag section: a tag line after it does not start a game.
  '[Event "a"]\n\n[Site "b"]\n\n[White "c"]\n\n1. e4 e5 2. Nf3 *\n\n',
  // Tag-like lines inside a comment (the splitter cuts a comment there) and in a variation.
  '[Event "c"]\n\n1. e4 { a comment\n\n[Event "x"]\n\nthat goes on } e5 (1... c5\n\n[Round "1"]\n\n2. Nf3) 2. Nf3 1-0\n\n',
  // Games without tags, after a blank line.
  '1. e4 e5 2. Nf3 Nc6\n\n1. d4 d5 *\n\n1. c4 *\n\n',
  // A failing game and a lenient one: reports and their game numbers.
  failing + lenient,
  // White space before the first game, and a result alone.
  '\n\n  \n[Event "w"]\n\n*\n\n[Event "v"]\n\n1. e4 *\n',
];

describe.skipIf(!existsSync(WORKER))('segments: the pool writes and reports what one thread does', () => {
  const inputs: Array<[string, string]> = [];
  const mixed = Array.from({ length: 6 }, (_, k) => tricky.join('') + benchmark.slice(0, 3000 * (k + 1))).join('');
  inputs.push(['tricky inputs with games between', mixed], ['the same with CR LF', mixed.replace(/\n/g, '\r\n')]);
  const pgnDir = join(FIXTURES, 'pgn');
  for (const name of readdirSync(pgnDir).sort()) {
    const p = join(pgnDir, name);
    if (statSync(p).isFile() && name.endsWith('.pgn')) inputs.push([`fixture ${name}`, readFileSync(p, 'latin1')]);
  }
  it.each(inputs)('%s', async (label, text) => {
    const one = await translateOneThread(text);
    for (const segmentChars of [64, 300, 2000]) {
      const { results, reread } = await translateWithPool(1, undefined, true, text, segmentChars);
      expect(results, `segments of ${segmentChars}`).toEqual(one);
      // The blank lines inside tag sections make cuts that do not hold: those segments are read again.
      if (label.startsWith('tricky') && segmentChars === 64) expect(reread).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!existsSync(WORKER))('segments: cut at any line break when no tag line comes', () => {
  const tagless = Array.from({ length: 40 }, (_, k) => `1. e4 e5 2. Nf3 ${k % 7 === 0 ? 'Ke7 3. Ke3' : 'Nc6'} *\n\n`).join('');
  it.each([
    ['games without tags', tagless],
    ['line breaks that are lone CRs', (tricky.join('') + tagless).replace(/\n/g, '\r')],
  ])('%s', async (_label, text) => {
    const one = await translateOneThread(text);
    const { results, reread } = await translateWithPool(1, undefined, true, text, 64, 'en', 256);
    expect(results).toEqual(one);
    expect(reread).toBeGreaterThan(0);
  });
});
