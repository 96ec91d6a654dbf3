/**
 * pgn-extract (GPL; run as an outside program only, never linked) as a second reader of our
 * output: tests that use it skip when it is not installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PGN_EXTRACT = ['/usr/games/pgn-extract', '/usr/bin/pgn-extract', '/usr/local/bin/pgn-extract'].find((p) => existsSync(p));

/**
 * What pgn-extract complains about when it reads `pgn`, and how many games it wrote back. A game
 * whose source writes no result after a mate is written with `*`, which pgn-extract notes
 * ("Result of * is inconsistent with …"): not a reading problem, so left out, with the
 * "File …: Line number: N" lines that only say where.
 */
export function pgnExtractReads(pgn: string): { complaints: string[]; games: number } {
  const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-pgn-extract-'));
  writeFileSync(join(dir, 'in.pgn'), pgn);
  execFileSync(PGN_EXTRACT!, ['-s', '-l', join(dir, 'log.txt'), '-o', join(dir, 'out.pgn'), join(dir, 'in.pgn')]);
  const complaints = readFileSync(join(dir, 'log.txt'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !/Result of \* is inconsistent with/.test(l) && !/^File .*: Line number: \d+$/.test(l.trim()));
  const games = readFileSync(join(dir, 'out.pgn'), 'utf8').match(/^\[Event /gm)?.length ?? 0;
  return { complaints, games };
}
