/** Repair suggestions for a move that cannot be read (issue 12's `suggestMoves`), for "Did you mean" buttons. */
import type { LocaleRegistry } from '../locale/registry.js';
import { suggestMoves, type MoveSuggestion } from '../repair/suggest.js';

/** Suggestions for `token` played from `fen`, best first; none when the library finds none or fails. */
export function suggest(token: string, from: string, fen: string, registry: LocaleRegistry): MoveSuggestion[] {
  try {
    return suggestMoves(token, { from, fen, registry });
  } catch {
    return []; // a suggestion is a help, never a reason for the page to stop
  }
}
