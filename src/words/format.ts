/**
 * A legal move in words, in one language, through i18next: every word comes from the language's resources
 * (see `resources.ts`); this module only chooses keys and passes values to `t()`.
 */
import type { TFunction } from 'i18next';
import { FILE_NAMES, RANK_NAMES, type Move, type MoveFacts, type Square } from '../core/types.js';
import type { WordsData, WordsStyle } from './types.js';

/** A language's words and the i18next `t` bound to its resources. */
export interface Words {
  readonly data: WordsData;
  readonly t: TFunction;
}

export interface WordsOptions {
  readonly style?: WordsStyle | undefined;
  /** Name the captured piece ("knight takes bishop on f3"), pawn captures excepted. */
  readonly namedCaptures?: boolean | undefined;
}

/**
 * The move in words: the piece, its origin when SAN needs one (`facts`), capture (and the captured piece with
 * `namedCaptures`), the square, castling, promotion, en passant, check and mate. `move` undefined is a null move.
 */
export function formatWords(
  move: Move | undefined,
  facts: Pick<MoveFacts, 'check' | 'disambiguateFile' | 'disambiguateRank'> | undefined,
  words: Words,
  options: WordsOptions = {},
): string {
  const t = words.t;
  if (move === undefined) return t('phrase.nullMove');
  const spoken = options.style === 'spoken' ? 'spoken' : undefined;
  const square = (sq: Square): string => t('square', { context: spoken, file: FILE_NAMES[sq & 7], rank: RANK_NAMES[sq >> 3] });
  const gender = words.data.pieces[move.role].gender ?? undefined;
  const values = { context: gender, piece: move.role, captured: move.captured, to: square(move.to), from: square(move.from) };

  let text: string;
  if (move.castle) {
    text = t(move.castle === 'king' ? 'phrase.castleKingside' : 'phrase.castleQueenside', values);
  } else if (move.role === 'pawn') {
    text = move.captured
      ? t('phrase.pawnCapture', { ...values, fromFile: t('file', { context: spoken, file: FILE_NAMES[move.from & 7] }) })
      : t('phrase.pawnMove', values);
    if (move.enPassant) text = t('phrase.enPassant', { ...values, move: text });
    if (move.promotion) text = t('phrase.promotion', { ...values, move: text, promoted: move.promotion });
  } else if (facts?.disambiguateFile || facts?.disambiguateRank) {
    // Where a language has no phrase for a capture with its origin, the origin is said (it tells the move apart;
    // the capture is not said).
    text = move.captured ? t(['phrase.fromSquareCapture', 'phrase.fromSquare'], values) : t('phrase.fromSquare', values);
  } else if (move.captured) {
    text = t(options.namedCaptures ? 'phrase.captureNamed' : 'phrase.capture', values);
  } else {
    text = t('phrase.move', values);
  }
  if (facts?.check === 'mate') return t('phrase.checkmate', { ...values, move: text });
  if (facts?.check === 'check') return t('phrase.check', { ...values, move: text });
  return text;
}
