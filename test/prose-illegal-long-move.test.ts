// A piece's long move that is not legal where the text plays it (`2. Lc4-b3`, a misprint of the origin square, as in a
// Russian book's `9. Cc4-b3` with the bishop on a4) is an error in prose with its line and column, and the moves after it
// in its sequence are unchecked. Before, a move in any non-standard form that was not legal ended the sequence silently:
// no error, and the moves after it were read as mentions, `Sb8-c6` played as Black's second move with White's left out.
// Forms that words share (`ce`, a pawn capture by files; a pawn's long move naming a diagonal, `f1-a6`) still end it.
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';

const problems = (text: string) => translateProse(text, { from: 'de', to: 'en' }).problems.map((p) => [p.code, p.line, p.column]);

describe('prose: an illegal long move of a piece', () => {
  it('is an error where it stands; the moves after it in the sequence are unchecked, not played', () => {
    const text = '1. e2-e4 e7-e5\n2. Lc4-b3 Sb8-c6\n3. Sg1-f3\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe('1. e2-e4 e7-e5\n2. Bc4-b3 Nb8-c6\n3. Ng1-f3\n');
    expect(r.checked).toBe(2);
    expect(problems(text)).toEqual([
      ['ERR_MOVE_ILLEGAL', 2, 4],
      ['W_PROSE_UNCHECKED', 2, 11],
      ['W_PROSE_UNCHECKED', 3, 4],
    ]);
  });

  it('in a sentence too', () => {
    expect(problems('Nach 1. e4 e5 2. Lc4-b3 Sc6 steht Weiß schlecht.')).toEqual([
      ['ERR_MOVE_ILLEGAL', 1, 18],
      ['W_PROSE_UNCHECKED', 1, 25],
    ]);
  });

  it('a diagonal named by its two squares stays words', () => {
    const r = translateProse('Die Diagonale f1-a6 ist offen nach 1. e4 e5 2. Sf3.', { from: 'de', to: 'en' });
    expect(r.text).toBe('Die Diagonale f1-a6 ist offen nach 1. e4 e5 2. Nf3.');
    expect(r.problems).toEqual([]);
  });
});
