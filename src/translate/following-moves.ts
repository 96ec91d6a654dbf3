/**
 * A move the text alone leaves ambiguous (`P. takes P.` where two pawn captures are legal), decided
 * by the moves written after it, as the repair search breaks its ties: each reading is played and
 * the next few moves read on from it; the one reading that lets strictly more of them read legally
 * is taken (with a warning that says so); where several do as well, nothing is chosen.
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import { descriptiveMoves } from '../notation/descriptive-board.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import type { InputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import { resolveParsed } from './resolve-parsed.js';

/** How many written moves after the ambiguous one are read to decide it. */
export const FOLLOWING_MOVES_READ = 4;

/** The legal moves `token` names on `board`: algebraic first, else the descriptive notation of the input's language. */
function legalReadings(board: Board, input: InputNotation, token: string): readonly Move[] {
  const parsed = readMove(token, input);
  if (parsed.ok && parsed.value.kind !== 'null') {
    const r = resolveParsed(board, parsed.value);
    if (r.ok) return [r.value];
    if (r.error.kind === 'ambiguous') return r.error.candidates;
  }
  const dialect = descriptiveDialectOf(input);
  return (dialect === undefined ? undefined : descriptiveMoves(board, token, dialect))?.moves ?? [];
}

/** How many of `following` read as legal moves in turn on `board` (a token naming several legal moves: the best of them). */
function movesRead(board: Board, input: InputNotation, following: readonly string[]): number {
  if (following.length === 0) return 0;
  let best = 0;
  for (const m of legalReadings(board, input, following[0]!)) {
    const b = board.clone();
    b.play(m);
    best = Math.max(best, 1 + movesRead(b, input, following.slice(1)));
  }
  return best;
}

/** The one of `moves` after which strictly the most of `following` read legally, and how many; `undefined` when no one stands out. */
export function decidedByFollowing(
  board: Board,
  input: InputNotation,
  moves: readonly Move[],
  following: readonly string[],
): { readonly move: Move; readonly read: number } | undefined {
  if (following.length === 0) return undefined;
  const counts = moves.map((m) => {
    const b = board.clone();
    b.play(m);
    return movesRead(b, input, following.slice(0, FOLLOWING_MOVES_READ));
  });
  const best = Math.max(...counts);
  if (best === 0 || counts.filter((c) => c === best).length !== 1) return undefined;
  return { move: moves[counts.indexOf(best)]!, read: best };
}
