// Issue 13 (tables of moves, no side line silently flattened): a wiki table of variations whose header of move
// numbers ends in empty cells (`| 3 | 4 | 5 | |||`) and whose second row runs past the header's last number.
// Before, the header was not seen as one (the empty cells), the first row went on the game unnumbered and the
// second row was left as words in a comment with no warning. Every text here is made up for the test; every
// expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';
import { germanToEnglish } from './helpers/common.js';

const TABLE = [
  'Skandinavische Verteidigung',
  'Nach 1. e4 d5 2. exd5 Dxd5 3. Sc3 greift Weiß die Dame an.',
  '| 3 | 4 | 5 | |||',
  '|---|---|---|---|---|---|',
  '| ... Da5 |',
  'd4 Sf6 |',
  'Sf3 Lf5 |',
  '= | ||',
  '| ... Dd6 |',
  'd4 Sf6 |',
  'Sf3 a6 |',
  'Le3 Sc6 |',
  'Dd2 Lf5 |',
  '= |',
  '',
].join('\n');

describe('a table row longer than its header of move numbers', () => {
  it('translate: the first row is the game, the second its side line numbered on past the header', () => {
    const r = translatePgn(TABLE, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(legal('e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bf5'));
    legal('e4 d5 exd5 Qxd5 Nc3 Qd6 d4 Nf6 Nf3 a6 Be3 Nc6 Qd2 Bf5');
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(3... Qd6 4. d4 Nf6 5. Nf3 a6 6. Be3 Nc6 7. Qd2 Bf5');
  });

  it('prose: every cell is checked on a board, and nothing is reported', () => {
    const r = translateProse(TABLE, { from: 'de', to: 'en' });
    expect(r.checked).toBe(5 + 5 + 9);
    expect(r.problems).toEqual([]);
    expect(r.text).toBe(germanToEnglish(TABLE));
  });

  it('a row that says the game again from an earlier move, then goes on, is no choice between two games', () => {
    // (a Chinese page: the sentence names 2...d5 before the game starts, then gives the line and a move it rules out)
    const text = [
      '白方想走 d4。黑方可以用 2...d5 回應。在 1. e4 e5 2. c3 d5 3. exd5 Qxd5 後,沒有 4. Nc3 可走。',
      '1. e4 e5 2. c3',
      '| 2 | 3 | 4 | ||||',
      '|---|---|---|---|---|---|---|',
      '| ... d5 |',
      'exd5 Qxd5 |',
      'd4 Nc6 |',
      '=+ | |||',
      '',
    ].join('\n');
    const r = translatePgn(text, { from: 'zh', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 c3 d5 exd5 Qxd5 d4 Nc6'));
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).not.toContain('W_READING_AMBIGUOUS');
  });
});
