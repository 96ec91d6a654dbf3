// Issue 13: a game told in one paragraph, where a sentence tells first what another move would lead to (`7. Nc3 leads to
// a sharp game after 7...Nxe4 8. O-O Bxc3`), then lists other tries, the last of which the text goes on with to its end
// (`e.g., 7. Kf1 d5 7. Bd2 Bxd2+ … 14. Qxb6 axb6`): the game is the line the text goes on with, said with a warning
// (prose/game-tree.ts longerLinesTaken). Made-up texts in the layout of an annotated web page; the expected moves are
// written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';

const OPENING = '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ Now comes the critical moment. ';
const TOLD_FIRST = 'Blocking with the knight is natural: 7. Nc3 leads to a sharp game after 7...Nxe4 8. O-O Bxc3. ';
const TRIES =
  'Other tries fail, e.g., 7. Kf1 d5 7. Bd2 Bxd2+ 8. Nbxd2 d5 9. exd5 Nxd5 10. Qb3 Nce7 11. O-O O-O 12. Rfe1 c6 13. a4 Qb6 14. Qxb6 axb6';

/** The main line's moves of a PGN text: comments and variations left out, numbers dropped. */
function mainLine(pgn: string): string {
  let s = pgn.replace(/\{[^}]*\}/g, ' ');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, ' ');
  }
  return s
    .split(/\s+/)
    .filter((t) => t !== '' && !/^\d+\.+$/.test(t) && t !== '*')
    .join(' ');
}

describe('two lines from one move: the one the text goes on with to its end is the game', () => {
  it('the line a sentence told first stops after four half-moves; the listed try goes on to the text’s last move: it is the game, warned', () => {
    const r = translatePgn(`${OPENING}${TOLD_FIRST}${TRIES} and the game was soon drawn.\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe(
      'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5 Qb3 Nce7 O-O O-O Rfe1 c6 a4 Qb6 Qxb6 axb6',
    );
    // (the line told first is kept, a variation of move 7)
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('(7. Nc3 {leads to a sharp game after} 7... Nxe4 8. O-O Bxc3)');
    const w = r.warnings.flatMap((g) => g.warnings);
    expect(w.map((x) => x.code)).toEqual(['W_READING_AMBIGUOUS']);
    expect(w[0]!.message).toContain('the one the text goes on with to its last move (16 half-moves) is read as the game');
  });

  it('control: where the text comes back to the line told first after the tries, that line stays the game, no warning', () => {
    const text = `${OPENING}${TOLD_FIRST}${TRIES} and Black is fine. Back to the game: 9. bxc3 d5 and White stood well.\n`;
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Nc3 Nxe4 O-O Bxc3 bxc3 d5');
    expect(r.warnings.flatMap((g) => g.warnings).map((x) => x.code)).toEqual([]);
  });

  it('control: a try not much longer than the line told first leaves the reading as it was', () => {
    const short = 'Other tries fail, e.g., 7. Kf1 d5 7. Bd2 Bxd2+ 8. Nbxd2 d5 9. exd5 Nxd5';
    const r = translatePgn(`${OPENING}${TOLD_FIRST}${short} and the game was soon drawn.\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(mainLine(r.pgn)).toBe('e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Nc3 Nxe4 O-O Bxc3');
  });
});
