// Issue 13 (tables of moves): a wiki table of variations copied without its outer pipes: the header of move numbers
// `3 | 4 | 5 | |||`, a Markdown rule `---|---|`, then rows that start with their name (`Hauptvariante | ... Da5 |`),
// each further cell on a line of its own (`d4 Sf6 |`), `- -` where the row has ended, `...` for the move above.
// Before, the rule was read as a row whose `---` cell ended the table: no cell was numbered and every row was left as
// words in a comment. Every text here is made up for the test; every expected line is written by hand and checked with
// chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';
import { germanToEnglish } from './helpers/common.js';

const TABLE = [
  'Nach 1. e4 d5 2. exd5 Dxd5 3. Sc3 greift Weiß die Dame an.',
  '3 | 4 | 5 | 6 | |||',
  '---|---|---|---|---|---|',
  'Hauptvariante | ... Da5 |',
  'd4 Sf6 |',
  'Sf3 Lf5 |',
  '- - |',
  '||',
  'Moderne Variante | ... Dd6 |',
  'd4 Sf6 |',
  'Sf3 a6 |',
  'Le3 - |',
  '||',
  '',
].join('\n');

describe('a table of variations copied without its outer pipes', () => {
  it('translate: the first row is the game after the sentence, the second a side line at move 3', () => {
    const r = translatePgn(TABLE, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(legal('e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bf5'));
    legal('e4 d5 exd5 Qxd5 Nc3 Qd6 d4 Nf6 Nf3 a6 Be3');
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('3... Qd6 4. d4 Nf6 5. Nf3 a6 6. Be3');
  });

  it('prose: every cell is checked on a board, and nothing is reported', () => {
    const r = translateProse(TABLE, { from: 'de', to: 'en' });
    // (the sentence's 5 moves, the first row's 5, the second row's 6)
    expect(r.checked).toBe(5 + 5 + 6);
    expect(r.problems).toEqual([]);
    expect(r.text).toBe(germanToEnglish(TABLE));
  });
});
