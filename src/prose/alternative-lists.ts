/**
 * Moves a text lists as alternatives for the same move (document-games.ts): `黒が指す手は4...Nf6、4...Nb6、4...Nb4のいずれか`,
 * `흑은 2...Nf6이나 2...Bc5, 2...Nc6 등으로`, `entre 6. ... exd4 et 6. ... d6`. Sequences one after another in a sentence,
 * each from the same position (numbered alike), whose moves part: none of them is more the game's move than another
 * (they never go on with the game's line). So are list items on lines one after the other, each opening with such a move
 * (`- 4.c3 (Pagrindinis variantas).` then `- 4.d3 …`), after a game printed in rows of its own; where the game's rows are
 * list items too, the list is the game's layout and its line goes on with the first, as tests hold. Where the game's line
 * reaches that position and no move of the game goes on from it, the game stops there and the alternatives are written
 * as variations of its last move played again (as analysis after a game's end is), with the moves the text goes on with
 * after one of them. Each place is said with W_READING_AMBIGUOUS: the text does not say which the game played.
 */
import type { PlayedSequence } from './translate-prose.js';
import { stopLineAt, type GameTree, type MoveNode, type ParentOf } from './game-tree.js';
import { aloneOnLine } from './game-boundaries.js';
import { opensListItem } from './layout.js';

/**
 * The words between two moves of a list in a sentence: a separator or a short word (`、`, `, `, ` or `, `이나 `, ` et `), no
 * digit, sentence end, line break or bracket (`4...Nf6 (4...Nb6)` is the game's move and a variation of it).
 */
const LIST_GAP = /^[^\n.。!?！？;()（）[\]{}〔〕\d]{0,12}$/u;
/**
 * Between a list's moves after its first two: up to four short words (`3...Dd8 eller det mer moderne 3...Dd6`, "or the
 * more modern"). Not between the first two: `9. h3? hvítur gat leikið 9. d4!` ("White could have played") tells the game's
 * move and a better one.
 */
const LIST_GOES_ON = /^[^\n.。!?！？;()（）[\]{}〔〕\d]{0,30}$/u;
/** A letter that labels the next move of the list, right before it (`А. 4. de та Б. 4. cd`, `a) 12.Sf3 b) 12.Le2`). */
const LABEL = /(?<![\p{L}\p{N}])\p{L}[.)][ \t\u00a0]*$/u;
/** A note in brackets after a listed move, words alone, then a comma (`3...Da5 (Karpov-Larsen 1979), 3...Dd8`): a source. */
const NOTE = /^[ \t\u00a0]*\([^()\n.!?]{1,40}\)(?=[ \t\u00a0]*[,、，])/u;

/**
 * Whether `a` and `b` (sequences one after another) are two moves of a list in one sentence (see {@link LIST_GAP}; a note
 * in brackets after the first allowed, no sequence being between them; `goesOn`: the list has two moves before `b` already,
 * see {@link LIST_GOES_ON}): on one line, neither marked as a side line (a table's rows, `| ... Da5 |` then `| ... Dd6 |`,
 * and list items are not).
 */
function listed(text: string, a: PlayedSequence, b: PlayedSequence, goesOn: boolean): boolean {
  const gap = text.slice(a.end, b.start).replace(NOTE, '').replace(LABEL, '');
  return (
    // (a space alone is no list's separator: `10…0-0 10…Dxd4+ 11.Le3 De5 var spelbart` gives the game's move and another
    // for it, Informant notes without brackets)
    /\S/u.test(gap) &&
    !a.sideLine &&
    !b.sideLine &&
    !text.slice(a.start, b.end).includes('\n') &&
    (LIST_GAP.test(gap) || (goesOn && LIST_GOES_ON.test(gap) && gap.trim().split(/\s+/u).length <= 4))
  );
}

/**
 * Whether `a` and `b` open two list items on lines one after the other, both marked as side lines (the game's rows are no
 * list items: where they are, the list is the game's layout and its next item goes on with the game, listed-game.test.ts),
 * whose first moves after `told` (the moves of each that the text played before the list, the same for both) differ:
 * `Yra keli populiariausi tęsiniai:` then `- 4.c3 …`, `- 4.d3 …`, `- 4.b4 …`, the continuations a text lists after the
 * line it printed as the game's; or `I. 5. Nxe4 d5 6. Bb5 …`, `II. 5. Nxe4 d5 6. Bd3 …` after the game's `5. Nxe4 d5`,
 * the ways to go on from its last move.
 */
function listItems(text: string, a: PlayedSequence, b: PlayedSequence, told: number): boolean {
  // (or both printed as the game's, where the game's own rows are list items, `- 1.e4 c5 2.Sf3 d6 … 5.Sc3` then `- 5...g6
  // fører til …`, `- 5...a6 fører til …`: two items from one place cannot both go on with the game)
  if (!(a.sideLine && b.sideLine) && !(a.printedAsGame && b.printedAsGame)) return false;
  const between = text.slice(a.end, b.start);
  // (items that share moves the text did not play before them and part later are lines of one tree, `- 3...a6 4.Sa4 Jf6
  // 5.0–0 Jxe4` then `- 3...a6 4.Sa4 Jf6 5.0–0 Se7`, whose shared moves go on with the game)
  return (
    opensListItem(text, a.start) &&
    opensListItem(text, b.start) &&
    between.split('\n').length === 2 &&
    told < a.plies.length &&
    told < b.plies.length &&
    a.plies[told]!.iccf !== b.plies[told]!.iccf
  );
}

/**
 * Whether `a` and `b` are rows printed as the game's, each one move alone on its line, on lines one after the other, the
 * moves differing: `Zwart heeft hier de keus uit:` then `3. ... dxc4`, `3. ... e5`, `3. ... Pf6`, the moves a text lists
 * for one place under its game's rows. Two rows from one place cannot both go on with the game. Not from move 1: rows
 * whose numbering starts again at 1 start new games (`1. e4 e5 2. Sf3 Sc6` then `1. d4`).
 */
function listedRows(text: string, a: PlayedSequence, b: PlayedSequence): boolean {
  return (
    a.printedAsGame &&
    b.printedAsGame &&
    a.plies.length === 1 &&
    b.plies.length === 1 &&
    !(a.from.fullmoveNumber === 1 && a.from.turn === 'white') &&
    aloneOnLine(text, a) &&
    aloneOnLine(text, b) &&
    text.slice(a.end, b.start).split('\n').length === 2 &&
    a.plies[0]!.iccf !== b.plies[0]!.iccf
  );
}

/**
 * How many of the first moves of `s` the text played before it: each reaches a position one of the sequences before it
 * reached (`reached`, by FEN), a line told again from a move the game has already played.
 */
function toldBefore(s: PlayedSequence, reached: ReadonlySet<string>): number {
  let n = 0;
  while (n < s.plies.length && reached.has(s.plies[n]!.after.fen())) n++;
  return n;
}

/** Whether the moves of two sequences part somewhere (neither plays the other's moves again only: a recap). */
function part(a: PlayedSequence, b: PlayedSequence): boolean {
  const n = Math.min(a.plies.length, b.plies.length);
  return a.plies.slice(0, n).some((p, i) => p.iccf !== b.plies[i]!.iccf);
}

/**
 * The sequences that are moves listed as alternatives for the same move (see the header), by their index, each with the
 * index of its listed move among its moves (after those the text played before it: 0 but for list items that tell the
 * game's last moves again).
 */
export function listedAlternatives(sequences: readonly PlayedSequence[], text: string): Map<number, number> {
  const found = new Map<number, number>();
  /** The positions the sequences before the pair reached (filled up to `filled`, when a pair of list items asks). */
  const reached = new Set<string>();
  let filled = 0;
  for (let i = 0; i + 1 < sequences.length; i++) {
    const a = sequences[i]!;
    const b = sequences[i + 1]!;
    if (a.plies.length === 0 || b.plies.length === 0) continue;
    if (a.from !== b.from && a.from.fen() !== b.from.fen()) continue;
    if (!part(a, b)) continue;
    const printed = a.printedAsGame || b.printedAsGame;
    if ((!printed && listed(text, a, b, found.has(i))) || listItems(text, a, b, 0) || listedRows(text, a, b)) {
      if (!found.has(i)) found.set(i, 0);
      found.set(i + 1, 0);
      continue;
    }
    if (printed || !a.sideLine || !b.sideLine || a.plies[0]!.iccf !== b.plies[0]!.iccf) continue;
    for (; filled < i; filled++) for (const p of sequences[filled]!.plies) reached.add(p.after.fen());
    const told = toldBefore(a, reached);
    if (told === 0 || toldBefore(b, reached) !== told || !listItems(text, a, b, told)) continue;
    if (!found.has(i)) found.set(i, told);
    found.set(i + 1, told);
  }
  return found;
}

/**
 * Where a game's line reaches moves listed as alternatives and no move of the game (rank above 0) goes on from there: the
 * text does not say which the game played, so none is the game's. The line stops at the move before them, and they
 * become variations of it played again, as analysis after a game's end is (`2. c4 (2. c4 e6 (2... c6))`), with the moves
 * the text goes on with after one of them (`4...Nf6 5.Nc3 e5!` after the list). Returns the first listed move of each
 * place, for its warning.
 */
export function readListed(games: readonly GameTree[], parentOf: ParentOf): MoveNode[] {
  const found: MoveNode[] = [];
  for (const g of games) {
    for (let n = g.root.children[0]; n !== undefined; n = n.children[0]) {
      const next = n.children[0];
      if (next === undefined || !n.children.some((c) => c.listed === true) || g.endedAt === n) continue;
      if (next.rank > 0) continue;
      if (!parentOf.has(n)) break;
      found.push(n.children.find((c) => c.listed === true)!);
      stopLineAt(n, parentOf);
      break;
    }
  }
  return found;
}
