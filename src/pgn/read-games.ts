/** Reads games from text, a byte stream or a text stream, one game at a time. */
import type { InputNotation } from '../notation/notation.js';
import { PgnDecoder } from './decode.js';
import { readGameText } from './read-game.js';
import { GameSplitter, type GameText, type PlainGameCut, type SplitterOptions } from './split-games.js';
import type { Game } from './types.js';

/** Text, or any (async) iterable of text or byte chunks, such as a Node.js readable stream. */
export type PgnSource = string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

/** Bytes to text, chunk by chunk (bytes that may start a character are held for the next chunk). */
export interface ChunkDecoder {
  decode(chunk: Uint8Array): string;
  end(): string;
}

export interface ReadOptions<P extends PlainGameCut = never> extends SplitterOptions<P> {
  /** Name used in reports (`file:line:col`); `<input>` by default. */
  readonly file?: string | undefined;
  /** How bytes become text: {@link PgnDecoder} (UTF-8, else Windows-1252 byte by byte) by default. */
  readonly decoder?: ChunkDecoder | undefined;
}

/**
 * One game from its text as the splitter cut it (`text`, where it starts, whether it was cut for
 * size), with its number in `file`. Never throws on bad input (see {@link readGameText}).
 */
export function gameFromText(
  t: Pick<GameText, 'text' | 'line' | 'column' | 'truncated'>,
  file: string,
  index: number,
  notation: InputNotation,
): Game {
  const game = readGameText(t.text, { file, index, line: t.line, column: t.column }, notation);
  if (t.truncated) {
    game.problems.unshift({
      code: 'ERR_PGN_TOO_LARGE',
      message: 'no end of game (result or next tag section) was found in this text; it is cut here and passed through',
      line: t.line,
      column: t.column,
    });
  }
  return game;
}

const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The texts of all games of a text at once (synchronous), without reading them. */
export function gameTextsFromText<P extends PlainGameCut = never>(text: string, options?: SplitterOptions<P>): GameText<P>[] {
  const splitter = new GameSplitter<P>(options);
  return [...splitter.push(stripBom(text)), ...splitter.end()];
}

/** All games of a text at once (synchronous). */
export function readGamesFromText(text: string, notation: InputNotation, file = '<input>', options?: SplitterOptions): Game[] {
  return gameTextsFromText(text, options).map((t, k) => gameFromText(t, file, k + 1, notation));
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
  for await (const text of decodeChunks(source, options.decoder)) {
    const games = splitter.push(text);
    if (games.length > 0) yield games;
  }
  const rest = splitter.end();
  if (rest.length > 0) yield rest;
}

/**
 * The text of a source, chunk by chunk as it is read: bytes decoded (UTF-8, else Windows-1252
 * byte by byte, by default), a byte order mark dropped. Never yields an empty chunk.
 */
export async function* decodeChunks(source: PgnSource, decoder: ChunkDecoder = new PgnDecoder()): AsyncGenerator<string> {
  const chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> =
    typeof source === 'string' || source instanceof Uint8Array ? [source] : source;
  let first = true;
  for await (const chunk of chunks) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk);
    if (first && text.length > 0) {
      text = stripBom(text); // the decoder drops a byte BOM; this is for text sources
      first = false;
    }
    if (text.length > 0) yield text;
  }
  const rest = decoder.end();
  if (rest.length > 0) yield rest;
}

/** Games one by one as the source is read; memory holds one game and one chunk at a time. */
export async function* streamGames(
  source: PgnSource,
  notation: InputNotation,
  file: string | ReadOptions = '<input>',
): AsyncGenerator<Game> {
  const options: ReadOptions = typeof file === 'string' ? { file } : file;
  const name = options.file ?? '<input>';
  let index = 0;
  for await (const t of streamGameTexts(source, options)) yield gameFromText(t, name, ++index, notation);
}
