// Issue 13 (every numbering style): a dash glued between White's move number and a move stands for White's move,
// as Finnish and Swedish columns print Black's move (`2.-e5!?`, `3.-d5`), the same as `2.- e5` with a space. Every
// text here is made up for the test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';

describe('a dash glued between a move number and Black’s move', () => {
  it('Finnish: the game goes on with Black’s move after the dash', () => {
    const text = 'Sisilialainen: 1.e4 c5 2.Rf3\n\nMusta vastaa yleensä 2.-d6!? ja peli jatkuu 3.d4 cxd4 4.Rxd4 Rf6.\n';
    const r = translatePgn(text, { from: 'fi', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6'));
    expect(r.failures).toEqual([]);
  });

  it('Swedish prose: an alternative for Black written so is checked on the board as a variation', () => {
    const text = '1.d4 Sf6 2.c4 e6 3.Sc3 Lb4 4.e3 0-0\n\nI stället för 3...Lb4 spelas ofta 3.-d5 4.cxd5 exd5.\n';
    legal('d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O');
    legal('d4 Nf6 c4 e6 Nc3 d5 cxd5 exd5');
    const r = translateProse(text, { from: 'sv', to: 'iccf' });
    expect(r.text).toBe('1.4244 7866 2.3234 5756 3.2133 6824 4.5253 5878\n\nI stället för 3...6824 spelas ofta 3.-4745 4.3445 5645.\n');
    expect(r.checked).toBe(12);
    expect(r.problems).toEqual([]);
  });

  it('prose: the move is rewritten, the dash kept', () => {
    const r = translateProse('1.e4 c5 2.Rf3 2.-d6!? 3.d4\n', { from: 'fi', to: 'iccf' });
    expect(r.text).toBe('1.5254 3735 2.7163 2.-4746!? 3.4244\n');
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
