#!/usr/bin/env node
/**
 * `npm run bench`: speed and memory of chess-lingua on a large German PGN file, side by side with
 * pgn-extract where it is installed.
 *
 *   node bench/run.mjs [FILE.pgn] [--size MB] [--runs N] [--json OUT]
 *
 * Without FILE, builds bench/out/bulk.de.<size>mb.pgn: the English games of ../shared/corpus/bulk
 * translated to German by chess-lingua itself, repeated up to --size MiB (default 32), and
 * bench/out/annotated.de.8.7mb.pgn: carlsen_all and world_matches alone (comments and variations
 * kept), 8.7 MB, the annotated file of issue 16, timed against pgn-extract as a whole process too.
 * Reports, for the German file:
 *   - in-process stages (warm, best of --runs): reading every game into a game tree with the PGN
 *     grammar (the full path), and `translatePgn` to ICCF numeric (the express lane for plain
 *     games, the full path for the rest), in moves per second;
 *   - whole processes (best of --runs, run alternately): `chess-lingua translate --from de --to iccf
 *     FILE`, the same with --jobs 2, and `pgn-extract -Wlalg FILE`: seconds, moves/s, peak RSS, and
 *     the speed ratio (pgn-extract's time / ours; ≥ 1.0 means chess-lingua is faster);
 *   - one `translateMove` call after warm-up, in microseconds;
 *   - repair time per scoresheet, HCS sheets and synthetic ones (bench/repair.mjs);
 *   - start-up: one `chess-lingua move` against a bare `node -e 0`, alternating, medians (bench/startup.mjs).
 * Whole-process times on a shared machine vary by ±20 % from run to run: runs alternate between
 * the tools, so each tool's best run comes from the same quiet moments.
 * Needs `npm run build` first (npm run bench does it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, createWriteStream } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
const lib = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const sizeMb = Number(opt('--size', '32'));
const runs = Number(opt('--runs', '3'));
const jsonOut = opt('--json', undefined);
const PGN_EXTRACT = ['/usr/games/pgn-extract', '/usr/bin/pgn-extract'].find((p) => existsSync(p));
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function log(s) {
  process.stdout.write(s + '\n');
}

/**
 * Builds a German benchmark file from English games of ../shared/corpus/bulk (translated by
 * chess-lingua itself, comments and variations kept), repeated up to `bytes`.
 */
function buildGermanFile(name, sources, bytes) {
  const bulk = resolve(root, '..', 'shared', 'corpus', 'bulk');
  if (!existsSync(bulk)) {
    console.error(`bench: no FILE given and ${bulk} is absent; pass a PGN file`);
    process.exit(2);
  }
  const outDir = join(root, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, name);
  if (existsSync(target)) return target;
  const parts = readdirSync(bulk)
    .filter((f) => f.endsWith('.pgn') && (!sources || sources.includes(f)))
    .sort()
    .map((f) => {
      const r = spawnSync(process.execPath, [cli, 'translate', '--from', 'en', '--to', 'de', '--quiet', join(bulk, f)], {
        maxBuffer: 1 << 30,
        encoding: 'utf8',
      });
      return r.stdout;
    });
  const unit = parts.map((p) => p.replace(/\s*$/, '\n\n')).join('');
  const out = createWriteStream(target);
  const times = Math.max(1, Math.round(bytes / Buffer.byteLength(unit)));
  for (let i = 0; i < times; i++) out.write(unit);
  out.end();
  return new Promise((res) => out.on('finish', () => res(target)));
}

function best(fn) {
  let b = Infinity;
  let value;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    value = fn();
    b = Math.min(b, performance.now() - t0);
  }
  return { ms: b, value };
}

async function bestAsync(fn) {
  let b = Infinity;
  let value;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    value = await fn();
    b = Math.min(b, performance.now() - t0);
  }
  return { ms: b, value };
}

/** Runs a command once with its output to /dev/null: wall seconds and peak RSS (KB). */
function timeProcess(cmd, argv) {
  if (TIME) {
    const r = spawnSync(TIME, ['-f', '%e %M', cmd, ...argv], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 28 });
    const last = r.stderr.trim().split('\n').pop().split(' ');
    return { seconds: Number(last[0]), rssKb: Number(last[1]) };
  }
  const t0 = performance.now();
  spawnSync(cmd, argv, { stdio: 'ignore' });
  return { seconds: (performance.now() - t0) / 1000, rssKb: undefined };
}

const file = args[0] ? resolve(args[0]) : await buildGermanFile(`bulk.de.${sizeMb}mb.pgn`, undefined, sizeMb * 1024 * 1024);
const text = readFileSync(file, 'utf8');
const bytes = statSync(file).size;
log(`chess-lingua benchmark — ${new Date().toISOString().slice(0, 10)}`);
log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
log(`input: ${file} (${(bytes / 2 ** 20).toFixed(1)} MiB)`);

// Stage 1: every game read into a game tree with the PGN grammar (the full path's reading).
const read = await bestAsync(async () => {
  let games = 0;
  let moves = 0;
  for await (const g of lib.readGames(text, { from: 'de' })) {
    games++;
    const stack = [g.nodes];
    while (stack.length) {
      for (const n of stack.pop()) {
        if (n.type === 'move') moves++;
        else if (n.type === 'variation') stack.push(n.nodes);
      }
    }
  }
  return { games, moves };
});
const { games, moves } = read.value;
log(`games: ${games}, moves: ${moves}`);
const rate = (ms) => Math.round((moves / ms) * 1000).toLocaleString('en');
log('');
log('in-process stages (best of ' + runs + '):');
log(`  full path: read into game trees      ${read.ms.toFixed(0).padStart(7)} ms  ${rate(read.ms).padStart(11)} moves/s`);
const translate = best(() => lib.translatePgn(text, { from: 'de', to: 'iccf' }));
log(`  translatePgn de → iccf (whole text)  ${translate.ms.toFixed(0).padStart(7)} ms  ${rate(translate.ms).padStart(11)} moves/s`);
if (translate.value.summary.failed) log(`  (${translate.value.summary.failed} games failed to translate)`);

// Whole processes, run alternately so that each tool's best run comes from the same quiet moments.
const helpText = execFileSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
const hasJobs = helpText.includes('--jobs');

/** Times our CLI (one thread, and --jobs 2 when `withJobs`) and pgn-extract on `path`, alternately. */
function compareProcesses(path, withJobs) {
  const commands = [['ours', process.execPath, [cli, 'translate', '--from', 'de', '--to', 'iccf', '--quiet', path]]];
  if (withJobs && hasJobs)
    commands.push(['jobs', process.execPath, [cli, 'translate', '--from', 'de', '--to', 'iccf', '--quiet', '--jobs', '2', path]]);
  if (PGN_EXTRACT) commands.push(['peer', PGN_EXTRACT, ['-Wlalg', '-s', '--quiet', path]]);
  const bestOf = {};
  for (let i = 0; i < runs; i++) {
    for (const [name, cmd, argv] of commands) {
      const r = timeProcess(cmd, argv);
      if (!bestOf[name] || r.seconds < bestOf[name].seconds) bestOf[name] = r;
    }
  }
  return bestOf;
}

/** Prints what {@link compareProcesses} measured, with `moveCount` moves in the file. */
function reportProcesses({ ours, jobs, peer }, moveCount) {
  const fmt = (r) =>
    `${r.seconds.toFixed(2).padStart(7)} s  ${Math.round(moveCount / r.seconds)
      .toLocaleString('en')
      .padStart(11)} moves/s  ${r.rssKb ? (r.rssKb / 1024).toFixed(0).padStart(5) + ' MB' : ''}`;
  log(`  chess-lingua translate de → iccf     ${fmt(ours)}`);
  if (jobs) log(`  chess-lingua … --jobs 2              ${fmt(jobs)}   (×${(ours.seconds / jobs.seconds).toFixed(2)} of one thread)`);
  if (peer) {
    log(`  pgn-extract -Wlalg                   ${fmt(peer)}`);
    log('');
    log(`ratio pgn-extract time / chess-lingua time (one thread): ${(peer.seconds / ours.seconds).toFixed(2)}`);
    if (jobs) log(`ratio with --jobs 2: ${(peer.seconds / jobs.seconds).toFixed(2)}`);
  } else {
    log('  pgn-extract: not installed (apt-get install pgn-extract) — no ratio');
  }
}

/** Moves in every line (main line and variations) of a PGN text, as the full path reads them. */
async function countMoves(pgn) {
  let count = 0;
  for await (const g of lib.readGames(pgn, { from: 'de' })) {
    const stack = [g.nodes];
    while (stack.length) {
      for (const n of stack.pop()) {
        if (n.type === 'move') count++;
        else if (n.type === 'variation') stack.push(n.nodes);
      }
    }
  }
  return count;
}

const { ours, jobs, peer } = compareProcesses(file, true);
log('');
log('whole processes (best of ' + runs + ', run alternately; wall time, peak RSS):');
reportProcesses({ ours, jobs, peer }, moves);

// The annotated file of issue 16: carlsen_all and world_matches only (world_matches has comments
// and variations), 8.7 MB, as real annotated archives are.
let annotated;
if (!args[0]) {
  const annotatedFile = await buildGermanFile('annotated.de.8.7mb.pgn', ['carlsen_all.pgn', 'world_matches.pgn'], 8_700_000);
  const annotatedMoves = await countMoves(readFileSync(annotatedFile, 'utf8'));
  log('');
  log(
    `annotated file: ${annotatedFile} (${(statSync(annotatedFile).size / 1e6).toFixed(1)} MB, ${annotatedMoves} moves), whole processes:`,
  );
  annotated = compareProcesses(annotatedFile, false);
  reportProcesses(annotated, annotatedMoves);
}

// One translateMove call after warm-up.
const N = 200_000;
for (let i = 0; i < 20_000; i++) lib.translateMove('Sf3', { from: 'de', to: 'iccf' });
let perCall = Infinity;
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) lib.translateMove('Sf3', { from: 'de', to: 'iccf' });
  perCall = Math.min(perCall, ((performance.now() - t0) * 1000) / N);
}
log('');
log(`translateMove('Sf3', { from: 'de', to: 'iccf' }): ${perCall.toFixed(2)} µs per call (best of 5 × ${N.toLocaleString('en')})`);

// Repair time per scoresheet (bench/repair.mjs).
await (await import('./repair.mjs')).repairBench(log);

// Start-up of one `move` against a bare `node -e 0` (bench/startup.mjs).
const startup = await (await import('./startup.mjs')).startupBench(log);

if (jsonOut) {
  writeFileSync(
    jsonOut,
    JSON.stringify(
      { file, bytes, games, moves, readMs: read.ms, translateMs: translate.ms, ours, jobs, peer, annotated, perCallUs: perCall, startup },
      null,
      2,
    ),
  );
}
