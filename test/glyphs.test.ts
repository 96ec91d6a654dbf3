// The one glyph list (src/pgn/glyphs.ts) as the readers use it: every annotation glyph of the PGN
// standard (section 10) and the ASCII, minus-sign and en-dash forms books print, on its own after a
// move and glued to a move, becomes the same NAG. The NAG numbers here are written by hand from the
// PGN standard's table, not taken from the list under test.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

const NAG: ReadonlyArray<readonly [string, number]> = [
  ['!', 1],
  ['?', 2],
  ['!!', 3],
  ['??', 4],
  ['!?', 5],
  ['?!', 6],
  ['□', 7],
  ['=', 10],
  ['∞', 13],
  ['⩲', 14],
  ['+/=', 14],
  ['+=', 14],
  ['⩱', 15],
  ['=/+', 15],
  ['=+', 15],
  ['±', 16],
  ['+/-', 16],
  ['+/−', 16],
  ['+/–', 16],
  ['∓', 17],
  ['-/+', 17],
  ['−/+', 17],
  ['–/+', 17],
  ['+-', 18],
  ['+−', 18],
  ['+–', 18],
  ['-+', 19],
  ['−+', 19],
  ['–+', 19],
  // (ChessBase's figurine font, its characters as Latin-1 shows them when the font is lost: Scidb's table)
  ['²', 14],
  ['³', 15],
  ['µ', 17],
];
const EVALUATIONS = NAG.filter(([, n]) => n >= 10);

describe('annotation glyphs', () => {
  it.each(NAG)('%s on its own after a move is $%i', (glyph, n) => {
    const r = translatePgn(`1. e4 ${glyph} e5 *\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(`1. e4 $${n} e5 *\n\n`);
  });

  it.each(EVALUATIONS)('%s glued between a move and the next number is $%i', (glyph, n) => {
    const r = translatePgn(`1. e4 e5 2. Nf3${glyph}2... Nc6 *\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(`1. e4 e5 2. Nf3 $${n} Nc6 *\n\n`);
  });

  it.each(EVALUATIONS.filter(([g]) => g !== '='))('%s glued after a move in prose stays as written', (glyph) => {
    const r = translateProse(`Nach 1.e4 e5 2.Sf3${glyph} steht Weiß gut.\n`, { from: 'de', to: 'en' });
    expect(r.text).toBe(`Nach 1.e4 e5 2.Nf3${glyph} steht Weiß gut.\n`);
  });

  it('the figurine font’s evaluations glued to a move before a space, in a document (`14.d6µ Vc8`)', () => {
    const r = translatePgn('Spielmann - Dominec 1.e4 e5 2.d4 exd4 3.c3 d5³ 4.exd5 Dxd5 5.cxd4 Jc6µ 6.Jf3 Sg4² 7.Se2\n', {
      from: 'cs',
      to: 'en',
    });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('3. c3 d5 $15 4. exd5 Qxd5 5. cxd4 Nc6 $17 6. Nf3 Bg4 $14 7. Be2');
  });
});
