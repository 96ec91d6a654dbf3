/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth, the standard test of
 * a move generator. Uses make/unmake and counts the last ply without making the moves.
 */
import { makeMove, unmakeMove } from './make-move.js';
import type { MoveCode } from './move-code.js';
import { MAX_MOVES, generateLegal } from './movegen.js';
import type { Position } from './position.js';

function count(pos: Position, depth: number, buffers: readonly Int32Array[]): number {
  const moves = buffers[depth]!;
  const n = generateLegal(pos, moves);
  if (depth === 1) return n;
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    const move = moves[i]! as MoveCode;
    const undo = makeMove(pos, move);
    nodes += count(pos, depth - 1, buffers);
    unmakeMove(pos, move, undo);
  }
  return nodes;
}

/** Leaf nodes at `depth` plies from `pos` (which is left as it was). */
export function perft(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  const buffers: Int32Array[] = [];
  for (let d = 0; d <= depth; d++) buffers.push(new Int32Array(MAX_MOVES));
  return count(pos, depth, buffers);
}
