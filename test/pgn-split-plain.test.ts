// The splitter cuts plain games in one quick pass (plainGameEnd in src/pgn/plain-game.ts) and
// everything else character by character. The quick pass only runs when a whole game and the
// start of the next one are in the buffer, so feeding the same text a few characters at a time
// takes the character scan for every game: both ways must cut the same games at the same places,
// with the same line and column numbers. Checked over every PGN file we have (and ../shared's
// corpus when present) and over random edits of real games (fast-check).
import fc from 'fast-check';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameSplitter, splitGames, type GameText } from '../src/pgn/split-games.js';
import { FIXTURES, REPO_ROOT, hasShared, sharedPath } from './helpers/shared.js';
import { decodeFile } from './pgn-helpers.js';

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(pgn|txt)$/.test(name)) out.push(p);
  }
  return out;
}

/** The games of `text` fed `size` characters at a time (small sizes never hold a whole game). */
function splitInPieces(text: string, size: number): GameText[] {
  const s = new GameSplitter();
  const out: GameText[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...s.push(text.slice(i, i + size)));
  out.push(...s.end());
  return out;
}

const all = [
  ...files(join(FIXTURES, 'pgn')),
  ...files(join(FIXTURES, 'chessjs')),
  ...(hasShared('corpus') ? files(sharedPath('corpus')) : []),
];

describe('quick pass = character scan', () => {
  for (const file of all) {
    it(relative(join(REPO_ROOT, '..'), file), () => {
      const text = decodeFile(file);
      expect(splitGames(text)).toEqual(splitInPieces(text, 5));
    });
  }

  const plain = '[Event "a"]\n[Site "b"]\n\n1. e4 e5 {x} (1... c5 2. Nf3) 2. Nf3 ; y\n1-0\n\n';
  it.each([
    ['plain games', plain + plain + plain],
    ['CR LF line ends', (plain + plain).replace(/\n/g, '\r\n')],
    ['a blank line in movetext, then 1.', '[Event "a"]\n\n1. e4 e5\n\n1. d4 d5 *\n\n' + plain],
    ['a tag-like line in a comment', '[Event "a"]\n\n1. e4 {see\n[Event "x"] } e5 *\n\n' + plain],
    ['nested braces', '[Event "a"]\n\n1. e4 { a { b } c } e5 *\n' + plain],
    ['a result inside a variation', '[Event "a"]\n\n1. e4 (1. d4 1-0) e5 *\n' + plain],
    ['text after the result', '[Event "a"]\n\n1. e4 1-0 junk\n' + plain],
    ['a lone carriage return', '[Event "a"]\r[Site "b"]\n\n1. e4 *\n' + plain],
    ['a game without tags', '1. e4 e5 *\n\n' + plain],
    ['a game without a result', '[Event "a"]\n\n1. e4 e5\n' + plain],
    ['escapes and quotes in tags', '[Event "a \\"]\\" b"]\n\n1. e4 *\n' + plain],
    ['an escape line', '[Event "a"]\n%x\n1. e4 *\n' + plain],
  ])('%s', (_, text) => {
    expect(splitGames(text)).toEqual(splitInPieces(text, 3));
  });

  // A chunk longer than the splitter's window (4096), pushed while a game from before it goes
  // on, is added a window at a time until a game starts in it (push): these sizes take that path.
  it.each([4097, 6000, 17000, 70000])('every fixture in chunks of %i characters', (size) => {
    for (const file of all) {
      const text = decodeFile(file);
      expect(splitInPieces(text, size), relative(REPO_ROOT, file)).toEqual(splitGames(text));
    }
  });

  it('a game longer than several windows, across chunks of many sizes', () => {
    const long = `[Event "long"]\n\n1. e4 {${'a comment '.repeat(3000)}} e5 (1... c5 {${'x\n'.repeat(9000)}}) 2. Nf3 *\n\n`;
    const text = plain + long + plain + long.replace(/\n/g, '\r\n') + plain;
    for (const size of [4097, 5000, 9000, 12289, 40000]) expect(splitInPieces(text, size), `chunks of ${size}`).toEqual(splitGames(text));
  });

  it('a text without tags that the numbering starting again cuts off a plain game, before the next tags: the same flags both ways (found by the random edits, seed 1529348975)', () => {
    const t = '[Event "A"]\n\n1. e4 e5 2. Nf3 1.  0-1\n\n[Event "B"]\n\n1. d4 *\n';
    const whole = splitGames(t);
    expect(whole.map((g) => [g.text, g.beforeTags === true, g.textAfter === true])).toEqual([
      ['[Event "A"]\n\n1. e4 e5 2. Nf3 ', false, false],
      ['1.  0-1\n\n', true, true],
      ['[Event "B"]\n\n1. d4 *\n', false, false],
    ]);
    expect(whole).toEqual(splitInPieces(t, 4));
  });

  it('random edits of real games (fast-check)', () => {
    const text = decodeFile(join(FIXTURES, 'chessjs', 'benchmark.pgn'));
    const games = splitGames(text)
      .slice(0, 40)
      .map((g) => g.text);
    const pieces = [
      '\n',
      '\r\n',
      '\r',
      '\n\n',
      '{',
      '}',
      '(',
      ')',
      ';',
      '%',
      '[',
      ']',
      '"',
      '\\',
      '1-0',
      '*',
      ' 1. ',
      '½-½',
      '\t',
      '\uFEFF',
    ];
    fc.assert(
      fc.property(
        fc.nat(games.length - 3),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 4 }),
        (g, edits) => {
          let t = games[g]! + games[g + 1]! + games[g + 2]!;
          for (const [at, piece] of edits) {
            const i = Math.floor(at * t.length);
            t = t.slice(0, i) + piece + t.slice(i);
          }
          expect(splitGames(t)).toEqual(splitInPieces(t, 4));
        },
      ),
      { numRuns: Number.parseInt(process.env.SPLIT_RUNS ?? '300', 10) },
    );
  });
});
