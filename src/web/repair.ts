/**
 * Repair suggestions for a move that cannot be read (issue 12's `suggestMoves`), feature-detected:
 * the page works, without "did you mean" buttons, while the library has no such function.
 */
import * as library from '../index.js';
import type { LocaleRegistry } from '../locale/registry.js';

/** What `suggestMoves` returns (the contract shared with issue 12). */
export interface Suggestion {
  readonly text: string;
  readonly iccf: string;
  readonly cost: number;
  readonly repair: string;
  readonly description: string;
}

type SuggestMoves = (text: string, options: { from: string; fen?: string; registry?: LocaleRegistry }) => Suggestion[];

// A static member access (the type assertion is erased), so the bundler keeps only this function
// of the library's index; undefined while the library has no such export.
const suggestMoves = (library as { readonly suggestMoves?: SuggestMoves }).suggestMoves;

export const canSuggest = typeof suggestMoves === 'function';

/** Suggestions for `token`, best first; empty without the function or when it fails. */
export function suggest(token: string, from: string, fen: string, registry: LocaleRegistry): Suggestion[] {
  if (!suggestMoves) return [];
  try {
    return suggestMoves(token, { from, fen, registry });
  } catch {
    return [];
  }
}
