// `translate` on documents: articles, book pages and wiki pages with a game among the words, in
// 17 languages (Arabic right to left, Russian, Chinese, Korean …), written for these tests (see
// test/fixtures/SOURCES.md). Each expected game (test/fixtures/documents/expected.json) was
// written by hand and is checked move by move with chess.js here; the output's main line must be
// exactly that game, each listed variation must stand in brackets, no game may be split, merged
// or invented, `--repair` must give the same games, and pgn-extract must read the output.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { PGN_EXTRACT, pgnExtractReads } from './helpers/pgn-extract.js';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';
import { gamesOf } from './helpers/pgn-lines.js';

const execFileAsync = promisify(execFile);

interface Expected {
  readonly games: ReadonlyArray<{
    readonly main: string;
    readonly result: string;
    readonly variations?: readonly string[];
    /** Warnings the game must have, as `line:column CODE` (a game that stops short says where). */
    readonly warnings?: readonly string[];
    /** Text the game's PGN must hold (comments kept as written). */
    readonly comments?: readonly string[];
  }>;
}

const DIR = join(FIXTURES, 'documents');
const EXPECTED = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, Expected>;
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort();
const languageOf = (file: string): string => file.slice(0, file.indexOf('-'));

/** `chess-lingua translate ARGS`, its standard output; run without blocking the test worker (a minute of runs in a row under load). */
async function runCli(args: readonly string[]): Promise<string> {
  const { stdout } = await execFileAsync('node', [join(REPO_ROOT, 'dist', 'cli.js'), 'translate', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return stdout;
}

describe('translate reads documents as games', () => {
  it('has a hand-written expectation for every document, and every expected game is legal (chess.js)', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FILES.map(languageOf)).size).toBeGreaterThanOrEqual(8);
    for (const f of FILES) {
      const e = EXPECTED[f];
      expect(e, f).toBeDefined();
      for (const g of e!.games) {
        const chess = new Chess();
        for (const san of g.main.split(' ')) expect(() => chess.move(san), `${f}: ${san}`).not.toThrow();
      }
    }
  });

  for (const f of FILES) {
    it(`${f}: the game as written, no game split, merged or invented`, () => {
      const text = readFileSync(join(DIR, f), 'utf8');
      const r = translatePgn(text, { from: languageOf(f), to: 'en', file: f });
      expect(r.failures.map((o) => o.message)).toEqual([]);
      const games = gamesOf(r.pgn);
      const expected = EXPECTED[f]!.games;
      expect(games.map((g) => g.main)).toEqual(expected.map((g) => g.main));
      expect(games.map((g) => g.result)).toEqual(expected.map((g) => g.result));
      const warned = expected.map((_, i) =>
        r.warnings
          .filter((g) => g.game.origin.index === i + 1)
          .flatMap((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`)),
      );
      expected.forEach((e, i) => {
        for (const w of e.warnings ?? []) expect(warned[i], w).toContain(w);
        for (const c of e.comments ?? []) expect(games[i]!.text.replace(/\s+/g, ' '), c).toContain(c);
        for (const v of e.variations ?? []) {
          const escaped = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
          expect(games[i]!.text, v).toMatch(new RegExp(`\\((?:\\{[^}]*\\}\\s*)?${escaped}`));
        }
      });
    });
  }

  it('with CR LF line ends the games are the same', () => {
    for (const f of FILES) {
      const text = readFileSync(join(DIR, f), 'utf8');
      const lf = translatePgn(text, { from: languageOf(f), to: 'en' }).pgn;
      const crlf = translatePgn(text.replace(/\n/g, '\r\n'), { from: languageOf(f), to: 'en' }).pgn;
      expect(
        gamesOf(crlf).map((g) => g.text.replace(/\s+/g, ' ')),
        f,
      ).toEqual(gamesOf(lf).map((g) => g.text.replace(/\s+/g, ' ')));
    }
  });

  it('the command line reads them as the API does, and --repair gives the same games', async () => {
    // (one run per language with all its files: the output of several files is theirs one after another)
    for (const language of new Set(FILES.map(languageOf))) {
      const files = FILES.filter((f) => languageOf(f) === language);
      const args = ['--from', language, '--to', 'en', '--quiet', ...files.map((f) => join(DIR, f))];
      const plain = await runCli(args);
      const api = files.map((f) => translatePgn(readFileSync(join(DIR, f), 'utf8'), { from: language, to: 'en' }).pgn).join('');
      expect(plain, files.join(', ')).toBe(api);
      expect(await runCli([...args, '--repair']), files.join(', ')).toBe(plain);
    }
    // (every document twice through the command line, once with --repair: 40 s alone, over 180 s on a machine loaded to 15; the limit only catches a hang)
  }, 400_000);

  it.skipIf(PGN_EXTRACT === undefined)('every game written is valid PGN for pgn-extract', () => {
    const all = FILES.map((f) => translatePgn(readFileSync(join(DIR, f), 'utf8'), { from: languageOf(f), to: 'en' }).pgn).join('');
    const read = pgnExtractReads(all);
    expect(read.complaints).toEqual([]);
    expect(read.games).toBe(FILES.reduce((n, f) => n + EXPECTED[f]!.games.length, 0));
  });

  it('words that look like moves stay words: a square after a piece name, a plan, a move in a sentence', () => {
    const text =
      'Partie\n\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\nWeiß greift den (gefesselten) Springer c6. an, ein Plan ist a2-a3 und Lb5-a4.\n4.La4 Sf6 5.O-O Le7\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    const games = gamesOf(r.pgn);
    expect(games.map((g) => g.main)).toEqual(['e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7']);
    expect(games[0]!.text).toMatch(/\{Weiß greift den \(gefesselten\) Springer c6\. an, ein Plan ist a2-a3 und [LB]b5-a4\.\}/);
  });

  it('a move not legal where a sentence has it (another game) stays words, with a warning; one printed as the game fails it', () => {
    const text =
      'Beispielpartie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\nIn der Partie Tal-Botvinnik spielte Weiß 3.Lxf7+ mit Erfolg.\n4.La4 Sf6\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '{Beispielpartie[Bearbeiten]} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n{In der Partie Tal-Botvinnik spielte Weiß 3.Bxf7+ mit Erfolg.} 4. Ba4 Nf6 *\n\n',
    );
    const warnings = r.warnings.flatMap((g) => g.warnings).map((w) => `${w.position.line}:${w.position.column} ${w.code}`);
    expect(warnings).toEqual(['3:44 W_PROSE_UNCHECKED']);
    // A move no board reaches, in a sentence (another game's move 23): words, with a warning.
    const other = translatePgn(
      'Beispielpartie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\nIn der Partie Tal-Botvinnik kam 23.Txe6! mit Erfolg.\n4.La4 Sf6\n',
      { from: 'de', to: 'en' },
    );
    expect(other.failures).toEqual([]);
    expect(gamesOf(other.pgn).map((g) => g.main)).toEqual(['e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6']);
    // The same move on a line of the game's own moves: the document reading fails, the PGN reading reports it.
    const bad = translatePgn('Beispielpartie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lxf7+ a6\n', { from: 'de', to: 'en' });
    expect(bad.failures).toHaveLength(1);
  });

  it('a numbered move that does not read as a move, where the game goes on in a sentence: the game stops with a warning there', () => {
    // `Tk1` (a misprint; a scanned `Tel` now reads as the look-alike Te1) reads as no move in a sentence:
    // the game ends at 5...Le7, and says so.
    const text = 'Partie[Bearbeiten]\n\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\n4.La4 Sf6 5.O-O Le7\nIm Buch steht 6.Tk1 b5 7.Lb3 d6 8.c3 O-O.\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => g.main)).toEqual(['e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7']);
    const warnings = r.warnings.flatMap((g) => g.warnings).map((w) => `${w.position.line}:${w.position.column} ${w.code}`);
    expect(warnings).toContain('5:17 W_PROSE_UNCHECKED');
    expect(warnings).toContain('5:17 W_MOVES_IN_COMMENT');
    // `prose` says it too.
    const prose = translateProse(text, { from: 'de', to: 'en' });
    expect(prose.problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toContain('5:17 W_PROSE_UNCHECKED');
  });

  it('prose rewrites the moves of score tables where they stand: pipe cells, squares with the number repeated', () => {
    const table = '| Zug | Weiß | Schwarz |\n|---|---|---|\n| 1. | e4 | e5 |\n| 2. | Sf3 | Sc6 |\n|3.|Lb5|a6|\n';
    expect(translateProse(table, { from: 'de', to: 'en' }).text).toBe(
      '| Zug | Weiß | Schwarz |\n|---|---|---|\n| 1. | e4 | e5 |\n| 2. | Nf3 | Nc6 |\n|3.|Bb5|a6|\n',
    );
    const book = '1 e2 e4   1 e7 e5\n2 Jg1 f3  2 Jb8 c6\n3 Sf1 b5\n';
    const r = translateProse(book, { from: 'cs', to: 'en' });
    expect(r.text).toBe('1 e2 e4   1 e7 e5\n2 Ng1 f3  2 Nb8 c6\n3 Bf1 b5\n');
    expect(r.checked).toBe(5);
    // A line of an English book (`12 e4 e5`) is two moves, not a pair of squares.
    expect(translateProse('1 e4 e5 2 Nf3 Nc6\n3 Bb5 a6\n', { from: 'en', to: 'de' }).text).toBe('1 e4 e5 2 Sf3 Sc6\n3 Lb5 a6\n');
  });

  it("a move printed as the game's that is not legal, in a page the PGN reading stumbles on: that move is the error, the page written as it was", () => {
    const text = 'Partie[Bearbeiten]\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6\n4.La4 Sf6 5.O-O Le7\n6.Lxe5 b5 7.Lb3 d6\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures.map((f) => f.message)).toEqual([
      '<input>:4:3: game 1: move 6. Lxe5: no bishop (L) can move to e5 [ERR_MOVE_ILLEGAL]',
    ]);
    expect(r.pgn).toBe(text);
  });

  it('moves cited in a sentence before the game are not a game of their own (the PGN reading takes them for one)', () => {
    const text =
      'The Scandinavian Defence begins 1.e4 d5. After 2.exd5 Qxd5 Black loses a tempo after 3.Nc3.\n\n1.e4 d5 2.exd5 Qxd5 3.Nc3 Qa5 4.d4 Nf6 5.Nf3 Bf5\nInstead 2...Nf6 avoids the early queen move.\n6.Bc4 e6 1-0\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => `${g.main} ${g.result}`)).toEqual(['e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bf5 Bc4 e6 1-0']);
    expect(r.pgn).toMatch(/\(\{Instead\} 2\.\.\. Nf6 \{avoids the early queen move\.\}\)/);
  });

  it('a second game printed from move 1 that leaves the first only on its next line is a game of its own', () => {
    const text =
      'Partien[Bearbeiten]\nPartie 1\n1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O Le7\nPartie 2\n1.e4 e5 2.Sf3 Sc6\n3.Lb5 Sf6 4.O-O Sxe4\n';
    const r = translatePgn(text, { from: 'de', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '{Partien[Bearbeiten] Partie 1} 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O\nBe7 *\n\n{Partie 2} 1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 *\n\n',
    );
  });

  it('a heading ending in a number, a wiki edit link glued to the text and a bulleted game', () => {
    const text = 'Partida 12\n[editar]La partida:\n- 1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 1-0\n';
    const r = translatePgn(text, { from: 'es', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(gamesOf(r.pgn).map((g) => `${g.main} ${g.result}`)).toEqual(['e4 e5 Nf3 Nc6 Bb5 a6 1-0']);
  });
});
