// Issue 13 (moves inside prose) and issue 12 point 3 (no silent choice): moves in another language's
// letters where the named language reads them too, but the board rejects its reading (Romanian N is the
// bishop, nebun: `2.Nf3` on a Romanian page printing English SAN), where both readings are legal, and a
// move number glued to a move in other letters (`2Nf3` on a Portuguese page). Every text here is made up
// for the test; every expected ICCF text is written by hand and checked against chess.js (helpers/chess-js.ts).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { translateDocument } from '../src/translate/document.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { iccfByChessJs, iccfWords } from './helpers/chess-js.js';
import { problemsOf } from './helpers/common.js';

// Class 1, first shape: a Romanian page printing English SAN. Romanian reads `2.Nf3` as a bishop's move (N is
// the bishop), which the board rejects; English letters read every move legally up to 7...Bg4, which is a
// misprint of the page in any letters (the bishop's way c8-g4 is shut by Black's own pawn on f5, 3...f5).
const GAMBIT = 'Gambitul: 1.e4 e5 2.Nf3 Nc6 3.Bc4 f5 4.d3 Nf6 5.Ng5! d5 6.exd5 Nd4 7.c3 Bg4.';
const GAMBIT_SAN = 'e4 e5 Nf3 Nc6 Bc4 f5 d3 Nf6 Ng5 d5 exd5 Nd4 c3';
const GAMBIT_ICCF = 'Gambitul: 1.5254 5755 2.7163 2836 3.6134 6765 4.4243 7866 5.6375! 4745 6.5445 3644 7.3233 Bg4.';
// The same page without the misprint: 7...Be7 (Bf8-e7).
const GAMBIT_SOUND = GAMBIT.replace('Bg4.', 'Be7.');
const GAMBIT_SOUND_ICCF = GAMBIT_ICCF.replace('Bg4.', '6857.');

// Class 1, second shape: a bilingual page whose first sequence (a pair a line) is English, and a later
// paragraph `5.Nd4!` that Romanian reads as a bishop's move the board rejects.
const BILINGUAL = 'Partida a început așa:\n\n1. e4 e5\n2. Nf3 Nc6\n3. Bc4 f5\n\nAcceptat: 4.exf5 e4 5.Nd4! Nf6 6.Nxc6 dxc6.\n';
const BILINGUAL_SAN = 'e4 e5 Nf3 Nc6 Bc4 f5 exf5 e4 Nd4 Nf6 Nxc6 dxc6';
const BILINGUAL_ICCF =
  'Partida a început așa:\n\n1. 5254 5755\n2. 7163 2836\n3. 6134 6765\n\nAcceptat: 4.5465 5554 5.6344! 7866 6.4436 4736.\n';

describe('a move the named language reads but the board rejects is read in other letters (class 1)', () => {
  it('the expected ICCF texts agree with chess.js', () => {
    expect(iccfWords(GAMBIT_ICCF)).toEqual(iccfByChessJs(GAMBIT_SAN));
    expect(iccfWords(GAMBIT_SOUND_ICCF)).toEqual(iccfByChessJs(`${GAMBIT_SAN} Be7`));
    expect(() => iccfByChessJs('Bg4', GAMBIT_SAN)).toThrow();
    expect(iccfWords(BILINGUAL_ICCF)).toEqual(iccfByChessJs(BILINGUAL_SAN));
  });

  it('prose --from ro: a Romanian page in English SAN is read in English letters, one note naming where Romanian fails', () => {
    const r = translateProse(GAMBIT_SOUND, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe(GAMBIT_SOUND_ICCF);
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:13']);
    expect(r.problems[0]!.message).toBe(
      'the moves are written with English letters: read as English (en); Romanian (ro) does not read move 2. Nf3 as a legal move',
    );
    expect(r.checked).toBe(14);
  });

  it('prose --from ro: with a misprint in the English letters, the page is still read in them and the misprint is the error', () => {
    const r = translateProse(GAMBIT, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe(GAMBIT_ICCF);
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:13', `ERR_MOVE_ILLEGAL 1:${GAMBIT.indexOf('Bg4') + 1}`]);
    expect(r.problems[1]!.message).toBe('move 7... Bg4: no bishop (B) can move to g4');
    expect(r.checked).toBe(13);
  });

  it('translate --from ro (the document reading): the game in English letters, the misprint kept as words', () => {
    const r = translatePgn(GAMBIT, { from: 'ro', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn)[0]!.main).toBe(GAMBIT_SAN);
    const codes = r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
    expect(codes).toEqual(['W_OTHER_LANGUAGE', 'W_PROSE_UNCHECKED', 'W_MOVES_IN_COMMENT']);
    const sound = translatePgn(GAMBIT_SOUND, { from: 'ro', to: 'en' });
    expect(gamesOf(sound.pgn)[0]!.main).toBe(`${GAMBIT_SAN} Be7`);
  });

  it('prose --from ro: a later paragraph goes on in the letters the text was read in, where Romanian is illegal (5.Nd4!)', () => {
    const r = translateProse(BILINGUAL, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe(BILINGUAL_ICCF);
    // one note for the text, at its first sequence in English letters; none at the paragraph
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 3:4']);
    expect(r.checked).toBe(12);
  });

  it('the document reading of translate --from ro reads the paragraph alike (one note for the game)', () => {
    const games = translateDocument(BILINGUAL, 'page.txt', { from: 'ro', to: 'en' });
    expect(games).toHaveLength(1);
    expect(gamesOf(games[0]!.text)[0]!.main).toBe(BILINGUAL_SAN);
    expect(games[0]!.failure).toBeUndefined();
    expect(games[0]!.text.replace(/\s+/g, ' ')).toContain('3. Bc4 f5 {Acceptat:} 4. exf5 e4 5. Nd4 $1 Nf6 6. Nxc6 dxc6 *');
    expect(games[0]!.warnings.filter((w) => w.code === 'W_OTHER_LANGUAGE')).toHaveLength(1);
    expect(games[0]!.warnings.map((w) => w.code)).not.toContain('W_PROSE_UNCHECKED');
  });
});

describe('both readings legal, two different games: the cheaper wins, a tie is said (issue 12 point 3)', () => {
  // After 1.e4 e5 2.Nf3 Nc6 3.Bc4 (English letters), `3...Nb4 4.c3` reads in Romanian letters as Bf8-b4 and in
  // English letters as Nc6-b4: both legal, both as written (cost 0).
  const TIE = 'Partida a început așa:\n\n1. e4 e5\n2. Nf3 Nc6\n3. Bc4\n\nAlternativ 3...Nb4 4.c3.\n';

  it('the two readings are legal (chess.js)', () => {
    expect(iccfByChessJs('Bb4 c3', 'e4 e5 Nf3 Nc6 Bc4')).toEqual(['6824', '3233']);
    expect(iccfByChessJs('Nb4 c3', 'e4 e5 Nf3 Nc6 Bc4')).toEqual(['3624', '3233']);
  });

  it('prose --from ro: a tie is reported (W_READING_AMBIGUOUS naming both) and the named reading is left', () => {
    const r = translateProse(TIE, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe('Partida a început așa:\n\n1. 5254 5755\n2. 7163 2836\n3. 6134\n\nAlternativ 3...6824 4.3233.\n');
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 3:4', 'W_READING_AMBIGUOUS 7:16']);
    expect(r.problems[1]!.message).toBe(
      '"Nb4" (move 3...): Romanian (ro) letters, as named, read f8-b4; English (en) letters, which the text\'s moves were read in before, read c6-b4; both read the moves here as legal moves of two different games, at about the same cost: undecided, left as Romanian reads it',
    );
  });

  it('the document reading says the tie too', () => {
    const games = translateDocument(TIE, 'page.txt', { from: 'ro', to: 'en' });
    expect(games.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_READING_AMBIGUOUS');
  });

  // German letters read `4.Bb3 Bb6` as two pawn moves with the pawn's letter (W_PAWN_LETTER, 0.3 each in
  // repair/costs.ts), English letters as two bishop moves as written (0): the English reading is cheaper by
  // more than NEAR_COST (0.5) and the text was read in English letters before.
  const CHEAPER = 'Italienisch: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5\n\nDanach 4.Bb3 Bb6 mit ruhigem Spiel.\n';

  it('prose --from de: the cheaper whole reading (English bishops) wins over two German pawn letters', () => {
    expect(iccfByChessJs('Bb3 Bb6', 'e4 e5 Nf3 Nc6 Bc4 Bc5')).toEqual(['3423', '3526']);
    expect(iccfByChessJs('b3 b6', 'e4 e5 Nf3 Nc6 Bc4 Bc5')).toEqual(['2223', '2726']);
    const r = translateProse(CHEAPER, { from: 'de', to: 'iccf' });
    expect(r.text).toBe('Italienisch: 1.5254 5755 2.7163 2836 3.6134 6835\n\nDanach 4.3423 3526 mit ruhigem Spiel.\n');
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:16']);
  });

  it('prose --from de: one pawn letter against one English bishop, in a text that wrote its pawn moves without a letter: the bishop, no tie', () => {
    // (before, a tie said W_READING_AMBIGUOUS: 0.3 is within NEAR_COST; the text's own pawn moves, `1.e4 e5`, decide the letter)
    const text = 'Italienisch: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5\n\nDanach 4.Bb3 mit ruhigem Spiel.\n';
    expect(iccfByChessJs('Bb3', 'e4 e5 Nf3 Nc6 Bc4 Bc5')).toEqual(['3423']);
    const r = translateProse(text, { from: 'de', to: 'iccf' });
    expect(r.text).toBe('Italienisch: 1.5254 5755 2.7163 2836 3.6134 6835\n\nDanach 4.3423 mit ruhigem Spiel.\n');
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:16']);
  });
});

describe('a move number glued to a move in another language’s letters (class 2)', () => {
  // Portuguese: C cavalo (knight), B bispo, T torre, D dama, R rei. `2Nf3`, `4Nxd4`: English letters.
  const SICILIAN = 'A defesa siciliana aberta começa com 1e4 c5 2Nf3 d6 seguidas de 3d4 cxd4 4Nxd4, e as pretas jogam Cf6.';
  const SICILIAN_SAN = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6';

  it('prose --from pt: 2Nf3 and 4Nxd4 are read after their numbers in English letters, the game checked to Cf6', () => {
    expect(iccfByChessJs(SICILIAN_SAN)).toEqual(['5254', '3735', '7163', '4746', '4244', '3544', '6344', '7866']);
    const r = translateProse(SICILIAN, { from: 'pt', to: 'en' });
    expect(r.text).toBe('A defesa siciliana aberta começa com 1e4 c5 2Nf3 d6 seguidas de 3d4 cxd4 4Nxd4, e as pretas jogam Nf6.');
    expect(problemsOf(r)).toEqual(['W_STYLE 1:38', 'W_OTHER_LANGUAGE 1:46']);
    expect(r.problems[1]!.message).toBe(
      'the moves are written with English letters: read as English (en); Portuguese (pt) stops at move 2. Nf3',
    );
    expect(r.checked).toBe(8);
    const iccf = translateProse(SICILIAN, { from: 'pt', to: 'iccf' });
    expect(iccf.text).toContain('1 5254 3735 2 7163 4746 seguidas de 3 4244 3544 4 6344,');
  });

  it('translate --from pt: the same game', () => {
    const r = translatePgn(SICILIAN, { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    // (the game in English letters, then Portuguese Cf6: read as its knight too, as the prose reading checks it)
    expect(gamesOf(r.pgn)[0]!.main).toBe(SICILIAN_SAN);
  });

  it("the issue's text, Black's second move not written: 2Nf3 read in English letters, no board reaches move 3, said", () => {
    const text = 'A defesa siciliana aberta começa com 1e4 c5 2Nf3 seguidas de 3d4 cxd4 4Nxd4, e as pretas jogam Cf6.';
    const r = translateProse(text, { from: 'pt', to: 'iccf' });
    expect(r.text.startsWith('A defesa siciliana aberta começa com 1 5254 3735 2 7163 seguidas de')).toBe(true);
    // (no board reaches move 3: 3d4 cxd4 4Nxd4 are cut in the text's glued style and each said unchecked, never silently kept)
    expect(problemsOf(r)).toEqual([
      'W_STYLE 1:38',
      'W_OTHER_LANGUAGE 1:46',
      'W_PROSE_UNCHECKED 1:63',
      'W_PROSE_UNCHECKED 1:66',
      'W_PROSE_UNCHECKED 1:72',
    ]);
  });

  it('a glued number in the named letters after a sequence is no stop (no W_PROSE_UNCHECKED before it is cut)', () => {
    const text = 'A partida começa com 1e4 c5 2Cf3 d6 3d4 cxd4 4Cxd4 Cf6.';
    const r = translateProse(text, { from: 'pt', to: 'en' });
    expect(r.text).toBe('A partida começa com 1e4 c5 2Nf3 d6 3d4 cxd4 4Nxd4 Nf6.');
    expect(r.problems.map((p) => p.code)).toEqual(['W_STYLE']);
  });

  it('2d4 at move 2 is the number glued to the move, not a pawn origin rank: the number is kept in ICCF', () => {
    const text = 'A partida começa com 1e4 c5 2d4 cxd4 3Cf3 e5.';
    expect(iccfByChessJs('e4 c5 d4 cxd4 Nf3 e5')).toEqual(['5254', '3735', '4244', '3544', '7163', '5755']);
    const r = translateProse(text, { from: 'pt', to: 'iccf' });
    expect(r.text).toBe('A partida começa com 1 5254 3735 2 4244 3544 3 7163 5755.');
    expect(r.problems.map((p) => p.code)).toEqual(['W_STYLE']);
  });

  it('Russian page: a word glued between moves in English letters is cut (Bc5активнее4.c3, 3...Bc5активнее 4.d4)', () => {
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6')).toEqual(['5254', '5755', '7163', '2836', '6134', '6835', '3233', '7866']);
    const glued = translateProse('После 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5активнее4.c3 Nf6', { from: 'ru', to: 'iccf' });
    expect(glued.text).toBe('После 1.5254 5755 2.7163 2836 3.6134 6835 активнее4.3233 7866');
    expect(glued.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE']);
    expect(iccfByChessJs('d4', 'e4 e5 Nf3 Nc6 Bc4 Bc5')).toEqual(['4244']);
    const black = translateProse('После 1.e4 e5 2.Nf3 Nc6 3.Bc4, а на 3...Bc5активнее 4.d4', { from: 'ru', to: 'iccf' });
    expect(black.text).toBe('После 1.5254 5755 2.7163 2836 3.6134, а на 3...6835 активнее 4.4244');
    expect(black.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('the named language still reads its own letters', () => {
  it('a Romanian text in Romanian letters (C the knight, N the bishop) stays Romanian, no note', () => {
    const text = 'Partida: 1.e4 e5 2.Cf3 Cc6 3.Nc4 Nc5';
    expect(iccfByChessJs('e4 e5 Nf3 Nc6 Bc4 Bc5')).toEqual(['5254', '5755', '7163', '2836', '6134', '6835']);
    const r = translateProse(text, { from: 'ro', to: 'iccf' });
    expect(r.text).toBe('Partida: 1.5254 5755 2.7163 2836 3.6134 6835');
    expect(r.problems).toEqual([]);
    const en = translateProse(text, { from: 'ro', to: 'en' });
    expect(en.text).toBe('Partida: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5');
  });

  it('English words shaped like moves stay words on a Romanian page (A4, The, a bishop move no board has)', () => {
    const text = 'Tipărită pe hârtie A4: 1.e4 e5 2.Cf3 Cc6 3.Nc4 Nc5 4.c3 Cf6. The end: Ne5 Fritz.';
    const r = translateProse(text, { from: 'ro', to: 'en' });
    expect(r.text).toBe('Tipărită pe hârtie A4: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6. The end: Ne5 Fritz.');
    expect(r.problems.map((p) => p.code)).not.toContain('W_OTHER_LANGUAGE');
  });

  it('one move the board rejects is no sign of other letters (6.Ld2 on a German page is no Estonian queen)', () => {
    // German L is the bishop: neither bishop reaches d2 (the c1 bishop stands on g5, e3 shuts it in); Estonian
    // letters (L lipp, the queen) read 6.Ld2 as the legal Qd1-d2, but a misprint of one move tells no letters.
    const game = 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O';
    expect(() => iccfByChessJs('Bd2', game)).toThrow();
    expect(iccfByChessJs('Qd2', game)).toEqual(['4142']);
    const text = 'Nach 1.d4 d5 2.c4 e6 3.Sc3 Sf6 4.Lg5 Le7 5.e3 0-0 ist 6.Ld2 zu passiv.';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(problemsOf(r)).toEqual([`ERR_MOVE_ILLEGAL 1:${text.indexOf('Ld2') + 1}`]);
    // (the move the board rejects is rewritten by its letters, as any such move in prose)
    expect(r.text).toBe('Nach 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 5.e3 0-0 ist 6.Bd2 zu passiv.');
  });

  it('a misprinted move is not read in other letters that read only it (10…Kd8 11.Sxc7 on a German page)', () => {
    // German: K king, S knight. Black has castled: 10...Kd8 is no king's move; Turkish letters (K the rook, kale)
    // read `10…Kd8` as the legal Ra8-d8, but not `11.Sxc7`: they are not the page's letters.
    const game = 'e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 O-O Bg5 d6 Nc3 Be6 Bxe6 fxe6 a3 Qe8 Nb5';
    expect(() => iccfByChessJs('Kd8', game)).toThrow();
    expect(iccfByChessJs('Rd8', game)).toEqual(['1848']);
    const text =
      'Partie: 1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.0-0 Sf6 5.d3 0-0 6.Lg5 d6 7.Sc3 Le6 8.Lxe6 fxe6 9.a3 De8 10.Sb5\n\nSchlecht wäre nun 10…Kd8 11.Sxc7 mit Vorteil.\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(problemsOf(r)).toEqual(['ERR_MOVE_ILLEGAL 3:22', 'W_PROSE_UNCHECKED 3:29']);
    expect(r.problems[0]!.message).toBe('move 10... Kd8: no king (K) can move to d8');
  });
});

// A machine translation of a Russian page: the Russian letters written in Latin look-alikes (К as K, the knight; С as C,
// the bishop) among the Swedish words. Swedish reads `Kg1-f3` as its king's move, which the board rejects.
const SWEDISH_PAGE_RUSSIAN_LETTERS = 'Spanskt parti:\n1. e2-e4 e7-e5\n2. Kg1-f3 Kb8-c6\n3. Cf1-b5 a7-a6\n4. Cb5-a4 Kg8-f6\n5. 0-0\n';

describe('a game whose piece letters the named language has, but the board rejects its reading, read in another language', () => {
  it('Swedish page with Russian letters in Latin look-alikes (K the knight, C the bishop): read as Russian, one note', () => {
    const r = translatePgn(SWEDISH_PAGE_RUSSIAN_LETTERS, { from: 'sv', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O *');
    const notes = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_OTHER_LANGUAGE');
    expect(notes.map((w) => w.message)).toEqual([
      'the moves are written with Russian letters: read as Russian (ru); Swedish (sv) stops at move 2. Kg1-f3',
    ]);
  });

  it('a German game whose knight move the board rejects is no game of pawns in a language whose pawn letter is S', () => {
    // (Finnish writes S for the pawn, sotilas: read with the pawn's letter, 1...Sf6 2.Sd3 would be 1...f6 2.d3)
    const r = translatePgn('1. e4 Sf6 2. Sd3 *\n', { from: 'de', to: 'en' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toContain('move 2. Sd3: no knight (S) can move to d3');
  });

  it('a German game with one misprinted king for a knight stays a failure: no other language reads its S and L', () => {
    const r = translatePgn('1. e4 e5 2. Kg1-f3 Sc6 3. Lb5 a6\n', { from: 'de', to: 'en' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toContain('move 2. Kg1-f3: the king (K) on g1 cannot move to f3');
  });
});
