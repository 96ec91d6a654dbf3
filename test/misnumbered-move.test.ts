// Issue 13 (every numbering style; a number that does not fit the game is a warning with its position, errors cite the
// number as written): a newspaper column that, after a paragraph of words, numbers White's 3rd move `2.` and goes on
// `4.`. Before, `2. Lb5, a6` was read as a side line at move 2 (legal there too) and every move from `4. La4` on had no
// board (W_PROSE_UNCHECKED each). Now the number is said to be misprinted (W_MOVE_NUMBER) and the moves are the game's.
// Every text here is made up for the test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal } from './helpers/chess-js.js';
import { germanToEnglish, problemsOf } from './helpers/common.js';

const COLUMN = '1. e4, e5, 2. Sf3, Sc6.\n\nWeiß wählt die Spanische Partie.\n\n2. Lb5, a6, 4. La4, Sf6, 5. 0-0, Le7, 6. Te1, b5.\n';
const GAME = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5';

describe('a move number printed one move early, the next number right', () => {
  it('prose: every move checked on the game, the number said once where it is written', () => {
    legal(GAME);
    const r = translateProse(COLUMN, { from: 'de', to: 'en' });
    expect(r.checked).toBe(12);
    expect(problemsOf(r)).toEqual(['W_MOVE_NUMBER 5:4']);
    expect(r.problems[0]!.message).toBe('"Lb5" is numbered 2., but the board and the number after it have it as 3.');
    expect(r.text).toBe(germanToEnglish(COLUMN));
  });

  it('translate (a page read as a document): one game, the whole line (before: 2.Bb5 a6 a side line, the rest a comment)', () => {
    const page = `Archiv\n\nHans Meier | 20. September 2023 | 01:00\n\n${COLUMN}\nSchwarz steht gut.\n`;
    const r = translatePgn(page, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal(GAME)]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_MOVE_NUMBER']);
  });

  it('a side line numbered at an earlier move while the game is further on stays a side line', () => {
    // (the game is at its 4th move when `2.Lc4 Sf6` is cited: no misprint, the number after it goes on with the game)
    const text = '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6. Statt 3. Lb5 ist 2. Lc4 Sf6 ruhiger. 4. La4 Sf6 5. 0-0 Le7.\n';
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    legal('e4 e5 Bc4 Nf6');
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.problems.filter((p) => p.code === 'W_MOVE_NUMBER')).toEqual([]);
    expect(r.checked).toBe(13);
  });

  it("a number printed moves ahead, said again in the words, the next number the board's: the game's moves, said once", () => {
    // (`9.` where the 6th move is due; `Tah 9.b4` repeats the misprint; `7.` goes on as the board counts)
    const text = '1.e4 c5 2.Jf3 Jc6 3.Sb5 g6 4.0-0 Sg7 5.Ve1 e5 9.b4 d6 Tah 9.b4 se hraje. 7.bxc5 dxc5 8.Sxc6+ bxc6.\n';
    const line = legal('e4 c5 Nf3 Nc6 Bb5 g6 O-O Bg7 Re1 e5 b4 d6 bxc5 dxc5 Bxc6+ bxc6');
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([line]);
    const numbers = r.warnings.flatMap((g) => g.warnings.filter((w) => w.code === 'W_MOVE_NUMBER'));
    expect(numbers.map((w) => w.message)).toEqual(['"b4" is numbered 9., but the board and the number after it have it as 6.']);
  });
});
