/**
 * A side giving the game up, told in words after the game's last move (`19 e4!, y las negras se rindieron.`, `7 Be2,
 * and White resigned.`): one of the language's `resignWords` (locales/README.md) that ends its clause. The game ends
 * at that move, as at a result, and moves that go on from it are analysis (prose/document-games.ts); a PGN reading
 * that kept such words as a comment and played the moves after them as the game's is the weaker reading
 * (translate/document.ts).
 */
import { mainLineItems } from '../pgn/main-line-items.js';
import type { GameNode } from '../pgn/types.js';
import { escapeRegExp } from './spaced-moves.js';
import { inputNotation } from '../notation/notation.js';
import { defaultRegistry } from '../locale/default-registry.js';
import type { TranslateOptions } from '../translate/context.js';
import type { PieceTable } from '../locale/types.js';

/** The language's words for White and Black (locale `colourWords`), which name the side that resigned. */
type ColourWords = PieceTable['colourWords'];

/**
 * The words of the language `options.from` names (not `auto`) for a side giving the game up (locale `resignWords`), and
 * its words for White and Black (`colourWords`).
 */
export function resignationWordsOf(options: TranslateOptions): {
  readonly resignWords: readonly string[];
  readonly colourWords: ColourWords;
} {
  const input = inputNotation(options.from, options.registry ?? defaultRegistry());
  return input.kind === 'algebraic'
    ? { resignWords: input.pieces.resignWords ?? [], colourWords: input.pieces.colourWords }
    : { resignWords: [], colourWords: undefined };
}

/** How far after the move the sentence that tells the resignation may run. */
const SENTENCE_WITHIN = 160;

/**
 * Whether the words after a game's move at `offset` in `text`, to the end of their sentence (a full stop, `!`, `?`, an
 * opening bracket or a blank line), say that a side gave the game up: one of `resignWords` ending its clause (a
 * punctuation mark, a dash or the text's end after it: `abandona la columna` is no resignation), or one of its phrases of
 * two words wherever it stands (`se rindió ante la amenaza`: the reflexive verb says nothing else), no digit between the
 * move and it (`y tras 19 ..Dc1+ se rinden` ends the game at a later move).
 */
export function resignedAfter(text: string, offset: number, resignWords: readonly string[]): boolean {
  return resignationAfter(text, offset, resignWords) !== undefined;
}

/** As {@link resignedAfter}: the words between the move and the word of the resignation (`, y las negras`), if one is told. */
function resignationAfter(text: string, offset: number, resignWords: readonly string[]): string | undefined {
  if (resignWords.length === 0) return undefined;
  // (past the move's own glyph, where its word ends before it)
  const rest = text.slice(offset, offset + SENTENCE_WITHIN).replace(/^[!?]+/u, '');
  const sentence = /^(?:[^.!?(\n\r]|\r?\n(?![ \t]*\r?\n))*/u.exec(rest)![0];
  if (sentence.length === rest.length && text.length - offset > SENTENCE_WITHIN) return undefined;
  const clause = rest.slice(0, sentence.length + 1);
  const alone = resignWords.filter((w) => !w.includes(' ')).map(escapeRegExp);
  const phrases = resignWords.filter((w) => w.includes(' ')).map((w) => w.split(' ').map(escapeRegExp).join('\\s+'));
  // (a dash that closes an aside ends the clause too: `19 e4! -y las negras se rindieron-.`)
  const ends = alone.length > 0 ? `(?:${alone.join('|')})(?:[.,;:!?)\\-–—]|\\s*$)` : '(?!)';
  const said = phrases.length > 0 ? `(?:${phrases.join('|')})(?![\\p{L}\\p{M}])` : '(?!)';
  const m = new RegExp(`(?<![\\p{L}\\p{M}])(?:${ends}|${said})`, 'iu').exec(clause);
  return m !== null && !/\d/u.test(clause.slice(0, m.index)) ? clause.slice(0, m.index) : undefined;
}

/**
 * The result of a game whose words at `offset`, right after its last move, tell a resignation ({@link resignedAfter}):
 * the side the words name resigned, by one of the language's `colourWords` before the word of the resignation (`, y las
 * negras se rindieron`: 1-0; `et les Blancs abandonnent`: 0-1); with no word before it but punctuation (`31.Tc8,
 * opgivet.`, `Aufgabe!`), the side to move. Undefined where no resignation is told, or where other words stand before it
 * that name no side the language's words know (Icelandic `og hvítur gafst upp`, no colour words researched): which side
 * resigned is not said then (a side may resign after its own move).
 */
export function resignationResultAfter(
  text: string,
  offset: number,
  whiteMovedLast: boolean,
  resignWords: readonly string[],
  colourWords: ColourWords,
): '1-0' | '0-1' | undefined {
  const before = resignationAfter(text, offset, resignWords);
  if (before === undefined) return undefined;
  const names = (words: readonly string[] | undefined): boolean =>
    (words ?? []).some((w) => new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(w)}(?![\\p{L}\\p{M}])`, 'iu').test(before));
  const white = names(colourWords?.white);
  const black = names(colourWords?.black);
  if (white !== black) return white ? '0-1' : '1-0';
  if (white || /[\p{L}\p{N}]/u.test(before)) return undefined;
  return whiteMovedLast ? '1-0' : '0-1';
}

/**
 * Whether a game as the PGN reading wrote it has, outside its variations, a comment of words telling a resignation
 * (see {@link resignedAfter}) with moves of the game after it: moves the text gives as analysis, read as the game's.
 */
export function movesAfterResignation(game: string, resignWords: readonly string[]): boolean {
  if (resignWords.length === 0) return false;
  let ended = false;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) ended ||= resignedAfter(item.comment.replace(/\s+/g, ' '), 0, resignWords);
    else if (ended && !/^\d+\.+$|^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(item.token)) return true;
  }
  return false;
}

/**
 * The result a game's words tell after its main line's last move (`7. d4 {opgivet.}`, `11. d4 Qc7 {et les Blancs
 * abandonnent.}`): the first comment after that move, before any other move, telling a resignation, the side it names or
 * the side to move ({@link resignationResultAfter}). `whiteMovedLast` says which side moved last. Undefined where the
 * words tell none, or do not say which side resigned ({@link resignationResultAfter}).
 */
export function resignationResult(
  nodes: readonly GameNode[],
  whiteMovedLast: boolean,
  resignWords: readonly string[],
  colourWords: ColourWords,
): '1-0' | '0-1' | undefined {
  if (resignWords.length === 0) return undefined;
  let last = -1;
  for (let i = nodes.length - 1; i >= 0 && last < 0; i--) if (nodes[i]!.type === 'move') last = i;
  if (last < 0) return undefined;
  const comment = nodes.slice(last + 1).find((n) => n.type === 'comment');
  if (comment?.type !== 'comment') return undefined;
  return resignationResultAfter(comment.text.replace(/\s+/g, ' '), 0, whiteMovedLast, resignWords, colourWords);
}

/** After a move: its glyph, then the next move's number with a word glued or one space after it (`! 17.uppg.`). */
const NUMBERED_WORD = /^[!?]*[ \t]*(?:\r?\n[ \t]*)?(\d{1,3})(\.\.\.|\.|…)[ \t]?(\p{L}{4,})\.?(?=[\s,;:!)]|$)/u;

/**
 * The next move's number with a word in the move's place right after a game's move at `offset` (`16…Dh5! 17.uppg.`,
 * `24.Kf1 25.aufg.`): the game's end told in words (an abbreviated resignation, a result in words) that the language's
 * `resignWords` need not hold, as the text gives that word where the move would stand; undefined where the text has no
 * such word there. `nextPly` is the half-move that would come (1 = White's first). The word has four or more letters
 * and no digit, so it is no move (`exd`, `OOO` are left to the move reader); the number is that of the move to come,
 * with `...` or `…` for Black's.
 */
export function numberedWordAfter(text: string, offset: number, nextPly: number): string | undefined {
  const m = NUMBERED_WORD.exec(text.slice(offset, offset + 60));
  if (m === null || Number(m[1]) !== Math.ceil(nextPly / 2) || (m[2] === '.') !== (nextPly % 2 === 1)) return undefined;
  if (/^[a-hx]+$|^[oO]+$/u.test(m[3]!)) return undefined;
  return m[0].replace(/^[!?]*\s*/u, '');
}

/**
 * Whether a game as the PGN reading wrote it has, outside its variations, a comment that starts with the next move's
 * number and a word in the move's place ({@link numberedWordAfter}: `6... Qxe4+ {7.aufg. Klar,} 7. Be2`), with moves of
 * the game after it: analysis read as the game's.
 */
export function movesAfterNumberedWord(game: string): boolean {
  let next = 1;
  let ended = false;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) ended ||= numberedWordAfter(item.comment.trimStart(), 0, next) !== undefined;
    else if (/^\d+\.+$/.test(item.token)) next = 2 * Number.parseInt(item.token, 10) - (item.token.endsWith('...') ? 0 : 1);
    else if (!/^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(item.token)) {
      if (ended) return true;
      next++;
    }
  }
  return false;
}
