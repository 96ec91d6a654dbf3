/**
 * Stands in for chess.js in the page bundle: src/index.ts (read for `suggestMoves`) names the
 * chess.js board engine, which the page never uses, so the bundler drops it. The build checks
 * that nothing of this file is left in the page.
 */
export class Chess {
  constructor() {
    throw new Error('chess.js is not in the web page');
  }
}
export function validateFen(): never {
  throw new Error('chess.js is not in the web page');
}
