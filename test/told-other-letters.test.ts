// Issue 13 (moves inside prose, real text in any language): a game told without move numbers in another
// language's letters than the one named (`e4 e5, Nf3 Nc6, Nc3 Nf6` on a Bengali page, where N is the rook; on a
// Portuguese page, where N is no letter), and a move number set apart by a dash glued before it (`体系--4.Qc2`,
// a heading's line). Every text here is made up for the test; every expected ICCF text is written by hand and
// checked against chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { iccfByChessJs, iccfWords } from './helpers/chess-js.js';
import { problemsOf } from './helpers/common.js';

// A Bengali page telling the Four Knights in English letters, without numbers, pairs parted by commas; a later
// paragraph names a square with a case ending (`e5-এ`, "on e5"), no move. Bengali letters read N as the rook
// (নৌকা): `Nf3` is a rook's move the board rejects.
const BENGALI = ['খেলাটি শুরু হয় e4 e5, Nf3 Nc6, Nc3 Nf6, এবং Nd5 দিয়ে।', '', 'সাদা ঘোড়া e5-এ কালো বোড়েকে আক্রমণ করে।', ''].join('\n');
const BENGALI_SAN = 'e4 e5 Nf3 Nc6 Nc3 Nf6 Nd5';
const BENGALI_ICCF = ['খেলাটি শুরু হয় 5254 5755, 7163 2836, 2133 7866, এবং 3345 দিয়ে।', '', 'সাদা ঘোড়া e5-এ কালো বোড়েকে আক্রমণ করে।', ''].join(
  '\n',
);

// A Portuguese sentence telling a game in English letters without numbers: N is no Portuguese letter (C is the knight).
const PORTUGUESE = 'Na partida de ontem: e4 c5, Nf3 d6, d4 cxd4, Nxd4 Nf6, Nc3 a6 e as pretas escolheram a Najdorf.\n';
const PORTUGUESE_SAN = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6';
const PORTUGUESE_PT = 'Na partida de ontem: e4 c5, Cf3 d6, d4 cxd4, Cxd4 Cf6, Cc3 a6 e as pretas escolheram a Najdorf.\n';

describe('a game told without numbers in other letters', () => {
  it('the expected moves are what chess.js plays', () => {
    expect(iccfWords(BENGALI_ICCF)).toEqual(iccfByChessJs(BENGALI_SAN));
  });

  it('prose --from bn: read in English letters, noted once, the square with a case ending left as written', () => {
    const r = translateProse(BENGALI, { from: 'bn', to: 'iccf' });
    expect(r.text).toBe(BENGALI_ICCF);
    expect(problemsOf(r)).toEqual(['W_OTHER_LANGUAGE 1:17', 'W_STYLE 1:17']);
    expect(r.problems[0]!.message).toBe(
      'the moves are written with English letters: read as English (en); Bengali (bn) does not read Nf3 as a legal move',
    );
    expect(r.checked).toBe(7);
  });

  it('translate --from bn: the document is one game, its moves as told', () => {
    const r = translatePgn(BENGALI, { from: 'bn', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(BENGALI_SAN);
    expect(r.failures).toEqual([]);
  });

  it('prose --from pt: N is no Portuguese letter; the game is read in English letters and written in Portuguese', () => {
    const r = translateProse(PORTUGUESE, { from: 'pt', to: 'pt' });
    expect(r.text).toBe(PORTUGUESE_PT);
    expect(r.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE', 'W_STYLE']);
    expect(r.checked).toBe(10);
    expect(iccfWords(translateProse(PORTUGUESE, { from: 'pt', to: 'iccf' }).text)).toEqual(iccfByChessJs(PORTUGUESE_SAN));
  });

  it('a game told in the named letters stays in them: no other language asked', () => {
    const r = translateProse(PORTUGUESE_PT, { from: 'pt', to: 'en' });
    expect(r.text).toBe(PORTUGUESE);
    expect(r.problems.map((p) => p.code)).toEqual(['W_STYLE']);
  });

  it('squares in a sentence that make no game in any letters stay words', () => {
    const text = 'A casa e4 e a casa d5 são centrais; Nf3 controla e5.\n';
    const r = translateProse(text, { from: 'pt', to: 'iccf' });
    expect(r.text).toBe(text);
    expect(r.problems.filter((p) => p.code === 'W_OTHER_LANGUAGE')).toEqual([]);
  });
});

describe('a dash glued before a move number', () => {
  // A Chinese article: a heading names the system by White's 4th move (`古典体系--4.Qc2`), the lines that follow start
  // at Black's 4th move. Before, `--4.Qc2` was one word, no number: the lines after it had no board to play on.
  const TEXT = '1.d4 Nf6 2.c4 e6 3.Nc3 Bb4\n\n古典体系--4.Qc2\n白方想控制e4格。\n4...d5 5.a3 Bxc3+ 6.Qxc3 Ne4\n';
  const SAN = 'd4 Nf6 c4 e6 Nc3 Bb4 Qc2 d5 a3 Bxc3+ Qxc3 Ne4';

  it('is read as the number of the move glued to it, the dash kept as written', () => {
    const r = translateProse(TEXT, { from: 'zh', to: 'iccf' });
    const iccf = iccfByChessJs(SAN);
    expect(iccfWords(r.text)).toEqual(iccf);
    expect(r.text).toContain('古典体系--4.4132\n');
    expect(r.problems).toEqual([]);
  });

  it('translate: the game goes on from the heading’s move', () => {
    const r = translatePgn(TEXT, { from: 'zh', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(SAN);
  });

  it('a dash before a number with no move glued to it stays a word (an evaluation, a range)', () => {
    const text = '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6\n\nWhite is better, about --0.3 or -1. at most.\n';
    const r = translateProse(text, { from: 'en', to: 'iccf' });
    expect(r.text).toContain('about --0.3 or -1. at most.');
  });
});

describe('a colour word and a move inside a bracketed aside of words', () => {
  // A Turkish lesson: after 7.Fg5 a bracket supposes a move for Black (`(eğer Siyah Fg4 oynarsa …)`, "if Black plays
  // Bg4 …"), then the text gives the move Black must play, numbered. Before, `Siyah Fg4` was taken for Black's 7th
  // move of the game and the numbered 7...Fxc3 became its side line.
  const TEXT = [
    '1. e4 e5 2. Af3 Ac6 3. Ac3 Af6 4. Fb5 Fb4 5. 0-0 0-0 6. d3 d6 7. Fg5',
    '',
    'Beyaz tehdit ediyor. (eğer Siyah Fg4 oynarsa uzun bir analiz kaybettiğini gösterir.) Bundan dolayı Siyah 7. …Fxc3 oynamak zorundadır.',
    '',
  ].join('\n');
  const SAN = 'e4 e5 Nf3 Nc6 Nc3 Nf6 Bb5 Bb4 O-O O-O d3 d6 Bg5 Bxc3';

  it('the move supposed is a mention; the numbered move is the game’s', () => {
    const r = translatePgn(TEXT, { from: 'tr', to: 'en' });
    const game = gamesOf(r.pgn)[0]!;
    expect(game.main).toBe(SAN);
    expect(game.text).not.toMatch(/\(\s*7\.\.\. Bxc3/);
    const prose = translateProse(TEXT, { from: 'tr', to: 'en' });
    expect(prose.text).toContain('(eğer Siyah Bg4 oynarsa');
    expect(prose.text).toContain('Siyah 7. …Bxc3 oynamak');
  });

  it('a bracket that opens with the colour word may still hold a side line', () => {
    const text = '1. e4 e5 2. Af3 Ac6 3. Fb5 a6 (Siyah Af6 4. 0-0) 4. Fa4 Af6\n';
    const r = translatePgn(text, { from: 'tr', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
  });
});

describe('a colon glued before a move number on its own (a wiki indent left in the text)', () => {
  // (session 33: a Macedonian wiki page, `со потезите: :1. e4 c5.`, then `1.е4` again in the next sentence; before, the
  // numbered pair was words and the game was the later `1.е4` alone, silently. Made up in that shape, in Russian.)
  const TEXT = 'Французская защита — дебют, который начинается ходами: :1. e4 e6. Это надёжный ответ на 1.e4.\n';

  it('is read as the number, the colon kept as written', () => {
    const r = translateProse(TEXT, { from: 'ru', to: 'iccf' });
    expect(r.text).toBe('Французская защита — дебют, который начинается ходами: :1. 5254 5756. Это надёжный ответ на 1.5254.\n');
    expect(r.problems).toEqual([]);
  });

  it('translate: the game is the pair, the later move a citation of its first', () => {
    const r = translatePgn(TEXT, { from: 'ru', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual(['e4 e6']);
  });

  it('so is a colon before a number without its full stop, book style (`:1 e4 e5 2 Cf3 Cc6`)', () => {
    // (session 34: a French book page, `Vienne, 11 et 12 mars 1914 :1 e4 e6 2 d4 d5 3 Cc3 Cf6 …`, a diagram's remark and a
    // quotation after the moves; made up in that shape. Before, `:1` was a word, the game's numbers from 2 on reached no
    // board, and no move was read.)
    const text =
      'Blancs : Dupont & Martin;\nNoirs : Lasker & Tarrasch, Berlin, 3 et 4 mai 1912 :1 e4 e5 2 Cf3 Cc6 3 Fb5 a6 4 Fa4 Cf6 ' +
      '5 0-0 Fe7 6 Te1 b5 7 Fb3 d6 8 c3 0-0 9 h3 Ca5?! (9 ... Cb8) 10 Fc2 c5 11 d4 Dc7 (et voici la position du diagramme; ' +
      'je laisse la parole à Tarrasch :\n"Une position se produisit ici. Le coup 11 ... Fb7 aurait eu cet effet, mais les ' +
      'Noirs jouèrent autrement."\n12 Cbd2 Fd7 13 Cf1 Tfe8\n';
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    const san = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4 Qc7 Nbd2 Bd7 Nf1 Rfe8';
    expect(iccfByChessJs(san)).toHaveLength(26);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([san]);
  });
});

describe('a PGN pasted in English letters on a Spanish page, a comment before Black’s first move', () => {
  // (session 33: a Spanish club blog pasted a game's PGN, its tags in guillemets, into a paragraph; `1. c4 {…} f5 2. d3 Nf6`:
  // Black's move after the comment was read before its number in Spanish letters, which stop at `Nf6`, and the game stopped
  // at move 1. Made up in that shape.)
  const TEXT =
    'Los comentarios de la partida:\n\n[pgn][Event «Liga»] [White «Pérez, Ana»] [Black «Gómez, Luis»] [Result «*»] 1. e4 ' +
    '{Primer tablero del encuentro, una partida muy disputada.} c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 {La Najdorf.} 6. Be2 e5\n';

  it('reads the moves on in English letters, said once', () => {
    const r = translatePgn(TEXT, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    const san = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e5';
    // (every move legal, played by chess.js)
    expect(iccfByChessJs(san)).toHaveLength(12);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([san]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('bare move numbers before moves in another language’s letters, one pair a line', () => {
  // (session 33: an Estonian blog, its game in English letters one pair a line, `1 Nf3 Nf6`, after a sentence naming
  // `e7-e5`; before, no move after a bare number read in Estonian letters, and the page failed. Made up in that shape.)
  const TEXT =
    'Must kaotab tempo, sest kiirem oleks olnud mängida otse e7-e5.\n\nPartii:\n\n1 Nf3 Nf6\n2 c4 e6\n3 g3 d5\n4 Bg2 d4\n\nValge jätkas rahulikult.\n';

  it('the rows are the game, in English letters, said once', () => {
    const san = 'Nf3 Nf6 c4 e6 g3 d5 Bg2 d4';
    expect(iccfByChessJs(san)).toHaveLength(8);
    const r = translatePgn(TEXT, { from: 'et', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([san]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_OTHER_LANGUAGE');
  });
});
