// Issue 13: translate's rules for a move token that fails on the board as written (moves glued
// together, a move number glued to White's move, the language's word for mate glued to a move;
// src/translate/move-fallbacks.ts, src/notation/check-words.ts) in prose (`chess-lingua prose`) and
// in documents read by `translate`, in several languages. The texts are written for these tests;
// every expected game is written by hand in English SAN and checked with chess.js (an independent
// implementation), which also gives the ICCF numbers expected.
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { translateDocument } from '../src/translate/document.js';
import { mainLines } from './helpers/pgn-lines.js';

/** The moves (English SAN) as chess.js plays them, in ICCF numeric notation; throws when one is not legal. */
function iccf(san: readonly string[]): string[] {
  const chess = new Chess();
  const digits = (sq: string): string => `${sq.charCodeAt(0) - 96}${sq[1]}`;
  const promotion: Record<string, string> = { q: '1', r: '2', b: '3', n: '4' };
  return san.map((m) => {
    const move = chess.move(m);
    return `${digits(move.from)}${digits(move.to)}${move.promotion ? promotion[move.promotion] : ''}`;
  });
}

/** Each case: language, what it shows, the text, the moves it plays (English SAN, by hand), a warning code it must give. */
type Case = readonly [string, string, string, readonly string[], string | undefined];

const MATE = ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'];
const MATE_WORDS: readonly Case[] = [
  [
    'pt',
    '"4. Df7mate" on a line of its own in a lesson (the capture not marked)',
    'Lição 3: o mate do pastor\n\n1. e4 e5\n2. Bc4 Cc6\n3. Dh5 Cf6\n4. Df7mate\n\nAs pretas perderam a partida.\n',
    MATE,
    undefined,
  ],
  [
    'es',
    '"Dxf7mate" (jaque mate)',
    'El mate del pastor: 1.e4 e5 2.Ac4 Cc6 3.Dh5 Cf6 4.Dxf7mate y las negras abandonan.\n',
    MATE,
    undefined,
  ],
  ['ru', '"Фf7мат" (Cyrillic word glued)', 'Детский мат: 1.e4 e5 2.Сc4 Кc6 3.Фh5 Кf6 4.Фf7мат, и партия окончена.\n', MATE, undefined],
  [
    'fr',
    '"Dxf7 mat" (the word after a space)',
    'Le coup du berger : 1.e4 e5 2.Fc4 Cc6 3.Dh5 Cf6 4.Dxf7 mat et les Noirs sont perdus.\n',
    MATE,
    undefined,
  ],
  [
    'fr',
    '"Dxf7mat" (échec et mat)',
    'Le coup du berger : 1.e4 e5 2.Fc4 Cc6 3.Dh5 Cf6 4.Dxf7mat et les Noirs sont perdus.\n',
    MATE,
    undefined,
  ],
];

const GLUED_NUMBERS: readonly Case[] = [
  [
    'pt',
    '"2d4" inside running prose, then "3.Cf3," after a comma',
    'Na abertura, 1.e4 e5 e depois 2d4 as brancas respondem com o centro. Depois de 2...exd4 3.Cf3, o jogador ataca.\n',
    ['e4', 'e5', 'd4', 'exd4', 'Nf3'],
    'W_STYLE',
  ],
  [
    'de',
    '"2Sf3" inside a sentence',
    'Nach 1.e4 e5 folgt 2Sf3 und Weiß greift den Bauern an. Nach 2...Sc6 3.Lb5 entsteht die Spanische Partie.\n',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
    'W_STYLE',
  ],
  [
    'ru',
    '"2Кf3," inside a sentence',
    'После 1.e4 e5 белые сыграли 2Кf3, и после 2...Кc6 3.Сb5 возникла испанская партия.\n',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
    'W_STYLE',
  ],
];

const GLUED_MOVES: readonly Case[] = [
  [
    'ru',
    '"4.d4Сd7." and "5.Кc3Кf6 6.0-0." (a Russian book: glued, a full stop after)',
    'Партия.\n\n1.e4 e5 2.Кf3 Кc6 3.Сb5 d6 4.d4Сd7. 5.Кc3Кf6 6.0-0.\n',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6', 'd4', 'Bd7', 'Nc3', 'Nf6', 'O-O'],
    'W_STYLE',
  ],
  [
    'ru',
    '"1.е4е5 2.Кf3Кc6" in a sentence (Cyrillic е; e4e5 read first as one long move, not legal)',
    'Партия началась так: 1.е4е5 2.Кf3Кc6 3.Сb5 a6, и белые отступили.\n',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'],
    'W_STYLE',
  ],
  [
    'en',
    '"1.e4c5 2.Nf3d6" in a sentence',
    'The game went 1.e4c5 2.Nf3d6 3.d4 cxd4 and White recaptured.\n',
    ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4'],
    'W_STYLE',
  ],
  [
    'de',
    '"1.e4e5 2.Sf3Sc6 3.Lb5a6."',
    'Die Partie begann mit 1.e4e5 2.Sf3Sc6 3.Lb5a6. Danach zog Weiß den Läufer zurück.\n',
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6'],
    'W_STYLE',
  ],
];

const GLUED_DASHES: readonly Case[] = [
  [
    'fr',
    '"3/ d4- exd4 ;" (a pair\'s dash glued after White\'s move, in rows of a French book)',
    'Les blancs jouent 1/ e4 - e5 ;\n2/ Cf3 - Cc6 ;\n3/ d4- exd4 ;\net gagnent.\n',
    ['e4', 'e5', 'Nf3', 'Nc6', 'd4', 'exd4'],
    'W_STYLE',
  ],
];

const ALL = [...MATE_WORDS, ...GLUED_NUMBERS, ...GLUED_MOVES, ...GLUED_DASHES];

describe("translate's rules for a token that fails as written, in prose", () => {
  it('every expected game is legal (chess.js)', () => {
    for (const [, what, , san] of ALL) expect(() => iccf(san), what).not.toThrow();
  });

  for (const [from, what, text, san, code] of ALL) {
    it(`${from}: ${what}: every move checked on a board, in ICCF as chess.js has it`, () => {
      const r = translateProse(text, { from, to: 'iccf' });
      expect(r.problems.filter((p) => p.code !== 'W_STYLE' && p.code !== 'W_LOOKALIKE').map((p) => `${p.code} ${p.message}`)).toEqual([]);
      expect(r.checked).toBe(san.length);
      // the moves written, in order: ICCF numbers only (glued moves are set apart by a space)
      expect(r.text.match(/(?<![\d])[1-8]{4}[1-4]?(?![\d])/g)).toEqual(iccf(san));
      if (code !== undefined) expect(r.problems.map((p) => p.code)).toContain(code);
    });
  }

  it('into SAN the author keeps his way of writing: glued moves stay glued, the word for mate stays', () => {
    expect(translateProse('Партия.\n\n1.e4 e5 2.Кf3 Кc6 3.Сb5 d6 4.d4Сd7. 5.Кc3Кf6 6.0-0.\n', { from: 'ru', to: 'en' }).text).toBe(
      'Партия.\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 d6 4.d4Bd7. 5.Nc3Nf6 6.0-0.\n',
    );
    expect(translateProse('Детский мат: 1.e4 e5 2.Сc4 Кc6 3.Фh5 Кf6 4.Фf7мат, и партия окончена.\n', { from: 'ru', to: 'de' }).text).toBe(
      'Детский мат: 1.e4 e5 2.Lc4 Sc6 3.Dh5 Sf6 4.Df7мат, и партия окончена.\n',
    );
    expect(
      translateProse('Na abertura, 1.e4 e5 e depois 2d4 as brancas respondem com o centro. Depois de 2...exd4 3.Cf3, o jogador ataca.\n', {
        from: 'pt',
        to: 'en',
      }).text,
    ).toBe('Na abertura, 1.e4 e5 e depois 2d4 as brancas respondem com o centro. Depois de 2...exd4 3.Nf3, o jogador ataca.\n');
  });

  it('the W_STYLE note is the one translate gives a game read so, once per text, where the rule was first used', () => {
    const r = translateProse('Партия.\n\n1.e4 e5 2.Кf3 Кc6 3.Сb5 d6 4.d4Сd7. 5.Кc3Кf6 6.0-0.\n', { from: 'ru', to: 'en' });
    const notes = r.problems.filter((p) => p.code === 'W_STYLE');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ line: 3, column: 30, written: 'd4Сd7' });
    expect(notes[0]!.message).toBe('moves separated by nothing (glued: "1.e4e52.Nf3"); written as standard PGN');
    const pgn = translatePgn('1.e4 e5 2.Кf3 Кc6 3.Сb5 d6 4.d4Сd7. 5.Кc3Кf6 6.0-0.', { from: 'ru', to: 'en' });
    expect(pgn.warnings.flatMap((g) => g.warnings.filter((w) => w.code === 'W_STYLE').map((w) => w.message))).toEqual([notes[0]!.message]);
  });

  it('a glued number that does not fit the game, and a word for mate on a word that is no move, stay words', () => {
    // (3 where move 2 is due; "Bemate" reads as no move)
    const r = translateProse('Nach 1.e4 e5 spielte er 3Sf3 in Hamburg.\n', { from: 'de', to: 'en' });
    expect(r.text).toBe('Nach 1.e4 e5 spielte er 3Sf3 in Hamburg.\n');
    expect(r.checked).toBe(2);
    const s = translateProse('Lição: 1.e4 e5 2.Bc4 Cc6 e o Bemate.\n', { from: 'pt', to: 'en' });
    expect(s.text).toBe('Lição: 1.e4 e5 2.Bc4 Nc6 e o Bemate.\n');
  });

  it('in a text that glues its numbers, one no board reaches (a move left out before it) is cut alike and said unchecked', () => {
    // (Black's 2nd move is missing: no line is at move 3, so 3d4 cxd4 4Cxd4 are rewritten by their letters, with warnings)
    const r = translateProse('A abertura: 1e4 c5 2Cf3 e depois 3d4 cxd4 4Cxd4.\n', { from: 'pt', to: 'en' });
    expect(r.text).toBe('A abertura: 1e4 c5 2Nf3 e depois 3d4 cxd4 4Nxd4.\n');
    expect(r.checked).toBe(3);
    expect(r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED').map((p) => [p.written, p.column])).toEqual([
      ['d4', 35],
      ['cxd4', 38],
      ['Cxd4', 44],
    ]);
    // (where a line is at the number and the move is not legal there, the glued word stays a word: a diagram's rows)
    const rows = translateProse('A partida: 1e4 e5 2Cf3 Cc6 3Bc4 Bc5. Diagrama: 2a2 peão branco 1a1 torre branca.\n', {
      from: 'pt',
      to: 'en',
    });
    expect(rows.text).toBe('A partida: 1e4 e5 2Nf3 Nc6 3Bc4 Bc5. Diagrama: 2a2 peão branco 1a1 torre branca.\n');
    expect(rows.problems.map((p) => p.code)).toEqual(['W_STYLE']);
  });
});

describe("translate's rules for a token that fails as written, in documents read by translate", () => {
  for (const [from, what, text, san] of ALL) {
    it(`${from}: ${what}: the document reading gives the game`, () => {
      const doc = translateDocument(text, '<doc>', { from, to: 'en' });
      expect(doc.map((o) => o.message ?? '')).toEqual(doc.map(() => ''));
      expect(doc).toHaveLength(1);
      const expected = new Chess();
      for (const m of san) expected.move(m);
      expect(mainLines(doc[0]!.text)).toEqual([expected.history().join(' ')]);
    });
  }

  it('a lesson whose PGN reading falls short is read as a document, the mate in words read as Qxf7#', () => {
    const text =
      '# Lição 3: o mate do pastor\n\nO mate do pastor começa com 1.e4 e5. O bispo vai para c4 e a dama para h5.\n\n' +
      '1. e4 e5\n2. Bc4 Cc6\n3. Dh5 Cf6\n4. Df7mate\n\nAs pretas perderam porque 3...Cf6 não defende f7; melhor era 3...De7.\n';
    const r = translatePgn(text, { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLines(r.pgn)).toEqual([MATE.join(' ')]);
    expect(r.pgn).toContain('(');
    expect(r.pgn).toContain('Qe7');
    // the word for mate is the move's mark, not a word of the comment after it
    expect(r.pgn).not.toMatch(/\{mate/);
  });

  it("the word for mate after a space is the move's mark, not a word of the comment after it (fr, es)", () => {
    const fr = translateDocument('Le coup du berger : 1.e4 e5 2.Fc4 Cc6 3.Dh5 Cf6 4.Dxf7 mat et les Noirs sont perdus.\n', '<doc>', {
      from: 'fr',
      to: 'en',
    });
    expect(fr[0]!.text.replace(/\s+/g, ' ')).toContain('4. Qxf7# {et les Noirs sont perdus.}');
    const es = translateDocument('El mate del pastor: 1.e4 e5 2.Ac4 Cc6 3.Dh5 Cf6 4.Dxf7 mate y las negras abandonan.\n', '<doc>', {
      from: 'es',
      to: 'en',
    });
    expect(es[0]!.text.replace(/\s+/g, ' ')).toContain('4. Qxf7# {y las negras abandonan.}');
  });

  it('a Russian page with glued moves after a sentence that cites the opening is read as a document', () => {
    const text =
      'Испанская партия начинается ходами 1.e4 e5 2.Кf3 Кc6 3.Сb5. Вот партия:\n\n1.e4 e5 2.Кf3 Кc6 3.Сb5 d6 4.d4Сd7. 5.Кc3Кf6 6.0-0.\n';
    const r = translatePgn(text, { from: 'ru', to: 'en' });
    expect(r.failures).toEqual([]);
    const expected = new Chess();
    for (const m of GLUED_MOVES[0]![3]) expected.move(m);
    // (the document reading: the opening cited in the sentence is the game's start, one game, no game invented)
    expect(mainLines(r.pgn)).toEqual([expected.history().join(' ')]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toContain('3:30 W_STYLE');
  });
});
