// Moves told after a side line that are legal both as the game's next moves and on the side line mentioned before them:
// where a check or mate mark written on them is right on one reading only (`7.Sd5×` mates in the game, only checks on the
// side line), that reading is the game's and no tie is reported; where the marks fit both, the tie is still said.
// The text is made up for the test; the expected games are written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, type PgnTranslation } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));

const mainLine = (pgn: string): string[] => {
  let s = pgn.replace(/\{[^}]*\}/g, ' ');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, ' ');
  }
  return s
    .replace(/\$\d+|\d+\.(\.\.)?|1-0|\*/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '');
};

const text = (mark: string): string =>
  'Die Partie: 1.e4 e5 2.Sf3 Sc6 3.Lc4 d6 4.Sc3 Lg4 5.S:e5! L:d1?? Besser war 5…S:e5!, wonach Weiß ohne Springer bliebe, ' +
  `oder 5…de, aber nach 6.D:g4 hat Weiß einen Bauern mehr. Er kannte seinen Gegner… 6.L:f7+ Ke7 7.Sd5${mark} und Weiß gewann.\n`;

const GAME = playedSan(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'd6', 'Nc3', 'Bg4', 'Nxe5', 'Bxd1', 'Bxf7+', 'Ke7', 'Nd5#']);
// (on the side line 5...dxe5 the same moves are legal, and 7.Nd5 is only check: the king has d6)
playedSan(['Bxf7+', 'Ke7', 'Nd5+'], { before: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'd6', 'Nc3', 'Bg4', 'Nxe5', 'dxe5'] });

describe('a check or mate mark decides between the game and a side line (document reading)', () => {
  it('de: 7.Sd5× mates only in the game: the game takes the moves, no W_READING_AMBIGUOUS', () => {
    const r = translatePgn(text('×'), { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(GAME);
    expect(codes(r)).not.toContain('W_READING_AMBIGUOUS');
  });

  it('de: 7.Sd5+ fits both (a mate marked + is no wrong mark): the tie is still said', () => {
    const r = translatePgn(text('+'), { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toEqual(GAME);
    expect(codes(r)).toContain('W_READING_AMBIGUOUS');
  });
});
