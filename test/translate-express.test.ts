// The express lane (src/translate/express.ts) against the full path (PGN grammar, tree,
// translator, writer): for every game it takes, it must write exactly the text the full path
// writes, with the same move count, and only games the full path translates without warnings.
// Every game it does not take goes to the full path, so a refusal is always safe; the tests also
// check that it takes the plain games it is there for (else it would be dead weight).
//
// Checked over our own fixtures and chess.js's games in several output notations and with
// --keep-layout (express-compare.ts), and over random edits of real games (fast-check): whatever
// the edit, the express lane either refuses the game or writes what the full path writes. The
// same checks over the ../shared corpus: translate-express.corpus.test.ts (`npm run test:corpus`).
import fc from 'fast-check';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameTextsFromText } from '../src/pgn/read-games.js';
import { translatePlainGame } from '../src/translate/express.js';
import { translatePgn } from '../src/api.js';
import { FIXTURES, REPO_ROOT } from './helpers/shared.js';
import { compare, compareFile } from './express-compare.js';
import { context, decodeFile, GERMAN, pgnFiles } from './pgn-helpers.js';

const own = [...pgnFiles(join(FIXTURES, 'pgn')), ...pgnFiles(join(FIXTURES, 'chessjs'))];

describe('express lane = full path', () => {
  // (the ../shared corpus: translate-express.corpus.test.ts)
  for (const file of own) {
    const name = relative(join(REPO_ROOT, '..'), file);
    it(`${name}: ${GERMAN.test(file) ? 'de' : 'en'} → iccf, → de, → figurine, → lan; keep-layout → iccf`, () => compareFile(file, name));
  }

  it('ICCF numeric input (the benchmark file written in numeric, then read back)', () => {
    const text = decodeFile(join(FIXTURES, 'chessjs', 'benchmark.pgn'));
    const numeric = translatePgn(text, { from: 'en', to: 'iccf' }).pgn;
    const results = [
      compare(numeric, context('iccf', 'de'), false, 'benchmark in ICCF'),
      compare(numeric, context('iccf', 'en'), true, 'benchmark in ICCF'),
      compare(numeric, context('iccf', 'iccf'), false, 'benchmark in ICCF'),
    ];
    for (const r of results) {
      expect(r.plain).toBeGreaterThan(50);
      expect(r.taken).toBeGreaterThanOrEqual(Math.floor(r.plain * 0.95));
    }
  });

  it('takes nearly all plain games of the chess.js benchmark file', () => {
    const text = decodeFile(join(FIXTURES, 'chessjs', 'benchmark.pgn'));
    const r = compare(text, context('en', 'iccf'), false, 'benchmark.pgn');
    expect(r.plain).toBeGreaterThan(50);
    expect(r.taken).toBeGreaterThanOrEqual(Math.floor(r.plain * 0.95));
    expect(r.fused).toBeGreaterThanOrEqual(Math.floor(r.taken * 0.9)); // all but the last game and those with blank lines
  });
});

describe('express lane: what it takes and what it leaves to the full path', () => {
  const ctx = context('en', 'iccf');
  const de = context('de', 'iccf');
  const tags = '[Event "E"]\n[Site "S"]\n[Date "????.??.??"]\n[Round "1"]\n[White "W"]\n[Black "B"]\n[Result "*"]\n\n';

  it.each([
    ['moves, comments, NAGs and a result', `${tags}1. e4 {best by test} e5 $1 2. Nf3 ; a line comment\nNc6 *`],
    ['a variation and two variations after one move', `${tags}1. e4 (1. d4 d5) (1. c4) e5 2. Nf3 (2. f4 exf4) Nc6 *`],
    ['nested variations', `${tags}1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 *`],
    ['glyphs glued to moves', `${tags}1. e4! e5?! 2. Nf3!! *`],
    ['a start position from FEN, Black to move', `[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"]\n[SetUp "1"]\n\n30... Kd7 31. e4 *`],
    ['escaped quotes and backslashes in a tag', `[Event "a \\"b\\" c\\\\d"]\n[Annotator "C:\\x"]\n\n1. e4 *`],
    ['no result token (the Result tag is written)', `[Result "1-0"]\n\n1. e4 e5`],
    ['check and mate marks', `${tags.replace('"*"', '"1-0"')}1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0`],
    ['promotion', `[FEN "8/P6k/8/8/8/8/8/K7 w - - 0 1"]\n\n1. a8=Q *`],
    // A comment that starts with a move but is prose (annotated archives are full of them) is no W_MOVES_IN_COMMENT.
    ['a comment that starts with a move', `${tags}1. e4 {1. d4 is another way} e5 2. Nf3 ; 2. Bc4 Nf6 was played too, see below\nNc6 *`],
  ])('takes %s, as the full path writes it', (_, text) => {
    const r = compare(text, ctx, false, 'case');
    expect(r.taken).toBe(1);
    expect(compare(text, ctx, true, 'case').taken).toBe(1);
  });

  it.each([
    ['a lenient move form (warning)', `${tags}1. e4 e5 2. Sf3 0-0 *`, de],
    ['a missing check mark (warning)', `${tags}1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 *`, ctx],
    ['an illegal move', `${tags}1. e4 e5 2. Ke3 *`, ctx],
    ['a nested comment', `${tags}1. e4 { a { b } c } e5 *`, ctx],
    ['an escape line', `${tags}%escaped\n1. e4 *`, ctx],
    ['a move number with an ellipsis', `${tags}1. e4 1... e5 2. Nf3 1…Nc6 *`, ctx],
    ['a null move', `${tags}1. e4 -- 2. d4 *`, ctx],
    ['a variation before any move', `${tags}(1. d4) 1. e4 *`, ctx],
    ['an unclosed variation', `${tags}1. e4 (1. d4 *`, ctx],
    ['a stray closing bracket', `${tags}1. e4 ) e5 *`, ctx],
    ['a bad tag', `[Event "x]\n\n1. e4 *`, ctx],
    ['a variant', `[Variant "Chess960"]\n\n1. e4 *`, ctx],
    ['text after the result', `${tags}1. e4 * e5`, ctx],
    ['a glyph on its own', `${tags}1. e4 ! e5 *`, ctx],
    ['a promotion in brackets', `[FEN "8/P6k/8/8/8/8/8/K7 w - - 0 1"]\n\n1. a8(Q) *`, ctx],
    // Found by the random edits below: no tags, no moves, no result is an error on the full path.
    ['a move number alone', '4...\r\n', ctx],
    ['a comment that reads as moves (W_MOVES_IN_COMMENT)', `${tags}1. e4 e5 { 2. Nf3 Nc6 } 2. Nf3 *`, ctx],
    // What PGN export writes otherwise than read, with a warning (see test/pgn-valid.test.ts).
    ['a Result tag that disagrees with the movetext (W_RESULT)', `${tags}1. e4 e5 1-0`, ctx],
    ['a Result tag that is no result (W_RESULT)', `[Result "?"]\n\n1. e4 e5 *`, ctx],
    ['a mate with the result * (W_RESULT)', `${tags}1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# *`, ctx],
    ['a tag name with - (W_TAG_NAME)', `[Odd-Name "x"]\n\n1. e4 *`, ctx],
    ['a FEN with two spaces (W_FEN)', `[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - -  0 1"]\n\n1. a8=Q *`, ctx],
    ['a SetUp tag without FEN (W_FEN)', `[SetUp "1"]\n\n1. e4 *`, ctx],
    ['a NAG first in a variation (W_NAG_AS_COMMENT)', `${tags}1. e4 e5 2. Nf3 ($142 2. c3) *`, ctx],
    ['a variation without a move (W_EMPTY_VARIATION)', `${tags}1. e4 e5 2. Nf3 ({better is 2. f4}) Nc6 *`, ctx],
    ['a FEN without move counters (W_FEN)', `[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/8/K7 w - -"]\n\n1. a8=Q *`, ctx],
    ['a NAG right after a variation (W_NAG_AS_COMMENT)', `${tags}1. e4 (1. d4) $1 1... e5 *`, ctx],
    // (the words may tell a resignation after the last move, which gives the game its result: translate-game.ts)
    ['no result token and a comment, in a language with words for resigning', `[Event "E"]\n\n1. e4 e5 2. Qh5 {Black resigns.}`, ctx],
  ])('leaves %s to the full path', (_, text, c) => {
    expect(translatePlainGame(text, c)).toBeUndefined();
  });

  it('--from auto is always the full path', () => {
    const auto = { ...ctx, auto: { prefer: [] } };
    expect(translatePlainGame(`${tags}1. e4 *`, auto)).toBeUndefined();
  });
});

describe('express lane under random edits (fast-check)', () => {
  const text = decodeFile(join(FIXTURES, 'chessjs', 'benchmark.pgn'));
  const games = gameTextsFromText(text)
    .slice(0, 30)
    .map((g) => g.text);
  // Characters that change what a text means in PGN, and some that do not.
  const pieces = [
    ' ',
    '\n',
    '\r\n',
    '(',
    ')',
    '{',
    '}',
    ';',
    '$',
    '$1',
    '%',
    '[',
    ']',
    '"',
    '\\',
    '.',
    '...',
    '…',
    '1-0',
    '*',
    '0-0',
    'O-O',
    '+',
    '#',
    '!',
    '?',
    '=',
    'x',
    'Q',
    'N',
    'e',
    '4',
    '--',
    'Z0',
    '\t',
    '½',
  ];
  const runs = Number.parseInt(process.env.EXPRESS_RUNS ?? '300', 10);

  it(`refuses or agrees with the full path (${runs} runs)`, () => {
    const ctx = context('en', 'iccf');
    fc.assert(
      fc.property(
        fc.nat(games.length - 1),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...pieces), fc.boolean()), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
        (g, edits, keepLayout) => {
          let t = games[g]!;
          for (const [at, piece, replace] of edits) {
            const i = Math.min(t.length - 1, Math.floor(at * t.length));
            t = t.slice(0, i) + piece + t.slice(replace ? i + 1 : i);
          }
          compare(t, ctx, keepLayout, `edited game ${g + 1}`);
        },
      ),
      { numRuns: runs },
    );
  });
});
