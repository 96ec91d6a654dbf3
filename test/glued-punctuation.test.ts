// Issue 13 (moves inside prose, real text in any language): punctuation glued to a move as text in other scripts
// writes it. Chinese typed with Latin punctuation glues a colon between its characters and the move number
// (`着法是:1.d4`); Bengali and Hindi end a sentence with the danda `।` glued to its last move (`4.Bg5।`). Both are
// punctuation, not part of the move. The texts are made up for the test; the expected lines are written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const CHINESE = '后翼弃兵是一种古老的开局,它的着法是:1.d4 d5 2.c4 e6 3.Nc3 Nf6。白方控制中心。\n';
const BENGALI = 'কুইন্স গ্যামবিট একটি পুরনো ওপেনিং, যেখানে চাল হয়: 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5।\n';

describe('punctuation glued to a move', () => {
  it("a colon glued between Chinese characters and White's first number: the game is read from move 1", () => {
    const r = translatePgn(CHINESE, { from: 'zh', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(checkedSan('d4 d5 c4 e6 Nc3 Nf6'));
    expect(r.failures).toEqual([]);
  });

  it('prose --from zh: the moves after the glued colon are checked on a board and rewritten, the colon kept', () => {
    const r = translateProse(CHINESE, { from: 'zh', to: 'iccf' });
    expect(r.text).toBe('后翼弃兵是一种古老的开局,它的着法是:1.4244 4745 2.3234 5756 3.2133 7866。白方控制中心。\n');
    expect(r.checked).toBe(6);
  });

  it('a danda glued after the last move of a Bengali sentence ends the sentence: the English letters are read', () => {
    const r = translatePgn(BENGALI, { from: 'bn', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(checkedSan('d4 d5 c4 e6 Nc3 Nf6 Bg5'));
    expect(r.failures).toEqual([]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_OTHER_LANGUAGE']);
  });

  it('prose --from bn: the last move before the danda is rewritten, the danda kept', () => {
    const r = translateProse(BENGALI, { from: 'bn', to: 'iccf' });
    expect(r.text).toBe('কুইন্স গ্যামবিট একটি পুরনো ওপেনিং, যেখানে চাল হয়: 1.4244 4745 2.3234 5756 3.2133 7866 4.3175।\n');
    expect(r.checked).toBe(7);
  });
});
