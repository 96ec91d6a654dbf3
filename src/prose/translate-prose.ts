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
 *   bracket, an ellipsis without a number unless it gives Black's reply where the game waits for it: sentence-marks.ts)
 *   never moves the main game on. A FEN in the text (a code
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
 *   or more in a row, or six or more each ending a clause (`… slično, e5. … uobičajeno, Nf3.`), each
 *   legal after the one before (see told-game.ts); one note W_STYLE says so.
 * - Black's move of the game at the start of a line without its number, where the main game was left at
 *   White's move (`1. e4 <comment>` then `e6` alone; a table cell `e5: <comment> |`; `... Da5` after
 *   `3. Cc3 ...`), goes on with the main game where it is legal there (reply-lines.ts).
 * - A word without a move number is a move only when the board makes it one: it reads as a move
 *   in standard notation and is legal in the current position (for either side), or names a
 *   piece that stands there (`la Tf1`: the rook on f1). Otherwise it is a word (`Da3` as a name,
 *   `e4` as a paper size) and is left alone; but a piece's move with a capture mark, a from-square
 *   or a check mark (`Lxe5`, `Lf1-a6`, `Dh5+`) is a move even so: rewritten by its letters (W_PROSE_UNCHECKED). Into ICCF, UCI or LAN output such words stay as
 *   written (a piece on a square has no move of its own to write). Right before the game's next
 *   numbered move (`24.Te1 a note. Sg5 25.Th4`), such a word is the game's move where it and the
 *   numbered moves after it are legal there (move-before-number.ts).
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
 * which prose/document-games.ts builds into games). This module holds the pass over the words and
 * the brackets; the reading's state is a plain value (reading.ts) that its steps take: playing a
 * sequence (play-sequence.ts), words read by translate's rules (sequence-fallbacks.ts), a game
 * told without numbers (told-game.ts), moves mentioned alone (mentions.ts), writing moves back
 * (rewrites.ts), and the notes given once per kind and the FENs (reading-notes.ts). Over 400 lines
 * because of this header: the how-it-decides rules are told once, here, for the whole reading.
 */
import type { Board } from '../board/board.js';
import { AUTO, languageScripts, type TranslateOptions } from '../translate/context.js';
import { defaultRegistry } from '../locale/default-registry.js';
import { MOVE_FORM } from '../core/types.js';
import { inputNotation } from '../notation/notation.js';
import { readMove } from '../notation/read-move.js';
import { normalizeCharacters } from '../notation/lenient.js';
import { chooseTextLanguage, type TextLanguage } from '../detect/text-language.js';
import type { DetectProblem } from '../detect/choose.js';
import { proseScript } from './prose-script.js';
import { blackReply, namedBySuffix } from './sentence-marks.js';
import type { ReorderedScore } from './column-pairs.js';
import { isDescriptiveToken } from '../notation/descriptive.js';
import type { Line } from './lines.js';
import { mention, mentionDescriptive } from './mentions.js';
import { bestCandidate, playSequence, sequenceEnd } from './play-sequence.js';
import { columnColour, repeatedNumberHolds } from './attach.js';
import { sayStop } from './sequence-stops.js';
import { newReading, paragraphBreak, playsOn, startsAnewIn, type ProseReading, type ReadingOptions, type Replacement } from './reading.js';
import { inEnglishLetters } from './english-letters.js';
import { bareNumberInOtherLetters, otherLetters } from './other-letters.js';
import { playMoveBeforeNumber } from './move-before-number.js';
import { bracketCloses, bracketOpens } from './brackets.js';
import { fallbackNotes, fensBefore, lenientNotes, rowTableNotes } from './reading-notes.js';
import { writtenBack } from './rewrites.js';
import { gluedNumberWords, withFallbacks } from './sequence-fallbacks.js';
import { readSequence, readWord, startsSequence, type Sequence } from './sequences.js';
import { toldGame } from './told-game.js';
import { leadingBracket } from './bare-numbers.js';
import { awaitsReply, gameReplyAt } from './reply-lines.js';
import { decidedReading, newLookAhead, readingReaches } from './look-ahead.js';

/** A problem found in prose: an error or warning, with its stable code and its place in the text. */
export interface ProseProblem {
  readonly severity: 'warning' | 'error';
  /** `ERR_MOVE_ILLEGAL` …, `W_PROSE_UNCHECKED`, `W_PROSE_FEN`, and one note per lenient reading (`W_FILE_LETTERS`, `W_LOOKALIKE` …). */
  readonly code: string;
  readonly message: string;
  /** The move as written, when the problem is about one. */
  readonly written?: string | undefined;
  /**
   * The half-move the problem is about, where the reading knows it though no board played the move (a move not
   * legal, a word where a move is due, a move no board reaches): 1 for White's first, as the text numbers it.
   */
  readonly ply?: number | undefined;
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
  /**
   * With `from: 'auto'`: the locales whose reading was used (`['de', 'da', 'nb', 'sv']`: they read
   * the text alike) and their name as reported (`German (de, da, nb, sv)`). Absent when a language
   * was named, or when none could be chosen (then `problems` holds an ERR_DETECT_* error).
   */
  readonly language?: { readonly codes: readonly string[]; readonly name: string } | undefined;
}

/**
 * The document with every move in it rewritten (see the header). With `from: 'auto'` the text is
 * read in the language whose reading checks the most moves on a board (src/detect/text-language.ts);
 * where none can be chosen, the text is returned unchanged with an ERR_DETECT_* error.
 */
export function translateProse(text: string, options: TranslateOptions): ProseTranslation {
  if (options.from.toLowerCase() === AUTO) return proseInDetectedLanguage(text, options);
  const scripts = languageScripts(options.from, options.registry ?? defaultRegistry());
  const script =
    scripts === undefined
      ? undefined
      : proseScript(text, options, scripts, (prefer) => proseLanguage(text, { ...options, to: 'iccf', prefer }, scripts));
  if (script?.ok === false) return unchanged(text, script.problem);
  const { replacements: _, ...translation } = readProse(text, script === undefined ? options : { ...options, from: script.code });
  if (script?.note === undefined) return translation;
  return { ...translation, problems: [script.note, ...translation.problems] };
}

/** The text as it is, with the error that stopped its reading. */
function unchanged(text: string, problem: DetectProblem): ProseTranslation {
  return {
    text,
    moves: 0,
    checked: 0,
    checkpoints: 0,
    fens: 0,
    problems: [{ severity: 'error', code: problem.code, message: problem.message, line: problem.line, column: problem.column }],
  };
}

function proseInDetectedLanguage(text: string, options: TranslateOptions): ProseTranslation {
  const chosen = proseLanguage(text, options);
  if (chosen.ok) {
    const { replacements: _, errors: _e, warnings: _w, lookalikes: _l, played: _p, ...translation } = chosen.reading;
    return { ...translation, language: { codes: chosen.codes, name: chosen.name } };
  }
  return unchanged(text, chosen.problem);
}

/**
 * The language to read `text` in under `from: 'auto'` (src/detect/text-language.ts), with the
 * text's reading in it; or why none is chosen (ERR_DETECT_AMBIGUOUS, ERR_DETECT_NONE). Each
 * language reads the text into ICCF numeric (every move written anew: the moves compared, the
 * words read leniently counted as a game's detection counts them), and the one chosen reads it
 * again into `options.to` unless that is ICCF.
 */
export function proseLanguage(
  text: string,
  options: TranslateOptions,
  /** The locales to choose among; every registered one by default. */
  locales?: readonly string[],
  /** The text is read for its games (a document `translate` reads: the moves in its code spans too, markdown.ts). */
  games = false,
): TextLanguage<
  ReturnType<typeof readProse> & {
    readonly errors: number;
    readonly warnings: number;
    readonly lookalikes: number;
    readonly played: string;
  }
> {
  const registry = options.registry ?? defaultRegistry();
  const chosen = chooseTextLanguage(text, registry, locales === undefined ? options : { ...options, locales }, (code) => {
    const played: string[] = [];
    const r = readProse(text, { ...options, from: code, to: 'iccf', registry, otherLetters: false, ...(games ? { games } : {}) }, (s) =>
      played.push(`${s.start}:${s.plies.map((p) => p.iccf).join(' ')}`),
    );
    const errors = r.problems.filter((p) => p.severity === 'error').length;
    const input = inputNotation(code, registry, { strict: options.strict });
    const standard = (word: string): boolean => {
      const m = readMove(word, input);
      return m.ok && ((m.value.form ?? 0) & ~STANDARD_FORMS) === 0;
    };
    const lenient = r.replacements.filter((x) => !standard(text.slice(x.start, x.end)));
    // (moves standard once letters of another script are read as their look-alikes: `Cb5` in Russian)
    const alike = (word: string): boolean => {
      if (input.kind !== 'algebraic') return false;
      const n = normalizeCharacters(word, input.pieces);
      return n !== undefined && n.notes.every((x) => x.code === 'W_LOOKALIKE') && standard(n.text);
    };
    const lookalikes = lenient.filter((x) => alike(text.slice(x.start, x.end))).length;
    const notes = lookalikes > 0 ? r.problems.filter((p) => p.code === 'W_LOOKALIKE').length : 0;
    return {
      ...r,
      errors,
      warnings: r.problems.length - errors + lenient.length,
      lookalikes: lookalikes + notes,
      played: played.join('\n'),
    };
  });
  if (!chosen.ok) return chosen;
  // (each language is compared in its own letters; the one chosen reads the text as it reads it when named, a
  // sequence its letters do not read read in another group's: other-letters.ts, as documents under auto are; but no
  // move read in English letters as its own: such a move is another language's under auto, english-letters.ts)
  const again = readProse(text, { ...options, from: chosen.codes[0]!, registry, englishLetters: false });
  return { ...chosen, reading: { ...chosen.reading, ...again } };
}

/** The bits of a move's form that are standard ways of writing it (long algebraic, coordinates). */
const STANDARD_FORMS = MOVE_FORM.long | MOVE_FORM.coordinates;

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
  /** After an ellipsis and no number, not Black's reply of the game (sentence-marks.ts blackReply): a plan the text names, `med ...b5`. */
  readonly plan?: boolean | undefined;
  /** Named in a wiki's section heading (`Main line: 4.c3[edit]`, layout.ts sectionHeading): the section's line. */
  readonly inHeading?: boolean | undefined;
  /** It goes on after a variation in brackets with the line played before the bracket. */
  readonly resumes: boolean;
  /** In quotes (`"5 ...e5"`): moves a sentence names, never the game's (a side line that does not end the game's line). */
  readonly quoted: boolean;
  /** After a word for "if" in its clause (`Wenn 8. Sc3, dann d4!`): a line the text supposes, never the game's (supposed-lines.ts). */
  readonly supposed: boolean;
  /** It starts a sentence and took the game's line over from moves cited in one before it (lines.ts, told): set once played. */
  takesGame?: boolean;
}

/** {@link translateProse} with the rewrites it made (sorted by offset), the sequences played reported to `onSequence`. */
export function readProse(
  text: string,
  options: ReadingOptions,
  onSequence?: (s: PlayedSequence) => void,
  /** Called with a numbered sequence that no board plays (its offset, the half-move its number gives, its moves as read). */
  onLost?: (start: number, ply: number | undefined, moves?: number) => void,
  /**
   * Called with the offset of each move reported not legal, whether its sequence is printed as the
   * game's moves, its half-move, and whether its sequence is a side line of the main game.
   */
  onIllegal?: (offset: number, printedAsGame: boolean, ply: number, sideLine: boolean) => void,
  /** Called with the scores printed in rows after the words for White and Black (colour-rows.ts), before the moves are read. */
  onRowTables?: (tables: readonly ReorderedScore[]) => void,
): ProseTranslation & { readonly replacements: ReadonlyArray<Replacement>; readonly firstNumberPly: number | undefined } {
  // (each reading's calls kept, and made for the reading chosen only: a tie decided by the text after it, look-ahead.ts)
  const r = decidedReading((taken, probe) => {
    const calls: Array<() => void> = [];
    const reading = newReading(
      text,
      options,
      {
        onSequence: onSequence && ((s) => calls.push(() => onSequence(s))),
        onLost: onLost && ((start, ply, moves) => calls.push(() => onLost(start, ply, moves))),
        onIllegal: onIllegal && ((offset, printed, ply, side) => calls.push(() => onIllegal(offset, printed, ply, side))),
      },
      newLookAhead(taken, probe),
    );
    readWords(reading);
    return Object.assign(reading, { calls });
  });
  onRowTables?.(r.rowTables);
  for (const call of r.calls) call();
  rowTableNotes(r);
  fallbackNotes(r);
  const written = writtenBack(text, r.replacements);
  fensBefore(r, text.length + 1);
  lenientNotes(r);
  const { problems, replacements } = r;
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    text: written,
    moves: r.moves,
    checked: r.checked,
    checkpoints: r.checkpoints,
    fens: r.parts.fens.length,
    problems,
    replacements,
    // (the half-move of the text's first move number: a text that starts at a later move has no position before it)
    firstNumberPly: r.words.find((w) => w.kind === 'number')?.ply,
  };
}

/** The pass over the words of the text: sequences of moves, brackets, games told without numbers, moves mentioned alone. */
function readWords(r: ProseReading): void {
  const { words, ctx, text, layout, book, problems, replacements, lines, open } = r;
  const startsAnew = startsAnewIn(r);
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    // (a reading with a tie turned stops at the end of the tie's game where it plays it no better, look-ahead.ts)
    if (!readingReaches(r, w.start)) return;
    fensBefore(r, w.start);
    // Black's move of the game at the start of a line, its number not written (`e6` under `1. e4 <comment>`, reply-lines.ts)
    const reply = gameReplyAt(r, i);
    if (reply !== undefined) {
      r.ctx = reply.ctx ?? ctx;
      const played = playSequence(r, reply.seq, w.start, false, reply.line, sequenceEnd(r, reply.seq));
      sayStop(r, reply.seq);
      if (played !== undefined && played === book.main) r.awaitsReply = awaitsReply(r, reply.seq) ? played : undefined;
      r.ctx = ctx;
      r.lastPlayed = played && { end: reply.seq.end, line: played };
      r.scratch = undefined;
      r.backFrom = undefined;
      i = reply.seq.end;
      continue;
    }
    // (a bare number the named letters read no move after, the moves in another language's: `1 Nf3 Nf6` on an Estonian page)
    const numbered = startsSequence(words, i, ctx.input, text);
    const bareOther = numbered ? undefined : bareNumberInOtherLetters(r, i);
    if (numbered || bareOther !== undefined) {
      // (a number printed again after the first move that is White's again, as the board tells: attach.ts)
      const named = repeatedNumberHolds(
        r,
        i,
        withFallbacks(r, readSequence(words, i, ctx.input, startsAnew, undefined, text)),
        (ply, moves) => bestCandidate(r, book.candidates(ply), moves)?.ok ?? 0,
      );
      // (a sequence the named language does not read, written in another language's letters: read in those, other-letters.ts)
      // (where none does, a move or more in English letters among the named language's: english-letters.ts)
      const other =
        bareOther ??
        otherLetters(r, i, named, {
          mainMayTakeOver: !(w.kind !== 'black' && !layout.sideLine(w.start) && layout.printedAsGame(w.start)),
        }) ??
        inEnglishLetters(r, named, (input) => withFallbacks(r, readSequence(words, i, input, startsAnew, undefined, text)));
      const read = other?.seq ?? named;
      if (other !== undefined) r.ctx = other.ctx;
      // (in two-column text a number may be either colour's: the board tells, attach.ts)
      const seq = columnColour(r, i, read, (ply, moves) => bestCandidate(r, book.candidates(ply), moves)?.ok ?? 0);
      if (seq.repeated !== undefined) r.twoColumns = true;
      // After an opening bracket that follows a line, or a few words into it (`Cc2+? (debió jugar 10 ..Ca6`): an alternative, as in PGN.
      const bracket = leadingBracket(words, i, (k) => words[k]?.kind === 'word' && readWord(words[k]!, ctx.input) !== undefined);
      const inside = bracket !== undefined ? open[open.length - 1] : undefined;
      /** Where the main game takes over from the sequence, the text is read again (see attach.ts). */
      const resume: { at?: number; sideLineEnds?: boolean } = {};
      const played =
        seq.moves.length > 0
          ? playSequence(
              r,
              seq,
              w.start,
              (w.kind === 'black' && !blackReply(r, seq)) || layout.sideLine(w.start) || namedBySuffix(text, seq),
              undefined,
              sequenceEnd(r, seq),
              inside,
              r.backFrom,
              resume,
            )
          : undefined;
      r.backFrom = undefined;
      if (played !== undefined) lookalikeNumberNotes(r, i, resume.at ?? seq.end);
      if (resume.at !== undefined) {
        r.ctx = ctx;
        // (a number only written again, `4.d3 4...Sf6`, ends the side line's sentence: the moves after it are the game's)
        r.lastPlayed = resume.sideLineEnds === true ? undefined : played && { end: resume.at, line: played };
        r.scratch = undefined;
        i = resume.at;
        continue;
      }
      sayStop(r, seq);
      if (played !== undefined && played === book.main) r.awaitsReply = awaitsReply(r, seq) ? played : undefined;
      r.ctx = ctx;
      r.lastPlayed = played && { end: seq.end, line: played };
      r.scratch = undefined;
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
        r.lastPlayed !== undefined && words.slice(r.lastPlayed.end, i).every((x) => x.kind === 'word' && /^[^\p{L}\p{N}\s]+$/u.test(x.text))
          ? r.lastPlayed.line
          : undefined;
      const goOn = (line: Line, why: string | undefined): void => {
        const resumePly = line.startPly + line.boards.length - 1;
        const named = readSequence(words, i, ctx.input, startsAnew, resumePly, text);
        // (the line goes on in another language's letters, `(…) f6 12.Bh4`: as a numbered sequence does, other-letters.ts)
        const other = otherLetters(r, i, named, { resumePly });
        const seq = other?.seq ?? named;
        if (other !== undefined) r.ctx = other.ctx;
        if (why !== undefined && seq.moves.length > 0)
          problems.push({ severity: 'warning', code: 'W_UNMATCHED_BRACKET', message: why, written: w.text, ...lines.at(w.start) });
        const played = seq.moves.length > 0 ? playSequence(r, seq, w.start, false, line, sequenceEnd(r, seq)) : undefined;
        if (seq.moves.length > 0) sayStop(r, seq);
        r.ctx = ctx;
        r.lastPlayed = played && { end: seq.end, line: played };
        r.scratch = undefined;
        r.backFrom = undefined;
        i = seq.end;
      };
      // `3.Lb5 :-( a6 4.La4`: an opening bracket after a line, before moves without a number that are
      // no alternative to the line's last move (as PGN reads `(`) but go on with it, opens no variation.
      if (w.text === '(' && before !== undefined && movesNext && opensNothing(r, before, i)) {
        goOn(before, `"(" opens no variation: the moves after it go on with the line before it; read past it`);
        continue;
      }
      if (w.text === '(') bracketOpens(r, i);
      // `8. Sc3 Le6 (Sxc3 9. bxc3 Df6)`: an opening bracket right after a line, before moves without a number that answer
      // the move before the line's last one (as PGN reads `(`): a variation from there, as a numbered one would be.
      const alternative = w.text === '(' && before !== undefined && movesNext ? alternativeAfterBracket(r, before, i) : undefined;
      if (alternative !== undefined) {
        const other = otherLetters(r, i, alternative, { resumePly: alternative.ply });
        const seq = other?.seq ?? alternative;
        if (other !== undefined) r.ctx = other.ctx;
        const played = seq.moves.length > 0 ? playSequence(r, seq, w.start, true, undefined, sequenceEnd(r, seq), before) : undefined;
        if (seq.moves.length > 0) sayStop(r, seq);
        r.ctx = ctx;
        r.lastPlayed = played && { end: seq.end, line: played };
        r.scratch = undefined;
        i = seq.end;
        continue;
      }
      const closesNothing = w.text === ')' && open.length === 0;
      const closes = w.text === ')' ? bracketCloses(r) : undefined;
      const outer = closes?.before;
      if (outer !== undefined && movesNext) {
        goOn(outer, undefined);
        continue;
      }
      // (after a variation: the line it was an alternative in; words alone in brackets are no variation)
      if (outer !== undefined && closes?.variation === true) r.backFrom = outer;
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
      const numbered = gluedNumberWords(r, w);
      if (numbered !== undefined) {
        words.splice(i, 1, ...numbered);
        continue;
      }
      // A game told without numbers from its first move (`对局：e4 e5 马f3 马c6 象b5 a6`): the game's moves.
      // (or, where the game has moves, pairs after bullets that play them again: toldGame)
      const told = book.atTextStart || r.layout.pairMark(w.start) ? toldGame(r, i) : undefined;
      if (told !== undefined) {
        i = told;
        continue;
      }
      // `24.Te1 Words about it. Sg5 25.Th4`: Black's answer after a note, right before the game's next number (move-before-number.ts).
      const answered = playMoveBeforeNumber(r, i);
      if (answered !== undefined) {
        i = answered;
        continue;
      }
      const before = replacements.length;
      if (r.squareLike.test(w.text)) mention(r, w);
      if (replacements.length === before && r.descriptiveInput && isDescriptiveToken(w.text, r.descriptiveInput)) mentionDescriptive(r, w);
    }
    i++;
  }
  readingReaches(r, Infinity);
}

/**
 * The moves without a number after the opening bracket at `words[at]`, right after `line`, read as an alternative to
 * the line's last move, where the first is legal in its place; else undefined.
 */
function alternativeAfterBracket(r: ProseReading, line: Line, at: number): Sequence | undefined {
  if (line.boards.length < 2) return undefined;
  const seq = readSequence(r.words, at, r.ctx.input, startsAnewIn(r), line.startPly + line.boards.length - 2, r.text);
  const first = seq.moves[0];
  if (first === undefined) return undefined;
  return playsOn(r, line.boards[line.boards.length - 2]!.clone(), first.word.text, first.parsed) ? seq : undefined;
}

/**
 * Whether the opening bracket at `words[at]`, right after `line`, opens no variation: it is not
 * closed in its paragraph, and the move after it is no alternative to the line's last move (as
 * PGN reads a bracket) but goes on with the line (`3.Lb5 :-( a6 4.La4`).
 */
function opensNothing(r: ProseReading, line: Line, at: number): boolean {
  const { words, ctx, text } = r;
  // (a bracket closed in its paragraph is an aside or a variation: `2.Sf3 (Sc6 is usual) Sf6`)
  for (let k = at + 1, depth = 0; k < words.length && !paragraphBreak(r, words[k - 1]!.end, words[k]!.start); k++) {
    const x = words[k]!;
    if (x.kind !== 'bracket') continue;
    if (x.text === '(') depth++;
    else if (depth-- === 0) return false;
  }
  const first = readSequence(words, at, ctx.input, startsAnewIn(r), line.startPly + line.boards.length - 1, text).moves[0];
  if (first === undefined || line.boards.length < 2) return false;
  const legalOn = (b: Board): boolean => playsOn(r, b.clone(), first.word.text, first.parsed);
  return !legalOn(line.boards[line.boards.length - 2]!) && legalOn(line.boards[line.boards.length - 1]!);
}

/**
 * A W_LOOKALIKE note at each move number between the words `from` and `to` printed or scanned with letters for the
 * digit 1 (`I.` read as 1., `II.` as 11.: words.ts), once the board has played the sequence it numbers.
 */
function lookalikeNumberNotes(r: ProseReading, from: number, to: number): void {
  for (const w of r.words.slice(from, to)) {
    if (w.kind !== 'number' || w.lookalike !== true) continue;
    const at = r.lines.at(w.start);
    if (r.problems.some((p) => p.code === 'W_LOOKALIKE' && p.line === at.line && p.column === at.column)) continue;
    const value = (w.ply + 1) / 2;
    r.problems.push({
      severity: 'warning',
      code: 'W_LOOKALIKE',
      message: `move number "${w.text}" read as ${value}. (the digit 1 printed or scanned as the letter I or l)`,
      written: w.text,
      ply: w.ply,
      ...at,
    });
  }
}
