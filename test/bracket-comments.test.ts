// Issue 13: comments in square brackets as ChessBase text exports and annotators write them, at a
// line's start (`[Hans Muster]1.e4`, `[ Ich überlegte auch 5...Lg4 … ]`), are comments (their moves a
// variation where they fit), never tag pairs that split the game; real tag pairs, well formed or
// not, are read as before. Moves inside a parenthesised comment are a side line where the text after
// the bracket goes on at the same move. Expected games are written by hand and played with chess.js first.
import { describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import { translatePgn, translateProse } from '../src/index.js';
import { bracketCommentAt } from '../src/pgn/scan.js';
import { documentGames } from '../src/prose/document-games.js';
import type { TranslateOptions } from '../src/translate/context.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

const flat = (s: string): string => s.replace(/\s+/g, ' ').trim();

const MAIN = 'e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5 Nb3';
const SIDE = 'Bg4 h3 h5';

describe('comments in square brackets at the start of a line', () => {
  it('a name glued to the moves and a bracketed sentence with moves: one game, a comment and a variation', () => {
    expect(playedSan(sanWords(MAIN))).toEqual(sanWords(MAIN));
    expect(playedSan(sanWords(SIDE), { before: sanWords(MAIN).slice(0, 9) })).toEqual(sanWords(SIDE));
    const text =
      '[Hans Muster]1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lxc6 dxc6 5.0-0 f6\n' +
      '[ Ich überlegte auch 5...Lg4 zu spielen, aber 6.h3 h5 ist riskant ]\n' +
      '6.d4 exd4 7.Sxd4 c5 8.Sb3\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.summary.games).toBe(1);
    expect(r.failures).toHaveLength(0);
    expect(flat(r.pgn)).toBe(
      '{Hans Muster} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 ({Ich überlegte auch} 5... Bg4 ' +
        '{zu spielen, aber} 6. h3 h5 {ist riskant}) 6. d4 exd4 7. Nxd4 c5 8. Nb3 *',
    );
  });

  it('in a file with tags: the bracketed words stay in their game, after the tags', () => {
    expect(playedSan(sanWords('e4 e5 Nf3 Nc6'))).toEqual(sanWords('e4 e5 Nf3 Nc6'));
    const text = '[Event "x"]\n[Hans Muster]1.e4 e5\n[ Ein schöner Zug ]\n2.Sf3 Sc6 *\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.summary.games).toBe(1);
    expect(r.failures).toHaveLength(0);
    expect(flat(r.pgn)).toBe('[Event "x"] {Hans Muster} 1. e4 e5 {Ein schöner Zug} 2. Nf3 Nc6 *');
  });

  it('a tag pair is still a tag, and one not well formed still an error that starts a game', () => {
    const ok = translatePgn('[Event "x"]\n\n1.e4 e5 *\n', { from: 'de', to: 'en' });
    expect(ok.failures).toHaveLength(0);
    expect(ok.pgn).toContain('[Event "x"]');
    const bad = translatePgn('[Event "x"]\n\n1.e4 e5\n[Event x]\n2.Sf3 *\n', { from: 'de', to: 'en' });
    expect(bad.summary.games).toBe(2);
    expect(bad.failures).toHaveLength(1);
    expect(bad.failures[0]!.message).toMatch(/^<input>:4:1: .*not a tag pair: "\[Event x\]".*\[ERR_PGN_TAG\]$/);
  });

  it('the rule: a blank after "[", a numbered move inside, or text after "]" on its line; never a quote', () => {
    expect(bracketCommentAt('[Hans Muster]1.e4', 0)).toBe('words');
    expect(bracketCommentAt('[ Ein schöner Zug ]\n', 0)).toBe('words');
    expect(bracketCommentAt('[Ich überlegte 5...Lg4]\n', 0)).toBe('moves');
    expect(bracketCommentAt('[Event x]\n', 0)).toBeUndefined();
    expect(bracketCommentAt('[Event x]  \n1.e4', 0)).toBeUndefined();
    expect(bracketCommentAt('[Event "x"]1.e4', 0)).toBeUndefined();
    expect(bracketCommentAt('[ Event „x” ]', 0)).toBeUndefined();
    expect(bracketCommentAt('[Event x][Site y]', 0)).toBeUndefined();
    expect(bracketCommentAt('[12] e4', 0)).toBeUndefined();
    expect(bracketCommentAt('[Date 2023.01.01]\n', 0)).toBeUndefined();
  });
});

/** ICCF numeric of SAN moves played by chess.js (from and to squares as digits), independent of the code under test. */
function iccfOf(moves: readonly string[], before: readonly string[] = []): string[] {
  const chess = new Chess();
  for (const m of before) chess.move(m);
  const digit = (sq: string): string => `${sq.charCodeAt(0) - 96}${sq[1]}`;
  return moves.map((m) => {
    const mv = chess.move(m);
    return digit(mv.from) + digit(mv.to);
  });
}

describe('a variation inside a parenthesised comment (document reading)', () => {
  const OPENING = 'e4 c5 Nf3 e6 Nc3 Nc6 d4 cxd4 Nxd4 Nf6 Bg5 Be7';
  const GAME = 'Qd2 d5 Bb5 Bd7';
  const ASIDE = 'Bxf6 gxf6 Nb3 a5';
  const text =
    'Eine Partie aus dem Vereinsabend.\n\n1.e4 c5 2.Sf3 e6 3.Sc3 Sc6 4.d4 cxd4\n' +
    '5.Sxd4 Sf6 6.Lg5 Le7 (jetzt würde Db6 zu Verwicklungen führen, z.B. 7.Lxf6 gxf6 8.Sb3 a5) 7.Dd2 d5 8.Lb5 Ld7\n\n' +
    'Weiß steht etwas besser.\n';

  it('the moves in the brackets are the side line, the moves after the bracket at the same number the game', () => {
    // both readings are legal to the end: the bracket decides
    const opening = sanWords(OPENING);
    expect(playedSan(sanWords(GAME), { before: opening })).toEqual(sanWords(GAME));
    expect(playedSan(sanWords(ASIDE), { before: opening })).toEqual(sanWords(ASIDE));
    const reading = documentGames(text, { from: 'de', to: 'en' } as TranslateOptions);
    expect(reading.games).toHaveLength(1);
    const pgn = reading.games[0]!.pgn;
    const main = pgn.replace(/\{[^}]*\}/g, ' ').replace(/\([^()]*\)/g, ' ');
    const mainMoves = main.split(/\s+/).filter((t) => /^[1-8]{4,5}$/.test(t));
    expect(mainMoves).toEqual([...iccfOf(opening), ...iccfOf(sanWords(GAME), opening)]);
    // the words in the brackets stay in the side line, before its moves (Db6 rewritten as in prose)
    const side = iccfOf(sanWords(ASIDE), opening);
    const game = iccfOf(sanWords(GAME), opening);
    expect(pgn).toContain(
      `7. ${game[0]} ({jetzt würde Qb6 zu Verwicklungen führen, z.B.} 7. ${side[0]} ${side[1]} 8. ${side[2]} ${side[3]}) 7... ${game[1]} `,
    );
  });

  it('prose writes the text back with only the letters changed', () => {
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.text).toBe(
      text
        .replace(/S([a-h]|xd4)/g, 'N$1')
        .replace(/L([a-h]|xf6)/g, 'B$1')
        .replace(/D([a-h]\d)/g, 'Q$1'),
    );
    expect(r.problems.filter((p) => p.severity === 'error')).toHaveLength(0);
  });
});

describe('"(...)": an author\'s "and so on" in brackets', () => {
  it.each([
    ['1.e4 e5 2.Sf3 Sc6 (...) 3.Lb5 a6\n', '1. e4 e5 2. Nf3 Nc6 {(...)} 3. Bb5 a6 *'],
    ['1.e4 e5 2.Sf3 (…) 2...Sc6 3.Lb5\n', '1. e4 e5 2. Nf3 {(…)} 2... Nc6 3. Bb5 *'],
    [
      '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 (4...d6 5.c3 (...) 5...Ld7) 5.0-0\n',
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 (4... d6 5. c3 {(...)} 5... Bd7) 5. O-O *',
    ],
  ])('%j is kept as a comment, never ")" closes no variation', (text, expected) => {
    const sans = expected.replace(/\{[^}]*\}|\([^()]*(?:\{[^}]*\}[^()]*)*\)|\d+\.(?:\.\.)?|\*/g, ' ');
    expect(playedSan(sanWords(sans))).toEqual(sanWords(sans));
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(flat(r.pgn)).toBe(expected);
    const p = translateProse(text, { from: 'de', to: 'en' });
    expect(p.problems.map((x) => x.code)).not.toContain('W_UNMATCHED_BRACKET');
    expect(p.problems.filter((x) => x.severity === 'error')).toHaveLength(0);
  });
});
