/**
 * `chess-lingua/board`: the engine level, for code that plays moves on a board itself rather than
 * translating text: the {@link BoardEngine} interface a custom engine implements, chess-lingua's
 * own engine (`fastEngine`), the packed moves `Board.playText` returns and their readers, and the
 * emitters that write one move found on a board. The main entry (`chess-lingua`) keeps only the
 * `BoardEngine` type (what the `engine` option takes) and `START_FEN`.
 *
 * @example
 * import { fastEngine, formatUci } from 'chess-lingua/board';
 * const board = fastEngine.fromFen();
 * if (board.ok) {
 *   board.value.legalMoves().length;                      // 20
 *   board.value.legalMoves().map(formatUci).includes('g1f3'); // true
 * }
 * @packageDocumentation
 */
export type { Board, BoardEngine, FenError as BoardFenError, ResolveFailure, NoMoveReason, PlayedMove } from './board.js';
export { playedFrom, playedTo, playedPromotion, playedCapture, START_FEN } from './board.js';
export { fastEngine } from './fast/index.js';
export { type Result, ok, err } from '../core/result.js';

export { formatNumeric } from '../emit/iccf.js';
export { formatSan, formatLan } from '../emit/san.js';
export { formatUci } from '../emit/uci.js';
