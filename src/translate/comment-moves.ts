/**
 * A comment whose text reads as legal moves from where it stands (`1.e4 e5; 2.Sf3 Sc6; 3.Lb5 a6`:
 * everything after the first `;` is a comment to the end of the line). PGN keeps it a comment,
 * and so does the translation, but on scoresheet text such moves were most likely played, so the
 * game gets a warning (W_MOVES_IN_COMMENT). Ordinary comments are not read at all: only one whose
 * first word has the shape of a move ({@link commentLooksLikeMoves}) is read on a copy of the board.
 */
import type { Board } from '../board/board.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { InputNotation, OutputNotation } from '../notation/notation.js';
import { moveInInput } from './messages.js';
import { MoveTranslator } from './translator.js';

/** A move number before or glued to a move: `2.`, `2...`, `12…`. */
const MOVE_NUMBER = /^(\d+)\s*(?:\.+|…)/u;
/** The shape of a move: up to three letters or a figurine, a square; castling; ICCF numeric. Short, so cheap. */
const MOVE_SHAPE = /^(?:\p{L}{0,3}|[♔-♟])[a-h]?[1-8]?[-x:×]?[a-h][1-8]|^[O0Оo]-[O0Оo]|^[1-8]{4,5}(?![0-9])/u;

/**
 * Whether the comment's first word, after a move number, has the shape of a move. True for
 * ` 2.Sf3 Sc6`, `e4 e5`, `O-O`; false for ` White resigns`, `[%clk 0:01:02]`, `!?` …
 */
export function commentLooksLikeMoves(text: string): boolean {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  if (i === text.length) return false;
  const first = text.slice(i, i + 24);
  const number = MOVE_NUMBER.exec(first);
  const word = number ? first.slice(number[0].length).trimStart() : first;
  return MOVE_SHAPE.test(word);
}

/**
 * The warning for a comment that reads, word by word, as legal moves played on from `board` (the
 * position where the comment stands; not changed): every word a move or a move number, and two
 * moves at least, or one after a move number that fits the position (`; 2.Sf3` where White's
 * second move is due). Undefined for any other comment.
 */
export function movesInCommentWarning(
  comment: { readonly form: 'brace' | 'line'; readonly text: string },
  board: Board,
  input: InputNotation,
  output: OutputNotation,
  at: { readonly line: number; readonly column: number },
): MoveWarning | undefined {
  const words = comment.text.split(/[\s;,]+/u).filter((w) => w !== '');
  if (words.length === 0 || words.length > 1000) return undefined; // a longer one is prose, or beyond a warning's help
  const turn = board.turn;
  const moveNumber = board.fullmoveNumber;
  const translator = new MoveTranslator(board.clone(), input, output);
  const read: string[] = [];
  let numberFits = false;
  for (const word of words) {
    const number = MOVE_NUMBER.exec(word);
    const move = number ? word.slice(number[0].length) : word;
    if (number && read.length === 0) {
      const dots = number[0].endsWith('...') || number[0].endsWith('…');
      numberFits = Number(number[1]) === moveNumber && dots === (turn === 'black');
    }
    if (move === '') continue;
    const r = translator.translate(move);
    if (!r.ok || r.value.move === undefined) return undefined;
    read.push(moveInInput(r.value.move, input));
  }
  if (read.length < 2 && !(read.length === 1 && numberFits)) return undefined;
  const written = comment.form === 'brace' ? `{${comment.text}}` : `;${comment.text}`;
  const token = written.length > 40 ? `${written.slice(0, 39)}…` : written;
  return {
    code: 'W_MOVES_IN_COMMENT',
    message:
      `the comment reads as ${read.length === 1 ? 'a legal move' : `${read.length} legal moves`} from here (${read.join(' ')}); ` +
      `kept as a comment: if ${read.length === 1 ? 'it was' : 'they were'} played, write ${read.length === 1 ? 'it' : 'them'} outside the comment`,
    position: {
      ply: (moveNumber - 1) * 2 + (turn === 'black' ? 2 : 1),
      moveNumber,
      color: turn,
      token,
      line: at.line,
      column: at.column,
    },
  };
}
