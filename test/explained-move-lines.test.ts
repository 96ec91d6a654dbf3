// One move a line, then what it does, as lessons and blog posts print an opening (`e4 ♙ → the king's pawn …`): the
// lines' first moves are the game; a square or move the explanation names after its mark (an arrow, the figurine of the
// piece, a dash or a colon) is a word of it, not played. Made-up texts of that layout (session 24).
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/api.js';

const ARROWS = `The Italian Game starts so:
e4 ♙ → the king's pawn goes two squares.
e5 ♙ → Black answers the same way.
Nf3 ♘ → the knight attacks the pawn on e5.
Nc6 ♞ → Black defends it with the knight.
Bc4 ♗ → the bishop comes to c4 and aims at f7.
`;

describe('one move a line, then its explanation', () => {
  it('arrow and figurine: the squares the explanations name (e5, c4, f7) are words, the lines’ first moves the game', () => {
    const r = translatePgn(ARROWS, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, ' ')).toBe(
      "{The Italian Game starts so:} 1. e4 {♙ → the king's pawn goes two squares.} 1... e5 {♙ → Black answers the same way.} " +
        '2. Nf3 {♘ → the knight attacks the pawn on e5.} 2... Nc6 {♞ → Black defends it with the knight.} 3. Bc4 ' +
        '{♗ → the bishop comes to c4 and aims at f7.} * ',
    );
    expect(r.warnings[0]!.warnings.map((w) => w.code)).toEqual(['W_TEXT_AS_COMMENT']);
  });

  it('in another language and script: the same (German letters, a dash before the explanation)', () => {
    const r = translatePgn('e4 – der Königsbauer zieht zwei Felder.\ne5 – Schwarz antwortet gleich.\nSf3 – der Springer greift e5 an.\n', {
      from: 'de',
      to: 'en',
    });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, ' ')).toBe(
      '1. e4 {der Königsbauer zieht zwei Felder.} 1... e5 {Schwarz antwortet gleich.} 2. Nf3 {der Springer greift e5 an.} * ',
    );
  });

  it('with a colon, and a move number: a numbered move in the explanation is read as before', () => {
    const r = translatePgn('1. e4 : opens lines for the bishop to c4.\n1... e5 : the same, and now 2. Nf3 comes.\n', {
      from: 'en',
      to: 'en',
    });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, ' ')).toBe('1. e4 {: opens lines for the bishop to c4.} 1... e5 {: the same, and now} 2. Nf3 {comes.} * ');
  });

  it('one such line alone is not the layout: a square after its words is read as before', () => {
    const r = translatePgn('e4 → the pawn goes to e4 and then e5\n', { from: 'en', to: 'en' });
    expect(r.failures.map((f) => f.message)).toEqual([expect.stringContaining('e4')]);
  });

  it('a dash between two moves is no explanation (`1. e4 - e5 2. Nf3 - Nc6`)', () => {
    const r = translatePgn('1. e4 - e5\n2. Nf3 - Nc6\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('1. e4 e5 2. Nf3 Nc6 *\n\n');
  });
});
