// Reading PGN: tags, movetext forms, comments, NAGs, glyphs, results, null moves, setups,
// several games per file, games without tags, BOM, CRLF; splitting a stream into games at any
// chunk boundary; line and column of every problem.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameTextsFromText, readGamesFromText, streamGames } from '../src/pgn/read-games.js';
import { splitGames, GameSplitter } from '../src/pgn/split-games.js';
import { walkNodes } from '../src/pgn/tree.js';
import type { Game, MoveNode } from '../src/pgn/types.js';
import { context, gameFacts, chunked } from './pgn-helpers.js';
import { FIXTURES } from './helpers/shared.js';

const en = context('en', 'en').input;
const de = context('de', 'de').input;
const iccf = context('iccf', 'iccf').input;
const fixture = (name: string): string => readFileSync(join(FIXTURES, 'pgn', name), 'utf8');

function moves(game: Game): string[] {
  const out: string[] = [];
  for (const { node } of walkNodes(game.nodes)) if (node.type === 'move') out.push(node.text);
  return out;
}

describe('tags', () => {
  it('reads escaped quotes and backslashes, brackets in values, several tags on one line', () => {
    const [g] = readGamesFromText(fixture('pathological-headers.pgn'), en);
    expect(g!.problems).toEqual([]);
    expect(g!.tags.map((t) => [t.name, t.value])).toEqual([
      ['Event', 'Tags "with" quotes'],
      ['Site', 'a ] bracket'],
      ['Date', '2024.01.02'],
      ['Round', ''],
      ['White', 'Back\\slash \\\\ and "both"'],
      ['Black', 'Brackets ]][[ and "]"'],
      ['Result', '*'],
      ['Odd_Name-1', 'C:\\path\\to\\file'],
      ['Unicode', 'Černý – Ørsted ½ ♔'],
    ]);
    expect(moves(g!)).toEqual(['d4', 'Nf6']);
  });

  it('keeps the line and column of each tag', () => {
    const [g] = readGamesFromText('\n  [Event "x"] [Site "y"]\n[Date "z"]\n*', en);
    expect(g!.tags.map((t) => [t.line, t.column])).toEqual([
      [2, 3],
      [2, 15],
      [3, 1],
    ]);
  });
});

describe('movetext', () => {
  it('reads 1. 1... 1… and 1. ... move numbers, glued or spaced', () => {
    const [g] = readGamesFromText('1.e4 1...e5 2. Nf3 2… Nc6 3. ... Bb5?? *', en);
    expect(g!.problems).toEqual([]);
    expect(moves(g!)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5??']);
  });

  it('reads comments, line comments, % escapes, NAGs and glyphs as nodes in order', () => {
    const text = '%escaped line\n[Event "x"]\n\n{c1} 1. e4 $1 {c2} e5 !? ; rest of line {not a comment}\n2. Nf3 +- *';
    const [g] = readGamesFromText(text, en);
    expect(g!.problems).toEqual([]);
    expect(
      g!.nodes.map((n) =>
        n.type === 'move' || n.type === 'nag' || n.type === 'comment' || n.type === 'escape' ? `${n.type}:${n.text}` : n.type,
      ),
    ).toEqual([
      'escape:escaped line',
      'comment:c1',
      'move:e4',
      'nag:$1',
      'comment:c2',
      'move:e5',
      'nag:!?',
      'comment: rest of line {not a comment}',
      'move:Nf3',
      'nag:+-',
    ]);
  });

  it('reads move glyphs glued to moves in every notation', () => {
    const [g] = readGamesFromText('1. 5254! 5755?? 2. 7163!? *', iccf);
    expect(g!.problems).toEqual([]);
    const ms = g!.nodes.filter((n): n is MoveNode => n.type === 'move');
    expect(ms.map((m) => m.parsed?.glyph)).toEqual(['!', '??', '!?']);
  });

  it('reads variations nested in variations, each with its own nodes', () => {
    const [g] = readGamesFromText(fixture('variations.pgn'), en);
    expect(g!.problems).toEqual([]);
    expect(gameFacts(g!).shape).toContain('(mmn(mnm(mncm)mm)m)');
  });

  it('reads results 1-0 0-1 1/2-1/2 * and ½-½ 1:0 0:1 on input', () => {
    const games = readGamesFromText(fixture('results.pgn'), en);
    expect(games.map((g) => g.result)).toEqual(['½-½', '1:0', '0:1', '*', undefined]);
    expect(games.map((g) => gameFacts(g).result)).toEqual(['1/2-1/2', '1-0', '0-1', '*', undefined]);
  });

  it('reads null moves: --, Z0 (ChessBase) and 0000 (UCI), in SAN and numeric notation', () => {
    const [a] = readGamesFromText('1. e4 -- 2. d4 Z0 3. c4 0000 *', en);
    expect(a!.problems).toEqual([]);
    expect(a!.nodes.filter((n): n is MoveNode => n.type === 'move').map((m) => m.parsed?.kind)).toEqual([
      'piece',
      'null',
      'piece',
      'null',
      'piece',
      'null',
    ]);
    const [b] = readGamesFromText('1. 5254 -- 2. 4244 Z0 *', iccf);
    expect(b!.problems).toEqual([]);
    expect(b!.nodes.filter((n): n is MoveNode => n.type === 'move').map((m) => m.parsed?.kind)).toEqual(['piece', 'null', 'piece', 'null']);
  });

  it('reads a promotion in brackets, e8(Q), also after the token e8 was read elsewhere', () => {
    const fen = '[FEN "8/4P2k/8/8/8/8/6K1/8 w - - 0 1"]\n\n';
    const games = readGamesFromText(`${fen}1. e8 *\n\n${fen}1. e8(Q) Kh6 *\n\n${fen}1. e8=Q(1. e8(R)) *`, en);
    expect(games.map(moves)).toEqual([['e8'], ['e8(Q)', 'Kh6'], ['e8=Q', 'e8(R)']]);
    expect(games[1]!.nodes.filter((n): n is MoveNode => n.type === 'move')[0]!.parsed).toMatchObject({ promotion: 'queen' });
  });

  it('reads moves with the piece letters of the input language', () => {
    const [g] = readGamesFromText(fixture('german.pgn'), de);
    expect(g!.problems).toEqual([]);
    expect(moves(g!).slice(0, 6)).toEqual(['e4', 'e5', 'Sf3', 'Sc6', 'Lc4', 'Lc5']);
  });

  it('keeps every move token with its offset in the game text', () => {
    const [g] = readGamesFromText(fixture('variations.pgn'), en);
    for (const { node } of walkNodes(g!.nodes)) {
      if (node.type !== 'move') continue;
      expect(g!.raw.slice(node.offset!, node.offset! + node.text.length)).toBe(node.text);
    }
  });
});

describe('several games per file', () => {
  it('splits games with tags, games without tags, headers and moves on one line', () => {
    const games = readGamesFromText(fixture('headers-moves-one-line.pgn'), en);
    expect(games.map((g) => [g.tags[0]?.value, moves(g).length, g.result])).toEqual([
      ['One line', 7, '1-0'],
      ['No spaces', 4, '0-1'],
      ['Two games, one line', 2, '*'],
      ['Second', 1, '*'],
    ]);
    expect(games.every((g) => g.problems.length === 0)).toBe(true);
  });

  it('splits games with leading whitespace, without result, and a tagless game after a blank line', () => {
    const games = readGamesFromText(fixture('leading-whitespace.pgn'), en);
    expect(games.map((g) => [g.tags[0]?.value, moves(g).join(' '), g.result])).toEqual([
      ['Indented', 'e4 e5 Nf3 Nc6 Bb5', undefined],
      ['Indented, no result either', 'd4 d5 c4', undefined],
      [undefined, 'e4 c5 Nf3', undefined],
      [undefined, 'Nf3 Nf6', '*'],
    ]);
    expect(games.map((g) => [g.origin.line, g.origin.column])).toEqual([
      [1, 1],
      [7, 1],
      [9, 1],
      [12, 1],
    ]);
  });

  it('does not split a game whose moves follow a comment after a blank line', () => {
    const games = readGamesFromText('[Event "x"]\n\n{ intro }\n\n1. e4 e5 *\n', en);
    expect(games).toHaveLength(1);
    expect(moves(games[0]!)).toEqual(['e4', 'e5']);
  });

  it('gives texts that join to the whole input, whitespace included', () => {
    for (const name of ['variations.pgn', 'leading-whitespace.pgn', 'headers-moves-one-line.pgn', 'crlf.pgn', 'unterminated-comment.pgn']) {
      const text = fixture(name);
      expect(
        splitGames(text)
          .map((g) => g.text)
          .join(''),
        name,
      ).toBe(text);
    }
  });

  it('splits the same way whatever the chunk boundaries (every size from 1 to 40)', () => {
    const text = [
      'crlf.pgn',
      'variations.pgn',
      'leading-whitespace.pgn',
      'headers-moves-one-line.pgn',
      'nested-comment.pgn',
      'unterminated-comment.pgn',
      'results.pgn',
    ]
      .map(fixture)
      .join('\n');
    const whole = splitGames(text);
    for (let size = 1; size <= 40; size++) {
      const s = new GameSplitter();
      const parts = [];
      for (const c of chunked(text, size)) parts.push(...s.push(c));
      parts.push(...s.end());
      expect(parts, `chunk size ${size}`).toEqual(whole);
    }
  });

  it('reads a UTF-8 BOM and CRLF line ends', async () => {
    const bytes = readFileSync(join(FIXTURES, 'pgn', 'bom.pgn'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const games: Game[] = [];
    for await (const g of streamGames(bytes, en)) games.push(g);
    expect(games.map((g) => g.tags[1]?.value)).toEqual(['Müller', '*']);
    expect(games[0]!.tags[0]).toMatchObject({ line: 1, column: 1 });
    const crlf = readGamesFromText(fixture('crlf.pgn'), en);
    expect(crlf.map((g) => moves(g).length)).toEqual([4, 20]);
    expect(crlf[0]!.nodes.find((n) => n.type === 'comment')).toEqual({
      type: 'comment',
      form: 'brace',
      text: 'a comment over\r\ntwo lines',
      line: 6,
      column: 10,
    });
    expect(crlf[1]!.origin.line).toBe(9);
    // text with a BOM character read from a string
    const [g] = readGamesFromText('\uFEFF[Event "x"]\n1. e4 *', en);
    expect(g!.tags[0]).toMatchObject({ value: 'x', line: 1, column: 1 });
  });

  it('reads nested comments when their braces balance, and plain PGN comments otherwise', () => {
    const [g] = readGamesFromText(fixture('nested-comment.pgn'), en);
    expect(g!.problems).toEqual([]);
    expect(gameFacts(g!).comments).toEqual([
      '{ A comment { with a nested comment } that goes on }',
      '{ a plain\ncomment with a lone { brace }',
      '{ and [ brackets ] ; and a semicolon }',
    ]);
    expect(moves(g!)).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  });
});

describe('problems carry line and column', () => {
  it('for games later in a file and for CRLF files', () => {
    const text = '[Event "a"]\r\n\r\n1. e4 *\r\n\r\n[Event "b"]\r\n\r\n1. e4 e5 2. Nf3 {x\r\ny} 2... Nc6 ) *\r\n';
    const games = readGamesFromText(text, en, 'f.pgn');
    expect(games[1]!.problems).toEqual([{ code: 'ERR_PGN_VARIATION', message: '")" closes no variation', line: 8, column: 13 }]);
    expect(games[1]!.origin).toEqual({ file: 'f.pgn', index: 2, line: 5, column: 1 });
  });

  it('for an unterminated comment, a bad tag, an unclosed variation, a stray brace', () => {
    const cases: Array<[string, string, number, number]> = [
      ['[Event "x"]\n\n1. e4 {open', 'ERR_PGN_UNTERMINATED_COMMENT', 3, 7],
      ['[Event "x"]\n[White Tal]\n\n1. e4 *', 'ERR_PGN_TAG', 2, 1],
      ['[Event "x"\n\n1. e4 *', 'ERR_PGN_TAG', 1, 1],
      ['1. e4 (1. d4 (1. c4 *', 'ERR_PGN_VARIATION', 1, 7],
      ['1. e4 } e5 *', 'ERR_PGN_SYNTAX', 1, 7],
      ['Hello, world.', 'ERR_PGN_SYNTAX', 1, 1],
    ];
    for (const [text, code, line, column] of cases) {
      const [g] = readGamesFromText(text, en);
      expect(g!.problems[0], text).toMatchObject({ code, line, column });
    }
  });

  it('a tag line inside an unterminated comment still starts the next game', () => {
    const games = readGamesFromText(fixture('unterminated-comment.pgn'), en);
    expect(games.map((g) => g.tags[0]?.value)).toEqual(['Good 1', 'Unterminated', 'Good 2']);
    expect(games.map((g) => g.problems.map((p) => p.code))).toEqual([[], ['ERR_PGN_UNTERMINATED_COMMENT'], []]);
  });

  it('an over-long text without any game end is cut so memory stays bounded, and reported', () => {
    const line = 'word '.repeat(50) + '\n';
    const text = line.repeat(200); // 51,000 characters, no result, no tags
    const games = readGamesFromText(text, en, '<input>', { maxGameChars: 10_000 });
    expect(games).toHaveLength(1); // one error for the whole text (issue 17)
    expect(games[0]!.problems[0]!.code).toBe('ERR_GAME_TOO_LARGE');
    const texts = gameTextsFromText(text, { maxGameChars: 10_000 });
    expect(texts.length).toBeGreaterThan(1);
    expect(texts[0]!.text.length).toBeLessThanOrEqual(10_000 + 3); // the limit and the line break where it was passed
    expect(texts.map((t) => t.text).join('')).toBe(text);
  });
});
