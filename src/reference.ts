/**
 * `chess-lingua/reference`: the reference board engine (chess.js behind chess-lingua's `BoardEngine`
 * interface), for differential checks against the default engine. Kept out of the main entry so
 * that `import 'chess-lingua'` does not load chess.js.
 *
 * @example
 * import { translateMoves } from 'chess-lingua';
 * import { chessJsEngine } from 'chess-lingua/reference';
 * translateMoves('1. e4 e5 2. Sf3', { from: 'de', to: 'iccf', engine: chessJsEngine }).text; // '1. 5254 5755 2. 7163'
 * @packageDocumentation
 */
export { chessJsEngine } from './board/chessjs-board.js';
