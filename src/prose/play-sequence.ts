/**
 * Playing a sequence of moves on a board: the line it continues (the main game first, then the
 * last one played; the side line of the same sentence first, see attach.ts) or a variation branching
 * from an earlier line where its number and colour fit, the first where every move is legal (where the
 * main game takes over inside the sequence, it ends there: attach.ts); its moves rewritten, the main game moved on where the
 * sequence is printed as the game's moves, and the moves a board rejects reported (see the header
 * of translate-prose.ts). Over 400 lines: playing a sequence is one step whose cases (a tie, a pair split, a
 * renumbering, the game taken over by a sentence) share its chosen place; the rules they ask live in attach.ts and lines.ts.
 */
import type { Board } from '../board/board.js';
import { MOVE_FORM } from '../core/types.js';
import { nagText } from '../pgn/glyphs.js';
import { MoveTranslator } from '../translate/translator.js';
import { translateMoveText } from '../translate/move-fallbacks.js';
import { fallbackWords, type FallbackWords } from './fallback-words.js';
import { numberText, samePosition, type Candidate, type Line } from './lines.js';
import { mention } from './mentions.js';
import { followingWords, movelike, paragraphBreak, playsOn, type ProseReading } from './reading.js';
import { noteFallback, noteLenient } from './reading-notes.js';
import { playChecked, rewrite, seqLetters, unchecked } from './rewrites.js';
import { splitPair, type SeqMove, type Sequence } from './sequences.js';
import { tieTurned } from './look-ahead.js';
import { moveToldInWords } from './told-in-words.js';
import { namedByCaseEnding, namedBySuffix, namesOtherAnswer } from './sentence-marks.js';
import {
  conditionalWordsOf,
  followedByInsteadWord,
  insteadAfterWordsOf,
  insteadWordsOf,
  namedInsteadAt,
  supposedAt,
} from './supposed-lines.js';
import { headingLineBetween, headingLinesBefore, opensListLine } from './layout.js';
import {
  attachOrder,
  bracketGivesWay,
  citedAfterWords,
  firstWordAfter,
  gameComesBack,
  gameRetaken,
  introducedLine,
  mainResumesAt,
  resumptionsIn,
  rowComesBack,
  rowTie,
  sameSentenceLine,
  startsSentence,
  type AttachPlace,
} from './attach.js';
import type { PlayedSequence } from './translate-prose.js';
import type { ProseWord } from './words.js';

/** After a move, the next word of its sentence, letters only (`1.Lxf7+ ist durchaus spielbar`): words, not moves. */
const WORDS_GO_ON = /^[!?]*[ \t]+\p{L}{2,}(?=[ \t,;:]|$)/u;

/** The candidate where most moves of `seq` are legal (the first of equals; all of them stops the search). */
export function bestCandidate(
  r: ProseReading,
  list: readonly Candidate[],
  seq: readonly SeqMove[],
): (Candidate & { ok: number }) | undefined {
  let best: (Candidate & { ok: number }) | undefined;
  for (const { line, k } of list) {
    const board = line.boards[k]!.clone();
    let ok = 0;
    for (const m of seq) {
      if (!playsOn(r, board, m.word.text, m.parsed, followingWords(seq, ok))) break;
      ok++;
    }
    if (best === undefined || ok > best.ok) best = { line, k, ok };
    if (ok === seq.length) break;
  }
  return best;
}

/**
 * How many moves of `seq`, played from `c`, carry a check or mate mark the board does not give (`Кd5×` that only checks,
 * `Сf7+` that gives no check; a mate marked `+` is no wrong mark, as many print it so); undefined where a move is not legal.
 */
function wrongMarks(r: ProseReading, c: Candidate, seq: readonly SeqMove[]): number | undefined {
  const board = c.line.boards[c.k]!.clone();
  let wrong = 0;
  for (let n = 0; n < seq.length; n++) {
    const m = seq[n]!;
    if (!playsOn(r, board, m.word.text, m.parsed, followingWords(seq, n))) return undefined;
    const written = m.parsed !== undefined && m.parsed.kind !== 'null' ? m.parsed.check : undefined;
    if (written === undefined) continue;
    const check = board.isCheck();
    if (!check || (written === 'mate' && board.legalMoves().length > 0)) wrong++;
  }
  return wrong;
}

/** Whether `seq[n]` is legal in place of `seq[n - 1]`, played from `from` (a choice listed after it). */
function listedAfter(r: ProseReading, from: Board, seq: readonly SeqMove[], n: number): boolean {
  const board = from.clone();
  const play = (m: SeqMove): boolean => playsOn(r, board, m.word.text, m.parsed);
  for (let j = 0; j < n - 1; j++) if (!play(seq[j]!)) return false;
  return play(seq[n]!);
}

/** A sequence's first word that only a lenient reading takes for a move (`ce`: a pawn capture by files). */
function readsOnlyAsWord(m: SeqMove): boolean {
  return ((m.parsed?.form ?? 0) & (MOVE_FORM.fileCapture | MOVE_FORM.pawnLetter)) !== 0;
}

/**
 * Whether a move of a sequence that is not legal where it stands may be a word instead: a form words share (`ce`, `de`: a
 * pawn capture by files; a pawn letter; `2e4`; glued or coordinate squares; a look-alike reading, `Sgl-f3`) or a pawn's
 * long move, which may name a diagonal (`f1-h3`). A piece's long move (`Lc4-b3`), a capture with `:`, a move with a full
 * stop after it (`Db6.`) or castling with zeros (`0-0`) is a move however written: not legal there, it is an error, as in
 * standard notation (before, such a move ended the sequence silently and the moves after it were read as mentions).
 */
function mayBeWord(m: SeqMove): boolean {
  const parsed = m.parsed;
  if (parsed === undefined || parsed.kind === 'castle') return false;
  if (m.notes?.some((n) => n.code === 'W_LOOKALIKE') === true) return true;
  const form = parsed.form ?? 0;
  const wordLike = MOVE_FORM.fileCapture | MOVE_FORM.pawnLetter | MOVE_FORM.pawnRank | MOVE_FORM.glued | MOVE_FORM.coordinates;
  if ((form & wordLike) !== 0) return true;
  return (form & MOVE_FORM.long) !== 0 && parsed.kind === 'piece' && (parsed.role === undefined || parsed.role === 'pawn');
}

/**
 * Whether `sequence`, at `at`, names another move for the game's last move right after it, with its number and nothing
 * but glyphs between (`10.Qe2 10.Re1 var mer i linje …`, Informant notes without brackets): the last sequence played went
 * on with `game`, and the sequence's number is that of the game's last move.
 */
function alternativeRightAfter(r: ProseReading, sequence: Sequence, at: number, game: Line): boolean {
  const last = r.lastPlayed;
  if (sequence.ply === undefined || last === undefined || last.line !== game || last.end === 0) return false;
  if (sequence.ply !== game.startPly + game.boards.length - 2) return false;
  return /^[^\p{L}\p{N}\n]*$/u.test(r.text.slice(r.words[last.end - 1]!.end, at));
}

/** W_READING_AMBIGUOUS at `first`: the moves from it are legal both in the game and in the side line before them. */
function noteSideLineTie(r: ProseReading, first: SeqMove, onSide: boolean): void {
  r.problems.push({
    severity: 'warning',
    code: 'W_READING_AMBIGUOUS',
    message: `${JSON.stringify(first.word.text)}: the moves from here are legal both in the game and in the side line before them; ${onSide ? "read as the side line's" : "read as the game's"}`,
    written: first.word.text,
    ...r.lines.at(first.word.start),
  });
}

/** Where a sequence ends in the text: its last word, without a case ending its last move has (`Hf3-mal`: the ending is words). */
export function sequenceEnd(r: ProseReading, seq: Sequence): number {
  const { words } = r;
  const move = seq.moves[seq.moves.length - 1];
  // (a number after its last move whose own move does not read, `5.` before `Tk1`, stays in the words after it)
  let k = seq.end - 1;
  while (move !== undefined && k > 0 && words[k]!.kind === 'number' && words[k]!.start > move.word.start) k--;
  const last = words[k]!;
  return move !== undefined && move.word.start === last.start ? move.word.end : last.end;
}

/**
 * Plays a sequence on the best line (see the header of translate-prose.ts) and rewrites its moves;
 * returns the line played. `at`: where it starts in the text; `side`: marked as a side line;
 * `resumes`: the line the sequence goes on with after a variation in brackets; `endsAt`: where
 * it ends in the text; `inside`: the line an opening bracket right before it follows; `back`: the
 * line before a variation in brackets that just closed; `resume`: set to the index of the word to read on
 * from, where the main game takes over from the sequence (attach.ts), and `sideLineEnds` where that is at a number only
 * written again (`4.d3 4...Sf6`: the moves read again from it are the game's, not the same sentence's side line).
 */
export function playSequence(
  r: ProseReading,
  sequence: Sequence,
  at: number,
  markedSide: boolean,
  resumes: Line | undefined,
  endsAt: number,
  inside?: Line,
  back?: Line,
  resume?: { at?: number; sideLineEnds?: boolean },
): Line | undefined {
  const { ctx, book, layout, lines, hooks } = r;
  /**
   * A line the text supposes (`Wenn 8. Sc3, dann d4!`) or names in place of the one played (`instead of 5.Ng5`, `5.Hf3
   * helyett`): a side line, never the game's (supposed-lines.ts).
   */
  const namedInstead =
    sequence.ply !== undefined &&
    (namedInsteadAt(r.text, at, insteadWordsOf(r.strictInput)) ||
      followedByInsteadWord(r.text, endsAt, insteadAfterWordsOf(r.strictInput)));
  const supposed = namedInstead || (sequence.ply !== undefined && supposedAt(r.text, at, conditionalWordsOf(r.strictInput)));
  /** A move a case ending names (`3...Fc5'ten sonra`, "after 3...Bc5"): a side line, said where it could be the game's (sentence-marks.ts). */
  const namedByEnding = sequence.ply !== undefined && namedByCaseEnding(r.text, sequence, r.strictInput);
  const side = markedSide || supposed || namedByEnding;
  // (a row from move 1 under a game's heading, its players, after a game printed as rows: another game, whose moves are
  // never played on the boards of the games before it; game-boundaries.ts starts it in the document reading)
  // (or a list of moves from move 1 under a heading of its own, after a game a list opened: `[Edit] Najdorf Variation` then
  // `- 1.e4 c5`, `- 2.Nf3 d6`, … after the Dragon's items, a wiki's sections; not the game's list told again after a
  // sentence's lead-in, `Then came:`, which goes on with it)
  const listItem = sequence.ply === 1 && !side && opensListLine(r.text, at);
  if (sequence.ply === 1 && !side && ((layout.printedAsGame(at) && anotherGameBelow(r, at)) || (listItem && anotherListBelow(r, at))))
    book.startAgain();
  if (listItem) book.openByListItem();
  const gameLine = book.game;
  let seq = sequence.moves;
  const first = seq[0]!;
  // (a sequence that goes on after a closing bracket starts at the bracket: its first move tells whether it is printed as the
  // game's, `14.Pe5 (… 14.Lxe6 hier ook) **Dc7 15.Lb5+**`)
  const printed = !side && (layout.printedAsGame(at) || (r.text[at] === ')' && layout.printedAsGame(first.word.start)));
  const sentenceLine = sameSentenceLine(r, at);
  // (a sequence without a number that is not Black's was named White's by a colour word: `White: e4`)
  const place: AttachPlace = {
    ply: sequence.ply,
    main: book.game,
    sameSentence: sentenceLine,
    printed,
    introduced: printed ? introducedLine(r, at) : undefined,
    comesBack: () =>
      sequence.ply !== undefined &&
      gameLine.startPly + gameLine.boards.length - 1 === sequence.ply &&
      gameComesBack(
        r,
        sequence.end,
        sequence.ply,
        (moves) => bestCandidate(r, [{ line: gameLine, k: gameLine.boards.length - 1 }], moves)?.ok ?? 0,
      ),
    rowAgain: () => sequence.ply !== undefined && book.printedRow(gameLine, sequence.ply),
    citesGame: () => {
      const k = sequence.ply === undefined ? -1 : sequence.ply - gameLine.startPly;
      if (k < 0 || k + 1 >= gameLine.boards.length) return false;
      const board = gameLine.boards[k]!.clone();
      return playsOn(r, board, first.word.text, first.parsed, followingWords(seq, 0)) && samePosition(board, gameLine.boards[k + 1]!);
    },
    startsSentence: startsSentence(r, at),
    cited: (l) => book.citedInSentence(l),
    citedFrom: book.citedFrom,
  };
  // (the position before the move the bracket follows, tried first)
  const k0 = inside !== undefined && sequence.ply !== undefined ? sequence.ply - inside.startPly : -1;
  // (numbered one move past the one due after the move a bracket follows, the other side's, nothing played in the bracket
  // before it: a threat the bracket names,
  // `14.Pe5 (met de dubbele dreiging van 15.Lb5+ en 15.Pxf7)`; no line of the text is gone on with there, and one that
  // happens to reach that number elsewhere is no place for it: its letters are rewritten, unchecked, said)
  const outer = r.open[r.open.length - 1];
  const threat =
    sequence.ply !== undefined &&
    outer !== undefined &&
    sequence.ply === outer.startPly + outer.boards.length &&
    (r.lastPlayed === undefined || r.lastPlayed.line === outer);
  const list = threat ? [] : attachOrder(book.candidates(sequence.ply, resumes, sequence.ply === undefined && !sequence.black), place);
  if (inside !== undefined && k0 >= 0 && k0 === inside.boards.length - 2) list.unshift({ line: inside, k: k0 });
  // (another move for the game's last move, right after it with the same number, `10…0-0 10…Dxd4+ 11.Le3 De5 var …`: an
  // alternative to that move, not a side line's next move, however the side lines before it end)
  const alternative = !side && alternativeRightAfter(r, sequence, at, gameLine);
  if (alternative) list.unshift({ line: gameLine, k: gameLine.boards.length - 2 });
  // (the line before a variation in brackets that just closed, where the sequence goes on with it)
  if (back !== undefined && sequence.ply === back.startPly + back.boards.length - 1)
    list.unshift({ line: back, k: back.boards.length - 1 });
  let best = bestCandidate(r, list, seq);
  // `1/ d4 - d5 ;`: a long move with a spaced dash that is not legal may be White's and Black's move;
  // `1.e4e5`, `1.e4c5`: a move that is not legal may be two moves glued (translate's rules, move-fallbacks.ts)
  const splitAt = (b: Candidate & { ok: number }): { moves: SeqMove[]; read?: FallbackWords } | undefined => {
    if (b.ok >= seq.length) return undefined;
    const pair = splitPair(seq, b.ok, ctx.input);
    if (pair !== undefined) return { moves: pair };
    const board = b.line.boards[b.k]!.clone();
    seq.slice(0, b.ok).forEach((m, n) => playsOn(r, board, m.word.text, m.parsed, followingWords(seq, n)));
    const read = fallbackWords(seq[b.ok]!.word, board, ctx, b.ok === 0 && sequence.ply !== undefined && !sequence.black);
    return read && { moves: [...seq.slice(0, b.ok), ...read.moves, ...seq.slice(b.ok + 1)], read };
  };
  for (let split = best && splitAt(best); split !== undefined;) {
    const again = bestCandidate(r, list, split.moves);
    if (again === undefined || again.ok <= best!.ok) break;
    if (split.read !== undefined) {
      noteFallback(r, split.read.kind, seq[best!.ok]!.word);
      if (split.read.kind === 'glued') r.gluedToPrevious.add(split.read.moves[1]!.word.start);
    }
    seq = split.moves;
    best = again;
    split = splitAt(best);
  }
  let total = seq.length;
  let endOffset = endsAt;
  if (best !== undefined && best.ok < seq.length && sequence.ply !== undefined) {
    // `après 28... Fe6` under `28. Fe6`: the number has the wrong colour, the moves fit the other.
    const other = sequence.ply % 2 === 1 ? sequence.ply + 1 : sequence.ply - 1;
    const renumbered = bestCandidate(r, book.candidates(other), seq);
    if (renumbered !== undefined && renumbered.ok === seq.length) {
      best = renumbered;
      r.problems.push({
        severity: 'warning',
        code: 'W_MOVE_NUMBER',
        message: `${JSON.stringify(first.word.text)} is numbered ${numberText(sequence.ply)}, but the board has it as ${numberText(other)}`,
        written: first.word.text,
        ...lines.at(first.word.start),
      });
    }
  }
  // The main game takes over at a row or after a full stop inside the sequence (attach.ts, step 2): the sequence ends there.
  const game = book.game;
  const gameEnd = game.boards[game.boards.length - 1]!;
  // `2. Sf3, Sf6, 4. Sc3` where the game is at its 3rd move: a number misprinted one move early, as the number after
  // the moves says; the moves are the game's next ones where they are legal there (W_MOVE_NUMBER), not a side line
  // at move 2 that the next number cannot go on from. So too a number misprinted ahead (`5.Ve1 e5 9. b4 d6 … 7.bxc5`),
  // which no board reaches.
  const due = game.startPly + game.boards.length - 1;
  if ((best === undefined || !(best.line === game && best.k === due - game.startPly)) && misnumbered(r, sequence, seq, game)) {
    best = { line: game, k: game.boards.length - 1, ok: seq.length };
    r.problems.push({
      severity: 'warning',
      code: 'W_MOVE_NUMBER',
      message: `${JSON.stringify(first.word.text)} is numbered ${numberText(sequence.ply!)}, but the board and the number after it have it as ${numberText(due)}`,
      written: first.word.text,
      ...lines.at(first.word.start),
    });
  }
  let taken =
    best !== undefined && resume !== undefined && !printed && sequence.ply !== undefined
      ? mainResumesAt(
          resumptionsIn(r, seq),
          { ok: best.ok, length: seq.length, continuesMain: best.line.boards[best.k] === gameEnd },
          game,
          (moves) => bestCandidate(r, [{ line: game, k: game.boards.length - 1 }], moves)?.ok ?? 0,
        )
      : undefined;
  let repeatTie: 'side' | 'game' | undefined;
  if (taken?.sideFirst === true) {
    // `4.c3 Besser ist 4.d3 4...Sf6 5.Sg5`, every move legal going on with 4.d3 and as the game's: Black's number written
    // again says no more than PGN's would; the side line keeps them unless the text after them decides (look-ahead.ts)
    repeatTie = tieTurned(r, firstWordAfter(r, first.word.start - 1), sequence.end, r.words[taken.resumption.word]!.start)
      ? 'game'
      : 'side';
    if (repeatTie === 'side') {
      const n = r.words[taken.resumption.word]!;
      r.problems.push({
        severity: 'warning',
        code: 'W_READING_AMBIGUOUS',
        message: `${JSON.stringify(n.text)}: the moves from here are legal both in the game and in the side line before them; read as the side line's`,
        written: n.text,
        ...lines.at(n.start),
      });
      taken = undefined;
    }
  }
  if (taken !== undefined) {
    const { k, word } = taken.resumption;
    seq = seq.slice(0, k);
    total = k;
    best = { ...best!, ok: Math.min(best!.ok, k) };
    endOffset = seq[k - 1]!.word.end;
    resume!.at = word;
    if (taken.resumption.onlyPastRejection === true) resume!.sideLineEnds = true;
    if (taken.ambiguous && !restatesGame(r, best!, seq, gameEnd)) {
      const n = r.words[word]!;
      // (a table's column number has no width: the move it numbers is named)
      const shown = n.text !== '' ? n.text : (r.words[word + 1]?.text ?? '');
      r.problems.push({
        severity: 'warning',
        code: 'W_READING_AMBIGUOUS',
        message: `${JSON.stringify(shown)}: the moves from here are legal both in the game and in the side line before them; read as the game's`,
        written: n.text,
        ...lines.at(n.start),
      });
    }
  }
  // `5.К:e5? С:d1?? Лучше было 5…К:e5! … 6.С:f7+ Крe7 7. Кd5×`: moves legal both as the game's next ones and on the side line
  // mentioned last, where a check or mate mark written on them is right on the game only (7.Кd5 mates after 5...С:d1, it
  // only checks after 5...К:e5): the marks tell the game's, no tie (the reading with a wrong mark costs more).
  if (
    best !== undefined &&
    best.line !== game &&
    best.ok === seq.length &&
    sequence.ply !== undefined &&
    game.startPly + game.boards.length - 1 === sequence.ply &&
    !samePosition(best.line.boards[best.k]!, gameEnd)
  ) {
    const onGame: Candidate = { line: game, k: game.boards.length - 1 };
    const gameWrong = wrongMarks(r, onGame, seq);
    if (gameWrong !== undefined && gameWrong < (wrongMarks(r, best, seq) ?? Infinity)) best = { ...onGame, ok: seq.length };
  }
  let tied = false;
  if (
    best !== undefined &&
    best.line !== game &&
    best.line !== sentenceLine &&
    best.ok === seq.length &&
    sequence.ply !== undefined &&
    game.startPly + game.boards.length - 1 === sequence.ply &&
    !samePosition(best.line.boards[best.k]!, gameEnd) &&
    bestCandidate(r, [{ line: game, k: game.boards.length - 1 }], seq)?.ok === seq.length
  ) {
    // `3... a6 … Ook 3... Pf6 is goed. 4.Lc6 …`: the moves go on the side line mentioned last, in a sentence of
    // their own, and the game's next moves they could as well be; the text does not say which (never a silent
    // choice). (`7 Q-N3 is met by 7 ... Q-K2`: the same sentence goes on with its line, no tie.) The text after it may
    // decide (look-ahead.ts): read again with the game taking them, the reading that plays on further wins.
    // Where the text after does not decide, the way the moves are told may: a side line cited after words of its
    // sentence (`Ook 3.... Pf6 … is goed speelbaar.`, "3...Nf6 is also playable"), the sequence starting a sentence as
    // the game's moves before it did (`3.....a6 Dit is …`, then `4.Lc6 De ruilvariant.`): the game's first, as the tie
    // with a side line cited in the same paragraph is read (below); the text after it may turn it; said either way.
    // (so is one named right after the game's move it stands for, `10.Qe2 10.Re1 var mer i linje …. 10…0-0`, Informant notes
    // without brackets, cited or not the game's moves before it)
    const gameFirst =
      (book.namedAsAlternative(best.line) || (book.citedInSentence(best.line) && !book.citedInSentence(game))) &&
      startsSentence(r, at) &&
      !citedAfterWords(r, at);
    const onGame = gameFirst !== tieTurned(r, firstWordAfter(r, first.word.start - 1), sequence.end, first.word.start);
    tied = true;
    if (onGame) best = { line: game, k: game.boards.length - 1, ok: seq.length };
    noteSideLineTie(r, first, !onGame);
  }
  const citedSide = citedLine(r, at, sequence, side || printed);
  if (
    !tied &&
    best !== undefined &&
    best.line === game &&
    best.k === game.boards.length - 1 &&
    best.ok === seq.length &&
    taken === undefined &&
    citedSide !== undefined &&
    !samePosition(citedSide.line.boards[citedSide.k]!, gameEnd) &&
    bestCandidate(r, [citedSide], seq)?.ok === seq.length &&
    // (a check or mate mark right on the game only tells the game's, as above: no tie)
    !((wrongMarks(r, best, seq) ?? Infinity) < (wrongMarks(r, citedSide, seq) ?? Infinity))
  ) {
    // `4... dxc6 La alternativa 4. ... bxc6 no es mala. Una posible continuación es: 5. d4 exd4`: the moves go on both with
    // the game and with the side line cited before them in the same paragraph (or are another move inside it: `Sería un
    // error 5. Cxe5?` after `5. d4 exd4`); the text does not say which. Cited after words of a sentence (`es: 5. d4`) they
    // are the side line's, as PGN reads moves after a variation's; else the game's; either way said (never a silent
    // choice), and the text after them may decide (look-ahead.ts).
    const sideFirst = citedAfterWords(r, at);
    const turned = tieTurned(r, firstWordAfter(r, first.word.start - 1), sequence.end, first.word.start);
    const onSide = sideFirst !== turned;
    if (onSide) best = { ...citedSide, ok: seq.length };
    noteSideLineTie(r, first, onSide);
  }
  const sideK = sentenceLine !== undefined && sequence.ply !== undefined ? sequence.ply - sentenceLine.startPly : -1;
  if (
    best !== undefined &&
    best.line === game &&
    best.ok === seq.length &&
    !printed &&
    sentenceLine !== undefined &&
    sentenceLine !== game &&
    sideK > 0 &&
    sideK < sentenceLine.boards.length - 1 &&
    !samePosition(sentenceLine.boards[sideK]!, best.line.boards[best.k]!) &&
    bestCandidate(r, [{ line: sentenceLine, k: sideK }], seq)?.ok === seq.length
  ) {
    // `Správně 6. Jd2 Jxd4 7. Jdxe4! nebo 6. ... h6 7. Sxf6`: numbered at a move of the side line in the same sentence,
    // the moves are another answer inside it or the game's own; where the text does not come back to that move
    // (attach.ts, step 1) the game takes them, and says so (never a silent choice).
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `${JSON.stringify(first.word.text)}: the moves from here are legal both in the game and inside the side line before them, in the same sentence; read as the game's`,
      written: first.word.text,
      ply: sequence.ply,
      ...lines.at(first.word.start),
    });
  }
  if (printed && best !== undefined) rowTie(r, seq, best, sequence.ply, (c) => bestCandidate(r, [c], seq)?.ok === seq.length);
  if (best === undefined) {
    // `4. Lf1-b5 … indem er den Läufer von f8 nach b4 zieht. … 5. d2-d3`: the one move no number gives, told in words
    // (told-in-words.ts); the sequence goes on from it where its moves play there.
    const playsAfter = (l: Line): Candidate & { ok: number } => ({
      line: l,
      k: l.boards.length - 1,
      ok: bestCandidate(r, [{ line: l, k: l.boards.length - 1 }], seq)?.ok ?? 0,
    });
    const told = moveToldInWords(r, sequence, at, (l) => {
      const { ok } = playsAfter(l);
      return ok === seq.length || (ok > 0 && mayBeWord(seq[ok]!));
    });
    if (told !== undefined) best = playsAfter(told);
  }
  if (best === undefined) {
    // The board is lost here: no line of the text reaches this move.
    const where =
      sequence.ply !== undefined ? `move ${numberText(sequence.ply)}` : sequence.black ? "a move of Black's" : "a move of White's";
    // (`5. c3 da praxe`: a word after the first that only a lenient reading takes for a move, `da` a pawn capture by files,
    // is a word where no board says otherwise)
    seq = seq.filter((m) => m === first || !readsOnlyAsWord(m));
    for (const m of seq)
      unchecked(
        r,
        m,
        m !== first
          ? `after ${JSON.stringify(first.word.text)}, which no board checks`
          : threat
            ? `${where} in a bracket one move ahead of the line it follows (a threat the text names), which no board plays`
            : `no board in the text reaches ${where}`,
        m === first ? sequence.ply : undefined,
      );
    if (sequence.ply !== undefined && seq.length > 0) r.lostNumbered = { ply: sequence.ply, end: seq[seq.length - 1]!.word.end };
    hooks.onLost?.(at, sequence.ply, seq.length);
    return undefined;
  }
  if (best.ok === 0 && readsOnlyAsWord(first)) {
    // `12. ce` in French prose: a word that only a lenient reading takes for a move.
    for (const m of seq) mention(r, m.word);
    hooks.onLost?.(at, sequence.ply, seq.length);
    return undefined;
  }
  const { line, k, ok } = best;
  const ply = line.startPly + k;
  // `6. Тd3 нүүдлийн дараа 7. ... Тd7 нүүдэл тус багатай тул 6. ... cxd4` ("after 6.Bd3, 7...Bd7 being of little use,
  // 6...cxd4 …"): a move numbered after the game's next one, which no board reached, then in the same sentence one
  // numbered before it going on from the game: the numbers went back, so the text may name another answer than the
  // game's (or have misnumbered the game's); the move stays the game's, and that is said (not where a sentence or a
  // bracket ended between them: `(… nemôže hrať 7.Df3-d3 … pre 8...Sc8-f5! a vyhrá.) 6...Je4:c3` goes on with the game)
  const lost = r.lostNumbered;
  if (
    lost !== undefined &&
    sequence.ply !== undefined &&
    ok > 0 &&
    !printed &&
    line === book.game &&
    k === line.boards.length - 1 &&
    k > 0 &&
    lost.ply > ply + 1 &&
    lost.end <= at &&
    !/[.!?]\s|[。！？\n)\]]/u.test(r.text.slice(lost.end, at))
  )
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `${JSON.stringify(first.word.text)}: numbered ${numberText(sequence.ply)} after a move numbered ${numberText(lost.ply)} in the same sentence, which no board reached: read as the game's next move, though the text may name another answer than the game's`,
      written: first.word.text,
      ply: sequence.ply,
      ...lines.at(first.word.start),
    });
  // (the move a case ending names goes on from the game's last move: it could be the game's next move, told with an
  // ending a text may also give a move it then tells on; read as named, and said)
  if (namedByEnding && ok > 0 && line === book.game && k === line.boards.length - 1)
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `${JSON.stringify(first.word.text)}: a case ending joined to its last move names it (a move the sentence names), read as a variation; it could also be the game's next move`,
      written: first.word.text,
      ply: sequence.ply,
      ...lines.at(first.word.start),
    });
  // Inside a bracket, where the game ends, before the game's own moves after the bracket: a side line (attach.ts, step 6).
  const givesWay =
    !printed &&
    r.open.length > 0 &&
    line.boards[k] === gameEnd &&
    bracketGivesWay(r, sequence.end, ply, (moves) => bestCandidate(r, [{ line: game, k: game.boards.length - 1 }], moves)?.ok ?? 0);
  // A word that reads as a move only leniently (`ce` in French prose: c-pawn takes on the
  // e-file) and is not legal there is a word: the sequence ends before it, and what follows is
  // read as words again.
  let rest: SeqMove[] = [];
  if (ok > 0 && ok < seq.length && mayBeWord(seq[ok]!)) {
    rest = seq.slice(ok);
    seq = seq.slice(0, ok);
    if (movelike(r, rest[0]!.word.text)) hooks.onLost?.(rest[0]!.word.start, ply + ok, rest.length);
  } else if (
    ok > 0 &&
    ok < seq.length &&
    /,\s*$/.test(r.text.slice(seq[ok - 1]!.word.end, seq[ok]!.word.start)) &&
    listedAfter(r, line.boards[k]!, seq, ok)
  ) {
    // `1....c5, e6 ou c6`: after a comma, a move not legal where it stands but legal in place of
    // the move before it is listed as another choice there: the sequence ends before it, and
    // the moves listed are mentions (words the board rewrites), no error.
    rest = seq.slice(ok);
    seq = seq.slice(0, ok);
  }
  const board = line.boards[k]!.clone();
  // The new line shares the positions up to where it starts (they are never changed).
  const boards = line.boards.slice(0, k + 1);
  const plies: Array<PlayedSequence['plies'][number]> = [];
  for (let n = 0; n < ok; n++) {
    const iccf = playChecked(r, board, seq[n]!, followingWords(seq, n));
    boards.push(board.clone());
    // (the glyph glued to the move, then those written on their own after it, as NAGs: `e4! $14`)
    const glued = /[!?]+$/.exec(seq[n]!.word.text)?.[0] ?? '';
    const glyphs = seq[n]!.glyphs;
    const glyph = glyphs === undefined ? glued : glued + glyphs.map((g) => ` ${nagText(g)}`).join('');
    plies.push({ iccf, glyph, after: boards[boards.length - 1]!, end: seq[n]!.word.end });
  }
  if (ok > 0) r.lastMove = { after: boards[boards.length - 1]!, end: seq[ok - 1]!.word.end };
  const info: PlayedSequence | undefined =
    ok > 0
      ? {
          from: line.boards[k]!,
          plies,
          start: at,
          end: ok < total ? seq[ok - 1]!.word.end : endOffset,
          printedAsGame: printed,
          sideLine: side || givesWay,
          ...(layout.sectionHeading(at) ? { inHeading: true } : {}),
          ...(markedSide && r.words.find((w) => w.start === at)?.kind === 'black' ? { plan: true } : {}),
          // (or goes on after a closing bracket with the line before it: from its end, not a variation of it)
          resumes: resumes !== undefined || (back !== undefined && line === back && k === back.boards.length - 1),
          // (or named by the sentence, a word ending glued after the move: `3...Nf6.க்கு`, sentence-marks.ts)
          // (or, inside a sentence, another answer than the game's, which the paragraph gives with its number after it:
          // sentence-marks.ts; not Black's move printed at a line's start, `... dxe4` under `3. Cc3 ...`)
          // (or by a case ending of the language's mentionSuffixes: `3...Fc5'ten sonra`, sentence-marks.ts)
          quoted:
            layout.quoted(at) ||
            namedBySuffix(r.text, sequence) ||
            namedByEnding ||
            (!layout.printedAsGame(at) && namesOtherAnswer(r, sequence, at)),
          supposed,
        }
      : undefined;
  if (info !== undefined) hooks.onSequence?.(info);
  if (ok < seq.length) {
    const bad = seq[ok]!;
    const t = new MoveTranslator(board.clone(), ctx.input, ctx.output);
    const res = translateMoveText(t, bad.word.text, bad.parsed, lines.at(bad.word.start));
    const where = lines.at(bad.word.start);
    const reason = res.ok ? 'not legal here' : res.error.reason;
    r.problems.push({
      severity: 'error',
      code: res.ok ? 'ERR_MOVE_ILLEGAL' : res.error.code,
      message: `move ${numberText(ply + ok)} ${bad.word.text}: ${reason}`,
      written: bad.word.text,
      ply: ply + ok,
      ...where,
    });
    // (a side line of the main game, however printed, is not the game's: its words stay words)
    // (so is a row the board rejects where a later row goes back to the move it rejects: the game goes on with that row)
    const sideLine =
      side ||
      book.sideLineAt({ startPly: line.startPly, boards }, ply, ply + ok) ||
      (printed && rowComesBack(r, bad.word.end, ply, ply + ok));
    // (a move from move 1 the start position rejects, alone before the words of its sentence, after a game that went past
    // move 1: a move the sentence names in another position, `Antwort` then `1.Lxf7+ ist durchaus spielbar`, not a new game)
    const named = ok === 0 && seq.length === 1 && ply === 1 && book.game.boards.length > 2 && WORDS_GO_ON.test(r.text.slice(bad.word.end));
    hooks.onIllegal?.(bad.word.start, !sideLine && !named && layout.printedAsGame(at), ply + ok, sideLine);
    for (let n = ok + 1; n < seq.length; n++) unchecked(r, seq[n]!, `after the move at ${where.line}:${where.column}, which is not legal`);
    r.moves++;
    noteLenient(r, bad);
    const out = seqLetters(r, bad);
    if (out !== undefined) rewrite(r, bad.word, out);
  }
  if (ok === 0) {
    hooks.onLost?.(at, sequence.ply, seq.length);
    return undefined;
  }
  const played: Line = { startPly: line.startPly, boards };
  if (printed) book.printRow(boards.slice(k + 1));
  // The main game goes on where a sequence continues it and is printed as books print the
  // game's moves: in bold where the text sets moves in bold, else on a line of its own (a
  // sequence inside a sentence is a line discussed, which later sequences may continue too);
  // or where it is the text's first. A sequence so printed that continues another line (the
  // main game could not take it) makes that line the main game: the text has come back to the
  // game after a diagram of another one, or follows the line it printed. A sequence marked as a
  // side line never moves the main game on.
  // The main game's moves after a variation in brackets go on with it.
  // (or where it plays the line's last moves again from an earlier number and goes on past its end: `1. c4 e5` under a
  // heading `Anglická hra 1.c2-c4` that played 1.c4 first; it reaches the line's last position and continues it there)
  const end = line.boards.length - 1;
  const restates = k < end && boards.length - 1 > end && samePosition(boards[end]!, line.boards[end]!);
  const continues = k === end || restates;
  const mainBefore = book.main;
  const resumesMain = resumes !== undefined && line === resumes && resumes === book.main;
  if (
    (continues &&
      (resumesMain ||
        (book.atTextStart
          ? line === book.main && (sequence.ply !== undefined || sequence.named === true)
          : // (or named by a colour word, going on with the main game: `白方e4，…；黑方e5，…。白方马f3` tells the game's moves)
            !side && (layout.printedAsGame(at) || (sequence.named === true && line === book.main))))) ||
    // (a line printed as the game's from the main game's first position, where the main game's moves were never so printed:
    // `HOLANDSKÁ OBRANA 1.d2-d4 f7-f5` as a heading, then the game's `1. d4 e6.` on a line of its own; lines.ts)
    (printed && !side && line.boards[k] === book.main.boards[0] && !book.printedAny(book.main))
  )
    book.main = played;
  // (a side line, or a line in a list item, `* soutien direct 25... Te8`, never becomes the game's line: lines.ts)
  book.remember(played, continues && !givesWay ? line : undefined, side || layout.inListItem(at));
  const cited = !printed && citedAfterWords(r, at);
  if (cited) book.citeInSentence(played);
  // (a move named in place of the one played, `instead of 5.Ng5`, ends there: the moves after it go on with it last of all,
  // as with a line whose bracket has closed)
  if (namedInstead) book.endLine(played);
  // (another move for the game's last move given right after it, `10.Qe2 10.Re1 var bättre.`: an alternative named in passing)
  if (!printed && !cited && alternative) book.nameAlternative(played);
  const takesGame = !side && book.told(played, ply, cited, printed || startsSentence(r, at));
  if (takesGame) gameRetaken(r, first.word, ply);
  if (takesGame && info !== undefined) info.takesGame = true;
  // (the game's moves again inside a bracket, going on past them, are the game's: no side line that ends at `)`)
  if (restates && line === game && !givesWay) book.goesOnOutside(played);
  // (the main game gone on with by moves printed as the game's: the side lines cited before them that they pass end, lines.ts)
  if (mainBefore === line && book.main === played && layout.printedAsGame(at) && !side) book.passed();
  for (const m of rest) mention(r, m.word);
  return played;
}

/**
 * The place in a side line the sequence at `at` may be played besides the game's end: the line played last, a side line
 * in the same paragraph (after a full stop: in the same sentence attach.ts tries it first), or one that ends the paragraph
 * before (its last move the paragraph's last word), not ended by a closing
 * bracket, at the sequence's number (its end, or a move of its own after its first: another move there). None for a
 * sequence marked as a side line or printed as the game's moves (`marked`), or where the game is not at that number.
 */
function citedLine(r: ProseReading, at: number, sequence: Sequence, marked: boolean): Candidate | undefined {
  const last = r.lastPlayed;
  const game = r.book.game;
  if (marked || last === undefined || last.end < 1 || sequence.ply === undefined || last.line === game) return undefined;
  const { line } = last;
  const k = sequence.ply - line.startPly;
  if (r.book.ended(line) || k < 1 || k >= line.boards.length) return undefined;
  if (game.startPly + game.boards.length - 1 !== sequence.ply) return undefined;
  const from = r.words[last.end - 1]!.end;
  // (or in the paragraph after, where the line's last move ends its own: `… de varianten na 3. Pc3` then a paragraph
  // `… de Winawervariant die ontstaat na 3. … Lb4.`, the line the text left off with)
  const ends = /^[ \t.,;:!?)]*\r?\n[ \t]*\r?\n/.exec(r.text.slice(from, from + 48));
  const leftOff = ends !== null && !paragraphBreak(r, from + ends[0].length, at);
  if (from > at || (paragraphBreak(r, from, at) && !leftOff) || sameSentenceLine(r, at) !== undefined) return undefined;
  return { line, k };
}

/**
 * Whether the numbered sequence (its moves `seq`) is misnumbered: its number is one move early or any number of
 * moves ahead of the game's next move (the same colour), the next number after it that is not its own again
 * (`9. b4 d6 … tah 9.b4 … 7.bxc5`) is the game's next move after its moves, and its moves are legal going on with
 * the game.
 */
function misnumbered(r: ProseReading, sequence: Sequence, seq: readonly SeqMove[], game: Line): boolean {
  const due = game.startPly + game.boards.length - 1;
  if (sequence.ply === undefined || seq.length === 0 || r.book.ended(game)) return false;
  const off = sequence.ply - due;
  if (off !== -2 && (off <= 0 || off % 2 !== 0)) return false;
  let next: ProseWord | undefined;
  for (let j = sequence.end; j < r.words.length && next === undefined; j++) {
    const w = r.words[j]!;
    if (w.kind === 'number' && w.ply !== sequence.ply) next = w;
  }
  if (next?.kind !== 'number' || next.ply !== due + seq.length) return false;
  return bestCandidate(r, [{ line: game, k: game.boards.length - 1 }], seq)?.ok === seq.length;
}

/**
 * Whether the moves `seq` (the part before the row where the game takes over), played from the candidate's board,
 * reach the game's last position: the side line only said the game's moves again (a table's row under the text that
 * gave them), so the game going on from that row is no choice between two games.
 */
function restatesGame(r: ProseReading, best: Candidate, seq: readonly SeqMove[], gameEnd: Board): boolean {
  const board = best.line.boards[best.k]!.clone();
  return seq.every((m, n) => playsOn(r, board, m.word.text, m.parsed, followingWords(seq, n))) && samePosition(board, gameEnd);
}

/**
 * Whether the sequence at `at`, from move 1, starts another game: the players' heading right above it (layout.ts
 * headingLinesBefore), after a main game of two moves or more from the first position, printed as rows.
 */
function anotherGameBelow(r: ProseReading, at: number): boolean {
  const main = r.book.main;
  return main.startPly === 1 && main.boards.length > 2 && r.book.printedAny(main) && headingLinesBefore(r.text, at);
}

/** Whether a list item from move 1 at `at` starts another game: the main game was opened by one, and a heading stands between its last move and `at`. */
function anotherListBelow(r: ProseReading, at: number): boolean {
  const main = r.book.main;
  return (
    main.startPly === 1 &&
    main.boards.length > 2 &&
    r.book.openedByListItem &&
    r.lastMove !== undefined &&
    headingLineBetween(r.text, r.lastMove.end, at) !== undefined
  );
}
