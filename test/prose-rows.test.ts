// Issue 13, move rows interrupted by paragraphs: lessons and wiki pages that print the game one row
// (or one move) a line with a paragraph of commentary after each, which may itself mention moves.
// The rules (src/prose): a row whose number is the main game's next ply continues the main game however
// much prose lies between; a number that repeats a ply already played, inside prose, is a mention or a
// side line, never a new game; pair markers (`#`, list bullets) fix the colours of moves without numbers.
// The texts are of our own writing (French, Portuguese, Hebrew, English descriptive); every expected
// game was written by hand and is checked move by move with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { documentGames } from '../src/prose/document-games.js';
import { playedSan } from './helpers/chess-js.js';

/** Plays `moves` (SAN, from the initial position or after `before`) with chess.js: throws at the first one not legal. */
function legal(moves: string, before = ''): void {
  playedSan(`${before} ${moves}`.trim().split(' '));
}

/** A PGN text's moves, glyphs, brackets and result: comments and move numbers left out, white space run together. */
function movesOf(pgn: string): string {
  return pgn
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\d+\.(?:\.\.)?/g, ' ')
    .replace(/[()]/g, ' $& ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The line and column (from 1) of the `n`-th (from 0) occurrence of `needle` in `text`, counted here. */
function at(text: string, needle: string, n = 0): string {
  let offset = -1;
  for (let k = 0; k <= n; k++) offset = text.indexOf(needle, offset + 1);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

describe('French lesson rows `N/ white - black ;` with paragraphs between', () => {
  const lesson =
    'Leçon 3 : la partie italienne\n\n' +
    '1/ e4 - e5 ;\n' +
    '2/ Cf3 - ... ;\n\n' +
    'Le cavalier attaque le pion e5 : les noirs le défendent en développant une pièce.\n\n' +
    '2/ ... - Cc6 ;\n' +
    '3/ Fc4 - Fc5 ;\n\n' +
    "Les deux fous visent f7 et f2. On voit aussi [4.d4?!] mais c'est prématuré.\n\n" +
    '4/ c3 - Cf6 ;\n' +
    '5/ d4- exd4 ;\n' +
    '6/ cxd4 - Fb4+ ;\n\n' +
    'Sur 6/ ... - Cxe4?? les blancs jouent 7/ d5! avec avantage.\n\n' +
    '7/ Fd2 - ... ;\n\n' +
    "Les noirs n'ont pas le choix.\n\n" +
    '7/ - Fxd2+ ; forcé\n' +
    '8/ Cbxd2 - d5 ;\n' +
    '9/ exd5 - Cxd5 ;\n' +
    '10/ Db3 - ... ; menace 11/ Fxd5\n\n' +
    'Le cavalier d5 est attaqué deux fois.\n\n' +
    '10/ ... - Cce7 ;\n' +
    '11/ O-O - O-O ;\n';
  const game = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5 Qb3 Nce7 O-O O-O';

  it('translate: the rows after each paragraph continue the main game; the alternatives in brackets and sentences are variations', () => {
    legal(game);
    legal('d4', 'e4 e5 Nf3 Nc6 Bc4 Bc5');
    legal('Nxe4 d5', 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4');
    const r = translatePgn(lesson, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    // Before: the game stopped after 2.Cf3, the rest "no board in the text reaches move 3" and one comment.
    expect(movesOf(r.pgn)).toBe(
      'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 ( d4 $6 ) Nf6 d4 exd4 cxd4 Bb4+ ( Nxe4 $4 d5 $1 ) Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5 Qb3 Nce7 O-O O-O *',
    );
    // The words stay where they stand; the rest of a row whose Black's move is to come (`- ... ;`) is no comment.
    expect(r.pgn.replace(/\s+/g, ' ')).toContain("7. Bd2 {Les noirs n'ont pas le choix.} 7... Bxd2+ {forcé}");
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('10. Qb3 {menace 11/ Bxd5 Le cavalier d5 est attaqué deux fois.} 10... Nce7');
  });

  it('prose: every row checked on the board; the threat after a row, a move no board reaches yet, is said', () => {
    const r = translateProse(lesson, { from: 'fr', to: 'en' });
    const expected = lesson
      .replace(/\bC(?=[b-h]?x?[a-h][1-8])/g, 'N')
      .replace(/\bF(?=x?[a-h][1-8])/g, 'B')
      .replace(/\bD(?=x?[a-h][1-8])/g, 'Q');
    expect(r.text).toBe(expected);
    // 22 moves of the game, 4.d4, 6...Cxe4 7.d5 checked; the threat 11/ Fxd5 by its letters only.
    expect(r.checked).toBe(25);
    expect(r.moves).toBe(26);
    // `5/ d4- exd4 ;`: the dash glued to White's move is read by translate's rule for it, with its one style note.
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([
      `${at(lesson, 'd4- exd4')} W_STYLE`,
      `${at(lesson, 'Fxd5')} W_PROSE_UNCHECKED`,
    ]);
  });
});

describe('French rows with the ellipsis glued to the slash (`6/... - Cf6;`)', () => {
  // Our own lesson: Black's move after a paragraph written `6/... - Cf6;` (no space after the slash), then
  // other sixth moves for Black, one a line, each followed by the name of the system it starts.
  const lesson =
    'La partie espagnole\n' +
    '1/ e4 - e5 ;\n' +
    '2/ Cf3 - Cc6 ;\n' +
    '3/ Fb5 - a6 ;\n' +
    '4/ Fa4 - Cf6 ;\n' +
    '5/ 0-0 - Fe7 ;\n' +
    '6/ Te1 - ... ;\n' +
    'Les blancs protègent le pion "e4".\n' +
    '6/... - b5!;\n' +
    'Le coup principal.\n' +
    '6/... - d6 ; mène à une défense Steinitz différée\n' +
    '6/ ... - b5 ; déjà joué\n' +
    '6/ ... - O-O introduit un autre système\n';

  it("translate: `6/...` is Black's sixth move, and the later `6/ ... - X ;` rows are alternatives to it", () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5');
    legal('d6', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1');
    legal('O-O', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1');
    const r = translatePgn(lesson, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    // Before: `6/... - b5!;` and `6/... - d6 ;` were one comment with no warning, and 6...b5 was lost.
    expect(movesOf(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 $1 ( d6 ) ( O-O ) *');
    expect(r.pgn).not.toContain('6/...');
  });
});

describe('Portuguese lesson: one move a line, each followed by prose that mentions moves', () => {
  const lesson =
    'Lição 4: o mate do pastor\n\n' +
    '1. e4 e5\n' +
    'Quando o peão branco avança 1. e4 as pretas respondem 1. ... e5 e disputam o centro.\n' +
    '2. Bc4\n' +
    '2. Bc4 aponta para f7, defendida só pelo rei.\n' +
    '2. ... Bc5\n' +
    'Com 2. ... Bc5 as pretas copiam as brancas.\n' +
    '3. Df3\n' +
    '1. d4 seria outra abertura. Aqui a dama ameaça 4. Dxf7#.\n' +
    '3. ... Cc6??\n' +
    'Melhor era 3. ... Cf6.\n' +
    '4. Dxf7# 1-0\n';

  it('translate: the lines that hold only a move are the game; moves repeated in the prose are mentions, `1. d4 seria …` a side line', () => {
    legal('e4 e5 Bc4 Bc5 Qf3 Nc6 Qxf7#');
    legal('d4');
    legal('Nf6', 'e4 e5 Bc4 Bc5 Qf3');
    const r = translatePgn(lesson, { from: 'pt', to: 'en' });
    expect(r.failures).toEqual([]);
    // Before: `2. Bc4` then `2. Bc4 aponta …` on the next line read as a two-column score (2...Bc4: not legal), and the
    // PGN reading's `1. d4` a second game.
    expect(r.summary.games).toBe(1);
    expect(movesOf(r.pgn)).toBe('e4 ( d4 ) e5 Bc4 Bc5 Qf3 Nc6 $4 ( Nf6 ) Qxf7# 1-0');
    expect(r.pgn).toContain('{2. Bc4 aponta para f7, defendida só pelo rei.}');
  });

  it('prose: every move rewritten; the threat 4.Dxf7# before Black’s third move is on no board yet', () => {
    const r = translateProse(lesson, { from: 'pt', to: 'en' });
    expect(r.text).toBe(lesson.replace(/Df3/g, 'Qf3').replace(/Dxf7/g, 'Qxf7').replace(/Cc6/g, 'Nc6').replace(/Cf6/g, 'Nf6'));
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([`${at(lesson, 'Dxf7#')} W_PROSE_UNCHECKED`]);
  });
});

describe('Hebrew wiki page: bullets without numbers for moves 1–3, then lines restarting at Black’s third move', () => {
  const page =
    'פתיחה ספרדית\n\n' +
    '- ה4 ה5. הלבן תופס את המרכז.\n' +
    '- פו3 פג6. הפרש תוקף את הרגלי.\n' +
    '- רב5. הרץ מאיים על הפרש.\n\n' +
    'המשכים עיקריים:\n' +
    '- הגנת מורפי - 3..א6 4. רא4 פו6. 5. 0-0 רה7.\n' +
    '- הגנה ברלינאית - 3..פו6 4. 0-0 פ:ה4.\n' +
    '- הגנת שטייניץ - 3..ד6 4. ד4 רד7.\n';

  it('translate: the bullets are moves 1–3, the first line continues them, the later lines are variations', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7');
    legal('Nf6 O-O Nxe4', 'e4 e5 Nf3 Nc6 Bb5');
    legal('d6 d4 Bd7', 'e4 e5 Nf3 Nc6 Bb5');
    const r = translatePgn(page, { from: 'he', to: 'en' });
    // Before: "move 5. 0-0: castling … not possible (numbered as written; the board counts it as 1.)".
    expect(r.failures).toEqual([]);
    expect(movesOf(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bb5 a6 ( Nf6 O-O Nxe4 ) ( d6 d4 Bd7 ) Ba4 Nf6 O-O Be7 *');
    const codes = r.warnings.flatMap((w) => w.warnings.map((x) => x.code));
    expect(codes).toContain('W_STYLE');
    expect(codes).not.toContain('W_PROSE_UNCHECKED');
  });

  it('translate into ICCF (written by hand)', () => {
    const r = translatePgn(page, { from: 'he', to: 'iccf' });
    expect(movesOf(r.pgn)).toBe('5254 5755 7163 2836 6125 1716 ( 7866 5171 6654 ) ( 4746 4244 3847 ) 2514 7866 5171 6857 *');
  });

  it('prose: the bullets’ moves are checked as the game, the lines after them on its board', () => {
    const r = translateProse(page, { from: 'he', to: 'en' });
    expect(r.text).toBe(
      'פתיחה ספרדית\n\n' +
        '- e4 e5. הלבן תופס את המרכז.\n' +
        '- Nf3 Nc6. הפרש תוקף את הרגלי.\n' +
        '- Bb5. הרץ מאיים על הפרש.\n\n' +
        'המשכים עיקריים:\n' +
        '- הגנת מורפי - 3..a6 4. Ba4 Nf6. 5. 0-0 Be7.\n' +
        '- הגנה ברלינאית - 3..Nf6 4. 0-0 N:e4.\n' +
        '- הגנת שטייניץ - 3..d6 4. d4 Bd7.\n',
    );
    expect(r.checked).toBe(16);
    expect(r.problems.map((p) => p.code).sort()).toEqual(['W_FILE_LETTERS', 'W_STYLE']);
  });
});

describe('English descriptive pairs after `#` (a flattened `#` list): the `#` fixes the colours', () => {
  const text =
    'Example: #P–K4 P–K4 #Kt–KB3 Kt–QB3 #B–B4 B–B4 #P–QKt4 B×KtP #P–B3 B–R4 #P–Q4 P×P #Castles P×P #Q–Kt3 Q–B3 #P–K5 Q–Kt3 #Kt×P KKt–K2\n';
  const game = 'e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O dxc3 Qb3 Qf6 e5 Qg6 Nxc3 Nge7';

  it('translate: all twenty moves (before: twelve, then W_READING_AMBIGUOUS between White’s and Black’s Q–Kt3)', () => {
    legal(game);
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(movesOf(r.pgn)).toBe(`${game} *`);
    expect(r.warnings.flatMap((w) => w.warnings.map((x) => x.code))).toEqual(['W_STYLE']);
    const iccf = translatePgn(text, { from: 'en', to: 'iccf' });
    expect(movesOf(iccf.pgn)).toBe('5254 5755 7163 2836 6134 6835 2224 3524 3233 2415 4244 5544 5171 4433 4123 4866 5455 6676 2133 7857 *');
  });

  it('prose: every move checked, `Castles` too', () => {
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.text).toBe('Example: #e4 e5 #Nf3 Nc6 #Bc4 Bc5 #b4 Bxb4 #c3 Ba5 #d4 exd4 #O-O dxc3 #Qb3 Qf6 #e5 Qg6 #Nxc3 Nge7\n');
    expect(r.checked).toBe(20);
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual(['1:11 W_STYLE']);
  });
});

describe('bullets that mark no pairs, and new games', () => {
  it('a bullet before a whole game without numbers is no pair marker: the game told without numbers, as before', () => {
    legal('e4 e5 Nf3 Nc6 Bb5 a6');
    const r = translateProse('Die Partie:\n\n- e4 e5 Sf3 Sc6 Lb5 a6\n', { from: 'de', to: 'en' });
    expect(r.text).toBe('Die Partie:\n\n- e4 e5 Nf3 Nc6 Bb5 a6\n');
    expect(r.problems.map((p) => p.message)).toEqual([
      'moves written without numbers: 6 moves from "e4" on, each legal after the one before, read as the game from move 1',
    ]);
  });

  it('a list of openings, a bullet each, is no game: every pair after the first is legal from the start too', () => {
    const r = translateProse('Eröffnungen:\n\n- e4 e5 offene Spiele\n- d4 d5 geschlossene Spiele\n- c4 e6 Englisch\n', {
      from: 'de',
      to: 'iccf',
    });
    expect(r.problems.map((p) => p.code)).not.toContain('W_STYLE');
    expect(documentGames('Eröffnungen:\n\n- e4 e5 offene Spiele\n- d4 d5 geschlossene Spiele\n', { from: 'de', to: 'iccf' }).games).toEqual(
      [],
    );
  });

  it('Hebrew bullets with right-to-left marks around them', () => {
    const d = documentGames('\u200f- \u200eה4 ה5\u200f. הלבן תופס את המרכז.\n\u200f- פו3 פג6. הפרש תוקף.\n\u200f- רב5. הרץ מאיים.\n', {
      from: 'he',
      to: 'iccf',
    });
    expect(d.games.map((g) => movesOf(g.pgn))).toEqual(['5254 5755 7163 2836 6125 *']);
  });

  it('a bullet a pair, in German: the pairs are the game', () => {
    const r = translatePgn('Die Partie:\n\n- e4 e5\n- Sf3 Sc6\n- Lb5 a6\n', { from: 'de', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(movesOf(r.pgn)).toBe('5254 5755 7163 2836 6125 1716 *');
  });

  const rows = 'Lição 5\n\n1. e4 e5\nO centro.\n2. Cf3 Cc6\nO cavalo.\n3. Bb5 a6\n';
  it('a new `1.` after a finished game starts a new game, even with words after it on its line', () => {
    legal('d4 d5 c4 e6');
    const d = documentGames(`${rows.trimEnd()} 1-0\n\nOutra partida:\n1. d4 d5 foi a resposta.\n2. c4 e6\n`, { from: 'pt', to: 'iccf' });
    expect(d.games.map((g) => movesOf(g.pgn))).toEqual(['5254 5755 7163 2836 6125 1716 1-0', '4244 4745 3234 5756 *']);
    // (the result alone on the line after the last row)
    const own = documentGames(`${rows.trimEnd()} ;\n1-0\n\nOutra partida:\n1. d4 d5 foi a resposta.\n2. c4 e6\n`, {
      from: 'pt',
      to: 'iccf',
    });
    expect(own.games.map((g) => movesOf(g.pgn))).toEqual(['5254 5755 7163 2836 6125 1716 1-0', '4244 4745 3234 5756 *']);
  });

  it('a row of moves from `1.` that leaves the game starts a new game; a sentence from `1.` shorter than the game is a side line of it', () => {
    const restart = documentGames(`${rows}\nOutra partida:\n1. d4 d5\n2. c4 e6\n`, { from: 'pt', to: 'iccf' });
    expect(restart.games.map((g) => movesOf(g.pgn))).toEqual(['5254 5755 7163 2836 6125 1716 *', '4244 4745 3234 5756 *']);
    // (a second game in a paragraph that ends with words, shorter than the first, after which the first is not taken up again)
    const second = documentGames(
      'Partida 1\n\n1. e4 e5 2. Cf3 Cc6 3. Bb5 a6 4. Ba4 Cf6\n\nPartida 2\n\n1. d4 d5 2. c4 e6 e as brancas ganharam.\n',
      {
        from: 'pt',
        to: 'iccf',
      },
    );
    expect(second.games.map((g) => movesOf(g.pgn))).toEqual(['5254 5755 7163 2836 6125 1716 2514 7866 *', '4244 4745 3234 5756 *']);
    const side = documentGames(`${rows}\n1. d4 seria outra abertura.\n4. Ba4 Cf6\n`, { from: 'pt', to: 'iccf' });
    expect(side.games.map((g) => movesOf(g.pgn))).toEqual(['5254 ( 4244 ) 5755 7163 2836 6125 1716 2514 7866 *']);
  });
});

describe('a game told a pair a paragraph without numbers, words in brackets after each pair (a club column)', () => {
  // (made up, in the layout of a club's news page: a paragraph for each pair, then its comment in brackets, one with a `)`
  // too many; a move cited in the words of a bracket is no move of the game)
  const column =
    'Club news\n\nA quick game from the club night.\n\n' +
    'e4 e5 (the open game)\n\n' +
    'Nf3 Nc6 (both sides develop)\n\n' +
    'Bc4 Nd4 (a trap: Nxe5 looks good for White))\n\n' +
    'Nxe5 Qg5 (now Black threatens Qxg2 – and more)\n\n' +
    'Nxf7 Qxg2\n\n' +
    'Rf1 Qxe4+\n\n' +
    'Be2 Nf3#\n\n' +
    'A lesson for everyone!\n';
  const game = 'e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2 Nf3#';

  it('translate: the pairs are the game to the last paragraph, the brackets words; the `)` too many is text with a warning (before: ERR_PGN_VARIATION)', () => {
    legal(game);
    const r = translatePgn(column, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(movesOf(r.pgn)).toBe(`${game} 0-1`);
    expect(r.pgn).toContain('{(a trap: Nxe5 looks good for White))}');
    expect(r.pgn).toContain('{(now Black threatens Qxg2 – and more)}');
    const said = r.warnings.flatMap((g) => g.warnings).map((w) => `${w.position.line}:${w.position.column} ${w.code}`);
    // (the pairs from line 5; the second `)` of `White))` on line 9)
    expect(said).toContain('5:1 W_STYLE');
    expect(said).toContain('9:44 W_UNMATCHED_BRACKET');
  });

  it('prose: the fourteen moves checked, each pair read as White’s move and Black’s', () => {
    const r = translateProse(column, { from: 'en', to: 'de' });
    expect(r.checked).toBe(14);
    expect(r.text).toContain('\n\nLc4 Sd4 (a trap: ');
    expect(r.text).toContain('\n\nLe2 Sf3#\n\nA lesson for everyone!\n');
    expect(r.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toContain('5:1 W_STYLE');
  });

  it('two such paragraphs are no game: too few pairs to tell one', () => {
    const r = translateProse('e4 e5 (the open game)\n\nNf3 Nc6 (both sides develop)\n', { from: 'en', to: 'de' });
    expect(r.problems.map((p) => p.code)).not.toContain('W_STYLE');
  });
});
