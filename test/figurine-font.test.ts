// A game exported from ChessBase whose figurine font was lost: the font's pieces left as the Latin-1
// characters on their code points (`¤f3` for ♘f3, `¥b5`, `£d7`, `¦e1`, `¢f1`; src/notation/font-figurines.ts
// cites the mapping). Made-up games; the English moves expected were written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';

const TAGS = '[Event "Club"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n';

describe("a ChessBase figurine font's characters", () => {
  it('are read as the pieces they draw, with one W_FIGURINE_FONT note for the game', () => {
    const text = `${TAGS}1. e4 e5 2. ¤f3 ¤c6 3. ¥b5 a6 4. ¥a4 ¤f6 5. O-O ¥e7 6. ¦e1 b5 7. ¥b3 d6 8. c3 O-O 9. h3 £d7 10. d4 ¦e8 11. ¢h1 *\n`;
    const r = translatePgn(text, { from: 'fr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, " ")).toContain(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Qd7 10. d4 Re8 11. Kh1 *',
    );
    const codes = r.warnings.flatMap((w) => w.warnings.map((x) => x.code));
    expect(codes).toEqual(['W_FIGURINE_FONT']);
    const message = r.warnings[0]!.warnings[0]!.message;
    expect(message).toContain('11 moves');
    for (const said of ['"¤" as the knight (C)', '"¥" as the bishop (F)', '"¦" as the rook (T)', '"£" as the queen (D)', '"¢" as the king (R)'])
      expect(message).toContain(said);
  });

  it('are read with captures marked "×" in a text without tags', () => {
    const r = translatePgn('1. d4 ¤f6 2. c4 e6 3. ¤c3 ¥b4 4. £c2 0-0 5. a3 ¥×c3+ 6. £×c3 b6 *\n', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, " ")).toContain('1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2 O-O 5. a3 Bxc3+ 6. Qxc3 b6 *');
    expect(r.warnings.flatMap((w) => w.warnings.map((x) => x.code))).toContain('W_FIGURINE_FONT');
  });

  it('are no piece where the move they would make is not legal: the error stays', () => {
    // (no knight can reach e5 on White's second move)
    const r = translatePgn(`${TAGS}1. e4 e5 2. ¤e5 *\n`, { from: 'en', to: 'de' });
    expect(r.failures).toHaveLength(1);
  });
});
