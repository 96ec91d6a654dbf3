/** Reads games from text, a byte stream or a text stream, one game at a time. */
import type { InputNotation } from '../notation/notation.js';
import type { BadByte } from '../encoding/decoder.js';
import { PgnDecoder } from './decode.js';
import { readGameText } from './read-game.js';
import { DEFAULT_MAX_GAME_CHARS, GameSplitter, type GameText, type PlainGameCut, type SplitterOptions } from './split-games.js';
import type { Game } from './types.js';

/** Text, or any (async) iterable of text or byte chunks, such as a Node.js readable stream. */
export type PgnSource = string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

/** Bytes to text, chunk by chunk (bytes that may start a character are held for the next chunk). */
export interface ChunkDecoder {
  decode(chunk: Uint8Array): string;
  end(): string;
  /** Bytes of the text the last `decode` or `end` returned that were not valid and became U+FFFD. */
  readonly badBytes?: readonly BadByte[];
}

/** A problem of the input text outside any game's moves: a byte that is not UTF-8 in a UTF-8 file. */
export interface ReadWarning {
  readonly code: 'W_BAD_BYTE';
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** `byte 0xFF is not valid UTF-8; read as U+FFFD` */
  readonly message: string;
}

/** `file:line:col: warning: byte 0xFF is not valid UTF-8; read as U+FFFD [W_BAD_BYTE]` */
export function formatReadWarning(w: ReadWarning): string {
  return `${w.file}:${w.line}:${w.column}: warning: ${w.message} [${w.code}]`;
}

export interface ReadOptions<P extends PlainGameCut = never> extends SplitterOptions<P> {
  /** Name used in reports (`file:line:col`); `<input>` by default. */
  readonly file?: string | undefined;
  /**
   * The input's encoding for byte sources: `auto` (the default: detected, see
   * encoding/decoder.ts) or a name (`utf-8`, `cp1251`, `latin1` …). Ignored when `decoder` is given.
   */
  readonly encoding?: string | undefined;
  /** How bytes become text: {@link PgnDecoder} for `encoding` by default. */
  readonly decoder?: ChunkDecoder | undefined;
  /** Called with each warning about the input's bytes (`W_BAD_BYTE`), in input order. */
  readonly onWarning?: ((warning: ReadWarning) => void) | undefined;
}

/** Line and column at the start of a text, and whether the text before it ended with a CR. */
export interface TextPlace {
  readonly line: number;
  readonly column: number;
  readonly afterCr: boolean;
}

/**
 * The warnings of the bad bytes of one decoded text (offsets in it, ascending), which starts at
 * `start` in `file`. Line breaks as the splitter counts them: LF, CR LF (also cut between two
 * texts), a lone CR.
 */
export function badByteWarnings(text: string, bad: readonly BadByte[], file: string, start: TextPlace): ReadWarning[] {
  const out: ReadWarning[] = [];
  let line = start.line;
  let lineStart = -(start.column - 1);
  let k = 0;
  if (start.afterCr && text.charCodeAt(0) === 10) lineStart = k = 1;
  for (const b of bad) {
    for (; k < b.offset; k++) {
      const c = text.charCodeAt(k);
      if (c === 13 && text.charCodeAt(k + 1) === 10) k++;
      if (c === 10 || c === 13) {
        line++;
        lineStart = k + 1;
      }
    }
    const hex = b.byte.toString(16).toUpperCase().padStart(2, '0');
    out.push({
      code: 'W_BAD_BYTE',
      file,
      line,
      column: b.offset - lineStart + 1,
      message: `byte 0x${hex} is not valid UTF-8; read as U+FFFD`,
    });
  }
  return out;
}

/** The place after `text`, which starts at `start` (line breaks found with indexOf, as the splitter counts them). */
export function placeAfter(text: string, start: TextPlace): TextPlace {
  let line = start.line;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) line++;
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) if (text.charCodeAt(i + 1) !== 10) line++;
  if (start.afterCr && text.charCodeAt(0) === 10) line--; // a CR LF cut between two texts
  const last = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1;
  const column = last > 0 ? text.length - last + 1 : start.column + text.length;
  return { line, column, afterCr: text.charCodeAt(text.length - 1) === 13 };
}

/** Where {@link decodeChunks} reports bad bytes. */
export interface BadByteReports {
  readonly file: string;
  readonly onWarning: (warning: ReadWarning) => void;
  /**
   * The place where the chunk about to be yielded starts, asked only when it has bad bytes (the
   * splitter that reads the chunks knows it); without it, line breaks are counted in every chunk.
   */
  readonly place?: (() => TextPlace) | undefined;
}

/**
 * One game from its text as the splitter cut it (`text`, where it starts, whether it was cut for
 * size), with its number in `file`. Never throws on bad input (see {@link readGameText}).
 */
export function gameFromText(
  t: Pick<GameText, 'text' | 'line' | 'column' | 'truncated'> & Pick<Partial<GameText>, 'beforeTags' | 'textAfter'>,
  file: string,
  index: number,
  notation: InputNotation,
  maxGameChars?: number,
): Game {
  const origin = { file, index, line: t.line, column: t.column };
  if (!t.truncated) return readGameText(t.text, origin, notation, t.beforeTags === true, t.textAfter === true);
  // A game too large is not read (its text may be one line of millions of tokens): only its tags, for the report.
  const tags = readGameText(tagSection(t.text), origin, notation).tags;
  const game: Game = { tags, nodes: [], result: undefined, origin, raw: t.text, problems: [] };
  {
    const limit = `${Math.max(maxGameChars ?? DEFAULT_MAX_GAME_CHARS, 1024).toLocaleString('en')} characters`;
    game.problems.unshift({
      code: 'ERR_GAME_TOO_LARGE',
      message: `game too large: no end of game (a result, or a tag line after a blank line) within ${limit}; written through unchanged up to the next tag line after a blank line, where reading goes on`,
      line: t.line,
      column: t.column,
    });
  }
  return game;
}

/** The tag lines at the start of a game's text (at most 64 K characters of them). */
function tagSection(text: string): string {
  const head = text.slice(0, 65536);
  const m = /^(?:[ \t]*(?:\[[^\n]*)?\r?\n)*/.exec(head);
  return m ? m[0] : '';
}

const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The texts of all games of a text at once (synchronous), without reading them. */
export function gameTextsFromText<P extends PlainGameCut = never>(text: string, options?: SplitterOptions<P>): GameText<P>[] {
  const splitter = new GameSplitter<P>(options);
  return [...splitter.push(stripBom(text)), ...splitter.end()];
}

/** All games of a text at once (synchronous). */
export function readGamesFromText(text: string, notation: InputNotation, file = '<input>', options?: SplitterOptions): Game[] {
  const games = new GamesWithWords(file, notation, options?.maxGameChars);
  return [...gameTextsFromText(text, options).flatMap((t) => games.add(t)), ...games.end()];
}

/**
 * The texts of the games of a source, decoded (UTF-8, else Windows-1252 byte by byte) and cut
 * one by one, without reading them: for callers that read games elsewhere (worker threads).
 */
export async function* streamGameTexts<P extends PlainGameCut = never>(
  source: PgnSource,
  options: ReadOptions<P> = {},
): AsyncGenerator<GameText<P>> {
  for await (const batch of streamGameTextBatches(source, options)) yield* batch;
}

/**
 * {@link streamGameTexts}, a batch at a time: the games each chunk of the source completes (never
 * an empty batch). Callers that go through many small games save a turn of the event loop per game.
 */
export async function* streamGameTextBatches<P extends PlainGameCut = never>(
  source: PgnSource,
  options: ReadOptions<P> = {},
): AsyncGenerator<GameText<P>[]> {
  const splitter = new GameSplitter<P>(options);
  const decoder = options.decoder ?? new PgnDecoder(options.encoding);
  // The splitter knows the line where each chunk starts (so lines are not counted twice).
  const reports = options.onWarning && { file: options.file ?? '<input>', onWarning: options.onWarning, place: () => splitter.endPosition };
  for await (const text of decodeChunks(source, decoder, reports)) {
    const games = splitter.push(text);
    if (games.length > 0) yield games;
  }
  const rest = splitter.end();
  if (rest.length > 0) yield rest;
}

/**
 * The text of a source, chunk by chunk as it is read: bytes decoded (by {@link PgnDecoder}, auto-
 * detecting the encoding, by default), a byte order mark dropped. Never yields an empty chunk.
 * With `reports`, each byte that is not UTF-8 in a UTF-8 input is reported (W_BAD_BYTE) before
 * the chunk it is in is yielded.
 * @throws {NotTextError} (from the decoder) for input that is not text
 */
export async function* decodeChunks(
  source: PgnSource,
  decoder: ChunkDecoder = new PgnDecoder(),
  reports?: BadByteReports,
): AsyncGenerator<string> {
  const chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> =
    typeof source === 'string' || source instanceof Uint8Array ? [source] : source;
  let counted: TextPlace = { line: 1, column: 1, afterCr: false };
  const report = (text: string, bytes: boolean): void => {
    if (reports === undefined) return;
    const bad = bytes ? decoder.badBytes : undefined;
    if (bad !== undefined && bad.length > 0) {
      for (const w of badByteWarnings(text, bad, reports.file, reports.place ? reports.place() : counted)) reports.onWarning(w);
    }
    if (!reports.place) counted = placeAfter(text, counted);
  };
  let first = true;
  for await (const chunk of chunks) {
    const bytes = typeof chunk !== 'string';
    let text = bytes ? decoder.decode(chunk) : chunk;
    if (first && text.length > 0) {
      text = stripBom(text); // the decoder drops a byte BOM; this is for text sources
      first = false;
    }
    report(text, bytes);
    yield* pieces(text);
  }
  const rest = decoder.end();
  report(rest, true);
  yield* pieces(rest);
}

/** Text handed on at a time: a decoder that held bytes back (to choose the encoding) gives them at once. */
const PIECE = 64 * 1024;

/** `text` in pieces of at most {@link PIECE} characters (none when it is empty), so that no chunk is large. */
function* pieces(text: string): Generator<string> {
  if (text.length <= PIECE) {
    if (text.length > 0) yield text;
    return;
  }
  for (let i = 0; i < text.length; i += PIECE) yield text.slice(i, i + PIECE);
}

/** Games one by one as the source is read; memory holds one game and one chunk at a time. */
export async function* streamGames(
  source: PgnSource,
  notation: InputNotation,
  file: string | ReadOptions = '<input>',
): AsyncGenerator<Game> {
  const options: ReadOptions = typeof file === 'string' ? { file } : file;
  const name = options.file ?? '<input>';
  const games = new GamesWithWords(name, notation, options.maxGameChars);
  for await (const t of streamGameTexts(source, options)) yield* games.add(t);
  yield* games.end();
}

/**
 * Reads the texts the splitter cuts, in order, numbering the games (the rest of a game too large is not one). Words
 * alone before a game's tags (GameText.beforeTags, Game.textOnly) are no game of their own: held until the game's text
 * comes, then its first comment nodes (its raw text starts with theirs), under its number, as translation writes them
 * (translate-pgn.ts GameTextTranslator).
 */
export class GamesWithWords {
  private index = 0;
  private held: Game | undefined;

  constructor(
    private readonly file: string,
    private readonly notation: InputNotation,
    private readonly maxGameChars?: number,
  ) {}

  add(t: GameText): Game[] {
    if (t.continued) return []; // (the rest of a game too large: not a game)
    const held = this.held;
    this.held = undefined;
    const game = gameFromText(t, this.file, held !== undefined ? this.index : ++this.index, this.notation, this.maxGameChars);
    if (held === undefined) return this.hold(t, game);
    if (TAG_LINE_FIRST.test(t.text) && game.textOnly !== true)
      return [{ ...game, nodes: [...held.nodes, ...game.nodes], raw: held.raw + game.raw, textAsComment: held.textAsComment }];
    return [held, ...this.hold(t, gameFromText(t, this.file, ++this.index, this.notation, this.maxGameChars))];
  }

  end(): Game[] {
    const held = this.held;
    this.held = undefined;
    return held === undefined ? [] : [held];
  }

  private hold(t: GameText, game: Game): Game[] {
    if (t.beforeTags !== true || game.textOnly !== true || game.problems.length > 0) return [game];
    this.held = game;
    return [];
  }
}

/** A text that starts with a tag line (`[Event "…"]`, a forum's `[pgn]` before one). */
const TAG_LINE_FIRST = /^[\s\uFEFF]*\[/;
