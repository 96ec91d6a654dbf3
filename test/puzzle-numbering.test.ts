// Issue 13: a lesson page in Markdown sets a diagram's FEN in a code span on a line of its own (```` ```FEN``` ````: a
// span, no code block, as CommonMark has it) and numbers the solution under it from move 1, though the FEN names a later
// move (`w - - 6 9`, then `1.Sxh7+ Kxh7 2.Jg5+`), as puzzle books do. The moves are played on the FEN's board, with a
// W_STYLE note; a game from move 1 that the first position reads is still read there. The texts are made up in the
// page's shape (a Slovak lesson; the position is reached by a French line written here); the expected moves are written
// by hand and played through chess.js from the FEN.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const FEN = 'r1bq1rk1/pp1nbppp/2n1p3/2ppP3/3P4/2NB1N2/PPP2PPP/R1BQR1K1 w - - 6 9';
const SOLUTION = 'Bxh7+ Kxh7 Ng5+ Kg8 Qh5 Bxg5';

describe('a FEN in a code span on a line of its own', () => {
  it('is a code span, not a code block: the moves after it are read', () => {
    const text = `\`\`\`${FEN}\`\`\`\n\n**9.Sxh7+ Kxh7 10.Jg5+ Kg8**\n`;
    const r = translateProse(text, { from: 'sk', to: 'en' });
    expect(r.checked).toBe(4);
    expect(r.text).toBe(text.replace('Sxh7+', 'Bxh7+').replace('Jg5+', 'Ng5+'));
  });

  it('a code block of three backticks still keeps its moves as written', () => {
    const text = '```\n1.e4 e5 2.Sf3\n```\n\nPo 1.e4 e5 2.Jf3 Jc6.\n';
    const r = translateProse(text, { from: 'sk', to: 'en' });
    expect(r.text).toBe(text.replace('2.Jf3 Jc6', '2.Nf3 Nc6'));
  });
});

describe('a solution numbered from 1 under a FEN of a later move', () => {
  const text = `### Grécky dar\n\n\`\`\`${FEN}\`\`\`\n\nBiely obetuje strelca.\n\n**1.Sxh7+ Kxh7 2.Jg5+ Kg8 3.Dh5 S:g5**\n\nČierny sa bráni.\n`;

  it('prose: the moves are checked on the FEN’s board, with a W_STYLE note at the FEN', () => {
    expect(playedSan(SOLUTION.split(' '), { fen: FEN }).join(' ')).toBe(SOLUTION);
    const r = translateProse(text, { from: 'sk', to: 'en' });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.checked).toBe(6);
    expect(r.text).toContain('**1.Bxh7+ Kxh7 2.Ng5+ Kg8 3.Qh5 B:g5**');
    const note = r.problems.find((p) => p.code === 'W_STYLE');
    expect(note?.message).toMatch(/numbered from move 1.*move 9/);
    expect(note?.line).toBe(3);
  });

  it('translate: one game from the FEN, numbered from 1', () => {
    const r = translatePgn(text, { from: 'sk', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('[FEN "r1bq1rk1/pp1nbppp/2n1p3/2ppP3/3P4/2NB1N2/PPP2PPP/R1BQR1K1 w - - 6 1"]');
    expect(mainLine(r.pgn.replace(/^\[.*\]$/gm, ''))).toBe(SOLUTION);
  });

  it('a game from move 1 after a FEN, its first move legal from the first position, is read from there', () => {
    const game = `\`\`\`${FEN}\`\`\`\n\nHra začala 1.Jf3 d5 2.d4 e6 3.c4 dxc4.\n`;
    const r = translateProse(game, { from: 'sk', to: 'en' });
    expect(r.problems.filter((p) => p.code === 'W_STYLE')).toEqual([]);
    expect(r.checked).toBe(6);
    expect(playedSan('Nf3 d5 d4 e6 c4 dxc4'.split(' ')).length).toBe(6);
  });
});
