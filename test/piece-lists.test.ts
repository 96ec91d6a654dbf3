// A position told as lists of pieces, as chess columns and problem pages print a diagram in words (issue 13: no move
// invented, no byte changed at random): `B.: Kb1, Dc2, Jf3 (3)` holds `Jf3`, a legal first move, but the list is a
// position, not moves; `prose` leaves it as written, and a mention in a sentence after it is still read. The texts are
// written for this test (a Slovak problem column, an English problem page).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { checkedSan } from './helpers/chess-js.js';

const SK_PROBLEM = 'Úloha č. 7\nB.: Kb1, Dc2, Jf3 (3)\nČ.: Ka8, Pa7, b7, h3 (4)\nMat 2. ťahom\n';
const EN_PROBLEM = 'A problem by a reader. White: Kg1, Qd1, Nf3, Pe2 (4). Black: Kh8, Rh1, Pg7 (3). Mate in two.\n';

describe('lists of pieces telling a position are no moves', () => {
  it('sk: the problem column is written back byte for byte, no move checked in it', () => {
    const r = translateProse(SK_PROBLEM, { from: 'sk', to: 'en' });
    expect(r.text).toBe(SK_PROBLEM);
    expect(r.checked).toBe(0);
  });

  it('en → de: the lists stay as written; a move named in a sentence after them is still rewritten', () => {
    const text = `${EN_PROBLEM}In the game White opened with Nf3 instead.\n`;
    const r = translateProse(text, { from: 'en', to: 'de' });
    expect(r.text).toBe(`${EN_PROBLEM}In the game White opened with Sf3 instead.\n`);
  });

  it('a column with a problem and then a game: the list stays in the heading comment, the game translates', () => {
    const game = checkedSan('e4 e5 Nf3 Nc6 Bb5 a6');
    const r = translatePgn(`${SK_PROBLEM}Partia č. 8\n1.e4 e5 2.Jf3 Jc6 3.Sb5 a6 a remíza.\n`, { from: 'sk', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('B.: Kb1, Dc2, Jf3 (3)');
    expect(
      r.pgn
        .replace(/\{[^}]*\}/g, '')
        .replace(/\d+\.+/g, '')
        .replace(/\*/g, '')
        .split(/\s+/)
        .filter(Boolean)
        .join(' '),
    ).toBe(game);
  });
});
