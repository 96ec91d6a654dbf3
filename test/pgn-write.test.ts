// Writing: PGN export format (seven tag roster first, lines of at most 80 characters, NAGs for
// glyphs, export results), and --keep-layout (the game's own text with only the moves replaced).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGamesFromText } from '../src/pgn/read-games.js';
import { writeGame, writeMovetext } from '../src/pgn/write-game.js';
import { FIXTURES } from './helpers/shared.js';
import { context, gameFacts, translateAll } from './pgn-helpers.js';

const fixture = (name: string): string => readFileSync(join(FIXTURES, 'pgn', name), 'utf8');
const en = context('en', 'en').input;

describe('export format', () => {
  it('puts the seven tag roster first, in roster order, then the other tags in their order', async () => {
    const text =
      '[ECO "C20"]\n[Result "*"]\n[White "W"]\n[Annotator "A"]\n[Event "E"]\n[Date "2000.01.01"]\n[Black "B"]\n[Site "S"]\n[Round "1"]\n\n1. e4 *';
    const r = await translateAll(text, 'en', 'en');
    expect(r.pgn).toBe(
      '[Event "E"]\n[Site "S"]\n[Date "2000.01.01"]\n[Round "1"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n[ECO "C20"]\n[Annotator "A"]\n\n1. e4 *\n\n',
    );
  });

  it('writes a roster name given twice with both its tags, in their order, at its place in the roster', async () => {
    const text = '[Event "E1"]\n[Site "S"]\n[Event "E2"]\n[Result "1-0"]\n[Round "2"]\n\n1. e4 1-0';
    const r = await translateAll(text, 'en', 'en');
    expect(r.pgn).toBe('[Event "E1"]\n[Event "E2"]\n[Site "S"]\n[Round "2"]\n[Result "1-0"]\n\n1. e4 1-0\n\n');
  });

  it('escapes quotes and backslashes in tag values', () => {
    const [g] = readGamesFromText(fixture('pathological-headers.pgn'), en);
    const out = writeGame(g!);
    expect(out).toContain('[White "Back\\\\slash \\\\\\\\ and \\"both\\""]\n');
    // PGN export: tag names hold letters, digits and _ only (the standard, 8.1.1): the '-' is written '_'.
    expect(out).toContain('[Odd_Name_1 "C:\\\\path\\\\to\\\\file"]\n');
    const [again] = readGamesFromText(out, en);
    expect(again!.tags.map((t) => [t.name, t.value])).toEqual(
      g!.tags.map((t) => [t.name === 'Odd_Name-1' ? 'Odd_Name_1' : t.name, t.value]),
    );
  });

  it('keeps lines within 80 characters (a comment longer than a line stays whole)', async () => {
    for (const name of ['variations.pgn', 'german.pgn', 'crlf.pgn']) {
      const from = name === 'german.pgn' ? 'de' : 'en';
      for (const to of ['en', 'iccf', 'de', 'ru', 'figurine']) {
        const r = await translateAll(fixture(name), from, to);
        expect(r.failed).toBe(0);
        for (const line of r.pgn.split(/\r?\n/)) {
          if (!line.startsWith('[') && !line.includes('{') && !line.includes('}')) expect(line.length, line).toBeLessThanOrEqual(80);
        }
      }
    }
  });

  it('writes glyphs as NAGs, import-format results in export form, null moves as --', async () => {
    const r = await translateAll('1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 +- ½-½', 'en', 'en');
    expect(r.pgn).toBe('1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 4. Ba4 $18 1/2-1/2\n\n');
    // The Result tag in export form too, so that tag and movetext agree (pgn-extract compares them).
    const tagged = await translateAll(
      '[Event "e"]\n[Result "½-½"]\n\n1. e4 e5 ½-½\n\n[Event "f"]\n[Result "1:0"]\n\n1. e4 1:0',
      'en',
      'en',
    );
    expect(tagged.pgn).toBe('[Event "e"]\n[Result "1/2-1/2"]\n\n1. e4 e5 1/2-1/2\n\n[Event "f"]\n[Result "1-0"]\n\n1. e4 1-0\n\n');
    const n = await translateAll(fixture('null-moves.pgn'), 'en', 'iccf');
    expect(n.failed).toBe(0);
    expect(n.pgn).toContain('1. 1525 -- (1... 7525 2. 3366 5851 3. 8151 2536 4. 7475) (1... 7553 2. 2558)');
    expect(n.pgn).toContain('1. 5254 -- 2. 4244 -- 3. 7163 5755 4. 6355 1-0');
  });

  it('numbers moves after comments and variations, and from a FEN with black to move', async () => {
    const r = await translateAll(fixture('setup.pgn'), 'en', 'de');
    expect(r.failed).toBe(0);
    expect(r.pgn).toContain('30... Ta1 31. Txa1 (31. Kf1 Txb1+) 31... h6 0-1');
    expect(r.pgn).toContain('1. a8=D Kg6 2. De4+ Kg5 1-0');
    // Knight and king against king: no mate is possible, a draw by the rules (the input says *).
    expect(r.pgn).toContain('60. b8=S Kg6 (60... Kg7 61. Sd7) 1/2-1/2');
  });

  it('writeMovetext writes a tree without a result too', () => {
    const [g] = readGamesFromText('1. e4 (1. d4 d5) 1... e5', en);
    expect(writeMovetext(g!.nodes, 0, undefined)).toBe('1. e4 (1. d4 d5) 1... e5');
  });

  it('keeps tags, comments (byte for byte), NAGs, variations and results', async () => {
    const text = fixture('variations.pgn');
    const before = readGamesFromText(text, en).map((g) => gameFacts(g, { exported: true }));
    for (const to of ['iccf', 'de']) {
      const there = await translateAll(text, 'en', to);
      const back = await translateAll(there.pgn, to, 'en');
      expect(back.failed).toBe(0);
      expect(readGamesFromText(back.pgn, en).map((g) => gameFacts(g))).toEqual(before.map((f) => ({ ...f })));
    }
  });
});

describe('--keep-layout', () => {
  it('replaces only the moves: spacing, line breaks, numbers, glyphs and results stay', async () => {
    const text = '  [White "W"]   [Black "B"]\n\n1.e4   e5!? {c}\n2.Nf3 (2.Bc4!) Nc6   ½-½  \n';
    const r = await translateAll(text, 'en', 'de', { keepLayout: true });
    expect(r.pgn).toBe('  [White "W"]   [Black "B"]\n\n1.e4   e5!? {c}\n2.Sf3 (2.Lc4!) Sc6   ½-½  \n');
    const n = await translateAll(text, 'en', 'iccf', { keepLayout: true });
    expect(n.pgn).toBe('  [White "W"]   [Black "B"]\n\n1.5254   5755!? {c}\n2.7163 (2.6134!) 2836   ½-½  \n');
  });

  it('gives the input back byte for byte after de → iccf → de (normalized moves), CRLF and all', async () => {
    for (const [name, lang] of [
      ['german.pgn', 'de'],
      ['crlf.pgn', 'en'],
      ['variations.pgn', 'en'],
      ['leading-whitespace.pgn', 'en'],
      ['headers-moves-one-line.pgn', 'en'],
      ['null-moves.pgn', 'en'],
    ] as const) {
      const text = fixture(name);
      const there = await translateAll(text, lang, 'iccf', { keepLayout: true });
      expect(there.failed, name).toBe(0);
      const back = await translateAll(there.pgn, 'iccf', lang, { keepLayout: true });
      expect(back.failed, name).toBe(0);
      // normalized moves: the only change is the null move Z0, written --
      expect(back.pgn, name).toBe(text.replace(' Z0 ', ' -- '));
    }
  });

  it('writes failed games exactly as they were', async () => {
    const text = fixture('bad-tag.pgn');
    const r = await translateAll(text, 'en', 'iccf', { keepLayout: true });
    expect(r.failed).toBe(1);
    expect(r.pgn).toBe(text.replace('1. e4 *\n\n[Event "Bad', '1. 5254 *\n\n[Event "Bad').replace('1. d4 *', '1. 4244 *'));
  });
});

describe('writeGame (API)', () => {
  it("honours `from`: a game read as English and written from German reads its moves' text again", async () => {
    const { readGames, writeGame: writeGameApi } = await import('../src/api.js');
    for await (const g of readGames('1. e4 e5 2. Bc4 *', { from: 'en' })) {
      // English Bc4 is the bishop f1-c4; German B is the pawn (Bauer), so Bc4 is c2-c4.
      expect(writeGameApi(g, { to: 'iccf' })).toContain('2. 6134 *');
      expect(writeGameApi(g, { from: 'en', to: 'iccf' })).toContain('2. 6134 *');
      expect(writeGameApi(g, { from: 'de', to: 'iccf' })).toContain('2. 3234 *');
    }
  });
});
