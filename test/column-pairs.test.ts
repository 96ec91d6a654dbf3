// Issue 13: a score printed in two columns side by side (a newspaper's chess column), whose lines a copy of the page
// merged: each line holds move n of the left column and move m + n - 1 of the right one (`1 e4 e5 7 Bb3 d6`). The
// texts are written here after that layout; every expected game is written by hand in English SAN and played
// through chess.js (an independent implementation), never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

const LEFT = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5';
const RIGHT = 'Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 Nbd2 Bb7';

/** Moves 1-6 in the left column, 7-11 in the right one, a blank line between the lines, as a web page's text keeps them. */
const MERGED =
  'White: A. Writer\n\nBlack: B. Reader\n\n' +
  '1 e4 e5 7 Bb3 d6\n\n2 Nf3 Nc6 8 c3 0-0\n\n3 Bb5 a6 9 h3 Nb8\n\n4 Ba4 Nf6 10 d4 Nbd7\n\n5 0-0 Be7 11 Nbd2 Bb7\n\n' +
  '6 Re1 b5 Drawn\n';

function read(text: string): { games: ReturnType<typeof gamesOf>; codes: string[]; messages: string[]; failures: number } {
  const r = translatePgn(text, { from: 'en', to: 'en' });
  const warnings = r.warnings.flatMap((g) => g.warnings);
  return {
    games: gamesOf(r.pgn),
    codes: warnings.map((w) => w.code),
    messages: warnings.map((w) => w.message),
    failures: r.failures.length,
  };
}

describe('a score in two columns whose lines were merged (translate on a document)', () => {
  it('bare numbers, blank lines, castling with zeros, words after the right column on the next line: column by column', () => {
    const g = read(MERGED);
    expect(g.failures).toBe(0);
    expect(g.games.map((x) => x.main)).toEqual([legal(`${LEFT} ${RIGHT}`)]);
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toBe(
      'a score in two columns whose lines were merged (moves 1 and 7 on one line): read column by column, moves 1 to 6, then 7 on',
    );
    // (the words after the right column's last move follow it)
    expect(g.games[0]!.text.replace(/\s+/g, ' ')).toContain('11. Nbd2 Bb7 {Drawn} *');
  });

  it("numbers with a full stop, no blank lines, the right column ending with White's move and the result", () => {
    const text = '1.e4 e5 7.Bb3 d6\n2.Nf3 Nc6 8.c3 O-O\n3.Bb5 a6 9.h3 Nb8\n4.Ba4 Nf6 10.d4 Nbd7\n5.O-O Be7 11.Nbd2 1-0\n6.Re1 b5\n';
    const g = read(text);
    expect(g.failures).toBe(0);
    expect(g.games.map((x) => x.main)).toEqual([legal(`${LEFT} ${RIGHT.replace(/ Bb7$/, '')}`)]);
    expect(g.games[0]!.result).toBe('1-0');
    expect(g.codes).toEqual(['W_STYLE']);
  });

  it('a right column the board does not play after the left one: the lines are not reordered', () => {
    // (4 Nd5: no knight reaches d5 after 3...a6; the text's order fails as before, and no column is claimed)
    const g = read('1 e4 e5 4 Nd5 Nf6\n2 Nf3 Nc6 5 d3 Be7\n3 Bb5 a6\n');
    expect(g.failures).toBe(1);
    expect(g.messages.some((m) => m.includes('two columns'))).toBe(false);
  });

  it('lines holding one pair each are no columns', () => {
    const g = read('1 e4 e5\n2 Nf3 Nc6\n3 Bb5 a6\n');
    expect(g.games.map((x) => x.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6')]);
    expect(g.messages.some((m) => m.includes('two columns'))).toBe(false);
  });
});

describe('a score in two merged columns in prose', () => {
  it('every move is rewritten where it stands, checked on the board in column order, one W_STYLE note', () => {
    const r = translateProse(MERGED, { from: 'en', to: 'de' });
    expect(r.text).toBe(
      'White: A. Writer\n\nBlack: B. Reader\n\n' +
        '1 e4 e5 7 Lb3 d6\n\n2 Sf3 Sc6 8 c3 0-0\n\n3 Lb5 a6 9 h3 Sb8\n\n4 La4 Sf6 10 d4 Sbd7\n\n5 0-0 Le7 11 Sbd2 Lb7\n\n' +
        '6 Te1 b5 Drawn\n',
    );
    expect(r.checked).toBe(22);
    expect(r.problems.map((p) => p.code)).toEqual(['W_STYLE']);
  });
});
