// For every locale, over real games (chess.js's benchmark.pgn, 100 games, 6,193 plies):
// English → locale → numeric → locale is the identity, and the numeric equals the numeric of
// the English game. chess.js's own SAN for every move equals our English SAN.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { listLocales, translatePgn } from '../src/index.js';
import { FIXTURES } from './helpers/shared.js';

const benchmark = readFileSync(join(FIXTURES, 'chessjs', 'benchmark.pgn'), 'utf8');

function movesOf(pgn: string): string[] {
  // Every movetext token that is neither a move number, a NAG nor a result.
  return pgn
    .split('\n')
    .filter((l) => !l.startsWith('['))
    .join(' ')
    .split(/\s+/)
    .filter((t) => t && !/^\d+\.+$/.test(t) && !t.startsWith('$') && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

describe('round trip through every locale', () => {
  const english = translatePgn(benchmark, { from: 'en', to: 'en' });
  const numeric = translatePgn(benchmark, { from: 'en', to: 'iccf' });

  it('reads all 100 games and 6,193 plies of the English source', () => {
    expect(english.summary).toEqual({ games: 100, translated: 100, failed: 0, moves: 6193 });
    expect(numeric.summary.failed).toBe(0);
  });

  it("our English SAN is chess.js's SAN, move for move", () => {
    const games = benchmark.split(/\n(?=\[Event )/);
    const ours = movesOf(english.pgn);
    const theirs: string[] = [];
    for (const g of games) {
      const chess = new Chess();
      chess.loadPgn(g);
      theirs.push(...chess.history());
    }
    expect(theirs.length).toBe(6193);
    expect(ours).toEqual(theirs);
  });

  for (const locale of listLocales()) {
    it(`${locale.code} (${locale.name}): en → ${locale.code} → iccf → ${locale.code} is the identity`, () => {
      const local = translatePgn(english.pgn, { from: 'en', to: locale.code });
      expect(local.failures.map((f) => f.message)).toEqual([]);
      const viaNumeric = translatePgn(local.pgn, { from: locale.code, to: 'iccf' });
      expect(viaNumeric.failures.map((f) => f.message)).toEqual([]);
      expect(viaNumeric.pgn).toBe(numeric.pgn);
      const back = translatePgn(viaNumeric.pgn, { from: 'iccf', to: locale.code });
      expect(back.pgn).toBe(local.pgn);
    });
  }
});
