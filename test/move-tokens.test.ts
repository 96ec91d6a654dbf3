// Issue 13: move tokens as real books, magazines and OCR'd pages write them. Each is a reading with
// a cost and a typed warning, checked on the board; expectations written by hand (ICCF numeric of
// the games, worked out square by square: a1 = 11, e2 = 52, g1 = 71 …).
import { describe, expect, it } from 'vitest';
import {
  LocaleFileError,
  LocaleRegistry,
  listLocales,
  registerLocale,
  translateMove,
  translateMoves,
  translatePgn,
  type MoveWarning,
} from '../src/index.js';

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

describe('OCR and print damage in scores: ranks and move numbers printed as letters', () => {
  it('"l" for the rank 1 after a file (Sgl-f3, Rfl—el, Kel, Bel): W_LOOKALIKE, the move checked on the board', () => {
    // 1. e4 e5 2. Nf3 Nc6: Sgl-f3 is g1-f3
    expect(read('1. e4 e5 2. Sgl-f3 Sb8-c6', 'de')).toMatchObject({ iccf: '5254 5755 7163 2836', codes: ['W_LOOKALIKE'] });
    // 1. e4 e5 2. Ke2 Ke7 3. Ke1: a lone "Kel" between moves is a move, not a word of a sentence
    expect(read('1. e4 e5 2. Ke2 Ke7 3. Kel Ke8', 'en')).toMatchObject({ iccf: '5254 5755 5152 5857 5251 5758', codes: ['W_LOOKALIKE'] });
    // 1. e4 e5 2. Be2 Be7 3. Bf1 (f1: the bishop's own square) then 3... Bf8; Bel: e2 is empty after 2... so Bf1 is "Bfl"
    expect(read('1. e4 e5 2. Le2 Le7 3. Lfl Lf8', 'de')).toMatchObject({ iccf: '5254 5755 6152 6857 5261 5768', codes: ['W_LOOKALIKE'] });
    // French: 1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. O-O Cf6 5. Tfl—el (Rf1-e1)
    const fr = read('1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. O-O Cf6 5. Tfl—el', 'fr');
    expect(fr.iccf).toBe('5254 5755 7163 2836 6134 6835 5171 7866 6151');
    expect(fr.codes.sort()).toEqual(['W_DASH', 'W_LOOKALIKE']);
  });

  it('Russian typed in Latin look-alikes with an OCR rank (Kpel = Кр e1)', () => {
    const r = read('1. e4 e5 2. Кf3 Кc6 3. Крe2 d6 4. Kpel', 'ru');
    // 1. e4 e5 2. Nf3 Nc6 3. Ke2 d6 4. Ke1
    expect(r.iccf).toBe('5254 5755 7163 2836 5152 4746 5251');
    expect(r.codes).toEqual(['W_LOOKALIKE', 'W_LOOKALIKE', 'W_LOOKALIKE']);
    expect(r.warnings.map((w) => w.message).join('\n')).toContain('"l" read as the rank 1');
  });

  it('Cyrillic З for 3 and Cyrillic х as the capture mark (сЗ, ФхсЗ); Ukrainian too', () => {
    // 1. c4 e5 2. Nc3 Bb4 3. Qb3 Bxc3 4. Qxc3 Nf6
    const ru = read('1. c4 e5 2. Кc3 Сb4 3. Фb3 Схс3 4. ФхсЗ Кf6', 'ru');
    expect(ru.iccf).toBe('3234 5755 2133 6824 4123 2433 2333 7866');
    expect(ru.failed).toBe(0);
    expect(ru.warnings.some((w) => w.position.token === 'ФхсЗ' && w.message.includes('"З" (Cyrillic, U+0417) read as the rank 3'))).toBe(
      true,
    );
    // Ukrainian (bishop С as in Russian): 1. e4 e5 2. c3, the c written as Cyrillic с and the 3 as З
    expect(read('1. e4 e5 2. сЗ', 'uk')).toMatchObject({ iccf: '5254 5755 3233', failed: 0 });
  });

  it('Cyrillic б for 6 and Ю for 10 in move numbers: read, with a warning naming the number as printed', () => {
    const r = read('1. e4 e5 2. Кf3 Кc6 3. Сc4 Сc5 4. O-O Кf6 5. d3 d6 б. Сg5 h6 7. Сh4 g5 8. Сg3 h5 9. h4 Сg4 Ю. hg5', 'ru');
    expect(r.failed).toBe(0);
    expect(r.iccf.split(' ')).toHaveLength(19);
    const numbers = r.warnings.filter((w) => w.message.startsWith('move number'));
    expect(numbers.map((w) => [w.code, w.position.moveNumber])).toEqual([
      ['W_LOOKALIKE', 6],
      ['W_LOOKALIKE', 10],
    ]);
    expect(numbers[1]!.message).toContain('"Ю." read as 10');
  });

  it('a word with "l" after a file letter in a sentence among the moves stays text (Del resto …)', () => {
    const r = read('1. e4 e5 2. Cf3 Cc6 Del resto il bianco 3. Ac4', 'it');
    expect(r.failed).toBe(0);
    expect(r.codes).toEqual(['W_TEXT_AS_COMMENT']);
  });
});

describe('case endings after numbers and moves (Hungarian, Finnish, Turkish, Estonian)', () => {
  it('a year with a case ending is a word, not move 1 (Hungarian 1963-ból)', () => {
    const r = read('Tal–Larsen 1963-ból: 1. e4 c5 2. Hf3 d6', 'hu');
    // 1. e4 c5 2. Nf3 d6
    expect(r.failed).toBe(0);
    expect(r.iccf).toContain('5254 3735 7163 4746');
    expect(r.codes).toEqual(['W_TEXT_AS_COMMENT']);
  });

  it('a move with a case ending is read and its ending kept as text after it (Hde2-re, Ff6!!-tal)', () => {
    // 1. e4 e5 2. Nf3 Nc6 3. Bb5!! a6: the ending "-tal" ("with") stays, as a comment after the move
    const hu = translatePgn('1. e4 e5 2. Hf3 Hc6 3. Fb5!!-tal a6', { from: 'hu', to: 'en' });
    expect(hu.failures).toHaveLength(0);
    expect(hu.pgn).toContain('3. Bb5 $3 {-tal} 3... a6');
    // 1. e4 e5 2. Nc3 Nc6 3. Nge2 Nf6: written Hge2-re ("after Nge2")
    const ok = read('1. e4 e5 2. Hc3 Hc6 3. Hge2-re Hf6', 'hu');
    expect(ok.failed).toBe(0);
    expect(ok.iccf).toBe('5254 5755 2133 2836 7152 {-re} 3... 7866');
  });

  it("Finnish writes the ending after a colon (Lb5:llä), Turkish after an apostrophe (e4'te); a colon and a file is still a capture", () => {
    const fi = translatePgn('1. e4 e5 2. Rf3 Rc6 3. Lb5:llä a6', { from: 'fi', to: 'en' });
    expect(fi.pgn).toContain('3. Bb5 {:llä} 3... a6');
    const tr = translatePgn("1. e4'te e5", { from: 'tr', to: 'en' });
    expect(tr.pgn).toContain("1. e4 {'te} 1... e5");
    // 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 with ':' captures (d:c6)
    expect(read('1. e4 e5 2. Rf3 Rc6 3. Lb5 a6 4. L:c6 d:c6', 'fi')).toMatchObject({ iccf: RUY_EXCHANGE, codes: ['W_STYLE'] });
  });

  it('a language without case-ending marks reads such a token as before (an error, not a silent cut)', () => {
    const r = read('1. e4 e5 2. Sf3 Sc6 3. Lb5-tal a6', 'de');
    expect(r.failed).toBe(1);
  });
});

describe('a game in English letters inside a text of another language', () => {
  it('French page quoting an English-letter game: read as English with one W_OTHER_LANGUAGE note', () => {
    // 1. e4 e5 2. Nf3 d6 3. d4 Bg4 (Philidor)
    const r = read('Voici la partie : 1. e4 e5 2. Nf3 d6 3. d4 Bg4', 'fr');
    expect(r.failed).toBe(0);
    expect(r.iccf).toContain('5254 5755 7163 4746 4244 3874');
    expect(r.codes.sort()).toEqual(['W_OTHER_LANGUAGE', 'W_TEXT_AS_COMMENT']);
    expect(r.warnings.find((w) => w.code === 'W_OTHER_LANGUAGE')!.message).toContain(
      'read as English (en); French (fr) reads it only with English piece letters, which are none of its own',
    );
  });

  it('Arabic prose whose moves are Nf3 Bc4, and a Russian text quoting Nf3 Nc6', () => {
    const ar = read('النقلات 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5', 'ar');
    expect(ar.failed).toBe(0);
    expect(ar.iccf).toContain('5254 5755 7163 2836 6134 6835');
    expect(ar.codes).toContain('W_OTHER_LANGUAGE');
    const ru = read('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6', 'ru');
    expect(ru).toMatchObject({ iccf: '5254 5755 7163 2836 6125 1716', codes: ['W_OTHER_LANGUAGE'] });
  });

  it('a German game with one English letter is not read in English (Ba3: pawn or bishop is reported, never chosen quietly)', () => {
    // 1. b3 e5 2. Ba3: German pawn a2-a3 or English bishop c1-a3, both legal
    const r = read('1. b3 e5 2. Ba3 Sc6 3. Sf3', 'de');
    expect(r.failed).toBe(0);
    expect(r.codes).not.toContain('W_OTHER_LANGUAGE');
    expect(r.codes).toContain('W_READING_AMBIGUOUS');
    // A German game with an English N, no letter of German: the knight, with a warning at the move (English reads
    // none of the German moves, so the game stays German)
    const slip = translatePgn('1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Nc3', { from: 'de', to: 'en' });
    expect(slip.failures).toHaveLength(0);
    expect(slip.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Nc3');
  });

  it('a game that both the named language and English read is read in the named language', () => {
    // pawn moves only: French and English read the same game; no note
    expect(read('1. e4 e5 2. d4 d5', 'fr')).toMatchObject({ iccf: '5254 5755 4244 4745', codes: [] });
  });
});

describe('in every bundled locale', () => {
  for (const locale of listLocales()) {
    const { bishop: B, knight: N } = locale.letters;
    it(`${locale.code}: the captured piece named (${B}b5x${N}c6) and the rank 1 printed as "l" (${N}gl-f3)`, () => {
      const r = read(`1. e4 e5 2. ${N}gl-f3 ${N}b8-c6 3. ${B}f1-b5 a7-a6 4. ${B}b5x${N}c6 d7x${B}c6`, locale.code);
      expect(r.failed).toBe(0);
      expect(r.iccf).toBe(RUY_EXCHANGE);
      expect(r.codes).toContain('W_LOOKALIKE');
      expect(r.codes).not.toContain('W_OTHER_LANGUAGE');
    });
  }
});

describe('figurines among the words of a language (Persian ♘ به f3, "knight to f3")', () => {
  it('a figurine names its piece in moves in words, never dropped for a pawn move', () => {
    expect(translateMove('♘ به f3', { from: 'words:fa', to: 'en' })).toBe('Nf3');
    expect(translateMove('اسب به f3', { from: 'words:fa', to: 'iccf' })).toBe('7163');
    // German and Russian words with a figurine too
    expect(translateMove('♘ nach f3', { from: 'words:de', to: 'en' })).toBe('Nf3');
    // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6: the queen takes f7 with mate
    const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
    expect(translateMove('♕ در f7 می‌زند، مات', { from: 'words:fa', to: 'en', fen })).toBe('Qxf7#');
  });
});

describe('figurine, a word and the square in movetext (Persian ♘ به f3)', () => {
  it('is one move, read with a W_FIGURINE warning that names the word left out', () => {
    // 1. e4 e5 2. Nf3 Nc6 3. Bb5, with Persian words around the moves
    const r = read('سفید با 1. e4 شروع کرد و 1... e5 2. ♘ به f3 ♞ به c6 3. ♗ به b5', 'fa');
    expect(r.failed).toBe(0);
    expect(r.iccf.replace(/\{[^}]*\}\s*/g, '').replace(/\d+\.\.\.\s*/g, '')).toBe('5254 5755 7163 2836 6125');
    expect(r.warnings.filter((w) => w.message.includes('the word "به" between the figurine and the square left out'))).toHaveLength(3);
  });
});

describe('caseSuffixMarks in a locale file', () => {
  const base = {
    code: 'hu-x-test',
    name: 'Test',
    script: 'Latn',
    direction: 'ltr',
    confidence: 'low',
    letters: { king: 'K', queen: 'V', rook: 'B', bishop: 'F', knight: 'H' },
    names: { king: 'k', queen: 'v', rook: 'b', bishop: 'f', knight: 'h', pawn: 'g' },
  };
  it('takes the hyphen, colon and apostrophes, and refuses anything else', () => {
    expect(() => registerLocale({ ...base, caseSuffixMarks: ['-', "'"] }, new LocaleRegistry())).not.toThrow();
    expect(() => registerLocale({ ...base, caseSuffixMarks: ['+'] }, new LocaleRegistry())).toThrow(LocaleFileError);
    expect(() => registerLocale({ ...base, caseSuffixMarks: ['--'] }, new LocaleRegistry())).toThrow(LocaleFileError);
  });
});
