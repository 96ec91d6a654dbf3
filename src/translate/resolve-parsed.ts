/**
 * The board's move for a move read from text. Nearly every move goes straight to the board; a
 * pawn capture written with the two files only (`ef`, W_FILE_CAPTURE) names no rank, so it is
 * tried on each.
 */
import type { Board, ResolveFailure } from '../board/board.js';
import { err, ok, type Result } from '../core/result.js';
import { MOVE_FORM, type CastleMoveText, type Move, type PieceMoveText } from '../core/types.js';

const F = MOVE_FORM;

/** The board's move for a parsed move; a capture by files only (`ef`) is tried on every rank. */
export function resolveParsed(board: Board, parsed: PieceMoveText | CastleMoveText): Result<Move, ResolveFailure> {
  if (parsed.kind === 'piece' && parsed.form !== undefined && (parsed.form & F.fileCapture) !== 0) {
    return resolveFileCapture(board, parsed);
  }
  return board.resolve(parsed);
}

function resolveFileCapture(board: Board, parsed: PieceMoveText): Result<Move, ResolveFailure> {
  const file = parsed.to & 7;
  const found: Move[] = [];
  let promotion: ResolveFailure | undefined;
  for (let rank = 0; rank < 8; rank++) {
    const r = board.resolve({ ...parsed, to: rank * 8 + file, form: undefined });
    if (r.ok) found.push(r.value);
    else if (r.error.kind === 'promotion' || r.error.kind === 'ambiguous') promotion ??= r.error;
  }
  if (found.length === 1) return ok(found[0]!);
  if (found.length > 1) return err({ kind: 'ambiguous', candidates: found });
  return err(promotion ?? { kind: 'no-move', role: 'pawn', reason: 'no-piece', blocked: [] });
}
