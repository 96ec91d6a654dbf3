/**
 * A game told without move numbers from its first move (`对局：e4 e5 马f3 马c6 象b5 a6`, `白方走e4，
 * 黑方应以e5。接着马f3 …`), or in pairs after markers (`#P–K4 P–K4 #Kt–KB3 Kt–QB3`): the text's
 * main game where the board confirms it (see toldGame).
 */
import { isDescriptiveToken } from '../notation/descriptive.js';
import { mentionReading } from './mentions.js';
import { playSequence } from './play-sequence.js';
import { paragraphBreak, playsOn, type ProseReading } from './reading.js';
import { startsSequence, type SeqMove, type Sequence } from './sequences.js';
import type { ProseWord } from './words.js';

/** A game told without move numbers is read as the game where this many of its moves stand in a row (see toldGame). */
const TOLD_RUN = 4;

/** Moves of a told game, each with the index of its word, in runs of moves in a row. */
type ToldRuns = Array<Array<{ move: SeqMove; index: number }>>;

/**
 * A game told without move numbers from the main game's first position, starting at `words[at]`:
 * the moves written in it one after the other, each legal for the side to move after the one
 * before, in one paragraph, up to a move number, a bracket or a word that reads as a move and is
 * not the next (words between the moves are words: `白方走e4，黑方应以e5。接着马f3 …`). The board
 * confirms a game where {@link TOLD_RUN} of its moves or more stand in a row (nothing but spaces
 * and punctuation between them): then its moves are played as the game's from move 1, each run
 * in a row as a sequence (the words between stay where they are), with one note W_STYLE; the index
 * of the word after its last move is returned. Otherwise undefined (the words are read as mentions).
 * Moves in pairs, each after a pair marker (see {@link pairRuns}), are read by their markers.
 */
export function toldGame(r: ProseReading, at: number): number | undefined {
  const { words, book } = r;
  const first = words[at]!;
  if (!r.squareLike.test(first.text) && !(r.descriptiveInput && isDescriptiveToken(first.text, r.descriptiveInput))) return undefined;
  const paired = r.layout.pairMark(first.start) ? pairRuns(r, at) : undefined;
  const runs = paired ?? toldRuns(r, at);
  if (runs === undefined) return undefined;
  const startPly = book.main.startPly;
  let ply = startPly;
  for (const run of runs) {
    const lastWord = run[run.length - 1]!.move.word;
    const seq: Sequence = { ply, black: ply % 2 === 0, moves: run.map((x) => x.move), end: run[run.length - 1]!.index + 1 };
    const played = playSequence(r, seq, run[0]!.move.word.start, false, ply === startPly ? undefined : book.main, lastWord.end);
    r.lastPlayed = played && { end: seq.end, line: played };
    ply += run.length;
  }
  const moves = ply - startPly;
  const firstMove = runs[0]![0]!.move.word;
  const how = paired === undefined ? 'each legal after the one before' : `a pair after each ${paired.marker}, White's move first`;
  r.problems.push({
    severity: 'warning',
    code: 'W_STYLE',
    message: `moves written without numbers: ${moves} moves from ${JSON.stringify(firstMove.text)} on, ${how}, read as the game from move 1`,
    written: firstMove.text,
    ...r.lines.at(firstMove.start),
  });
  r.scratch = undefined;
  return runs[runs.length - 1]![runs[runs.length - 1]!.length - 1]!.index + 1;
}

/** The moves of a game told without numbers from `words[at]` (see {@link toldGame}), in runs of moves in a row; undefined where the board confirms none. */
function toldRuns(r: ProseReading, at: number): ToldRuns | undefined {
  const { words, text, ctx } = r;
  const board = r.book.main.boards[0]!.clone();
  /** The moves, each with the index of its word, in runs of moves in a row. */
  const runs: ToldRuns = [];
  let last: ProseWord | undefined;
  for (let k = at; k < words.length; k++) {
    const x = words[k]!;
    if (x.kind !== 'word' || startsSequence(words, k, ctx.input, text)) break;
    if (last !== undefined && paragraphBreak(r, last.end, x.start)) break;
    if (x.text === '') continue; // (CJK text between two words, or code: not in a row)
    const move = toldReading(r, x);
    if (move === undefined) continue; // a word of the sentence
    if (!playsOn(r, board, x.text, move.parsed)) break;
    const inRow = last !== undefined && /^[\s\p{P}]*$/u.test(text.slice(last.end, x.start)) && !/[()]/.test(text.slice(last.end, x.start));
    if (inRow) runs[runs.length - 1]!.push({ move, index: k });
    else runs.push([{ move, index: k }]);
    last = x;
  }
  return runs.some((run) => run.length >= TOLD_RUN) ? runs : undefined;
}

/**
 * A game told in pairs without numbers, each pair after a marker that stands for its number
 * (`#P–K4 P–K4 #Kt–KB3 Kt–QB3`, a flattened `#` list; a bullet a line: `- ה4 ה5. <words>`): the
 * marker fixes the colours, the word right after it is White's move and the next, in a row, Black's;
 * the words after them are the item's words. Each move must be legal for its side after the one
 * before; the game ends at the first marker whose word is none (or Black's move is missing before
 * it), at a number, a bracket or a new paragraph. Undefined where fewer than two pairs are so
 * marked, where a third move stands in a row after a pair (the marker marks no pair), or where
 * every move after the first pair is legal for its side in the first position too (`- e4 e5`,
 * `- d4 d5`: a list of openings may be that; a game has a move that only its moves before make legal).
 */
function pairRuns(r: ProseReading, at: number): (ToldRuns & { marker: string }) | undefined {
  const { words, text, ctx } = r;
  const board = r.book.main.boards[0]!.clone();
  const runs: ToldRuns = [];
  const legal = (x: ProseWord, move: SeqMove): boolean => playsOn(r, board, x.text, move.parsed);
  // (in a pair, any descriptive move: `#Castles P×P`)
  const reading = (x: ProseWord): SeqMove | undefined =>
    toldReading(r, x) ??
    (r.descriptiveInput && isDescriptiveToken(x.text, r.descriptiveInput) ? { word: x, parsed: undefined, letters: x.text } : undefined);
  /** The last move read, while the words after it are in a row with it. */
  let last: ProseWord | undefined;
  for (let k = at; k < words.length; k++) {
    const x = words[k]!;
    if (x.kind !== 'word' || startsSequence(words, k, ctx.input)) break;
    if (k > at && paragraphBreak(r, words[k - 1]!.end, x.start)) break;
    const inRow = last !== undefined && /^[ \t,;]*$/.test(text.slice(last.end, x.start));
    const move = x.text === '' ? undefined : reading(x);
    if (r.layout.pairMark(x.start)) {
      if (board.turn !== 'white' || move === undefined || !legal(x, move)) break;
      runs.push([{ move, index: k }]);
      last = x;
    } else if (inRow && runs[runs.length - 1]!.length === 1 && move !== undefined && board.turn === 'black' && legal(x, move)) {
      runs[runs.length - 1]!.push({ move, index: k });
      last = x;
    } else if (inRow && move !== undefined && runs[runs.length - 1]!.length === 2 && /^[ \t]*$/.test(text.slice(last!.end, x.start)))
      return undefined; // (three moves in a row: no pairs)
    else last = undefined;
  }
  const legalFirst = (m: SeqMove, white: boolean): boolean => {
    const b = r.book.main.boards[0]!.clone();
    if ((b.turn === 'white') !== white) b.playNull();
    return playsOn(r, b, m.word.text, m.parsed);
  };
  if (runs.length < 2 || runs.slice(1).every((run) => run.every((x, n) => legalFirst(x.move, n === 0)))) return undefined;
  return Object.assign(runs, { marker: text[words[at]!.start - 1] === '#' ? '"#"' : 'bullet' });
}

/** A word of a game told without numbers read as a move: in standard notation (as a mention), or descriptive (English, Spanish, Portuguese, French) with a dash or capture mark. */
function toldReading(r: ProseReading, w: ProseWord): SeqMove | undefined {
  const m = mentionReading(r, w);
  if (m !== undefined) return m;
  return r.descriptiveInput && /[-–—x×]/.test(w.text) && isDescriptiveToken(w.text, r.descriptiveInput)
    ? { word: w, parsed: undefined, letters: w.text }
    : undefined;
}
