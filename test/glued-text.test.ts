// Issue 13 (glued text): move text whose spaces were lost, as web pages exported from some chess
// programs print it (`1.d4Nf62.c4b63.Nc3Bb74.Qc2d5`, `Qxf71–0`, `Bd30-0`, `d5Questa mossa …`,
// `4.ed5.ed5`, `۱.e4e5۲.Nf3`), read by `translate` and by `prose` in several languages, with one
// W_STYLE note per game. The texts are written for these tests; every expected game is written by
// hand in English SAN and checked with chess.js (an independent implementation), which also gives
// the ICCF numbers expected. The DE-4 page (schach-linz.at, test/fixtures/foreign) is real text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gluedNumberLength, gluedWordLength } from '../src/pgn/glued-text.js';
import { mainLine } from './helpers/pgn-lines.js';

/** The moves (English SAN) as chess.js plays them, in ICCF numeric notation; throws when one is not legal. */
function iccf(san: readonly string[]): string[] {
  const chess = new Chess();
  const digits = (sq: string): string => `${sq.charCodeAt(0) - 96}${sq[1]}`;
  return san.map((m) => {
    const move = chess.move(m);
    return `${digits(move.from)}${digits(move.to)}`;
  });
}

/** SAN as chess.js writes it (check and mate marks added), for comparing with translate's English output. */
function san(moves: readonly string[]): string {
  const chess = new Chess();
  for (const m of moves) chess.move(m);
  return chess.history().join(' ');
}

/** Each case: language, what it shows, the glued text, the moves it plays (English SAN, by hand). */
type Case = readonly [string, string, string, readonly string[]];

const CASES: readonly Case[] = [
  [
    'en',
    'numbers glued to the move before them (Nf62., b63.)',
    '1.d4Nf62.c4b63.Nc3Bb74.Qc2d5',
    ['d4', 'Nf6', 'c4', 'b6', 'Nc3', 'Bb7', 'Qc2', 'd5'],
  ],
  [
    'en',
    'castling with zeros glued to a square (Bd30-0), and after a number (7.0-0Nc6)',
    '1.d4Nf62.c4e63.Nc3Bb44.e3c55.Bd30-06.Nf3d57.0-0Nc68.a3Bxc39.bxc3dxc410.Bxc4Qc7',
    [
      'd4',
      'Nf6',
      'c4',
      'e6',
      'Nc3',
      'Bb4',
      'e3',
      'c5',
      'Bd3',
      'O-O',
      'Nf3',
      'd5',
      'O-O',
      'Nc6',
      'a3',
      'Bxc3',
      'bxc3',
      'dxc4',
      'Bxc4',
      'Qc7',
    ],
  ],
  [
    'de',
    'German letters, a number glued after a capture (cxd44.), both sides castle (0-00-0)',
    '1.e4c52.Sf3d63.d4cxd44.Sxd4Sf65.Sc3a66.Le2e57.Sb3Le78.0-00-0',
    ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6', 'Be2', 'e5', 'Nb3', 'Be7', 'O-O', 'O-O'],
  ],
  [
    'fr',
    'French letters',
    '1.e4e52.Cf3Cc63.Fb5a64.Fa4Cf65.0-0Fe76.Te1b57.Fb3d68.c30-0',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O'],
  ],
  [
    'es',
    'Spanish letters, a knight named by its file (Cbd7)',
    '1.d4d52.c4e63.Cc3Cf64.Ag5Ae75.e30-06.Cf3Cbd7',
    ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Be7', 'e3', 'O-O', 'Nf3', 'Nbd7'],
  ],
  ['pl', 'Polish letters', '1.e4c52.Sf3Sc63.d4cxd44.Sxd4Sf65.Sc3e5', ['e4', 'c5', 'Nf3', 'Nc6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'e5']],
  ['ru', 'Russian letters', '1.e4e52.Кf3Кc63.Сb5a64.Сa4Кf65.0-0Сe7', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7']],
  ['zh', 'Chinese pieces', '1.e4e52.马f3马c63.象b5a6', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']],
  ['en', 'a result glued to the mate (Qxf7#1–0)', '1.e4e52.Bc4Nc63.Qh5Nf64.Qxf7#1–0', ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']],
  [
    'en',
    'a result glued to a mate not marked (Qxf71–0)',
    '1.e4e52.Bc4Nc63.Qh5Nf64.Qxf71–0',
    ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
  ],
  ['fa', 'Persian digits glued (۱.e4e5۲.Nf3)', '۱.e4e5۲.Nf3Nc6۳.Bb5a6', ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']],
  [
    'en',
    'long algebraic glued (e2e4e7e5: the board joins the squares)',
    '1.e2e4e7e52.Ng1f3Nb8c63.Bf1b5a7a6',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'],
  ],
  [
    'ru',
    'long algebraic with dashes and capture marks glued (e2-e4e7-e5, Сb5:c6d7:c6)',
    '1.e2-e4e7-e52.Кg1-f3Кb8-c63.Сf1-b5a7-a64.Сb5:c6d7:c6',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6'],
  ],
];

describe('glued text (spaces lost), read by translate', () => {
  it('every expected game is legal (chess.js)', () => {
    for (const [, what, , moves] of CASES) expect(() => iccf(moves), what).not.toThrow();
  });

  for (const [from, what, text, moves] of CASES) {
    it(`${from}: ${what}: the game chess.js has, with one W_STYLE note and no warning per move`, () => {
      const r = translatePgn(text, { from, to: 'iccf' });
      expect(r.failures.map((f) => f.message)).toEqual([]);
      expect(mainLine(r.pgn)).toBe(iccf(moves).join(' '));
      expect(mainLine(translatePgn(text, { from, to: 'en' }).pgn)).toBe(san(moves));
      const codes = r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
      expect(codes.filter((c) => c === 'W_STYLE')).toHaveLength(1);
      expect(codes).not.toContain('W_NO_SPACE');
      const note = r.warnings[0]!.warnings.find((w) => w.code === 'W_STYLE')!;
      expect(note.message).toContain('moves separated by nothing');
    });
  }

  it('a result glued to the last move is the game result (1–0 written 1-0)', () => {
    expect(translatePgn('1.e4e52.Bc4Nc63.Qh5Nf64.Qxf7#1–0', { from: 'en', to: 'en' }).pgn).toBe(
      '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n',
    );
  });

  it('Persian and Arabic-Indic move numbers are read by the PGN reader, with one style mark', () => {
    for (const text of ['۱. e4 e5 ۲. Nf3 Nc6', '١. e4 e5 ٢. Nf3 Nc6', '۱.e4 e5 ۲.Nf3 Nc6']) {
      const r = translatePgn(text, { from: 'en', to: 'iccf' });
      expect(mainLine(r.pgn), text).toBe(iccf(['e4', 'e5', 'Nf3', 'Nc6']).join(' '));
      const notes = r.warnings.flatMap((g) => g.warnings);
      expect(notes.map((w) => w.code)).toEqual(['W_STYLE']);
      expect(notes[0]!.message).toContain('move numbers in Persian or Arabic-Indic digits');
    }
  });

  it('a comment glued to a move: the words become a comment, the move stays (it, de)', () => {
    const castle = translatePgn('1.e4e52.Cf3Cc63.Ac4Cf64.0-0Il Re va al sicuro Ae75.d3', { from: 'it', to: 'en' });
    expect(castle.failures).toEqual([]);
    expect(castle.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O {Il Re va al sicuro} 4... Be7 5. d3 *\n\n');
    expect(mainLine(castle.pgn)).toBe(san(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'O-O', 'Be7', 'd3']));
    const pawn = translatePgn('1.e4 e5 2.Cf3 d5Questa mossa permette molto 3.exd5 Dxd5', { from: 'it', to: 'iccf' });
    expect(mainLine(pawn.pgn)).toBe(iccf(['e4', 'e5', 'Nf3', 'd5', 'exd5', 'Qxd5']).join(' '));
    expect(pawn.pgn).toContain('{Questa mossa permette molto}');
    expect(pawn.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_TEXT_AS_COMMENT');
    // a word glued to the number after it (`Beispiel:23.`, `erzwungen.25…`) and after a glyph (`Dxf3!!hätte`)
    const de = translatePgn('1.e4e52.Sf3Sc63.Lb5a6!gut. Zum Beispiel:4.La4Sf6 Absolut erzwungen.5.0-0Le7', { from: 'de', to: 'en' });
    expect(de.failures).toEqual([]);
    expect(mainLine(de.pgn)).toBe(san(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7']));
    expect(de.pgn).toContain('{gut. Zum Beispiel:}');
    expect(de.pgn).toContain('{Absolut erzwungen.}');
    // a compound word with a hyphen glued to the move (as an Icelandic forum post glues its notes)
    const is = translatePgn('1. e4 c6 2. d4 d5 3. Rc3 dxe4 4. Rxe4 Bf5Caro-Kann-vörnin. Gott afbrigði.\n5. Rg3 Bg6', {
      from: 'is',
      to: 'en',
    });
    expect(is.failures).toEqual([]);
    expect(mainLine(is.pgn)).toBe(san(['e4', 'c6', 'd4', 'd5', 'Nc3', 'dxe4', 'Nxe4', 'Bf5', 'Ng3', 'Bg6']));
    expect(is.pgn).toContain('{Caro-Kann-vörnin. Gott afbrigði.}');
  });

  it("a move glued to its number after a comment's full stop (all'Alfiere.c511.d4), and a word with an elision (L'errore)", () => {
    // Black's move after White's comment, the spaces lost: the square's single rank digit says where the move ends.
    const it = translatePgn(
      "1.e4e52.Nf3Nc63.Bb5a64.Ba4Nf65.O-OBe76.Re1b57.Bb3d68.c3O-O9.h3Na510.Bc2Questa mossa e' buona per l'Alfiere.c511.d4Qc7",
      {
        from: 'en',
        to: 'en',
      },
    );
    expect(it.failures).toEqual([]);
    expect(mainLine(it.pgn)).toBe(san('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4 Qc7'.split(' ')));
    expect(it.pgn).toContain("{Questa mossa e' buona per l'Alfiere.}");
    const elision = translatePgn("1.e4e52.Nf3Nc63.Bb5Nd4L'errore decisivo.4.Nxd4exd4", { from: 'en', to: 'en' });
    expect(elision.failures).toEqual([]);
    expect(mainLine(elision.pgn)).toBe(san(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nd4', 'Nxd4', 'exd4']));
    expect(elision.pgn).toContain("{L'errore decisivo.}");
    expect(gluedWordLength("all'Alfiere.c511.d4", 0, true)).toBe("all'Alfiere.".length);
    // (no number after the move: nothing is cut)
    expect(gluedWordLength('Alfiere.c5 d4', 0, true)).toBe(0);
  });

  it('an evaluation glued between a move and the next number is its NAG (±, −+ with U+2212)', () => {
    const r = translatePgn('1.e4e52.Nf3Nc63.Bb5a6±4.Ba4Nf6−+5.0-0', { from: 'en', to: 'en' });
    expect(r.pgn).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 $16 4. Ba4 Nf6 $19 5. O-O *\n\n');
  });

  it('a full stop between two moves without a number (4.ed5.ed5): exd5 exd5, one note "moves separated by ".""', () => {
    const moves = ['e4', 'e6', 'd4', 'd5', 'Nc3', 'Nf6', 'exd5', 'exd5', 'Bd3', 'Bd6'];
    const r = translatePgn('1.e4 e6 2.d4 d5 3.Nc3 Nf6 4.ed5.ed5 5.Bd3 Bd6', { from: 'en', to: 'iccf' });
    expect(mainLine(r.pgn)).toBe(iccf(moves).join(' '));
    const warnings = r.warnings.flatMap((g) => g.warnings);
    const notes = warnings.filter((w) => w.code === 'W_STYLE');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/^moves separated by "\.";/);
    expect(warnings.map((w) => w.code)).not.toContain('W_NO_SPACE');
    expect(warnings.map((w) => w.code)).not.toContain('W_PUNCTUATION');
    const glued = translatePgn('1.e4e62.d4d53.Nc3Nf64.ed5.ed55.Bd3Bd6', { from: 'en', to: 'iccf' });
    expect(mainLine(glued.pgn)).toBe(iccf(moves).join(' '));
  });

  it('a word ending in a file letter glued to digits that may be a rank (Schach21.) is not cut: no guess', () => {
    expect(gluedWordLength('Schach21.Kg1', 0, true)).toBe(0);
    expect(gluedWordLength('Schach20.Kg1', 0, true)).toBe(0);
    expect(gluedWordLength('Schach:21.Kg1', 0, true)).toBe('Schach:'.length);
    expect(gluedWordLength('Nicht20.Tg1', 0, true)).toBe('Nicht'.length);
    // a number glued to a word is a move number only where a move is glued after it; a move with a look-alike
    // file (`Sxе6.` with a Cyrillic е, as the property test perturbs moves) is no word before the number 6.
    expect(gluedWordLength('Nicht20. Tg1', 0, true)).toBe(0);
    expect(gluedWordLength('Sxе6.Kf3', 0, true)).toBe(0);
    expect(gluedWordLength('Вслучае4...ed', 0, true)).toBe('Вслучае'.length);
    const nb = translatePgn('1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lxc6 dxc6 5.Sxе5. Dd4', { from: 'nb', to: 'iccf' });
    expect(mainLine(nb.pgn)).toBe(iccf(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6', 'Nxe5', 'Qd4']).join(' '));
    // two file letters are a pawn capture (`ed`), three capitals with x descriptive notation (`PxP`): no words
    expect(gluedWordLength('ed ', 0)).toBe(0);
    expect(gluedWordLength('PxP ', 0)).toBe(0);
    expect(gluedWordLength('Il Re', 0)).toBe(2);
    // a move number: one to three digits of one script, not 0, then `.` or `…`
    expect(gluedNumberLength('12.Sf3', 0)).toBe(3);
    expect(gluedNumberLength('۱۲.Sf3', 0)).toBe(3);
    expect(gluedNumberLength('1۲.Sf3', 0)).toBe(0);
    expect(gluedNumberLength('0.Sf3', 0)).toBe(0);
    expect(gluedNumberLength('20…Lg2', 0)).toBe(3);
  });

  it('plain text reads as before: no note, no warning', () => {
    const r = translatePgn('1. d4 Nf6 2. c4 b6 3. Nc3 Bb7 4. Qc2 d5', { from: 'en', to: 'iccf' });
    expect(r.warnings.flatMap((g) => g.warnings)).toEqual([]);
    expect(mainLine(r.pgn)).toBe(iccf(['d4', 'Nf6', 'c4', 'b6', 'Nc3', 'Bb7', 'Qc2', 'd5']).join(' '));
  });
});

describe('glued text read by prose', () => {
  for (const [from, what, text, moves] of CASES) {
    it(`${from}: ${what}: every move checked on a board, apart in ICCF, glued as written in SAN`, () => {
      const sentence = `Партия/Game: ${text} ...`;
      const r = translateProse(sentence, { from, to: 'iccf' });
      expect(r.checked).toBe(moves.length);
      expect(r.text.match(/(?<![\d])[1-8]{4}(?![\d])/g)).toEqual(iccf(moves));
      expect(r.problems.filter((p) => p.code === 'W_STYLE')).toHaveLength(1);
    });
  }

  it('into SAN the glued text stays glued, every other byte as written; de → en → de is the same text', () => {
    const de = 'Die Partie: 1.e4c52.Sf3d63.d4cxd44.Sxd4Sf65.Sc3a66.Le2e57.Sb3Le78.0-00-0 und Weiß steht gut.\n';
    const en = translateProse(de, { from: 'de', to: 'en' });
    expect(en.text).toBe('Die Partie: 1.e4c52.Nf3d63.d4cxd44.Nxd4Nf65.Nc3a66.Be2e57.Nb3Be78.0-00-0 und Weiß steht gut.\n');
    expect(translateProse(en.text, { from: 'en', to: 'de' }).text).toBe(de);
  });

  it('4.ed5.ed5 in a sentence: exd5 exd5 checked, the note translate gives (moves separated by ".")', () => {
    const text = 'Ils jouent 1.e4 e6 2.d4 d5 3.Cc3 Cf6 4.ed5.ed5 5.Fd3 Fd6 ensuite.';
    const moves = ['e4', 'e6', 'd4', 'd5', 'Nc3', 'Nf6', 'exd5', 'exd5', 'Bd3', 'Bd6'];
    const en = translateProse(text, { from: 'fr', to: 'en' });
    expect(en.text).toBe('Ils jouent 1.e4 e6 2.d4 d5 3.Nc3 Nf6 4.ed5.ed5 5.Bd3 Bd6 ensuite.');
    expect(en.checked).toBe(moves.length);
    expect(en.problems.map((p) => `${p.code} ${p.message}`)).toEqual(['W_STYLE moves separated by "."; written as standard PGN']);
    expect(translateProse(text, { from: 'fr', to: 'iccf' }).text.match(/[1-8]{4}/g)).toEqual(iccf(moves));
  });

  it("Black's move glued after a note's full stop and to White's next number (all'Alfiere.Bb44.Bd20-0Il) is the game's next move", () => {
    // (the square's single rank digit ends the move; the game waits for Black's 3rd move, and it and 4.Bd2 O-O are legal)
    const text = "1.d4Nf62.c4e63.Nc3Questa mossa crea problemi all'Alfiere.Bb44.Bd20-0Il Re qui non e' al sicuro.5.e3d5";
    const moves = ['d4', 'Nf6', 'c4', 'e6', 'Nc3', 'Bb4', 'Bd2', 'O-O', 'e3', 'd5'];
    const r = translateProse(text, { from: 'en', to: 'iccf' });
    expect(r.checked).toBe(moves.length);
    expect(r.text.match(/(?<![\d])[1-8]{4}(?![\d])/g)).toEqual(iccf(moves));
    expect(r.problems.map((p) => p.code)).toEqual(['W_STYLE']);
    // translate on the same text with a move in words in the note (a document): the game whole, the note a comment
    const doc = translatePgn(text.replace('crea problemi', 'difende e4 e crea problemi'), { from: 'en', to: 'en' });
    expect(doc.failures).toEqual([]);
    expect(mainLine(doc.pgn)).toBe(san(moves));
  });

  it('a glued pair (Bxh6f5) in an Italian text read in English letters is read in English, and 11...gxh6 is no move 11 glued to f5', () => {
    // (Italian reads the B of Bxh6 as the file b, illegal; English, which the text was read in since move 1, reads the
    // pair as two legal moves; the ellipsis after `f511` belongs to Black's number 11, not to a move `f511`)
    const text =
      '1.d4Nf62.c4e63.Nc3Be74.e4O-O5.Bd3h66.Nf3b6Una mossa lenta: il Nero doveva giocare d5 subito.7.a3a58.e5Ne89.h4Bb710.Rh3Kh8?Una mossa passiva, meglio era f5 per aprire il gioco.11.Bxh6f511...gxh612.Qd2e il bianco vince subito.12.exf6Bxf613.Bg5Bxg514.Nxg5Qxg515.Rg3Qf616.Qh5+1–0';
    const moves =
      'd4 Nf6 c4 e6 Nc3 Be7 e4 O-O Bd3 h6 Nf3 b6 a3 a5 e5 Ne8 h4 Bb7 Rh3 Kh8 Bxh6 f5 exf6 Bxf6 Bg5 Bxg5 Nxg5 Qxg5 Rg3 Qf6 Qh5+'.split(' ');
    const r = translateProse(text, { from: 'it', to: 'iccf' });
    // (every move of the game and the side line's 11...gxh6 12.Qd2, the Italian word "e" glued to Qd2 left as a word)
    expect(r.checked).toBe(moves.length + 2);
    expect(r.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE', 'W_STYLE']);
    // (the side line's 11...gxh6, g7 to h6, and 12.Qd2, d1 to d2, between the main line's 11...f5 and 12.exf6)
    const main = iccf(moves);
    expect(r.text.match(/(?<![\d])[1-8]{4}(?![\d])/g)).toEqual([...main.slice(0, 22), '7786', '4142', ...main.slice(22)]);
    expect(main.slice(20, 22)).toEqual(['3186', '6765']);
    expect(r.text).toContain('4142e il bianco vince');
    const doc = translatePgn(text, { from: 'it', to: 'en' });
    expect(doc.failures).toEqual([]);
    expect(mainLine(doc.pgn)).toBe(san(moves));
    expect(doc.pgn).toContain('(11... gxh6 12. Qd2 {e il bianco vince subito.})');
  });

  it('a move glued to a one-letter word (Qd2e il) is cut only where the board has the move legal: else the word stays, said', () => {
    // (12.Qd3e: the queen cannot go to d3, White's own bishop stands there; `e` may be no part of a move: nothing is guessed)
    const text = '1.d4Nf62.c4e63.Nc3Be74.e4O-O5.Bd3h66.Nf3b67.a3a58.e5Ne89.h4Bb710.Rh3Kh8 11.Bxh6f511...gxh612.Qd3e il bianco vince.';
    const r = translateProse(text, { from: 'en', to: 'iccf' });
    expect(r.checked).toBe(23);
    const unchecked = r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED');
    expect(unchecked.map((p) => p.written)).toEqual(['Qd3e']);
    expect(r.text).toMatch(/12\.Qd3e il bianco vince\.$/);
    const ok = translateProse(text.replace('Qd3e', 'Qd2e'), { from: 'en', to: 'iccf' });
    expect(ok.checked).toBe(24);
    expect(ok.text).toMatch(/12\.4142e il bianco vince\.$/);
  });

  it('a comment glued to a move: the move is read, the words stay', () => {
    const r = translateProse('1.e4 e5 2.Cf3 d5Questa mossa permette molto 3.exd5 Dxd5', { from: 'it', to: 'en' });
    expect(r.text).toBe('1.e4 e5 2.Nf3 d5Questa mossa permette molto 3.exd5 Qxd5');
    expect(r.checked).toBe(6);
    expect(translateProse('1.e4 e5 2.Cf3 d5Questa mossa', { from: 'it', to: 'iccf' }).text).toBe('1.5254 5755 2.7163 4745 Questa mossa');
  });
});

describe('DE-4 (schach-linz.at, real text without a single space between moves)', () => {
  const glued = readFileSync(join(__dirname, 'fixtures', 'foreign', 'de-4-no-spaces.txt'), 'utf8');
  // The same page with the spaces put back by hand where the page lost them (nothing else changed).
  const spaced =
    '1.e4 e5 2.Sf3 Sc6 3.Sc3 Sf6 4.Lb5 Lc5 5.O-O O-O 6.Sxe5 Te8 7.Sxc6 dxc6 8.Lc4 b5 9.Le2 Sxe4 10.Sxe4 Txe4 11.Lf3 Te6 12.c3 Dd3 13.b4 Lb6 14.a4 bxa4 15.Dxa4 Ld7 16.Ta2 Tae8 17.Da6\n' +
    '17…Dxf3!! 18.gxf3 Tg6+ 19.Kh1 Lh3 20.Td1 Nicht 20.Tg1 Txg1+ 21.Kxg1 Te1+ −+ 20…Lg2+ 21.Kg1 Lxf3+ 22.Kf1 Lg2+\n' +
    '22…Tg2! hätte schneller gewonnen. Zum Beispiel: 23.Dd3 Txf2+ 24.Kg1 Tg2+ 25.Kh1 Tg1#\n' +
    '23.Kg1 Lh3+ 24.Kh1 Lxf2 25.Df1 Absolut erzwungen. 25…Lxf1 26.Txf1 Te2 27.Ta1 Th6 28.d4 Le3 0–1\n';

  it('translates as the same page with its spaces put back does, byte for byte, with every comment and the evaluation kept', () => {
    const a = translatePgn(glued, { from: 'de', to: 'en' });
    const b = translatePgn(spaced, { from: 'de', to: 'en' });
    expect(a.failures).toEqual([]);
    expect(a.pgn).toBe(b.pgn);
    for (const words of ['{Nicht}', '{Absolut erzwungen.}', 'hätte schneller gewonnen. Zum Beispiel:']) expect(a.pgn).toContain(words);
    // (the evaluation −+ after 21.Te1+ is its NAG, $19: Black is winning)
    expect(a.pgn.replace(/\s+/g, ' ')).toContain('21. Kxg1 Re1+ $19)');
    // (the game is the line its result is written after: 22…Tg2! is the annotator's improvement)
    expect(a.pgn.replace(/\s+/g, ' ')).toContain('28. d4 Be3 0-1');
  });

  it('its first line is the game chess.js plays (33 plies, Paulsen–Morphy 1857)', () => {
    const first = glued.split('\n')[0]!;
    const moves = [
      'e4', 'e5', 'Nf3', 'Nc6', 'Nc3', 'Nf6', 'Bb5', 'Bc5', 'O-O', 'O-O', 'Nxe5', 'Re8', 'Nxc6', 'dxc6', 'Bc4', 'b5', 'Be2', 'Nxe4',
      'Nxe4', 'Rxe4', 'Bf3', 'Re6', 'c3', 'Qd3', 'b4', 'Bb6', 'a4', 'bxa4', 'Qxa4', 'Bd7', 'Ra2', 'Rae8', 'Qa6',
    ]; // prettier-ignore
    const r = translatePgn(first, { from: 'de', to: 'iccf' });
    expect(mainLine(r.pgn)).toBe(iccf(moves).join(' '));
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_STYLE']);
  });
});
