// Expected games in tests are checked with chess.js (MIT, a dependency of the tests only), which
// shares no code with the board under test: a move list written by hand is played here first.
import { Chess } from 'chess.js';

/** The words of a move list written with spaces (`'e4 e5 '` → `['e4', 'e5']`). */
export function sanWords(moves: string): string[] {
  return moves.split(' ').filter((m) => m !== '');
}

/**
 * Plays `moves` (SAN) with chess.js, after `before`, from `fen` or the initial position, and returns
 * them as chess.js writes them; throws at the first move that is not legal.
 */
export function playedSan(
  moves: readonly string[],
  start: { readonly fen?: string | undefined; readonly before?: readonly string[] } = {},
): string[] {
  const chess = start.fen === undefined ? new Chess() : new Chess(start.fen);
  for (const san of start.before ?? []) chess.move(san);
  return moves.map((san) => chess.move(san).san);
}
