// A pawn capture written with its two files (`ef`, `bc`), as Serbian and Soviet newspaper columns print it, glued by a
// comma to the move after or before it (`5. ef,Lb4+.`, `8.c5,bc.`): the comma parts the two moves, as it parts
// `4. Ld3,f5` (words.ts COMMA_PAIR). Before, the word `ef,Lb4+` did not read as a move and the game stopped there.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

const column = [
  'Jelen - Beljavski',
  '',
  '1. d4, e6, 2. c4.',
  'Beli je mogao da igra drugačije.',
  '',
  '2...b6, 3. e4,Lb7, 4. Ld3,f5.',
  'Stari sudovi.',
  '',
  '5. ef,Lb4+.',
  'Uzimanje na g2 ne ide.',
  '',
  '6.Kf1,Sf6, 7.Le2,0-0, 8.c5,bc.',
  '',
].join('\n');

describe('a pawn capture by files glued to a comma', () => {
  it('translate reads the game to its end: 5. exf5 Bb4+ and 8. c5 bxc5', () => {
    const r = translatePgn(column, { from: 'sr-Latn', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '{Jelen - Beljavski} 1. d4 e6 2. c4 {Beli je mogao da igra drugačije.} 2... b6\n' +
        '3. e4 Bb7 4. Bd3 f5 {Stari sudovi.} 5. exf5 Bb4+ {Uzimanje na g2 ne ide.} 6. Kf1\n' +
        'Nf6 7. Be2 O-O 8. c5 bxc5 *\n\n',
    );
  });

  it('prose rewrites every move in place and checks all sixteen on the board', () => {
    const r = translateProse(column, { from: 'sr-Latn', to: 'en' });
    expect(r.text).toBe(
      column.replace('Ld3', 'Bd3').replace('Lb7', 'Bb7').replace('Lb4+', 'Bb4+').replace('Sf6', 'Nf6').replace('Le2', 'Be2'),
    );
    expect(r.checked).toBe(16);
    expect(r.problems).toEqual([]);
  });
});
