// The multiplication sign after a move for mate (`Кc3-d5×`), as Soviet books and Russian pages print the final move;
// the same sign before a square stays a capture mark. Expected games written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translateMoves } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

const codes = (ws: ReadonlyArray<{ code: string }>): string[] => ws.map((w) => w.code);

describe('× after a move is a mate sign (translate)', () => {
  it('ru: 4. Фh5:f7× is the queen taking on f7 with mate, the sign noted (W_CHECK_SYMBOL)', () => {
    const r = translateMoves('1. e2-e4 e7-e5\n2. Сf1-c4 Кb8-c6\n3. Фd1-h5 Кg8-f6\n4. Фh5:f7×\n', { from: 'ru', to: 'en' });
    expect(r.moves).toEqual(playedSan(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']));
    expect(codes(r.warnings)).toContain('W_CHECK_SYMBOL');
  });

  it('ru: a move marked × that gives no mate is read, and the wrong mark said (W_CHECK_WRONG), never silent', () => {
    const r = translateMoves('1. e2-e4 e7-e5\n2. Сf1-c4 Кb8-c6\n3. Фd1-h5 Кg8-f6\n4. Фh5-g5×\n', { from: 'ru', to: 'en' });
    expect(r.moves).toEqual(playedSan(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qg5']));
    expect(codes(r.warnings)).toContain('W_CHECK_WRONG');
  });

  it('× between a square and a square is still a capture (Сc4×f7+)', () => {
    const r = translateMoves('1. e4 e5 2. Сc4 Кc6 3. Сc4×f7+', { from: 'ru', to: 'en' });
    expect(r.moves).toEqual(playedSan(['e4', 'e5', 'Bc4', 'Nc6', 'Bxf7+']));
  });
});
