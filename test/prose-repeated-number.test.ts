// Prose that cites an alternative without brackets and then writes Black's number again right after it
// (`4.c3 Besser ist ruhig 4.d3 4...Sf6 5.d4`): the repeated number is where the game goes on. Where the side line
// rejects a move after it that the game's line plays, the game takes the moves from that number (attach.ts, step 2);
// before, the whole run went on the side line `4.d3` and stopped at `6.cxd4` (no pawn on c3), the rest unchecked.
// The text is made up for this test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { mainLine } from './helpers/pgn-lines.js';
import { checkedSan as legal, playedSan, sanWords } from './helpers/chess-js.js';

const TEXT =
  'Anderssen, Adolf -- Unbekannt\nBerlin 1851\n\n' +
  '1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Besser ist ruhig 4.d3 4...Sf6 5.d4 exd4 6.cxd4 Lb4+ 7.Ld2\n\n' +
  '7...Lxd2+ Das ist zu früh.\n';
const GAME = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+';

describe("Black's number written again right after a cited alternative: the game goes on there", () => {
  it('the game is legal, the side line 4.d3 cannot go on with 6.cxd4 (chess.js)', () => {
    legal(GAME);
    expect(() => playedSan(sanWords('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 d4 exd4 cxd4'))).toThrow();
  });

  it('translate: the game is 4.c3 Nf6 …, 4.d3 a variation of one move', () => {
    const r = translatePgn(TEXT, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(GAME);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('4. c3 ({Besser ist ruhig} 4. d3) 4... Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+');
  });

  it('prose: every move checked, nothing reported', () => {
    const r = translateProse(TEXT, { from: 'de', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(15);
    expect(r.text).toBe(
      'Anderssen, Adolf -- Unbekannt\nBerlin 1851\n\n' +
        '1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Besser ist ruhig 4.d3 4...Nf6 5.d4 exd4 6.cxd4 Bb4+ 7.Bd2\n\n' +
        '7...Bxd2+ Das ist zu früh.\n',
    );
  });

  it('where the side line plays every move too, the side line keeps them, and says so', () => {
    // (4.d3 Nf6 5.Ng5: legal after 4.d3 and after 4.c3 alike; nothing after them decides)
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 Ng5');
    legal('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 Ng5');
    const text = 'Anderssen, Adolf -- Unbekannt\nBerlin 1851\n\n1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Besser ist ruhig 4.d3 4...Sf6 5.Sg5\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3');
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('4. c3 ({Besser ist ruhig} 4. d3 Nf6 5. Ng5) *');
    const warned = r.warnings.flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`));
    expect(warned).toEqual(['4:56 W_READING_AMBIGUOUS']);
  });

  it('where the text after them goes on with the game only (7.cxd4 needs the pawn on c3), the game takes them, no tie left', () => {
    const text =
      'Anderssen, Adolf -- Unbekannt\nBerlin 1851\n\n' +
      '1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Besser ist ruhig 4.d3 4...Sf6 5.Sg5 Weiter 5...O-O 6.d4 exd4 7.cxd4\n';
    const game = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 Ng5 O-O d4 exd4 cxd4';
    legal(game);
    expect(() => playedSan(sanWords('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 Ng5 O-O d4 exd4 cxd4'))).toThrow();
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(mainLine(r.pgn)).toBe(game);
    expect(r.warnings.flatMap((g) => g.warnings)).toEqual([]);
  });
});
