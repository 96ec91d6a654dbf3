/**
 * Moves inside prose: a plain-text or Markdown document written back byte for byte, except that
 * every move in it is rewritten in the output notation.
 *
 * How a word becomes a move:
 * - A move number (`12.`, `12...`, `12…`, glued `12.Sf3` too), or an ellipsis before Black's move
 *   (`…Lb4+`, `..Cd4`, whose number the next number or the board tells), starts a sequence; the
 *   words after it that read as moves (and further numbers and glyphs) belong to it, up to a
 *   bracket (see sequences.ts; bare numbers, `12. —`, ditto marks too). After a variation in
 *   brackets the line before it goes on, numbered or not (`2.Cf3 (2.Ac4 Cf6) Cc6`), and a
 *   numbered sequence after words tries it first. A bracket that opens or closes no variation
 *   right before moves without a number (a smiley `3.Lb5 :) a6`, the end of an aside opened before
 *   the moves, a `(` whose move is no alternative to the last one) is read past with a warning
 *   W_UNMATCHED_BRACKET: the moves after it go on with the line before it. The
 *   sequence is played on a board: the line it continues (the main game first,
 *   then the last one played), else a variation branching from an earlier line where the move
 *   number and colour fit, as in PGN: the first where every move is legal. The text's main game
 *   starts from the initial position and goes on where a sequence printed as the game's moves
 *   continues it; a sequence marked as a side line (a bullet `-` `•` `*` `–` before it, an opening
 *   bracket, an ellipsis without a number) never moves the main game on. A FEN in the text (a code
 *   span, a diagram caption) starts a new board, or checks the board when it shows the same position.
 * - Where no board reaches a sequence's move number (the board was lost: the text jumps ahead, or
 *   discusses another game), its moves are rewritten by their letters only (W_PROSE_UNCHECKED).
 *   Where a board reaches it, a move that is not legal there is an error with its line and column
 *   (`ERR_MOVE_ILLEGAL` …), and the moves after it in the sequence are unchecked; unless the moves
 *   fit the other colour of the same move number (a caption's misprint: W_MOVE_NUMBER), or the
 *   move stands after a comma and is legal in place of the move before it (`1....c5, e6 ou c6`:
 *   choices listed for one move, read as mentions). `translate` keeps the moves of a side line of
 *   the main game that the board rejects as words (see lines.ts, sideLineAt).
 * - A game told without numbers from its first move (`对局：e4 e5 马f3 马c6 象b5 a6`, `白方走e4，
 *   黑方应以e5。接着马f3 …`) is the text's main game where the board confirms it: four of its moves
 *   or more in a row, each legal after the one before (see toldGame); one note W_STYLE says so.
 * - A word without a move number is a move only when the board makes it one: it reads as a move
 *   in standard notation and is legal in the current position (for either side), or names a
 *   piece that stands there (`la Tf1`: the rook on f1). Otherwise it is a word (`Da3` as a name,
 *   `e4` as a paper size) and is left alone. Into ICCF, UCI or LAN output such words stay as
 *   written (a piece on a square has no move of its own to write).
 * - A word where a move is due that reads as no move, or a move that is not legal, is read by
 *   translate's rules for such tokens (translate/move-fallbacks.ts through fallback-words.ts: moves
 *   glued `4.d4Сd7.`, a number glued `2d4`, a pair's dash glued), the board deciding; the word for
 *   mate glued or after a move (`Df7mate`, `Dxf7 mat`) is its mark (notation/check-words.ts).
 * - Code, links and HTML tags are never changed (see markdown.ts).
 *
 * Into SAN in another language, a move keeps its author's way of writing (`Sf3!` → `Nf3!`): only
 * its piece letters change, so a translation reads back to the same text.
 *
 * The same reading serves `translate` on documents ({@link readProse}: the sequences it plays,
 * which prose/document-games.ts builds into games). Over 400 lines for one reason: the reading is
 * one pass whose steps (sequences, brackets, mentions, rewrites, problems) share its state (the
 * lines of play, the open brackets, the last move mentioned); split into modules they would pass
 * a dozen values back and forth.
 */
import { FenError } from '../core/errors.js';
import type { Board } from '../board/board.js';
import { MOVE_FORM, type ParsedMove } from '../core/types.js';
import { translationContext, type TranslateOptions } from '../translate/context.js';
import { MoveTranslator } from '../translate/translator.js';
import { readMove } from '../notation/read-move.js';
import { readsDescriptive } from '../notation/descriptive-board.js';
import { isDescriptiveToken } from '../notation/descriptive.js';
import { translateMoveText } from '../translate/move-fallbacks.js';
import { descriptiveWords } from './descriptive-words.js';
import { inputNotation, UnknownNotationError, type InputNotation } from '../notation/notation.js';
import { normalizeCharacters } from '../notation/lenient.js';
import { LineCounter } from '../pgn/line-counter.js';
import { layoutOf } from './layout.js';
import { namesPiece, numberText, playedOn, ProseLines, type Candidate, type Line } from './lines.js';
import { documentParts } from './markdown.js';
import { relabelMove } from './relabel.js';
import { formatNumeric } from '../emit/iccf.js';
import { isWordToken } from '../pgn/text-runs.js';
import { readSequence, readWord, splitPair, startsSequence, type SeqMove, type Sequence } from './sequences.js';
import { proseWords, type ProseWord } from './words.js';
import { fallbackStyleMessage, fallbackWords, gluedAlsoLegal, type FallbackWords } from './fallback-words.js';
import type { FallbackKind } from '../translate/move-fallbacks.js';

/** A game told without move numbers is read as the game where this many of its moves stand in a row (see toldGame). */
const TOLD_RUN = 4;

/** A problem found in prose: an error or warning, with its stable code and its place in the text. */
export interface ProseProblem {
  readonly severity: 'warning' | 'error';
  /** `ERR_MOVE_ILLEGAL` …, `W_PROSE_UNCHECKED`, `W_PROSE_FEN`, and one note per lenient reading (`W_FILE_LETTERS`, `W_LOOKALIKE` …). */
  readonly code: string;
  readonly message: string;
  /** The move as written, when the problem is about one. */
  readonly written?: string | undefined;
  readonly line: number;
  readonly column: number;
}

export interface ProseTranslation {
  /** The document with its moves rewritten; everything else byte for byte. */
  readonly text: string;
  /** Moves rewritten: checked on a board, and by their letters only. */
  readonly moves: number;
  readonly checked: number;
  /** FENs in the text that showed a position its moves reach (check-points). */
  readonly checkpoints: number;
  /** FENs found in the text. */
  readonly fens: number;
  readonly problems: readonly ProseProblem[];
}

export function translateProse(text: string, options: TranslateOptions): ProseTranslation {
  const { replacements: _, ...translation } = readProse(text, options);
  return translation;
}

/** A sequence of moves the text plays on a board (see {@link readProse}), as `translate` builds a game from it. */
export interface PlayedSequence {
  /** The position before its first move: an object shared with the sequences played from it. */
  readonly from: Board;
  /** Its moves as played: ICCF numeric, the author's glyph (`!?`), and the position after each. */
  readonly plies: ReadonlyArray<{
    readonly iccf: string;
    readonly glyph: string;
    readonly after: Board;
    /** Where the move's word ends in the text. */ readonly end: number;
  }>;
  /** Where it stands in the text: its first word (a number, an ellipsis, a bracket it resumes after) to its last move. */
  readonly start: number;
  readonly end: number;
  /** Printed as the game's moves (at the start of a line, or in bold), not marked as a side line. */
  readonly printedAsGame: boolean;
  /** Marked as a side line: a bullet, an opening bracket or an ellipsis without a number before it. */
  readonly sideLine: boolean;
  /** It goes on after a variation in brackets with the line played before the bracket. */
  readonly resumes: boolean;
}

/** {@link translateProse} with the rewrites it made (sorted by offset), the sequences played reported to `onSequence`. */
export function readProse(
  text: string,
  options: TranslateOptions,
  onSequence?: (s: PlayedSequence) => void,
  /** Called with a numbered sequence that no board plays (its offset and the half-move its number gives). */
  onLost?: (start: number, ply: number | undefined) => void,
  /**
   * Called with the offset of each move reported not legal, whether its sequence is printed as the
   * game's moves, its half-move, and whether its sequence is a side line of the main game.
   */
  onIllegal?: (offset: number, printedAsGame: boolean, ply: number, sideLine: boolean) => void,
): ProseTranslation & { readonly replacements: ReadonlyArray<{ readonly start: number; readonly end: number; readonly text: string }> } {
  if (options.from.toLowerCase() === 'auto') {
    throw new UnknownNotationError('auto', 'prose reads the moves of one language: name it with --from (auto is for games)');
  }
  const ctx = translationContext(options);
  const strictInput: InputNotation = inputNotation(options.from, ctx.registry, { strict: true });
  const lines = new LineCounter(text, 1, 1);
  const parts = documentParts(text);
  const pieces = ctx.input.kind === 'algebraic' ? ctx.input.pieces : undefined;
  const sides = pieces?.colourWords !== undefined ? [...pieces.colourWords.white, ...pieces.colourWords.black] : [];
  const cut = proseWords(text, parts.protectedSpans, pieces?.tokens ?? [], sides);
  // English input: descriptive moves (`12 N-KB3 P-Q4`, `R(1)-Q1`, `NxP ch`, `P - K 4`) joined into one word each.
  const words = readsDescriptive(ctx.input) ? descriptiveWords(text, cut) : cut;
  const problems: ProseProblem[] = [];
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  let moves = 0;
  let checked = 0;
  let checkpoints = 0;
  /** The lenient readings of moves, per warning code: how many, and the first. */
  const lenient = new Map<string, { count: number; first: SeqMove; details: Set<string> }>();
  const noteLenient = (m: SeqMove): void => {
    for (const n of m.notes ?? []) {
      const e = lenient.get(n.code) ?? { count: 0, first: m, details: new Set<string>() };
      e.count++;
      e.details.add(n.detail);
      lenient.set(n.code, e);
    }
  };

  const start = ctx.engine.fromFen(ctx.fen);
  if (!start.ok) throw new FenError(start.error.fen, start.error.reason);
  const book = new ProseLines(start.value);
  let fenIndex = 0;

  /** FENs up to `offset` check the board or start a new one. */
  const fensBefore = (offset: number): void => {
    while (fenIndex < parts.fens.length && parts.fens[fenIndex]!.start < offset) {
      const f = parts.fens[fenIndex++]!;
      const board = ctx.engine.fromFen(f.fen.split(' ').length === 2 ? `${f.fen} - - 0 1` : f.fen);
      const at = lines.at(f.start);
      if (!board.ok) {
        problems.push({ severity: 'warning', code: 'W_PROSE_FEN', message: `not a position: ${board.error.reason}`, ...at });
        continue;
      }
      // A check-point: the position some line of the text reaches at that move (the main game,
      // or the variation just discussed). That line goes on from it; else the FEN starts a board.
      if (book.fen(board.value)) checkpoints++;
    }
  };

  const rewrite = (w: ProseWord, out: string): void => {
    if (out !== w.text) replacements.push({ start: w.start, end: w.end, text: out });
  };
  /** The move in the output notation by its letters only (SAN and LAN outputs), else undefined. */
  const byLetters = (w: ProseWord, parsed: ParsedMove | undefined): string | undefined => {
    if (ctx.input.kind !== 'algebraic' || parsed === undefined) return undefined;
    if (ctx.output.kind !== 'san' && ctx.output.kind !== 'lan') return undefined;
    return relabelMove(w.text, parsed, ctx.input.pieces, ctx.output.locale);
  };
  /** A move of a sequence by its letters (after the look-alike characters a lenient reading replaced). */
  const seqLetters = (m: SeqMove): string | undefined => byLetters({ ...m.word, text: m.letters }, m.parsed);
  const unchecked = (m: SeqMove, why: string): void => {
    moves++;
    noteLenient(m);
    const out = seqLetters(m);
    if (out !== undefined) rewrite(m.word, out);
    problems.push({
      severity: 'warning',
      code: 'W_PROSE_UNCHECKED',
      message: `${JSON.stringify(m.word.text)}: ${why}; ${out !== undefined ? 'rewritten by its letters only' : 'left as written'}`,
      written: m.word.text,
      ...lines.at(m.word.start),
    });
  };
  /** Writes a move read on `board` (before it is played) and plays it; its ICCF text ('' when it is not legal there). */
  const playChecked = (board: Board, m: SeqMove): string => {
    // (a long move that is two legal moves glued too, `e4e5`: read as written, never chosen silently)
    const parted = gluedAlsoLegal(m.word, board, ctx, lines.at(m.word.start));
    if (parted !== undefined)
      problems.push({ severity: 'warning', code: parted.code, message: parted.message, written: m.word.text, ...lines.at(m.word.start) });
    const t = new MoveTranslator(board, ctx.input, ctx.output);
    const r = translateMoveText(t, m.word.text, m.parsed, lines.at(m.word.start));
    if (!r.ok) return '';
    moves++;
    checked++;
    noteLenient(m);
    // Into SAN the author's way of writing stays (letters only); into LAN, ICCF, UCI the board's move.
    const out = (ctx.output.kind === 'san' ? seqLetters(m) : undefined) ?? `${r.value.text}${/[!?]+$/.exec(m.word.text)?.[0] ?? ''}`;
    // (a move glued to the one or the number before it, `4.d4Сd7`, `2d4`: apart in other notations, `4.4244 3847`)
    rewrite(m.word, ctx.output.kind !== 'san' && gluedToPrevious.has(m.word.start) ? ` ${out}` : out);
    return r.value.move !== undefined ? formatNumeric(r.value.move) : '';
  };

  const layout = layoutOf(text);
  /**
   * A word where a move was due that is a move written wrongly, not a word of a sentence: a
   * square or castling in it, or three characters and more that are no word by the rule of text
   * among moves in PGN (text-runs.ts: `Nef`, `BxQ`), an exclamation or question mark after it left out
   * (`j.!`, `¡qué jugada!`: a word of the sentence).
   */
  const movelike = (t: string): boolean => {
    const w = t.replace(/[!?]+$/u, '');
    return (
      /[a-h][1-8]|^[O0o]-[O0o]/.test(t) ||
      (w.length >= 3 && /^\p{L}/u.test(w) && !isWordToken(w, ctx.input.kind === 'algebraic' ? ctx.input.pieces.tokens : []))
    );
  };

  /**
   * A mark no locale has between two moves (`4 Dh5 j., Re7`: `j.` for *jaque*, for which no source was found): as
   * written one or two letters and `.` `!` `?` after them, and a move right after it. The moves stop there with a
   * warning, where a move was due, as at a move written wrongly: the move after it is not played silently elsewhere.
   */
  const markBeforeMove = (k: number): boolean => {
    const w = words[k];
    const next = words[k + 1];
    if (w?.kind !== 'word' || next?.kind !== 'word' || readWord(next, ctx.input) === undefined) return false;
    return /^\p{L}{1,2}[.!?]{1,2}[,;]?$/u.test(/^\S*/u.exec(text.slice(w.start))![0]);
  };

  /** Where each rule of translate for a word that fails as written was first used (see withFallbacks). */
  const fallbacks = new Map<FallbackKind, ProseWord>();
  /** Where a move so read starts right after the move or number before it (`Сd7` of `d4Сd7`, `d4` of `2d4`). */
  const gluedToPrevious = new Set<number>();
  /** The position after the last move mentioned without a number, and where it stood. */
  let scratch: { board: Board; offset: number } | undefined;
  const paragraphBreak = (from: number, to: number): boolean => /\n[ \t]*\r?\n/.test(text.slice(from, to));

  /** English input: descriptive moves (`P-K4`) are read, in sequences and mentioned alone. */
  const descriptiveInput = readsDescriptive(ctx.input);
  /** A square in the word, with the files the locale also reads (Greek `ζ3`): a word without it is no move. */
  const squareLike = new RegExp(`[a-h${ctx.input.kind === 'algebraic' ? (ctx.input.pieces.files ?? []).join('') : ''}][1-8]`, 'u');

  // ------------------------------------------------------------ sequences
  const startsAnew = (x: ProseWord, repeated?: boolean): boolean => layout.startsAnew(x.start, repeated);
  /** The line the last sequence played and the word index it ended at (an opening bracket, perhaps). */
  let lastPlayed: { end: number; line: Line } | undefined;
  /**
   * Per open bracket, the line played just before it: `12.Sf3 (12.Le2 Sd7) Dd8` goes on with Dd8
   * after the variation, as PGN movetext does.
   */
  const open: Array<Line | undefined> = [];
  /**
   * The line a variation in brackets that just closed was an alternative in (`4.La4 (4.Lxc6 …) Schwarz
   * spielt 4...Sf6`): the next sequence goes on with it first, where its number fits, as PGN reads on after `)`.
   */
  let backFrom: Line | undefined;
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    fensBefore(w.start);
    if (startsSequence(words, i, ctx.input, text)) {
      const seq = withFallbacks(readSequence(words, i, ctx.input, startsAnew, undefined, text));
      // Right after an opening bracket that follows a line, as in PGN: an alternative to that line's moves.
      const inside = words[i - 1]?.kind === 'bracket' && words[i - 1]!.text === '(' ? open[open.length - 1] : undefined;
      const played =
        seq.moves.length > 0
          ? playSequence(seq, w.start, w.kind === 'black' || layout.sideLine(w.start), undefined, sequenceEnd(seq), inside, backFrom)
          : undefined;
      backFrom = undefined;
      sayStop(seq);
      lastPlayed = played && { end: seq.end, line: played };
      scratch = undefined;
      i = seq.end;
      continue;
    }
    if (w.kind === 'bracket') {
      const next = words[i + 1];
      /** Moves without a number after the bracket (`) Sc6`, `( a6`). */
      const movesNext =
        next?.kind !== 'number' && (next?.kind === 'black' || (next !== undefined && readWord(next, ctx.input) !== undefined));
      /** The line the last sequence played, where it ends right at this bracket (or at the rest of a smiley before it: `:-)`). */
      const before =
        lastPlayed !== undefined && words.slice(lastPlayed.end, i).every((x) => x.kind === 'word' && /^[^\p{L}\p{N}\s]+$/u.test(x.text))
          ? lastPlayed.line
          : undefined;
      const goOn = (line: Line, why: string | undefined): void => {
        const seq = readSequence(words, i, ctx.input, startsAnew, line.startPly + line.boards.length - 1, text);
        if (why !== undefined && seq.moves.length > 0)
          problems.push({ severity: 'warning', code: 'W_UNMATCHED_BRACKET', message: why, written: w.text, ...lines.at(w.start) });
        const played = seq.moves.length > 0 ? playSequence(seq, w.start, false, line, sequenceEnd(seq)) : undefined;
        if (seq.moves.length > 0) sayStop(seq);
        lastPlayed = played && { end: seq.end, line: played };
        scratch = undefined;
        backFrom = undefined;
        i = seq.end;
      };
      // `3.Lb5 :-( a6 4.La4`: an opening bracket after a line, before moves without a number that are
      // no alternative to the line's last move (as PGN reads `(`) but go on with it, opens no variation.
      if (w.text === '(' && before !== undefined && movesNext && opensNothing(before, i)) {
        goOn(before, `"(" opens no variation: the moves after it go on with the line before it; read past it`);
        continue;
      }
      if (w.text === '(') open.push(lastPlayed?.end === i ? lastPlayed.line : undefined);
      const closesNothing = w.text === ')' && open.length === 0;
      const outer = w.text === ')' ? open.pop() : undefined;
      if (outer !== undefined && movesNext) {
        goOn(outer, undefined);
        continue;
      }
      if (outer !== undefined) backFrom = outer;
      // `3.Lb5 :) a6 4.La4`, `(aus dem Buch … 3.Lb5) a6`: a closing bracket right after a line that
      // closes no variation (none is open, or it closes words opened before the moves) is read past:
      // the moves after it go on with that line.
      if (w.text === ')' && before !== undefined && movesNext) {
        goOn(
          before,
          closesNothing
            ? `")" closes no variation: the moves after it go on with the line before it; read past it`
            : `")" closes a bracket opened before the moves, no variation: the moves after it go on with the line before it; read past it`,
        );
        continue;
      }
      i++;
      continue;
    }
    if (w.kind === 'word' && w.text !== '') {
      // `2d4 as brancas respondem`: a move number glued to White's move, where the number fits a line
      // of the text and the move is legal there (the rule of translate): the number and the move.
      const numbered = gluedNumberWords(w);
      if (numbered !== undefined) {
        words.splice(i, 1, ...numbered);
        continue;
      }
      // A game told without numbers from its first move (`对局：e4 e5 马f3 马c6 象b5 a6`): the game's moves.
      const told = book.atTextStart ? toldGame(i) : undefined;
      if (told !== undefined) {
        i = told;
        continue;
      }
      const before = replacements.length;
      if (squareLike.test(w.text)) mention(w);
      if (replacements.length === before && descriptiveInput && isDescriptiveToken(w.text)) mentionDescriptive(w);
    }
    i++;
  }

  /**
   * The sequence ends at a word with the shape of a move that reads as none (`12. 0-0-0`, `4. Nef`, `6.Tel`), or at a
   * mark before a move (`4 Dh5 j., Re7`, see {@link markBeforeMove}): where a move is due, a word left as written, which is said.
   */
  function sayStop(seq: Sequence): void {
    const last = words[seq.end - 1]!;
    const stop = words[seq.end];
    if (
      stop === undefined ||
      stop.kind !== 'word' ||
      !(movelike(stop.text) || markBeforeMove(seq.end)) ||
      /\n/.test(text.slice(last.end, stop.start))
    )
      return;
    const due = last.kind === 'number' ? last.ply : seq.ply !== undefined ? seq.ply + seq.moves.length : undefined;
    onLost?.(stop.start, due);
    problems.push({
      severity: 'warning',
      code: 'W_PROSE_UNCHECKED',
      message: `${JSON.stringify(stop.text)}: ${due !== undefined ? `where move ${numberText(due)} is due, ` : ''}a word that does not read as a move; left as written`,
      written: stop.text,
      ...lines.at(stop.start),
    });
  }

  /**
   * `4.d4Сd7.`, `5.Кc3Кf6 6.0-0.`, `5/ d4- exd4`: where a sequence stops at a word that reads as no
   * move, and the board after the sequence's moves reads it by a rule of translate (move-fallbacks.ts:
   * moves glued together, a pair's dash glued), the sequence goes on with the moves it reads as and
   * the words after it. One W_STYLE note per rule, where it was first used.
   */
  function withFallbacks(seq: Sequence): Sequence {
    let s = seq;
    for (;;) {
      const stop = words[s.end];
      const last = words[s.end - 1]!;
      if (s.ply === undefined || stop?.kind !== 'word' || !squareLike.test(stop.text) || /\n/.test(text.slice(last.end, stop.start)))
        return s;
      if (readWord(stop, ctx.input) !== undefined) return s;
      const board = boardAfter(s);
      const read = board && fallbackWords(stop, board, ctx, last.kind === 'number');
      if (read === undefined || read.number !== undefined) return s;
      noteFallback(read.kind, stop);
      if (read.kind === 'glued') gluedToPrevious.add(read.moves[1]!.word.start);
      const more = readSequence(words, s.end, ctx.input, startsAnew, s.ply + s.moves.length + read.moves.length);
      s = { ...s, moves: [...s.moves, ...read.moves, ...more.moves], end: more.end };
    }
  }

  /** The position after the moves of `seq` on the first line where they are all legal (candidates for its number), if any. */
  function boardAfter(seq: Sequence): Board | undefined {
    const best = bestCandidate(book.candidates(seq.ply), seq.moves);
    if (best === undefined || best.ok < seq.moves.length) return undefined;
    const board = best.line.boards[best.k]!.clone();
    for (const m of seq.moves)
      translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), m.word.text, m.parsed, { line: 1, column: 1 });
    return board;
  }

  /** `2d4`, `12Sf3`: a word that is a move number glued to White's move where a line of the text is at that number, as two words. */
  function gluedNumberWords(w: ProseWord): ProseWord[] | undefined {
    const n = /^[1-9]\d{0,2}(?=[^\d\s.)])/.exec(w.text);
    if (n === null || !squareLike.test(w.text)) return undefined;
    for (const { line, k } of book.candidates(2 * Number(n[0]) - 1)) {
      const read = fallbackWords(w, line.boards[k]!, ctx, false);
      if (read?.number === undefined) continue;
      noteFallback(read.kind, w);
      gluedToPrevious.add(read.moves[0]!.word.start);
      return [read.number, read.moves[0]!.word];
    }
    return undefined;
  }

  /** Where each rule of translate for a word that fails as written was first used in the text. */
  function noteFallback(kind: FallbackKind, w: ProseWord): void {
    if (!fallbacks.has(kind)) fallbacks.set(kind, w);
  }

  /** Where a sequence ends in the text: its last word, without a case ending its last move has (`Hf3-mal`: the ending is words). */
  function sequenceEnd(seq: Sequence): number {
    const move = seq.moves[seq.moves.length - 1];
    // (a number after its last move whose own move does not read, `5.` before `Tk1`, stays in the words after it)
    let k = seq.end - 1;
    while (move !== undefined && k > 0 && words[k]!.kind === 'number' && words[k]!.start > move.word.start) k--;
    const last = words[k]!;
    return move !== undefined && move.word.start === last.start ? move.word.end : last.end;
  }

  /**
   * Plays a sequence on the best line (see the header) and rewrites its moves; returns the line
   * played. `resumes`: the line the sequence goes on with after a variation in brackets.
   */
  function playSequence(
    sequence: Sequence,
    at: number,
    side: boolean,
    resumes: Line | undefined,
    endsAt: number,
    inside?: Line,
    back?: Line,
  ): Line | undefined {
    let seq = sequence.moves;
    const first = seq[0]!;
    // (a sequence without a number that is not Black's was named White's by a colour word: `White: e4`)
    const list = book.candidates(sequence.ply, resumes, sequence.ply === undefined && !sequence.black);
    // (the position before the move the bracket follows, tried first)
    const k0 = inside !== undefined && sequence.ply !== undefined ? sequence.ply - inside.startPly : -1;
    if (inside !== undefined && k0 >= 0 && k0 === inside.boards.length - 2) list.unshift({ line: inside, k: k0 });
    // (the line before a variation in brackets that just closed, where the sequence goes on with it)
    if (back !== undefined && sequence.ply === back.startPly + back.boards.length - 1)
      list.unshift({ line: back, k: back.boards.length - 1 });
    let best = bestCandidate(list, seq);
    // `1/ d4 - d5 ;`: a long move with a spaced dash that is not legal may be White's and Black's move;
    // `1.e4e5`, `1.e4c5`: a move that is not legal may be two moves glued (translate's rules, move-fallbacks.ts)
    const splitAt = (b: Candidate & { ok: number }): { moves: SeqMove[]; read?: FallbackWords } | undefined => {
      if (b.ok >= seq.length) return undefined;
      const pair = splitPair(seq, b.ok, ctx.input);
      if (pair !== undefined) return { moves: pair };
      const board = b.line.boards[b.k]!.clone();
      for (const m of seq.slice(0, b.ok))
        translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), m.word.text, m.parsed, { line: 1, column: 1 });
      const read = fallbackWords(seq[b.ok]!.word, board, ctx, b.ok === 0 && sequence.ply !== undefined && !sequence.black);
      return read && { moves: [...seq.slice(0, b.ok), ...read.moves, ...seq.slice(b.ok + 1)], read };
    };
    for (let split = best && splitAt(best); split !== undefined;) {
      const again = bestCandidate(list, split.moves);
      if (again === undefined || again.ok <= best!.ok) break;
      if (split.read !== undefined) {
        noteFallback(split.read.kind, seq[best!.ok]!.word);
        if (split.read.kind === 'glued') gluedToPrevious.add(split.read.moves[1]!.word.start);
      }
      seq = split.moves;
      best = again;
      split = splitAt(best);
    }
    const total = seq.length;
    if (best !== undefined && best.ok < seq.length && sequence.ply !== undefined) {
      // `après 28... Fe6` under `28. Fe6`: the number has the wrong colour, the moves fit the other.
      const other = sequence.ply % 2 === 1 ? sequence.ply + 1 : sequence.ply - 1;
      const renumbered = bestCandidate(book.candidates(other), seq);
      if (renumbered !== undefined && renumbered.ok === seq.length) {
        best = renumbered;
        problems.push({
          severity: 'warning',
          code: 'W_MOVE_NUMBER',
          message: `${JSON.stringify(first.word.text)} is numbered ${numberText(sequence.ply)}, but the board has it as ${numberText(other)}`,
          written: first.word.text,
          ...lines.at(first.word.start),
        });
      }
    }
    if (best === undefined) {
      // The board is lost here: no line of the text reaches this move.
      const where =
        sequence.ply !== undefined ? `move ${numberText(sequence.ply)}` : sequence.black ? "a move of Black's" : "a move of White's";
      for (const m of seq)
        unchecked(
          m,
          m === first ? `no board in the text reaches ${where}` : `after ${JSON.stringify(first.word.text)}, which no board checks`,
        );
      onLost?.(at, sequence.ply);
      return undefined;
    }
    if (best.ok === 0 && readsOnlyAsWord(first)) {
      // `12. ce` in French prose: a word that only a lenient reading takes for a move.
      for (const m of seq) mention(m.word);
      onLost?.(at, sequence.ply);
      return undefined;
    }
    const { line, k, ok } = best;
    const ply = line.startPly + k;
    // A word that reads as a move only leniently (`ce` in French prose: c-pawn takes on the
    // e-file) and is not legal there is a word: the sequence ends before it, and what follows is
    // read as words again.
    let rest: SeqMove[] = [];
    if (
      ok > 0 &&
      ok < seq.length &&
      (seq[ok]!.parsed?.form !== undefined || seq[ok]!.notes?.some((n) => n.code === 'W_LOOKALIKE') === true)
    ) {
      rest = seq.slice(ok);
      seq = seq.slice(0, ok);
      if (movelike(rest[0]!.word.text)) onLost?.(rest[0]!.word.start, ply + ok);
    } else if (
      ok > 0 &&
      ok < seq.length &&
      /,\s*$/.test(text.slice(seq[ok - 1]!.word.end, seq[ok]!.word.start)) &&
      listedAfter(line.boards[k]!, seq, ok)
    ) {
      // `1....c5, e6 ou c6`: after a comma, a move not legal where it stands but legal in place of
      // the move before it is listed as another choice there: the sequence ends before it, and
      // the moves listed are mentions (words the board rewrites), no error.
      rest = seq.slice(ok);
      seq = seq.slice(0, ok);
    }
    const board = line.boards[k]!.clone();
    // The new line shares the positions up to where it starts (they are never changed).
    const boards = line.boards.slice(0, k + 1);
    const plies: Array<PlayedSequence['plies'][number]> = [];
    for (let n = 0; n < ok; n++) {
      const iccf = playChecked(board, seq[n]!);
      boards.push(board.clone());
      plies.push({ iccf, glyph: /[!?]+$/.exec(seq[n]!.word.text)?.[0] ?? '', after: boards[boards.length - 1]!, end: seq[n]!.word.end });
    }
    if (ok > 0)
      onSequence?.({
        from: line.boards[k]!,
        plies,
        start: at,
        end: ok < total ? seq[ok - 1]!.word.end : endsAt,
        printedAsGame: !side && layout.printedAsGame(at),
        sideLine: side,
        resumes: resumes !== undefined,
      });
    if (ok < seq.length) {
      const bad = seq[ok]!;
      const t = new MoveTranslator(board.clone(), ctx.input, ctx.output);
      const r = translateMoveText(t, bad.word.text, bad.parsed, lines.at(bad.word.start));
      const where = lines.at(bad.word.start);
      const reason = r.ok ? 'not legal here' : r.error.reason;
      problems.push({
        severity: 'error',
        code: r.ok ? 'ERR_MOVE_ILLEGAL' : r.error.code,
        message: `move ${numberText(ply + ok)} ${bad.word.text}: ${reason}`,
        written: bad.word.text,
        ...where,
      });
      // (a side line of the main game, however printed, is not the game's: its words stay words)
      const sideLine = side || book.sideLineAt({ startPly: line.startPly, boards }, ply, ply + ok);
      onIllegal?.(bad.word.start, !sideLine && layout.printedAsGame(at), ply + ok, sideLine);
      for (let n = ok + 1; n < seq.length; n++) unchecked(seq[n]!, `after the move at ${where.line}:${where.column}, which is not legal`);
      moves++;
      noteLenient(bad);
      const out = seqLetters(bad);
      if (out !== undefined) rewrite(bad.word, out);
    }
    if (ok === 0) {
      onLost?.(at, sequence.ply);
      return undefined;
    }
    const played: Line = { startPly: line.startPly, boards };
    // The main game goes on where a sequence continues it and is printed as books print the
    // game's moves: in bold where the text sets moves in bold, else on a line of its own (a
    // sequence inside a sentence is a line discussed, which later sequences may continue too);
    // or where it is the text's first. A sequence so printed that continues another line (the
    // main game could not take it) makes that line the main game: the text has come back to the
    // game after a diagram of another one, or follows the line it printed. A sequence marked as a
    // side line never moves the main game on.
    // The main game's moves after a variation in brackets go on with it.
    const continues = k === line.boards.length - 1;
    const resumesMain = resumes !== undefined && line === resumes && resumes === book.main;
    if (
      continues &&
      (resumesMain ||
        (book.atTextStart
          ? line === book.main && (sequence.ply !== undefined || sequence.named === true)
          : !side && layout.printedAsGame(at)))
    )
      book.main = played;
    book.remember(played, continues ? line : undefined);
    for (const m of rest) mention(m.word);
    return played;
  }

  /**
   * A game told without move numbers from the main game's first position, starting at `words[at]`:
   * the moves written in it one after the other, each legal for the side to move after the one
   * before, in one paragraph, up to a move number, a bracket or a word that reads as a move and is
   * not the next (words between the moves are words: `白方走e4，黑方应以e5。接着马f3 …`). The board
   * confirms a game where {@link TOLD_RUN} of its moves or more stand in a row (nothing but spaces
   * and punctuation between them): then its moves are played as the game's from move 1, each run
   * in a row as a sequence (the words between stay where they are), with one note W_STYLE; the index
   * of the word after its last move is returned. Otherwise undefined (the words are read as mentions).
   * Moves in pairs, each after a pair marker (see {@link pairRuns}), are read by their markers.
   */
  function toldGame(at: number): number | undefined {
    const first = words[at]!;
    if (!squareLike.test(first.text) && !(descriptiveInput && isDescriptiveToken(first.text))) return undefined;
    const paired = layout.pairMark(first.start) ? pairRuns(at) : undefined;
    const runs = paired ?? toldRuns(at);
    if (runs === undefined) return undefined;
    const startPly = book.main.startPly;
    let ply = startPly;
    for (const run of runs) {
      const lastWord = run[run.length - 1]!.move.word;
      const seq: Sequence = { ply, black: ply % 2 === 0, moves: run.map((r) => r.move), end: run[run.length - 1]!.index + 1 };
      const played = playSequence(seq, run[0]!.move.word.start, false, ply === startPly ? undefined : book.main, lastWord.end);
      lastPlayed = played && { end: seq.end, line: played };
      ply += run.length;
    }
    const moves = ply - startPly;
    const firstMove = runs[0]![0]!.move.word;
    const how = paired === undefined ? 'each legal after the one before' : `a pair after each ${paired.marker}, White's move first`;
    problems.push({
      severity: 'warning',
      code: 'W_STYLE',
      message: `moves written without numbers: ${moves} moves from ${JSON.stringify(firstMove.text)} on, ${how}, read as the game from move 1`,
      written: firstMove.text,
      ...lines.at(firstMove.start),
    });
    scratch = undefined;
    return runs[runs.length - 1]![runs[runs.length - 1]!.length - 1]!.index + 1;
  }

  /** The moves of a game told without numbers from `words[at]` (see {@link toldGame}), in runs of moves in a row; undefined where the board confirms none. */
  function toldRuns(at: number): Array<Array<{ move: SeqMove; index: number }>> | undefined {
    const board = book.main.boards[0]!.clone();
    /** The moves, each with the index of its word, in runs of moves in a row. */
    const runs: Array<Array<{ move: SeqMove; index: number }>> = [];
    let last: ProseWord | undefined;
    for (let k = at; k < words.length; k++) {
      const x = words[k]!;
      if (x.kind !== 'word' || startsSequence(words, k, ctx.input, text)) break;
      if (last !== undefined && paragraphBreak(last.end, x.start)) break;
      if (x.text === '') continue; // (CJK text between two words, or code: not in a row)
      const move = toldReading(x);
      if (move === undefined) continue; // a word of the sentence
      if (!translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), x.text, move.parsed, { line: 1, column: 1 }).ok) break;
      const inRow =
        last !== undefined && /^[\s\p{P}]*$/u.test(text.slice(last.end, x.start)) && !/[()]/.test(text.slice(last.end, x.start));
      if (inRow) runs[runs.length - 1]!.push({ move, index: k });
      else runs.push([{ move, index: k }]);
      last = x;
    }
    return runs.some((r) => r.length >= TOLD_RUN) ? runs : undefined;
  }

  /**
   * A game told in pairs without numbers, each pair after a marker that stands for its number
   * (`#P–K4 P–K4 #Kt–KB3 Kt–QB3`, a flattened `#` list; a bullet a line: `- ה4 ה5. <words>`): the
   * marker fixes the colours, the word right after it is White's move and the next, in a row, Black's;
   * the words after them are the item's words. Each move must be legal for its side after the one
   * before; the game ends at the first marker whose word is none (or Black's move is missing before
   * it), at a number, a bracket or a new paragraph. Undefined where fewer than two pairs are so
   * marked, where a third move stands in a row after a pair (the marker marks no pair), or where
   * every move after the first pair is legal for its side in the first position too (`- e4 e5`,
   * `- d4 d5`: a list of openings may be that; a game has a move that only its moves before make legal).
   */
  function pairRuns(at: number): (Array<Array<{ move: SeqMove; index: number }>> & { marker: string }) | undefined {
    const board = book.main.boards[0]!.clone();
    const runs: Array<Array<{ move: SeqMove; index: number }>> = [];
    const legal = (x: ProseWord, move: SeqMove): boolean =>
      translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), x.text, move.parsed, { line: 1, column: 1 }).ok;
    // (in a pair, any descriptive move: `#Castles P×P`)
    const reading = (x: ProseWord): SeqMove | undefined =>
      toldReading(x) ?? (descriptiveInput && isDescriptiveToken(x.text) ? { word: x, parsed: undefined, letters: x.text } : undefined);
    /** The last move read, while the words after it are in a row with it. */
    let last: ProseWord | undefined;
    for (let k = at; k < words.length; k++) {
      const x = words[k]!;
      if (x.kind !== 'word' || startsSequence(words, k, ctx.input)) break;
      if (k > at && paragraphBreak(words[k - 1]!.end, x.start)) break;
      const inRow = last !== undefined && /^[ \t,;]*$/.test(text.slice(last.end, x.start));
      const move = x.text === '' ? undefined : reading(x);
      if (layout.pairMark(x.start)) {
        if (board.turn !== 'white' || move === undefined || !legal(x, move)) break;
        runs.push([{ move, index: k }]);
        last = x;
      } else if (inRow && runs[runs.length - 1]!.length === 1 && move !== undefined && board.turn === 'black' && legal(x, move)) {
        runs[runs.length - 1]!.push({ move, index: k });
        last = x;
      } else if (inRow && move !== undefined && runs[runs.length - 1]!.length === 2 && /^[ \t]*$/.test(text.slice(last!.end, x.start)))
        return undefined; // (three moves in a row: no pairs)
      else last = undefined;
    }
    const legalFirst = (m: SeqMove, white: boolean): boolean => {
      const b = book.main.boards[0]!.clone();
      if ((b.turn === 'white') !== white) b.playNull();
      return translateMoveText(new MoveTranslator(b, ctx.input, ctx.output), m.word.text, m.parsed, { line: 1, column: 1 }).ok;
    };
    if (runs.length < 2 || runs.slice(1).every((r) => r.every((x, n) => legalFirst(x.move, n === 0)))) return undefined;
    return Object.assign(runs, { marker: text[words[at]!.start - 1] === '#' ? '"#"' : 'bullet' });
  }

  /** A word of a game told without numbers read as a move: in standard notation (as a mention), or English descriptive with a dash or capture mark. */
  function toldReading(w: ProseWord): SeqMove | undefined {
    const m = mentionReading(w);
    if (m !== undefined) return m;
    return descriptiveInput && /[-–—x×]/.test(w.text) && isDescriptiveToken(w.text)
      ? { word: w, parsed: undefined, letters: w.text }
      : undefined;
  }

  /**
   * Whether the opening bracket at `words[at]`, right after `line`, opens no variation: it is not
   * closed in its paragraph, and the move after it is no alternative to the line's last move (as
   * PGN reads a bracket) but goes on with the line (`3.Lb5 :-( a6 4.La4`).
   */
  function opensNothing(line: Line, at: number): boolean {
    // (a bracket closed in its paragraph is an aside or a variation: `2.Sf3 (Sc6 is usual) Sf6`)
    for (let k = at + 1, depth = 0; k < words.length && !paragraphBreak(words[k - 1]!.end, words[k]!.start); k++) {
      const x = words[k]!;
      if (x.kind !== 'bracket') continue;
      if (x.text === '(') depth++;
      else if (depth-- === 0) return false;
    }
    const first = readSequence(words, at, ctx.input, startsAnew, line.startPly + line.boards.length - 1, text).moves[0];
    if (first === undefined || line.boards.length < 2) return false;
    const legalOn = (b: Board): boolean =>
      translateMoveText(new MoveTranslator(b.clone(), ctx.input, ctx.output), first.word.text, first.parsed, { line: 1, column: 1 }).ok;
    return !legalOn(line.boards[line.boards.length - 2]!) && legalOn(line.boards[line.boards.length - 1]!);
  }

  /** The candidate where most moves of `seq` are legal (the first of equals; all of them stops the search). */
  function bestCandidate(list: readonly Candidate[], seq: readonly SeqMove[]): (Candidate & { ok: number }) | undefined {
    let best: (Candidate & { ok: number }) | undefined;
    for (const { line, k } of list) {
      const board = line.boards[k]!.clone();
      let ok = 0;
      for (const m of seq) {
        const t = new MoveTranslator(board, ctx.input, ctx.output);
        if (!translateMoveText(t, m.word.text, m.parsed, { line: 1, column: 1 }).ok) break;
        ok++;
      }
      if (best === undefined || ok > best.ok) best = { line, k, ok };
      if (ok === seq.length) break;
    }
    return best;
  }

  /** Whether `seq[n]` is legal in place of `seq[n - 1]`, played from `from` (a choice listed after it). */
  function listedAfter(from: Board, seq: readonly SeqMove[], n: number): boolean {
    const board = from.clone();
    const play = (m: SeqMove): boolean =>
      translateMoveText(new MoveTranslator(board, ctx.input, ctx.output), m.word.text, m.parsed, { line: 1, column: 1 }).ok;
    for (let j = 0; j < n - 1; j++) if (!play(seq[j]!)) return false;
    return play(seq[n]!);
  }

  /** A sequence's first word that only a lenient reading takes for a move (`ce`: a pawn capture by files). */
  function readsOnlyAsWord(m: SeqMove): boolean {
    return ((m.parsed?.form ?? 0) & (MOVE_FORM.fileCapture | MOVE_FORM.pawnLetter)) !== 0;
  }

  /** A word without a move number: a move only where the board makes it one (see the header). */
  function mention(w: ProseWord): void {
    if (ctx.output.kind !== 'san') return;
    const m = mentionReading(w);
    if (m === undefined) return;
    const { parsed } = m;
    if (parsed === undefined || (parsed.kind === 'piece' && parsed.role === undefined)) return; // squares only: nothing to rewrite
    const current = book.known[0]!;
    const board = current.boards[current.boards.length - 1]!;
    // `nach Sf3 und Lb5`: a move mentioned after another in the same paragraph may follow it; so
    // it is tried there first, and a narrated game without numbers (Chinese `白方走e4，黑方应以c5。
    // 接着马f3 d6`) is followed move by move.
    const after = scratch !== undefined && !paragraphBreak(scratch.offset, w.start) ? scratch.board : undefined;
    const next = (after !== undefined ? playedOn(after, parsed) : undefined) ?? playedOn(board, parsed);
    if (next === undefined && !namesPiece(board, parsed)) return;
    const out = seqLetters(m);
    if (out === undefined) return;
    if (next !== undefined) scratch = { board: next, offset: w.end };
    if (out === w.text) return; // a pawn move or a square: the same in every language
    moves++;
    checked++;
    noteLenient(m);
    rewrite(w, out);
  }

  /**
   * A descriptive move without a number (`White opens with P-K4 and Black answers P-QB4`): a move
   * only where the board makes it one, as {@link mention}: legal after the move mentioned just
   * before it in the paragraph (ranks count from the mover's side, so the side matters), else in
   * the current position for the side to move, else for the other side. Only compact moves with a dash or a
   * capture mark (`P-K4`, `PxP`, `B - Q 2`), never a word alone (`Castles`); written as the board's
   * move, into SAN only (as mentions are). Where another of these positions reads it as another
   * move than the first (`White can play B-B4 or B-Q2`: Black's Bd7 after Bf4, White's Bd2 here), the first is
   * written and a warning W_READING_AMBIGUOUS names the other.
   */
  function mentionDescriptive(w: ProseWord): void {
    if (ctx.output.kind !== 'san' || !/[-–—x×]/.test(w.text)) return;
    const current = book.known[0]!;
    const board = current.boards[current.boards.length - 1]!;
    const after = scratch !== undefined && !paragraphBreak(scratch.offset, w.start) ? scratch.board : undefined;
    const other = board.clone();
    other.playNull();
    const readings: Array<{ text: string; board: Board; where: string }> = [];
    const side = (b: Board): string => (b.turn === 'white' ? "White's" : "Black's");
    const places: Array<[Board, string]> = [[board, `${side(board)} move in the game's position`]];
    if (after !== undefined) places.unshift([after, `${side(after)} move after the move mentioned before it`]);
    const readOn = ([b, where]: [Board, string]): void => {
      const next = b.clone();
      const r = translateMoveText(new MoveTranslator(next, ctx.input, ctx.output), w.text, undefined, lines.at(w.start));
      if (r.ok && !readings.some((x) => x.text === r.value.text)) readings.push({ text: r.value.text, board: next, where });
    };
    // The other side in the game's position last: a reading there is written only where the others fail, and named where they do not.
    places.push([other, `${side(other)} move in the game's position`]);
    places.forEach(readOn);
    const first = readings[0];
    if (first === undefined) return;
    moves++;
    checked++;
    rewrite(w, `${first.text}${/[!?]+$/.exec(w.text)?.[0] ?? ''}`);
    scratch = { board: first.board, offset: w.end };
    if (readings.length > 1) {
      problems.push({
        severity: 'warning',
        code: 'W_READING_AMBIGUOUS',
        message: `${JSON.stringify(w.text)} read as ${first.text} (${first.where}); ${readings
          .slice(1)
          .map((x) => `as ${x.where} it is ${x.text}`)
          .join('; ')}`,
        written: w.text,
        ...lines.at(w.start),
      });
    }
  }

  /**
   * A word without a number read as a move: in standard notation only, or with files in the
   * language's own letters where its locale lists them (Greek `Ιζ3`); no other lenient form.
   */
  function mentionReading(w: ProseWord): SeqMove | undefined {
    const standard = (text: string): ParsedMove | undefined => {
      const r = readMove(text, strictInput);
      return r.ok && r.value.kind !== 'null' && r.value.form === undefined ? r.value : undefined;
    };
    const plain = standard(w.text);
    if (plain !== undefined) return { word: w, parsed: plain, letters: w.text };
    if (strictInput.kind !== 'algebraic' || strictInput.pieces.files === undefined || ctx.input.strict === true) return undefined;
    const alt = normalizeCharacters(w.text, strictInput.pieces);
    if (alt === undefined || alt.notes.some((n) => n.code !== 'W_FILE_LETTERS')) return undefined;
    const parsed = standard(alt.text);
    return parsed === undefined ? undefined : { word: w, parsed, letters: alt.text, notes: alt.notes };
  }

  // One note per rule of translate for words that fail as written (W_STYLE, as translate gives a game read so).
  for (const [kind, w] of fallbacks)
    problems.push({ severity: 'warning', code: 'W_STYLE', message: fallbackStyleMessage(kind), written: w.text, ...lines.at(w.start) });
  replacements.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let p = 0;
  for (const r of replacements) {
    out.push(text.slice(p, r.start), r.text);
    p = r.end;
  }
  out.push(text.slice(p));
  fensBefore(text.length + 1);
  // One note per kind of lenient reading (as W_STYLE is one per game), where it was first seen.
  for (const [code, e] of lenient) {
    const details = [...e.details];
    const list = details.slice(0, 4).join(', ') + (details.length > 4 ? `, … (${details.length} in all)` : '');
    problems.push({
      severity: 'warning',
      code,
      message: `${e.count} ${e.count === 1 ? 'move' : 'moves'} read leniently: ${list}`,
      written: e.first.word.text,
      ...lines.at(e.first.word.start),
    });
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { text: out.join(''), moves, checked, checkpoints, fens: parts.fens.length, problems, replacements };
}
