// The express lane against the full path, game by game: shared by translate-express.test.ts
// (our fixtures, chess.js's games, random edits) and translate-express.corpus.test.ts (the
// ../shared corpus, in `npm run test:corpus`).
import { expect } from 'vitest';
import { gameFromText, gameTextsFromText } from '../src/pgn/read-games.js';
import type { TranslationContext } from '../src/translate/context.js';
import { translatePlainGame, translatePlainGameIn, type PlainGameTranslation } from '../src/translate/express.js';
import { GameSplitter, splitGames, type GameText } from '../src/pgn/split-games.js';
import { translateOneGame } from '../src/translate/translate-pgn.js';
import { context, decodeFile, GERMAN } from './pgn-helpers.js';
import { yieldToEventLoop } from './helpers/common.js';

export interface Comparison {
  readonly games: number;
  /** Games the express lane took. */
  readonly taken: number;
  /** Games the full path translated without warnings (the express lane's possible share). */
  readonly plain: number;
  /** Games the express lane read inside the splitter. */
  readonly fused: number;
}

/**
 * Compares both paths on every game of `text`; returns how many games the express lane took.
 * The express lane runs twice: on each game's text as the splitter cut it, and inside the
 * splitter (readPlainGame), where it also cuts the games: those cuts must be the splitter's own.
 */
export function compare(text: string, ctx: TranslationContext, keepLayout: boolean, name: string, inChunks?: number): Comparison {
  let taken = 0;
  let plain = 0;
  let fusedCount = 0;
  const texts = gameTextsFromText(text);
  const inSplitter = splitGames(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, {
    readPlainGame: (buffer, start, limit) => translatePlainGameIn(buffer, start, limit, ctx, keepLayout),
  });
  expect(
    inSplitter.map(({ text: t, line, column, truncated }) => ({ text: t, line, column, truncated })),
    `${name}: games cut in the express lane`,
  ).toEqual(texts.map(({ text: t, line, column, truncated }) => ({ text: t, line, column, truncated })));
  if (inChunks !== undefined) {
    // Pushed in chunks longer than the splitter's window, as files are read: the same games, the same translations.
    const splitter = new GameSplitter<PlainGameTranslation>({
      readPlainGame: (buffer, start, limit) => translatePlainGameIn(buffer, start, limit, ctx, keepLayout),
    });
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const chunked: GameText<PlainGameTranslation>[] = [];
    for (let at = 0; at < body.length; at += inChunks) chunked.push(...splitter.push(body.slice(at, at + inChunks)));
    chunked.push(...splitter.end());
    // A game that runs past the end of the text pushed so far is read by the slow path (no `plain`).
    const cuts = (games: readonly GameText<PlainGameTranslation>[]) =>
      games.map(({ text: t, line, column, truncated }) => ({ text: t, line, column, truncated }));
    expect(cuts(chunked), `${name}: games cut in chunks of ${inChunks}`).toEqual(cuts(inSplitter));
    chunked.forEach((g, k) => {
      // (`end` is an offset in the splitter's buffer, which differs with the chunks)
      const whole = inSplitter[k]!.plain;
      if (g.plain !== undefined)
        expect([g.plain.text, g.plain.moves], `${name} game ${k + 1}, in chunks of ${inChunks}`).toEqual([whole?.text, whole?.moves]);
    });
    // A game that goes on into the next chunk is read again from its start there (GameSplitter.push),
    // so games across chunks take the express lane too: all but a long one now and then.
    const plainWhole = inSplitter.filter((g) => g.plain !== undefined).length;
    expect(chunked.filter((g) => g.plain !== undefined).length).toBeGreaterThanOrEqual(plainWhole - Math.ceil(plainWhole / 100));
  }
  texts.forEach((t, k) => {
    const full = translateOneGame(gameFromText(t, name, k + 1, ctx.input), ctx, { keepLayout });
    if (full.failure === undefined && full.warnings.length === 0) plain++;
    const where = `${name} game ${k + 1}`;
    const fused = inSplitter[k]!.plain;
    const express = translatePlainGame(t.text, ctx, keepLayout);
    if (fused !== undefined) {
      fusedCount++;
      expect(express, `${where}: read in the splitter but not alone`).toBeDefined();
      expect(fused.text, where).toBe(express?.text);
      expect(fused.moves, where).toBe(express?.moves);
    }
    if (express === undefined) return;
    taken++;
    expect(full.failure, `${where}: the express lane translated a game the full path fails`).toBeUndefined();
    expect(full.warnings, `${where}: the express lane took a game with warnings`).toEqual([]);
    expect(express.text, where).toBe(full.text);
    expect(express.moves, where).toBe(full.moves);
  });
  return { games: texts.length, taken, plain, fused: fusedCount };
}

/** Every corpus check of one file: → iccf (also pushed in chunks), → de, → figurine, → lan, and keep-layout → iccf. */
export async function compareFile(file: string, name: string): Promise<void> {
  const from = GERMAN.test(file) ? 'de' : 'en';
  const text = decodeFile(file);
  const runs: [string, boolean, number?][] = [
    ['iccf', false, 6000],
    ['de', false],
    ['figurine', false],
    ['lan', false],
    ['iccf', true],
  ];
  for (const [to, keepLayout, inChunks] of runs) {
    const r = compare(text, context(from, to), keepLayout, name, inChunks);
    expect(r.taken).toBeLessThanOrEqual(r.plain);
    await yieldToEventLoop();
  }
}
