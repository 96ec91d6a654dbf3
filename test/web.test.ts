/**
 * The web page (issue 15) in a real Chromium: Debian's `chromium` driven by playwright-core with
 * `executablePath` (no browser download). Skips with a message where no Chromium is found or the
 * page is not built. Expected texts are written by hand from the games (ICCF numbers are the
 * squares' file and rank digits: e2-e4 = 5254).
 *
 * With CHESS_LINGUA_SCREENSHOT=1 the run also writes docs/web-page.png (the README's picture).
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startWebServer, webRoot, type WebServer } from '../src/cli/web-command.js';
import { REPO_ROOT } from './helpers/shared.js';
import { chromiumPath, converted, webSkipReason as why } from './helpers/web-browser.js';

if (why) console.warn(why);

const GERMAN = '[White "Spieler A"]\n[Black "Spieler B"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n';
const GERMAN_ICCF = '1. 5254 5755 2. 7163 2836 3. 6125 1716 *';
const FRENCH = '1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7 *';
const FRENCH_ICCF = '1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 *';

describe.skipIf(why !== '')('web page in Chromium', { timeout: 30_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  let context: BrowserContext;
  const requests: string[] = [];

  beforeAll(async () => {
    server = await startWebServer({ port: 0 });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath!, args: ['--no-sandbox'] });
    context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
    context.on('request', (r) => requests.push(r.url()));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(fragment = ''): Promise<Page> {
    const page = await context.newPage();
    await page.goto(server.url + fragment);
    await page.waitForSelector('body[data-conversions]');
    return page;
  }

  /** Types `text` into #input (an input event, as typing does) and waits for the live conversion. */
  /** Types `text` and waits for its conversion ({@link converted}: after any earlier control's conversion is counted). */
  async function typeGame(page: Page, text: string): Promise<void> {
    await converted(page, () => page.fill('#input', text));
  }

  it('a German game becomes ICCF live, as it is typed', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await page.selectOption('#to', 'iccf');
    await typeGame(page, GERMAN);
    const out = await page.textContent('#output');
    expect(out).toContain('[White "Spieler A"]');
    expect(out).toContain(GERMAN_ICCF);
    expect(await page.locator('#errors li').count()).toBe(0);
    // Typing more converts again without any button.
    await typeGame(page, GERMAN.replace(' *', ' 4. La4 *'));
    expect(await page.textContent('#output')).toContain('3. 6125 1716 4. 2514 *');
    await page.close();
  });

  it('an illegal move is listed at its line and column and marked in the input', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await typeGame(page, '[White "A"]\n\n1. e4 e5 2. Sf3 Sc6\n3. Lb6 a6 *\n');
    const item = page.locator('#errors li');
    expect(await item.count()).toBe(1);
    expect(await item.getAttribute('data-line')).toBe('4');
    expect(await item.getAttribute('data-column')).toBe('4');
    expect(await item.getAttribute('data-code')).toBe('ERR_MOVE_ILLEGAL');
    expect(await page.textContent('#error-count')).toBe('1 error, 0 warnings.');
    // Marked behind the textarea …
    expect(await page.textContent('#input-marks mark.error')).toBe('Lb6');
    // … and selected in it when the item is clicked.
    await item.locator('button.locate').click();
    const selection = await page.evaluate(() => {
      const input = document.getElementById('input') as HTMLTextAreaElement;
      return { text: input.value.slice(input.selectionStart, input.selectionEnd), focused: document.activeElement === input };
    });
    expect(selection).toEqual({ text: 'Lb6', focused: true });
    await page.close();
  });

  it('a suggested repair is applied by a click (language named, and auto)', async () => {
    const page = await open();
    for (const from of ['de', 'auto']) {
      await page.selectOption('#from', from);
      // Ld7 cannot be played; Ld3 (look-alike 7/3) can.
      await typeGame(page, '1. e4 e5 2. Sf3 Sc6 3. Ld7 a6 *');
      const buttons = page.locator('#errors li button.suggestion');
      expect(await buttons.count(), `suggestions from ${from}`).toBeGreaterThan(0);
      const texts = await buttons.evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset['text']!));
      const pick = texts.includes('Ld3') ? 'Ld3' : texts[0]!;
      await converted(page, async () => {
        await buttons.nth(texts.indexOf(pick)).click();
      });
      expect(await page.inputValue('#input')).toBe(`1. e4 e5 2. Sf3 Sc6 3. ${pick} a6 *`);
      if (pick === 'Ld3') expect(await page.textContent('#output')).toContain('3. 6143 1716 *');
      expect(await page.locator('#errors li.error').count()).toBe(0);
    }
    await page.close();
  });

  it('auto detects French', async () => {
    const page = await open();
    expect(await page.inputValue('#from')).toBe('auto');
    await typeGame(page, FRENCH);
    expect(await page.textContent('#detected')).toMatch(/^Detected: French \(fr\b/);
    expect(await page.textContent('#output')).toContain(FRENCH_ICCF);
    expect(await page.textContent('#from option[value="auto"]')).toBe('Detect the language (auto): French');
    await page.close();
  });

  it('auto: a game two languages read differently offers both, and a click picks one', async () => {
    const page = await open();
    // English Rh3 is the rook from h1; Finnish R (ratsu) is the knight from g1.
    await typeGame(page, '1. h4 h5 2. Rh3 *');
    expect(await page.getAttribute('#errors li', 'data-code')).toBe('ERR_DETECT_AMBIGUOUS');
    expect(await page.textContent('#detected-text')).toMatch(/^Detected: ambiguous: English \(en\b.* and Finnish \(fi\b/);
    await converted(page, async () => {
      await page.click('#alternatives button[data-code="fi"]');
    });
    expect(await page.inputValue('#from')).toBe('fi');
    expect(await page.textContent('#output')).toContain('1. 8284 8785 2. 7183 *');
    expect(await page.locator('#errors li').count()).toBe(0);
    await page.close();
  });

  it('the board shows the position after a clicked move; arrow keys step through the moves', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await typeGame(page, GERMAN);
    await page.locator('#output .mv', { hasText: '7163' }).click();
    // After 1. e4 e5 2. Nf3, written by hand.
    expect(await page.getAttribute('#board', 'data-fen')).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(await page.getAttribute('#board [data-square="f3"]', 'data-piece')).toBe('N');
    expect(await page.locator('#board [data-square="g1"]').count()).toBe(0);
    expect(await page.getAttribute('#board svg', 'aria-label')).toContain('knight f3');
    await page.focus('#output');
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute('#board [data-square="c6"]', 'data-piece')).toBe('n');
    expect(await page.textContent('#output .mv.current')).toBe('2836');
    await page.close();
  });

  it('copy puts the output on the clipboard; download saves it', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await typeGame(page, GERMAN);
    const output = await page.textContent('#output');
    await page.click('#copy');
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'Output copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(output);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    expect(download.suggestedFilename()).toBe('game.iccf.pgn');
    expect(readFileSync((await download.path())!, 'utf8')).toBe(output);
    await page.close();
  });

  it('the shared link restores text and options', async () => {
    const page = await open();
    await page.selectOption('#from', 'fr');
    await page.selectOption('#to', 'de');
    await typeGame(page, FRENCH);
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    expect(link.startsWith(server.url + '#')).toBe(true);
    await page.close();
    const again = await context.newPage();
    await again.goto(link);
    await again.waitForSelector('body[data-conversions]');
    expect(await again.inputValue('#input')).toBe(FRENCH);
    expect(await again.inputValue('#from')).toBe('fr');
    expect(await again.inputValue('#to')).toBe('de');
    expect(await again.textContent('#output')).toContain('2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 *');
    await again.close();
  });

  it('a file in a legacy encoding is decoded (Russian in Windows-1251)', async () => {
    const page = await open();
    const russian = '[Event "Первенство города"]\n[White "Иванов"]\n[Black "Петров"]\n\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 *\n';
    // Windows-1251 writes А…я (U+0410…U+044F) as the bytes 0xC0…0xFF; ASCII as itself.
    const bytes = Buffer.from([...russian].map((c) => (c >= 'А' && c <= 'я' ? c.charCodeAt(0) - 0x350 : c.charCodeAt(0))));
    await converted(page, async () => {
      await page.setInputFiles('#file', { name: 'partie.pgn', mimeType: 'application/x-chess-pgn', buffer: bytes });
    });
    expect(await page.inputValue('#input')).toBe(russian);
    expect(await page.textContent('#status')).toBe('Read partie.pgn (windows-1251).');
    expect(await page.textContent('#output')).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 *');
    await page.close();
  });

  it('a file with a bad byte is read with U+FFFD and said; a file that is not text is refused', async () => {
    const page = await open();
    // UTF-8 (four non-ASCII letters) with one byte that is no UTF-8 (0xFF) in a tag.
    const text = Buffer.concat([
      Buffer.from('[Site "München Köln Düsseldorf Straße '),
      Buffer.from([0xff]),
      Buffer.from('"]\n\n1. e4 e5 2. Sf3 *\n'),
    ]);
    await converted(page, async () => {
      await page.setInputFiles('#file', { name: 'bad.pgn', mimeType: 'application/x-chess-pgn', buffer: text });
    });
    expect(await page.inputValue('#input')).toBe('[Site "München Köln Düsseldorf Straße \uFFFD"]\n\n1. e4 e5 2. Sf3 *\n');
    expect(await page.textContent('#status')).toBe('Read bad.pgn (utf-8; 1 byte not utf-8, shown as \uFFFD [W_BAD_BYTE]).');
    // NUL and control bytes: not text; the input stays as it was.
    await page.setInputFiles('#file', {
      name: 'image.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3, 0, 0, 0]),
    });
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.startsWith('Could not read image.png: '));
    expect(await page.inputValue('#input')).toBe('[Site "München Köln Düsseldorf Straße \uFFFD"]\n\n1. e4 e5 2. Sf3 *\n');
    await page.close();
  });

  it('moves in words (words:de) are offered and written', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await page.selectOption('#to', 'words:de');
    await typeGame(page, '1. e4 e5 2. Sf3 *');
    expect(await page.textContent('#output')).toContain('2. Sf3 {Springer nach f3} *');
    await page.close();
  });

  it('a right-to-left notation is laid out right to left', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await page.selectOption('#to', 'ar');
    await typeGame(page, '1. e4 e5 2. Sf3 *');
    expect(await page.getAttribute('#output', 'dir')).toBe('rtl');
    expect(await page.getAttribute('#output', 'lang')).toBe('ar');
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('output')!).direction)).toBe('rtl');
    await page.selectOption('#to', 'fr');
    expect(await page.getAttribute('#output', 'dir')).toBe('ltr');
    await page.close();
  });

  it('keyboard and screen reader: labelled controls, a live error count, a sensible tab order', async () => {
    const page = await open();
    await page.selectOption('#from', 'de');
    await typeGame(page, '1. e4 e5 2. Sf3 Lc6 *');
    for (const id of ['from', 'to', 'input', 'file']) {
      expect(await page.locator(`label[for="${id}"]`).count(), `label for #${id}`).toBe(1);
    }
    expect(await page.getAttribute('#error-count', 'aria-live')).toBe('polite');
    expect(await page.getAttribute('#output', 'tabindex')).toBe('0');
    const order: string[] = [];
    await page.focus('#from');
    for (let k = 0; k < 12 && order.at(-1) !== 'output'; k++) {
      order.push(await page.evaluate(() => document.activeElement!.id || document.activeElement!.className));
      await page.keyboard.press('Tab');
    }
    // "Did you mean" buttons (where the library suggests repairs) come right after their error.
    expect(order.filter((o) => o !== 'suggestion')).toEqual(['from', 'to', 'file', 'input', 'locate', 'output']);
    // Focusing the error marks its move in the input.
    await page.focus('#errors li button.locate');
    expect(await page.textContent('#input-marks mark.active')).toBe('Lc6');
    await page.close();
  });

  it('works opened straight from disk (file://), without a server', async () => {
    const page = await context.newPage();
    await page.goto(`${pathToFileURL(join(webRoot(), 'index.html')).href}#from=de&to=iccf&text=${encodeURIComponent('1. e4 e5 2. Sf3 *')}`);
    await page.waitForSelector('body[data-conversions]');
    expect(await page.textContent('#output')).toBe('1. 5254 5755 2. 7163 *\n\n');
    await page.close();
  });

  it('fits a phone: no sideways scrolling at 360 px', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(server.url);
    await page.waitForSelector('body[data-conversions]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });

  it('the page screenshot (docs/web-page.png with CHESS_LINGUA_SCREENSHOT=1)', async () => {
    const page = await open();
    await page.selectOption('#from', 'auto');
    await page.selectOption('#to', 'iccf');
    await typeGame(
      page,
      '[White "Anderssen"]\n[Black "Kieseritzky"]\n\n1. e4 e5 2. f4 exf4 3. Lc4 Dh4+ 4. Kf1 b5 5. Lxb5 Sf6\n6. Sf3 Dh6 7. d3 Sh5 8. sh4 Dg5 9. Sf5 c6 10. g4 Sf6 11. Tg1 cxb5 *\n',
    );
    await page.locator('#output .mv').nth(15).click();
    const file = join(mkdtempSync(join(tmpdir(), 'web-shot-')), 'web-page.png');
    await page.screenshot({ path: file, fullPage: true });
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    if (process.env['CHESS_LINGUA_SCREENSHOT'] === '1') copyFileSync(file, join(REPO_ROOT, 'docs', 'web-page.png'));
    await page.close();
  });

  it('no request leaves the page origin', () => {
    expect(requests.length).toBeGreaterThan(0);
    const origin = new URL(server.url).origin;
    const local = pathToFileURL(webRoot()).href + '/';
    const outside = requests.filter(
      (u) => !(u.startsWith(origin + '/') || u.startsWith('data:') || u.startsWith('blob:' + origin) || u.startsWith(local)),
    );
    expect(outside).toEqual([]);
  });
});
