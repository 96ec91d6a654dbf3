// The facts of ICCF numeric notation from the seed documents (../shared/reference/seeds) and
// the ICCF guide, as tests: each one is a move in some language and the numeric it must give.
import { describe, expect, it } from 'vitest';
import { translateMove, translateMoves } from '../src/index.js';

const PROMO_FEN = '8/5P2/8/8/8/8/k7/4K3 w - - 0 1'; // White pawn on f7
const BLACK_PROMO_FEN = '4k3/8/8/8/8/8/2p5/K7 b - - 0 1'; // Black pawn on c2
const CASTLE_FEN_W = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const CASTLE_FEN_B = 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1';

describe('ICCF numeric: squares and moves', () => {
  it('e4 is 5254 (e2 = 52, e4 = 54)', () => {
    expect(translateMove('e4', { from: 'en', to: 'iccf' })).toBe('5254');
    expect(translateMove('5254', { from: 'iccf', to: 'en' })).toBe('e4');
  });

  it('1...e6 is 5756; the ICCF guide pair 1. 5254 5756', () => {
    expect(translateMoves('1. e4 e6', { from: 'en', to: 'iccf' }).moves).toEqual(['5254', '5756']);
  });

  it('separators are read: 52-54', () => {
    expect(translateMove('52-54', { from: 'iccf', to: 'de' })).toBe('e4');
  });
});

describe('promotion: fifth digit 1 queen, 2 rook, 3 bishop, 4 knight', () => {
  it('f7-f8=R is 67682', () => {
    expect(translateMove('f8=R', { from: 'en', to: 'iccf', fen: PROMO_FEN })).toBe('67682');
    expect(translateMove('67682', { from: 'iccf', to: 'en', fen: PROMO_FEN })).toBe('f8=R');
  });

  it('French f8D is 67681 and f8C is 67684', () => {
    expect(translateMove('f8D', { from: 'fr', to: 'iccf', fen: PROMO_FEN })).toBe('67681');
    expect(translateMove('f8C', { from: 'fr', to: 'iccf', fen: PROMO_FEN })).toBe('67684');
  });

  it('every promotion form reads alike: e8=D, e8D, e8(D), e8/D', () => {
    for (const t of ['f8=L', 'f8L', 'f8(L)', 'f8/L']) {
      expect(translateMove(t, { from: 'de', to: 'iccf', fen: PROMO_FEN })).toBe('67683');
    }
  });

  it('c7-c8=Q from the ICCF guide is 37381; Black c2-c1=N is 32314', () => {
    expect(translateMove('c8=Q', { from: 'en', to: 'iccf', fen: '8/2P5/8/8/8/8/k7/4K3 w - - 0 1' })).toBe('37381');
    expect(translateMove('c1=N', { from: 'en', to: 'iccf', fen: BLACK_PROMO_FEN })).toBe('32314');
  });
});

describe('castling is the king move', () => {
  it.each([
    ['O-O', CASTLE_FEN_W, '5171'],
    ['0-0', CASTLE_FEN_W, '5171'],
    ['O-O-O', CASTLE_FEN_W, '5131'],
    ['0-0-0', CASTLE_FEN_W, '5131'],
    ['O-O', CASTLE_FEN_B, '5878'],
    ['0-0', CASTLE_FEN_B, '5878'],
    ['O-O-O', CASTLE_FEN_B, '5838'],
    ['0-0-0', CASTLE_FEN_B, '5838'],
  ])('%s in %s → %s, and back to O-O form', (san, fen, numeric) => {
    expect(translateMove(san, { from: 'de', to: 'iccf', fen })).toBe(numeric);
    expect(translateMove(numeric, { from: 'iccf', to: 'de', fen })).toBe(san.replace(/0/g, 'O'));
  });
});

describe('Russian: two-letter king Кр beside knight К', () => {
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
  it('Крe2 is the king (5152), Кf3 the knight (7163)', () => {
    expect(translateMove('Крe2', { from: 'ru', to: 'iccf', fen })).toBe('5152');
    expect(translateMove('Кf3', { from: 'ru', to: 'iccf', fen })).toBe('7163');
    expect(translateMove('5152', { from: 'iccf', to: 'ru', fen })).toBe('Крe2');
    expect(translateMove('7163', { from: 'iccf', to: 'ru', fen })).toBe('Кf3');
  });
});

describe('ICCF article examples', () => {
  it("Scholar's mate in numeric reads as 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#", () => {
    const r = translateMoves('1. 5254 5755 2. 6134 2836 3. 4185 7866 4. 8567', { from: 'iccf', to: 'en' });
    expect(r.moves).toEqual(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
  });

  it('numeric without move numbers reads the same', () => {
    const r = translateMoves('5254 5755 6134 2836 4185 7866 8567', { from: 'iccf', to: 'en' });
    expect(r.moves.at(-1)).toBe('Qxf7#');
  });

  it('the Ruy Lopez of the Go test data: 8 moves, castling as 5171 and 5878', () => {
    const numeric = '1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725 7. 1423 4746 8. 3233 5878';
    const r = translateMoves(numeric, { from: 'iccf', to: 'en' });
    // Movetext lines are wrapped at 80 characters, as the PGN export format asks.
    expect(r.text).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3\nO-O');
    expect(translateMoves(r.text, { from: 'en', to: 'iccf' }).text.replace(/\n/g, ' ')).toBe(numeric);
  });

  it('en passant from the ICCF guide: 6264 then 5463', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3';
    const r = translateMoves('6264 5463', { from: 'iccf', to: 'en', fen });
    expect(r.moves).toEqual(['f4', 'exf3']);
  });
});
