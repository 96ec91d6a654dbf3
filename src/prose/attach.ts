/**
 * Which line of play a sequence of moves in prose goes on with (issue 13): annotated text holds
 * numbered alternatives in the commentary between the game's rows, and the board, looking ahead,
 * tells which line each sequence continues. One rule, in two steps that translate-prose.ts takes
 * for every sequence it plays:
 *
 * 1. The order in which the places a sequence may be played are tried ({@link attachOrder}; the
 *    first where every move is legal wins, else the one where most are):
 *    - a sequence in a sentence right after a side line, in the same sentence (no line break, no
 *      full stop between), goes on with that side line before the main game where both may take it
 *      (`Sur 6/ ... - Dxe4?? ; les blancs jouent 7/ Te1!`), or, numbered at a move of the side line
 *      after its first, is an alternative inside it where the text comes back to that move number
 *      later with moves the game takes there (`Správně 6. Jd2 Jxd4 7. Jdxe4! nebo 6. ... h6 7. Sxf6
 *      …. 6. ... exf3`, "correct was 6.Nd2 … or 6...h6": Black's other answer to 6.Nd2, not to the
 *      game's 6.d5; {@link gameComesBack}); where it does not come back, the game's line first, and where the
 *      moves are legal in both places a warning W_READING_AMBIGUOUS says so (play-sequence.ts). A line
 *      whose bracket has closed is no such side line: it ended there (lines.ts);
 *    - a row printed as the game's moves right after a sentence that ends with a colon, the sentence going on from the
 *      line the sequence before it played (`si las negras juegan 4…, Axb4 (o Cxb4), las blancas seguirán:`, then the row
 *      `5. c3`), goes on with that line first where the row's number is its next move: the colon introduces the row as
 *      that line going on, not as another move for the game's move of that number ({@link introducedLine});
 *    - a sequence numbered at a move the game has passed is played from the game's position there first
 *      where it is a second row for a move the game printed as a row (`6/ Ce4 … est aussi intéressant`
 *      under the row `6/ Fd3 - ... ;`) or its first move is the game's move there (`2...d5 é um gambito`
 *      after a side line `2.Cc3`): an alternative to the game's move, or the game cited again, not the
 *      going on of a side line that ends there ({@link gameFirst});
 *    - otherwise as ProseLines.candidates gives them: the lines the sequence continues, the main
 *      game first (lines marked as side lines, by a bullet, a bracket or quotes, last), then the
 *      positions of every line at its number, the main game's first (so a
 *      sequence whose number the main game has already passed starts a side line of it there:
 *      `7/ c x d4? serait mauvais` under the row `7/ Cxe5 - ... ;`).
 * 2. Where a sequence read in one piece runs on, past a number that starts a row (a line break)
 *    or follows a full stop, into moves the main game can take from there, while the sequence
 *    itself does not go on with the main game (a side line at the end of a line, then the game's
 *    next row: `Najlepsze jest według mnie 4.Sf3` and `4...d5 5.cd5` on the next line; a side line
 *    in a sentence, then the game's next pair in two-column text: `by 4. Q x P. 4. Q Kt to B 3`),
 *    the sequence ends before that number and the text is read again from it
 *    ({@link mainResumesAt}): the main game takes the moves after it where they stay legal there at
 *    least as long as on the side line (the main game first after a break). Where both stay legal
 *    to the end, the main game takes them and a warning W_READING_AMBIGUOUS says so: never a silent
 *    choice between two readings of the game. Black's number written again right after White's move of
 *    the same number (`3.f4 Lepsze spokojne 3.d3 3...Sxe4`, an alternative cited without brackets) is such
 *    a number only where the line chosen rejects a move after it that the main game plays; where both
 *    play every move, the line chosen keeps them, said with W_READING_AMBIGUOUS, unless the text after
 *    them decides (look-ahead.ts).
 * 3. In two-column text, where White's number is printed again before Black's move (`3. P to Q 4 3. K Kt
 *    to B 3`), a number alone does not tell the colour: a sequence after words is read as White's and as
 *    Black's, and the reading the board plays further wins, the one that goes on with the game where both
 *    play as far ({@link columnColour}): `3. P x P` (no White capture) is Black's, `3. P to Q R 3` after a
 *    note under `3. B to Q Kt 5` is Black's 3rd, and the pairs after it follow on.
 * 4. Where two lines printed as the game's moves part at one place, the game's line is the one more rows
 *    go on with (document-games.ts, rowsOnLine).
 * 5. A row printed as the game's moves that the board rejects is a side line where the next row goes back to
 *    the move it rejects or before it, not before the row's own start ({@link rowComesBack}): its rejected moves stay words with a warning,
 *    and the game goes on with the row that fits.
 * 6. A sequence inside brackets that would go on with the game where it ends gives way to the sequence after the
 *    closing bracket that starts at the same move and is legal there (`6.Lg5 Le7 (… z.B. 7.Lxf6 gxf6 8.Sb3) 7.Dd2`):
 *    the bracket is the author's own mark of a side line, so the moves in it are the side line and the ones after
 *    it the game's, also where both stay legal to the end ({@link bracketGivesWay}). The number after the bracket may be a
 *    bare one, a newspaper column's ` / ` before it (`0-0 (… no conviene: 6 C - e5, C - e5 / 7 d4 …) / 6 Te1, d6`).
 * A move the chosen line rejects stays what translate-prose.ts makes of it (words with a warning in
 * a side line or a sentence); the main game goes on with the next row that fits.
 */
import type { Candidate, Line } from './lines.js';
import { paragraphBreak, startsAnewIn, type ProseReading } from './reading.js';
import { readSequence, startsSequence, type SeqMove, type Sequence } from './sequences.js';
import type { ProseWord } from './words.js';

/** The half-move a line's next move would be. */
function nextPly(line: Line): number {
  return line.startPly + line.boards.length - 1;
}

/** What {@link attachOrder} needs to know of the text around a sequence. */
export interface AttachPlace {
  /** The half-move the sequence's number gives (undefined: an ellipsis without a number). */
  readonly ply: number | undefined;
  /** The text's main game. */
  readonly main: Line;
  /** The line the sequence before it played, where only words of the same sentence stand between them. */
  readonly sameSentence: Line | undefined;
  /**
   * The sequence is printed as the game's moves (a row, bold) and marked as no side line: it never goes on with a side line first,
   * unless a sentence that ends with a colon right before it introduces it as the going on of the line it cites ({@link introducedLine}).
   */
  readonly printed: boolean;
  /** The line the last sequence played, where the rest of its sentence ends with a colon right before the sequence ({@link introducedLine}). */
  readonly introduced: Line | undefined;
  /** Whether the text comes back to the sequence's half-move later, with moves the game takes there ({@link gameComesBack}). */
  readonly comesBack: () => boolean;
  /** Whether the game's move at the sequence's half-move was printed as the game's moves (a row, bold). */
  readonly rowAgain: () => boolean;
  /** Whether the sequence's first move is the move the game played at its half-move (the game's move cited again). */
  readonly citesGame: () => boolean;
  /** The sequence starts a sentence (after a full stop, `!` or `?` that ends one, or at the start of a line). */
  readonly startsSentence: boolean;
  /** Whether a line was played by moves cited inside a sentence (lines.ts). */
  readonly cited: (line: Line) => boolean;
  /** The half-move from which the game's line went on by cited moves only (lines.ts, told). */
  readonly citedFrom: number | undefined;
}

/** The places to try a sequence at, in the order of step 1 of the rule (see the header); `list` as ProseLines.candidates gives them. */
export function attachOrder(list: readonly Candidate[], place: AttachPlace): Candidate[] {
  const { ply, main, sameSentence, printed } = place;
  const introduced = place.introduced;
  // (a row a sentence ending with a colon introduces, going on from the line that sentence cites: that line first)
  if (printed && ply !== undefined && introduced !== undefined && introduced !== main && ply === nextPly(introduced)) {
    const end = introduced.boards[introduced.boards.length - 1];
    const i = list.findIndex((c) => c.line.boards[c.k] === end);
    if (i > 0) return [list[i]!, ...list.slice(0, i), ...list.slice(i + 1)];
    if (i === 0) return [...list];
  }
  if (ply === undefined || printed || sameSentence === undefined || sameSentence === main || ply > nextPly(sameSentence))
    return gameFirst(gameEndFirst(list, place), place);
  const end = ply === nextPly(sameSentence);
  // (in the same sentence as a side line, the side line first: its end, or its own position at that move, after its first
  // move, where the sequence is an alternative inside it and the text comes back to that move later for the game's; a
  // position it shares with the line it left is offered by that line first, lines.ts, and gives no order)
  const at = sameSentence.boards[ply - sameSentence.startPly];
  const i = at === undefined ? -1 : list.findIndex((c) => c.line.boards[c.k] === at && (end || c.line === sameSentence));
  return i <= 0 || (!end && !place.comesBack()) ? [...list] : [list[i]!, ...list.slice(0, i), ...list.slice(i + 1)];
}

/** Whether the sequence at `offset` starts a sentence: at the start of a line, or after a word's full stop, `!` or `?` (and quotes). */
export function startsSentence(r: ProseReading, offset: number): boolean {
  const before = r.text.slice(Math.max(0, offset - 6), offset);
  return (
    /(?:^|\n)[ \t]*$/.test(r.text.slice(Math.max(0, r.text.lastIndexOf('\n', offset - 1)), offset)) ||
    /[\p{L}\p{N}][.!?]+["'»”)]*\s+$/u.test(before)
  );
}

/** Whether the sequence at `offset` is cited inside a sentence: right after a word of it (`Správné bylo 11. Jd3`). */
export function citedAfterWords(r: ProseReading, offset: number): boolean {
  return /\p{L}[,:]?[ \t]+$/u.test(r.text.slice(Math.max(0, offset - 4), offset));
}

/** The warning where a sequence starting a sentence took the game's line over from moves cited before it (lines.ts, told). */
export function gameRetaken(r: ProseReading, first: ProseWord, ply: number): void {
  r.problems.push({
    severity: 'warning',
    code: 'W_READING_AMBIGUOUS',
    message: `${JSON.stringify(first.text)}: starts a sentence at a move the game's line had only cited in one before; read as the game's, the move cited as a side line`,
    written: first.text,
    ply,
    ...r.lines.at(first.start),
  });
}

/**
 * Step 1 of the rule, a new sentence: a sequence that starts a sentence at the half-move from which the game's line went
 * on by moves cited inside sentences only (`12. ... Sc5+.` after `po 12. ... Sxe5 13. Sxe5 …` and `po 12. fxe4 …`,
 * lines.ts told) is tried at the game's position there before the lines cited in sentences tried before it; where it
 * takes the game's line over, play-sequence.ts says so. (Moves in a sentence of their own at the end of a side line cited
 * in words, legal as the game's too, are a tie the text after them decides: look-ahead.ts.)
 */
function gameEndFirst(list: readonly Candidate[], place: AttachPlace): Candidate[] {
  const { ply, main } = place;
  if (!place.startsSentence) return [...list];
  // (the game's own position at its number, where the game went on from there by cited moves only)
  const gameAt = ply === undefined || ply !== place.citedFrom ? undefined : main.boards[ply - main.startPly];
  const i = gameAt === undefined ? -1 : list.findIndex((c) => c.line.boards[c.k] === gameAt);
  if (i <= 0 || !list.slice(0, i).every((c) => place.cited(c.line))) return [...list];
  return [list[i]!, ...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * Step 1 of the rule, a number the game has passed: a row printed as the game's moves where the game's move of that
 * number was printed as a row too (`6/ Ce4 suivi de 7/ Cxf6+ est aussi intéressant` under the row `6/ Fd3 - ... ;`: a
 * second row for one move is an alternative to the first), or a sequence whose first move is the game's own move there (`2...d5
 * é um gambito` after the game's `2...d5 3.Cf3`), is played from the game's position at its number first (an alternative
 * to the game's move, or the game's move cited again), before a side line that ends at that number: going on with that
 * side line would make a line the text discussed in a sentence the game's.
 */
function gameFirst(list: readonly Candidate[], place: AttachPlace): Candidate[] {
  const { ply, main, printed } = place;
  if (ply === undefined || ply >= nextPly(main) || ply < main.startPly) return [...list];
  const at = main.boards[ply - main.startPly];
  const i = list.findIndex((c) => c.line.boards[c.k] === at);
  return i <= 0 || !((printed && place.rowAgain()) || place.citesGame())
    ? [...list]
    : [list[i]!, ...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * Step 1 of the rule, an alternative inside a side line: whether a sequence after word `end` in its paragraph, numbered at
 * half-move `ply` again (`6. ... exf3` after `nebo 6. ... h6 7. Sxf6 …`), has moves the game's line takes at its end
 * (`legalOnGame`: how many of them in a row, where its next half-move is `ply`): the text comes back to the game there, so
 * the sequence before it was no move of the game's.
 */
export function gameComesBack(r: ProseReading, end: number, ply: number, legalOnGame: (moves: readonly SeqMove[]) => number): boolean {
  const { words } = r;
  for (let j = end; j < words.length && !paragraphBreak(r, words[j - 1]!.end, words[j]!.start); j++) {
    const w = words[j]!;
    if (w.kind !== 'number' || (w.ply !== ply && w.ply !== ply - 1)) continue;
    const again = readSequence(words, j, r.ctx.input, startsAnewIn(r), undefined, r.text);
    if (again.ply === ply && again.moves.length > 0 && legalOnGame(again.moves) > 0) return true;
  }
  return false;
}

/** A number inside a sequence where the main game may take over (see step 2 of the rule). */
export interface Resumption {
  /** How many of the sequence's moves stand before the number. */
  readonly k: number;
  /** The index of the number among the text's words (where the text is read again). */
  readonly word: number;
  /** The sequence read again from the number: its half-move and moves. */
  readonly ply: number | undefined;
  readonly moves: readonly SeqMove[];
  /**
   * A number that neither starts a row nor follows a full stop, only written again (`3.d3 3...Sxe4`, numberRepeated):
   * the main game takes over there only where the line chosen rejects a move after it that the main game plays.
   */
  readonly onlyPastRejection?: boolean;
}

/**
 * Step 2 of the rule: the first of `resumptions` (in the order of the text) from which the main
 * game takes the moves after it at least as long as the line chosen for the whole sequence does,
 * and whether both readings stay legal to the end (an ambiguity to report). `chosen`: how many of
 * the sequence's `length` moves are legal on the line chosen, and whether that line is the main
 * game going on (then nothing changes). `legalOnMain`: how many of some moves are legal in a row
 * after the main game's last move.
 */
export function mainResumesAt(
  resumptions: readonly Resumption[],
  chosen: { readonly ok: number; readonly length: number; readonly continuesMain: boolean },
  main: Line,
  legalOnMain: (moves: readonly SeqMove[]) => number,
): { readonly resumption: Resumption; readonly ambiguous: boolean; readonly sideFirst?: boolean } | undefined {
  if (chosen.continuesMain) return undefined;
  for (const r of resumptions) {
    if (r.k < 1 || r.k >= chosen.length || r.ply !== nextPly(main) || r.moves.length === 0) continue;
    const onMain = legalOnMain(r.moves);
    const onChosen = Math.max(0, chosen.ok - r.k);
    if (onMain === 0 || onMain < onChosen) continue;
    const ambiguous = onMain === r.moves.length && chosen.ok === chosen.length;
    // (a number only written again: the main game takes over where the line chosen rejects a move it plays; where both
    // play every move it is a tie the line chosen keeps first)
    if (r.onlyPastRejection === true && !ambiguous && onMain <= onChosen) continue;
    return { resumption: r, ambiguous, ...(r.onlyPastRejection === true && ambiguous ? { sideFirst: true } : {}) };
  }
  return undefined;
}

/**
 * The line the last sequence played, where only words of one sentence stand between its end and `offset` (no line break,
 * no full stop, no `!` or `?` after a word: `¡no quiere igualar nada! 9...Cxe4` starts a sentence of its own) and it is not a line whose bracket has closed since (lines.ts: it ended there).
 */
export function sameSentenceLine(r: ProseReading, offset: number): Line | undefined {
  const last = r.lastPlayed;
  if (last === undefined || last.end < 1 || r.book.ended(last.line)) return undefined;
  // (from the last character of its last word: `… 8. B to Kt 5. 8. Castles`, a full stop after the move's rank)
  const between = r.text.slice(Math.max(0, r.words[last.end - 1]!.end - 1), offset);
  if (SENTENCE_END.test(between)) return undefined;
  // (`14… g5?! (Чигорин – Стейниц, Лондон, 1883) 15. Фa4+`: a game's source cited after the line, words and a year with no
  // square, ends what the sentence said of that line; the moves after it may be the game's again. A name alone,
  // `3.a3 (Mengarini's Opening)`, is no source: the sentence goes on with its line)
  return SOURCE_ASIDE.test(between) ? undefined : last.line;
}

/**
 * The line the last sequence played, where the words after it are the rest of its sentence and end with a colon right
 * before `offset`, a line break after the colon (`si las negras juegan 4…, Axb4 (o Cxb4), las blancas seguirán:` and
 * then the row `5. c3`, "if Black plays 4...Bxb4, White will go on:"): the sentence introduces the row after it as
 * the going on of the line it cites, not as another move for the game's move of that number. Not a line whose bracket
 * has closed (it ended there), nor where a sentence ends between (as in {@link sameSentenceLine}; a `;` too) or a source is
 * cited after the line.
 */
export function introducedLine(r: ProseReading, offset: number): Line | undefined {
  const last = r.lastPlayed;
  if (last === undefined || last.end < 1 || r.book.ended(last.line)) return undefined;
  const between = r.text.slice(Math.max(0, r.words[last.end - 1]!.end - 1), offset);
  const colon = /:[ \t]*(?:\r?\n[ \t]*)+$/u.exec(between);
  if (colon === null) return undefined;
  const sentence = between.slice(0, colon.index);
  // (a `;` too: a row a colon introduces goes on with the line of the clause right before it)
  if (SENTENCE_END.test(sentence) || sentence.includes(';') || SOURCE_ASIDE.test(sentence)) return undefined;
  return last.line;
}

/**
 * Where a sentence ends in words after a move: a line break, a full stop, `!` or `?` after a word (`¡no quiere igualar
 * nada! 9...Cxe4`), a CJK full stop, exclamation or question mark.
 */
const SENTENCE_END = /[\n\r。！？]|[\p{L}\p{N}](?:\.|[!?]+)["'»”)]*(?:\s|$)/u;

/** A closed bracket of words (two letters at least in a row) and a year, with no square in it: `(Chigorin – Steinitz, London 1883)`. */
const SOURCE_ASIDE = /\((?![^()]*[a-h][1-8])(?=[^()]*\p{L}{2})(?=[^()]*(?<!\d)1[5-9]\d\d|[^()]*(?<!\d)20\d\d(?!\d))[^()]*\)/u;

/**
 * The numbers inside `seq` where the main game may take over (step 2): a number that starts a row
 * (printed as the game's moves) or follows a full stop, with the sequence read again from it.
 */
export function resumptionsIn(r: ProseReading, seq: readonly SeqMove[]): Resumption[] {
  const { words, text, layout } = r;
  const out: Resumption[] = [];
  const from = seq[0]!.word.start;
  const to = seq[seq.length - 1]!.word.start;
  for (let j = firstWordAfter(r, from); j < words.length && words[j]!.start < to; j++) {
    const n = words[j]!;
    if (n.kind !== 'number') continue;
    const stop = /[\p{L}\p{N}]\.["'»”)]*\s*$/u.test(text.slice(Math.max(0, n.start - 4), n.start));
    const repeated = numberRepeated(r, j);
    if (!layout.printedAsGame(n.start) && !stop && !repeated) continue;
    const again = readSequence(words, j, r.ctx.input, startsAnewIn(r), undefined, text);
    out.push({
      k: seq.filter((m) => m.word.start < n.start).length,
      word: j,
      ply: again.ply,
      moves: again.moves,
      onlyPastRejection: !layout.printedAsGame(n.start) && !stop,
    });
  }
  return out;
}

/**
 * Whether the number `words[j]` is Black's, written again right after White's move of the same number with nothing
 * between (`3.d3 3...Sxe4`): no export writes it so; prose that cites an alternative without brackets writes it where the
 * game goes on (`3.f4 Lepsze spokojne 3.d3 3...Sxe4`, "3.d3 is quieter", then the game's 3...Nxe4).
 */
function numberRepeated(r: ProseReading, j: number): boolean {
  const { words, text } = r;
  const n = words[j]!;
  const move = words[j - 1];
  const white = words[j - 2];
  return (
    n.kind === 'number' &&
    n.ply % 2 === 0 &&
    /^\s*$/.test(text.slice(move?.end ?? 0, n.start)) &&
    move?.kind === 'word' &&
    white?.kind === 'number' &&
    white.ply === n.ply - 1 &&
    /^\s*$/.test(text.slice(white.end, move.start))
  );
}

/** The index of the first word of the text that starts after `offset`. */
export function firstWordAfter(r: ProseReading, offset: number): number {
  let lo = 0;
  let hi = r.words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r.words[mid]!.start <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Step 3 of the rule: `seq`, read from the number at `words[i]` as White's, or the same words read as
 * Black's move of that number, in two-column text (see the header); `played(ply, moves)`: how many of
 * `moves` in a row the best place for `ply` plays. Of readings that play as far, Black's where it goes on
 * with the game from a row, a new sentence or right after the moves before it (said with W_READING_AMBIGUOUS where
 * both play every move), else White's (the number as written).
 */
export function columnColour(
  r: ProseReading,
  i: number,
  seq: Sequence,
  played: (ply: number, moves: readonly SeqMove[]) => number,
): Sequence {
  const w = r.words[i]!;
  if (!r.twoColumns || w.kind !== 'number' || seq.ply === undefined || seq.ply % 2 === 0 || seq.moves.length === 0) return seq;
  const black = readSequence(r.words, i, r.ctx.input, startsAnewIn(r), seq.ply + 1, r.text);
  if (black.moves.length === 0) return seq;
  const asWhite = played(seq.ply, seq.moves);
  const asBlack = played(seq.ply + 1, black.moves);
  const game = r.book.game;
  const continues = game.startPly + game.boards.length - 1 === seq.ply + 1;
  // (a number that starts a row or a sentence, or follows the moves before it, may go on with the game; one after words
  // inside a sentence, `Better than 8. P to Q 4`, is cited as written: an alternative)
  const last = r.lastPlayed !== undefined && r.lastPlayed.end > 0 ? r.words[r.lastPlayed.end - 1]!.end : -1;
  const goesOn =
    continues &&
    (r.layout.printedAsGame(w.start) ||
      (last >= 0 && last <= w.start && /^\s*$/.test(r.text.slice(last, w.start))) ||
      /[\p{L}\p{N}]\.["'»”)]*\s*$/u.test(r.text.slice(Math.max(0, w.start - 4), w.start)));
  if (asBlack < asWhite || asBlack === 0 || (asBlack === asWhite && !goesOn)) return seq;
  // (as far either way: Black's goes on with the game; said where both play every move)
  if (asBlack === asWhite && asWhite === seq.moves.length && asBlack === black.moves.length)
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `${JSON.stringify(w.text)}: the moves after it are legal as White's and as Black's (numbers printed for both in this text); read as Black's, going on with the game`,
      written: w.text,
      ...r.lines.at(w.start),
    });
  return black;
  return seq;
}

/**
 * A number printed again right after the first move of a sequence (`2. e4. 2. Jf3 f5`): two-column scores print White's
 * number again before Black's move (sequences.ts reads it so), but where the board plays the moves after it as Black's
 * no further than the number's own move, and plays them all as White's again in place of that move, the number is
 * White's: the sequence ends before it (an alternative to the move before it starts there, a sentence citing one move
 * then the game's). `played(ply, moves)`: how many of `moves` in a row the best place for `ply` plays.
 */
export function repeatedNumberHolds(
  r: ProseReading,
  i: number,
  seq: Sequence,
  played: (ply: number, moves: readonly SeqMove[]) => number,
): Sequence {
  if (seq.repeated === undefined || seq.ply === undefined || seq.ply % 2 === 0 || played(seq.ply, seq.moves) > 1) return seq;
  const own = readSequence(r.words, i, r.ctx.input, (x, repeated) => repeated === true || startsAnewIn(r)(x, repeated), undefined, r.text);
  const next = readSequence(r.words, own.end, r.ctx.input, startsAnewIn(r), undefined, r.text);
  if (own.moves.length !== 1 || next.ply !== seq.ply || next.moves.length === 0) return seq;
  return played(own.ply!, own.moves) === 1 && played(next.ply, next.moves) === next.moves.length ? own : seq;
}

/**
 * Step 5 of the rule: whether the next row printed as the game's moves after `offset` (a number at the start of a line
 * or in bold, no bullet or bracket before it) goes back to a move from `from` (where the rejected row started) to `ply`
 * (the move it rejects): the text takes that place up again, so the row before it was an alternative. Not a row from
 * move 1 (a new game).
 */
export function rowComesBack(r: ProseReading, offset: number, from: number, ply: number): boolean {
  const { words, layout } = r;
  for (let j = firstWordAfter(r, offset); j < words.length; j++) {
    const n = words[j]!;
    if (n.kind !== 'number' || !layout.printedAsGame(n.start) || layout.sideLine(n.start)) continue;
    const at = words[j + 1]?.kind === 'black' ? 2 * Math.ceil(n.ply / 2) : n.ply;
    return at > 1 && at >= from && at <= ply;
  }
  return false;
}

/**
 * Step 6 of the rule: whether the sequence ending at word `end`, inside a bracket still open there and played
 * where the game ends (its next half-move `ply`), gives way to the sequence after the bracket's `)`: one
 * numbered at the same half-move, right after the bracket, whose moves are all legal where the game ends
 * (`legalOnGame`: how many of them are legal in a row there).
 */
export function bracketGivesWay(r: ProseReading, end: number, ply: number, legalOnGame: (moves: readonly SeqMove[]) => number): boolean {
  const { words } = r;
  for (let j = end, depth = 0; j < words.length; j++) {
    const w = words[j]!;
    if (w.kind !== 'bracket') continue;
    if (w.text === '(') depth++;
    else if (w.text === ')' && depth-- === 0) {
      // (a number with its full stop, or a bare one the text shows to be a move number: `… etcétera) / 6 Te1, d6`)
      if (words[j + 1] === undefined || !startsSequence(words, j + 1, r.ctx.input, r.text)) return false;
      const after = readSequence(words, j + 1, r.ctx.input, startsAnewIn(r), undefined, r.text);
      return after.ply === ply && after.moves.length > 0 && legalOnGame(after.moves) === after.moves.length;
    }
  }
  return false;
}

/**
 * Step 1 of the rule, rows printed for one move: where a sequence printed as the game's moves goes on with the main game
 * (`best`, every move legal) and another row printed for the main game's last move (an alternative printed as a row:
 * `2. … Sc5`, then `2. … exf4`, then `3. Jf3`) ends where the sequence starts and takes every move as well, the text does
 * not say which it goes on with: the main game takes it, and a warning W_READING_AMBIGUOUS says so (never a silent choice).
 */
export function rowTie(
  r: ProseReading,
  seq: readonly SeqMove[],
  best: Candidate & { ok: number },
  ply: number | undefined,
  playsAll: (c: Candidate) => boolean,
): void {
  const game = r.book.game;
  if (ply === undefined || best.line !== game || best.ok < seq.length || best.k !== game.boards.length - 1) return;
  const other = r.book.printedRowEndingAt(ply, game.boards[best.k]!);
  if (other === undefined || !playsAll({ line: other, k: other.boards.length - 1 })) return;
  const first = seq[0]!.word;
  r.problems.push({
    severity: 'warning',
    code: 'W_READING_AMBIGUOUS',
    message: `${JSON.stringify(first.text)}: the moves from here are legal both after the game's move and after another move printed as a row for it; read as the game's`,
    written: first.text,
    ply,
    ...r.lines.at(first.start),
  });
}
