/**
 * chess-lingua's own board engine: a mailbox board with constant lookup tables that resolves
 * move text by looking back from the target square, and plays moves incrementally.
 * Same observable behaviour as the chess.js reference engine, hundreds of times faster.
 */
import { err, ok, type Result } from '../../core/result.js';
import { START_FEN, type Board, type BoardEngine, type FenError } from '../board.js';
import { FastBoard } from './fast-board.js';
import { parseFen } from './fen.js';
import { startOrigins } from '../origins.js';

export { FastBoard } from './fast-board.js';
export { perft } from './perft.js';
export { parseFen, writeFen } from './fen.js';
export type { Position } from './position.js';

/** The start position, parsed once; boards get copies of it. */
const START_POSITION = (() => {
  const parsed = parseFen(START_FEN);
  if (!parsed.ok) throw new Error(`start FEN: ${parsed.error}`);
  return parsed.value;
})();

/** The fast board engine. `fromFen` also accepts FENs without the two move counters (they default to 0 and 1). */
export const fastEngine: BoardEngine = {
  name: 'fast',
  fromFen(fen: string = START_FEN): Result<Board, FenError> {
    if (fen === START_FEN) return ok(new FastBoard(START_POSITION.copy(), undefined, startOrigins()));
    const position = parseFen(fen);
    if (!position.ok) return err({ kind: 'fen', fen, reason: position.error });
    return ok(new FastBoard(position.value));
  },
};
