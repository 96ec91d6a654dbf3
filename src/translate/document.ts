/**
 * `translate` on a document (an article, a book page, a wiki page with a game in it): the games
 * the prose reading finds (prose/document-games.ts), translated and written as PGN games.
 *
 * A text is read as a document ({@link documentTranslation}) where it has no tag pair (a PGN file
 * has them), is at most 1 MiB, the PGN reading cuts it into 32 pieces at most and falls short on
 * it (fails a game, repairs one, reads text alone as a game, reads moves cited in a sentence
 * as a game of their own: the opening of another game, or takes a move of a side line in its words
 * for the game's: {@link hidesSideLine}), and the document reading reads
 * every game it finds ({@link preferDocument}). A game the PGN reading reads, with or without a few
 * words among its moves, is read as PGN as before. A move that is not legal where a sentence has
 * it (not printed as the game's moves) or in a side line of the game (however printed) is words
 * with a warning (W_PROSE_UNCHECKED): the sentence may speak of another game; the game's own move
 * printed as such fails the document reading.
 * Where the PGN reading fails a tagless text on its words or brackets alone, the text is not failed
 * whole: an excerpt cut inside comments is read as PGN with those comments closed (excerpt-braces.ts),
 * else the document reading's games are written wherever it finds any and keeps every game the PGN
 * reading translated. In a document a bracket that matches nothing is text (W_UNMATCHED_BRACKET).
 * A text with tag pairs is PGN, read as PGN; but PGN quoted in an article (words before its tag pairs) that ends
 * inside variations and a comment is read with them closed where it ends (excerpt-braces.ts, cutExcerpt); one quoted in
 * fragments, a board viewer's (words between them, each fragment after the first from a FEN tag of the position the one
 * before reached), is read as one game (excerpt-fragments.ts, joinedFragments).
 */
import {
  IllegalMoveError,
  AmbiguousMoveError,
  MoveSyntaxError,
  PromotionError,
  MOVE_WARNING_CODES,
  placeOfPly,
  type MoveError,
  type MovePlace,
  type MovePosition,
  type MoveWarning,
  type MoveWarningCode,
} from '../core/move-errors.js';
import { mainLineItems } from '../pgn/main-line-items.js';
import { startsWithMentionEnding } from '../notation/mention-endings.js';
import { gameFromText } from '../pgn/read-games.js';
import { LineCounter } from '../pgn/line-counter.js';
import { documentGames } from '../prose/document-games.js';
import { movesAfterNumberedWord, movesAfterResignation } from '../prose/resignation.js';
import {
  conditionalWordsOf,
  insteadAfterWordsOf,
  insteadWordsOf,
  movesAfterSupposition,
  movesBeforeInsteadWord,
} from '../prose/supposed-lines.js';
import { unmatchedBrackets, unmatchedMessage } from '../prose/brackets.js';
import { KEPT_IN_COMMENT, stopWordAt } from '../prose/lost-moves.js';
import { lineStarts } from '../prose/text-positions.js';
import type { ProseProblem } from '../prose/translate-prose.js';
import { AUTO, languageScripts, translationContext, type TranslateOptions } from './context.js';
import { proseScript } from '../prose/prose-script.js';
import { defaultRegistry } from '../locale/default-registry.js';
import { proseLanguage } from '../prose/translate-prose.js';
import type { ReadingOptions } from '../prose/reading.js';
import type { DetectProblem } from '../detect/choose.js';
import { formatGameFailure, formatGameWarning } from './report.js';
import { translateGameText, translateOneGame, type GameOutcome } from './translate-pgn.js';
import { splitGames } from '../pgn/split-games.js';
import { withoutDiagramBrackets } from '../pgn/font-diagram.js';
import { cutExcerpt, cutGame, excerptBraces, excerptBrackets, readExcerpt } from './excerpt-braces.js';
import { joinedFragments } from './excerpt-fragments.js';
import type { TranslationContext } from './context.js';

/** A tag pair at the start of a line: the text is PGN. */
const TAG_PAIR = /(?:^|\n)[ \t]*\[[A-Za-z0-9_]+[ \t]+["“„«]/;

/** A comment before the game's first move holding a numbered move (`{… 6.Bg5、6.Be2 …} 1. e4`): moves cited before any board. */
const NUMBERED_MOVE_IN_COMMENT = /^\{[^}]*(?<![\d.])\d{1,3}(?:\.(?:[ \t]\.){2,3}|\.{1,3}|…) ?\S{0,3}[a-h][1-8][^}]*\}/u;

/** Documents are read whole: longer texts are read as PGN only. */
export const MAX_DOCUMENT_CHARS = 1 << 20;
/** A text the PGN reading cuts into more pieces than this is a collection of games, read as PGN only. */
const MAX_DOCUMENT_GAMES = 32;

/**
 * Whether `text` may be a document at all (no tag pair, not too long). Under `--from auto` its
 * language is the one whose prose reading checks the most moves ({@link documentLanguage}).
 */
export function mayBeDocument(text: string, _options?: Pick<TranslateOptions, 'from'>): boolean {
  return text.length <= MAX_DOCUMENT_CHARS && !TAG_PAIR.test(text);
}

/**
 * The options to read a document in: as given where `from` names a language; under `auto`, `from`
 * set to the language whose prose reading checks the most moves (prose/translate-prose.ts
 * proseLanguage, one rule with `prose --from auto`), or the problem when none is chosen.
 */
export function documentLanguage(
  text: string,
  options: TranslateOptions,
):
  | { readonly ok: true; readonly options: TranslateOptions; readonly note?: ProseProblem | undefined }
  | { readonly ok: false; readonly problem: DetectProblem } {
  if (options.from.toLowerCase() !== AUTO) {
    // (`sr`: the document's prose read in the script its moves are written in, as `prose --from sr` reads it)
    const scripts = languageScripts(options.from, options.registry ?? defaultRegistry());
    if (scripts === undefined) return { ok: true, options };
    const script = proseScript(text, options, scripts, (prefer) => proseLanguage(text, { ...options, to: 'iccf', prefer }, scripts, true));
    return script.ok ? { ok: true, options: { ...options, from: script.code }, note: script.note } : script;
  }
  const chosen = proseLanguage(text, options, undefined, true);
  // (languages are compared each in its own letters; the one chosen reads the document as it reads it when named,
  // a sequence its letters do not read read in another group's, other-letters.ts: `--from auto` and `--from L` agree;
  // but a move in English letters is another language's there, as a game's detection reports it: english-letters.ts)
  if (!chosen.ok) return { ok: false, problem: chosen.problem };
  const read: ReadingOptions = { ...options, from: chosen.codes[0]!, englishLetters: false };
  return { ok: true, options: read };
}

/**
 * The outcomes of a whole text read as a document, when it may be one and that reading is the
 * better one ({@link preferDocument}); else undefined (the text is read as PGN). `ctx` is the
 * translation's context for the PGN reading (made from `options`).
 */
export function documentTranslation(
  text: string,
  file: string,
  options: TranslateOptions,
  ctx: TranslationContext,
): GameOutcome[] | undefined {
  if (!mayBeDocument(text, options)) {
    if (text.length > MAX_DOCUMENT_CHARS) return undefined;
    // (the brackets left open at the text's end, scanned once for both readings of a text cut off)
    const brackets = excerptBrackets(text);
    return (
      cutExcerpt(text, brackets, file, ctx, MAX_DOCUMENT_GAMES) ??
      cutGame(text, brackets, file, ctx) ??
      joinedFragments(text, file, ctx, MAX_DOCUMENT_GAMES)
    );
  }
  const texts = splitGames(text);
  // (a file of many games is a game collection, not a document)
  if (texts.length > MAX_DOCUMENT_GAMES) return undefined;
  const pgn: GameOutcome[] = [];
  for (const t of texts) if (!t.continued) pgn.push(translateGameText(t, file, pgn.length + 1, ctx));
  const pgnSyntaxOnly = pgn.some((o) => o.failure !== undefined) && pgn.every((o) => o.failure === undefined || o.failure.kind === 'pgn');
  // An excerpt cut inside comments (a `}` that closes none before any `{`, a `{` never closed): read as
  // PGN with those comments closed where the excerpt cut them, where every game then reads from move 1.
  const cut = pgnSyntaxOnly ? excerptBraces(text) : undefined;
  if (cut !== undefined) {
    const excerpt = readExcerpt(text, cut, file, ctx);
    if (excerpt.length > 0 && excerpt.every((o) => o.failure === undefined && o.moves > 0 && startsAtMoveOne(o.text))) return excerpt;
  }
  // (the document is read only where the PGN reading falls short: a game it reads costs no more)
  // (in a document a `;` is punctuation: read as PGN's rest-of-line comment it hides the moves after it)
  // (only where it read words among the moves, W_TEXT_AS_COMMENT: a `;` comment in movetext alone stays PGN's)
  /** Whether a game the PGN reading read with words among its moves kept as a comment (W_TEXT_AS_COMMENT) is so. */
  const wordsKept = (is: (game: string) => boolean): boolean =>
    pgn.some((o) => o.failure === undefined && o.warnings.some((w) => w.code === 'W_TEXT_AS_COMMENT') && is(o.text));
  const semicolons = wordsKept(hasRestOfLineComment);
  // (words before the game's first move that the PGN reading kept as a comment, W_TEXT_AS_COMMENT, citing numbered
  // moves: `如6.Bg5、6.Be2和6.Be3。` then `1.e4c5`; a comment is not translated, the document reading rewrites them)
  const citedInWords = wordsKept((game) => NUMBERED_MOVE_IN_COMMENT.test(game));
  // (a comment of words among the moves that hides a side line: `1... e5 {ou com 1....c5, … jogaram 1...e6.}`)
  const sideLines = wordsKept(hidesSideLine);
  // (a comment of words telling a resignation, `{and White resigned. After}`, with moves after it: the analysis read as the game's)
  const resignWords = ctx.input.kind === 'algebraic' ? (ctx.input.pieces.resignWords ?? []) : [];
  // (or by a word in the place of the next move, `{17.uppg. Jodå,} 17. h3`, an abbreviation no locale lists)
  const resigned = wordsKept((game) => movesAfterResignation(game, resignWords) || movesAfterNumberedWord(game));
  // (a comment of words ending in a word for "if", `{… Wenn} 5. d4 exd4`, with moves after it: a supposed line read as the game's)
  // (or in a word for "instead of", `{… instead of} 5. Ng5`, or has a postposition for it after a move, `5. Nf3 {helyett}`:
  // a move named in place of the one played)
  const conditionalWords = conditionalWordsOf(ctx.input);
  const insteadWords = insteadWordsOf(ctx.input);
  const insteadAfterWords = insteadAfterWordsOf(ctx.input);
  const supposed = wordsKept(
    (game) => movesAfterSupposition(game, conditionalWords, insteadWords) || movesBeforeInsteadWord(game, insteadAfterWords),
  );
  // (a comment right after a move that starts with a case ending naming it, `3... Bc5 {'ten sonra …}`: a move the sentence
  // names, read as the game's; sentence-marks.ts namedByCaseEnding)
  const namedByEnding = wordsKept((game) => movesNamedByEnding(game, ctx.input));
  // (after a misprinted number, W_MOVE_NUMBER, a comment of words holding the game's next numbered move: `9.b4 d6 {… 7.bxc5 dxc5}`)
  const hiddenNext = pgn.some(
    (o) =>
      o.failure === undefined &&
      o.warnings.some((w) => w.code === 'W_TEXT_AS_COMMENT') &&
      o.warnings.some((w) => w.code === 'W_MOVE_NUMBER') &&
      hidesNextMove(o.text),
  );
  if (
    !pgnFallsShort(pgn) &&
    !citedAsGame(pgn) &&
    !semicolons &&
    !citedInWords &&
    !sideLines &&
    !resigned &&
    !supposed &&
    !hiddenNext &&
    !namedByEnding
  )
    return undefined;
  const language = documentLanguage(text, { ...options, registry: ctx.registry });
  // (no move any language reads is checked: the PGN reading's own outcomes stand; two languages read
  // different moves alike well: the document fails, with both, as a game does under --from auto)
  if (!language.ok) return language.problem.code === 'ERR_DETECT_AMBIGUOUS' ? [undecided(pgn, text, language.problem)] : undefined;
  const read = translateDocument(text, file, language.options);
  // (`--from sr` on a document in Latin letters: its first game says which script was read, as a game would)
  const doc = language.note === undefined || read.length === 0 ? read : withNote(read, warningOf(language.note));
  // (where such a side line was taken for the game's moves, the two readings' games differ: the
  // document reading places it by the moves printed as the game's; where they agree, the PGN reading stays)
  const otherGame =
    (sideLines || resigned || supposed || hiddenNext || namedByEnding) &&
    doc.length === pgn.length &&
    doc.some((o, i) => mainLine(o.text) !== mainLine(pgn[i]!.text));
  // (or where they agree and the document reading says the side line hidden in a comment ties with the game: never a silent choice)
  const tie = sideLines && doc.some((o) => o.warnings.some((w) => w.code === 'W_READING_AMBIGUOUS'));
  if (preferDocument(pgn, doc, semicolons || citedInWords || otherGame || tie)) return doc;
  // Where the PGN reading stumbles on the page's words or brackets (`[Bearbeiten]` taken for a tag, a `(`
  // never closed) the text is a document: its games as the document reading has them, where it finds
  // any, though one fails on a move of the game (the move is what to report) or stops short of moves
  // the text has (said where: W_MOVES_IN_COMMENT), and it has every game the PGN reading read (none lost in
  // its words).
  if (pgnSyntaxOnly && doc.length > 0 && keepsGames(pgn, doc)) return doc;
  // Where both readings fail moves: the document reading, where each game it fails the PGN reading fails at the same move,
  // it translates more games, and it keeps every game the PGN reading translated (a heading's words, `Notable Games`, failed
  // the PGN reading's first game, a game the document reading translates; both fail the next game at its wrong move).
  if (doc.incomplete !== true && failsLess(pgn, doc) && keepsGames(pgn, doc)) return doc;
  // Where the PGN reading fails a move and the document reading fails one too, or stops short of moves the text has (said
  // where: W_MOVES_IN_COMMENT), further on in the game (a text of one game), what is reported is the document reading's: it
  // read the game past the PGN reading's failure (`na primer, 3. Sc3, 3. Sf3.` cited in a sentence fails the PGN reading; the document reading
  // reads it as words and goes on to where the text is damaged).
  // (a document reading that stops short fails there, the text written as it was: the text is not read as a shorter game)
  if (!readsFurther(pgn, doc) || !keepsGames(pgn, doc)) return undefined;
  return doc.some((o) => o.failure !== undefined) ? doc : stoppedShort(doc, text);
}

/**
 * The document reading's game that stops short of moves the text has (W_MOVES_IN_COMMENT), as a failure where it stops,
 * the text written through (a text of one game, see readsFurther); undefined where it did not stop short.
 */
function stoppedShort(doc: readonly GameOutcome[], text: string): GameOutcome[] | undefined {
  const o = doc[0]!;
  const stop = o.warnings.find((w) => w.code === 'W_MOVES_IN_COMMENT');
  if (stop === undefined) return undefined;
  // (the word where the game stops, read from the text at the warning's line and column, as the warning names it)
  const word = stopWordAt(text, lineStarts(text)[stop.position.line - 1]! + stop.position.column - 1);
  const message = stop.message.endsWith(KEPT_IN_COMMENT) ? stop.message.slice(0, -KEPT_IN_COMMENT.length) : stop.message;
  const failure = { kind: 'move' as const, error: new MoveSyntaxError({ ...stop.position, token: word }, message) };
  const warnings = o.warnings.filter((w) => w !== stop);
  return [
    {
      ...o,
      text: text.endsWith('\n') ? text : `${text}\n`,
      failure,
      message: formatGameFailure(o.game, failure),
      moves: 0,
      warnings,
      warningMessages: warnings.map((w) => formatGameWarning(o.game, w)),
    },
  ];
}

/**
 * The PGN reading failed a move of the text's one game, and the document reading read the game past that
 * failure: its first failure of a move is at a later half-move, or else, where it stopped short of moves the text has
 * (W_MOVES_IN_COMMENT), its game had played the half-move the PGN reading failed on.
 */
function readsFurther(pgn: readonly GameOutcome[], doc: readonly GameOutcome[]): boolean {
  // (one game in the text, each reading's: their half-moves are of one game)
  if (pgn.length !== 1 || doc.length !== 1) return false;
  const first = pgn[0]!.failure;
  if (first?.kind !== 'move') return false;
  const ply = first.error.position.ply;
  const docFailure = doc[0]!.failure;
  if (docFailure !== undefined) return docFailure.kind === 'move' && docFailure.error.position.ply > ply;
  const stopped = doc.find((o) => o.warnings.some((w) => w.code === 'W_MOVES_IN_COMMENT'));
  // (the half-moves its game played: its main line from White's first move, a FEN's game left as it is)
  return stopped !== undefined && !/\[FEN /.test(stopped.text) && mainLine(stopped.text).split(' ').length >= ply;
}

/** The outcomes with `note` first among the first game's warnings. */
function withNote(doc: GameOutcome[] & { incomplete?: boolean }, note: MoveWarning): GameOutcome[] & { incomplete?: boolean } {
  const first = doc[0]!;
  const warnings = [note, ...first.warnings];
  const out: GameOutcome[] & { incomplete?: boolean } = [
    { ...first, warnings, warningMessages: warnings.map((w) => formatGameWarning(first.game, w)) },
    ...doc.slice(1),
  ];
  if (doc.incomplete === true) out.incomplete = true;
  return out;
}

/** The whole text written through, failed: two languages read different moves in it alike well. */
function undecided(pgn: readonly GameOutcome[], text: string, problem: DetectProblem): GameOutcome {
  const game = pgn[0]!.game;
  const failure = { kind: 'detect' as const, problem };
  const written = text.endsWith('\n') ? text : `${text}\n`;
  return { game, text: written, failure, message: formatGameFailure(game, failure), moves: 0, warnings: [], warningMessages: [] };
}

/** The games of a document, translated (see the header); empty when the text plays no moves. */
export function translateDocument(text: string, file: string, options: TranslateOptions): GameOutcome[] & { incomplete?: boolean } {
  const reading = documentGames(text, { ...options, repair: false });
  const ctx = translationContext({ ...options, from: 'iccf', repair: false, annotate: false });
  const lines = new LineCounter(text, 1, 1);
  const owner = (offset: number): number => {
    let k = 0;
    while (k + 1 < reading.games.length && reading.games[k + 1]!.start <= offset) k++;
    return k;
  };
  /** Each game's problems, with the move each is about where one was played there. */
  const problems = reading.games.map(() => [] as Array<{ readonly problem: ProseProblem; readonly place?: MovePlace | undefined }>);
  reading.problems.forEach((p, i) => {
    if (reading.games.length === 0) return;
    const offset = reading.problemOffsets[i]!;
    // A move not legal in a sentence (another game, a position not shown) is words, with a warning.
    const words = p.severity === 'error' && reading.illegalInSentence.has(offset);
    const kept: ProseProblem = words ? { ...p, severity: 'warning', code: 'W_PROSE_UNCHECKED', message: `${p.message}; kept as words` } : p;
    // (moves in another language's letters: one note per game, prose/other-letters.ts)
    if (p.code === 'W_OTHER_LANGUAGE' && problems[owner(offset)]!.some((q) => q.problem.code === p.code)) return;
    // (the move the problem is about ends where its written word does: the offset is where the word starts)
    const place = reading.movesEndingAt.get(p.written !== undefined ? offset + p.written.length : offset);
    problems[owner(offset)]!.push({ problem: kept, place });
  });
  // A bracket that matches nothing is text in a document: said where it stands (once: the prose reading may have said it).
  const said = new Set(reading.problemOffsets.filter((_, i) => reading.problems[i]!.code === 'W_UNMATCHED_BRACKET'));
  if (reading.games.length > 0)
    for (const b of unmatchedBrackets(withoutDiagramBrackets(text))) {
      if (said.has(b.offset)) continue;
      const at = lines.at(b.offset);
      problems[owner(b.offset)]!.push({
        problem: {
          severity: 'warning',
          code: 'W_UNMATCHED_BRACKET',
          message: unmatchedMessage(b, reading.variationsOpenToEnd.includes(b.offset)),
          written: b.bracket,
          line: at.line,
          column: at.column,
        },
      });
    }
  const out: GameOutcome[] & { incomplete?: boolean } = reading.games.map((g, i) => {
    const at = lines.at(g.start);
    const game = gameFromText({ text: g.pgn, line: at.line, column: at.column, truncated: false }, file, i + 1, ctx.input);
    const outcome = translateOneGame(game, ctx);
    const own = problems[i]!;
    const error = own.find((p) => p.problem.severity === 'error');
    const warnings: MoveWarning[] = own
      .filter((p) => p.problem.severity === 'warning' && p.problem.code in MOVE_WARNING_CODES)
      .map((p) => warningOf(p.problem, p.place));
    if (error !== undefined) {
      const failure = { kind: 'move' as const, error: moveErrorOf(error.problem, error.place) };
      // (a game that fails is written as it was: its part of the document, words included)
      const from = i === 0 ? 0 : reading.games[i - 1]!.end;
      const to = i === reading.games.length - 1 ? text.length : g.end;
      const raw = text.slice(from, to).replace(/^(?:[ \t]*\r?\n)+/, '');
      const written = raw.endsWith('\n') ? raw : `${raw}\n`;
      return {
        ...outcome,
        text: written,
        failure,
        message: formatGameFailure(game, failure),
        moves: 0,
        warnings,
        warningMessages: warnings.map((w) => formatGameWarning(game, w)),
      };
    }
    const all = [...warnings, ...outcome.warnings];
    return { ...outcome, warnings: all, warningMessages: all.map((w) => formatGameWarning(game, w)) };
  });
  if (reading.games.some((g) => g.lostAt !== undefined)) out.incomplete = true;
  return out;
}

/**
 * Whether the document reading is the better one: it read every game (none failed, none stopped
 * short of numbered moves the text has after it: DocumentGame.lostAt), and the PGN reading failed
 * a game, repaired one (words read as moves: the document reading never does), or read text alone
 * as a game. Where the PGN reading reads every game as written, it stays (it keeps the layout,
 * and a move among words in a line of moves is played there: `2. Cf3 Cc6 e agora Bc4!`).
 */
export function preferDocument(
  pgn: readonly GameOutcome[],
  doc: readonly GameOutcome[] & { incomplete?: boolean },
  /**
   * The PGN reading hid moves in a comment: a `;` taken for a rest-of-line comment
   * ({@link hasRestOfLineComment}), words citing numbered moves before the game, or words among the
   * moves holding a side line ({@link hidesSideLine}) where the two readings' games differ (the PGN
   * reading took a move of the side line for the game's).
   */
  semicolons = false,
): boolean {
  if (doc.length === 0 || doc.incomplete === true || doc.some((o) => o.failure !== undefined)) return false;
  return semicolons || pgnFallsShort(pgn) || (citedAsGame(pgn) && doc.length < pgn.length);
}

/** A move number or a square: what a rest-of-line comment must hold to hide moves. */
const HIDDEN_MOVE = /\d+\s*\.|[a-h][1-8]/;

/**
 * Whether a game as the PGN reading wrote it has a `;` outside a `{…}` comment after its first move number: a `;` of the
 * text taken for a rest-of-line comment (`4. ... , Cxb4 ; 5. c3! , Cc6 ; 6. d4!`; a `;` the PGN reading reads as a
 * separator, `1. P-K4, P-K4; 2. …`, is not written). In a document it is punctuation between moves or clauses, and the
 * moves after it would be lost in the comment (which other readers cannot read after a brace comment).
 */
export function hasRestOfLineComment(game: string): boolean {
  let inBrace = false;
  let moves = false;
  for (let i = 0; i < game.length; i++) {
    const c = game[i];
    if (inBrace) inBrace = c !== '}';
    else if (c === '{') inBrace = true;
    else if (c === ';' && moves) {
      // (only a comment that hides moves: `; 5. c3! , Cc6 ; 6. d4!`; an empty one, `2. Nf3 ;` as a row's end, hides nothing)
      const end = game.indexOf('\n', i);
      if (HIDDEN_MOVE.test(game.slice(i + 1, end < 0 ? game.length : end))) return true;
      i = end < 0 ? game.length : end;
    } else if (!moves && /\d/.test(c!) && /^\d+\s*\./.test(game.slice(i, i + 6)) && (i === 0 || /\s/.test(game[i - 1]!))) moves = true;
  }
  return false;
}

/**
 * A move number and a move with a square after it, in words (`1....c5`, `7.d3`, `12... Dd8`, `4. ... Ce7`, a comma after
 * the ellipsis as some books print Black's move: `4…, Axb4`, `4. ... , Fxb4`; not `2. Bundesliga`).
 */
const NUMBERED_MOVE =
  /(?<![\p{L}\p{N}])(\d{1,3})(\.{3,4}|…|\.[ \t]?(?:\.{3}|…)|\.(?:[ \t]\.){2,3}|\.)(?:(?<=…|\.{3})[ \t]?,)?[ \t]?(?=(?![\d.])\S{0,5}?[a-h][1-8])/gu;

/**
 * Whether a game as the PGN reading wrote it has, in a comment of its main line, a numbered move
 * at a half-move the game had already reached there (`1. e4 … 1... e5 {ou com 1....c5, e6 ou c6
 * … jogaram 1...e6.}`): words among the moves that hold a side line, or the game's own move where
 * the PGN reading took a side line's for it. The document reading, which plays side lines as
 * variations where their numbers branch off, reads such commentary.
 */
export function hidesSideLine(game: string): boolean {
  return numberedMoveInComment(game, (ply, plies) => ply <= plies);
}

/**
 * Whether a game as the PGN reading wrote it has, in a comment of its main line, a numbered move at the
 * half-move the game goes on with there (`9.b4 d6 {Tah 9.b4 se hraje. 7.bxc5 dxc5} 8.Sxc6+`, where `9.` was a
 * misprint for `6.`): the game's own moves hidden in words, where the numbers written after a misprint no longer
 * follow the board (W_MOVE_NUMBER; the caller asks for it).
 */
export function hidesNextMove(game: string): boolean {
  return numberedMoveInComment(game, (ply, plies) => ply === plies + 1);
}

/** Whether a comment of the game's main line holds a numbered move whose half-move `at` accepts, where the game had played `plies`. */
function numberedMoveInComment(game: string, at: (ply: number, plies: number) => boolean): boolean {
  let plies = 0;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) {
      for (const n of item.comment.matchAll(NUMBERED_MOVE)) if (at(2 * Number(n[1]) - (n[2] === '.' ? 1 : 0), plies)) return true;
    } else if (!/^\d+\.+$|^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$|^\[|"\]$/.test(item.token)) plies++;
  }
  return false;
}

/**
 * Whether a game as the PGN reading wrote it has, outside its variations, a move with a comment right after it that starts
 * with a case ending the language names moves with (locale `mentionSuffixes`, joined with one of its `caseSuffixMarks`:
 * `3... Bc5 {'ten sonra …}`, Turkish "after 3...Bc5"): a move the sentence names, read as the game's.
 */
export function movesNamedByEnding(game: string, input: TranslationContext['input']): boolean {
  if (input.kind !== 'algebraic' || input.pieces.mentionSuffixes === undefined) return false;
  let afterMove = false;
  for (const item of mainLineItems(game)) {
    if ('comment' in item) {
      if (afterMove && startsWithMentionEnding(item.comment.trimStart(), input.pieces)) return true;
      afterMove = false;
    } else afterMove = !/^\d+\.+$|^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(item.token);
  }
  return false;
}

/**
 * A game of the PGN reading is the opening of another (`The Scandinavian begins 1.e4 d5. After
 * 2.exd5 Qxd5 …` before the game itself): moves cited in a sentence read as a game of their own. Or it is another
 * game's moves printed again (a wiki's infobox `Moves1.e4 e5 2.Nf3 Nc6 3.Bb5`, then the same moves as rows).
 */
function citedAsGame(pgn: readonly GameOutcome[]): boolean {
  if (pgn.length < 2) return false;
  const lines = pgn.map((o) => (o.failure === undefined ? mainLine(o.text) : ''));
  return lines.some((a, i) => a !== '' && lines.some((b, j) => j !== i && (b === a || b.startsWith(`${a} `))));
}

/** The moves of a game's main line in its PGN text (comments, variations, numbers and result left out). */
function mainLine(pgn: string): string {
  let t = pgn.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/\([^()]*\)/g, ' ');
  }
  return t
    .split(/\s+/)
    .filter((w) => w !== '' && !/^\[|"\]$|^\d+\.+$|^\$\d+$|^(?:1-0|0-1|1\/2-1\/2|\*)$/.test(w))
    .join(' ');
}

/** Every game the PGN reading translated is a game of the document reading too (its main line, or the start of one). */
function keepsGames(pgn: readonly GameOutcome[], doc: readonly GameOutcome[]): boolean {
  const lines = doc.filter((o) => o.failure === undefined).map((o) => `${mainLine(o.text)} `);
  return pgn.every((o) => o.failure !== undefined || o.moves === 0 || lines.some((l) => l.startsWith(`${mainLine(o.text)} `)));
}

/** Where a move failure stands (`line:column`), else undefined. */
function failedMoveAt(o: GameOutcome): string | undefined {
  return o.failure?.kind === 'move' ? `${o.failure.error.position.line}:${o.failure.error.position.column}` : undefined;
}

/**
 * Whether the document reading translates more games than the PGN reading, each game it fails failing at a move where the
 * PGN reading fails one too (the same line and column): the same wrong move reported, and no new failure.
 */
function failsLess(pgn: readonly GameOutcome[], doc: readonly GameOutcome[]): boolean {
  const translated = (outcomes: readonly GameOutcome[]): number => outcomes.filter((o) => o.failure === undefined && o.moves > 0).length;
  const pgnAt = new Set(pgn.map(failedMoveAt));
  return (
    doc.some((o) => o.failure !== undefined) &&
    doc.every((o) => o.failure === undefined || (failedMoveAt(o) !== undefined && pgnAt.has(failedMoveAt(o)))) &&
    translated(doc) > translated(pgn)
  );
}

/** A game as written whose first move, comments left out, is White's first (`{…} 1. e4`). */
function startsAtMoveOne(game: string): boolean {
  return /^1\.\s/.test(game.replace(/\{[^}]*\}/g, '').trimStart());
}

/** The PGN reading failed a game, repaired one, or read text alone as a game. */
function pgnFallsShort(pgn: readonly GameOutcome[]): boolean {
  return pgn.some((o) => o.failure !== undefined || (o.repaired ?? 0) > 0 || o.moves === 0);
}

/** `move 12... Lb4: reason`, as the prose reading words its errors. */
const MOVE_MESSAGE = /^move (\d+)(\.\.\.|\.) (\S+): (.*)$/su;

/**
 * Where a problem of the document reading stands: the move played there where it is about one (`place`, from
 * DocumentReading.movesEndingAt), else the half-move the reading gives it (a move no board plays), else the text
 * alone (ply 0).
 */
function positionOf(p: ProseProblem, place?: MovePlace): MovePosition {
  const at = place ?? (p.ply !== undefined && p.ply > 0 ? placeOfPly(p.ply) : { ply: 0, moveNumber: 0, color: 'white' as const });
  return { ...at, token: p.written ?? '', line: p.line, column: p.column };
}

function moveErrorOf(p: ProseProblem, place?: MovePlace): MoveError {
  const position = positionOf(p, place);
  const reason = MOVE_MESSAGE.exec(p.message)?.[4] ?? p.message;
  switch (p.code) {
    case 'ERR_MOVE_ILLEGAL':
      return new IllegalMoveError(position, reason);
    case 'ERR_MOVE_AMBIGUOUS':
      return new AmbiguousMoveError(position, reason, []);
    case 'ERR_MOVE_PROMOTION':
      return new PromotionError(position, reason);
    default:
      return new MoveSyntaxError(position, reason);
  }
}

function warningOf(p: ProseProblem, place?: MovePlace): MoveWarning {
  // A note about the whole text (one per kind of lenient reading) names its first move only.
  return { code: p.code as MoveWarningCode, message: p.message, position: { ...positionOf(p, place), token: '' } };
}
