// Issue 13: files printed with a diacritic, as French books and the dictionaries they copied print
// them (ç for the file c, é for the file e: `Cç3`, `Fxé7`, `é4`), the moves a book's `; ` parts in
// pairs, and a word for a discovered check glued after the check sign (`Cç6+déc`). The text is made
// up; the expected moves are written by hand and checked with chess.js (never output of the code under test).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { iccfByChessJs } from './helpers/chess-js.js';

/** The moves in ICCF numeric notation, as chess.js plays them: throws when one is not legal. */
const iccf = (san: readonly string[]): string[] => iccfByChessJs(san.join(' '));

const numericMoves = (pgn: string): string[] =>
  pgn
    .replace(/\{[^}]*\}/g, ' ')
    .split(/[\s()]+/)
    .filter((t) => /^[1-8]{4}$/.test(t));

// A trap of the Petroff: the knight uncovers the queen's check on the e-file.
const TEXT =
  'Un piège connu de la défense russe :\n' +
  '1. é4, é5 ; 2. Cf3, Cf6 ; 3. Cxé5, Cxé4 ; 4. Dé2, Cf6 ?? ; 5. Cç6+déc ! et les Blancs gagnent la dame.\n';
const SAN = ['e4', 'e5', 'Nf3', 'Nf6', 'Nxe5', 'Nxe4', 'Qe2', 'Nf6', 'Nc6+'];

describe('files written ç and é (French books): read as the files c and e, with a warning', () => {
  it('translate: the whole game, the mark after the check word kept as a comment (failed at the first é4 before)', () => {
    const r = translatePgn(TEXT, { from: 'fr', to: 'iccf' });
    expect(r.failures).toEqual([]);
    expect(numericMoves(r.pgn)).toEqual(iccf(SAN));
    const messages = r.warnings.flatMap((g) => g.warningMessages).join('\n');
    expect(messages).toContain('"é" read as the file e');
    expect(messages).toContain('"ç" read as the file c');
  });

  it('prose: every move rewritten with Latin files, the word glued after the check sign left as written', () => {
    const p = translateProse(TEXT, { from: 'fr', to: 'en' });
    expect(p.text).toBe(
      'Un piège connu de la défense russe :\n' +
        '1. e4, e5 ; 2. Nf3, Nf6 ; 3. Nxe5, Nxe4 ; 4. Qe2, Nf6 ?? ; 5. Nc6+déc ! et les Blancs gagnent la dame.\n',
    );
    expect(p.checked).toBe(9);
    expect(p.problems.map((x) => x.code)).toEqual(['W_FILE_LETTERS']);
  });

  it('a plain c or e file stays as it is read: no warning for a text without accents', () => {
    const p = translateProse('Après 1. e4, e5 ; 2. Cf3, Cc6 la partie est égale.\n', { from: 'fr', to: 'en' });
    expect(p.text).toBe('Après 1. e4, e5 ; 2. Nf3, Nc6 la partie est égale.\n');
    expect(p.problems).toEqual([]);
  });
});
