/**
 * The rules that decide whether a document's game lost moves: a numbered sequence after the game's moves that no board
 * plays (no board reaches it, it is not legal, it does not read as a move), numbered past the game's line, makes the
 * game stop short of moves the text has (`DocumentGame.lostAt`, W_MOVES_IN_COMMENT). Not so a move that goes on with a
 * side line, one side's moves listed alone, analysis after the printed game or after its end, or moves after a sentence.
 */
import type { ProseProblem } from './translate-prose.js';
import { numberText } from './lines.js';
import { hasSentenceWord } from './comment-words.js';
import { firstPly, mainLineEnd, mainPlies, onMainLine, type GameTree, type MoveNode, type ParentOf } from './game-tree.js';
import { lineAndColumn } from './text-positions.js';

/** A numbered sequence that no board plays: its offset, the half-move its number gives, its moves as read. */
export interface LostMove {
  readonly start: number;
  readonly ply: number | undefined;
  readonly moves?: number | undefined;
}

/** A move reported not legal in a sentence, with its half-move. */
export interface IllegalMove {
  readonly start: number;
  readonly ply: number;
}

/** The moves of a document that no board played, and how far the reading of its sequences has judged them. */
export interface LostMoves {
  /** The sequences lost, in the text's order (from the prose reading). */
  readonly lost: LostMove[];
  /** Moves reported not legal in a sentence, with their half-moves. */
  readonly illegal: IllegalMove[];
  /** The first of `lost` not judged yet. */
  next: number;
  /** Offsets of the sequences lost right after a side line (see lostBefore): not the game's. */
  readonly ofSideLines: Set<number>;
}

/** Where the reading of a document's sequences stands when lost moves are judged. */
export interface ReadingPlace {
  /** The game being built. */
  readonly game: GameTree | undefined;
  /** The move the text was at (undefined: before the game's first move). */
  readonly after: MoveNode | undefined;
  /** Where the last sequence ended. */
  readonly lastEnd: number;
}

export function newLostMoves(): LostMoves {
  return { lost: [], illegal: [], next: 0, ofSideLines: new Set() };
}

/**
 * A sequence lost before `offset` inside the current game, numbered past its line and not after
 * a sentence, makes it incomplete.
 */
export function lostBefore(moves: LostMoves, offset: number, at: ReadingPlace, text: string, parentOf: ParentOf): void {
  const { lost, ofSideLines } = moves;
  const { game: current, after, lastEnd } = at;
  for (; moves.next < lost.length && lost[moves.next]!.start < offset; moves.next++) {
    const l = lost[moves.next]!;
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
    if (
      after !== undefined &&
      after.rank < 2 &&
      discussedAfterPrinted(after, text, parentOf) &&
      !/[\n\r]/.test(text.slice(lastEnd, l.start))
    )
      continue;
    // (after a sentence, a move no board reaches is another game's, or a jump the words explain)
    if (l.start > current.end && hasSentenceWord(text.slice(current.end, l.start))) continue;
    if (l.ply >= firstPly(current) + mainPlies(current.root)) current.lostAt ??= l.start;
  }
}

/**
 * Whether `node`'s line goes on, in moves a sentence plays after words, past the game's moves printed in rows of
 * their own (rank 2, two rows or more: `5.   d6, 6. Sc3 0-0,` … `15. e4!` on its line, then `Pred desetletjem … na
 * 15… f5, 16. ef5`): analysis after the printed game, not the game told in a paragraph (`1 e4, c5 / 2 Cf3, d6 / …`
 * after a first row, notes among its moves).
 */
function discussedAfterPrinted(node: MoveNode, text: string, parentOf: ParentOf): boolean {
  let child = node;
  let n = parentOf.get(node);
  for (; n !== undefined && parentOf.get(n) !== undefined && n.rank < 2; child = n, n = parentOf.get(n));
  if (n === undefined || parentOf.get(n) === undefined) return false;
  const rows = new Set<number>();
  for (let m: MoveNode | undefined = n; m !== undefined; m = parentOf.get(m)) for (const r of m.rows ?? []) rows.add(r);
  const from = text.lastIndexOf(' ', child.end - 1);
  return rows.size >= 2 && hasSentenceWord(text.slice(n.end, Math.max(n.end, from)));
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
const LISTED_BEFORE = /(?<![\p{L}\p{N}.])(\d{1,3})(\.{2,16}|…|\.)?[ \t]*((?:\.{2,16}|…)[ \t]*)?[^\s\d.…]\S*[ \t,;]+(?:\p{L}{1,3}[ \t]+)?$/u;

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
  const node = mainLineEnd(g.root);
  const after = firstPly(g) + mainPlies(g.root);
  let first: { start: number; ply: number } | undefined;
  for (const l of lost) {
    if (l.ply === undefined || l.start < node.end || l.start >= next || l.ply < after) continue;
    if (first === undefined || l.start < first.start) first = { start: l.start, ply: l.ply };
  }
  return first;
}

/** How a W_MOVES_IN_COMMENT message ends: the moves not played stay as words (translate/document.ts reports a stop without it). */
export const KEPT_IN_COMMENT = '; kept as words in a comment';

/**
 * The word the text has at `offset`, as a stop's warning names it: up to white space or a bracket, a comma, `;` or `:` after
 * it left out (`4.Lxf7+`).
 */
export function stopWordAt(text: string, offset: number): string {
  return /^[^\s()]+/u.exec(text.slice(offset))?.[0].replace(/[,;:]+$/u, '') ?? '';
}

/**
 * A game that stops where the text goes on with numbered moves it does not play: said where (W_MOVES_IN_COMMENT), each
 * warning with its offset, in the order of `games`.
 */
export function gameStops(
  games: readonly GameTree[],
  moves: LostMoves,
  text: string,
  starts: readonly number[],
): Array<{ readonly problem: ProseProblem; readonly offset: number }> {
  const out: Array<{ readonly problem: ProseProblem; readonly offset: number }> = [];
  games.forEach((g, i) => {
    const stop = stopOf(g, games[i + 1]?.start ?? Infinity, [
      ...moves.lost.filter((l) => !moves.ofSideLines.has(l.start)),
      ...moves.illegal,
    ]);
    if (stop === undefined) return;
    const written = stopWordAt(text, stop.start);
    const last = firstPly(g) + mainPlies(g.root) - 1;
    const at = last >= firstPly(g) ? `after move ${numberText(last)}` : 'before its first move';
    out.push({
      problem: {
        severity: 'warning',
        code: 'W_MOVES_IN_COMMENT',
        message: `the game stops ${at}: ${JSON.stringify(written)} (move ${numberText(stop.ply)}) and the moves after it are not played${KEPT_IN_COMMENT}`,
        written,
        ply: stop.ply,
        ...lineAndColumn(starts, stop.start),
      },
      offset: stop.start,
    });
  });
  return out;
}
