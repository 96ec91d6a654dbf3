// Issue 13: games laid out one move at a time, each move followed by its commentary, as web pages,
// forum posts and flattened tables print them:
// 1. a table whose cells are `move: comment |` (White's move with its number, Black's alone), its main
//    moves in English letters, the comments citing side lines numbered with a dash in the page's own
//    letters (`2-...,Ad6 3-fxe5, Axe5.`);
// 2. one move a line, White's with its number and a comment in another script after it, Black's
//    alone on the next line;
// 3. `3. Cc3 ... <comment>` then `... Da5 <comment>` on a later line (the ellipsis after White's move
//    stands for Black's, still to come), with side lines in the comments.
// Every text here is made up for the test; every expected line is written by hand and played with
// chess.js (helpers/chess-js.ts) before it is compared.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { gamesOf } from './helpers/pgn-lines.js';

/** The expected main line, checked with chess.js: legal from the initial position (or after `before`). */
function legal(main: string, before = ''): string {
  playedSan(main.split(' '), { before: before === '' ? [] : before.split(' ') });
  return main;
}

function codesOf(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
}

/** A game's text without its comments, on one line: `(3... g6)` for a variation however the writer wrapped it. */
function movesOf(text: string): string {
  return text
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
}

/** The one game of a translation: its main line and its text (no failure). */
function oneGame(r: PgnTranslation): { main: string; text: string } {
  expect(r.failures).toEqual([]);
  const games = gamesOf(r.pgn);
  expect(games).toHaveLength(1);
  return games[0]!;
}

describe('class 1: a table of cells "move: comment |", English letters in the cells, the page language in the comments', () => {
  // Spanish page: Spanish letters (C caballo, A alfil) and dash numbering in the comments.
  const SPANISH = [
    'Blancas | Negras |',
    '1.e4: Sin comentario |',
    'c5: La siciliana. Pensé en 1-...,e5 2-Cf3, Cc6 pero prefiero algo más agudo. |',
    '2.Nf3: Sin comentario |',
    'd6: Lo normal. |',
    '3.d4: Sin comentario |',
    'cxd4: Obligado. |',
    '4.Nxd4: Sin comentario |',
    'Nf6: Ataca el peón e4. |',
    '5.Nc3: Sin comentario |',
    'a6: La Najdorf. También 5-...,Cc6 6-Ag5, e6. |',
    '',
  ].join('\n');
  const SPANISH_GAME = legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6');
  legal('e5 Nf3 Nc6', 'e4');
  legal('Nc6 Bg5 e6', 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3');

  it('es: translate reads every cell as the game and the dash-numbered comments as its variations', () => {
    const r = translatePgn(SPANISH, { from: 'es', to: 'en' });
    const game = oneGame(r);
    expect(game.main).toBe(SPANISH_GAME);
    expect(movesOf(game.text)).toContain('(1... e5 2. Nf3 Nc6)');
    expect(movesOf(game.text)).toContain('(5... Nc6 6. Bg5 e6)');
    expect(codesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
  });

  it('es: prose rewrites the English cells and the Spanish comments, each read in its own letters', () => {
    const r = translateProse(SPANISH, { from: 'es', to: 'de' });
    expect(r.text).toBe(
      [
        'Blancas | Negras |',
        '1.e4: Sin comentario |',
        'c5: La siciliana. Pensé en 1-...,e5 2-Sf3, Sc6 pero prefiero algo más agudo. |',
        '2.Sf3: Sin comentario |',
        'd6: Lo normal. |',
        '3.d4: Sin comentario |',
        'cxd4: Obligado. |',
        '4.Sxd4: Sin comentario |',
        'Sf6: Ataca el peón e4. |',
        '5.Sc3: Sin comentario |',
        'a6: La Najdorf. También 5-...,Sc6 6-Lg5, e6. |',
        '',
      ].join('\n'),
    );
    expect(r.checked).toBe(16);
    expect(r.problems.map((p) => p.code)).toEqual(['W_OTHER_LANGUAGE']);
  });

  it('fr: the first cell already in English letters (Nf6), French letters (F fou) in the comments, castling in a cell', () => {
    const french = [
      'Blancs | Noirs |',
      '1.d4: Pas de commentaire |',
      'Nf6: Une indienne. On voit aussi 1-...,d5 2-c4, e6. |',
      '2.c4: Pas de commentaire |',
      'e6: Je vise la Nimzo. |',
      '3.Nc3: Pas de commentaire |',
      'Bb4: Voilà. Après 4-Dc2, O-O. 5-a3, Fxc3+ le jeu est égal. |',
      '4.e3: Pas de commentaire |',
      'O-O: Le roque, simple. |',
      '',
    ].join('\n');
    legal('Qc2 O-O a3 Bxc3+', 'd4 Nf6 c4 e6 Nc3 Bb4');
    const game = oneGame(translatePgn(french, { from: 'fr', to: 'en' }));
    expect(game.main).toBe(legal('d4 Nf6 c4 e6 Nc3 Bb4 e3 O-O'));
    expect(movesOf(game.text)).toContain('(1... d5 2. c4 e6)');
    expect(movesOf(game.text)).toContain('(4. Qc2 O-O 5. a3 Bxc3+)');
  });

  it('it: Italian comments (C cavallo) in a table of English cells', () => {
    const italian = [
      'Bianco | Nero |',
      '1.e4: Nessun commento |',
      'e5: Aperta. Possibile anche 1-...,c5 2-Cf3, d6. |',
      '2.Nf3: Nessun commento |',
      'Nc6: Difende il pedone. |',
      '3.Bc4: Nessun commento |',
      'Bc5: Giuoco piano; oppure 3-...,Cf6 4-Cg5, d5. |',
      '',
    ].join('\n');
    legal('Nf6 Ng5 d5', 'e4 e5 Nf3 Nc6 Bc4');
    const game = oneGame(translatePgn(italian, { from: 'it', to: 'en' }));
    expect(game.main).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Bc5'));
    expect(movesOf(game.text)).toContain('(3... Nf6 4. Ng5 d5)');
  });

  it('a dash after a number is a move number only before a move or an ellipsis: "2-й ход" stays words (ru)', () => {
    const r = translateProse('Уже 2-й ход белых: 1. e4 e5 2. Кf3 Кc6 3. Сb5 a6\n', { from: 'ru', to: 'en' });
    expect(r.text).toBe('Уже 2-й ход белых: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n');
    expect(r.problems).toEqual([]);
  });

  it('castling after a dash number and a space (9- 0-0-0) is the move of that number', () => {
    const es = '1. e4 e5 2. Cf3 Cc6 3. Ab5 a6\n\nMe gustaba 3-...,Cf6 4-O-O, Ae7. 5-Te1, b6 y también 3-..., d6 4-d4, Ad7. 5- 0-0, Cf6.\n';
    legal('Nf6 O-O Be7 Re1 b6', 'e4 e5 Nf3 Nc6 Bb5');
    legal('d6 d4 Bd7 O-O Nf6', 'e4 e5 Nf3 Nc6 Bb5');
    const game = oneGame(translatePgn(es, { from: 'es', to: 'en' }));
    expect(game.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6'));
    expect(movesOf(game.text)).toContain('(3... Nf6 4. O-O Be7 5. Re1 b6)');
    expect(movesOf(game.text)).toContain('(3... d6 4. d4 Bd7 5. O-O Nf6)');
  });
});

describe("class 2: one move a line with a comment in another script, Black's move alone on the next line", () => {
  const RUY = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');

  it('ja: English letters, Japanese comments, a date in the heading (the game was cut after move 1 before)', () => {
    const ja = [
      '対局日 2021/03/04',
      '',
      '1. e4 白はセンターを取る。',
      'e5',
      '2. Nf3 ナイトを展開する。',
      'Nc6',
      '3. Bb5 ルイ・ロペスになった。',
      'a6',
      '4. Ba4 ビショップを下げる。',
      'Nf6',
      '',
    ].join('\n');
    const r = translatePgn(ja, { from: 'ja', to: 'en' });
    expect(oneGame(r).main).toBe(RUY);
    expect(codesOf(r)).not.toContain('W_MOVES_IN_COMMENT');
    // into ICCF numeric, written by hand: e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6
    expect(oneGame(translatePgn(ja, { from: 'ja', to: 'iccf' })).main).toBe('5254 5755 7163 2836 6125 1716 2514 7866');
  });

  it("ja: prose checks every move on the board (Black's alone on its line too)", () => {
    const ja = '1. e4 白はセンターを取る。\ne5\n2. Nf3 ナイトを展開する。\nNc6\n3. Bb5 ルイ・ロペスになった。\na6\n';
    const r = translateProse(ja, { from: 'ja', to: 'de' });
    expect(r.text).toBe('1. e4 白はセンターを取る。\ne5\n2. Sf3 ナイトを展開する。\nSc6\n3. Lb5 ルイ・ロペスになった。\na6\n');
    expect(r.checked).toBe(6);
    expect(r.problems).toEqual([]);
  });

  it('ru: Russian letters and Cyrillic comments, in prose', () => {
    const ru = '1. e4 Белые занимают центр.\ne5\n2. Кf3 Развитие коня с темпом.\nКc6\n3. Сb5 Испанская партия.\na6\n';
    const r = translateProse(ru, { from: 'ru', to: 'en' });
    expect(r.text).toBe('1. e4 Белые занимают центр.\ne5\n2. Nf3 Развитие коня с темпом.\nNc6\n3. Bb5 Испанская партия.\na6\n');
    expect(r.checked).toBe(6);
    expect(r.problems).toEqual([]);
  });

  it('ar: Arabic comments (right to left) after English moves', () => {
    const ar = [
      'مباراة ودية 2020/05/01',
      '',
      '1. d4 يسيطر الأبيض على المركز.',
      'd5',
      '2. c4 هذا هو القربان الوزيري.',
      'e6',
      '3. Nc3 تطوير طبيعي.',
      'Nf6',
      '4. Bg5 تثبيت الحصان.',
      'Be7',
      '',
    ].join('\n');
    expect(oneGame(translatePgn(ar, { from: 'en', to: 'en' })).main).toBe(legal('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7'));
  });

  it("a line that starts with a move and goes on with a sentence is words, not Black's move (de)", () => {
    const de = 'Partie vom 12.03.2021\n\n1. e4 Ein Kommentar.\nSf6 wäre hier ungewöhnlich, aber spielbar.\n1... e5 2. Sf3 Sc6\n';
    const game = oneGame(translatePgn(de, { from: 'de', to: 'en' }));
    expect(game.main).toBe(legal('e4 e5 Nf3 Nc6'));
  });

  it("a move alone on a line that is not legal as Black's reply is not taken for it (pl)", () => {
    // `Sf3` alone after `1. e4 …` is White's knight move (a citation), not Black's reply; the game goes on with 1...e5
    const pl = '1. e4 Biali zajmują centrum.\nSf3\n1... e5 2. Sf3 Sc6\n';
    const r = translateProse(pl, { from: 'pl', to: 'en' });
    expect(r.text).toBe('1. e4 Biali zajmują centrum.\nNf3\n1... e5 2. Nf3 Nc6\n');
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});

describe('class 3: "3. Cc3 ... <comment>" then "... Da5 <comment>", with side lines in the comments', () => {
  it("es: Black's moves after the ellipsis are the game's; the comments' lines are variations where they branch", () => {
    const es = [
      '1. e4 c6',
      '2. d4 d5',
      '3. Cc3 ... El desarrollo natural.',
      '... dxe4 También es posible 3. ... g6.',
      '4. Cxe4 ... Recupera el peón. Otra idea es 4. f3.',
      '... Af5 La línea clásica; 4. ... Cd7 5. Ac4 es otra.',
      '5. Cg3 ...',
      '... Ag6',
      '',
    ].join('\n');
    legal('g6', 'e4 c6 d4 d5 Nc3');
    legal('f3', 'e4 c6 d4 d5 Nc3 dxe4');
    legal('Nd7 Bc4', 'e4 c6 d4 d5 Nc3 dxe4 Nxe4');
    const game = oneGame(translatePgn(es, { from: 'es', to: 'en' }));
    expect(game.main).toBe(legal('e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6'));
    // each side line an alternative to the game's move it was cited after (not 3...g6 4.f3)
    expect(movesOf(game.text)).toBe('1. e4 c6 2. d4 d5 3. Nc3 3... dxe4 (3... g6) 4. Nxe4 (4. f3) 4... Bf5 (4... Nd7 5. Bc4) 5. Ng3 Bg6 *');
  });

  it('it: the same layout in Italian letters (C cavallo, A alfiere)', () => {
    const it_ = [
      '1. d4 d5',
      '2. c4 e6',
      '3. Cc3 ... Lo sviluppo più naturale.',
      '... Cf6 Si vede anche 3. ... c6.',
      '4. Ag5 ... La linea classica. Meno usuale 4. Cf3.',
      '... Ae7 Oppure 4. ... Cbd7 5. e3 c6.',
      '5. e3 ...',
      '... O-O',
      '',
    ].join('\n');
    legal('Nbd7 e3 c6', 'd4 d5 c4 e6 Nc3 Nf6 Bg5');
    const game = oneGame(translatePgn(it_, { from: 'it', to: 'en' }));
    expect(game.main).toBe(legal('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O'));
    expect(movesOf(game.text)).toBe(
      '1. d4 d5 2. c4 e6 3. Nc3 3... Nf6 (3... c6) 4. Bg5 (4. Nf3) 4... Be7 (4... Nbd7 5. e3 c6) 5. e3 O-O *',
    );
  });

  it('pt: with the ellipsis character (…) and a side line of three moves in a comment', () => {
    const pt = [
      '1. e4 e5',
      '2. Cf3 ... O lance mais comum.',
      '... Cc6 Também se joga 2. ... d6.',
      '3. Bb5 ... A Ruy Lopez. Outra ideia é 3. Bc4.',
      '… a6 E não 3. … Cd4 4. Cxd4 exd4.',
      '4. Ba4 …',
      '… Cf6',
      '',
    ].join('\n');
    legal('Nd4 Nxd4 exd4', 'e4 e5 Nf3 Nc6 Bb5');
    const game = oneGame(translatePgn(pt, { from: 'pt', to: 'en' }));
    expect(game.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6'));
    expect(movesOf(game.text)).toBe('1. e4 e5 2. Nf3 2... Nc6 (2... d6) 3. Bb5 (3. Bc4) 3... a6 (3... Nd4 4. Nxd4 exd4) 4. Ba4 Nf6 *');
  });

  it("prose rewrites the moves after the ellipses on the game's board (es → en)", () => {
    const es = '1. e4 c6\n2. d4 d5\n3. Cc3 ... Desarrollo.\n... dxe4\n4. Cxe4 ...\n... Af5\n';
    const r = translateProse(es, { from: 'es', to: 'en' });
    expect(r.text).toBe('1. e4 c6\n2. d4 d5\n3. Nc3 ... Desarrollo.\n... dxe4\n4. Nxe4 ...\n... Bf5\n');
    expect(r.checked).toBe(8);
    expect(r.problems).toEqual([]);
  });
});

describe("a Markdown list, White's move and a comment, Black's move and a comment on the next line, in English letters on a Swedish page", () => {
  // (session 33: a Swedish blog's numbered list in italics; its moves in English letters, where Swedish B is the pawn)
  const TEXT = [
    '**Så gick partiet:**',
    '',
    '1. *e4 Vit tar mitten.',
    '   e5 Svart svarar symmetriskt.*',
    '2. *d4 Vit utmanar centrum.',
    '   Nc6 Svart försvarar bonden.*',
    '3. *d5 Vit stänger centrum.',
    '   Nd4 Svart hoppar in utan beräkning.*',
    '4. *c3 Vit hotar springaren.',
    '   Bb4 Svart binder en pjäs.*',
    '5. *a3 Vit frågar löparen.',
    '   Ba5 Svart drar sig tillbaka.*',
    '6. *b4 Vit stänger flyktvägarna.',
    '   Bb6 Svart räddar löparen.*',
    '7. *cxd4 Vit vinner springaren.',
    '   exd4 Svart tar tillbaka.*',
    '8. *Nf3 Vit utvecklar.',
    '   d6 Ett lugnt drag.*',
    '9. *Bb2 Vit angriper bonden.',
    '   c5 Svart försvarar den.*',
    '10. *dxc6 Vit slår en passant.',
    '    bxc6 Svart tar tillbaka.*',
    '11. *Bxd4 Vit vinner en bonde.*',
    '',
  ].join('\n');

  it('reads the whole game: `Bb6` the bishop in the letters the moves are read in, not the Swedish pawn; `d6` the reply `9. Bb2` goes on from', () => {
    // (before, `Bb6` was read b7-b6 as the Swedish pawn letter, and a pawn's reply followed by words was taken only where
    // the next numbered move read in Swedish letters: the game stopped at move 8)
    const r = translatePgn(TEXT, { from: 'sv', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([
      legal('e4 e5 d4 Nc6 d5 Nd4 c3 Bb4 a3 Ba5 b4 Bb6 cxd4 exd4 Nf3 d6 Bb2 c5 dxc6 bxc6 Bxd4'),
    ]);
    expect(codesOf(r)).toEqual(['W_OTHER_LANGUAGE']);
  });
});
