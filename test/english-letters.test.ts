// A score in a named language with some moves in English piece letters (notation/english-letters.ts): made-up
// games of the layouts real scores print (a German score ending `Kf1 Qxf2#`, a Swedish one with `Rfe1`).
import { describe, expect, it } from 'vitest';
import { translatePgn, type PgnTranslation } from '../src/index.js';

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));

describe('an English piece letter that is no letter of the named language', () => {
  it('German score whose last move has the English Q: read as the queen, one warning at that move', () => {
    // Scholar's mate in German letters, the mate typed with Q
    const r = translatePgn('1.e4 e5 2.Lc4 Sc6 3.Dh5 Sf6 4.Qxf7#', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#');
    const w = r.warnings.flatMap((g) => g.warnings);
    expect(w.map((x) => `${x.code} ${x.position.moveNumber} ${x.position.token}`)).toEqual(['W_OTHER_LANGUAGE 4 Qxf7#']);
    expect(w[0]!.message).toContain('English piece letter "Q" read as the queen ("D")');
  });

  it('Swedish score with two rook moves in English letters: one note for the game', () => {
    const r = translatePgn('1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. 0-0 Sf6 5. Re1 d6 6. c3 0-0 7. h3 Re8', { from: 'sv', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('5. Re1 d6 6. c3 O-O 7. h3 Re8');
    const notes = r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_OTHER_LANGUAGE');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('2 moves written with English piece letters');
    expect(notes[0]!.position.token).toBe('Re1');
  });

  it('a letter of the named language stays its own: German B (the pawn in some texts) is no English bishop', () => {
    // 2. Ba3: the German pawn a2-a3 or the English bishop c1-a3, both legal: said, not chosen as English
    const r = translatePgn('1. b3 e5 2. Ba3 Sc6 3. Sf3', { from: 'de', to: 'en' });
    expect(codes(r)).not.toContain('W_OTHER_LANGUAGE');
  });

  it('a game wholly in English letters on a French page is still read in English, one note for the game', () => {
    const r = translatePgn('Voici : 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6', { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    const notes = r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_OTHER_LANGUAGE');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('the moves are written with English letters: read as English (en)');
  });

  it("--from auto keeps reporting such a game as mixed (detection never reads English letters as another language's): the foreign move named", () => {
    const r = translatePgn('1.e4 e5 2.Lc4 Sc6 3.Dh5 Sf6 4.Qxf7#', { from: 'auto', to: 'en' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toMatch(
      /mixes languages: it reads as German \(de, .*\) except move 4\. Qxf7# \(English .*Qh5xf7\).*\[ERR_DETECT_MIXED\]$/,
    );
    // Named, the language reads it, with the warning at the move.
    const named = translatePgn('1.e4 e5 2.Lc4 Sc6 3.Dh5 Sf6 4.Qxf7#', { from: 'de', to: 'en' });
    expect(named.pgn).toContain('4. Qxf7# 1-0');
    expect(named.warnings[0]!.warnings.map((w) => [w.code, w.position.token])).toEqual([['W_OTHER_LANGUAGE', 'Qxf7#']]);
  });
});
