/**
 * A line the text supposes (`Wenn 8. Sc3, dann d4!`, `If, 2. ... e5 White could play …`, `falls Weiß 8. Sc3 spielt`):
 * moves right after one of the language's `conditionalWords` (locales/README.md), or a few words after it in the same
 * clause, are a line the game did not take, not its moves. So are moves right after one of its `insteadWords`, a move
 * the text names in place of the one played (`White, instead of 5.Ng5, castles 5.O-O`, `вместо 5.Кg5`), and moves right
 * before one of its `insteadAfterWords`, a postposition (`5.Hf3 helyett`, `5.Rg5:n sijaan`); such a named line ends
 * there (lines.ts endLine). The prose reading plays them as a side line (play-sequence.ts) and the document reading never
 * makes them the game's line (document-games.ts): where they go on from the game's last move, they are a variation that
 * plays that move again, as analysis after a game's end is.
 */
import { mainLineItems } from '../pgn/main-line-items.js';
import { escapeRegExp } from './spaced-moves.js';
import type { InputNotation } from '../notation/notation.js';

/** The words for "if" of the named language (locale `conditionalWords`; none for `auto` or descriptive input). */
export function conditionalWordsOf(input: InputNotation): readonly string[] {
  return input.kind === 'algebraic' ? (input.pieces.conditionalWords ?? []) : [];
}

/** The words for "instead of" of the named language that stand right before a move (locale `insteadWords`; none for `auto` or descriptive input). */
export function insteadWordsOf(input: InputNotation): readonly string[] {
  return input.kind === 'algebraic' ? (input.pieces.insteadWords ?? []) : [];
}

/** The postpositions for "instead of" of the named language (locale `insteadAfterWords`; none for `auto` or descriptive input). */
export function insteadAfterWordsOf(input: InputNotation): readonly string[] {
  return input.kind === 'algebraic' ? (input.pieces.insteadAfterWords ?? []) : [];
}

/** The pattern of {@link startsWithInsteadAfter} per list of postpositions (a locale's list is one array, read per sequence). */
const INSTEAD_AFTER = new WeakMap<readonly string[], RegExp>();

/** A postposition for "instead of" at the start of `text` (after a move), among `words`: glyphs, a case ending joined with a mark (`:n`), spaces before it. */
function startsWithInsteadAfter(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  let pattern = INSTEAD_AFTER.get(words);
  if (pattern === undefined) {
    const alternatives = words.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|');
    pattern = new RegExp(`^[!?]*(?:[:'\u2019-][\\p{L}\\p{M}]{1,5})?\\s+(?:${alternatives})(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
    INSTEAD_AFTER.set(words, pattern);
  }
  return pattern.test(text.slice(0, 120));
}

/** Whether the moves ending at `end` in `text` have one of `words`, postpositions for "instead of", right after them (`5.Hf3 helyett`). */
export function followedByInsteadWord(text: string, end: number, words: readonly string[]): boolean {
  return startsWithInsteadAfter(text.slice(end), words);
}

/** How many words may stand between the word for "if" and the moves (`falls Weiß jetzt 8. Sc3`, `Se il Nero gioca subito 4…Cf6`). */
const WORDS_BETWEEN = 4;

/** How far before the moves the word for "if" is looked for. */
const LOOK_BACK = 80;

/** The patterns of {@link supposedAt} and {@link namedInsteadAt} per word list (a locale's list is one array, read per sequence). */
const CONDITIONAL_LEAD = new WeakMap<readonly string[], RegExp>();
const INSTEAD_LEAD = new WeakMap<readonly string[], RegExp>();

/** A lead among `words` (its pattern made once per list in `cache` by `make`) at the end of the text before `offset`, no blank line in it. */
function leadBefore(
  text: string,
  offset: number,
  words: readonly string[],
  cache: WeakMap<readonly string[], RegExp>,
  make: () => string,
): boolean {
  if (words.length === 0) return false;
  let pattern = cache.get(words);
  if (pattern === undefined) {
    pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${make()})\\s+$`, 'iu');
    cache.set(words, pattern);
  }
  const m = pattern.exec(text.slice(Math.max(0, offset - LOOK_BACK), offset));
  return m !== null && !/\n[ \t\u00a0]*\r?\n/u.test(m[0]);
}

/**
 * Whether the sequence at `offset` in `text` follows one of `words` in its clause: the word (not inside a longer word),
 * a comma after it or not, then at most {@link WORDS_BETWEEN} words of letters only (no number, no punctuation: the
 * clause goes on), no blank line between.
 */
export function supposedAt(text: string, offset: number, words: readonly string[]): boolean {
  return leadBefore(
    text,
    offset,
    words,
    CONDITIONAL_LEAD,
    () => `(?:${words.map(escapeRegExp).join('|')}),?(?:\\s+[\\p{L}\\p{M}]+){0,${WORDS_BETWEEN}}`,
  );
}

/**
 * Whether the sequence at `offset` in `text` follows one of `insteadWords` right before it: only spaces between (the
 * spaces of a phrase, `au lieu de`, any run of them).
 */
export function namedInsteadAt(text: string, offset: number, insteadWords: readonly string[]): boolean {
  return leadBefore(text, offset, insteadWords, INSTEAD_LEAD, () =>
    insteadWords.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|'),
  );
}

/**
 * Whether a game as the PGN reading wrote it has, outside its variations, a move with a comment right after it that starts
 * with a postposition for "instead of" (`5. Nf3 {helyett} 5. Bc4`, Hungarian "instead of 5.Nf3"): a move the text names
 * in place of the one played, read as the game's.
 */
export function movesBeforeInsteadWord(game: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  let afterMove = false;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) {
      if (afterMove && startsWithInsteadAfter(` ${item.comment.trimStart()}`, words)) return true;
      afterMove = false;
    } else afterMove = !/^\d+\.+$|^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(item.token);
  }
  return false;
}

/**
 * Whether a game as the PGN reading wrote it has, outside its variations, a comment of words that ends in a supposition
 * (see {@link supposedAt}: `{… Wenn}` or `{Falls Weiß jetzt}`) or in a word for "instead of" (`{… instead of}`, see
 * {@link namedInsteadAt}) with a move of the game right after it: a line the text supposes or names, read as the game's
 * moves.
 */
export function movesAfterSupposition(game: string, words: readonly string[], insteadWords: readonly string[] = []): boolean {
  if (words.length === 0 && insteadWords.length === 0) return false;
  let supposing = false;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) {
      const said = item.comment.replace(/\s+/g, ' ').trim();
      supposing = supposedAt(`${said} `, said.length + 1, words) || namedInsteadAt(`${said} `, said.length + 1, insteadWords);
    } else if (/^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(item.token)) supposing = false;
    else if (supposing) return true;
  }
  return false;
}
