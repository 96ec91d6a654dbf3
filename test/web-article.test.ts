/**
 * The web page translates articles (issue 13's `prose`: text with moves in it, every byte kept but
 * the moves), in a real Chromium (see helpers/web-browser.ts; skipped where none is found or the
 * page is not built). Expected texts written by hand; the article's games played with chess.js.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playedSan, sanWords } from './helpers/chess-js.js';
import { closeWebSession, converted, openPage, startWebSession, webSkipReason as why, type WebSession } from './helpers/web-browser.js';

if (why) console.warn(why);

const GERMAN =
  '## Die Spanische Partie\n\n' +
  'Sie beginnt mit 1.e4 e5 2.Sf3 Sc6 3.Lb5. Nach 3...a6 4.La4 Sf6 5.0-0 Le7 zieht Weiß meist 6.Te1; ' +
  'der Läufer auf b5 (jetzt a4) hält den Springer fest. Statt 4.La4 ist 4.Lxc6 dxc6 die Abtauschvariante.\n';
// Only the moves change (S→N, L→B, T→R); the words, the heading, `0-0` as the author wrote it, the squares stay.
const ENGLISH =
  '## Die Spanische Partie\n\n' +
  'Sie beginnt mit 1.e4 e5 2.Nf3 Nc6 3.Bb5. Nach 3...a6 4.Ba4 Nf6 5.0-0 Be7 zieht Weiß meist 6.Re1; ' +
  'der Läufer auf b5 (jetzt a4) hält den Springer fest. Statt 4.Ba4 ist 4.Bxc6 dxc6 die Abtauschvariante.\n';
const MAIN_LINE = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1';
const EXCHANGE = 'e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6';

describe.skipIf(why !== '')('web page: articles (text with moves)', { timeout: 30_000 }, () => {
  let session: WebSession;

  beforeAll(async () => {
    session = await startWebSession({ acceptDownloads: true });
  }, 60_000);

  afterAll(() => closeWebSession(session));

  async function open(from: string, to: string): Promise<Page> {
    const page = await openPage(session);
    await page.selectOption('#from', from);
    await page.selectOption('#to', to);
    await converted(page, () => page.selectOption('#mode', 'prose').then(() => undefined));
    return page;
  }

  it('a German article becomes English: the moves rewritten, every word kept', async () => {
    expect(playedSan(sanWords(MAIN_LINE))).toEqual(sanWords(MAIN_LINE));
    expect(playedSan(sanWords(EXCHANGE))).toEqual(sanWords(EXCHANGE));
    const page = await open('de', 'en');
    // The page says what it reads in this mode; repair is for games.
    expect(await page.textContent('#input-label')).toBe('Article');
    expect(await page.textContent('#input-help')).toContain('only the moves are rewritten');
    expect(await page.isDisabled('#repair')).toBe(true);
    await converted(page, () => page.fill('#input', GERMAN));
    expect(await page.textContent('#output')).toBe(ENGLISH);
    expect(await page.locator('#errors li').count()).toBe(0);
    expect(await page.textContent('#summary')).toBe('14 moves rewritten, 14 checked on a board, 0 of 0 FENs agreeing with the moves.');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    expect(download.suggestedFilename()).toBe('article.en.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toBe(ENGLISH);
    // Back to a game: the same controls as before.
    await converted(page, () => page.selectOption('#mode', 'game').then(() => undefined));
    expect(await page.textContent('#input-label')).toBe('Game');
    expect(await page.isDisabled('#repair')).toBe(false);
    await page.close();
  });

  it('auto: the language is told, as prose --from auto tells it; a text with no move to check is an error', async () => {
    const page = await open('auto', 'en');
    await converted(page, () => page.fill('#input', GERMAN));
    expect(await page.textContent('#output')).toBe(ENGLISH);
    expect(await page.textContent('#detected-text')).toMatch(/^Detected: German \(de\b/);
    expect(await page.textContent('#summary')).toMatch(/; read as German \(de\b.*\)\.$/);
    await converted(page, () => page.fill('#input', 'Ein Text ohne Züge.\n'));
    expect(await page.getAttribute('#errors li', 'data-code')).toBe('ERR_DETECT_NONE');
    expect(await page.textContent('#output')).toBe('Ein Text ohne Züge.\n');
    // English Rh3 is the rook from h1, Finnish R the knight from g1: nothing is chosen.
    await converted(page, () => page.fill('#input', 'Nach 1.h4 h5 2.Rh3 geht es weiter.\n'));
    expect(await page.getAttribute('#errors li', 'data-code')).toBe('ERR_DETECT_AMBIGUOUS');
    expect(await page.textContent('#output')).toBe('Nach 1.h4 h5 2.Rh3 geht es weiter.\n');
    await page.close();
  });

  it('a wrong move in the article is listed at its line and column; the moves after it are said to be unchecked', async () => {
    const page = await open('de', 'en');
    await converted(page, () => page.fill('#input', 'Ein Beispiel.\nNach 1.e4 e5 2.Sf3 Sc6 3.Lb6 a6 geht es weiter.\n'));
    expect(await page.textContent('#output')).toBe('Ein Beispiel.\nNach 1.e4 e5 2.Nf3 Nc6 3.Bb6 a6 geht es weiter.\n');
    const items = page.locator('#errors li');
    expect(await items.evaluateAll((li) => li.map((l) => (l as HTMLElement).dataset['code']))).toEqual([
      'ERR_MOVE_ILLEGAL',
      'W_PROSE_UNCHECKED',
    ]);
    expect(await items.first().getAttribute('data-line')).toBe('2');
    expect(await items.first().getAttribute('data-column')).toBe('26');
    expect(await page.textContent('#input-marks mark.error')).toBe('Lb6');
    await page.close();
  });

  it('the link keeps the mode', async () => {
    const page = await open('de', 'fr');
    await converted(page, () => page.fill('#input', 'Nach 1.e4 e5 2.Sf3 folgt meist 2...Sc6.\n'));
    // French: C for the knight (cavalier).
    expect(await page.textContent('#output')).toBe('Nach 1.e4 e5 2.Cf3 folgt meist 2...Cc6.\n');
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    expect(link).toContain('mode=prose');
    await page.close();
    const again = await openPage(session, link);
    expect(await again.inputValue('#mode')).toBe('prose');
    expect(await again.textContent('#output')).toBe('Nach 1.e4 e5 2.Cf3 folgt meist 2...Cc6.\n');
    await again.close();
  });
});
