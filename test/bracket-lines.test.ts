// Which line a sequence of moves in a commented text belongs to (issue 13, moves inside prose): a line
// opened inside brackets ends at its closing bracket; an alternative in the same sentence as a side
// line belongs to it; square brackets hold variations as round ones do. The texts are written for
// these tests in the shape of annotated pages (Catalan, Czech, Polish, German, Hebrew right to left);
// every expected game and variation is written by hand and played with chess.js here.
import { describe, expect, it } from 'vitest';
import { translateProse } from '../src/index.js';
import { translateDocument } from '../src/translate/document.js';
import { withVariationBrackets } from '../src/prose/brackets.js';
import { mainLine } from './helpers/pgn-lines.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** The SAN moves `moves` played after `before` from the initial position (chess.js throws at a move not legal). */
const legal = (before: string, moves: string): string => playedSan(sanWords(moves), { before: sanWords(before) }).join(' ');

interface Case {
  readonly from: string;
  readonly text: string;
  /** The main game in SAN. */
  readonly main: string;
  /**
   * Variations as the output writes them (numbers included), each right after its opening bracket (words before it in a
   * comment allowed), checked with chess.js from `before`; `inside`: the variation it is nested in, written before it.
   */
  readonly variations: ReadonlyArray<{ readonly before: string; readonly pgn: string; readonly inside?: string }>;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document reading's one game, in English: its main line and its variations, as `c` expects; returns its text. */
function checkDocument(c: Case): string {
  const games = translateDocument(c.text, 'test.txt', { from: c.from, to: 'en' });
  expect(games.map((g) => g.message ?? '')).toEqual(['']);
  const pgn = games[0]!.text.replace(/\s+/g, ' ');
  expect(mainLine(pgn)).toBe(legal('', c.main));
  for (const v of c.variations) {
    const moves = v.pgn
      .split(' ')
      .filter((w) => !/^\d+\.+$/.test(w) && !/^\$\d+$/.test(w))
      .join(' ');
    expect(legal(v.before, moves)).toBe(moves);
    const at = `\\((?:\\{[^}]*\\} )?${escape(v.pgn)}`;
    expect(pgn).toMatch(new RegExp(v.inside === undefined ? at : `\\((?:\\{[^}]*\\} )?${escape(v.inside)} [^)]*${at}`));
  }
  return pgn;
}

/** `prose` on the text: every move checked on a board, no error. */
function checkProse(c: Case, moves: number): void {
  const r = translateProse(c.text, { from: c.from, to: 'en' });
  expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  expect(r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED')).toEqual([]);
  expect(r.moves).toBe(moves);
  expect(r.checked).toBe(moves);
}

/** A Two Knights-like Italian game, the lead's example of a page: White's attack on g5. */
const ITALIAN = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 d6 d4 Bb6 O-O Nge7 Bg5 O-O Nbd2 h6 Bh4 g5 Bxg5 hxg5 Nxg5 Kg7 Qh5 Rh8';
const ITALIAN_6 = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 d6 d4 Bb6 O-O';
const ITALIAN_VARIATIONS = [
  { before: ITALIAN_6, pgn: '6... Nf6' },
  { before: `${ITALIAN_6} Nge7`, pgn: '7. dxe5 $1 dxe5 8. Qxd8+ Kxd8' },
  { before: `${ITALIAN_6} Nge7`, pgn: '7. Ng5 $3 O-O 8. Qh5' },
  // (not a move of the closed line 7.Ng5 O-O 8.Qh5, where it is legal too: an alternative to the game's 8...h6)
  { before: `${ITALIAN_6} Nge7 Bg5 O-O Nbd2`, pgn: '8... exd4' },
];

describe('a line opened inside brackets ends at its closing bracket', () => {
  const catalan: Case = {
    from: 'ca',
    text:
      '1.e4 e5 2.Cf3 Cc6 3.Ac4 Ac5 4.c3 d6 5.d4 Ab6 6.0-0 Cge7? Un error. [era millor 6...Cf6!]\n' +
      '7.Ag5? [Una bona opció era: 7.dxe5! dxe5 8.Dxd8+ Rxd8.][Encara millor: 7.Cg5!! 0-0 8.Dh5 amb atac.] 7...0-0 8.Cbd2? h6? ' +
      '[Cap dels dos va veure que 8...exd4 guanya un peó.] 9.Ah4? g5? 10.Axg5!! hxg5 11.Cxg5 Rg7! 12.Dh5 Th8 1-0\n',
    main: ITALIAN,
    variations: ITALIAN_VARIATIONS,
  };

  it('Catalan, square brackets glued `][`: 8...exd4 is a variation of the game at move 8, and the game reads to 1-0', () => {
    const pgn = checkDocument(catalan);
    // (the variations of move 7 in the order the text gives them, the first opened after the game's 7.Bg5)
    expect(pgn).toMatch(/7\. Bg5 \$2 \(\{Una bona opció era:\} 7\. dxe5 \$1 dxe5 8\. Qxd8\+ Kxd8\) \(\{Encara millor:\} 7\. Ng5/);
    expect(pgn).toMatch(/ 1-0\s*$/);
    checkProse(catalan, 33);
  });

  it('Catalan, the same text with round brackets: the same game and variations', () => {
    const round = { ...catalan, text: catalan.text.replace(/\[/g, '(').replace(/\]/g, ')') };
    checkDocument(round);
    checkProse(round, 33);
  });

  it('Hebrew (right to left): a transposition in brackets is not gone on with by a later 4th move', () => {
    const c: Case = {
      from: 'he',
      text:
        '1. e4 e5 2. פf3 פc6 3. d4 exd4\n' +
        'זו הפתיחה הסקוטית (אותה עמדה מתקבלת אחרי 1. e4 e5 2. d4 exd4 3. פf3 פc6).\n' +
        '4. פxd4 רc5 5. רe3 מהf6\n' +
        'הגמביט הסקוטי 4. רc4 רc5 5. c3 מוביל למשחק חד.\n' +
        '6. c3 פge7\n',
      main: 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Bc5 Be3 Qf6 c3 Nge7',
      variations: [
        { before: 'e4 e5', pgn: '2. d4 exd4 3. Nf3 Nc6' },
        // (the Scotch Gambit: a variation of the game's 4th move, not the transposition going on)
        { before: 'e4 e5 Nf3 Nc6 d4 exd4', pgn: '4. Bc4 Bc5 5. c3' },
      ],
    };
    const pgn = checkDocument(c);
    expect(pgn).toMatch(/\(\{[^}]*\} 2\. d4 exd4 3\. Nf3 Nc6\)/);
    checkProse(c, 21);
  });
});

describe('an alternative in the same sentence as a side line belongs to it; the game goes on after the full stop', () => {
  it('Czech: 6...h6 after "nebo" answers 6.Jd2, and 6...exf3 is the game to 8...Jxd7', () => {
    const c: Case = {
      from: 'cs',
      text:
        '1. c4 e5 2. Jc3 Jc6 3.Jf3 f5 4. d4 e4 5. Sg5 Jf6 6. d5? Chyba. Správně 6. Jd2 Jxd4 7. Jdxe4! nebo 6. ... h6 ' +
        '7. Sxf6 Dxf6 8. e3 s výhodou bílého. 6. ... exf3 7. dxc6 fxg2 8. cxd7+? Po 8. Sxg2 bxc6 je černý lepší. ' +
        '8. ... Jxd7!! a bílý se vzdal.\n',
      main: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 d5 exf3 dxc6 fxg2 cxd7+ Nxd7',
      variations: [
        { before: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6', pgn: '6. Nd2 Nxd4' },
        { before: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 Nd2', pgn: '6... h6 7. Bxf6 Qxf6 8. e3', inside: '6. Nd2 Nxd4' },
        { before: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 d5 exf3 dxc6 fxg2', pgn: '8. Bxg2 bxc6' },
      ],
    };
    checkDocument(c);
    checkProse(c, 25);
  });

  it('Polish, the same shape ("albo" = or): the same game and variations', () => {
    const c: Case = {
      from: 'pl',
      text:
        '1. c4 e5 2. Sc3 Sc6 3.Sf3 f5 4. d4 e4 5. Gg5 Sf6 6. d5? Błąd. Należało 6. Sd2 Sxd4 7. Sdxe4! albo 6. ... h6 ' +
        '7. Gxf6 Hxf6 8. e3 z przewagą białych. 6. ... exf3 7. dxc6 fxg2 8. cxd7+? Po 8. Gxg2 bxc6 czarne stoją lepiej. ' +
        '8. ... Sxd7!! i białe poddały się.\n',
      main: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 d5 exf3 dxc6 fxg2 cxd7+ Nxd7',
      variations: [
        { before: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 Nd2', pgn: '6... h6 7. Bxf6 Qxf6 8. e3', inside: '6. Nd2 Nxd4' },
        { before: 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 d5 exf3 dxc6 fxg2', pgn: '8. Bxg2 bxc6' },
      ],
    };
    checkDocument(c);
    checkProse(c, 25);
  });

  it('Czech, where the text does not come back to move 6: the game takes 6...h6, and a warning says it may be the side line', () => {
    // (6...h6 7.Sxf6 Dxf6 8.e3 is legal both after the game's 6.d5 and after the side line's 6.Jd2: only a later
    // `6. ... exf3` would tell, and there is none)
    const text =
      '1. c4 e5 2. Jc3 Jc6 3. Jf3 f5 4. d4 e4 5. Sg5 Jf6 6. d5? Krok na bludnou cestu. Správně 6. Jd2 Jxd4 7. Jdxe4! ' +
      'nebo 6. ... h6 7. Sxf6 Dxf6 8. e3 s výhodou bílého.\n';
    const main = 'c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 d5 h6 Bxf6 Qxf6 e3';
    const h6 = text.indexOf('h6');
    const games = translateDocument(text, 'test.txt', { from: 'cs', to: 'en' });
    expect(games).toHaveLength(1);
    expect(mainLine(games[0]!.text.replace(/\s+/g, ' '))).toBe(legal('', main));
    // (the document's warning names the move as a game's does: 6...h6, the 12th half-move)
    expect(games[0]!.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS').map((w) => w.position)).toEqual([
      { ply: 12, moveNumber: 6, color: 'black', token: '', line: 1, column: h6 + 1 },
    ]);
    expect(translateProse(text, { from: 'cs', to: 'en' }).problems.filter((p) => p.code === 'W_READING_AMBIGUOUS')).toEqual([
      expect.objectContaining({ written: 'h6', ply: 12, line: 1, column: h6 + 1 }),
    ]);
    // (the side line's own answer is legal too, so the tie is real)
    expect(legal('c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 Nd2', 'h6 Bxf6 Qxf6 e3')).toBe('h6 Bxf6 Qxf6 e3');
  });
});

describe('square brackets hold a variation as round ones do', () => {
  const RUY = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4';

  it('German: a round bracket nested in a square one is a variation inside the variation', () => {
    const c: Case = {
      from: 'de',
      text:
        '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.0-0 Le7 6.Te1 b5 7.Lb3 d6 8.c3 0-0 9.h3 Sa5 10.Lc2 c5 11.d4 Dc7 ' +
        '[Oder 11...Sc4 12.b3 Sb6 (Zu gefährlich ist 12...Sa3) 13.Sbd2] 12.Sbd2 cxd4 13.cxd4 Sc6\n',
      main: `${RUY} Qc7 Nbd2 cxd4 cxd4 Nc6`,
      variations: [
        { before: RUY, pgn: '11... Nc4 12. b3 Nb6' },
        { before: `${RUY} Nc4 b3`, pgn: '12... Na3', inside: '11... Nc4 12. b3 Nb6' },
      ],
    };
    const pgn = checkDocument(c);
    // (one variation, with the nested one inside it, and 13.Nbd2 after it, then the game's 12.Nbd2)
    expect(legal(`${RUY} Nc4 b3 Nb6`, 'Nbd2')).toBe('Nbd2');
    expect(pgn).toContain('11... Nc4 12. b3 Nb6 ({Zu gefährlich ist} 12... Na3) 13. Nbd2) 12. Nbd2 cxd4');
    checkProse(c, 31);
  });

  it('only a square bracket that holds a numbered move is read as a variation; offsets and other brackets unchanged', () => {
    const text =
      '[Event "Open 1. Runde"]\nSiehe [1] und [#] oder [Hans Muster]1.e4, [edit], [link 1.e4](https://x.org/1.e4) ' +
      '[ 8.dxe5 dxe5 ] [Oder 6. ... h6 7.Sf3] [12.0-0]';
    const read = withVariationBrackets(text);
    expect(read).toHaveLength(text.length);
    expect(read).toBe(
      '[Event "Open 1. Runde"]\nSiehe [1] und [#] oder [Hans Muster]1.e4, [edit], [link 1.e4](https://x.org/1.e4) ' +
        '( 8.dxe5 dxe5 ) (Oder 6. ... h6 7.Sf3) (12.0-0)',
    );
  });
});

describe('a bracket that opens with words and goes on from the game: the moves after it at the same number are the game', () => {
  // (step 6 of attach.ts: the bracket's line gives way also where the next number is bare and a `/` stands between)
  it("Spanish newspaper column, bare numbers and ` / ` between pairs: 6.Nxe5 in the bracket is a variation of the game's 6.Re1", () => {
    const c: Case = {
      from: 'es',
      text:
        'Una partida de club\n' +
        '1 e4, e5 / 2 Cf3, Cc6 / 3 Ac4, Cf6 / 4 d3 (una línea tranquila) 4... Ae7 / 5 0-0, 0-0 (tan sólido como aburrido. ' +
        'No conviene aceptar: 6 C - e5, C - e5 / 7 d4, Cg6 etcétera) / 6 Te1, d6 / 7 c3, Ag4 / 8 h3, Ah5 y tablas.\n',
      main: 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O Re1 d6 c3 Bg4 h3 Bh5',
      variations: [{ before: 'e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O', pgn: '6. Nxe5 Nxe5 7. d4 Ng6' }],
    };
    const pgn = checkDocument(c);
    // (the words that open the bracket's line stand before it, its last word at its end)
    expect(pgn).toContain('6. Re1 ({No conviene aceptar:} 6. Nxe5 Nxe5 7. d4 Ng6 {etcétera}) 6... d6');
  });

  it('Italian, a numbered line in the bracket and the game numbered again right after it: 5.Bxf6 is a variation of 5.e3', () => {
    const c: Case = {
      from: 'it',
      text: '1. d4 d5 2. c4 e6 3. Cc3 Cf6 4. Ag5 Ae7 (ora il Bianco può cambiare: 5. Axf6 Axf6 6. cxd5 exd5 con gioco pari) 5. e3 0-0 6. Cf3 Cbd7\n',
      main: 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7',
      variations: [{ before: 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7', pgn: '5. Bxf6 Bxf6 6. cxd5 exd5' }],
    };
    checkDocument(c);
  });
});

describe('a side line in brackets after the last move of the game, no move of the game after it there', () => {
  // An opening list, each item a line from move 1, the first item ending with a bracket that names the move it goes
  // without, glued to a case suffix (Turkish: A knight, F bishop). Before session 24 the bracket's move was written as
  // the line going on, with a warning. The ending 'sız ("without", locale mentionSuffixes) makes it a move the sentence
  // names: a variation that plays the line's last move again, still said (it stands where the game's next move would).
  // The second item, which prints the same moves from move 1 and goes on with 3...a6, is a game of its own since
  // session 29 (each item of such a list is one: held-out-classes.test.ts); before, it went on with the first.
  const text =
    "- C60: 1.e4 e5 2.Af3 Ac6 3.Fb5 (3...a6'sız varyant)\n" + "- C70: 1.e4 e5 2.Af3 Ac6 3.Fb5 a6 (3...a6'lı varyant)\n" + 'Kaynaklar\n';

  it("Turkish opening list: the bracket's 3...a6'sız is a variation, with W_READING_AMBIGUOUS at it; the second item is a game of its own", () => {
    const games = translateDocument(text, 'test.txt', { from: 'tr', to: 'en' });
    expect(games).toHaveLength(2);
    expect(mainLine(games[0]!.text.replace(/\s+/g, ' '))).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5'));
    expect(mainLine(games[1]!.text.replace(/\s+/g, ' '))).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5 a6'));
    const a6 = text.indexOf('a6');
    expect(games[0]!.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS').map((w) => w.position)).toEqual([
      { ply: 6, moveNumber: 3, color: 'black', token: '', line: 1, column: a6 + 1 },
    ]);
  });

  it('the words after the bracket follow its moves, in the order the text has them', () => {
    const games = translateDocument(text, 'test.txt', { from: 'tr', to: 'en' }).map((g) => g.text.replace(/\s+/g, ' '));
    expect(games[0]).toContain("3. Bb5 (3. Bb5 a6 {'sız varyant}) *");
    expect(games[1]).toContain("{- C70:} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {(3...a6'lı varyant) Kaynaklar} *");
  });

  it('a game move after the bracket at the same number: the bracket is its variation, and no warning', () => {
    const game = '1.e4 e5 2.Af3 Ac6 3.Fb5 (3...a6 en sık oynanan) 3...Af6 4.0-0\n';
    const games = translateDocument(game, 'test.txt', { from: 'tr', to: 'en' });
    expect(mainLine(games[0]!.text.replace(/\s+/g, ' '))).toBe(legal('', 'e4 e5 Nf3 Nc6 Bb5 Nf6 O-O'));
    expect(games[0]!.text.replace(/\s+/g, ' ')).toContain('3. Bb5 Nf6 (3... a6 {en sık oynanan}) 4. O-O');
    expect(games[0]!.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS')).toEqual([]);
  });
});
