// Issue 13: "none may be split, merged or invented". Words alone that name a result (a line of a results table,
// `Anna Berg Tom Lund 1-0`, a date `26/10` in its last column) are no game of no moves: they are kept as comments
// between the games, the result a word of theirs. A real game with tags and only a result stays a game.
// Every text here is made up; every expected game is written by hand and played through chess.js.
import { describe, expect, it } from 'vitest';
import { translatePgn, translatePgnStream, type TranslatedGame } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';
import { mainLine as movetextLine } from './helpers/pgn-lines.js';

/** The SAN moves (English) as chess.js plays them from the start, joined by spaces: throws when one is not legal. */
const legal = (san: string): string => playedSan(san.split(' ')).join(' ');

/** The main line of a game in PGN export text, its tag lines left out. */
const mainLine = (game: string): string => movetextLine(game.replace(/^\[.*\]$/gm, ''));

/** The games of PGN export text that have moves or tags: what other readers take for games (comments alone are not). */
const gamesIn = (pgn: string): string[] => {
  // (comments are no games, and may hold blank lines: left out first)
  const blocks = pgn
    .replace(/\{[^}]*\}/g, '')
    .split(/\n\s*\n/)
    .map((b) => b.trim());
  const games: string[] = [];
  for (let k = 0; k < blocks.length; k++) {
    // (a game's tags and its movetext are parted by a blank line)
    const tags = blocks[k]!.startsWith('[') && !(blocks[k + 1] ?? '[').startsWith('[');
    const game = tags ? `${blocks[k]}\n\n${blocks[++k]}` : blocks[k]!;
    if (game.startsWith('[') || mainLine(game) !== '') games.push(game);
  }
  return games;
};

/** Lines of PGN export text that end with a game result: one per game that has one. */
const resultLines = (pgn: string): string[] => pgn.split('\n').filter((l) => /(?:^|[\s}])(?:1-0|0-1|1\/2-1\/2|\*)$/.test(l));

// A Swedish club page: the round's results table (board, players, result), games put off with their dates, then the
// game in PGN with tags. The results are words of the table, not games.
const SWEDISH = `Rond 3 i klubbmästerskapet

Bord Vit Svart
1
Anna Berg Tom Lund 1-0
2
Per Dahl Ola Moe 0-1
3
Eva Lang Jan Kurz 1/2-1/2
Uppskjutna partier:
3.4
Lisa Holm Olle Ek 26/10
3.5
Karl Ström Nils Ek ?

[Event "Klubbmästerskapet"]
[Round "3"]
[White "Berg, Anna"]
[Black "Lund, Tom"]
[Result "1-0"]

1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 1-0
`;

describe('a results table before a game with tags', () => {
  it('is words between games: one game, no game of a result alone, no failure', () => {
    const moves = legal('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6');
    const r = translatePgn(SWEDISH, { from: 'sv', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesIn(r.pgn);
    expect(games).toHaveLength(1);
    expect(mainLine(games[0]!)).toBe(moves);
    // (the only result that ends a game is the game's; the table's are kept in comments, as words)
    expect(resultLines(r.pgn)).toEqual(['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1-0']);
    const flat = r.pgn.replace(/\s+/g, ' ');
    expect(flat).toContain('{Rond 3 i klubbmästerskapet Bord Vit Svart 1 Anna Berg Tom Lund} {1-0}');
    expect(flat).toContain('{2 Per Dahl Ola Moe} {0-1}');
    expect(flat).toContain('{3 Eva Lang Jan Kurz} {1/2-1/2}');
    // (a date in the table, `26/10`, is a word of it, not a move that fails)
    expect(flat).toContain('Lisa Holm Olle Ek 26/10 3.5 Karl Ström Nils Ek ?}');
    expect(r.warnings.flatMap((g) => g.warnings).every((w) => w.code === 'W_TEXT_AS_COMMENT')).toBe(true);
  });

  it('read as a stream in small chunks, the same', async () => {
    const chunks = SWEDISH.match(/[^]{1,7}/g)!;
    const got: TranslatedGame[] = [];
    for await (const g of translatePgnStream(chunks, { from: 'sv', to: 'en' })) got.push(g);
    expect(got.every((g) => g.status === 'translated')).toBe(true);
    expect(got.map((g) => g.text).join('')).toBe(translatePgn(SWEDISH, { from: 'sv', to: 'en' }).pgn);
  });
});

describe('a results table after a game, in Spanish, and in German before two games', () => {
  it('after the game: a comment between games, not a game 2', () => {
    const moves = legal('d4 d5 c4 e6 Nc3 Nf6');
    const text = `[Event "Torneo"]\n[Result "0-1"]\n\n1. d4 d5 2. c4 e6 3. Cc3 Cf6 0-1\n\nResultados:\nAna Ruiz Luis Gil 0-1\nMarta Sanz Juan Vidal 1-0\n`;
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesIn(r.pgn);
    expect(games).toHaveLength(1);
    expect(mainLine(games[0]!)).toBe(moves);
    expect(resultLines(r.pgn)).toEqual(['1. d4 d5 2. c4 e6 3. Nc3 Nf6 0-1']);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('{Resultados: Ana Ruiz Luis Gil} {0-1} {Marta Sanz Juan Vidal} {1-0}');
  });

  it('before two games with tags: both games, nothing else', () => {
    const one = legal('e4 c5 Nf3 d6');
    const two = legal('c4 e5 Nc3 Nf6');
    const text = `Ergebnisse\nHans Roth Uwe Sand 1-0\nIda Kern Max Vogt 0-1\n\n[White "Roth"]\n[Black "Sand"]\n[Result "1-0"]\n\n1. e4 c5 2. Sf3 d6 1-0\n\n[White "Kern"]\n[Black "Vogt"]\n[Result "0-1"]\n\n1. c4 e5 2. Sc3 Sf6 0-1\n`;
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesIn(r.pgn).map(mainLine)).toEqual([one, two]);
    expect(resultLines(r.pgn)).toEqual(['1. e4 c5 2. Nf3 d6 1-0', '1. c4 e5 2. Nc3 Nf6 0-1']);
  });
});

describe('what stays as it was', () => {
  it('a game with tags and only a result is legal PGN and stays a game', () => {
    const r = translatePgn('[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n', { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n\n');
  });

  it('a comment in braces and a result, as PGN writes a game not played, stays a game', () => {
    const r = translatePgn('{Weiß gewinnt kampflos} 1-0\n', { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe('{Weiß gewinnt kampflos} 1-0\n\n');
  });

  it('words and a result alone in a text (no game before or after them) are not PGN, as words alone are', () => {
    const r = translatePgn('Anna Berg Tom Lund 1-0\n', { from: 'sv', to: 'en' });
    expect(r.failures.map((f) => f.failure?.kind)).toEqual(['pgn']);
    expect(r.failures[0]!.message).toContain('not PGN: found "Anna"');
  });
});
