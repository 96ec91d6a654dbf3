// Issue 13 (real text): a wiki lists a game a few moves an item, the commentary in the items between, and an item
// that names a better move with its number (`- 4.c3 is the quiet way …`). Where the game's first row is a list item
// (`- 1. e4 e5 …`), the list is the game's layout: a bullet marks no side line, so the next item's moves (`- 4... Qg5`)
// go on with the game where the text after them plays on (`- 5. Nxf7`), the named move stays a side line, and the tie
// at Black's answer is said. The text is made up for the test; the expected line is written by hand.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const LISTED = [
  '- 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4',
  '- Black leaves the pawn on e5.',
  '- 4. Nxe5',
  '- 4.c3 is the quiet way, but White grabs.',
  '- 4... Qg5',
  '- The queen hits g2 and e5. But',
  '- 5. Nxf7',
  '- 5... Qxg2 6. Rf1',
  '',
].join('\n');

describe('a game listed a few moves an item', () => {
  it('translate --from en: the items are the game, the better move named in an item a side line, the tie said', () => {
    const r = translatePgn(LISTED, { from: 'en', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(checkedSan('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1'));
    expect(games[0]!.text).toContain('(4. c3');
    expect(r.failures).toEqual([]);
    expect(r.warnings.flatMap((g) => g.warnings.map((w) => w.code))).toEqual(['W_READING_AMBIGUOUS']);
    expect(r.warnings[0]!.warningMessages[0]).toBe(
      `<input>:5:8: game 1: warning: "Qg5": the moves from here are legal both after the game's move and after another move printed as a row for it; read as the game's [W_READING_AMBIGUOUS]`,
    );
  });
});
