// Issue 16: the reader fuzzed. scripts/fuzz.mjs runs any number of cases (random bytes, mutated real
// PGN, real-text forms; see its header); here a small seeded run of it on the build, so that what the
// one-million-case run checked stays true: no exception, no hang, no game lost, every failed game
// reported. (pgn-extract's complaints about the translated games are counted by the script, not
// asserted here: the known ones are about what the input itself holds; see BENCHMARKS.md.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitGames } from '../src/pgn/split-games.js';
import { translateAll } from './pgn-helpers.js';
import { REPO_ROOT } from './helpers/shared.js';

describe('fuzz: scripts/fuzz.mjs, a small seeded run', () => {
  it('240 cases of seed 7: no exception, no hang, no game lost, every failed game reported', () => {
    const out = mkdtempSync(join(tmpdir(), 'fuzz-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['scripts/fuzz.mjs', '--cases', '240', '--seed', '7', '--batch', '120', '--timeout', '15000', '--no-extract', '--out', out],
        {
          cwd: REPO_ROOT,
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      const last = run.stdout.split('\n').find((l) => l.startsWith('{"totals"'));
      expect(last, run.stderr).toBeDefined();
      const { totals } = JSON.parse(last!) as { totals: Record<string, number> };
      expect(totals.cases).toBe(240);
      expect(totals.games).toBeGreaterThan(240); // real games among the inputs, not only noise
      expect(totals.translated).toBeGreaterThan(0);
      expect(totals.failed).toBeGreaterThan(0);
      expect({ crashes: totals.crashes, hangs: totals.hangs, lost: totals.lost, unreported: totals.unreported }).toEqual({
        crashes: 0,
        hangs: 0,
        lost: 0,
        unreported: 0,
      });
      expect(run.status).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 90_000);

  it('a stray } or a [ within a line before the moves does not hang the splitter (found by the fuzz)', () => {
    // numberingRestarts (which looks for `1.` twice in a game's text) went round on such a character for ever.
    const texts = ['0 1.56) Mistake. } { [%clk 0:00:59] } 1. g3 *', 'Some text [x] 1. e4 e5 1. d4 *', '} 1. e4 1. d4'];
    for (const text of texts)
      expect(
        splitGames(text)
          .map((g) => g.text)
          .join(''),
      ).toBe(text);
  });

  it('text alone that starts with a form feed is reported, not a crash (found by the fuzz: case 23796 of seed 16)', async () => {
    // The bytes 0C 89 AB 90, read as CP1252: a form feed (which JavaScript's \s takes for white space) and three letters.
    const r = await translateAll(Uint8Array.from([0x0c, 0x89, 0xab, 0x90]), 'en', 'en');
    expect(r.outcomes.map((o) => o.failure?.kind === 'pgn' && o.failure.problem.code)).toEqual(['ERR_PGN_SYNTAX']);
    expect(r.outcomes[0]!.message).toMatch(/not PGN: found ".*" where a tag pair/);
  });
});
