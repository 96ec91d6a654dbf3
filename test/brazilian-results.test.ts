// Issue 13: results as Brazilian pages print them, `1 x 0`, `0 x 1`, `½ x ½`, after a game's last move, alone or first in
// a bracket of notes (`12. Dd1 (1 x 0 – As pretas perdem uma peça)`), end the game with that result; moves told in the
// notes after it are analysis, a variation (`(1 x 0 - Se 12... Bg7 13. Txg7+ Rf8 14. Tg5++)`). The texts are made up in
// the shape of a Portuguese page of miniatures; expected lines written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

describe('results written with an x between spaces', () => {
  it('two games, each ending in a result first in its bracket of notes, the analysis after it a variation', () => {
    const text =
      'Perez x Alekhine, Madrid 1943\n\n1. e4 e5 2. Cc3 Cc6 3. f4 exf4 4. Cf3 g5 5. Bc4 g4 6. d4 gxf3 7. Bxf4 fxg2 8. Bxf7+! Rxf7 9. Dh5+ Rg7 10. Tg1 Cge7 11. Bh6+ Rg8 12. Txg2+ (1 x 0 - Se 12... Bg7 13. Txg7+ Rf8 14. Tg5++)\n\n' +
      'Botvinnik x Petrossian, Moscou 1963\n\n1. d4 d5 2. c4 dxc4 3. Cf3 Cf6 4. Da4+ Cc6 5. Cc3 Cd5 6. e4 Cb6 7. Dd1 Bg4 8. d5 Ce5 9. Bf4 Cg6 10. Be3 e6 (½ x ½)\n';
    const first = legal('e4 e5 Nc3 Nc6 f4 exf4 Nf3 g5 Bc4 g4 d4 gxf3 Bxf4 fxg2 Bxf7+ Kxf7 Qh5+ Kg7 Rg1 Nge7 Bh6+ Kg8 Rxg2+');
    const second = legal('d4 d5 c4 dxc4 Nf3 Nf6 Qa4+ Nc6 Nc3 Nd5 e4 Nb6 Qd1 Bg4 d5 Ne5 Bf4 Ng6 Be3 e6');
    const r = translatePgn(text, { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => [g.main, g.result])).toEqual([
      [first, '1-0'],
      [second, '1/2-1/2'],
    ]);
    expect(legal(`${first} Bg7 Rxg7+ Kf8 Rg5#`)).toBe(`${first} Bg7 Rxg7+ Kf8 Rg5#`);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(12. Rxg2+ Bg7 13. Rxg7+ Kf8 14. Rg5#) 1-0');
  });
});
