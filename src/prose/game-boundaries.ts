/**
 * Where a document's games start and end (document-games.ts): a sequence from the initial position that starts a new
 * game after the one being built, and the result printed after a game's last move.
 */
import type { Board } from '../board/board.js';
import { boardPly } from '../translate/written-numbers.js';
import type { PlayedSequence } from './translate-prose.js';
import { hasSentenceWord } from './comment-words.js';
import { closingBracket } from './brackets.js';
import { mainLineEnd, mainPlies, type GameTree, type MoveNode } from './game-tree.js';
import { headingLinesBefore, isHeading, opensListLine } from './layout.js';

/**
 * A result after the game's last move, as books and pages print it (`1-0`, `1–0`, `1:0`, `½-½`, `0,5-0,5`, a space either
 * side of the dash too, `1 – 0`, and an `x` between spaces, as Brazilian pages write it, `1 x 0`, `½ x ½`), on its line
 * after a comma or a note of words in brackets or not (`14.Сc8! (эффектная концовка!), 1 – 0;`), first in a bracket of
 * notes (`12. Dd1 (1 x 0 – As pretas perdem uma peça)`: the notes after it are the reason, the moves in them analysis),
 * or alone on the next line (after a row of moves: `11/ O-O - O-O ;` then `1-0`).
 */
const RESULT_AFTER =
  /^[ \t*_;,]*(?:\([^()\n\d]*\)[ \t*_;,]*)?(?:\r?\n[ \t*_]*)?\(?(1 ?[-–:] ?0|0 ?[-–:] ?1|1\/2 ?[-–] ?1\/2|½ ?[-–:] ?½|0,5 ?[-–:] ?0,5|1 x 0|0 x 1|½ x ½)(?![\w-])/u;

/** The result printed right after `offset` (see RESULT_AFTER) as PGN writes it, and the length of the text it takes. */
export function resultAfter(text: string, offset: number): { readonly result: string; readonly length: number } | undefined {
  const result = RESULT_AFTER.exec(text.slice(offset, offset + 40));
  if (result === null) return undefined;
  const r = result[1]!;
  return {
    result: r.startsWith('1') && !r.startsWith('1/') ? '1-0' : r.startsWith('0') && !r.startsWith('0,') ? '0-1' : '1/2-1/2',
    length: result[0].length,
  };
}

/** Whether the game's result follows the `)` that closes the bracket opened at `open` in `brackets` (the text's brackets). */
export function endsAfterBracket(text: string, brackets: string, open: number): boolean {
  const close = closingBracket(brackets, open + 1, brackets.length);
  return close >= 0 && resultAfter(text, close + 1) !== undefined;
}

/**
 * Whether `s`, a sequence from the initial position, starts a new game after `game`: printed as
 * a game's moves, after the game's result, or leaving the game's line (see document-games.ts's header).
 */
export function startsNewGame(
  game: GameTree,
  s: PlayedSequence,
  text: string,
  resumed: (told?: boolean) => boolean,
  /** The half-moves of the sequences that go on right after `s` in its sentence (see {@link goesOnInSentence}). */
  goesOn: readonly PlayedSequence['plies'][number][] = [],
  /** No item of the list after `s` goes on from its last move: `s` is a whole line. */
  wholeListLine = false,
  /** `s` and the rows after it tell the game again after its end (see {@link retellsEndedGame}). */
  retold: () => boolean = () => false,
  /** Whether these moves from the initial position end where the game's line does (another order of its moves). */
  transposes: (plies: readonly PlayedSequence['plies'][number][]) => boolean = () => false,
  /** Told where `s`, printed as a game's moves, takes over a line told in sentences before it that it leaves (the offset where). */
  leavesToldLine: (at: number) => void = () => undefined,
): boolean {
  // (told in a sentence: a line told again from move 1, as long as the game so far or longer, that parts from it, the game
  // not taken up again after it: another opening a page tells, `西班牙开局,其开局步骤为:1.e4 e5 2.Nf3 Nc6 3.Bb5` after the
  // Italian's `1.e4 e5 2.Nf3 Nc6 3.Bc4`; a line told from move 1 that is shorter, marked as a side line (in brackets:
  // `(--> 1.d4 d5 2.Bf4 c5 3.e3 Nf6)`, a transposition), quoted, or that the game goes on after, is a variation)
  // (a list of lines, each item a line from move 1 in one run of moves, `- B02: 1.e4 Af6` then `- B03: 1.e4 Af6 2.e5 Ad5
  // 3.d4`, or a table of openings, `Weens | 1 e4 e5 2 Pc3 |` then `Loperopening | 1 e4 e5 2 Lc4 |`: numbering that starts
  // again at 1 starts a new game, as it does in PGN text and as an ECO file lists its codes, though it begins as the game
  // did. Only where the game itself opened such an item, so that a teaser told in a sentence is not split from its
  // score; where the item is the whole line, no item after it going on from its last move (`- 1.e4 c5` then `- 2.Sf3
  // d6`: the game's score one pair an item); and where it is not the game's own moves again, or fewer)
  if (
    wholeListLine &&
    opensListLine(text, s.start) &&
    opensListLine(text, game.start) &&
    game.root.children.length > 0 &&
    (s.plies.length > mainPlies(game.root) || leavesLine(game, s.plies))
  )
    return true;
  // (a line told from move 1 after the game ended, by mate, its result or a side resigning, that leaves the game's line:
  // another game, in a bracket too (`7.Jd5# Légalův mat …` then `(Př.: 1.e4 d5 2.exd5 Dxd5 3.Jc3, …)`, "for example");
  // nothing after a game's end is its move, and a variation from its first move would hang the example on a game it
  // has nothing to do with)
  // (so too after a result the words tell after the game's last move, `… la finale avec un pion de plus : 1-0. Pendant ce
  // temps Emmanuel … : 1.e4 c5`, a club report telling its games one after another)
  const ended = game.endedAt !== undefined || resultToldAfter(game, text, s.start);
  if (!s.printedAsGame && ended && !s.quoted && !s.supposed && s.plies.length >= TOLD_GAME_PLIES)
    if (leavesLine(game, s.plies)) return true;
  // (the line as the sentence tells it, on with the moves after a word or two: `1. e4, e5; 2. Nf3, Nc6; dan 3. Bc4.`)
  // (not a line that ends where the game's line does, its moves in another order: `1.Rf3 d5 2.c4 Rf6 … 5.d4 Lg4`, then `asema,
  // joka olisi voinut tulla myös siirtojärjestyksessä 1.d4 d5 2.c4 Rf6 … 5.e4 Rb6:n jälkeen`, "a position that could have
  // come after the order …": the game's position reached another way)
  if (!s.printedAsGame) {
    const told = [...s.plies, ...goesOn];
    // (a line from move 1 in brackets is an aside, `(1.e4 e5 2.Nf3 Nc6 3.Bb5)` after the name of the opening it compares,
    // unless it is longer than the game and the words after it tell its result: a game a report tells, `Après un début
    // d'apparence assez modeste (1.e4 d5 … 6.d3 e5), Eric lance une attaque … : 1-0.`)
    const bracketed = inBracket(text, s.start);
    // (openings named in brackets in sentences, each from move 1, the game itself one of them and nothing more: `la difesa
    // Scandinava (1. e4, d5) e la difesa Alekhine (1. e4, Cf6)`, `Spāņu atklātne (1. e4 e5 2. Zf3 Zc6 3. Lb5)` then `Franču
    // aizsardzība (1. e4 e6)`: a list of openings, each a line of its own where it parts from the one before. Not a line a
    // bracket compares with a game the text prints or tells on after its bracket: a variation of it.)
    if (bracketed && !s.quoted && !s.supposed && bracketedOpening(game, text) && leavesLine(game, told) && !resumed(true)) return true;
    const aside = bracketed ? told.length <= mainPlies(game.root) || !resultToldBefore(text, s.end) : s.sideLine;
    return !aside && !s.quoted && toldAsAnother(game, told) && !transposes(told) && !resumed(true);
  }
  // (after the game's end, rows from move 1 start the next game, unless they tell the ended game again: see retellsEndedGame)
  if (game.endedAt !== undefined) return !retold();
  // (`1. d4 seria outra abertura.` under the rows of an e4 game: moves at the start of a sentence, no longer than the
  // game so far, after which the game's rows go on, are a side line of it; a new game is a row of moves, or longer
  // than the game it follows, or the game is not taken up again after it)
  if (wordsAfter(text, s.end) && s.plies.length < mainPlies(game.root) && resumed()) return false;
  // (a row under a game's heading printed one item a line, its players and its date, after a game printed as rows: another
  // game, though it begins as the game did, `Cadet Yves (FRA)` / `Fournier Frederic (FRA)` / `France, 23/08/2002` then
  // `1. e4 e5 …` under an analysis of the same opening; a teaser told in a sentence before a game's heading is that game)
  // (or after a game told in a bracket, `(Př.: 1.e4 d5 2.exd5 Dxd5 3.Jc3, …)`, an example no teaser of the next)
  const first = game.root.children[0];
  if ((first?.rank === 2 || first?.marked === true || inBracket(text, game.start)) && headingLinesBefore(text, s.start)) return true;
  let node = game.root;
  for (const [i, p] of s.plies.entries()) {
    const main = node.children[0];
    // (a row from move 1 under a heading of its own that plays the whole game again, itself printed as one row from move
    // 1, and goes on past its end: `1 e4 e5 2 Nf3 Nc6 3 Bb5` under one heading, `1 e4 e5 2 Nf3 Nc6 3 Bb5 Nd4` under the
    // next; numbering that starts again at 1 starts a new game, as it does in PGN text. Not the game's score printed in
    // full right after a teaser of its first moves, nothing but a blank line between, nor a table after examples of
    // White's first move and Black's, each a row of its own: the same game)
    if (main === undefined) return node !== game.root && oneRow(game.root.children[0]!, node) && isHeading(text.slice(node.end, s.start));
    // (moves cited in a sentence, not printed as the game's, give way to the printed ones; where the printed ones leave
    // them, that is said: the line told first may be a game of its own, `Partita d'Alfiere 1 e4, e5; 2 Ac4, d6; …` then
    // a game under its players, `1 e4, e5; 2 Cf3, Cc6; …`)
    if (main.rank < 2) {
      const parts = partsFromToldLine(node, s.plies.slice(i));
      if (parts !== undefined && s.plies.length >= TOLD_GAME_PLIES) leavesToldLine(parts.end);
      return false;
    }
    if (main.iccf !== p.iccf) return true;
    node = main;
  }
  return false;
}

/**
 * Whether the sequence printed from move 1 at `sequences[index]`, after `game` ended, tells the game again, as a page's
 * analysis walks through the score it printed whole (the score, its result, then `1. e4 e5`, `2. Nf3 Nc6`, `3. Nc3` on
 * lines of their own with the notes between, `4. Nxe5!`): its moves are the game's, and so are those of every row alone on
 * its line after it up to the next sequence from move 1, one such row at least. A collection's next game leaves the game
 * before it somewhere in its rows. The moves told in the notes then hang on the game as its variations.
 */
export function retellsEndedGame(game: GameTree, sequences: readonly PlayedSequence[], index: number, text: string): boolean {
  if (game.fen !== undefined) return false;
  const main: string[] = [];
  for (let n = game.root.children[0]; n !== undefined; n = n.children[0]) main.push(n.iccf);
  /** How many of the sequence's first moves are the game's at their half-moves. */
  const onLine = (s: PlayedSequence): number => {
    const ply = boardPly(s.from.fullmoveNumber, s.from.turn);
    let n = 0;
    while (n < s.plies.length && main[ply - 1 + n] === s.plies[n]!.iccf) n++;
    return n;
  };
  // (the first rows may run on into the note's first move, `3. Nc3` then `3... Nf6와 3...Bc5 …`: the game's first moves told)
  const first = sequences[index]!;
  if (onLine(first) < Math.min(first.plies.length, TOLD_GAME_PLIES)) return false;
  let rows = 0;
  for (let k = index + 1; k < sequences.length; k++) {
    const t = sequences[k]!;
    if (!t.printedAsGame) continue;
    if (t.from.fullmoveNumber === 1 && t.from.turn === 'white') break;
    if (!aloneOnLine(text, t)) continue;
    if (onLine(t) < t.plies.length) return false;
    rows++;
  }
  return rows >= 1;
}

/** Whether a sequence is alone on its line: nothing but white space, bullets and emphasis before it, marks after it. */
export function aloneOnLine(text: string, s: PlayedSequence): boolean {
  const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
  const lineEnd = text.indexOf('\n', s.end);
  return (
    /^[\s*_>•-]*$/u.test(text.slice(lineStart, s.start)) &&
    /^[\s!?.,;:+#*_]*$/u.test(text.slice(s.end, lineEnd < 0 ? text.length : lineEnd))
  );
}

/** The fewest half-moves of a line told in a sentence from move 1 that starts another game (see {@link toldAsAnother}). */
const TOLD_GAME_PLIES = 4;

/** Whether a bracket opened on the line of `offset` before it is not closed before it (`(--> 1.d4 d5 …`). */
function inBracket(text: string, offset: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  return (line.match(/[([（]/gu)?.length ?? 0) > (line.match(/[)\]）]/gu)?.length ?? 0);
}

/**
 * Whether `game` is an opening named in a bracket in a sentence and nothing more: its first moves stand in a bracket, not
 * printed as the game's, and its line ends inside that bracket.
 */
function bracketedOpening(game: GameTree, text: string): boolean {
  const first = game.root.children[0];
  if (first === undefined || first.rank === 2 || !inBracket(text, game.start)) return false;
  const close = text.slice(game.start).search(/[)\]）]/u);
  return close >= 0 && mainLineEnd(game.root).end <= game.start + close;
}

/** Whether `plies` (told in a sentence, from the initial position) are as long as `game`'s line or longer, and part from it. */
function toldAsAnother(game: GameTree, plies: readonly PlayedSequence['plies'][number][]): boolean {
  return plies.length >= TOLD_GAME_PLIES && plies.length >= mainPlies(game.root) && leavesLine(game, plies);
}

/** The first of `plies` (played from `node`) that parts from the line of first children from it, if one does before that line ends. */
function partsFromToldLine(node: MoveNode, plies: readonly PlayedSequence['plies'][number][]): PlayedSequence['plies'][number] | undefined {
  let n = node;
  for (const p of plies) {
    const next = n.children[0];
    if (next === undefined) return undefined;
    if (next.iccf !== p.iccf) return p;
    n = next;
  }
  return undefined;
}

/** A result standing as a word in a text (`: 1-0.`, `½-½`), not part of a score or a date. */
const RESULT_WORD = /(?<![\w./-])(?:1-0|0-1|1\/2-1\/2|½-½)(?![\w/-])/u;

/** Whether the words between the game's last move and `to` tell a result (see RESULT_WORD). */
function resultToldAfter(game: GameTree, text: string, to: number): boolean {
  const last = mainLineEnd(game.root);
  return last !== game.root && last.end < to && RESULT_WORD.test(text.slice(last.end, to));
}

/** Whether the words from `from` to the end of its line, or to the next move number before it, tell a result (see RESULT_WORD). */
function resultToldBefore(text: string, from: number): boolean {
  const line = text.indexOf('\n', from);
  const words = text.slice(from, line < 0 ? text.length : line);
  const number = /(?<![\w./-])\d{1,3}\.(?!\d)/u.exec(words);
  return RESULT_WORD.test(number === null ? words : words.slice(0, number.index));
}

/** Whether `plies` (from the initial position) leave `game`'s line somewhere, not only go on past its end. */
function leavesLine(game: GameTree, plies: readonly PlayedSequence['plies'][number][]): boolean {
  return partsFromToldLine(game.root, plies) !== undefined;
}

/** The most characters between two sequences of one line told in a sentence (`; dan `, `, and then `). */
const SAME_SENTENCE_GAP = 24;

/**
 * The half-moves of the sequences after `sequences[index]` that go on from its last position, one after the other, in the
 * same sentence: a few words between them and no mark that ends a sentence or a paragraph (`1. e4, e5; 2. Nf3, Nc6; dan
 * 3. Bc4.`, "and 3. Bc4"), none marked as a side line, quoted or supposed.
 */
export function goesOnInSentence(sequences: readonly PlayedSequence[], index: number, text: string): PlayedSequence['plies'][number][] {
  const plies: PlayedSequence['plies'][number][] = [];
  let last = sequences[index]!;
  for (let k = index + 1; k < sequences.length; k++) {
    const next = sequences[k]!;
    const gap = text.slice(last.end, next.start);
    if (next.sideLine || next.quoted || next.supposed || gap.length > SAME_SENTENCE_GAP || /[.!?。！？…()[\]\n]/u.test(gap)) break;
    if (!goesOnFrom(next, last)) break;
    plies.push(...next.plies);
    last = next;
  }
  return plies;
}

/** Whether `next` starts where `s` ends: from the position after its last move. */
export function goesOnFrom(next: PlayedSequence, s: PlayedSequence): boolean {
  const end = s.plies[s.plies.length - 1]?.after ?? s.from;
  return next.from === end || next.from.fen() === end.fen();
}

/** Whether the moves from `first` to `last` (a game's line) were printed as one row: a sequence printed as the game's has both. */
function oneRow(first: MoveNode, last: MoveNode): boolean {
  return first.rows?.some((i) => last.rows?.includes(i) === true) === true;
}

/** Whether the line goes on with words of a sentence after `offset` (`1. d4 seria outra abertura`), not moves alone. */
function wordsAfter(text: string, offset: number): boolean {
  const end = text.indexOf('\n', offset);
  return hasSentenceWord(text.slice(offset, end < 0 ? text.length : end));
}

/**
 * Whether a sequence after `sequences[index]`, printed as the game's moves (or any, `told`), goes on from the last move of
 * `game`'s line.
 * `nodeOf`: the move each position of the trees is at.
 */
export function resumedAfter(
  sequences: readonly PlayedSequence[],
  index: number,
  game: GameTree,
  nodeOf: ReadonlyMap<Board, MoveNode>,
  told = false,
): boolean {
  const leaf = mainLineEnd(game.root);
  return sequences.slice(index + 1).some((t) => (told || t.printedAsGame) && nodeOf.get(t.from) === leaf);
}

/**
 * Whether `plies` (a line from the initial position) end in the position `game`'s line ends in (`nodeOf`: the move each
 * position of the trees is at): the game's moves told in another order.
 */
export function endsWhereGameDoes(
  game: GameTree,
  plies: readonly PlayedSequence['plies'][number][],
  nodeOf: ReadonlyMap<Board, MoveNode>,
): boolean {
  const last = plies[plies.length - 1];
  const leaf = mainLineEnd(game.root);
  if (last === undefined || leaf === game.root) return false;
  for (const [board, node] of nodeOf) if (node === leaf && samePlacement(board.fen(), last.after.fen())) return true;
  return false;
}

/** Whether two FENs have the same pieces on the same squares, the same side to move and the same castling rights. */
export function samePlacement(a: string, b: string): boolean {
  return a.split(' ').slice(0, 3).join(' ') === b.split(' ').slice(0, 3).join(' ');
}

/**
 * Whether `s`, printed as a game's moves from `known` (a move of `game` before the move it ended at), starts another
 * game from the same moves: the game ended (a result, a resignation), a sequence printed as the game's started at
 * `known` before (`printedFrom`: the moves after a heading, `1.b4 c6 2.Bb2 Nf6` then `3.a3 a6 4.e3 … 0–1.` on a line of
 * its own), and `s` starts there again and leaves the game's line (`3.a3 b5 4.e3 …`): a page of games after one
 * heading, each chained to it. Analysis after the end that goes back to a move inside the game's rows starts none.
 */
export function restartsAfterEnd(
  game: GameTree,
  known: MoveNode,
  s: PlayedSequence,
  printedFrom: ReadonlySet<MoveNode>,
  parentOf: ReadonlyMap<MoveNode, MoveNode>,
): boolean {
  const end = game.endedAt;
  if (!s.printedAsGame || s.sideLine || end === undefined || known === end || !printedFrom.has(known)) return false;
  /** The game's moves up to its end, the last first. */
  const line: MoveNode[] = [];
  for (let n: MoveNode | undefined = end; n !== undefined; n = parentOf.get(n)) line.push(n);
  let at = line.indexOf(known);
  if (at < 0) return false;
  for (const p of s.plies) {
    // (moves that go on past the game's end are analysis of it)
    if (at === 0) return false;
    if (line[at - 1]!.iccf !== p.iccf) return true;
    at--;
  }
  return false;
}

/**
 * The moves of `game`'s line from its start to `known`, played again in a new game from `root` (the moves a heading gave,
 * which each game after it goes on from; see {@link restartsAfterEnd}): the positions of those moves are the new game's
 * from now on (`nodeOf`). Returns the new game's move at `known`.
 */
export function chainedMoves(
  game: GameTree,
  known: MoveNode,
  root: MoveNode,
  parentOf: Map<MoveNode, MoveNode>,
  nodeOf: Map<Board, MoveNode>,
): MoveNode {
  const copies = new Map<MoveNode, MoveNode>([[game.root, root]]);
  let copy = root;
  const path: MoveNode[] = [];
  for (let n: MoveNode | undefined = known; n !== undefined && n !== game.root; n = parentOf.get(n)) path.unshift(n);
  for (const n of path) {
    const next: MoveNode = { iccf: n.iccf, glyph: n.glyph, rank: 2, children: [], comments: [], before: [], end: n.end };
    copy.children.push(next);
    parentOf.set(next, copy);
    copies.set(n, next);
    copy = next;
  }
  for (const [board, node] of nodeOf) {
    const c = copies.get(node);
    if (c !== undefined) nodeOf.set(board, c);
  }
  return copy;
}
