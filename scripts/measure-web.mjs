/* global window, document -- page.evaluate callbacks run in the page */
// Measures the web page in Debian's Chromium (playwright-core, no browser download):
//   node scripts/measure-web.mjs       (after npm run build)
// prints the page's JS size gzipped, the time from navigation start to the first conversion on
// screen, and the time to read, convert and show a 100-move (200-ply) German game, from `de`
// and from `auto`, as typing triggers it (page timing: window.chessLingua.timing).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { fastEngine, formatSan, listLocales } = await import(join(root, 'dist', 'index.js'));

/** A legal 200-ply German game, the same every run (random moves from a fixed seed). */
function germanGame() {
  const de = listLocales().find((l) => l.code === 'de');
  let seed = 7;
  const next = (n) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  for (;;) {
    const board = fastEngine.fromFen().value;
    const parts = [];
    for (let ply = 0; ply < 200; ply++) {
      const moves = board.legalMoves();
      if (moves.length === 0) break;
      const move = moves[next(moves.length)];
      if (ply % 2 === 0) parts.push(`${ply / 2 + 1}.`);
      parts.push(formatSan(move, board.describe(move), de));
      board.play(move);
    }
    if (parts.length === 300) return parts.join(' ') + ' *\n';
  }
}

const js = readFileSync(join(root, 'dist', 'web', 'chess-lingua-web.js'));
console.log(`page JS: ${(js.length / 1024).toFixed(1)} KB, ${(gzipSync(js, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);

const executablePath = process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
// The server as a user starts it: `chess-lingua web --port 0`, which says its URL (on standard error).
const child = spawn(process.execPath, [join(root, 'dist', 'cli.js'), 'web', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
const url = await new Promise((done) =>
  child.stderr.on('data', (d) => {
    const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(d));
    if (m) done(m[0]);
  }),
);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const firsts = [];
  for (let k = 0; k < 5; k++) {
    await page.goto(`${url}?run=${k}`);
    await page.waitForSelector('body[data-conversions="1"]');
    firsts.push(await page.evaluate(() => window.chessLingua.timing.firstConversionMs));
  }
  console.log(`first conversion on screen, ms after navigation start (5 loads): ${firsts.map((x) => x.toFixed(0)).join(' ')}`);
  const game = germanGame();
  for (const from of ['de', 'auto']) {
    await page.selectOption('#from', from);
    const times = [];
    for (let k = 0; k < 10; k++) {
      const n = Number(await page.getAttribute('body', 'data-conversions'));
      await page.fill('#input', game + ' '.repeat(k));
      await page.waitForFunction((n) => Number(document.body.dataset.conversions) > n, n);
      times.push(await page.evaluate(() => window.chessLingua.timing.lastConversionMs));
    }
    const errors = await page.locator('#errors li').count();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `100-move German game from ${from} to ICCF, read + converted + shown (10 edits, ms): first ${times[0].toFixed(1)}, median ${sorted[5].toFixed(1)}, max ${sorted[9].toFixed(1)}; problems listed: ${errors}`,
    );
  }
} finally {
  await browser.close();
  child.kill();
}
