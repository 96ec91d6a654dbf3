// Issue 13 (moves inside prose, PGN variations): an opening bracket right after a move, then moves without a number
// that answer the move before it (`5. exd5 Sa5 (Sxd5 6. Sxf7 …) 6. Lb5+`): as PGN reads `(`, the moves are an
// alternative to the last move, Black's 5...Sxd5 here. Before, the unnumbered first move had no line and the
// numbered move after it (`6. Sxf7`) was tried on the game's line and rejected (an error, the rest unchecked).
// Every text here is made up for the test; every expected line is written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan as legal, iccfByChessJs } from './helpers/chess-js.js';

const TEXT =
  'Zweispringerspiel: 1. e4 e5 2. Sf3 Sc6 3. Lc4 Sf6 4. Sg5 d5 5. exd5 Sa5 (Sxd5 6. Sxf7 Kxf7 7. Df3+ ist gefährlich) 6. Lb5+ c6 7. dxc6 bxc6.\n';

describe('a bracket after a move, then an unnumbered answer to the move before it', () => {
  it('prose --from de: the bracket is the alternative 5...Sxd5, every move checked, nothing reported', () => {
    const main = 'e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5 Bb5+ c6 dxc6 bxc6';
    const side = 'e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+';
    const r = translateProse(TEXT, { from: 'de', to: 'iccf' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(18);
    const [m, s] = [iccfByChessJs(main), iccfByChessJs(side)];
    expect(r.text).toBe(
      `Zweispringerspiel: 1. ${m[0]} ${m[1]} 2. ${m[2]} ${m[3]} 3. ${m[4]} ${m[5]} 4. ${m[6]} ${m[7]} 5. ${m[8]} ${m[9]} ` +
        `(${s[9]} 6. ${s[10]} ${s[11]} 7. ${s[12]} ist gefährlich) 6. ${m[10]} ${m[11]} 7. ${m[12]} ${m[13]}.\n`,
    );
  });

  it('translate --from de, a page read as a document: the side line is 5... Nxd5, the game goes on with 6. Bb5+', () => {
    const page =
      'Nach 1. e4 e5 2. Sf3 Sc6 3. Lc4 Sf6 greift Weiß mit 4. Sg5 an.\n\n' +
      'Die Hauptvariante ist 4. Sg5 d5 5. exd5 Sa5 (Sxd5 6. Sxf7 Kxf7 7. Df3+ ist gefährlich) 6. Lb5+ c6 7. dxc6 bxc6.\n';
    const r = translatePgn(page, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual([]);
    expect(gamesOf(r.pgn)[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5 Bb5+ c6 dxc6 bxc6'));
    legal('e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+');
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(5... Nxd5 6. Nxf7 Kxf7 7. Qf3+');
  });

  it('a bracket whose first move goes on with the line, not answering its last move, still opens no variation', () => {
    // (`5. exd5 Sa5 ( 6. … )` numbered is read as before; here `(Lb5+` is White's 6th, legal only going on: no alternative)
    const text = '1. e4 e5 2. Sf3 Sc6 3. Lc4 Sf6 4. Sg5 d5 5. exd5 Sa5 (Lb5+ c6 ist üblich) 6. d3 h6.\n';
    const r = translateProse(text, { from: 'de', to: 'en' });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.text).toBe(
      text
        .replace('Sf3', 'Nf3')
        .replace('Sc6', 'Nc6')
        .replace('Lc4', 'Bc4')
        .replace('Sf6', 'Nf6')
        .replace('Sg5', 'Ng5')
        .replace('Sa5', 'Na5')
        .replace('Lb5+', 'Bb5+'),
    );
  });
});
