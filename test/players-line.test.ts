// A line that names a game's players after its moves (`Tal - Smit (Utrecht 1950)`, as opening pages print the game
// a line comes from) is an attribution, not moves: a name on it that a lenient reading would take for a move (`Tal` as
// Ta1, the `l` read as a 1 as print and OCR leave it) ends the moves. The texts are our own; the games were written by
// hand and are checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

/** The main line of a PGN text: comments, variations, numbers and the result left out. */
function mainLine(pgn: string): string {
  let s = pgn.replace(/\{[^}]*\}/g, ' ');
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(/\([^()]*\)/g, ' ');
  }
  return s
    .replace(/\d+\.(?:\.\.)?/g, ' ')
    .replace(/\$\d+|\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// One token a line, as a flattened opening page prints it, then the players of the game the line comes from.
// (`19e eeuw`, "19th century", is no move: the PGN reading falls short on it and the text is read as a document)
const page = [
  ...['1.', 'd4', 'd5', '2.', 'c4', 'e6', '3.', 'Pc3', 'Pf6', 'Damegambiet', 'Deze opening werd in de 19e eeuw al veel gespeeld.'],
  ...['4.', 'Lg5', 'Pinvariant', 'Wit bindt het paard.', '4...', 'Le7', '5.', 'e3', '0-0', '6.', 'Pf3', 'Pbd7', '7.', 'Tc1', 'c6='],
].join('\n');
const game = 'd4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1 c6';

describe('a players line after the moves', () => {
  it('nl: `Tal - Smit (Utrecht 1950)` after the last move is the attribution, not 8. Ta1', () => {
    playedSan(game.split(' '));
    playedSan([...game.split(' '), 'Ra1']); // (Ta1 is legal there: only the line's layout tells it is a name)
    const r = translatePgn(`${page}\nTal - Smit (Utrecht 1950)\n`, { from: 'nl', to: 'en' });
    expect(r.failures).toEqual([]);
    // Before: `Tal` was played as 8. Ra1 (W_LOOKALIKE), and the line's rest became a comment.
    expect(mainLine(r.pgn)).toBe(game);
    expect(r.pgn).toContain('{Tal - Smit (Utrecht 1950)}');
    expect(r.warnings.flatMap((g) => g.warningMessages).join('\n')).not.toContain('W_LOOKALIKE');
  });

  it('nl: the same with a year after a comma and no brackets', () => {
    const r = translatePgn(`${page}\nTal - Smit, 1950\n`, { from: 'nl', to: 'en' });
    expect(mainLine(r.pgn)).toBe(game);
  });

  it('nl: a look-alike move at a line start that names no players is still read (`Tal Pe8`: 8. Ta1 Pe8)', () => {
    const more = [...game.split(' '), 'Ra1', 'Ne8'];
    playedSan(more);
    const r = translatePgn(`${page}\n8.\nTal Pe8\n`, { from: 'nl', to: 'en' });
    expect(mainLine(r.pgn)).toBe(more.join(' '));
    expect(r.warnings.flatMap((g) => g.warningMessages).join('\n')).toContain('W_LOOKALIKE');
  });
});
