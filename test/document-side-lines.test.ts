// Alternatives written in the commentary of a document are side lines, and a side line the board
// rejects never fails the game (issue 13). The texts are written for these tests, in the ways
// annotated games in books and on pages write them; every expected game and variation is
// checked move by move with chess.js here, and pgn-extract must read the output.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { documentGames } from '../src/prose/document-games.js';
import { hidesSideLine } from '../src/translate/document.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';
import { mainLine } from './helpers/pgn-lines.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** The SAN moves `moves` played from the initial position after `before` (all legal: chess.js throws otherwise). */
const legal = (before: string, moves: string): string => playedSan(moves.split(' '), { before: sanWords(before) }).join(' ');

interface Case {
  readonly from: string;
  readonly text: string;
  /** The main game in SAN. */
  readonly main: string;
  /** Variations as the output writes them (numbers included), in brackets; each checked with chess.js from `before`. */
  readonly variations?: ReadonlyArray<{ readonly before: string; readonly pgn: string }>;
  /** `line:column CODE` of warnings the game must have. */
  readonly warnings?: readonly string[];
}

function check(c: Case): string {
  const r = translatePgn(c.text, { from: c.from, to: 'en' });
  expect(r.failures.map((f) => f.message)).toEqual([]);
  // (one game: the commentary's alternatives are neither a game of their own nor the game's moves)
  expect(r.pgn.trim().split(/\n\n/)).toHaveLength(1);
  expect(mainLine(r.pgn)).toBe(legal('', c.main));
  for (const v of c.variations ?? []) {
    // (the variation's moves, checked from the position it branches from)
    const moves = v.pgn
      .split(' ')
      .filter((w) => !/^\d+\.+$/.test(w))
      .join(' ');
    expect(legal(v.before, moves)).toBe(moves);
    // (words before it may open it: `({Po spokojnym} 7. d3 …`)
    const escaped = v.pgn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(r.pgn.replace(/\s+/g, ' ')).toMatch(new RegExp(`\\((?:\\{[^}]*\\} )?${escaped}`));
  }
  const warned = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
  for (const w of c.warnings ?? []) expect(warned).toContain(w);
  return r.pgn;
}

/** 1.e4 e5 2.Nf3 Nf6 3.Nc3 Bc5 4.Bc4 O-O 5.h3 d5 6.Bb3 Nc6 7.Nxd5 Nd4 8.Nxf6+ Qxf6: the gift on d5 is taken. */
const GIFT = 'e4 e5 Nf3 Nf6 Nc3 Bc5 Bc4 O-O h3 d5 Bb3 Nc6 Nxd5 Nd4 Nxf6+ Qxf6';
const BEFORE_7 = 'e4 e5 Nf3 Nf6 Nc3 Bc5 Bc4 O-O h3 d5 Bb3 Nc6';

const outputs: string[] = [];

describe('a move number the main game has already reached starts a side line', () => {
  it('Polish, captures not marked: 7.d3 after 7.Sd5 is an alternative, 7...Sd4 goes on with the game', () => {
    const c: Case = {
      from: 'pl',
      text:
        '1.e4 e5 2.Sf3 Sf6 3.Sc3 Gc5 4.Gc4 O-O 5.h3 d5 6.Gb3\n' +
        '6...Sc6 7.Sd5 Wygląda na to, że dar trzeba przyjąć. Po spokojnym 7.d3 d4 8.Sd5 Sd5 9.Gd5 Gb4+ 10.Kf1 … białe stanęły gorzej.\n' +
        '7...Sd4 8.Sf6+ Hf6\n',
      main: GIFT,
      variations: [{ before: BEFORE_7, pgn: '7. d3 d4 8. Nd5 Nxd5 9. Bxd5 Bb4+ 10. Kf1' }],
    };
    outputs.push(check(c));
  });

  it('German, the alternative at the start of a line (a text wrapped where the page was): a variation, not the game', () => {
    const c: Case = {
      from: 'de',
      text:
        '1.e4 e5 2.Sf3 Sf6 3.Sc3 Lc5 4.Lc4 O-O 5.h3 d5 6.Lb3\n' +
        '6...Sc6 7.Sd5 Das Geschenk muss man wohl annehmen. Nach dem ruhigen\n' +
        '7.d3 d4 8.Sd5 Sd5 9.Ld5 Lb4+ 10.Kf1 … steht Weiß schlechter.\n' +
        '7...Sd4 8.Sf6+ Df6\n',
      main: GIFT,
      variations: [{ before: BEFORE_7, pgn: '7. d3 d4 8. Nd5 Nxd5 9. Bxd5 Bb4+ 10. Kf1' }],
    };
    outputs.push(check(c));
  });

  it('a side line the board rejects, printed at the start of a line, is kept as words with a warning: the game translates (Polish, Spanish)', () => {
    // `8.Sf5`: no knight reaches f5 after 7.d3 d4 (a misprint of 8.Sd5 in the source).
    const pl: Case = {
      from: 'pl',
      text:
        '1.e4 e5 2.Sf3 Sf6 3.Sc3 Gc5 4.Gc4 O-O 5.h3 d5 6.Gb3\n' +
        '6...Sc6 7.Sd5 Wygląda na to, że dar trzeba przyjąć. Po spokojnym\n' +
        '7.d3 d4 8.Sf5 Sd5 9.Gd5 Gb4+ 10.Kf1 … białe stanęły gorzej.\n' +
        '7...Sd4 8.Sf6+ Hf6\n',
      main: GIFT,
      variations: [{ before: BEFORE_7, pgn: '7. d3 d4' }],
      warnings: ['3:11 W_PROSE_UNCHECKED'],
    };
    const pgn = check(pl);
    outputs.push(pgn);
    // (its words stay, with its moves rewritten by their letters)
    expect(pgn.replace(/\s+/g, ' ')).toContain('{8.Nf5 Nd5 9.Bd5 Bb4+ 10.Kf1 … białe stanęły gorzej.}');
    const es: Case = {
      from: 'es',
      text:
        '1.e4 e5 2.Cf3 Cf6 3.Cc3 Ac5 4.Ac4 O-O 5.h3 d5 6.Ab3\n' +
        '6...Cc6 7.Cd5 Parece que hay que aceptar el regalo. Tras la tranquila\n' +
        '7.d3 d4 8.Cf5 Cd5 9.Ad5 Ab4+ 10.Rf1 … las blancas quedan peor.\n' +
        '7...Cd4 8.Cf6+ Df6\n',
      main: GIFT,
      variations: [{ before: BEFORE_7, pgn: '7. d3 d4' }],
      warnings: ['3:11 W_PROSE_UNCHECKED'],
    };
    outputs.push(check(es));
  });

  it('Italian: the main move, then at once the same number again, is a side line; one the board rejects stays words', () => {
    const before9 = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 Qe2 d6 c3 Be7 O-O O-O h3 h6';
    const main = `${before9} Qd3 Be6 Bc2 b5 Na3 Re8`;
    const head = '1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 4.Aa4 Cf6 5.De2 d6 6.c3 Ae7 7.O-O O-O 8.h3 h6\n';
    outputs.push(
      check({
        from: 'it',
        text: `${head}9.Dd3 9.Dd1 Af5 10.d3 dà gioco pari.\n9...Ae6 10.Ac2 b5 11.Ca3 Te8\n`,
        main,
        variations: [{ before: before9, pgn: '9. Qd1 Bf5 10. d3' }],
      }),
    );
    // `Af4`: no bishop reaches f4 (a misprint of Af5).
    outputs.push(
      check({
        from: 'it',
        text: `${head}9.Dd3 9.Dd1 Af4 10.d3 dà gioco pari.\n9...Ae6 10.Ac2 b5 11.Ca3 Te8\n`,
        main,
        variations: [{ before: before9, pgn: '9. Qd1' }],
        warnings: ['2:13 W_PROSE_UNCHECKED'],
      }),
    );
  });

  it('a move no board reaches right after a side line goes on with the side line: it never ends the game (pl, nl)', () => {
    // (`12.Hf3` after `10.Kf1 …`: the text left moves out of the side line; the game goes on with 7...Sd4)
    const pl: Case = {
      from: 'pl',
      text:
        '1.e4 e5 2.Sf3 Sf6 3.Sc3 Gc5 4.Gc4 O-O 5.h3 d5 6.Gb3\n' +
        '6...Sc6 7.Sd5 Wygląda na to, że dar trzeba przyjąć. Po spokojnym 7.d3 d4 8.Sd5 Sd5 9.Gd5 Gb4+ 10.Kf1 … 12.Hf3 białe stanęły gorzej.\n' +
        '7...Sd4 8.Sf6+ Hf6\n',
      main: GIFT,
      variations: [{ before: BEFORE_7, pgn: '7. d3 d4 8. Nd5 Nxd5 9. Bxd5 Bb4+ 10. Kf1' }],
      warnings: ['2:107 W_PROSE_UNCHECKED'],
    };
    outputs.push(check(pl));
    const nl: Case = {
      from: 'nl',
      text:
        '1.e4 e5 2.Pf3 Pf6 3.Pc3 Lc5 4.Lc4 O-O 5.h3 d5 6.Lb3\n' +
        '6...Pc6 7.Pd5 Het geschenk moet aangenomen worden. Na het rustige 7.d3 d4 8.Pd5 Pd5 9.Ld5 Lb4+ 10.Kf1 … 12.Df3 staat wit slechter.\n' +
        '7...Pd4 8.Pf6+ Df6\n',
      main: GIFT,
      variations: [{ before: BEFORE_7, pgn: '7. d3 d4 8. Nd5 Nxd5 9. Bxd5 Bb4+ 10. Kf1' }],
    };
    outputs.push(check(nl));
    // Where the text ends with the side line, the game ends at 7.Sd5 as the text has it, and `12.Hf3` is
    // not said to stop it; a move printed on a line of its own that no board reaches still is.
    const codes = (t: string): string[] =>
      documentGames(t, { from: 'pl', to: 'en' }).problems.map((p) => `${p.line}:${p.column} ${p.code}`);
    const ends = pl.text.replace('7...Sd4 8.Sf6+ Hf6\n', '');
    expect(codes(ends)).toEqual(['2:107 W_PROSE_UNCHECKED']);
    expect(codes(`${ends}11.Hd3\n`)).toContain('3:1 W_MOVES_IN_COMMENT');
  });

  it('a move the board rejects in a side line, or where a later sentence goes on with it, does not stop the game (pl, cs)', () => {
    const codes = (t: string, from: string): string[] =>
      documentGames(t, { from, to: 'en' }).problems.map((p) => `${p.line}:${p.column} ${p.code}`);
    const head = '1.e4 e5 2.Sf3 Sf6 3.Sc3 Gc5 4.Gc4 O-O 5.h3 d5 6.Gb3\n6...Sc6 7.Sd5 Wygląda na to, że dar trzeba przyjąć. ';
    // (`8.Sf5`: no knight reaches f5; `10...Hf4`: no queen reaches f4 where the side line has gone)
    expect(codes(`${head}Po spokojnym 7.d3 d4 8.Sf5 Sd5 białe stanęły gorzej.\n`, 'pl')).toEqual([
      '2:76 ERR_MOVE_ILLEGAL',
      '2:80 W_PROSE_UNCHECKED',
    ]);
    const later = `${head}Po spokojnym 7.d3 d4 8.Sd5 Sd5 9.Gd5 Gb4+ 10.Kf1 białe stanęły gorzej. Teraz 10...Hf4 wygrywa.\n`;
    expect(codes(later, 'pl')).toEqual(['2:135 ERR_MOVE_ILLEGAL']);
    const r = translatePgn(later, { from: 'pl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nf6 Nc3 Bc5 Bc4 O-O h3 d5 Bb3 Nc6 Nxd5'));
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toEqual([
      '2:135 W_PROSE_UNCHECKED',
    ]);
    outputs.push(r.pgn);
    // Czech (J jezdec, S střelec, D dáma): the same, the side line printed at the start of a line.
    const cs =
      '1.e4 e5 2.Jf3 Jf6 3.Jc3 Sc5 4.Sc4 O-O 5.h3 d5 6.Sb3\n6...Jc6 7.Jd5 Dar je třeba přijmout. Po klidném\n' +
      '7.d3 d4 8.Jd5 Jd5 9.Sd5 Sb4+ 10.Kf1 stojí bílý hůře. Nyní 10...Df4 vyhrává.\n';
    const rc = translatePgn(cs, { from: 'cs', to: 'en' });
    expect(rc.failures).toEqual([]);
    expect(mainLine(rc.pgn)).toBe(legal('', 'e4 e5 Nf3 Nf6 Nc3 Bc5 Bc4 O-O h3 d5 Bb3 Nc6 Nxd5'));
    expect(rc.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_PROSE_UNCHECKED']);
    outputs.push(rc.pgn);
  });

  it('Polish: a paragraph of analysis in square brackets with a nested variation is a variation; a move in it the board rejects stays words', () => {
    const before9 = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 Qe2 d6 c3 Be7 O-O O-O h3 h6';
    const c: Case = {
      from: 'pl',
      text:
        '1.e4 e5 2.Sf3 Sc6 3.Gb5 a6 4.Ga4 Sf6 5.He2 d6 6.c3 Ge7 7.O-O O-O 8.h3 h6\n' +
        '9.Hd3 Ge6 10.Gc2 b5\n' +
        // (`Hd5`: the bishop on d7 stands between the queen and d5)
        '[Inną możliwością jest … 9...Gd7 10.Gb3 (10.Gc2? Hd5) 10...Sa5 11.Gc2 … i czarne stoją dobrze.]\n' +
        '11.Sa3 We8\n',
      main: `${before9} Qd3 Be6 Bc2 b5 Na3 Re8`,
      variations: [
        { before: `${before9} Qd3`, pgn: '9... Bd7 10. Bb3' },
        { before: `${before9} Qd3 Bd7`, pgn: '10. Bc2' },
      ],
      warnings: ['3:50 W_PROSE_UNCHECKED'],
    };
    const pgn = check(c);
    expect(pgn.replace(/\s+/g, ' ')).toContain('(10. Bc2 $2 {Qd5}) 10... Na5 11. Bc2');
    outputs.push(pgn);
  });

  it("the game's own move after the commentary still goes on with the game, and one the board rejects there still fails it", () => {
    // (7...Sd4 continues the game after the side line; 8.Sf5+ printed as the game's next move is the game's error)
    const text =
      '1.e4 e5 2.Sf3 Sf6 3.Sc3 Gc5 4.Gc4 O-O 5.h3 d5 6.Gb3\n' +
      '6...Sc6 7.Sd5 Wygląda na to, że dar trzeba przyjąć. Po spokojnym\n' +
      '7.d3 d4 8.Sd5 Sd5 9.Gd5 Gb4+ 10.Kf1 … białe stanęły gorzej.\n' +
      '7...Sd4 8.Sf5+ Hf6\n';
    const r = translatePgn(text, { from: 'pl', to: 'en' });
    expect(r.failures).toHaveLength(1);
    // (the document reading has it as the game's error, not words; the PGN reading's own error is the one reported)
    const doc = documentGames(text, { from: 'pl', to: 'en' });
    const at = doc.problems.findIndex((p) => p.line === 4 && p.column === 11);
    expect(doc.problems[at]).toMatchObject({ severity: 'error', code: 'ERR_MOVE_ILLEGAL' });
    expect(doc.illegalInSentence.has(doc.problemOffsets[at]!)).toBe(false);
    expect(doc.games.map((g) => g.plies)).toEqual([14]);
  });

  it('Portuguese: alternatives listed with four dots and a comma list are side lines or mentions; the game is the move on its own line', () => {
    const text =
      '1.e4\n' +
      'Este é um excelente lance de abertura, que abre linhas para a dama e o bispo. As pretas podem responder de forma simétrica ' +
      'jogando 1....e5 ou de forma assimétrica com 1....c5, e6 ou c6 respectivamente as defesas Siciliana, Francesa e Caro-Kann. ' +
      'Nesta partida as pretas jogaram 1...e6.\n' +
      '1...e6\n' +
      'A Defesa Francesa. As brancas ocupam o centro com 2d4 e as pretas respondem 2...d5.\n' +
      '2.d4 d5\n';
    const pgn = check({
      from: 'pt',
      text,
      main: 'e4 e6 d4 d5',
      variations: [
        { before: 'e4', pgn: '1... e5' },
        { before: 'e4', pgn: '1... c5' },
      ],
    });
    outputs.push(pgn);
    // (`e6 ou c6` after the comma: other choices for Black's first move, words; no warning about them)
    expect(pgn.replace(/\s+/g, ' ')).toContain('{e6 ou c6 respectivamente');
    const r = translatePgn(text, { from: 'pt', to: 'en' });
    expect(r.warnings.flatMap((g) => g.warnings).filter((w) => w.position.line === 2)).toEqual([]);
  });

  it("Portuguese and Spanish: where the game's next moves follow the move the commentary chose, that move is the game's, not the first it names", () => {
    // (the PGN reading took `1....e5` for Black's move; the moves printed on a line of their own go on from 1...e6)
    const pt =
      '1.e4 Este é um excelente lance de abertura. As pretas podem responder jogando 1....e5 ou com 1....c5, e6 ou c6 ' +
      'respectivamente. Nesta partida as pretas jogaram 1...e6.\n2.d4 d5 3.Cc3 Bb4\n';
    const es =
      '1.e4 Una jugada excelente. Las negras pueden contestar 1....e5 o bien 1....c5, e6 o c6. ' +
      'En esta partida se jugó 1...e6.\n2.d4 d5 3.Cc3 Ab4\n';
    for (const [from, text] of [
      ['pt', pt],
      ['es', es],
    ] as const) {
      const pgn = check({
        from,
        text,
        main: 'e4 e6 d4 d5 Nc3 Bb4',
        variations: [
          { before: 'e4', pgn: '1... e5' },
          { before: 'e4', pgn: '1... c5' },
        ],
      });
      outputs.push(pgn);
    }
  });

  it('a comment of the PGN reading hides a side line where it numbers a move the game had reached there', () => {
    expect(hidesSideLine('1. e4 e5 {ou com 1....c5, e6 ou c6} 2. d4 *')).toBe(true);
    expect(hidesSideLine('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Mit 3.Lc4 wäre es italienisch.} 4. Ba4 *')).toBe(true);
    // (the game's next move in words, a number that is no move's, a variation's comment: none)
    expect(hidesSideLine('1. e4 {jogando 1....e5} 1... e5 *')).toBe(false);
    expect(hidesSideLine('1. e4 e5 2. Nf3 {wie in der 2. Bundesliga üblich} 2... Nc6 *')).toBe(false);
    expect(hidesSideLine('1. e4 e5 (1... c5 {after 1...e6}) 2. Nf3 *')).toBe(false);
  });

  it('French and German: a comma list of choices for the same move (pieces rewritten by the board), then the game', () => {
    const fr = '1.e4\nLes noirs peuvent répondre 1....Cf6, Cc6 ou d5, mais ils ont choisi 1...e5.\n1...e5 2.Cf3 Cc6\n';
    const pgnFr = check({ from: 'fr', text: fr, main: 'e4 e5 Nf3 Nc6', variations: [{ before: 'e4', pgn: '1... Nf6' }] });
    expect(pgnFr.replace(/\s+/g, ' ')).toContain('{Nc6 ou d5, mais ils ont choisi}');
    outputs.push(pgnFr);
    expect(translateProse(fr, { from: 'fr', to: 'en' }).text).toBe(
      '1.e4\nLes noirs peuvent répondre 1....Nf6, Nc6 ou d5, mais ils ont choisi 1...e5.\n1...e5 2.Nf3 Nc6\n',
    );
    const de = '1.e4 e5 2.Sf3\nHier sind 2...Sc6, Sf6 und d6 üblich; in der Partie folgte\n2...Sc6 3.Lb5 a6\n';
    const pgnDe = check({ from: 'de', text: de, main: 'e4 e5 Nf3 Nc6 Bb5 a6' });
    expect(pgnDe.replace(/\s+/g, ' ')).toContain('Nf6 und d6 üblich');
    outputs.push(pgnDe);
    const prose = translateProse(de, { from: 'de', to: 'en' });
    expect(prose.text).toBe('1.e4 e5 2.Nf3\nHier sind 2...Nc6, Nf6 und d6 üblich; in der Partie folgte\n2...Nc6 3.Bb5 a6\n');
    expect(prose.problems).toEqual([]);
  });

  it('a parenthesis in prose whose moves no variation can be (a recap of moves played) is words, and the game translates (pt, es, ru)', () => {
    const rows = (n: string): string => `1. e4 - e5\n2. ${n}f3 - ${n}c6\n3. d4 - e5 x d4\n4. ${n}f3 x d4\n`;
    const main = 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Bc5';
    const cases: Array<{ from: string; text: string; words: string; warnings?: string[] }> = [
      // (the PGN reading takes the parenthesis for a variation of 4.Cxd4, where e2-e4 is not legal)
      {
        from: 'pt',
        text: `${rows('C')}As brancas avançaram os dois peões centrais (e2-e4 e d2-d4), que é o correto.\n4. ... Bc5\n`,
        words: '4. Nxd4 {As brancas avançaram os dois peões centrais (e2-e4 e d2-d4), que é o correto.} 4... Bc5',
      },
      {
        from: 'pt',
        text: `${rows('C')}As brancas avançaram os dois peões centrais (4.e2-e4 e d2-d4), que é o correto.\n4. ... Bc5\n`,
        words: '4. Nxd4 {As brancas avançaram os dois peões centrais (4.e2-e4 e d2-d4), que é o correto.} 4... Bc5',
        warnings: ['5:48 W_PROSE_UNCHECKED'],
      },
      // (moves already played, numbered: cited, kept in the words after the move they follow in the text)
      {
        from: 'es',
        text: `${rows('C')}Las blancas avanzaron los dos peones centrales (1.e4 y 3.d4), lo cual es correcto.\n4. ... Ac5\n`,
        words: '4. Nxd4 {Las blancas avanzaron los dos peones centrales (1.e4 y 3.d4), lo cual es correcto.} 4... Bc5',
      },
      {
        from: 'ru',
        text: `${rows('К')}Белые заняли центр двумя пешками (e2-e4 и d2-d4), это правильно.\n4. ... Сc5\n`,
        words: '4. Nxd4 {Белые заняли центр двумя пешками (e2-e4 и d2-d4), это правильно.} 4... Bc5',
      },
      {
        from: 'pt',
        text: `${rows('C')}(1.e2-e4 e 3.d2-d4) são os lances centrais.\n4. ... Bc5\n`,
        words: '4. Nxd4 {(1.e2-e4 e 3.d2-d4) são os lances centrais.} 4... Bc5',
      },
    ];
    for (const c of cases) {
      const pgn = check({ from: c.from, text: c.text, main, warnings: c.warnings ?? [] });
      expect(pgn.replace(/\s+/g, ' ')).toContain(c.words);
      outputs.push(pgn);
    }
  });

  it("a row that branches from the game's move with a better one, the next row going on with the game's to its result: the game is the line with the result", () => {
    // The game's 4...Sf6 is in a sentence; `4…d6!` starts a row (as an annotator's improvement
    // does); the next row, `5.d4 … 7.Ld2 Sxe4 …`, reads after 4...Sf6 only (no knight on f6 after
    // 4...d6) and ends with the result: that line is the game, 4...d6 a variation.
    const text =
      '1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5\nIm Spiel folgte 4.c3 Sf6\n4…d6! wäre besser gewesen. Zum Beispiel: 5.d4 exd4 6.cxd4 Lb6\n' +
      '5.d4 exd4 6.cxd4 Lb4+ 7.Ld2 Sxe4 8.Lxb4 Sxb4 ½–½\n';
    const pgn = check({
      from: 'de',
      text,
      main: 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Nxe4 Bxb4 Nxb4',
      variations: [{ before: 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3', pgn: '4... d6' }],
    });
    expect(pgn.replace(/\s+/g, ' ')).toContain('(4... d6 $1 {wäre besser gewesen. Zum Beispiel:} 5. d4 exd4 6. cxd4 Bb6) 5. d4');
    outputs.push(pgn);
  });

  it.skipIf(PGN_EXTRACT === undefined)('every game written is valid PGN for pgn-extract', () => {
    expect(outputs.length).toBeGreaterThanOrEqual(5);
    const read = pgnExtractReads(outputs.join(''));
    expect(read.complaints).toEqual([]);
    expect(read.games).toBe(outputs.length);
  });
});

describe('a row printed as the game moves that leaves a longer line told in sentences', () => {
  it('keeps the row as the game line and warns W_READING_AMBIGUOUS at the ply where they part', () => {
    // Made up: a line told in a sentence to move 6, then a heading row `4. d3` and words about it.
    const text =
      'The main line runs so: 1. e4 e5; 2. Nf3 Nc6; 3. Bc4 Nf6; 4. Ng5 d5; 5. exd5 Na5; 6. Bb5+ c6.\n4. d3\nThis is much calmer and safer.\n';
    const r = documentGames(text, { from: 'en', to: 'iccf' });
    const warned = r.problems.filter((p) => p.code === 'W_READING_AMBIGUOUS');
    expect(warned.map((p) => p.ply)).toEqual([7]);
    expect(r.games[0]!.plies).toBe(7);
  });
});

describe('a line that ends its paragraph, gone on with in the next (issue 13, a real opening article)', () => {
  // (the Advance variation cited in brackets, then 3.Nc3 as the paragraph's last words, then 3...Bb4 in a sentence of the
  // next paragraph: legal after 3.e5 too, as a check; the rows after it, 4. e5, are legal after 3.Nc3 Bb4 only)
  const text =
    'De doorschuifvariant (1. e4 e6 2. d4 d5 3. e5). Nu de varianten na 3. Pc3\n\nDe Winawervariant ontstaat na 3. … Lb4.\n\n' +
    'De uitvinder was Winawer.\n\n4. e5 c5\n\n5. a3\n';

  it('the moves after it go on with that line where the text after them says so (the game failed at 4. e5)', () => {
    const r = translatePgn(text, { from: 'nl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e6 d4 d5 Nc3 Bb4 e5 c5 a3'));
    expect(r.pgn.replace(/\s+/g, ' ')).toMatch(/\(3\. e5\b/);
    const p = translateProse(text, { from: 'nl', to: 'en' });
    expect(p.problems.filter((x) => x.severity === 'error')).toEqual([]);
    expect(p.checked).toBe(10);
  });
});

describe('the game’s position told again as another order of moves from move 1 (issue 13, a real Finnish article)', () => {
  // (made up in the page's shape: an opening told first, then a game under its players and its round, a sentence that
  // says the game's position could have come after another order, `1.d4 d5 … 5.e4 Rb6:n jälkeen`, then the game's rows
  // going on; Finnish letters R knight, L bishop, D queen, T rook; Black's move after a dash, `8. –R8d7`)
  const text =
    'Johdanto\n1.d4 d5 2.c4 Rf6?! Tätä olen pelannut usein. Varmin on 1.d4 d5 2.c4 Rf6 3.cxd5 Rxd5 4.Rf3! ja valkea voittaa.\n' +
    'Aaro Jalas – Arto Lehto, LauttSK Open 1998 (7.kierros)\n1.Rf3 d5 2.c4 Rf6?! 3.cxd5 Rxd5 4.e4 Rb6 5.d4 Lg4….\n' +
    '…Nyt meillä on asema, joka olisi voinut tulla myös siirtojärjestyksessä 1.d4 d5 2.c4 Rf6 3.cxd5 Rxd5 4.Rf3 Lg4 5.e4 ' +
    'Rb6:n jälkeen. Daamigambiitissa Arto ei olisi pelannut tällaista varianttia, mutta kun pelattiin 1.Rf3 d5 2.c4, niin ' +
    'sattui pikku lipsahdus! Eli tällaista voi joskus harrastaa…\n6.Le3 e6 7.Rc3 Le7 8.Le2…\n' +
    '…ei tässä mitään vikaa ole, mutta siirrolla 8.Dc2 olisin saanut edun: esim. 8.-Lxf3 9.gxf3 Rc6 10.0-0-0 Rb4 11.Db3.\n' +
    '8. –R8d7 9.0-0 0-0 10.h3 Lh5\n';

  it('is the same game, the other order a variation; the game’s rows go on with the game (it failed, or read 1.d4 as the game’s)', () => {
    const r = translatePgn(text, { from: 'fi', to: 'en' });
    expect(r.failures).toEqual([]);
    const mains = [...r.pgn.matchAll(/^(?!\[)(.+?)\n\n/gms)].map((m) => mainLine(m[1]! + '\n'));
    expect(mains).toEqual([
      legal('', 'd4 d5 c4 Nf6 cxd5 Nxd5 Nf3'),
      legal('', 'Nf3 d5 c4 Nf6 cxd5 Nxd5 e4 Nb6 d4 Bg4 Be3 e6 Nc3 Be7 Be2 N8d7 O-O O-O h3 Bh5'),
    ]);
    expect(r.pgn.replace(/\s+/g, ' ')).toMatch(/\(\{[^}]*\} 1\. d4 d5 2\. c4 Nf6 3\. cxd5 Nxd5 4\. Nf3 Bg4 5\. e4 Nb6 \{/);
  });
});

describe('an opening’s moves listed one pair a line, then sentences about them (issue 13, real wiki pages)', () => {
  // (made up in the shape of an opening article: its defining moves three rows of their own, then a sentence that names
  // the strong reply to its last move)
  const text =
    'La Partita Scozzese è caratterizzata dalle mosse:\n\n  1. e4 e5\n  2. Cf3 Cc6\n  3. d4 e:d4\n\n' +
    'Il bianco apre subito il centro. Dopo la naturale 4.C:d4 il nero sceglie fra 4...Ac5 e 4...Cf6.\n';

  it('the rows are the game; the moves a sentence tells after them are the commentary’s, a variation, said', () => {
    const r = translatePgn(text, { from: 'it', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 d4 exd4'));
    expect(r.pgn.replace(/\s+/g, ' ')).toMatch(/\(3\.\.\. exd4 4\. Nxd4/);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_STYLE');
  });

  it('control: moves that go on in a paragraph of their own, a label before them or not, stay the game’s', () => {
    const on = text.replace('Il bianco apre subito il centro. Dopo la naturale 4.C:d4', 'Accettato: 4.C:d4 Ac5 5.Ae3');
    expect(mainLine(translatePgn(on, { from: 'it', to: 'en' }).pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Bc5 Be3'));
  });

  it('control: two rows only are no such list; the sentence goes on with the game', () => {
    const two = text
      .replace('\n  3. d4 e:d4\n', '\n')
      .replace('Dopo la naturale 4.C:d4 il nero sceglie fra 4...Ac5 e 4...Cf6.', 'Ora 3.d4 e:d4 4.C:d4.');
    expect(mainLine(translatePgn(two, { from: 'it', to: 'en' }).pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 d4 exd4 Nxd4'));
  });
});

describe('a variation in brackets with no move number: its closing bracket is written once', () => {
  // (session 33: `11.Je2 (Jge2 a 0 0)` in a Czech score; the words of the bracket ended `a 0 0)` and the variation closed
  // again after them, `(11. Ne2 {a 0 0)})`, a bracket the text has once written twice)
  it('English and Czech: the moves after the bracket go on with the game, the words inside it stay inside', () => {
    for (const [from, text, words] of [
      ['en', '1.e4 e5 2.Nf3 (Nc3 and Bd2) 2...Nc6 3.Bb5\n', 'and Bd2'],
      ['cs', '1.e4 e5 2.Jf3 Jc6 3.Sc4 Sc5 4.d3 Jf6 5.0-0 (Jc3 a Sd2) 5...d6 6.Jc3\n', 'a Bd2'],
    ] as const) {
      const r = translatePgn(text, { from, to: 'en' });
      expect(r.failures).toEqual([]);
      const pgn = r.pgn.replace(/\s+/g, ' ');
      expect(pgn).toContain(`{${words}})`);
      expect(pgn.split(')').length).toBe(pgn.split('(').length);
    }
    expect(mainLine(translatePgn('1.e4 e5 2.Nf3 (Nc3 and Bd2) 2...Nc6 3.Bb5\n', { from: 'en', to: 'en' }).pgn)).toBe(
      legal('', 'e4 e5 Nf3 Nc6 Bb5'),
    );
  });
});

describe('an infobox line above the rows that print its first moves (issue 13, a real wiki page)', () => {
  // (session 33: a Bulgarian wiki page, its infobox `Премества се1.e4 c5 … 5.Nc3 a6` above three rows of the first moves;
  // before, the infobox's moves past the rows were read as commentary told after them. Made up in that shape.)
  const text =
    'Ходове1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6\nЕКОB90\n\n' +
    'Вариантът Найдорф е една от най-изучаваните системи в Сицилианската защита.\n\nНайдорф започва:\n\n1. e4 c5\n2. Nf3 d6\n3. d4 cxd4\n';

  it('the line told before the rows goes on past them as the game', () => {
    const r = translatePgn(text, { from: 'bg', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6'));
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_OTHER_LANGUAGE']);
  });
});

describe('a game in bold with notes in brackets between: a threat the note names, the bold moves after the bracket', () => {
  // (session 33: a Dutch club page, `**14.Pe5** (met de dubbele dreiging van 15.Lb5+ en 15.Pxf7 …) **Dc7 15.Lb5+ …**`;
  // made up in that shape)
  const text =
    'Partij uit de clubcompetitie.\n\n**1.e4 e5 2.Pf3 Pc6 3.Lc4 Lc5 4.c3 Pf6 5.d4 exd4 6.cxd4 Lb4+** (na 6...Lb6 7.0-0 d6 8.h3 staat wit beter) ' +
    '**7.Ld2** (met de dreiging van 8.d5) **Lxd2+ 8.Pbxd2 d5** en zwart staat goed.\n';

  it('the bold moves after the bracket are the game’s; the threat, White’s move where Black is due, is placed on no line', () => {
    // (before, the bold moves after the bracket were read as told in a sentence and moved to a variation, and the threat
    // 8.d5 was written as an alternative to 8.h3 inside the side line that happened to reach move 8)
    const r = translatePgn(text, { from: 'nl', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(legal('', 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5'));
    expect(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4', 'Bb6 O-O d6 h3')).toBe('Bb6 O-O d6 h3');
    const pgn = r.pgn.replace(/\s+/g, ' ');
    expect(pgn).toContain('({na} 6... Bb6 7. O-O d6 8. h3 {staat wit beter}) 7. Bd2');
    expect(pgn).toContain('{(met de dreiging van 8.d5)}');
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_PROSE_UNCHECKED']);
    // (the warning names it a threat, not a move no board reaches)
    expect(r.warnings[0]!.warnings[0]!.message).toContain('"d5": move 8. in a bracket one move ahead of the line it follows (a threat');
  });
});

describe('Informant notes without brackets: another move for the game’s move, right after it with the same number', () => {
  // (session 34: a Swedish club page, `10.De2 10.Te1 var mer i linje med bondestrukturen. 10…0-0 10…Dxd4+ 11.Le3 De5 var
  // fullt spelbart`; made up in that shape)
  const text =
    'Partiet i sin helhet.\n\n1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Sf6 5.d4 exd4 6.cxd4 Lb4+ 7.Ld2 7.Sc3 är skarpare. ' +
    '7…Sxe4 7…Lxd2+ 8.Sbxd2 d5 är solidare. 8.Lxb4 Sxb4 9.Lxf7+ Kxf7 10.Db3+ d5\n';

  it('the move after the note is the game’s, not the alternative’s; the next alternative is a variation of the game’s move', () => {
    // (before, 7…Sxe4 went on with 7.Sc3, and 7…Sxe4 7…Lxd2+ were read as a list of answers: the game stopped at 7.Ld2)
    const r = translatePgn(text, { from: 'sv', to: 'en' });
    expect(r.failures).toEqual([]);
    const game = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Nxe4 Bxb4 Nxb4 Bxf7+ Kxf7 Qb3+ d5';
    expect(mainLine(r.pgn)).toBe(legal('', game));
    const pgn = r.pgn.replace(/\s+/g, ' ');
    expect(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+', 'Nc3')).toBe('Nc3');
    expect(legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2', 'Bxd2+ Nbxd2 d5')).toBe('Bxd2+ Nbxd2 d5');
    expect(pgn).toContain('7. Bd2 (7. Nc3 {är skarpare.}) 7... Nxe4 (7... Bxd2+ 8. Nbxd2 d5 {är solidare.}) 8. Bxb4');
  });
});
