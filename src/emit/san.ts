/**
 * Standard algebraic notation in any locale's letters: minimal disambiguation, `x` for captures,
 * `=` before the promotion piece, `+`/`#`, `O-O`/`O-O-O`. Also long algebraic (`Sg1-f3`, `e2-e4`).
 */
import { squareName } from '../core/square.js';
import { FILE_NAMES, RANK_NAMES, type Move, type MoveFacts } from '../core/types.js';
import type { Locale } from '../locale/types.js';

function checkSuffix(facts: Pick<MoveFacts, 'check'>): string {
  return facts.check === 'mate' ? '#' : facts.check === 'check' ? '+' : '';
}

function castleText(move: Move): string {
  return move.castle === 'king' ? 'O-O' : 'O-O-O';
}

function promotionText(move: Move, locale: Locale): string {
  return move.promotion ? '=' + locale.letters[move.promotion] : '';
}

/** SAN of a legal move, given the facts the board gives about it, in the locale's letters. */
export function formatSan(move: Move, facts: MoveFacts, locale: Locale): string {
  if (move.castle) return castleText(move) + checkSuffix(facts);
  let s: string;
  if (move.role === 'pawn') {
    s = move.captured ? FILE_NAMES[move.from & 7]! + 'x' : '';
  } else {
    s = locale.letters[move.role];
    if (facts.disambiguateFile) s += FILE_NAMES[move.from & 7]!;
    if (facts.disambiguateRank) s += RANK_NAMES[move.from >> 3]!;
    if (move.captured) s += 'x';
  }
  return s + squareName(move.to) + promotionText(move, locale) + checkSuffix(facts);
}

/**
 * Long algebraic notation: piece letter (none for pawns), origin, `-` or `x`, target, promotion,
 * check mark (`Sg1-f3`, `e2-e4`, `e7xd8=D+`). Check marks are written only when `facts` is given.
 */
export function formatLan(move: Move, locale: Locale, facts?: Pick<MoveFacts, 'check'>): string {
  const suffix = facts ? checkSuffix(facts) : '';
  if (move.castle) return castleText(move) + suffix;
  const letter = move.role === 'pawn' ? '' : locale.letters[move.role];
  return letter + squareName(move.from) + (move.captured ? 'x' : '-') + squareName(move.to) + promotionText(move, locale) + suffix;
}
