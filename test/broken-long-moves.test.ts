// Issue 13: long moves as old magazines set them in narrow columns and as their scans are read today (an Icelandic
// magazine of 1902 among the held-out pages): a move broken at a line's end after its capture mark or dash (`e5 X` then
// `d4`, `Sg8—` then `f6`, or a space after the dash, `e7— e5`), its dash opening the next line (`Lf8` then `—b4`), and
// the capture mark glued to the square after a space (`b7 Xc6`); Black's number with a dot leader (`3....... e5 X`). The
// text is made up in that layout; the expected line is written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const SCOTCH = checkedSan('e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6 Nc3 Bb4 Nxc6 bxc6');

const TEXT =
  '1. e2—e4 e7— e5\n2. Sg1—f3 Sb8—c6\n3. d2—d4 ....\nEine alte Eröffnung.\n3....... e5 X\nd4\n' +
  '4. Sf3 X d4 Sg8—\nf6\n5. Sb1—c3 Lf8\n—b4\n6. Sd4 Xc6 b7 Xc6\n';

describe('long moves broken across a line, or their capture mark glued to the square after a space', () => {
  it('translate: every move read, the game whole (it stopped at 3... before)', () => {
    const r = translatePgn(TEXT, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([SCOTCH]);
  });

  it('prose: every move checked on the board, its letters rewritten where they stand, the rest of it as the text has it', () => {
    const p = translateProse(TEXT, { from: 'de', to: 'en' });
    expect(p.checked).toBe(12);
    expect(p.text).toBe(TEXT.replace(/S([a-h])/g, 'N$1').replace(/L([a-h])/g, 'B$1'));
    // (into the board's notation, the move whole)
    expect(translateProse(TEXT, { from: 'de', to: 'iccf' }).text).toContain('4. 6344 7866\n5. 2133 6824\n6. 4436 2736\n');
  });

  it('control: a dash that opens a line before words, after a square, is no part of a move', () => {
    const p = translateProse('Nach 1. e4 e5 2. Sf3 steht der Springer auf f3\n— eine gute Idee.\n', { from: 'de', to: 'en' });
    expect(p.text).toBe('Nach 1. e4 e5 2. Nf3 steht der Springer auf f3\n— eine gute Idee.\n');
  });

  it('control: where X is a piece letter of the language, a move after a square is that piece’s (Vietnamese X, the rook)', () => {
    const r = translatePgn('1.e4 e5 2.Mf3 Mf6 3.Tc4 Tc5 4.0-0 0-0 5.d3 d6 6.Xe1 Xe8\n', { from: 'vi', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O d3 d6 Re1 Re8')]);
    expect(translateProse('Sau 5.d3 d6 6.Xe1 Xe8 thế cờ cân bằng.\n', { from: 'vi', to: 'en' }).text).toBe(
      'Sau 5.d3 d6 6.Re1 Re8 thế cờ cân bằng.\n',
    );
  });
});
