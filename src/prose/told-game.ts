/**
 * A game told without move numbers from its first move (`对局：e4 e5 马f3 马c6 象b5 a6`, `白方走e4，
 * 黑方应以e5。接着马f3 …`), or in pairs after markers (`#P–K4 P–K4 #Kt–KB3 Kt–QB3`): the text's
 * main game where the board confirms it (see toldGame).
 */
import { isDescriptiveToken } from '../notation/descriptive.js';
import { mentionReading } from './mentions.js';
import { namesPiece } from './lines.js';
import { playSequence } from './play-sequence.js';
import { paragraphBreak, playsOn, type ProseReading } from './reading.js';
import { headingLineBetween } from './layout.js';
import { readWord, startsSequence, type SeqMove, type Sequence } from './sequences.js';
import { noteOtherLanguage, otherGroups } from './other-letters.js';
import { inputNotation } from '../notation/notation.js';
import { oneReading, type OtherReading } from '../translate/other-language.js';
import type { TranslationContext } from '../translate/context.js';
import type { ProseWord } from './words.js';
import type { Board } from '../board/board.js';
import type { ParsedMove } from '../core/types.js';

/** A game told without move numbers is read as the game where this many of its moves stand in a row (see toldGame). */
const TOLD_RUN = 4;

/**
 * A game told one move a clause (`… otvara e4. Crni uzvraća slično, e5. … nastavlja, Nf3.`) is read as the game where
 * this many of its first moves each end a clause (see {@link endsClause}): a sentence that names a square or two makes
 * no such run of moves, each legal after the one before from the first position.
 */
const CLAUSE_RUN = 6;

/**
 * A game told one move a sentence in long algebraic (`सफेद मोहरा f2-f3 चलता है। … काला प्यादा e7-e6 का जवाब देता है।`, "the
 * white pawn goes f2-f3 … the black pawn answers e7-e6") is read as the game where this many of its first moves are each
 * written from square to square: each names the square its piece stands on, for the side to move, so a sentence that
 * names squares makes no such run, each legal after the one before from the first position.
 */
const LONG_RUN = 4;

/**
 * After a word, what ends its clause: a full stop, comma, semicolon, colon, exclamation or question mark, an ellipsis
 * (Latin or CJK), after closing quotes or brackets, before a space or the end of the text; or the end of its line.
 */
const CLAUSE_END = /^[»”’"'\])）」』]*(?:[.,;:!?…]+(?=\s|$)|[。，；：、！？])|^[ \t]*(?:\r?\n|$)/u;

/** Moves of a told game, each with the index of its word, in runs of moves in a row. */
type ToldRuns = Array<Array<{ move: SeqMove; index: number }>>;

/**
 * A game told without move numbers from the main game's first position, starting at `words[at]`:
 * the moves written in it one after the other, each legal for the side to move after the one
 * before, in one paragraph, up to a move number, a bracket or a word that reads as a move and is
 * not the next (words between the moves are words: `白方走e4，黑方应以e5。接着马f3 …`). The board
 * confirms a game where {@link TOLD_RUN} of its moves or more stand in a row (nothing but spaces
 * and punctuation between them), or where {@link CLAUSE_RUN} of its first moves or more each end a clause
 * (`… otvara e4. … uzvraća slično, e5. …`; the game is those moves, up to the first that ends none): then its
 * moves are played as the game's from move 1, each run
 * in a row as a sequence (the words between stay where they are), with one note W_STYLE; the index
 * of the word after its last move is returned. Otherwise undefined (the words are read as mentions).
 * Moves in pairs, each after a pair marker (see {@link pairRuns}), are read by their markers. After the main game's first
 * moves were played, only moves after a bullet are tried, and they are the game only where they play those moves again
 * and go on past them ({@link restatesMain}: `1. e4 e5.` in a sentence, then `- e4 e5`, `- Nf3 Nc6`, `- Bb5`).
 */
export function toldGame(r: ProseReading, at: number): number | undefined {
  const { words, book } = r;
  const first = words[at]!;
  if (!r.squareLike.test(first.text) && !(r.descriptiveInput && isDescriptiveToken(first.text, r.descriptiveInput))) return undefined;
  const marked = r.layout.pairMark(first.start);
  // (after the game's first moves were played, only pairs after bullets, `… åpningspar: 1. e4 e5.` then `- e4 e5`,
  // `- Nf3 Nc6`, `- Bb5`, a list that lost its numbers, that play those moves again and go on past them: below)
  const restating = !book.atTextStart;
  if (restating && !marked) return undefined;
  const paired = marked || r.layout.startsParagraph(first.start) ? pairRuns(r, at, !marked) : undefined;
  // (or pairs after bullets from move 1 under a heading of their own after the game, `Sequenza di mosse` then `- e4 e5`,
  // `- Cf3 d6`, … after a trap told so under its own heading: another game, as a list item from move 1 under a heading is)
  const anew = restating && paired !== undefined && !restatesMain(r, paired) && anotherToldGame(r, first.start);
  if (restating && !anew && playsOtherFirstMove(r, first)) return undefined;
  const named = paired === undefined ? toldRuns(r, at) : undefined;
  const namedGame = named && confirmed(named);
  const other = named !== undefined && namedGame === undefined ? toldInOtherLetters(r, at, named) : undefined;
  const told = other ?? namedGame;
  const runs = paired ?? told?.runs;
  if (runs === undefined) return undefined;
  const startPly = book.main.startPly;
  let ply = startPly;
  const ctx = r.ctx;
  if (other !== undefined) r.ctx = other.ctx;
  if (restating && !anew && !restatesMain(r, runs)) {
    r.ctx = ctx;
    return undefined;
  }
  if (anew) book.startAgain();
  for (const run of runs) {
    const lastWord = run[run.length - 1]!.move.word;
    const seq: Sequence = { ply, black: ply % 2 === 0, moves: run.map((x) => x.move), end: run[run.length - 1]!.index + 1 };
    const played = playSequence(r, seq, run[0]!.move.word.start, false, ply === startPly ? undefined : book.main, lastWord.end);
    r.lastPlayed = played && { end: seq.end, line: played };
    ply += run.length;
  }
  r.ctx = ctx;
  const moves = ply - startPly;
  const firstMove = runs[0]![0]!.move.word;
  const how =
    paired !== undefined
      ? `${paired.marker}, White's move first`
      : told?.by === 'clauses'
        ? 'one at the end of each clause, each legal after the one before'
        : told?.by === 'squares'
          ? 'each from its square to another, legal after the one before'
          : 'each legal after the one before';
  r.problems.push({
    severity: 'warning',
    code: 'W_STYLE',
    message: `moves written without numbers: ${moves} moves from ${JSON.stringify(firstMove.text)} on, ${how}, read as the game from move 1`,
    written: firstMove.text,
    ...r.lines.at(firstMove.start),
  });
  // (the told game stops at a word that reads as its next move but is not legal there: said, the word kept as written;
  // not a piece named on its square, `die Dd8 blieb stehen`)
  const stop = told?.rejected?.word;
  const last = book.main.boards[book.main.boards.length - 1]!;
  const parsed = told?.rejected?.parsed;
  if (stop !== undefined && told!.moves === moves && !(parsed !== undefined && namesPiece(last, parsed))) {
    const number = `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`;
    r.problems.push({
      severity: 'warning',
      code: 'W_PROSE_UNCHECKED',
      message: `${JSON.stringify(stop.text)}: the game told without numbers stops here: not legal as its move ${number}; left as written`,
      written: stop.text,
      ply,
      ...r.lines.at(stop.start),
    });
  }
  r.scratch = undefined;
  return runs[runs.length - 1]![runs[runs.length - 1]!.length - 1]!.index + 1;
}

/** The moves of a game told without numbers as one language reads them (see {@link toldRuns}). */
interface ToldReading {
  readonly runs: ToldRuns;
  /**
   * The first word with a square that these letters do not read as the next move: the board rejects it (the game
   * stops there), or it reads as no move in these letters (a word of the sentence, the reading goes on past it).
   */
  readonly unread: ProseWord | undefined;
  /** How many moves the reading reads. */
  readonly moves: number;
  /** The position after its last move, for readings in two languages of as many moves to compare. */
  readonly key: string;
  /** How many of its first moves each end a clause (see {@link CLAUSE_RUN}), and the position after them. */
  readonly clauses: { readonly moves: number; readonly key: string };
  /** How many of its first moves are each written from square to square (see {@link LONG_RUN}), and the position after them. */
  readonly squares: { readonly moves: number; readonly key: string };
  /** The word that reads as the next move in these letters but is not legal there: where the reading stopped. */
  readonly rejected: SeqMove | undefined;
}

/** A told game the board confirms: its moves, how many, the position after them, and where the reading stopped. */
interface ToldGame {
  readonly runs: ToldRuns;
  readonly moves: number;
  readonly key: string;
  /**
   * What confirmed it: a run of {@link TOLD_RUN} moves in a row; else its first moves each ending a clause
   * ({@link CLAUSE_RUN}); else its first moves each written from square to square ({@link LONG_RUN}).
   */
  readonly by: 'row' | 'clauses' | 'squares';
  readonly rejected: SeqMove | undefined;
}

/** The moves of a told game the board confirms (see {@link toldGame}); undefined where it confirms none. */
function confirmed(told: ToldReading): ToldGame | undefined {
  const { rejected } = told;
  if (told.runs.some((run) => run.length >= TOLD_RUN)) return { runs: told.runs, moves: told.moves, key: told.key, by: 'row', rejected };
  const [by, first] =
    told.clauses.moves >= CLAUSE_RUN
      ? (['clauses', told.clauses] as const)
      : told.squares.moves >= LONG_RUN
        ? (['squares', told.squares] as const)
        : [undefined, undefined];
  if (by === undefined) return undefined;
  // (a game told a move a clause, or a move from square to square, is that game up to its first move that is not so
  // told: the words go on past it)
  const runs: ToldRuns = [];
  let left = first.moves;
  for (const run of told.runs) {
    if (left === 0) break;
    runs.push(run.slice(0, left));
    left -= Math.min(left, run.length);
  }
  return { runs, moves: first.moves, key: first.key, by, rejected: first.moves === told.moves ? rejected : undefined };
}

/**
 * A line of the board named by its two end squares (`the h4-e1 diagonal`, `a1-h8`), written as a long move where it is not
 * legal: both squares on the board's edge, on one diagonal four squares long or more, and no bishop or queen of the side to
 * move on the first (a move names its piece's square; a bishop or queen there that cannot go is a move written wrongly).
 */
function namesDiagonal(board: Board, parsed: ParsedMove | undefined): boolean {
  if (parsed?.kind !== 'piece' || parsed.fromFile === undefined || parsed.fromRank === undefined) return false;
  const [ff, fr, tf, tr] = [parsed.fromFile, parsed.fromRank, parsed.to & 7, parsed.to >> 3];
  const edge = (f: number, r: number): boolean => f === 0 || f === 7 || r === 0 || r === 7;
  const piece = board.pieceAt(fr * 8 + ff);
  const mover = piece !== undefined && piece.color === board.turn && (piece.role === 'bishop' || piece.role === 'queen');
  return Math.abs(ff - tf) >= 3 && Math.abs(ff - tf) === Math.abs(fr - tr) && edge(ff, fr) && edge(tf, tr) && !mover;
}

/** The moves of a game told without numbers from `words[at]` (see {@link toldGame}), in runs of moves in a row, up to a word where it stops. */
function toldRuns(r: ProseReading, at: number): ToldReading {
  const { words, text, ctx } = r;
  const board = r.book.main.boards[0]!.clone();
  /** The moves, each with the index of its word, in runs of moves in a row. */
  const runs: ToldRuns = [];
  let moves = 0;
  let last: ProseWord | undefined;
  let unread: ProseWord | undefined;
  let rejected: SeqMove | undefined;
  /** The first moves that each end a clause, while they do and no word with a square that reads as no move stands between them. */
  let clauses = { moves: 0, key: board.fen() };
  let clausesGoOn = true;
  /** The first moves that are each written from square to square, while they are. */
  let squares = { moves: 0, key: board.fen() };
  let squaresGoOn = true;
  for (let k = at; k < words.length; k++) {
    const x = words[k]!;
    if (x.kind !== 'word' || startsSequence(words, k, ctx.input, text)) break;
    if (last !== undefined && paragraphBreak(r, last.end, x.start)) break;
    if (x.text === '') continue; // (CJK text between two words, or code: not in a row)
    const move = toldReading(r, x);
    if (move === undefined) {
      if (r.squareLike.test(x.text)) {
        unread ??= x;
        clausesGoOn = false;
      }
      continue; // a word of the sentence
    }
    if (!playsOn(r, board, x.text, move.parsed)) {
      unread ??= x;
      clausesGoOn = false;
      if (namesDiagonal(board, move.parsed)) continue; // (a word of the sentence)
      rejected = move;
      break;
    }
    moves++;
    clausesGoOn &&= CLAUSE_END.test(text.slice(x.end));
    if (clausesGoOn) clauses = { moves, key: board.fen() };
    const parsed = move.parsed;
    squaresGoOn &&= parsed?.kind === 'piece' && parsed.fromFile !== undefined && parsed.fromRank !== undefined;
    if (squaresGoOn) squares = { moves, key: board.fen() };
    const inRow = last !== undefined && /^[\s\p{P}]*$/u.test(text.slice(last.end, x.start)) && !/[()]/.test(text.slice(last.end, x.start));
    if (inRow) runs[runs.length - 1]!.push({ move, index: k });
    else runs.push([{ move, index: k }]);
    last = x;
  }
  return { runs, unread, key: board.fen(), moves, clauses, squares, rejected };
}

/**
 * A game told without numbers in the letters of another language than the one named (other-letters.ts), where the
 * named language's letters read its first moves and no game the board confirms, stopping at or passing over a word
 * with a square that they read as no legal move (`e4 e5, Nf3 Nc6` on a Bengali page, where N is the rook; on a
 * Portuguese page, where N is no letter): the other language groups that read that word as one of the moves of a
 * game the board confirms. Those that read furthest must agree on its moves (else none is chosen: the words stay
 * words, never a silent choice); the language is noted (W_OTHER_LANGUAGE). Undefined where none reads it so.
 */
function toldInOtherLetters(
  r: ProseReading,
  at: number,
  named: ToldReading,
): (ToldGame & { readonly ctx: TranslationContext }) | undefined {
  const state = r.otherLetters;
  const stop = named.unread;
  if (state === undefined || stop === undefined || named.runs.length === 0) return undefined;
  const readings: OtherReading<ToldGame & { readonly ctx: TranslationContext }>[] = [];
  for (const g of otherGroups(r, state)) {
    if (readWord(stop, g.input) === undefined) continue; // (cheap first: the word reads as a move in these letters)
    const ctx: TranslationContext = { ...r.ctx, input: g.input };
    const strictInput = inputNotation(g.codes[0]!, r.ctx.registry, { strict: true });
    const told = confirmed(toldRuns({ ...r, ctx, strictInput }, at));
    if (told === undefined || !told.runs.some((run) => run.some((x) => x.move.word === stop))) continue;
    readings.push({ codes: g.codes, key: told.key, value: { ...told, ctx } });
  }
  // (a reading that stops sooner, at a word the others read, is no other game: the furthest readings are compared)
  const furthest = Math.max(0, ...readings.map((x) => x.value.moves));
  const one = oneReading(readings.filter((x) => x.value.moves === furthest));
  if (one === undefined || !one.ok) return undefined;
  const input = one.reading.value.ctx.input;
  const code = input.kind === 'algebraic' ? input.locale.code : one.reading.codes[0]!;
  noteOtherLanguage(r, state, code, one.reading.value.runs[0]![0]!.move.word, true, `does not read ${stop.text} as a legal move`);
  return one.reading.value;
}

/** A game told a pair at the start of each paragraph is read as the game where this many pairs or more are so told. */
const PARAGRAPH_PAIRS = 3;

/**
 * Whether `w`, the first word of marked pairs after the game's first moves, reads in the named letters as a move that
 * plays from the first position to another position than the game's first move does: no such list restates the game,
 * and it is not read on (each bullet of a long list would read the rest of it again). A word the named letters do not
 * read is left to the readings in other letters.
 */
function playsOtherFirstMove(r: ProseReading, w: ProseWord): boolean {
  const main = r.book.main;
  const move = toldReading(r, w);
  if (move === undefined || main.boards.length < 2) return false;
  const board = main.boards[0]!.clone();
  return !playsOn(r, board, w.text, move.parsed) || board.fen() !== main.boards[1]!.fen();
}

/**
 * Whether a game told in pairs after bullets at `offset` is another game than the main one: the main game went past its
 * first move from move 1, and a heading stands between the last move the text played and `offset` (layout.ts).
 */
function anotherToldGame(r: ProseReading, offset: number): boolean {
  const main = r.book.main;
  return (
    main.startPly === 1 &&
    main.boards.length > 2 &&
    r.lastMove !== undefined &&
    headingLineBetween(r.text, r.lastMove.end, offset) !== undefined
  );
}

/** Whether `runs` (from the first position) play the main game's moves so far again, each the same, and go on past them. */
function restatesMain(r: ProseReading, runs: ToldRuns): boolean {
  const main = r.book.main;
  const moves = runs.flat();
  const played = main.boards.length - 1;
  if (main.startPly !== 1 || moves.length <= played) return false;
  const board = main.boards[0]!.clone();
  for (let k = 0; k < played; k++) {
    const m = moves[k]!.move;
    if (!playsOn(r, board, m.word.text, m.parsed) || board.fen() !== main.boards[k + 1]!.fen()) return false;
  }
  return true;
}

/**
 * A game told in pairs without numbers, each pair after a marker that stands for its number
 * (`#P–K4 P–K4 #Kt–KB3 Kt–QB3`, a flattened `#` list; a bullet a line: `- ה4 ה5. <words>`): the
 * marker fixes the colours, the word right after it is White's move and the next, in a row, Black's;
 * the words after them are the item's words. Each move must be legal for its side after the one
 * before; the game ends at the first marker whose word is none (or Black's move is missing before
 * it), at a number, a bracket or a new paragraph. Undefined where fewer than two pairs are so
 * marked (unless the one pair is numbered as move 1 later: {@link numberedAsFirst}), where a third move stands in a row
 * after a pair (the marker marks no pair), or where
 * every move after the first pair is legal for its side in the first position too (`- e4 e5`,
 * `- d4 d5`: a list of openings may be that; a game has a move that only its moves before make legal).
 * `paragraphs`: the start of a paragraph is the marker, as a club column tells a game a pair a paragraph, the words
 * after it in brackets (`e4 d5 (The Centre Counter …)`, then `exd5 Nf6 (…)`): the item's words are then its
 * paragraph's, brackets and moves cited in them included (`(… d3 didn't achieve much)`), and the game ends at the
 * first paragraph that starts with no move (or at a number); {@link PARAGRAPH_PAIRS} pairs at least.
 */
function pairRuns(r: ProseReading, at: number, paragraphs = false): (ToldRuns & { marker: string }) | undefined {
  const { words, text, ctx } = r;
  const board = r.book.main.boards[0]!.clone();
  const runs: ToldRuns = [];
  const legal = (x: ProseWord, move: SeqMove): boolean => playsOn(r, board, x.text, move.parsed);
  // (in a pair, any descriptive move: `#Castles P×P`)
  const reading = (x: ProseWord): SeqMove | undefined =>
    toldReading(r, x) ??
    (r.descriptiveInput && isDescriptiveToken(x.text, r.descriptiveInput) ? { word: x, parsed: undefined, letters: x.text } : undefined);
  /** The last move read, while the words after it are in a row with it. */
  let last: ProseWord | undefined;
  for (let k = at; k < words.length; k++) {
    const x = words[k]!;
    // (in a paragraph's words, a bracket or a dash is a word of them)
    if (paragraphs && (x.kind === 'bracket' || x.kind === 'black')) {
      last = undefined;
      continue;
    }
    if (x.kind !== 'word' || startsSequence(words, k, ctx.input)) break;
    const newParagraph = k > at && paragraphBreak(r, words[k - 1]!.end, x.start);
    if (newParagraph && !paragraphs) break;
    const inRow = last !== undefined && /^[ \t,;]*$/.test(text.slice(last.end, x.start));
    const move = x.text === '' ? undefined : reading(x);
    if (paragraphs ? k === at || newParagraph : r.layout.pairMark(x.start)) {
      if (board.turn !== 'white' || move === undefined || !legal(x, move)) break;
      runs.push([{ move, index: k }]);
      last = x;
    } else if (inRow && runs[runs.length - 1]!.length === 1 && move !== undefined && board.turn === 'black' && legal(x, move)) {
      runs[runs.length - 1]!.push({ move, index: k });
      last = x;
    } else if (inRow && move !== undefined && runs[runs.length - 1]!.length === 2 && /^[ \t]*$/.test(text.slice(last!.end, x.start)))
      return undefined; // (three moves in a row: no pairs)
    else last = undefined;
  }
  const legalFirst = (m: SeqMove, white: boolean): boolean => {
    const b = r.book.main.boards[0]!.clone();
    if ((b.turn === 'white') !== white) b.playNull();
    return playsOn(r, b, m.word.text, m.parsed);
  };
  const numberedLater = !paragraphs && runs.length === 1 && runs[0]!.length === 2 && numberedAsFirst(r, runs[0]!);
  if (
    !numberedLater &&
    (runs.length < (paragraphs ? PARAGRAPH_PAIRS : 2) || runs.slice(1).every((run) => run.every((x, n) => legalFirst(x.move, n === 0))))
  )
    return undefined;
  const marker = paragraphs
    ? 'a pair at the start of each paragraph'
    : `a pair after each ${text[words[at]!.start - 1] === '#' ? '"#"' : 'bullet'}`;
  return Object.assign(runs, { marker });
}

/**
 * Whether the text's next move number after the one marked pair `run` is move 1 and names the pair's first move again
 * (`- e4 c5` as a wiki's opening box prints the line, then `1.e4 baldin bada, …` in the text): the text numbers the pair as
 * the game's first moves, which a lone pair in a list of openings (`- e4 e5`, `- d4 d5`) is not.
 */
function numberedAsFirst(r: ProseReading, run: ToldRuns[number]): boolean {
  const { words } = r;
  const first = run[0]!.move.word.text;
  for (let k = run[run.length - 1]!.index + 1; k < words.length; k++) {
    const w = words[k]!;
    if (w.kind !== 'number') continue;
    const next = words[k + 1];
    return w.ply === 1 && next?.kind === 'word' && next.start === w.end && next.text.startsWith(first);
  }
  return false;
}

/** A word of a game told without numbers read as a move: in standard notation (as a mention), or descriptive (English, Spanish, Portuguese, French) with a dash or capture mark. */
function toldReading(r: ProseReading, w: ProseWord): SeqMove | undefined {
  const m = mentionReading(r, w);
  if (m !== undefined) return m;
  return r.descriptiveInput && /[-–—x×]/.test(w.text) && isDescriptiveToken(w.text, r.descriptiveInput)
    ? { word: w, parsed: undefined, letters: w.text }
    : undefined;
}
