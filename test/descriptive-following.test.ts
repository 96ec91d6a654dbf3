// Issue 13: an English descriptive move the text alone leaves ambiguous (`PxP` where two pawn
// captures are legal), decided by the moves written after it (W_READING_AMBIGUOUS), never silently;
// where the moves after it read after either reading, it stays an ambiguity. Expected games written
// by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

const OPENING = '1. P-K4 P-K4 2. N-KB3 P-Q3 3. P-Q4 P-KN4 4. P-KR4 N-QB3 ';
const OPENING_SAN = 'e4 e5 Nf3 d6 d4 g5 h4 Nc6';

describe('a descriptive capture decided by the moves after it', () => {
  it('the expected game is legal (chess.js)', () => {
    const san = `${OPENING_SAN} dxe5 dxe5 Qxd8+ Kxd8 hxg5`;
    expect(playedSan(sanWords(san))).toEqual(sanWords(san));
  });

  it('5. PxP PxP 6. QxQ ch: only d4xe5 then d6xe5 let the queens come off; one warning at each', () => {
    const r = translatePgn(`${OPENING}5. PxP PxP 6. QxQ ch KxQ 7. PxP\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('1. e4 e5 2. Nf3 d6 3. d4 g5 4. h4 Nc6 5. dxe5 dxe5 6. Qxd8+ Kxd8 7. hxg5 *');
    const w = r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_READING_AMBIGUOUS');
    expect(w.map((x) => [x.position?.moveNumber, x.position?.color])).toEqual([
      [5, 'white'],
      [5, 'black'],
    ]);
    expect(w[0]!.message).toContain('PxP alone is ambiguous (d4xe5 or h4xg5)');
    expect(w[0]!.message).toContain('(PxP QxQ ch KxQ PxP) read legally after this one only');
  });

  it('where the next four moves read after either capture, more are read (up to twelve)', () => {
    // 5. PxP is d4xe5 or h4xg5; 5...B-K2 6. B-QN5 B-Q2 7. N-B3 Q-B1 are legal after both, 8. R-R5
    // (Rh1-h5) only after h4xg5, which opens the h-file.
    const san = `${OPENING_SAN} hxg5 Be7 Bb5 Bd7 Nc3 Qc8 Rh5`;
    expect(playedSan(sanWords(san))).toEqual(sanWords(san));
    const r = translatePgn(`${OPENING}5. PxP B-K2 6. B-QN5 B-Q2 7. N-B3 Q-B1 8. R-R5\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('1. e4 e5 2. Nf3 d6 3. d4 g5 4. h4 Nc6 5. hxg5 Be7 6. Bb5 Bd7 7. Nc3 Qc8 8. Rh5 *\n\n');
    const w = r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_READING_AMBIGUOUS');
    expect(w.map((x) => x.message)).toEqual([
      'PxP alone is ambiguous (d4xe5 or h4xg5); the next 6 written moves (B-K2 B-QN5 B-Q2 N-B3 Q-B1 R-R5) read legally after this one only; read as h4xg5 (standard: hxg5)',
    ]);
  });

  it('where the moves after it read after either capture, it stays an ambiguity (no choice)', () => {
    const r = translatePgn(`${OPENING}5. PxP Q-K2 6. B-QN5 B-Q2 7. N-B3 O-O-O\n`, { from: 'en', to: 'en' });
    expect(r.failures.length).toBe(1);
    expect(JSON.stringify(r.failures)).toContain('ERR_MOVE_AMBIGUOUS');
  });

  it('with nothing written after it, it stays an ambiguity', () => {
    const r = translatePgn(`${OPENING}5. PxP\n`, { from: 'en', to: 'en' });
    expect(JSON.stringify(r.failures)).toContain('ERR_MOVE_AMBIGUOUS');
  });
});

describe('the same in prose, from the same rule', () => {
  it('a paragraph telling the game reads both captures, each with its warning and position', () => {
    const r = translateProse(`The game went ${OPENING}5. PxP PxP 6. QxQ ch KxQ 7. PxP and White won.`, { from: 'en', to: 'en' });
    expect(r.text).toBe('The game went 1. e4 e5 2. Nf3 d6 3. d4 g5 4. h4 Nc6 5. dxe5 dxe5 6. Qxd8+ Kxd8 7. hxg5 and White won.');
    expect(r.problems.map((p) => [p.code, p.line, p.column])).toEqual([
      ['W_READING_AMBIGUOUS', 1, 74],
      ['W_READING_AMBIGUOUS', 1, 78],
    ]);
  });

  it('a tie in prose is not chosen', () => {
    const r = translateProse(`The game went ${OPENING}5. PxP Q-K2 6. B-QN5 B-Q2 and so on.`, { from: 'en', to: 'en' });
    expect(r.text).toContain('5. PxP');
    expect(r.problems.map((p) => p.code)).toContain('ERR_MOVE_AMBIGUOUS');
  });
});
