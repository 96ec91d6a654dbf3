/**
 * When a bare number is a move number (`12 Sf3`, as English books since the 1990s and Spanish newspaper columns
 * print them; see sequences.ts bareNumberPly), beyond the next number right after its moves: where the text
 * answers it further on past commentary in brackets and dash asides, or where it follows the pair of the move
 * before it and a mark. `isMove(k)`: whether `words[k]` reads as a move (the caller's move reader).
 */
import { asideEnd, isAsideStart } from './dash-asides.js';
import type { ProseWord } from './words.js';

/** Most marks and notes in brackets between the moves of the pair before a bare number and the number (`j. /`, `(diagrama)`). */
const MARKS_WITHIN = 3;

/**
 * Whether the bare number `n` at `words[i]` comes right after the pair of move `n - 1`, a mark or two or a note in
 * brackets between (`18 Dxd5+ Re7 (o bien 18 ..Re8 19 Df7+) 19 e4!`, where no number after it answers it) and
 * no word of a sentence (`6 Tf1, D - e4 j. / 7 Ae2, Cf3 mate.`: a mark no locale has ends the moves before it): the pair's
 * number (`6`, `6.`) and its two moves, or Black's number and move (`6... D - e4 j. / 7 Ae2`).
 */
export function followsPair(words: readonly ProseWord[], i: number, n: number, isMove: (k: number) => boolean, text: string): boolean {
  /** A mark, not a word of a sentence: as written, one or two letters and `.` `!` `?` after them, or no letter (`j.`, `j.!`, `/`). */
  const mark = (k: number): boolean => {
    const w = words[k];
    if (w?.kind !== 'word' || w.text === '' || isMove(k) || /\d/.test(w.text)) return false;
    const written = /^\S*/u.exec(text.slice(w.start))![0].replace(/[,;:]$/u, '');
    return /^\p{L}{1,2}[.!?]{1,2}$/u.test(written) || !/\p{L}/u.test(written);
  };
  let k = i - 1;
  for (let seen = 0; seen < MARKS_WITHIN; seen++) {
    if (mark(k)) k--;
    else if (words[k]?.kind === 'bracket' && words[k]!.text === ')') {
      // (a note in brackets after the pair: `18 Dxd5+ Re7 (o bien 18 ..Re8 …) 19 e4!`)
      const open = openingBracket(words, k);
      if (open === undefined) break;
      k = open - 1;
    } else break;
  }
  if (k === i - 1) return false;
  return pairEndsAt(words, k, n - 1, isMove);
}

/**
 * Whether `words[k]` is the last move of the pair of move `n` (`n` White's move Black's move, or Black's number and
 * move `n... Rd8`, the number bare or with its mark, or the bare number and an ellipsis apart, `11 ..Ce4`).
 */
function pairEndsAt(words: readonly ProseWord[], k: number, n: number, isMove: (k: number) => boolean): boolean {
  if (n < 1 || !isMove(k)) return false;
  const before = words[k - 1];
  if (before?.kind === 'number') return before.ply === 2 * n;
  if (before?.kind === 'black') {
    const number = words[k - 2];
    return number?.kind === 'number' ? Math.ceil(number.ply / 2) === n : number?.kind === 'word' && number.text === String(n);
  }
  const number = words[k - 2];
  const white = number?.kind === 'number' ? number.ply === 2 * n - 1 : number?.kind === 'word' && number.text === String(n);
  return isMove(k - 1) && white === true;
}

/** Most words between the opening bracket of a side line never closed and the bare number after it (see {@link afterOpenSideLine}). */
const SIDE_LINE_WITHIN = 60;

/**
 * Whether the bare number `n` at `words[i]` goes back, inside a bracket opened right after the pair of move `n - 1`
 * and never closed before it, to a move that bracket's side line has already passed: `28 Tfe7+, Rd8 (si 28... Rf8 29
 * C - e6+, Rg8 30 Te8 mate 29 Cc6+, y las negras abandonaron`, where the author forgot the `)`. The number is the
 * game's next move number printed again after the side line, as after a closed one (`(…) 29 Cc6+`, {@link
 * followsPair}); the board then tells which line the move goes on (play-sequence.ts: legal in both, a warning).
 */
export function afterOpenSideLine(words: readonly ProseWord[], i: number, n: number, isMove: (k: number) => boolean): boolean {
  /** Whether a number of the side line is `n` or later (a bare `30`, or `30.`, `29...`). */
  let passed = false;
  for (let k = i - 1, depth = 0; k >= 0 && k >= i - SIDE_LINE_WITHIN; k--) {
    const x = words[k]!;
    if (x.kind === 'number' && Math.ceil(x.ply / 2) >= n) passed = true;
    else if (x.kind === 'word' && /^\d{1,3}$/.test(x.text) && Number(x.text) >= n && isMove(k + 1)) passed = true;
    else if (x.kind === 'bracket') {
      if (x.text === ')' || x.text === ']') depth++;
      else if (depth > 0) depth--;
      else return passed && pairEndsAt(words, k - 1, n - 1, isMove) && !closedAfter(words, i);
    }
  }
  return false;
}

/** Whether a `)` after `words[i]` closes a bracket opened before it (brackets opened and closed after it skipped). */
function closedAfter(words: readonly ProseWord[], i: number): boolean {
  for (let k = i + 1, depth = 0; k < words.length; k++) {
    const x = words[k]!;
    if (x.kind !== 'bracket') continue;
    if (x.text !== ')' && x.text !== ']') depth++;
    else if (depth-- === 0) return true;
  }
  return false;
}

/** The index of the opening bracket that the closing one at `words[close]` closes, if any. */
function openingBracket(words: readonly ProseWord[], close: number): number | undefined {
  for (let k = close - 1, depth = 0; k >= 0; k--) {
    const x = words[k]!;
    if (x.kind !== 'bracket') continue;
    if (x.text === ')') depth++;
    else if (depth-- === 0) return k;
  }
  return undefined;
}

/** Most words between a move after a bare number and the number that confirms it (see {@link answeredLater}). */
const ANSWER_WITHIN = 24;

/**
 * Whether the move after a bare number `n` is answered further on by Black's number `n...` (`n ..`) or White's `n + 1`
 * and a move, past words in brackets, dash asides and a few words of the same clause (not past a move, nor the
 * bracket that encloses them): `16 Rb1 (diagrama) (las blancas …) 16... Cxf3`, `11 Ad3 (…) 12 The1`, and in a
 * comment `Si 19 Dc1 -a cualquier otra casilla …- 19... Aa3 gana`, as columns and books comment a move; after
 * Black's reply too, by White's next number (`21 Ra1, Dxd4 j. / 22 Cxd4`, where a mark no locale has stops the moves).
 */
export function answeredLater(words: readonly ProseWord[], from: number, n: number, isMove: (k: number) => boolean): boolean {
  /** Black's move right after White's (`21 Ra1, D - d4 j. / 22 C - d4`): then only White's next number answers. */
  let replied = isMove(from);
  /** Whether the last words passed were a note in brackets. */
  let afterBrackets = false;
  for (let k = replied ? from + 1 : from, seen = 0; k < words.length && seen <= ANSWER_WITHIN; k++) {
    const x = words[k]!;
    // (Black's move right after a note in brackets on White's, `5 d4 (minacciando 6 d:c5), e:d4; 6 c:d4`, as books put
    // the note inside the pair: the reply, then White's next number answers)
    if (afterBrackets && !replied && x.kind === 'word' && isMove(k)) {
      replied = true;
      afterBrackets = false;
      continue;
    }
    afterBrackets = false;
    if (x.kind === 'bracket') {
      if (x.text === ')') return false;
      for (let depth = 0; k < words.length; k++) {
        const y = words[k]!;
        if (y.kind === 'bracket') depth += y.text === '(' ? 1 : -1;
        if (depth === 0) break;
      }
      afterBrackets = true;
      continue;
    }
    // (a dash aside, `-a cualquier otra casilla sigue 19... Db4+ y mate-`: words of the comment)
    const aside = isAsideStart(words, k) ? asideEnd(words, k) : undefined;
    if (aside !== undefined) {
      k = aside;
      continue;
    }
    if (x.kind === 'number') return (x.ply === 2 * n + 1 || (!replied && x.ply === 2 * n)) && isMove(k + 1);
    if (x.kind === 'word' && x.text === String(n + 1)) return isMove(k + 1);
    // (Black's bare number and an ellipsis, `8 Da4! (una novedad) 8 ..Af5`, as Spanish columns print Black's move)
    if (!replied && x.kind === 'word' && x.text === String(n) && words[k + 1]?.kind === 'black') return isMove(k + 2);
    if (x.kind === 'word' && (x.text === '' || isMove(k))) return false;
    seen++;
  }
  return false;
}

/** Most words of a sentence between an opening bracket and the bare number in it (`(parece preferible 11 Ae2`). */
const LEAD_WITHIN = 6;

/**
 * The index of the opening bracket before `words[i]` with at most a few words of a sentence between them, no move
 * nor digit among them (`(parece preferible 11 Ae2`, `(debió jugar 10 ..Ca6`, `(13.Lg5?!)`): the words that lead
 * into a side line written in brackets, as columns and books comment a move. Undefined where there is none.
 */
export function leadingBracket(words: readonly ProseWord[], i: number, isMove: (k: number) => boolean): number | undefined {
  let k = i - 1;
  for (
    let seen = 0;
    seen < LEAD_WITHIN && words[k]?.kind === 'word' && words[k]!.text !== '' && !isMove(k) && !/\d/.test(words[k]!.text);
    seen++
  )
    k--;
  const bracket = words[k];
  return bracket?.kind === 'bracket' && bracket.text === '(' ? k : undefined;
}

/**
 * Whether the bare number `n` at `words[i]` stands in brackets opened right after White's move of the same number
 * (`11 Ad3 (parece preferible 11 Ae2, haciendo …)`, `20 Cd3 (más sencillo era 20 Cb3 …)`), a few words of a sentence
 * between the bracket and it: the move after it is an alternative to that move, as PGN reads a variation.
 */
export function bracketedAlternative(words: readonly ProseWord[], i: number, n: number, isMove: (k: number) => boolean): boolean {
  const k = leadingBracket(words, i, isMove);
  if (k === undefined || !isMove(k - 1)) return false;
  const number = words[k - 2];
  return number?.kind === 'number' ? number.ply === 2 * n - 1 : number?.kind === 'word' && number.text === String(n);
}

/** Most words of a sentence between the pair of move `n - 1` and the bare number `n` after them (see {@link resumesAfterWords}). */
const RESUME_WITHIN = 16;

/**
 * Whether the bare number `n` at `words[i]` takes the game up again after a sentence that follows the pair of move
 * `n - 1`, printed with a bare number too (`5 h3, Ah5?; La trappola scatta con una mossa sorprendente: 6 C:e5!`, as
 * books that print bare numbers go on after a note): the same paragraph, a few words between, no move, digit or
 * bracket among them (an empty one aside, as a page's image leaves it: `![]()`). Not where a slash follows the move (`y
 * ahora 7 Cb3 / Cf3`: moves named as one or the other, as a sentence names them).
 */
export function resumesAfterWords(
  words: readonly ProseWord[],
  i: number,
  n: number,
  isMove: (k: number) => boolean,
  text: string,
): boolean {
  let k = i - 1;
  let seen = 0;
  for (; seen <= RESUME_WITHIN; k--) {
    const w = words[k];
    if (
      w?.kind === 'bracket' &&
      w.text === ')' &&
      words[k - 1]?.kind === 'bracket' &&
      words[k - 1]!.text === '(' &&
      words[k - 1]!.end === w.start
    ) {
      k--;
      continue;
    }
    if (w?.kind !== 'word' || w.text === '' || isMove(k) || /\d/.test(w.text)) break;
    if (/\p{L}/u.test(w.text)) seen++;
  }
  const after = words[i + 2];
  if (after?.kind === 'word' && after.text === '/') return false;
  if (seen === 0 || seen > RESUME_WITHIN || k < 0 || /\n[ \t]*\n/.test(text.slice(words[k]!.end, words[i]!.start))) return false;
  const number = words[k - 2];
  return isMove(k) && isMove(k - 1) && number?.kind === 'word' && number.text === String(n - 1);
}
