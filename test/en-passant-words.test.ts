// The en passant mark written after a move in prose and in a newspaper column (issue 13): `10.e:d6 e.p. D:d6`,
// `exd6 e. p.`. It is the move's mark, as the move grammar reads it in PGN text (W_EN_PASSANT_MARK), never a word
// where the next move is due, which would leave the moves after it without a board. The texts are written for this
// test in the layout of a 1950s Slovak and Czech chess column (a problem's piece list, a game with colon captures
// and notes in brackets, a second game from move 1); each expected line is written by hand and played with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { checkedSan } from './helpers/chess-js.js';

const GAME = checkedSan('e4 Nf6 e5 d5 exd6 Qxd6 d4 g6 Nf3 Bg7 Bd3 O-O O-O Nc6 c3 e5 dxe5 Nxe5 Nxe5 Qxe5');
const SECOND = checkedSan('d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7');

/** A made-up Slovak column: a problem, then game no. 12 with an en passant capture marked `mark`, then game no. 13. */
function column(mark: string): string {
  return (
    'ŠACH\n' +
    'Úloha č. 31\n' +
    'B.: Kb1, Dc2, Se4 (3)\n' +
    'Č.: Ka8, Pa7, b7 (3)\n' +
    'Mat 2. ťahom\n' +
    'Partia č. 12\n' +
    'Biely: Novák – Čierny: Kováč\n' +
    `1.e4 Jf6 2.e5 d5 3.e:d6 ${mark} D:d6 4.d4 g6 5.Jf3 Sg7 (Lepšie je 5...Sg4, ako sa hralo v partii 1.e4 Jf6 2.e5 d5 3.d4 Sf5.) ` +
    '6.Sd3 0-0 7.0-0 Jc6 8.c3 e5 9.d:e5 J:e5 10.J:e5 D:e5 a remíza.\n' +
    'Partia č. 13\n' +
    '1.d4 d5 2.c4 e6 3.Jc3 Jf6 4.Sg5 Se7 (pokračovanie nabudúce)\n'
  );
}

describe('the en passant mark after a move: `e.p.`, `e. p.`, `ep`', () => {
  for (const mark of ['e.p.', 'e. p.', 'ep']) {
    it(`prose: "3.e:d6 ${mark} D:d6" is the capture and its mark; the moves after it are checked on the board`, () => {
      const r = translateProse(column(mark), { from: 'sk', to: 'en' });
      expect(r.problems.filter((p) => p.code === 'W_PROSE_UNCHECKED' || p.severity === 'error')).toEqual([]);
      // (the mark is written through as it stood; the queen's capture after it is rewritten, as every move after it)
      expect(r.text).toContain(`3.e:d6 ${mark} Q:d6 4.d4`);
      expect(r.text).toContain('10.N:e5 Q:e5 a remíza.');
    });

    it(`translate: the column is two games, the first through "${mark}" to its last move, the transposition in its note no game`, () => {
      const r = translatePgn(column(mark), { from: 'sk', to: 'en' });
      expect(r.failures.map((f) => f.message)).toEqual([]);
      // (the games of the output: the words of the column before and between them are comments of their own)
      const mains = r.pgn.split(/\n\n(?=\{|\d)/).filter((g) => /\d\. /.test(g));
      expect(mains).toHaveLength(2);
      // (the main lines, comments and side lines left out)
      expect(mainLineOf(mains[0]!)).toBe(GAME);
      expect(mainLineOf(mains[1]!)).toBe(SECOND);
      // (the line from move 1 in the note leaves the game at move 3: a variation there, checked with chess.js above it)
      checkedSan('e4 Nf6 e5 d5 d4 Bf5');
      expect(mains[0]).toMatch(/\(\{ako sa hralo v partii\} 3\. d4 Bf5\)/u);
    });
  }

  it('PGN text: `exd6 e. p.` is the mark (W_EN_PASSANT_MARK), as `exd6 e.p.` is, not a comment', () => {
    for (const mark of ['e.p.', 'e. p.']) {
      const r = translatePgn(`1. e4 Nf6 2. e5 d5 3. exd6 ${mark} Qxd6 4. d4 *\n`, { from: 'en', to: 'en' });
      expect(r.failures).toEqual([]);
      expect(r.pgn).toContain('3. exd6 Qxd6 4. d4 *');
      expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_EN_PASSANT_MARK');
    }
  });

  it('`e.p.` after a move that is no en passant capture is said (W_EN_PASSANT_WRONG), in prose too', () => {
    const r = translatePgn('Partia:\n1.e4 e5 2.Jf3 e.p. Jc6 3.Sb5 a6 a remíza.\n', { from: 'sk', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toContain('W_EN_PASSANT_WRONG');
  });
});

/** The main line of one game's PGN text: comments and variations (nested too), numbers and the result left out. */
function mainLineOf(pgn: string): string {
  let t = pgn.replace(/\{[^}]*\}/g, ' ');
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/\([^()]*\)/g, ' ');
  }
  return t
    .split(/\s+/)
    .filter((w) => w !== '' && !/^\d+\.+$/.test(w) && !/^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(w))
    .join(' ');
}
