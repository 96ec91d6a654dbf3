// Issue 13: commas as typists put them in a game told in a report or a blog: a comma where a move number's full stop
// belongs (`1.e4 d6 2,d4 Kf6`, an Indonesian blog), and castling in lower case after a comma that pairs White's move
// with Black's (`8.d3,o-o`, as a Danish club report pairs them). The texts are made up in the pages' shape; the expected games are
// written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

describe('a comma for a move number’s full stop', () => {
  const text =
    'Karpov - Kasparov\nPertahanan Sisilia\n\n1.e4 c5 2,Kf3 d6 3.d4 cxd4 4.Kxd4 Kf6 5.Kc3 a6\nKuda putih menguasai pusat.\n6.Ge2 e5\n';
  it('a document: the whole game is read, nothing failed', () => {
    const r = translatePgn(text, { from: 'id', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e5'));
  });

  it('prose: the move after the comma is checked on the board with the others, the comma kept', () => {
    const r = translateProse('Partai dibuka 1.d4 Kf6 2,c4 e6 3.Kc3 Gb4.\n', { from: 'id', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(6);
    expect(r.text).toBe('Partai dibuka 1.d4 Nf6 2,c4 e6 3.Nc3 Bb4.\n');
  });

  it('a number with a decimal comma stays a number of words', () => {
    const text = 'Han vandt 2,5 point efter 1.e4 e5 2.Sf3 Sc6.\n';
    const r = translateProse(text, { from: 'da', to: 'en' });
    expect(r.text).toBe(text.replace('Sf3 Sc6', 'Nf3 Nc6'));
    expect(r.checked).toBe(4);
  });
});

describe('castling in lower case after a comma pairing the moves', () => {
  it('a Danish report: 8.d3,o-o is the pawn move and Black’s castling', () => {
    const text =
      'Klubturnering 2003: 1.c4,e5 2.Sc3,Sf6 3.Sf3,Sc6 4.g3,d5 5.cxd5,Sxd5 6.Lg2,Sb6 7.0-0,Le7 8.d3,o-o 9.a3,Le6 10.b4,a6 og så videre.\n';
    const moves = legal('c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2 Nb6 O-O Be7 d3 O-O a3 Be6 b4 a6');
    const r = translatePgn(text, { from: 'da', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(moves);
    const p = translateProse(text, { from: 'da', to: 'en' });
    expect(p.checked).toBe(20);
    expect(p.text).toContain('8.d3,o-o 9.a3,Be6');
  });
});
