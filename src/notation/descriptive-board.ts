/**
 * The legal moves a descriptive move names (English `P-K4`, Spanish `P4R`: descriptive-dialect.ts) (see descriptive.ts for the notation). The
 * board decides: every square and every piece the text may mean is tried with Board.resolve (the
 * engine primitive "candidates for a role, a target and an optional origin file and rank"), and
 * what the text says besides (the piece taken, `e.p.`, a king's or queen's piece) filters them.
 * The caller takes one move as that move, reports several as an ambiguity, none as an error.
 *
 * A K or Q before a rook or knight (`KR-Q1`, `QN-Q2`, `Q. R. to K. Kt's 4th.`) names the king's or
 * queen's piece: the one that started on that side (see board/origins.ts). Where the board knows where
 * the pieces started (a game from the standard start position), that decides, so rooks or knights that
 * have crossed are told apart as the book means them. Where it does not (a game from a FEN), or no piece
 * that started on that side can make the move, it is read as position: of the pieces that can make the
 * move, the one on the king's side (the higher file) or the queen's side. Where both stand on one file
 * that tells nothing, and the move is an ambiguity. A bishop keeps its colour of square, so `KB`/`QB`
 * are exact: White's king's bishop (f1) runs on light squares, Black's (f8) on dark ones.
 */
import type { Board } from '../board/board.js';
import { squareName } from '../core/square.js';
import type { CastleMoveText, Move, PieceMoveText, Role, Square } from '../core/types.js';
import type { InputNotation } from './notation.js';
import { readDescriptive, type DescriptiveMove, type PieceSpec, type SquareSpec } from './descriptive.js';
import { descriptiveDialectOf, type DescriptiveDialect } from './descriptive-dialect.js';

export interface DescriptiveReading {
  /** What the text says. */
  readonly text: DescriptiveMove;
  /** The legal moves it names, in ascending order of origin, then target. */
  readonly moves: readonly Move[];
  /** What the text was read as, in words (`a knight to c3 or f3`), for messages. */
  readonly meaning: string;
  /** Why no move fits, when a reason is known beyond "no piece can" (a promotion piece missing). */
  readonly reason: string | undefined;
}

const isLight = (sq: Square): boolean => ((sq & 7) + (sq >> 3)) % 2 === 1;

/** The board rank index (0..7) of a rank counted from the mover's side. */
const boardRank = (rank: number, white: boolean): number => (white ? rank - 1 : 8 - rank);

/** The board rank index of a spec's rank (counted from the mover's side, or from White's in a hybrid). */
const rankIndex = (spec: SquareSpec, white: boolean): number | undefined =>
  spec.rank === undefined ? undefined : spec.absolute === true ? spec.rank - 1 : boardRank(spec.rank, white);

/** Squares a spec names from the mover's side. */
function squaresOf(spec: SquareSpec, white: boolean): Square[] {
  const out: Square[] = [];
  for (const f of spec.files) {
    if (spec.rank !== undefined) out.push(rankIndex(spec, white)! * 8 + f);
    else for (let r = 0; r < 8; r++) out.push(r * 8 + f);
  }
  return out;
}

const inSpec = (sq: Square, spec: SquareSpec | undefined, white: boolean): boolean =>
  spec === undefined || (spec.files.includes(sq & 7) && (spec.rank === undefined || rankIndex(spec, white) === sq >> 3));

/** A target and the square of the piece it takes (they differ only en passant; undefined where the text names a square, not a piece). */
interface Target {
  readonly to: Square;
  readonly taken: Square | undefined;
}

/** The squares a move may go to: the square written, or where the pieces it may take stand. */
function targetsOf(board: Board, d: Extract<DescriptiveMove, { kind: 'move' }>, white: boolean): Target[] {
  // A capture written with its square (`RxQ7`, `PxQ6 e.p.`): whatever is taken there, en passant too.
  if (d.to !== undefined) return squaresOf(d.to, white).map((to) => ({ to, taken: undefined }));
  const out: Target[] = [];
  const captured = d.captured!;
  for (let sq = 0; sq < 64; sq++) {
    const p = board.pieceAt(sq);
    if (p === undefined || p.color === board.turn || p.role !== captured.role) continue;
    if (captured.files !== undefined && !captured.files.includes(sq & 7)) continue;
    if (!inSpec(sq, d.capturedAt, white)) continue;
    out.push({ to: sq, taken: sq });
    // En passant: a pawn that has just made its double step is taken from the square behind it.
    if (d.piece.role === 'pawn' && captured.role === 'pawn' && sq >> 3 === (white ? 4 : 3)) {
      out.push({ to: sq + (white ? 8 : -8), taken: sq });
    }
  }
  return out;
}

/**
 * Keeps the moves whose piece (on square `at`) is the named side's: colour for bishops; for rooks and knights
 * the side they started on where the board knows it for every piece that can move, else the outermost file.
 */
function bySide(board: Board, moves: Move[], spec: PieceSpec, at: (m: Move) => Square, ownerWhite: boolean): Move[] {
  if (spec.side === undefined) return moves;
  if (spec.role === 'bishop') {
    // White's king's bishop starts on f1 (light), Black's on f8 (dark).
    const light = (spec.side === 'king') === ownerWhite;
    return moves.filter((m) => isLight(at(m)) === light);
  }
  const origins = moves.map((m) => board.originOf?.(at(m)));
  if (moves.length > 0 && origins.every((o) => o !== undefined)) {
    const started = moves.filter((_, k) => (origins[k]! & 7) >= 4 === (spec.side === 'king'));
    if (started.length > 0) return started;
  }
  const files = moves.map((m) => at(m) & 7);
  const edge = spec.side === 'king' ? Math.max(...files) : Math.min(...files);
  return moves.filter((m) => (at(m) & 7) === edge);
}

const ARTICLE: Readonly<Record<Role, string>> = {
  pawn: 'a pawn',
  knight: 'a knight',
  bishop: 'a bishop',
  rook: 'a rook',
  queen: 'a queen',
  king: 'the king',
};

function squareList(squares: readonly Square[]): string {
  const names = [...new Set(squares.map(squareName))];
  return names.length <= 4 ? names.join(' or ') : `${names.length} squares`;
}

function meaningOf(d: DescriptiveMove, white: boolean, targets: readonly Target[]): string {
  if (d.kind === 'castle') return d.side === undefined ? 'castling' : `castling ${d.side === 'king' ? 'king-side' : 'queen-side'}`;
  const who = ARTICLE[d.piece.role];
  if (d.to !== undefined) return `${who} ${d.capture ? 'takes on' : 'to'} ${squareList(squaresOf(d.to, white))}`;
  const taken = ARTICLE[d.captured!.role].replace(/^the /, 'a ');
  const where = targets.length > 0 ? ` (on ${squareList(targets.map((t) => t.taken!))})` : '';
  return `${who} takes ${taken}${where}`;
}

function sortMoves(moves: Move[]): Move[] {
  return moves.sort((a, b) => a.from - b.from || a.to - b.to);
}

/**
 * The legal moves a descriptive token in `dialect`'s language names on `board`, or undefined when the
 * token is not descriptive notation.
 */
export function descriptiveMoves(board: Board, token: string, dialect: DescriptiveDialect): DescriptiveReading | undefined {
  const d = readDescriptive(token, dialect);
  if (d === undefined) return undefined;
  const white = board.turn === 'white';
  if (d.kind === 'castle') {
    const moves: Move[] = [];
    for (const side of d.side === undefined ? (['king', 'queen'] as const) : [d.side]) {
      const text: CastleMoveText = { kind: 'castle', side };
      const r = board.resolve(text);
      if (r.ok) moves.push(r.value);
    }
    return { text: d, moves: sortMoves(moves), meaning: meaningOf(d, white, []), reason: undefined };
  }
  const role = d.piece.role;
  const targets = targetsOf(board, d, white);
  // Origin files and rank as written: the pawn's file (`QBP`), the square or rank in brackets (`N(K2)`, `R(1)`).
  const written = (pawnFiles: readonly number[] | undefined): readonly number[] | undefined =>
    d.from === undefined ? pawnFiles : pawnFiles === undefined ? d.from.files : pawnFiles.filter((f) => d.from!.files.includes(f));
  const fromRank = d.from?.rank === undefined ? undefined : boardRank(d.from.rank, white);
  let reason: string | undefined;
  const collect = (fromFiles: readonly number[] | undefined): Move[] => {
    const found: Move[] = [];
    for (const { to, taken } of targets) {
      const toFile = to & 7;
      // A pawn goes straight ahead, or takes on a neighbouring file.
      let files: ReadonlyArray<number | undefined> =
        role !== 'pawn' ? (fromFiles ?? [undefined]) : d.capture ? [toFile - 1, toFile + 1].filter((f) => f >= 0 && f < 8) : [toFile];
      if (role === 'pawn' && fromFiles !== undefined) files = files.filter((f) => fromFiles.includes(f!));
      for (const fromFile of files) {
        const text: PieceMoveText = { kind: 'piece', role, fromFile, fromRank, to, capture: d.capture, promotion: d.promotion };
        const r = board.resolve(text);
        let moves: readonly Move[];
        if (r.ok) moves = [r.value];
        else if (r.error.kind === 'ambiguous') moves = r.error.candidates;
        else {
          if (r.error.kind === 'promotion') {
            reason =
              r.error.reason === 'missing' ? `the pawn reaching ${squareName(to)} must promote: add the piece, e.g. (Q) or =Q` : undefined;
          }
          continue;
        }
        for (const m of moves) {
          if (
            d.capture ? m.captured === undefined || (d.captured !== undefined && m.captured !== d.captured.role) : m.captured !== undefined
          )
            continue;
          if (d.capture && taken !== undefined && m.enPassant !== (taken !== to)) continue;
          if (d.enPassant && !m.enPassant) continue;
          found.push(m);
        }
      }
    }
    return found;
  };
  let found = collect(written(d.piece.files));
  // A pawn named by its file that no pawn on that file fits: the pawn that started there, where the board knows it
  // (`K. Kt. P. to K. B's 4th.` for the g-pawn that has taken on f6; 19th-century books name pawns by origin too).
  if (found.length === 0 && d.piece.files !== undefined && board.originOf !== undefined) {
    const files = d.piece.files;
    found = collect(written(undefined)).filter((m) => {
      const origin = board.originOf!(m.from);
      return origin !== undefined && files.includes(origin & 7);
    });
  }
  found = bySide(board, found, d.piece, (m) => m.from, white);
  if (d.captured !== undefined) found = bySide(board, found, d.captured, (m) => (m.enPassant ? m.to + (white ? -8 : 8) : m.to), !white);
  const distinct: Move[] = [];
  for (const m of found) if (!distinct.some((x) => x.from === m.from && x.to === m.to && x.promotion === m.promotion)) distinct.push(m);
  return { text: d, moves: sortMoves(distinct), meaning: meaningOf(d, white, targets), reason: distinct.length > 0 ? undefined : reason };
}

/** Whether an input notation reads descriptive notation: English, Spanish, Portuguese or French algebraic input (`--from en`, `es`, `pt`, `fr`). */
export function readsDescriptive(input: InputNotation): boolean {
  return descriptiveDialectOf(input) !== undefined;
}
