// Issue 13: move and numbering forms as real pages, books and scans write them, read by the move
// grammar's own means, with a cost and a typed warning or one W_STYLE note: in `translate` (game
// text), in `prose` and in documents read by `translate`. Every expectation is written by hand
// from the rules and checked with chess.js (an independent implementation), never produced by the
// code under test.
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translateMoves, translatePgn, translateProse, registerLocale, LocaleRegistry, LocaleFileError } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

/** The SAN moves (English) as chess.js plays them from `fen`: throws when one is not legal, so a typo in an expectation fails loudly. */
const legal = (san: readonly string[], fen?: string): string[] => playedSan(san, { fen });

/** The same moves in ICCF numeric notation, from chess.js's squares. */
function iccf(san: readonly string[], fen?: string): string[] {
  const chess = fen === undefined ? new Chess() : new Chess(fen);
  const digit = (sq: string): string => `${sq.charCodeAt(0) - 96}${sq[1]}`;
  return san.map((m) => {
    const mv = chess.move(m);
    const promo = mv.promotion === undefined ? '' : String('qrbn'.indexOf(mv.promotion) + 1);
    return digit(mv.from) + digit(mv.to) + promo;
  });
}

const codes = (ws: ReadonlyArray<{ code: string }>): string[] => ws.map((w) => w.code);

describe('capture marks written apart or capitalised (translate)', () => {
  const cases: Array<[string, string, string, string[]]> = [
    ['nl', 'f5 X e4, long algebraic with a capital X between spaces', '1. e2—e4 f7—f5 2. d2—d4 f5 X e4', ['e4', 'f5', 'd4', 'fxe4']],
    [
      'en',
      'a capital X glued (c5Xd4, Qd1Xd4, QXg7)',
      '1. e4 c5 2. d4 c5Xd4 3. Qd1Xd4 Nc6 4. QXg7',
      ['e4', 'c5', 'd4', 'cxd4', 'Qxd4', 'Nc6', 'Qxg7'],
    ],
    ['ru', 'a capital Latin X glued in Russian text', '1. e4 c5 2. d4 c5Xd4 3. Фd1Xd4', ['e4', 'c5', 'd4', 'cxd4', 'Qxd4']],
    ['de', 'Sf3 : e5, a spaced colon', '1. e4 e5 2. Sf3 d6 3. d4 f6 4. Sf3 : e5', ['e4', 'e5', 'Nf3', 'd6', 'd4', 'f6', 'Nxe5']],
    ['en', 'd4 x e5, a spaced x', '1. d4 e5 2. d4 x e5', ['d4', 'e5', 'dxe5']],
    ['es', 'f5 X e4 after a piece move: one capture, not the moves f5 and e4', '1. e4 f5 2. Cc3 f5 X e4', ['e4', 'f5', 'Nc3', 'fxe4']],
    ['vi', 'eXd5 where X is also the rook letter', '1. e4 d5 2. eXd5', ['e4', 'd5', 'exd5']],
    [
      'de',
      'S : e5, short algebraic with a spaced colon',
      '1. e4 e5 2. Sf3 d6 3. d4 f6 4. S : e5',
      ['e4', 'e5', 'Nf3', 'd6', 'd4', 'f6', 'Nxe5'],
    ],
    [
      'en',
      'N x e5 and f X e5, short algebraic with spaced marks',
      '1. e4 e5 2. Nf3 d6 3. d4 f6 4. N x e5 f X e5',
      ['e4', 'e5', 'Nf3', 'd6', 'd4', 'f6', 'Nxe5', 'fxe5'],
    ],
  ];
  for (const [from, what, text, san] of cases) {
    it(`${from}: ${what}`, () => {
      const r = translateMoves(text, { from, to: 'en' });
      expect(r.moves).toEqual(legal(san));
    });
  }

  it('a capital X is a typed warning on one move, and one W_STYLE note where the game writes it so', () => {
    const one = translateMoves('1. e4 d5 2. eXd5', { from: 'en', to: 'en' });
    expect(codes(one.warnings)).toEqual(['W_CAPTURE_SYMBOL']);
    expect(one.warnings[0]!.message).toContain('capture written "X"');
    const game = translateMoves('1. e4 d5 2. eXd5 Qd8Xd5 3. Nc3 Qd5Xa2', { from: 'en', to: 'en' });
    expect(codes(game.warnings)).toEqual(['W_STYLE']);
    expect(game.warnings[0]!.message).toContain('captures marked ":", "×" or "X"');
  });

  it('long algebraic spaced throughout (e2 - e4, f5 X e4, Sf3 : e5) is one W_STYLE note, not a warning per move', () => {
    const r = translateMoves('1. e2 - e4 f7 - f5 2. d2 - d4 f5 X e4 3. Sb1 - c3 Sg8 - f6 4. Sc3 : e4', { from: 'de', to: 'iccf' });
    expect(r.moves).toEqual(iccf(['e4', 'f5', 'd4', 'fxe4', 'Nc3', 'Nf6', 'Nxe4']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('spaces around the separator ("e2 - e4", "f5 X e4", "S : e5")');
  });
});

describe('numbering forms (translate)', () => {
  it('2/ Cc3 - f5 ; on one line: the ; before the next number ends the pair, no comment', () => {
    const r = translateMoves('1/ d4 - d5 ; 2/ Cc3 - f5 ; 3/ e2 - e4 f5 X e4 ;', { from: 'fr', to: 'en' });
    expect(r.moves).toEqual(legal(['d4', 'd5', 'Nc3', 'f5', 'e4', 'fxe4']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
  });

  it('1. d4 - d5: a spaced dash between White and Black where the long move is not legal (the board decides)', () => {
    const r = translateMoves('1. d4 - d5 2. Cc3 - f5 3. Cg1 - f3', { from: 'fr', to: 'en' });
    expect(r.moves).toEqual(legal(['d4', 'd5', 'Nc3', 'f5', 'Nf3']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('moves separated by "-"');
    // A long move that is legal stays one move: its origin holds the piece, so the pair could not be played.
    expect(translateMoves('1. e2 - e4 e7 - e5 2. Cg1 - f3', { from: 'fr', to: 'en' }).moves).toEqual(legal(['e4', 'e5', 'Nf3']));
  });

  it('a full stop glued before a move (.e5, .Nc6) and 2..b6', () => {
    const r = translateMoves('1.e4 .e5 2.Nf3 .Nc6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('a full stop before a move');
    expect(translateMoves('1. e4 e5 2. Sf3 2..b6 3. Lc4', { from: 'de', to: 'en' }).moves).toEqual(legal(['e4', 'e5', 'Nf3', 'b6', 'Bc4']));
  });

  it("1.- e5: the dash glued to the number stands for White's move", () => {
    const r = translateMoves('1. e4 1.- e5 2. Nf3 2.— Nc6', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
  });

  it('fa: و ("and") between White\'s and Black\'s move is a separator (locale andWords), one W_STYLE note', () => {
    const r = translateMoves('1. e4 و e5 2. Nf3 و Nc6 3. Bb5 و a6', { from: 'fa', to: 'iccf' });
    expect(r.moves).toEqual(iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(codes(r.warnings)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.message).toContain('moves separated by "و"');
    // Not a separator in a language that does not list it.
    expect(() => translateMoves('1. e4 و e5', { from: 'en', to: 'iccf' })).toThrow();
  });

  it('andWords in a locale file: words of letters only', () => {
    const base = {
      code: 'xx',
      name: 'Test',
      nativeName: 'Test',
      script: 'Latn',
      direction: 'ltr',
      confidence: 'low',
      letters: { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N' },
      alsoRead: {},
      names: { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' },
      conventions: {},
      notes: 'x',
      sources: ['x'],
    };
    expect(() => registerLocale({ ...base, andWords: ['und'] }, new LocaleRegistry())).not.toThrow();
    expect(() => registerLocale({ ...base, andWords: ['1'] }, new LocaleRegistry())).toThrow(LocaleFileError);
    expect(() => registerLocale({ ...base, andWords: ['e'] }, new LocaleRegistry())).toThrow(LocaleFileError);
    expect(() => registerLocale({ ...base, andWords: ['a b'] }, new LocaleRegistry())).toThrow(LocaleFileError);
  });
});

describe('descriptive and OCR forms (translate)', () => {
  it('P.-K4, Kt.-KB3: a piece abbreviated with a full stop', () => {
    const r = translateMoves('1. P.-K4 P.-K4 2. Kt.-KB3 Kt.-QB3', { from: 'en', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6']));
  });

  it('ru, uk: the file b scanned as 6 or Cyrillic б where only a file can stand (Ф68:d6, Сб5), W_LOOKALIKE', () => {
    const fen = '1q2k3/8/3N4/8/8/8/8/4K3 b - - 0 1';
    const r = translateMoves('1... Ф68:d6', { from: 'ru', to: 'iccf', fen });
    expect(r.moves).toEqual(iccf(['Qxd6'], fen));
    expect(r.warnings.find((w) => w.code === 'W_LOOKALIKE')?.message).toContain('"6" read as the file b');
    const uk = translateMoves('1. e4 e5 2. Кf3 Кc6 3. Сб5 a6', { from: 'uk', to: 'en' });
    expect(uk.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(uk.warnings.find((w) => w.code === 'W_LOOKALIKE')?.message).toContain('"б" (Cyrillic, U+0431) read as the file b');
    // Strict reading rejects it, naming the lenient reading.
    expect(() => translateMoves('1... Ф68:d6', { from: 'ru', to: 'iccf', fen, strict: true })).toThrow(/read as the file b/);
  });

  it('uk: ranks scanned as Cyrillic look-alikes, the Ukrainian і for 1 too (Кgі-f3, ФхсЗ)', () => {
    const r = translateMoves('1. e4 e5 2. Кgі-f3 Кb8-c6 3. Сfі-b5', { from: 'uk', to: 'en' });
    expect(r.moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']));
    expect(r.warnings.map((w) => w.message).filter((m) => m.includes('"і" (Cyrillic, U+0456) read as the rank 1'))).toHaveLength(2);
    const c = translateMoves('1. c4 e5 2. Кc3 Сb4 3. Фb3 Схс3 4. ФхсЗ Кf6', { from: 'uk', to: 'en' });
    expect(c.moves).toEqual(legal(['c4', 'e5', 'Nc3', 'Bb4', 'Qb3', 'Bxc3', 'Qxc3', 'Nf6']));
  });

  it('uk: move numbers scanned as Cyrillic look-alikes (Ю. for 10), as in Russian', () => {
    const text = '1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. Сa4 Кf6 5. 0-0 Сe7 6. Тe1 b5 7. Сb3 d6 8. c3 0-0 9. h3 Кb8 Ю. d4 Кbd7';
    const r = translateMoves(text, { from: 'uk', to: 'en' });
    expect(r.moves).toEqual(
      legal([
        'e4',
        'e5',
        'Nf3',
        'Nc6',
        'Bb5',
        'a6',
        'Ba4',
        'Nf6',
        'O-O',
        'Be7',
        'Re1',
        'b5',
        'Bb3',
        'd6',
        'c3',
        'O-O',
        'h3',
        'Nb8',
        'd4',
        'Nbd7',
      ]),
    );
    expect(r.warnings.find((w) => w.code === 'W_LOOKALIKE')?.message).toContain('"Ю." read as 10');
  });
});

describe('the same forms inside prose', () => {
  const prose = (text: string, from: string, to: string) => translateProse(text, { from, to });

  it('nl: f5 X e4 is one capture, checked on the board', () => {
    const r = prose('Na 1. e4 f5 2. d4 f5 X e4 staat wit goed.', 'nl', 'iccf');
    const [e4, f5, d4, fxe4] = iccf(['e4', 'f5', 'd4', 'fxe4']);
    expect(r.text).toBe(`Na 1. ${e4} ${f5} 2. ${d4} ${fxe4} staat wit goed.`);
    expect(r.checked).toBe(4);
    expect(r.problems).toEqual([]);
  });

  it('de: Sf3 : e5 (spaced colon) and en: c5Xd4, Qd1Xd4 (glued X): letters rewritten, every move checked', () => {
    const de = prose('Nach 1. e4 e5 2. Sf3 d6 3. d4 f6 4. Sf3 : e5 steht Weiß gut.', 'de', 'en');
    legal(['e4', 'e5', 'Nf3', 'd6', 'd4', 'f6', 'Nxe5']);
    expect(de.text).toBe('Nach 1. e4 e5 2. Nf3 d6 3. d4 f6 4. Nf3 : e5 steht Weiß gut.');
    expect(de.checked).toBe(7);
    expect(de.problems).toEqual([]);
    const short = prose('Nach 1. e4 e5 2. Sf3 d6 3. d4 f6 4. S : e5 f X e5 steht Weiß gut.', 'de', 'iccf');
    const [e4, e5, nf3, d6, d4, f6, nxe5, fxe5] = iccf(['e4', 'e5', 'Nf3', 'd6', 'd4', 'f6', 'Nxe5', 'fxe5']);
    expect(short.text).toBe(`Nach 1. ${e4} ${e5} 2. ${nf3} ${d6} 3. ${d4} ${f6} 4. ${nxe5} ${fxe5} steht Weiß gut.`);
    const en = prose('After 1. e4 c5 2. d4 c5Xd4 3. Qd1Xd4 White is fine.', 'en', 'de');
    legal(['e4', 'c5', 'd4', 'cxd4', 'Qxd4']);
    expect(en.text).toBe('After 1. e4 c5 2. d4 c5Xd4 3. Dd1Xd4 White is fine.');
    expect(en.checked).toBe(5);
  });

  it('fr: 2/ Cc3 - f5 ; the number with a slash, the dash between the two moves (the board decides)', () => {
    const text = '1/ d4 - d5 ;\n2/ Cc3 - f5 ;\nPuis 3/ e2 - e4 f5 X e4 ; et les blancs jouent bien.';
    const [d4, d5, nc3, f5, e4, fxe4] = iccf(['d4', 'd5', 'Nc3', 'f5', 'e4', 'fxe4']);
    expect(prose(text, 'fr', 'iccf').text).toBe(
      `1/ ${d4} - ${d5} ;\n2/ ${nc3} - ${f5} ;\nPuis 3/ ${e4} ${fxe4} ; et les blancs jouent bien.`,
    );
    const en = prose(text, 'fr', 'en');
    expect(en.text).toBe('1/ d4 - d5 ;\n2/ Nc3 - f5 ;\nPuis 3/ e2 - e4 f5 X e4 ; et les blancs jouent bien.');
    expect(en.checked).toBe(6);
    expect(en.problems).toEqual([]);
  });

  it('en: .e5 (a full stop before a move), 3..Nf6 and 1.- e5', () => {
    const [e4, e5, nf3, nc6, b3, nf6] = iccf(['e4', 'e5', 'Nf3', 'Nc6', 'b3', 'Nf6']);
    expect(prose('After 1.e4 .e5 2.Nf3 .Nc6 3.b3 3..Nf6 White is fine.', 'en', 'iccf').text).toBe(
      `After 1.${e4} .${e5} 2.${nf3} .${nc6} 3.${b3} 3..${nf6} White is fine.`,
    );
    expect(prose('After 1.e4 1.- e5 2.Nf3 White is fine.', 'en', 'iccf').text).toBe(`After 1.${e4} 1.- ${e5} 2.${nf3} White is fine.`);
  });

  it('fa: و between two moves inside a sentence', () => {
    const [e4, e5, nf3, nc6, bb5] = iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    const r = prose('در این بازی 1. e4 و e5 2. Nf3 و Nc6 3. Bb5 و سپس سفید برنده شد.', 'fa', 'iccf');
    expect(r.text).toBe(`در این بازی 1. ${e4} و ${e5} 2. ${nf3} و ${nc6} 3. ${bb5} و سپس سفید برنده شد.`);
    expect(r.checked).toBe(5);
  });

  it('descriptive moves in sentences, numbered and not: P-K4, P.-K4, B - B 4, Knight -F6, p-d4, n-f3', () => {
    legal(['d4', 'Nf6', 'Nf3']);
    expect(prose('After 1. p-d4 Knight -F6 2. n-f3 White is fine.', 'en', 'de').text).toBe('After 1. d4 Sf6 2. Sf3 White is fine.');
    expect(prose('After 1. P.-K4 P.-K4 2. Kt.-KB3 White is fine.', 'en', 'de').text).toBe('After 1. e4 e5 2. Sf3 White is fine.');
    // Without a number: the board makes it a move (after the move mentioned before it, else in the game's position).
    legal(['d4', 'd5', 'c4', 'Bf5']);
    const spaced = prose('After 1 P-Q4 P-Q4 2 P-QB4 Black often plays B - B 4 here.', 'en', 'de');
    expect(spaced.text).toBe('After 1 d4 d5 2 c4 Black often plays Lf5 here.');
    // The side is not certain (the board has Black to move; White's Bf4 is legal too): a warning names the other reading.
    legal(['d4', 'd5', 'c4', 'Nf6', 'Bf4']);
    expect(spaced.problems.map((p) => [p.code, p.message])).toEqual([
      [
        'W_READING_AMBIGUOUS',
        "\"B - B 4\" read as Lf5 (Black's move in the game's position); as White's move in the game's position it is Lf4",
      ],
    ]);
    // After a move mentioned before it, that position first, with a warning naming the other reading.
    legal(['e4', 'c5']);
    const two = prose('White opens with P-K4 and Black answers P-QB4.', 'en', 'de');
    expect(two.text).toBe('White opens with e4 and Black answers c5.');
    expect(codes(two.problems)).toEqual(['W_READING_AMBIGUOUS', 'W_READING_AMBIGUOUS']);
    expect(two.problems[1]!.message).toContain("as White's move in the game's position it is c4");
  });

  it('words stay words: Q&A, B-movie, Castles in a sentence', () => {
    const text = 'We met after the Q&A; it was a B-movie. Castles in the air.';
    const r = prose(text, 'en', 'de');
    expect(r.text).toBe(text);
    expect(r.moves).toBe(0);
  });

  it('zh: a game narrated without numbers, SAN and Chinese piece characters (simplified and traditional)', () => {
    legal(['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6']);
    expect(prose('白方走e4，黑方应以c5。接着马f3 d6，然后d4 cxd4 马xd4 马f6。', 'zh', 'en').text).toBe(
      '白方走e4，黑方应以c5。接着Nf3 d6，然后d4 cxd4 Nxd4 Nf6。',
    );
    expect(prose('白方走e4，黑方应以c5。接着Nf3 d6', 'zh', 'de').text).toBe('白方走e4，黑方应以c5。接着Sf3 d6');
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6']);
    expect(prose('1.e4 e5 2.馬g1-f3 馬b8-c6 3.象b5 a6 4.象×c6', 'zh', 'en').text).toBe('1.e4 e5 2.Ng1-f3 Nb8-c6 3.Bb5 a6 4.B×c6');
  });

  it('ru, uk: ranks and the file b scanned as look-alikes in prose (Кgl-f3, Сfl-б5, ФхсЗ), one W_LOOKALIKE note', () => {
    legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    const ru = prose('После 1. e4 e5 2. Кgl-f3 Кb8-c6 3. Сfl-б5 белые стоят лучше.', 'ru', 'en');
    expect(ru.text).toBe('После 1. e4 e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 белые стоят лучше.');
    expect(codes(ru.problems)).toEqual(['W_LOOKALIKE']);
    legal(['c4', 'e5', 'Nc3', 'Bb4', 'Qb3', 'Bxc3', 'Qxc3', 'Nf6']);
    const uk = prose('Після 1. c4 e5 2. Кc3 Сb4 3. Фb3 Схс3 4. ФхсЗ Кf6 білі кращі.', 'uk', 'en');
    expect(uk.text).toBe('Після 1. c4 e5 2. Nc3 Bb4 3. Qb3 Bxc3 4. Qxc3 Nf6 білі кращі.');
    expect(uk.checked).toBe(8);
  });
});

describe('documents read by translate', () => {
  it('de: a wiki page with f5 X e4 and dXc5 in its sentences gives the game', () => {
    const text =
      'Beispielpartie\n[Bearbeiten | Quelltext bearbeiten]Nach 1. e4 f5 spielt Weiss 2. d4 f5 X e4 und dann 3. Sc3 Sf6 4. Lg5 c5 5. dXc5.\n';
    const r = translatePgn(text, { from: 'de', to: 'iccf' });
    expect(r.failures).toEqual([]);
    const moves = r.pgn
      .replace(/\{[^}]*\}/g, ' ')
      .split(/\s+/)
      .filter((t) => /^[1-8]{4}$/.test(t));
    expect(moves).toEqual(iccf(['e4', 'f5', 'd4', 'fxe4', 'Nc3', 'Nf6', 'Bg5', 'c5', 'dxc5']));
  });

  it('fr and fa: 2/ Cc3 - f5 ; and و in a page with an edit link', () => {
    const fr = translatePgn('Partie\n[modifier]\n1/ d4 - d5 ;\n2/ Cc3 - f5 ;\nLes blancs jouent 3/ e2 - e4 et gagnent.\n', {
      from: 'fr',
      to: 'en',
    });
    expect(fr.failures).toEqual([]);
    legal(['d4', 'd5', 'Nc3', 'f5', 'e4']);
    expect(fr.pgn).toContain('1. d4 d5 2. Nc3 f5 {Les blancs jouent} 3. e4');
    const fa = translatePgn('بازی\n[ویرایش]\nدر این بازی 1. e4 و e5 2. Nf3 و Nc6 3. Bb5 و سپس سفید برنده شد.\n', { from: 'fa', to: 'en' });
    expect(fa.failures).toEqual([]);
    expect(fa.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5');
  });
});
