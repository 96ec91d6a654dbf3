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

/** `san` as written, once chess.js has played it from the initial position (throws at the first move that is not legal). */
export function checkedSan(san: string): string {
  playedSan(sanWords(san));
  return san;
}

/** The ICCF numeric of each SAN move of `moves` (after `before`), as chess.js plays them: the check of a hand-written expectation. */
export function iccfByChessJs(moves: string, before = ''): string[] {
  const chess = new Chess();
  const digits = (sq: string): string => `${sq.charCodeAt(0) - 96}${sq[1]}`;
  for (const san of sanWords(before)) chess.move(san);
  return sanWords(moves).map((san) => {
    const m = chess.move(san);
    return digits(m.from) + digits(m.to);
  });
}

/** The ICCF words of a text (`1.5254 5755 2.7163` → `['5254', '5755', '7163']`). */
export function iccfWords(text: string): string[] {
  return [...text.matchAll(/(?<![\d])([1-8]{4})(?![\d])/g)].map((m) => m[1]!);
}
