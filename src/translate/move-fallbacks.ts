/**
 * Readings of a move token that fails on the board as written, the board deciding: the one
 * implementation of these rules, used by the PGN path (translate-game.ts) and the prose reading
 * (prose/translate-prose.ts, and so documents read by `translate`).
 *
 * - `1. d4 - d5`, `4.d4-ლh4`, `8.0-0-მf6`: a token with a dash that is no legal move (as one long move), where
 *   White's and Black's move with the dash between them are ({@link pairHalves}): kind `pair-dash`. (Both are never
 *   legal: the long move needs the mover's piece on its first square, where White's move cannot go.)
 * - `5.მc3-კb46.მ:c6-ლ:e4`: such a pair glued to the next move number, where the pair is legal: parted before
 *   the number ({@link gluedNumberParts}), kind `glued`; the pair is then read by the rule above.
 * - `1.e4e5`, `2.Kf3Kc6`, `4.d4Сd7.`: a token that is no legal move as a whole but reads as two legal
 *   moves in turn, glued ({@link gluedHalves}), where one cut alone fits: kind `glued`. Where the
 *   whole is a legal move too (the long `e4e5`), both games are legal: {@link gluedAmbiguity} says so.
 * - `5/ d4- exd4 ;`, `8/ 0-0- Fe7 ;`: a pair's dash glued after White's move, where the move without it is legal:
 *   kind `dash-glued`.
 * - `2d4`, `12Sf3`: a bare move number glued to White's move, where the number fits the game and
 *   the move after it is legal: kind `number-glued`.
 * - `1.e2e4e7e52.Ng1f3`: two moves the PGN grammar cut by their shape in text without spaces (`e2` and
 *   `e4`), where the first is no legal move or the second none after it and the two as one long move
 *   are ({@link gluedRunReading}; both are never legal).
 *
 * Each reading is the token as one or two moves, not yet read; the caller reads them on its board
 * and notes the game's style (W_STYLE) with {@link FALLBACK_STYLE}.
 */
import type { Board } from '../board/board.js';
import type { ParsedMove } from '../core/types.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import type { MoveNode } from '../pgn/types.js';
import { gluedHalves, gluedNumberParts, moveTextFrom, pairHalves } from '../pgn/move-pairs.js';
import { MOVE_FORM } from '../core/types.js';
import type { GameNode } from '../pgn/types.js';
import { MoveTranslator } from './translator.js';

/** The notations a token is read in and written to. */
export interface MoveReading {
  readonly input: InputNotation;
  readonly output: OutputNotation;
}

/** Which rule read a token that fails as written. */
/** (`full-stop`: a full stop between two glued moves, `4.ed5.ed5`, which the PGN grammar reads; named here for prose's note.) */
export type FallbackKind = 'pair-dash' | 'glued' | 'dash-glued' | 'number-glued' | 'full-stop';

/** A token that fails on the board as written, read by one of the rules above. */
export interface FallbackReading {
  readonly kind: FallbackKind;
  /** The token as these moves in turn (one or two), each not yet read (`parsed` undefined). */
  readonly moves: readonly MoveNode[];
}

/** What each reading adds to the game's style note (W_STYLE): a separator between moves, or a mark. */
export const FALLBACK_STYLE: Readonly<Record<FallbackKind, { readonly separator: string } | { readonly mark: string }>> = {
  'pair-dash': { separator: '-' },
  glued: { separator: 'nothing' },
  'dash-glued': { separator: '-' },
  'number-glued': { mark: 'move numbers glued to White\'s move ("2d4")' },
  'full-stop': { separator: '.' },
};

/**
 * Translates one move of movetext: its grammar reading when the PGN grammar read it, else the
 * text itself (the translator reads it again, leniently, and says why it fails).
 */
export function translateMoveText(
  translator: MoveTranslator,
  text: string,
  parsed: ParsedMove | undefined,
  at: { readonly line: number; readonly column: number },
  following: readonly string[] = [],
): ReturnType<MoveTranslator['translate']> {
  return parsed !== undefined ? translator.translateParsed(parsed, text, at) : translator.translate(text, at, following);
}

/** A token that may be one long move as a whole (`e4e5`, `Sg1f3`, `e4xd5`) as well as two moves glued together. */
const LONG_MOVE = /^\S{0,2}[a-h][1-8]\S?[a-h][1-8]/u;

/** Whether `text` may be one long move as a whole as well as two moves glued: its glued readings are looked for before it is read. */
export function mayBeLongMove(text: string): boolean {
  return LONG_MOVE.test(text);
}

/** The readings of `node` as two moves glued together that are both legal in turn from `board` (not changed). */
export function legalGluedCuts(node: MoveNode, board: Board, reading: MoveReading): Array<[MoveNode, MoveNode]> {
  return gluedHalves(node).filter((h) => bothLegal(board, h, reading));
}

/**
 * The reading of `node`, which is no legal move on `board` as written, by the first rule that
 * fits (see the header); undefined when none does. `delta`: the written move numbers minus the
 * board's count, in plies (0 where they agree). `cuts`: its legal glued readings, where the
 * caller has them already ({@link legalGluedCuts}).
 */
export function fallbackReading(
  node: MoveNode,
  board: Board,
  reading: MoveReading,
  delta: number,
  cuts?: ReadonlyArray<[MoveNode, MoveNode]>,
): FallbackReading | undefined {
  // `1. d4 - d5 2. Cc3 - f5`, `4.d4-ლh4`: a token with a dash that is no legal move, where the two moves it may
  // also be (White's and Black's, a dash between them) are: read as those two.
  const halves = pairHalves(node);
  if (halves !== undefined && bothLegal(board, halves, reading)) return { kind: 'pair-dash', moves: halves };
  // `5.მc3-კb46.მ:c6-ლ:e4`: a pair glued to the next move number, where the pair is legal: parted before the number
  const parts = node.number !== undefined && !node.number.black ? gluedNumberParts(node, node.number.value + 1) : undefined;
  const pair = parts === undefined ? undefined : pairHalves(parts[0]);
  if (parts !== undefined && pair !== undefined && bothLegal(board, pair, reading)) return { kind: 'glued', moves: parts };
  // `1.e4e5`, `2.Kf3Kc6`, `4.d4Сd7`: a token that is no legal move as a whole but reads as two
  // legal moves in turn (glued, as web pages and OCR print them) is read as those two, where one
  // cut alone fits.
  const glued = cuts ?? legalGluedCuts(node, board, reading);
  if (glued.length === 1) return { kind: 'glued', moves: glued[0]! };
  // `5/ d4- exd4 ;`: a pair's dash glued after White's move, where the move without it is legal
  const dashed = node.number === undefined ? undefined : dashGlued(node);
  if (dashed !== undefined && legalAlone(board, dashed, reading)) return { kind: 'dash-glued', moves: [dashed] };
  // `2d4`, `12Sf3`: a bare move number glued to White's move, where the token is no legal move
  // as written (`2d4` may be the pawn from d2, `1e4` never is) and the number fits the game.
  const numbered = gluedNumber(node, board, delta);
  if (numbered !== undefined && legalAlone(board, numbered, reading)) return { kind: 'number-glued', moves: [numbered] };
  return undefined;
}

/** A token read as one legal move (the long `e4e5`) that is also two legal moves glued together. */
export function gluedAmbiguity(
  node: MoveNode,
  halves: readonly [MoveNode, MoveNode],
  board: Board,
  at: { line: number; column: number },
): MoveWarning {
  return {
    code: 'W_READING_AMBIGUOUS',
    message: `"${node.text}" read as one move; read as "${halves[0].text}" and "${halves[1].text}" glued together, two moves would be legal too (two games part here)`,
    position: positionOn(board, node.text, at),
  };
}

/** Where a warning on the token `token` at `at` stands: the move the board is at. */
function positionOn(board: Board, token: string, at: { line: number; column: number }): MoveWarning['position'] {
  return {
    ply: boardPly(board.fullmoveNumber, board.turn),
    moveNumber: board.fullmoveNumber,
    color: board.turn,
    token,
    line: at.line,
    column: at.column,
  };
}

function boardPly(moveNumber: number, turn: 'white' | 'black'): number {
  return 2 * moveNumber - (turn === 'white' ? 1 : 0);
}

/** Whether `halves` (White's move, then Black's) are both legal from `board` (which is not changed). */
function bothLegal(board: Board, halves: readonly [MoveNode, MoveNode], reading: MoveReading): boolean {
  const t = new MoveTranslator(board.clone(), reading.input, reading.output);
  const at = { line: 1, column: 1 };
  return translateMoveText(t, halves[0].text, undefined, at).ok && translateMoveText(t, halves[1].text, undefined, at).ok;
}

/** `12Sf3` as move 12 and `Sf3`, where White is to move and 12 is the move number the game is at. */
function gluedNumber(node: MoveNode, board: Board, delta: number): MoveNode | undefined {
  if (node.number !== undefined || board.turn !== 'white') return undefined;
  const m = /^(\d{1,4})(?=[^\d\s.)])/.exec(node.text);
  if (m === null) return undefined;
  const value = Number(m[1]);
  if (2 * value - 1 - boardPly(board.fullmoveNumber, board.turn) !== delta) return undefined;
  return { ...moveTextFrom(node, m[1]!.length), number: { value, black: false, form: 'bare' } };
}

/** `d4-`, `0-0-`: White's move with the pair's dash glued after it, as the move alone (Black's follows after a space). */
function dashGlued(node: MoveNode): MoveNode | undefined {
  const m = /^(.*[1-8+#!?]|(?:[0O]-){1,2}[0O])[-–—]$/u.exec(node.text);
  return m === null ? undefined : { ...node, text: m[1]!, parsed: undefined };
}

function legalAlone(board: Board, node: MoveNode, reading: MoveReading): boolean {
  return translateMoveText(new MoveTranslator(board.clone(), reading.input, reading.output), node.text, undefined, { line: 1, column: 1 })
    .ok;
}

/**
 * `e2e4`, `Ng1f3`, `Lb5a6` in text without spaces (`1.e2e4e7e52.Ng1f3`), which the PGN grammar cut by
 * their shape into two moves (`source[i]`, glued to the move after it, and `source[i + 1]`, which
 * starts where it ends and has no number): the one long move they also are, where that is legal on
 * `board` (as it stands before `source[i]`; not changed) and the two moves in turn are not; else
 * undefined (the grammar's reading stands). Both are never legal: the long move needs the mover's
 * piece on its first square, where the first of the two moves cannot go (the same reason as for
 * {@link gluedAmbiguity}), so no choice between two games is made here.
 */
export function gluedRunReading(source: readonly GameNode[], i: number, board: Board, reading: MoveReading): MoveNode | undefined {
  const node = source[i];
  const next = source[i + 1];
  if (node?.type !== 'move' || ((node.parsed?.form ?? 0) & MOVE_FORM.glued) === 0) return undefined;
  if (next?.type !== 'move' || next.number !== undefined || node.offset === undefined || next.offset !== node.offset + node.text.length)
    return undefined;
  const joined: MoveNode = { ...node, text: node.text + next.text, parsed: undefined };
  return legalAlone(board, joined, reading) && !bothLegal(board, [node, next], reading) ? joined : undefined;
}

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** Whether a game's text is written in a right-to-left script (`raw`: the game's text as read). */
export function rightToLeftText(raw: string): boolean {
  return RIGHT_TO_LEFT.test(raw);
}

/**
 * `1.e5 e4` in right-to-left text (`1.e4 e5` as an Arabic or Hebrew page's rendering turned the two Latin moves round):
 * White's move at `source[i]`, not legal as written, and Black's after it in the same pair (no number between), where
 * the two read the other way round are both legal: the two moves swapped (the number kept before the first), else
 * undefined. Only in right-to-left text, only where the pair as written fails: a legal pair is never turned round.
 */
export function swappedPair(
  source: readonly GameNode[],
  i: number,
  board: Board,
  reading: MoveReading,
): readonly [MoveNode, MoveNode] | undefined {
  const white = source[i];
  const black = source[i + 1];
  if (board.turn !== 'white' || white?.type !== 'move' || black?.type !== 'move' || black.number !== undefined) return undefined;
  if (white.number?.black === true) return undefined;
  const first: MoveNode = { ...black, number: white.number };
  const second: MoveNode = { ...white, number: undefined };
  return bothLegal(board, [first, second], reading) ? [first, second] : undefined;
}

/** The note on a pair read with its two halves swapped (see {@link swappedPair}), at White's move as written. */
export function swappedPairWarning(
  written: MoveNode,
  pair: readonly [MoveNode, MoveNode],
  board: Board,
  at: { line: number; column: number },
): MoveWarning {
  return {
    code: 'W_PAIR_SWAPPED',
    message: `"${written.text} ${pair[0].text}" is no legal pair; read as "${pair[0].text} ${written.text}", its two moves swapped (right-to-left text)`,
    position: positionOn(board, written.text, at),
  };
}
