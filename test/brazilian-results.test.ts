// Issue 13: results as Brazilian pages print them, `1 x 0`, `0 x 1`, `½ x ½`, after a game's last move, alone or first in
// a bracket of notes (`10. Cxa8 (1 x 0 - Se 10... b6 …)`), end the game with that result; moves told in the notes after it are
// analysis, a variation. The texts are made up in
// the shape of a Portuguese page of miniatures; expected lines written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

describe('results written with an x between spaces', () => {
  it('two games, each ending in a result first in its bracket of notes, the analysis after it a variation', () => {
    const text =
      'Silva x Souza, Recife 1999\n\n1. e4 e5 2. Cc3 Cf6 3. Bc4 Cxe4 4. Dh5 Cd6 5. Bb3 Cc6 6. Cb5 g6 7. Df3 f5 8. Dd5 De7 9. Cxc7+ Rd8 10. Cxa8 (1 x 0 - Se 10... b6 11. d3 Bb7)\n\n' +
      'Costa x Lima, Natal 2001\n\n1. d4 d5 2. c4 e6 3. Cc3 Cf6 4. Bg5 Be7 5. e3 O-O 6. Cf3 h6 (½ x ½)\n';
    const first = legal('e4 e5 Nc3 Nf6 Bc4 Nxe4 Qh5 Nd6 Bb3 Nc6 Nb5 g6 Qf3 f5 Qd5 Qe7 Nxc7+ Kd8 Nxa8');
    const second = legal('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6');
    const r = translatePgn(text, { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => [g.main, g.result])).toEqual([
      [first, '1-0'],
      [second, '1/2-1/2'],
    ]);
    expect(legal(`${first} b6 d3 Bb7`)).toBe(`${first} b6 d3 Bb7`);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(10. Nxa8 b6 11. d3 Bb7) 1-0');
  });
});
