// Issue 13 (real text must translate: no game split, merged or invented, never a silent choice): a game told in
// running text whose alternatives are cited inside sentences (`Bílý mohl zvolit i 2. c3.`, `Po 10. Sxf6 gxf6 …`)
// right where the game's own move comes next in a sentence of its own (`2. Jf3 d6 …`, `10. f5 …`); a heading that
// names the opening's line before the game; a number printed again after a move that is White's again (`2. c3.
// 2. Jf3`); the game's end told in words after it (`a černý se vzdal`). Every text here is made up for the test;
// the expected lines are written by hand and checked with chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan } from './helpers/chess-js.js';

const GAME = [
  'SICILSKÁ OBRANA      1.e2-e4      c7-c5',
  '',
  'Novák-Svoboda (Brno 2001)',
  '1. e4 c5. Kdo se bojí Smithova gambitu 1. ... c5 2. d4, hraje jinak. Bílý mohl zvolit i 2. c3. 2. Jf3 d6 3. d4 cxd4 ' +
    '4. Jxd4 Jf6 5. Jc3 a6. Toto je Najdorfova varianta. 6. Sg5 e6 7. f4 Db6. Klidnější je 7. Df3. 8. Dd2 Dxb2 9. Vb1 Da3. ' +
    'Po 10. Sxf6 gxf6 11. Se2 je hra ostrá. 10. f5 Jc6 11. fxe6 fxe6 12. Jxc6 bxc6 13. e5 a černý se vzdal, protože po ' +
    '13. ... dxe5 14. Sxf6 přijde mat.',
  '',
  'Dvořák-Malý (Praha 1999)',
  '1. d4 Jf6 2. c4 e6 3. Jc3 Sb4 4. Dc2 0-0',
  '',
].join('\n');
const GAME_SAN = checkedSan('e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Bg5 e6 f4 Qb6 Qd2 Qxb2 Rb1 Qa3 f5 Nc6 fxe6 fxe6 Nxc6 bxc6 e5');
const SECOND_SAN = checkedSan('d4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O');

describe('alternatives cited in sentences before the game’s own move, told in a sentence of its own', () => {
  it('translate --from cs: the game is the line its sentences tell, the cited moves its variations; the second game apart', () => {
    const r = translatePgn(GAME, { from: 'cs', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([GAME_SAN, SECOND_SAN]);
    // (the cited moves stay in the game as its variations: 2.d4 after 1...c5, 2.c3, 7.Qf3, 10.Bxf6 gxf6 11.Be2)
    const moves = games[0]!.text.replace(/\{[^}]*\}/g, ' ').replace(/\s+/g, ' ');
    for (const side of ['( 2. d4 )', '( 2. c3 )', '( 7. Qf3 )', '( 10. Bxf6 gxf6 11. Be2 )'])
      expect(moves.replace(/\(/g, '( ').replace(/\)/g, ' )').replace(/\s+/g, ' ')).toContain(side);
    // (each place where a sentence took the game's line over from a cited move is said, never a silent choice)
    const ties = r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties.map((w) => w.message.split(':')[0])).toEqual(['"Jf3"', '"f5"']);
    expect(ties[0]!.message).toContain("starts a sentence at a move the game's line had only cited in one before");
  });

  it('prose --from cs: the moves after the cited ones are read on the game’s line (no move of the game rejected)', () => {
    const r = translateProse(GAME, { from: 'cs', to: 'en' });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.text).toContain('2. c3. 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6.');
    expect(r.text).toContain('10. f5 Nc6 11. fxe6 fxe6 12. Nxc6 bxc6 13. e5 a černý se vzdal');
  });

  it('a sentence that goes on from the cited move keeps it the game’s: no take-over, no warning', () => {
    // (`2. c3.` cited after words, then `2. ... d5 3. exd5 Dxd5.` in a sentence of its own goes on from it)
    const text = '1. e4 c5. Bílý zvolil 2. c3. 2. ... d5 3. exd5 Dxd5.\n';
    const r = translatePgn(text, { from: 'cs', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(checkedSan('e4 c5 c3 d5 exd5 Qxd5'));
    expect(r.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS')).toEqual([]);
  });

  it('the game’s end told after a line cited in a sentence makes it the game’s, said with a warning; without it, the first told stays', () => {
    const text = (end: string): string =>
      `Round 5\n1. e4 e5 2. Nf3 Nc6. Then came 3. Bc4 Bc5 in the earlier round. In this game he chose 3. Bb5 a6 4. Ba4 Nf6 ${end}.\n`;
    const resigned = translatePgn(text('and White resigned'), { from: 'en', to: 'en' });
    expect(gamesOf(resigned.pgn)[0]!.main).toBe(checkedSan('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6'));
    const ties = resigned.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(ties.map((w) => w.message)).toEqual([
      "the game's end is told after this line: read as the game's, where another move was told first",
    ]);
    const won = translatePgn(text('and soon won'), { from: 'en', to: 'en' });
    expect(gamesOf(won.pgn)[0]!.main).toBe(checkedSan('e4 e5 Nf3 Nc6 Bc4 Bc5'));
  });
});
