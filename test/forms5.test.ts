// Issue 13 (i15-forms5): numbering and separator styles seen in real book and web text that still stopped a game.
// Every text here is made up in the shape of the real ones (none is copied); every expected game is written by
// hand and played through chess.js (test/helpers/chess-js.ts), never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

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
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('4. Nxe5 Qg5 $5 ({il Nero attacca; meglio 4 ...,} 4... Qf6) 5. Nxf7');
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
