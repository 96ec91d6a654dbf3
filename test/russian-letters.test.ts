// A text machine-translated from Russian (notation/russian-letters.ts): the translation turned the queen's and the
// rook's letters into the target language's (German D, T) and kept the Russian king, knight and bishop in Latin
// look-alikes (Kp, K, C). Made-up texts in the layout such pages print (Russian Wikipedia's game pages translated by wiki
// mirrors: one pair a line in long algebraic, notes between). The expected moves are written by hand, checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

const GERMAN_PAGE = [
  'Partie 1. Italienische Partie',
  '1. e2-e4 e7-e5',
  '2. Kg1-f3 Kb8-c6',
  '3. Cf1-c4 Cf8-c5',
  'Die klassische Fortsetzung.',
  '4. c2-c3 Kg8-f6',
  '5. d2-d4 e5:d4',
  '6. c3:d4 Cc5-b4+',
  '7. Kpe1-f1 d7-d5',
  '8. e4:d5 Kf6:d5',
  '9. Dd1-b3 Kc6-e7',
  '',
].join('\n');

const GAME = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Kf1 d5 8. exd5 Nxd5 9. Qb3 Nce7';

/** The moves of a PGN text, without comments, numbers' layout or result. */
const moves = (pgn: string): string =>
  pgn
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ \*\s*$/, '')
    .trim();

describe('a text translated from Russian: Russian letters beside the named language', () => {
  it('translate, a German page: the whole game, K the knight, C the bishop, Kp the king; one note where the letters turn', () => {
    const r = translatePgn(GERMAN_PAGE, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(moves(r.pgn)).toContain(GAME);
    const w = r.warnings.flatMap((g) => g.warnings);
    expect(
      w.filter((x) => x.code === 'W_OTHER_LANGUAGE').map((x) => `${x.position.line}:${x.position.column} ${x.position.token}`),
    ).toEqual(['3:4 Kg1-f3']);
    expect(w.find((x) => x.code === 'W_OTHER_LANGUAGE')!.message).toContain('the king as "Kp"');
  });

  it('translate, the same moves as a PGN game with tags: read so as a game', () => {
    const movetext = GERMAN_PAGE.split('\n')
      .filter((l) => /^\d/.test(l))
      .join('\n');
    const r = translatePgn(`[Event "?"]\n\n${movetext} *\n`, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(moves(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(GAME);
    expect(r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_OTHER_LANGUAGE')).toHaveLength(1);
  });

  it('prose: every move rewritten in German letters, checked on the board', () => {
    const r = translateProse(GERMAN_PAGE, { from: 'de', to: 'de' });
    expect(r.checked).toBe(r.moves);
    expect(r.moves).toBe(18);
    // (the text's long algebraic kept, in German letters)
    expect(r.text).toBe(
      GERMAN_PAGE.replace('Kg1-f3 Kb8-c6', 'Sg1-f3 Sb8-c6')
        .replace('Cf1-c4 Cf8-c5', 'Lf1-c4 Lf8-c5')
        .replace('Kg8-f6', 'Sg8-f6')
        .replace('Cc5-b4+', 'Lc5-b4+')
        .replace('Kpe1-f1', 'Ke1-f1')
        .replace('Kf6:d5', 'Sf6:d5')
        .replace('Kc6-e7', 'Sc6-e7'),
    );
    expect(r.problems.map((p) => `${p.code} ${p.line}:${p.column} ${p.written}`)).toEqual(['W_OTHER_LANGUAGE 3:4 Kg1-f3']);
  });

  it('control: a German text that writes no Russian king keeps K the king', () => {
    const r = translatePgn('Eine Partie: 1. e4 e5 2. Ke2 Sc6, und Weiß stand schlecht.\n', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('2. Ke2 Nc6');
    expect(r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_OTHER_LANGUAGE')).toEqual([]);
  });

  it('control: named Russian reads the Latin look-alikes as its own letters, as before (no note of other letters)', () => {
    const r = translatePgn(GERMAN_PAGE.replace(/D(?=d1)/, 'Ф'), { from: 'ru', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(moves(r.pgn)).toContain(GAME);
    expect(r.warnings.flatMap((g) => g.warnings).filter((x) => x.code === 'W_OTHER_LANGUAGE')).toEqual([]);
  });
});
