// Issue 13 (other letters, never a silent choice, the cheapest reading): a Bengali lesson printed in English letters,
// one move a line. Once the text is read in English letters, `4.Ba4` is a tie between the Bengali pawn letter B
// (a2-a4) and the English bishop (Bb5-a4); the text wrote every pawn move before it without a letter (`1.e4 e5`,
// `3…a6`), so the letter is the bishop's. Before, the pawn was taken and the tie said. The text is made up for the test;
// the expected lines are written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';

const LESSON = [
  'আজ আমরা স্প্যানিশ ওপেনিং দেখব।',
  '',
  '1.e4 e5',
  '',
  '[কেন্দ্র]',
  '',
  '2.Nf3',
  '',
  '[আক্রমণ]',
  '',
  '2…Nc6',
  '',
  '3.Bb5',
  '',
  '[এই চালটাই স্প্যানিশ।]',
  '',
  '3…a6',
  '',
  '4.Ba4',
  '',
  // (a bracket never closed: the page is read as a document, not as PGN)
  '[ বিকল্প চাল 4.Bxc6 dxc6 5.Nxe5 খেলে কালো 5…Qd4 খেলে।',
  '',
].join('\n');

describe('a pawn letter where the text writes its pawn moves without one', () => {
  it('translate --from bn: 4.Ba4 is the bishop of the English letters the text is read in, with no tie said', () => {
    const r = translatePgn(LESSON, { from: 'bn', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4'));
    const codes = r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
    expect(codes).toContain('W_OTHER_LANGUAGE');
    expect(codes).not.toContain('W_READING_AMBIGUOUS');
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Nxe5 Qd4');
    expect(r.pgn.replace(/\s+/g, ' ')).toMatch(/4\. Bxc6 dxc6 5\. Nxe5 .*Qd4/);
  });
});
