/* global window, document -- page.evaluate callbacks run in the page */
// Measures the web page in Debian's Chromium (playwright-core, no browser download):
//   node scripts/measure-web.mjs       (after npm run build)
// prints the page's JS size gzipped, the time from navigation start to the first conversion on
// screen, and the time to read, convert and show a 100-move (200-ply) German game, from `de`
// and from `auto`, as typing triggers it (page timing: window.chessLingua.timing); then, with
// #repair, a 300-move (600-ply) German game with one and with five wrong moves, and, with #mode
// prose, a 20 KB German article (the page blocks for as long as a conversion takes).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { listLocales, translatePgn } = await import(join(root, 'dist', 'index.js'));
const { fastEngine, formatSan } = await import(join(root, 'dist', 'board.js'));

/** The moves (German SAN) of a legal game of `plies` plies, the same every run (random moves from a fixed seed). */
function germanMoves(plies) {
  const de = listLocales().find((l) => l.code === 'de');
  let seed = 7;
  const next = (n) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  for (;;) {
    const board = fastEngine.fromFen().value;
    const moves = [];
    for (let ply = 0; ply < plies; ply++) {
      const legal = board.legalMoves();
      if (legal.length === 0) break;
      const move = legal[next(legal.length)];
      moves.push(formatSan(move, board.describe(move), de));
      board.play(move);
    }
    if (moves.length === plies) return moves;
  }
}

const movetext = (moves) => moves.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' ') + ' *\n';

/** A legal 200-ply German game. */
const germanGame = () => movetext(germanMoves(200));

/**
 * A 600-ply German game with `errors` wrong moves a scoresheet could hold: a piece move's rank
 * digit written as its look-alike (3/5, 1/7, 6/8 …), each where the game then fails as written
 * (checked with translatePgn), spread over the game.
 */
function sheetWithErrors(errors) {
  const moves = germanMoves(600);
  const lookAlike = { 1: '7', 7: '1', 3: '5', 5: '3', 6: '8', 8: '6', 2: '7', 4: '9' };
  let placed = 0;
  for (let at = 40; placed < errors && at < moves.length; at += 7) {
    const m = moves[at];
    const digit = /^[KDTLS][a-h]?[1-8]?x?[a-h]([1-8])$/.exec(m)?.[1];
    const other = digit && lookAlike[digit];
    if (!other || other === '9') continue;
    const wrong = [...moves];
    wrong[at] = m.slice(0, -1) + other;
    if (translatePgn(movetext(wrong), { from: 'de', to: 'iccf' }).failures.length === 0) continue; // still legal
    moves[at] = wrong[at];
    placed++;
    at += Math.floor(560 / errors);
  }
  return movetext(moves);
}

/** A German article of about 20 KB: a 200-ply game told move by move in sentences. */
function germanArticle() {
  const moves = germanMoves(400);
  const parts = ['# Eine lange Partie\n\nDie folgende Partie wurde im Verein gespielt und hier Zug für Zug besprochen.\n\n'];
  for (let n = 1; 2 * n <= moves.length && parts.join('').length < 20 * 1024; n++) {
    parts.push(
      `Im ${n}. Zug spielte Weiß ${n}.${moves[2 * n - 2]}, und Schwarz antwortete mit ${n}...${moves[2 * n - 1]}; ` +
        `beide Seiten spielen hier ruhig weiter.${n % 5 === 0 ? '\n\n' : ' '}`,
    );
  }
  return parts.join('') + '\n';
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
  await page.selectOption('#to', 'iccf');
  /** Times of `edits` conversions of `text` (each edit adds a space, as typing would), and the problems listed. */
  const measure = async (text, edits) => {
    const times = [];
    for (let k = 0; k < edits; k++) {
      const n = Number(await page.getAttribute('body', 'data-conversions'));
      await page.fill('#input', text + ' '.repeat(k));
      await page.waitForFunction((n) => Number(document.body.dataset.conversions) > n, n);
      times.push(await page.evaluate(() => window.chessLingua.timing.lastConversionMs));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const codes = await page.locator('#errors li').evaluateAll((li) => li.map((l) => l.dataset.code));
    const count = (code) => codes.filter((c) => c === code).length;
    const listed = `problems listed: ${codes.length} (${count('W_REPAIR')} W_REPAIR, ${codes.filter((c) => c.startsWith('ERR')).length} errors)`;
    return `(${edits} edits, ms): first ${times[0].toFixed(1)}, median ${sorted[Math.floor(edits / 2)].toFixed(1)}, max ${sorted[edits - 1].toFixed(1)}; ${listed}`;
  };
  for (const from of ['de', 'auto']) {
    await page.selectOption('#from', from);
    console.log(`100-move German game from ${from} to ICCF, read + converted + shown ${await measure(game, 10)}`);
  }
  await page.check('#repair');
  for (const errors of [1, 5]) {
    const sheet = sheetWithErrors(errors);
    for (const from of ['de', 'auto']) {
      await page.selectOption('#from', from);
      console.log(`300-move German game with ${errors} wrong move(s), #repair, from ${from} to ICCF ${await measure(sheet, 5)}`);
    }
  }
  await page.uncheck('#repair');
  await page.selectOption('#mode', 'prose');
  await page.selectOption('#to', 'en');
  const article = germanArticle();
  for (const from of ['de', 'auto']) {
    await page.selectOption('#from', from);
    const size = `${(Buffer.byteLength(article) / 1024).toFixed(1)} KB`;
    console.log(`${size} German article, text with moves, from ${from} to English ${await measure(article, 5)}`);
    console.log(`  ${await page.textContent('#summary')}`);
  }
} finally {
  await browser.close();
  child.kill();
}
