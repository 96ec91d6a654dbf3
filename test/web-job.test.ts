/**
 * The page worker's work (src/web/job.ts), in Node: what it sends the page for a text (the
 * conversion, "Did you mean" repairs, the detected language) and the board position after every
 * output move, read back from a repaired game's translation instead of repairing it again.
 * FENs and ICCF written by hand.
 */
import { describe, expect, it } from 'vitest';
import { LocaleRegistry } from '../src/locale/registry.js';
import { convert, positionAt } from '../src/web/convert.js';
import { allPositions, jobConversion, pageCatalog, pageResult, readBack } from '../src/web/job.js';

const registry = LocaleRegistry.withBundled();
const GAME = { mode: 'game', repair: false, annotate: false } as const;
const REPAIR = { mode: 'game', repair: true, annotate: false } as const;

// 3. Lb4: repaired as Lb5 (f1-b5), as 4. La4 says.
const SHEET = '1. e4 e5 2. Sf3 Sc6 3. Lb4 a6 4. La4 Sf6 *';
/** After 1. e4 e5 2. Nf3 Nc6 3. Bb5. */
const AFTER_BB5 = 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

describe('the worker’s job', () => {
  it('sends the conversion with each unreadable move’s best repairs', () => {
    const c = jobConversion({ text: '1. e4 e5 2. Sf3 Sc6 3. Ld7 a6 *', from: 'de', to: 'iccf', options: GAME }, registry);
    const r = pageResult(c, registry);
    expect(r.output).toBe(c.output);
    expect(r.translated).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual(['ERR_MOVE_ILLEGAL']);
    // Ld7 cannot be played; Ld3 (look-alike 7/3) can.
    expect(r.suggestions[0]!.map((s) => s.text)).toContain('Ld3');
    expect(r.suggestions[0]!.length).toBeLessThanOrEqual(3);
  });

  it('under auto, the language read and the others', () => {
    const r = pageResult(jobConversion({ text: '1. h4 h5 2. Rh3 *', from: 'auto', to: 'iccf', options: GAME }, registry), registry);
    // English Rh3 is the rook from h1; Finnish R (ratsu) the knight from g1: no choice, both offered.
    expect(r.detection.choice).toBeUndefined();
    expect(r.detection.others).toEqual(expect.arrayContaining(['en', 'fi']));
  });

  it('a repaired sheet: its translation read back gives the same moves as repairing it again, and the positions after them', () => {
    for (const to of ['iccf', 'en', 'de', 'uci', 'lan']) {
      const c = convert(SHEET, 'de', to, registry, { repair: true });
      const g = c.games[0]!;
      expect(g.repair, to).toBeDefined();
      expect(readBack(g.translated!, to, registry), to).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6']);
      const positions = allPositions(c, to, registry);
      const uci = new Map();
      expect(
        positions.map((_, i) => positionAt(c, i, uci)),
        to,
      ).toEqual(positions);
      expect(positions[4]).toEqual({ fen: AFTER_BB5, last: 'f1b5' });
    }
  });

  it('moves in words are not read back: the positions come from repairing again', () => {
    const c = convert(SHEET, 'de', 'words:de', registry, { repair: true });
    expect(readBack(c.games[0]!.translated!, 'words:de', registry)).toBeUndefined();
    expect(allPositions(c, 'words:de', registry)[4]).toEqual({ fen: AFTER_BB5, last: 'f1b5' });
  });

  it('positions follow variations back to the move they replace', () => {
    const c = jobConversion({ text: '1. e4 e5 (1... c5 2. Sf3) 2. Sf3 *', from: 'de', to: 'en', options: REPAIR }, registry);
    const positions = allPositions(c, 'en', registry);
    // After 1. e4 c5 2. Nf3, then after 1. e4 e5 2. Nf3.
    expect(positions[3]?.fen).toBe('rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(positions[4]?.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  });

  it('the lists of notations, and each locale’s direction', () => {
    const catalog = pageCatalog(registry);
    expect(catalog.inputChoices[0]!.value).toBe('auto');
    expect(catalog.outputChoices.map((c) => c.value)).toEqual(expect.arrayContaining(['iccf', 'uci', 'words:de']));
    expect(catalog.locales.find((l) => l.code === 'ar')?.direction).toBe('rtl');
    expect(catalog.locales.find((l) => l.code === 'de')).toEqual({ code: 'de', name: 'German', direction: 'ltr' });
  });
});
