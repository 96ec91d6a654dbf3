/**
 * The emitter's step: a legal move, or a null move, written in the output notation. The move
 * translator (translator.ts), the repair (repair/repair-game.ts) and `formatMove` (api.ts) write
 * moves through here.
 */
import type { Board } from '../board/board.js';
import type { Move, MoveFacts } from '../core/types.js';
import { formatDescriptive } from '../emit/descriptive.js';
import { formatNumeric } from '../emit/iccf.js';
import { formatLan, formatSan } from '../emit/san.js';
import { formatUci } from '../emit/uci.js';
import type { OutputNotation } from '../notation/notation.js';
import { formatWords } from '../words/format.js';

/**
 * Writes a legal move (on `board`, before it is played) in the output notation. `facts` are the
 * board's facts about the move when the caller has them already (they are worked out otherwise).
 */
export function writeMove(board: Board, move: Move, output: OutputNotation, facts?: MoveFacts): string {
  switch (output.kind) {
    case 'numeric':
      return formatNumeric(move);
    case 'uci':
      return formatUci(move);
    case 'descriptive':
      return formatDescriptive(board, move, facts ?? board.describe(move));
    case 'san':
      return formatSan(move, facts ?? board.describe(move), output.locale);
    case 'lan':
      return formatLan(move, output.locale, facts ?? board.describe(move));
    case 'words': {
      const f = facts ?? board.describe(move);
      const words = formatWords(move, f, output.words, output);
      return output.withSan ? `${formatSan(move, f, output.locale)} {${words}}` : words;
    }
  }
}

/** A null move in the output notation: `--`, or its words. */
export function writeNullMove(output: OutputNotation): string {
  if (output.kind !== 'words') return '--';
  const words = formatWords(undefined, undefined, output.words, output);
  return output.withSan ? `-- {${words}}` : words;
}
