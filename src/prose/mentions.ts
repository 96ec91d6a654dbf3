/**
 * Moves mentioned without a number: a word is a move only where the board makes it one (see the
 * header of translate-prose.ts), in standard notation or, for English, Spanish, Portuguese or French input, descriptive.
 */
import type { Board } from '../board/board.js';
import { MOVE_FORM, type ParsedMove } from '../core/types.js';
import { readMove } from '../notation/read-move.js';
import { normalizeCharacters } from '../notation/lenient.js';
import { MoveTranslator } from '../translate/translator.js';
import { translateMoveText } from '../translate/move-fallbacks.js';
import { namesPiece, playedOn } from './lines.js';
import { paragraphBreak, type ProseReading } from './reading.js';
import { noteLenient } from './reading-notes.js';
import { rewrite, seqLetters, unchecked } from './rewrites.js';
import type { SeqMove } from './sequences.js';
import type { ProseWord } from './words.js';

/** A word without a move number: a move only where the board makes it one (see the header of translate-prose.ts). */
export function mention(r: ProseReading, w: ProseWord): void {
  if (r.ctx.output.kind !== 'san') return;
  const m = mentionReading(r, w);
  if (m === undefined) return;
  const { parsed } = m;
  if (parsed === undefined || (parsed.kind === 'piece' && parsed.role === undefined)) return; // squares only: nothing to rewrite
  const current = r.book.known[0]!;
  const board = current.boards[current.boards.length - 1]!;
  // `nach Sf3 und Lb5`: a move mentioned after another in the same paragraph may follow it; so
  // it is tried there first, and a narrated game without numbers (Chinese `白方走e4，黑方应以c5。
  // 接着马f3 d6`) is followed move by move.
  const after = r.scratch !== undefined && !paragraphBreak(r, r.scratch.offset, w.start) ? r.scratch.board : undefined;
  // (`6...d6. Dá se vzít Jxb4 nebo cxb4`, "Nxb4 or cxb4 could take": a move with a move's own marks may be an
  // alternative to the game's last move, legal in the position before it)
  const before = current.boards.length > 1 && unmistakablyMove(w.text, parsed) ? current.boards[current.boards.length - 2] : undefined;
  const next =
    (after !== undefined ? playedOn(after, parsed) : undefined) ??
    playedOn(board, parsed) ??
    (before !== undefined ? playedOn(before, parsed) : undefined);
  if (next === undefined && !namesPiece(board, parsed)) {
    // (`ist Lxe5 nicht möglich`: a word with a move's own marks is a move even where no board plays it; its letters change, said)
    if (unmistakablyMove(w.text, parsed)) unchecked(r, m, 'a move that is legal neither here nor in place of the move before');
    return;
  }
  const out = seqLetters(r, m);
  if (out === undefined) return;
  if (next !== undefined) r.scratch = { board: next, offset: w.end };
  if (out === w.text) return; // a pawn move or a square: the same in every language
  r.moves++;
  r.checked++;
  noteLenient(r, m);
  rewrite(r, w, out);
}

/**
 * A word that nothing but a move is: a piece letter with a capture mark (`Lxe5`), a move from a
 * square to another (`Sg1-f3`, `Lf1xb5`), or a piece move with a check or mate mark (`Dh5+`). A piece
 * letter and a square alone (`Da3`) may be a name, a square alone a paper size: those stay words.
 */
function unmistakablyMove(text: string, parsed: ParsedMove): boolean {
  if (parsed.kind !== 'piece' || parsed.role === undefined || parsed.role === 'pawn') return false;
  return /[x×]/.test(text) || (parsed.fromFile !== undefined && parsed.fromRank !== undefined) || /[+#]$/.test(text);
}

/**
 * A descriptive move without a number (`White opens with P-K4 and Black answers P-QB4`): a move
 * only where the board makes it one, as {@link mention}: legal after the move mentioned just
 * before it in the paragraph (ranks count from the mover's side, so the side matters), else in
 * the current position for the side to move, else for the other side. Only compact moves with a dash or a
 * capture mark (`P-K4`, `PxP`, `B - Q 2`), never a word alone (`Castles`); written as the board's
 * move, into SAN only (as mentions are). Where another of these positions reads it as another
 * move than the first (`White can play B-B4 or B-Q2`: Black's Bd7 after Bf4, White's Bd2 here), the first is
 * written and a warning W_READING_AMBIGUOUS names the other.
 */
export function mentionDescriptive(r: ProseReading, w: ProseWord): void {
  const { ctx } = r;
  if (ctx.output.kind !== 'san' || !/[-–—x×]/.test(w.text)) return;
  const current = r.book.known[0]!;
  const board = current.boards[current.boards.length - 1]!;
  const after = r.scratch !== undefined && !paragraphBreak(r, r.scratch.offset, w.start) ? r.scratch.board : undefined;
  const other = board.clone();
  other.playNull();
  const readings: Array<{ text: string; board: Board; where: string }> = [];
  const side = (b: Board): string => (b.turn === 'white' ? "White's" : "Black's");
  const places: Array<[Board, string]> = [[board, `${side(board)} move in the game's position`]];
  if (after !== undefined) places.unshift([after, `${side(after)} move after the move mentioned before it`]);
  const readOn = ([b, where]: [Board, string]): void => {
    const next = b.clone();
    const res = translateMoveText(new MoveTranslator(next, ctx.input, ctx.output), w.text, undefined, r.lines.at(w.start));
    if (res.ok && !readings.some((x) => x.text === res.value.text)) readings.push({ text: res.value.text, board: next, where });
  };
  // The other side in the game's position last: a reading there is written only where the others fail, and named where they do not.
  places.push([other, `${side(other)} move in the game's position`]);
  places.forEach(readOn);
  const first = readings[0];
  if (first === undefined) return;
  r.moves++;
  r.checked++;
  rewrite(r, w, `${first.text}${/[!?]+$/.exec(w.text)?.[0] ?? ''}`);
  r.scratch = { board: first.board, offset: w.end };
  if (readings.length > 1) {
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `${JSON.stringify(w.text)} read as ${first.text} (${first.where}); ${readings
        .slice(1)
        .map((x) => `as ${x.where} it is ${x.text}`)
        .join('; ')}`,
      written: w.text,
      ...r.lines.at(w.start),
    });
  }
}

/**
 * A word without a number read as a move: in standard notation only, or with files in the
 * language's own letters where its locale lists them (Greek `Ιζ3`); no other lenient form.
 */
export function mentionReading(r: ProseReading, w: ProseWord): SeqMove | undefined {
  const { strictInput } = r;
  const standard = (text: string): ParsedMove | undefined => {
    const res = readMove(text, strictInput);
    // (long algebraic is standard too: `Sg1f3`, `Sg1-f3`)
    return res.ok && res.value.kind !== 'null' && (res.value.form === undefined || res.value.form === MOVE_FORM.long)
      ? res.value
      : undefined;
  };
  const plain = standard(w.text);
  if (plain !== undefined) return { word: w, parsed: plain, letters: w.text };
  if (strictInput.kind !== 'algebraic' || strictInput.pieces.files === undefined || r.ctx.input.strict === true) return undefined;
  const alt = normalizeCharacters(w.text, strictInput.pieces);
  if (alt === undefined || alt.notes.some((n) => n.code !== 'W_FILE_LETTERS')) return undefined;
  const parsed = standard(alt.text);
  return parsed === undefined ? undefined : { word: w, parsed, letters: alt.text, notes: alt.notes };
}
