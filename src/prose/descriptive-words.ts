/**
 * Descriptive moves in prose (`12 N-KB3 P-Q4`, `R(1)-Q1`, `NxP ch`, `P - K 4`; Spanish `C\7-5C`), made one word each for
 * the sequence reader (sequences.ts): the word cutter splits at brackets (`R`, `(`, `1`, `)`,
 * `-Q1`) and at the space before a check word (`NxP`, `ch`), and books in descriptive notation
 * number moves without a full stop (`12 N-KB3`). A word is joined only where the joined text reads
 * as a descriptive move (src/notation/descriptive.ts), and a bare number is a move number only
 * before one; everything else is left as the cutter made it.
 */
import type { DescriptiveDialect } from '../notation/descriptive-dialect.js';
import { isDescriptiveToken as isDescriptiveMove, spacedDescriptiveLength } from '../notation/descriptive.js';
import type { ProseWord } from './words.js';

/** Words after a move that belong to it (`ch`, `dis ch`, `mate`, `e.p.`). */
const AFTER_MOVE = /^(?:ch\.?|Ch\.?|check|mate|Mate|e\.p\.?|e\.|p\.|ep|dis\.?|disc\.?|dbl\.?|db\.?|double)$/;
/** Castling in 19th-century words (`Castles on K's side.`), one move (descriptive-syntax.ts reads it). */
const CASTLES_ON = /^[Cc]astles?[ \t]+on[ \t]+(?:the[ \t]+)?(?:K|Q|King|Queen)(?:['’]s)?\.?[ \t]+side\b\.?/;
/** Most pieces a descriptive move is cut into: `N`, `(`, `K2`, `)`, `-B3`, `(`, `Q`, `)`. */
const MAX_PIECES = 8;

export function descriptiveWords(text: string, words: readonly ProseWord[], dialect: DescriptiveDialect): ProseWord[] {
  const isDescriptiveToken = (token: string): boolean => isDescriptiveMove(token, dialect);
  // (a move starts with a piece letter, or O of castling; in English also C of `Castles`)
  const moveStart = (word: string): boolean =>
    dialect.bookForms ? /^[KQRBNPOC]/.test(word) : word.startsWith('O') || dialect.pieces.some(([letter]) => word.startsWith(letter));
  const out: ProseWord[] = [];
  // (a comma ends a spaced move in a sentence, `preferred to 3. P x P, since …`: read as a space, offsets kept)
  const spacedText = text.replace(/,/g, ' ');
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.kind === 'number' || w.text === '' || !moveStart(w.text)) {
      out.push(w);
      continue;
    }
    // Pieces with nothing between them (`R` `(` `1` `)` `-Q1`), then words after a space (`ch`).
    let end = -1;
    for (let k = i + 1; k < words.length && k <= i + MAX_PIECES && words[k]!.start === words[k - 1]!.end; k++) {
      if (isDescriptiveToken(text.slice(w.start, words[k]!.end))) end = k;
    }
    // Printed with spaces (`P - K 4`, `Kt - K B 3`): the longest run of words on the line that reads as one move.
    // (Only where the word alone is no move, as the PGN reader does: `QPxB 5` is a move and a number.)
    const castles = CASTLES_ON.exec(text.slice(w.start, w.start + 40));
    const spaced =
      castles !== null && dialect.bookForms
        ? castles[0].length
        : isDescriptiveToken(w.text) || !dialect.bookForms
          ? 0
          : spacedDescriptiveLength(spacedText, w.start);
    if (spaced > 0) {
      // The words it covers (the last perhaps but for a full stop after it: `Kt - B 3.`, cut as the number `3.`).
      let k = i;
      while (k + 1 < words.length && words[k + 1]!.start < w.start + spaced) k++;
      if (k > end) {
        const stop = w.start + spaced;
        out.push({ kind: 'word', start: w.start, end: stop, text: text.slice(w.start, stop) });
        i = k;
        continue;
      }
    }
    if (end < 0 && !isDescriptiveToken(w.text)) {
      out.push(w);
      continue;
    }
    let last = end < 0 ? i : end;
    for (let k = last + 1; k < words.length && k <= last + 2 && AFTER_MOVE.test(words[k]!.text); k++) {
      if (!/^[ \t]+$/.test(text.slice(words[k - 1]!.end, words[k]!.start))) break;
      if (isDescriptiveToken(text.slice(w.start, words[k]!.end))) last = k;
    }
    let stop = words[last]!.end;
    // `16 PxP e.p. QxP`, `NxP ch. 18 K-R1`, `K–K.Sq. K–K.Sq.`: the full stop of an abbreviation after the move (which
    // the cutter took for a sentence's) belongs to the move where the moves go on after it; at a sentence's end it stays.
    const after = words[last + 1];
    if (
      (last > i || /[Ss]q$/.test(text.slice(w.start, stop))) &&
      text[stop] === '.' &&
      after !== undefined &&
      (after.kind === 'number' || after.kind === 'black' || /^\d{1,3}$/.test(after.text) || moveStart(after.text)) &&
      isDescriptiveToken(text.slice(w.start, stop + 1))
    )
      stop++;
    out.push({ kind: 'word', start: w.start, end: stop, text: text.slice(w.start, stop) });
    i = last;
  }
  return withBareNumbers(out, isDescriptiveToken);
}

/** `12 N-KB3`, `12 ... P-Q4`: a number of one to three digits before a descriptive move is its move number. */
function withBareNumbers(words: ProseWord[], isDescriptiveToken: (token: string) => boolean): ProseWord[] {
  return words.map((w, i) => {
    if (w.kind !== 'word' || !/^[1-9]\d{0,2}$/.test(w.text)) return w;
    let next = words[i + 1];
    if (next !== undefined && next.kind === 'black') next = words[i + 2];
    if (next === undefined || next.kind !== 'word' || !isDescriptiveToken(next.text)) return w;
    return { kind: 'number', start: w.start, end: w.end, ply: 2 * Number(w.text) - 1, text: w.text };
  });
}
