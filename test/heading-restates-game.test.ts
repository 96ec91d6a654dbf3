// Issue 13: "games whose source is sound must translate". A heading that names an opening by its first moves
// (`Französische Verteidigung 1.e2-e4 e7-e6`) plays them first; the game printed after it from move 1 plays them
// again and goes on. Those moves reach the position the heading reached and continue it: the game goes on there,
// so the rules that tell the game's line from a side line (prose/attach.ts) see the game where it is.
// The texts are made up; every expected game is written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

// The game's 4...c5 comes after a side line (`Besser war 4. a3 …`) and Black's other answer inside it
// (`oder 4. ... Se7 5. Sf3 b6`), which is legal after the game's 4.e5 too: the text comes back to move 4 with the
// game's own move, so that answer is the side line's (attach.ts, step 1), where the game's line is known.
const GERMAN = `Französische Verteidigung 1.e2-e4 e7-e6

Meier-Schulz (Bremen 1988)
1. e4 e6 2. d4 d5. Die Hauptstellung. 3. Sc3 Lb4 4. e5? Zu früh. Besser war 4. a3 Lxc3+ 5. bxc3 oder 4. ... Se7 5. Sf3 b6, jeweils mit Vorteil für Weiß. 4. ... c5 5. a3 Lxc3+ 6. bxc3 Se7
`;

const POLISH = `Obrona francuska 1.e2-e4 e7-e6

Nowak-Kowalski (Łódź 1988)
1. e4 e6 2. d4 d5. Pozycja wyjściowa. 3. Sc3 Gb4 4. e5? Za wcześnie. Lepiej 4. a3 Gxc3+ 5. bxc3 albo 4. ... Se7 5. Sf3 b6, w obu przypadkach z przewagą białych. 4. ... c5 5. a3 Gxc3+ 6. bxc3 Se7
`;

describe('a heading that plays the opening, then the game from move 1', () => {
  const game = legal('e4 e6 d4 d5 Nc3 Bb4 e5 c5 a3 Bxc3+ bxc3 Ne7');
  for (const [from, text] of [
    ['de', GERMAN],
    ['pl', POLISH],
  ] as const) {
    it(`${from}: the game goes on from the heading's moves; the side line's answer stays in the side line`, () => {
      const r = translatePgn(text, { from, to: 'en' });
      expect(r.failures).toEqual([]);
      expect(mainLine(r.pgn)).toBe(game);
      // (the side line and Black's other answer in it are variations, translated)
      const flat = r.pgn.replace(/\s+/g, ' ');
      expect(flat).toContain('4. a3 Bxc3+');
      expect(flat).toContain('4... Ne7 5. Nf3 b6');
      // (the same as without the heading)
      const without = translatePgn(text.replace(/^.*\n\n/, ''), { from, to: 'en' });
      expect(mainLine(without.pgn)).toBe(game);
    });
  }
});

// A primer's chapter heading names 1.e4 in brackets, the section heading names the opening's moves again in brackets
// (`(1. e2 – e4, e7 – e6)`), and the text goes on from move 2 in sentences. The section's bracket plays the game's
// 1.e4 again and goes on: the game's own line, which does not end at its `)` as a side line in brackets does.
const SPANISH_PRIMER = `CAPÍTULO III

APERTURAS SEMIABIERTAS

(1. e2 – e4, pero no e7 – e5)

2. DEFENSA FRANCESA (1. e2 – e4, e7 – e6)

Después de la continuación normal 2. d2 – d4, d7 – d5 el peón de e4 está atacado. Lo más firme es 3. Cb1 – c3, Af8 – b4 y ahora 4. e4 – e5, c7 – c5 con juego complicado.
`;

const INDONESIAN_PRIMER = `BAB IX

(1. e2 – e4, bukan e7 – e5)

2. PEMBELAAN PERANCIS (1. e2 – e4, e7 – e6)

Setelah kelanjutan yang lazim 2. d2 – d4, d7 – d5 bidak e4 kena serang. Yang paling kokoh ialah 3. Kb1 – c3, Gf8 – b4 dan sekarang 4. e4 – e5, c7 – c5 dengan permainan yang rumit.
`;

describe('a heading in brackets that plays the game again from move 1 and goes on', () => {
  const game = legal('e4 e6 d4 d5 Nc3 Bb4 e5 c5');
  for (const [from, text] of [
    ['es', SPANISH_PRIMER],
    ['id', INDONESIAN_PRIMER],
  ] as const) {
    it(`${from}: the moves after the bracket go on with it`, () => {
      const r = translatePgn(text, { from, to: 'en' });
      expect(r.failures).toEqual([]);
      expect(mainLine(r.pgn)).toBe(game);
      expect(r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_PROSE_UNCHECKED')).toEqual([]);
    });
  }
});
