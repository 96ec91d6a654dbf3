// Issue 13: a score printed as a table of rows (19th-century books): a row of move numbers or none,
// then White's moves after the language's word for White, Black's in the next row after the word for
// Black (locale `colourWords`), moves in coordinate form with the piece letter (`Jg1f3`). The texts are
// written here after that layout; every expected game is written by hand in English SAN and played
// through chess.js (an independent implementation), never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

/** The SAN moves (English) as chess.js plays them from the start: throws when one is not legal. */
const legal = (san: readonly string[]): string[] => playedSan(san);

/** The main line of written games: their moves without numbers, comments or result. */
function mainLine(pgn: string): string[] {
  return pgn
    .split('\n')
    .filter((l) => !l.startsWith('['))
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !/^\d+\.(\.\.)?$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

function read(text: string, from: string): { games: number; moves: string[]; codes: string[]; messages: string[] } {
  const r = translatePgn(text, { from, to: 'en' });
  expect(r.failures).toHaveLength(0);
  const warnings = r.warnings.flatMap((g) => g.warnings);
  return {
    games: r.pgn.split(/\n\n(?=\S)/).filter((g) => g.trim() !== '').length,
    moves: mainLine(r.pgn),
    codes: warnings.map((w) => w.code),
    messages: warnings.map((w) => w.message),
  };
}

const RUY_LOPEZ = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6'];

describe('a score in rows after the words for White and Black (translate on a document)', () => {
  it('cs: a header of numbers, Bílý / Černý, coordinate moves with the piece letter, "atd." after the row', () => {
    const text = '1.      2.      3.      4.\nBílý  e2e4  Jg1f3  Sf1b5  Sb5a4  atd.\nČerný e7e5  Jb8c6  a7a6   Jg8f6\n';
    const g = read(text, 'cs');
    expect(g.moves).toEqual(legal(RUY_LOPEZ));
    expect(g.codes).toEqual(['W_STYLE']);
    expect(g.messages[0]).toContain('a score in rows: White\'s moves after "Bílý", Black\'s after "Černý"');
  });

  it("cs: after White's example 1. e2e4 and Black's 1. e7e5 on lines of their own (the board tells it is Black's), the table", () => {
    const text =
      'Tahy bílého píšeme vlevo, například\n\n1. e2e4\n\na tahy černého vpravo, například\n\n1. e7e5\n\n' +
      'Delší hry zapisujeme do řádků:\n\n1.      2.      3.      4.\nBílý  e2e4  Jg1f3  Sf1b5  Sb5a4  atd.\nČerný e7e5  Jb8c6  a7a6   Jg8f6\n';
    const g = read(text, 'cs');
    expect(g.games).toBe(1);
    expect(g.moves).toEqual(legal(RUY_LOPEZ));
    expect(g.codes).toContain('W_MOVE_NUMBER');
  });

  it('de: Weiß / Schwarz with a header, without one, and with short algebraic moves; Black one move short', () => {
    const header = '1.      2.      3.      4.\nWeiß    e2e4  Sg1f3  Lf1b5  Lb5a4  usw.\nSchwarz e7e5  Sb8c6  a7a6   Sg8f6\n';
    expect(read(header, 'de').moves).toEqual(legal(RUY_LOPEZ));
    const bare = 'Die Partie:\nWeiß:    e4  Sf3  Lb5  La4  O-O\nSchwarz: e5  Sc6  a6   Sf6\n';
    expect(read(bare, 'de').moves).toEqual(legal([...RUY_LOPEZ, 'O-O']));
    const numbers = '1 2 3\nWeiß d2d4 c2c4 Sb1c3\nSchwarz d7d5 e7e6 Sg8f6\n';
    expect(read(numbers, 'de').moves).toEqual(legal(['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6']));
  });

  it('de: two tables, the second going on at move 4 (one W_STYLE note for the game)', () => {
    const text =
      '1.      2.      3.\nWeiß    e2e4  Sg1f3  Lf1b5\nSchwarz e7e5  Sb8c6  a7a6\n\nund weiter:\n\n' +
      '4.      5.\nWeiß    Lb5a4  O-O\nSchwarz Sg8f6  Lf8e7\n';
    const g = read(text, 'de');
    expect(g.games).toBe(1);
    expect(g.moves).toEqual(legal([...RUY_LOPEZ, 'O-O', 'Be7']));
    expect(g.codes.filter((c) => c === 'W_STYLE')).toHaveLength(1);
  });

  it('ru and pl: Белые / Черные, Białe / Czarne', () => {
    const ru = '1.     2.     3.\nБелые  e2-e4  Кg1-f3  Сf1-c4\nЧерные e7-e5  Кb8-c6  Сf8-c5\n';
    expect(read(ru, 'ru').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']));
    const pl = '1.     2.     3.     4.\nBiałe  e2e4  Sg1f3  d2d4  Sf3d4\nCzarne c7c5  d7d6  c5d4\n';
    expect(read(pl, 'pl').moves).toEqual(legal(['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4']));
  });

  it('zh and ar: 白方 / 黑方 before Chinese piece characters, الأبيض / الأسود (a right-to-left language) before Arabic piece letters', () => {
    const zh = '1.     2.     3.\n白方  e2e4  马g1f3  象f1b5\n黑方  e7e5  马b8c6  a7a6\n';
    expect(read(zh, 'zh').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    const ar = '1.     2.     3.\nالأبيض  e4  حf3  فb5\nالأسود  e5  حc6  a6\n';
    expect(read(ar, 'ar').moves).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
  });

  it('de: the same rows as a Markdown table (| Weiß | e4 | Sf3 |), the game going on in the text after it', () => {
    const text =
      'Text davor.\n\n| | 1 | 2 | 3 |\n|---|---|---|---|\n| Weiß | e4 | Sf3 | Lb5 |\n| Schwarz | e5 | Sc6 | a6 |\n\nDanach 4.La4 Sf6 5.O-O.\n';
    const g = read(text, 'de');
    expect(g.games).toBe(1);
    expect(g.moves).toEqual(legal([...RUY_LOPEZ, 'O-O']));
    const prose = translateProse(text, { from: 'de', to: 'en' });
    expect(prose.text).toContain('| Weiß | e4 | Nf3 | Bb5 |\n| Schwarz | e5 | Nc6 | a6 |');
    expect(prose.checked).toBe(9);
  });

  it('the words of a table that are no moves are kept: "atd." after White\'s row (above Black\'s) is a comment after the last move', () => {
    const text =
      'Partie z roku 1858:\n\n    1.      2.      3.      4.\n    Bílý  e2e4  Jg1f3  Sf1b5  Sb5a4  atd.\n    Černý e7e5  Jb8c6  a7a6   Jg8f6\n\nBílý stojí lépe.\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toHaveLength(0);
    legal(RUY_LOPEZ);
    expect(r.pgn).toBe('{Partie z roku 1858:} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6\n{atd. Bílý stojí lépe.} *\n\n');
  });

  it("White's row one move longer, a word after each row: both words kept, Black's row not read again as a comment", () => {
    const text =
      'Partie:\n\n    1.      2.      3.      4.      5.\n    Bílý  e2e4  Jg1f3  Sf1b5  Sb5a4  O-O  atd.\n    Černý e7e5  Jb8c6  a7a6   Jg8f6  (pozn.)\n\nBílý stojí lépe.\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toHaveLength(0);
    legal([...RUY_LOPEZ, 'O-O']);
    expect(r.pgn).toBe('{Partie:} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O\n{atd. (pozn.) Bílý stojí lépe.} *\n\n');
  });

  it('a row that is a sentence is no table (Weiß zieht …): read as before', () => {
    const text = 'Weiß zieht e4 und Sf3.\nSchwarz antwortet e5.\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.problems.map((p) => p.code)).not.toContain('W_STYLE');
  });
});

describe('a score in rows in prose: every move rewritten where it stands, checked on the board', () => {
  it('cs → de and en: the rows stay rows', () => {
    const text = '1.      2.      3.      4.\nBílý  e2e4  Jg1f3  Sf1b5  Sb5a4  atd.\nČerný e7e5  Jb8c6  a7a6   Jg8f6\n';
    const de = translateProse(text, { from: 'cs', to: 'de' });
    expect(de.text).toBe('1.      2.      3.      4.\nBílý  e2e4  Sg1f3  Lf1b5  Lb5a4  atd.\nČerný e7e5  Sb8c6  a7a6   Sg8f6\n');
    expect(de.checked).toBe(8);
    expect(de.problems.map((p) => p.code)).toEqual(['W_STYLE']);
    const iccf = translateProse(text, { from: 'cs', to: 'iccf' });
    expect(iccf.text).toBe('1.      2.      3.      4.\nBílý  5254  7163  6125  2514  atd.\nČerný 5755  2836  1716   7866\n');
  });

  it('a move that is not legal is reported where it stands (line and column)', () => {
    const text = 'Weiß    e4  Sf3  Lc5\nSchwarz e5  Sc6\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    const error = r.problems.find((p) => p.severity === 'error');
    expect(error?.code).toBe('ERR_MOVE_ILLEGAL');
    expect([error?.line, error?.column]).toEqual([1, 18]);
  });
});

describe('coordinate moves with the piece letter (Jg1f3, Sf1b5): the long form, as e2e4 is', () => {
  it('cs, de: a game so written reads without a warning per move', () => {
    const r = translatePgn('1. e2e4 e7e5 2. Jg1f3 Jb8c6 3. Sf1b5 a7a6\n', { from: 'cs', to: 'en' });
    expect(mainLine(r.pgn)).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(r.warnings.flatMap((g) => g.warnings)).toEqual([]);
    const de = translatePgn('1. e2e4 e7e5 2. Sg1f3 Sb8c6 3. Lf1b5 a7a6\n', { from: 'de', to: 'en' });
    expect(mainLine(de.pgn)).toEqual(legal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']));
    expect(de.warnings.flatMap((g) => g.warnings)).toEqual([]);
  });

  it('prose: a long move mentioned in a sentence, with or without its dash, is rewritten where the board makes it a move', () => {
    const r = translateProse('Weiß spielt hier Sg1f3 oder Sg1-f3 und gewinnt.\n', { from: 'de', to: 'en' });
    expect(r.text).toBe('Weiß spielt hier Ng1f3 oder Ng1-f3 und gewinnt.\n');
  });
});
