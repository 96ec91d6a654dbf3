// Issue 13: move tokens as real books, magazines and OCR'd pages write them. Each is a reading with
// a cost and a typed warning, checked on the board; expectations written by hand (ICCF numeric of
// the games, worked out square by square: a1 = 11, e2 = 52, g1 = 71 …).
import { describe, expect, it } from 'vitest';
import { translateMoves, translatePgn, type MoveWarning } from '../src/index.js';

/** The game as ICCF numeric (movetext only) and every warning code, in order. */
function read(text: string, from: string): { iccf: string; codes: string[]; warnings: MoveWarning[]; failed: number } {
  const r = translatePgn(text, { from, to: 'iccf' });
  const warnings = r.warnings.flatMap((g) => g.warnings);
  const iccf = r.pgn
    .replace(/^\[.*\]$/gm, '')
    .replace(/\d+\.\s/g, '')
    .replace(/\s*\*\s*$/, '')
    .trim()
    .replace(/\s+/g, ' ');
  return { iccf, codes: warnings.map((w) => w.code), warnings, failed: r.failures.length };
}

// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6
const RUY_EXCHANGE = '5254 5755 7163 2836 6125 1716 2536 4736';

describe('long algebraic naming the captured piece (Lb5xSc6)', () => {
  it('German, French, Russian, Polish and Hungarian, each with the captured piece named on two moves: one style note', () => {
    const games: Array<[string, string]> = [
      ['de', '1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. Lf1-b5 a7-a6 4. Lb5xSc6 d7xLc6'],
      ['fr', '1. e2-e4 e7-e5 2. Cg1-f3 Cb8-c6 3. Ff1-b5 a7-a6 4. Fb5xCc6 d7xFc6'],
      ['ru', '1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 3. Сf1-b5 a7-a6 4. Сb5:Кc6 d7:Сc6'],
      ['pl', '1. e2-e4 e7-e5 2. Sg1-f3 Sb8-c6 3. Gf1-b5 a7-a6 4. Gb5xSc6 d7xGc6'],
      ['hu', '1. e2-e4 e7-e5 2. Hg1-f3 Hb8-c6 3. Ff1-b5 a7-a6 4. Fb5:Hc6 d7:Fc6'],
    ];
    for (const [from, text] of games) {
      const r = read(text, from);
      expect(r.failed, from).toBe(0);
      expect(r.iccf, from).toBe(RUY_EXCHANGE);
      expect(r.codes, from).toEqual(['W_STYLE']);
      expect(r.warnings[0]!.message, from).toContain('captured pieces named');
    }
  });

  it('one such move is a warning at that move (W_CAPTURED_PIECE), in the short form too (L:Sc6)', () => {
    const r = read('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. L:Sc6 dxc6', 'de');
    expect(r.iccf).toBe(RUY_EXCHANGE);
    // the one ':' is a warning of its own
    expect(r.codes).toEqual(['W_CAPTURE_SYMBOL', 'W_CAPTURED_PIECE']);
    expect(r.warnings[1]!.position).toMatchObject({ moveNumber: 4, color: 'white', token: 'L:Sc6' });
  });

  it('a pawn taking a bishop, long (d4xLe5) and short (dxLe5)', () => {
    // 1. e4 e6 2. d4 Bd6 3. e5 Bxe5 4. dxe5
    for (const capture of ['d4xLe5', 'dxLe5', 'd:Le5']) {
      const r = read(`1. e4 e6 2. d4 Ld6 3. e5 Lxe5 4. ${capture}`, 'de');
      expect(r.iccf, capture).toBe('5254 5756 4244 6846 5455 4655 4455');
      expect(r.codes, capture).toEqual(capture.includes(':') ? ['W_CAPTURE_SYMBOL', 'W_CAPTURED_PIECE'] : ['W_CAPTURED_PIECE']);
    }
  });

  it('a piece other than the one on the target is a wrong capture mark (W_CAPTURE_WRONG), with both pieces named', () => {
    const r = read('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lb5xLc6 dxc6', 'de');
    expect(r.iccf).toBe(RUY_EXCHANGE);
    expect(r.codes).toEqual(['W_CAPTURE_WRONG']);
    expect(r.warnings[0]!.message).toContain('names a bishop captured, but the move captures a knight on c6');
  });

  it('is an error when reading strictly', () => {
    expect(() => translateMoves('e4 e5 Sf3 Sc6 Lb5 a6 Lb5xSc6', { from: 'de', to: 'en', strict: true })).toThrow(/W_CAPTURED_PIECE/);
  });
});

describe('English descriptive notation: one move among algebraic ones', () => {
  it('BxN in an algebraic game is a warning at that move, not a game-wide note', () => {
    const r = read('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. BxN dxc6', 'en');
    expect(r.iccf).toBe(RUY_EXCHANGE);
    expect(r.codes).toEqual(['W_DESCRIPTIVE']);
    expect(r.warnings[0]!.position).toMatchObject({ moveNumber: 4, token: 'BxN' });
  });

  it('a game written in descriptive notation gets the one W_STYLE note', () => {
    const r = read('1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB', 'en');
    expect(r.iccf).toBe(RUY_EXCHANGE);
    expect(r.codes).toEqual(['W_STYLE']);
  });
});
