/**
 * The pipeline for one sequence of moves: text → normalized move → board → emitter.
 * A translator keeps the board of the game it is reading.
 *
 * Reading is permissive by default, as a careful arbiter reads a scoresheet: what is not standard
 * notation but still names exactly one legal move (`Se5` for a capture, `0-0`, `sf3`, `е4` with a
 * Cyrillic е, a missing or wrong check mark …) is read, and a warning with the move's position
 * says what was assumed. Standard notation gives no warnings, and the hot path for it allocates
 * nothing more. With a strict input notation every such warning is an error instead.
 *
 * The class keeps the game's state (the board, a "+" not yet verified) and the hot path; what
 * needs no state is beside it: second-readings.ts (the readings tried when the standard one
 * fails), descriptive-reading.ts (descriptive notation: English `P-K4`, Spanish `P4R`), written-notes.ts (what the text
 * says beyond the move, as warnings), resolve-parsed.ts (the board's move for a move read),
 * move-position.ts (where a move is, for reports) and write-move.ts (the output notation).
 */
import { hasAnyLegalMove, playedCapture, type Board, type ResolveFailure } from '../board/board.js';
import {
  AmbiguousMoveError,
  IllegalMoveError,
  MoveSyntaxError,
  PromotionError,
  type MoveError,
  type MoveWarning,
} from '../core/move-errors.js';
import { err, ok, type Result } from '../core/result.js';
import { MOVE_FORM, type CastleMoveText, type Move, type ParsedMove, type PieceMoveText } from '../core/types.js';
import { formatNumeric, formatNumericPlayed } from '../emit/iccf.js';
import { formatSan } from '../emit/san.js';
import type { LenientNote } from '../notation/lenient.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import { readsDescriptive } from '../notation/descriptive-board.js';
import { descriptiveReading } from './descriptive-reading.js';
import { resolveParsed } from './resolve-parsed.js';
import { refusedLenientReading, secondReading } from './second-readings.js';
import { positionOfLast, positionOfNext, type TokenLocation } from './move-position.js';
import { moveInInput, resolveFailureMessage, sortedBySquare } from './messages.js';
import { writeMove, writeNullMove } from './write-move.js';
import { checkWord, writtenNotes } from './written-notes.js';

/** One translated move: the text written, the move on the board (undefined for a null move). */
export interface TranslatedMove {
  readonly text: string;
  readonly move: Move | undefined;
  readonly parsed: ParsedMove;
  /** What a lenient reading assumed about this move; `undefined` when it is written in standard notation. */
  readonly warnings: readonly MoveWarning[] | undefined;
}

const F = MOVE_FORM;
/** Where a move is when nobody asked (its warnings are never reported). */
const NO_PLACE: TokenLocation = Object.freeze({ line: 1, column: 1 });

export class MoveTranslator {
  private readonly strict: boolean;
  private readonly algebraic: boolean;
  /** English, Spanish, Portuguese or French input: a token that is no algebraic move is tried as descriptive notation (`P-K4`, `P4R`). */
  private readonly descriptive: boolean;
  /** The last move, when it was marked "+" and gives check: it may be mate, which finish() tells. */
  private unverifiedToken: string | undefined = undefined;
  private unverifiedAt: TokenLocation | undefined = undefined;

  /** ICCF numeric output on a board that plays texts in one step ({@link Board.playText}): the express lane's quick path. */
  private readonly quickNumeric: boolean;

  constructor(
    readonly board: Board,
    readonly input: InputNotation,
    readonly output: OutputNotation,
  ) {
    this.strict = input.strict === true;
    this.algebraic = input.kind === 'algebraic';
    this.descriptive = readsDescriptive(input);
    this.quickNumeric = output.kind === 'numeric' && board.playText !== undefined && !this.strict;
  }

  /**
   * Warnings that only the end of a line can give: its last move marked "+" where it mates (a
   * mate ends the game, so no move before the last can be one). Call once after the last move of
   * each line (main line and each variation); `undefined` when there is nothing to say.
   */
  finish(): MoveWarning[] | undefined {
    const token = this.unverifiedToken;
    if (token === undefined) return undefined;
    this.unverifiedToken = undefined;
    if (hasAnyLegalMove(this.board)) return undefined;
    return [
      {
        code: 'W_CHECK_WRONG',
        message: 'marked as check, but the move gives mate (standard: #)',
        position: positionOfLast(this.board, token, this.unverifiedAt ?? { line: 1, column: 1 }),
      },
    ];
  }

  /**
   * Reads, checks, writes and plays one move. On failure the board is unchanged. `following`: the
   * moves written after it, which decide a descriptive move the text alone leaves ambiguous.
   */
  translate(
    token: string,
    at: TokenLocation = { line: 1, column: 1 },
    following: readonly string[] = [],
  ): Result<TranslatedMove, MoveError> {
    const parsedResult = readMove(token, this.input);
    if (!parsedResult.ok) {
      if (this.descriptive) {
        const d = this.tryDescriptiveReading(token, at, following);
        if (d !== undefined) return d;
      }
      const reason = parsedResult.error.reason;
      const second = this.trySecondReading(token, at, undefined, undefined, reason);
      if (second !== undefined) return second;
      // (`Ce1—d2` in Russian: the Latin C reads as the bishop С, which is not on e1: the board's reason, not the letter's)
      const refused = this.strict ? undefined : refusedLenientReading(this.board, this.input, token);
      if (refused !== undefined) {
        const why = resolveFailureMessage(refused.failure, refused.parsed, token, this.input);
        const read = refused.notes.map((n) => n.detail).join(', ');
        const p = positionOfNext(this.board, token, at);
        const reason = `${why} (${read})`;
        return err(refused.failure.kind === 'promotion' ? new PromotionError(p, reason) : new IllegalMoveError(p, reason));
      }
      return err(new MoveSyntaxError(positionOfNext(this.board, token, at), reason));
    }
    return this.translateParsed(parsedResult.value, token, at);
  }

  /** As {@link translate}, for a move already read by a grammar. */
  translateParsed(parsed: ParsedMove, token: string, at: TokenLocation): Result<TranslatedMove, MoveError> {
    if (parsed.kind === 'null') {
      this.board.playNull();
      return ok({ text: writeNullMove(this.output), move: undefined, parsed, warnings: undefined });
    }
    const resolved = resolveParsed(this.board, parsed);
    if (!resolved.ok) {
      const f = resolved.error;
      const reason = resolveFailureMessage(f, parsed, token, this.input);
      const second = this.trySecondReading(token, at, parsed, f, reason);
      if (second !== undefined) return second;
      const p = positionOfNext(this.board, token, at);
      if (f.kind === 'ambiguous') {
        return err(
          new AmbiguousMoveError(
            p,
            reason,
            sortedBySquare(f.candidates).map((m) => moveInInput(m, this.input)),
          ),
        );
      }
      return err(f.kind === 'promotion' ? new PromotionError(p, reason) : new IllegalMoveError(p, reason));
    }
    const move = resolved.value;
    // The fast path, for plain standard SAN and ICCF numeric (nearly every move of an archive):
    // nothing to note before the move is played, and the check mark is checked after it.
    if (this.isPlain(parsed, move)) {
      const text = writeMove(this.board, move, this.output);
      return ok({ text, move, parsed, warnings: this.playPlain(parsed, move, token, at) });
    }
    return this.accept(move, parsed, token, at, undefined);
  }

  /** Plays a plain move (see {@link isPlain}); what its check mark says, when it does not fit. */
  private playPlain(parsed: PieceMoveText | CastleMoveText, move: Move, token: string, at: TokenLocation): MoveWarning[] | undefined {
    this.board.play(move);
    this.unverifiedToken = undefined;
    if (this.algebraic && (parsed.check !== undefined || this.board.isCheck())) return this.checkAfterPlay(parsed, token, at, undefined);
    return undefined;
  }

  /**
   * What {@link isPlain} checks of the text alone (all but the capture mark, which needs the
   * move): no origin on a piece move, none on a pawn move unless it is written as a capture.
   */
  private plainBeforeResolving(parsed: PieceMoveText | CastleMoveText): boolean {
    return (
      parsed.kind === 'castle' ||
      parsed.role === undefined ||
      (parsed.role === 'pawn'
        ? parsed.fromFile === undefined || parsed.capture
        : parsed.fromFile === undefined && parsed.fromRank === undefined)
    );
  }

  /**
   * Whether a move read in standard notation says no more and no less than standard notation
   * would (capture mark, origin), so nothing needs noting before it is played.
   */
  private isPlain(parsed: PieceMoveText | CastleMoveText, move: Move): boolean {
    return (
      parsed.form === undefined &&
      !this.strict &&
      (parsed.kind === 'castle' ||
        parsed.role === undefined ||
        (parsed.capture === (move.captured !== undefined) &&
          (parsed.role === 'pawn'
            ? parsed.fromFile === undefined || move.captured !== undefined
            : parsed.fromFile === undefined && parsed.fromRank === undefined)))
    );
  }

  /**
   * The express lane's step (translate/express.ts): translates and plays `parsed` when it is a
   * plain move in standard notation whose check mark fits, and returns its text. Anything else
   * (an error, a warning, a non-standard form, strict reading) gives `undefined`, after which the
   * translator's state is unspecified: the caller gives the line up and reads it again with
   * {@link translateParsed}, which says what is wrong.
   */
  translateIfPlain(parsed: PieceMoveText | CastleMoveText, token: string): string | undefined {
    if (this.quickNumeric && parsed.form === undefined && this.plainBeforeResolving(parsed)) {
      // Resolved and played at once; what isPlain checks of the move is checked after.
      const played = this.board.playText!(parsed);
      if (played < 0) return undefined;
      if (parsed.kind === 'piece' && parsed.role !== undefined && parsed.capture !== playedCapture(played)) return undefined;
      this.unverifiedToken = undefined;
      if (
        this.algebraic &&
        (parsed.check !== undefined || this.board.isCheck()) &&
        this.checkAfterPlay(parsed, token, NO_PLACE, undefined)
      ) {
        return undefined;
      }
      return formatNumericPlayed(played);
    }
    const resolved = resolveParsed(this.board, parsed);
    if (!resolved.ok) return undefined;
    const move = resolved.value;
    if (!this.isPlain(parsed, move)) {
      // A piece's origin (Sbd7) or a capture mark: accept() checks it against the board.
      const r = this.accept(move, parsed, token, NO_PLACE, undefined);
      return r.ok && r.value.warnings === undefined ? r.value.text : undefined;
    }
    const text = writeMove(this.board, move, this.output);
    return this.playPlain(parsed, move, token, NO_PLACE) === undefined ? text : undefined;
  }

  /**
   * Checks what was written against the board's facts (capture and check marks, origin, lenient
   * forms), then writes and plays the move. `notes` are assumptions made to read the token.
   */
  private accept(
    move: Move,
    parsed: PieceMoveText | CastleMoveText,
    token: string,
    at: TokenLocation,
    notes: LenientNote[] | undefined,
  ): Result<TranslatedMove, MoveError> {
    const written = writtenNotes(this.board, this.input, move, parsed, token, notes);
    notes = written.notes;
    let facts = written.facts;
    let warnings: MoveWarning[] | undefined;
    if (notes !== undefined) {
      facts ??= this.board.describe(move);
      const position = positionOfNext(this.board, token, at);
      const readAs = moveInInput(move, this.input);
      const standard = this.input.kind === 'algebraic' ? formatSan(move, facts, this.input.locale) : formatNumeric(move);
      const tail = readAs === standard ? `; read as ${readAs}` : `; read as ${readAs} (standard: ${standard})`;
      if (this.strict) {
        const first = notes[0]!;
        return err(new MoveSyntaxError(position, `not standard notation: ${first.detail}${tail} [${first.code}]`));
      }
      warnings = notes.map((n) => ({ code: n.code, message: n.detail + tail, position, ...(n.form ? { form: n.form } : {}) }));
    }
    const text = writeMove(this.board, move, this.output, facts);
    this.board.play(move);
    // This move was resolved, so the position before it was no mate: a "+" on the move before stands.
    this.unverifiedToken = undefined;
    if (this.algebraic && !this.strict) warnings = this.checkAfterPlay(parsed, token, at, warnings);
    return ok({ text, move, parsed, warnings });
  }

  /**
   * The check mark against the board, after the move was played: the board knows whether the side
   * to move is in check, so only a wrong mark makes it look for a reply (mate or check?). A "+" on
   * a move that gives check stays unverified until the next move shows the position was no mate,
   * or finish() looks (mate ends a game, so only a line's last move can be one).
   */
  private checkAfterPlay(
    parsed: PieceMoveText | CastleMoveText,
    token: string,
    at: TokenLocation,
    warnings: MoveWarning[] | undefined,
  ): MoveWarning[] | undefined {
    const mark = parsed.check;
    const form = parsed.form;
    const inCheck = this.board.isCheck();
    if (mark === undefined) {
      if (inCheck && (form === undefined || (form & F.coordinates) === 0)) {
        const mate = !hasAnyLegalMove(this.board);
        (warnings ??= []).push({
          code: 'W_CHECK_MISSING',
          message: `the move gives ${mate ? 'mate' : 'check'}, but no mark is written (standard: ${mate ? '#' : '+'})`,
          position: positionOfLast(this.board, token, at),
        });
      }
    } else if (!inCheck) {
      (warnings ??= []).push({
        code: 'W_CHECK_WRONG',
        message: `marked as ${checkWord(mark)}, but the move gives no check (standard: no mark)`,
        position: positionOfLast(this.board, token, at),
      });
    } else if (form === undefined || (form & F.checkOrMate) === 0) {
      if (mark === 'mate') {
        if (hasAnyLegalMove(this.board)) {
          (warnings ??= []).push({
            code: 'W_CHECK_WRONG',
            message: 'marked as mate, but the move gives check (standard: +)',
            position: positionOfLast(this.board, token, at),
          });
        }
      } else {
        this.unverifiedToken = token;
        this.unverifiedAt = at;
      }
    }
    return warnings;
  }

  /**
   * When the standard reading of a token fails: the one other reading the board accepts
   * ({@link secondReading}), checked, written and played; the error when there are several or the
   * input is strict; `undefined` when there is none (the standard reading's error stands).
   */
  private trySecondReading(
    token: string,
    at: TokenLocation,
    parsed: ParsedMove | undefined,
    failure: ResolveFailure | undefined,
    reason: string,
  ): Result<TranslatedMove, MoveError> | undefined {
    const second = secondReading(this.board, this.input, token, at, parsed, failure, reason);
    if (second === undefined || !second.ok) return second;
    return this.accept(second.value.move, second.value.parsed, token, at, [...second.value.notes]);
  }

  /**
   * A token in descriptive notation (`P-K4`, Spanish `P4R`): the move {@link descriptiveReading} finds,
   * checked, written and played; its error; `undefined` when the token is not descriptive notation.
   */
  private tryDescriptiveReading(
    token: string,
    at: TokenLocation,
    following: readonly string[],
  ): Result<TranslatedMove, MoveError> | undefined {
    const d = descriptiveReading(this.board, this.input, token, at, following);
    if (d === undefined || !d.ok) return d;
    return this.accept(d.value.move, d.value.parsed, token, at, [...d.value.notes]);
  }
}
