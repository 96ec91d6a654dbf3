// Issue 13: a game typed consistently in one way (the Chinese pawn 兵 before every pawn move, figurines,
// Cyrillic look-alikes for Latin files, castling with zeros, lower-case piece letters) gets ONE W_STYLE
// note, not a warning per move; the same mark on one move alone is a slip and stays a warning at it.
// Every expected game is written by hand in English SAN and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

const legal = (san: readonly string[]): string[] => playedSan(san);

function read(text: string, from: string): { moves: string[]; codes: string[]; messages: string[] } {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures).toHaveLength(0);
  const warnings = r.warnings.flatMap((g) => g.warnings);
  const moves = r.pgn
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !/^\d+\.(\.\.)?$/.test(t) && t !== '*');
  return { moves, codes: warnings.map((w) => w.code), messages: warnings.map((w) => w.message) };
}

const RUY = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6'];

describe('one W_STYLE note for a game typed in one way', () => {
  it('zh: 兵 before every pawn move', () => {
    const g = read('1. 兵e4 兵e5 2. 马f3 马c6 3. 象b5 兵a6 4. 象a4 马f6\n', 'zh');
    expect(g.moves).toEqual(legal(RUY));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toContain('pawn moves written with the pawn\'s letter ("兵e4")');
  });

  it('zh: 兵 on one move only is a slip: a warning at that move', () => {
    const g = read('1. 兵e4 e5 2. 马f3 马c6 3. 象b5 a6\n', 'zh');
    expect(g.moves).toEqual(legal(RUY.slice(0, 6)));
    expect(g.codes).toEqual(['W_PAWN_LETTER']);
  });

  it('de: figurines for the pieces; figurine: the pawn figurine on pawn moves', () => {
    const de = read('1. e4 e5 2. ♘f3 ♞c6 3. ♗b5 a6 4. ♗a4 ♞f6\n', 'de');
    expect(de.moves).toEqual(legal(RUY));
    expect(de.codes).toEqual(['W_STYLE']);
    expect(de.messages[0]).toContain('figurines in a language that writes letters ("♘f3")');
    const fig = read('1. ♙e4 ♟e5 2. ♘f3 ♞c6 3. ♗b5 ♟a6\n', 'figurine');
    expect(fig.moves).toEqual(legal(RUY.slice(0, 6)));
    expect(fig.codes).toEqual(['W_STYLE']);
  });

  it('ru: Cyrillic е and а typed for the files e and a, and castling with zeros on both sides', () => {
    const g = read('1. е4 е5 2. Кf3 Кc6 3. Сb5 а6 4. Сa4 Кf6 5. 0-0 Сe7 6. Лe1 b5 7. Сb3 0-0\n', 'ru');
    expect(g.moves).toEqual(legal([...RUY, 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'O-O']));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toContain('letters of another alphabet that look alike ("е" (Cyrillic, U+0435) read as "e" (Latin)');
    expect(g.messages[0]).toContain('castling written "0-0"');
  });

  it('ru: Latin K and C typed for Cyrillic К and С', () => {
    const g = read('1. e4 e5 2. Kf3 Kc6 3. Cb5 a6 4. Ca4 Kf6\n', 'ru');
    expect(g.moves).toEqual(legal(RUY));
    expect(g.codes).toEqual(['W_STYLE']);
  });

  it('a rank damaged in print (Kpel: l for 1) stays a warning at its move; two look-alike letters in one move are no style', () => {
    const g = read('1. e4 e5 2. Кf3 Кc6 3. Крe2 d6 4. Kpel\n', 'ru');
    expect(g.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Ke2', 'd6', 'Ke1']));
    expect(g.codes).toEqual(['W_LOOKALIKE', 'W_LOOKALIKE', 'W_LOOKALIKE']);
    expect(g.messages.some((m) => m.includes('"l" read as the rank 1'))).toBe(true);
  });

  it('de: piece letters in lower case', () => {
    const g = read('1. e4 e5 2. sf3 sc6 3. lb5 a6 4. la4 sf6\n', 'de');
    expect(g.moves).toEqual(legal(RUY));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toContain('piece letters in lower case ("sf3")');
  });
});
