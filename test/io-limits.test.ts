// Issue 17, point 4: input limits. A line or a game over the size limit is ONE error
// (ERR_GAME_TOO_LARGE) at the game's start; its text is handed out in pieces no longer than the
// limit (memory stays flat at any line length) and written through unchanged; reading goes on at
// the next tag line after a blank line. Never a hang. The limit is made small (maxGameChars) to
// keep the inputs small; a real-size run is in the report.
import { describe, expect, it } from 'vitest';
import { GameSplitter, type GameText } from '../src/pgn/split-games.js';
import { gameTextsFromText, readGamesFromText, streamGames } from '../src/pgn/read-games.js';
import { translateStream } from '../src/translate/translate-pgn.js';
import { context } from './pgn-helpers.js';

const en = context('en', 'de').input;
const LIMIT = 4096;
const GOOD = (n: number): string => `[Event "good ${n}"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n`;

function splitInChunks(text: string, size: number): GameText[] {
  const s = new GameSplitter({ maxGameChars: LIMIT });
  const out: GameText[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...s.push(text.slice(i, i + size)));
  out.push(...s.end());
  return out;
}

/** Game texts without the pieces of a game too large: [first line of the text, line, column, truncated]. */
const summary = (texts: readonly GameText[]): unknown[] =>
  texts.filter((t) => !t.continued).map((t) => [t.text.split('\n')[0]!.slice(0, 20), t.line, t.column, t.truncated === true]);

const CASES: Array<[name: string, text: string, expected: unknown[]]> = [
  [
    'one huge line (10 times the limit) in the movetext',
    `${GOOD(1)}[Event "huge"]\n\n1. e4 ${'e5 '.repeat(LIMIT * 3)}\n\n${GOOD(2)}`,
    [
      ['[Event "good 1"]', 1, 1, false],
      ['[Event "huge"]', 6, 1, true],
      ['[Event "good 2"]', 10, 1, false],
    ],
  ],
  [
    'a game over the limit spread over many lines',
    `${GOOD(1)}[Event "long"]\n\n${'1. e4 e5 2. Nf3 Nc6\n'.repeat(1000)}\n${GOOD(2)}`,
    [
      ['[Event "good 1"]', 1, 1, false],
      ['[Event "long"]', 6, 1, true],
      ['[Event "good 2"]', 1009, 1, false],
    ],
  ],
  [
    'a comment never closed, then games (its tag lines start games again)',
    `[Event "open"]\n\n1. e4 {${'words '.repeat(2000)}\n\n${GOOD(1)}${GOOD(2)}`,
    [
      ['[Event "open"]', 1, 1, true],
      ['[Event "good 1"]', 5, 1, false],
      ['[Event "good 2"]', 10, 1, false],
    ],
  ],
  ['no line break at all and no game after it (to the end of the input)', 'x'.repeat(LIMIT * 5 + 17), [['x'.repeat(20), 1, 1, true]]],
  [
    'CR LF line ends, a huge line',
    `${GOOD(1).replaceAll('\n', '\r\n')}[Event "huge"]\r\n\r\n1. e4 ${'e5 '.repeat(LIMIT * 2)}\r\n\r\n${GOOD(2).replaceAll('\n', '\r\n')}`,
    [
      ['[Event "good 1"]\r', 1, 1, false],
      ['[Event "huge"]\r', 6, 1, true],
      ['[Event "good 2"]\r', 10, 1, false],
    ],
  ],
];

describe('a line or game over the size limit', () => {
  for (const [name, text, expected] of CASES) {
    it(`${name}: one error, pieces no longer than the limit, nothing lost, in any chunks`, () => {
      for (const size of [1, 7, 100, 4095, 4096, 65536, text.length]) {
        const texts = size === text.length ? gameTextsFromText(text, { maxGameChars: LIMIT }) : splitInChunks(text, size);
        expect(summary(texts), `chunks of ${size}`).toEqual(expected);
        expect(texts.map((t) => t.text).join(''), `chunks of ${size}`).toBe(text);
        // a piece is at most the limit and what one chunk added (the buffer holds no more)
        expect(Math.max(...texts.map((t) => t.text.length)), `chunks of ${size}`).toBeLessThanOrEqual(LIMIT + 1 + Math.max(size, 64) + 70);
      }
    });
  }

  it('the reader gives one game with ERR_GAME_TOO_LARGE at its start, the others as they are', () => {
    const [, text] = CASES[0]!;
    const games = readGamesFromText(text, en, 'f.pgn', { maxGameChars: LIMIT });
    expect(games.map((g) => g.problems.map((p) => [p.code, p.line, p.column])[0] ?? 'ok')).toEqual([
      'ok',
      ['ERR_GAME_TOO_LARGE', 6, 1],
      'ok',
    ]);
    expect(games[1]!.problems[0]!.message).toMatch(/^game too large: no end of game .* within 4,096 characters; written through unchanged/);
    expect(games.map((g) => g.origin.index)).toEqual([1, 2, 3]);
  });

  it('translation: one failed game, its text written through whole, the next games translated', async () => {
    const [, text] = CASES[1]!;
    for (const keepLayout of [true, false]) {
      const outcomes = [];
      for await (const o of translateStream(text, context('en', 'de'), { file: 'f.pgn', maxGameChars: LIMIT }, { keepLayout }))
        outcomes.push(o);
      const games = outcomes.filter((o) => !o.continued);
      expect(games.map((o) => o.failure !== undefined)).toEqual([false, true, false]);
      expect(games[1]!.message).toMatch(
        /^f\.pgn:6:1: game 2 \(\): game too large: .* \[ERR_GAME_TOO_LARGE\]$|^f\.pgn:6:1: game 2: game too large: .* \[ERR_GAME_TOO_LARGE\]$/,
      );
      const out = outcomes.map((o) => o.text).join('');
      expect(out).toContain(`[Event "long"]\n\n${'1. e4 e5 2. Nf3 Nc6\n'.repeat(1000)}`);
      expect(out.match(/1\. e4 e5 2\. Sf3 Sc6 \*/g)).toHaveLength(2);
      if (keepLayout) expect(out).toBe(text.replaceAll('1. e4 e5 2. Nf3 Nc6 *', '1. e4 e5 2. Sf3 Sc6 *'));
    }
  });

  it('the library stream reads the same (streamGames with maxGameChars)', async () => {
    const [, text] = CASES[2]!;
    const games = [];
    for await (const g of streamGames([text.slice(0, 5000), text.slice(5000)], en, { file: 'g.pgn', maxGameChars: LIMIT })) games.push(g);
    expect(games.map((g) => [g.tags[0]?.value, g.problems[0]?.code])).toEqual([
      ['open', 'ERR_GAME_TOO_LARGE'],
      ['good 1', undefined],
      ['good 2', undefined],
    ]);
  });
});
