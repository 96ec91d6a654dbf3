// Real game scores from printed pages and books (test/fixtures/foreign/, copied from
// ../shared/corpus/foreign and numeric; sources in test/fixtures/SOURCES.md): each reads to the
// game the page printed, saying what it assumed, or stops with a clear report where the score
// itself is wrong.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translateMoves } from '../src/index.js';
import { foreign, gameTexts, placement, readScore } from './permissive-helpers.js';
import { hasShared, sharedPath } from './helpers/shared.js';

/** Anderssen-Kieseritzky, London 1851, in ICCF numeric (as README.md prints it). */
const IMMORTAL = (
  '5254 5755 6264 5564 6134 4884 5161 2725 3425 7866 7163 8486 4243 6685 6384 8675 8465 3736 8171 3625 7274 8566 8284 ' +
  '7576 8485 7675 4163 6678 3164 7566 2133 6835 3345 6622 6446 2211 6152 3571 5455 2816 6577 5848 6366 7866 4657'
).split(' ');

const numericOf = (movetext: string, from: string): string[] => translateMoves(movetext, { from, to: 'iccf' }).moves;

/** Whether grammars/pgn.peggy reads `5. - d6` (the change described in permissive-pgn-grammar.test.ts). */
const PGN_GRAMMAR_HAS_DASH_NUMBER = readFileSync(new URL('../grammars/pgn.peggy', import.meta.url), 'utf8').includes('dashAfterNumber');

describe('German', () => {
  it('DE-1 (schach-bremen.de): the Immortal Game, 45 plies, standard notation, no warning', () => {
    const s = readScore(foreign('de-1-anderssen-kieseritzky-1851.txt'), 'de');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toEqual(IMMORTAL);
    expect(s.warnings).toEqual([]);
  });

  it('DE-3 (herderschach.de): Paulsen-Morphy, castling with zeros and 12…Dd3 after an ellipsis', () => {
    const s = readScore(foreign('de-3-paulsen-morphy-1857.txt'), 'de');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toHaveLength(56);
    expect(s.warnings.map((w) => [w.code, w.position.moveNumber, w.position.color])).toEqual([
      ['W_CASTLE_FORM', 5, 'white'],
      ['W_CASTLE_FORM', 5, 'black'],
    ]);
    // Black's 28…Le3 ends the game as printed: the same game as the example file.
    const example = gameTexts(readFileSync(new URL('../examples/immortal-game.de.pgn', import.meta.url), 'utf8'))[1]!;
    expect(example).toContain('Paulsen');
    expect(s.numeric).toEqual(numericOf(example, 'de'));
  });

  it('the two German games embedded in a JavaScript file: game 2 reads (castling 0–0 with an en dash)', () => {
    const [, second] = gameTexts(foreign('de-js-two-games.txt'));
    const s = readScore(second!, 'de');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toHaveLength(90);
    expect(new Set(s.warnings.map((w) => w.code))).toEqual(new Set(['W_CASTLE_FORM', 'W_DASH']));
    expect(s.numeric[71]).toBe('12111'); // 36... a1=D
  });

  it('game 1 has an English "Ba3" among German moves: German alone stops two moves later, with a clear report', () => {
    const [first] = gameTexts(foreign('de-js-two-games.txt'));
    const s = readScore(first!, 'de');
    // 19. Ba3 reads as the German pawn letter (a2-a3), which the reader flags ...
    expect(s.warnings.find((w) => w.position.token === 'Ba3')).toMatchObject({ code: 'W_PAWN_LETTER', position: { moveNumber: 19 } });
    // ... and the bishop that should be on a3 is missing at 21. Lxb4.
    expect(s.error?.reason).toBe('no bishop (L) can move to b4');
    expect(s.error?.position).toMatchObject({ moveNumber: 21, color: 'white', token: 'Lxb4' });
  });

  it('DE-2: an article switching to English letters for four moves reads them as English, a warning at each', () => {
    const s = readScore(foreign('de-2-mixed-english.txt'), 'de');
    expect(s.error).toBeUndefined();
    // 12...Qg6 13.h5 Qg5 14.Qf3 Ng8: Q and N are no German letters; the game goes on in German to 17.Sd5
    expect(s.numeric).toHaveLength(33);
    expect(s.warnings.filter((w) => w.code === 'W_OTHER_LANGUAGE').map((w) => w.position.token)).toEqual(['Qg6', 'Qg5', 'Qf3', 'Ng8']);
  });
});

describe('Russian', () => {
  it('RU-1 (Wikipedia): Cyrillic е for the file e, ef for exf4, С:b5, Кр for the king', () => {
    const s = readScore(foreign('ru-1-short-algebraic.txt'), 'ru');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toEqual(IMMORTAL.slice(0, 12));
    expect(s.warnings.map((w) => `${w.position.token} ${w.code}`)).toEqual([
      'е4 W_LOOKALIKE',
      'е5 W_LOOKALIKE',
      'ef W_FILE_CAPTURE',
      'С:b5 W_CAPTURE_SYMBOL',
    ]);
  });

  it('RU-2: long algebraic with a colon for the capture', () => {
    const s = readScore(foreign('ru-2-long-algebraic.txt'), 'ru');
    expect(s.numeric).toEqual(IMMORTAL.slice(0, 4));
    expect(s.warnings.map((w) => w.code)).toEqual(['W_CAPTURE_SYMBOL']);
  });

  it("N-2: Scholar's mate in Russian long algebraic with em dashes", () => {
    const s = readScore(foreign('n-2-scholars-mate-ru-em-dash.txt'), 'ru');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toEqual(['5254', '5755', '6134', '2836', '4185', '7866', '8567']);
    expect(s.warnings.map((w) => w.code)).toEqual(Array(6).fill('W_DASH'));
  });

  it('XX-1: machine translations with broken letters are reported, not misread', () => {
    // German page: Russian С (bishop) became Latin C, which is no German letter.
    const de = readScore(foreign('xx-1-machine-translated-de.txt'), 'de');
    expect(de.error?.position).toMatchObject({ moveNumber: 3, token: 'Cf1-c4' });
    // Read as Russian, the Latin look-alikes C and Kp are the Russian С and Кр (with warnings),
    // but the German queen D is no Russian letter.
    const ru = readScore(foreign('xx-1-machine-translated-de.txt'), 'ru');
    expect(ru.warnings.find((w) => w.position.token === 'Cf1-c4')?.code).toBe('W_LOOKALIKE');
    expect(ru.error?.position).toMatchObject({ moveNumber: 3, color: 'black', token: 'Dd8-h4+' });
    const cs = readScore(foreign('xx-1-machine-translated-cs.txt'), 'cs');
    expect(cs.error?.position).toMatchObject({ moveNumber: 3, token: 'Cf1-c4' });
  });
});

describe('Italian, Hungarian, French', () => {
  it('IT-1 (Opera game): long algebraic with spaces around "-" and " x ", commas, 0-0-0, no check marks', () => {
    const s = readScore(foreign('it-1-long-algebraic.txt'), 'it');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toEqual(
      numericOf(
        '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 ' +
          '11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#',
        'en',
      ),
    );
    const codes = new Set(s.warnings.map((w) => w.code));
    expect(codes).toEqual(new Set(['W_SPACING', 'W_PUNCTUATION', 'W_CASTLE_FORM', 'W_CHECK_MISSING']));
    // The last move mates; the page says so in words, the reader in a warning.
    expect(s.warnings.at(-1)).toMatchObject({
      code: 'W_CHECK_MISSING',
      message: 'the move gives mate, but no mark is written (standard: #)',
    });
  });

  it('IT-2 (Morphy-Delannoy, knight odds): R is the king, moves glued to full stops; all 65 plies, then "Af6 matto.", the mate in words', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1';
    const s = readScore(foreign('it-2-morphy-delannoy-1859.txt'), 'it', { fen });
    expect(s.numeric).toHaveLength(65);
    // The Italian word for mate after the last move is the move's mark (issue 13, locale words: `scacco matto`),
    // read on the board as `#` is: no W_CHECK_MISSING (before: the word a comment, the mate mark missing).
    expect(s.error).toBeUndefined();
    expect(s.game.nodes.at(-1)).toMatchObject({ type: 'move', text: 'Af6 matto', parsed: { check: 'mate' } });
    expect(s.warnings.some((w) => w.code === 'W_CHECK_MISSING')).toBe(false);
    expect(s.warnings.filter((w) => w.code === 'W_PUNCTUATION').map((w) => w.position.token)).toEqual([
      'Db6.',
      '0-0.',
      'Cb8.',
      'Cf5.',
      'Ac4.',
      'Txf7.',
      'Dxf6+.',
      'Dg7.',
    ]);
    // 12. 0-0-0 is castling; 12... Rh8 the king.
    expect(s.numeric.slice(22, 24)).toEqual(['5131', '7888']);
  });

  it('HU-1 (nol.hu): Hungarian letters; "5. - d6", a dash for White\'s move, is read once the PGN grammar has the change', () => {
    const s = readScore(foreign('hu-1-morphy-anderssen-1858.txt'), 'hu');
    const all = ['5254', '3735', '7163', '2836', '4244', '3544', '6344', '5756', '4425', '4746', '3164'];
    if (PGN_GRAMMAR_HAS_DASH_NUMBER) {
      expect(s.error).toBeUndefined();
      expect(s.numeric).toEqual(all);
    } else {
      expect(s.numeric).toEqual(all.slice(0, 9));
      expect(s.error?.position.token).toBe('-');
    }
  });

  const FRENCH: Array<[file: string, plies: number, stop?: { token: string; reason: RegExp }]> = [
    ['fr-bienne-1990-andersson-defirmian.pgn', 98],
    ['fr-bienne-1990-defirmian-miles.pgn', 94],
    // "36 g6": the page left out the dot after the move number, which is read as a number
    // without a mark as books write them (issue 13), so the game is read to its end.
    ['fr-bienne-1990-karpov-miles.pgn', 83],
    // "42. Fxf3": no bishop can take on f3 (a misprint on the page).
    ['fr-bienne-1990-andersson-polougaievski.pgn', 82, { token: 'Fxf3', reason: /no bishop \(F\) can move to f3/ }],
    // "37. Fa6": White has no bishop that reaches a6 (a misprint on the page).
    ['fr-bienne-1990-lautier-wahls.pgn', 72, { token: 'Fa6', reason: /no bishop \(F\) can move to a6/ }],
  ];
  for (const [file, plies, stop] of FRENCH) {
    it(`${file}: every position the page prints is reached${stop ? `; stops at the misprint ${stop.token}` : ''}`, () => {
      const s = readScore(foreign(file), 'fr');
      expect(s.numeric).toHaveLength(plies);
      expect(s.checkpoints.length).toBeGreaterThan(0);
      for (const c of s.checkpoints)
        expect(placement(c.board).split(' ').slice(0, 3), `after ply ${c.ply}`).toEqual(placement(c.printed).split(' ').slice(0, 3));
      if (stop) {
        expect(s.error?.position.token).toBe(stop.token);
        expect(s.error?.reason).toMatch(stop.reason);
      } else expect(s.error).toBeUndefined();
    });
  }

  it('Lautier-Wahls 24. cxd4: a lower-case French knight letter, read as the knight because no c-pawn can take', () => {
    const s = readScore(foreign('fr-bienne-1990-lautier-wahls.pgn'), 'fr');
    expect(s.warnings.map((w) => [w.code, w.position.token, w.message])).toEqual([
      ['W_LOWERCASE_PIECE', 'cxd4', 'piece letter "c" written in lower case; read as Ce2xd4 (standard: Cxd4)'],
    ]);
  });
});

describe('ICCF numeric', () => {
  it('N-1: one move pair per line', () => {
    const s = readScore(foreign('n-1-ruy-lopez.iccf.txt'), 'iccf');
    expect(s.error).toBeUndefined();
    expect(s.fens.at(-1)).toBe('r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 1 9');
    expect(s.warnings).toEqual([]);
  });

  it('N-2: with and without move numbers', () => {
    const [numbered, bare] = foreign('n-2-scholars-mate.iccf.txt').split('\n\n');
    for (const text of [numbered!, bare!]) {
      const s = readScore(text, 'iccf');
      expect(s.numeric).toEqual(['5254', '5755', '6134', '2836', '4185', '7866', '8567']);
      expect(s.warnings).toEqual([]);
    }
  });

  it("N-2 with pipes between the moves: read as separators (issue 13), the scholar's mate", () => {
    const s = readScore(foreign('n-2-scholars-mate-pipes.txt'), 'en');
    expect(s.error).toBeUndefined();
    expect(s.numeric).toEqual(['5254', '5755', '6134', '2836', '4185', '7866', '8567']);
  });

  it('N-3/N-4: castling, promotion digits, the four-digit promotion 6762 read with a warning', () => {
    expect(readScore('1. 6762', 'iccf', { fen: 'k7/5P2/8/8/8/8/8/4K3 w - - 0 1' })).toMatchObject({ numeric: ['67682'] });
    expect(readScore('1. 37381', 'iccf', { fen: 'k7/2P5/8/8/8/8/8/4K3 w - - 0 1' }).numeric).toEqual(['37381']);
    expect(readScore('1. 5171', 'iccf', { fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' }).numeric).toEqual(['5171']);
    expect(readScore('1. 6264 5463', 'iccf', { fen: '4k3/8/8/8/4p3/8/5P2/4K3 w - - 0 1' }).numeric).toEqual(['6264', '5463']);
    // 9999 is no square pair: the game stops after the valid prefix.
    const s = readScore('1. 5254 5755\n2. 9999', 'iccf');
    expect(s.numeric).toEqual(['5254', '5755']);
    expect(s.error?.position.token).toBe('9999');
  });
});

describe.skipIf(!hasShared('corpus', 'foreign'))('the fixtures are the scores in ../shared/corpus', () => {
  it('every score copied into test/fixtures/foreign is in the corpus as printed', () => {
    const corpus = readFileSync(sharedPath('corpus', 'foreign', 'web-movetexts.md'), 'utf8');
    for (const file of [
      'de-1-anderssen-kieseritzky-1851.txt',
      'de-3-paulsen-morphy-1857.txt',
      'ru-1-short-algebraic.txt',
      'it-2-morphy-delannoy-1859.txt',
      'hu-1-morphy-anderssen-1858.txt',
    ]) {
      expect(corpus).toContain(foreign(file).trim());
    }
    const js = readFileSync(sharedPath('corpus', 'foreign', 'de-js-embedded-games.txt'), 'utf8');
    for (const g of gameTexts(foreign('de-js-two-games.txt'))) expect(js).toContain(g.trim());
    const numeric = readFileSync(sharedPath('corpus', 'numeric', 'iccf-examples.md'), 'utf8');
    expect(numeric).toContain(foreign('n-1-ruy-lopez.iccf.txt').trim());
  });
});
