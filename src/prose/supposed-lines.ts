/**
 * A line the text supposes (`Wenn 8. Sc3, dann d4!`, `If, 2. ... e5 White could play …`, `falls Weiß 8. Sc3 spielt`):
 * moves right after one of the language's `conditionalWords` (locales/README.md), or a few words after it in the same
 * clause, are a line the game did not take, not its moves. The prose reading plays them as a side line (play-sequence.ts)
 * and the document reading never makes them the game's line (document-games.ts): where they go on from the game's last
 * move, they are a variation that plays that move again, as analysis after a game's end is.
 */
import { mainLineItems } from '../pgn/main-line-items.js';
import { escapeRegExp } from './spaced-moves.js';
import type { InputNotation } from '../notation/notation.js';

/** The words for "if" of the named language (locale `conditionalWords`; none for `auto` or descriptive input). */
export function conditionalWordsOf(input: InputNotation): readonly string[] {
  return input.kind === 'algebraic' ? (input.pieces.conditionalWords ?? []) : [];
}

/** How many words may stand between the word for "if" and the moves (`falls Weiß jetzt 8. Sc3`, `Se il Nero gioca subito 4…Cf6`). */
const WORDS_BETWEEN = 4;

/** How far before the moves the word for "if" is looked for. */
const LOOK_BACK = 80;

/**
 * Whether the sequence at `offset` in `text` follows one of `words` in its clause: the word (not inside a longer word),
 * a comma after it or not, then at most {@link WORDS_BETWEEN} words of letters only (no number, no punctuation: the
 * clause goes on), no blank line between.
 */
export function supposedAt(text: string, offset: number, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const before = text.slice(Math.max(0, offset - LOOK_BACK), offset);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map(escapeRegExp).join('|')}),?(?:\\s+[\\p{L}\\p{M}]+){0,${WORDS_BETWEEN}}\\s+$`,
    'iu',
  );
  const m = pattern.exec(before);
  return m !== null && !/\n[ \t\u00a0]*\r?\n/u.test(m[0]);
}

/**
 * Whether a game as the PGN reading wrote it has, outside its variations, a comment of words that ends in a supposition
 * (see {@link supposedAt}: `{… Wenn}` or `{Falls Weiß jetzt}`) with a move of the game right after it: a line the text
 * supposes, read as the game's moves.
 */
export function movesAfterSupposition(game: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  let supposing = false;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) {
      const said = item.comment.replace(/\s+/g, ' ').trim();
      supposing = supposedAt(`${said} `, said.length + 1, words);
    } else if (/^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(item.token)) supposing = false;
    else if (supposing) return true;
  }
  return false;
}
