// Documents whose text lists several answers for the same move, each numbered alike one after another (`3...a6、3...Nf6、
// 3...d6のいずれか`, bullet items `- Berlin - 3...Nf6`): none of them is more the game's move than another. And lines
// each printed again from move 1 under their own heading: numbering that starts again at 1 starts a new game.
// Every text here is made up for the test; the expected lines are written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, type PgnTranslation } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const RUY = checkedSan('e4 e5 Nf3 Nc6 Bb5');

/** The warnings of all games, as `line:column code`. */
function warnings(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
}

/** A game's text without its comments, white space run together. */
function moves(text: string): string {
  return text
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim();
}

describe('moves listed as alternatives for the same move', () => {
  it('a list in a sentence, the text going on after one of them: the game stops before them, said with W_READING_AMBIGUOUS', () => {
    const text =
      '1.e4 e5 2.Nf3 Nc6 3.Bb5\n黒の応手は3...a6、3...Nf6、3...d6のいずれかである。3...Nf6 4.O-O Nxe4はベルリン・ディフェンスと呼ばれる。\n';
    const r = translatePgn(text, { from: 'ja', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([RUY]);
    // (each answer a variation of 3.Bb5 played again; the Berlin's moves after 3...Nf6 stay with it)
    expect(moves(games[0]!.text)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 (3. Bb5 a6 (3... Nf6 4. O-O Nxe4) (3... d6)) *');
    expect(warnings(r)).toContain('2:12 W_READING_AMBIGUOUS');
  });

  it('bullet items each with a name and moves for the same move are no such list: the game’s line goes on with the first', () => {
    const text =
      'Main line:\n1.e4 e5 2.Nf3 Nc6 3.Bb5\nVariations:\n- Closed - 3...a6 4.Ba4 Nf6 5.O-O Be7\n- Berlin - 3...Nf6\n- Steinitz - 3...d6\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan(`${RUY} a6 Ba4 Nf6 O-O Be7`)]);
    expect(moves(games[0]!.text)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 3... a6 (3... Nf6) (3... d6) 4. Ba4 Nf6 5. O-O Be7 *');
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });

  it('a list at the end of the game with nothing after it: the game stops before it, each answer a variation, said', () => {
    const text = '1. d4 d5 2. c4\nBlack may answer 2...e6 or 2...c6. The text ends here.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    const games = gamesOf(r.pgn);
    // (before: 2...e6 was the game's last move, though the text does not say which answer was played)
    expect(games.map((g) => g.main)).toEqual([checkedSan('d4 d5 c4')]);
    expect(moves(games[0]!.text)).toBe('1. d4 d5 2. c4 (2. c4 e6 (2... c6)) *');
    expect(warnings(r)).toContain('2:24 W_READING_AMBIGUOUS');
  });

  it('a list whose moves are labelled by letters (`А. 4. de та Б. 4. cd`): the game stops before it, said', () => {
    // (made up in the shape of a Ukrainian lesson, session 30: "White has two logical answers: A. 4. de and B. 4. cd")
    // (the game's 3...e5 told in the same run as the list, after a side line: before, 4. de went on with it as the game's)
    const text =
      'Про гамбіт\n\n    Цей гамбіт (1. d4 d5  2. c4 c6  3. Kc3 e5діаграма № 2) можливий лише після ходу 3. Кс3. ' +
      'Коли ж білі виберуть спокійніший хід  3. Кf3, то гамбіт неможливий. ' +
      'На хід чорних 3…е5  у білих дві відповіді: А. 4. de та Б. 4. cd.\n';
    const r = translatePgn(text, { from: 'uk', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan('d4 d5 c4 c6 Nc3 e5')]);
    expect(checkedSan('d4 d5 c4 c6 Nc3 e5 dxe5')).toContain('dxe5');
    expect(checkedSan('d4 d5 c4 c6 Nc3 e5 cxd5')).toContain('cxd5');
    expect(moves(games[0]!.text)).toBe('1. d4 d5 2. c4 c6 3. Nc3 (3. Nf3) 3... e5 (3... e5 4. dxe5 (4. cxd5)) *');
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toHaveLength(1);
  });

  it('one move and a variation of it in brackets is no list: the game goes on with the move', () => {
    const text = '1. d4 d5 2. c4\nBlack played 2...e6 (2...c6 is the Slav) 3.Nc3 Nf6.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan('d4 d5 c4 e6 Nc3 Nf6')]);
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });
});

describe('lines each printed from move 1 under a heading of their own', () => {
  it('a line under a heading that plays the game before it again and goes on starts a new game (numbering that starts again at 1)', () => {
    const text =
      'Spanish opening\n1 e4 e5 2 Nf3 Nc6 3 Bb5\nBird defence\n1 e4 e5 2 Nf3 Nc6 3 Bb5 Nd4\nSteinitz defence\n1 e4 e5 2 Nf3 Nc6 3 Bb5 d6\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([RUY, checkedSan(`${RUY} Nd4`), checkedSan(`${RUY} d6`)]);
    // (without the headings, the full line printed right after the first is the same game printed again and going on)
    const again = translatePgn('1 e4 e5 2 Nf3 Nc6 3 Bb5\n\n1 e4 e5 2 Nf3 Nc6 3 Bb5 Nd4\n', { from: 'en', to: 'en' });
    expect(gamesOf(again.pgn).map((g) => g.main)).toEqual([checkedSan(`${RUY} Nd4`)]);
  });

  it('a paragraph telling the game between the rows is no heading: the row from move 1 after it is the same game quoted again, longer', () => {
    const text =
      '1.e4 c5\n\nBlack chose the Sicilian, a sharp defence that keeps White from a second pawn in the centre.\n\n1.e4 c5 2.Nf3 d6 3.c3 Nc6 4.Bb5\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 c5 Nf3 d6 c3 Nc6 Bb5')]);
  });

  it('the game’s first moves in brackets in a sentence, then again with the next move in the same paragraph: one game', () => {
    const text =
      'クイーンズ・ギャンビット (1.d4 d5 2.c4) の一変化である。1.d4 d5 2.c4 c6となった形がスラヴ・ディフェンスである。\n== 主な変化 == 3.Nf3 Nf6\n';
    const r = translatePgn(text, { from: 'ja', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('d4 d5 c4 c6 Nf3 Nf6')]);
  });
});

describe('a resignation told in Icelandic', () => {
  it('`og hvítur gafst upp` after the game’s last move: the mate told after it is analysis, a variation', () => {
    const text =
      'Skák vikunnar\n\n1. e4 e5 2. Rf3 Rc6 3. Bc4 Rd4 4. Rxe5 Dg5 5. Rxf7 Dxg2 6. Hf1 Dxe4+ 7. Be2 og hvítur gafst upp enda mát eftir 7... Rf3#.\n';
    const r = translatePgn(text, { from: 'is', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2')]);
    expect(moves(games[0]!.text)).toContain('7. Be2 (7. Be2 Nf3#) *');
  });
});

describe('one pair after a bullet, the line a wiki page prints for an opening', () => {
  it('numbered as move 1 by the text after it (`1.e4` again): the game’s first moves', () => {
    const text = 'The French Defence is the reply:\n- e4 e6\nAfter 1.e4 the move is solid, though 1.d4 is played too.\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan('e4 e6')]);
    expect(moves(games[0]!.text)).toBe('1. e4 (1. d4) 1... e6 *');
    expect(warnings(r)).toContain('2:3 W_STYLE');
  });

  it('where the text’s next number is another line (`1.d4 d5`), the lone pair is no game: a list of openings may be that', () => {
    const r = translatePgn('Openings:\n- e4 e5\nAfter 1.d4 d5 2.c4 the game is closed.\n', { from: 'en', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('d4 d5 c4')]);
  });
});

describe('rows that all start again at the same place: a survey of lines, not the game going on', () => {
  const QGD = checkedSan('d4 d5 c4 e6 Nc3 Nf6');

  it('an opening page printing its defining line, then rows that each restart at move 4: none is the game’s, said with W_READING_AMBIGUOUS', () => {
    const text =
      'DAMENGAMBIT\n\n1. d4 d5 2. c4 e6 3. Sc3 Sf6\n\nDas Damengambit ist eine alte Eröffnung.\n\n4. Lg5 Le7 5. e3 0-0\n\n' +
      'Die Hauptvariante.\n\n4. Lg5 Sbd7\n\nEine Falle.\n\n4. cxd5 exd5 5. Lg5 c6\n\nDie Abtauschvariante.\n\n4. Sf3 c5\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([QGD]);
    // (the rows are variations of 3...Nf6 played again, each where it parts from the one before)
    expect(moves(games[0]!.text)).toBe(
      '1. d4 d5 2. c4 e6 3. Nc3 Nf6 (3... Nf6 4. Bg5 (4. cxd5 exd5 5. Bg5 c6) (4. Nf3 c5) 4... Be7 (4... Nbd7) 5. e3 O-O) *',
    );
    expect(warnings(r)).toContain('7:7 W_READING_AMBIGUOUS');
  });

  it('rows that go on from each other are the game’s moves', () => {
    const text =
      'DAMENGAMBIT\n\n1. d4 d5 2. c4 e6 3. Sc3 Sf6\n\nDas Damengambit ist eine alte Eröffnung.\n\n4. Lg5 Le7\n\n' +
      'Die Hauptvariante.\n\n5. e3 0-0\n\nEine Falle.\n\n6. Sf3 Sbd7\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7')]);
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });
});

describe('rows for one place, one a line under the game’s rows (issue 13, a real opening page)', () => {
  const TEXT =
    '1. e4 e5\nDer Königsbauer.\n2. Sf3\nWeiß greift den Bauern an.\n2... Sc6\nDie natürliche Antwort.\n3. Lb5\n' +
    'Die Spanische Partie. Schwarz hat hier die Wahl:\n3... a6\n3... Sf6\n3... d6\n';

  it('none is the game’s: the game stops at 3.Bb5, each row a variation, said with W_READING_AMBIGUOUS (the first was the game’s)', () => {
    const r = translatePgn(TEXT, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([RUY]);
    expect(moves(games[0]!.text)).toBe('1. e4 e5 2. Nf3 2... Nc6 3. Bb5 (3. Bb5 a6 (3... Nf6) (3... d6)) *');
    expect(warnings(r)).toContain('9:8 W_READING_AMBIGUOUS');
  });

  it('control: rows that go on from each other, one a line, stay the game’s moves', () => {
    const r = translatePgn(TEXT.replace('3... Sf6\n3... d6', '4. La4 Sf6\n5. 0-0'), { from: 'de', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O')]);
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });
});

describe('continuations listed one an item after the line printed as the game (issue 13, real wiki pages)', () => {
  it('list items each opening with another 4th move: none is the game’s; the game stops at 3...Bc5, said once', () => {
    // (made up in the shape of a Lithuanian wiki page: the opening's rows, then "a few popular continuations:" as items)
    // (a paragraph of prose between the rows and the list, as on the page: the text is read as a document. Read as PGN
    // text, with no prose, a bullet before the next move's number still goes on with the game: a leftover)
    const text =
      'Itališkoji partija – debiutas, kurio ėjimai:\n1. e4 e5\n2. Žf3 Žc6\n3. Rc4 Rc5\n' +
      'Tai vienas seniausių debiutų. Vėliau po 2…Žc6 populiaresniu tapo atsakymas 3.Rb5, nes jis duoda daugiau iniciatyvos.\n' +
      'Yra keli populiariausi tęsiniai:\n' +
      '- 4.c3 (Pagrindinis variantas).\n- 4.d3 (Giuoco Pianissimo)\n- 4.b4 (Evanso gambitas)\n- 4. Rxf7+? Kxf7 5.Žxe5+ Žxe5 (abejotinas gambitas)\n';
    const r = translatePgn(text, { from: 'lt', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bc4 Bc5')]);
    expect(checkedSan('e4 e5 Nf3 Nc6 Bc4 Bc5 Bxf7+ Kxf7 Nxe5+ Nxe5')).toContain('Bxf7+');
    expect(moves(games[0]!.text)).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bc4 (3. Bb5) 3... Bc5 (3... Bc5 4. c3 (4. d3) (4. b4) (4. Bxf7+ $2 Kxf7 5. Nxe5+ Nxe5)) *',
    );
    expect(warnings(r)).toEqual(['7:7 W_READING_AMBIGUOUS']);
  });

  it('a list in a sentence with a source in brackets after its first move and a few words before its last: none is the game’s', () => {
    const text =
      'Etter 1.e4 d5 spilles 2.exd5. Svart slår igjen med 2...Dxd5, og dronningen jages med 3.Sc3. ' +
      'Svart pleier da å spille 3...Da5 (Karpov-Larsen 1979), 3...Dd8 eller det mer moderne 3...Dd6.\n';
    const r = translatePgn(text, { from: 'nb', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([checkedSan('e4 d5 exd5 Qxd5 Nc3')]);
    expect(moves(games[0]!.text)).toBe('1. e4 d5 2. exd5 2... Qxd5 3. Nc3 (3. Nc3 Qa5 (3... Qd8) (3... Qd6)) *');
    expect(warnings(r)).toEqual(['1:125 W_READING_AMBIGUOUS']);
  });

  it('controls: a better move named a few words after the game’s move, and list items that share moves, are no such list', () => {
    // (`9. h3? … could have played 9. d4!`: the first two moves of a list stand close, the wider gap only goes on with one)
    const told = translatePgn(
      '1. d4 d5 2. c4 e6 3. Nc3 Nf6\nThe game went 4. Bg5? White could play 4. cxd5 exd5 first. 4... Be7 5. e3 O-O\n',
      {
        from: 'en',
        to: 'en',
      },
    );
    expect(gamesOf(told.pgn).map((g) => g.main)).toEqual([checkedSan('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O')]);
    const tree = translatePgn(
      '1.e4 e5 2.Nf3 Nc6 3.Bb5\n\n- 3...a6 4.Ba4 Nf6 5.O-O Nxe4 (line I)\n- 3...a6 4.Ba4 Nf6 5.O-O Be7 (line J)\n',
      {
        from: 'en',
        to: 'en',
      },
    );
    expect(gamesOf(tree.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Nxe4')]);
  });
});

describe('a second game under a heading printed one item a line', () => {
  it('players with their federations and a dated event line, then a row from move 1 that repeats the first line: a new game', () => {
    // (made up in the shape of a French blog post: an analysis line, then a game that began the same way)
    const text =
      '1.e4 e5 2.Cf3 d6 3.d4 f5 4.dxe5 fxe4 5.Cg5 d5 6.e6 Ch6 7.Cxh7 Fxe6 8.Cxf8 Rxf8 et la position est difficile.\n' +
      'Voici une partie rapide jouée en 2002.\nCadet Yves (FRA)\nFournier Frederic (FRA)\nFrance, 23/08/2002, Match\n' +
      '1. e4 e5 2. Cf3 d6 3. d4 f5 4. dxe5 fxe4 5. Cg5 d5 6. e6 Ch6 7. Cxh7 Fxe6\n';
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    const line = 'e4 e5 Nf3 d6 d4 f5 dxe5 fxe4 Ng5 d5 e6 Nh6 Nxh7 Bxe6';
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan(`${line} Nxf8 Kxf8`), checkedSan(line)]);
    // (control: without the heading, the row printed again after a paragraph is the same line quoted, one game)
    const quoted = translatePgn(text.replace('Cadet Yves (FRA)\nFournier Frederic (FRA)\nFrance, 23/08/2002, Match\n', ''), {
      from: 'fr',
      to: 'en',
    });
    expect(gamesOf(quoted.pgn).map((g) => g.main)).toEqual([checkedSan(`${line} Nxf8 Kxf8`)]);
  });
});

describe('another opening told from move 1 in a sentence (issue 13, real articles)', () => {
  it('a line told again from move 1, as long as the game and parting from it, nothing after: a new game', () => {
    // (made up in the shape of a Chinese article on openings: each told in a sentence)
    const text =
      '首先是“意大利开局”,它的开局步骤是:1.e4 e5 2.Nf3 Nc6 3.Bc4。这种开局强调中心控制。\n' +
      '另外一种常见的开局是“西班牙开局”,其开局步骤为:1.e4 e5 2.Nf3 Nc6 3.Bb5。这种开局也强调中心控制。\n';
    const r = translatePgn(text, { from: 'zh', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bc4'), checkedSan('e4 e5 Nf3 Nc6 Bb5')]);
  });

  it('a line told again from move 1 whose last move follows a word of the sentence (`…; dan 3. Bc4.`): the line is all of it, a new game', () => {
    // (made up in the shape of an Indonesian article listing openings: each line told in a sentence, its last move after "dan")
    const text =
      'Posisi awal Ruy Lopez dengan langkah berikut: 1. e4, e5; 2. Nf3, Nc6; dan 3. Bb5.\n\n2. Italian Game\n\n' +
      'Strategi ini memiliki gerakan: 1. e4, e5; 2. Nf3, Nc6; dan 3. Bc4.\n';
    const r = translatePgn(text, { from: 'id', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5'), checkedSan('e4 e5 Nf3 Nc6 Bc4')]);
  });

  it('control: a line told from move 1 whose moves after a word of the sentence go on with the game is the same game', () => {
    const text = 'Posisi awal: 1. e4, e5; 2. Nf3, Nc6; dan 3. Bb5.\n\nJadi sekali lagi: 1. e4, e5; 2. Nf3, Nc6; dan 3. Bb5 a6.\n';
    const r = translatePgn(text, { from: 'id', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5 a6')]);
  });

  it('control: a line told from move 1 that the game goes on after is a variation of the one game', () => {
    const goesOn = translatePgn(
      'The game went 1.e4 e5 2.Nf3 Nc6 3.Bb5. Had White played 1.e4 e5 2.Nf3 Nc6 3.Bc4, it would be an Italian. The game went on 3...a6 4.Ba4.\n',
      { from: 'en', to: 'en' },
    );
    expect(gamesOf(goesOn.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4')]);
  });
});

describe('a game that ends in mate, then another game from move 1 (issue 13, a real lesson page)', () => {
  it('the second, printed as a row though it begins as the first did, is a game of its own: none is played after mate', () => {
    // (made up in the shape of a Czech lesson: Légal's mate, a paragraph, the players of another game, its first moves)
    const text =
      'Jak drasticky se může zbytečný tah projevit ukazuje miniaturka:\n\n' +
      '1.e4 e5 2.Jf3 d6 3.Sc4 Sg4 4.Jc3 h6? 5.Jxe5! Sxd1?? 6.Sxf7+ Ke7 7.Jd5# Légalův mat.\n\n' +
      'Nevyvinujeme předčasně dámu.\n\nMorphy,P – Konzultující, Paříž 1858\n1.e4 e5 2.Jf3 d6 Philidorova obrana.\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([
      checkedSan('e4 e5 Nf3 d6 Bc4 Bg4 Nc3 h6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#'),
      checkedSan('e4 e5 Nf3 d6'),
    ]);
  });

  it('an example from move 1 in a bracket after the mate is a game of its own, and so is the game under the players after it', () => {
    const text =
      'Jak drasticky se může zbytečný tah projevit ukazuje miniaturka:\n\n' +
      '1.e4 e5 2.Jf3 d6 3.Sc4 Sg4 4.Jc3 h6? 5.Jxe5! Sxd1?? 6.Sxf7+ Ke7 7.Jd5# Légalův mat.\n\n' +
      'Nevyvinujeme předčasně dámu. (Př.: 1.e4 d5 2.exd5 Dxd5 3.Jc3, tempo je jednotka rychlosti vývinu). Vývin je rozhodující.\n\n' +
      'Morphy,P – Konzultující, Paříž 1858\n1.e4 e5 2.Jf3 d6 Philidorova obrana.\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([
      checkedSan('e4 e5 Nf3 d6 Bc4 Bg4 Nc3 h6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#'),
      checkedSan('e4 d5 exd5 Qxd5 Nc3'),
      checkedSan('e4 e5 Nf3 d6'),
    ]);
  });

  it('control: a line from move 1 after a game that has not ended, in a bracket, is a variation of it', () => {
    const text = '1.e4 e5 2.Jf3 d6 3.Sc4 Sg4 4.Jc3 h6? 5.Jxe5!\n\nJinak (Př.: 1.e4 d5 2.exd5 Dxd5 3.Jc3, tempo). Pak 5...Sxd1 6.Sxf7+.\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 d6 Bc4 Bg4 Nc3 h6 Nxe5 Bxd1 Bxf7+')]);
  });
});

describe('ways to go on from the game’s last move, each a labelled line that tells the game’s last moves again (issue 13)', () => {
  // (made up in the shape of a Russian primer, session 31: the game told in a sentence up to 5...d5, then `I. 5. Nxe4 d5
  // 6. Bb5 …`, `II. 5. Nxe4 d5 6. Bd3 …`, the ways White may go on, each line starting again at move 5)
  const GAME = checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');

  it('lines labelled a), b), c) after the game: the game stops at its last move, the lines are variations, said once', () => {
    const text =
      'Nella partita: 1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Aa4 Cf6, la difesa più solida.\nLe continuazioni principali:\n' +
      'a) 4...Cf6 5.0-0 Ae7.\nb) 4...Cf6 5.d3 b5.\nc) 4...d6 5.c3.\n';
    checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 d3 b5');
    checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 d6 c3');
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    // (before: 5.O-O Be7 of line a) went on with the game, with no warning)
    expect(games.map((g) => g.main)).toEqual([GAME]);
    expect(moves(games[0]!.text)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 (4... Nf6 5. O-O (5. d3 b5) 5... Be7) (4... d6 5. c3) *');
    expect(warnings(r)).toEqual(['3:17 W_READING_AMBIGUOUS']);
  });

  it('the same with Roman numerals (`I.`, `II.`)', () => {
    const text =
      'Nella partita: 1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Aa4 Cf6, la difesa più solida.\nLe continuazioni principali:\n' +
      'I. 4...Cf6 5.0-0 Ae7.\nII. 4...Cf6 5.d3 b5.\n';
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
    expect(warnings(r)).toEqual(['3:17 W_READING_AMBIGUOUS']);
  });

  it('control: a label before the game’s own first row leaves it the game', () => {
    const r = translatePgn('Partita:\nI. 1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Aa4 Cf6\nII. 5.0-0 Ae7 6.Te1 b5\n', { from: 'it', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5')]);
    expect(warnings(r)).toEqual([]);
  });
});

describe('list items from one place where the game’s own rows are list items (issue 13)', () => {
  // (made up in the shape of a Norwegian wiki page seen in session 31: the line as an item, `- 1.e4 c5 2.Sf3 d6 … 5.Sc3`,
  // then an item for each answer, `- 5...g6 fører til …`, `- 5...a6 fører til …`)
  const RUY4 = checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');

  it('two items each opening with another move from the same place: none is the game’s, said once', () => {
    const text =
      '[redigere] Varianter med 2...Sc6\n- 1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6\n' +
      '- 5.0-0 fører til den lukkede varianten. Hvit setter kongen i sikkerhet.\n- 5.d3 er roligere, og hvit holder sentrum.\n';
    checkedSan(`${RUY4} O-O`);
    checkedSan(`${RUY4} d3`);
    const r = translatePgn(text, { from: 'nb', to: 'en' });
    const games = gamesOf(r.pgn);
    // (before: 5.O-O went on as the game's move, with no warning)
    expect(games.map((g) => g.main)).toEqual([RUY4]);
    expect(moves(games[0]!.text)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 (4... Nf6 5. O-O (5. d3)) *');
    expect(warnings(r)).toContain('3:8 W_READING_AMBIGUOUS');
  });

  it('control: items that go on from each other are the game’s moves', () => {
    const text = '[redigere] Varianter\n- 1.e4 e5 2.Sf3 Sc6\n- 3.Lb5 a6 er spansk.\n- 4.La4 Sf6 er hovedvarianten.\n';
    const r = translatePgn(text, { from: 'nb', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([RUY4]);
    expect(warnings(r).filter((w) => w.endsWith('W_READING_AMBIGUOUS'))).toEqual([]);
  });
});

describe('games a report tells one after another in a paragraph, one in brackets, its result told after it', () => {
  // (session 33: a French club report told each board's game in a sentence, one in brackets, `: 1-0.` after it; made up
  // in that shape)
  const TEXT =
    'Sur le premier échiquier, Paul tente la Caro-Kann : 1.e4 c6 2.d4 d5 3.Cd2 dxe4 4.Cxe4 Ff5. Partie nulle. ' +
    'Après une ouverture tranquille (1.d4 Cf6 2.c4 e6 3.Cc3 Fb4 4.e3 O-O 5.Fd3 d5 6.Cf3 c5), Marc gagne une pièce : 1-0. ' +
    'Pendant ce temps Anne joue 1.e4 e5 2.Cf3 Cc6 3.Fb5 a6 4.Fa4 Cf6 et gagne.\n';

  it('each is a game: the bracketed line longer than the game before it with its result told, the next after that result', () => {
    // (before, the bracketed game was a variation of the first, 1.d4 for 1.e4)
    const r = translatePgn(TEXT, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([
      checkedSan('e4 c6 d4 d5 Nd2 dxe4 Nxe4 Bf5'),
      checkedSan('d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O Bd3 d5 Nf3 c5'),
      checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6'),
    ]);
  });

  it('control: a line in brackets after the name of the opening it compares, no result told, stays a variation', () => {
    const text =
      'La partie espagnole commence par 1.e4 e5 2.Cf3 Cc6 3.Fb5. Contrairement à la partie italienne (1.e4 e5 2.Cf3 Cc6 3.Fc4 Fc5 ' +
      '4.c3 Cf6), le fou vise le cavalier.\n';
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([checkedSan('e4 e5 Nf3 Nc6 Bb5')]);
  });
});
