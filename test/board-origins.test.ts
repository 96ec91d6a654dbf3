// Where each piece started (board/origins.ts), kept by both engines for a game from the standard start
// position: castling moves the rook's origin, en passant empties the square taken, a promoted piece keeps its
// pawn's, a copy keeps its own. Squares by hand: a1 = 0, h1 = 7, e8 = 60.
import { describe, expect, it } from 'vitest';
import type { Board } from '../src/board/board.js';
import { chessJsEngine } from '../src/board/chessjs-board.js';
import { fastEngine } from '../src/board/fast/index.js';
import type { PieceMoveText, Square } from '../src/core/types.js';

function made(r: { ok: true; value: Board } | { ok: false }): Board {
  if (!r.ok) throw new Error('no board');
  return r.value;
}

const sq = (name: string): Square => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

function play(board: Board, moves: string): void {
  for (const m of moves.split(' ')) {
    const from = sq(m.slice(0, 2));
    const to = sq(m.slice(2, 4));
    const legal = board.legalMoves().find((x) => x.from === from && x.to === to && (m.length === 4 || x.promotion === 'queen'));
    if (legal === undefined) throw new Error(`not legal: ${m}`);
    board.play(legal);
  }
}

describe.each([
  ['fast', fastEngine],
  ['chess.js', chessJsEngine],
])('origins on the %s board', (_, engine) => {
  it('follows the pieces through castling, en passant and promotion; unknown from another FEN', () => {
    const board = made(engine.fromFen());
    // 1. e4 d5 2. e5 f5 3. exf6 (e.p.) … 4. Nf3 … 5. Bc4 … 6. O-O; the e-pawn promotes on g8 at move 7 (fxg8=Q).
    play(board, 'e2e4 d7d5 e4e5 f7f5 e5f6 g7g6 g1f3 a7a6 f1c4 a6a5 e1g1 a5a4 f6f7 e8d7 f7g8q');
    expect(board.originOf!(sq('f1'))).toBe(sq('h1'));
    expect(board.originOf!(sq('g1'))).toBe(sq('e1'));
    expect(board.originOf!(sq('f3'))).toBe(sq('g1'));
    expect(board.originOf!(sq('g8'))).toBe(sq('e2'));
    expect(board.originOf!(sq('f5'))).toBeUndefined();
    expect(board.originOf!(sq('h1'))).toBeUndefined();
    const copy = board.clone();
    play(copy, 'd7c6');
    expect(copy.originOf!(sq('c6'))).toBe(sq('e8'));
    expect(board.originOf!(sq('d7'))).toBe(sq('e8'));
    // playText moves them too (the fast board's quick path).
    if (board.playText !== undefined) {
      const text: PieceMoveText = {
        kind: 'piece',
        role: 'king',
        fromFile: undefined,
        fromRank: undefined,
        to: sq('e8'),
        capture: false,
        promotion: undefined,
      };
      board.playText(text);
      expect(board.originOf!(sq('e8'))).toBe(sq('e8'));
      expect(board.originOf!(sq('d7'))).toBeUndefined();
    }
    const other = made(engine.fromFen('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'));
    expect(other.originOf!(sq('a1'))).toBeUndefined();
  });
});
