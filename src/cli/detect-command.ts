/**
 * `chess-lingua detect [FILE…] [--json] [--encoding NAME] [--prefer CODE[,CODE]]`: for each game,
 * the locales under which every move is legal, grouped by the game they read, best first; an
 * ambiguous game names its readings, a game that mixes languages names its foreign moves.
 *
 * Human output, one line per game on standard output:
 *   games.pgn:1:1: game 1 (Anderssen - Kieseritzky, 1851): German (de, da, nb, sv, sr-Latn, … 4 more)
 *   games.pgn:9:1: game 2: the language is ambiguous: English (en, …) and Finnish (fi, …) read different legal games; …
 * With --json, one JSON object per game and line: { file, game, candidates, ambiguous, readings?, choice?, mixed?, error? }.
 *
 * Exit status: 0 every game has one reading to use, 1 some game is ambiguous, mixed or unreadable
 * (or an input holds no game), 2 wrong usage (unknown encoding or locale, unreadable file).
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { ChessLinguaError } from '../core/errors.js';
import { systemErrorText } from '../core/system-error.js';
import { detectGameText, detectionJson, detectionLine, type DetectOptions } from '../detect/index.js';
import { createDecoder, encodingName } from '../encoding/index.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { GameSplitter, type GameText } from '../pgn/split-games.js';
import { READ_CHUNK, writeText, type CliIO } from './io.js';
import { STDIN_HINT } from './help.js';

export interface DetectCommandOptions {
  /** One JSON object per game and line. */
  readonly json: boolean;
  /** Input encoding (`auto` by default: detected). */
  readonly encoding?: string | undefined;
  /** Locale codes that break a tie between readings, first preferred. */
  readonly prefer?: readonly string[] | undefined;
  /** Count standard notation only. */
  readonly strict?: boolean | undefined;
  /** Start position of games without a FEN tag. */
  readonly fen?: string | undefined;
}

async function* chunksOf(stream: Readable): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
}

export async function detectCommand(files: string[], opts: DetectCommandOptions, io: CliIO, registry: LocaleRegistry): Promise<number> {
  const fail = async (message: string): Promise<number> => {
    await writeText(io.stderr, `chess-lingua: ${message}\n`);
    return 2;
  };
  try {
    encodingName(opts.encoding ?? 'auto');
    for (const code of opts.prefer ?? []) registry.resolveCode(code);
  } catch (e) {
    if (e instanceof ChessLinguaError) return fail(e.message);
    throw e;
  }
  const options: DetectOptions = {
    prefer: (opts.prefer ?? []).map((c) => registry.resolveCode(c)),
    strict: opts.strict,
    fen: opts.fen,
  };
  const inputs = files.length === 0 ? ['-'] : files;
  if (inputs.includes('-') && (io.stdin as { isTTY?: boolean }).isTTY === true) await writeText(io.stderr, `${STDIN_HINT}\n`);
  let unclear = 0;
  let empty = 0;
  for (const file of inputs) {
    const name = file === '-' ? '<stdin>' : file;
    const stream: Readable = file === '-' ? io.stdin : createReadStream(file, { highWaterMark: READ_CHUNK });
    const decoder = createDecoder(opts.encoding ?? 'auto');
    const splitter = new GameSplitter();
    let index = 0;
    const report = async (texts: GameText[]): Promise<void> => {
      for (const t of texts) {
        const d = detectGameText(t.text, { file: name, index: ++index, line: t.line, column: t.column }, registry, options);
        if (!d.choice) unclear++;
        const line = opts.json ? JSON.stringify({ file: name, ...detectionJson(d, registry) }) : detectionLine(d, registry);
        await writeText(io.stdout, line + '\n');
      }
    };
    try {
      let first = true;
      for await (const chunk of chunksOf(stream)) {
        let text = decoder.decode(chunk);
        if (first && text.length > 0) {
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
          first = false;
        }
        await report(splitter.push(text));
      }
      await report([...splitter.push(decoder.end()), ...splitter.end()]);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== undefined && typeof code === 'string' && code.startsWith('E')) return fail(`cannot read ${name}: ${systemErrorText(e)}`);
      throw e;
    } finally {
      if (file !== '-') stream.destroy();
    }
    if (index === 0) {
      empty++;
      await writeText(io.stderr, `${name}:1:1: no games: the input is empty or holds only whitespace [ERR_PGN_EMPTY]\n`);
    }
  }
  return unclear > 0 || empty > 0 ? 1 : 0;
}
