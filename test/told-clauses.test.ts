// Issue 13 (moves inside prose, real text in any language): a game told one move a clause, without numbers, as
// a news column tells it (`… počinje mirno, d4. … odgovara, Nf6.`): the game where six of its first moves or more
// each end a clause, each legal after the one before from the first position; the game stops at a word that
// reads as its next move but is not legal (said, never invented past), and squares named in sentences make no
// game. Every text here is made up for the test; every expected ICCF text is written by hand and checked
// against chess.js (helpers/chess-js.ts).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { readProse } from '../src/prose/translate-prose.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan, iccfByChessJs, iccfWords } from './helpers/chess-js.js';
import { problemsOf } from './helpers/common.js';

// A Serbian (Latin) column telling a Nimzo-Indian in English letters, a move at the end of each clause; then a
// misprinted capture (`dxc4`: Black's d-pawn cannot take on c4), and a pawn push supposed in a sentence (`na e5`,
// legal for Black there) that is no move of the game.
const COLUMN = [
  'Velemajstor Petrović počinje mirno, d4. Njegov protivnik odgovara indijski, Nf6. Sledi uobičajeno, c4.',
  'Crni bira sistem sa e6. Beli razvija skakača, Nc3. Crni odmah veže, Bb4. Beli se brani damom, Qc2.',
  'Crni tada uzima piona, dxc4. Mogao je i da gurne piona na e5 ili da igra na b6.',
  '',
].join('\n');
const COLUMN_SAN = checkedSan('d4 Nf6 c4 e6 Nc3 Bb4 Qc2');
const COLUMN_ICCF = [
  'Velemajstor Petrović počinje mirno, 4244. Njegov protivnik odgovara indijski, 7866. Sledi uobičajeno, 3234.',
  'Crni bira sistem sa 5756. Beli razvija skakača, 2133. Crni odmah veže, 6824. Beli se brani damom, 4132.',
  'Crni tada uzima piona, dxc4. Mogao je i da gurne piona na e5 ili da igra na b6.',
  '',
].join('\n');

// A German page telling the Spanish game in its own letters, a move a clause.
const GERMAN =
  'Weiß beginnt mit e4. Schwarz antwortet symmetrisch, e5. Dann kommt der Springer, Sf3. Schwarz deckt, Sc6.\nDer Läufer greift an, Lb5. Schwarz fragt sofort, a6. Weiß zieht zurück, La4.\n';
const GERMAN_SAN = checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4');
const GERMAN_EN =
  'Weiß beginnt mit e4. Schwarz antwortet symmetrisch, e5. Dann kommt der Springer, Nf3. Schwarz deckt, Nc6.\nDer Läufer greift an, Bb5. Schwarz fragt sofort, a6. Weiß zieht zurück, Ba4.\n';

describe('a game told one move a clause', () => {
  it('the expected ICCF text is what chess.js plays; the misprint is not legal there', () => {
    expect(iccfWords(COLUMN_ICCF)).toEqual(iccfByChessJs(COLUMN_SAN));
    expect(() => iccfByChessJs('dxc4', COLUMN_SAN)).toThrow();
  });

  it('prose --from sr-Latn: read in English letters, the game stopped at the misprint with a warning, the sentence after it left alone', () => {
    const r = translateProse(COLUMN, { from: 'sr-Latn', to: 'iccf' });
    expect(r.text).toBe(COLUMN_ICCF);
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:37', 'W_STYLE 1:37', 'W_PROSE_UNCHECKED 3:24']);
    expect(r.problems[1]!.message).toBe(
      'moves written without numbers: 7 moves from "d4" on, one at the end of each clause, each legal after the one before, read as the game from move 1',
    );
    expect(r.problems[2]!.message).toBe('"dxc4": the game told without numbers stops here: not legal as its move 4...; left as written');
    expect(r.checked).toBe(7);
  });

  it('translate --from sr-Latn: one game, its moves as told, nothing after the misprint', () => {
    const r = translatePgn(COLUMN, { from: 'sr-Latn', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(COLUMN_SAN);
    expect(r.failures).toEqual([]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_PROSE_UNCHECKED');
  });

  it('prose --from de: a game told a move a clause in the named letters', () => {
    const r = translateProse(GERMAN, { from: 'de', to: 'en' });
    expect(r.text).toBe(GERMAN_EN);
    expect(problemsOf(r)).toEqual(['W_STYLE 1:18']);
    expect(iccfWords(translateProse(GERMAN, { from: 'de', to: 'iccf' }).text)).toEqual(iccfByChessJs(GERMAN_SAN));
    expect(gamesOf(translatePgn(GERMAN, { from: 'de', to: 'en' }).pgn)[0]!.main).toBe(GERMAN_SAN);
  });
});

describe('squares and moves in sentences that are no game told a move a clause', () => {
  it('five moves a clause are no game (six make one)', () => {
    const five = GERMAN.replace(' Schwarz fragt sofort, a6. Weiß zieht zurück, La4.', '');
    const r = translateProse(five, { from: 'de', to: 'iccf' });
    expect(r.problems.filter((p) => p.code === 'W_STYLE')).toEqual([]);
    expect(iccfWords(r.text)).toEqual([]);
  });

  it('squares named at the ends of sentences that no game plays stay words', () => {
    const text =
      'Der Bauer zieht nach e4. Der Springer steht auf f3. Schwarz kontrolliert d5. Das Feld c4 ist schwach, ebenso d4. Der Läufer will nach b5.\n';
    const r = translateProse(text, { from: 'de', to: 'iccf' });
    expect(r.text).toBe(text);
    expect(r.problems).toEqual([]);
  });

  it('a move in the middle of a clause ends the count: no game is confirmed by clauses after it', () => {
    const text = GERMAN.replace('antwortet symmetrisch, e5.', 'antwortet mit e5 ohne zu zögern.');
    const r = translateProse(text, { from: 'de', to: 'iccf' });
    expect(r.problems.filter((p) => p.code === 'W_STYLE')).toEqual([]);
  });

  it('a word with a square that reads as no move in the named letters between the moves ends the count', () => {
    // (`Nf6` is no Serbian move: read in Serbian letters only, as the language is chosen under auto, the column confirms no game)
    const r = readProse(COLUMN, { from: 'sr-Latn', to: 'iccf', otherLetters: false });
    expect(r.problems.filter((p) => p.code === 'W_STYLE')).toEqual([]);
  });
});
