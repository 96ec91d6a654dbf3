// Issue 13: a pawn move typed with a space between its file and rank (`1. e 4 e5`, as a Turkish lesson page
// printed an opening) is the move in game text right after a move number, with a W_SPACING note; the space
// joins no words elsewhere (`e 4.` before a full stop, `a 4 mosse dalla fine` after no number, `tra 3 e 4 partite` in prose). Texts made up; expected games
// written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, translateMoveWithWarnings } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

describe('a pawn move with a space between file and rank', () => {
  it('game text: 1. e 4 is e4, with a W_SPACING note that names the space; alone, with no number before it, no move', () => {
    const r = translatePgn('[Event "Ders"]\n\n1. e 4 e5 *\n', { from: 'tr', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('1. 5254 5755 *');
    const notes = r.warnings.flatMap((g) => g.warnings);
    expect(notes.map((w) => w.code)).toEqual(['W_SPACING']);
    expect(notes[0]!.message).toMatch(/space between the file and the rank/);
    expect(() => translateMoveWithWarnings('e 4', { from: 'tr', to: 'iccf' })).toThrow();
  });

  it('game text: a file letter and a number that follow no move number stay words (`a 4 mosse dalla fine`)', () => {
    const r = translatePgn('[Event "x"]\n\n1.e4 e5 2.Cf3 Cc6 3.Ab5 d6 a 4 mosse dalla fine *\n', { from: 'it', to: 'en' });
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal('e4 e5 Nf3 Nc6 Bb5 d6'));
    expect(r.pgn).toContain('{a 4 mosse dalla fine}');
  });

  it('Turkish game text, one pair a line: the whole game is read', () => {
    const text = 'Vezir Gambiti:\n\n1. d 4 d5\n2. c4 e6\n3. Ac3 Af6\n';
    const r = translatePgn(text, { from: 'tr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal('d4 d5 c4 e6 Nc3 Nf6'));
    expect(r.warnings.flatMap((g) => g.warnings).map((w) => w.code)).toContain('W_SPACING');
  });

  it('a file and a rank before a full stop or glued to a letter are no move', () => {
    expect(() => translateMoveWithWarnings('e 4.', { from: 'en', to: 'iccf' })).toThrow();
    expect(() => translateMoveWithWarnings('e 4x', { from: 'en', to: 'iccf' })).toThrow();
  });

  it('prose: "3 e 4" (Italian "3 and 4") stays words', () => {
    const text = 'Abbiamo giocato tra 3 e 4 partite: 1.e4 e5 2.Cf3 Cc6, e poi e 4 volte ancora.\n';
    const r = translateProse(text, { from: 'it', to: 'en' });
    expect(r.text).toBe(text.replace('Cf3 Cc6', 'Nf3 Nc6'));
    expect(r.checked).toBe(4);
  });
});
