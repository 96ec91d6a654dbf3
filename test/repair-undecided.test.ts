// A move left out that many legal moves fit equally as far as the search's look reaches, told
// apart only by a box much further on (issue 12, class 3 of /work/notes/i14-agree.md, in its
// simpler form: the telling box comes after no other move left out). The sheet is made up; the
// expected game was played through with chess.js by hand (never produced by the code under test).
import { describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import { translateMoves } from '../src/index.js';

/** The game as played: White's 5th move, h3, is left out of the sheet below. */
const PLAYED = 'd4 d5 Bf4 Nf6 e3 e6 Nf3 Bd6 h3 O-O Bd3 c5 c3 Nc6 Nbd2 b6 O-O Bb7 Qe2 Qe7 Rad1 Rad8 Rfe1 Rfe8 Bh2 h6 a3 a6 Ne5 Nd7 h4 f6';
const SHEET = PLAYED.replace(' h3 ', ' ');

/** ICCF of a game in SAN, by chess.js (files a–h as 1–8; no promotions here). */
function iccf(san: string): string[] {
  const game = new Chess();
  for (const m of san.split(' ')) game.move(m);
  const digit = (square: string): string => `${square.charCodeAt(0) - 96}${square[1]}`;
  return game.history({ verbose: true }).map((m) => `${digit(m.from)}${digit(m.to)}`);
}

describe('a move left out, told apart only by a box far after the look', () => {
  it('5. h3 left out: many moves fit the next twelve boxes; only 13. Bh2 (and 15. Ne5, 16. h4) tell h3', () => {
    // Without h3, 13. Bh2 cannot be played (the pawn stands on h2); after h4, 16. h4 cannot; after
    // a knight move from f3 (Ng5, Nh4, Ne5), 15. Ne5 cannot. Each other move put in reads the twelve
    // boxes after it as written (13. Bh2 is the fifteenth box after the gap), so the look that ranks the moves put in ties them all, and the
    // search carries only three: before, it carried 5. Be5 and read 13. Bh2 as Bg3 (a neighbour
    // square), a dearer game. The moves put in are now ordered by how far the sheet then reads as
    // written, so h3 is carried and the game costs only the move put in.
    const r = translateMoves(SHEET, { from: 'en', to: 'iccf', repair: true });
    expect(iccf(PLAYED)).toHaveLength(32);
    expect(r.moves).toEqual(iccf(PLAYED));
    const repairs = r.warnings.filter((w) => w.code === 'W_REPAIR');
    expect(repairs).toHaveLength(1);
    expect(repairs[0]!.position.ply).toBe(9);
    expect(repairs[0]!.message).toContain('a move left out of the sheet: put in h3');
    // The text decides: no tie is reported (h4 and the knight moves are told apart by later boxes).
    expect(r.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS')).toEqual([]);
  });

  it('the same sheet cut before the boxes that tell: the moves that still fit are named as a tie, never a silent choice', () => {
    // Cut after 12... Rfe8: no box tells h3 from the others, so a tie names them.
    const cut = SHEET.split(' ').slice(0, 23).join(' ');
    const r = translateMoves(cut, { from: 'en', to: 'iccf', repair: true });
    const ties = r.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties.map((w) => w.position.ply)).toEqual([9]);
    expect(ties[0]!.message).toContain('h3');
  });
});
