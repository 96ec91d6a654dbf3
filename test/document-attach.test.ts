// Which line a sequence of moves in a document goes on with (issue 13, src/prose/attach.ts): the
// commentary between the game's rows holds numbered alternatives, and the board, looking ahead,
// tells whether a sequence goes on with the main game or with the side line before it. The texts
// are written for these tests in the ways books, magazines and lessons write them (French lesson
// rows, Russian OCR, Polish commentary, English two-column descriptive, German and Spanish); every
// expected game and variation is written by hand and checked move by move with chess.js here.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { documentGames } from '../src/prose/document-games.js';
import { mainLine } from './helpers/pgn-lines.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** The SAN moves `moves` played from the initial position after `before` (all legal: chess.js throws otherwise). */
const legal = (before: string, moves: string): string => playedSan(sanWords(moves), { before: sanWords(before) }).join(' ');

interface Case {
  readonly from: string;
  readonly text: string;
  /** The main game in SAN. */
  readonly main: string;
  /** Variations as the output writes them (numbers included); each checked with chess.js from `before`. */
  readonly variations?: ReadonlyArray<{ readonly before: string; readonly pgn: string }>;
  /** `line:column CODE` of problems the document reading must report. */
  readonly problems?: readonly string[];
}

/** The document reading's game in SAN (its ICCF text read back), the command's output, both checked against `c`. */
function check(c: Case): { doc: string; out: string } {
  // (the document reading: one game, complete, the alternatives where they branch off)
  const reading = documentGames(c.text, { from: c.from, to: 'iccf' });
  expect(reading.games).toHaveLength(1);
  expect(reading.games[0]!.lostAt).toBeUndefined();
  const doc = translatePgn(reading.games[0]!.pgn, { from: 'iccf', to: 'en' });
  expect(doc.failures).toEqual([]);
  expect(mainLine(doc.pgn)).toBe(legal('', c.main));
  for (const v of c.variations ?? []) {
    const moves = v.pgn
      .split(' ')
      .filter((w) => !/^\d+\.+$/.test(w))
      .join(' ');
    expect(legal(v.before, moves)).toBe(moves);
    // (the variation's moves, its words, glyphs and numbers left out)
    const bare = doc.pgn
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/\$\d+/g, ' ')
      .replace(/\d+\.+ /g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(');
    // (its first move numbered as written: White's or Black's)
    expect(bare.replace(/\(/g, ' ( ')).toMatch(new RegExp(`\\( ${moves.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ )]`));
    expect(doc.pgn).toContain(v.pgn.split(' ').slice(0, 2).join(' '));
  }
  const said = reading.problems.map((p) => `${p.line}:${p.column} ${p.code}`);
  for (const p of c.problems ?? []) expect(said).toContain(p);
  // (the command reads the text, as a document or as PGN, to the same game, and fails nothing)
  const r = translatePgn(c.text, { from: c.from, to: 'en' });
  expect(r.failures.map((f) => f.message)).toEqual([]);
  expect(r.pgn.trim().split(/\n\n/)).toHaveLength(1);
  expect(mainLine(r.pgn)).toBe(legal('', c.main));
  return { doc: doc.pgn, out: r.pgn };
}

const outputs: string[] = [];

describe('French lesson rows `N/ white - black ;` with alternatives written as rows inside sentences', () => {
  /** 1.e4 e5 2.Nf3 Nc6 3.d4 exd4 4.Bc4 Qe7 5.c3 Nf6 6.O-O Ne5 7.Nxe5 Qxe5 8.cxd4 Qxe4 9.Re1 Be7 */
  const main = 'e4 e5 Nf3 Nc6 d4 exd4 Bc4 Qe7 c3 Nf6 O-O Ne5 Nxe5 Qxe5 cxd4 Qxe4 Re1 Be7';
  const before6 = 'e4 e5 Nf3 Nc6 d4 exd4 Bc4 Qe7 c3 Nf6 O-O';
  const text =
    'Une partie de démonstration.\n\n' +
    '1/ e4 - e5 ;\n' +
    '2/ Cf3 - ... ;\n' +
    'Le Cavalier en f3 attaque le pion e5 et contrôle d4.\n' +
    '2/ ... - Cc6 ;\n' +
    '3/ d4 - exd4 ;\n' +
    '4/ Fc4 - De7 ;\n' +
    '5/ c3 - Cf6 ;\n' +
    '6/ 0-0 - Ce5? ;\n' +
    'Sur 6/ ... - Dxe4?? ; les blancs jouent 7/ Te1! et gagnent la Dame.\n' +
    '7/ Cxe5 - ... ;\n' +
    '7/ c x d4? serait mauvais à cause de 7/ ... - C x f3+ et après 8/ g x f3 le Roi blanc est exposé.\n' +
    '7/ ... - Dxe5 ;\n' +
    '8/ cxd4 - ... ;\n' +
    'La Dame est attaquée.\n' +
    '8/ - Dxe4 ; forcé.\n' +
    '9/ Te1 - Fe7 ;\n';

  it('a row in the sentence after a side line goes on with it (6...Qxe4 7.Re1); the row the game passed starts a side line (7.cxd4 Nxf3+ 8.gxf3)', () => {
    const { out } = check({
      from: 'fr',
      text,
      main,
      variations: [
        { before: before6, pgn: '6... Qxe4 7. Re1' },
        { before: `${before6} Ne5`, pgn: '7. cxd4 Nxf3+ 8. gxf3' },
      ],
    });
    outputs.push(out);
    // (the square named in the sentence under `2/ Cf3 - ... ;` is a word: Black's second move is the row's)
    expect(out).toContain('{Le Cavalier en f3 attaque le pion e5 et contrôle d4.}');
  });
  it('an alternative printed as a row before the game’s row of that number is a side line: the later rows go on with the game’s', () => {
    // (both readings are legal to the end of their rows; the rows after `7/ Cxe5 - Dxe5 ;` go on with it)
    const rows = text.replace('7/ Cxe5 - ... ;\n', '').replace('7/ ... - Dxe5 ;\n', '7/ Cxe5 - Dxe5 ;\n');
    expect(rows).not.toBe(text);
    outputs.push(
      check({
        from: 'fr',
        text: rows,
        main,
        variations: [
          { before: before6, pgn: '6... Qxe4 7. Re1' },
          { before: `${before6} Ne5`, pgn: '7. cxd4 Nxf3+ 8. gxf3' },
        ],
      }).out,
    );
  });
});

describe('Russian book OCR: moves glued, a number glued to the word before it, З for 3', () => {
  const main = 'e4 e5 Nf3 d6 Bc4 Nc6 d4 Bd7 Nc3 Nf6 O-O';
  it('the variation paragraph is a side line of Black’s 4th; the game’s next row continues the game', () => {
    outputs.push(
      check({
        from: 'ru',
        text: '1.e4e5 2.Кf3d6 3.Сc4Кc6 4.d4Сd7.\nВслучае4...ed 5.Кd4Сd7 6. КсЗ Кf6 у белых свободная игра.\n5.Кc3Кf6 6.0-0.\n',
        main,
        variations: [{ before: 'e4 e5 Nf3 d6 Bc4 Nc6 d4', pgn: '4... exd4 5. Nxd4 Bd7 6. Nc3 Nf6' }],
      }).out,
    );
  });

  it('a numbered move in the sentence of the variation goes on with it (4...exd4 5.Nc3), the next one branches in it (5.Nd4)', () => {
    outputs.push(
      check({
        from: 'ru',
        text: '1.e4e5 2.Кf3d6\n3.Сc4Кc6 4.d4Сd7.\nВслучае4...ed белые играют 5.КсЗ, а не сразу 5.Кd4.\n5.Кc3Кf6 6.0-0.\n',
        main,
        variations: [
          { before: 'e4 e5 Nf3 d6 Bc4 Nc6 d4', pgn: '4... exd4 5. Nc3' },
          { before: 'e4 e5 Nf3 d6 Bc4 Nc6 d4 exd4', pgn: '5. Nxd4' },
        ],
      }).out,
    );
  });

  it('a variation the board cannot read (`ed5.`: no pawn takes on d5) stays words with a warning; the game is complete', () => {
    const { out } = check({
      from: 'ru',
      text: '1.e4e5 2.Кf3d6 3.Сc4Кc6 4.d4Сd7.\nВслучае4...ed5. Кd4Сd7 6. КсЗ Кf6 у белых свободная игра.\n5.Кc3Кf6 6.0-0.\n',
      main,
      problems: ['2:12 ERR_MOVE_ILLEGAL'],
    });
    outputs.push(out);
    const r = translatePgn(
      '1.e4e5 2.Кf3d6 3.Сc4Кc6 4.d4Сd7.\nВслучае4...ed5. Кd4Сd7 6. КсЗ Кf6 у белых свободная игра.\n5.Кc3Кf6 6.0-0.\n',
      {
        from: 'ru',
        to: 'en',
      },
    );
    // (translate reads the word glued to the number, `Вслучае4...`, as it reads `Вслучае 4...`: a sentence citing a move
    // back in the game, kept whole as a comment with its note; the game is complete)
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('{Вслучае4...ed5. Кd4Сd7 6. КсЗ Кf6 у белых свободная игра.} 5. Nc3 Nf6 6. O-O');
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toContain(
      '2:1 W_TEXT_AS_COMMENT',
    );
  });
});

describe('Polish commentary, captures not marked: an alternative at the end of a line, the game’s next row on the next', () => {
  it('4...d5 on the next line is the main game’s Black 4th, not the side line 4.Sf3 going on (7.Sd5 is Nxd5, from c3)', () => {
    const { doc, out } = check({
      from: 'pl',
      text:
        '1.e4 c6 2.c4 e6 3.d4 Sf6 4.Sc3 Najlepsze jest według mnie 4.Sf3\n' +
        '4...d5 5.cd5 cd5 6.Hb3 Sc6 7.Sd5 Sd5 8.ed5 ed5 9.Hd5 i białe mają pionka więcej.\n',
      main: 'e4 c6 c4 e6 d4 Nf6 Nc3 d5 cxd5 cxd5 Qb3 Nc6 Nxd5 Nxd5 exd5 exd5 Qxd5',
      variations: [{ before: 'e4 c6 c4 e6 d4 Nf6', pgn: '4. Nf3' }],
    });
    outputs.push(out);
    // (the side line is the one move: 4...d5 is not its)
    expect(doc.replace(/\s+/g, ' ')).toContain('4. Nf3) 4... d5');
  });
  it('the same where the game’s moves go on in the middle of a line after a sentence (no row printed since move 1)', () => {
    outputs.push(
      check({
        from: 'pl',
        text:
          '1.e4 c6 2.c4 e6 Ciekawy wybór. 3.d4 Sf6 4.Sc3 Najlepsze jest według mnie 4.Sf3\n' +
          '4...d5 5.cd5 cd5 6.Hb3 Sc6 7.Sd5 Sd5 8.ed5 ed5 9.Hd5 i białe mają pionka więcej.\n',
        main: 'e4 c6 c4 e6 d4 Nf6 Nc3 d5 cxd5 cxd5 Qb3 Nc6 Nxd5 Nxd5 exd5 exd5 Qxd5',
        variations: [{ before: 'e4 c6 c4 e6 d4 Nf6', pgn: '4. Nf3' }],
      }).out,
    );
  });
  it('a row the board rejects, then a row that takes the same move up again: the rejected move stays words, the game goes on', () => {
    // (`Hd1`: no queen reaches d1; the next row gives move 8 again)
    const text =
      '1.e4 c6 2.c4 e6 3.d4 Sf6 4.Sc3 d5 5.cd5 cd5\n6.Hb3 Sc6 7.Gb5 Gd7\n' +
      '8.Sf3 Hd1 Ten ruch jest niemożliwy, autor pomylił się.\n8.Sf3 Gb4 9.O-O O-O\n';
    const { out } = check({
      from: 'pl',
      text,
      main: 'e4 c6 c4 e6 d4 Nf6 Nc3 d5 cxd5 cxd5 Qb3 Nc6 Bb5 Bd7 Nf3 Bb4 O-O O-O',
    });
    outputs.push(out);
    const r = translatePgn(text, { from: 'pl', to: 'en' });
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toContain(
      '3:7 W_PROSE_UNCHECKED',
    );
    // (without the row that takes move 8 up again, the row's move is the game's: an error, as before)
    expect(translatePgn(text.replace('8.Sf3 Gb4 9.O-O O-O\n', ''), { from: 'pl', to: 'en' }).failures).toHaveLength(1);
  });
});

describe('English descriptive, two columns flattened: White’s and Black’s moves both carry the number', () => {
  const main = 'e4 e5 Nf3 d6 d4 Nf6 Nc3 exd4 Qxd4 Be7 Bf4 O-O O-O-O Nc6 Qd2 Be6 Kb1 a6';
  it('`3. P x P` is Black’s (no White capture), `4. Q x P` its reply, `4. Q Kt to B 3` the game’s next pair', () => {
    const text =
      'GAME IV.\n\nBetween Mr. Smith and Mr. Jones.\n\n(Philidor’s Defence.)\n\nWHITE. (Mr. S.) BLACK. (Mr. J.)\n' +
      '1. P to K 4 1. P to K 4 2. K Kt to B 3 2. P to Q 3 3. P to Q 4 3. K Kt to B 3 This is now preferred to 3. P x P, ' +
      'since White then regains the pawn by 4. Q x P. 4. Q Kt to B 3 4. P x P 5. QxP 5. B to K 2 6. B to K B 4 6. Castles ' +
      '7. Castles (Q R) If 7. B to Q 3, Black answers 7. Q Kt to B 3 8. Q to Q R 4 with equality. 7. Q Kt to B 3 ' +
      '8. Q to Q 2 8. B to K 3 9. K to Kt sq 9. P to Q R 3\n';
    const { out } = check({
      from: 'en',
      text,
      main,
      variations: [
        { before: 'e4 e5 Nf3 d6 d4', pgn: '3... exd4' },
        { before: 'e4 e5 Nf3 d6 d4 Nf6 Nc3 exd4 Qxd4 Be7 Bf4 O-O', pgn: '7. Bd3' },
      ],
      // (`4. Q Kt to B 3` could also be Black's 4th in the side line: both readings stay legal, the game's is taken and said)
      problems: ['8:161 W_READING_AMBIGUOUS'],
    });
    outputs.push(out);
    expect(out.replace(/\s+/g, ' ')).toContain('3... exd4 {since White then regains the pawn by} 4. Qxd4) 4. Nc3 exd4');
  });
  it('after a note, the number of the game’s next Black move is Black’s (3. P to Q R 3); inside a sentence it is an alternative as written (8. P to Q 4)', () => {
    const text =
      'WHITE. BLACK.\n' +
      '1. P to K 4 1. P to K 4 2. K Kt to B 3 2. Q Kt to B 3 3. B to Q Kt 5 The Ruy Lopez, the most searching of openings. ' +
      '3. P to Q R 3 4. B to R 4 4. K Kt to B 3 5. Castles 5. B to K 2 6. R to K sq 6. P to Q Kt 4 7. B to Kt 3 7. P to Q 3 ' +
      '8. P to B 3 Better than 8. P to Q 4, which Black meets by 8. B to Kt 5. 8. Castles 9. P to K R 3 9. Kt to Q R 4\n';
    const { doc, out } = check({
      from: 'en',
      text,
      main: 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5',
      // (`Kt 5.` before a number: the rank with a full stop, not a number `5.`)
      variations: [{ before: 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6', pgn: '8. d4 Bg4' }],
    });
    outputs.push(out);
    expect(doc).toContain('3... a6');
  });
});

describe('German and Spanish: the same rule in other languages', () => {
  const main = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e5 Nb3 Be7 O-O O-O';
  const before6 = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2';
  it('German: a numbered move in the sentence of a side line goes on with it (6...e6 7.g4), not with the game', () => {
    outputs.push(
      check({
        from: 'de',
        text: '1.e4 c5 2.Sf3 d6 3.d4 cxd4 4.Sxd4 Sf6 5.Sc3 a6 6.Le2 e5\nNach 6...e6 spielt Weiß 7.g4 mit Angriff.\n7.Sb3 Le7 8.O-O O-O\n',
        main,
        variations: [{ before: before6, pgn: '6... e6 7. g4' }],
      }).out,
    );
  });

  it('Spanish: both readings legal to the end after a line break: the game takes the row, with W_READING_AMBIGUOUS', () => {
    outputs.push(
      check({
        from: 'es',
        text: '1.e4 c5 2.Cf3 d6 3.d4 cxd4 4.Cxd4 Cf6 5.Cc3 a6 6.Ae2 e5 Otros prefieren 6...e6\n7.Cb3 Ae7 8.O-O O-O\n',
        main,
        variations: [{ before: before6, pgn: '6... e6' }],
        problems: ['2:1 W_READING_AMBIGUOUS'],
      }).out,
    );
  });
});

describe('a sentence ending with a colon introduces the row after it: the going on of the line the sentence cites', () => {
  it('English lesson: a line printed in rows as it would go, then `if Black plays 3. ... a6, White goes on:` and the row `4. Ba4`', () => {
    // (4.Ba4 is legal after 3...Nf6 too, as another move for the printed 4.O-O: the colon says it answers 3...a6, and
    // the rows after it go on with that line, which has more rows than the one printed first: the game's)
    const text =
      'The opening:\n\n1. e4 e5\n2. Nf3 Nc6\n3. Bb5\n\n' +
      'Black need not fear the pin. The game would then go on as follows:\n\n3. ... Nf6\n4. O-O Be7\n5. Re1 d6\n\n' +
      'and Black is solid. If Black asks the question at once with 3. ... a6, then White goes on:\n\n4. Ba4\n\n' +
      'keeping the pin. The best reply seems to be:\n\n4. ... Nf6\n5. O-O Be7\n';
    const { doc } = check({
      from: 'en',
      text,
      main: 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7',
      variations: [{ before: 'e4 e5 Nf3 Nc6 Bb5', pgn: '3... Nf6 4. O-O Be7 5. Re1 d6' }],
    });
    outputs.push(doc);
    const reading = documentGames(text, { from: 'en', to: 'iccf' });
    expect(reading.problems.filter((p) => p.code !== 'W_READING_AMBIGUOUS' || p.severity !== 'warning')).toEqual([]);
  });

  it('Spanish lecture: `si las negras juegan 3…, Cf6, las blancas siguen:` then the row `4. Cg5`, Black’s ellipsis after the number', () => {
    const text =
      'Las jugadas:\n\n1. e4 e5\n2. Cf3 Cc6\n3. Ac4\n\n' +
      'Las negras pueden jugar con calma. La partida seguiría así:\n\n3. … Ae7\n4. d4 d6\n\n' +
      'con una posición sólida. Pero si las negras juegan 3…, Cf6, las blancas siguen:\n\n4. Cg5\n\n' +
      'atacando f7. La respuesta más firme es:\n\n4. … d5\n5. exd5 Ca5\n';
    outputs.push(
      check({
        from: 'es',
        text,
        main: 'e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5',
        variations: [{ before: 'e4 e5 Nf3 Nc6 Bc4', pgn: '3... Be7 4. d4 d6' }],
      }).doc,
    );
  });
});

describe('an exclamation mark after a word ends the sentence of a side line cited inside it', () => {
  it('Spanish: `si las blancas jugaban 5.Ae3, … ¡pero el blanco quiere más! 5...d6`: 5...d6 is no move of 5.Ae3’s sentence', () => {
    // (5...d6 is legal after 5.Be3 and after the game's 5.Nc3: in a sentence of its own the text after it decides, and
    // 6.Nd5 is legal only after 5.Nc3)
    outputs.push(
      check({
        from: 'es',
        text:
          'Partida de ejemplo. 1.e4 e5 2.Cf3 Cc6 3.Ac4 Cf6 4.d3 Ae7 5.Cc3 Una jugada natural, aunque si las blancas jugaban 5.Ae3, ' +
          'la partida se igualaba, ¡pero el blanco quiere más! 5...d6 Sólido. 6.Cd5 Cxd5 7.Axd5 Ad7\n',
        main: 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 Nc3 d6 Nd5 Nxd5 Bxd5 Bd7',
        variations: [{ before: 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7', pgn: '5. Be3' }],
      }).out,
    );
  });
});

describe.skipIf(PGN_EXTRACT === undefined)('pgn-extract', () => {
  it('reads every game written above without complaint', () => {
    expect(outputs.length).toBeGreaterThan(0);
    for (const pgn of outputs) expect(pgnExtractReads(pgn).complaints).toEqual([]);
  });
});
