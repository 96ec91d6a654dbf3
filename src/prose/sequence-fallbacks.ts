/**
 * Words that fail as moves as written, read by translate's rules for such tokens (move-fallbacks.ts
 * through fallback-words.ts), the board deciding: moves glued to the end of a sequence
 * (`4.d4Сd7.`, a pair's dash glued) and a move number glued to White's move (`2d4`).
 */
import type { Board } from '../board/board.js';
import { bestCandidate } from './play-sequence.js';
import { playsOn, startsAnewIn, type ProseReading } from './reading.js';
import { noteFallback } from './reading-notes.js';
import { fallbackWords, type FallbackWords } from './fallback-words.js';
import { otherInputs } from './other-letters.js';
import type { MoveReading } from '../translate/move-fallbacks.js';
import { readSequence, readWord, type SeqMove, type Sequence } from './sequences.js';
import type { ProseWord } from './words.js';

/** Castling with zeros or letters at the start of a word (`0-0-`, `O-O-O-`). */
const CASTLING_START = /^(?:[0O][-–—]){1,2}[0O]/;

/**
 * `4.d4Сd7.`, `5.Кc3Кf6 6.0-0.`, `5/ d4- exd4`, `8/ 0-0- Fe7`: where a sequence stops at a word that reads as no
 * move, and the board after the sequence's moves reads it by a rule of translate (move-fallbacks.ts:
 * moves glued together, a pair's dash glued), the sequence goes on with the moves it reads as and
 * the words after it. One W_STYLE note per rule, where it was first used. `quiet`: the reading only tried (other
 * letters weighed, other-letters.ts): no note given, nothing kept.
 */
export function withFallbacks(r: ProseReading, seq: Sequence, quiet = false): Sequence {
  const { words, text, ctx } = r;
  let s = seq;
  for (;;) {
    const stop = words[s.end];
    const last = words[s.end - 1]!;
    // (a square in it, or castling: `8/ 0-0- Fe7`)
    const movelike = stop?.kind === 'word' && (r.squareLike.test(stop.text) || CASTLING_START.test(stop.text));
    if (s.ply === undefined || stop?.kind !== 'word' || !movelike || /\n/.test(text.slice(last.end, stop.start))) return s;
    if (readWord(stop, ctx.input) !== undefined) return s;
    const board = boardAfter(r, s);
    const read = board && fallbackWords(stop, board, ctx, last.kind === 'number');
    if (board !== undefined && read === undefined) {
      // (`15.Qd2e il bianco vince`: the sequence ends with the move, the letter stays a word of the text)
      const move = moveBeforeLetter(r, s, stop);
      return move === undefined ? s : { ...s, moves: [...s.moves, move], end: s.end + 1 };
    }
    if (read === undefined || read.number !== undefined) return s;
    if (!quiet) noteFallback(r, read.kind, stop);
    if (!quiet && read.kind === 'glued') r.gluedToPrevious.add(read.moves[1]!.word.start);
    const more = readSequence(words, s.end, ctx.input, startsAnewIn(r), s.ply + s.moves.length + read.moves.length);
    s = { ...s, moves: [...s.moves, ...read.moves, ...more.moves], end: more.end };
  }
}

/** A move glued to a one-letter word after it (`Qd2e`: the Italian "e", and): the move, then one lower-case letter ending the word. */
const LETTER_GLUED = /^(.*[1-8][+#!?]*)(\p{Ll})$/u;

/**
 * `15.Qd2e il bianco vince`: a word that reads as no move, where a move is due, that is a move with one lower-case
 * letter glued after it, the word ending there (a page that lost its spaces glued the move to a one-letter word of the
 * text: Italian `e`, "and"; the letter cannot go on with the move: a square needs its rank, and the word as a whole is no
 * move in the letters read, check words and promotion included). The move, where the board confirms it: legal where it
 * is due after the sequence's moves; else undefined (the word stays a word, W_PROSE_UNCHECKED as before).
 */
function moveBeforeLetter(r: ProseReading, s: Sequence, stop: Extract<ProseWord, { kind: 'word' }>): SeqMove | undefined {
  const m = LETTER_GLUED.exec(stop.text);
  if (m === null) return undefined;
  const text = m[1]!;
  const move = readWord({ kind: 'word', start: stop.start, end: stop.start + text.length, text }, r.ctx.input);
  if (move?.parsed === undefined) return undefined;
  const moves = [...s.moves, move];
  return bestCandidate(r, r.book.candidates(s.ply), moves)?.ok === moves.length ? move : undefined;
}

/** The position after the moves of `seq` on the first line where they are all legal (candidates for its number), if any. */
function boardAfter(r: ProseReading, seq: Sequence): Board | undefined {
  const best = bestCandidate(r, r.book.candidates(seq.ply), seq.moves);
  if (best === undefined || best.ok < seq.moves.length) return undefined;
  const board = best.line.boards[best.k]!.clone();
  for (const m of seq.moves) playsOn(r, board, m.word.text, m.parsed);
  return board;
}

/**
 * `2d4`, `12Sf3`: a word that is a move number glued to White's move where a line of the text is at that number, as
 * two words. The move is read in the named language's letters, else (where the reading reads other languages'
 * letters, other-letters.ts) in another's (`2Nf3` on a Portuguese page): the cut is the same words in any letters,
 * and the sequence the number then starts is read in the letters other-letters.ts chooses for it.
 */
export function gluedNumberWords(r: ProseReading, w: ProseWord): ProseWord[] | undefined {
  const cut = gluedNumberCut(r, w);
  if (cut === undefined) return undefined;
  noteFallback(r, cut.kind, w);
  r.gluedToPrevious.add(cut.moves[0]!.word.start);
  return [cut.number!, cut.moves[0]!.word];
}

/** The reading of `w` as a move number glued to White's move ({@link gluedNumberWords}), without noting it; undefined where it is none. */
export function gluedNumberCut(r: ProseReading, w: ProseWord): FallbackWords | undefined {
  const n = /^[1-9]\d{0,2}(?=[^\d\s.)])/.exec(w.text);
  if (n === null || !r.squareLike.test(w.text)) return undefined;
  const candidates = r.book.candidates(2 * Number(n[0]) - 1);
  const cutIn = (reading: MoveReading): FallbackWords | undefined => {
    for (const { line, k } of candidates) {
      const read = fallbackWords(w, line.boards[k]!, reading, false);
      if (read?.number !== undefined) return read;
    }
    return undefined;
  };
  const named = cutIn(r.ctx);
  if (named !== undefined) return named;
  for (const input of r.otherLetters === undefined ? [] : otherInputs(r.ctx, r.otherLetters)) {
    const read = cutIn({ ...r.ctx, input });
    if (read !== undefined) return read;
  }
  return candidates.length === 0 && r.fallbacks.has('number-glued') ? gluedInStyle(r, w, n[0]) : undefined;
}

/**
 * `3d4 cxd4 4Cxd4` where no line of the text is at move 3 (a move left out before it), in a text that has glued its
 * numbers to White's moves before (`1e4 c5 2Cf3`, noted W_STYLE): the same style, cut by the words alone, so that the
 * sequence it starts is said to be unchecked and rewritten by its letters (as `3.d4` would be), not left silently.
 * Only where no line is at that number: where one is and the move is not legal there (`2a2 white pawn` in a diagram's
 * rows), the word stays a word, as before.
 */
function gluedInStyle(r: ProseReading, w: ProseWord, digits: string): FallbackWords | undefined {
  const start = w.start + digits.length;
  const word = { kind: 'word' as const, start, end: w.end, text: w.text.slice(digits.length) };
  const inputs = [r.ctx.input, ...(r.otherLetters === undefined ? [] : otherInputs(r.ctx, r.otherLetters))];
  const move = inputs.map((input) => readWord(word, input)).find((m) => m !== undefined);
  if (move === undefined) return undefined;
  const number = { kind: 'number' as const, start: w.start, end: start, ply: 2 * Number(digits) - 1, text: digits };
  return { kind: 'number-glued', moves: [move], number };
}
