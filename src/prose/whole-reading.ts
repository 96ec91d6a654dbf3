/**
 * A reading of a sequence of moves in prose played whole on a line of the text, for other-letters.ts
 * to compare readings in two languages' letters: the position after each move (two readings of the same
 * game have the same positions), the cost of the reading's lenient forms (the one table,
 * repair/costs.ts), and the squares of each move (to name where two readings part). Also the reading
 * up to a misprint of the page. The moves are played as playSequence plays them (renumbered,
 * parted where glued, the main game taking over), nothing is written or said here.
 */
import type { Board } from '../board/board.js';
import { squareName } from '../core/square.js';
import { warningCost } from '../repair/costs.js';
import type { TranslationContext } from '../translate/context.js';
import { translateMoveText } from '../translate/move-fallbacks.js';
import { boardPly } from '../translate/written-numbers.js';
import { MoveTranslator } from '../translate/translator.js';
import { mainResumesAt, resumptionsIn } from './attach.js';
import { fallbackWords } from './fallback-words.js';
import { bestCandidate } from './play-sequence.js';
import { followingWords, playsOn, type ProseReading } from './reading.js';
import type { SeqMove, Sequence } from './sequences.js';

/** One move of a reading played whole: the position after it, its half-move, its squares (`f1-c4`), the word it was read from. */
export interface PlayedMove {
  readonly fen: string;
  readonly ply: number;
  readonly squares: string;
  /** The move's own reading says that another reading of its letters is legal too (W_READING_AMBIGUOUS where it is played). */
  readonly said: boolean;
  readonly word: SeqMove['word'];
}

/** A reading of a sequence played whole on a line of the text: its moves, and what its lenient forms cost (repair/costs.ts). */
export interface Whole {
  /** The positions after each move: equal for readings of the same game. */
  readonly key: string;
  readonly cost: number;
  readonly moves: readonly PlayedMove[];
  /** The move no line of the text has legal, where the reading is played up to it only ({@link misprinted}). */
  readonly misprint?: SeqMove;
  /** The moves are legal only as the other colour's of their number (`19. Dh3!` for Black's 19th, W_MOVE_NUMBER). */
  readonly renumbered: boolean;
}

/** Moves legal after the one the named language fails at, before a misprint in another language's letters ({@link misprinted}). */
export const MISPRINT_AFTER = 2;

/** Where a move played to weigh a reading stands (not used: the weighing gives no move's error). */
const AT = { line: 1, column: 1 } as const;

/**
 * The moves of `seq` played on the first line of the text where all are legal in `ctx`'s letters (the positions
 * after each, and the cost of their lenient forms); undefined where none. Where `mainMayTakeOver`, the moves may also be legal up to a number inside the
 * sequence from which the main game takes every move after it (a side line cited in words, then the game
 * going on: `besser 5...d6. 6.d4 Lb6 7.Dd3`, attach.ts step 2, as playSequence then plays it).
 */
export function playedWhole(r: ProseReading, ctx: TranslationContext, seq: Sequence, mainMayTakeOver: boolean): Whole | undefined {
  const other: ProseReading = { ...r, ctx };
  const numbered = bestCandidate(other, r.book.candidates(seq.ply), seq.moves);
  // (`19. Dh3!` for Black's 19th: the moves fit the other colour of the number, as playSequence reads them, W_MOVE_NUMBER)
  const renumbered =
    numbered !== undefined && numbered.ok < seq.moves.length && seq.ply !== undefined
      ? bestCandidate(other, r.book.candidates(seq.ply % 2 === 1 ? seq.ply + 1 : seq.ply - 1), seq.moves)
      : undefined;
  let best = renumbered !== undefined && renumbered.ok === seq.moves.length ? renumbered : numbered;
  if (best === undefined) return undefined;
  // (a word that is no legal move as written but two glued, `Bb5a6` at move 3: parted as playSequence parts it, translate's rule)
  let moves = seq.moves;
  for (let ok = best.ok; ok < moves.length; ok = best.ok) {
    const board = best.line.boards[best.k]!.clone();
    moves.slice(0, ok).forEach((m, n) => playsOn(other, board, m.word.text, m.parsed, followingWords(moves, n)));
    const read = fallbackWords(moves[ok]!.word, board, ctx, ok === 0 && seq.ply !== undefined && !seq.black);
    if (read?.kind !== 'glued') break;
    const parted = [...moves.slice(0, ok), ...read.moves, ...moves.slice(ok + 1)];
    const again = bestCandidate(other, [best], parted);
    if (again === undefined || again.ok <= ok) break;
    moves = parted;
    best = again;
  }
  let cost = 0;
  const played = (board: Board, moves: readonly SeqMove[]): PlayedMove[] =>
    moves.map((m, n) => {
      const ply = boardPly(board.fullmoveNumber, board.turn);
      const t = translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), m.word.text, m.parsed, AT, followingWords(moves, n));
      const move = t.ok ? t.value.move : undefined;
      const notes = [...(m.notes ?? []), ...((t.ok ? t.value.warnings : undefined) ?? [])];
      // (a move's note that another reading of it is legal too, translate/written-notes.ts, is no form of writing and costs nothing)
      for (const w of notes) if (w.code !== 'W_READING_AMBIGUOUS') cost += warningCost(w.code);
      const said = notes.some((w) => w.code === 'W_READING_AMBIGUOUS');
      const squares = move !== undefined ? `${squareName(move.from)}-${squareName(move.to)}` : m.word.text;
      return { fen: board.fen(), ply, squares, word: m.word, said };
    });
  const whole = (moves: readonly PlayedMove[]): Whole => ({
    key: moves.map((m) => m.fen).join('\n'),
    cost,
    moves,
    renumbered: best === renumbered,
  });
  const start = best.line.boards[best.k]!.clone();
  if (best.ok === moves.length) return whole(played(start, moves));
  if (!mainMayTakeOver || seq.ply === undefined) return undefined;
  const game = r.book.game;
  const gameEnd = game.boards[game.boards.length - 1]!;
  const onMain = (moves: readonly SeqMove[]): number => bestCandidate(other, [{ line: game, k: game.boards.length - 1 }], moves)?.ok ?? 0;
  const chosen = { ok: best.ok, length: moves.length, continuesMain: best.line.boards[best.k] === gameEnd };
  const taken = mainResumesAt(resumptionsIn(other, moves), chosen, game, onMain);
  // (every move legal: those before the number where the sequence is played, those after it on the main game)
  const rest = taken?.resumption.moves ?? [];
  if (taken === undefined || taken.resumption.k > best.ok || onMain(rest) < rest.length) return undefined;
  const before = played(start, moves.slice(0, taken.resumption.k));
  return whole([...before, ...played(gameEnd.clone(), rest)]);
}

/**
 * The moves of `seq` in `ctx`'s letters played up to a move no line of the text has legal (a misprint of the page,
 * `7...Bg4` where the bishop's way is shut), where they are legal through `word` (where the named language fails)
 * and {@link MISPRINT_AFTER} moves after it: the page's letters are these, and the move that fails is the page's
 * error, which the reading of the sequence reports in them. Undefined otherwise.
 */
export function misprinted(r: ProseReading, ctx: TranslationContext, seq: Sequence, word: SeqMove['word']): Whole | undefined {
  const best = bestCandidate({ ...r, ctx }, r.book.candidates(seq.ply), seq.moves);
  const k = seq.moves.findIndex((m) => m.word.start === word.start);
  if (best === undefined || k < 0 || best.ok >= seq.moves.length || best.ok < k + 1 + MISPRINT_AFTER) return undefined;
  const before = playedWhole(r, ctx, { ...seq, moves: seq.moves.slice(0, best.ok) }, false);
  const bad = seq.moves[best.ok]!;
  return before && { ...before, key: `${before.key}\n${bad.word.text}`, misprint: bad };
}
