/**
 * Whole PGN texts and streams: read game by game, translate, write. A game that cannot be
 * translated is written through unchanged (so output holds as many games as input) and reported.
 */
import { gameFromText, streamGameTextBatches, type PgnSource, type ReadOptions } from '../pgn/read-games.js';
import type { GameText } from '../pgn/split-games.js';
import type { InputNotation } from '../notation/notation.js';
import type { Game } from '../pgn/types.js';
import { braceComment, writeGame, writeGameKeepingLayout, type ExportNote } from '../pgn/write-game.js';
import type { MoveWarning } from '../core/move-errors.js';
import type { TranslationContext } from './context.js';
import { plainGameReader, translatePlainGame, type PlainGameTranslation } from './express.js';
import { formatGameFailure, formatGameWarning } from './report.js';
import type { GameFailure } from './translate-game.js';
import { textAsCommentNote } from './game-style.js';
import { translateInDetectedNotation } from '../repair/auto-repair.js';

export interface GameOutcome {
  /** The game as read. */
  readonly game: Game;
  /** The text to write: the translated game, or the game's own text when it failed. */
  readonly text: string;
  /** Set when the game failed. */
  readonly failure: GameFailure | undefined;
  /** One-line report of the failure (`file:line:col: game N (…): move …: reason`). */
  readonly message: string | undefined;
  /** Moves translated (0 when the game failed). */
  readonly moves: number;
  /** What lenient readings assumed (empty for standard notation and for failed games). */
  readonly warnings: readonly MoveWarning[];
  /** One report line per warning (`file:line:col: game N (…): warning: move …: … [W_…]`). */
  readonly warningMessages: readonly string[];
  /** Set on the rest of a game too large (see GameText.continued): text written through, not a game. */
  readonly continued?: boolean;
  /** With `repair`: how many boxes were not read as written (absent or 0 when none). */
  readonly repaired?: number | undefined;
}

export interface WriteOptions {
  /**
   * Write each game's own text with only its moves replaced (spacing, line breaks, move numbers,
   * tag order, glyphs and results as they were) instead of PGN export format.
   */
  readonly keepLayout?: boolean | undefined;
}

/**
 * The text of a game that is written through unchanged: exactly as read with `keepLayout`
 * (so the output keeps the input's bytes), else without the whitespace around it and separated
 * like an exported game.
 */
export function passThrough(game: Game, options: WriteOptions = {}): string {
  // (the first piece of a game too large is written as it is, as the pieces after it)
  if (options.keepLayout || game.problems[0]?.code === 'ERR_GAME_TOO_LARGE') return game.raw;
  return `${game.raw.trim()}\n\n`;
}

export function translateOneGame(game: Game, ctx: TranslationContext, options: WriteOptions = {}): GameOutcome {
  if (game.textOnly === true && game.textAsComment !== undefined) return textBetweenGames(game, options);
  // --from auto: the game is read again in its detected notation, or fails without a guess.
  // With --repair, a game no language reads as written is repaired under the likeliest languages.
  const { source, result } = translateInDetectedNotation(game, ctx);
  if (result.ok) {
    // A repaired game may have moves put in or left out: it is written in export format.
    const repaired = result.repaired !== undefined && result.repaired > 0;
    const notes: ExportNote[] = [];
    const text =
      options.keepLayout && !repaired
        ? writeGameKeepingLayout(source, result.game)
        : writeGame(result.game, { decided: result.decided, notes, startFen: ctx.fen });
    const warnings = notes.length === 0 ? result.warnings : withExportNotes(result.warnings, notes, game);
    const warningMessages = warnings.length ? warnings.map((w) => formatGameWarning(game, w)) : NONE;
    const outcome: GameOutcome = { game, text, failure: undefined, message: undefined, moves: result.moves, warnings, warningMessages };
    return repaired ? { ...outcome, repaired: result.repaired } : outcome;
  }
  return failed(game, result.failure, options);
}

/** The warnings of a game and what its writer wrote otherwise than read (one note each, as about the whole game), in the order of the text. */
function withExportNotes(warnings: readonly MoveWarning[], notes: readonly ExportNote[], game: Game): MoveWarning[] {
  const all = [...warnings];
  for (const n of notes) {
    const line = n.line ?? game.origin.line;
    const column = n.column ?? game.origin.column;
    all.push({ code: n.code, message: n.message, position: { ply: 0, moveNumber: 1, color: 'white', token: '', line, column } });
  }
  return all.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
}

/**
 * Text with no tags and no moves (a heading, a paragraph after a game's result): written as PGN
 * comments between the games (which other readers skip), with one note; no moves, no result.
 */
function textBetweenGames(game: Game, options: WriteOptions): GameOutcome {
  let warnings = [textAsCommentNote(game.textAsComment!)];
  let text = game.raw;
  if (!options.keepLayout) {
    const notes: ExportNote[] = [];
    const parts = game.nodes.map((n) => (n.type !== 'comment' ? '' : n.form === 'line' ? `;${n.text}\n` : `{${braceComment(n, notes)}}`));
    text = `${parts.join(' ').replace(/\n $/, '\n').trimEnd()}\n\n`;
    if (notes.length) warnings = withExportNotes(warnings, notes, game);
  }
  return {
    game,
    text,
    failure: undefined,
    message: undefined,
    moves: 0,
    warnings,
    warningMessages: warnings.map((w) => formatGameWarning(game, w)),
  };
}

const NONE: readonly string[] = Object.freeze([]);
const NO_WARNINGS: readonly MoveWarning[] = Object.freeze([]);

/**
 * Reads and translates the text of one game (as the splitter cut it; `index` is its number in
 * `file`). A plain game takes the express lane (express.ts), any other the full path
 * ({@link translateOneGame}); both write the same text. The outcome's `game` is read from the
 * text only when asked for.
 */
export function translateGameText(
  t: Pick<GameText<PlainGameTranslation>, 'text' | 'line' | 'column' | 'truncated' | 'plain'>,
  file: string,
  index: number,
  ctx: TranslationContext,
  options: WriteOptions = {},
  maxGameChars?: number,
): GameOutcome {
  const express = t.plain ?? (t.truncated ? undefined : translatePlainGame(t.text, ctx, options.keepLayout === true));
  if (express === undefined) return translateOneGame(gameFromText(t, file, index, ctx.input, maxGameChars), ctx, options);
  return new ExpressOutcome(t, file, index, ctx.input, express.text, express.moves);
}

/** The rest of a game too large (GameText.continued), written through unchanged; not a game of its own. */
function continuedText(t: Pick<GameText, 'text' | 'line' | 'column'>): GameOutcome {
  return {
    get game(): Game {
      throw new Error(`the text at line ${t.line} is the rest of a game too large, not a game`);
    },
    text: t.text,
    failure: undefined,
    message: undefined,
    moves: 0,
    warnings: NO_WARNINGS,
    warningMessages: NONE,
    continued: true,
  };
}

/** The outcome of a game that took the express lane; its game is read only when asked for. */
class ExpressOutcome implements GameOutcome {
  readonly failure = undefined;
  readonly message = undefined;
  readonly warnings = NO_WARNINGS;
  readonly warningMessages = NONE;
  #game: Game | undefined;

  constructor(
    private readonly source: Pick<GameText, 'text' | 'line' | 'column'>,
    private readonly file: string,
    private readonly index: number,
    private readonly notation: InputNotation,
    readonly text: string,
    readonly moves: number,
  ) {}

  get game(): Game {
    return (this.#game ??= gameFromText(this.source, this.file, this.index, this.notation));
  }
}

function failed(game: Game, failure: GameFailure, options: WriteOptions): GameOutcome {
  return {
    game,
    text: passThrough(game, options),
    failure,
    message: formatGameFailure(game, failure),
    moves: 0,
    warnings: [],
    warningMessages: NONE,
  };
}

/** Translates games as they are read from `source`. */
export async function* translateStream(
  source: PgnSource,
  ctx: TranslationContext,
  file: string | ReadOptions = '<input>',
  options: WriteOptions = {},
): AsyncGenerator<GameOutcome> {
  for await (const batch of translateStreamBatches(source, ctx, file, options)) yield* batch;
}

/**
 * {@link translateStream}, a batch at a time: the games each chunk of the source completes, in
 * input order (never an empty batch).
 */
export async function* translateStreamBatches(
  source: PgnSource,
  ctx: TranslationContext,
  file: string | ReadOptions = '<input>',
  options: WriteOptions = {},
): AsyncGenerator<GameOutcome[]> {
  const given: ReadOptions = typeof file === 'string' ? { file } : file;
  const name = given.file ?? '<input>';
  const keepLayout = options.keepLayout === true;
  // Plain games are read by the express lane as the splitter meets them: one pass over the text.
  const read: ReadOptions<PlainGameTranslation> = { ...given, readPlainGame: plainGameReader(ctx, keepLayout) };
  const games = new GameTextTranslator(name, ctx, options, given.maxGameChars);
  for await (const texts of streamGameTextBatches(source, read)) {
    const outcomes: GameOutcome[] = [];
    for (const t of texts) outcomes.push(...games.add(t));
    if (outcomes.length > 0) yield outcomes;
  }
  const rest = games.end();
  if (rest.length > 0) yield rest;
}

/** The outcomes of game texts cut at once (numbered from 1; the rest of a game too large is not a game). */
export function translateGameTexts(
  texts: readonly GameText<PlainGameTranslation>[],
  file: string,
  ctx: TranslationContext,
  options: WriteOptions = {},
): GameOutcome[] {
  const games = new GameTextTranslator(file, ctx, options);
  const outcomes: GameOutcome[] = [];
  for (const t of texts) outcomes.push(...games.add(t));
  outcomes.push(...games.end());
  return outcomes;
}

/** A text that starts with a tag line (`[Event "…"]`, a forum's `[pgn]` before one): a game's own text, tags first. */
const TAG_LINE_FIRST = /^[\s\uFEFF]*\[/;

/**
 * Translates the texts the splitter cuts, in order, numbering the games (from 1; the rest of a game too large is not
 * one). Words alone before a game's tag pairs (GameText.beforeTags: a heading, the paragraph of an article or a blog
 * post that quotes the game's PGN under it) are that game's words, not a game of their own: held until the game's text
 * comes, then written after its tags as its first comment ({@link withWordsBefore}), under its number.
 */
export class GameTextTranslator {
  private index = 0;
  /** Words alone before a game's tags, waiting for that game. */
  private held: GameOutcome | undefined;

  constructor(
    private readonly file: string,
    private readonly ctx: TranslationContext,
    private readonly options: WriteOptions = {},
    private readonly maxGameChars?: number,
  ) {}

  /** The outcomes that `t` completes, in order (none while words before a game's tags wait for the game). */
  add(t: GameText<PlainGameTranslation>): GameOutcome[] {
    if (t.continued) return [...this.end(), continuedText(t)];
    const held = this.held;
    this.held = undefined;
    // (the game after the words takes their number: the words were no game)
    const outcome = translateGameText(
      t,
      this.file,
      held !== undefined ? this.index : ++this.index,
      this.ctx,
      this.options,
      this.maxGameChars,
    );
    if (held !== undefined) {
      if (TAG_LINE_FIRST.test(t.text) && !isWordsAlone(outcome)) return [withWordsBefore(held, outcome, this.options)];
      // (words not before a game after all: they stay where they are, and the text after them is read under the next number)
      const again = translateGameText(t, this.file, ++this.index, this.ctx, this.options, this.maxGameChars);
      return [held, ...this.hold(t, again)];
    }
    return this.hold(t, outcome);
  }

  /** The words still waiting for a game when the input ends (kept where they are, as a comment). */
  end(): GameOutcome[] {
    const held = this.held;
    this.held = undefined;
    return held === undefined ? [] : [held];
  }

  /** `outcome` of `t`, or nothing where it is words alone before a game's tags (held for that game). */
  private hold(t: GameText<PlainGameTranslation>, outcome: GameOutcome): GameOutcome[] {
    if (t.beforeTags !== true || this.held !== undefined || !isWordsAlone(outcome)) return [outcome];
    this.held = outcome;
    return [];
  }
}

/** Text alone, with no tags, no moves and no result, kept as a comment (Game.textOnly; never an express-lane game). */
function isWordsAlone(outcome: GameOutcome): boolean {
  return outcome.failure === undefined && outcome.moves === 0 && outcome.warnings.length > 0 && outcome.game.textOnly === true;
}

/**
 * The game `game` with the words alone before its tags (`words`, Game.textOnly) as its first comment, written after its
 * tags (as pgn-extract keeps a comment there, and skips one before a game's tags), one W_TEXT_AS_COMMENT note at the
 * first of the game's text (the words'), the game's own other warnings as they were. Where the game fails, or with
 * `--keep-layout`, the words are written before its text as they were.
 */
export function withWordsBefore(words: GameOutcome, game: GameOutcome, options: WriteOptions = {}): GameOutcome {
  const tags = options.keepLayout || game.failure !== undefined ? undefined : /^(?:\[[^\n]*\]\n)+\n/.exec(game.text)?.[0];
  const text = tags === undefined ? `${words.text}${game.text}` : `${tags}${words.text.trimEnd()}\n${game.text.slice(tags.length)}`;
  const warnings = [...words.warnings, ...game.warnings.filter((w) => w.code !== 'W_TEXT_AS_COMMENT')].sort(
    (a, b) => a.position.line - b.position.line || a.position.column - b.position.column,
  );
  const warningMessages = warnings.map((w) => formatGameWarning(game.game, w));
  // (the game's text as read starts with the words': a failed game is written through with them)
  const read: Game = { ...game.game, raw: words.game.raw + game.game.raw };
  return { ...outcomeFields(game), game: read, text, warnings, warningMessages };
}

/** The fields of an outcome as plain data (an express-lane outcome's game read now). */
function outcomeFields(o: GameOutcome): GameOutcome {
  const fields: GameOutcome = {
    game: o.game,
    text: o.text,
    failure: o.failure,
    message: o.message,
    moves: o.moves,
    warnings: o.warnings,
    warningMessages: o.warningMessages,
  };
  return o.repaired !== undefined ? { ...fields, repaired: o.repaired } : fields;
}

export interface TranslationSummary {
  readonly games: number;
  readonly translated: number;
  readonly failed: number;
  readonly moves: number;
}

export function summarize(outcomes: readonly Pick<GameOutcome, 'failure' | 'moves'>[]): TranslationSummary {
  let failed = 0;
  let moves = 0;
  let games = 0;
  for (const o of outcomes) {
    if ((o as Pick<GameOutcome, 'continued'>).continued) continue; // the rest of a game too large
    games++;
    if (o.failure) failed++;
    moves += o.moves;
  }
  return { games, translated: games - failed, failed, moves };
}
