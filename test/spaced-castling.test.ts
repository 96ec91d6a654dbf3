// Issue 13: castling printed with spaces around its dashes (`0 – 0`, `O - O - O`), as Indonesian primers and typed
// scores write it, is castling in PGN text, in a document read by `translate` and in prose (W_SPACING), not words.
// The texts are made up; expected games written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, translateMoveWithWarnings, START_FEN, type PgnTranslation } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings).map((w) => w.code);

describe('castling with spaced dashes', () => {
  it('one move: O-O and O-O-O, with a W_SPACING note', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(fen).not.toBe(START_FEN);
    const king = translateMoveWithWarnings('0 – 0', { from: 'id', to: 'en', fen });
    expect(king.text).toBe('O-O');
    expect(king.warnings.map((w) => w.code)).toContain('W_SPACING');
    const queen = translateMoveWithWarnings('O - O - O', { from: 'en', to: 'en', fen });
    expect(queen.text).toBe('O-O-O');
    expect(queen.warnings.map((w) => w.code)).toContain('W_SPACING');
  });

  it('Indonesian game text (tags, then a tagless document): both sides castle', () => {
    const moves = legal('e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O d3 d6');
    const text = '1. e4 e5 2. Kf3 Kf6 3. Gc4 Gc5 4. 0 – 0, 0 – 0 5. d3 d6\n';
    for (const input of [`[Event "Latihan"]\n\n${text}`, `Contoh permainan:\n\n${text}`]) {
      const r = translatePgn(input, { from: 'id', to: 'en' });
      expect(r.failures).toEqual([]);
      expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(moves);
      expect(codes(r).join(' ')).toMatch(/W_SPACING|W_STYLE/);
    }
  });

  it('German, queen side: 0 - 0 - 0 with hyphens', () => {
    const moves = legal('d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O');
    const r = translatePgn('[Event "Übung"]\n\n1. d4 d5 2. Sc3 Sc6 3. Lf4 Lf5 4. Dd2 Dd7 5. 0 - 0 - 0 0 - 0 - 0 *\n', {
      from: 'de',
      to: 'en',
    });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(moves);
  });

  it('prose: the castling moves are checked on the board, the sentence left as it is', () => {
    const text = 'Setelah 1. e4 e5 2. Kf3 Kf6 3. Gc4 Gc5 4. 0 – 0, 0 – 0, kedudukan seimbang. Lalu 5. d3 d6.\n';
    const r = translateProse(text, { from: 'id', to: 'en' });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // (every move, the two castlings included, is checked: d3 and d6 after them are legal only after castling's turn)
    expect(r.checked).toBe(10);
    expect(r.text).toBe(text.replace('Kf3 Kf6', 'Nf3 Nf6').replace('Gc4 Gc5', 'Bc4 Bc5'));
  });
});

describe('castling typed without its dashes (00, OOO)', () => {
  // (session 30: a children's book on the web printed Black's castling `8. b2xc3 00`, its dash dropped; made up here)
  it('one move: 00 and OOO read as castling, with a W_CASTLE_FORM note; 0000 is none', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const king = translateMoveWithWarnings('00', { from: 'en', to: 'en', fen });
    expect(king.text).toBe('O-O');
    expect(king.warnings.map((w) => w.code)).toEqual(['W_CASTLE_FORM']);
    const queen = translateMoveWithWarnings('OOO', { from: 'de', to: 'en', fen });
    expect(queen.text).toBe('O-O-O');
    expect(queen.warnings.map((w) => w.code)).toEqual(['W_CASTLE_FORM']);
    // (four zeros are no castling with a zero left over: not read as a move of this notation at all)
    expect(() => translateMoveWithWarnings('0000', { from: 'en', to: 'en', fen })).toThrow(/found "0"/);
  });

  it('a game in long notation, one pair a line, Black castling written 00', () => {
    const text = 'Play through these moves:\n\n1. e2-e4 e7-e5\n2. Ng1-f3 Nb8-c6\n3. Bf1-c4 Ng8-f6\n4. d2-d3 Bf8-e7\n5. Nb1-c3 00\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 Nc3 O-O'));
    expect(codes(r)).toContain('W_CASTLE_FORM');
  });

  it('strict: castling without dashes is an error, as 0-0 is', () => {
    const r = translatePgn('1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 00 *\n', { from: 'en', to: 'en', strict: true });
    expect(r.failures.map((f) => f.message).join('\n')).toMatch(/castling written "00"/);
  });
});

describe('castling with a space for each dash (0 0, 0 0 0), as a PDF text layer gives it', () => {
  // (session 33: a Czech club history in PDF printed `6.0 0 Se7`, `9...0 0 10.0 0 0?!`, `(Jge2 a 0 0)`; made up here)
  it('one move: 0 0 and 0 0 0 read as castling, with a W_CASTLE_FORM note', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const king = translateMoveWithWarnings('0 0', { from: 'cs', to: 'en', fen });
    expect(king.text).toBe('O-O');
    expect(king.warnings.map((w) => w.code)).toEqual(['W_CASTLE_FORM']);
    const queen = translateMoveWithWarnings('O O O', { from: 'en', to: 'en', fen });
    expect(queen.text).toBe('O-O-O');
    expect(queen.warnings.map((w) => w.code)).toEqual(['W_CASTLE_FORM']);
  });

  it('a Czech score in one paragraph: the number glued to the zero, Black castling short, White long with a glyph', () => {
    const moves = legal('e4 e5 d4 exd4 c3 dxc3 Bc4 cxb2 Bxb2 d5 exd5 Bb4+ Nc3 Bxc3+ Bxc3 Nf6 Qb3 O-O O-O-O Bf5 Ne2');
    const text =
      'Spielmann - Dominec, simultánka 1921 1.e4 e5 2.d4 exd4 3.c3 dxc3 4.Sc4 cxb2 5.Sxb2 d5 6.exd5 Sb4+ 7.Jc3 Sxc3+ ' +
      '8.Sxc3 Jf6 9.Db3 9...0 0 10.0 0 0?! 10...Sf5 11.Je2 (Jge2 a 0 0) 0 1\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(moves);
    // (the glyph stays with White's castling; the bracket's words close once)
    expect(r.pgn).toContain('10. O-O-O $6');
    expect(r.pgn).not.toContain(')}');
  });

  it('four signs are both sides castling short; six, both long', () => {
    const short = translatePgn('1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.d3 Sf6 5.0 0 0 0 6.Sc3 d6\n', { from: 'de', to: 'en' });
    expect(r(short)).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 O-O O-O Nc3 d6'));
    const long = translatePgn('1.d4 d5 2.Sc3 Sc6 3.Lf4 Lf5 4.Dd2 Dd7 5.0 0 0 0 0 0 6.f3 f6\n', { from: 'de', to: 'en' });
    expect(r(long)).toBe(legal('d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O f3 f6'));
    function r(t: PgnTranslation): string {
      expect(t.failures).toEqual([]);
      return mainLine(t.pgn);
    }
  });

  it('prose: the castlings are checked on the board and left as written; a version number 4.0 stays a word', () => {
    const text = 'Nach 1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.d3 Sf6 5.0 0 0 0 6.Sc3 d6 rechnete Fritz 4.0 schneller.\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(12);
    expect(r.text).toBe(text.replace('Sf3 Sc6 3.Lc4 Lc5', 'Nf3 Nc6 3.Bc4 Bc5').replace('Sf6', 'Nf6').replace('Sc3', 'Nc3'));
  });
});
