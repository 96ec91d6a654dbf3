// Issue 12: a sheet on which the player went on with the next game's moves under the last one's. The
// boxes from there read as a game from the starting position, and as this game only with repairs to most of
// them: the repair search would invent a game that goes on from the first. The sheet is not given; its error
// says where the other game starts. Made-up sheets: a Ruy Lopez to 10... c5, then a Nimzo-Indian from 1.d4
// numbered on from 11 (both written out and checked by hand).
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';

const RUY = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5';
const NIMZO_FROM_11 = '11. d4 Nf6 12. c4 e6 13. Nc3 Bb4 14. Qc2 O-O 15. a3 Bxc3+ 16. Qxc3 b6 17. Bg5 Bb7 18. e3 d6';

describe('repair: another game written on the same sheet', () => {
  it('is not read as repairs of the first game: the error names the box where it starts', () => {
    const r = translatePgn(`${RUY} ${NIMZO_FROM_11} *\n`, { from: 'en', to: 'iccf', repair: true });
    expect(r.summary.failed).toBe(1);
    expect(r.failures[0]!.message).toContain('the sheet seems to start another game at move 11. "d4"');
  });

  it('a sheet with slips in the same game is still repaired', () => {
    // 11. d4 Qc7 12. Nbd2 cxd4 13. cxd4 Nc6 …: the Ruy Lopez goes on, with two slips (Nbd3 for Nbd2, cxd5 for cxd4)
    const r = translatePgn(`${RUY} 11. d4 Qc7 12. Nbd3 cxd4 13. cxd5 Nc6 14. Nb3 a5 15. Be3 a4 16. Nbd2 Bd7 *\n`, {
      from: 'en',
      to: 'en',
      repair: true,
    });
    expect(r.summary.failed).toBe(0);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('12. Nbd2 cxd4 13. cxd4 Nc6 14. Nb3 a5 15. Be3 a4 16. Nbd2 Bd7');
  });
});
