/* global window, document -- page.evaluate callbacks run in the page */
// Measures the web page in Debian's Chromium (playwright-core, no browser download):
//   node scripts/measure-web.mjs       (after npm run build)
// prints the page's JS size gzipped, the time from navigation start to the first conversion on
// screen, and the time to read, convert and show a 100-move (200-ply) German game, from `de`
// and from `auto`, as typing triggers it (page timing: window.chessLingua.timing); then, with
// #repair, a 300-move (600-ply) German game with one and with five wrong moves, and, with #mode
// prose, a 20 KB German article. Conversions run in the page's worker: for each, the longest time
// the page's own thread went without running a timer (a 10 ms loop, from the text typed to the
// result shown) is printed too, and the time showing the result took (on the page's thread the
// gap would be the whole conversion: the page opened from disk shows it).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

for (const bundle of ['chess-lingua-web.js', 'chess-lingua-worker.js']) {
  const js = readFileSync(join(root, 'dist', 'web', bundle));
  console.log(`${bundle}: ${(js.length / 1024).toFixed(1)} KB, ${(gzipSync(js, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`);
}

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
  const measure = async (text, edits, on = page) => {
    const times = [];
    const gaps = [];
    const renders = [];
    for (let k = 0; k < edits; k++) {
      const n = Number(await on.getAttribute('body', 'data-conversions'));
      await on.fill('#input', text + ' '.repeat(k));
      // (from here: filling a 20 KB text into the textarea is itself a long task for the browser, not the page's work)
      await on.evaluate(() => {
        window.ticks = [];
        const tick = () => {
          window.ticks.push(performance.now());
          if (window.ticks.length < 100000) window.tickTimer = setTimeout(tick, 10);
        };
        clearTimeout(window.tickTimer);
        tick();
      });
      await on.waitForFunction((n) => Number(document.body.dataset.conversions) > n, n);
      times.push(await on.evaluate(() => window.chessLingua.timing.lastConversionMs));
      renders.push(await on.evaluate(() => window.chessLingua.timing.lastRenderMs));
      gaps.push(
        await on.evaluate(() => {
          clearTimeout(window.tickTimer);
          return Math.max(...window.ticks.slice(1).map((t, i) => t - window.ticks[i]));
        }),
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    const gap = `longest timer gap on the page's thread ${Math.max(...gaps).toFixed(0)} ms (showing the result: at most ${Math.max(...renders).toFixed(0)} ms)`;
    const codes = await on.locator('#errors li').evaluateAll((li) => li.map((l) => l.dataset.code));
    const count = (code) => codes.filter((c) => c === code).length;
    const listed = `problems listed: ${codes.length} (${count('W_REPAIR')} W_REPAIR, ${codes.filter((c) => c.startsWith('ERR')).length} errors)`;
    return `(${edits} edits, ms): first ${times[0].toFixed(1)}, median ${sorted[Math.floor(edits / 2)].toFixed(1)}, max ${sorted[edits - 1].toFixed(1)}; ${gap}; ${listed}`;
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
  // Typing while a long sheet is repaired: the job is stopped (its worker ended, a new one started) and the new text converted.
  {
    await page.selectOption('#from', 'de');
    const sheet = sheetWithErrors(1);
    const small = movetext(germanMoves(20));
    const times = [];
    for (let k = 0; k < 3; k++) {
      await page.fill('#input', sheet + ' '.repeat(k));
      await page.waitForSelector('#busy:not([hidden])');
      const n = Number(await page.getAttribute('body', 'data-conversions'));
      await page.fill('#input', small + ' '.repeat(k));
      await page.waitForFunction((n) => Number(document.body.dataset.conversions) > n, n);
      times.push(await page.evaluate(() => window.chessLingua.timing.lastConversionMs));
    }
    const started = await page.evaluate(() => window.chessLingua.translator.workersStarted);
    console.log(
      `a 10-move game typed while the 300-move sheet (1 wrong move, from de) was being repaired, shown after (ms, 3 times): ${times.map((t) => t.toFixed(0)).join(' ')}; workers started: ${started}`,
    );
  }
  // The page opened from disk (file://): Chromium refuses a worker there, the jobs run on the page's thread.
  {
    const local = await browser.newPage();
    await local.goto(pathToFileURL(join(root, 'dist', 'web', 'index.html')).href);
    await local.waitForSelector('body[data-conversions]');
    await local.selectOption('#to', 'iccf');
    await local.selectOption('#from', 'de');
    await local.check('#repair');
    const mode = await local.evaluate(() => window.chessLingua.translator.mode);
    console.log(
      `from disk (${mode}): 300-move German game with 1 wrong move, #repair, from de to ICCF ${await measure(sheetWithErrors(1), 3, local)}`,
    );
    await local.close();
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
