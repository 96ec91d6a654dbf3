// Issue 13: a page's text that keeps a diagram as its grid of square names (`a8 b8 … h8` down to `a1 … h1`), read as
// words, not as moves; and a game in English letters on a page of another language whose letters read it too as
// another legal game (Romanian N, the bishop): English letters first, as a game is read (translate/other-language.ts),
// the other reading named in the note. The texts are written here after those layouts; every expected game is
// written by hand in English SAN and played through chess.js, never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

const RANKS = [8, 7, 6, 5, 4, 3, 2, 1]
  .map((r) =>
    'abcdefgh'
      .split('')
      .map((f) => `${f}${r}`)
      .join(' '),
  )
  .join('\n');

describe("a diagram's grid of square names is text", () => {
  it('eight lines of one rank each before an English game: the game alone, the grid kept in the words', () => {
    const text = `Diagram:\n${RANKS}\nThe game went:\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6\n`;
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([legal('d4 d5 c4 e6 Nc3 Nf6')]);
    expect(games[0]!.text).toContain('a8 b8 c8 d8 e8 f8 g8 h8');
  });

  it('a file from top to bottom and a rank from h to a (a board seen from Black) are grids; squares out of order are not', () => {
    const file = 'a8 a7 a6 a5 a4 a3 a2 a1';
    const flipped = 'h1 g1 f1 e1 d1 c1 b1 a1';
    for (const grid of [file, flipped]) {
      const r = translateProse(`${grid}\n\n1. e4 e5 2. Nf3`, { from: 'en', to: 'de' });
      expect(r.text).toBe(`${grid}\n\n1. e4 e5 2. Sf3`);
      expect(r.checked).toBe(3);
    }
    // (`e4 e5 d4`: not one rank's squares in order, moves as before)
    const moves = translateProse('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6', { from: 'en', to: 'de' });
    expect(moves.text).toBe('e4 e5 Sf3 Sc6 Lb5 a6 La4 Sf6');
  });
});

describe('English letters first where the named language stops and two other languages read on', () => {
  it('es: 3. Nd2 (English knight, Romanian bishop both legal) is read in English letters, the Romanian reading named', () => {
    // 3. Nd2: Nb1-d2 in English letters, Bc1-d2 in Romanian (N = nebun); both legal after 1. e4 e6 2. d4 d5
    playedSan(['e4', 'e6', 'd4', 'd5', 'Bd2']);
    const text = 'La partida:\n\n1. e4 e6 2. d4 d5 3. Nd2\n\nHay otras formas: Cc3 y e5.\n\n3... c5\n';
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e6 d4 d5 Nd2 c5')]);
    const warnings = r.warnings.flatMap((g) => g.warnings);
    expect(warnings.map((w) => w.code)).toEqual(['W_OTHER_LANGUAGE']);
    expect(warnings[0]!.message).toBe(
      'the moves are written with English letters: read as English (en); Spanish (es) stops at move 3. Nd2; English letters are read first, as in a game (Romanian (ro) letters read another legal move here)',
    );
  });
});
