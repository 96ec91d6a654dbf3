/**
 * The web page translates in a worker (src/web/worker.ts), in a real Chromium (see
 * helpers/web-browser.ts; skipped where none is found or the page is not built): a long sheet
 * with repairs leaves the page live and says it is working, a job superseded by newer typing never
 * shows its result, and the worker gives what the page gave on its own thread (a page opened from
 * disk still runs there). Expected ICCF written by hand; the long sheet's game made with chess.js.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { webRoot } from '../src/cli/web-command.js';
import { LocaleRegistry } from '../src/locale/registry.js';
import { convert } from '../src/web/convert.js';
import { closeWebSession, converted, openPage, startWebSession, webSkipReason as why, type WebSession } from './helpers/web-browser.js';

if (why) console.warn(why);

// 3. Lb4: no bishop can go there; repaired as Lb5 (f1-b5 = 6125), as 4. La4 (b5-a4 = 2514) says.
const SHEET = '[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Sf3 Sc6\n3. Lb4 a6 4. La4 Sf6 *\n';
const SHEET_ICCF = '[White "A"]\n[Black "B"]\n\n1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 *\n\n';
const SMALL = '1. e4 e5 2. Sf3 *';
const SMALL_ICCF = '1. 5254 5755 2. 7163 *\n\n';

/** German piece letters for chess.js's English SAN (the piece moved and a promotion's). */
const GERMAN: Readonly<Record<string, string>> = { N: 'S', B: 'L', R: 'T', Q: 'D', K: 'K' };
const german = (san: string): string => san.replace(/^[NBRQK]|(?<==)[NBRQ]/g, (c) => GERMAN[c]!);

/**
 * A 300-move German scoresheet (a legal game of random moves from a fixed seed, played by
 * chess.js) with `errors` piece moves whose rank digit is written as a look-alike (3/5, 1/7, 6/8)
 * where that move is not legal: a sheet the page reads only with repairs.
 */
function longSheet(errors: number): string {
  const swap: Readonly<Record<string, string>> = { '1': '7', '7': '1', '3': '5', '5': '3', '6': '8', '8': '6' };
  for (let seed = 7; ; seed++) {
    let s = seed;
    const next = (n: number): number => ((s = (s * 1103515245 + 12345) & 0x7fffffff), s % n);
    const chess = new Chess();
    const written: string[] = [];
    let placed = 0;
    while (written.length < 600 && !chess.isGameOver()) {
      const moves = chess.moves();
      const san = moves[next(moves.length)]!;
      const m = /^[NBRQK][a-h]?[1-8]?x?[a-h]([1-8])$/.exec(san);
      const wrong = m && swap[m[1]!] ? san.slice(0, -1) + swap[m[1]!] : undefined;
      const atError = written.length >= 40 * (placed + 1) && placed < errors;
      const illegal = wrong !== undefined && !moves.includes(wrong) && !moves.some((x) => x.replace(/[+#]$/, '') === wrong);
      written.push(german(atError && illegal ? (placed++, wrong) : san));
      chess.move(san);
    }
    if (written.length === 600 && placed === errors) {
      return written.map((w, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${w}` : w)).join(' ') + ' *\n';
    }
  }
}

describe.skipIf(why !== '')('web page: translation in a worker', { timeout: 60_000 }, () => {
  let session: WebSession;

  beforeAll(async () => {
    session = await startWebSession();
  }, 60_000);

  afterAll(() => closeWebSession(session));

  async function open(options: { repair: boolean }): Promise<Page> {
    const page = await openPage(session);
    expect(
      await page.evaluate(() => (window as unknown as { chessLingua: { translator: { mode: string } } }).chessLingua.translator.mode),
    ).toBe('worker');
    await page.selectOption('#from', 'de');
    await converted(page, () => page.selectOption('#to', 'iccf').then(() => undefined));
    if (options.repair) await converted(page, () => page.check('#repair'));
    return page;
  }

  /** Starts recording, in the page, every text #output shows and the times timer callbacks run. */
  async function watch(page: Page): Promise<void> {
    await page.evaluate(() => {
      const w = window as unknown as { outputs: string[]; ticks: number[] };
      w.outputs = [];
      w.ticks = [];
      const output = document.getElementById('output')!;
      new MutationObserver(() => w.outputs.push(output.textContent!)).observe(output, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      const tick = (): void => {
        w.ticks.push(performance.now());
        setTimeout(tick, 10);
      };
      tick();
    });
  }

  it('a long sheet with repairs leaves the page live: timers run, input is taken, #busy and aria-busy say it works', async () => {
    const page = await open({ repair: true });
    const sheet = longSheet(3);
    await watch(page);
    await page.fill('#input', sheet);
    // The job runs longer than 150 ms: the page says so.
    await page.waitForSelector('#busy:not([hidden])', { timeout: 20_000 });
    expect(await page.getAttribute('#output', 'aria-busy')).toBe('true');
    // While it runs, the page answers at once and takes input elsewhere (the share link's field).
    const asked = Date.now();
    await page.evaluate(() => {
      const link = document.getElementById('share-link') as HTMLInputElement;
      link.value = 'still here';
    });
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(await page.inputValue('#share-link')).toBe('still here');
    expect(await page.isVisible('#busy')).toBe(true);
    await page.waitForSelector('#busy', { state: 'hidden', timeout: 30_000 });
    expect(await page.getAttribute('#output', 'aria-busy')).toBe(null);
    const { ticks, ms } = await page.evaluate(() => ({
      ticks: (window as unknown as { ticks: number[] }).ticks,
      ms: (window as unknown as { chessLingua: { timing: { lastConversionMs: number } } }).chessLingua.timing.lastConversionMs,
    }));
    // The sheet was read to its end, with its three repairs.
    expect(await page.locator('#errors li.repair').count()).toBe(3);
    expect(await page.locator('#errors li.error').count()).toBe(0);
    expect(await page.textContent('#output')).toMatch(/ 300\. \d{4} \d{4,5} \*\n\n$/);
    // Timers kept running all along: no gap near the job's length (on the page's thread the whole job was one gap).
    const gaps = ticks.slice(1).map((t, i) => t - ticks[i]!);
    expect(ms).toBeGreaterThan(150);
    expect(Math.max(...gaps)).toBeLessThan(Math.max(250, ms / 2));
    await page.close();
  });

  it("a job superseded by newer typing never shows its result; the running worker is stopped and the newest text's result shown", async () => {
    const page = await open({ repair: true });
    await watch(page);
    await page.fill('#input', longSheet(3));
    await page.waitForSelector('#busy:not([hidden])', { timeout: 20_000 });
    // Typed while the long sheet is being repaired: the newest text wins.
    await converted(page, () => page.fill('#input', SMALL), { whileRunning: true });
    expect(await page.textContent('#output')).toBe(SMALL_ICCF);
    // Wait as long as the long job would have taken, then look again: nothing stale came in.
    await page.waitForTimeout(3000);
    expect(await page.textContent('#output')).toBe(SMALL_ICCF);
    const outputs = await page.evaluate(() => (window as unknown as { outputs: string[] }).outputs);
    expect(outputs.filter((o) => o.includes('300.'))).toEqual([]);
    expect(outputs.at(-1)).toBe(SMALL_ICCF);
    // The long job was stopped (its worker ended, a new one started), not left running.
    const started = await page.evaluate(
      () => (window as unknown as { chessLingua: { translator: { workersStarted: number } } }).chessLingua.translator.workersStarted,
    );
    expect(started).toBe(2);
    expect(await page.isHidden('#busy')).toBe(true);
    await page.close();
  });

  it('the worker gives what the page gave on its own thread: a repaired sheet, to the byte, also from disk', async () => {
    // On the page's thread in Node, as the page ran it before: the same convert().
    const registry = LocaleRegistry.withBundled();
    expect(convert(SHEET, 'de', 'iccf', registry, { repair: true }).output).toBe(SHEET_ICCF);
    const page = await open({ repair: true });
    await converted(page, () => page.fill('#input', SHEET));
    expect(await page.textContent('#output')).toBe(SHEET_ICCF);
    const worker = await page.locator('#errors li').evaluateAll((li) => li.map((l) => l.textContent));
    expect(worker).toHaveLength(1);
    // The board plays the repaired game: after 3. Bb5 (6125), written by hand.
    await page.locator('#output .mv', { hasText: '6125' }).click();
    expect(await page.getAttribute('#board', 'data-fen')).toBe('r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3');
    await page.close();
    // Opened from disk, Chromium refuses a worker: the same script runs on the page's thread, with the same result.
    const local = await session.context.newPage();
    const fragment = `#from=de&to=iccf&repair=1&text=${encodeURIComponent(SHEET)}`;
    await local.goto(pathToFileURL(join(webRoot(), 'index.html')).href + fragment);
    await local.waitForSelector('body[data-conversions]');
    expect(
      await local.evaluate(() => (window as unknown as { chessLingua: { translator: { mode: string } } }).chessLingua.translator.mode),
    ).toBe('main-thread');
    expect(await local.textContent('#output')).toBe(SHEET_ICCF);
    expect(await local.locator('#errors li').evaluateAll((li) => li.map((l) => l.textContent))).toEqual(worker);
    await local.close();
  });
});
