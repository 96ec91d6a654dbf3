/**
 * Moves a text lists as alternatives for the same move (document-games.ts): `黒が指す手は4...Nf6、4...Nb6、4...Nb4のいずれか`,
 * `흑은 2...Nf6이나 2...Bc5, 2...Nc6 등으로`, `entre 6. ... exd4 et 6. ... d6`, or one a list item (`- Berlin - 3...Nf6` on
 * the line after `- Steinitz - 3...d6`). Sequences one after another in a sentence or in list items, each from the same
 * position (numbered alike), whose moves part: none of them is more the game's move than another. Where the game's line reaches that position, no move of the game goes on from it and the text goes on
 * with moves after one of them, the game stops there and the alternatives are written as variations of its last move
 * played again (as analysis after a game's end is); where none goes on, the first is the line's last move as PGN can
 * write it. Either is said with W_READING_AMBIGUOUS: the text does not say which the game played.
 */
import type { PlayedSequence } from './translate-prose.js';
import { replayedLastMove, type GameTree, type MoveNode, type ParentOf } from './game-tree.js';

/**
 * The words between two moves of a list in a sentence: a separator or a short word (`、`, `, `, ` or `, `이나 `, ` et `), no
 * sentence end, line break or bracket (`4...Nf6 (4...Nb6)` is the game's move and a variation of it).
 */
const LIST_GAP = /^[^\n.。!?！？;()（）[\]{}〔〕]{0,12}$/u;

/** A list item's line up to its moves: a bullet, then at most a short name (`- Berlin - `, `* `), no sentence end. */
const ITEM_HEAD = /^[ \t]*[-•*–][ \t]+[^\n.。!?！？()（）]{0,30}$/u;

/**
 * Whether `a` and `b` (sequences one after another) are two items of a list: in one sentence with only a separator
 * between them, or each at the start of a list item (a bullet, perhaps a name) on lines that follow one another.
 */
function listed(text: string, a: PlayedSequence, b: PlayedSequence): boolean {
  const gap = text.slice(a.end, b.start);
  if (LIST_GAP.test(gap)) return true;
  const aLine = text.lastIndexOf('\n', a.start - 1) + 1;
  const bLine = text.lastIndexOf('\n', b.start - 1) + 1;
  return (
    gap.split('\n').length === 2 &&
    /^[.;,]?[ \t]*\r?$/u.test(gap.slice(0, gap.indexOf('\n'))) &&
    ITEM_HEAD.test(text.slice(aLine, a.start)) &&
    ITEM_HEAD.test(text.slice(bLine, b.start))
  );
}

/** Whether the moves of two sequences part somewhere (neither plays the other's moves again only: a recap). */
function part(a: PlayedSequence, b: PlayedSequence): boolean {
  const n = Math.min(a.plies.length, b.plies.length);
  return a.plies.slice(0, n).some((p, i) => p.iccf !== b.plies[i]!.iccf);
}

/** The indices of the sequences that are moves listed as alternatives for the same move (see the header). */
export function listedAlternatives(sequences: readonly PlayedSequence[], text: string): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i + 1 < sequences.length; i++) {
    const a = sequences[i]!;
    const b = sequences[i + 1]!;
    if (a.printedAsGame || b.printedAsGame || a.plies.length === 0 || b.plies.length === 0) continue;
    if (a.from !== b.from && a.from.fen() !== b.from.fen()) continue;
    if (part(a, b) && listed(text, a, b)) found.add(i).add(i + 1);
  }
  return found;
}

/** Where a game's line reaches moves listed as alternatives (see {@link stopBeforeListed}): the first listed move, and what was done. */
export interface ListedAtLineEnd {
  readonly first: MoveNode;
  /** The line stops before them (moves go on after one of them), or the first listed is written as the line's last move. */
  readonly stopped: boolean;
}

/**
 * Where a game's line reaches moves listed as alternatives and no move of the game (rank above 0) goes on from there.
 * Where the text goes on with moves after one of them (`4...Nf6 5.Nc3 e5!` after the list), that is analysis of an
 * alternative, not the game: the line stops at the move before them, and they become variations of it played again.
 * Where none goes on, the first listed is written as the line's last move and the others as its variations, as PGN
 * can write them (`6. d4 {…} 6... exd4 (6... d6)`). Either way the place is returned, for its warning.
 */
export function stopBeforeListed(games: readonly GameTree[], parentOf: ParentOf): ListedAtLineEnd[] {
  const found: ListedAtLineEnd[] = [];
  for (const g of games) {
    let n = g.root.children[0];
    while (n !== undefined) {
      const next = n.children[0];
      if (next === undefined) break;
      if (next.rank === 0 && n.children.some((c) => c.listed === true) && parentOf.has(n) && g.endedAt !== n) {
        const first = n.children.find((c) => c.listed === true)!;
        const stopped = n.children.some((c) => c.listed === true && c.children.length > 0);
        if (stopped) {
          const again = replayedLastMove(n, parentOf);
          // (the variation right after the move it plays again, before the alternatives to that move: in the text's order)
          const siblings = parentOf.get(n)!.children;
          siblings.splice(siblings.indexOf(again), 1);
          siblings.splice(siblings.indexOf(n) + 1, 0, again);
          for (const c of n.children.splice(0)) {
            again.children.push(c);
            parentOf.set(c, again);
          }
        }
        found.push({ first, stopped });
        break;
      }
      n = next;
    }
  }
  return found;
}
