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
    expect(r.pgn.replace(/\s+/g, ' ')).toContain(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Qd7 10. d4 Re8 11. Kh1 *',
    );
    const codes = r.warnings.flatMap((w) => w.warnings.map((x) => x.code));
    expect(codes).toEqual(['W_FIGURINE_FONT']);
    const message = r.warnings[0]!.warnings[0]!.message;
    expect(message).toContain('11 moves');
    for (const said of [
      '"¤" as the knight (C)',
      '"¥" as the bishop (F)',
      '"¦" as the rook (T)',
      '"£" as the queen (D)',
      '"¢" as the king (R)',
    ])
      expect(message).toContain(said);
  });

  it('are read with captures marked "×" in a text without tags', () => {
    const r = translatePgn('1. d4 ¤f6 2. c4 e6 3. ¤c3 ¥b4 4. £c2 0-0 5. a3 ¥×c3+ 6. £×c3 b6 *\n', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2 O-O 5. a3 Bxc3+ 6. Qxc3 b6 *');
    expect(r.warnings.flatMap((w) => w.warnings.map((x) => x.code))).toContain('W_FIGURINE_FONT');
  });

  it('are no piece where the move they would make is not legal: the error stays', () => {
    // (no knight can reach e5 on White's second move)
    const r = translatePgn(`${TAGS}1. e4 e5 2. ¤e5 *\n`, { from: 'en', to: 'de' });
    expect(r.failures).toHaveLength(1);
  });
});

// The position after 1. e4 e5 2. Nf3 Nc6 3. Bb5 in ChessBase's diagram font (src/pgn/font-diagram.ts), written by hand:
// a dark square's piece has its kind's mark before it (z pawn, t rook, v bishop, w queen, m king), + a dark empty square.
const DIAGRAM = [
  '[ABCDEFGH]',
  '8r+lwqkvlntr(',
  "7zppzpp+pzpp'",
  '6-+n+-+-+&',
  '5+L+-zp-+-%',
  '4-+-+P+-+$',
  '3+-+-+N+-#',
  '2PzPPzP-zPPzP"',
  '1tRNvLQmK-+R!',
  '{abcdefgh}',
].join('\n');

describe('a diagram printed in the diagram font between the moves', () => {
  it('is a comment in a PGN game: no tag, no second game', () => {
    const r = translatePgn(`${TAGS}1. e4 e5 2. Nf3 Nc6 3. Bb5\n${DIAGRAM}\n3... a6 4. Ba4 *\n`, { from: 'en', to: 'de' });
    expect(r.failures).toEqual([]);
    expect(r.summary.games).toBe(1);
    const flat = r.pgn.replace(/\s+/g, ' ');
    expect(flat).toContain('1. e4 e5 2. Sf3 Sc6 3. Lb5 {[ABCDEFGH] 8r+lwqkvlntr(');
    expect(flat).toContain('1tRNvLQmK-+R! (abcdefgh)} 3... a6 4. La4 *');
  });

  it('is a comment in a text without tags, its brackets opening no variation (PGN reading)', () => {
    const text = `Eine Partie aus dem Klub\n1. e4 e5 2. ¤f3 ¤c6 3. ¥b5\n${DIAGRAM}\nDie spanische Partie.\n3. ... a6 4. ¥a4 ¤f6 *\n`;
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.summary.games).toBe(1);
    const flat = r.pgn.replace(/\s+/g, ' ');
    expect(flat).toContain('3. Bb5 {[ABCDEFGH] 8r+lwqkvlntr(');
    expect(
      flat
        .replace(/\{[^}]*\}/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 3... a6 4. Ba4 Nf6 *');
  });

  it('is a comment in a document with side lines in sentences, its "(" opening no variation (document reading)', () => {
    const text =
      'Klubpartie\n1. e4 e5 2. ¤f3 ¤c6 3. ¥b5\n3. ¥c4 ist die Alternative, weil sie schneller ist (siehe unten).\n3. ... a6!\n' +
      `${DIAGRAM}\nDer beste Zug!\n3. ... ¤f6 4. 0-0 wird auch gespielt.\n4. ¥a4 ¤f6 5. 0-0 ¥e7 *\n`;
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.summary.games).toBe(1);
    const flat = r.pgn.replace(/\s+/g, ' ');
    // (the whole diagram one comment, its border and ranks together, up to the words after it)
    expect(flat).toContain("{[ABCDEFGH] 8r+lwqkvlntr( 7zppzpp+pzpp' 6-+n+-+-+& 5+L+-zp-+-% 4-+-+P+-+$");
    expect(flat).toContain('1tRNvLQmK-+R! (abcdefgh) Der beste Zug!}');
    // main line: the variations and comments taken out
    let main = flat;
    for (let before = ''; before !== main;) [before, main] = [main, main.replace(/\{[^}]*\}/g, '').replace(/\([^()]*\)/g, '')];
    expect(main.replace(/\s+/g, ' ').trim()).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 3... a6 $1 4. Ba4 Nf6 5. O-O Be7 *');
  });

  it('is read only whole: eight ranks in order; a line of file letters alone is no diagram', () => {
    const r = translatePgn(`${TAGS}1. e4 e5\n[ABCDEFGH]\n2. Nf3 *\n`, { from: 'en', to: 'de' });
    expect(r.failures).toHaveLength(1);
  });
});

describe('the horse emoji as a knight', () => {
  // (session 34: a Turkish blog's Capablanca – Lasker score, `3. c4 🐎f6 4. ♗g5 ♗e7 5. e3 ♘bd7 6. 🐴c3`; made up in that shape)
  it('🐎 and 🐴 are read as the knight, as figurines are (W_STYLE in PGN, W_FIGURINE among words)', () => {
    const text = '1. d4 d5 2. ♘f3 e6 3. c4 🐎f6 4. ♗g5 ♗e7 5. e3 ♘bd7 6. 🐴c3 O-O 7. ♖c1 *\n';
    const r = translatePgn(text, { from: 'tr', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('1. d4 d5 2. Nf3 e6 3. c4 Nf6 4. Bg5 Be7 5. e3 Nbd7 6. Nc3 O-O 7. Rc1 *');
    expect(r.warnings.flatMap((w) => w.warnings.map((n) => n.code))).toEqual(['W_STYLE']);
    const worded = translatePgn(`### Capablanca – Lasker, Havana 1921\n\n**${text.trim()}**\n`, { from: 'tr', to: 'en' });
    expect(worded.failures).toEqual([]);
    expect(worded.pgn.replace(/\s+/g, ' ')).toContain('1. d4 d5 2. Nf3 e6 3. c4 Nf6 4. Bg5 Be7 5. e3 Nbd7 6. Nc3 O-O 7. Rc1 *');
    const notes = worded.warnings.flatMap((w) => w.warnings);
    expect(notes.map((n) => n.code)).toEqual(['W_FIGURINE']);
    expect(notes[0]!.message).toContain('figurine "🐎" read as "A"');
    expect(notes[0]!.message).toContain('figurine "🐴" read as "A"');
  });
});
