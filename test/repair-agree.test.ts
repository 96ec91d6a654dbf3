// Classes of slips after which two sheets of one game, repaired apart, used to part (issue 12,
// two-sheet agreement). Each test is a made-up sheet showing the class; the expected games were
// played through with chess.js by hand (never produced by the code under test).
import { describe, expect, it } from 'vitest';
import { translateMoves } from '../src/index.js';

const repaired = (text: string) => translateMoves(text, { from: 'en', to: 'en', repair: true });

describe('a box that reads as written but is the slip: its dearer reading lets the next boxes read', () => {
  it('1... a5 for c5 before 2... cxd4: the pawn move is read as c5 (a character changed), not the next box broken', () => {
    // a5 is legal, but after it no pawn takes on d4; c5 (a/c, 2.5 + 0.5 for a box that reads as
    // written) is only the fifth cheapest reading of "a5", so a search that tries four never met it.
    const r = repaired('1. e4 a5 2. d4 cxd4 3. c3 dxc3 4. Nxc3 Nc6 5. Nf3 d6 6. Bc4 e6 7. O-O Nf6 8. Qe2 Be7 9. Rd1 e5');
    expect(r.text.replace(/\s+/g, ' ')).toBe(
      '1. e4 c5 2. d4 cxd4 3. c3 dxc3 4. Nxc3 Nc6 5. Nf3 d6 6. Bc4 e6 7. O-O Nf6 8. Qe2 Be7 9. Rd1 e5',
    );
    const w = r.warnings.filter((x) => x.code === 'W_REPAIR');
    expect(w).toHaveLength(1);
    expect(w[0]!.message).toContain('written "a5", read as c5');
    expect(w[0]!.message).toContain('character changed a/c');
  });
});

describe('no silent choice: every tie of a game is reported, not only the first', () => {
  it('two boxes each read two ways that meet again in one position: both are named', () => {
    // 6. Qe3 (the queen on d1 cannot go there): Qd3 or Qe2, neighbour squares at 1.5 each, and
    // 12. Qc4 reads from either; 6... Qb7 (the queen on d8 cannot go there): Qc7 or Qb6, 1.5
    // each, and 7... Qa5 reads from either. Played through with chess.js, the four games reach
    // the same position by move 12. The search keeps one way to each position; the others are ties.
    const r = repaired(
      '1. e4 g6 2. d4 d6 3. Nf3 c6 4. h3 Nf6 5. Bg5 Nxe4 6. Qe3 Qb7 7. Nbd2 Qa5 8. c3 Nxd2 9. Bxd2 Nd7 10. b4 Qa3 11. Ng5 h5 12. Qc4',
    );
    expect(['Qd3', 'Qe2']).toContain(r.moves[10]);
    expect(['Qc7', 'Qb6']).toContain(r.moves[11]);
    const ties = r.warnings.filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties.map((w) => w.position.ply)).toEqual([11, 12]);
    expect(ties[0]!.message).toMatch(/Qd3 .*Qe2|Qe2 .*Qd3/);
    expect(ties[1]!.message).toMatch(/Qc7 .*Qb6|Qb6 .*Qc7/);
  });
});
