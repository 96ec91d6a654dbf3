/** Reads games from text, a byte stream or a text stream, one game at a time. */
import type { InputNotation } from '../notation/notation.js';
import { PgnDecoder } from './decode.js';
import { readGameText } from './read-game.js';
import { GameSplitter, type GameText } from './split-games.js';
import type { Game } from './types.js';

/** Text, or any (async) iterable of text or byte chunks, such as a Node.js readable stream. */
export type PgnSource = string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;

function gamesOf(texts: readonly GameText[], file: string, counter: { n: number }, notation: InputNotation): Game[] {
  return texts.map((t) =>
    readGameText(t.text, { file, index: ++counter.n, line: t.line, column: t.column }, notation),
  );
}

/** All games of a text at once (synchronous). */
export function readGamesFromText(text: string, notation: InputNotation, file = '<input>'): Game[] {
  const splitter = new GameSplitter();
  const counter = { n: 0 };
  return [...gamesOf(splitter.push(text), file, counter, notation), ...gamesOf(splitter.end(), file, counter, notation)];
}

/** Games one by one as the source is read; memory holds one game and one chunk at a time. */
export async function* streamGames(source: PgnSource, notation: InputNotation, file = '<input>'): AsyncGenerator<Game> {
  const splitter = new GameSplitter();
  const decoder = new PgnDecoder();
  const counter = { n: 0 };
  const chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> =
    typeof source === 'string' || source instanceof Uint8Array ? [source] : source;
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk);
    for (const g of gamesOf(splitter.push(text), file, counter, notation)) yield g;
  }
  const rest = decoder.end();
  for (const g of gamesOf([...splitter.push(rest), ...splitter.end()], file, counter, notation)) yield g;
}
