/** The board engine used unless another is passed. */
import type { BoardEngine } from './board.js';
import { chessJsEngine } from './chessjs-board.js';

export const defaultEngine: BoardEngine = chessJsEngine;
