/** The board engine used unless another is passed: chess-lingua's own (chess.js stays as the reference). */
import type { BoardEngine } from './board.js';
import { fastEngine } from './fast/index.js';

export const defaultEngine: BoardEngine = fastEngine;
