// W_MOVES_IN_COMMENT (issue 17, point 3): a `;` or `{}` comment whose text reads as legal moves
// from where it stands gets a warning with its position, one per comment; the output keeps it a
// comment (legal PGN). Checked on the express lane and on the full path.
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/api.js';
import { runCli } from '../src/cli/cli.js';
import { translationContext } from '../src/translate/context.js';
import { translatePlainGame } from '../src/translate/express.js';
import { commentLooksLikeMoves } from '../src/translate/comment-moves.js';
import { runInMemory } from './helpers/common.js';

const codes = (pgn: string, from = 'de'): string[] =>
  translatePgn(pgn, { from, to: 'en' }).warnings.flatMap((w) => w.warnings.map((x) => x.code));

describe('W_MOVES_IN_COMMENT', () => {
  it('the scoresheet line of the issue: a ";" glued to a move before the next move number separates moves (issue 13), read with one W_STYLE note', async () => {
    const r = await runInMemory((io) => runCli(['translate', '--from', 'de', '--to', 'en'], io), '1.e4 e5; 2.Sf3 Sc6; 3.Lb5 a6\n');
    expect(r.code).toBe(0);
    expect(r.out).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n');
    expect(r.err.split('\n')[0]).toBe('<stdin>:1:8: game 1: warning: moves separated by ";"; written as standard PGN [W_STYLE]');
    expect(r.err).toContain('1 translated, 0 failed, 1 warning (6 moves');
  });

  it('a ";" glued before castling written with zeros is a line comment, as PGN reads it: no move number starts with 0 (found by the express lane property test, seed 614917294)', () => {
    expect(translatePgn('1. e4 e5 $1;0-0 was not possible\n2. Nf3 *\n', { from: 'en', to: 'en' }).pgn).toBe(
      '1. e4 e5 $1 ;0-0 was not possible\n2. Nf3 *\n\n',
    );
    // before any move: a NAG and the comment, no game failed and no separator read (it was ERR_PGN_VARIATION)
    const first = translatePgn('$1;0-0[Event "R"]\n', { from: 'en', to: 'en' });
    expect(first.failures).toEqual([]);
    expect(first.pgn).toBe('{$1} ;0-0[Event "R"]\n*\n\n');
    expect(translatePlainGame('$1;0-0[Event "R"]\n', translationContext({ from: 'en', to: 'en' }))).toBeUndefined();
  });

  it('a ";" comment (a space before it) whose text reads as moves is kept as a comment, with a warning at the ";"', async () => {
    const r = await runInMemory((io) => runCli(['translate', '--from', 'de', '--to', 'en'], io), '1.e4 e5 ; 2.Sf3 Sc6; 3.Lb5 a6\n');
    expect(r.code).toBe(0);
    expect(r.out).toBe('1. e4 e5 ; 2.Sf3 Sc6; 3.Lb5 a6\n*\n\n');
    expect(r.err.split('\n')[0]).toBe(
      '<stdin>:1:9: game 1: warning: move 2. ; 2.Sf3 Sc6; 3.Lb5 a6: the comment reads as 4 legal moves from here (Sg1-f3 Sb8-c6 Lf1-b5 a7-a6); kept as a comment: if they were played, write them outside the comment [W_MOVES_IN_COMMENT]',
    );
    expect(r.err).toContain('1 translated, 0 failed, 1 warning (2 moves');
  });

  it('a brace comment of moves in a game with tags (which the express lane would take) is reported too, one warning per comment', () => {
    const pgn = '[Event "x"]\n\n1. e4 e5 {2.Sf3 Sc6} 2. Sf3 Sc6 {3. Lb5 a6} {3.Lc4} 3. Lb5 *\n';
    const t = translatePgn(pgn, { from: 'de', to: 'en' });
    expect(t.pgn).toBe('[Event "x"]\n\n1. e4 e5 {2.Sf3 Sc6} 2. Nf3 Nc6 {3. Lb5 a6} {3.Lc4} 3. Bb5 *\n\n');
    const ws = t.warnings.flatMap((w) => w.warnings);
    expect(ws.map((w) => [w.code, w.position.line, w.position.column, w.position.moveNumber, w.position.color])).toEqual([
      ['W_MOVES_IN_COMMENT', 3, 10, 2, 'white'],
      ['W_MOVES_IN_COMMENT', 3, 33, 3, 'white'],
      ['W_MOVES_IN_COMMENT', 3, 45, 3, 'white'], // one move after the move number that is due
    ]);
    // The express lane leaves such a game to the full path, which reports; a plain comment stays.
    const ctx = translationContext({ from: 'de', to: 'en' });
    expect(translatePlainGame(pgn, ctx)).toBeUndefined();
    expect(translatePlainGame('[Event "x"]\n\n1. e4 e5 {Better is} 2. Sf3 *\n', ctx)?.text).toBe(
      '[Event "x"]\n\n1. e4 e5 {Better is} 2. Nf3 *\n\n',
    );
  });

  it('black to move: "3...a6" after White\'s third move', () => {
    expect(codes('1. e4 e5 2. Sf3 Sc6 3. Lb5 {3...a6} *')).toEqual(['W_MOVES_IN_COMMENT']);
    expect(codes('1. e4 e5 2. Sf3 Sc6 3. Lb5 {3.a6} *')).toEqual([]); // the number says White: not this position
  });

  it('no warning for comments that are words, a single move without its number, or moves that are not legal here', () => {
    expect(codes('1. e4 e5 {Better is} 2. Sf3 *')).toEqual([]);
    expect(codes('1. e4 e5 {Sf3} 2. Sf3 *')).toEqual([]); // one move, no number: an annotation
    expect(codes('1. e4 e5 {Sf3 is the usual move} 2. Sf3 *')).toEqual([]); // words after the move
    expect(codes('1. e4 e5 {Sf6 Sc3} 2. Sf3 *')).toEqual([]); // White cannot play Sf6
    expect(codes('1. e4 e5 {[%clk 0:01:02]} 2. Sf3 *')).toEqual([]);
    expect(codes('1. e4 e5 ; White resigns\n*')).toEqual([]);
  });

  it('the quick filter only lets move-shaped comments through', () => {
    for (const t of [' 2.Sf3 Sc6', 'e4 e5', 'O-O', '12...Nxe5', '♘f3 ♞c6', 'exd5 exd5', ' 2. 7163 2836'])
      expect([t, commentLooksLikeMoves(t)]).toEqual([t, true]);
    for (const t of [' White resigns', '[%clk 0:01:02]', '!?', '', 'Better is', '(Euwe).', '1-0', '1999', '123456'])
      expect([t, commentLooksLikeMoves(t)]).toEqual([t, false]);
  });

  it("reads the comment in the game's own notation (ICCF numeric)", () => {
    expect(codes('1. 5254 5755 {2. 7163 2836} *', 'iccf')).toEqual(['W_MOVES_IN_COMMENT']);
  });
});

describe('W_MOVES_IN_COMMENT on random comments', () => {
  it('never throws, and the comment is written as it was', async () => {
    const fc = await import('fast-check');
    const pieces = ['e4', 'e5', 'Sf3', 'Sc6', '2.', '3...', 'Lb5', 'a6', 'O-O', ';', ',', ' ', 'x', 'ä', '{', '7163', 'Ke2', '1-0', '\n'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), fc.string({ maxLength: 8 }), (words, noise) => {
        const comment = (words.join(' ') + noise).replace(/[{}\n]/g, ' ');
        const t = translatePgn(`[Event "x"]\n\n1. e4 e5 {${comment}} 2. Sf3 *\n`, { from: 'de', to: 'en' });
        expect(t.pgn).toContain(`{${comment}}`);
        expect(t.summary.failed).toBe(0);
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});
