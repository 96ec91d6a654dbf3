/**
 * Perft (leaf counts of the legal move tree) of the fast engine against the published numbers of
 * the standard test positions and of a list of tricky ones. Depths of the standard positions are
 * limited so the file runs in well under 20 s; PERFT_FULL=1 runs every depth in the fixture
 * (about a minute with the compiled engine, several under vitest).
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../src/board/board.js';
import { fastEngine, parseFen, perft } from '../src/board/fast/index.js';
import perftData from './fixtures/perft.json' with { type: 'json' };

/** Largest node count checked per position unless PERFT_FULL is set. */
const NODE_LIMIT = process.env['PERFT_FULL'] ? Infinity : 5_000_000;
/** The same for the tricky positions (few pieces, many king moves: slower per node). */
const TRICKY_NODE_LIMIT = process.env['PERFT_FULL'] ? Infinity : 300_000;

/** The depths (1-based) whose node counts are within the limit, with those counts. */
const depthsUpTo = (nodes: readonly number[], limit: number): { depth: number; expected: number }[] =>
  nodes.map((n, i) => ({ depth: i + 1, expected: n })).filter((d) => d.expected <= limit);

/** Positions where the quick `hasLegalMove` disagreed with `legalMoves` (checked at every inner node of {@link publicPerft}). */
const hasLegalMoveDisagreements: string[] = [];

/** Perft through the public Board interface only (legalMoves + clone + play). */
function publicPerft(board: Board, depth: number): number {
  if (depth === 0) return 1;
  const moves = board.legalMoves();
  if (board.hasLegalMove?.() !== moves.length > 0) hasLegalMoveDisagreements.push(board.fen());
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    const next = board.clone();
    next.play(move);
    nodes += publicPerft(next, depth - 1);
  }
  return nodes;
}

describe('fast engine perft: positions that catch move-generator bugs', () => {
  for (const { name, fen, nodes } of perftData.tricky) {
    const depths = depthsUpTo(nodes, TRICKY_NODE_LIMIT);
    it(`${name}: depth ${depths.length} (${depths[depths.length - 1]!.expected} nodes)`, () => {
      const parsed = parseFen(fen);
      if (!parsed.ok) throw new Error(parsed.error);
      for (const { depth, expected } of depths) expect(perft(parsed.value, depth), `depth ${depth}`).toBe(expected);
    }, 60_000);
  }
});

describe('fast engine perft', () => {
  for (const { name, fen, nodes } of perftData.positions) {
    const depths = depthsUpTo(nodes, NODE_LIMIT);
    it(`${name}: depth ${depths.length} (${depths[depths.length - 1]!.expected} nodes)`, () => {
      const parsed = parseFen(fen);
      if (!parsed.ok) throw new Error(parsed.error);
      const before = fastEngine.fromFen(fen);
      for (const { depth, expected } of depths) {
        expect(perft(parsed.value, depth), `depth ${depth}`).toBe(expected);
      }
      // perft leaves the position as it found it
      expect(before.ok && before.value.fen()).toBe(fen);
    }, 120_000);

    it(`${name}: public API (legalMoves, clone, play) to ~100k nodes`, () => {
      const board = fastEngine.fromFen(fen);
      if (!board.ok) throw new Error(board.error.reason);
      let depth = 1;
      while (depth < nodes.length && nodes[depth]! <= 100_000) depth++;
      expect(publicPerft(board.value, depth)).toBe(nodes[depth - 1]);
      expect(board.value.fen()).toBe(fen);
      expect(hasLegalMoveDisagreements).toEqual([]);
    }, 60_000);
  }
});

describe('fast engine: hasLegalMove', () => {
  // Positions written by hand: checkmate (fool's mate), stalemate (the king and queen corner), the
  // start, and a check with one king escape; legalMoves() must agree.
  const cases: [string, string, boolean][] = [
    ["fool's mate, White to move", 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', false],
    ['stalemate: black king a8, white queen b6, white king c8', 'k1K5/8/1Q6/8/8/8/8/8 b - - 0 1', false],
    ['start position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', true],
    ['check with one escape: black king h8, rook a8 checks, pawn h6 covers g7, h7 free', 'R6k/8/7P/8/8/8/8/K7 b - - 0 1', true],
  ];
  for (const [name, fen, expected] of cases) {
    it(name, () => {
      const board = fastEngine.fromFen(fen);
      if (!board.ok) throw new Error(board.error.reason);
      expect(board.value.hasLegalMove?.()).toBe(expected);
      expect(board.value.legalMoves().length > 0).toBe(expected);
    });
  }
});
