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
 *   printed so (a bullet, a `|` before it), and moves cited again from move 1 stay in the game.
 * - The words between the moves become comments where they stand, after the move played before
 *   them (before the first move for the words before it), with the moves in them rewritten as
 *   `prose` rewrites them (a move cited again is kept in the words, after the move the text was at). Tags are none: a document
 *   names its players in sentences, which are kept as words, and no tag is invented.
 *   Words after the bracket that closes a variation follow the game's move, after the variation.
 * The games are written as ICCF numeric movetext (`5254 7775`), which the PGN path then reads and
 * writes in the output notation like any other game.
 * Over 400 lines for one reason: the tree is built in one pass over the sequences whose steps
 * (new games, citations, variations, words, brackets) share its state.
 */
import type { Board } from '../board/board.js';
import { START_FEN } from '../board/board.js';
import type { TranslateOptions } from '../translate/context.js';
import type { ProseProblem } from './translate-prose.js';
import { readProse, type PlayedSequence } from './translate-prose.js';
import { isWordToken } from '../pgn/text-runs.js';
import { isEvaluation } from '../pgn/glyphs.js';
import { numberText } from './lines.js';
import { resignWordsOf, resignedAfter } from './resignation.js';
import type { ColourRowTable } from './colour-rows.js';
import { withVariationBrackets } from './brackets.js';
import { formatNumeric } from '../emit/iccf.js';

interface MoveNode {
  readonly iccf: string;
  glyph: string;
  /**
   * How surely the move is the game's: 2 printed as the game's moves, 1.5 on a line told in sentences that the text
   * comes back to in a later paragraph, 1 going on with the game's line in a sentence, 0 neither.
   */
  rank: number;
  /** Played by a sequence marked as a side line (a bullet, a bracket, a quote before it). */
  marked?: boolean;
  /** Played by a sequence in quotes (`"5 ...e5"`). */
  quoted?: boolean;
  /** The sequences printed as the game's moves (rows) that have this move, by their index (see rowsOnLine). */
  rows?: number[];
  readonly children: MoveNode[];
  readonly comments: string[];
  /** Words after the closing bracket of its variations (`4.La4 (4.Lxc6 …) hat Weiß …`): written after them. */
  afterVariations?: string[];
  /** Words before the move, where it starts a variation. */
  readonly before: string[];
  /** Where the move was first written in the text (the end of its word; for a game's root, the game's start). */
  readonly end: number;
  /** For a move with words before it: the move those words follow in the text. */
  readonly wordsAfter?: MoveNode | undefined;
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
}

/** The rank of a move on a line told in sentences that the text comes back to in a later paragraph (see comesBackTo). */
const COME_BACK = 1.5;

/**
 * A result after the game's last move, as books and pages print it (`1-0`, `1–0`, `1:0`, `½-½`, `0,5-0,5`), on its line
 * or alone on the next (after a row of moves: `11/ O-O - O-O ;` then `1-0`).
 */
const RESULT_AFTER = /^[ \t*_;]*(?:\r?\n[ \t*_]*)?(1[-–:]0|0[-–:]1|1\/2[-–]1\/2|½[-–:]½|0,5[-–:]0,5)(?![\w-])/u;

interface GameTree {
  readonly root: MoveNode;
  readonly fen: string | undefined;
  readonly start: number;
  end: number;
  result: string | undefined;
  /** The move the game's result is written after (`28.d4 Le3 0–1`): the game's last move. */
  resultAfter?: MoveNode;
  /**
   * The game's last move where the text says the game ended after it: its result, or a side giving it up
   * (`19 e4!, y las negras se rindieron`, locale `resignWords`). Moves that go on from it are analysis.
   */
  endedAt?: MoveNode;
  lostAt: number | undefined;
}

/** Reads `text` as a document and builds its games (none when the text plays no moves). */
export function documentGames(text: string, options: TranslateOptions): DocumentReading {
  const sequences: PlayedSequence[] = [];
  const lost: Array<{ start: number; ply: number | undefined; moves?: number | undefined }> = [];
  /** Moves reported not legal in a sentence, with their half-moves. */
  const illegal: Array<{ start: number; ply: number }> = [];
  /** Offsets of moves not legal where a sentence has them (not printed as the game's moves). */
  const inSentence = new Set<number>();
  /** The scores printed in rows (colour-rows.ts): their moves are played column by column, not in text order. */
  const tables: ColourRowTable[] = [];
  const reading = readProse(
    text,
    options,
    (s) => sequences.push(s),
    (start, ply, moves) => lost.push({ start, ply, moves }),
    (offset, printed, ply, sideLine) => {
      // (one printed as the game's moves fails the game: an error, no more to say)
      if (printed) return;
      inSentence.add(offset);
      // (one in a side line does not stop the game)
      if (!sideLine) illegal.push({ start: offset, ply });
    },
    (found) => tables.push(...found),
  );
  const resignWords = resignWordsOf(options);
  const translated = (from: number, to: number): string => {
    let out = '';
    let p = from;
    for (const r of reading.replacements) {
      if (r.start < from || r.end > to) continue;
      out += text.slice(p, r.start) + r.text;
      p = r.end;
    }
    return out + text.slice(p, to);
  };

  /** The text with the square brackets of a variation as round ones, as the prose reading reads it (brackets.ts). */
  const brackets = withVariationBrackets(text);
  const games: GameTree[] = [];
  const nodeOf = new Map<Board, MoveNode>();
  /** The move before each move of the trees. */
  const parentOf = new Map<MoveNode, MoveNode>();
  /** Raises `child`'s rank (how surely it is the game's move) to `rank` at least, and puts the game's move first among `parent`'s. */
  const rankUp = (parent: MoveNode, child: MoveNode, rank: number): void => {
    child.rank = Math.max(child.rank, rank);
    // The game's move first: the surest, the first played of equals (a stable sort).
    parent.children.sort((a, b) => b.rank - a.rank);
    // (a variation become the game's line: the words that introduced it follow the move before them)
    const main = parent.children[0]!;
    if (main.before.length > 0 && main.wordsAfter !== undefined && parent.children.length > 1)
      main.wordsAfter.comments.push(...main.before.splice(0));
  };
  let current: GameTree | undefined;
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
    }
  };
  /** Whether a sequence after `sequences[index]`, printed as the game's moves, goes on from the last move of `game`'s line. */
  const resumedAfter = (index: number, game: GameTree): boolean => {
    let leaf = game.root;
    while (leaf.children[0] !== undefined) leaf = leaf.children[0];
    return sequences.slice(index + 1).some((t) => t.printedAsGame && nodeOf.get(t.from) === leaf);
  };
  /** Where the last sequence ended. */
  let lastEnd = 0;
  /** The first moves of lines made the game's because the text came back to them (see comesBackTo), for their warning. */
  const comeBack: MoveNode[] = [];
  /**
   * A line told in sentences that the text comes back to: `node`, the end of a line none of whose moves is the game's
   * (rank 0, no move marked as a side line), written before a paragraph break, where a sequence goes on from it after
   * the break, and the move the game took where the line leaves it was told in a sentence only (rank 1, not printed):
   * the game's line is the one the text goes on with in its later paragraphs (`… seria prudente jogar o simples 5...e6,
   * seguindo 6.Cc3 Cc6 7.Cgxe4 …. Pruess … jogou o tentador 5...Bg4` then, a paragraph later, `6.Dxg4! Cxg4 7.Bxf7+`),
   * the other one a side line told in its sentence; only where the board ties the sequence to that line (its first move is
   * not legal as written where the game's line is at that number: `6.Dxg4` takes the bishop of 5...Bg4 on g4). Returns the line's first move (the words alone tell which is
   * the game's: said with W_READING_AMBIGUOUS), or undefined.
   */
  const comesBackTo = (node: MoveNode, s: PlayedSequence): MoveNode | undefined => {
    let n = node;
    let up = parentOf.get(n);
    let depth = 1;
    for (; up !== undefined && up.rank === 0; n = up, up = parentOf.get(n), depth++) if (n.marked === true) return undefined;
    if (up === undefined || n.marked === true || !/\n[ \t]*\r?\n/.test(text.slice(node.end, s.start))) return undefined;
    const game = up.children[0];
    if (game === undefined || game === n || game.rank !== 1) return undefined;
    // (only where the board ties the sequence to the line: its first move is not legal where the game's line is at its number)
    let same: MoveNode | undefined = game;
    for (let d = 1; d < depth && same !== undefined; d++) same = same.children[0];
    const board = same === undefined ? undefined : [...nodeOf].find(([, m]) => m === same)?.[0];
    // (the same move as written: the same squares, and a capture of the same piece or none, `6.Dxg4` is no `6.Dg4`)
    const iccf = s.plies[0]!.iccf;
    const played = s.from.legalMoves().find((m) => formatNumeric(m) === iccf);
    return board?.legalMoves().some((m) => formatNumeric(m) === iccf && m.captured === played?.captured) === true ? undefined : n;
  };

  /** A sequence (or several) printed as a game's moves from move 1 that repeats the game's line so far: perhaps a new game. */
  let replay: { start: number; endOffset: number; plies: PlayedSequence['plies'][number][]; end: MoveNode } | undefined;
  let nextLost = 0;
  /** Offsets of the sequences lost right after a side line (see lostBefore): not the game's. */
  const ofSideLines = new Set<number>();
  /**
   * A sequence lost before `offset` inside the current game, numbered past its line and not after
   * a sentence, makes it incomplete.
   */
  const lostBefore = (offset: number): void => {
    for (; nextLost < lost.length && lost[nextLost]!.start < offset; nextLost++) {
      const l = lost[nextLost]!;
      // (after the game's end, moves no board reaches are analysis too)
      if (current === undefined || l.start < current.start || l.ply === undefined || current.endedAt !== undefined) continue;
      // (right after a side line, on its line of text, a move no board reaches goes on with the side
      // line: `7.d3 d4 … 10.Kf1 … 12.Hf3` in a sentence; a side line never ends the game)
      if (after !== undefined && !onMainLine(current.root, after) && !/[\n\r]/.test(text.slice(lastEnd, l.start))) {
        ofSideLines.add(l.start);
        continue;
      }
      // (a move of the side that moved last before it in the text, numbered next, alone: one side's moves listed
      // without the other's replies, `1.e4 2.Lc4 3.Dh5 4.Dxf7`, `4. d3 a 5. Sc3`; no move of the game is lost there)
      if (l.moves === 1 && listedAlone(text, l.start, l.ply)) {
        ofSideLines.add(l.start);
        continue;
      }
      // (right after moves a sentence plays beyond those printed as the game's, on its line of text, a move no
      // board reaches goes on with the sentence's line, `15. e4!` printed, then `… na 15… f5, 16. ef5 … 19. gh5 Tf8!,
      // 20. h61`: the game as printed is whole; where the line stops is said, W_MOVES_IN_COMMENT)
      if (after !== undefined && after.rank < 2 && discussedAfterPrinted(after) && !/[\n\r]/.test(text.slice(lastEnd, l.start))) continue;
      // (after a sentence, a move no board reaches is another game's, or a jump the words explain)
      if (
        l.start > current.end &&
        text
          .slice(current.end, l.start)
          .split(/[\s,.;:!?()]+/u)
          .some((w) => isWordToken(w))
      )
        continue;
      if (l.ply >= firstPly(current) + mainPlies(current.root)) current.lostAt ??= l.start;
    }
  };
  /**
   * Whether `node`'s line goes on, in moves a sentence plays after words, past the game's moves printed in rows of
   * their own (rank 2, two rows or more: `5.   d6, 6. Sc3 0-0,` … `15. e4!` on its line, then `Pred desetletjem … na
   * 15… f5, 16. ef5`): analysis after the printed game, not the game told in a paragraph (`1 e4, c5 / 2 Cf3, d6 / …`
   * after a first row, notes among its moves).
   */
  const discussedAfterPrinted = (node: MoveNode): boolean => {
    let child = node;
    let n = parentOf.get(node);
    for (; n !== undefined && parentOf.get(n) !== undefined && n.rank < 2; child = n, n = parentOf.get(n));
    if (n === undefined || parentOf.get(n) === undefined) return false;
    const rows = new Set<number>();
    for (let m: MoveNode | undefined = n; m !== undefined; m = parentOf.get(m)) for (const r of m.rows ?? []) rows.add(r);
    const from = text.lastIndexOf(' ', child.end - 1);
    return (
      rows.size >= 2 &&
      text
        .slice(n.end, Math.max(n.end, from))
        .split(/[\s,.;:!?()]+/u)
        .some((w) => isWordToken(w))
    );
  };
  for (const [index, s] of sequences.entries()) {
    lostBefore(s.start);
    // (a sequence that goes on after a variation starts at its closing bracket)
    closeVariations(s.resumes && brackets[s.start] === ')' ? s.start + 1 : s.start);
    /** The move the text was at before the sequence, where a bracket opens before it: a variation. */
    const bracketAt = after !== undefined ? closingBracket(brackets, Math.max(lastEnd, cursor), s.start, true) : -1;
    const bracketFrom = bracketAt >= 0 ? after : undefined;
    const known = nodeOf.get(s.from);
    const atStart = known === undefined || games.some((g) => g.root === known);
    const startFen = s.from.fen();
    const fromInitial = samePlacement(startFen, START_FEN);
    // A new game: the first sequence, one from a position no game reaches, one starting again at move 1.
    let node: MoveNode;
    if (
      current === undefined ||
      known === undefined ||
      (atStart && fromInitial && startsNewGame(current, s, text, () => resumedAfter(index, current!)))
    ) {
      const root: MoveNode = { iccf: '', glyph: '', rank: 2, children: [], comments: [], before: [], end: s.start };
      nodeOf.set(s.from, root);
      current = { root, fen: fromInitial ? undefined : startFen, start: s.start, end: s.end, result: undefined, lostAt: undefined };
      games.push(current);
      openVariations.length = 0;
      openBrackets.length = 0;
      if (after !== undefined) keepWords(games[games.length - 2]!.end, after);
      node = root;
      after = undefined;
      headingBracket = closingBracket(text, cursor, s.start, true) >= 0;
    } else node = atStart && fromInitial ? current.root : known;
    const startNode = node;
    // After the move the game ended at, moves that go on from it are analysis (`19 e4!, y las negras se rindieron. No
    // sirve 19 ..Dc1+ 20 Re2!`): a variation that plays that move again, as PGN writes one after a game's last move.
    if (current.endedAt !== undefined && node === current.endedAt) node = replayedLastMove(current.endedAt, parentOf);
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
    const back = s.printedAsGame || s.sideLine || node.rank > 0 || node.children.length > 0 ? undefined : comesBackTo(node, s);
    if (back !== undefined) {
      for (let n = node, up = parentOf.get(n); up !== undefined && n.rank < COME_BACK; n = up, up = parentOf.get(n))
        rankUp(up, n, COME_BACK);
      comeBack.push(back);
    }
    const rank = s.printedAsGame ? 2 : back !== undefined ? COME_BACK : node.rank > 0 && (s.resumes || leaf) ? 1 : 0;
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
    const branches = asideInBracket || (!cited && fork.children.length > 0 && fork.children.some((c) => c.rank >= rank));
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
    let added = 0;
    /** The sequence left the line it was played on (a variation written in brackets). */
    let branched = false;
    for (const p of s.plies) {
      let child: MoveNode | undefined = node.children.find((c) => c.iccf === p.iccf);
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
          ...(s.quoted ? { quoted: true } : {}),
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
    // `1.e4 … jogando 1....e5 ou … 1...e6.` then `2.d4 d5` on a line of its own after 1...e6)
    if (rank === 2)
      for (let n = startNode, up = parentOf.get(n); up !== undefined && n.rank < 2; n = up, up = parentOf.get(n)) rankUp(up, n, 2);
    // A sequence all of whose moves were there already is a citation: its text stays in the words,
    // after the move the text was at (`4. Cf3 x d4` then `(1.e4 e 3.d4)` in a sentence: a recap,
    // after 4.Cxd4, not after 3.d4 before the moves that follow it in the text).
    if (added > 0) cursor = Math.max(cursor, s.end, rowTableKept(s, node, tables, cursor, translated));
    if (!cited || after === undefined) after = node;
    closed = undefined;
    lastEnd = s.end;
    // (a bracket before moves that went on with the game's line opens no variation: its words keep both brackets)
    if (bracketFrom !== undefined && games[games.length - 1] === current && node !== bracketFrom && (branched || asideInBracket)) {
      openVariations.push(bracketFrom);
      openBrackets.push(bracketAt);
    }
    current.end = Math.max(current.end, s.end);
    const result = RESULT_AFTER.exec(text.slice(s.end, s.end + 40));
    if (result !== null && (gameLine || node.rank > 0)) {
      const r = result[1]!;
      current.result = r.startsWith('1') && !r.startsWith('1/') ? '1-0' : r.startsWith('0') && !r.startsWith('0,') ? '0-1' : '1/2-1/2';
      current.resultAfter = node;
      current.endedAt ??= node;
      cursor = Math.max(cursor, s.end + result[0].length);
      current.end = cursor;
    } else if ((gameLine || node.rank > 0) && node.children.length === 0 && resignedAfter(text, s.end, resignWords))
      current.endedAt ??= node;
  }
  lostBefore(text.length + 1);
  closeVariations(text.length);
  /** Brackets never closed that opened a variation. */
  const openToEnd = [...openBrackets];
  if (after !== undefined && current !== undefined) keepWords(text.length, after);
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
  for (const n of twoGames) {
    problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `two lines printed as the game's moves part here, the later rows going on with each as long: the first printed is read as the game's`,
      ...lineAndColumn(starts, n.end),
    });
    problemOffsets.push(n.end);
  }
  for (const n of comeBack) {
    problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `the text comes back to this line in a later paragraph: read as the game's, where another move was told first`,
      ...lineAndColumn(starts, n.end),
    });
    problemOffsets.push(n.end);
  }
  // A game that stops where the text goes on with numbered moves it does not play: said where.
  games.forEach((g, i) => {
    const stop = stopOf(g, games[i + 1]?.start ?? Infinity, [...lost.filter((l) => !ofSideLines.has(l.start)), ...illegal]);
    if (stop === undefined) return;
    const written = /^[^\s()]+/u.exec(text.slice(stop.start))?.[0].replace(/[,;:]+$/u, '') ?? '';
    const last = firstPly(g) + mainPlies(g.root) - 1;
    const at = last >= firstPly(g) ? `after move ${numberText(last)}` : 'before its first move';
    problems.push({
      severity: 'warning',
      code: 'W_MOVES_IN_COMMENT',
      message: `the game stops ${at}: ${JSON.stringify(written)} (move ${numberText(stop.ply)}) and the moves after it are not played; kept as words in a comment`,
      written,
      ...lineAndColumn(starts, stop.start),
    });
    problemOffsets.push(stop.start);
  });
  return {
    games: games.map((g) => ({ pgn: writeTree(g), start: g.start, end: g.end, plies: mainPlies(g.root), lostAt: g.lostAt })),
    problems,
    problemOffsets,
    illegalInSentence: inSentence,
    variationsOpenToEnd: openToEnd,
  };
}

/**
 * Where a score printed in rows that `s` plays in full ends (0 when `s` plays none): its words that
 * are no moves (`atd.` after White's moves, above Black's row) are kept as a comment after its last
 * move, `last`, for the moves' order is not the text's (the words between them would be lost or
 * read as a comment with Black's row in it).
 */
function rowTableKept(
  s: PlayedSequence,
  last: MoveNode,
  tables: readonly ColourRowTable[],
  cursor: number,
  translated: (from: number, to: number) => string,
): number {
  const table = tables.find((t) => t.start >= s.start && t.start < s.end && t.moves === s.plies.length);
  if (table === undefined) return 0;
  const words = commentText(
    table.words
      .filter((w) => w.start >= cursor)
      .map((w) => translated(w.start, w.end))
      .join(' '),
  );
  if (words !== '') last.comments.push(words);
  return table.end;
}

/**
 * Whether `s`, a sequence from the initial position, starts a new game after `game`: printed as
 * a game's moves, after the game's result, or leaving the game's line (see the header).
 */
function startsNewGame(game: GameTree, s: PlayedSequence, text: string, resumed: () => boolean): boolean {
  if (!s.printedAsGame) return false;
  if (game.endedAt !== undefined) return true;
  // (`1. d4 seria outra abertura.` under the rows of an e4 game: moves at the start of a sentence, no longer than the
  // game so far, after which the game's rows go on, are a side line of it; a new game is a row of moves, or longer
  // than the game it follows, or the game is not taken up again after it)
  if (wordsAfter(text, s.end) && s.plies.length < mainPlies(game.root) && resumed()) return false;
  let node = game.root;
  for (const p of s.plies) {
    const main = node.children[0];
    // (moves cited in a sentence, not printed as the game's, give way to the printed ones)
    if (main === undefined || main.rank < 2) return false;
    if (main.iccf !== p.iccf) return true;
    node = main;
  }
  return false;
}

/** Whether the line goes on with words of a sentence after `offset` (`1. d4 seria outra abertura`), not moves alone. */
function wordsAfter(text: string, offset: number): boolean {
  const end = text.indexOf('\n', offset);
  return text
    .slice(offset, end < 0 ? text.length : end)
    .split(/[\s,.;:!?()]+/u)
    .some((w) => isWordToken(w));
}

/**
 * Where `g` stops short: the first move after the game's last move in the text (before `next`, the
 * next game's start) that the reading could not play (no board reaches it, it is not legal, it does
 * not read as a move), numbered past the game's line. None after a result (the game has ended).
 */
function stopOf(
  g: GameTree,
  next: number,
  lost: ReadonlyArray<{ start: number; ply: number | undefined }>,
): { start: number; ply: number } | undefined {
  if (g.endedAt !== undefined) return undefined;
  let node = g.root;
  while (node.children[0] !== undefined) node = node.children[0];
  const after = firstPly(g) + mainPlies(g.root);
  let first: { start: number; ply: number } | undefined;
  for (const l of lost) {
    if (l.ply === undefined || l.start < node.end || l.start >= next || l.ply < after) continue;
    if (first === undefined || l.start < first.start) first = { start: l.start, ply: l.ply };
  }
  return first;
}

/**
 * The game's line where two moves printed as the game's part at one place: the one the later rows go on with, the one
 * with more sequences printed as the game's (rows) that have moves on its own line (the cheapest whole reading: the rows are the game; a
 * row that an alternative written as a row goes before, `7/ c x d4? serait mauvais …` then `7/ Cxe5 - Dxe5 ;` and the
 * rows after it, is a side line). Of as many, the one the game's result is written after (`toResult`: the moves from the
 * game's start to it), else the first printed, which where both have rows after them is added to `ambiguous`. Returns
 * the rows (their indices) with moves on `node`'s line after it.
 */
function rowsOnLine(node: MoveNode, ambiguous: MoveNode[], toResult: ReadonlySet<MoveNode>): Set<number> {
  if (node.children.length === 0) return new Set();
  const sets = new Map(node.children.map((c) => [c, new Set([...rowsOnLine(c, ambiguous, toResult), ...(c.rows ?? [])])]));
  const rows = new Map([...sets].map(([c, set]) => [c, set.size]));
  const main = node.children[0]!;
  if (main.rank === 2) {
    const printed = node.children.filter((c) => c.rank === 2);
    // (of as many, the line the game's result is written after: `22…Tg2! hätte schneller gewonnen …` is a row that
    // branches from the game, the rows after it going on with the move it replaces to `28.d4 Le3 0–1`)
    const better = (b: MoveNode, a: MoveNode): boolean =>
      rows.get(b)! > rows.get(a)! || (rows.get(b) === rows.get(a) && toResult.has(b) && !toResult.has(a));
    const best = printed.reduce((a, b) => (better(b, a) ? b : a));
    if (best !== main) {
      node.children.splice(node.children.indexOf(best), 1);
      node.children.unshift(best);
      // (the words that introduced it follow the move before them, as where a variation becomes the game's line in the reading)
      if (best.before.length > 0 && best.wordsAfter !== undefined) best.wordsAfter.comments.push(...best.before.splice(0));
    } else if (printed.some((c) => c !== main && rows.get(c) === rows.get(main) && rows.get(c)! > 1 && !toResult.has(main)))
      ambiguous.push(main);
  }
  return sets.get(node.children[0]!)!;
}

/** The half-move of the game's first move (1 from the initial position). */
/**
 * The move `last` (the game's last move, after which it ended) played again as a variation of it, where the analysis
 * after the game's end goes on (one for all of it): `19. e4 {…} (19. e4 Qc1+ 20. Ke2 …)`.
 */
function replayedLastMove(last: MoveNode, parentOf: Map<MoveNode, MoveNode>): MoveNode {
  const parent = parentOf.get(last)!;
  const known = parent.children.find((c) => c !== last && c.iccf === last.iccf);
  if (known !== undefined) return known;
  const again: MoveNode = { iccf: last.iccf, glyph: '', rank: 0, children: [], comments: [], before: [], end: last.end };
  parent.children.push(again);
  parentOf.set(again, parent);
  return again;
}

/**
 * Whether the move number at `start` (half-move `ply`) comes right after a move of the same side numbered one less,
 * with at most a short word between them on the line (`1.e4 2.Lc4`, `4. d3 a 5. Sc3`, `1...e5 2...Sc6`): one
 * side's moves listed without the other's.
 */
function listedAlone(text: string, start: number, ply: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
  const m = LISTED_BEFORE.exec(line);
  if (m === null) return false;
  const black = (m[2] !== undefined && m[2] !== '.') || m[3] !== undefined;
  return 2 * Number(m[1]) - (black ? 0 : 1) + 2 === ply;
}
/** A move number, its move and a word of one to three letters at most (`a`, `and`, `или`) at the end of a line's text. */
const LISTED_BEFORE = /(?<![\p{L}\p{N}.])(\d{1,3})(\.{2,6}|…|\.)?[ \t]*((?:\.{2,6}|…)[ \t]*)?[^\s\d.…]\S*[ \t,;]+(?:\p{L}{1,3}[ \t]+)?$/u;

function firstPly(g: GameTree): number {
  if (g.fen === undefined) return 1;
  const f = g.fen.split(' ');
  return 2 * Number(f[5] ?? '1') - (f[1] === 'b' ? 0 : 1);
}

/** Whether `node` is on the main line from `root` (the first child at each move). */
function onMainLine(root: MoveNode, node: MoveNode): boolean {
  for (let n: MoveNode | undefined = root; n !== undefined; n = n.children[0]) if (n === node) return true;
  return false;
}

function mainPlies(root: MoveNode): number {
  let n = 0;
  for (let node = root.children[0]; node !== undefined; node = node.children[0]) n++;
  return n;
}

/** Words as a PGN comment: white space run together, no braces, no bold marks, no bracket or punctuation alone. */
function commentText(words: string): string {
  const t = words
    .replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))
    // (Markdown's bold, which set the moves apart, says nothing in a comment)
    .replace(/\*\*|__/g, '')
    // (a Markdown table's rule, `|---|:--:|`)
    .replace(/(?<=^|\s)[|:-]*-{3,}[|:-]*(?=\s|$)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    // (what ended the sentence before, in Latin or CJK punctuation, a footnote mark of it, a table's frame)
    .replace(/^(?:[.,;:!?\]|，。、；：！？]+\s*|\[\d{1,3}\]\s*)+/u, '')
    // (the rest of a row whose Black's move is still to come: `2/ Cf3 - ... ;`)
    .replace(/^[-–—]\s*(?:\.{2,3}|…)\s*[;,]?\s*/u, '')
    .replace(/(?:\s*\|)+$/u, '')
    // (the bullet of the list item that follows)
    .replace(/(?:\s+[-–—•*+])+$/u, '');
  // Punctuation, brackets, bullets and table rules alone say nothing; an evaluation does (`Te1+ −+ 20…Lg2+`: kept).
  return /[\p{L}\p{N}]/u.test(t) || isEvaluation(t) ? t : '';
}

/**
 * The offset of the `)` in `text` from `from` to `to` that closes a bracket opened before `from`
 * (brackets opened and closed between are skipped); -1 if none. `opened`: instead, the offset of
 * a `(` left open at `to`.
 */
function closingBracket(text: string, from: number, to: number, opened = false): number {
  const open: number[] = [];
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === '(') open.push(i);
    else if (c === ')' && open.pop() === undefined && !opened) return i;
  }
  return opened ? (open[open.length - 1] ?? -1) : -1;
}

/** Where the last sentence ended in `text` from `from` to `to` (after its full stop, `!` or `?`); -1 if none. */
function lastSentenceEnd(text: string, from: number, to: number): number {
  let end = -1;
  // (after a word of two letters or more or a closing mark, before a capital, a letter of a script without case or a digit:
  // not an abbreviation, `См. также`, `z. B.`)
  for (const m of text.slice(from, to).matchAll(/(?<=\p{L}\p{M}*\p{L}\p{M}*|[)"'»”])[.!?]+(?=\s+[\p{Lu}\p{Lo}\d])|[。！？]/gu))
    end = from + m.index + m[0].length;
  return end;
}

function samePlacement(a: string, b: string): boolean {
  return a.split(' ').slice(0, 3).join(' ') === b.split(' ').slice(0, 3).join(' ');
}

/** The PGN text of a game tree in ICCF numeric moves. */
function writeTree(g: GameTree): string {
  const out: string[] = [];
  if (g.fen !== undefined) out.push(`[SetUp "1"]\n[FEN "${g.fen}"]\n\n`);
  const ply0 = firstPly(g);
  const parts: string[] = [];
  parts.push(...comments(g.root.comments));
  line(g.root, ply0, parts, true);
  parts.push(g.result ?? '*');
  out.push(parts.join(' '), '\n');
  return out.join('');
}

/** The moves from `node` on (its main child first, then the other children as variations). */
function line(node: MoveNode, ply: number, parts: string[], numberFirst: boolean): void {
  let n = node;
  let p = ply;
  let number = numberFirst;
  while (n.children.length > 0) {
    const [main, ...others] = n.children;
    parts.push(...comments(main!.before));
    parts.push(moveText(main!, p, number || main!.before.length > 0));
    number = false;
    parts.push(...comments(main!.comments));
    for (const v of others) {
      const inner: string[] = [...comments(v.before), moveText(v, p, true), ...comments(v.comments)];
      line(v, p + 1, inner, v.comments.length > 0);
      parts.push(`(${inner.join(' ')})`);
      number = true;
    }
    if (main!.afterVariations !== undefined) parts.push(...comments(main!.afterVariations));
    if (main!.comments.length > 0 || main!.afterVariations !== undefined) number = true;
    n = main!;
    p++;
  }
}

/** The words kept at one place, as one comment. */
function comments(words: readonly string[]): string[] {
  return words.length > 0 ? [`{${words.join(' ')}}`] : [];
}

function moveText(n: MoveNode, ply: number, number: boolean): string {
  const white = ply % 2 === 1;
  const no = white ? `${(ply + 1) / 2}. ` : number ? `${ply / 2}... ` : '';
  return `${no}${n.iccf}${n.glyph}`;
}

/** The line and column (from 1) of `offset`, given where each line starts. */
function lineAndColumn(starts: readonly number[], offset: number): { line: number; column: number } {
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  return { line: line + 1, column: offset - starts[line]! + 1 };
}

/** The offset where each line of `text` starts (line breaks as LineCounter counts them: LF, CR LF, CR). */
function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) out.push(i + 1);
  }
  return out;
}
