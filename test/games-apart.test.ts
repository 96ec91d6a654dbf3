// Issue 13: "none may be split, merged or invented" — games of a document kept apart. A game printed after its players'
// names on its line (`Novák-Horák (Majstrovstvá Bratislavy) 1.d4 …`, as newspaper columns print one) is the game, and
// a short game cited from move 1 in a sentence before it is no game the game goes on from. A page of games after one
// heading (`1.d4 Nf6 2.Bf4 d5`, then each game from `3.…` with its result and players) gives one game per score, each
// chained to the heading's moves; a bracket that plays the game's last move again and goes on is analysis of it, not
// the game going on; and the result after that bracket is the game's. Every text here is made up in the layouts of
// real pages; every expected game is written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { layoutOf } from '../src/prose/layout.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** The SAN moves as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(sanWords(san)).join(' ');

// An opening database page: a heading line, a transposition note that starts again at move 1 in brackets, then games
// that go on from the heading, captures and checks written without `x` and `+`, engine notes in brackets.
const DATABASE_PAGE = `Opening file LONDON-42, updated 2024-03-01

1.d4 Nf6 2.Bf4 d5

(...)

3.e3 c5 (--> 1.d4 d5 2.Bf4 c5 3.e3 Nf6).

3.e3 e6 4.Nf3 Bd6 5.Bd6 Qd6 6.Bd3 0-0 7.Nbd2 b6 8.0-0 Bb7 9.Ne5 c5 10.c3 Nbd7 11.f4 Rac8?! (better is 11...Ne4 12.Qe2=) 12.Qf3 Ne4 13.Ne4 de4 (13...de4 14.Be4 Be4 15.Qe4+/-) 1–0. pawnstorm – quietmove, lichess, 2021.

3.Nf3 e6 4.e3 Bd6 5.Bg3 0-0 6.Bd3 c5 7.c3 Nc6 8.Nbd2 b6 9.Ne5 Bb7 10.f4 Ne7 1–0. knightowl – berlinwall, lichess, 2022.

3.c4 e6 4.Nc3 Bb4 5.e3
`;

describe('a page of games after one heading', () => {
  const r = translatePgn(DATABASE_PAGE, { from: 'en', to: 'en' });
  const games = gamesOf(r.pgn);

  it('gives one game per score, each chained to the heading, in the order of the page', () => {
    expect(r.failures).toEqual([]);
    expect(games.map((g) => g.main)).toEqual([
      legal('d4 Nf6 Bf4 d5 e3 e6 Nf3 Bd6 Bxd6 Qxd6 Bd3 O-O Nbd2 b6 O-O Bb7 Ne5 c5 c3 Nbd7 f4 Rac8 Qf3 Ne4 Nxe4 dxe4'),
      legal('d4 Nf6 Bf4 d5 Nf3 e6 e3 Bd6 Bg3 O-O Bd3 c5 c3 Nc6 Nbd2 b6 Ne5 Bb7 f4 Ne7'),
      legal('d4 Nf6 Bf4 d5 c4 e6 Nc3 Bb4 e3'),
    ]);
    expect(games.map((g) => g.result)).toEqual(['1-0', '1-0', '*']);
  });

  it('keeps the analysis after the last move a variation of it, and the transposition note a variation', () => {
    const first = games[0]!.text;
    // (13...dxe4 played again in the bracket: the analysis 14.Bxe4 … is its variation, the game ends at 13...dxe4)
    legal('d4 Nf6 Bf4 d5 e3 e6 Nf3 Bd6 Bxd6 Qxd6 Bd3 O-O Nbd2 b6 O-O Bb7 Ne5 c5 c3 Nbd7 f4 Rac8 Qf3 Ne4 Nxe4 dxe4 Bxe4 Bxe4 Qxe4');
    expect(first.replace(/\s+/g, ' ')).toContain(
      '13. Nxe4 dxe4 (13... dxe4 14. Bxe4 Bxe4 15. Qxe4 $16) {pawnstorm – quietmove, lichess, 2021.} 1-0',
    );
    legal('d4 d5 Bf4 c5 e3 Nf6');
    expect(first).toMatch(/1\. d4 Nf6 \(1\.\.\. d5 2\. Bf4 c5 3\. e3\s+Nf6\)/);
    legal('d4 Nf6 Bf4 d5 e3 c5');
    expect(first).toContain('(3... c5)');
  });

  it("keeps the players' names as words, with the game whose result they follow in its paragraph", () => {
    expect(games[0]!.text).toContain('pawnstorm – quietmove, lichess, 2021.');
    expect(games[1]!.text).toContain('knightowl – berlinwall, lichess, 2022.');
  });
});

// A newspaper column: a short game cited in a sentence (Scholar's mate, from move 1), then the game after its players'
// names and the event on the same line, in Slovak letters (J knight, S bishop, D queen, V rook), `:` for captures.
const COLUMN = `ŠACH

Krátke partie

Mnohí začiatočníci poznajú školácky mat, keď biely vyhrá po 1.e4 e5 2.Sc4 Jc6 3.Dh5 Jf6 4.D:f7 mat a čierny nestihne ani rošádu. Dnes však uvádzame partiu z domáceho turnaja.

Novák-Horák (Majstrovstvá Bratislavy) 1.d4 d5 2.c4 e6 3.Jc3 Jf6 4.Sg5 Se7 5.e3 0-0 6.Jf3 Jbd7 7.Vc1 c6 8.Sd3 d:c4 9.S:c4 Jd5 (Známy manéver, ktorým čierny zjednodušuje hru
`;

describe("a game printed after its players' names", () => {
  it('is the game; the short game cited before it in a sentence is no game it goes on from', () => {
    const r = translatePgn(COLUMN, { from: 'sk', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([legal('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1 c6 Bd3 dxc4 Bxc4 Nd5')]);
    // (the cited mate stays, as a variation of the first move, with its words)
    legal('e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#');
    expect(games[0]!.text).toMatch(/\(1\. e4 e5 2\. Bc4 Nc6 3\. Qh5 Nf6 4\. Qxf7#\s+\{a čierny nestihne/);
    expect(games[0]!.result).toBe('*');
  });

  it('reads a heading as the players and the event only: a sentence before the moves is none', () => {
    const printed = (line: string): boolean => layoutOf(`${line}\n`).printedAsGame(line.indexOf('1.'));
    expect(printed('Novák-Horák (Majstrovstvá Bratislavy) 1.d4 d5')).toBe(true);
    expect(printed('Van der Berg – De Smet 1.e4 c5')).toBe(true);
    expect(printed('Caro-Kann je obrana charakterizovaná ťahmi 1.e4 c6')).toBe(false);
    expect(printed('Foulds-Lang hrali v Aucklande 1.e4 e6')).toBe(false);
    expect(printed('Predpokladám, že partia 1.e4 e6')).toBe(false);
    // (a title after a comma, and the opening's name after the place and year in brackets)
    expect(printed('De Kermur, Sire di Légal - Cavaliere di Saint Brie 1.e4 e5')).toBe(true);
    expect(printed('Anderssen, Adolf - Kieseritzky, Lionel (Londra, 1851) Gambetto di Re accettato 1.e4 e5')).toBe(true);
    // (words after the players with no dated bracket before them, or a sentence, are no heading)
    expect(printed('Anderssen - Kieseritzky giocarono il Gambetto di Re 1.e4 e5')).toBe(false);
    expect(printed('Anderssen - Kieseritzky (Londra, 1851) giocarono. Poi 1.e4 e5')).toBe(false);
  });
});

// A variation tree in headings (Czech letters: J knight, S bishop): two rows printed for Black's 2nd move, then a row for
// White's 3rd that the board takes after either. The layout does not say which it goes on with: the game's move is
// taken, and a warning says so (never a silent choice between two legal games).
const TREE = `Královský gambit začíná tahy 1.e4 e5 2.f4 a bílý nabízí pěšce.

Odmítnutý gambit

2. … Sc5 Černý pěšce nebere.

Přijatý gambit

2. … exf4 Černý pěšce bere.

3. Jf3 g5
`;

describe('rows printed for one move, then a row that goes on after either', () => {
  it('goes on with the game, and says that the other row takes the moves too', () => {
    // (both readings are legal: the point of the warning)
    legal('e4 e5 f4 exf4 Nf3 g5');
    const r = translatePgn(TREE, { from: 'cs', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 f4 Bc5 Nf3 g5')]);
    const warnings = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
    expect(warnings).toContain('11:4 W_READING_AMBIGUOUS');
  });

  it('says nothing where the row goes on with the only row printed for that move (the other cited in a sentence)', () => {
    const r = translatePgn(TREE.replace('2. … Sc5', 'Po 2…Sc5'), { from: 'cs', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 f4 exf4 Nf3 g5')]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).not.toContain('W_READING_AMBIGUOUS');
  });
});

// Two annotated games in a book's prose, each under its players (made up in the shape of a Czech book on the English
// Opening): both start 1. c4 e5 2. Jc3, so their first positions are the same. Before session 29 the moves of the
// second game's notes were tried on the first game's boards too: `8. Jxe5`, a move the second game's note supposes
// before its 7th move, was played as the first game's 8...Nxe5 and made a side line of it the longer one, so the first
// game's line was read wrong (6. Jd2, the move its note calls correct, for 6. d5).
describe('a second game under its players, from the same first moves', () => {
  const text = [
    'Doroškevič-Tukmakov (Riga 1970)',
    '1. c4 e5. Vzniká sicilská hra s obrácenými barvami. 2. Jc3 Jc6 3.Jf3 f5 4. d4 e4 5. Sg5 Jf6 6. d5? Krok na bludnou cestu. ' +
      'Správně 6. Jd2 Jxd4 7. Jdxe4! nebo 6. ... h6 7. Sxf6 Dxf6 8. e3 s výhodou bílého. 6. ... exf3 7. dxc6 fxg2 8. cxd7+? ' +
      'Po správném 8. Sxg2 bxc6 by měl černý o pěšce víc. 8. ... Jxd7!! a bílý se vzdal.',
    '',
    'Petrosjan-Ree (Wijk aan Zee 1974)',
    '1. c4 e5 2. Jc3 Jf6 3. Jf3 Jc6 4. g3 Sb4. 5. Jd5. 5. ... Jxd5? Správné je 5. ... e4. 6. cxd5 e4? Teď je postup pěšce ' +
      'špatný. Ovšem po ústupu jezdce by bílý bral 8. Jxe5. 7. dxc6 exf3 8. Db3! a černý se vzdal.',
    '',
  ].join('\n');

  it("reads each game's own line: no move of the second game's notes is played on the first game's boards", () => {
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([
      legal('c4 e5 Nc3 Nc6 Nf3 f5 d4 e4 Bg5 Nf6 d5 exf3 dxc6 fxg2 cxd7+ Nxd7'),
      legal('c4 e5 Nc3 Nf6 Nf3 Nc6 g3 Bb4 Nd5 Nxd5 cxd5 e4 dxc6 exf3 Qb3'),
    ]);
    // (the supposed 8. Jxe5 is checked on no board: the second game's knight is still on f3 there, its 8th move not reached)
    expect(r.pgn).not.toContain('Ne5');
  });

  it("keeps the words after a game's last move, to the end of its paragraph, with that game; the next game's players open it", () => {
    const [first, second] = translatePgn(text, { from: 'cs', to: 'en' }).pgn.split(/\n\n(?=\{)/);
    expect(first!.replace(/\s+/g, ' ')).toMatch(/8\.\.\. Nxd7 \$3 \{a bílý se vzdal\.\} 0-1$/);
    expect(second).toMatch(/^\{Petrosjan-Ree \(Wijk aan Zee 1974\)\} 1\. c4 e5/);
  });
});

describe('a game told again from move 1 after its score and result, with notes between its rows (issue 13)', () => {
  // (made up in the shape of a Korean blog seen in session 31: the whole score and its result, then the analysis walking
  // through it again, `1. e4 e5`, `2. Sf3 Sc6`, `3. Lc4` on lines of their own, notes with the moves considered, `4. c3`)
  const SCORE = '1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. c3 Sf6 5. d4 exd4 6. cxd4 Lb4+ 7. Ld2 Lxd2+ 8. Sbxd2 d5 9. exd5 Sxd5 0-1';
  const GAME = legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5');
  const page =
    `Partie vom Klubabend\n\nGanze Partie\n\n${SCORE}\n\nIch hatte Schwarz und spielte die Italienische Partie.\n\n` +
    '1. e4 e5\n2. Sf3 Sc6\n3. Lc4\n\n3... Lc5 oder 3... Sf6 habe ich überlegt und mich für 3...Lc5 entschieden.\n\n4. c3\n\n' +
    'Das ist die alte Hauptvariante. Möglich war auch 4. b4 mit dem Evans-Gambit.\n\n5. d4\n';

  it('one game: the rows told again are its moves, the moves in the notes its variations (before: a second game)', () => {
    expect(legal('e4 e5 Nf3 Nc6 Bc4 Nf6').split(' ')).toHaveLength(6);
    expect(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 b4').split(' ')).toHaveLength(7);
    const r = translatePgn(page, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => [g.main, g.result])).toEqual([[GAME, '0-1']]);
    const moves = r.pgn.replace(/\{[^}]*\}/g, '').replace(/\s+/g, ' ');
    expect(moves).toContain('3. Bc4 Bc5 ( 3... Nf6 ) 4. c3 ( 4. b4 ) 4... Nf6');
  });

  it('control: a next game from move 1 whose rows leave the first game is a game of its own', () => {
    const next = `${SCORE}\n\nZweite Partie\n\n1. e4 e5\n2. Sf3 Sc6\n3. Lb5 a6\n\nDie Spanische Partie.\n\n4. La4\n`;
    const r = translatePgn(next, { from: 'de', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME, legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4')]);
  });
});

describe('a line told in a sentence, then a game under its players from the same first moves that leaves it', () => {
  // (made up in the shape of an Italian trap page: the trap's line told in a sentence, then a game under its players,
  // place and year, and the opening's name, that leaves it at move 2 and ends in Légal's mate)
  const text =
    "Il tema della trappola. Partita d'Alfiere 1 e4, e5; 2 Ac4, d6; 3 Cc3, Cc6; 4 Cf3, Ag4; 5 h3, Ah5?; La trappola scatta con una mossa sorprendente: 6 C:e5!, ...\n" +
    "Anderssen, Adolf - Kieseritzky, Lionel (Londra, 1851) Partita d'Alfiere 1 e4, e5; 2 Cf3, Cc6; 3 Ac4, d6; 4 Cc3, Ag4; " +
    '5 C:e5, A:d1; 6 A:f7+, Re7; 7 Cd5#. 1-0\n';

  it('the printed game is the game; the line told first a variation of it, said (it may be a game of its own)', () => {
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bc4 d6 Nc3 Bg4 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#')]);
    expect(games[0]!.text.replace(/\s+/g, ' ')).toMatch(/\(2\. Bc4 d6 3\. Nc3 Nc6 4\. Nf3 Bg4 5\. h3 Bh5 \$2 \{[^}]*\} 6\. Nxe5/);
    expect(
      r.warnings.flatMap((g) =>
        g.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS').map((w) => `${w.position.line}:${w.position.column}`),
      ),
    ).toEqual(['2:88']);
  });
});

describe('openings named in brackets in sentences, each from move 1', () => {
  // (session 34: an Italian article, `la difesa Scandinava (1. e4, d5) e la difesa Alekhine (1. e4, Cf6) … la difesa
  // Francese (1. e4, e6; 2. d4, d5)`, a Latvian page, `Piemēram, Spāņu atklātne (1. e4 e5 2. Zf3 Zc6 3. Lb5).` then
  // `Piemēram, Franču aizsardzība (1. e4 e6).`; made up in those shapes. Before, the first was the game and every other a
  // variation of it, with no warning.)
  it('are a list of openings: each one that parts from the one before is a game of its own', () => {
    const text =
      'Alla prima categoria appartengono la difesa Scandinava (1. e4, d5) e la difesa Alekhine (1. e4, Cf6); ' +
      'mentre la difesa Francese (1. e4, e6; 2. d4, d5) prepara quell’attacco.\n';
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 d5'), legal('e4 Nf6'), legal('e4 e6 d4 d5')]);
  });

  it('a longer opening, then a shorter one that parts from it, each after `for example`', () => {
    const text =
      'Piemēram, Spāņu atklātne (1. e4 e5 2. Zf3 Zc6 3. Lb5).\n\nTo lieto, kad melno gājiens ir pēdējais. Piemēram, Franču aizsardzība (1. e4 e6).\n';
    const r = translatePgn(text, { from: 'lv', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5'), legal('e4 e6')]);
  });

  it('control: a bracket that compares another opening with a game printed on lines of its own is a variation of it', () => {
    const text = 'The Portuguese Opening:\n\n1. e4 e5\n2. Bb5\n\nUnlike the Ruy Lopez (1.e4 e5 2.Nf3 Nc6 3.Bb5), White delays Nf3.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Bb5')]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(2. Nf3 Nc6 3. Bb5)');
  });

  it('control: a bracket after an opening told in a bracket that the text then goes on with is a variation of it', () => {
    const text =
      'The Ruy Lopez (1.e4 e5 2.Nf3 Nc6 3.Bb5) went on 3...a6 4.Ba4 Nf6 in the game, unlike the Italian (1.e4 e5 2.Nf3 Nc6 3.Bc4).\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6')]);
  });
});
