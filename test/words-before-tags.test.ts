// Words alone before a game's tag pairs (a club blog's paragraph above the PGN it quotes, a heading) are that game's
// words: written after its tags as its first comment, one W_TEXT_AS_COMMENT note, never a game of their own (no game of
// no moves invented, none counted). Made-up texts of the layout of a club blog post (session 24).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './helpers/run-cli.js';
import { translatePgn } from '../src/api.js';
import { translateSegment } from '../src/cli/translate-segment.js';
import { GameSplitter } from '../src/pgn/split-games.js';
import { translationContext } from '../src/translate/context.js';

const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-words-before-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const POST = `Last Friday our coach gave a talk on the Evans Gambit. After the talk we split into 2 groups to play it.

[Event "Club night"]
[White "Anna"]
[Black "Tom"]
[Result "1-0"]
1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 1-0
`;

const TWO_POSTS = `Our first game of the evening was an Evans Gambit.

[White "Anna"]
[Black "Tom"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 1-0

In the second game Tom tried the Sicilian.
It did not go well for him.

[White "Tom"]
[Black "Per"]
[Result "0-1"]

1. e4 c5 2. Nf3 d6 0-1
`;

describe("words alone before a game's tags", () => {
  it('are the first comment of that game, after its tags: one game, numbered 1, one note at the words', async () => {
    const r = await cli(['translate', '--from', 'en', '--to', 'en'], POST);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '[Event "Club night"]\n[White "Anna"]\n[Black "Tom"]\n[Result "1-0"]\n\n' +
        '{Last Friday our coach gave a talk on the Evans Gambit. After the talk we split into 2 groups to play it.}\n' +
        '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 1-0\n\n',
    );
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      '<stdin>:1:1: game 1 (Anna - Tom): warning: text that does not read as moves, such as "Last Friday our coach gave a talk on the…", kept as a comment {…} [W_TEXT_AS_COMMENT]',
    );
    expect(lines[1]).toMatch(/^chess-lingua: 1 game read, 1 translated, 0 failed, 1 warning \(8 moves, /);
  });

  it('--report-json has one line, for the game, with the words’ note', async () => {
    const json = join(dir, 'post.jsonl');
    await cli(['translate', '--from', 'en', '--to', 'en', '-q', '--report-json', json], POST);
    const reports = readFileSync(json, 'utf8')
      .trim()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as { index: number; label: string; status: string; plies: number; problems: { code: string; line: number }[] },
      );
    expect(reports.map((g) => [g.index, g.label, g.status, g.plies])).toEqual([[1, 'Anna - Tom', 'translated', 8]]);
    expect(reports[0]!.problems.map((p) => `${p.line} ${p.code}`)).toEqual(['1 W_TEXT_AS_COMMENT']);
  });

  it('several games each after a paragraph: each paragraph is the game after it; text after the last game stays after it', () => {
    const r = translatePgn(`${TWO_POSTS}\nThanks to all who came.\n`, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.pgn).toBe(
      '[White "Anna"]\n[Black "Tom"]\n[Result "1-0"]\n\n{Our first game of the evening was an Evans Gambit.}\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 1-0\n\n' +
        '[White "Tom"]\n[Black "Per"]\n[Result "0-1"]\n\n{In the second game Tom tried the Sicilian.\nIt did not go well for him.}\n1. e4 c5 2. Nf3 d6 0-1\n\n' +
        '{Thanks to all who came.}\n\n',
    );
    expect(r.warnings.map((g) => g.warnings.map((w) => `${w.position.line}:${w.position.column} ${w.code}`))).toEqual([
      ['1:1 W_TEXT_AS_COMMENT'],
      ['9:1 W_TEXT_AS_COMMENT'],
      ['18:1 W_TEXT_AS_COMMENT'],
    ]);
  });

  it('--keep-layout writes every byte where it stood', async () => {
    const kept = await cli(['translate', '--from', 'en', '--to', 'en', '--keep-layout'], TWO_POSTS);
    expect(kept.stdout).toBe(TWO_POSTS);
    expect(kept.stderr).toMatch(/2 games read, 2 translated, 0 failed/);
  });

  it('--jobs: a segment holds the words with their game (no cut between them), and writes what one thread does', () => {
    const splitter = new GameSplitter();
    splitter.push('1. d4 d5 1-0\n\nOur first game of the evening was an Evans Gambit.\n\n');
    // (a tag line next would start a game of its own after a game; not after words alone, which go with it)
    expect(splitter.newGameAtTagLine).toBe(false);
    const ctx = translationContext({ from: 'en', to: 'en' });
    const segment = translateSegment(
      { seq: 0, file: 'two.txt', text: TWO_POSTS, startLine: 1, cutAtTagLine: false, last: true },
      ctx,
      false,
    );
    expect(segment.text).toBe(translatePgn(TWO_POSTS, { from: 'en', to: 'en' }).pgn);
    expect(segment.lengths).toHaveLength(2);
  });

  it('where the game fails, the words are written before its text, with the game', async () => {
    const r = await cli(['translate', '--from', 'en', '--to', 'en'], POST.replace('Bxb4', 'Bxb5'));
    expect(r.code).toBe(1);
    expect(
      r.stdout.startsWith(
        '{Last Friday our coach gave a talk on the Evans Gambit. After the talk we split into 2 groups to play it.}\n\n[Event "Club night"]',
      ),
    ).toBe(true);
    expect(r.stderr).toMatch(/1 game read, 0 translated, 1 failed/);
  });

  it('a move told only in a sentence among the moves is still read there', () => {
    const r = translatePgn(
      'Here is the game we looked at.\n\n[White "Anna"]\n[Black "Tom"]\n[Result "1-0"]\n1. e4 e5 2. Nf3 Here Tom played the move Nc6 which defends the pawn. 3. Bb5 a6 1-0\n',
      { from: 'en', to: 'en' },
    );
    expect(r.failures).toEqual([]);
    expect(r.pgn.replace(/\s+/g, ' ')).toContain('{Here is the game we looked at.} 1. e4 e5 2. Nf3 {Here Tom played the move} 2... Nc6');
    expect(r.pgn).toContain('3. Bb5 a6 1-0');
  });

  it('a text of words alone is still no PGN', () => {
    expect(translatePgn('Last Friday our coach gave a talk.\n', { from: 'en', to: 'en' }).failures.map((f) => f.message)).toEqual([
      expect.stringContaining('not PGN: found "Last"'),
    ]);
  });
});
