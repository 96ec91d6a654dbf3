// Issue 13: a lesson page in Markdown sets a diagram's FEN in a code span on a line of its own (```` ```FEN``` ````: a
// span, no code block, as CommonMark has it) and numbers the solution under it from move 1, though the FEN names a later
// move (`w - - 5 21`, then `1.Sxh7+ Kxh7 2.Dh5+`), as puzzle books do. The moves are played on the FEN's board, with a
// W_STYLE note; a game from move 1 that the first position reads is still read there. The texts are made up in the
// page's shape (a Slovak lesson); the expected moves are written by hand and played through chess.js from the FEN.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine } from './helpers/pgn-lines.js';

const FEN = 'rn3rk1/2q2ppp/b2b4/1R1pN3/3P1B2/3B4/5PPP/3Q1RK1 w - - 5 21';
const SOLUTION = 'Bxh7+ Kxh7 Qh5+ Kg8 Rb3 Bxe5';

describe('a FEN in a code span on a line of its own', () => {
  it('is a code span, not a code block: the moves after it are read', () => {
    const text = `\`\`\`${FEN}\`\`\`\n\n**21.Sxh7+ Kxh7 22.Dh5+ Kg8**\n`;
    const r = translateProse(text, { from: 'sk', to: 'en' });
    expect(r.checked).toBe(4);
    expect(r.text).toBe(text.replace('Sxh7+', 'Bxh7+').replace('Dh5+', 'Qh5+'));
  });

  it('a code block of three backticks still keeps its moves as written', () => {
    const text = '```\n1.e4 e5 2.Sf3\n```\n\nPo 1.e4 e5 2.Jf3 Jc6.\n';
    const r = translateProse(text, { from: 'sk', to: 'en' });
    expect(r.text).toBe(text.replace('2.Jf3 Jc6', '2.Nf3 Nc6'));
  });
});

describe('a solution numbered from 1 under a FEN of a later move', () => {
  const text = `### Anand - Karpov\n\n\`\`\`${FEN}\`\`\`\n\nBiely obetuje strelca.\n\n**1.Sxh7+ Kxh7 2.Dh5+ Kg8 3.Vb3! Sxe5?**\n\nČierny je stratený.\n`;

  it('prose: the moves are checked on the FEN’s board, with a W_STYLE note at the FEN', () => {
    expect(playedSan(SOLUTION.split(' '), { fen: FEN }).join(' ')).toBe(SOLUTION);
    const r = translateProse(text, { from: 'sk', to: 'en' });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.checked).toBe(6);
    expect(r.text).toContain('**1.Bxh7+ Kxh7 2.Qh5+ Kg8 3.Rb3! Bxe5?**');
    const note = r.problems.find((p) => p.code === 'W_STYLE');
    expect(note?.message).toMatch(/numbered from move 1.*move 21/);
    expect(note?.line).toBe(3);
  });

  it('translate: one game from the FEN, numbered from 1', () => {
    const r = translatePgn(text, { from: 'sk', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toContain('[FEN "rn3rk1/2q2ppp/b2b4/1R1pN3/3P1B2/3B4/5PPP/3Q1RK1 w - - 5 1"]');
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
