/**
 * Black's move of the game printed at the start of a line without its number, after White's move and
 * the words about it (issue 13): a game laid out one move a line with a comment after each, as web
 * pages, forum posts and tables print it.
 * - `1. e4 <comment>` then `e6` alone on the next line (the comment in any script);
 * - a table's cells, `1.f4: <comment> |` then `e5: <comment> |` (the move, a colon, its comment);
 * - `3. Cc3 ... <comment>` then `... Da5 <comment>`: an ellipsis at the start of a line gives Black's move
 *   (the one after White's move stands for it, still to come; without it, only a move alone on its line).
 * Such a word goes on with the text's main game where the main game was left at White's move by moves
 * printed as the game's (at the start of a line), and the move is legal there, in the named language's
 * letters or, as a numbered sequence may be (other-letters.ts), in another's: it is read as a sequence
 * that resumes the main game at Black's move, printed as the game's moves (play-sequence.ts), whatever
 * commentary, side lines or table cells stood between. The layout alone is not enough: a word alone on
 * its line, or a move with a colon glued after it, or an ellipsis before it where White's move had one; a line that starts with a
 * move and goes on with words (`Dd8 would be met by …`) is a sentence, and its moves are mentions as before,
 * unless the game's next numbered move, White's, printed at the start of a line after those words and before any
 * other number, is legal after it (`7. f4 <comment>`, then `e5 <comment on it>`, then `8.dxe5 dxe5`): the number
 * says that Black's move was made, and the move that opens the line is the one the board allows.
 */
import type { TranslationContext } from '../translate/context.js';
import type { Board } from '../board/board.js';
import type { Line } from './lines.js';
import { otherGroups, otherLetters } from './other-letters.js';
import { playsOn, startsAnewIn, type ProseReading } from './reading.js';
import { readSequence, type Sequence } from './sequences.js';
import type { ProseWord } from './words.js';

/** Only white space, emphasis, quote marks and a table's cell border before the word on its line. */
const LINE_START = /(?:^|\n)[ \t\u00a0*_>|]*$/;
/** After a move alone on its line: glyphs, emphasis, a table's cell border, then the line's end. */
const ALONE = /^[ \t\u00a0*_!?|]*(?:\r?\n|$)/;
/** A colon glued after the move, as a table's cell `e5: ¡Una Bird! … |` writes the move before its comment. */
const COLON_AFTER = /^[:：]/;

/** Black's move of the game at the start of a line, read as a sequence that resumes the main game. */
export interface GameReply {
  /** The sequence, read from Black's move on (its `ply` is Black's). */
  readonly seq: Sequence;
  /** The main game it goes on with. */
  readonly line: Line;
  /** The context of another language's letters, where the sequence is written in them (other-letters.ts). */
  readonly ctx?: TranslationContext | undefined;
}

/**
 * The game's Black move at `words[i]` (see the header): the sequence from it, resuming the main game;
 * undefined where the word is no such move (then it is read as before).
 */
export function gameReplyAt(r: ProseReading, i: number): GameReply | undefined {
  const { words, text, book } = r;
  const line = book.main;
  const ply = line.startPly + line.boards.length - 1;
  const w = words[i]!;
  if (w.kind !== 'black' && w.kind !== 'word') return undefined;
  // (a bold run of the game's moves that starts a line and opens with a move, its number not written: `**b5 7.a4 …**`
  // after the game's `**… 6.0-0**` and a side line in plain text; either side's move, where the board allows it; a bold
  // move inside a sentence, `Statt 2...Sc6 ist **d6** möglich`, is a mention as before)
  const bold = r.layout.opensBoldRun(w.start);
  // (the main game was left at White's move, by moves the text printed)
  if (line.boards.length < 2 || (ply % 2 === 1 && !bold)) return undefined;
  if (!LINE_START.test(text.slice(Math.max(0, w.start - 80), w.start))) return undefined;
  const move: ProseWord | undefined = w.kind === 'black' ? words[i + 1] : w;
  if (move?.kind !== 'word' || move.text === '') return undefined;
  // (a move alone on its line or before a colon; after an ellipsis, also before words where White's move was left with
  // an ellipsis for Black's: `3. Cc3 ... <comment>` then `... Da5 <comment>`; a bold run's first move)
  const rest = text.slice(move.end, move.end + 40);
  const sentence = !bold && !ALONE.test(rest) && !COLON_AFTER.test(rest);
  if (sentence && w.kind === 'black' && r.awaitsReply !== line) return undefined;
  // (read from the word before the move, which a resumed sequence skips: the ellipsis, or any word before a move alone)
  const first = w.kind === 'black' ? i : i - 1;
  if (first < 0) return undefined;
  const named = readSequence(words, first, r.ctx.input, startsAnewIn(r), ply, text);
  const board = line.boards[line.boards.length - 1]!;
  const legal = (seq: Sequence): boolean =>
    seq.moves[0]?.word.start === move.start &&
    playsOn(r, board.clone(), seq.moves[0].word.text, seq.moves[0].parsed) &&
    (!sentence || w.kind === 'black' || nextNumberGoesOn(r, i, seq, board, ply));
  // (where the named letters read it, a language the text's moves were read in before may read it as another game more
  // cheaply, as a numbered sequence is weighed: other-letters.ts; a Swedish page in English letters, `Bb6` the bishop's
  // move, not a pawn's with the Swedish pawn letter written)
  const other = otherLetters(r, first, named, { resumePly: ply, dueAtOnce: true });
  if (other === undefined) return legal(named) ? { seq: named, line } : undefined;
  const saved = r.ctx;
  r.ctx = other.ctx;
  const ok = legal(other.seq);
  r.ctx = saved;
  return ok ? { seq: other.seq, line, ctx: other.ctx } : undefined;
}

/** Most words between Black's move that opens a line of words and the game's next number (see {@link nextNumberGoesOn}). */
const NEXT_NUMBER_WITHIN = 200;

/**
 * Whether the first move number after `words[i]` is White's next one (`ply + 1`), printed at the start of a line,
 * and its first move is legal after `seq`'s first move (Black's, played on `board`): a move at the start of a line
 * of words is the game's where the text's next numbered move goes on from it.
 */
function nextNumberGoesOn(r: ProseReading, i: number, seq: Sequence, board: Board, ply: number): boolean {
  const { words, text } = r;
  const reply = seq.moves[0]!;
  let k = i + 1;
  while (k < words.length && k - i <= NEXT_NUMBER_WITHIN && words[k]!.kind !== 'number') k++;
  const number = words[k];
  if (number?.kind !== 'number' || number.ply !== ply + 1) return false;
  if (!LINE_START.test(text.slice(Math.max(0, number.start - 80), number.start))) return false;
  const after = board.clone();
  if (!playsOn(r, after, reply.word.text, reply.parsed)) return false;
  // (in the named letters, or in those of a language the text's moves were read in before: a Swedish page in English
  // letters, `12. *Nf3 …` then `d6 Ett allvarligt misstag …` then `13. *Bg5`, a pawn's move in Swedish letters)
  const state = r.otherLetters;
  const used = state === undefined || state.used.length === 0 ? [] : otherGroups(r, state).filter((g) => g.usedBefore);
  for (const input of [r.ctx.input, ...used.map((g) => g.input)]) {
    const next = readSequence(words, k, input, startsAnewIn(r), undefined, text).moves[0];
    const saved = r.ctx;
    r.ctx = { ...saved, input };
    const legal = next !== undefined && playsOn(r, after.clone(), next.word.text, next.parsed);
    r.ctx = saved;
    if (legal) return true;
  }
  return false;
}

/** Whether `seq` ends with an ellipsis after its last move, White's (`3. Cc3 ...`): Black's move is still to come. */
export function awaitsReply(r: ProseReading, seq: Sequence): boolean {
  const last = seq.moves[seq.moves.length - 1];
  const after = r.words[seq.end - 1];
  return (
    last !== undefined &&
    after?.kind === 'black' &&
    after.start >= last.word.end &&
    seq.ply !== undefined &&
    (seq.ply + seq.moves.length) % 2 === 0
  );
}
