// Issue 13: a game as Spanish newspaper columns print it, read as a document (translate) and in prose: pairs
// after bare numbers parted by ` / `, White's and Black's move by `,`, captures `C - d4`, commentary in brackets
// with `;` in it (PGN's rest-of-line comment, which ate the `)` and failed the text with ERR_PGN_VARIATION), dash
// asides in the commentary, side lines in it, a `(diagrama)` caption. The texts and games are written here (see
// also test/fixtures/documents/es-column-*.txt); every expected game is written by hand and played through
// chess.js, never produced by the code under test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { proseWords } from '../src/prose/words.js';
import { FIXTURES } from './helpers/shared.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

const CHECKS = readFileSync(join(FIXTURES, 'documents', 'es-column-checks.txt'), 'utf8');
const CHECKS_MAIN = legal(
  'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e6 f3 b5 Qd2 Nbd7 g4 h6 O-O-O Bb7 Bd3 Ne5 h4 b4 Nce2 d5 exd5 Nxd5 Rh3 Be7 Kb1 ' +
    'Nxf3 Nxf3 Nc3+ bxc3 bxc3 Nfd4 cxd2 Bxd2 Qb6+ Ka1 Qxd4+ Nxd4 Bf6 c3 e5 g5 hxg5 hxg5 exd4',
);

describe('a Spanish newspaper column read as a document (translate)', () => {
  it('the PGN reading fails the column on a `;` in its commentary; the document reading reads the whole game', () => {
    // (the `;` in `(las blancas juegan mal; ello permite …)` is a rest-of-line comment for PGN: the `)` is lost)
    const r = translatePgn(CHECKS, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([CHECKS_MAIN]);
    // (the `;` stays a word of the comment, and the game goes on after the brackets)
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('{(diagrama) (las blancas juegan mal; ello permite a Vidal un golpe táctico)} 16... Nxf3');
  });

  it('without a `;` (the PGN reading fails on a side line in words, a move error) the document reading is chosen too', () => {
    const r = translatePgn(CHECKS.replace(/;/g, ','), { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([CHECKS_MAIN]);
  });

  it('a column wrapped over lines: a side line whose number starts a line inside the brackets is no game move', () => {
    const wrapped = CHECKS.replace(' (dos entregas', ' (dos\nentregas')
      .replace('(si 18 Rc1,', '(si\n18 Rc1,')
      .replace(' / 8 Dd2', ' /\n8 Dd2');
    const r = translatePgn(wrapped, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([CHECKS_MAIN]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('({si} 18. Kc1 Nxa2+');
  });

  it('a dash aside in the commentary is words: its numbered move is neither the game nor a variation', () => {
    const pgn = translatePgn(CHECKS, { from: 'es', to: 'en' }).pgn.replace(/\s+/g, ' ');
    // `Si 19 De1 -o a cualquier otra casilla sigue 19... Db6 j. y gana- 19... Aa3 gana`: the side line is 19.Qe1 Ba3
    expect(pgn).toContain('({Si} 19. Qe1 {-o a cualquier otra casilla sigue 19... Qb6 j. y gana-} 19... Ba3 {gana}) 19... cxd2');
    expect(
      legal(
        'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e6 f3 b5 Qd2 Nbd7 g4 h6 O-O-O Bb7 Bd3 Ne5 h4 b4 Nce2 d5 exd5 Nxd5 Rh3 Be7 Kb1 Nxf3 Nxf3 Nc3+ bxc3 bxc3 Qe1 Ba3',
      ),
    ).toContain('Qe1 Ba3');
  });

  it('`j.` (the word for check, jaque, cut short) after a move is its check mark, checked on the board: the game goes on after it', () => {
    const text = '1 e4, e5 / 2 Cf3, Cc6 / 3 Ac4, Cd4 / 4 C - e5, Dg5 / 5 C - f7, D - g2 / 6 Tf1, D - e4 j. / 7 Ae2, Cf3 mate.\n';
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2 Nf3#')]);
    // Between White's move and Black's (`4 Dh5 j., Re7`): the mark, and Black's move after it is the game's (before:
    // the moves stopped there, the text failed); also where a note in brackets sends the text to the document reading
    const pair = '1 e4, e5 / 2 Cf3, f6 / 3 C - e5, f - e5 / 4 Dh5 j., Re7 / 5 D - e5 j., Rf7\n';
    const main = legal('e4 e5 Nf3 f6 Nxe5 fxe5 Qh5+ Ke7 Qxe5+ Kf7');
    for (const t of [pair, pair.replace('3 C - e5,', '3 C - e5 (el caballo; el peón)')]) {
      const read = translatePgn(t, { from: 'es', to: 'en' });
      expect(read.failures).toEqual([]);
      expect(gamesOf(read.pgn).map((g) => g.main)).toEqual([main]);
    }
    // A `j.` after a move that gives no check (2.Nf3) is still read as its mark, and the board says it is wrong
    const wrong = translatePgn('1 e4, e5 / 2 Cf3 j., Cc6 / 3 Ac4, Ac5\n', { from: 'es', to: 'en' });
    expect(gamesOf(wrong.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bc4 Bc5')]);
    expect(wrong.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toContain(
      '1:14 W_CHECK_WRONG',
    );
  });
});

describe('a side line in brackets never closed, the game going on after it (prose/bare-numbers.ts afterOpenSideLine)', () => {
  // Made-up column: the `(` after 5...Ae7 is never closed; its side line reaches move 9, then the game's next number
  // `6` comes back, as after a closed bracket.
  const column =
    'Partida de club.\n\n1 e4, e5 2 Cf3, Cc6 3 Ab5, a6 4 Aa4, Cf6 5 O-O, Ae7 (si 5... C - e4 6 Te1, Cc5 7 A - c6, d - c6 ' +
    '8 C - e5, Ae7 9 d4 6 Te1, b5 y las negras siguieron.\n';
  const main = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5');
  const side = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Nxe4 Re1 Nc5 Bxc6 dxc6 Nxe5 Be7 d4');

  it("the bare number that goes back to the game's next move after the side line is a move number: the game goes on, said", () => {
    expect(side).toContain('Nxe5 Be7 d4');
    const r = translatePgn(column, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([main]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('({si} 5... Nxe4 6. Re1 Nc5 7. Bxc6 dxc6 8. Nxe5 Be7 9. d4) 6. Re1 b5');
    // (the bracket is still said never closed; 6.Re1 is legal in the side line too: the game's is chosen, said)
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code)).sort()).toEqual(['W_READING_AMBIGUOUS', 'W_UNMATCHED_BRACKET']);
  });

  it('where a `)` after the number closes the bracket, the number is words of the side line, as before', () => {
    const closed = column.replace('9 d4 6 Te1, b5', '9 d4 y no 6 Te1) 6 Te1, b5');
    const r = translatePgn(closed, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([main]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).not.toContain('W_UNMATCHED_BRACKET');
  });
});

describe('a Spanish newspaper column in prose', () => {
  it('captures `C - d4` / `c - d4` and pairs parted by ` / ` are read and checked on the board, rewritten where they stand', () => {
    const r = translateProse('1 e4, c5 / 2 Cf3, d6 / 3 d4, c - d4 / 4 C - d4, Cf6\n', { from: 'es', to: 'en' });
    expect(r.text).toBe('1 e4, c5 / 2 Nf3, d6 / 3 d4, c - d4 / 4 N - d4, Nf6\n');
    expect(r.checked).toBe(8);
    expect(r.problems).toEqual([]);
  });

  it('a move commented in brackets, then Black`s number of the same move: the bare number before it is a move number', () => {
    const r = translateProse('1 e4, e5 / 2 Cf3 (diagrama) (el caballo ataca; el peón cae) 2... Cc6 / 3 Ab5\n', { from: 'es', to: 'en' });
    expect(r.text).toBe('1 e4, e5 / 2 Nf3 (diagrama) (el caballo ataca; el peón cae) 2... Nc6 / 3 Bb5\n');
    expect(r.checked).toBe(5);
  });

  it('a bare number in brackets right after the move of the same number is an alternative to it (a variation)', () => {
    // (the `;` fails the PGN reading: the document reading reads the text)
    const text = '1 e4, e5 / 2 Cf3, Cc6 / 3 Ab5 (parece preferible 3 Ac4; más activo) 3... a6 / 4 Aa4, Cf6\n';
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6')]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('3. Bb5 ({parece preferible} 3. Bc4 {más activo}) 3... a6');
    // (another number before the bracket's move: words, the number kept)
    const other = translatePgn('1 e4, e5 / 2 Cf3, Cc6 / 3 Ab5 (como en la partida 5 Ac4; otra idea) 3... a6 / 4 Aa4, Cf6\n', {
      from: 'es',
      to: 'en',
    });
    expect(gamesOf(other.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6')]);
    expect(other.pgn).toContain('5 ');
  });

  it('a slash that parts no pairs stays a word (`7 Cb3 / Cf3`: one or the other)', () => {
    const r = translateProse('1 e4, c5 / 2 Cf3, d6 / 3 d4, c - d4 / 4 C - d4, Cf6 / 5 Cc3, a6 / 6 Ae3, e5 y ahora 7 Cb3 / Cf3.\n', {
      from: 'es',
      to: 'en',
    });
    expect(r.text).toBe('1 e4, c5 / 2 Nf3, d6 / 3 d4, c - d4 / 4 N - d4, Nf6 / 5 Nc3, a6 / 6 Be3, e5 y ahora 7 Nb3 / Nf3.\n');
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('a dash aside in brackets: its numbered move starts no sequence; the side line around it is played', () => {
    const text =
      '1 e4, e5 / 2 Cf3, Cc6 / 3 Ac4 (si 3 Ab5 -la española, con 3... a6 como respuesta más común- 3... Cf6 / 4 0-0) 3... Ac5 / 4 c3, Cf6\n';
    const r = translateProse(text, { from: 'es', to: 'en' });
    expect(r.text).toBe(
      '1 e4, e5 / 2 Nf3, Nc6 / 3 Bc4 (si 3 Bb5 -la española, con 3... a6 como respuesta más común- 3... Nf6 / 4 0-0) 3... Bc5 / 4 c3, Nf6\n',
    );
    // 8 moves of the game and 3 of the side line (3.Bb5 Nf6 4.O-O); the aside's 3...a6 is rewritten by its letters only
    expect(r.checked).toBe(11);
    expect(legal('e4 e5 Nf3 Nc6 Bb5 Nf6 O-O')).toBe('e4 e5 Nf3 Nc6 Bb5 Nf6 O-O');
  });

  it('a mark after a word that ends the moves (`Cc3 j.!`) is no move written wrongly: no warning', () => {
    const r = translateProse('1 e4, e5 / 2 Ac4, Cc6 / 3 Dh5, Cf6 / 4 D - f7 j.! y mate.\n', { from: 'es', to: 'en' });
    expect(r.text).toBe('1 e4, e5 / 2 Bc4, Nc6 / 3 Qh5, Nf6 / 4 Q - f7 j.! y mate.\n');
    expect(r.problems).toEqual([]);
    expect(legal('e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#')).toContain('Qxf7#');
  });
});

describe("the column's words (prose/words.ts, prose/dash-asides.ts)", () => {
  const kinds = (text: string): string[] => proseWords(text, [], ['R', 'D', 'T', 'A', 'C']).map((w) => `${w.kind}:${w.text}`);

  it('a piece letter or a file, a hyphen between spaces and a square is one word; a long move with a spaced dash stays a pair', () => {
    expect(kinds('4 C - d4, c - d4')).toEqual(['word:4', 'word:C - d4', 'word:c - d4']);
    expect(kinds('3 Cc3 - f5')).toEqual(['word:3', 'word:Cc3 - f5']);
    const pair = proseWords('3 Cc3 - f5', [], ['C'])[1]!;
    expect(pair.kind === 'word' && pair.pair !== undefined).toBe(true);
    const capture = proseWords('4 C - d4', [], ['C'])[1]!;
    expect(capture.kind === 'word' && capture.pair === undefined).toBe(true);
    // (a dash between two words of a sentence is no capture)
    expect(kinds('la dama - muy activa')).toEqual(['word:la', 'word:dama', 'word:-', 'word:muy', 'word:activa']);
  });

  it('a slash alone before a move number parts pairs; elsewhere it is a word', () => {
    expect(kinds('1 e4, c5 / 2 Cf3')).toEqual(['word:1', 'word:e4', 'word:c5', 'word:2', 'word:Cf3']);
    expect(kinds('7 Cb3 / Cf3')).toEqual(['word:7', 'word:Cb3', 'word:/', 'word:Cf3']);
    expect(kinds('c5 / 2. Cf3')).toEqual(['word:c5', 'number:2.', 'word:Cf3']);
  });

  it('in brackets, a move number inside a dash aside is a word; outside brackets, or an aside never closed, nothing changes', () => {
    expect(kinds('(si 3 Ab5 -con 3... a6 como respuesta- 3... Cf6)')).toEqual([
      'bracket:(',
      'word:si',
      'word:3',
      'word:Ab5',
      'word:-con',
      'word:3...',
      'word:a6',
      'word:como',
      'word:respuesta-',
      'number:3...',
      'word:Cf6',
      'bracket:)',
    ]);
    expect(kinds('si 3 Ab5 -con 3... a6 como respuesta- 3... Cf6')).toContain('number:3...');
    expect(kinds('(si 3 Ab5 -con 3... a6 como respuesta) 3... Cf6').filter((k) => k === 'number:3...')).toHaveLength(2);
    // (a sign before a number is no aside: `(-0.5)`)
    expect(kinds('(-0.5) 3... Cf6')).toContain('number:3...');
  });
});
