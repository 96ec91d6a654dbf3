// The web page's tests in a real Chromium: Debian's `chromium` driven by playwright-core with
// `executablePath` (no browser download). `webSkipReason` is '' where a Chromium and the built
// page are found, else why the tests are skipped.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startWebServer, webRoot, type WebServer } from '../../src/cli/web-command.js';

export function findChromium(): string | undefined {
  const named = process.env['CHROMIUM_PATH'];
  if (named && existsSync(named)) return named;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (path) return path;
    } catch {
      // not on PATH
    }
  }
  return undefined;
}

export const chromiumPath = findChromium();
const built = existsSync(join(webRoot(), 'index.html'));
export const webSkipReason = !chromiumPath
  ? 'no Chromium found (apt-get install chromium, or set CHROMIUM_PATH): web page tests skipped'
  : !built
    ? 'the web page is not built (npm run build): web page tests skipped'
    : '';

/**
 * Waits until the page has nothing pending (`chessLingua.settled()`), then runs `action` (a fill, a click, a check)
 * and waits for the conversion it triggers. Without the first wait, a conversion an earlier control asked for
 * (a select changed just before) could be counted after the count is read and taken for the action's. A test that
 * acts while a job runs, to supersede it, passes `{ whileRunning: true }`: the action cancels that job, which is then
 * never counted.
 */
export async function converted(page: Page, action: () => Promise<void>, { whileRunning = false } = {}): Promise<void> {
  if (!whileRunning)
    await page.waitForFunction(() => (window as unknown as { chessLingua: { settled: () => boolean } }).chessLingua.settled());
  const before = Number(await page.getAttribute('body', 'data-conversions'));
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset['conversions']) > n, before);
}

/** The page's server, a Chromium and a browser context on it (clipboard allowed), for one test file. */
export interface WebSession {
  readonly server: WebServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
}

/** Starts the page's server and a Chromium with one context (`acceptDownloads` for download tests). */
export async function startWebSession(options: { acceptDownloads?: boolean } = {}): Promise<WebSession> {
  const server = await startWebServer({ port: 0 });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath!, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: options.acceptDownloads ?? false });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
  return { server, browser, context };
}

/** Closes what {@link startWebSession} started (either may be missing after a failed start). */
export async function closeWebSession(session: WebSession | undefined): Promise<void> {
  await session?.browser.close();
  await session?.server.close();
}

/** A new tab on the page (at `url`, e.g. a share link; the page itself by default), once its first conversion is done. */
export async function openPage(session: WebSession, url = session.server.url): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-conversions]');
  return page;
}
