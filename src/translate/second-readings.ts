/**
 * The translator's second readings: when the standard reading of a token fails, the other
 * readings the board accepts (a check mark that tells which piece moved, look-alike characters,
 * lower-case piece letters, a shorter piece token, the four-digit ICCF promotion), and the choice
 * among them: one is taken, several are an ambiguity, none leaves the standard reading's error.
 */

import type { Board, ResolveFailure } from '../board/board.js';
import { AmbiguousMoveError, MoveSyntaxError, type MoveError } from '../core/move-errors.js';
import { err, ok, type Result } from '../core/result.js';
import type { CastleMoveText, Move, ParsedMove, PieceMoveText, Role } from '../core/types.js';
import { lenientTexts, shorterTokenTables, type LenientNote } from '../notation/lenient.js';
import type { InputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import { moveInInput, sortedBySquare } from './messages.js';
import { positionOfNext, type TokenLocation } from './move-position.js';
import { resolveParsed } from './resolve-parsed.js';
import { checkWord, markFits } from './written-notes.js';

const ICCF_PROMOTION: readonly (Role | undefined)[] = [undefined, 'queen', 'rook', 'bishop', 'knight'];

/** A reading of a token that the board accepts, with what was assumed to get it. */
export interface Reading {
  readonly move: Move;
  readonly parsed: PieceMoveText | CastleMoveText;
  readonly notes: readonly LenientNote[];
  /** For a reading with a shorter piece token: the longer token it split and the shorter one it read (`מה`, `מ`). */
  readonly split?: readonly [long: string, short: string];
}

/**
 * When the standard reading of a token fails: other readings the board accepts (a check mark
 * that tells which piece moved, look-alike characters, lower-case piece letters, the four-digit
 * ICCF promotion). One fitting reading is returned, with its notes (an error that names it when
 * the input is strict); several are an ambiguity; none leaves the standard reading's error
 * (undefined is returned).
 */
export function secondReading(
  board: Board,
  input: InputNotation,
  token: string,
  at: TokenLocation,
  parsed: ParsedMove | undefined,
  failure: ResolveFailure | undefined,
  reason: string,
): Result<Reading, MoveError> | undefined {
  const readings: Reading[] = [];
  if (failure?.kind === 'ambiguous' && parsed !== undefined && parsed.kind !== 'null' && parsed.check !== undefined) {
    const fitting = failure.candidates.filter((m) => markFits(parsed.check, parsed.form, board.describe(m).check));
    if (fitting.length === 1) {
      const all = sortedBySquare(failure.candidates)
        .map((m) => moveInInput(m, input))
        .join(' or ');
      readings.push({
        move: fitting[0]!,
        parsed,
        notes: [
          {
            code: 'W_DISAMBIGUATION_MISSING',
            detail: `${all} fit; only ${moveInInput(fitting[0]!, input)} gives ${checkWord(parsed.check)}`,
          },
        ],
      });
    }
  }
  if (input.kind === 'algebraic') {
    // A shorter piece letter where the longer one leads nowhere on the board (Bengali `Ghxf2`: the bishop G from the h-file).
    // Read with the locale's second readings too (Hebrew `מה8`: the king מ on the e-file ה), these cost more than
    // any reading that keeps the longer token (`מהה2`: the queen to e2, not the king from the e-file).
    const shorter: Reading[] = [];
    for (const [long, table] of shorterTokenTables(input.pieces)) {
      if (!token.startsWith(long)) continue;
      const r = readMove(token, { ...input, pieces: table });
      if (r.ok && r.value.kind !== 'null') {
        const res = resolveParsed(board, r.value);
        if (res.ok) readings.push({ move: res.value, parsed: r.value, notes: [] });
      }
      for (const alt of lenientTexts(token, table, { englishLetters: input.englishLetters !== false })) {
        const a = readMove(alt.text, { ...input, pieces: table });
        if (!a.ok || a.value.kind === 'null') continue;
        const res = resolveParsed(board, a.value);
        const short = table.tokens.find((t) => long.startsWith(t)) ?? long;
        if (res.ok) shorter.push({ move: res.value, parsed: a.value, notes: alt.notes, split: [long, short] });
      }
    }
    const upperCased: Reading[] = [];
    for (const alt of lenientTexts(token, input.pieces, { englishLetters: input.englishLetters !== false })) {
      const r = readMove(alt.text, input);
      if (!r.ok || r.value.kind === 'null') continue;
      const res = resolveParsed(board, r.value);
      if (res.ok) (alt.tier === 2 ? upperCased : readings).push({ move: res.value, parsed: r.value, notes: alt.notes });
    }
    if (readings.length === 0) readings.push(...shorter);
    else if (readings.length === 1) {
      // Where the longer token's reading and the shorter one's are both legal, two games part: say so.
      const kept = readings[0]!;
      // (A king's reading with its origin file or rank alone is none: a king never needs one, and no text writes it.)
      const other = shorter.find(
        (o) => (o.move.from !== kept.move.from || o.move.to !== kept.move.to) && !(o.move.role === 'king' && originAlone(o.parsed)),
      );
      if (other !== undefined) {
        readings[0] = {
          ...kept,
          notes: [
            ...kept.notes,
            {
              code: 'W_READING_AMBIGUOUS',
              detail: `"${other.split![0]}" read as one piece token; read as "${other.split![1]}" and a file it would be ${moveInInput(other.move, input)}, also legal (two games part here)`,
            },
          ],
        };
      }
    }
    // A lower-case letter is a piece only where nothing else fits; where a look-alike reading
    // and a piece reading both fit as different moves (Russian `сc3`: Cyrillic с as the file c,
    // or as the bishop С), neither is chosen silently: the two are reported as an ambiguity.
    if (readings.length === 0 || upperCased.some((u) => !readings.some((r) => u.move.from === r.move.from && u.move.to === r.move.to))) {
      readings.push(...upperCased);
    }
  } else if (parsed !== undefined && parsed.kind === 'piece') {
    const short = shortPromotion(board, parsed);
    if (short !== undefined) {
      const res = board.resolve(short);
      if (res.ok) {
        readings.push({
          move: res.value,
          parsed: short,
          notes: [
            {
              code: 'W_ICCF_SHORT_PROMOTION',
              detail: 'promotion in the non-standard four-digit form (the fourth digit names the piece)',
            },
          ],
        });
      }
    }
  }
  if (readings.length === 0) return undefined;
  const distinct: Reading[] = [];
  for (const r of readings) {
    if (!distinct.some((d) => d.move.from === r.move.from && d.move.to === r.move.to && d.move.promotion === r.move.promotion))
      distinct.push(r);
  }
  if (distinct.length > 1) {
    const list = distinct.map((d) => `${moveInInput(d.move, input)} (${d.notes.map((n) => n.detail).join(', ')})`);
    return err(
      new AmbiguousMoveError(
        positionOfNext(board, token, at),
        `${token} can be read more than one way: ${list.join(' or ')}`,
        sortedBySquare(distinct.map((d) => d.move)).map((m) => moveInInput(m, input)),
      ),
    );
  }
  const only = distinct[0]!;
  if (input.strict === true) {
    const details = only.notes.map((n) => n.detail).join(', ');
    return err(
      new MoveSyntaxError(
        positionOfNext(board, token, at),
        `${reason} (a lenient reading would take it as ${moveInInput(only.move, input)}: ${details}) [${only.notes[0]!.code}]`,
      ),
    );
  }
  return ok(only);
}

/** `6762` read as `67682`: a pawn on its 7th rank, the target file, and the promotion digit for the target rank. */
function shortPromotion(board: Board, parsed: PieceMoveText): PieceMoveText | undefined {
  if (parsed.role !== undefined || parsed.promotion !== undefined || parsed.fromFile === undefined || parsed.fromRank === undefined) {
    return undefined;
  }
  const white = board.turn === 'white';
  if (parsed.fromRank !== (white ? 6 : 1)) return undefined;
  const piece = board.pieceAt(parsed.fromRank * 8 + parsed.fromFile);
  if (piece === undefined || piece.role !== 'pawn' || piece.color !== board.turn) return undefined;
  const promotion = ICCF_PROMOTION[(parsed.to >> 3) + 1];
  if (promotion === undefined) return undefined;
  return { ...parsed, to: (white ? 56 : 0) + (parsed.to & 7), promotion };
}

/** A piece move written with its origin's file or rank alone (a disambiguation, not the long form). */
function originAlone(parsed: PieceMoveText | CastleMoveText): boolean {
  return parsed.kind === 'piece' && (parsed.fromFile === undefined) !== (parsed.fromRank === undefined);
}

/** A token that reads only leniently (look-alike characters: Latin `C` for Cyrillic `С`), whose reading the board refuses. */
export interface RefusedReading {
  readonly parsed: PieceMoveText | CastleMoveText;
  readonly failure: ResolveFailure;
  readonly notes: readonly LenientNote[];
}

/**
 * Where the standard reading of `token` fails as text and no second reading is legal (see {@link secondReading}): the
 * first lenient reading that is a move the board refuses (`Ce1—d2` in Russian, the Latin C read as the bishop С, where no
 * bishop stands on e1), so the error says what is wrong on the board rather than that the letter is unknown; undefined
 * where no lenient reading reads as a move. Only readings of the first tier (characters replaced, not a letter put in upper case).
 */
export function refusedLenientReading(board: Board, input: InputNotation, token: string): RefusedReading | undefined {
  if (input.kind !== 'algebraic') return undefined;
  // (not a reading in another language's letters, english-letters.ts: `Qf3` in German is no German move, whatever the board says)
  for (const alt of lenientTexts(token, input.pieces, { englishLetters: false })) {
    if (alt.tier === 2) continue;
    const r = readMove(alt.text, input);
    if (!r.ok || r.value.kind === 'null') continue;
    const res = resolveParsed(board, r.value);
    if (!res.ok && res.error.kind !== 'ambiguous') return { parsed: r.value, failure: res.error, notes: alt.notes };
  }
  return undefined;
}
