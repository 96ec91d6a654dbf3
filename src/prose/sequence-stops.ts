/**
 * Where a sequence of moves stops at a word where a move was due (see translate-prose.ts): a word
 * with the shape of a move that reads as none (`12. 0-0-0`, `4. Nef`, `6.Tel`), or a mark no locale
 * has before a move (`4 Dh5 x., Re7`; the word for check cut short, `j.` of `jaque`, is the move's mark, read by
 * sequences.ts). Such a word is left as written and said (W_PROSE_UNCHECKED), and the caller is
 * told that moves stop there (`onLost`): the move after a mark is not played silently elsewhere.
 * Said for a sequence after a number and for one that goes on after a bracket alike.
 */
import { CAPITALISED_WORD } from '../pgn/text-runs.js';
import { numberText } from './lines.js';
import { movelike, type ProseReading } from './reading.js';
import { readWord, type Sequence } from './sequences.js';
import { gluedNumberCut } from './sequence-fallbacks.js';

/** Says where `seq` stops at a word where a move was due (see the header); nothing where it stops at a word of a sentence. */
export function sayStop(r: ProseReading, seq: Sequence): void {
  const { words, text } = r;
  const last = words[seq.end - 1]!;
  const stop = words[seq.end];
  if (
    stop?.kind !== 'word' ||
    !(movelike(r, stop.text) || markBeforeMove(r, seq.end)) ||
    /\n/.test(text.slice(last.end, stop.start)) ||
    sentenceStartsAt(r, seq.end) ||
    // (`3d4 cxd4 4Nxd4`: a move number glued to the move due, which the next step of the reading cuts, sequence-fallbacks.ts)
    gluedNumberCut(r, stop) !== undefined
  )
    return;
  const due = last.kind === 'number' ? last.ply : seq.ply !== undefined ? seq.ply + seq.moves.length : undefined;
  r.hooks.onLost?.(stop.start, due);
  r.problems.push({
    severity: 'warning',
    code: 'W_PROSE_UNCHECKED',
    message: `${JSON.stringify(stop.text)}: ${due !== undefined ? `where move ${numberText(due)} is due, ` : ''}a word that does not read as a move; left as written`,
    written: stop.text,
    ...(due !== undefined && { ply: due }),
    ...r.lines.at(stop.start),
  });
}

/**
 * Whether `words[k]` is the first word of a sentence after a move that ends one, not a move due: the word before it
 * ends with a full stop, and it is a capitalised word of letters alone, no square in it (`4.d3. The resulting
 * position …`: `The` has the shape of a rook's move without its rank where T is the rook, in French, German or
 * Romanian letters; a move is never written so, though a capture cut short may be, `Dxe`).
 */
export function sentenceStartsAt(r: ProseReading, k: number): boolean {
  const before = r.words[k - 1];
  const w = r.words[k];
  if (before === undefined || before.kind === 'number' || w?.kind !== 'word') return false;
  const word = w.text.replace(/[.,;:!?]+$/u, '');
  return /\.[\s"”»’)]*$/u.test(r.text.slice(before.start, w.start)) && CAPITALISED_WORD.test(word) && !/^.[a-h]?[x:]/u.test(word);
}

/**
 * A mark between two moves: `words[k]` is, as written, one or two letters and `.` `!` `?` after them (`j.`, `j.!`,
 * a comma may follow), and the word after it reads as a move (`4 Dh5 j., Re7`).
 */
function markBeforeMove(r: ProseReading, k: number): boolean {
  const w = r.words[k];
  const next = r.words[k + 1];
  if (w?.kind !== 'word' || next?.kind !== 'word' || readWord(next, r.ctx.input) === undefined) return false;
  return /^\p{L}{1,2}[.!?]{1,2}[,;]?$/u.test(/^\S*/u.exec(r.text.slice(w.start))![0]);
}
