// The express lane against the full path over the ../shared corpus (bulk archives, peers' test
// files; skipped without it): the long part of translate-express.test.ts, in `npm run test:corpus`.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, hasShared, sharedPath } from './helpers/shared.js';
import { compare, compareFile } from './express-compare.js';
import { context, decodeFile, GERMAN, pgnFiles } from './pgn-helpers.js';

const shared = hasShared('corpus') ? pgnFiles(sharedPath('corpus')).filter((f) => !f.includes('/foreign/')) : [];

describe.skipIf(shared.length === 0)('express lane = full path over ../shared/corpus', () => {
  for (const file of shared) {
    const name = relative(join(REPO_ROOT, '..'), file);
    it(`${name}: ${GERMAN.test(file) ? 'de' : 'en'} → iccf, → de, → figurine, → lan; keep-layout → iccf`, () => compareFile(file, name));
  }

  it.skipIf(!hasShared('corpus', 'bulk'))('takes nearly all games of the bulk archives (../shared)', () => {
    for (const file of pgnFiles(sharedPath('corpus', 'bulk'))) {
      const r = compare(decodeFile(file), context('en', 'iccf'), false, file);
      expect(r.taken, file).toBeGreaterThanOrEqual(Math.floor(r.plain * 0.95));
      expect(r.fused, file).toBeGreaterThanOrEqual(Math.floor(r.taken * 0.95));
    }
  });
});
