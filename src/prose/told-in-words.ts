/**
 * A move of the game told only in words between numbered moves (`… 4. Lf1-b5 Schwarz stellt das symmetrische Bild
 * wieder her, indem er den Läufer von f8 nach b4 zieht. … 5. d2-d3 d7-d6`, `4. Bc4! … coloquei o Bispo em c5 e o
 * Nora respondeu com 5. c3`): the game stops one half-move before the next numbered move, which no board reaches, and
 * the words between say the missing move. It is the game's move only where all of this holds, since a false move is
 * worse than a game left short:
 * - the numbered sequence is the game's half-move after next (one half-move missing, no more), the game's line has not
 *   ended, and the sequence stands outside brackets;
 * - the last sequence played reached the game's last position (no other line was played in between), and the words
 *   between its end and the number are read clause by clause (a clause ends at `.`, `,`, `;`, `:`, `!`, `?`, a bracket
 *   or a line break);
 * - a clause names exactly one piece (any form of its name in the language's words data, locales/words; a bare square
 *   is no move told) and reads, by the words reader (src/words/read.ts), as a move that is legal in the game's last
 *   position, after which the numbered sequence plays (every move, or up to a word that only reads as a move
 *   leniently, as play-sequence.ts ends a sequence there);
 * - exactly one clause does so, or all that do tell the same move (two clauses telling two different such moves: none
 *   is chosen, W_READING_AMBIGUOUS).
 * Then the move is the game's, with a warning W_MOVE_IN_WORDS naming the words and the move. The words are never
 * rewritten (`prose` writes the text byte for byte); `translate` writes the move in the game after them, the words
 * kept as its comment.
 */
import type { Board } from '../board/board.js';
import { formatNumeric } from '../emit/iccf.js';
import { resolveParsed } from '../translate/resolve-parsed.js';
import { writeMove } from '../translate/write-move.js';
import { piecesNamed, readWords } from '../words/read.js';
import type { WordsData } from '../words/types.js';
import { numberText, samePosition, type Line } from './lines.js';
import type { ProseReading } from './reading.js';
import type { Sequence } from './sequences.js';

/** What ends a clause for this rule: sentence and clause marks, brackets, quotes, a line break. */
const CLAUSE_MARK = /[.,;:!?…()[\]{}"«»“”„\n\r]/u;

/** A clause of the words between two moves: its words (trimmed), where they start, and where it ends with its marks. */
interface Clause {
  readonly words: string;
  readonly start: number;
  readonly end: number;
}

/** A move told in one clause: its words, where they end in the text, and the position after it. */
interface ToldMove {
  readonly words: string;
  /** Where the clause's words start in the text. */
  readonly start: number;
  /** Where the clause ends in the text, with the marks that end it (the move stands after them). */
  readonly end: number;
  readonly after: Board;
  readonly iccf: string;
  readonly written: string;
}

/**
 * The game's line gone on with the move the words before `sequence` (at offset `at`) tell (see the header), where the
 * sequence's moves then play (`playsAfter`: whether they play from the end of the line given, as play-sequence.ts plays
 * them); else undefined, nothing changed (but a W_READING_AMBIGUOUS where two clauses tell two such moves).
 */
export function moveToldInWords(r: ProseReading, sequence: Sequence, at: number, playsAfter: (line: Line) => boolean): Line | undefined {
  const { book } = r;
  const game = book.game;
  const due = game.startPly + game.boards.length - 1;
  if (sequence.ply !== due + 1 || book.ended(game) || r.open.length > 0 || sequence.moves.length === 0) return undefined;
  const words = wordsOf(r);
  const last = r.lastMove;
  if (words === undefined || last === undefined || last.end >= at) return undefined;
  const gameEnd = game.boards[game.boards.length - 1]!;
  if (last.after !== gameEnd && !samePosition(last.after, gameEnd)) return undefined;
  const from = last.end;
  const lineAfter = (t: ToldMove): Line => ({ startPly: game.startPly, boards: [...game.boards, t.after] });
  // (the clauses that tell a legal move after which the numbered moves play)
  const told = clauses(r.text, from, at).flatMap((c) => {
    const move = readClause(r, c, words, gameEnd);
    return move === undefined || !playsAfter(lineAfter(move)) ? [] : [move];
  });
  const first = told[0];
  if (first === undefined) return undefined;
  if (told.some((t) => t.iccf !== first.iccf)) {
    r.problems.push({
      severity: 'warning',
      code: 'W_READING_AMBIGUOUS',
      message: `the words before move ${numberText(sequence.ply)} tell ${told.length} different legal moves (${told.map((t) => `${JSON.stringify(t.words)} as ${t.written}`).join(', ')}); none is read as the game's`,
      ...r.lines.at(first.start),
    });
    return undefined;
  }
  const line = lineAfter(first);
  book.remember(line, game);
  r.problems.push({
    severity: 'warning',
    code: 'W_MOVE_IN_WORDS',
    message: `a move told in words read as the game's move ${numberText(due)}: ${JSON.stringify(first.words)} as ${first.written}`,
    written: first.words,
    ply: due,
    ...r.lines.at(first.start),
  });
  r.hooks.onSequence?.({
    from: gameEnd,
    plies: [{ iccf: first.iccf, glyph: '', after: first.after, end: first.end }],
    start: first.end,
    end: first.end,
    printedAsGame: false,
    sideLine: false,
    resumes: false,
    quoted: false,
    supposed: false,
  });
  return line;
}

/** The words data of the reading's language, where it has some. */
function wordsOf(r: ProseReading): WordsData | undefined {
  const { input, registry } = r.ctx;
  if (input.kind !== 'algebraic' || !registry.hasWords(input.locale.code)) return undefined;
  return registry.words(input.locale.code).data;
}

/** The clauses of `text` from `from` to `to`: their words (trimmed) and where each ends, with the marks after it. */
function clauses(text: string, from: number, to: number): Clause[] {
  const out: Clause[] = [];
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i < to && !CLAUSE_MARK.test(text[i]!)) continue;
    const raw = text.slice(start, i);
    const words = raw.trim();
    // (the marks that end the clause, a full stop and a closing quote, go with it; not a line break)
    let end = i;
    while (end < to && /[.,;:!?…"»”]/u.test(text[end]!)) end++;
    const first = start + raw.length - raw.trimStart().length;
    if (words !== '') out.push({ words, start: first, end: i === to ? start + raw.trimEnd().length : end });
    start = i + 1;
  }
  return out;
}

/** The move clause `c` tells on `board` (see the header), else undefined. */
function readClause(r: ProseReading, c: Clause, words: WordsData, board: Board): ToldMove | undefined {
  if (piecesNamed(c.words, words).length !== 1) return undefined;
  const parsed = readWords(c.words, words);
  if (!parsed.ok || parsed.value.kind !== 'piece') return undefined;
  // (a capture or check the words seem to say is not asked of the board, which resolves role, origin and target alone:
  // words say them loosely, `o Bispo em c5`)
  const before = board.clone();
  const resolved = resolveParsed(before, { ...parsed.value, capture: false, check: undefined });
  if (!resolved.ok) return undefined;
  const m = resolved.value;
  const written = writeMove(before, m, r.ctx.output);
  const after = before.clone();
  after.play(m);
  return { words: c.words, start: c.start, end: c.end, after, iccf: formatNumeric(m), written };
}
