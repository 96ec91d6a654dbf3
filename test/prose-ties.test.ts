// Black's move numbered with four to six dots (`3.....a6`), and a sequence that goes on a side line
// mentioned in a sentence before it while the game's next moves it could as well be: the tie is reported
// (W_READING_AMBIGUOUS), never a silent choice. Expected moves written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';

describe('prose: Black numbered with many dots, and a side line that ties with the game', () => {
  it("3.....a6 and 3......a6 are Black's move 3 in prose", () => {
    for (const dots of ['....', '.....', '......']) {
      const r = translateProse(`Na 1.e4 e5 2.Pf3 Pc6 3.Lb5 speelt zwart 3${dots}a6 en dan 4.La4 Pf6.\n`, { from: 'nl', to: 'en' });
      expect(r.text).toBe(`Na 1.e4 e5 2.Nf3 Nc6 3.Bb5 speelt zwart 3${dots}a6 en dan 4.Ba4 Nf6.\n`);
      expect(r.checked).toBe(8);
      expect(r.problems).toEqual([]);
    }
  });

  it('a numbered move after a side line in its own sentence, legal on both: reported as a tie', () => {
    const text =
      'Partij uit de krant.\n1.e4 e5 2.Pf3 Pc6 3.Lb5\nDe Spaanse opening. 3.....a6 Dit is gebruikelijk. Ook 3.... Pf6 is speelbaar. 4.Lc6 De ruilvariant. 4....dc6: volgt.\n';
    const r = translatePgn(text, { from: 'nl', to: 'en' });
    expect(r.failures).toEqual([]);
    // the game's move 3... is a6 (not the side line's Nf6)
    expect(r.pgn).toMatch(/3\. Bb5[\s\S]*3\.\.\. a6/);
    const ties = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties).toHaveLength(1);
    expect(ties[0]!.message).toContain('"Lc6"');
    expect(ties[0]!.message).toContain('legal both in the game and in the side line');
  });

  it('the same sentence going on with its side line is no tie (7 Q-N3 is met by 7 ... Q-K2)', () => {
    const r = translateProse('After 1 e4 e5 2 Nf3 Nc6 3 Bc4 Bc5 4 O-O Nf6 5 d3 d6, and 6 c3 O-O. The older 6 Bg5 is met by 6 ... h6.\n', {
      from: 'en',
      to: 'de',
    });
    expect(r.problems).toEqual([]);
  });
});
