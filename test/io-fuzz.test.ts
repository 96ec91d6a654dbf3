// Issue 17, "Done when": the reader under random input — random bytes, truncated files, huge
// lines, chunks cut anywhere — never crashes nor hangs and loses no game: the game texts join to
// the decoded input and are the same whatever the chunks. And a byte flipped at random in each
// corpus file changes the output of the game it is in (and at most a neighbour whose boundary it
// touches), never the text of any other game. Seeded, so a failure reproduces; FUZZ_RUNS and
// FLIPS scale the runs for a bigger one-off by hand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDecoder, NotTextError } from '../src/encoding/index.js';
import { decodeChunks, gameFromText, GamesWithWords } from '../src/pgn/read-games.js';
import { GameSplitter, type GameText } from '../src/pgn/split-games.js';
import { translateStream } from '../src/translate/translate-pgn.js';
import { seededRandom } from './helpers/common.js';
import { FIXTURES, hasShared, sharedPath } from './helpers/shared.js';
import { context } from './pgn-helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const FLIPS = Number(process.env.FLIPS ?? 1);
const LIMIT = 2048;
const en = context('en', 'iccf');

const fixtureFiles = (): string[] =>
  readdirSync(join(FIXTURES, 'pgn'))
    .filter((f) => f.endsWith('.pgn') || f.endsWith('.txt'))
    .map((f) => join(FIXTURES, 'pgn', f));

function sharedFiles(): string[] {
  if (!hasShared('corpus')) return [];
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(pgn|txt)$/.test(name)) out.push(p);
    }
  };
  walk(sharedPath('corpus'));
  return out;
}

/** Chunks of random sizes (1 to 2·max). */
function randomChunks(bytes: Uint8Array, rnd: () => number, max: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length;) {
    const n = 1 + Math.floor(rnd() * 2 * max);
    out.push(bytes.subarray(i, i + n));
    i += n;
  }
  return out;
}

/** Decodes and splits in the given chunks: the decoded text and the game texts (or the not-text error). */
async function read(chunks: Uint8Array[], split: number[]): Promise<{ text: string; games: GameText[] } | NotTextError> {
  const splitter = new GameSplitter({ maxGameChars: LIMIT });
  let text = '';
  const games: GameText[] = [];
  try {
    let k = 0;
    for await (const t of decodeChunks(chunks, createDecoder())) {
      text += t;
      // the text pushed in pieces of its own sizes too
      for (let i = 0; i < t.length;) {
        const n = split[k++ % split.length]!;
        games.push(...splitter.push(t.slice(i, i + n)));
        i += n;
      }
    }
  } catch (e) {
    if (e instanceof NotTextError) return e;
    throw e;
  }
  games.push(...splitter.end());
  return { text, games };
}

/** A random input: pieces of real games, random bytes, huge lines, cut short anywhere. */
function randomInput(rnd: () => number, corpus: Uint8Array[]): Uint8Array {
  const parts: number[] = [];
  const pieces = 1 + Math.floor(rnd() * 6);
  for (let p = 0; p < pieces; p++) {
    const kind = rnd();
    if (kind < 0.45) {
      const src = corpus[Math.floor(rnd() * corpus.length)]!;
      const from = Math.floor(rnd() * src.length);
      const len = Math.floor(rnd() * 3000);
      parts.push(...src.subarray(from, from + len));
    } else if (kind < 0.6) {
      // random bytes: high bytes (not UTF-8 as a rule) and printable ones, a NUL byte in one piece of ten
      const n = Math.floor(rnd() * 200);
      for (let i = 0; i < n; i++) parts.push(rnd() < 0.5 ? 0x80 + Math.floor(rnd() * 128) : 0x20 + Math.floor(rnd() * 95));
      if (rnd() < 0.1) parts.push(0);
    } else if (kind < 0.85) {
      const token = ['e4 ', '{', '(', '[Event "x"]\n', '\r', '1-0 ', 'é', 'Ж'][Math.floor(rnd() * 8)]!;
      const times = Math.floor(rnd() * 3 * LIMIT);
      parts.push(...new TextEncoder().encode(token.repeat(times))); // a huge line (or many)
    } else {
      parts.push(
        ...new TextEncoder().encode(['\n\n', '\n', '\r\n\r\n', '[Event "y"]\n[Result "*"]\n\n1. e4 e5 *\n\n'][Math.floor(rnd() * 4)]!),
      );
    }
  }
  const bytes = Uint8Array.from(parts);
  return rnd() < 0.3 ? bytes.subarray(0, Math.floor(rnd() * bytes.length)) : bytes; // truncated
}

describe('fuzz: the reader under random bytes, truncated files and huge lines', () => {
  const corpus = fixtureFiles().map((f) => readFileSync(f));

  it(`${RUNS} seeded runs: no crash, no hang, no game lost, the same games in any chunks`, async () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const rnd = seededRandom(seed);
      const input = randomInput(rnd, corpus);
      const whole = await read([input], [1 << 30]);
      const chunked = await read(randomChunks(input, rnd, 300), [1 + Math.floor(rnd() * 500), 1, 4096]);
      if (whole instanceof NotTextError) {
        expect(chunked, `seed ${seed}`).toBeInstanceOf(NotTextError);
        continue;
      }
      expect(chunked, `seed ${seed}`).not.toBeInstanceOf(NotTextError);
      if (chunked instanceof NotTextError) continue;
      expect(chunked.text, `seed ${seed}: decoding depends on the chunks`).toBe(whole.text);
      const joined = whole.games.map((g) => g.text).join('');
      if (/[^\s\uFEFF]/.test(whole.text)) expect(joined, `seed ${seed}: text lost`).toBe(whole.text);
      expect(chunked.games.map((g) => g.text).join(''), `seed ${seed}`).toBe(joined);
      // every game reads without throwing; a too-large game is one error
      // (words alone before a game's tags are that game's, no game of their own: GamesWithWords, as translation reads them)
      const reader = new GamesWithWords('f', en.input, LIMIT);
      const games = [...whole.games.flatMap((g) => reader.add(g)), ...reader.end()];
      const pieces = whole.games.filter((g) => !g.continued).map((g, k) => gameFromText(g, 'f', k + 1, en.input, LIMIT));
      for (const g of pieces) expect(g.raw.length, `seed ${seed}`).toBeLessThanOrEqual(LIMIT + 3);
      const outcomes = [];
      for await (const o of translateStream(whole.text, en, { file: 'f', maxGameChars: LIMIT }, { keepLayout: true })) outcomes.push(o);
      expect(
        outcomes.filter((o) => !o.continued),
        `seed ${seed}`,
      ).toHaveLength(games.length);
      for (const o of outcomes) if (o.failure) expect(o.text, `seed ${seed}`).toBe(o.game.raw); // failed games written through whole
    }
  });
});

/** The output texts of the games of `bytes` (keepLayout, English to ICCF: failed games pass through). */
async function outputTexts(bytes: Uint8Array): Promise<string[] | NotTextError> {
  const out: string[] = [];
  try {
    for await (const o of translateStream([bytes], en, { file: 'f' }, { keepLayout: true })) {
      if (o.continued) out[out.length - 1] += o.text;
      else out.push(o.text);
    }
  } catch (e) {
    if (e instanceof NotTextError) return e;
    throw e;
  }
  return out;
}

/** How many texts of `a` are unchanged in `b`: its common start and end, counted once. */
function unchanged(a: readonly string[], b: readonly string[]): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return start + end;
}

async function flipCheck(files: string[], seed: number): Promise<{ files: number; flips: number; games: number }> {
  const rnd = seededRandom(seed);
  let flips = 0;
  let games = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    if (bytes.length === 0) continue;
    const before = await outputTexts(bytes);
    if (before instanceof NotTextError || before.length === 0) continue;
    for (let f = 0; f < FLIPS; f++) {
      const flipped = new Uint8Array(bytes);
      const at = Math.floor(rnd() * bytes.length);
      let value: number;
      do value = Math.floor(rnd() * 256);
      while (value === bytes[at] || value === 0); // a NUL byte makes any file not text (ERR_NOT_TEXT)
      flipped[at] = value;
      const after = await outputTexts(flipped);
      expect(after, `${file}: byte ${at} set to 0x${value.toString(16)}`).not.toBeInstanceOf(NotTextError);
      // the game the byte is in changes, and at most one neighbour (two games joined or one split)
      expect(unchanged(before, after as string[]), `${file}: byte ${at} set to 0x${value.toString(16)}`).toBeGreaterThanOrEqual(
        before.length - 2,
      );
      flips++;
      games += before.length;
    }
  }
  return { files: files.length, flips, games };
}

describe('one byte flipped in each corpus file', () => {
  it('test/fixtures/pgn: every other game unchanged in the output', async () => {
    const r = await flipCheck(fixtureFiles(), 17);
    expect(r.flips).toBeGreaterThan(10);
  });

  it.skipIf(!hasShared('corpus'))('../shared/corpus: every other game unchanged in the output', async () => {
    const r = await flipCheck(sharedFiles(), 1717);
    if (process.env.FLIPS) console.log(`flip check: ${r.files} files, ${r.flips} flips, ${r.games} games compared`);
    expect(r.flips).toBeGreaterThan(10);
  });
});
