/**
 * Descriptive notation read where an algebraic token fails (English `P-K4`, `N-B3`, `PxP`, `Q×P+`;
 * Spanish `P4R`, `C3AR`, `AxC`; Portuguese and French alike): the one legal move it names, for the translator (translator.ts) to accept.
 */
import type { Board } from '../board/board.js';
import { AmbiguousMoveError, IllegalMoveError, PromotionError, type MoveError } from '../core/move-errors.js';
import { err, ok, type Result } from '../core/result.js';
import { MOVE_FORM, type CastleMoveText, type PieceMoveText } from '../core/types.js';
import { descriptiveMoves } from '../notation/descriptive-board.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import type { LenientNote } from '../notation/lenient.js';
import type { InputNotation } from '../notation/notation.js';
import { decidedByFollowing } from './following-moves.js';
import { moveInInput } from './messages.js';
import { positionOfNext, type TokenLocation } from './move-position.js';
import type { Reading } from './second-readings.js';
import { markFits } from './written-notes.js';

const F = MOVE_FORM;

/**
 * A token in the descriptive notation of the input's language (`P-K4`, `N-B3`, `PxP`; Spanish `P4R`): the one legal move it names,
 * with a W_DESCRIPTIVE note (a game written so gets one W_STYLE note instead); several are an
 * ambiguity, none an error, unless the moves written after it (`following`) read legally after
 * one of them only (following-moves.ts): that one, with a W_READING_AMBIGUOUS note.
 * `undefined` when the token is not descriptive notation.
 */
export function descriptiveReading(
  board: Board,
  input: InputNotation,
  token: string,
  at: TokenLocation,
  following: readonly string[] = [],
): Result<Reading, MoveError> | undefined {
  const dialect = descriptiveDialectOf(input);
  const d = dialect === undefined ? undefined : descriptiveMoves(board, token, dialect);
  if (d === undefined) return undefined;
  const notation = `${dialect!.language} descriptive notation`;
  const read = `read as ${d.text.kind === 'move' && d.text.hybrid === true ? 'a descriptive-style move with an algebraic square' : notation}: ${d.meaning}`;
  const t = d.text;
  let moves = d.moves;
  // Books write no more than tells the move apart, the check mark included (`Q×P+`: the one capture that checks).
  if (moves.length > 1 && t.check !== undefined) {
    const form = t.checkOrMate ? F.checkOrMate : undefined;
    const checking = moves.filter((m) => markFits(t.check, form, board.describe(m).check));
    if (checking.length > 0) moves = checking;
  }
  let decided: string | undefined;
  if (moves.length > 1) {
    const d = decidedByFollowing(board, input, moves, following);
    if (d !== undefined) {
      const list = moves.map((m) => moveInInput(m, input)).join(' or ');
      decided = `${token} alone is ambiguous (${list}); the next ${d.read} written move${d.read === 1 ? '' : 's'} (${following.slice(0, d.read).join(' ')}) read legally after this one only`;
      moves = [d.move];
    }
  }
  if (moves.length !== 1) {
    const p = positionOfNext(board, token, at);
    if (moves.length === 0) {
      return err(
        d.reason !== undefined ? new PromotionError(p, `${d.reason} (${read})`) : new IllegalMoveError(p, `no legal move fits (${read})`),
      );
    }
    const list = moves.map((m) => moveInInput(m, input));
    return err(new AmbiguousMoveError(p, `${token} is ambiguous: ${list.join(' or ')} (${read})`, list));
  }
  const move = moves[0]!;
  const parsed: PieceMoveText | CastleMoveText =
    t.kind === 'castle'
      ? { kind: 'castle', side: move.castle!, check: t.check, glyph: t.glyph, form: t.checkOrMate ? F.checkOrMate : undefined }
      : {
          kind: 'piece',
          role: move.role,
          fromFile: undefined,
          fromRank: undefined,
          to: move.to,
          capture: move.captured !== undefined,
          promotion: move.promotion,
          check: t.check,
          glyph: t.glyph,
          form: t.checkOrMate ? F.checkOrMate : undefined,
        };
  const detail = t.kind === 'move' && t.hybrid === true ? 'a piece named as descriptive notation does, with an algebraic square' : notation;
  const notes: LenientNote[] = [{ code: 'W_DESCRIPTIVE', detail, form: { kind: 'notation', language: dialect!.language } }];
  return ok({ move, parsed, notes: decided === undefined ? notes : [...notes, { code: 'W_READING_AMBIGUOUS', detail: decided }] });
}
