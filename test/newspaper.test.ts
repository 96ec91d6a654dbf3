// Issue 13: newspaper chess columns read as documents (`translate --from L`): notes in brackets glued to the next
// move number (`).12.Sc4`), a stray full stop before a number (`Sg8 .15.La3`), captures without a mark (`cd5`,
// `Sc5` for Nxc5), Black's move as `6 ..Ca6` after bare numbers, side lines a few words into a note
// (`Cc2+? (debió jugar 10 ..Ca6 …)`), plans joined by a dash (`g6–Af5`), the game's end in words
// (`19 e4!, y las negras se rindieron`, locale `resignWords`) with the refutation after it, and a score printed
// twice (a teaser cut at a bare number, then the full score). The columns are made up in the shape of real ones;
// every expected main line is written by hand and played through chess.js, never produced by the code under test.
import { describe, expect, it } from 'vitest';
import { LocaleFileError, LocaleRegistry, translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';
import { MINIMAL_LOCALE } from './helpers/common.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string, before = ''): string => playedSan(san.split(' '), { before: before === '' ? [] : before.split(' ') }).join(' ');
/** The PGN text on one line (the writer wraps lines at 80 characters). */
const flat = (pgn: string): string => pgn.replace(/\s+/g, ' ');
/** The codes of the warnings of a translation. */
const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings).map((w) => w.code);

describe('a Serbian column: notes glued to the next number, a stray full stop, captures without a mark', () => {
  const COLUMN =
    '1.d4 Sf6 2.c4 g6 3.Sc3 Lg7 4.e4 d6 5.Sf3 0-0 6.Le2 e5 7.0-0 Sc6 8.d5 Se7 9.b4 c6 10.Sd2 cd5 11.cd5 Se8\n\n' +
    '(Dobro mesto za skakača).12.Sc4 f5 13.b5 ( U to vreme nov potez. Pre toga igrali su 13.Tb1).13...Kh8 14.a4 Sg8 ' +
    '.15.La3 f4 (Greška. Trebalo je 15...Sgf6).16.a5 h5 17.f3 g5 Beli predaje.\n';
  const MAIN = legal(
    'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5 O-O Nc6 d5 Ne7 b4 c6 Nd2 cxd5 cxd5 Ne8 Nc4 f5 b5 Kh8 a4 Ng8 Ba3 f4 a5 h5 f3 g5',
  );

  it('the whole game is read, the notes are comments and the alternatives in them variations', () => {
    const r = translatePgn(COLUMN, { from: 'sr', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([MAIN]);
    const pgn = flat(r.pgn);
    expect(pgn).toContain('11. cxd5 Ne8 {(Dobro mesto za skakača).} 12. Nc4');
    // 13.Tb1 in place of 13.b5, 15...Sgf6 in place of 15...f4: variations
    expect(pgn).toContain('13. b5 {( U to vreme nov potez.} ({Pre toga igrali su} 13. Rb1) 13... Kh8');
    expect(pgn).toContain('15. Ba3 f4 {(Greška.} ({Trebalo je} 15... Ngf6) 16. a5');
    expect(legal('Rb1', 'd4 Nf6 c4 g6 Nc3 Bg7 e4 d6 Nf3 O-O Be2 e5 O-O Nc6 d5 Ne7 b4 c6 Nd2 cxd5 cxd5 Ne8 Nc4 f5')).toBe('Rb1');
    expect(codes(r)).not.toContain('W_MOVES_IN_COMMENT');
    expect(codes(r)).not.toContain('W_PROSE_UNCHECKED');
  });

  it('`prose` rewrites the moves glued after a bracket and a stray full stop, and checks them on the board', () => {
    const r = translateProse(COLUMN, { from: 'sr-Latn', to: 'en' });
    expect(r.text).toContain('(Dobro mesto za skakača).12.Nc4 f5 13.b5');
    expect(r.text).toContain('14.a4 Ng8 .15.Ba3 f4 (Greška. Trebalo je 15...Ngf6).16.a5');
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(r.moves);
  });

  it('the same column with Cyrillic piece letters (С Л Т К, squares in Latin letters) reads the same game', () => {
    const cyrillic = COLUMN.replace(/\b([SLTK])(?=[a-h]?[1-8]?x?[a-h][1-8])/g, (l: string) => ({ S: 'С', L: 'Л', T: 'Т', K: 'К' })[l]!)
      .replace('(Dobro mesto za skakača)', '(Добро место за скакача)')
      .replace('Beli predaje.', 'Бели предаје.');
    expect(cyrillic).toContain('.15.Лa3 f4');
    const r = translatePgn(cyrillic, { from: 'sr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([MAIN]);
    expect(flat(r.pgn)).toContain('{(Добро место за скакача).} 12. Nc4');
  });

  it('piece captures without a mark (`Sc5 Lc5+` for Nxc5 Bxc5+) are read in a document too: the board decides', () => {
    const text =
      '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lc6 dc6 5.0-0 f6 6.d4 ed4 7.Sd4 c5 8.Sb3 Dd1 9.Td1\n\n' +
      '(Poznata varijanta).9...Lg4 10.f3 Le6 .11.Sc5 Lc5+ (Greška je 11...Lc8).12.Kf1 Ke7 Beli predaje.\n';
    const r = translatePgn(text, { from: 'sr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([
      legal('e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5 Nb3 Qxd1 Rxd1 Bg4 f3 Be6 Nxc5 Bxc5+ Kf1 Ke7'),
    ]);
    expect(flat(r.pgn)).toContain('11. Nxc5 Bxc5+ ({Greška je} 11... Bc8) 12. Kf1');
  });

  it('a full stop glued before a number is no part of it only before a move number (`.5` of a version stays a word)', () => {
    const r = translateProse('Verzija .5 je nova. 1.e4 e5 .2.Sf3 Sc6\n', { from: 'sr-Latn', to: 'en' });
    expect(r.text).toBe('Verzija .5 je nova. 1.e4 e5 .2.Nf3 Nc6\n');
    expect(r.checked).toBe(4);
  });
});

describe('a Spanish column: bare numbers, `6 ..Ca6`, notes with side lines and plans, the end of the game in words', () => {
  const COLUMN =
    '1 Cf3 d5 2 d4 Cf6 3 c4 c6 4 Cc3 e6 5 cxd5 exd5 6 Dc2 (evita Af5, pero las negras pueden jugar g6–Af5 o Ca6–Cb4) ' +
    '6 ..Ca6 7 Ag5 Cb4 (parece mejor 7 ..Ae7 8 e3 Cb4) 8 Da4! (una novedad) 8 ..Af5 9 Tc1 a5 (tras 9 ..b5 10 Dd1, las ' +
    'debilidades serían crónicas) 10 a3 Cc2+? (debió jugar 10 ..Ca6 11 Axf6 gxf6 12 e3) 11 Txc2 b5 (diagrama) 12 Cxb5!! ' +
    'Axc2 13 Dxc2 cxb5 14 Dc6+ Re7 15 Db7+ Re8 16 Ce5 Dc8 17 Dxf7+ Rd8 18 Dxd5+ Re7 (o bien 18 ..Re8 19 Df7+ Rd8 20 e4) ' +
    '19 e4!, y las negras se rindieron. No sirve 19 ..Dc1+ 20 Re2!(también vale 20 Axc1 Cxd5) 20 ..Dxb2+ 21 Rf3, y todas pierden.\n';
  const MAIN = legal(
    'Nf3 d5 d4 Nf6 c4 c6 Nc3 e6 cxd5 exd5 Qc2 Na6 Bg5 Nb4 Qa4 Bf5 Rc1 a5 a3 Nc2+ Rxc2 b5 Nxb5 Bxc2 Qxc2 cxb5 Qc6+ Ke7 ' +
      'Qb7+ Ke8 Ne5 Qc8 Qxf7+ Kd8 Qxd5+ Ke7 e4',
  );
  /** The game's moves before a half-move (1-based), for checking a side line with chess.js. */
  const upTo = (ply: number): string =>
    MAIN.split(' ')
      .slice(0, ply - 1)
      .join(' ');

  it('the game is read to its last move, the side line of every note a variation where it branches', () => {
    const r = translatePgn(COLUMN, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([MAIN]);
    const pgn = flat(r.pgn);
    expect(pgn).toContain('7. Bg5 Nb4 ({parece mejor} 7... Be7 8. e3 Nb4) 8. Qa4 $1 {(una novedad)} 8... Bf5');
    expect(pgn).toContain('9. Rc1 a5 ({tras} 9... b5 10. Qd1 {las debilidades serían crónicas}) 10. a3');
    // (an alternative to 10...Cc2+, not a continuation of the side line 9...b5 10.Dd1 closed before it)
    expect(pgn).toContain('10. a3 Nc2+ $2 ({debió jugar} 10... Na6 11. Bxf6 gxf6 12. e3) 11. Rxc2');
    expect(pgn).toContain('18. Qxd5+ Ke7 ({o bien} 18... Ke8 19. Qf7+ Kd8 20. e4) 19. e4 $1');
    expect(legal('Be7 e3 Nb4', upTo(14))).toBe('Be7 e3 Nb4');
    expect(legal('b5 Qd1', upTo(18))).toBe('b5 Qd1');
    expect(legal('Na6 Bxf6 gxf6 e3', upTo(20))).toBe('Na6 Bxf6 gxf6 e3');
    expect(legal('Ke8 Qf7+ Kd8 e4', upTo(36))).toBe('Ke8 Qf7+ Kd8 e4');
    expect(codes(r)).not.toContain('W_PROSE_UNCHECKED');
    expect(codes(r)).not.toContain('W_MOVES_IN_COMMENT');
  });

  it('after `y las negras se rindieron` the refutation is analysis: a variation that plays the last move again', () => {
    const pgn = flat(translatePgn(COLUMN, { from: 'es', to: 'en' }).pgn);
    expect(pgn).toContain(
      '19. e4 $1 {y las negras se rindieron. No sirve} (19. e4 Qc1+ 20. Ke2 $1 ({también vale} 20. Bxc1 Nxd5) 20... Qxb2+ 21. Kf3 {y todas pierden.}) 1-0',
    );
    expect(legal('Qc1+ Ke2 Qxb2+ Kf3', MAIN)).toBe('Qc1+ Ke2 Qxb2+ Kf3');
    expect(legal('Qc1+ Bxc1 Nxd5', MAIN)).toBe('Qc1+ Bxc1 Nxd5');
  });

  it('so is the analysis after a result (`19 e4! 1-0. No sirve 19 ..Dc1+`): the game ends at its result', () => {
    const r = translatePgn(COLUMN.replace('19 e4!, y las negras se rindieron.', '19 e4! 1-0.'), { from: 'es', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games.map((g) => [g.main, g.result])).toEqual([[MAIN, '1-0']]);
    expect(flat(r.pgn)).toContain('(19. e4 Qc1+ 20. Ke2 $1');
  });

  it('the last move after a note in brackets is a move of the game, where the column ends with it (no number after it answers it)', () => {
    const cut = COLUMN.slice(0, COLUMN.indexOf(' No sirve'));
    for (const text of [cut, cut.replace('19 e4!,', '19 e4!!,'), cut.replace('19 e4!,', '19 e4! (diagrama),')]) {
      const r = translatePgn(`${text}\n`, { from: 'es', to: 'en' });
      expect(r.failures).toEqual([]);
      expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([MAIN]);
    }
  });

  it('the last move after a note in brackets that follows Black’s move with its number again (`11 ..Cfd7?? (tras …) 12 Ce4!`)', () => {
    // (made up in the shape of a column seen in session 31: White's move, then Black's bare number, `..` and move, then a
    // note; before, `12 Ce4!` was no move of the game, words in a comment after the note)
    const text =
      'Un castigo rápido: 1 e4 c5 2 Cf3 d6 3 d4 cxd4 4 Cxd4 Cf6 5 Cc3 a6 6 Ag5 e6 7 f4 Db6 8 Dd2 Dxb2 9 Tb1 Da3 10 e5 dxe5 ' +
      '11 fxe5 11 ..Cfd7?? (tras 11 ..Cd5 12 Cxd5 exd5 13 e6, las blancas atacan) 12 Ce4!, y las negras se rindieron.\n';
    const main = legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5 e6 f4 Qb6 Qd2 Qxb2 Rb1 Qa3 e5 dxe5 fxe5 Nfd7 Ne4');
    const side = legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5 e6 f4 Qb6 Qd2 Qxb2 Rb1 Qa3 e5 dxe5 fxe5 Nd5 Nxd5 exd5 e6');
    expect([main.split(' ').length, side.split(' ').length]).toEqual([23, 25]);
    const r = translateProse(text, { from: 'es', to: 'en' });
    // (every move checked: the game's 23 and the note's 4)
    expect(r.checked).toBe(27);
    expect(r.problems).toEqual([]);
    expect(r.text).toContain('12 Ne4!, y las negras se rindieron.');
  });

  it('the refutation in the sentence of the resignation (`se rindieron, pues si 19 ..Dc1+ …`) is analysis too', () => {
    const text = COLUMN.replace('se rindieron. No sirve', 'se rindieron, pues si').replace(
      ' 20 Re2!(también vale 20 Axc1 Cxd5) 20 ..Dxb2+',
      ' 20 Re2 Dxb2+',
    );
    const pgn = flat(translatePgn(text, { from: 'es', to: 'en' }).pgn);
    expect(pgn).toContain('19. e4 $1 {y las negras se rindieron, pues si} (19. e4 Qc1+ 20. Ke2 Qxb2+ 21. Kf3 {y todas pierden.}) 1-0');
  });

  it('a resignation word that does not end its clause (`la dama abandona la columna`) ends nothing', () => {
    const text = COLUMN.replace('19 e4!, y las negras se rindieron. No sirve', '19 e4! y la dama abandona la columna d:');
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([`${MAIN} ${legal('Qc1+ Ke2 Qxb2+ Kf3', MAIN)}`]);
  });

  it('plans in a note (`g6–Af5`, `Ca6–Cb4`) are moves of one side, each rewritten; not moves of the game', () => {
    const r = translatePgn(COLUMN, { from: 'es', to: 'en' });
    expect(flat(r.pgn)).toContain('6. Qc2 {(evita Bf5, pero las negras pueden jugar g6–Bf5 o Na6–Nb4)} 6... Na6');
    // (a typed pair after a move number stays a pair: White's move and Black's)
    const pair = translatePgn('1: e4-e5 2: Cf3-Cc6 3: Ab5-a6\n', { from: 'es', to: 'en' });
    expect(gamesOf(pair.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bb5 a6')]);
  });

  it('`se rindió` ends the game where its clause goes on (`y las blancas se rindieron ante el mate`): the mate after it is analysis', () => {
    // Our own column: the resignation told with a reason after it, then the move that would have followed.
    const text =
      '1 e4 e5 2 Cf3 Cc6 3 Ac4 Cd4? (3 ..Ac5 es lo normal) 4 Cxe5 Dg5 5 Cxf7 Dxg2 6 Tf1 Dxe4+ 7 Ae2, y las blancas se rindieron ante ' +
      'el mate que se avecina. Tras 7 ..Cf3# no hay nada que hacer.\n';
    const r = translatePgn(text, { from: 'es', to: 'en' });
    const main = legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2');
    // Before: 7...Nf3# was played as the game's last move, with no warning.
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([main]);
    expect(flat(r.pgn)).toContain('7. Be2 {y las blancas se rindieron ante el mate que se avecina. Tras} (7. Be2 Nf3#');
    expect(legal('Nf3#', main)).toBe('Nf3#');
    // (`rindieron` alone still ends its clause to count: `la torre rinde más en la columna` is no resignation)
    const rinde = translatePgn(
      text.replace('y las blancas se rindieron ante el mate que se avecina', 'y la torre rinde más en la columna e'),
      {
        from: 'es',
        to: 'en',
      },
    );
    expect(gamesOf(rinde.pgn).map((g) => g.main)).toEqual([`${main} Nf3#`]);
  });

  it('resignWords in a locale file: a word of letters, or a phrase of two to four words with one space between (`se rindió`, `a abandonné la partie`), nothing else', () => {
    const base = MINIMAL_LOCALE;
    const reg = (resignWords: unknown): void => {
      new LocaleRegistry().register({ ...base, resignWords });
    };
    expect(() => reg(['cessit', 'se dedit', 'se dedit statim', 'a abandonné la partie'])).not.toThrow();
    expect(() => reg(['se  dedit'])).toThrow(LocaleFileError);
    expect(() => reg(['s'])).toThrow(LocaleFileError);
    expect(() => reg(['a b c d e'])).toThrow(LocaleFileError);
    expect(() => reg(['se-dedit'])).toThrow(LocaleFileError);
    expect(() => reg(['se dedit '])).toThrow(LocaleFileError);
  });

  it('German: `20.Sxe6 Aufgabe!!` ends the game; the lines after it are analysis; `Aufgabe,` inside a note is the word for task', () => {
    // (made up in the shape of a club magazine's annotated game; the expected lines written by hand, checked with chess.js)
    const text =
      '1.e4 e5 2.Sf3 Sc6 3.Lc4 Sd4 4.Sxe5 Dg5 (Die Dame hat die Aufgabe, g2 anzugreifen.) 5.Sxf7 Dxg2 6.Tf1 Dxe4+ 7.Le2 ' +
      'Aufgabe!! Ein schöner Abschluss. Zum Beispiel: 7...Sf3# und Matt.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const main = legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2');
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([main]);
    expect(legal('Nf3#', main)).toBe('Nf3#');
    expect(flat(r.pgn)).toContain('(7. Be2 Nf3#');
  });

  it('English resignation words end the game in an English column too', () => {
    const text =
      '1 e4 e5 2 Nf3 Nc6 3 Bc4 Nd4? (3 ..Bc5 is usual) 4 Nxe5 Qg5 5 Nxf7 Qxg2 6 Rf1 Qxe4+ 7 Be2, and White resigned. ' +
      'After 7 ..Nf3# it is mate.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    const main = legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2');
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([main]);
    expect(flat(r.pgn)).toContain('7. Be2 {and White resigned. After} (7. Be2 Nf3#');
    expect(legal('Nf3#', main)).toBe('Nf3#');
  });
});

describe('an Icelandic column: the score printed twice, the rest of the game told in prose', () => {
  const COLUMN =
    'Hvítur á leik\n1. e4 e5 2. Rf3 Rc6 3. Bb5 a6 4. Ba4 Rf6 5. 0-0 Be7 6\n\n' +
    '1. e4 e5 2. Rf3 Rc6 3. Bb5 a6 4. Ba4 Rf6 5. 0-0 Be7 6. He1 b5 7. Bb3 d6 8. c3 0-0\n\n' +
    'Staðan kom upp í móti í gær. 9. h3? hvítur gat leikið 9. d4! þar eð 9. … Bg4 væri svarað með 10. d5. ' +
    '9. … Ra5 10. Bc2 c5 og jafntefli samið.\n';
  const MAIN = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5');

  it('one game, as played (`9. h3?`), the suggested `9. d4!` a variation with its own moves', () => {
    const r = translatePgn(COLUMN, { from: 'is', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([MAIN]);
    expect(flat(r.pgn)).toContain('9. h3 $2 ({hvítur gat leikið} 9. d4 $1 {þar eð} 9... Bg4 {væri svarað með} 10. d5) 9... Na5');
    expect(legal('d4 Bg4 d5', MAIN.split(' ').slice(0, 16).join(' '))).toBe('d4 Bg4 d5');
  });

  it('the teaser cut at a move of Black or after a whole move, or the ellipsis glued, is still one game', () => {
    for (const text of [
      COLUMN.replace(' Be7 6\n', ' Be7\n'),
      COLUMN.replace(' 5. 0-0 Be7 6\n', ' 5. 0-0\n'),
      COLUMN.replace('9. … Ra5', '9. …Ra5').replace('9. … Bg4', '9…Bg4'),
    ]) {
      const r = translatePgn(text, { from: 'is', to: 'en' });
      expect(r.failures).toEqual([]);
      expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([MAIN]);
    }
  });
});

describe('the columns as PGN for other readers', () => {
  it.skipIf(PGN_EXTRACT === undefined)(
    'every game written is valid PGN for pgn-extract (variations after the end, brackets in comments)',
    () => {
      const serbian =
        '1.d4 Sf6 2.c4 g6 3.Sc3 Lg7 4.e4 d6 5.Sf3 0-0 6.Le2 e5 7.0-0 Sc6 8.d5 Se7 9.b4 c6 10.Sd2 cd5 11.cd5 Se8\n\n' +
        '(Dobro mesto za skakača).12.Sc4 f5 13.b5 ( U to vreme nov potez. Pre toga igrali su 13.Tb1).13...Kh8 14.a4 Sg8 ' +
        '.15.La3 f4 (Greška. Trebalo je 15...Sgf6).16.a5 h5 17.f3 g5 Beli predaje.\n';
      const spanish =
        '1 Cf3 d5 2 d4 Cf6 3 c4 c6 4 Cc3 e6 5 cxd5 exd5 6 Dc2 (evita Af5, pero las negras pueden jugar g6–Af5 o Ca6–Cb4) ' +
        '6 ..Ca6 7 Ag5 Cb4 8 Da4! 8 ..Af5 9 Tc1 a5 10 a3 Cc2+? 11 Txc2 b5 12 Cxb5!! Axc2 13 Dxc2 cxb5 14 Dc6+ Re7 15 Db7+ ' +
        'Re8 16 Ce5 Dc8 17 Dxf7+ Rd8 18 Dxd5+ Re7 19 e4!, y las negras se rindieron. No sirve 19 ..Dc1+ 20 Re2!(también vale ' +
        '20 Axc1 Cxd5) 20 ..Dxb2+ 21 Rf3, y todas pierden.\n';
      const all = translatePgn(serbian, { from: 'sr', to: 'en' }).pgn + translatePgn(spanish, { from: 'es', to: 'en' }).pgn;
      const read = pgnExtractReads(all);
      expect(read.complaints).toEqual([]);
      expect(read.games).toBe(2);
    },
  );
});
