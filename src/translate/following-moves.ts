/**
 * A move the text alone leaves ambiguous (`P. takes P.` where two pawn captures are legal), decided
 * by the moves written after it, as the repair search breaks its ties: each reading is played and
 * the next few moves read on from it; the one reading that lets strictly more of them read legally
 * is taken (with a warning that says so); where several read all of them, more are read; where
 * several do as well to the end, nothing is chosen.
 */
import type { Board } from '../board/board.js';
import type { Move } from '../core/types.js';
import { descriptiveMoves } from '../notation/descriptive-board.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import type { InputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import { resolveParsed } from './resolve-parsed.js';

/**
 * How many written moves after the ambiguous one are read at first to decide it; where several
 * readings read all of them, the next as many again, up to {@link FOLLOWING_MOVES_READ}
 * (`P. takes P.` twice in a row, as old books write it, may leave both readings legal for four moves).
 */
const FOLLOWING_MOVES_WINDOW = 4;

/** How many written moves after the ambiguous one are read at most (callers pass this many). */
export const FOLLOWING_MOVES_READ = 12;

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
  let candidates = moves;
  for (let window = FOLLOWING_MOVES_WINDOW; ; window += FOLLOWING_MOVES_WINDOW) {
    const read = following.slice(0, Math.min(window, FOLLOWING_MOVES_READ));
    if (read.length === 0) return undefined;
    const counts = candidates.map((m) => {
      const b = board.clone();
      b.play(m);
      return movesRead(b, input, read);
    });
    const best = Math.max(...counts);
    if (best === 0) return undefined;
    if (counts.filter((c) => c === best).length === 1) return { move: candidates[counts.indexOf(best)]!, read: best };
    // Several read as far as the other: more moves tell them apart only where they all read the whole window.
    if (best < read.length || read.length === following.length || window >= FOLLOWING_MOVES_READ) return undefined;
    candidates = candidates.filter((_, k) => counts[k] === best);
  }
}
