// Issue 13: glyphs an annotator stresses with three or more marks (`9 Be2???`, `11 Qd1!!!`), as some books and
// magazines print them. PGN's strongest move glyphs are `??` ($4) and `!!` ($3): the stressed glyph is read as that
// of its mark, with a warning saying so (W_GLYPH_STRESSED), never as two glyphs and never dropped silently. The
// expected games are written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse, type PgnTranslation } from '../src/index.js';

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));

describe('a glyph of three or more marks', () => {
  it('glued to the move, in book text without dots: read as ?? and !! with a warning each', () => {
    const r = translatePgn('1 e4 e5 2 Qh5??? Nc6 3 Bc4!!! Nf6\n', { from: 'en', to: 'en' });
    expect(r.pgn).toContain('1. e4 e5 2. Qh5 $4 Nc6 3. Bc4 $3 Nf6');
    // (the game's style, numbers without a mark, and the stressed glyphs are one note: W_STYLE)
    expect(codes(r)).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.warnings[0]!.message).toContain('glyphs of three or more marks ("???", "!!!") read as ?? and !!');
  });

  it('one stressed glyph in a PGN game: its own warning, at the move', () => {
    const r = translatePgn('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?????? 4. Qxf7# 1-0\n', { from: 'en', to: 'iccf' });
    expect(r.pgn).toContain('3. 6134 7866 $4 4. 8567 1-0');
    const w = r.warnings[0]!.warnings.find((x) => x.code === 'W_GLYPH_STRESSED');
    expect(w?.message).toContain('"??????" read as "??" ($4)');
    expect(w?.position).toMatchObject({ moveNumber: 3, color: 'black' });
  });

  it('marks of two kinds (`Qxd6??!`, a joke’s mark): read as its first two, with a warning that PGN has no such mark', () => {
    // (session 34: a German column, `4.Dxd6??! Se7?! 5.Dxc5`; made up in that shape. Before, the move was no move: the
    // game after it stayed words.)
    const r = translatePgn('1. d4 e5 2. dxe5 Bc5 3. Nf3 d6 4. Qxd6??! Ne7?! 5. Qxc5 *\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('4. Qxd6 $4 Ne7 $6 5. Qxc5 *');
    const w = r.warnings[0]!.warnings.find((x) => x.code === 'W_GLYPH_STRESSED');
    expect(w?.message).toContain('"??!" read as "??" ($4): PGN has no such mark');
  });

  it('standing on its own after the move: one NAG, not two, with a warning', () => {
    const r = translatePgn('1. e4 e5 2. Qh5 ??? Nc6 3. Bc4 !!! Nf6 4. Qxf7# 1-0\n', { from: 'en', to: 'en' });
    expect(r.pgn).toContain('1. e4 e5 2. Qh5 $4 Nc6 3. Bc4 $3 Nf6 4. Qxf7# 1-0');
    expect(codes(r).filter((c) => c === 'W_GLYPH_STRESSED')).toHaveLength(2);
  });

  it('in a book score read as a document (prose before it): the same NAGs', () => {
    const text = [
      'The following game shows what happens when both sides play carelessly.',
      'The full score:',
      '1 e4 e5 2 Qh5??? Nc6 3 Bc4 Nf6 4 Qxf7#',
      '',
    ].join('\n');
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.pgn).toContain('1. e4 e5 2. Qh5 $4 Nc6 3. Bc4 Nf6 4. Qxf7#');
  });

  it('prose writes the glyph back as written and rewrites the move', () => {
    const r = translateProse('After 2.Qh5??? Nc6 White has nothing.\n', { from: 'en', to: 'de' });
    expect(r.text).toBe('After 2.Dh5??? Sc6 White has nothing.\n');
  });
});
