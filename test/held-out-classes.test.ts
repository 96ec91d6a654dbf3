// Classes of text that failed on the held-out sets of real pages (research/heldout2–6), each
// written again here as MADE-UP text of the same shape (never the page itself). Expected main
// lines are written by hand and checked move by move with chess.js; the output must be one game
// (none split, merged or invented) and valid PGN for pgn-extract where it is installed.
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn } from '../src/index.js';
import { gamesOf } from './helpers/pgn-lines.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';

/** `text` translated to English SAN: its games (main line, result, text) and the failures. */
function games(text: string, from: string): { games: ReturnType<typeof gamesOf>; failures: number; pgn: string } {
  const t = translatePgn(text, { from, to: 'en' });
  return { games: gamesOf(t.pgn), failures: t.failures.length, pgn: t.pgn };
}

/** The SAN line, checked to be legal with chess.js (so the expectation itself is a game). */
function legal(line: string): string {
  const chess = new Chess();
  for (const san of line.split(' ')) chess.move(san);
  return line;
}

describe('a list item after a line of moves', () => {
  // A list of opening codes, each item a line from move 1 (`- B03: 1.e4 …`): the `-` that starts the next
  // item is its bullet, not a dash between two moves, and the code after it is no move due.
  const text = [
    'Der Schlüssel der Eröffnungen kennt drei Codes:',
    '- C60: 1.e4 e5 2.Sf3 Sc6 3.Lb5',
    '- C65: 1.e4 e5 2.Sf3 Sc6 3.Lb5 Sf6 (Berliner Verteidigung)',
    '- C67: 1.e4 e5 2.Sf3 Sc6 3.Lb5 Sf6 4.0-0 Sxe4',
    '',
  ].join('\n');

  it('reads one game, the list lines nested as they go on', () => {
    const out = games(text, 'de');
    expect(out.failures).toBe(0);
    expect(out.games).toHaveLength(1);
    expect(out.games[0]!.main).toBe(legal('e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4'));
  });

  it.skipIf(PGN_EXTRACT === undefined)('writes PGN that pgn-extract reads', () => {
    expect(pgnExtractReads(games(text, 'de').pgn)).toEqual({ complaints: [], games: 1 });
  });
});
