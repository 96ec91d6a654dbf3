#!/usr/bin/env node
/**
 * Memory and speed of `chess-lingua translate` on a large file.
 *
 *   node bench/pgn-memory.mjs [SIZE_MB] [--keep]     (default 200; the issue asks about 1024)
 *
 * Builds bench/out/bulk-en-<SIZE>mb.pgn from ../shared/corpus/bulk/*.pgn repeated up to SIZE MB
 * (English; raw bytes, so dortmund.pgn's Latin-1 names and the CRLF line ends come along), then
 * runs `node dist/cli.js translate` on it as child processes:
 *   1. en → iccf   (reading English, writing ICCF numeric)
 *   2. en → de     (this writes the German file, bench/out/bulk-de-<SIZE>mb.pgn)
 *   3. de → en     (reading German)
 *   4. en → iccf --keep-layout
 *   5. en → iccf --jobs 2 (peak RSS of the whole process, worker threads included)
 * and prints, for each run, the wall time, peak RSS of the child (its own getrusage maxRSS,
 * recorded at exit by a preloaded hook) and moves per second. Run `npm run build` first.
 * The files are deleted at the end unless --keep is given. Output as a table, and as JSON on the
 * last line.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bulkDir = join(root, '..', 'shared', 'corpus', 'bulk');
const outDir = join(root, 'bench', 'out');
const cli = join(root, 'dist', 'cli.js');

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const sizeMb = Number(args.find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 200);
if (!existsSync(cli)) {
  console.error(`pgn-memory: ${cli} is missing; run 'npm run build' first`);
  process.exit(2);
}
if (!existsSync(bulkDir)) {
  console.error(`pgn-memory: ${bulkDir} is missing (the research corpus); nothing to measure`);
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/** Writes `bytes` of whole games: the bulk files one after another, again and again. */
async function buildEnglish(path, bytes) {
  const parts = readdirSync(bulkDir)
    .filter((f) => f.endsWith('.pgn'))
    .sort()
    .map((f) => {
      const b = readFileSync(join(bulkDir, f));
      // make sure each file ends with a blank line, so games never run into each other
      return Buffer.concat([b, Buffer.from('\r\n\r\n')]);
    });
  const out = createWriteStream(path);
  let written = 0;
  while (written < bytes) {
    for (const p of parts) {
      if (!out.write(p)) await once(out, 'drain');
      written += p.length;
      if (written >= bytes) break;
    }
  }
  out.end();
  await once(out, 'close');
  return written;
}

/** The hook preloaded into the child: records its peak RSS (kB) in $PGN_BENCH_RSS at exit. */
const RSS_HOOK =
  'data:text/javascript,import{writeFileSync}from"node:fs";' +
  'process.on("exit",()=>{if(process.env.PGN_BENCH_RSS)writeFileSync(process.env.PGN_BENCH_RSS,String(process.resourceUsage().maxRSS))})';

async function run(label, cliArgs) {
  const rssFile = join(outDir, `rss-${process.pid}.txt`);
  rmSync(rssFile, { force: true });
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--import', RSS_HOOK, cli, 'translate', ...cliArgs], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PGN_BENCH_RSS: rssFile },
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const [code] = await once(child, 'close');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const summary = /(\d+) games? read, (\d+) translated, (\d+) failed.*?\((\d+) moves/.exec(stderr);
  const rssKb = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : NaN;
  rmSync(rssFile, { force: true });
  const moves = summary ? Number(summary[4]) : NaN;
  const result = {
    run: label,
    exit: code,
    seconds: Number(seconds.toFixed(1)),
    peakRssMb: Number((rssKb / 1024).toFixed(1)),
    games: summary ? Number(summary[1]) : NaN,
    failed: summary ? Number(summary[3]) : NaN,
    moves,
    movesPerSecond: Math.round(moves / seconds),
  };
  if (code !== 0) result.stderrTail = stderr.split('\n').slice(-4).join(' | ');
  return result;
}

const en = join(outDir, `bulk-en-${sizeMb}mb.pgn`);
const de = join(outDir, `bulk-de-${sizeMb}mb.pgn`);
const iccf = join(outDir, `bulk-iccf-${sizeMb}mb.pgn`);
process.stderr.write(`pgn-memory: building ${en} (${sizeMb} MB) …\n`);
const bytes = await buildEnglish(en, sizeMb * 1024 * 1024);
process.stderr.write(`pgn-memory: ${(bytes / 1048576).toFixed(1)} MB written; translating …\n`);

const results = [];
results.push(await run('en → iccf', ['--from', 'en', '--to', 'iccf', '-o', iccf, en]));
results.push(await run('en → de', ['--from', 'en', '--to', 'de', '-o', de, en]));
results.push(await run('de → en', ['--from', 'de', '--to', 'en', '-o', iccf, de]));
results.push(await run('en → iccf --keep-layout', ['--from', 'en', '--to', 'iccf', '--keep-layout', '-o', iccf, en]));
results.push(await run('en → iccf --jobs 2', ['--from', 'en', '--to', 'iccf', '--jobs', '2', '-o', iccf, en]));

const sizeOf = (p) => (existsSync(p) ? (statSync(p).size / 1048576).toFixed(1) : '-');
console.log(`input: ${sizeOf(en)} MB English, ${sizeOf(de)} MB German; node ${process.version}`);
console.log('run                       exit   seconds   peak RSS MB      games   failed       moves    moves/s');
for (const r of results) {
  console.log(
    `${r.run.padEnd(24)}${String(r.exit).padStart(6)}${String(r.seconds).padStart(10)}${String(r.peakRssMb).padStart(14)}` +
      `${String(r.games).padStart(11)}${String(r.failed).padStart(9)}${String(r.moves).padStart(12)}${String(r.movesPerSecond).padStart(11)}` +
      (r.stderrTail ? `   ${r.stderrTail}` : ''),
  );
}
console.log(JSON.stringify({ sizeMb: Number((bytes / 1048576).toFixed(1)), results }));
if (!keep) for (const p of [en, de, iccf]) rmSync(p, { force: true });
