/**
 * A document's game tree (game-tree.ts) written as PGN movetext in ICCF numeric moves (`1. 5254 7775`): the game's
 * line with its variations in brackets and the words kept at each move as comments. The PGN path then reads and
 * writes it in the output notation like any other game.
 */
import { firstPly, type GameTree, type MoveNode } from './game-tree.js';

/** The PGN text of a game tree in ICCF numeric moves. */
export function writeTree(g: GameTree): string {
  const out: string[] = [];
  if (g.fen !== undefined) out.push(`[SetUp "1"]\n[FEN "${g.fen}"]\n\n`);
  const ply0 = firstPly(g);
  const parts: string[] = [];
  parts.push(...comments(g.root.comments));
  line(g.root, ply0, parts, true);
  parts.push(g.result ?? '*');
  out.push(parts.join(' '), '\n');
  return out.join('');
}

/** The moves from `node` on (its main child first, then the other children as variations). */
function line(node: MoveNode, ply: number, parts: string[], numberFirst: boolean): void {
  let n = node;
  let p = ply;
  let number = numberFirst;
  while (n.children.length > 0) {
    const [main, ...others] = n.children;
    parts.push(...comments(main!.before));
    parts.push(moveText(main!, p, number || main!.before.length > 0));
    number = false;
    parts.push(...comments(main!.comments));
    for (const v of others) {
      const inner: string[] = [...comments(v.before), moveText(v, p, true), ...comments(v.comments)];
      line(v, p + 1, inner, v.comments.length > 0);
      parts.push(`(${inner.join(' ')})`);
      number = true;
    }
    if (main!.afterVariations !== undefined) parts.push(...comments(main!.afterVariations));
    if (main!.comments.length > 0 || main!.afterVariations !== undefined) number = true;
    n = main!;
    p++;
  }
}

/** The words kept at one place, as one comment. */
function comments(words: readonly string[]): string[] {
  return words.length > 0 ? [`{${words.join(' ')}}`] : [];
}

function moveText(n: MoveNode, ply: number, number: boolean): string {
  const white = ply % 2 === 1;
  const no = white ? `${(ply + 1) / 2}. ` : number ? `${ply / 2}... ` : '';
  return `${no}${n.iccf}${n.glyph}`;
}
