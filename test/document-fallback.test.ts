// Text that is not PGN but a document with moves (issue 13): `translate` must read it as a document
// where the PGN reading fails on its words and brackets, not fail the whole text as "not PGN".
// The texts are written for this test in German, Spanish, English, Chinese and Persian (the classes
// of excerpts seen in real pages and books: an excerpt that starts and ends inside a comment, a
// bracket that never closes, a heading before the game, moves cited before the game at a later
// move number, one paragraph without line breaks). Each expected game is written by hand and
// checked move by move with chess.js.
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn, type PgnTranslation } from '../src/index.js';

/** The games of PGN text (export format), each as its main line's moves (SAN), its result, and its text. */
function gamesOf(pgn: string): Array<{ main: string; result: string; text: string }> {
  return pgn
    .split(/\n\n(?=\{|\[|\d)/)
    .map((g) => g.trim())
    .filter((g) => g !== '')
    .map((text) => {
      let t = text.replace(/\{[^}]*\}/g, ' ');
      for (let before = ''; before !== t;) {
        before = t;
        t = t.replace(/\([^()]*\)/g, ' ');
      }
      const words = t.split(/\s+/).filter((w) => w !== '' && !/^\d+\.+$/.test(w) && !/^\$\d+$/.test(w));
      const result = words.pop() ?? '';
      return { main: words.join(' '), result, text };
    });
}

/** `line:column CODE` of every warning of the translation. */
function warningsOf(r: PgnTranslation): string[] {
  return r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
}

/** The expected game, checked with chess.js: it must be legal from the initial position. */
function legal(main: string): string {
  const chess = new Chess();
  for (const san of main.split(' ')) chess.move(san);
  return main;
}

const SICILIAN = legal('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5');

describe('class 4: moves cited at a later move number before the game, then glued rows `1.e4c5`', () => {
  const rows = '1.e4c5\n2.Nf3d6\n3.d4cxd4\n4.Nxd4Nf6\n5.Nc3a6\n6.Be3e5\n';
  const texts: Array<[string, string, string]> = [
    ['zh', '白方在第6回合有许多选择可以走:如6.Bg5、6.Be2和6.Be3。\n', rows],
    ['zh', '白方在第6回合有许多选择可以走:如6.Bg5、6.Be2和6.Be3。\n\n', rows],
    ['fa', 'در دفاع سیسیلی سفید در حرکت ششم چند انتخاب دارد: مثلاً 6.Bg5 یا 6.Be2 یا 6.Be3.\n\n', rows],
    ['de', 'Im sechsten Zug hat Weiß viele Möglichkeiten, etwa 6.Lg5, 6.Le2 und 6.Le3.\n', rows.replace(/N/g, 'S').replace(/B/g, 'L')],
  ];
  for (const [from, prose, score] of texts) {
    it(`${from}: ${JSON.stringify(prose.slice(0, 24))}…: the cited moves are unchecked prose, the rows the game`, () => {
      const r = translatePgn(prose + score, { from, to: 'en' });
      expect(r.failures.map((f) => f.message)).toEqual([]);
      const games = gamesOf(r.pgn);
      expect(games.map((g) => g.main)).toEqual([SICILIAN]);
      // (the sentence is the game's first comment, its moves rewritten by their letters)
      expect(games[0]!.text).toMatch(/^\{[^}]*6\.Bg5[^}]*6\.Be2[^}]*6\.Be3[^}]*\}\s+1\. e4 c5/u);
      const w = warningsOf(r);
      expect(w.filter((x) => x.endsWith('W_PROSE_UNCHECKED'))).toHaveLength(from === 'de' ? 3 : 3);
      // one note for the glued rows, at the first of them
      const rowsLine = prose.split('\n').length;
      expect(w.filter((x) => x.endsWith('W_STYLE'))).toEqual([`${rowsLine}:3 W_STYLE`]);
    });
  }

  it('--to de rewrites the cited moves and the rows alike', () => {
    const r = translatePgn(texts[1]![1] + rows, { from: 'zh', to: 'de' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '{白方在第6回合有许多选择可以走:如6.Lg5、6.Le2和6.Le3。} 1. e4 c5 2. Sf3 d6 3. d4 cxd4 4. Sxd4 Sf6\n5. Sc3 a6 6. Le3 e5 *\n\n',
    );
  });
});
