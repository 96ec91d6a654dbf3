/**
 * Reading and writing FEN for the fast engine. Reading validates everything a person can get
 * wrong and says what is wrong in words; writing matches chess.js character for character.
 */
import { err, ok, type Result } from '../../core/result.js';
import { isAttacked } from './attacks.js';
import { BLACK_KING_SIDE, BLACK_QUEEN_SIDE, WHITE_KING_SIDE, WHITE_QUEEN_SIDE } from './geometry.js';
import { exposesKing } from './legality.js';
import { BLACK, EMPTY, FEN_LETTER, KING, PAWN, ROOK, WHITE, pieceCode } from './pieces.js';
import { Position } from './position.js';

const FILES = 'abcdefgh';
const PIECE_OF_LETTER: Readonly<Record<string, number>> = {
  P: pieceCode(WHITE, PAWN),
  N: pieceCode(WHITE, 2),
  B: pieceCode(WHITE, 3),
  R: pieceCode(WHITE, ROOK),
  Q: pieceCode(WHITE, 5),
  K: pieceCode(WHITE, KING),
  p: pieceCode(BLACK, PAWN),
  n: pieceCode(BLACK, 2),
  b: pieceCode(BLACK, 3),
  r: pieceCode(BLACK, ROOK),
  q: pieceCode(BLACK, 5),
  k: pieceCode(BLACK, KING),
};
const CASTLING_BIT: Readonly<Record<string, number>> = {
  K: WHITE_KING_SIDE,
  Q: WHITE_QUEEN_SIDE,
  k: BLACK_KING_SIDE,
  q: BLACK_QUEEN_SIDE,
};

const squareText = (sq: number): string => `${FILES[sq & 7]}${(sq >> 3) + 1}`;

/** Reads the piece placement field into a board, or says what is wrong with it. */
function readPlacement(field: string): Result<Uint8Array, string> {
  const rows = field.split('/');
  if (rows.length !== 8) {
    return err(`the piece placement has ${rows.length} rank${rows.length === 1 ? '' : 's'} separated by '/'; expected 8`);
  }
  const board = new Uint8Array(64);
  for (let i = 0; i < 8; i++) {
    const rankNumber = 8 - i;
    const row = rows[i]!;
    let file = 0;
    let previousWasDigit = false;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') {
        if (previousWasDigit) return err(`rank ${rankNumber} ('${row}') has two digits in a row`);
        file += ch.charCodeAt(0) - 48;
        previousWasDigit = true;
        continue;
      }
      const piece = PIECE_OF_LETTER[ch];
      if (piece === undefined) {
        return err(`rank ${rankNumber} ('${row}') has '${ch}', which is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8`);
      }
      if (file < 8) board[(rankNumber - 1) * 8 + file] = piece;
      file++;
      previousWasDigit = false;
    }
    if (file !== 8) return err(`rank ${rankNumber} ('${row}') has ${file} square${file === 1 ? '' : 's'}; expected 8`);
  }
  for (const [color, name] of [
    [WHITE, 'white'],
    [BLACK, 'black'],
  ] as const) {
    const king = pieceCode(color, KING);
    let kings = 0;
    for (let sq = 0; sq < 64; sq++) if (board[sq] === king) kings++;
    if (kings === 0) return err(`${name} has no king`);
    if (kings > 1) return err(`${name} has ${kings} kings; expected exactly one`);
  }
  for (let sq = 0; sq < 64; sq++) {
    if ((board[sq]! & 7) === PAWN && (sq < 8 || sq >= 56)) {
      return err(`a pawn stands on ${squareText(sq)}; pawns cannot stand on rank 1 or 8`);
    }
  }
  return ok(board);
}

/** Reads the castling field into rights bits, or says what is wrong with it. */
function readCastling(field: string): Result<number, string> {
  if (field === '-') return ok(0);
  let rights = 0;
  for (const ch of field) {
    const bit = CASTLING_BIT[ch];
    if (bit === undefined) {
      return err(`the castling field '${field}' must be '-' or some of the letters K, Q, k, q`);
    }
    if ((rights & bit) !== 0) return err(`the castling field '${field}' repeats '${ch}'`);
    rights |= bit;
  }
  return ok(rights);
}

/**
 * Drops castling rights whose king or rook is not on its starting square (such rights could
 * never be used; chess.js drops them the same way when pieces are put or removed).
 */
function usableCastlingRights(board: Uint8Array, rights: number): number {
  const whiteRook = pieceCode(WHITE, ROOK);
  const blackRook = pieceCode(BLACK, ROOK);
  if (board[4] !== pieceCode(WHITE, KING)) rights &= ~(WHITE_KING_SIDE | WHITE_QUEEN_SIDE);
  if (board[7] !== whiteRook) rights &= ~WHITE_KING_SIDE;
  if (board[0] !== whiteRook) rights &= ~WHITE_QUEEN_SIDE;
  if (board[60] !== pieceCode(BLACK, KING)) rights &= ~(BLACK_KING_SIDE | BLACK_QUEEN_SIDE);
  if (board[63] !== blackRook) rights &= ~BLACK_KING_SIDE;
  if (board[56] !== blackRook) rights &= ~BLACK_QUEEN_SIDE;
  return rights;
}

/** Reads the en passant field, or says what is wrong with it. -1 means none. */
function readEnPassant(field: string, turn: number): Result<number, string> {
  if (field === '-') return ok(-1);
  if (!/^[a-h][1-8]$/.test(field)) return err(`the en passant field '${field}' must be '-' or a square such as e3`);
  const rank = field.charCodeAt(1) - 48;
  const expected = turn === WHITE ? 6 : 3;
  if (rank !== expected) {
    return err(
      `the en passant square ${field} is on rank ${rank}, but with ${turn === WHITE ? 'white' : 'black'} to move it must be on rank ${expected}`,
    );
  }
  return ok((rank - 1) * 8 + (field.charCodeAt(0) - 97));
}

/**
 * Keeps an en passant square only if a pawn of the side not to move really stands in front of
 * it with both squares it passed empty; otherwise no en passant capture can exist.
 */
function plausibleEnPassant(board: Uint8Array, turn: number, ep: number): number {
  if (ep < 0) return -1;
  const forward = turn === WHITE ? -8 : 8; // direction the enemy pawn moved
  const pawnSquare = ep + forward;
  const startSquare = ep - forward;
  return board[ep] === EMPTY && board[startSquare] === EMPTY && board[pawnSquare] === pieceCode(turn ^ 1, PAWN) ? ep : -1;
}

function readCounter(field: string, name: string, minimum: number): Result<number, string> {
  if (!/^\d+$/.test(field)) return err(`the ${name} '${field}' is not a whole number`);
  const value = Number(field);
  if (value < minimum) return err(`the ${name} must be at least ${minimum}, found ${field}`);
  return ok(value);
}

/**
 * Parses a FEN. Six fields are expected; four or five are accepted too (the missing move counters
 * default to 0 and 1, as chess.js's `load` does and as EPD writes positions).
 */
export function parseFen(fen: string): Result<Position, string> {
  const fields = fen.trim().split(/\s+/);
  if (fields.length === 1 && fields[0] === '') return err('the FEN is empty');
  if (fields.length < 4 || fields.length > 6) {
    return err(`a FEN has 6 fields separated by spaces (4 without the move counters); found ${fields.length}`);
  }
  const [placement, side, castlingField, epField, halfmoveField = '0', fullmoveField = '1'] = fields as [
    string,
    string,
    string,
    string,
    string?,
    string?,
  ];
  const board = readPlacement(placement);
  if (!board.ok) return board;
  if (side !== 'w' && side !== 'b') return err(`the side to move must be 'w' or 'b', found '${side}'`);
  const turn = side === 'w' ? WHITE : BLACK;
  const castling = readCastling(castlingField);
  if (!castling.ok) return castling;
  const ep = readEnPassant(epField, turn);
  if (!ep.ok) return ep;
  const halfmove = readCounter(halfmoveField, 'halfmove clock', 0);
  if (!halfmove.ok) return halfmove;
  const fullmove = readCounter(fullmoveField, 'fullmove number', 1);
  if (!fullmove.ok) return fullmove;

  const pos = new Position(
    board.value,
    turn,
    usableCastlingRights(board.value, castling.value),
    plausibleEnPassant(board.value, turn, ep.value),
    halfmove.value,
    fullmove.value,
  );
  if (isAttacked(pos.board, pos.kingSquare[turn ^ 1]!, turn)) {
    return err(`${turn === WHITE ? 'black' : 'white'} is in check but it is ${turn === WHITE ? "white's" : "black's"} move`);
  }
  return ok(pos);
}

/** Is an en passant capture onto `pos.epSquare` legal for the side to move? */
export function enPassantCaptureExists(pos: Position): boolean {
  const ep = pos.epSquare;
  if (ep < 0) return false;
  const us = pos.turn;
  const pawn = pieceCode(us, PAWN);
  const pawnRankSquare = us === WHITE ? ep - 8 : ep + 8; // the square of the pawn that moved
  const file = ep & 7;
  const board = pos.board;
  if (file > 0 && board[pawnRankSquare - 1] === pawn && !exposesKing(pos, pawnRankSquare - 1, ep, true)) return true;
  if (file < 7 && board[pawnRankSquare + 1] === pawn && !exposesKing(pos, pawnRankSquare + 1, ep, true)) return true;
  return false;
}

/** The character codes of the FEN letters by piece code. */
const FEN_CODE: readonly number[] = FEN_LETTER.map((l) => (l === '' ? 0 : l.charCodeAt(0)));
const DIGIT_0 = 48;
const SLASH = 47;
/** Room for a placement (at most 64 letters and 7 slashes), reused by each call of {@link writeFen}. */
const PLACEMENT = new Uint16Array(80);

/** Writes the position as FEN, exactly as chess.js does (en passant square only if the capture is legal). */
export function writeFen(pos: Position): string {
  const board = pos.board;
  // The placement's characters are put in a buffer and made one string: a search that keys its
  // positions by FEN writes thousands, and a string grown a character at a time is a string per character.
  const chars = PLACEMENT;
  let n = 0;
  for (let rank = 7; rank >= 0; rank--) {
    let empty = 0;
    for (let sq = rank * 8, end = sq + 8; sq < end; sq++) {
      const piece = board[sq]!;
      if (piece === EMPTY) {
        empty++;
      } else {
        if (empty > 0) chars[n++] = DIGIT_0 + empty;
        empty = 0;
        chars[n++] = FEN_CODE[piece]!;
      }
    }
    if (empty > 0) chars[n++] = DIGIT_0 + empty;
    if (rank > 0) chars[n++] = SLASH;
  }
  const placement = String.fromCharCode.apply(null, chars.subarray(0, n) as unknown as number[]);
  let castling = '';
  if (pos.castling & WHITE_KING_SIDE) castling += 'K';
  if (pos.castling & WHITE_QUEEN_SIDE) castling += 'Q';
  if (pos.castling & BLACK_KING_SIDE) castling += 'k';
  if (pos.castling & BLACK_QUEEN_SIDE) castling += 'q';
  const ep = enPassantCaptureExists(pos) ? squareText(pos.epSquare) : '-';
  return `${placement} ${pos.turn === WHITE ? 'w' : 'b'} ${castling || '-'} ${ep} ${pos.halfmove} ${pos.fullmove}`;
}
