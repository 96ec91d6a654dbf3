/**
 * Words of prose that are moves glued together without spaces, as web pages exported from some
 * chess programs print them (`d4Nf62.c4b63.Nc3Bb74.Qc2d5`, `0-0Il`, `Df1Absolut`, `۱.e4e5۲.Nf3`):
 * cut where the PGN grammar cuts them by their shape (src/pgn/glued-text.ts, through the grammar:
 * src/pgn/read-game.ts tokenItems), so that prose and `translate` read glued text by one rule:
 * before a move number (`Nf6` `2.`), a result (`Qxc6` `1–0`), an evaluation, a word (`d5` `Questa`).
 * A square glued to the square before it stays one word with it (`e4e5`, `Ng1f3`: a long move or
 * two moves), which the board parts as translate's rule says (translate/move-fallbacks.ts, through
 * play-sequence.ts): where two cuts are legal, none is chosen. Only words with a square or castling glued to a digit or a letter are looked at; a word
 * the grammar reads as one item, or not at all, stays as it is.
 */
import type { InputNotation } from '../notation/notation.js';
import { normalizeCharacters } from '../notation/lenient.js';
import { tokenItems } from '../pgn/read-game.js';
import type { RawItem } from '../pgn/raw.js';
import type { ProseWord } from './words.js';

/**
 * The word with its characters as the lenient reader reads them (look-alikes, files with a diacritic or in the language's
 * own letters: notation/lenient.ts), where that keeps every character's place (the same length); else the word as it is.
 */
function sameLengthReading(text: string, notation: InputNotation): string {
  if (notation.kind !== 'algebraic') return text;
  const read = normalizeCharacters(text, notation.pieces)?.text;
  return read !== undefined && read.length === text.length ? read : text;
}

/** A square or castling glued to what follows: a digit, a letter, a full stop before a move, an evaluation. */
const GLUED = /(?:[a-h][1-8][+#!?]*|[O0][-–][O0])(?:[\p{L}\p{N}]|[.][\p{L}]|[−±∓=+-][\p{N}\p{L}])/u;

/** What stands glued right after a move, and the word as written that the two are parts of (`d4Сd7`). */
export interface GluedAfter {
  /** A move (`d4Сd7`), a move after a full stop (`ed5.ed5`), a move number or result (`Nf62.`, `Qxc61–0`), or a word or evaluation (`d5Questa`). */
  readonly kind: 'move' | 'number' | 'result' | 'word' | 'full-stop';
  readonly word: ProseWord;
}

/** A word that starts with a Chinese or Japanese character (a piece: `马c6`). */
const CJK_START = /^[\u3400-\u9fff\u3040-\u30ff]/u;

/** The end of a move: a square, or castling, with a check sign or glyph. */
const MOVE_END = /(?:[a-h][1-8]|[O0]-[O0])[+#!?]*$/;

/** A move number at the start of a text (`12.`, `20…`, `۲.`). */
const NUMBER = /^[0-9۰-۹٠-٩]+[.…]+/u;

/**
 * `words` with each glued word cut into the moves, numbers and words the PGN grammar reads in it
 * (see the header); the others as they are (`words` itself where none is cut). The start of each
 * part glued right after a move (`2.` of `Nf62.`, `Questa` of `d5Questa`) is set in `afterMove`, with
 * what it is: in notations other than SAN the move is written with a space after it (`6668 2.`).
 */
export function withGluedWordsCut(
  text: string,
  words: ProseWord[],
  notation: InputNotation,
  afterMove: Map<number, GluedAfter>,
  /**
   * The notations of other languages, where a text may be written in another language's letters than the one named
   * (prose/other-letters.ts): a word the named letters do not cut whole is cut as they cut it, where all that cut it agree.
   */
  others?: () => readonly InputNotation[],
): ProseWord[] {
  let out: ProseWord[] | undefined;
  /** The half-move the last move number before the word announces (the text's running numbering). */
  let lastPly: number | undefined;
  for (let k = 0; k < words.length; k++) {
    const marked = withNumberMark(text, words[k]!, words[k + 1], lastPly);
    // (a stray letter before a move number, `a11.Sf3`: the letter and the number cut off, the rest read as any word is)
    const stray = strayLetterCut(marked, lastPly);
    if (stray !== undefined) {
      out ??= words.slice(0, k);
      out.push(stray.letter, stray.number);
      lastPly = stray.number.ply;
    }
    const w = stray?.rest ?? marked;
    if (w.kind === 'number') lastPly = w.ply;
    // (a move the word cutter ended before a Chinese piece glued to it, `马f3马c6`: two words, glued as two moves are)
    const before = words[k - 1];
    if (before?.kind === 'word' && w.kind === 'word' && before.end === w.start && MOVE_END.test(before.text) && CJK_START.test(w.text))
      afterMove.set(w.start, {
        kind: 'move',
        word: { kind: 'word', start: before.start, end: w.end, text: text.slice(before.start, w.end) },
      });
    const glued = w.kind === 'word' && w.pair === undefined && (GLUED.test(w.text) || GLUED.test(sameLengthReading(w.text, notation)));
    const named = glued ? gluedParts(w, notation, afterMove) : undefined;
    const parts =
      glued && others !== undefined && namedFails(w, notation, named) ? (otherCut(w, named, others(), afterMove) ?? named) : named;
    if (parts === undefined) {
      out?.push(stray !== undefined ? w : words[k]!);
      continue;
    }
    out ??= words.slice(0, k);
    out.push(...parts);
    for (const q of parts) if (q.kind === 'number') lastPly = q.ply;
  }
  return out ?? words;
}

/** A file letter glued before a move number and its move (`a11.Sf3`): the letter, the number's digits, its mark, the rest. */
const LETTER_BEFORE_NUMBER = /^([a-h])([1-8][0-9]{1,2})(\.{3}|…|\.)(?=[^\s\d.…])/u;

/**
 * A stray letter glued before a move number (`…Sd5,a11.Sf3`, text damaged by a letter before its tokens): the grammar
 * cuts it as a square and the number after its rank digit (`a1` then `1.`), but where that number does not continue the
 * text's running numbering (`lastPly`, the last number's half-move) and the whole number does (the next move due, White's
 * or Black's: `11.` after `10...`), the letter is a word of its own and the number is whole: the letter, the number,
 * the rest of the word (cut further as any word is). Undefined otherwise (the grammar's cut stands).
 */
function strayLetterCut(
  w: ProseWord,
  lastPly: number | undefined,
):
  | {
      readonly letter: ProseWord;
      readonly number: Extract<ProseWord, { kind: 'number' }>;
      readonly rest: Extract<ProseWord, { kind: 'word' }>;
    }
  | undefined {
  if (w.kind !== 'word' || w.pair !== undefined || lastPly === undefined) return undefined;
  const m = LETTER_BEFORE_NUMBER.exec(w.text);
  if (m === null) return undefined;
  const black = m[3] !== '.';
  const plyOf = (digits: string): number => 2 * Number(digits) - (black ? 0 : 1);
  const whole = plyOf(m[2]!);
  const split = plyOf(m[2]!.slice(1));
  // (the whole number is the next move due, one or two half-moves on; the number after the rank digit is not)
  const fits = (ply: number): boolean => ply === lastPly + 1 || ply === lastPly + 2;
  if (!fits(whole) || fits(split) || m[2]!.slice(1).startsWith('0')) return undefined;
  const numberStart = w.start + 1;
  const numberEnd = numberStart + m[2]!.length + m[3]!.length;
  const rest = w.text.slice(1 + m[2]!.length + m[3]!.length);
  return {
    letter: { kind: 'word', start: w.start, end: numberStart, text: m[1]! },
    number: { kind: 'number', start: numberStart, end: numberEnd, ply: whole, text: m[2]! + m[3]! },
    rest: { kind: 'word', start: numberEnd, end: w.end, text: rest },
  };
}

/**
 * Whether the named language's letters leave glued moves in the word `w` unread: its cut `named` leaves a part
 * still glued, or (not cut) the grammar reads something in it as no move (`Nf3Nc63.` in Russian letters); not a
 * word it reads as one move (`Dd1x Cg4`) or as a long move (`e4e5`).
 */
function namedFails(w: Extract<ProseWord, { kind: 'word' }>, notation: InputNotation, named: readonly ProseWord[] | undefined): boolean {
  if (named !== undefined) return !cutWhole(named);
  const items = tokenItems(w.text, notation);
  return items === undefined || items.some((it) => it.type === 'bad');
}

/** Whether a cut leaves no part that is still moves glued to something (`Nf3Nc63.Bc4` where the language reads no `N`). */
function cutWhole(parts: readonly ProseWord[] | undefined): boolean {
  return parts !== undefined && parts.every((p) => p.kind !== 'word' || !GLUED.test(p.text));
}

/**
 * The cut of `w` in the letters of other languages (see withGluedWordsCut): the one that parts it into the most
 * pieces, more than the named language's cut `named` (none: one), where all that cut it so give the same parts;
 * undefined where none does or two cut it differently (never a silent choice: the word stays as the named
 * language cuts it). Its parts glued after moves are set in `afterMove`.
 */
function otherCut(
  w: Extract<ProseWord, { kind: 'word' }>,
  named: readonly ProseWord[] | undefined,
  others: readonly InputNotation[],
  afterMove: Map<number, GluedAfter>,
): ProseWord[] | undefined {
  let found: { parts: ProseWord[]; after: Map<number, GluedAfter>; key: string; tie: boolean } | undefined;
  for (const notation of others) {
    const after = new Map<number, GluedAfter>();
    const parts = gluedParts(w, notation, after);
    if (parts === undefined || parts.length <= (found?.parts.length ?? named?.length ?? 1)) {
      if (found !== undefined && parts?.length === found.parts.length && key(parts) !== found.key) found.tie = true;
      continue;
    }
    found = { parts, after, key: key(parts), tie: false };
  }
  if (found === undefined || found.tie) return undefined;
  for (const [k, v] of found.after) afterMove.set(k, v);
  return found.parts;
}

/** The places and kinds of a cut's parts. */
function key(parts: readonly ProseWord[]): string {
  return parts.map((p) => `${p.kind}:${p.start}-${p.end}`).join(' ');
}

/** The parts of the word `w` as the PGN grammar reads them (moves glued to moves kept together), where they are two or more; else undefined. */
function gluedParts(
  w: Extract<ProseWord, { kind: 'word' }>,
  notation: InputNotation,
  afterMove: Map<number, GluedAfter>,
): ProseWord[] | undefined {
  // (a full stop between two glued moves, `ed5.ed5`, stays with the move before it, as a sentence's does)
  // (a word the grammar reads as no move whole, cut by its characters as the lenient reader reads them, where that keeps
  // its length: `Cç3+déc`, a file with a diacritic, cut as `Cc3+déc` is, `Cç3+` then `déc`; each part then read as any word is)
  const named = tokenItems(w.text, notation);
  const all = named !== undefined && named.length > 1 ? named : (tokenItems(sameLengthReading(w.text, notation), notation) ?? named);
  const items = all?.filter((it, i) => !longMoveEnd(all!, i) && !fullStop(it));
  if (items === undefined || items.length < 2) return undefined;
  const parts: ProseWord[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const start = w.start + it.offset;
    const end = w.start + (items[i + 1]?.offset ?? w.text.length);
    const part = partOf(it, w.text.slice(it.offset, end - w.start), start, end);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  for (let i = 1; i < items.length; i++) {
    const it = items[i]!.type;
    if (items[i - 1]!.type !== 'move') continue;
    const stop = it === 'move' && all!.some((x) => fullStop(x) && x.offset === items[i]!.offset - 1);
    afterMove.set(parts[i]!.start, {
      kind: stop ? 'full-stop' : it === 'number' || it === 'result' || it === 'move' ? it : 'word',
      word: w,
    });
  }
  return parts;
}

/**
 * `w` with the full stop after it where it ends in digits and the next word starts right after that
 * full stop (`e4e52.马f3`: Chinese text writes the piece glued, so a word ends before `马`, and the
 * full stop taken for the sentence's is the mark of the move number `2.`).
 */
function withNumberMark(text: string, w: ProseWord, next: ProseWord | undefined, lastPly: number | undefined): ProseWord {
  if (w.kind !== 'word' || !/[0-9]$/.test(w.text) || !/[.…]/.test(text[w.end] ?? '')) return w;
  // (or a move glued to the next number and a space after its mark, `Ge7!12. g3`, `Wc849. Wb7`, as print and OCR lose the
  // space before a number: a move then digits, which the grammar cuts where a square has its one rank digit; only where
  // that number is the next move's of the text's running numbering, `lastPly`: `2. d32. e5` is no move 2 again)
  const glued = GLUED_NUMBER.exec(w.text);
  const ply = glued === null ? undefined : 2 * Number(glued[1]) - 1;
  const fits = ply !== undefined && lastPly !== undefined && (ply === lastPly + 1 || ply === lastPly + 2);
  const spaced = next !== undefined && /^[ \t]$/.test(text[w.end + 1] ?? '') && fits;
  if (next?.start !== w.end + 1 && !spaced) return w;
  return { ...w, end: w.end + 1, text: w.text + text[w.end]! };
}

/** A move glued to the digits of the next move number: a square (and its glyphs or check) then one to three digits. */
const GLUED_NUMBER = /[a-h][1-8][+#!?]*([1-9][0-9]{0,2})$/;

/** A full stop between two glued moves (`ed5.ed5`): it stays with the move before it, as a sentence's does. */
function fullStop(it: RawItem): boolean {
  return it.type === 'separator' && it.glued === true;
}

/**
 * Whether `items[i]` is a square the grammar cut from the move before it (`e4` of `e2e4`, `f3` of
 * `Ng1f3`), which with it may be one long move: the two stay one word, which the board parts where
 * it is two moves (`e4e5` at move 1). The move before it is not itself such a square (`e2e4e7e5`: two words).
 */
function longMoveEnd(items: readonly RawItem[], i: number): boolean {
  const it = items[i];
  const before = items[i - 1];
  if (it?.type !== 'move' || before?.type !== 'move' || !/^[a-h][1-8]/.test(it.text) || !/[a-h][1-8]$/.test(before.text)) return false;
  return !longMoveEnd(items, i - 1);
}

/** One item of a glued word as a prose word: a number, Black's ellipsis, or a word (moves, a result, a word of the text). */
function partOf(it: RawItem, text: string, start: number, end: number): ProseWord | undefined {
  switch (it.type) {
    case 'number': {
      const n = NUMBER.exec(text)?.[0];
      if (n === undefined || it.form !== '.') return undefined;
      return { kind: 'number', start, end: start + n.length, ply: 2 * it.value - (it.black ? 0 : 1), text: n };
    }
    case 'separator':
      return it.lead === true && it.black === true ? { kind: 'black', start, end, text } : undefined;
    case 'move':
    case 'bad':
    case 'result':
    case 'nag':
      return { kind: 'word', start, end, text };
    default:
      return undefined;
  }
}
