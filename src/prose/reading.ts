/**
 * The state of one reading of prose (see translate-prose.ts): a plain typed value made once per
 * text, that the steps of the reading (sequences, brackets, mentions, rewrites, problems) take as
 * their first argument and change; and the small tests on the text those steps share.
 */
import { FenError } from '../core/errors.js';
import type { Board } from '../board/board.js';
import type { ParsedMove } from '../core/types.js';
import { translationContext, type TranslateOptions, type TranslationContext } from '../translate/context.js';
import { MoveTranslator } from '../translate/translator.js';
import { FOLLOWING_MOVES_READ } from '../translate/following-moves.js';
import { translateMoveText, type FallbackKind } from '../translate/move-fallbacks.js';
import { descriptiveDialectOf, type DescriptiveDialect } from '../notation/descriptive-dialect.js';
import { inputNotation, UnknownNotationError, type InputNotation } from '../notation/notation.js';
import { LineCounter } from '../pgn/line-counter.js';
import { russianLettersAt, russianLettersMessage, withRussianLetters } from '../notation/russian-letters.js';
import { isWordToken } from '../pgn/text-runs.js';
import { descriptiveWords } from './descriptive-words.js';
import { layoutOf, type Layout } from './layout.js';
import { ProseLines, type Line } from './lines.js';
import { documentParts, type DocumentParts } from './markdown.js';
import { pieceListSpans, withSpans } from './piece-lists.js';
import { squareGridSpans } from './square-grid.js';
import { readWord, type SeqMove } from './sequences.js';
import { withGluedWordsCut, type GluedAfter } from './glued-words.js';
import { proseWords, type ProseWord } from './words.js';
import { colourRows } from './colour-rows.js';
import { columnPairs, type ReorderedScore } from './column-pairs.js';
import { withVariationBrackets } from './brackets.js';
import type { PlayedSequence, ProseProblem } from './translate-prose.js';
import { otherInputs, type OtherLetters } from './other-letters.js';
import { newLookAhead, type LookAhead } from './look-ahead.js';

/** What a caller of the reading is told as it goes (see readProse). */
export interface ReadingHooks {
  readonly onSequence?: ((s: PlayedSequence) => void) | undefined;
  /** `moves`: how many moves the sequence lost has as read (undefined: a word where a move was due, sequence-stops.ts). */
  readonly onLost?: ((start: number, ply: number | undefined, moves?: number) => void) | undefined;
  readonly onIllegal?: ((offset: number, printedAsGame: boolean, ply: number, sideLine: boolean) => void) | undefined;
}

/** A rewrite of the text: the bytes from `start` to `end` replaced by `text`. */
export interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The lenient readings of moves of one warning code: how many, the first, and what each changed. */
export interface LenientReadings {
  count: number;
  readonly first: SeqMove;
  readonly details: Set<string>;
}

/** One reading of a text: what it reads, and what it has read so far. */
export interface ProseReading {
  /** The text as the reading reads it: as written, with the square brackets of a variation as round ones (brackets.ts). */
  readonly text: string;
  /**
   * The reading's context: the named language's, except while a sequence written in another
   * language's letters is played (other-letters.ts), which then sets it back.
   */
  ctx: TranslationContext;
  /** Other languages' letters for sequences the named one does not read; undefined where not tried (`--from auto`). */
  readonly otherLetters: OtherLetters | undefined;
  /** The input notation without lenient readings (for moves mentioned without a number). */
  readonly strictInput: InputNotation;
  readonly lines: LineCounter;
  readonly parts: DocumentParts;
  readonly layout: Layout;
  /** The words of the text; a move number glued to a move is replaced by the two as it is read (see gluedNumberWords). */
  readonly words: ProseWord[];
  /**
   * The scores whose moves the text does not print in the order played, for their note W_STYLE and their words kept:
   * printed in rows after the words for White and Black (colour-rows.ts), in two columns whose lines were merged
   * (column-pairs.ts).
   */
  readonly rowTables: readonly ReorderedScore[];
  /** English, Spanish, Portuguese or French input: descriptive moves (`P-K4`, `P4R`) are read in that language's notation, in sequences and mentioned alone. */
  readonly descriptiveInput: DescriptiveDialect | undefined;
  /** A square in the word, with the files the locale also reads (Greek `ζ3`): a word without it is no move. */
  readonly squareLike: RegExp;
  readonly hooks: ReadingHooks;
  /** The lines of play: the main game and the variations played. */
  readonly book: ProseLines;
  readonly problems: ProseProblem[];
  readonly replacements: Replacement[];
  /** Moves rewritten, those checked on a board, and FENs that showed a position a line reaches. */
  moves: number;
  checked: number;
  checkpoints: number;
  /** The next FEN of the text to read (see fensBefore). */
  fenIndex: number;
  /** The lenient readings of moves, per warning code. */
  readonly lenient: Map<string, LenientReadings>;
  /** The pawn moves checked on a board so far: written without a letter (`e4`, `exd5`) and with one (`Be4` in Bengali letters). */
  readonly pawnMoves: { plain: number; lettered: number };
  /** Where each rule of translate for a word that fails as written was first used (see withFallbacks). */
  readonly fallbacks: Map<FallbackKind, ProseWord>;
  /** Where a move so read starts right after the move or number before it (`Сd7` of `d4Сd7`, `d4` of `2d4`). */
  readonly gluedToPrevious: Set<number>;
  /** Where a number, result or word stands glued right after a move (`2.` of `Nf62.`): the move is set apart from it in notations other than SAN (glued-words.ts). */
  readonly gluedAfterMove: ReadonlyMap<number, GluedAfter>;
  /** The position after the last move mentioned without a number, and where it stood. */
  scratch: { board: Board; offset: number } | undefined;
  /** The line the last sequence played and the word index it ended at (an opening bracket, perhaps). */
  lastPlayed: { end: number; line: Line } | undefined;
  /** The position after the last move a sequence played (on any line) and where that move ends in the text (told-in-words.ts). */
  lastMove: { after: Board; end: number } | undefined;
  /**
   * Per open bracket, the line played just before it: `12.Sf3 (12.Le2 Sd7) Dd8` goes on with Dd8
   * after the variation, as PGN movetext does.
   */
  readonly open: Array<Line | undefined>;
  /**
   * The line a variation in brackets that just closed was an alternative in (`4.La4 (4.Lxc6 …) Schwarz
   * spielt 4...Sf6`): the next sequence goes on with it first, where its number fits, as PGN reads on after `)`.
   */
  backFrom: Line | undefined;
  /** The text has printed White's number again before Black's move (two-column scores): a number may be either colour's (see attach.ts). */
  twoColumns: boolean;
  /**
   * The main game as moves printed as the game's left it with an ellipsis after White's move (`3. Cc3 ...`): Black's
   * move is still to come, and a line that starts with an ellipsis gives it (reply-lines.ts).
   */
  awaitsReply: Line | undefined;
  /**
   * The last numbered sequence no board reached (its number, a ply, and where it ends): a sequence numbered before it that
   * the same sentence gives next, going on from the game, may name another move than the game's (play-sequence.ts).
   */
  lostNumbered: { readonly ply: number; readonly end: number } | undefined;
  /** The ties between two readings of a sequence this reading turns, meets, and probes (look-ahead.ts). */
  readonly lookAhead: LookAhead;
}

/**
 * Options of a reading: `otherLetters: false` where the language is being chosen (`--from auto`), not named;
 * `englishLetters: false` where it was chosen (a move in English letters is another language's there: english-letters.ts);
 * `games: true` where the text is read for its games, not rewritten (document-games.ts: a game a tag passes to a chess
 * viewer, markdown.ts).
 */
export type ReadingOptions = TranslateOptions & {
  readonly otherLetters?: boolean | undefined;
  readonly englishLetters?: false | undefined;
  readonly games?: boolean | undefined;
};

/** The reading of `text` before its first word. */
export function newReading(
  written: string,
  options: ReadingOptions,
  hooks: ReadingHooks,
  lookAhead: LookAhead = newLookAhead(),
): ProseReading {
  // (one reading reads one language: under auto, translateProse chooses it before reading)
  if (options.from.toLowerCase() === 'auto') {
    throw new UnknownNotationError(
      'auto',
      'a prose reading reads the moves of one language: choose it before reading (translateProse does under auto)',
    );
  }
  const named = translationContext(options);
  const chosen =
    options.englishLetters === false && named.input.kind === 'algebraic'
      ? { ...named, input: { ...named.input, englishLetters: false } }
      : named;
  // (a text translated from Russian that writes the Russian king `Kpe1`: its Russian letters read as Russian pieces beside the
  // named language's own, russian-letters.ts; where the language is named, not chosen)
  const russian =
    options.englishLetters === false || options.otherLetters === false
      ? undefined
      : russianLettersAt(written, chosen.input, chosen.registry);
  const ctx =
    russian !== undefined && chosen.input.kind === 'algebraic'
      ? { ...chosen, input: withRussianLetters(chosen.input, chosen.registry) }
      : chosen;
  const strictInput: InputNotation = inputNotation(options.from, ctx.registry, { strict: true });
  const lines = new LineCounter(written, 1, 1);
  // (Markdown's links and code as written; the rest read with the square brackets of a variation as round ones, brackets.ts)
  const parts = documentParts(written, options.games === true);
  const text = withVariationBrackets(written);
  const pieces = ctx.input.kind === 'algebraic' ? ctx.input.pieces : undefined;
  const sides = pieces?.colourWords !== undefined ? [...pieces.colourWords.white, ...pieces.colourWords.black] : [];
  // (words that are moves glued without spaces, `d4Nf62.c4b6`, `d5Questa`: cut as the PGN grammar reads them, glued-words.ts)
  const gluedAfterMove = new Map<number, GluedAfter>();
  // (where other languages' letters are read, other-letters.ts, a word glued in their letters is cut as they cut it)
  const otherLetters: OtherLetters | undefined = options.otherLetters === false ? undefined : { groups: undefined, used: [] };
  const others = (): readonly InputNotation[] => otherInputs(ctx, otherLetters!);
  // (a position told as lists of pieces, `B.: Ka1, Db1, Sg2, Jh3 (4)`, is no moves: never read, never changed, piece-lists.ts)
  const kings = pieces === undefined ? [] : pieces.tokens.filter((t) => pieces.roleOf.get(t) === 'king');
  // (nor is a diagram's grid of square names, `a8 b8 … h8`: square-grid.ts)
  const protectedSpans = withSpans(parts.protectedSpans, withSpans(pieceListSpans(text, kings), squareGridSpans(text)));
  const words = proseWords(text, protectedSpans, pieces?.tokens ?? [], sides);
  const cut = withGluedWordsCut(
    text,
    words,
    ctx.input,
    gluedAfterMove,
    otherLetters === undefined || pieces === undefined ? undefined : others,
  );
  // Descriptive input: moves (`12 N-KB3 P-Q4`, `R(1)-Q1`, `NxP ch`, `P - K 4`; `C\7-5C`) joined into one word each.
  const dialect = descriptiveDialectOf(ctx.input);
  const inTextOrder = dialect !== undefined ? descriptiveWords(text, cut, dialect) : cut;
  // A score printed as rows after the words for White and Black: its moves in the order they were played (colour-rows.ts).
  const isMove = (w: ProseWord): boolean => readWord(w, ctx.input) !== undefined;
  const rows = colourRows(text, inTextOrder, pieces?.colourWords, isMove);
  const start = ctx.engine.fromFen(ctx.fen);
  if (!start.ok) throw new FenError(start.error.fen, start.error.reason);
  // A score printed in two columns whose lines were merged (`1 Nf3 d5 18 Qd1 Bf8`): read column by column where the board says so (column-pairs.ts).
  const columns = columnPairs(text, rows.words, isMove, (moves) => legalFrom(start.value.clone(), moves, ctx));
  return {
    text,
    ctx,
    otherLetters,
    strictInput,
    lines,
    parts,
    layout: layoutOf(text),
    words: columns.words,
    rowTables: [...rows.tables, ...columns.scores],
    descriptiveInput: dialect,
    squareLike: new RegExp(`[a-h${ctx.input.kind === 'algebraic' ? (ctx.input.pieces.files ?? []).join('') : ''}][1-8]`, 'u'),
    hooks,
    book: new ProseLines(start.value),
    problems: russian === undefined || ctx.input.kind !== 'algebraic' ? [] : [russianLettersProblem(ctx.input, written, russian, lines)],
    replacements: [],
    moves: 0,
    checked: 0,
    checkpoints: 0,
    fenIndex: 0,
    lenient: new Map(),
    pawnMoves: { plain: 0, lettered: 0 },
    fallbacks: new Map(),
    gluedToPrevious: new Set(),
    gluedAfterMove,
    scratch: undefined,
    lastPlayed: undefined,
    lastMove: undefined,
    open: [],
    backFrom: undefined,
    twoColumns: false,
    awaitsReply: undefined,
    lostNumbered: undefined,
    lookAhead,
  };
}

/** Whether `moves` are legal in turn from `board` (played on it). */
export function legalFrom(board: Board, moves: readonly ProseWord[], ctx: TranslationContext): boolean {
  return moves.every((w) => {
    const read = readWord(w, ctx.input);
    return (
      read !== undefined &&
      translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), read.letters, read.parsed, { line: 1, column: 1 }).ok
    );
  });
}

/** Whether a blank line stands in the text between `from` and `to`. */
export function paragraphBreak(r: ProseReading, from: number, to: number): boolean {
  return /\n[ \t]*\r?\n/.test(r.text.slice(from, to));
}

/** The test the sequence reader takes: whether a word starts the text anew (see layout.ts). */
export function startsAnewIn(r: ProseReading): (x: ProseWord, repeated?: boolean | 'unnumbered') => boolean {
  return (x, repeated) => (repeated === 'unnumbered' ? r.layout.opensBoldRun(x.start) : r.layout.startsAnew(x.start, repeated));
}

/**
 * A word where a move was due that is a move written wrongly, not a word of a sentence: a
 * square or castling in it, a capital and a rank (`B4`, `D4`: a file left out, or a capital no lenient
 * reading takes), or three characters and more that are no word by the rule of text
 * among moves in PGN (text-runs.ts: `Nef`, `BxQ`), an exclamation or question mark after it left
 * out (`j.!`, `¡qué jugada!`: a word of the sentence).
 */
export function movelike(r: ProseReading, t: string): boolean {
  const w = t.replace(/[!?]+$/u, '');
  return (
    /[a-h][1-8]|^[O0o][-–—‐‑−][O0o]/.test(t) ||
    /^\p{Lu}[1-8][+#]?$/u.test(w) ||
    (w.length >= 3 && /^\p{L}/u.test(w) && !isWordToken(w, r.ctx.input.kind === 'algebraic' ? r.ctx.input.pieces.tokens : []))
  );
}

/**
 * Whether the move written `written` (read as `parsed`) is legal on `board`; if so it is played there. `following`:
 * the moves written after it, which decide a descriptive move the text alone leaves ambiguous (following-moves.ts).
 */
export function playsOn(
  r: ProseReading,
  board: Board,
  written: string,
  parsed: ParsedMove | undefined,
  following: readonly string[] = [],
): boolean {
  return translateMoveText(new MoveTranslator(board, r.ctx.input, r.ctx.output), written, parsed, { line: 1, column: 1 }, following).ok;
}

/** The texts of the moves of `seq` after `seq[n]`, as many as following-moves.ts reads. */
export function followingWords(seq: readonly { readonly word: { readonly text: string } }[], n: number): string[] {
  return seq.slice(n + 1, n + 1 + FOLLOWING_MOVES_READ).map((m) => m.word.text);
}

/** The W_OTHER_LANGUAGE note of a text read with the Russian letters, at its first move written with one (`russian.at`). */
function russianLettersProblem(
  input: Extract<InputNotation, { kind: 'algebraic' }>,
  written: string,
  russian: { readonly at: number; readonly king: string },
  lines: LineCounter,
): ProseProblem {
  const word = /^\S+/u.exec(written.slice(russian.at))![0];
  return {
    severity: 'warning',
    code: 'W_OTHER_LANGUAGE',
    message: russianLettersMessage(input, russian.king),
    written: word,
    ...lines.at(russian.at),
  };
}
