/**
 * Writes a legal move in English descriptive notation (`--to en-descriptive`), as books of the
 * 1960s and 70s print it: `N` for the knight, `-` and `x`, a capture naming the piece taken
 * (`PxP`, `BxN`), squares counted from the mover's side, promotion `P-K8(Q)`, `e.p.`. Check and
 * mate are written `+` and `#` (as some books did, e.g. Fischer's "My 60 Memorable Games"), so
 * that each move stays one token.
 *
 * Descriptive notation writes no more than tells the move apart on the board. So the writer
 * tries the forms from the shortest (`N-B3`) to the fullest (`N(QN1)-QB3`), in the order books
 * prefer (the target's side first: `N-KB3` rather than `KN-B3`), and takes the first that the
 * reader (src/notation/descriptive-board.ts) reads as exactly this move and no other. Whatever
 * it writes therefore reads back as the same move.
 */
import type { Board } from '../board/board.js';
import type { Move, MoveFacts, Role, Square } from '../core/types.js';
import { descriptiveMoves } from '../notation/descriptive-board.js';
import { ENGLISH_DESCRIPTIVE } from '../notation/descriptive-dialect.js';

const LETTER: Readonly<Record<Role, string>> = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };
/** File names: with their side (QR … KR), and short (R N B Q K B N R). */
const LONG_FILE = ['QR', 'QN', 'QB', 'Q', 'K', 'KB', 'KN', 'KR'];
const SHORT_FILE = ['R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'];

/** A square's rank counted from the side of `white` (1 = that side's first rank). */
const rankFrom = (sq: Square, white: boolean): number => (white ? (sq >> 3) + 1 : 8 - (sq >> 3));

/** Names of a square from the mover's side, shortest first (`B3`, `QB3`; `K4` only). */
function squareNames(sq: Square, white: boolean): string[] {
  const f = sq & 7;
  const r = rankFrom(sq, white);
  return SHORT_FILE[f] === LONG_FILE[f] ? [`${LONG_FILE[f]}${r}`] : [`${SHORT_FILE[f]}${r}`, `${LONG_FILE[f]}${r}`];
}

/** Names of a piece (the mover, or the piece taken, standing on `sq`), shortest first: `P`, `BP`, `QBP`; `N`, `QN`; `B`, `KB`. */
function pieceNames(role: Role, sq: Square, white: boolean): string[] {
  const letter = LETTER[role];
  const f = sq & 7;
  if (role === 'pawn') return SHORT_FILE[f] === LONG_FILE[f] ? ['P', `${LONG_FILE[f]}P`] : ['P', `${SHORT_FILE[f]}P`, `${LONG_FILE[f]}P`];
  if (role === 'king' || role === 'queen') return [letter];
  if (role === 'bishop') {
    // A bishop by its colour of square: White's king's bishop runs on light squares, Black's on dark ones.
    const light = ((sq & 7) + (sq >> 3)) % 2 === 1;
    return [letter, `${light === white ? 'K' : 'Q'}${letter}`];
  }
  return [letter, `${f >= 4 ? 'K' : 'Q'}${letter}`];
}

const PROMOTION: Readonly<Record<string, string>> = { queen: '(Q)', rook: '(R)', bishop: '(B)', knight: '(N)' };

/** The move in descriptive notation, on `board` before it is played; `facts` give the check mark. */
export function formatDescriptive(board: Board, move: Move, facts: MoveFacts): string {
  const mark = facts.check === 'mate' ? '#' : facts.check === 'check' ? '+' : '';
  if (move.castle) return (move.castle === 'king' ? 'O-O' : 'O-O-O') + mark;
  const white = move.color === 'white';
  const promotion = move.promotion ? PROMOTION[move.promotion]! : '';
  const ep = move.enPassant ? ' e.p.' : '';
  const movers = pieceNames(move.role, move.from, white);
  const origins = ['', `(${rankFrom(move.from, white)})`, ...squareNames(move.from, white).map((s) => `(${s})`)];
  const targets: string[] = [];
  if (move.captured === undefined) for (const s of squareNames(move.to, white)) targets.push(`-${s}`);
  else {
    // The piece taken stands on the target square, or (en passant) beside it.
    const taken = move.enPassant ? move.to + (white ? -8 : 8) : move.to;
    const names = pieceNames(move.captured, taken, !white);
    for (const n of names) targets.push(`x${n}`);
    for (const s of squareNames(taken, white)) targets.push(`x${names[0]!}(${s})`);
  }
  // The fullest form (origin square, target square) always names one move; the loop finds a shorter one first.
  const forms: string[] = [];
  for (const origin of origins) {
    for (const mover of origin === '' ? movers : movers.slice(0, 1)) for (const target of targets) forms.push(mover + origin + target);
  }
  forms.push(
    `${movers[0]!}(${squareNames(move.from, white).at(-1)!})${move.captured === undefined ? '-' : 'x'}${squareNames(move.to, white).at(-1)!}`,
  );
  for (const form of forms) {
    const text = form + promotion;
    const read = descriptiveMoves(board, text + ep, ENGLISH_DESCRIPTIVE);
    if (read !== undefined && read.moves.length === 1 && sameMove(read.moves[0]!, move)) return text + ep + mark;
  }
  return forms.at(-1)! + promotion + ep + mark;
}

function sameMove(a: Move, b: Move): boolean {
  return a.from === b.from && a.to === b.to && a.promotion === b.promotion;
}
