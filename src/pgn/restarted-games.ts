/**
 * The restart-at-1 rule of the splitter (split-games.ts): a game's text is handed out as several
 * games where its numbering starts again at 1 after moves, with no tags or result between them.
 * Where that is, is numberingRestarts's to say (numbering.ts); here the text is cut there, and
 * each piece gets the line and column it starts at.
 */
import type { GameText } from './game-text.js';
import { numberingRestarts } from './numbering.js';
import { breaksBetween, lineStartBefore, NOT_SPACE } from './scan.js';

/**
 * Adds a game's text to `out`, cut where its numbering starts again at 1 after moves
 * (`1. e4 e5 2. Nf3 1. d4 d5`: two games; see numberingRestarts).
 */
export function pushRestartedGames<P>(text: string, line: number, column: number, out: GameText<P>[]): void {
  const cuts = numberingRestarts(text);
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    const piece = text.slice(from, cut);
    if (NOT_SPACE.test(piece)) out.push({ text: piece, line, column });
    const breaks = breaksBetween(text, from, cut);
    if (breaks > 0) {
      line += breaks;
      column = cut - lineStartBefore(text, cut) + 1;
    } else column += cut - from;
    from = cut;
  }
}
