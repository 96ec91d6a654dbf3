/**
 * Reference resolution of a parsed move against a full list of legal moves.
 * Slow (it needs every legal move) but simple; board engines without a faster path use it,
 * and the differential tests hold faster engines to its answers.
 */
import { err, ok, type Result } from '../core/result.js';
import type { CastleMoveText, Move, PieceMoveText, Role, Square } from '../core/types.js';
import type { Board, ResolveFailure } from './board.js';

const PROMOTABLE: ReadonlySet<Role> = new Set(['queen', 'rook', 'bishop', 'knight']);

/**
 * Finds the one legal move that `text` describes.
 * `attackers(role)` lists the squares of the mover's pieces of that role that attack `text.to`
 * when pins and checks are ignored (for the "king-in-check" reason); it may return [].
 */
export function resolveAmong(
  board: Pick<Board, 'pieceAt' | 'turn'>,
  legal: readonly Move[],
  text: PieceMoveText | CastleMoveText,
  pseudoLegalFrom: (role: Role, to: Square) => readonly Square[],
): Result<Move, ResolveFailure> {
  if (text.kind === 'castle') {
    const m = legal.find((mv) => mv.castle === text.side);
    return m ? ok(m) : err({ kind: 'no-move', role: 'king', reason: 'castling', blocked: [] });
  }
  let role = text.role;
  if (role === undefined) {
    // Squares only (ICCF, UCI, e2-e4): the piece is whatever stands on the origin.
    if (text.fromFile === undefined || text.fromRank === undefined) {
      role = 'pawn';
    } else {
      const from = text.fromRank * 8 + text.fromFile;
      const piece = board.pieceAt(from);
      if (!piece) return err({ kind: 'no-move', role: undefined, reason: 'empty-origin', blocked: [] });
      if (piece.color !== board.turn) {
        return err({ kind: 'no-move', role: piece.role, reason: 'wrong-color', blocked: [] });
      }
      role = piece.role;
    }
  }
  // A pawn move written without an origin file is a push along its file (`e4`); a capture names
  // the file it comes from (`exd5`). So `f6` is never the en passant capture exf6.
  const fromFile = role === 'pawn' && text.fromFile === undefined ? text.to & 7 : text.fromFile;
  // Castling is written O-O / O-O-O, or as the king's move with both squares (e1g1, 5171);
  // a SAN king move `Kg1` is not castling.
  const squaresOnly = text.fromFile !== undefined && text.fromRank !== undefined;
  const fits = legal.filter(
    (m) =>
      m.role === role &&
      m.to === text.to &&
      (fromFile === undefined || (m.from & 7) === fromFile) &&
      (text.fromRank === undefined || m.from >> 3 === text.fromRank) &&
      (m.castle === undefined || squaresOnly),
  );
  if (fits.length === 0) {
    if (board.pieceAt(text.to)?.color === board.turn) {
      return err({ kind: 'no-move', role, reason: 'own-piece', blocked: [] });
    }
    const blockedFrom = pseudoLegalFrom(role, text.to).filter(
      (sq) =>
        (fromFile === undefined || (sq & 7) === fromFile) &&
        (text.fromRank === undefined || sq >> 3 === text.fromRank),
    );
    const blocked: Move[] = blockedFrom.map((from) => ({
      from,
      to: text.to,
      role: role!,
      color: board.turn,
      promotion: undefined,
      captured: board.pieceAt(text.to)?.role,
      castle: undefined,
      enPassant: false,
    }));
    return err({ kind: 'no-move', role, reason: blocked.length ? 'king-in-check' : 'no-piece', blocked });
  }
  const first = fits[0]!;
  if (first.promotion !== undefined) {
    if (text.promotion === undefined) return err({ kind: 'promotion', reason: 'missing', move: first });
    if (!PROMOTABLE.has(text.promotion)) return err({ kind: 'promotion', reason: 'bad-piece', move: first });
    const chosen = fits.filter((m) => m.promotion === text.promotion);
    return chosen.length === 1 ? ok(chosen[0]!) : err({ kind: 'ambiguous', candidates: chosen });
  }
  if (text.promotion !== undefined) return err({ kind: 'promotion', reason: 'not-a-promotion', move: first });
  return fits.length === 1 ? ok(first) : err({ kind: 'ambiguous', candidates: fits });
}

/** Standard SAN disambiguation: which parts of the origin square a writer must add. */
export function disambiguationAmong(
  legal: readonly Move[],
  move: Move,
): { disambiguateFile: boolean; disambiguateRank: boolean } {
  if (move.role === 'pawn' || move.role === 'king') return { disambiguateFile: false, disambiguateRank: false };
  let others = 0;
  let sameFile = false;
  let sameRank = false;
  for (const m of legal) {
    if (m.role !== move.role || m.to !== move.to || m.from === move.from) continue;
    if (m.promotion !== move.promotion) continue;
    others++;
    if ((m.from & 7) === (move.from & 7)) sameFile = true;
    if (m.from >> 3 === move.from >> 3) sameRank = true;
  }
  if (others === 0) return { disambiguateFile: false, disambiguateRank: false };
  if (!sameFile) return { disambiguateFile: true, disambiguateRank: false };
  if (!sameRank) return { disambiguateFile: false, disambiguateRank: true };
  return { disambiguateFile: true, disambiguateRank: true };
}
