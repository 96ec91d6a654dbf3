/**
 * Scores as book tables lay them out, read into the moves they stand for once the PGN grammar has
 * read their tokens (see read-game.ts): each move as its two squares with the number repeated for
 * Black (`1 e2 e4 1 e7 e5`, Polish and Czech tables), and a score in two columns flattened into
 * text (`1. e4 2. Nf3 3. Bb5 e5 Nc6 a6`).
 */
import { readMove } from '../notation/read-move.js';
import type { InputNotation } from '../notation/notation.js';
import type { GameNode, MoveNode } from './types.js';

/** Where the first move of `nodes` stands in the game's text (0 when none has a place). */
export function firstMoveOffset(nodes: readonly GameNode[]): number {
  for (const n of nodes) if (n.type === 'move') return n.offset ?? 0;
  return 0;
}

const SQUARE_ONLY = /^[a-h][1-8]$/;
const CASTLING_THEN_MARKS = /^[O0](?:-[O0]){1,2}[+#!?]*$/;
const SQUARE_THEN_MARKS = /^[a-h][1-8](?:[=/(]?\p{Lu}\)?)?[+#!?]*$/u;

/**
 * `1 e2 e4 1 e7 e5 2 g1 f3 2 b8 c6` (a Polish table, one move a column; `2 Jg1 f3` with the piece
 * letter, Czech): every move written as its origin and target square with a space between, and each number written before White's and
 * again before Black's move (or only before White's: `1. e2 e4 e7 e5`). Where the whole main line is written so (two squares after each
 * number, each number twice in turn, or once before four squares from the initial position: see
 * below), each pair of squares is one move. Which of the two layouts it was, when it did.
 */
export function joinSquarePairs(
  nodes: GameNode[],
  raw: string,
  notation: InputNotation,
  /** The game starts from the initial position (no FEN tag). */
  fromStart: boolean,
): 'repeated' | 'once' | undefined {
  const moves: number[] = [];
  for (let k = 0; k < nodes.length; k++) if (nodes[k]!.type === 'move') moves.push(k);
  if (moves.length < 4) return undefined;
  const first = (nodes[moves[0]!] as MoveNode).number;
  if (first === undefined) return undefined;
  // The origin square, with the piece letter before it where the table writes one (`2 Jg1 f3`, Czech).
  const pieces = notation.kind === 'algebraic' ? notation.pieces.tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : [];
  const origin = pieces.length > 0 ? new RegExp(`^(?:${pieces.join('|')})?[a-h][1-8]$`, 'u') : SQUARE_ONLY;
  /** Each half-move: where its first token is in `moves`, and whether it is two squares (else castling, one token). */
  const halves: Array<{ at: number; pair: boolean }> = [];
  let once = false;
  for (let j = 0; j < moves.length;) {
    const h = halves.length;
    const a = nodes[moves[j]!] as MoveNode;
    const n = a.number;
    // (Black's number may be left out: `1. e2 e4 e7 e5 2. g1 f3`, four squares a number, which no game of one square a move has)
    if (n === undefined ? h % 2 === 0 : n.value !== first.value + Math.floor(h / 2)) return undefined;
    if (n === undefined) once = true;
    // (castling is one token in a table too: `4 O-O 4 f8 c5`)
    if (CASTLING_THEN_MARKS.test(a.text)) {
      halves.push({ at: j, pair: false });
      j++;
      continue;
    }
    const b = nodes[moves[j + 1] ?? -1] as MoveNode | undefined;
    if (b === undefined || b.number !== undefined || moves[j + 1] !== moves[j]! + 1) return undefined;
    if (!origin.test(a.text) || !SQUARE_THEN_MARKS.test(b.text) || a.offset === undefined || b.offset === undefined) return undefined;
    if (!/^[ \t]$/.test(raw.slice(a.offset + a.text.length, b.offset))) return undefined;
    halves.push({ at: j, pair: true });
    j += 2;
  }
  if (halves.length < 2 || !halves[0]!.pair || !halves[1]!.pair) return undefined;
  // Numbered once (`1. e2 e4 e7 e5`), the layout alone does not tell a table from import PGN,
  // whose numbers are optional (`1. e4 e5 d4 d5` is four moves): the first position does. There
  // a move from one square to another starts where the mover's piece stands (White's first on its
  // rank 1 or 2, Black's on 7 or 8), where the first square alone is never a legal move; and a
  // first move of one square goes to where none stands. From a FEN the layout is not read so.
  if (once) {
    const w = (nodes[moves[halves[0]!.at]!] as MoveNode).text;
    const b = (nodes[moves[halves[1]!.at]!] as MoveNode).text;
    if (!fromStart || !/[12]$/.test(w) || !/[78]$/.test(b)) return undefined;
  }
  for (let h = halves.length - 1; h >= 0; h--) {
    const { at, pair } = halves[h]!;
    const a = nodes[moves[at]!] as MoveNode;
    const number = a.number === undefined ? undefined : { ...a.number, black: h % 2 === 1 };
    if (!pair) {
      if (number !== undefined) nodes[moves[at]!] = { ...a, number };
      continue;
    }
    const b = nodes[moves[at + 1]!] as MoveNode;
    const read = readMove(`${a.text}-${b.text}`, notation);
    const text = raw.slice(a.offset!, b.offset! + b.text.length);
    nodes.splice(moves[at]!, 2, {
      type: 'move',
      text,
      parsed: read.ok ? read.value : undefined,
      line: a.line,
      column: a.column,
      offset: a.offset,
      ...(number !== undefined ? { number } : {}),
    });
  }
  return once ? 'once' : 'repeated';
}

/**
 * A score in two columns flattened into text: all White's moves with their numbers, then all
 * Black's (`1. e4 2. Nf3 3. Bb5 e5 Nc6 a6`). Where the main line is exactly that (numbers 1, 2, 3 …
 * each before one move, then as many moves without numbers, or one fewer), the moves are put in
 * the order they were played; three numbers at least. (No PGN game looks so: Black's first move has no
 * number before it.)
 */
export function joinColumns(nodes: GameNode[]): boolean {
  const moves: number[] = [];
  for (let k = 0; k < nodes.length; k++) {
    const t = nodes[k]!.type;
    if (t === 'move') moves.push(k);
    else if (t === 'variation') return false;
  }
  let n = 0;
  while (n < moves.length && (nodes[moves[n]!] as MoveNode).number !== undefined) n++;
  const m = moves.length - n;
  if (n < 3 || (m !== n && m !== n - 1)) return false;
  const first = (nodes[moves[0]!] as MoveNode).number!;
  for (let i = 0; i < n; i++) {
    const w = (nodes[moves[i]!] as MoveNode).number!;
    if (w.black || w.value !== first.value + i) return false;
  }
  for (let i = n; i < moves.length; i++) if ((nodes[moves[i]!] as MoveNode).number !== undefined) return false;
  // nothing but moves between the first move and the last
  if (moves[moves.length - 1]! - moves[0]! !== moves.length - 1) return false;
  const white = moves.slice(0, n).map((k) => nodes[k]!);
  const black = moves.slice(n).map((k) => nodes[k]!);
  const played: GameNode[] = [];
  for (let i = 0; i < n; i++) {
    played.push(white[i]!);
    if (i < black.length) played.push(black[i]!);
  }
  nodes.splice(moves[0]!, moves.length, ...played);
  return true;
}
