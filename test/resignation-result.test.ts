// Issue 13: a game told in a report or a column ends with the words that a side resigned (`31.Tc8, opgivet.`, `et les
// Blancs abandonnent.`, `и белые сдались.`): with no result written, the game gets the result the words tell (the side
// their colour word names resigned; with no other word, the side to move), in game text and in a document; a result written, `*` too, is never
// replaced; a word that ends no clause (`le Fou abandonne la diagonale`) tells nothing. The locales' words are researched
// (scripts/lib/resign-words.mjs). The texts are made up; the expected lines are written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');
const ITALIAN = legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+');

describe('a resignation told after the last move gives the game its result', () => {
  it('Danish game text, pairs joined by commas: 1-0 after White’s move and `opgivet.`', () => {
    const r = translatePgn(
      'Klubturnering: 1.c4,e5 2.Sc3,Sf6 3.Sf3,Sc6 4.g3,d5 5.cxd5,Sxd5 6.Lg2,Sb6 7.0-0,Le7 8.d3,0-0 9.a3,Le6 10.b4, opgivet.\n\nEt godt parti.\n',
      {
        from: 'da',
        to: 'en',
      },
    );
    expect(gamesOf(r.pgn).map((g) => [g.main, g.result])).toEqual([
      [legal('c4 e5 Nc3 Nf6 Nf3 Nc6 g3 d5 cxd5 Nxd5 Bg2 Nb6 O-O Be7 d3 O-O a3 Be6 b4'), '1-0'],
    ]);
  });

  it('French: 0-1 after Black’s move and `et les Blancs abandonnent.`', () => {
    const r = translatePgn('1.e4 e5 2.Cf3 Cc6 3.Fc4 Fc5 4.c3 Cf6 5.d4 exd4 6.cxd4 Fb4+ et les Blancs abandonnent.\n', {
      from: 'fr',
      to: 'en',
    });
    expect(gamesOf(r.pgn).map((g) => [g.main, g.result])).toEqual([[ITALIAN, '0-1']]);
  });

  it('Russian prose around the game: 0-1, the moves after the resignation a variation', () => {
    const text = 'Партия: 1.e4 e5 2.Кf3 Кc6 3.Сc4 Сc5 4.c3 Кf6 5.d4 exd4 6.cxd4 Сb4+, и белые сдались. Например, 7.Кc3 Кxe4.\n';
    const r = translatePgn(text, { from: 'ru', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => [g.main, g.result])).toEqual([[ITALIAN, '0-1']]);
  });

  it('the side the words name resigned, after its own move too; other words that name no side known leave the result open', () => {
    // (White's 7.Be2 and White resigns: mate follows, 7...Nf3#; the colour word says who resigned)
    const named = translatePgn('1.e4 e5 2.Nf3 Nc6 3.Bc4 Nd4 4.Nxe5 Qg5 5.Nxf7 Qxg2 6.Rf1 Qxe4+ 7.Be2, and White resigned.\n', {
      from: 'en',
      to: 'en',
    });
    expect(gamesOf(named.pgn).map((g) => [g.main, g.result])).toEqual([
      [legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2'), '0-1'],
    ]);
    // (Danish has no colour words researched: `og sort opgav` names a side the reading does not know)
    const open = translatePgn(
      '1.c4,e5 2.Sc3,Sf6 3.Sf3,Sc6 4.g3,d5 5.cxd5,Sxd5 6.Lg2,Sb6 7.0-0,Le7 8.d3,0-0 9.a3,Le6 10.b4, og sort opgav.\n',
      { from: 'da', to: 'en' },
    );
    expect(gamesOf(open.pgn).map((g) => g.result)).toEqual(['*']);
  });

  it('a result written is kept, `*` too; a word in the middle of its clause tells nothing', () => {
    const star = translatePgn('[Event "Klub"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 {Black resigns.} *\n', { from: 'en', to: 'en' });
    expect(gamesOf(star.pgn.replace(/^\[.*\]$/gm, '')).map((g) => g.result)).toEqual(['*']);
    const none = translatePgn('[Event "Klub"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 {Black resigns.}\n', { from: 'en', to: 'en' });
    expect(gamesOf(none.pgn.replace(/^\[.*\]$/gm, '')).map((g) => g.result)).toEqual(['1-0']);
    const mid = translatePgn('1.e4 e5 2.Cf3 Cc6 3.Fc4 Fc5 4.c3 Cf6 5.d4 exd4 6.cxd4 Fb4+ et le Fou abandonne la diagonale a3-f8.\n', {
      from: 'fr',
      to: 'en',
    });
    expect(gamesOf(mid.pgn).map((g) => g.result)).toEqual(['*']);
  });
});
