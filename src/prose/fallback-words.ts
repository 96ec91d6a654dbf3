/**
 * The readings of translate for a token that fails on the board as written (translate/move-fallbacks.ts:
 * glued moves `4.d4Сd7.`, a pair's dash glued `d4-`, a glued number `2d4`, a spaced pair), applied
 * to a word of prose: the word as a move node, and the moves of the reading back as words of the
 * text, each read as a move (sequences.ts). Nothing of the rules is written here.
 */
import type { Board } from '../board/board.js';
import type { MoveNode } from '../pgn/types.js';
import { describeStyle } from '../pgn/numbering.js';
import type { MoveWarning } from '../core/move-errors.js';
import {
  FALLBACK_STYLE,
  fallbackReading,
  gluedAmbiguity,
  legalGluedCuts,
  mayBeLongMove,
  type FallbackKind,
  type MoveReading,
} from '../translate/move-fallbacks.js';
import { readWord, type SeqMove } from './sequences.js';
import type { ProseWord } from './words.js';

/** A word of prose read by one of those rules. */
export interface FallbackWords {
  readonly kind: FallbackKind;
  /** Its moves, each a word of the text read as a move. */
  readonly moves: readonly SeqMove[];
  /** The move number glued to the move (`2` of `2d4`), as a word of its own; only for `number-glued`. */
  readonly number?: Extract<ProseWord, { kind: 'number' }> | undefined;
}

/** `word` as a move node of movetext (where it stands in the text: its offset). */
function nodeOf(word: Extract<ProseWord, { kind: 'word' }>, number?: MoveNode['number']): MoveNode {
  return { type: 'move', text: word.text, parsed: undefined, line: 1, column: 1, offset: word.start, ...(number ? { number } : {}) };
}

/**
 * Where `word`, legal on `board` as one (long) move, is also two legal moves glued together
 * (`e4e5`): the warning translate gives (W_READING_AMBIGUOUS; two games part there), at `at`.
 */
export function gluedAlsoLegal(
  word: ProseWord,
  board: Board,
  reading: MoveReading,
  at: { line: number; column: number },
): MoveWarning | undefined {
  if (word.kind !== 'word' || !mayBeLongMove(word.text)) return undefined;
  const node = nodeOf(word);
  const cuts = legalGluedCuts(node, board, reading);
  return cuts.length > 0 ? gluedAmbiguity(node, cuts[0]!, board, at) : undefined;
}

/**
 * The reading of `word`, which is no legal move on `board` as written, by the rules of translate;
 * undefined where none fits or a part of it reads as no move. `numbered`: a move number stands
 * right before the word (`5/ d4- exd4`).
 */
export function fallbackWords(word: ProseWord, board: Board, reading: MoveReading, numbered: boolean): FallbackWords | undefined {
  if (word.kind !== 'word') return undefined;
  const node = nodeOf(word, numbered ? { value: board.fullmoveNumber, black: board.turn === 'black', form: '.' } : undefined);
  const r = fallbackReading(node, board, reading, 0);
  if (r === undefined) return undefined;
  const moves: SeqMove[] = [];
  for (const m of r.moves) {
    const start = m.offset ?? word.start;
    const read = readWord({ kind: 'word', start, end: start + m.text.length, text: m.text }, reading.input);
    if (read === undefined) return undefined;
    moves.push(read);
  }
  const n = r.moves[0]!.number;
  const number =
    r.kind === 'number-glued' && n !== undefined
      ? {
          kind: 'number' as const,
          start: word.start,
          end: moves[0]!.word.start,
          ply: 2 * n.value - 1,
          text: word.text.slice(0, moves[0]!.word.start - word.start),
        }
      : undefined;
  return { kind: r.kind, moves, number };
}

/** The note translate gives a game read so (W_STYLE), for a text where a word was first read by rule `kind`. */
export function fallbackStyleMessage(kind: FallbackKind): string {
  const style = FALLBACK_STYLE[kind];
  return describeStyle({
    numbers: [],
    separators: 'separator' in style ? [style.separator] : [],
    marks: 'mark' in style ? [style.mark] : [],
    bracketVariations: false,
    line: 1,
    column: 1,
  });
}
