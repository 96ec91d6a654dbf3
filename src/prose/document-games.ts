/**
 * The games of a document (an article, a book page, a wiki page): the moves `prose` finds and
 * checks on a board (translate-prose.ts, sequences.ts, lines.ts: one reading of text among moves),
 * built into PGN games, so that `translate` reads a document as it reads a game.
 *
 * - Every sequence the prose reading plays is a path in a tree of moves from the position it was
 *   played from. A move already in the tree at that place is the same node: moves cited again in
 *   the explanation (`after 2.exd5 Qxd5 Black loses a tempo`) are neither played again nor a
 *   variation; a move that is not there yet branches off as a variation (`2...Sf6 avoids …`), at
 *   the depth where it branches (nested as the text nests it).
 * - The game's own line at each branch is the move that a sequence printed as the game's moves
 *   (at the start of a line or in bold, not after a bullet or an opening bracket; see layout.ts)
 *   reached first; where none did, the move the text played first.
 * - A new game starts where a sequence printed as a game's moves starts again at move 1 after the
 *   game before it ended with a result (`1-0`, `0-1`, `½-½`), or leaves the game's line where that
 *   line was printed as the game's moves (as a number 1 after moves starts a new game in PGN text;
 *   moves cited in sentences and list items before it give way to the printed ones), there or in the sequences printed so that
 *   go on from it (`1.e4 e5 2.Sf3 Sc6` then `3.Lb5 Sf6` on the next line). A side line in a list or a table is not
 *   printed so (a bullet, a `|` before it), and moves cited again from move 1 stay in the game. After a game ended, a
 *   sequence printed as a game's moves that starts again where the game's own moves started after a heading's (`1.b4 c6
 *   2.Bb2 Nf6`, then games from `3.a3 …` each ending `0–1.`) starts a new game chained to the heading's moves.
 * - A side line in a bracket after the line's last move (`4.Sf3 (4...Lg4 …)`) that no move of the game follows there is
 *   written as the line going on (PGN has no variation after a line's last move), said with W_READING_AMBIGUOUS.
 * - A bracket after the line's last move that plays that move again and goes on (`39...Kf4 (39...Kf4 40.Kh3 Kf3)`) is a
 *   variation of the move, not the line going on; a result after such a bracket is the game's (`…Kf3–+) 0–1.`).
 * - The words between the moves become comments where they stand, after the move played before
 *   them (before the first move for the words before it), with the moves in them rewritten as
 *   `prose` rewrites them (a move cited again is kept in the words, after the move the text was at). Tags are none: a document
 *   names its players in sentences, which are kept as words, and no tag is invented.
 *   Words after the bracket that closes a variation follow the game's move, after the variation.
 * The games are written as ICCF numeric movetext (`5254 7775`), which the PGN path then reads and
 * writes in the output notation like any other game.
 * The tree is built here in one pass over the sequences whose steps (new games, citations, variations, words,
 * brackets) share its state; the rules it asks are in modules of their own: the tree (game-tree.ts) and its PGN
 * (game-tree-pgn.ts), where games start and end (game-boundaries.ts), which line is the game's (game-line.ts),
 * whether a game lost moves (lost-moves.ts), and the words kept as comments (comment-words.ts). Over 400 lines: the
 * one pass's shared state (the cursor of words kept, the brackets open) is not split without passing it all around.
 */
import type { Board } from '../board/board.js';
import { hasAnyLegalMove, START_FEN } from '../board/board.js';
import type { TranslateOptions } from '../translate/context.js';
import { placeOfPly, type MovePlace } from '../core/move-errors.js';
import { boardPly } from '../translate/written-numbers.js';
import type { ProseProblem } from './translate-prose.js';
import { readProse, type PlayedSequence } from './translate-prose.js';
import { numberedWordAfter, resignationResultAfter, resignationWordsOf, resignedAfter } from './resignation.js';
import type { ReorderedScore } from './column-pairs.js';
import { closingBracket, withVariationBrackets } from './brackets.js';
import {
  firstPly,
  mainLineEnd,
  mainPlies,
  onMainLine,
  rankUp,
  replayedLastMove,
  replaysBracketMove,
  stopLineAt,
  type GameTree,
  type MoveNode,
  type ParentOf,
  longerLinesTaken,
} from './game-tree.js';
import { writeTree } from './game-tree-pgn.js';
import { withoutDiagramBrackets } from '../pgn/font-diagram.js';
import { commentText, lastSentenceEnd, rewrittenText, rowTableKept } from './comment-words.js';
import {
  chainedMoves,
  endsAfterBracket,
  endsWhereGameDoes,
  goesOnFrom,
  goesOnInSentence,
  restartsAfterEnd,
  resultAfter,
  resumedAfter,
  retellsEndedGame,
  samePlacement,
  startsNewGame,
} from './game-boundaries.js';
import {
  COME_BACK,
  comesBackTo,
  doubtAfterParting,
  endedLine,
  endsAtLastPrinted,
  rowsFromOnePlace,
  rowLeavesLongerLine,
  rowsOnLine,
  stopAtHeadingLines,
  stopAtPlans,
  toldTwiceAtEnd,
} from './game-line.js';
import { headingLineBetween, opensListLine, printsGameApart, printsPairRows } from './layout.js';
import { gameStops, lostBefore, newLostMoves } from './lost-moves.js';
import { lineAndColumn, lineStarts } from './text-positions.js';
import { listedAlternatives, readListed } from './alternative-lists.js';

/** A move's word with its number before it (`3...a6`, `3. … Лd8`, `12.Sf3`), up to the end of the move's word. */
const NUMBERED_MOVE_END = /(?<!\S)(?:\d{1,3}[ \t]*(?:\.{1,3}|…)?[ \t]*(?:\.{3}|…)?[ \t]*)?[^\s]+$/u;

/**
 * Whether the move whose word ends at `end` opens its sentence: its number (or the move where it has none) right after a
 * sentence's end (`.`, `!`, `?`, `…`, closing quotes or brackets after them, then a space) or at a line's start.
 */
function opensSentence(text: string, end: number): boolean {
  const before = text.slice(Math.max(0, end - 48), end);
  const move = NUMBERED_MOVE_END.exec(before);
  if (move === null) return false;
  const start = end - move[0].length;
  const line = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
  return /^[ \t\u00a0*_>]*$/u.test(line) || /[.!?。！？…]["'»”’)\]]*[ \t\u00a0]+$/u.test(line);
}

/**
 * Whether the move whose word ends at `end` opens its paragraph: its number at a line's start after a blank line, a label
 * of a word or two and a colon before it or not (`Acceptat: 4.exf5`).
 */
function opensParagraph(text: string, end: number): boolean {
  const move = NUMBERED_MOVE_END.exec(text.slice(Math.max(0, end - 48), end));
  if (move === null) return false;
  const start = end - move[0].length;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // (the line before it blank: read alone, not the text up to it)
  const lineBefore = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart);
  return (
    /^[ \t\u00a0]*(?:\p{L}+(?: \p{L}+)?:[ \t\u00a0]*)?$/u.test(text.slice(lineStart, start)) &&
    lineStart > 0 &&
    /^[ \t]*\r?\n$/.test(lineBefore)
  );
}

/** A note of words in brackets on the line of a row's last move, up to where the row goes on: ` (чёрные развивают фигуры) `. */
const ROW_NOTE = /^[ \t\u00a0]*\([^()\n\d]*\)[ \t\u00a0]*$/u;

/**
 * Whether `s` ends at `node` with checkmate: no move can follow it, so a game printed so ends there (a row from move 1
 * printed after it starts a new game: `… 7.Jd5# Légalův mat` then `Morphy – Konzultující, Paříž 1858` and `1.e4 e5 2.Jf3
 * d6`). A mate told in a sentence ends nothing: the game printed after it may take its place (games-apart.test.ts).
 */
function mates(s: PlayedSequence, node: MoveNode): boolean {
  const last = s.plies[s.plies.length - 1];
  return (
    last !== undefined && last.iccf === node.iccf && node.children.length === 0 && last.after.isCheck() && !hasAnyLegalMove(last.after)
  );
}

/** A game found in a document. */
export interface DocumentGame {
  /** PGN text of the game in ICCF numeric notation (tags only for a start position the text gives). */
  readonly pgn: string;
  /** Offset in the document of its first move, and of the end of its last word. */
  readonly start: number;
  readonly end: number;
  /** Half-moves in its main line. */
  readonly plies: number;
  /**
   * Where a numbered sequence after the game's first move, at a move number beyond the game's
   * line, was played on no board: the game as read stops short of moves the text has.
   */
  readonly lostAt: number | undefined;
}

export interface DocumentReading {
  readonly games: readonly DocumentGame[];
  /** The prose reading's problems (errors and warnings with the document's line and column). */
  readonly problems: readonly ProseProblem[];
  /** Offsets of the problems, in the same order (to tell which game each belongs to). */
  readonly problemOffsets: readonly number[];
  /**
   * The offsets of moves not legal where they stand in a sentence (not printed as the game's
   * moves): the sentence may speak of another game or position; its words stay words.
   */
  readonly illegalInSentence: ReadonlySet<number>;
  /** The offsets of the brackets never closed that open a variation (written closed after its moves and words). */
  readonly variationsOpenToEnd: readonly number[];
  /**
   * Every move played on a board, by the offset where its word ends: its number and side, so that a problem about a
   * move (a tie, a lenient reading) names its place in the game as the PGN reading's would.
   */
  readonly movesEndingAt: ReadonlyMap<number, MovePlace>;
}

/**
 * Whether the prose reading rewrote moves and checked none, each of them unchecked because no board reaches it: the
 * text's first move number is a later move than the first (no position before it), nothing the board rejected. (A text
 * that writes move 1 has a board; where its moves do not read, `1. e 4`, that is an error to report, as before.)
 */
function unreached(reading: {
  readonly moves: number;
  readonly checked: number;
  readonly problems: readonly ProseProblem[];
  readonly firstNumberPly: number | undefined;
}): boolean {
  const { problems } = reading;
  return (
    reading.firstNumberPly !== undefined &&
    reading.firstNumberPly > 2 &&
    reading.moves > 0 &&
    reading.checked === 0 &&
    problems.every((p) => p.severity === 'warning') &&
    problems.some((p) => p.code === 'W_PROSE_UNCHECKED' && p.ply !== undefined && p.ply > 1)
  );
}

/** The moves of the sequences played, by the offset where each word ends (the first played of a word wins). */
function movesByEnd(sequences: readonly PlayedSequence[]): Map<number, MovePlace> {
  const out = new Map<number, MovePlace>();
  for (const s of sequences)
    s.plies.forEach((p, n) => {
      const before = n === 0 ? s.from : s.plies[n - 1]!.after;
      if (!out.has(p.end)) out.set(p.end, placeOfPly(boardPly(before.fullmoveNumber, before.turn)));
    });
  return out;
}

/** Reads `text` as a document and builds its games (none when the text plays no moves). */
export function documentGames(original: string, options: TranslateOptions): DocumentReading {
  /** The text as the reading reads it: a diagram printed in a chess font is words with no bracket of its own (font-diagram.ts). */
  const text = withoutDiagramBrackets(original);
  const sequences: PlayedSequence[] = [];
  /** The numbered sequences no board plays, and the moves not legal in a sentence (lost-moves.ts). */
  const lostMoves = newLostMoves();
  /** Offsets of moves not legal where a sentence has them (not printed as the game's moves), and where a row has them. */
  const [inSentence, printedIllegal] = [new Set<number>(), [] as number[]];
  /** The scores printed in rows (colour-rows.ts): their moves are played column by column, not in text order. */
  const tables: ReorderedScore[] = [];
  const reading = readProse(
    text,
    { ...options, games: true },
    (s) => sequences.push(s),
    (start, ply, moves) => lostMoves.lost.push({ start, ply, moves }),
    (offset, printed, ply, sideLine) => {
      // (one printed as the game's moves fails the game, an error; unless the game's line is in doubt there, game-line.ts)
      if (printed) return void printedIllegal.push(offset);
      inSentence.add(offset);
      // (one in a side line does not stop the game)
      if (!sideLine) lostMoves.illegal.push({ start: offset, ply });
    },
    (found) => tables.push(...found),
  );
  const { resignWords, colourWords } = resignationWordsOf(options);
  const translated = rewrittenText(original, reading.replacements);

  /** The text with the square brackets of a variation as round ones, as the prose reading reads it (brackets.ts). */
  const brackets = withVariationBrackets(text);
  const games: GameTree[] = [];
  const nodeOf = new Map<Board, MoveNode>();
  /** The move before each move of the trees. */
  const parentOf: ParentOf = new Map();
  let current: GameTree | undefined;
  /** The half-move `node` stands at in the game being read (its depth below the game's root, from the game's first ply). */
  const plyAfter = (node: MoveNode): number => {
    let depth = 0;
    for (let n = parentOf.get(node); n !== undefined; n = parentOf.get(n)) depth++;
    return firstPly(current!) + depth - 1;
  };
  /** The games' ends told by a word in the place of the next move (numberedWordAfter), for their warnings. */
  const endedInWords: Array<{ readonly written: string; readonly offset: number; readonly ply: number }> = [];
  /** Where the words not yet kept start, and the node they follow (undefined: before the game's first move). */
  let cursor = 0;
  let after: MoveNode | undefined;
  /**
   * Per variation opened by a bracket in the text and not closed yet, the move the text was at
   * before it: after the closing bracket the words follow that move, after its variations.
   */
  const openVariations: MoveNode[] = [];
  /** The offsets of the brackets that opened them (in the same order). */
  const openBrackets: number[] = [];
  /** The move the text came back to at a closing bracket (until the next move is read). */
  let closed: MoveNode | undefined;
  /**
   * A bracket opened in the words before a game's first move, the game's first moves in it (`PEMBUKAAN SPANYOL
   * (1. e2 – e4, e7 – e5)`, a heading that gives the opening): its `)` after those moves is kept, as its `(` is.
   */
  let headingBracket = false;
  const keepWords = (upTo: number, where: MoveNode): void => {
    const raw = translated(cursor, upTo);
    let words = commentText(raw);
    if (headingBracket && where !== current?.root) {
      if (words === '' && /^\s*\)/u.test(raw)) words = ')';
      headingBracket = false;
    }
    if (words !== '') (where === closed ? (where.afterVariations ??= []) : where.comments).push(words);
    cursor = Math.max(cursor, upTo);
  };
  /** The brackets that close open variations before `upTo`: the words before each stay in the variation. */
  const closeVariations = (upTo: number): void => {
    while (openVariations.length > 0 && after !== undefined) {
      const close = closingBracket(brackets, cursor, upTo);
      if (close < 0) return;
      keepWords(close, after);
      cursor = close + 1;
      after = closed = openVariations.pop()!;
      openBrackets.pop();
      // (the game's result after the bracket that closes a variation of its last move: `39...Kf4 (39...Kf4 40.Kh3) 0–1`)
      const result =
        openVariations.length === 0 && after.rank > 0 && !after.children.some((c) => c.rank > 0) ? resultAfter(text, cursor) : undefined;
      if (result !== undefined && current !== undefined) {
        [current.result, current.resultAfter] = [result.result, after];
        current.endedAt ??= after;
        cursor += result.length;
        current.end = Math.max(current.end, cursor);
      }
    }
  };
  /** Where the last sequence ended. */
  let lastEnd = 0;
  /** The first moves of lines made the game's because the text came back to them (see comesBackTo), for their warning. */
  const comeBack: Array<{ node: MoveNode; why: string }> = [];
  /** The moves sequences printed as a game's started from (a heading's last move: restartsAfterEnd). */
  const printedFrom = new Set<MoveNode>();
  /** A sequence (or several) printed as a game's moves from move 1 that repeats the game's line so far: perhaps a new game. */
  let replay: { start: number; endOffset: number; plies: PlayedSequence['plies'][number][]; end: MoveNode } | undefined;
  /** The first moves of side lines in brackets played where a line of the game ended (see asideInBracket), for their warning. */
  /** (by the move they go on from, with how many comments that move had then: the words after them come after) */
  const bracketAsides = new Map<MoveNode, number>();
  /** Where moves printed as a game's take over a line told in sentences before them and leave it (game-boundaries.ts). */
  const leftTold: number[] = [];
  /** The sequences that are moves listed as alternatives for the same move (alternative-lists.ts): none is the game's. */
  const listed = listedAlternatives(sequences, text);
  /** The text prints its game's moves apart (layout.ts printsGameApart), or in rows of a pair each (printsPairRows). */
  const printedApart = printsGameApart(text);
  const pairRowsOnly = !printedApart && printsPairRows(text);
  const apart = pairRowsOnly || printedApart;
  /** In such a text, the mates told in sentences on a line of the game (endsAtLastPrinted keeps them the game's). */
  const toldMates = new Set<MoveNode>();
  for (const [index, s] of sequences.entries()) {
    lostBefore(lostMoves, s.start, { game: current, after, lastEnd }, text, parentOf);
    // (a sequence that goes on after a variation starts at its closing bracket)
    closeVariations(s.resumes && brackets[s.start] === ')' ? s.start + 1 : s.start);
    // (a closing bracket the sequence goes on after that closes no variation here, its moves not played on any board:
    // `5 d4 (minacciando 6 d:c5), e:d4`, a note inside the pair: kept in the words, as its opening bracket is)
    if (s.resumes && brackets[s.start] === ')' && cursor <= s.start && current !== undefined) keepWords(s.start + 1, after ?? current.root);
    /**
     * The move the text was at before the sequence, where a bracket opens before it: a variation. (A sequence of moves
     * without a number right after a bracket, `2.Nf3 (Nc3 and Bd2)`, starts at the bracket: translate-prose.ts, alternativeAfterBracket.)
     */
    const bracketTo = brackets[s.start] === '(' ? s.start + 1 : s.start;
    const bracketAt = after !== undefined ? closingBracket(brackets, Math.max(lastEnd, cursor), bracketTo, true) : -1;
    const bracketFrom = bracketAt >= 0 ? after : undefined;
    const known = intoGameEnd(nodeOf.get(s.from), s, current, nodeOf);
    const atStart = known === undefined || games.some((g) => g.root === known);
    const startFen = s.from.fen();
    const fromInitial = samePlacement(startFen, START_FEN);
    // A new game: the first sequence, one from a position no game reaches, one starting again at move 1.
    // (or one printed again from the moves a heading gave, after the game that went on from them ended: game-boundaries.ts)
    const chained = known !== undefined && !atStart && current !== undefined && restartsAfterEnd(current, known, s, printedFrom, parentOf);
    let node: MoveNode;
    if (
      current === undefined ||
      known === undefined ||
      chained ||
      (atStart &&
        fromInitial &&
        startsNewGame(
          current,
          s,
          text,
          (told) => resumedAfter(sequences, index, current!, nodeOf, told),
          s.printedAsGame ? [] : goesOnInSentence(sequences, index, text),
          !goesOnInNextItem(sequences[index + 1], s, text),
          () => retellsEndedGame(current!, sequences, index, text),
          (plies) => endsWhereGameDoes(current!, plies, nodeOf),
          (at) => leftTold.push(at),
        ))
    ) {
      const root: MoveNode = { iccf: '', glyph: '', rank: 2, children: [], comments: [], before: [], end: s.start };
      const before = current;
      if (!chained) nodeOf.set(s.from, root);
      current = {
        root,
        fen: chained ? before!.fen : fromInitial ? undefined : startFen,
        start: s.start,
        end: s.end,
        result: undefined,
        lostAt: undefined,
      };
      games.push(current);
      openVariations.length = 0;
      openBrackets.length = 0;
      // (the words after the game's last move up to the end of its paragraph are the game's: `8. ... Jxd7!! a bílý se
      // vzdal.`, then a blank line and the next game's players; a new game in the same paragraph takes them as its title,
      // from a heading on a line of its own where one stands before it, `[Edit] Najdorf Variation`)
      if (after !== undefined) keepWords(paragraphEnd(text, games[games.length - 2]!.end, s.start), after);
      node = chained ? chainedMoves(before!, known!, root, parentOf, nodeOf) : root;
      after = undefined;
      headingBracket = closingBracket(text, cursor, s.start, true) >= 0;
    } else node = atStart && fromInitial ? current.root : known;
    const startNode = node;
    if (s.printedAsGame) printedFrom.add(startNode);
    // After the move the game ended at, moves that go on from it are analysis (`19 e4!, y las negras se rindieron. No
    // sirve 19 ..Dc1+ 20 Re2!`): a variation that plays that move again, as PGN writes one after a game's last move.
    if (current.endedAt !== undefined && node === current.endedAt) node = replayedLastMove(current.endedAt, parentOf);
    // Moves a sentence names (quoted, or a word ending glued to them: `3...Nf6.க்கு`) right after the game's last move,
    // where no move goes on from it yet, are no move of the game: a variation that plays that move again, as analysis
    // after a game's end is, so that the game's line does not take them for its own where no move of the game follows.
    // (so are moves the text supposes, `Wenn 8. Sc3, dann d4!`: supposed-lines.ts)
    else if ((s.quoted || s.supposed) && node !== current.root && node.rank > 0 && node.children.length === 0)
      node = replayedLastMove(node, parentOf);
    // (so are moves in a bracket of words opened after the game's last move, the game's result right after it closes:
    // `12.0-0-0 (и что теперь? После 12. … Лd8 13.С:e5 a6 14.Сc6 …), 1 – 0.`, analysis of the final position)
    else if (
      !s.printedAsGame &&
      node === bracketFrom &&
      node !== current.root &&
      node.rank > 0 &&
      node.children.length === 0 &&
      endsAfterBracket(text, brackets, bracketAt)
    ) {
      const result = resultAfter(text, closingBracket(brackets, bracketAt + 1, brackets.length) + 1)!;
      [current.result, current.resultAfter] = [result.result, node];
      current.endedAt ??= node;
      node = replayedLastMove(node, parentOf);
    }
    // A game printed again from move 1 that leaves the game's line only in a later sequence
    // (`1.e4 e5 2.Sf3 Sc6` on a line, `3.Lb5 Sf6` on the next): a new game of the moves repeated.
    if (
      replay !== undefined &&
      s.printedAsGame &&
      node === replay.end &&
      node.children[0]?.rank === 2 &&
      node.children[0].iccf !== s.plies[0]!.iccf
    ) {
      const root: MoveNode = { iccf: '', glyph: '', rank: 2, children: [], comments: [], before: [], end: replay.start };
      const heading = commentText(translated(cursor, replay.start));
      if (heading !== '') root.comments.push(heading);
      cursor = Math.max(cursor, replay.endOffset);
      current = { root, fen: undefined, start: replay.start, end: s.end, result: undefined, lostAt: undefined };
      games.push(current);
      let n = root;
      replay.plies.forEach((p) => {
        const child: MoveNode = { iccf: p.iccf, glyph: p.glyph, rank: 2, children: [], comments: [], before: [], end: p.end };
        n.children.push(child);
        parentOf.set(child, n);
        nodeOf.set(p.after, child);
        n = child;
      });
      node = n;
      after = n;
    }
    // The game's own moves: printed as such, or going on with the game's line where it ends.
    // (the game's first sequence is the game's, in a list too)
    // (moves in quotes, `"5 ...e5"`, do not end the game's line: the game's move may come after them)
    const leaf = node.children.every((c) => c.rank === 0 && c.quoted === true) && (!s.sideLine || node === current.root);
    /** Where the sequence comes back in a later paragraph to a line told in sentences (see comesBackTo): the line's first move. */
    const back =
      s.printedAsGame || s.sideLine || node.rank > 0 || node.children.length > 0 ? undefined : comesBackTo(node, s, text, parentOf, nodeOf);
    if (back !== undefined) {
      for (let n = node, up = parentOf.get(n); up !== undefined && n.rank < COME_BACK; n = up, up = parentOf.get(n))
        rankUp(up, n, COME_BACK);
      comeBack.push({ node: back, why: 'the text comes back to this line in a later paragraph' });
    }
    // (a row that goes on after a note of words in brackets inside it, on its line, is the row's: `6. d3 Сc5 (чёрные
    // развивают фигуры) 7. d6`; no row of its own, so the rows that tell lines apart count it once, rowsOnLine)
    const rank =
      (s.printedAsGame && !listed.has(index)) || (node.rank >= 2 && ROW_NOTE.test(text.slice(node.end, s.start)))
        ? 2
        : back !== undefined || s.takesGame === true
          ? COME_BACK
          : node.rank > 0 && (s.resumes || leaf) && !listed.has(index)
            ? 1
            : 0;
    const gameLine = rank > 0;
    // The words before the sequence: after the move played before them, or before the game's first
    // move; before the variation the sequence starts, where it starts one elsewhere.
    // Where the sequence leaves the moves already read (a sequence that never leaves them is cited:
    // its words and moves stay with the words after it).
    let fork = node;
    let read = 0;
    for (; read < s.plies.length; read++) {
      const c = fork.children.find((x) => x.iccf === s.plies[read]!.iccf);
      if (c === undefined) break;
      fork = c;
    }
    const cited = read === s.plies.length;
    // (a sequence printed as a game's moves from move 1, all of them the game's, and the game goes on)
    if (
      cited &&
      s.printedAsGame &&
      fork.children.length > 0 &&
      (startNode === current.root || (replay !== undefined && startNode === replay.end))
    ) {
      const plies = startNode === current.root ? [...s.plies] : [...replay!.plies, ...s.plies];
      replay = { start: startNode === current.root ? s.start : replay!.start, endOffset: s.end, plies, end: fork };
    } else replay = undefined;
    // (a sequence that branches where it becomes the game's line, surer than the moves there, starts
    // no variation: the words before it follow the move before them, a side line's last perhaps)
    // (so does a side line in brackets where the game ends, before the game's moves after the bracket: attach.ts, step 6)
    const asideInBracket = !cited && s.sideLine && bracketFrom !== undefined && fork === node && node.children.length === 0;
    /**
     * The move the bracket follows, played again in it and gone on from, where the game's result follows the bracket: a
     * variation of that move (game-tree.ts), as moves after the move a game ended at are.
     */
    const replayed =
      bracketFrom !== undefined && endsAfterBracket(text, brackets, bracketAt) ? replaysBracketMove(node, s.plies, bracketFrom) : -1;
    const branches = asideInBracket || replayed >= 0 || (!cited && fork.children.length > 0 && fork.children.some((c) => c.rank >= rank));
    let before: string[] | undefined;
    if (cited) {
      // (the words before it are kept with it, where the next words go)
    } else if (!branches) keepWords(s.start, after ?? current.root);
    else {
      before = [];
      // (the sentences before the one that introduces the variation follow the move before them)
      const sentences = lastSentenceEnd(text, cursor, s.start);
      if (sentences > 0) keepWords(sentences, after ?? current.root);
      // (the bracket that opens the variation is written as the variation's own: not again in its words)
      if (bracketFrom !== undefined && bracketAt >= cursor) {
        keepWords(bracketAt, after ?? current.root);
        cursor = bracketAt + 1;
      }
      const words = commentText(translated(cursor, s.start));
      if (words !== '') before.push(words);
      cursor = Math.max(cursor, s.start);
    }
    if (asideInBracket && node.rank > 0) bracketAsides.set(node, node.comments.length);
    let added = 0;
    /** The sequence left the line it was played on (a variation written in brackets). */
    let branched = false;
    for (const [i, p] of s.plies.entries()) {
      // (moves that play the move the game ended at again and go on, `20.Txe6! 1-0` then `20.Txe6! fxe6 21.Tf3 mit
      // Damenverlust.`: analysis after the game's end, as above)
      if (i > 0 && node === current.endedAt) node = replayedLastMove(node, parentOf);
      let child: MoveNode | undefined =
        i === replayed ? replayedLastMove(bracketFrom!, parentOf) : node.children.find((c) => c.iccf === p.iccf);
      if (child === undefined) {
        child = {
          iccf: p.iccf,
          glyph: p.glyph,
          rank,
          children: [],
          comments: [],
          before: before ?? [],
          end: p.end,
          wordsAfter: before !== undefined ? (after ?? current.root) : undefined,
          ...(s.sideLine ? { marked: true } : {}),
          ...(i === listed.get(index) ? { listed: true } : {}),
          ...(i === 0 && s.inHeading === true ? { heading: true } : {}),
          ...(s.plan === true ? { plan: true } : {}),
          ...(s.quoted || s.supposed ? { quoted: true } : {}),
        };
        before = undefined;
        node.children.push(child);
        parentOf.set(child, node);
        added++;
      }
      rankUp(node, child, rank);
      if (s.printedAsGame) (child.rows ??= []).push(index);
      nodeOf.set(p.after, child);
      branched ||= node.children[0] !== child;
      node = child;
    }
    // (moves printed as the game's that go on from a line the text played in its sentences make that line the game's:
    // `1.e4 … jogando 1....e5 ou … 1...e6.` then `2.d4 d5` on a line of its own after 1...e6; not a line marked as a side
    // line where it was played, a bracket before it: `Exchange variation (4. Bxc6)` as a heading, then `4. ... dxc6`)
    if (rank === 2)
      for (let n = startNode, up = parentOf.get(n); up !== undefined && n.rank < 2 && n.marked !== true; n = up, up = parentOf.get(n))
        rankUp(up, n, 2);
    // A sequence all of whose moves were there already is a citation: its text stays in the words,
    // after the move the text was at (`4. Cf3 x d4` then `(1.e4 e 3.d4)` in a sentence: a recap,
    // after 4.Cxd4, not after 3.d4 before the moves that follow it in the text).
    const score = added > 0 ? rowTableKept(s, node, tables, cursor, translated) : undefined;
    if (added > 0) cursor = Math.max(cursor, s.end, score?.end ?? 0);
    /** Where the words after the sequence's moves start (after a score in merged columns: after the right column's last move). */
    const movesEnd = score?.movesEnd ?? s.end;
    if (!cited || after === undefined) after = node;
    closed = undefined;
    lastEnd = s.end;
    // (a bracket before moves that went on with the game's line opens no variation: its words keep both brackets)
    if (bracketFrom !== undefined && games[games.length - 1] === current && node !== bracketFrom && (branched || asideInBracket)) {
      openVariations.push(bracketFrom);
      openBrackets.push(bracketAt);
    }
    current.end = Math.max(current.end, s.end);
    const result = resultAfter(text, movesEnd);
    // (the game's end told after a line that branches off the game's at moves told in sentences: that line is the game's)
    const endWord = node.children.length === 0 && result === undefined ? numberedWordAfter(text, movesEnd, plyAfter(node) + 1) : undefined;
    // (a word the reading played as a move is none: `4. Castles on K's side.`, an old book's castling)
    const endAt = endWord === undefined ? -1 : text.indexOf(endWord, movesEnd);
    const endsInWords = endWord !== undefined && !sequences.some((q) => q.start <= endAt + endWord.length - 1 && endAt < q.end);
    const ends = result !== undefined || (node.children.length === 0 && (resignedAfter(text, movesEnd, resignWords) || endsInWords));
    const ended = ends && !gameLine && node.rank === 0 && current.endedAt === undefined ? endedLine(node, parentOf) : [];
    comeBack.push(...ended.map((n) => ({ node: n, why: "the game's end is told after this line" })));
    if (result !== undefined && (gameLine || node.rank > 0)) {
      current.result = result.result;
      current.resultAfter = node;
      current.endedAt ??= node;
      cursor = Math.max(cursor, movesEnd + result.length);
      current.end = cursor;
    } else if ((gameLine || node.rank > 0) && (ends || (s.printedAsGame && mates(s, node))) && current.endedAt === undefined) {
      current.endedAt = node;
      if (endsInWords) endedInWords.push({ written: endWord, offset: endAt, ply: plyAfter(node) + 1 });
      // (a side giving the game up in words right after its last move, `31.Tc8, opgivet.`, `et les Noirs abandonnent.`: the
      // side the words name, or with no other word the side to move, resigned; the result is the other side's win, resignation.ts)
      else if (result === undefined && current.result === undefined) {
        const told = resignationResultAfter(text, movesEnd, plyAfter(node) % 2 === 1, resignWords, colourWords);
        if (told !== undefined) {
          current.result = told;
          current.resultAfter = node;
        }
      }
    }
    if (apart && !s.printedAsGame && (gameLine || node.rank > 0) && mates(s, node)) toldMates.add(node);
  }
  lostBefore(lostMoves, text.length + 1, { game: current, after, lastEnd }, text, parentOf);
  closeVariations(text.length);
  /** Brackets never closed that opened a variation. */
  const openToEnd = [...openBrackets];
  if (after !== undefined && current !== undefined) keepWords(text.length, after);
  /** Where a line the text goes on with far longer was put before one told first at equal standing (game-tree.ts). */
  const longer = games.flatMap((g) => longerLinesTaken(g));
  /** Places where two lines printed as the game's part with as many rows after them (see rowsOnLine). */
  const twoGames: MoveNode[] = [];
  for (const g of games) {
    const toResult = new Set<MoveNode>();
    for (let n = g.resultAfter; n !== undefined; n = parentOf.get(n)) toResult.add(n);
    rowsOnLine(g.root, twoGames, toResult);
  }

  const starts = lineStarts(text);
  const problems = [...reading.problems];
  const problemOffsets = reading.problems.map((p) => (starts[p.line - 1] ?? text.length) + p.column - 1);
  /** A warning of the reading's own at `offset` in the text (its line and column), `extra` fields with it. */
  const warnAt = (
    code: 'W_READING_AMBIGUOUS' | 'W_STYLE' | 'W_TEXT_AS_COMMENT',
    message: string,
    offset: number,
    extra: Partial<ProseProblem> = {},
  ): void => {
    problems.push({ severity: 'warning', code, message, ...extra, ...lineAndColumn(starts, offset) });
    problemOffsets.push(offset);
  };
  for (const end of endedInWords) {
    warnAt(
      'W_TEXT_AS_COMMENT',
      `${JSON.stringify(end.written)} gives a word where ${end.ply % 2 === 1 ? 'White' : 'Black'}'s move ${Math.ceil(end.ply / 2)} would stand: read as the game's end told in words (a resignation, a result), the moves after it as analysis`,
      end.offset,
      { written: end.written, ply: end.ply },
    );
  }
  for (const g of games) {
    const first = rowsFromOnePlace(g, parentOf);
    if (first === undefined) continue;
    warnAt(
      'W_READING_AMBIGUOUS',
      `rows printed as the game's moves that all start again at the same place with different moves: a list of lines from there, none read as the game's; the game's line stops before them, written as variations of its last move played again`,
      first.end,
    );
  }
  for (const first of stopAtHeadingLines(games, parentOf))
    warnAt(
      'W_STYLE',
      `moves named in a section heading (a wiki's, its edit link after it) after the game's last move: the section's line, written as a variation of that move played again`,
      first.end,
    );
  for (const at of leftTold)
    warnAt(
      'W_READING_AMBIGUOUS',
      `the game's moves printed here leave a line told in a sentence before them from the same first moves: that line is read as a variation of the game, though it may be a game of its own`,
      at,
    );
  for (const first of stopAtPlans(games, parentOf))
    warnAt(
      'W_READING_AMBIGUOUS',
      `a move after an ellipsis and no number, after the game's last move and not right after it (a plan the text names, such as "with ...b5"): not read as the game's; written as a variation of its last move played again`,
      first.end,
    );
  for (const first of readListed(games, parentOf))
    warnAt(
      'W_READING_AMBIGUOUS',
      `moves listed as alternatives for the same move: the text does not say which the game played, so none is read as the game's; the game's line stops before them, written as variations of its last move played again`,
      first.end,
    );
  for (const l of longer) {
    warnAt(
      'W_READING_AMBIGUOUS',
      `two lines go on from here: the one the text goes on with to its last move (${l.takenPlies} half-moves) is read as the game's, the one a sentence told first (${l.leftPlies}) as a variation`,
      l.taken.end,
    );
  }
  // (a move the board rejects in a row printed after two such lines part, and moves lost after it: no sure moves of the game)
  doubtAfterParting(games, twoGames, parentOf, printedIllegal, inSentence);
  for (const n of twoGames) {
    warnAt(
      'W_READING_AMBIGUOUS',
      `two lines printed as the game's moves part here, the later rows going on with each as long: the first printed is read as the game's`,
      n.end,
    );
  }
  // In a text that prints its game's moves apart (bold, headings, rows between notes), moves told in sentences after the last move printed so
  // are the commentary's: a variation of that move, said once per game (game-line.ts endsAtLastPrinted).
  if (apart)
    for (const g of games) {
      // (in rows of a pair each, moves that go on in a paragraph of their own stay the game's: `3. Bc4 f5` then
      // `Acceptat: 4.exf5 e4 5.Nd4!`, the game told on after its rows)
      const moved = endsAtLastPrinted(g, parentOf, toldMates, pairRowsOnly ? (end) => opensParagraph(text, end) : undefined, (n) =>
        Math.max(n.end, ...(n.rows ?? []).map((i) => sequences[i]!.end)),
      );
      if (moved === undefined) continue;
      warnAt(
        'W_STYLE',
        `the text prints the game's moves apart (in bold, in headings, or on lines of their own): the moves told in its sentences after the last move printed so are the commentary's, written as a variation of that move`,
        moved.end,
      );
    }
  // A side line in brackets after the game's last move that no move of the game goes on from (`4.Sf3 (4...Lg4 …)` where the
  // text's game stops): written as the game going on, since PGN has no variation after a line's last move; the bracket
  // may mark a line the game did not take, so the reading is said where the lines part.
  for (const [from, kept] of bracketAsides) {
    const first = from.children[0];
    if (first === undefined || first.rank > 0 || first.marked !== true || !games.some((g) => onMainLine(g.root, from))) continue;
    warnAt(
      'W_READING_AMBIGUOUS',
      `moves in a bracket after the last move of the game's line, and no move of the game after them there: read as the game going on, though the bracket may mark a line the game did not take`,
      first.end,
    );
    // (the words after its closing bracket follow its moves, as the text has them: not before them, as a variation's)
    let last = first;
    while (last.children[0]?.marked === true && last.children[0].rank === 0) last = last.children[0];
    last.comments.push(...from.comments.splice(kept), ...(from.afterVariations?.splice(0) ?? []));
  }
  // Two moves told in sentences that go on from where the game's line ends, no move after either: a tie only the words
  // could decide (game-line.ts toldTwiceAtEnd).
  for (const g of games) {
    const later = toldTwiceAtEnd(g, parentOf, text);
    // (not where the reading said a tie about these moves already: prose-ties, a side line starting its own sentence)
    const from = later === undefined ? undefined : parentOf.get(later)!;
    if (later === undefined || problems.some((p, k) => p.code === 'W_READING_AMBIGUOUS' && problemOffsets[k]! > from!.end)) continue;
    // The first told goes on in the run of moves that played the game's move before it (`6 P-Q4 PxP 7 O-O …; the older
    // 7 Q-N3 …`): the game going on, said. Words between them (`3. Lc4 Lc5. Lang heb ik getwijfeld over 4. b4, maar …
    // speelde ik 4. c3`): each starts a line of its own, and neither is the game's.
    // (where the game has no move before them, its first position, there is no line to stop: the first told, said)
    // (or the first told opens its sentence, the game told on, and the later is named inside one after its words: `… a d4.
    // 3...a6 Tento tah …` then `ve Steinitzově obraně 3...d6`, "in the Steinitz Defence 3...d6": the game's move, said)
    const goesOn = from!.comments.length === 0;
    const opens = opensSentence(text, from!.children[0]!.end) && !opensSentence(text, later.end);
    if (goesOn || opens || !parentOf.has(from!)) {
      const why = goesOn
        ? ", which goes on with the game's moves before it,"
        : opens
          ? ', which opens its sentence where the other is named inside one,'
          : '';
      warnAt(
        'W_READING_AMBIGUOUS',
        `another move told in a sentence goes on from where the moves told first do, no move of the game after either: the first told${why} is read as the game's`,
        later.end,
      );
      continue;
    }
    stopLineAt(from!, parentOf);
    warnAt(
      'W_READING_AMBIGUOUS',
      `another move told in a sentence goes on from where the moves told first do, no move of the game after either: the text does not say which the game played, so neither is read as the game's; the game's line stops before them, written as variations of its last move played again`,
      later.end,
    );
  }
  for (const { node: n, why } of comeBack) {
    warnAt('W_READING_AMBIGUOUS', `${why}: read as the game's, where another move was told first`, n.end);
  }
  // A row printed as the game's that leaves a longer line told in sentences before it: maybe a heading naming another line.
  for (const g of games)
    for (const { row, ply } of rowLeavesLongerLine(g, firstPly(g))) {
      warnAt(
        'W_READING_AMBIGUOUS',
        `a row printed as the game's moves leaves a longer line told in sentences before it: the row is read as the game's, the line told as a variation, though the row may be a heading that names another line`,
        row.end,
        { ply },
      );
    }
  // A game that stops where the text goes on with numbered moves it does not play: said where.
  for (const { problem, offset } of gameStops(games, lostMoves, text, starts)) {
    problems.push(problem);
    problemOffsets.push(offset);
  }
  const found: DocumentGame[] = games.map((g) => ({
    pgn: writeTree(g),
    start: g.start,
    end: g.end,
    plies: mainPlies(g.root),
    lostAt: g.lostAt,
  }));
  // A text that starts in the middle of a game (`Fortsættelsen 3... Sf6`, the moves before on an earlier page): no board
  // reaches its moves, so none is checked; as `prose` writes it, its moves rewritten by their letters (W_PROSE_UNCHECKED),
  // it is one game of words alone, not failed.
  if (found.length === 0 && unreached(reading)) {
    const words = commentText(translated(0, text.length));
    found.push({ pgn: `${words === '' ? '' : `{${words}} `}*\n`, start: 0, end: text.length, plies: 0, lostAt: undefined });
  }
  return {
    games: found,
    problems,
    problemOffsets,
    illegalInSentence: inSentence,
    variationsOpenToEnd: openToEnd,
    movesEndingAt: movesByEnd(sequences),
  };
}

/**
 * The start of the first blank line after `from` and before `to` (the end of the paragraph `from` stands in), else of the
 * first heading on a line of its own there, else `from`.
 */
function paragraphEnd(text: string, from: number, to: number): number {
  const m = /\r?\n[ \t\u00a0]*\r?\n/u.exec(text.slice(from, to));
  return m === null ? (headingLineBetween(text, from, to) ?? from) : from + m.index;
}

/**
 * Whether `next` (the sequence after `s`) opens the next item of a list of lines and goes on from the last move of `s`
 * (`- 1.e4 c5` then `- 2.Sf3 d6`: one line, a pair an item; not a bracket after the item's moves).
 */
function goesOnInNextItem(next: PlayedSequence | undefined, s: PlayedSequence, text: string): boolean {
  return next !== undefined && opensListLine(text, next.start) && goesOnFrom(next, s);
}

/**
 * The move a sequence printed as the game's moves goes on from: where it starts from the end of a line told in a sentence
 * that reaches the game's last position by another order of moves (`1.d4 d5 2.c4 Rf6 … 5.e4 Rb6:n jälkeen` after the
 * game's `1.Rf3 d5 … 5.d4 Lg4`), the game's last move, not that line's: the game's rows go on with the game.
 */
function intoGameEnd(
  known: MoveNode | undefined,
  s: PlayedSequence,
  game: GameTree | undefined,
  nodeOf: ReadonlyMap<Board, MoveNode>,
): MoveNode | undefined {
  if (known === undefined || game === undefined || !s.printedAsGame || known.rank >= 2 || onMainLine(game.root, known)) return known;
  return endsWhereGameDoes(game, [{ iccf: '', glyph: '', after: s.from, end: s.start }], nodeOf) ? mainLineEnd(game.root) : known;
}
