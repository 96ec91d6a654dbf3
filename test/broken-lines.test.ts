// Issue 13: a document whose main line is sound is not failed whole over something broken around it: a side line
// with a move the board cannot play, a `[` that holds words (a comment, never closed at the end of the article), a
// PGN excerpt cut inside a comment with variations never closed. Each text here is MADE UP in the shape of a real
// page of the held-out set 7 (none of it copied); the expected games are written by hand and played with chess.js
// first (test/helpers/chess-js.ts).
import { describe, expect, it } from 'vitest';
import { translatePgn, type PgnTranslation } from '../src/index.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

const flat = (s: string): string => s.replace(/\s+/g, ' ').trim();
const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));

describe('a sound main line with a broken side line printed in rows', () => {
  // German book style without dots: the game's rows to 5...a6, then `5 ... e5` printed as a row again (an alternative
  // at a move the game has played), a row after it whose `Sd7` either knight may play (no board can tell), and the
  // side line printed whole at the end, a check sign spaced apart from its move (`7  Lxd7 +  Dxd7`).
  const text =
    'Sizilianisch: die Najdorf-Variante Zug um Zug.\n\n1  e4  c5\n\nWeiß besetzt das Zentrum.\n\n2 Sf3 d6\n\n' +
    '3  d4  cxd4\n\n4  Sxd4  Sf6\n\n5  Sc3  a6\n\nDas ist die Najdorf-Variante.\n\n5  ... e5\n\n' +
    'Ein natürlicher Zug, aber nun droht Lb5.\n\n6  Lb5+  Sd7  7 Sf5 a6  8 Lxd7+\n\n' +
    'Zum Schluss die bessere Verteidigung:\n\n5 ... e5  6  Lb5+  Ld7  7  Lxd7 +  Dxd7  8  Sf3\n';
  const main = 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6';
  const side = 'e5 Bb5+ Bd7 Bxd7+ Qxd7 Nf3';

  it('the moves as written (chess.js): the main line and the side line are legal, `Nd7` in the row is ambiguous', () => {
    expect(playedSan(sanWords(main))).toEqual(sanWords(main));
    const before = sanWords(main).slice(0, 9);
    expect(playedSan(sanWords(side), { before })).toEqual(sanWords(side));
    expect(() => playedSan(['Nd7'], { before: [...before, 'e5', 'Bb5+'] })).toThrow();
  });

  it('translates: the main line, the side line as a variation, the row with the ambiguous move words with a warning', () => {
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(r.summary.games).toBe(1);
    expect(flat(r.pgn)).toBe(
      '{Sizilianisch: die Najdorf-Variante Zug um Zug.} 1. e4 c5 {Weiß besetzt das Zentrum.} 2. Nf3 d6 3. d4 cxd4 ' +
        '4. Nxd4 Nf6 5. Nc3 a6 ({Das ist die Najdorf-Variante.} 5... e5 {Ein natürlicher Zug, aber nun droht Bb5.} ' +
        '6. Bb5+ Bd7 7. Bxd7+ Qxd7 8. Nf3) 6. Bb5+ {Nd7 7 Nf5 a6 8 Bxd7+ Zum Schluss die bessere Verteidigung:} *',
    );
    const w = r.warnings.flatMap((g) => g.warnings);
    // (the ambiguous move, where it stands, and the tie between the two lines printed as the game's)
    const nd7 = w.find((x) => x.code === 'W_PROSE_UNCHECKED' && x.message.includes('Sd7 is ambiguous'));
    expect(nd7?.position).toMatchObject({ line: 21, column: 10 });
    expect(codes(r)).toContain('W_READING_AMBIGUOUS');
  });
});

describe('a `[` that holds words ends a line of moves, and one never closed at the end of an article is text', () => {
  // A Romanian lesson (N is the Romanian bishop, nebun) whose game is printed in English letters, one move a line, a
  // comment in square brackets after each; the comment after `2.Nf3` starts with a square (`[e5 este atacat]`), and
  // the last `[` holds a side line and is never closed.
  const text =
    'Lecția 4.1\n\nPartida spaniolă începe cu mutările de mai jos.\n\n1.e4 e5\n\n[ambele părți ocupă centrul]\n\n' +
    '2.Nf3\n\n[e5 este atacat]\n\n2…Nc6\n\n[apărare]\n\n3.Bb5\n\n[mutarea care dă numele deschiderii]\n\n3…a6\n\n' +
    '4.Ba4\n\n[ altă idee este 4.Bxc6 dxc6 5.Nxe5 dar negrul răspunde 5…Qd4 6.Nf3 Qxe4+\n';
  const main = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4';
  const side = 'Bxc6 dxc6 Nxe5 Qd4 Nf3 Qxe4+';

  it('the moves as written (chess.js)', () => {
    expect(playedSan(sanWords(main))).toEqual(sanWords(main));
    expect(playedSan(sanWords(side), { before: sanWords(main).slice(0, 6) })).toEqual(sanWords(side));
  });

  it('one game in English letters, the side line a variation, the `[` never closed said where it stands', () => {
    const r = translatePgn(text, { from: 'ro', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(r.summary.games).toBe(1);
    expect(flat(r.pgn)).toBe(
      '{Lecția 4.1 Partida spaniolă începe cu mutările de mai jos.} 1. e4 e5 {[ambele părți ocupă centrul]} 2. Nf3 ' +
        '{[e5 este atacat]} 2... Nc6 {[apărare]} 3. Bb5 {[mutarea care dă numele deschiderii]} 3... a6 4. Ba4 ' +
        '({[ altă idee este} 4. Bxc6 dxc6 5. Nxe5 {dar negrul răspunde} 5... Qd4 6. Nf3 Qxe4+) *',
    );
    expect(codes(r)).toEqual(['W_OTHER_LANGUAGE', 'W_UNMATCHED_BRACKET']);
    const bracket = r.warnings[0]!.warnings.find((x) => x.code === 'W_UNMATCHED_BRACKET');
    expect(bracket?.position).toMatchObject({ line: 25, column: 1 });
  });
});

describe('a PGN excerpt with tags, cut inside a comment, its variations never closed', () => {
  // A Russian lesson: words, then a PGN excerpt with a tag pair and the moves in English letters, which ends inside a
  // comment inside a variation (`9. Bd3 ({Партия Иванов - Петров (199`), another variation closed before it.
  const text =
    'Защита Каро-Канн. Часть первая\n\nВ этом уроке мы разберём основные идеи защиты Каро-Канн.\n\n' +
    '[Event "Каро-Канн, урок 1"] 1. e4 c6 2. d4 d5 {чёрные сразу атакуют центр} 3. Nc3 (3. e5 Bf5 {вариант продвижения}) ' +
    '3... dxe4 4. Nxe4 Bf5 5. Ng3 Bg6 6. h4 (6. Nf3 Nd7 (6... e6 7. Bd3) 7. h4) 6... h6 7. Nf3 Nd7 8. h5 Bh7 9. Bd3 ' +
    '({Партия Иванов - Петров (199\n';
  const main = 'e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3 Bg6 h4 h6 Nf3 Nd7 h5 Bh7 Bd3';

  it('the moves as written (chess.js)', () => {
    expect(playedSan(sanWords(main))).toEqual(sanWords(main));
    const at = (n: number): string[] => sanWords(main).slice(0, n);
    expect(playedSan(sanWords('e5 Bf5'), { before: at(4) })).toEqual(['e5', 'Bf5']);
    expect(playedSan(sanWords('Nf3 Nd7 h4'), { before: at(10) })).toEqual(['Nf3', 'Nd7', 'h4']);
    expect(playedSan(sanWords('e6 Bd3'), { before: [...at(10), 'Nf3'] })).toEqual(['e6', 'Bd3']);
  });

  it("one game: the article's words after its tags, the brackets never closed said where they stand", () => {
    const r = translatePgn(text, { from: 'ru', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(r.summary.games).toBe(1);
    expect(flat(r.pgn)).toBe(
      '[Event "Каро-Канн, урок 1"] {Защита Каро-Канн. Часть первая В этом уроке мы разберём основные идеи защиты Каро-Канн.} ' +
        '1. e4 c6 2. d4 d5 {чёрные сразу атакуют центр} 3. Nc3 (3. e5 Bf5 {вариант продвижения}) 3... dxe4 4. Nxe4 Bf5 ' +
        '5. Ng3 Bg6 6. h4 (6. Nf3 Nd7 (6... e6 7. Bd3) 7. h4) 6... h6 7. Nf3 Nd7 8. h5 Bh7 9. Bd3 ' +
        '{Партия Иванов - Петров (199} *',
    );
    const w = r.warnings.flatMap((g) => g.warnings);
    const unmatched = w.filter((x) => x.code === 'W_UNMATCHED_BRACKET').map((x) => [x.position.line, x.position.column]);
    // (the `(` after 9. Bd3 and the `{` after it, where they stand on line 5)
    expect(unmatched).toEqual([
      [5, 228],
      [5, 229],
    ]);
    expect(w.map((x) => x.code)).toContain('W_TEXT_AS_COMMENT');
  });

  it('a PGN file whose game closes its variations is read as before (no excerpt)', () => {
    const closed = '[Event "Каро-Канн"]\n\n1. e4 c6 (1... e5 2. Nf3) 2. d4 d5 *\n';
    const r = translatePgn(closed, { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(r.warnings).toHaveLength(0);
    expect(flat(r.pgn)).toBe('[Event "Каро-Канн"] 1. e4 c6 (1... e5 2. Nf3) 2. d4 d5 *');
  });

  it('a variation never closed before the next game is no excerpt: the game still fails', () => {
    const two = '[Event "A"]\n\n1. e4 c6 (1... e5 2. d4 *\n\n[Event "B"]\n\n1. d4 d5 *\n';
    const r = translatePgn(two, { from: 'en', to: 'en' });
    expect(r.failures.map((f) => f.failure?.kind)).toEqual(['pgn']);
  });
});
