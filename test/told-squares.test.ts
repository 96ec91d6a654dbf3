// Issue 13 (moves inside prose, real text in any language): a game told one move a sentence in long algebraic, without
// numbers, as a lesson tells it step by step (`White's pawn goes e2-e4. … Black's pawn answers e7-e5.`): the game where
// four of its first moves or more are each written from square to square, each legal after the one before from the first
// position; a line of the board named by its end squares (`the h5-e8 diagonal`) is a word of the sentence, not a move.
// Every text here is made up for the test; every expected ICCF text is written by hand and checked against chess.js
// (helpers/chess-js.ts).
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { checkedSan, iccfByChessJs, iccfWords } from './helpers/chess-js.js';
import { problemsOf } from './helpers/common.js';

// Scholar's mate told a move a sentence under step headings, a diagonal named between White's first move and Black's.
const LESSON = [
  "Scholar's mate, step by step",
  'Step 1',
  "White's king pawn goes e2-e4. The h5-e8 diagonal opens for the queen. Black's pawn answers e7-e5.",
  'Step 2',
  "White's bishop goes f1-c4. Black's knight comes out b8-c6.",
  'Step 3',
  "White's queen jumps d1-h5, and Black's knight goes g8-f6 at once. The queen takes h5xf7, mate.",
  '',
].join('\n');
const LESSON_SAN = checkedSan('e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#');
const LESSON_ICCF = [
  "Scholar's mate, step by step",
  'Step 1',
  "White's king pawn goes 5254. The h5-e8 diagonal opens for the queen. Black's pawn answers 5755.",
  'Step 2',
  "White's bishop goes 6134. Black's knight comes out 2836.",
  'Step 3',
  "White's queen jumps 4185, and Black's knight goes 7866 at once. The queen takes 8567, mate.",
  '',
].join('\n');

// The long diagonal named before the game (a rook, not a piece that goes along it, on its first square), then four moves.
const DIAGONAL_FIRST = [
  'The a1-h8 diagonal is long.',
  "White's king pawn goes e2-e4. Black's pawn answers e7-e5.",
  "White's bishop goes f1-c4 and then rests. Black's knight comes out b8-c6.",
  '',
].join('\n');

// Three moves from square to square only: squares a sentence names, no game.
const THREE = "White's king pawn goes e2-e4. Black's pawn answers e7-e5.\nWhite's bishop goes f1-c4 and then rests.\n";

describe('a game told one move a sentence from square to square', () => {
  it('the expected ICCF text is what chess.js plays', () => {
    expect(iccfWords(LESSON_ICCF)).toEqual(iccfByChessJs(LESSON_SAN));
  });

  it('prose --from en: the moves read as the game from move 1, the diagonal named between them left alone', () => {
    const r = translateProse(LESSON, { from: 'en', to: 'iccf' });
    expect(r.text).toBe(LESSON_ICCF);
    expect(problemsOf(r)).toEqual(['W_STYLE 3:24']);
    expect(r.problems[0]!.message).toBe(
      'moves written without numbers: 7 moves from "e2-e4" on, each from its square to another, legal after the one before, read as the game from move 1',
    );
    expect(r.checked).toBe(7);
  });

  it('translate --from en: one game, its moves as told, mate', () => {
    const r = translatePgn(LESSON, { from: 'en', to: 'en' });
    const games = gamesOf(r.pgn);
    expect(games).toHaveLength(1);
    expect(games[0]!.main).toBe(LESSON_SAN);
    expect(r.failures).toEqual([]);
  });

  it('a diagonal named before the game, a rook on its first square, is a word: the four moves after it are the game', () => {
    const r = translateProse(DIAGONAL_FIRST, { from: 'en', to: 'iccf' });
    expect(r.text).toBe(
      [
        'The a1-h8 diagonal is long.',
        "White's king pawn goes 5254. Black's pawn answers 5755.",
        "White's bishop goes 6134 and then rests. Black's knight comes out 2836.",
        '',
      ].join('\n'),
    );
    expect(problemsOf(r)).toEqual(['W_STYLE 2:24']);
    expect(r.checked).toBe(4);
  });

  it('three moves from square to square are squares a sentence names: nothing is read as a game', () => {
    const r = translateProse(THREE, { from: 'en', to: 'iccf' });
    expect(r.text).toBe(THREE);
    expect(r.checked).toBe(0);
  });
});
