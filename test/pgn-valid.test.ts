// Every translated game is valid PGN (issue 16): what the input holds that PGN does not allow is
// written in a form other readers take, with a warning that names it; nothing is dropped. The
// expected texts are written by hand from the PGN standard (1994): 5 (brace comments do not
// nest), 8.1.1 (tag names: letters, digits and "_"), 8.2.6 (the Result tag and the game
// termination marker agree), 9.7.1/9.7.2 (SetUp "1" names a FEN tag; FEN fields one space apart).
// When pgn-extract is installed, it reads every output here without a complaint.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateAll } from './pgn-helpers.js';

const PGN_EXTRACT = ['/usr/games/pgn-extract', '/usr/bin/pgn-extract', '/usr/local/bin/pgn-extract'].find((p) => existsSync(p));

/** The one game of `text` translated from English to English: its text and its warnings' codes. */
async function one(text: string, to = 'en'): Promise<{ pgn: string; codes: string[]; messages: readonly string[] }> {
  const r = await translateAll(text, 'en', to);
  expect(r.outcomes).toHaveLength(1);
  const o = r.outcomes[0]!;
  expect(o.failure, o.message).toBeUndefined();
  return { pgn: r.pgn, codes: o.warnings.map((w) => w.code), messages: o.warningMessages };
}

/** What pgn-extract writes to its error stream about `pgn` ('' when all is well). */
function pgnExtractComplaints(pgn: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'chess-lingua-valid-'));
  try {
    const file = join(dir, 'game.pgn');
    writeFileSync(file, pgn);
    // -r: report errors only; --allownullmoves: a main-line null move (W_NULL_MOVE) is read.
    const run = spawnSync(PGN_EXTRACT!, ['--allownullmoves', '-r', '-s', file], { encoding: 'utf8' });
    return `${run.stderr}${run.error ? String(run.error) : ''}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const roster = (result: string): string =>
  `[Event "E"]\n[Site "S"]\n[Date "2024.01.01"]\n[Round "1"]\n[White "W"]\n[Black "B"]\n[Result "${result}"]\n`;

describe('PGN export of what PGN does not allow', () => {
  const cases: Array<{ name: string; input: string; output: string; codes: string[] }> = [
    {
      name: 'a nested comment: its own braces as parentheses, one comment',
      input: `${roster('*')}\n1. e4 { A comment { with a nested comment } that goes on } e5 *`,
      output: `${roster('*')}\n1. e4 { A comment ( with a nested comment ) that goes on } 1... e5 *\n\n`,
      codes: ['W_COMMENT_BRACES'],
    },
    {
      name: 'a lone { in a comment stays (it has no meaning there)',
      input: `${roster('*')}\n1. e4 { a lone { brace } e5 *`,
      output: `${roster('*')}\n1. e4 { a lone { brace } 1... e5 *\n\n`,
      codes: [],
    },
    {
      name: 'a Result tag against the movetext: the movetext result in both',
      input: `${roster('1-0')}\n1. e4 e5 0-1`,
      output: `${roster('0-1')}\n1. e4 e5 0-1\n\n`,
      codes: ['W_RESULT'],
    },
    {
      name: 'a known result wins over *',
      input: `${roster('1/2-1/2')}\n1. e4 e5 *`,
      output: `${roster('1/2-1/2')}\n1. e4 e5 1/2-1/2\n\n`,
      codes: ['W_RESULT'],
    },
    {
      name: 'a Result tag that is no result gives way',
      input: '[Event "E"]\n[Result "?"]\n\n1. e4 e5',
      output: '[Event "E"]\n[Result "*"]\n\n1. e4 e5 *\n\n',
      codes: ['W_RESULT'],
    },
    {
      name: 'checkmate on the board decides the result',
      input: `${roster('*')}\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# *`,
      output: `${roster('1-0')}\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n`,
      codes: ['W_RESULT'],
    },
    {
      name: 'stalemate on the board: a draw',
      input: '[Event "E"]\n[SetUp "1"]\n[FEN "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"]\n[Result "1-0"]\n\n1. Qf7 1-0',
      output: '[Event "E"]\n[Result "1/2-1/2"]\n[SetUp "1"]\n[FEN "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"]\n\n1. Qf7 1/2-1/2\n\n',
      codes: ['W_RESULT'],
    },
    {
      name: 'a dead position (king and knight against king) with no result: a draw, without a warning',
      input: '[Event "E"]\n[SetUp "1"]\n[FEN "7k/8/8/8/8/8/2n5/K7 w - - 0 1"]\n\n1. Kb2',
      output: '[Event "E"]\n[SetUp "1"]\n[FEN "7k/8/8/8/8/8/2n5/K7 w - - 0 1"]\n\n1. Kb2 1/2-1/2\n\n',
      codes: [],
    },
    {
      name: 'bishops on squares of both colours: mate is possible, the result stays',
      input: '[Event "E"]\n[SetUp "1"]\n[FEN "7k/8/8/8/8/1b6/8/K1B5 w - - 0 1"]\n\n1. Kb1 *',
      output: '[Event "E"]\n[SetUp "1"]\n[FEN "7k/8/8/8/8/1b6/8/K1B5 w - - 0 1"]\n\n1. Kb1 *\n\n',
      codes: [],
    },
    {
      name: '½-½ in the tag is the export 1/2-1/2, with no warning',
      input: `${roster('½-½')}\n1. e4 e5 1/2-1/2`,
      output: `${roster('1/2-1/2')}\n1. e4 e5 1/2-1/2\n\n`,
      codes: [],
    },
    {
      name: 'a tag name with - and + : written with _',
      input: '[Event "E"]\n[Odd-Name+1 "x"]\n[Result "*"]\n\n1. e4 *',
      output: '[Event "E"]\n[Result "*"]\n[Odd_Name_1 "x"]\n\n1. e4 *\n\n',
      codes: ['W_TAG_NAME'],
    },
    {
      name: 'a FEN with two spaces and en dashes: one space, plain dashes',
      input: '[Event "E"]\n[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w – –  0 1"]\n\n1. a8=Q *',
      output: '[Event "E"]\n[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - - 0 1"]\n\n1. a8=Q *\n\n',
      codes: ['W_FEN'],
    },
    {
      name: 'a FEN without its move counters: written with them as read (0 and 1)',
      input: '[Event "E"]\n[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - -"]\n\n1. a8=Q *',
      output: '[Event "E"]\n[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - - 0 1"]\n\n1. a8=Q *\n\n',
      codes: ['W_FEN'],
    },
    {
      name: 'a variation without a move: its comment in its place',
      input: `${roster('*')}\n1. e4 e5 2. Nf3 ({better is 2. f4, see below}) Nc6 *`,
      output: `${roster('*')}\n1. e4 e5 2. Nf3 {better is 2. f4, see below} 2... Nc6 *\n\n`,
      codes: ['W_EMPTY_VARIATION'],
    },
    {
      name: 'a SetUp tag without FEN: the FEN the game was read from is written',
      input: '[Event "E"]\n[SetUp "1"]\n\n1. e4 *',
      output: '[Event "E"]\n[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n1. e4 *\n\n',
      codes: ['W_FEN'],
    },
    {
      name: 'a NAG that opens a variation: a comment holding it',
      input: `${roster('*')}\n1. e4 e5 2. Nf3 ( $142 2. c3 ) Nc6 *`,
      output: `${roster('*')}\n1. e4 e5 2. Nf3 ({$142} 2. c3) 2... Nc6 *\n\n`,
      codes: ['W_NAG_AS_COMMENT'],
    },
    {
      name: 'a glyph right after a variation: a comment holding it as written',
      input: `${roster('*')}\n1. e4 ( 1. d4 ) !? 1... e5 *`,
      output: `${roster('*')}\n1. e4 (1. d4) {!?} 1... e5 *\n\n`,
      codes: ['W_NAG_AS_COMMENT'],
    },
    {
      name: 'a NAG after a move, a comment and another NAG stays a NAG',
      input: `${roster('*')}\n1. e4 $1 { good } $14 e5 *`,
      output: `${roster('*')}\n1. e4 $1 { good } $14 1... e5 *\n\n`,
      codes: [],
    },
    {
      name: 'a null move in the main line: kept as --, with a warning',
      input: `${roster('*')}\n1. e4 -- 2. d4 *`,
      output: `${roster('*')}\n1. e4 -- 2. d4 *\n\n`,
      codes: ['W_NULL_MOVE'],
    },
    {
      name: 'a null move in a variation: PGN readers take it, no warning',
      input: `${roster('*')}\n1. e4 e5 ( 1... -- 2. d4 ) 2. Nf3 *`,
      output: `${roster('*')}\n1. e4 e5 (1... -- 2. d4) 2. Nf3 *\n\n`,
      codes: [],
    },
  ];

  it.each(cases)('$name', async ({ input, output, codes }) => {
    const r = await one(input);
    expect(r.pgn).toBe(output);
    expect(r.codes).toEqual(codes);
    if (PGN_EXTRACT) expect(pgnExtractComplaints(r.pgn)).toBe('');
  });

  it('names what it changed, where', async () => {
    const r = await one(`${roster('1-0')}[Odd-Name "x"]\n\n1. e4 { a { b } c } e5 2. Nf3 ( $142 2. c3 ) 0-1`);
    expect(r.messages).toEqual([
      '<input>:7:1: game 1 (W - B, 2024.01.01): warning: result written 0-1 in the Result tag and the movetext (tag and movetext must agree; the Result tag said "1-0", the movetext 0-1) [W_RESULT]',
      '<input>:8:1: game 1 (W - B, 2024.01.01): warning: tag name "Odd-Name" written "Odd_Name" (PGN tag names hold letters, digits and _ only) [W_TAG_NAME]',
      '<input>:10:7: game 1 (W - B, 2024.01.01): warning: a comment holding } (nested braces): its own braces written as ( ), so that it stays one comment [W_COMMENT_BRACES]',
      '<input>:10:31: game 1 (W - B, 2024.01.01): warning: NAG $142 with no move before it in its line (first in a variation or after one): written as a comment {$142} [W_NAG_AS_COMMENT]',
    ]);
  });

  it('writes the same in every notation (ICCF numeric here)', async () => {
    const r = await one(`${roster('1-0')}\n1. e4 { a { b } c } e5 2. Nf3 ( $142 2. c3 ) 0-1`, 'iccf');
    expect(r.pgn).toBe(`${roster('0-1')}\n1. 5254 { a ( b ) c } 1... 5755 2. 7163 ({$142} 2. 3233) 0-1\n\n`);
    expect(r.codes).toEqual(['W_RESULT', 'W_COMMENT_BRACES', 'W_NAG_AS_COMMENT']);
  });

  it('leaves --keep-layout output as read (it keeps the layout; export format is the valid one)', async () => {
    const input = `${roster('1-0')}\n1. e4 { a { b } c } e5 0-1\n`;
    const r = await translateAll(input, 'en', 'en', { keepLayout: true });
    expect(r.pgn).toBe(input);
  });
});
