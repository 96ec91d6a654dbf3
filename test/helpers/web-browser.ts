// The web page's tests in a real Chromium: Debian's `chromium` driven by playwright-core with
// `executablePath` (no browser download). `webSkipReason` is '' where a Chromium and the built
// page are found, else why the tests are skipped.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { webRoot } from '../../src/cli/web-command.js';

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

/** Runs `action` (a fill, a click, a check) and waits for the conversion it triggers. */
export async function converted(page: Page, action: () => Promise<void>): Promise<void> {
  const before = Number(await page.getAttribute('body', 'data-conversions'));
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset['conversions']) > n, before);
}
