// Issue 13 (i15-forms5): numbering and separator styles seen in real book and web text that still stopped a game.
// Every text here is made up in the shape of the real ones (none is copied); every expected game is written by
// hand and played through chess.js (test/helpers/chess-js.ts), never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';
import { unmatchedBrackets } from '../src/prose/brackets.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

/** The codes of every warning of a translation. */
const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings).map((w) => w.code);

/** The Italian manual's game (Blackburne Shilling trap): hand-written SAN, checked by chess.js. */
const SHILLING = legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2 Nf3#');

const ITALIAN = `1 e4, e5;            (il Bianco apre)
2 Cf3, Cc6;          (sviluppo)
3 Ac4, Cd4?;         (una trappola)
4 C:e5, Dg5!?;       (il Nero attacca)
5 C:f7, D:g2;
6 Tf1, D:e4+;
7 Ae2, Cf3#.           (matto!)
0-1
`;

describe('Italian manual style: one pair a line, `,` and `;`, a comment in brackets after the `;`', () => {
  it('translate reads the whole game, the bracketed words as comments, one W_STYLE note', () => {
    const r = translatePgn(ITALIAN, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([SHILLING]);
    expect(games[0]!.result).toBe('0-1');
    const flat = r.pgn.replace(/\s+/g, ' ');
    expect(flat).toContain('1. e4 e5 {(il Bianco apre)} 2. Nf3 Nc6 {(sviluppo)} 3. Bc4 Nd4 $2 {(una trappola)} 4. Nxe5 Qg5 $5');
    expect(flat).toContain('7. Be2 Nf3# {(matto!)} 0-1');
    // (no `;` written as a rest-of-line comment)
    expect(r.pgn).not.toContain(';');
    expect(codes(r).filter((c) => c === 'W_STYLE')).toHaveLength(1);
  });

  it('a `;` between words in the brackets is their punctuation; `N ..., move` in them is a variation', () => {
    const text = ITALIAN.replace('(il Nero attacca)', '(il Nero attacca; meglio 4 ..., Df6)');
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([SHILLING]);
    legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qf6');
    // (the number and its comma belong to the move, which the number is checked against)
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('4. Nxe5 Qg5 $5 ({il Nero attacca; meglio} 4... Qf6) 5. Nxf7');
    expect(codes(r)).not.toContain('W_MOVE_NUMBER');
  });

  it('a number after words in brackets that does not fit the move is said (W_MOVE_NUMBER), not hidden in the comment', () => {
    const r = translatePgn('1. e4 e5 2. Nf3 Nc6 (il Nero, poi 3 ..., Nf6) 3. Bc4 Bc5 *\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    legal('e4 e5 Nf3 Nf6');
    expect(r.pgn).toContain('2. Nf3 Nc6 ({il Nero, poi} 2... Nf6) 3. Bc4 Bc5 *');
    const said = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_MOVE_NUMBER');
    expect(said.map((w) => `${w.position.line}:${w.position.column}`)).toEqual(['1:42']);
  });

  it('after a diagram caption `Posizione dopo 3 ..., Cd4?` the game goes on (translate and prose)', () => {
    const text = ITALIAN.replace('(una trappola)\n', '(una trappola)\n\nPosizione dopo 3 ..., Cd4?\n\n');
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([SHILLING]);
    const p = translateProse(text, { from: 'it', to: 'en' });
    expect(p.problems).toEqual([]);
    expect(p.checked).toBe(15);
    expect(p.text).toBe(
      text
        .replace('2 Cf3, Cc6', '2 Nf3, Nc6')
        .replace('3 Ac4, Cd4?', '3 Bc4, Nd4?')
        .replace('3 ..., Cd4?', '3 ..., Nd4?')
        .replace('4 C:e5, Dg5', '4 N:e5, Qg5')
        .replace('5 C:f7, D:g2', '5 N:f7, Q:g2')
        .replace('6 Tf1, D:e4+', '6 Rf1, Q:e4+')
        .replace('7 Ae2, Cf3#', '7 Be2, Nf3#'),
    );
  });

  it('prose: a bare number after a pair and a comment in brackets is a move number (every line checked)', () => {
    const text = '1 e4, e5;   (apre)\n2 Cf3, Cc6;   (sviluppo)\n3 Ac4, Cd4?;\n';
    const p = translateProse(text, { from: 'it', to: 'iccf' });
    expect(p.problems).toEqual([]);
    expect(p.checked).toBe(6);
    // ICCF by hand: e2e4 5254, e7e5 5755, g1f3 7163, b8c6 2836, f1c4 6134, c6d4 3644
    expect(p.text).toBe('1 5254, 5755;   (apre)\n2 7163, 2836;   (sviluppo)\n3 6134, 3644?;\n');
  });
});

const INDONESIAN = `PEMBUKAAN SPANYOL (1. e2 – e4, e7 – e5)

2. Kg1 – f3, Kb8 – c6 3. Gf1 – b5, a7 – a6 dan sekarang Hitam memilih 3. ….. Kg8 – f6 atau 3. ….. d7 – d6.
`;

describe('Indonesian primer style: long moves with spaced en dashes, `N. …..` for Black', () => {
  const main = legal('e4 e5 Nf3 Nc6 Bb5 a6');
  legal('e4 e5 Nf3 Nc6 Bb5 Nf6');
  legal('e4 e5 Nf3 Nc6 Bb5 d6');

  it("translate: a bracket before the first move is no error; 3. ….. is Black's move 3", () => {
    const r = translatePgn(INDONESIAN, { from: 'id', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([main]);
    const flat = r.pgn.replace(/\s+/g, ' ');
    expect(flat).toContain('3. Bb5 a6 ({dan sekarang Hitam memilih} 3... Nf6) ({atau} 3... d6)');
    // (the heading's bracket, the game's first moves in it: both its brackets kept in the comments)
    expect(flat).toContain('{PEMBUKAAN SPANYOL (} 1. e4 e5 {)} 2. Nf3 Nc6');
  });

  it('prose: every move checked, rewritten where it stands', () => {
    const p = translateProse(INDONESIAN, { from: 'id', to: 'en' });
    expect(p.problems).toEqual([]);
    expect(p.checked).toBe(8);
    expect(p.text).toBe(INDONESIAN.replace(/K([a-h][18])/g, 'N$1').replace('Gf1', 'Bf1'));
  });

  it('the spaced dash between squares in prose: en and em dash, pieces and pawns', () => {
    const p = translateProse('1. e2 — e4, e7 — e5 2. Kg1 – f3, Kb8 – c6\n', { from: 'id', to: 'iccf' });
    expect(p.problems).toEqual([]);
    expect(p.checked).toBe(4);
    expect(p.text).toBe('1. 5254, 5755 2. 7163, 2836\n');
  });

  it("`N. …..` and `N. …` before Black's move in prose, as `N. ...`", () => {
    for (const mark of ['…..', '…', '...', '….']) {
      const p = translateProse(`1. e4, e5 2. Kf3, Kc6 3. Gb5 a6 dan 3. ${mark} Kf6 atau 3. ${mark} d6.\n`, { from: 'id', to: 'en' });
      expect(p.problems, mark).toEqual([]);
      expect(p.checked, mark).toBe(8);
    }
  });
});

describe('French "slash" style: `1/ e4 - e5 ;`, `...` for the move not given, a line repeated for Black', () => {
  const FRENCH = `1/ e4 - e5 ;
2/ Cf3 - ... ;
Le cavalier attaque le pion "e5".
2/ ... - Cc6 ;
2/ ... - d6 ; est aussi possible.
3/ Fb5 - a6 ;
`;

  it('translate: the game, `2... d6` as a variation, `"e5"` in quotes a word', () => {
    legal('e4 e5 Nf3 d6');
    const r = translatePgn(FRENCH, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6')]);
    const flat = r.pgn.replace(/\s+/g, ' ');
    expect(flat).toContain('2. Nf3 {Le cavalier attaque le pion "e5".} 2... Nc6 (2... d6 {est aussi possible.}) 3. Bb5 a6');
  });

  it('with tags (read as PGN): a square in quotes is a word of the sentence, not a move', () => {
    const text = `[Event "x"]\n\n1/ e4 - e5 ;\n2/ Cf3 - ... ;\nLe cavalier attaque le pion "e5".\n2/ ... - Cc6 ;\n3/ Fb5 - a6 ;\n`;
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn.replace(/^\[.*\]\n/gm, '')).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6')]);
    // (the `;` after `...` ends the row: no empty rest-of-line comment)
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('2. Nf3 {Le cavalier attaque le pion "e5".} 2... Nc6 3. Bb5 a6');
    for (const quoted of ['«e5»', '„e5“', '“e5”']) {
      const q = translatePgn(text.replace('"e5"', quoted), { from: 'fr', to: 'en' });
      expect(q.failures, quoted).toEqual([]);
      expect(q.pgn, quoted).toContain(`le pion ${quoted}.`);
    }
    // (the style of the game: one note)
    expect(codes(r).filter((c) => c === 'W_STYLE')).toHaveLength(1);
  });

  it('prose reads it, every move checked', () => {
    const p = translateProse(FRENCH, { from: 'fr', to: 'en' });
    expect(p.problems).toEqual([]);
    expect(p.checked).toBe(7);
    expect(p.text).toBe(FRENCH.replace('Cf3', 'Nf3').replace('Cc6', 'Nc6').replace('Fb5', 'Bb5'));
  });
});

describe("a forum's BBCode wrapper and words before the first game", () => {
  const NORWEGIAN = `Kommentarer fra klubbkvelden

Per – Ola ½-½

[pgn]
[Event «Klubbmesterskap»]
[White «Hansen, Per»]
[Black «Olsen, Ola»]
[Result «1/2-1/2»]

1. e4 c5 2. Nf3 d6 1/2-1/2
[/pgn]
`;

  it('`[pgn]` … `[/pgn]` are kept as comments with their brackets, one warning; tags in « » read', () => {
    legal('e4 c5 Nf3 d6');
    const r = translatePgn(NORWEGIAN, { from: 'no', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('[Event "Klubbmesterskap"]\n[White "Hansen, Per"]\n[Black "Olsen, Ola"]\n[Result "1/2-1/2"]\n');
    expect(r.pgn).toContain('{[pgn]} 1. e4 c5 2. Nf3 d6 {[/pgn]} 1/2-1/2');
    // (the words before the game are the game's, its first comment after its tags, with one warning: no error)
    // (and the heading's result is its word, not the result of a game of no moves: no game is invented)
    expect(r.pgn.replace(/\s+/g, ' ')).toBe(
      '[Event "Klubbmesterskap"] [White "Hansen, Per"] [Black "Olsen, Ola"] [Result "1/2-1/2"] ' +
        '{Kommentarer fra klubbkvelden Per – Ola} {½-½} {[pgn]} 1. e4 c5 2. Nf3 d6 {[/pgn]} 1/2-1/2 ',
    );
    expect(r.summary.games).toBe(1);
    expect(r.warnings).toHaveLength(1);
    expect(
      r.warnings[0]!.warnings.filter((w) => w.code === 'W_TEXT_AS_COMMENT').map((w) => `${w.position.line}:${w.position.column}`),
    ).toEqual(['1:1']);
  });

  it('any case, „…“ quotes, two wrapped games one after the other', () => {
    const two = `[PGN]\n[Event „A“]\n\n1. d4 d5 1-0\n[/PGN]\n[Pgn]\n[Event „B“]\n\n1. e4 e5 0-1\n[/Pgn]\n`;
    const r = translatePgn(two, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('[Event "A"]');
    expect(r.pgn).toContain('{[PGN]} 1. d4 d5 {[/PGN]} 1-0');
    expect(r.pgn).toContain('[Event "B"]');
    expect(r.pgn).toContain('{[Pgn]} 1. e4 e5 {[/Pgn]} 0-1');
    expect(r.failures.length + r.pgn.match(/\[Event /g)!.length).toBe(2);
  });

  it('words alone before the first game (no result in them) are the first comment of that game with a warning, not an error nor a game', () => {
    const text = NORWEGIAN.replace('Per – Ola ½-½\n\n', '');
    const r = translatePgn(text, { from: 'no', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn.startsWith('[Event "Klubbmesterskap"]')).toBe(true);
    expect(r.pgn).toContain('[Result "1/2-1/2"]\n\n{Kommentarer fra klubbkvelden}\n{[pgn]} 1. e4 c5');
    expect(r.summary.games).toBe(1);
    // (the game's own warnings after the words' note: its English letters under --from no)
    expect(r.warnings[0]!.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`)).toEqual([
      '1:1 W_TEXT_AS_COMMENT',
      '9:4 W_OTHER_LANGUAGE',
    ]);
    // (without the wrapper too; and words alone with no game after them are still no PGN)
    expect(translatePgn('Kommentarer fra klubbkvelden\n[Event "x"]\n\n1. e4 *\n', { from: 'en', to: 'en' }).failures).toEqual([]);
    expect(translatePgn('Kommentarer fra klubbkvelden\n', { from: 'en', to: 'en' }).failures.map((f) => f.message)).toEqual([
      expect.stringContaining('not PGN: found "Kommentarer"'),
    ]);
  });

  it('a closing wrapper before the result, and a game without tags in one', () => {
    const r = translatePgn('[pgn]\n1. e4 e5 2. Nf3\n[/pgn]\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('{[pgn]} 1. e4 e5 2. Nf3 {[/pgn]} *');
  });
});

describe('two prose bugs', () => {
  it('castling with zeros not legal where it stands is an error as `O-O` is, not a word left silently', () => {
    for (const text of ['1.e4 e5 2.Sf3 Sc6 3.0-0\n', '1.e4 e5 2.Sf3 Sc6 3.0-0 Sf6\n']) {
      const p = translateProse(text, { from: 'de', to: 'en' });
      expect(p.problems.map((x) => `${x.line}:${x.column} ${x.code}`)[0], text).toBe('1:21 ERR_MOVE_ILLEGAL');
      const o = translateProse(text.replace('0-0', 'O-O'), { from: 'de', to: 'en' });
      expect(o.problems.map((x) => x.code)[0]).toBe('ERR_MOVE_ILLEGAL');
    }
    // (legal, it is played and checked)
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 O-O');
    const ok = translateProse('1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.0-0\n', { from: 'de', to: 'iccf' });
    expect(ok.problems).toEqual([]);
    expect(ok.text).toBe('1.5254 5755 2.7163 2836 3.6134 6835 4.5171\n');
  });

  it('`(2) f4)`: the bracket of a numbering inside a bracket is no bracket of its own (no W_UNMATCHED_BRACKET)', () => {
    expect(unmatchedBrackets('Nach 1) e4 e5 (2) f4) 2) Sf3')).toEqual([]);
    expect(unmatchedBrackets('siehe (2) und (3)')).toEqual([]);
    expect(unmatchedBrackets('(2) f4) und dann)')).toEqual([{ offset: 16, bracket: ')' }]);
    expect(unmatchedBrackets('gut (2) f4')).toEqual([]);
    expect(unmatchedBrackets('gut (a (2) f4')).toEqual([{ offset: 4, bracket: '(' }]);
  });
});
