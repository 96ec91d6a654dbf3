// Issue 13, third round: forms of real text that nobody here wrote, read by one general rule each.
// Every expected game is written by hand and checked with chess.js (an independent implementation),
// never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translateMoves, translatePgn, translateProse } from '../src/index.js';
import { proseWords } from '../src/prose/words.js';
import { playedSan } from './helpers/chess-js.js';

/** The SAN moves (English) as chess.js plays them: throws when one is not legal. */
const legal = (san: readonly string[]): string[] => playedSan(san);

const codes = (ws: ReadonlyArray<{ code: string }>): string[] => ws.map((w) => w.code);

describe('moves glued without spaces, parted by the board (translate)', () => {
  const cases: Array<[string, string, string, string[]]> = [
    [
      'ru',
      'Cyrillic files and Latin look-alike letters, all glued',
      '1.е4е5 2.Kf3Kc6 3.Cb5a6 4.Cc6:',
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6'],
    ],
    [
      'ru',
      'Latin letters, e4e5 at move 1 (no piece on e4: two moves)',
      '1.e4e5 2.Kf3Kc6 3.Cb5a6 4.Cc6:',
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6'],
    ],
    [
      'ru',
      'a Latin C glued after a pawn move (4.d4Cd7)',
      '1.e4 e5 2.Kf3 Kc6 3.Cb5 d6 4.d4Cd7',
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6', 'd4', 'Bd7'],
    ],
    [
      'ru',
      'a Cyrillic С glued, with a full stop (4.d4Сd7.)',
      '1.e4 e5 2.Kf3 Kc6 3.Cb5 d6 4.d4Сd7.',
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6', 'd4', 'Bd7'],
    ],
    [
      'en',
      "the next number glued to Black's move (c52.Nf3)",
      '1.e4c52.Nf3d6 3.d4cxd4 4.Nxd4Nf6',
      ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6'],
    ],
    ['de', 'German, one pair glued in a spaced game', '1. e4 e5 2. Sf3Sc6 3. Lb5 a6', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']],
    [
      'en',
      'castling glued before a move (O-ONf6)',
      '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-ONf6',
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O', 'Nf6'],
    ],
  ];
  for (const [from, what, text, san] of cases) {
    it(`${from}: ${what}`, () => {
      const r = translateMoves(text, { from, to: 'en' });
      expect(r.moves).toEqual(legal(san));
    });
  }

  it('a game whose glued pair the board parted gets one W_STYLE note saying moves were glued', () => {
    const r = translateMoves('1.e4e5 2. Nf3 Nc6 3. Bb5 a6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('moves separated by nothing');
  });

  it('long algebraic written without a dash stays one move where it is legal (e2e4, g1f3)', () => {
    const r = translateMoves('1.e2e4 e7e5 2.g1f3 b8c6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    expect(codes(r.warnings)).not.toContain('W_READING_AMBIGUOUS');
  });

  it('a glued token that is neither one legal move nor two stays an error at its place', () => {
    const r = translatePgn('1.e4 e5 2.Nf3Nc3\n', { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(1);
    // (the reader parts Nf3Nc3 by its letters; Black's knight cannot go to c3)
    const f = r.failures[0]!.failure;
    expect(f?.kind === 'move' ? [f.error.code, f.error.position.token] : f).toEqual(['ERR_MOVE_ILLEGAL', 'Nc3']);
  });

  it('the game read from glued text is valid PGN written with spaces', () => {
    const r = translatePgn('1.е4е5 2.Kf3Kc6 3.Cb5a6 4.Cc6:\n', { from: 'ru', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(r.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 *');
  });
});

describe('a capture with spaces around the mark inside a dashed pair (translate)', () => {
  const cases: Array<[string, string, string, string[]]> = [
    [
      'pt',
      "Black's capture after the pair's dash (3. d4 - e5 x d4), a Portuguese book",
      '1. e4 - e5 2. Cf3 - Cc6 3. d4 - e5 x d4 4. Cf3 x d4',
      ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4', 'Nxd4'],
    ],
    [
      'en',
      'the same in English, a piece capture spaced in a pair (4. Nf3 x d4 - Nf6)',
      '1. e4 - e5 2. Nf3 - Nc6 3. d4 - e5 x d4 4. Nf3 x d4 - Nf6',
      ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4', 'Nxd4', 'Nf6'],
    ],
    [
      'de',
      'a spaced colon after a dashed pair (2. Sf3 - Sc6 3. d4 - e5 : d4)',
      '1. e4 - e5 2. Sf3 - Sc6 3. d4 - e5 : d4 4. Sf3 : d4',
      ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4', 'Nxd4'],
    ],
  ];
  for (const [from, what, text, san] of cases) {
    it(`${from}: ${what}`, () => {
      const r = translateMoves(text, { from, to: 'en' });
      expect(r.moves).toEqual(legal(san));
      expect(codes(r.warnings)).toEqual(['W_STYLE']);
    });
  }
});

describe("the language's word for mate or check glued to a move or after it (translate)", () => {
  const mate = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'];
  const cases: Array<[string, string, string]> = [
    ['en', 'Qf7mate (glued; "mate" of "checkmate")', '1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7mate'],
    ['es', 'Df7mate (Spanish "jaque mate")', '1.e4 e5 2.Ac4 Cc6 3.Dh5 Cf6 4.Dxf7mate'],
    ['fr', 'Df7 mat (French "échec et mat", after a space)', '1.e4 e5 2.Fc4 Cc6 3.Dh5 Cf6 4.Dxf7 mat'],
    ['de', 'Dxf7 matt (German)', '1.e4 e5 2.Lc4 Sc6 3.Dh5 Sf6 4.Dxf7 matt'],
    ['ru', 'Фxf7мат (Russian, glued)', '1.e4 e5 2.Сc4 Кc6 3.Фh5 Кf6 4.Фxf7мат'],
    ['pl', 'Hxf7 mat (Polish)', '1.e4 e5 2.Gc4 Sc6 3.Hh5 Sf6 4.Hxf7 mat'],
  ];
  for (const [from, what, text] of cases) {
    it(`${from}: ${what}`, () => {
      const r = translatePgn(`${text}\n`, { from, to: 'en' });
      expect(r.failures).toHaveLength(0);
      expect(r.pgn).toContain(`1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0`);
      expect(legal(mate)).toEqual(mate);
      expect(codes(r.warnings.flatMap((g) => g.warnings))).toEqual([]);
    });
  }

  it('a check word after a move is its check mark (en: "Bb5 check")', () => {
    const r = translateMoves('1. e4 d6 2. d4 e5 3. Bb5 check', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'd6', 'd4', 'e5', 'Bb5+']));
    expect(codes(r.warnings)).toEqual([]);
  });

  it('a mate word on a move that gives no mate is a typed warning, never a silent mark', () => {
    const r = translateMoves('1.e4 e5 2.Qh5mate Nc6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Qh5', 'Nc6']));
    expect(codes(r.warnings)).toEqual(['W_CHECK_WRONG']);
  });
});

describe("a bare move number glued to White's move (translate)", () => {
  it('pt: 1e4 e5 2Cf3 Cc6 3Bb5 a6 (1e4 is no pawn from rank 1: move 1 and e4), one W_STYLE note', () => {
    const r = translateMoves('1e4 e5 2Cf3 Cc6 3Bb5 a6', { from: 'pt', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('move numbers glued');
  });

  it('de: 12Sf3 after numbered moves (1.e4 e5 2Sf3 Sc6)', () => {
    const r = translateMoves('1.e4 e5 2Sf3 Sc6 3Lb5', { from: 'de', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']));
  });

  it('a glued number that does not fit the game is not read as one (1.e4 e5 5Sf3 stays an error)', () => {
    const r = translatePgn('1.e4 e5 5Sf3 Sc6\n', { from: 'de', to: 'en' });
    expect(r.failures).toHaveLength(1);
  });

  it("2d4 at move 2 is White's d2-d4 either way: the same game", () => {
    const r = translateMoves('1e4 e5 2d4 exd4', { from: 'pt', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'd4', 'exd4']));
  });
});

describe('the book style N/ white - black ; with ... for the move to come (translate)', () => {
  const text =
    '1/ e4 - e5 ;\n2/ Cf3 - ... ;\nLes noirs réfléchissent longtemps.\n2/ ... - Cc6 ;\n3/ Fb5 - a6 ;\n4/ Fa4 - De7?!\n5/ d4- exd4 ;\n6/ 0-0\n';
  it('fr: one game, the ... halves joined, the paragraph a comment, d4- read with its dash', () => {
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toHaveLength(0);
    const san = legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Qe7', 'd4', 'exd4', 'O-O']);
    const moves = r.pgn
      .replace(/\{[^}]*\}|;[^\n]*|\$\d+|\d+\.(\.\.)?|\*/g, ' ')
      .split(/\s+/)
      .filter((t) => t !== '');
    expect(moves).toEqual(san);
    expect(r.pgn).toContain('{Les noirs réfléchissent longtemps.}');
  });

  it("fr: a dash glued after White's move (5/ d4- exd4 ;) in a game of pairs", () => {
    const r = translateMoves('1/ e4 - e5 ;\n2/ Cf3 - Cc6 ;\n3/ d4- exd4 ;\n', { from: 'fr', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
  });
});

describe('list items without numbers, and Persian ply-numbered lines with colour words (already read; checked here)', () => {
  it('ru: - e4 e5 / - Кf3 Кc6 / - Сb5, one pair a bullet line, the game from move 1', () => {
    const r = translatePgn('- e4 e5\n- Кf3 Кc6\n- Сb5\n', { from: 'ru', to: 'en' });
    expect(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'])).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    expect(r.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 *');
  });

  it('he: - ה4 ה5. / - פו3 פג6. / - רב5 א6.', () => {
    const r = translatePgn('- ה4 ה5.\n- פו3 פג6.\n- רב5 א6.\n', { from: 'he', to: 'en' });
    expect(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'])).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    expect(r.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *');
  });

  it('ru prose: the bullet lines are rewritten and checked on the board, the words kept', () => {
    const r = translatePgn('Партия:\n- e4 e5\n- Кf3 Кc6\n- Сb5 a6\n', { from: 'ru', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(r.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6');
  });

  it('fa: ۱- سفید e4 (…) ۲- سیاه e5 (…): the moves in turn, the ply numbers and colour words kept as text', () => {
    const r = translatePgn('۱- سفید e4 (شروع)\n۲- سیاه e5 (پاسخ)\n۳- سفید Nf3\n۴- سیاه Nc6\n', { from: 'fa', to: 'en' });
    expect(r.failures).toHaveLength(0);
    const moves = r.pgn
      .replace(/\{[^}]*\}|\d+\.(\.\.)?|\*/g, ' ')
      .split(/\s+/)
      .filter((t) => t !== '');
    expect(moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
  });
});

describe('Russian OCR glues words in prose: a number to the word before it, a move to the next full stop and number', () => {
  it('Вслучае4...Кf6: the word, then the number 4... and the move (words.ts GLUED_NUMBER)', () => {
    const w = proseWords('d6. Вслучае4...Кf6 белые', [], ['Кр', 'Ф', 'Л', 'С', 'К'], []);
    expect(w.map((x) => [x.kind, x.text])).toEqual([
      ['word', 'd6'],
      ['word', 'Вслучае'],
      ['number', '4...'],
      ['word', 'Кf6'],
      ['word', 'белые'],
    ]);
    // (a move's letters are no word: `Крf6.`, `Лab1.` stay moves)
    expect(proseWords('Крf6. Лab1.', [], ['Кр', 'Л'], []).map((x) => x.text)).toEqual(['Крf6', 'Лab1']);
  });

  it('Вслучае4...Кf6 in a paragraph: the move after the number checked, the words kept byte for byte', () => {
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'd6']);
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7']);
    const text = 'Партия: 1.e4 e5 2.Кf3 Кc6 3.Сb5 a6 4.Сa4 d6. Вслучае4...Кf6 белые играют 5.0-0 Сe7.';
    const r = translateProse(text, { from: 'ru', to: 'en' });
    expect(r.text).toBe('Партия: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 d6. Вслучае4...Nf6 белые играют 5.0-0 Be7.');
    expect([r.moves, r.checked]).toEqual([11, 11]);
  });

  it('a move glued to a semicolon and the next number (Кc6;3.Сb5, d6;2...Кc6): the number read, the mark kept', () => {
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
    const r = translateProse('Партия: 1.e4 e5 2.Кf3 Кc6;3.Сb5 a6 и далее.', { from: 'ru', to: 'en' });
    expect([r.text, r.checked, r.problems]).toEqual(['Партия: 1.e4 e5 2.Nf3 Nc6;3.Bb5 a6 и далее.', 6, []]);
    // (Black's other move after the semicolon, with four dots after its number glued to a word before it)
    const other = translateProse('После 1.e4 e5 2.Кf3 Кc6 черные играют2....d6;2...Кf6 3.d4', { from: 'ru', to: 'en' });
    expect([other.text, other.checked]).toEqual(['После 1.e4 e5 2.Nf3 Nc6 черные играют2....d6;2...Nf6 3.d4', 7]);
  });

  const stops: Array<[string, string, string[]]> = [
    [
      'Партия: 1.e4 e6 2.d4 d5 3.Кc3 Кf6 4.Сg5 de4 5.Кe4 Сe7 6.Сf6 gf6 7.Кf3 f5 8.Кc3 c5.9.d5 и белые лучше.',
      'Партия: 1.e4 e6 2.d4 d5 3.Nc3 Nf6 4.Bg5 de4 5.Ne4 Be7 6.Bf6 gf6 7.Nf3 f5 8.Nc3 c5.9.d5 и белые лучше.',
      ['e4', 'e6', 'd4', 'd5', 'Nc3', 'Nf6', 'Bg5', 'dxe4', 'Nxe4', 'Be7', 'Bxf6', 'gxf6', 'Nf3', 'f5', 'Nc3', 'c5', 'd5'],
    ],
    [
      'Партия: 1.e4 e6 2.d4 d5 3.e5 c5 4.c3 Кc6 5.Кf3 Фb6 6.a3 c4 7.Кbd2 Кa5 8.b4 cb3 9.Кb3 Кb3.10.Фb3 и далее.',
      'Партия: 1.e4 e6 2.d4 d5 3.e5 c5 4.c3 Nc6 5.Nf3 Qb6 6.a3 c4 7.Nbd2 Na5 8.b4 cb3 9.Nb3 Nb3.10.Qb3 и далее.',
      ['e4', 'e6', 'd4', 'd5', 'e5', 'c5', 'c3', 'Nc6', 'Nf3', 'Qb6', 'a3', 'c4', 'Nbd2', 'Na5', 'b4', 'cxb3', 'Nxb3', 'Nxb3', 'Qxb3'],
    ],
    [
      'Партия: 1.e4 e5 2.Кf3 Кc6 3.Сb5 a6 4.Сa4 Кf6.5.0-0 Сe7 и далее.',
      'Партия: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6.5.0-0 Be7 и далее.',
      ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7'],
    ],
  ];
  for (const [text, english, san] of stops)
    it(`a move glued to the full stop and the next number (words.ts MOVE_STOP_NUMBER): ${/\S+\.\d+\.\S+/u.exec(text)![0]}`, () => {
      legal(san);
      const r = translateProse(text, { from: 'ru', to: 'en' });
      expect(r.problems).toEqual([]);
      expect(r.text).toBe(english);
      expect(r.checked).toBe(san.length);
    });
});

describe('print and OCR lose the space before a move number, or print its full stop as a comma or not at all (prose)', () => {
  it('a glyph glued to the next number with a space after its mark (a6!4. Ga4), a bare 6 and a comma 7, among dotted numbers', () => {
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O']);
    const text = 'Partia: 1.e4 e5 2.Sf3 Sc6 3.Gb5 a6!4. Ga4 Sf6 5. 0-0 Ge7 6 We1 b5 7, Gb3 d6 8. c3 0-0 i dalej.';
    const r = translateProse(text, { from: 'pl', to: 'en' });
    expect(r.text).toBe('Partia: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6!4. Ba4 Nf6 5. 0-0 Be7 6 Re1 b5 7, Bb3 d6 8. c3 0-0 i dalej.');
    expect(r.checked).toBe(16);
    expect(r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED')).toEqual([]);
  });

  it('a move glued to the next number, a space after its mark (Ge76. We1): the square keeps its one rank digit', () => {
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5']);
    const r = translateProse('Partia: 1.e4 e5 2.Sf3 Sc6 3.Gb5 a6 4. Ga4 Sf6 5. 0-0 Ge76. We1 b5 i dalej.', { from: 'pl', to: 'en' });
    expect(r.text).toBe('Partia: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4. Ba4 Nf6 5. 0-0 Be76. Re1 b5 i dalej.');
    expect(r.checked).toBe(12);
  });
});

describe('a move glued to a number that does not go on with the numbering stays one word', () => {
  it('2. d32. e5 after move 3 (alternatives with misprinted numbers): no cut, the word left as written with a warning', () => {
    const r = translateProse('1.e4 c5 2.c3 d5 3.ed5 Hd5 a potem 2. d32. e5.', { from: 'pl', to: 'en' });
    expect(r.text).toBe('1.e4 c5 2.c3 d5 3.ed5 Qd5 a potem 2. d32. e5.');
    expect(r.problems.map((p) => [p.code, p.written])).toEqual([['W_PROSE_UNCHECKED', 'd32']]);
  });
});

describe('traps told one after another, each a list of pairs after bullets under its own heading', () => {
  // (session 34: an Italian page of traps, `Sequenza di mosse` then `- e4 e5`, `- Ac4 Cc6`, … for each trap under its
  // numbered heading; made up in that shape. Before, only the first list was read: the others stayed words, neither
  // checked nor rewritten, with no warning; and `- d4 d5` then `- c4 dxc4` was read as one long move `d5-c4`.)
  const text =
    '1. Il Matto del Barbiere\nSequenza di mosse\n- e4 e5\n- Ac4 Cc6\n- Dh5 Cf6??\n- Dxf7#\nSpiegazione\nIl Nero sbaglia.\n' +
    '2. La Trappola di Legal\nSequenza di mosse\n- e4 e5\n- Cf3 d6\n- Ac4 Ag4\n- Cc3 g6\n- Cxe5! Axd1\n- Axf7+ Re7\n- Cd5#\n' +
    'Spiegazione\nIl Bianco sacrifica la Regina.\n' +
    '3. Una trappola nel Gambetto di Donna\nSequenza di mosse\n- d4 d5\n- c4 dxc4\n- e3 b5?\n- a4 c6\n- axb5 cxb5\n- Df3!\n';

  it('each list is a game of its own from move 1', () => {
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    const pgn = r.pgn.replace(/\s+/g, ' ');
    const games = [
      legal(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']),
      legal(['e4', 'e5', 'Nf3', 'd6', 'Bc4', 'Bg4', 'Nc3', 'g6', 'Nxe5', 'Bxd1', 'Bxf7+', 'Ke7', 'Nd5#']),
      legal(['d4', 'd5', 'c4', 'dxc4', 'e3', 'b5', 'a4', 'c6', 'axb5', 'cxb5', 'Qf3']),
    ];
    expect(games[2]).toHaveLength(11);
    expect(pgn).toContain('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 $4 4. Qxf7# 1-0');
    expect(pgn).toContain('1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 $1 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0');
    expect(pgn).toContain('1. d4 d5 2. c4 dxc4 3. e3 b5 $2 4. a4 c6 5. axb5 cxb5 6. Qf3 $1');
    expect(r.pgn.split(/\n\n(?=\{|\d)/).filter((g) => /\d\. /.test(g))).toHaveLength(3);
  });
});
