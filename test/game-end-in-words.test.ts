// The game's end told by a word in the place of the next move (`16…Dh5! 17.uppg.`, as Swedish and German annotators
// abbreviate a resignation): the moves the text gives after it are analysis, not the game's, with a warning that names
// the word. Before, the word was kept as a comment and the analysis after it (`Jodå, 17.h3 Sf2+`) played on as the
// game's moves without a warning. The texts are made up in that layout; the expected lines are written by hand and
// played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { playedSan } from './helpers/chess-js.js';

const legal = (san: string, before = ''): string => playedSan(san.split(' '), { before: before === '' ? [] : before.split(' ') }).join(' ');
const flat = (pgn: string): string => pgn.replace(/\s+/g, ' ');

/** Blackburne's shilling gambit, annotated, White giving up after 6...Dxe4+; the mate that would follow told after. */
const TEXT =
  '1.e4 e5 2.Sf3 Sc6 3.Lc4 Sd4 4.Sxe5? Dg5!\n' +
  'Weiß hat den Köder geschluckt.\n' +
  '5.Sxf7 Dxg2 6.Tf1 Dxe4+ 7.aufg.\n' +
  'Klar, 7.Le2 Sf3# ist matt.\n';
const GAME = legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+');

describe("a word in the place of the game's next move ends the game", () => {
  it('`7.aufg.` after 6...Dxe4+: the game ends there; `7.Le2 Sf3#` after it is a variation, with a warning at the word', () => {
    const r = translatePgn(TEXT, { from: 'de', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([GAME]);
    expect(legal('Be2 Nf3#', GAME)).toBe('Be2 Nf3#');
    expect(flat(r.pgn)).toContain('6. Rf1 Qxe4+ {7.aufg. Klar,} (6... Qxe4+ 7. Be2 Nf3# {ist matt.}) *');
    const warning = r.warnings.flatMap((g) => g.warnings).find((w) => w.code === 'W_TEXT_AS_COMMENT');
    expect(warning?.position).toMatchObject({ line: 3, column: 25, moveNumber: 7, color: 'white' });
    expect(warning?.message).toContain("where White's move 7 would stand");
  });

  it("Black's number with an ellipsis (`6...aufg.`) ends the game after White's move", () => {
    const text = TEXT.replace('6.Tf1 Dxe4+ 7.aufg.', '6.Tf1 6...aufg.').replace('Klar, 7.Le2', 'Klar, 6...Dxe4+ 7.Le2');
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual([legal('e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1')]);
  });

  it("a word of three letters (`7.abc`) ends nothing: the moves after it stay the game's, as before", () => {
    const r = translatePgn(TEXT.replace('7.aufg.', '7.abc'), { from: 'de', to: 'en' });
    expect(gamesOf(r.pgn)[0]!.main).toBe(`${GAME} ${legal('Be2 Nf3#', GAME)}`);
    expect(r.warnings.flatMap((g) => g.warnings).some((w) => w.message.includes('would stand'))).toBe(false);
  });

  it('a word after a number that is not the next move’s (`9.aufg.`) ends nothing by this rule (no warning of it)', () => {
    const r = translatePgn(TEXT.replace('7.aufg.', '9.aufg.'), { from: 'de', to: 'en' });
    // (the PGN reading keeps the words and the moves after them in one comment: `7.Le2` after `9.` is no move of the game)
    expect(gamesOf(r.pgn)[0]!.main).toBe(GAME);
    expect(r.warnings.flatMap((g) => g.warnings).some((w) => w.message.includes('would stand'))).toBe(false);
  });
});

describe('the game’s last move, its result after it, then a row that plays that move again and goes on', () => {
  // (Légal's mate, the game given up after 5...Bxd1; the row after the result shows the mate that would follow)
  const text =
    '1.e4 e5\n\n2.Sf3 d6\n\n3.Lc4 Lg4\n\n4.Sc3 g6?\n\n5.Sxe5! Lxd1?? 1-0\n\n5...Lxd1?? 6.Lxf7+ Ke7 7.Sd5# ist das Seekadettenmatt.\n';

  it('the row is analysis after the game’s end: a variation of that move played again (it went on with the game)', () => {
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual([legal('e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1')]);
    expect(games[0]!.result).toBe('1-0');
    legal('Bxf7+ Ke7 Nd5#', 'e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1');
    expect(flat(r.pgn)).toContain('Bxd1 $4 (5... Bxd1 6. Bxf7+ Ke7 7. Nd5#');
  });
});
