/**
 * A score printed in two columns side by side, as newspaper columns print a game, whose lines a
 * copy of the page (a web page's text, a scan read line by line) has merged: each line holds a
 * move of the left column and the move of the right column beside it,
 *
 *     1 Nf3 d5    18 Qd1 Bf8
 *     2 d4 Nf6    19 Bh4 Qa8
 *     …
 *     16 Bg3 Rad8 White resigned
 *     17 Rd2 Rfe8
 *
 * The lines' first numbers run n, n+1, … one a line, their second numbers m, m+1, … and m is one
 * more than the left column's last number (lines after the right column ends hold the left column's
 * pair alone, or the words after the right column's last move: `White resigned`): the score is read
 * column by column, the left column top to bottom, then the right one. The board confirms it: the
 * moves in that order are a legal game from the start and the moves in the lines' order are not;
 * else the words stay in the text's order. The words are put in the order read, their places in
 * the text kept, so every move is rewritten where it stands (as colour-rows.ts does for a score in
 * rows); the right column's last words follow its last move.
 */
import type { ColourRowTable } from './colour-rows.js';
import type { ProseWord } from './words.js';

/** A score whose moves the text does not print in the order played: in rows (colour-rows.ts) or in merged columns. */
export type ReorderedScore = ColourRowTable | ColumnScore;

/** A score read column by column, found by {@link columnPairs}: where it is, for its note W_STYLE and its words kept. */
export interface ColumnScore {
  readonly kind: 'columns';
  /** Offset of its first word (the left column's first number). */
  readonly start: number;
  /** The left column's first number and the right column's. */
  readonly first: number;
  readonly second: number;
  /** Its moves (both columns). */
  readonly moves: number;
  /** Where its lines end (the last word of the right column or of the left, with the punctuation after it). */
  readonly end: number;
  /**
   * Where its words that are no moves nor numbers stand (after the right column's last move: `White resigned`), a
   * result first among them left out (the game's result, read after the moves: `after`).
   */
  readonly words: ReadonlyArray<{ readonly start: number; readonly end: number }>;
  /** Where the words after the right column's last move start (undefined: none). */
  readonly after: number | undefined;
}

/** A game's result as a word. */
const RESULT = /^(?:1[-–:]0|0[-–:]1|1\/2[-–]1\/2|½[-–:]½)$/u;

/** A move number of White's move as a column prints it: `12`, `12.`. */
const WHITE_NUMBER = /^(\d{1,3})\.?$/;
/** Fewest lines holding a pair of both columns. */
const MIN_LINES = 2;

/** One line of words parsed as a left pair, perhaps a right pair, and words after them. */
interface PairLine {
  readonly from: number;
  readonly to: number;
  readonly left: { readonly number: number; readonly words: readonly ProseWord[] };
  readonly right: { readonly number: number; readonly words: readonly ProseWord[] } | undefined;
  readonly rest: readonly ProseWord[];
}

/**
 * The words of `text` with the scores printed in two merged columns put in the order their moves
 * were played (see the header), and the scores found. `isMove`: whether a word reads as a move.
 * `legalGame`: whether moves played in the order given are legal from the start of the reading (the
 * caller's board).
 */
export function columnPairs(
  text: string,
  words: readonly ProseWord[],
  isMove: (w: ProseWord) => boolean,
  legalGame: (moves: readonly ProseWord[]) => boolean,
): { words: ProseWord[]; scores: ColumnScore[] } {
  const scores: ColumnScore[] = [];
  const lines = wordLines(text, words);
  const out: ProseWord[] = [];
  let done = 0;
  for (let i = 0; i < lines.length; i++) {
    const block = blockAt(text, words, lines, i, isMove);
    if (block === undefined) continue;
    const pairs = (side: 'left' | 'right'): ProseWord[] =>
      block.flatMap((l) => {
        const p = side === 'left' ? l.left : l.right;
        return p === undefined ? [] : p.words.filter(isMove);
      });
    const inColumns = [...pairs('left'), ...pairs('right')];
    const inLines = block.flatMap((l) => [...l.left.words, ...(l.right?.words ?? [])].filter(isMove));
    if (!legalGame(inColumns) || legalGame(inLines)) continue;
    const first = lines[i]!.from;
    const last = block[block.length - 1]!;
    out.push(...words.slice(done, first));
    for (const l of block) out.push(...l.left.words);
    for (const l of block) if (l.right !== undefined) out.push(...l.right.words);
    const rest = block.flatMap((l) => l.rest);
    out.push(...rest);
    const kept = RESULT.test(rest[0]?.text ?? '') ? rest.slice(1) : rest;
    const lastWord = words[last.to - 1]!;
    scores.push({
      kind: 'columns',
      start: words[first]!.start,
      first: block[0]!.left.number,
      second: block[0]!.right!.number,
      moves: inColumns.length,
      end: lineEnd(text, lastWord.start),
      words: kept.length === 0 ? [] : [{ start: kept[0]!.start, end: lineEnd(text, kept[kept.length - 1]!.start) }],
      after: rest[0]?.start,
    });
    done = last.to;
    i += block.length - 1;
  }
  out.push(...words.slice(done));
  return { words: out, scores };
}

/** The words by line: the index of each line's first word and one past its last. */
function wordLines(text: string, words: readonly ProseWord[]): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  let from = 0;
  for (let k = 1; k <= words.length; k++)
    if (k === words.length || text.slice(words[k - 1]!.end, words[k]!.start).includes('\n')) {
      out.push({ from, to: k });
      from = k;
    }
  return out;
}

/** Where the line of `offset` ends, its white space at the end left out. */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  const end = nl < 0 ? text.length : nl;
  return offset + text.slice(offset, end).trimEnd().length;
}

/** The number a word gives White's move (`12`, `12.`), or undefined. */
function whiteNumber(w: ProseWord | undefined): number | undefined {
  if (w === undefined || w.kind === 'black' || w.kind === 'bracket') return undefined;
  if (w.kind === 'number' && w.ply % 2 === 0) return undefined;
  const m = WHITE_NUMBER.exec(w.text);
  return m === null ? undefined : Number(m[1]);
}

/** The words `words[from..to)` parsed as pairs: a number and one or two moves, then another such pair, then words. */
function pairLine(words: readonly ProseWord[], from: number, to: number, isMove: (w: ProseWord) => boolean): PairLine | undefined {
  const pair = (k: number): { number: number; words: ProseWord[]; next: number } | undefined => {
    const number = whiteNumber(words[k]);
    if (number === undefined || k + 1 >= to || !isMove(words[k + 1]!)) return undefined;
    const two = k + 2 < to && isMove(words[k + 2]!);
    return { number, words: words.slice(k, two ? k + 3 : k + 2), next: two ? k + 3 : k + 2 };
  };
  const left = pair(from);
  if (left === undefined) return undefined;
  const right = pair(left.next);
  const restFrom = right?.next ?? left.next;
  const rest = words.slice(restFrom, to);
  // (words after the pairs are no moves and no numbers: `White resigned`, a result)
  if (rest.some((w) => isMove(w) || whiteNumber(w) !== undefined || w.kind !== 'word')) return undefined;
  return { from, to, left: { number: left.number, words: left.words }, right, rest };
}

/**
 * The lines of a score in two merged columns starting at line `i` (see the header), or undefined: the left pairs
 * numbered n, n+1, … up to m - 1, each with both moves; the right pairs numbered m, m+1, … in the first lines, each
 * with both moves but the last; words after the right column's last move on its line or on the line after; nothing
 * but white space between the lines.
 */
function blockAt(
  text: string,
  words: readonly ProseWord[],
  lines: ReadonlyArray<{ readonly from: number; readonly to: number }>,
  i: number,
  isMove: (w: ProseWord) => boolean,
): PairLine[] | undefined {
  const head = pairLine(words, lines[i]!.from, lines[i]!.to, isMove);
  if (head?.right === undefined) return undefined;
  const [n, m] = [head.left.number, head.right.number];
  if (m - n < MIN_LINES) return undefined;
  const block: PairLine[] = [];
  /** The line the right column ended on (its last pair), once it has. */
  let rightEnded: number | undefined;
  let restSeen = false;
  for (let k = 0; n + k < m; k++) {
    const at = lines[i + k];
    if (at === undefined) return undefined;
    if (k > 0 && !/^[\s,;]*$/u.test(text.slice(words[at.from - 1]!.end, words[at.from]!.start))) return undefined;
    const l = pairLine(words, at.from, at.to, isMove);
    if (l === undefined || l.left.number !== n + k || l.left.words.length !== 3) return undefined;
    if (l.right !== undefined) {
      if (rightEnded !== undefined || l.right.number !== m + k) return undefined;
      if (l.right.words.length < 3 || l.rest.length > 0) rightEnded = k;
    } else rightEnded ??= k - 1;
    if (l.rest.length > 0) {
      // (the words after the right column's last move: on its line, or on the line after it)
      if (restSeen || (l.right === undefined && rightEnded !== k - 1)) return undefined;
      restSeen = true;
    }
    block.push(l);
  }
  const both = block.filter((l) => l.right !== undefined).length;
  return both >= MIN_LINES ? block : undefined;
}
