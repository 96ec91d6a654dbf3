// Round trips over the ../shared research corpus (bulk archives and other projects' test files,
// GPL ones read in place, never copied; skipped without it), and facts of the bulk files: the
// long part of pgn-corpus.test.ts, in `npm run test:corpus`. pgn-roundtrip.ts says what each checks.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGamesFromText } from '../src/pgn/read-games.js';
import { hasShared, sharedPath } from './helpers/shared.js';
import { CORPUS_GAMES, context, decodeFile, firstGames, gameFacts, pgnFiles, translateAll } from './pgn-helpers.js';
import { roundTrip } from './pgn-roundtrip.js';

const sharedFiles = hasShared('corpus') ? pgnFiles(sharedPath('corpus')).filter((f) => !f.includes('/foreign/')) : [];
const en = context('en', 'en').input;

describe.skipIf(sharedFiles.length === 0)(`round trips over ../shared/corpus (${CORPUS_GAMES || 'all'} games per file)`, () => {
  for (const file of sharedFiles) {
    it(relative(sharedPath('corpus'), file), () => roundTrip(file), 600_000);
  }
});

describe.skipIf(!hasShared('corpus', 'bulk'))('bulk files', () => {
  it('keep their game counts and translate without a failure', async () => {
    const expected: Record<string, number> = { 'carlsen_all.pgn': 1395, 'world_matches.pgn': 580, 'dortmund.pgn': 347 };
    for (const [name, games] of Object.entries(expected)) {
      const text = decodeFile(sharedPath('corpus', 'bulk', name));
      expect(readGamesFromText(text, en).length, name).toBe(games);
    }
  });

  it('carry comments written over several CRLF lines through byte for byte', async () => {
    const text = firstGames(decodeFile(sharedPath('corpus', 'bulk', 'world_matches.pgn')), 20);
    const r = await translateAll(text, 'en', 'iccf');
    expect(r.failed).toBe(0);
    const inComments = readGamesFromText(text, en).flatMap((g) => gameFacts(g).comments);
    const outComments = readGamesFromText(r.pgn, context('iccf', 'iccf').input).flatMap((g) => gameFacts(g).comments);
    expect(outComments).toEqual(inComments);
    expect(inComments.some((c) => c.includes('\r\n'))).toBe(true);
  });

  it('latin-1 names of dortmund.pgn come out as UTF-8', async () => {
    const bytes = readFileSync(sharedPath('corpus', 'bulk', 'dortmund.pgn'));
    const r = await translateAll(bytes.subarray(0, 20_000), 'en', 'de');
    expect(r.pgn).toContain('[Black "Van Nüss, Alfred"]');
    expect(r.pgn).not.toContain('\uFFFD');
  });
});
