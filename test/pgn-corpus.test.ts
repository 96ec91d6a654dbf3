// Round trips over our own fixtures and chess.js's (BSD) games (pgn-roundtrip.ts says what each
// checks); the ../shared research corpus gets the same in pgn-corpus.corpus.test.ts (`npm run test:corpus`).
import { join, relative } from 'node:path';
import { describe, it } from 'vitest';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';
import { pgnFiles } from './pgn-helpers.js';
import { roundTrip } from './pgn-roundtrip.js';

const ownFiles = [...pgnFiles(join(FIXTURES, 'pgn')), ...pgnFiles(join(FIXTURES, 'chessjs'))];

describe('round trips over our own fixtures', () => {
  for (const file of ownFiles) {
    it(relative(REPO_ROOT, file), () => roundTrip(file));
  }
});
