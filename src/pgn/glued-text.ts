/**
 * Move text whose spaces were lost, as web pages exported from some chess programs print it
 * (`1.d4Nf62.c4b63.Nc3Bb7`, `25.Df1Absolut erzwungen.25…Lxf1`, `Te1+−+20…Lg2+`, `۱.e4e5۲.Nf3`):
 * the rules by which such a token is cut where its shape alone decides, written once for the PGN
 * grammar (grammars/pgn.peggy and move.peggy get them through their options, see read-game.ts) and
 * for prose (prose/words.ts).
 *
 * A square has exactly one rank digit, so the digits after a move's square are the next move
 * number (`Nf62.` is `Nf6` and `2.`, `b63.` is `b6` and `3.`), a result (`Qxc61–0`) or castling
 * with zeros (`Bd30-0`); the move reader reads those (gluedSanMove and gluedNext in move.peggy).
 * Here are the other cuts: a move number in any of the scripts numbers are written in, and a word
 * glued after a move or before a number (a comment that lost its braces and spaces). Where the
 * shape does not decide (a word ending in a file letter before digits that may be a rank,
 * `Schach21.`), nothing is cut: the token stays as written, an error where it is read, never a guess.
 * Which two moves a token such as `d4Nf6` or `Nc3Bb7` is, where the grammar leaves it whole, the
 * board decides (translate/move-fallbacks.ts).
 */

/** The value of a number written in Latin, Persian (`۱۲`) or Arabic-Indic (`١٢`) digits. */
export function digitsValue(digits: string): number {
  let value = 0;
  for (const c of digits) {
    const code = c.codePointAt(0)!;
    value = value * 10 + (code >= 0x6f0 ? code - 0x6f0 : code >= 0x660 ? code - 0x660 : code - 0x30);
  }
  return value;
}

/** A digit in Latin, Persian or Arabic-Indic script: the script (0, 1, 2), or -1. */
function digitScript(c: number): number {
  if (c >= 48 && c <= 57) return 0;
  if (c >= 0x6f0 && c <= 0x6f9) return 1;
  if (c >= 0x660 && c <= 0x669) return 2;
  return -1;
}

/**
 * The length of a move number glued at `pos` (`2.`, `12…`, `۲.`, `12...`): one to three digits of
 * one script, not starting with 0, then `.` or `…` (and more of them); 0 where none stands there.
 */
export function gluedNumberLength(text: string, pos: number): number {
  const script = digitScript(text.charCodeAt(pos));
  if (script < 0 || digitsValue(text[pos]!) === 0) return 0;
  let i = pos + 1;
  while (i < text.length && i - pos < 4 && digitScript(text.charCodeAt(i)) === script) i++;
  if (i - pos > 3) return 0;
  const marks = i;
  while (text[i] === '.' || text[i] === '…') i++;
  return i > marks ? i - pos : 0;
}

/** Characters that end a token in movetext (PGN's white space and brackets, and the separators of books: `;` `$` `|` `…` `]`). */
const TOKEN_END = /[\s(){};$|…\]]/u;

/** A letter of a word (with its combining marks). */
const LETTER = /[\p{L}\p{M}]/u;

/** An apostrophe of an elision inside a word (`all'Alfiere`, `L'errore`, `dell’attacco`). */
const ELISION = /['’]/u;

/** A hyphen inside a compound word, between two letters (`Winawer-afbrigðið`, `Caro-Kann`): part of the word. */
const HYPHEN = /[-‐]/u;

/**
 * A short move glued to the move number after it (`c610.Bd3`, `Rh38.`, `exd514…`): a square, with at most two
 * capitals and a capture mark before it, or castling, then the number before a move. After a sentence's full
 * stop glued to a word (`all'Alfiere.c610.Bd3`), the square's single rank digit says where the move ends.
 */
function moveBeforeNumber(text: string, pos: number): boolean {
  const move = MOVE_BEFORE_NUMBER.exec(text.slice(pos, pos + 12))?.[0];
  if (move === undefined) return false;
  const number = gluedNumberLength(text, pos + move.length);
  return number > 0 && moveStartsAt(text, pos + move.length + number);
}
const MOVE_BEFORE_NUMBER = /^(?:\p{Lu}{0,2}[a-h]?[1-8]?[x:×]?[a-h][1-8]|[0O]-[0O](?:-[0O])?)[+#!?]*/u;

/** Sentence punctuation between a glued word and the number after it (`erzwungen.25…`, `Beispiel:23.`). */
const PUNCTUATION = /[.,:;!?]/;

/** Two letters that are a pawn capture by files (`ed`, `bc`), not a word. */
const FILE_CAPTURE = /^[a-h]{2}$/;

/** A word shaped as English descriptive notation (`PxP`, `NxB`, `BxQch`): a move, not a word. */
const DESCRIPTIVE = /^(?:[PKQRBN]|Kt)x(?:[PKQRBN]|Kt)/;

/**
 * The length of a word glued at `pos` to what stands before it (a move: `d5Questa mossa`,
 * `0-0Il Re`, `Tg2!hätte`, `Td1Nicht20.`, `Bb4Winawer-afbrigðið.`: a hyphen between letters is in the word), with the sentence's punctuation after it: two letters
 * or more (not a pawn capture by files, `ed`, nor descriptive `PxP`), then the token's end or a
 * move number glued to it. With `beforeNumber`, only a word of three letters or more glued to the
 * move number after it (`erzwungen.25…`, `Beispiel:23.Dd3`, `Nicht20.Tg1`, OCR's `Вслучае4...Кf6`).
 * The number must be glued to the move after it (`20.Tg1`; `6. ` after a word is no glued number).
 * 0 where no such word stands there. A digit 1-8 straight after a word whose last letter is a file
 * (`Schach21.`, `Kc12.`), or a look-alike of one ending three letters (`Sxе6.` with a Cyrillic `е`), may be that file's rank:
 * such a word is not cut there (the text does not say).
 */
export function gluedWordLength(text: string, pos: number, beforeNumber = false): number {
  let i = pos;
  while (
    i < text.length &&
    (LETTER.test(text[i]!) || ((ELISION.test(text[i]!) || HYPHEN.test(text[i]!)) && i > pos && LETTER.test(text[i + 1] ?? '')))
  )
    i++;
  const word = text.slice(pos, i);
  const letters = [...word].length;
  if (letters < (beforeNumber ? 3 : 2) || FILE_CAPTURE.test(word) || DESCRIPTIVE.test(word)) return 0;
  let end = i;
  while (end < text.length && end - i < 3 && PUNCTUATION.test(text[end]!)) end++;
  if (beforeNumber && end > i && letters >= 3 && moveBeforeNumber(text, end)) return end - pos;
  const number = gluedNumberLength(text, end);
  if (number > 0 && moveStartsAt(text, end + number)) {
    if (end === i && isRank(text.charCodeAt(end)) && (/[a-h]$/.test(word) || (letters <= 3 && LOOKALIKE_FILE.test(word)))) return 0;
    return end - pos;
  }
  if (beforeNumber) return 0;
  return end >= text.length || TOKEN_END.test(text[end]!) ? end - pos : 0;
}

/**
 * A last letter that may stand for a file (a look-alike letter of another alphabet, Cyrillic `е` `а`
 * `с`, or a Greek file `ε`): in a word as short as a move's letters before its rank (`Sxе6.` with a
 * Cyrillic `е`), a rank digit after it may make a square. (A longer word, `Вслучае4...`, is a word.)
 */
const LOOKALIKE_FILE = /[асеһα-θ]$/u;

/** Whether a move may start at `pos`, right after a glued move number: not the end, white space, a digit or a full stop (castling `0-0` may). */
function moveStartsAt(text: string, pos: number): boolean {
  const c = text[pos];
  return c !== undefined && (!/[\s\d.…]/u.test(c) || /^0[-–—‐‑−]0/.test(text.slice(pos, pos + 3)));
}

/** Whether the character code `c` is a rank digit, 1-8. */
function isRank(c: number): boolean {
  return c >= 49 && c <= 56;
}
