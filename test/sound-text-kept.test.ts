// Sound chess text as people write it must translate whole: nothing split, merged or invented
// (issue 13). Each class of text below once failed the whole game; the texts are written for these
// tests (none copied from a page), and every expected game is played with chess.js here first.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { playedSan, sanWords } from './helpers/chess-js.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';

/** `moves` (SAN) played with chess.js from the initial position, as chess.js writes them (throws at an illegal one). */
const legal = (moves: string): string => playedSan(sanWords(moves)).join(' ');

/** The text translated to English: exactly one game, no failure; its PGN. */
function oneGame(from: string, text: string): string {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures.map((f) => f.message)).toEqual([]);
  expect(r.pgn.trim().split(/\n\n/)).toHaveLength(1);
  if (PGN_EXTRACT) expect(pgnExtractReads(r.pgn)).toEqual({ complaints: [], games: 1 });
  return r.pgn;
}

const warningsOf = (from: string, text: string): string[] =>
  translatePgn(text, { from, to: 'en' }).warnings.flatMap((g) =>
    g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`),
  );

describe('a line a sentence plays on after the printed game, which the board then loses, leaves the game whole', () => {
  // (the game printed in rows of its own, Black's move after its number repeated with spaces after a note, pairs
  // parted by commas; after the last row, analysis in a sentence goes on from it and stops at a scan's `a31` for `a3!`)
  it('German', () => {
    const text =
      'Nimzoindisch\n\n1. d4 Sf6, 2. c4 e6, 3. Sc3 Lb4,\n\nDie Fesselung des Springers.\n\n4. e3\n\n' +
      'Ruhig und solide.\n\n4.   0-0, 5. Ld3\n\n' +
      'Hier wurde früher oft 5... c5, 6. Sf3 Sc6, 7. 0-0 d5, 8. a31 Lc3 gespielt, mit gleichem Spiel.\n';
    const pgn = oneGame('de', text);
    expect(mainLine(pgn)).toBe(legal('d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 c5 Nf3 Nc6 O-O d5'));
    // (where the sentence's line stops is said, and the words after it are kept)
    expect(warningsOf('de', text)).toContain('13:58 W_MOVES_IN_COMMENT');
    expect(pgn).toContain('a31');
  });

  it('Slovene', () => {
    const text =
      '1. e4 c5, 2. Sf3 d6, 3. d4 cd4,\n\nOdprta sicilijanka.\n\n4. Sd4 Sf6, 5. Sc3\n\n' +
      'Nekoč so igrali 5... e5, 6. Lb5 Ld7, 7. Ld71 Dd7 in beli stoji bolje.\n';
    const pgn = oneGame('sl', text);
    expect(mainLine(pgn)).toBe(legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 e5 Bb5+ Bd7'));
  });
});

describe("one side's moves listed alone, numbered on, are no game's moves lost", () => {
  // (a list of White's moves before the game that plays them with Black's replies)
  it('Spanish: the mate listed with White moves only, then the example game', () => {
    const text =
      'El mate del pastor llega tras estas jugadas blancas:\n1.e4 2.Ac4 3.Dh5 4.Dxf7#\n' +
      'Partida de ejemplo: 1.e4 e5 2.Ac4 Cc6 3.Dh5 Cf6 4.Dxf7#\n';
    const pgn = oneGame('es', text);
    expect(mainLine(pgn)).toBe(legal('e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#'));
  });

  // (a plan in a sentence: White's 4th and 5th moves joined by a word for `and`, Black's reply not written)
  it('Czech: a plan `4. d3 a 5. Jc3` beside the main line', () => {
    const text = 'Italská hra\n\n1. e4 e5 2. Jf3 Jc6 3. Sc4 Sc5\n\nKlidné je 4. d3 a 5. Jc3, ostré je 4. c3.\n\n4. c3 Jf6 5. d4 exd4\n';
    const pgn = oneGame('cs', text);
    expect(mainLine(pgn)).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4'));
    expect(pgn.replace(/\s+/g, ' ')).toMatch(/\((?:\{[^}]*\} )?4\. d3/);
  });

  it('Polish: Black plans listed alone `5... Sf6 i 6... Gd6`', () => {
    const text = '1. e4 e6 2. d4 d5 3. exd5 exd5\n\nCzarne mogą grać 3... Sf6 i 4... Gd6.\n\n4. Sf3 Sf6 5. Gd3 Gd6\n';
    const pgn = oneGame('pl', text);
    expect(mainLine(pgn)).toBe(legal('e4 e6 d4 d5 exd5 exd5 Nf3 Nf6 Bd3 Bd6'));
  });
});

describe('a game whose moves the text truly loses is not kept short', () => {
  // (Black's 4th move left out in the printed game: the rest goes on in pairs, so it is no listing)
  it('English: a move missing in the printed game is still an error', () => {
    const text = 'A game.\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 5. O-O Be7 6. Re1 b5\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures.length).toBeGreaterThan(0);
  });
});

describe('numbers without a full stop and pairs joined by a spaced en dash, among sentences', () => {
  // (a sentence after a pair cites a square, `de c5`: only the document reading's board tells it is a word)
  it("Spanish: `1 e4 – c5`, `3 d4 – cxd4`, the dash glued to Black's move, the captured piece named", () => {
    const text =
      'Partida de simultáneas\n' +
      '1 e4 – e5 Abierta. La idea de e5 es ocupar el centro.\n' +
      '2 Cf3 – d6; 3 d4 – exd4, 4 Cxd4 – Cf6 Lo normal.\n' +
      '5 Cc3 – Ae7; 6 Ac4 –Cxe4 Un error.\n' +
      '7 Axf7+ – RxA; 8 Dh5+ – g6 y las negras abandonaron.\n';
    const pgn = oneGame('es', text);
    expect(mainLine(pgn)).toBe(legal('e4 e5 Nf3 d6 d4 exd4 Nxd4 Nf6 Nc3 Be7 Bc4 Nxe4 Bxf7+ Kxf7 Qh5+ g6'));
  });

  it('Portuguese: `1 d4 – d5` pairs parted by commas and a sentence citing a square', () => {
    const text = 'Gambito da Dama\n' + '1 d4 – d5 O peão em d5 segura o centro.\n' + '2 c4 – e6, 3 Cc3 – Cf6; 4 Bg5 – Be7, 5 e3 – O-O\n';
    const pgn = oneGame('pt', text);
    expect(mainLine(pgn)).toBe(legal('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O'));
  });
});

describe('a sentence that starts after a move and its full stop is words, not a move due', () => {
  // (the page's words in English, its moves in the letters of a language where T is the rook: `The` has the shape of a
  // rook's move without its rank there; the whole game failed on it: `move 4... The: not a French move`)
  it('French and German letters, an English sentence after the move', () => {
    const fr = 'Le jeu : 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. d3. The rest is quiet. Plus tard 4... d6 5. c3 Cf6 fut joué.\n';
    expect(mainLine(oneGame('fr', fr))).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 c3 Nf6'));
    const de = 'Die Partie: 1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. d3. The idea is simple. Danach 4... d6 5. c3 Sf6.\n';
    expect(mainLine(oneGame('de', de))).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 c3 Nf6'));
  });

  it('prose leaves the sentence alone without a warning, and a move written with its rank after a full stop is still read', () => {
    const text = 'Le jeu : 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. d3. The rest is quiet.\n';
    expect(translateProse(text, { from: 'fr', to: 'en' }).problems).toEqual([]);
    // (`4. d3. Th1` is no word: a move due, written with a square)
    const moved = translatePgn('1. e4 e5 2. h4 d6 3. Th3. Fe6 4. Th1.\n', { from: 'fr', to: 'en' });
    expect(mainLine(moved.pgn)).toBe(legal('e4 e5 h4 d6 Rh3 Be6 Rh1'));
  });
});
