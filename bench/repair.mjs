#!/usr/bin/env node
/**
 * Repair time per scoresheet (issue 12), part of `npm run bench`; alone: `node bench/repair.mjs`.
 *   - the HCS sheets of ../shared/corpus/scoresheets/hcs (real handwritten scoresheets, typed),
 *     each translated with `repair: true` (skipped when ../shared is absent);
 *   - the same sheets as written, without repair (most fail: what a failed game costs);
 *   - synthetic sheets: the first benchmark games of test/fixtures/chessjs (50 to 60 moves)
 *     with five look-alike digits put in, as a sheet of 60 moves with five errors.
 * CPU time per sheet (median and maximum, process.cpuUsage, so a busy machine counts less), warm.
 * The standard path is unchanged: repair runs only for games that fail as written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function cpuMs(fn) {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1] ?? 0;
  return `${sorted.length} sheets, median ${median.toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms CPU per sheet`;
}

export async function repairBench(log = console.log) {
  const lib = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  const hcs = join(root, '..', 'shared', 'corpus', 'scoresheets', 'hcs', 'hcs-sheets.pgn');
  log('');
  log('repair (translate with repair: true, to ICCF numeric):');
  // Synthetic sheets: benchmark games of 50 to 60 moves (100-120 boxes), five digits changed to look-alikes.
  const SWAP = { 3: '5', 5: '3', 1: '7', 7: '1', 6: '8', 8: '6' };
  const text = readFileSync(join(root, 'test', 'fixtures', 'chessjs', 'benchmark.pgn'), 'utf8');
  const games = text
    .split(/\n(?=\[Event )/)
    .map(
      (g) =>
        lib.translateMoves(
          g
            .split('\n')
            .filter((l) => !l.startsWith('['))
            .join('\n'),
          { from: 'en', to: 'en' },
        ).moves,
    )
    .filter((m) => m.length >= 100)
    .slice(0, 20);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let synthetic = [];
  let back = 0;
  // Two passes over the same sheets: the first warms the code up, the second is reported.
  for (const _pass of [0, 1]) {
    synthetic = [];
    back = 0;
    seed = 7;
    for (const moves of games) {
      const boxes = moves.slice(0, 120);
      const sheet = [...boxes];
      for (let k = 0; k < 5;) {
        const i = 2 + Math.floor(random() * (sheet.length - 3));
        const m = /[135678](?=[^1-8]*$)/.exec(sheet[i]);
        if (!m || sheet[i] !== boxes[i]) continue;
        sheet[i] = sheet[i].slice(0, m.index) + SWAP[m[0]] + sheet[i].slice(m.index + 1);
        k++;
      }
      let got = [];
      synthetic.push(cpuMs(() => (got = lib.translateMoves(sheet.join(' '), { from: 'en', to: 'en', repair: true }).moves)));
      if (got.join(' ') === boxes.join(' ')) back++;
    }
  }
  log(`  synthetic 50-60-move sheets, 5 errors: ${summary(synthetic)}; original game back in ${back}/${games.length}`);
  if (existsSync(hcs)) {
    const sheets = readFileSync(hcs, 'utf8')
      .trim()
      .split(/\n\s*\n(?=\[Event )/);
    const times = sheets.map((s) => cpuMs(() => lib.translatePgn(`${s}\n`, { from: 'en', to: 'iccf', repair: true })));
    log(`  HCS handwritten sheets:             ${summary(times)}`);
    // As written, without repair: a sheet the board rejects must cost little more than one that reads (the other
    // languages are asked of the rejected move first, src/translate/other-language.ts).
    const written = sheets.map((s) => cpuMs(() => lib.translatePgn(`${s}\n`, { from: 'en', to: 'iccf' })));
    log(`  HCS sheets as written (no repair):  ${summary(written)}`);
  } else {
    log('  HCS sheets: ../shared absent, skipped');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await repairBench();
