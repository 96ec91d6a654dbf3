/**
 * Which line of a document's game tree is the game's where the text leaves it in doubt (document-games.ts): a line
 * told in sentences that the text comes back to in a later paragraph (comesBackTo), a line the game's end is told
 * after (endedLine), and, where two lines printed as the game's moves part, the one the later rows go on with (rowsOnLine).
 */
import type { Board } from '../board/board.js';
import { formatNumeric } from '../emit/iccf.js';
import type { PlayedSequence } from './translate-prose.js';
import { rankUp, replayedLastMove, stopLineAt, type GameTree, type MoveNode, type ParentOf } from './game-tree.js';

/** The rank of a move on a line told in sentences that the text comes back to in a later paragraph (see comesBackTo). */
export const COME_BACK = 1.5;

/**
 * A line told in sentences that the text comes back to: `node`, the end of a line none of whose moves is the game's
 * (rank 0, no move marked as a side line), written before a paragraph break, where a sequence goes on from it after
 * the break, and the move the game took where the line leaves it was told in a sentence only (rank 1, not printed):
 * the game's line is the one the text goes on with in its later paragraphs (`… seria prudente jogar o simples 5...e6,
 * seguindo 6.Cc3 Cc6 7.Cgxe4 …. Pruess … jogou o tentador 5...Bg4` then, a paragraph later, `6.Dxg4! Cxg4 7.Bxf7+`),
 * the other one a side line told in its sentence; only where the board ties the sequence to that line (its first move is
 * not legal as written where the game's line is at that number: `6.Dxg4` takes the bishop of 5...Bg4 on g4). Returns the line's first move (the words alone tell which is
 * the game's: said with W_READING_AMBIGUOUS), or undefined. `nodeOf`: the move each position of the trees is at.
 */
export function comesBackTo(
  node: MoveNode,
  s: PlayedSequence,
  text: string,
  parentOf: ParentOf,
  nodeOf: ReadonlyMap<Board, MoveNode>,
): MoveNode | undefined {
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
}

/**
 * A line told in sentences that the game's end is told after (its result, or a side giving the game up: resignation.ts),
 * `node` its last move, where it branches off the game's line at moves told in sentences only (rank 1: none printed as
 * the game's, none the text came back to, none marked as a side line on it): the game's line is the one its end is told
 * after, as a reader takes it (`Bílý mohl přejít do francouzské 2. e4.` told first, then `2. Jf3 f5 …` and the sentences
 * that go on with it to `13. Kh1 Jxg3+! a bílý se vzdal`). Raises its moves to {@link COME_BACK} and returns the first
 * move of each branch it made the game's (said with W_READING_AMBIGUOUS); none where the game's line stays.
 */
export function endedLine(node: MoveNode, parentOf: ParentOf): MoveNode[] {
  const path: MoveNode[] = [];
  for (let n = node; parentOf.get(n) !== undefined && n.rank < 2; n = parentOf.get(n)!) {
    if (n.marked === true || n.quoted === true) return [];
    path.push(n);
  }
  const branches = path.filter((n) => parentOf.get(n)!.children[0] !== n);
  if (branches.some((n) => parentOf.get(n)!.children[0]!.rank !== 1)) return [];
  for (const n of path) rankUp(parentOf.get(n)!, n, COME_BACK);
  return branches;
}

/**
 * The game's line where two moves printed as the game's part at one place: the one the later rows go on with, the one
 * with more sequences printed as the game's (rows) that have moves on its own line (the cheapest whole reading: the rows are the game; a
 * row that an alternative written as a row goes before, `7/ c x d4? serait mauvais …` then `7/ Cxe5 - Dxe5 ;` and the
 * rows after it, is a side line). Of as many, the one the game's result is written after (`toResult`: the moves from the
 * game's start to it), else the first printed, which where both have rows after them is added to `ambiguous`. Returns
 * the rows (their indices) with moves on `node`'s line after it.
 */
export function rowsOnLine(node: MoveNode, ambiguous: MoveNode[], toResult: ReadonlySet<MoveNode>): Set<number> {
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

/**
 * Where two lines printed as the game's moves part with as many rows going on with each (`parted`: {@link rowsOnLine}'s
 * `ambiguous`), the text does not tell which is the game's: a move the board rejects in a row printed after that place, in
 * that game (`printedIllegal`, offsets), is no sure move of the game and is added to `words` (kept as words with a warning,
 * as in a side line); nor is a numbered sequence no board reaches after it a lost move of the game (`lostAt` cleared). The
 * game up to the place is the game: never a failed game over a line the text may not mean as the game's.
 */
export function doubtAfterParting(
  games: readonly GameTree[],
  parted: readonly MoveNode[],
  parentOf: ParentOf,
  printedIllegal: readonly number[],
  words: Set<number>,
): void {
  const inGame = (game: GameTree, node: MoveNode): boolean => {
    let n = node;
    for (let up = parentOf.get(n); up !== undefined; up = parentOf.get(n)) n = up;
    return n === game.root;
  };
  const inDoubt = (game: GameTree, offset: number): boolean => parted.some((n) => n.end < offset && inGame(game, n));
  for (const offset of printedIllegal) {
    const game = [...games].reverse().find((g) => g.start <= offset);
    if (game !== undefined && inDoubt(game, offset)) words.add(offset);
  }
  for (const g of games) if (g.lostAt !== undefined && inDoubt(g, g.lostAt)) g.lostAt = undefined;
}

/**
 * Where a sentence ends between two moves, or a line: a full stop, `!` or `?` after a word or a move (`round.`, `Bxc3.`),
 * not after a move number or an ellipsis (`7. Ae2`, `7... Nxe4`), then white space; or a line break.
 */
const SENTENCE_BREAK = /(?<=\p{L}|\p{L}\d|[+#)!?])[.!?。！？]["'»”)]*(?:\s|$)|\n/u;

/**
 * Where the game's line ends on a move told in a sentence only (rank 1: not printed as the game's, no later paragraph
 * coming back to it, no result or resignation told after it) and another move told in a sentence later in the text goes
 * on from the same place (rank 0, not marked as a side line, not quoted or supposed, not the last move played again), with
 * no move of the game after either (`… nagedacht over 9. Dxa8, maar … speelde ik 9. Le2.`, `8.Be6+, aqui 8...Re8
 * permitiria … e 8...Rc7 deixa …`): both are whole legal games of the same moves but one, and only the words tell which
 * was played, if either was. Returns the later move's first node (said with W_READING_AMBIGUOUS), or undefined.
 * document-games.ts then reads neither as the game's where words stand between the game's move before and the first
 * told (each starts a line of its own): the line stops there and they become variations of it played again
 * (stopLineAt), as listed alternatives do (alternative-lists.ts readListed). Where the first told goes on in the run of
 * moves before it (`6 P-Q4 PxP 7 O-O`), or the game has no move before them to stop at, the first told stays the game's.
 */
export function toldTwiceAtEnd(game: GameTree, parentOf: ParentOf, text: string): MoveNode | undefined {
  let last: MoveNode | undefined;
  for (let n = game.root.children[0]; n !== undefined; n = n.children[0]) last = n;
  if (last === undefined || last.rank !== 1 || game.endedAt === last || game.resultAfter === last) return undefined;
  const parent = parentOf.get(last);
  if (parent === undefined) return undefined;
  const other = (first: MoveNode, from: MoveNode): MoveNode | undefined =>
    from.children.find(
      (c) => c !== first && c.rank === 0 && c.marked !== true && c.quoted !== true && c.iccf !== first.iccf && c.end > first.end,
    );
  const later = other(last, parent);
  if (later !== undefined) return later;
  // (or where the game's line ends on a run of moves told in a sentence after its last move printed as the game's, and
  // another run told later in the same sentence goes on from that printed move, each with its answer: `6.Tf1 Dxe4+` as a
  // row, then `Ora su 7.De2 … con 7..Cxe2 mentre dopo 7.Ae2 … con 7..Cf3#`, "now on 7.Qe2 … whereas after 7.Be2 …"; runs
  // in sentences or lines of their own are the game told on and a side line, as before)
  let first = last;
  for (let up = parentOf.get(first); up !== undefined && up.rank === 1; up = parentOf.get(first)) {
    if (up === game.endedAt || up === game.resultAfter) return undefined;
    first = up;
  }
  const printed = parentOf.get(first);
  if (first === last || printed === undefined || printed.rank < 2) return undefined;
  const run = other(first, printed);
  if (run === undefined || SENTENCE_BREAK.test(text.slice(first.end, run.end))) return undefined;
  // (the later run told only: no move printed as the game's in it)
  for (let n: MoveNode | undefined = run; n !== undefined; n = n.children[0]) if (n.rank >= 2) return undefined;
  return run;
}

/**
 * Where the game's line goes on with the moves a wiki's section heading names (`Varianta principală: 4.c3[modificare |
 * modificare sursă]` after the opening's rows: MoveNode.heading) and no move printed as the game's follows them, nor the
 * game's end: the section's line, not the game going on. The line stops at the move before them, and they become a
 * variation of that move played again (stopLineAt), as analysis after a game's last move is written. Returns the heading's
 * first move of each game so read (for the note that says so).
 */
export function stopAtHeadingLines(games: readonly GameTree[], parentOf: ParentOf): MoveNode[] {
  const found: MoveNode[] = [];
  for (const g of games)
    for (let n = g.root.children[0]; n !== undefined; n = n.children[0]) {
      const next = n.children[0];
      if (next?.heading !== true || next.rank >= 2 || g.endedAt === n) continue;
      let goesOn = false;
      for (let m: MoveNode | undefined = next; m !== undefined && !goesOn; m = m.children[0]) goesOn = m.rank >= 2 || m === g.endedAt;
      if (goesOn) continue;
      stopLineAt(n, parentOf);
      found.push(next);
      break;
    }
  return found;
}

/**
 * Where the game's line goes on with a move after an ellipsis and no number that is not Black's reply to the move the text
 * just played (MoveNode.plan: `… är fördelaktigt för vit.` then `2...c6 ökar hotet … och sen behålla bonden med ...b5`, a
 * plan the text names), and no move of the game (rank above 0) follows it, nor the game's end: the plan is not the game
 * going on. The line stops at the move before it, and it becomes a variation of that move played again (stopLineAt).
 * Returns the plan's first move of each game so read (for the note that says so).
 */
export function stopAtPlans(games: readonly GameTree[], parentOf: ParentOf): MoveNode[] {
  const found: MoveNode[] = [];
  for (const g of games)
    for (let n = g.root.children[0]; n !== undefined; n = n.children[0]) {
      const next = n.children[0];
      if (next?.plan !== true || g.endedAt === n) continue;
      let goesOn = false;
      for (let m: MoveNode | undefined = next; m !== undefined && !goesOn; m = m.children[0]) goesOn = m.rank > 0 || m === g.endedAt;
      if (goesOn) break;
      stopLineAt(n, parentOf);
      found.push(next);
      break;
    }
  return found;
}

/**
 * In a text that prints its game's moves apart (bold runs, headings, rows between notes: layout.ts printsGameApart), the
 * game's line ends at its last move printed so: moves told in sentences after it (`On peut aussi … avec 6. O-O h6`, after
 * the heading's `6. O-O`) are the commentary's, not the game's, unless the text tells the game's end after them (its
 * result, a side resigning) or they end in a mate (`mates`: the mates told in sentences, `… La preuve : 6. Df3xf7 mat.`,
 * a trap's point). They are moved to a variation that plays that move again, as analysis after a game's last move is
 * written (replayedLastMove). Returns the first move so moved (for the note that says so), or undefined.
 */
export function endsAtLastPrinted(
  game: GameTree,
  parentOf: ParentOf,
  mates: ReadonlySet<MoveNode>,
  /** Where the moves go on in a paragraph of their own they stay the game's (`goesOnInParagraph`: whether the move ending there opens one). */
  goesOnInParagraph?: (end: number) => boolean,
  /** Where the move was printed last (the end of the last row that printed it), where rows printed it. */
  printedEnd: (n: MoveNode) => number = (n) => n.end,
): MoveNode | undefined {
  let last: MoveNode | undefined;
  for (let n = game.root.children[0]; n !== undefined; n = n.children[0]) if (n.rank >= 2) last = n;
  const first = last?.children[0];
  if (last === undefined || first === undefined || first.rank >= 2) return undefined;
  // (moves told before the rows, not after them: a wiki infobox's `Moves1.e4 c5 … 5.Nc3 a6` above rows of the first three)
  if (first.end < printedEnd(last)) return undefined;
  if (goesOnInParagraph?.(first.end) === true) return undefined;
  for (let n = game.endedAt; n !== undefined; n = parentOf.get(n)) if (n === first) return undefined;
  for (let n: MoveNode | undefined = first; n !== undefined; n = n.children[0])
    if (mates.has(n) || n === game.resultAfter) return undefined;
  const again = replayedLastMove(last, parentOf);
  for (const c of last.children.splice(0)) {
    again.children.push(c);
    parentOf.set(c, again);
  }
  return first;
}

/**
 * A survey of lines printed as rows: after a row printed as the game's moves that ends at `n` (an opening's defining line,
 * `1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5`), every later row starts at `n` again (`4. c3 Sf6 5. d4 …`, `4. c3 d6`, `4. 0-0 d6
 * 5. c3 Lg4`, `4. d3 Sf6 …`), three rows or more with two different first moves at least, two of them lines of more than
 * one move (rows of one move each are answers listed for one move, not lines): a list of the lines from
 * there, as opening books print them, not the game going on (a game's rows go on from each other). None is the game's:
 * the game's line stops at `n`, the rows written as variations of `n` played again (replayedLastMove). Returns the first
 * move of the first such row (said with W_READING_AMBIGUOUS: the layout, not the words, tells it), or undefined.
 */
export function rowsFromOnePlace(game: GameTree, parentOf: ParentOf): MoveNode | undefined {
  /** Each row's moves in the game's tree (rows printed as the game's moves, by their index). */
  const moves = new Map<number, number>();
  const collect = (n: MoveNode): void => {
    for (const r of n.rows ?? []) moves.set(r, (moves.get(r) ?? 0) + 1);
    for (const c of n.children) collect(c);
  };
  collect(game.root);
  for (let n = game.root.children[0]; n !== undefined; n = n.children[0]) {
    const own = new Set(n.rows ?? []);
    if (own.size === 0 || n.children.some((c) => (c.rows ?? []).some((r) => own.has(r)))) continue;
    if (game.endedAt !== undefined || game.resultAfter !== undefined) return undefined;
    const last = Math.max(...own);
    const starting = new Map<number, MoveNode>();
    for (const c of n.children) for (const r of c.rows ?? []) starting.set(r, c);
    const later = [...moves.keys()].filter((r) => r > last);
    const firsts = new Set(later.map((r) => starting.get(r)));
    // (lines, not single answers: a row of one move for the same move is an alternative to it, `6/... - b5!;` `6/... - d6 ;`)
    const lines = later.filter((r) => moves.get(r)! > 1).length;
    if (later.length < 3 || lines < 2 || firsts.has(undefined) || firsts.size < 2 || !parentOf.has(n)) continue;
    const first = starting.get(Math.min(...later))!;
    stopLineAt(n, parentOf);
    return first;
  }
  return undefined;
}

/** How many moves go on from `node` along the first child of each move. */
function lineLength(node: MoveNode): number {
  let k = 0;
  for (let n = node.children[0]; n !== undefined; n = n.children[0]) k++;
  return k;
}

/**
 * A row printed as the game's moves that parts from a line told in sentences before it, where that line goes on
 * further than the game's line does from there (`La ĉefa varianto: 1. e4 e5 … 4. Sg5 d5 … 8. Df3` in a sentence, then
 * `4. d3` on a line of its own and words about it): the row may be the game's next move or a heading that names
 * another line the text goes on to discuss. The row stays the game's (printed moves are), and the places are returned,
 * each with the half-move (from the game's first, 1) where the lines part, for a W_READING_AMBIGUOUS warning.
 */
export function rowLeavesLongerLine(game: GameTree, firstPly: number): Array<{ readonly row: MoveNode; readonly ply: number }> {
  const found: Array<{ readonly row: MoveNode; readonly ply: number }> = [];
  let ply = firstPly;
  for (let n = game.root; n.children[0] !== undefined; n = n.children[0], ply++) {
    const row = n.children[0];
    if (row.rank < 2) continue;
    const told = n.children.find((c) => c !== row && c.rank === 1 && c.marked !== true && c.quoted !== true && c.end < row.end);
    if (told !== undefined && lineLength(told) > lineLength(row)) found.push({ row, ply });
  }
  return found;
}
