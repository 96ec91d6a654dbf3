/**
 * The tree of moves a document's games are built in (document-games.ts): one node per move at its place, the game's
 * line first among a move's children, the others its variations, and the words kept at each move.
 */

export interface MoveNode {
  readonly iccf: string;
  glyph: string;
  /**
   * How surely the move is the game's: 2 printed as the game's moves, 1.5 on a line told in sentences that the text
   * comes back to in a later paragraph, 1 going on with the game's line in a sentence, 0 neither.
   */
  rank: number;
  /** Played by a sequence marked as a side line (a bullet, a bracket, a quote before it). */
  marked?: boolean;
  /** The first move of one of moves listed as alternatives for the same move (see listedAlternatives in document-games.ts). */
  listed?: boolean;
  /** Played by a sequence after an ellipsis and no number that is not Black's reply of the game (a plan the text names: `med ...b5`). */
  plan?: boolean;
  /** The first move of a sequence named in a wiki's section heading (`Main line: 4.c3[edit]`, layout.ts sectionHeading). */
  heading?: boolean;
  /** Played by a sequence in quotes (`"5 ...e5"`) or one the text supposes (`Wenn 8. Sc3, …`, supposed-lines.ts). */
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

export interface GameTree {
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

/** The move before each move of the trees. */
export type ParentOf = Map<MoveNode, MoveNode>;

/** Raises `child`'s rank (how surely it is the game's move) to `rank` at least, and puts the game's move first among `parent`'s. */
export function rankUp(parent: MoveNode, child: MoveNode, rank: number): void {
  child.rank = Math.max(child.rank, rank);
  // The game's move first: the surest, the first played of equals (a stable sort).
  parent.children.sort((a, b) => b.rank - a.rank);
  // (a variation become the game's line: the words that introduced it follow the move before them)
  const main = parent.children[0]!;
  if (main.before.length > 0 && main.wordsAfter !== undefined && parent.children.length > 1)
    main.wordsAfter.comments.push(...main.before.splice(0));
}

/**
 * The move `last` (the game's last move, after which it ended) played again as a variation of it, where the analysis
 * after the game's end goes on (one for all of it): `19. e4 {…} (19. e4 Qc1+ 20. Ke2 …)`.
 */
export function replayedLastMove(last: MoveNode, parentOf: ParentOf): MoveNode {
  const parent = parentOf.get(last)!;
  const known = parent.children.find((c) => c !== last && c.iccf === last.iccf);
  if (known !== undefined) return known;
  const again: MoveNode = { iccf: last.iccf, glyph: '', rank: 0, children: [], comments: [], before: [], end: last.end };
  parent.children.push(again);
  parentOf.set(again, parent);
  return again;
}

/**
 * Stops the line at `n`: the moves after it become a variation of `n` played again ({@link replayedLastMove}), placed
 * right after `n` among its siblings, in the text's order, before any alternatives to `n`. For lines listed from one
 * place that the text does not say the game took (alternative-lists.ts, game-line.ts rowsFromOnePlace).
 */
export function stopLineAt(n: MoveNode, parentOf: ParentOf): void {
  const again = replayedLastMove(n, parentOf);
  const siblings = parentOf.get(n)!.children;
  siblings.splice(siblings.indexOf(again), 1);
  siblings.splice(siblings.indexOf(n) + 1, 0, again);
  for (const c of n.children.splice(0)) {
    again.children.push(c);
    parentOf.set(c, again);
  }
}

/** The half-move of the game's first move (1 from the initial position). */
export function firstPly(g: GameTree): number {
  if (g.fen === undefined) return 1;
  const f = g.fen.split(' ');
  return 2 * Number(f[5] ?? '1') - (f[1] === 'b' ? 0 : 1);
}

/** Whether `node` is on the main line from `root` (the first child at each move). */
export function onMainLine(root: MoveNode, node: MoveNode): boolean {
  for (let n: MoveNode | undefined = root; n !== undefined; n = n.children[0]) if (n === node) return true;
  return false;
}

/** The last move of the main line from `root` (the first child at each move), `root` itself where it has none. */
export function mainLineEnd(root: MoveNode): MoveNode {
  let n = root;
  while (n.children[0] !== undefined) n = n.children[0];
  return n;
}

/** Half-moves in the main line from `root`. */
export function mainPlies(root: MoveNode): number {
  let n = 0;
  for (let node = root.children[0]; node !== undefined; node = node.children[0]) n++;
  return n;
}

/**
 * Where moves in a bracket opened after `last`, the last move of a line (no move after it yet), play that move again and
 * go on (`39...Kf4 (39...Kf4 40.Kh3 Kf3–+)`): the analysis of the move, a variation of it, not the line going on. The
 * index in `plies` (from `node`) of the move played again, or -1.
 */
export function replaysBracketMove(node: MoveNode, plies: ReadonlyArray<{ readonly iccf: string }>, last: MoveNode | undefined): number {
  if (last === undefined || last.children.length > 0) return -1;
  let n = node;
  for (const [i, p] of plies.entries()) {
    const c = n.children.find((x) => x.iccf === p.iccf);
    if (c === undefined) return -1;
    if (c === last) return i < plies.length - 1 ? i : -1;
    n = c;
  }
  return -1;
}

/** A line the text goes on with, taken for the game's over one a sentence told first: each line's first move and length. */
export interface LongerLine {
  readonly taken: MoveNode;
  readonly left: MoveNode;
  readonly takenPlies: number;
  readonly leftPlies: number;
}

/** Half-moves from `first` on, along the first child at each move (`first` counted). */
function pliesFrom(first: MoveNode): number {
  let n = 0;
  for (let node: MoveNode | undefined = first; node !== undefined; node = node.children[0]) n++;
  return n;
}

/** How many half-moves longer a line must go on than the one a sentence told first, to be taken for the game's. */
const LONGER_BY = 10;

/**
 * Where the game's line, taken from a sentence that goes on with it (standing 1: not printed as the game's), parts from
 * another line that goes on far longer (by {@link LONGER_BY} half-moves and twice as long at least) to the last move the
 * game's text writes, where no result is written on the game's line: `Declining this offer is not so easy: 18. Bxe6
 * leads to … mate. … e.g., 18. Qxc3 Qxc5 18. Bb6 Bc4 19. Kg1 …` to move 41. A line told to a quick end in a sentence is
 * what a move would lead to; the game is the one the text goes on with to its end. That line is put first (the game's),
 * the other stays a variation; each place is returned, for its warning. Not a line marked as a side line (a bracket, a
 * bullet) or supposed (quotes, `if`).
 */
export function longerLinesTaken(g: GameTree): LongerLine[] {
  const out: LongerLine[] = [];
  /** The move after which the text says the game ended: a line that holds it is the game's. */
  const end = g.resultAfter ?? g.endedAt;
  const last = lastWritten(g.root);
  for (let node: MoveNode | undefined = g.root; node !== undefined; node = node.children[0]) {
    const main = node.children[0];
    if (main === undefined || main.rank !== 1 || node.children.length < 2) continue;
    const mainPliesFrom = pliesFrom(main);
    if (end !== undefined && holds(main, end)) continue;
    const other = node.children.find(
      (c) =>
        c !== main &&
        c.rank <= main.rank &&
        c.marked !== true &&
        c.quoted !== true &&
        pliesFrom(c) >= mainPliesFrom + LONGER_BY &&
        pliesFrom(c) >= 2 * mainPliesFrom &&
        holds(c, last),
    );
    if (other === undefined) continue;
    other.rank = main.rank;
    node.children.splice(node.children.indexOf(other), 1);
    node.children.unshift(other);
    if (other.before.length > 0 && other.wordsAfter !== undefined) other.wordsAfter.comments.push(...other.before.splice(0));
    out.push({ taken: other, left: main, takenPlies: pliesFrom(other), leftPlies: mainPliesFrom });
  }
  return out;
}

/** The move of the tree from `root` written last in the text. */
function lastWritten(root: MoveNode): MoveNode {
  let last = root;
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.end > last.end) last = n;
    stack.push(...n.children);
  }
  return last;
}

/** Whether the line from `first` (first children) holds `node`. */
function holds(first: MoveNode, node: MoveNode): boolean {
  for (let n: MoveNode | undefined = first; n !== undefined; n = n.children[0]) if (n === node) return true;
  return false;
}
