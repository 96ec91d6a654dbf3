/**
 * The language's word for mate or check written after a move instead of `#` or `+` (`Qf7mate`,
 * `Фf7мат`, `Df7mate.`, `Df7 mat`; locale words `check` and `checkmate`, PieceTable.checkWords): the
 * one rule for a word glued to the move and for one after it, read in PGN movetext (grammars/pgn.peggy,
 * checkWordAfter) and in prose (prose/sequences.ts). The word is the move's mark, checked on the board like `#`.
 */
import type { PieceTable } from '../locale/types.js';

/** The language's words for check and mate, lower case, longest first. */
export type CheckWords = NonNullable<PieceTable['checkWords']>;

/** A word for mate or check at the end of a token: what it marks, where the move ends and where the word ends. */
export interface GluedCheckWord {
  readonly kind: 'mate' | 'check';
  /** Length of the move before the word. */
  readonly moveLength: number;
  /** Where the word ends in the token (a full stop or glyphs may follow it). */
  readonly wordEnd: number;
}

/**
 * The word for mate or check glued at the end of `token` (after at least two characters of the
 * move; a full stop or `!` `?` may follow the word), mate words first; undefined if none.
 */
export function gluedCheckWord(token: string, words: CheckWords): GluedCheckWord | undefined {
  const t = token.toLocaleLowerCase().replace(/[.!?]+$/, '');
  for (const w of words.mate)
    if (t.length > w.length + 1 && t.endsWith(w)) return { kind: 'mate', moveLength: t.length - w.length, wordEnd: t.length };
  for (const w of words.check)
    if (t.length > w.length + 1 && t.endsWith(w)) return { kind: 'check', moveLength: t.length - w.length, wordEnd: t.length };
  return undefined;
}

/** What may follow the word after a move: the end, white space, a bracket, punctuation. */
const WORD_END = /^[ \t\r\n(){};$|…\].,!?]?$/;

/**
 * The word for mate or check standing at `pos` in `text` (after a move and spaces: `Df7 mat`), up to
 * a boundary (the end, white space, a bracket or punctuation), mate words first: what it marks and its
 * length; undefined if none.
 */
export function checkWordAt(
  text: string,
  pos: number,
  words: CheckWords,
): { readonly kind: 'mate' | 'check'; readonly length: number } | undefined {
  for (const w of words.mate)
    if (text.slice(pos, pos + w.length).toLocaleLowerCase() === w && WORD_END.test(text[pos + w.length] ?? ''))
      return { kind: 'mate', length: w.length };
  for (const w of words.check)
    if (text.slice(pos, pos + w.length).toLocaleLowerCase() === w && WORD_END.test(text[pos + w.length] ?? ''))
      return { kind: 'check', length: w.length };
  return undefined;
}

/**
 * Whether `word` is the language's word for check cut short to its first letter or two and a full stop, in lower case
 * (`j.` of Spanish `jaque`; a comma may follow, `j.,`), as newspaper columns print it after a move: the move's mark.
 */
export function checkAbbreviation(word: string, words: CheckWords): boolean {
  const m = /^(\p{Ll}{1,2})\.,?$/u.exec(word);
  return m !== null && words.check.some((w) => !w.includes(' ') && w.length > m[1]!.length + 1 && w.startsWith(m[1]!));
}
