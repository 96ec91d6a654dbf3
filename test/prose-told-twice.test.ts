// Two moves told in sentences that go on from where the game's line ends, no move of the game after either (`Lang heb
// ik getwijfeld over 4. b4, maar uiteindelijk speelde ik 4. c3.`): both are whole legal games, and only the words tell
// which was played, so the reading says so with W_READING_AMBIGUOUS at the later one (the first told stays the game's,
// the other a variation). Before, the first told was taken silently and the other kept unread in a comment. Where the
// game goes on after the first (`4. b4 Lxb4. Ook 4. c3 was mogelijk.`) the later one is a side line, nothing said. The
// texts are made up for this test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';

function read(text: string): { main: string; pgn: string; ambiguous: string[] } {
  const r = translatePgn(text, { from: 'nl', to: 'en' });
  expect(r.failures).toEqual([]);
  const ambiguous = r.warnings.flatMap((g) =>
    g.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS').map((w) => `${w.position.line}:${w.position.column}`),
  );
  return { main: mainLine(r.pgn), pgn: r.pgn.replace(/\s+/g, ' '), ambiguous };
}

describe('two moves told in sentences where the game ends: a tie, said', () => {
  it('the lines are legal as read (chess.js)', () => {
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4');
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3');
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4');
  });

  it('the move considered, then the move played, nothing after: the first told is read, the later a variation, W_READING_AMBIGUOUS', () => {
    const text =
      '1. e4  e5 2. Pf3  Pc6 3. Lc4  Lc5. Lang heb ik getwijfeld over 4. b4, maar uiteindelijk speelde ik 4. c3. Daarna ging het mis.\n';
    const { main, pgn, ambiguous } = read(text);
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 b4');
    expect(pgn).toContain('4. b4 ({maar uiteindelijk speelde ik} 4. c3');
    // (at the later move, `4. c3`, whose word ends at column 105)
    expect(ambiguous).toEqual(['1:105']);
  });

  it('where the game goes on after the first (4...Lxb4), the later one told is a side line: nothing said', () => {
    const text = '1. e4  e5 2. Pf3  Pc6 3. Lc4  Lc5 4. b4  Lxb4. Ook 4. c3 was mogelijk.\n';
    const { main, ambiguous } = read(text);
    expect(main).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4');
    expect(ambiguous).toEqual([]);
  });
});
