/**
 * The items of a game's main line as PGN text writes them, outside its variations: each comment's words and each other
 * token (a move, a move number, a NAG, a result, a tag's part), in order. For checks that read a written game again
 * (the document reading's, src/translate/document.ts): text kept as a comment before the game's moves.
 */
export type MainLineItem = { readonly comment: string } | { readonly token: string };

export function* mainLineItems(game: string): Generator<MainLineItem> {
  let depth = 0;
  for (const m of game.matchAll(/\{([^}]*)\}|\(|\)|[^\s{}()]+/g)) {
    const t = m[0];
    if (t === '(') depth++;
    else if (t === ')') depth--;
    else if (depth > 0) continue;
    else if (m[1] !== undefined) yield { comment: m[1] };
    else yield { token: t };
  }
}
