import { ChessLinguaError } from '../core/errors.js';

/** A locale without words data (moves in words, `words:<code>`, `export`). */
export class NoWordsError extends ChessLinguaError {
  readonly locale: string;
  constructor(code: string, available: readonly string[]) {
    super('ERR_NO_WORDS', `locale "${code}" has no words for moves; languages with words: ${available.join(', ')}`);
    this.locale = code;
  }
}
