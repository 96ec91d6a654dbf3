// Issue 13: commas as typists put them in a game told in a report or a blog: a comma where a move number's full stop
// belongs (`1.e4 d6 2,d4 Kf6`, an Indonesian blog), and castling in lower case after a comma that pairs White's move
// with Black's (`7.Lb2,o-o`, a Danish club report). The texts are made up in the pages' shape; the expected games are
// written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

describe('a comma for a move number’s full stop', () => {
  const text =
    'Kasparov - Topalov\nPertahanan Pirc\n\n1.e4 d6 2,d4 Kf6 3.Kc3 g6 4.Ge3 Gg7 5.Md2\nMenteri keluar lebih dulu.\n5…c6 6.f3 b5\n';
  it('a document: the whole game is read, nothing failed', () => {
    const r = translatePgn(text, { from: 'id', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(legal('e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5'));
  });

  it('prose: the move after the comma is checked on the board with the others, the comma kept', () => {
    const r = translateProse('Partai dibuka 1.e4 d6 2,d4 Kf6 3.Kc3 g6.\n', { from: 'id', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(6);
    expect(r.text).toBe('Partai dibuka 1.e4 d6 2,d4 Nf6 3.Nc3 g6.\n');
  });

  it('a number with a decimal comma stays a number of words', () => {
    const text = 'Han vandt 2,5 point efter 1.e4 e5 2.Sf3 Sc6.\n';
    const r = translateProse(text, { from: 'da', to: 'en' });
    expect(r.text).toBe(text.replace('Sf3 Sc6', 'Nf3 Nc6'));
    expect(r.checked).toBe(4);
  });
});

describe('castling in lower case after a comma pairing the moves', () => {
  it('a Danish report: 7.Lb2,o-o is the bishop move and Black’s castling', () => {
    const text =
      'Holdkamp 1996: 1.Sf3,c5 2.g3,b6 3.Lg2,Lb7 4.0-0,Sf6 5.c4,g6 6.b3,Lg7 7.Lb2,o-o 8.e3,d5 9.d4,dxc4 10.bxc4,cxd4 og så videre.\n';
    const moves = legal('Nf3 c5 g3 b6 Bg2 Bb7 O-O Nf6 c4 g6 b3 Bg7 Bb2 O-O e3 d5 d4 dxc4 bxc4 cxd4');
    const r = translatePgn(text, { from: 'da', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(moves);
    const p = translateProse(text, { from: 'da', to: 'en' });
    expect(p.checked).toBe(20);
    expect(p.text).toContain('7.Bb2,o-o 8.e3,d5');
  });
});
