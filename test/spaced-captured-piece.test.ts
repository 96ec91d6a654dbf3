// Issue 13: long algebraic that names the captured piece after a capture mark with a space on
// either side (`Cf3x Cd4`, `Cc6 x Cd4`, `Dd1 x Cd4`), as French blogs write it. Expected games are
// written by hand (SAN checked with chess.js, ICCF worked out square by square: a1 = 11, e2 = 52).
import { describe, expect, it } from 'vitest';
import { listLocales, translatePgn, translateProse } from '../src/index.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

function read(text: string, from: string): { iccf: string; codes: string[]; messages: string[]; failed: number } {
  const r = translatePgn(text, { from, to: 'iccf' });
  const warnings = r.warnings.flatMap((g) => g.warnings);
  const iccf = r.pgn
    .replace(/^\[.*\]$/gm, '')
    .replace(/\d+\.(\.\.)?\s/g, '')
    .replace(/\s*\*\s*$/, '')
    .trim()
    .replace(/\s+/g, ' ');
  return { iccf, codes: warnings.map((w) => w.code), messages: warnings.map((w) => w.message), failed: r.failures.length };
}

// 1. e4 c5 2. Nf3 Nc6 3. d4 cxd4 4. Nxd4 Nxd4 5. Qxd4 e5
const SICILIAN_SAN = 'e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nxd4 Qxd4 e5';
const SICILIAN_ICCF = '5254 3735 7163 2836 4244 3544 6344 3644 4144 5755';

describe('a spaced capture mark before the captured piece (Cc6 x Cd4)', () => {
  it('the expected game is legal (chess.js)', () => {
    expect(playedSan(sanWords(SICILIAN_SAN))).toEqual(sanWords(SICILIAN_SAN));
    // 1... Qxh1+ 2. Kd2 Qxa1
    expect(playedSan(['Qxh1+', 'Kd2', 'Qxa1'], { fen: '4k3/8/8/8/8/8/6q1/R3K2R b - - 0 1' })).toEqual(['Qxh1+', 'Kd2', 'Qxa1']);
  });

  it('French: spaces on both sides, after the mark only, before it only; one style note for the game', () => {
    const text = '1) e2-e4  c7-c5 2) Cg1-f3 Cb8-c6 3) d2-d4 c5xd4 4) Cf3xd4 Cc6 x Cd4 5) Dd1 xCd4 e7-e5';
    const r = read(text, 'fr');
    expect(r.failed).toBe(0);
    expect(r.iccf).toBe(SICILIAN_ICCF);
    expect(r.codes).toEqual(['W_STYLE']);
    expect(r.messages[0]).toContain('captured pieces named');
    const glued = read('1) e2-e4 c7-c5 2) Cg1-f3 Cb8-c6 3) d2-d4 c5xd4 4) Cf3xPd4 Cc6x Cd4 5) Dd1x Cd4 e7-e5', 'fr');
    expect(glued.iccf).toBe(SICILIAN_ICCF);
  });

  it('glued and spaced on a queen taking rooks, with check (Dg2 x Th1+, Dh1xTa1)', () => {
    const r = read('[FEN "4k3/8/8/8/8/8/6q1/R3K2R b - - 0 1"]\n\n1... Dg2 x Th1+ 2. Re1-d2 Dh1xTa1 *\n', 'fr');
    expect(r.failed).toBe(0);
    expect(r.iccf).toBe('7281 5142 8111');
  });

  it('every bundled locale, with its own letters', () => {
    for (const locale of listLocales()) {
      const L = locale.letters;
      const text = `1. e2-e4 c7-c5 2. ${L.knight}g1-f3 ${L.knight}b8-c6 3. d2-d4 c5xd4 4. ${L.knight}f3xd4 ${L.knight}c6 x ${L.knight}d4 5. ${L.queen}d1x ${L.knight}d4 e7-e5`;
      const r = read(text, locale.code);
      expect(r.failed, `${locale.code}: ${text}`).toBe(0);
      expect(r.iccf, locale.code).toBe(SICILIAN_ICCF);
    }
  });

  it('a piece other than the one taken is a wrong capture (W_CAPTURE_WRONG)', () => {
    const r = read('1) e2-e4 c7-c5 2) Cg1-f3 Cb8-c6 3) d2-d4 c5xd4 4) Cf3x Cd4 Cc6 x Cd4 5) Dd1 x Cd4 e7-e5', 'fr');
    expect(r.iccf).toBe(SICILIAN_ICCF);
    expect(r.codes).toContain('W_CAPTURE_WRONG');
    expect(r.messages.find((m) => m.includes('W_CAPTURE_WRONG') || m.includes('names a knight'))).toContain(
      'names a knight captured, but the move captures a pawn on d4',
    );
  });

  it('in prose, the same moves are read and rewritten', () => {
    const r = translateProse('Après 4) Cf3xd4 Cc6 x Cd4 5) Dd1 x Cd4 e7-e5 les Noirs égalisent.', {
      from: 'fr',
      to: 'en',
      fen: 'r1bqkbnr/pp1ppppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4',
    });
    // (a spaced move is one word, written as the output notation writes it)
    expect(r.text).toBe('Après 4) Nf3xd4 Nxd4 5) Qxd4 e7-e5 les Noirs égalisent.');
    expect(r.problems).toEqual([]);
  });
});

describe('the same marks glued on one side in prose', () => {
  it('Cf3x Pd4 and Dd1 xCd4 are one word each, checked on the board', () => {
    const r = translateProse('Après 4) Cf3xd4 Cc6x Cd4 5) Dd1 xCd4 e7-e5 les Noirs égalisent.', {
      from: 'fr',
      to: 'en',
      fen: 'r1bqkbnr/pp1ppppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4',
    });
    // (a move with one space keeps its form; its letters change)
    expect(r.text).toBe('Après 4) Nf3xd4 Nxd4 5) Qd1 xNd4 e7-e5 les Noirs égalisent.');
    expect(r.problems).toEqual([]);
  });
});
