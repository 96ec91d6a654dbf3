// A game with an error is never dropped or half-translated: it is written through unchanged and
// reported with file:line:col, game number, players, date, move, token, reason and code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './helpers/shared.js';
import { translateAll } from './pgn-helpers.js';

const fixturePath = (name: string): string => join(FIXTURES, 'pgn', name);
const bytes = (name: string): Buffer => readFileSync(fixturePath(name));

async function run(name: string, from = 'en', to = 'iccf') {
  return translateAll(bytes(name), from, to, { file: `test/fixtures/pgn/${name}` });
}

describe('games with errors', () => {
  it('an unterminated comment: that game is reported and passed through, the next one is read', async () => {
    const r = await run('unterminated-comment.pgn');
    expect(r.outcomes.map((o) => o.message)).toEqual([
      undefined,
      'test/fixtures/pgn/unterminated-comment.pgn:11:7: game 2 (Open - Brace): comment "{" is never closed with "}" [ERR_PGN_UNTERMINATED_COMMENT]',
      undefined,
    ]);
    expect(r.outcomes[1]!.text).toBe(
      '[Event "Unterminated"]\n[White "Open"]\n[Black "Brace"]\n[Result "*"]\n\n1. d4 { this comment is never closed 2. c4 e6 *\n\n',
    );
    expect(r.pgn).toContain('1. 3234 3735 *');
  });

  it('a bad tag', async () => {
    const r = await run('bad-tag.pgn');
    expect(r.outcomes.map((o) => o.message)).toEqual([
      undefined,
      'test/fixtures/pgn/bad-tag.pgn:7:1: game 2: not a tag pair: "[White Tal]"; a tag is written [Name "value"] (\\" and \\\\ inside the value), one per line, before the moves [ERR_PGN_TAG]',
      undefined,
    ]);
    expect(r.outcomes[1]!.text).toContain('[White Tal]');
  });

  it('an illegal move inside a nested variation: the move, where it stands, and why', async () => {
    const r = await run('illegal-in-variation.pgn');
    expect(r.outcomes[0]!.message).toBe(
      'test/fixtures/pgn/illegal-in-variation.pgn:8:91: game 1 (White, W. - Black, B., 2024.02.03): move 9. Qxa8: no queen (Q) can move to a8; did you mean Qxd8 (Qh8xd8)? [ERR_MOVE_ILLEGAL]',
    );
    // not half-translated: the whole game is written as it was
    expect(r.outcomes[0]!.text).toBe(
      `${readFileSync(fixturePath('illegal-in-variation.pgn'), 'utf8').split('\n\n[Event "After it"]')[0]!.trim()}\n\n`,
    );
    expect(r.outcomes[1]!.failure).toBeUndefined();
  });

  it('a file that is not PGN at all', async () => {
    const r = await run('not-pgn.txt');
    expect(r.outcomes).toHaveLength(1);
    expect(r.outcomes[0]!.message).toBe(
      'test/fixtures/pgn/not-pgn.txt:1:1: game 1: not PGN: found "This" where a tag pair [Name "value"] or a move was expected [ERR_PGN_SYNTAX]',
    );
    expect(r.pgn).toBe(`${readFileSync(fixturePath('not-pgn.txt'), 'utf8').trim()}\n\n`);
  });

  it('an empty file gives no game (the CLI reports it; see cli-translate.test.ts)', async () => {
    const r = await run('empty.pgn');
    expect(r.outcomes).toEqual([]);
    expect(r.pgn).toBe('');
  });

  it('moves in the wrong language are reported with the letters the language has', async () => {
    // (English and German letters mixed: no one language reads the game, so English's error stands)
    const r = await translateAll(Buffer.from('1. e4 e5 2. Sf3 Nc6 *\n'), 'en', 'iccf', { file: 'mixed.pgn' });
    expect(r.outcomes[0]!.message).toBe(
      'mixed.pgn:1:13: game 1: move 2. Sf3: not an English move: expected castling (O-O, O-O-O), a piece letter (K Q R B N), a square a1-h8 or a file a-h; found "S"; did you mean Nf3 (Ng1-f3) or f3? [ERR_MOVE_SYNTAX]',
    );
  });

  it('a move read only through a look-alike letter that the board refuses is reported as illegal, with the letter read', async () => {
    // (Russian long algebraic with a Latin C for the bishop С, printed from the wrong square: e1 for c1)
    const r = await translateAll(Buffer.from('1. d2-d4 d7-d5 2. Ce1-d2 e7-e5 *\n'), 'ru', 'en', { file: 'book.pgn' });
    expect(r.outcomes[0]!.message).toBe(
      'book.pgn:1:19: game 1: move 2. Ce1-d2: the bishop (С) on e1 cannot move to d2 ("C" (Latin, U+0043) read as "С" (Cyrillic)); did you mean Сd2 (Сc1-d2) or Кd2? [ERR_MOVE_ILLEGAL]',
    );
  });

  it("a whole game in another language's letters is read in that language (W_OTHER_LANGUAGE), as with --from de", async () => {
    const r = await run('german.pgn', 'en', 'iccf');
    expect(r.outcomes[0]!.message).toBeUndefined();
    expect(r.pgn).toBe((await run('german.pgn', 'de', 'iccf')).pgn);
  });

  it('reports line and column right in CRLF files, for games later in the file, for black moves', async () => {
    const text =
      '[Event "a"]\r\n\r\n1. e4 e5 *\r\n\r\n[Event "b"]\r\n[White "W"]\r\n[Black "B"]\r\n[Date "2020.01.01"]\r\n\r\n1. e4 e5 2. Nf3\r\n  Nc6 3. Bb5 Nd4 4. Nxd4 Bd6 5. Nf5 Nf6 6. O-O Qa5?? *\r\n';
    const r = await translateAll(text, 'en', 'iccf', { file: 'g.pgn' });
    expect(r.outcomes.map((o) => o.message)).toEqual([
      undefined,
      'g.pgn:11:48: game 2 (W - B, 2020.01.01): move 6... Qa5??: no queen (Q) can move to a5; did you mean a5 (a7-a5)? [ERR_MOVE_ILLEGAL]',
    ]);
    // the column is that of the token in its line
    expect(text.split('\r\n')[10]!.slice(47, 52)).toBe('Qa5??');
  });

  it('reports a variation that does not follow a move, with its place', async () => {
    const r = await translateAll('[Event "x"]\n\n(1. d4) 1. e4 *', 'en', 'iccf', { file: 'v.pgn' });
    expect(r.outcomes[0]!.message).toBe('v.pgn:3:1: game 1: move 1. (: a variation must follow a move [ERR_MOVE_SYNTAX]');
  });

  it('reports a bad FEN tag at the tag', async () => {
    const r = await translateAll('[Event "x"]\n[FEN "8/8/8 w - - 0 1"]\n\n1. e4 *', 'en', 'iccf', { file: 'f.pgn' });
    expect(r.outcomes[0]!.message).toMatch(/^f\.pgn:2:1: game 1: bad FEN tag: .+ \[ERR_PGN_FEN\]$/);
  });

  it('passes variant games through (Chess960, crazyhouse, antichess …)', async () => {
    const text = '[Event "v"]\n[Variant "Crazyhouse"]\n\n1. e4 e5 2. Nf3 Nc6 3. N@e6 *\n\n[Event "s"]\n[Variant "Standard"]\n\n1. e4 *\n';
    const r = await translateAll(text, 'en', 'iccf', { file: 'z.pgn' });
    expect(r.outcomes.map((o) => o.message)).toEqual([
      'z.pgn:2:1: game 1: variant "Crazyhouse" is not supported: only standard chess is translated [ERR_PGN_VARIANT]',
      undefined,
    ]);
    expect(r.pgn.startsWith('[Event "v"]\n[Variant "Crazyhouse"]\n\n1. e4 e5 2. Nf3 Nc6 3. N@e6 *\n\n')).toBe(true);
  });

  it('never loses a game: as many games out as in, whatever fails', async () => {
    const names = [
      'unterminated-comment.pgn',
      'bad-tag.pgn',
      'illegal-in-variation.pgn',
      'not-pgn.txt',
      'variations.pgn',
      'null-moves.pgn',
    ];
    const all = Buffer.concat(names.map((n) => Buffer.concat([bytes(n), Buffer.from('\n')])));
    const r = await translateAll(all, 'en', 'de');
    // (not-pgn.txt, text alone after a game and before the tags of variations.pgn's first game, is that game's first
    // comment: no game of its own, session 24; it was a comment between games, issue 13)
    expect(r.outcomes.map((o) => (o.failure ? 'x' : '.')).join('')).toBe('.x..x.x.....');
    expect(r.pgn).toContain(
      '{This is not a chess game at all.\nIt is a short text file, with words, commas and full stops.}\n{A well-known short game',
    );
    // and reading the output again gives the same games
    const again = await translateAll(r.pgn, 'de', 'de');
    expect(again.outcomes).toHaveLength(r.outcomes.length);
  });
});
