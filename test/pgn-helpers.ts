/**
 * Shared helpers of the PGN tests (not a test file itself).
 *
 * Environment:
 *  - CHESS_LINGUA_TEST_ENGINE=chessjs  run the PGN tests on the chess.js reference engine instead
 *    of the default board engine (fast | chessjs);
 *  - PGN_CORPUS_GAMES=N                games taken from each corpus file, 0 = all. Default: all,
 *    but 3 on the chess.js engine, which translates only a few hundred moves a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BoardEngine } from '../src/board/board.js';
import { chessJsEngine } from '../src/board/chessjs-board.js';
import { defaultEngine } from '../src/board/default-engine.js';
import { fastEngine } from '../src/board/fast/index.js';
import { translationContext, type TranslationContext } from '../src/translate/context.js';
import { translateStream, type GameOutcome } from '../src/translate/translate-pgn.js';
import { walkNodes } from '../src/pgn/tree.js';
import { nagText } from '../src/pgn/glyphs.js';
import { normalizeResult, type Game } from '../src/pgn/types.js';
import { splitGames } from '../src/pgn/split-games.js';
import { PgnDecoder } from '../src/pgn/decode.js';
import { yieldToEventLoop } from './helpers/common.js';

let engine: BoardEngine = defaultEngine;
if (process.env.CHESS_LINGUA_TEST_ENGINE === 'chessjs') engine = chessJsEngine;
else if (process.env.CHESS_LINGUA_TEST_ENGINE === 'fast') engine = fastEngine;
export const testEngine = engine;

/** Games per corpus file; 0 means all of them. */
export const CORPUS_GAMES = Number.parseInt(process.env.PGN_CORPUS_GAMES ?? (engine.name === 'chess.js' ? '3' : '0'), 10) || 0;

export function context(from: string, to: string): TranslationContext {
  return translationContext({ from, to, engine: testEngine });
}

export interface TranslatedText {
  readonly pgn: string;
  readonly outcomes: GameOutcome[];
  readonly failed: number;
}

/** Translates a whole text or byte array as the CLI does (stream, game by game). */
export async function translateAll(
  input: string | Uint8Array,
  from: string,
  to: string,
  options: { keepLayout?: boolean; file?: string; chunkSize?: number } = {},
): Promise<TranslatedText> {
  const ctx = context(from, to);
  const outcomes: GameOutcome[] = [];
  const parts: string[] = [];
  const source = options.chunkSize ? chunked(input, options.chunkSize) : input;
  for await (const o of translateStream(source, ctx, options.file ?? '<input>', { keepLayout: options.keepLayout })) {
    outcomes.push(o);
    parts.push(o.text);
    if (outcomes.length % 100 === 0) await yieldToEventLoop();
  }
  return { pgn: parts.join(''), outcomes, failed: outcomes.filter((o) => o.failure).length };
}

/** The input in pieces of `size` (bytes or characters). */
export function* chunked<T extends string | Uint8Array>(input: T, size: number): Generator<T> {
  for (let i = 0; i < input.length; i += size) yield input.slice(i, i + size) as T;
}

/** Bytes of a file decoded as the reader does (UTF-8, else Windows-1252 byte by byte). */
/** The `.pgn` files under `dir` and its folders, sorted (none when `dir` does not exist). */
export function pgnFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    if (!existsSync(d)) continue;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) stack.push(p);
      else if (name.endsWith('.pgn')) out.push(p);
    }
  }
  return out.sort();
}

/** Files in German (the others in our fixtures and the corpus are in English). */
export const GERMAN = /german\.pgn|test-W+deutsch-out/;

export function decodeFile(path: string): string {
  const d = new PgnDecoder();
  return d.decode(readFileSync(path)) + d.end();
}

/** The first `n` games of a text (all when n is 0), as text. */
export function firstGames(text: string, n: number): string {
  if (n <= 0) return text;
  return splitGames(text)
    .slice(0, n)
    .map((g) => g.text)
    .join('');
}

/**
 * What must survive translation, as flat data (no deep structures, so any nesting compares
 * without recursion): tags, comments byte for byte, NAGs (glyphs as $n), the shape of the tree
 * (one letter per node, with variation brackets), the number of moves, the result.
 */
export interface GameFacts {
  readonly tags: string[];
  readonly comments: string[];
  readonly nags: string[];
  readonly shape: string;
  readonly moves: number;
  readonly result: string | undefined;
}

/**
 * `exported`: the facts as PGN export writes the game (written out here from the PGN standard, not
 * taken from the writer): the seven tag roster first, tag names in letters, digits and `_` only (7,
 * 8.1.1: any other character as `_`), and a brace comment holding `}` with its own braces as
 * parentheses (5: brace comments do not nest).
 */
export function gameFacts(game: Game, options: { exported?: boolean } = {}): GameFacts {
  const comments: string[] = [];
  const nags: string[] = [];
  const shape: string[] = [];
  let moves = 0;
  let depth = 0;
  for (const step of walkNodes(game.nodes)) {
    while (depth > step.depth) {
      shape.push(')');
      depth--;
    }
    const n = step.node;
    switch (n.type) {
      case 'move':
        moves++;
        shape.push('m');
        if (n.parsed?.glyph) {
          // A glyph glued to a move is written as a NAG after it.
          nags.push(nagText(n.parsed.glyph));
          shape.push('n');
        }
        break;
      case 'comment':
        if (n.form === 'line') comments.push(`;${n.text}`);
        else if (options.exported && n.text.includes('}')) comments.push(`{${n.text.replaceAll('{', '(').replaceAll('}', ')')}}`);
        else comments.push(`{${n.text}}`);
        shape.push('c');
        break;
      case 'nag':
        nags.push(nagText(n.text));
        shape.push('n');
        break;
      case 'escape':
        shape.push('%');
        break;
      case 'variation':
        shape.push('(');
        depth++;
        break;
    }
  }
  while (depth-- > 0) shape.push(')');
  const roster = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
  const tags = options.exported
    ? [...roster.flatMap((r) => game.tags.filter((t) => t.name === r)), ...game.tags.filter((t) => !roster.includes(t.name))]
    : game.tags;
  return {
    tags: tags.map((t) => `${options.exported ? t.name.replace(/[^A-Za-z0-9_]/g, '_') : t.name}=${t.value}`),
    comments,
    nags,
    shape: shape.join(''),
    moves,
    result: game.result === undefined ? undefined : normalizeResult(game.result),
  };
}

/** Variant games in the corpus: they must fail cleanly and be passed through. */
export const VARIANT_FILES = /antichess|crazyhouse|zh-lichess|fischerrandom|chess960|headers-and-moves-on-the-same-line/;
