/**
 * What a move's text says beyond the move, checked against the board: the lenient forms it was
 * read in (`Se5` for a capture, `0-0`, an en dash …), a capture or check mark that does not fit,
 * an origin standard SAN does not write. Each is a note (a W_* code and a detail) that the
 * translator (translator.ts) turns into a warning, or into an error when the input is strict.
 */
import type { Board } from '../board/board.js';
import type { MoveWarningCode, WrittenForm } from '../core/move-errors.js';
import { squareName } from '../core/square.js';
import {
  MOVE_FORM,
  type CastleMoveText,
  type Move,
  type MoveFacts,
  type ParsedMove,
  type PieceMoveText,
  type Role,
} from '../core/types.js';
import type { LenientNote } from '../notation/lenient.js';
import { nagText, stressedGlyph, stressedReason, stressedRunIn } from '../pgn/glyphs.js';
import type { InputNotation } from '../notation/notation.js';
import { extraOriginDetail, moveInInput } from './messages.js';

const F = MOVE_FORM;

/** Does the board's check fact agree with the mark written (`++` and `‡` may mean either)? */
export function markFits(mark: ParsedMove['check'], form: number | undefined, actual: MoveFacts['check']): boolean {
  if (mark === actual) return true;
  return mark !== undefined && actual !== undefined && form !== undefined && (form & F.checkOrMate) !== 0;
}

/** The first of `signs` found in `token`. */
function signIn(token: string, signs: readonly string[]): string {
  return signs.find((s) => token.includes(s)) ?? signs[0]!;
}

/** English piece letters, for readings of a pawn letter that is also one of them. */
const ENGLISH_ROLES: Readonly<Record<string, Role>> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };

const ROLE_ARTICLE: Readonly<Record<Role, string>> = {
  pawn: 'a pawn',
  knight: 'a knight',
  bishop: 'a bishop',
  rook: 'a rook',
  queen: 'a queen',
  king: 'a king',
};

/** The names of the separators other than "-" that mark a move W_DASH. */
const DASH_NAMES: Readonly<Record<string, string>> = {
  '–': 'en dash',
  '—': 'em dash',
  '‐': 'hyphen U+2010',
  '‑': 'non-breaking hyphen',
  '−': 'minus sign',
  '->': 'arrow',
  '→': 'arrow',
};
const DASHES = Object.keys(DASH_NAMES);

/** Whether the move is written with a colon after it (`Fd5:`, MOVE_FORM.captureAfter) and captures nothing: the colon is punctuation. */
function colonAfter(form: number, move: Move): boolean {
  return (form & F.captureAfter) !== 0 && move.captured === undefined;
}

/** What the lenient bits of `form` assumed about `move`, added to `notes`. */
function formNotes(form: number, move: Move, token: string, notes: LenientNote[] | undefined): LenientNote[] | undefined {
  const add = (code: MoveWarningCode, detail: string, form?: WrittenForm): void => {
    (notes ??= []).push(form ? { code, detail, form } : { code, detail });
  };
  if (form & F.glued) add('W_NO_SPACE', 'no space between this move and what follows');
  if (form & F.castleForm) add('W_CASTLE_FORM', `castling written "${/[O0o][-–—‐‑−][O0o]([-–—‐‑−][O0o])?/.exec(token)?.[0] ?? token}"`);
  if (form & F.spaced)
    add('W_SPACING', /^[a-h] [1-8]/.test(token) ? 'a space between the file and the rank' : 'spaces around the separator');
  if (form & F.dash) {
    const dash = signIn(token, DASHES);
    add('W_DASH', `separator "${dash}" (${DASH_NAMES[dash]}) instead of "-"`, { kind: 'sign', written: dash });
  }
  // (a colon after a move that captures nothing is no capture mark but punctuation: `2...Sf6: Russisch`)
  if (colonAfter(form, move)) add('W_PUNCTUATION', '":" after the move', { kind: 'sign', written: ':' });
  else if (form & F.captureSymbol) add('W_CAPTURE_SYMBOL', `capture written "${signIn(token, [':', '×', 'X'])}" instead of "x"`);
  if (form & F.fileCapture) add('W_FILE_CAPTURE', 'pawn capture written with the two files only');
  if (form & F.dashCapture) add('W_DASH_CAPTURE', 'capture written as a hyphen between spaces ("C - d4") instead of "x"');
  if (form & F.fileDash) add('W_FILE_DASH', 'a hyphen between the origin file and the square ("Cb-d7")');
  if (form & F.markOrder) add('W_MARK_ORDER', 'check or mate mark written after the glyph (PGN writes the mark first)');
  if (form & F.glyphStressed) {
    const marks = stressedRunIn(token) ?? '';
    const glyph = stressedGlyph(marks) ?? '';
    add('W_GLYPH_STRESSED', `"${marks}" read as "${glyph}" (${nagText(glyph)}): ${stressedReason(marks)}`);
  }
  if (form & F.pawnLetter) add('W_PAWN_LETTER', 'pawn letter written (standard SAN writes pawn moves without a letter)');
  if (form & F.pawnRank) add('W_DISAMBIGUATION_EXTRA', 'origin rank of the pawn written');
  if (form & F.promotionForm) add('W_PROMOTION_FORM', 'promotion piece written without "="');
  if (form & F.checkSymbol) add('W_CHECK_SYMBOL', `check mark written "${signIn(token, ['++', '†', '‡', 'X', '×'])}"`);
  if (form & F.enPassantMark) {
    if (move.enPassant) add('W_EN_PASSANT_MARK', '"e.p." written (standard SAN leaves it out)');
    else add('W_EN_PASSANT_WRONG', '"e.p." written, but the move is not an en passant capture');
  }
  if (form & F.punctuation) {
    const sign = signIn(token, ['.', ',', '،', '，', '、']);
    add('W_PUNCTUATION', `"${sign}" after the move`, { kind: 'sign', written: sign });
  }
  if (form & F.numericSeparator)
    add('W_ICCF_SEPARATOR', `separator "${signIn(token, ['-', '–', '—', 'x', ':', '×'])}" between the squares`);
  return notes;
}

export function checkWord(mark: MoveFacts['check']): string {
  return mark === 'mate' ? 'mate' : 'check';
}

/**
 * A pawn letter that is another piece's letter in English (German `Ba3`: the pawn, or the
 * English bishop): when that piece can make a legal move there too, both readings are named.
 */
function otherLetterReading(
  board: Board,
  input: InputNotation,
  parsed: PieceMoveText,
  move: Move,
  token: string,
  notes: LenientNote[] | undefined,
): LenientNote[] | undefined {
  const role = ENGLISH_ROLES[token[0] ?? ''];
  if (role === undefined || input.kind !== 'algebraic') return notes;
  const other = board.resolve({ ...parsed, role, form: undefined, fromFile: undefined, fromRank: undefined });
  if (!other.ok || (other.value.from === move.from && other.value.to === move.to)) return notes;
  (notes ??= []).push({
    code: 'W_READING_AMBIGUOUS',
    detail: `"${token[0]}" read as the pawn letter; as the English ${role} it would be ${moveInInput(other.value, input)}, also legal (two games part here)`,
  });
  return notes;
}

/**
 * The notes on how `move` is written in `token` (read as `parsed`), added to `notes` (what was
 * assumed to read the token), and the board's facts about the move when they were needed.
 */
export function writtenNotes(
  board: Board,
  input: InputNotation,
  move: Move,
  parsed: PieceMoveText | CastleMoveText,
  token: string,
  notes: LenientNote[] | undefined,
): { readonly notes: LenientNote[] | undefined; readonly facts: MoveFacts | undefined } {
  const form = parsed.form;
  let facts: MoveFacts | undefined;
  if (form !== undefined) notes = formNotes(form, move, token, notes);
  if (form !== undefined && (form & F.pawnLetter) !== 0 && parsed.kind === 'piece')
    notes = otherLetterReading(board, input, parsed, move, token, notes);
  if (parsed.kind === 'piece' && parsed.captured !== undefined) {
    // `Lb5xSc6`: the piece named as captured, against the one the board has on the target.
    (notes ??= []).push(
      parsed.captured === move.captured
        ? {
            code: 'W_CAPTURED_PIECE',
            detail: `captured piece named (${ROLE_ARTICLE[parsed.captured].slice(2)}), as older long algebraic writes it`,
          }
        : {
            code: 'W_CAPTURE_WRONG',
            detail:
              move.captured === undefined
                ? `names ${ROLE_ARTICLE[parsed.captured]} captured, but the move captures nothing (${squareName(move.to)} is empty)`
                : `names ${ROLE_ARTICLE[parsed.captured]} captured, but the move captures ${ROLE_ARTICLE[move.captured]} on ${squareName(move.to)}`,
          },
    );
  }
  if (parsed.kind === 'piece') {
    // The capture mark, in SAN and long algebraic (UCI and ICCF numeric never write one).
    if (
      parsed.capture !== (move.captured !== undefined) &&
      (form === undefined || !colonAfter(form, move)) &&
      (parsed.role !== undefined || (form !== undefined && (form & F.long) !== 0)) &&
      (form === undefined || (form & F.fileCapture) === 0)
    ) {
      (notes ??= []).push(
        parsed.capture
          ? { code: 'W_CAPTURE_WRONG', detail: `capture mark, but the move captures nothing (${squareName(move.to)} is empty)` }
          : {
              code: 'W_CAPTURE_MISSING',
              detail: move.enPassant
                ? 'no capture mark, but the move captures en passant'
                : `no capture mark, but the move captures ${ROLE_ARTICLE[move.captured!]} on ${squareName(move.to)}`,
            },
      );
    }
    // A pawn push written with its file (`ee4`, as `e4`).
    if (
      parsed.role === 'pawn' &&
      parsed.fromFile !== undefined &&
      move.captured === undefined &&
      (form === undefined || (form & (F.long | F.coordinates | F.fileCapture)) === 0)
    ) {
      (notes ??= []).push({ code: 'W_DISAMBIGUATION_EXTRA', detail: 'file of the pawn written for a move that captures nothing' });
    }
    // The origin of a piece written where standard SAN does not write it (Sgf3, Sg1f3, S1d2 for Sbd2).
    if (
      parsed.role !== undefined &&
      parsed.role !== 'pawn' &&
      (parsed.fromFile !== undefined || parsed.fromRank !== undefined) &&
      (form === undefined || (form & F.long) === 0)
    ) {
      facts = board.describe(move);
      if ((parsed.fromFile !== undefined) !== facts.disambiguateFile || (parsed.fromRank !== undefined) !== facts.disambiguateRank) {
        const needed = facts.disambiguateFile || facts.disambiguateRank;
        (notes ??= []).push({
          code: 'W_DISAMBIGUATION_EXTRA',
          detail: needed ? 'origin written other than standard SAN needs it' : extraOriginDetail(board, move, input),
        });
      }
    }
  }
  const mark = parsed.check;
  if (input.kind === 'algebraic' && input.strict === true) {
    // Strictly, the mark is checked before the move is played, so that nothing is played that is then rejected.
    facts ??= board.describe(move);
    if (!markFits(mark, form, facts.check) && (mark !== undefined || form === undefined || (form & F.coordinates) === 0)) {
      (notes ??= []).push(
        mark === undefined
          ? { code: 'W_CHECK_MISSING', detail: `the move gives ${checkWord(facts.check)}, but no mark is written` }
          : facts.check === undefined
            ? { code: 'W_CHECK_WRONG', detail: `marked as ${checkWord(mark)}, but the move gives no check` }
            : { code: 'W_CHECK_WRONG', detail: `marked as ${checkWord(mark)}, but the move gives ${checkWord(facts.check)}` },
      );
    }
  }
  return { notes, facts };
}
