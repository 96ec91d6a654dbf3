/**
 * The web page repairs scoresheets (issue 12, as `translate --repair --annotate`), in a real
 * Chromium (see helpers/web-browser.ts; skipped where none is found or the page is not built).
 * Expected games are written by hand and played with chess.js; FENs written by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playedSan, sanWords } from './helpers/chess-js.js';
import { closeWebSession, converted, openPage, startWebSession, webSkipReason as why, type WebSession } from './helpers/web-browser.js';

if (why) console.warn(why);

// 3. Lb4: no bishop can go there; Lb5 (4 for 5) and Lc4 cost the same, and 4. La4 decides for Lb5.
const SHEET = '[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Sf3 Sc6\n3. Lb4 a6 4. La4 Sf6 *\n';
const REPAIRED = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6';
// 3. Lc6: Lb5 (c6/b5, a neighbour square) is cheapest, Lc4 near enough that the sheet must be checked.
const TIED = '1. e4 e5 2. Sf3 Sc6 3. Lc6 Sf6 *';

describe.skipIf(why !== '')('web page: repairing scoresheets', { timeout: 30_000 }, () => {
  let session: WebSession;

  beforeAll(async () => {
    session = await startWebSession();
  }, 60_000);

  afterAll(() => closeWebSession(session));

  async function open(from: string, to: string): Promise<Page> {
    const page = await openPage(session);
    await page.selectOption('#from', from);
    await converted(page, () => page.selectOption('#to', to).then(() => undefined));
    return page;
  }

  it('without #repair the wrong move stops the game, as before; with it the game is read to its end', async () => {
    expect(playedSan(sanWords(REPAIRED))).toEqual(sanWords(REPAIRED));
    const page = await open('de', 'en');
    await converted(page, () => page.fill('#input', SHEET));
    expect(await page.getAttribute('#errors li', 'data-code')).toBe('ERR_MOVE_ILLEGAL');
    expect(await page.isDisabled('#annotate')).toBe(true);
    await converted(page, () => page.check('#repair'));
    expect(await page.textContent('#output')).toBe('[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n\n');
    expect(await page.locator('#errors li.error').count()).toBe(0);
    const item = page.locator('#errors li.repair');
    expect(await item.count()).toBe(1);
    expect(await item.getAttribute('data-code')).toBe('W_REPAIR');
    expect(await item.getAttribute('data-line')).toBe('5');
    expect(await item.getAttribute('data-column')).toBe('4');
    expect(await item.getAttribute('data-move-number')).toBe('3');
    expect(await item.getAttribute('data-color')).toBe('white');
    expect(await item.locator('button.locate').textContent()).toBe('Line 5, column 4, move 3 (White): repair W_REPAIR');
    expect(await item.locator('.repair-detail .written bdi').textContent()).toBe('Lb4');
    expect(await item.locator('.repair-detail .reading bdi').textContent()).toBe('Lb5');
    // The next best readings with their costs: Lc4 as dear as Lb5 (the move after decides), then the pawn's b4.
    expect(await item.locator('.repair-detail .candidates bdi').textContent()).toMatch(/^Lc4 \(1\.5\), b4 \(2\.5\)/);
    expect(await page.textContent('#error-count')).toBe('0 errors, 1 warning (1 repair).');
    // Marked in the input, and selected there when its item is clicked.
    expect(await page.textContent('#input-marks mark.repair')).toBe('Lb4');
    await item.locator('button.locate').click();
    const selected = await page.evaluate(() => {
      const input = document.getElementById('input') as HTMLTextAreaElement;
      return input.value.slice(input.selectionStart, input.selectionEnd);
    });
    expect(selected).toBe('Lb4');
    // The board plays the repaired game: after 3. Bb5.
    await page.locator('#output .mv', { hasText: 'Bb5' }).click();
    expect(await page.getAttribute('#board', 'data-fen')).toBe('r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3');
    await page.close();
  });

  it('#annotate writes each repair as a comment after its move; the link keeps both options', async () => {
    const page = await open('de', 'iccf');
    await converted(page, () => page.check('#repair'));
    await converted(page, () => page.check('#annotate'));
    await converted(page, () => page.fill('#input', SHEET));
    // Bb5 is f1-b5: 6125; Ba4 b5-a4: 2514 (ICCF written by hand; PGN export format breaks lines at 80).
    expect(await page.textContent('#output')).toContain(
      '1. 5254 5755 2. 7163 2836 3. 6125 {written "Lb4", read as Lb5} 3... 1716 4. 2514\n7866 *',
    );
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    await page.close();
    const again = await openPage(session, link);
    expect(await again.isChecked('#repair')).toBe(true);
    expect(await again.isChecked('#annotate')).toBe(true);
    expect(await again.textContent('#output')).toContain('3. 6125 {written "Lb4", read as Lb5}');
    await again.close();
  });

  it('a tie between two legal games is marked apart and counted, never chosen silently', async () => {
    const page = await open('de', 'en');
    await converted(page, () => page.check('#repair'));
    await converted(page, () => page.fill('#input', TIED));
    expect(await page.textContent('#output')).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 *\n\n');
    const tie = page.locator('#errors li.tie');
    expect(await tie.count()).toBe(1);
    expect(await tie.getAttribute('data-code')).toBe('W_READING_AMBIGUOUS');
    expect(await tie.locator('button.locate').textContent()).toBe('Line 1, column 24, move 3 (White): tie, check it W_READING_AMBIGUOUS');
    expect(await tie.locator('.message').textContent()).toContain('Lb5 (this game, cost 2.2) or Lc4 (cost 2.5)');
    expect(await page.textContent('#error-count')).toBe('0 errors, 2 warnings (1 repair, 1 tie to check).');
    expect(await page.textContent('#input-marks mark.tie')).toBe('Lc6');
    await page.close();
  });

  it('after a slow conversion the page says it is busy before it blocks again, and waits longer for typing to pause', async () => {
    const page = await open('de', 'en');
    await converted(page, () => page.check('#repair'));
    // As if the last conversion (a long sheet with repairs) had taken a second.
    await page.evaluate(() => {
      (window as unknown as { chessLingua: { timing: { lastConversionMs: number } } }).chessLingua.timing.lastConversionMs = 1000;
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(document.getElementById('status')!.textContent!)).observe(document.getElementById('status')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const started = Date.now();
    await converted(page, () => page.fill('#input', SHEET));
    // The wait after typing is twice the last conversion's time (the old wait for this text: 150 ms).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen[0]).toBe('Converting… (the last conversion took 1.0 s)');
    expect(await page.textContent('#status')).toBe('');
    expect(await page.textContent('#output')).toContain('3. Bb5 a6');
    await page.close();
  });

  it('auto: a sheet no language reads as written is repaired under the likeliest language, said so', async () => {
    const page = await open('auto', 'en');
    await converted(page, () => page.check('#repair'));
    await converted(page, () => page.fill('#input', '1. e4 e5 2. Sf3 Sc6 3. Ld7 a6 *'));
    // Ld7 is Ld3 (7 for 3), in German.
    expect(playedSan(sanWords('e4 e5 Nf3 Nc6 Bd3 a6'))).toHaveLength(6);
    expect(await page.textContent('#output')).toBe('1. e4 e5 2. Nf3 Nc6 3. Bd3 a6 *\n\n');
    const messages = await page.locator('#errors li.repair .message').allTextContents();
    expect(messages[0]).toMatch(/^no language reads every move as written; read as German \(de\) with repairs/);
    expect(messages[1]).toMatch(/^written "Ld7", read as Ld3 = Bd3/);
    await page.close();
  });
});
