// 19th-century English descriptive notation as the books of Staunton's time print it: full stops after
// every abbreviation, two columns flattened so that Black's move carries White's number, squares named after
// the moving piece (`K. B. to his sq.`, `K. to his B's sq.`, `Q. to her 3d.`), pieces named by the side they
// started on (`Q. R.`, `K. Kt.`, `K. P.`), `(ch.)` for check. The games are written by us in that style; the
// expected moves are the SAN we wrote first and played through chess.js (node_modules), not the code's output.
import { describe, expect, it } from 'vitest';
import { translatePgn, translateProse } from '../src/index.js';
import { playedSan } from './helpers/chess-js.js';

const movetext = (pgn: string): string =>
  pgn
    .replace(/^\[.*\]\n/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The SAN game with numbers, after checking every move on chess.js. */
function legal(san: string): string {
  playedSan(san.split(' ').filter((t) => !/^(?:\d+\.|\*|1-0|0-1|\{.*\})$/.test(t)));
  return san;
}

/** A Philidor's Defence of our own making, 28 moves. */
const PHILIDOR =
  "1. P. to K's 4th. 1. P. to K's 4th. 2. K. Kt. to K. B's 3d. 2. P. to Q's 3d. 3. P. to Q's 4th. 3. P. takes P. " +
  "4. Q. takes P. 4. Q. Kt. to B's 3d. 5. K. B. to Q. Kt's 5th. 5. Q. B. to Q's 2d. 6. B. takes Kt. 6. B. takes B. " +
  "7. Q. Kt. to B's 3d. 7. K. Kt. to B's 3d. 8. Q. B. to K. Kt's 5th. 8. K. B. to K's 2d. 9. Castles on Q's side. " +
  "9. Castles on K's side. 10. K. R. to K's sq. 10. K. R. to K's sq. 11. K. to Kt's sq. 11. K. B. to his sq. " +
  "12. Q. to her 3d. 12. P. to K. R's 3d. 13. B. to K. R's 4th. 13. Kt. to Q's 2d. 14. Kt. to Q's 4th. " +
  "14. Kt. to K's 4th. 15. Q. to K. Kt's 3d. 15. Q. to her 2d. 16. P. to K. B's 4th. 16. Kt. to K. Kt's 3d. " +
  "17. Kt. takes B. 17. P. takes Kt. 18. P. to K. B's 5th. 18. Kt. takes B. 19. Q. takes Kt. 19. Q. to K's 2d. " +
  "20. Q. takes Q. 20. R. takes Q. 21. R. to Q's 3d. 21. Q. R. to K's sq. 22. R. to K. Kt's 3d. 22. K. to R's 2d. " +
  "23. R. to K. B's sq. 23. R. to Q. Kt's sq. 24. P. to Q. Kt's 3d. 24. R. to Q. Kt's 5th. 25. R. to K. B's 4th. " +
  "25. K. to his Kt's sq. 26. K. to Kt's 2d. 26. R. to K's 4th. 27. Q. R. to K. Kt's 4th. 27. K. to R's sq. " +
  "28. P. to K. R's 3d. 28. R. to Q. Kt's 3d.\n";

const PHILIDOR_SAN =
  '1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nc6 5. Bb5 Bd7 6. Bxc6 Bxc6 7. Nc3 Nf6 8. Bg5 Be7 9. O-O-O O-O ' +
  '10. Rhe1 Re8 11. Kb1 Bf8 12. Qd3 h6 13. Bh4 Nd7 14. Nd4 Ne5 15. Qg3 Qd7 16. f4 Ng6 17. Nxc6 bxc6 ' +
  '18. f5 Nxh4 19. Qxh4 Qe7 20. Qxe7 Rxe7 21. Rd3 Rae8 22. Rg3 Kh7 23. Rf1 Rb8 24. b3 Rb4 25. Rf4 Kg8 ' +
  '26. Kb2 Re5 27. Rgg4 Kh8 28. h3 Rb6 *';

/**
 * Anderssen - Kieseritzky, London 1851 (the "Immortal game"), its moves as every database gives them,
 * written by us in the words of a book of its time: `K. to his B's sq.`, `K. to his 2d.`, `Kt. to his sq.`,
 * `Q. takes Q. Kt's P.`, `(ch.)`, and `Checkmate.` after the last move (its mark, as `Mate.` is).
 */
const IMMORTAL =
  "1. P. to K's 4th. 1. P. to K's 4th. 2. P. to K. B's 4th. 2. K. P. takes P. 3. K. B. to Q. B's 4th. " +
  "3. Q. to K. R's 5th. (ch.) 4. K. to his B's sq. 4. P. to Q. Kt's 4th. 5. B. takes Kt's P. 5. K. Kt. to B's 3d. " +
  "6. K. Kt. to B's 3d. 6. Q. to K. R's 3d. 7. P. to Q's 3d. 7. Kt. to K. R's 4th. 8. Kt. to K. R's 4th. " +
  "8. Q. to K. Kt's 4th. 9. Kt. to K. B's 5th. 9. P. to Q. B's 3d. 10. P. to K. Kt's 4th. 10. Kt. to K. B's 3d. " +
  "11. R. to K. Kt's sq. 11. P. takes B. 12. P. to K. R's 4th. 12. Q. to K. Kt's 3d. 13. P. to K. R's 5th. " +
  "13. Q. to K. Kt's 4th. 14. Q. to K. B's 3d. 14. Kt. to his sq. 15. B. takes P. 15. Q. to K. B's 3d. " +
  "16. Kt. to Q. B's 3d. 16. B. to Q. B's 4th. 17. Kt. to Q's 5th. 17. Q. takes Q. Kt's P. 18. B. to Q's 6th. " +
  "18. B. takes R. 19. P. to K's 5th. 19. Q. takes R. (ch.) 20. K. to his 2d. 20. Kt. to Q. R's 3d. " +
  "21. Kt. takes P. (ch.) 21. K. to Q's sq. 22. Q. to K. B's 6th. (ch.) 22. Kt. takes Q. 23. B. to K's 7th. Checkmate.\n";

const IMMORTAL_SAN =
  '1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 ' +
  '10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 ' +
  '18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0';

describe('19th-century descriptive notation: squares named after the moving piece, pieces by their origin', () => {
  it("reads K. B. to his sq., Q. to her 3d., K. to his Kt's sq., Q. R. by origin in a two-column game of 28 moves", () => {
    const r = translatePgn(PHILIDOR, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    // 11... K. B. to his sq.: Be7-f8 (Black's king's bishop's square); 12. Q. to her 3d.: Qd4-d3;
    // 25... K. to his Kt's sq.: Kh7-g8 (the king's knight's square).
    // 27. Q. R. to K. Kt's 4th.: the queen's rook by origin (a1, castled to d1, then d3, g3) is the one on g3;
    // the king's rook (h1-e1-f1-f4) stands on the queen's side of it, so reading by position would take Rf4-g4.
    expect(movetext(r.pgn)).toBe(legal(PHILIDOR_SAN));
    expect(r.warnings.flatMap((w) => w.warnings.filter((x) => x.code !== 'W_STYLE'))).toEqual([]);
  });

  it("prose: the same game rewritten in place, every move checked, the queen's rook by origin", () => {
    const r = translateProse(PHILIDOR, { from: 'en', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.checked).toBe(56);
    // Two columns: each move keeps its number (`1. e4 1. e5`), from the SAN written by hand.
    const pairs = PHILIDOR_SAN.replace(' *', '').split(/ (?=\d+\. )/);
    const expected = pairs.map((p) => p.replace(/^(\d+\. )(\S+) (\S+)$/, '$1$2 $1$3')).join(' ');
    expect(r.text).toBe(`${expected}\n`);
  });

  it("reads K. to his B's sq., K. to his 2d., Kt. to his sq. and (ch.) (the Immortal game)", () => {
    const r = translatePgn(IMMORTAL, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    // 4. K. to his B's sq.: Ke1-f1; 14... Kt. to his sq.: Nf6-g8 (b8 holds the other knight); 20. K. to his 2d.: Kf1-e2.
    expect(movetext(r.pgn)).toBe(legal(IMMORTAL_SAN));
  });

  it("reads the Text Book's forms: Q. to her sq., her R.'s 8th, K. R.'s square, his own square", () => {
    // 3. Q. takes K. R.'s P.: Qd3xh7; 3... Q. to her square.: Qd6-d8; 5... Kt. to his own sq.: Nf6-g8 (b8 holds the other knight).
    const san = legal('1. d4 d5 2. Qd3 Qd6 3. Qxh7 Qd8 4. Qh3 Nf6 5. Qd3 Ng8 6. Qd1 Nf6');
    const r = translatePgn(
      "1. P. to Q's 4th. 1. P. to Q's 4th. 2. Q. to her 3d. 2. Q. to her 3d. 3. Q. takes K. R.'s P. 3. Q. to her square. " +
        "4. Q. to K. R.'s 3d. 4. K. Kt. to K. B.'s 3d. 5. Q. to her 3d. 5. Kt. to his own sq. 6. Q. to her sq. 6. Kt. to K. B.'s 3d.\n",
      { from: 'en', to: 'en' },
    );
    expect(r.failures).toEqual([]);
    expect(movetext(r.pgn)).toBe(`${san} *`);
  });
});

describe('pieces named by the side they started on', () => {
  it('Q. Kt. after the knights have crossed: the origin decides, not the file; from a FEN, the file does', () => {
    // The queen's knight goes b1-c3-e4, the king's knight g1-h3-f4-d5: the queen's knight now stands on the king's
    // side of the other. Both reach c3; Q. Kt. is the one from e4.
    const san = legal('1. Nc3 a6 2. Ne4 a5 3. Nh3 h6 4. Nf4 h5 5. Nd5 Ra7 6. Nec3 *');
    const text =
      "1. Q. Kt. to Q. B's 3d. 1. P. to Q. R's 3d. 2. Kt. to K's 4th. 2. P. to Q. R's 4th. 3. K. Kt. to K. R's 3d. " +
      "3. P. to K. R's 3d. 4. Kt. to K. B's 4th. 4. P. to K. R's 4th. 5. Kt. to Q's 5th. 5. R. to Q. R's 2d. " +
      "6. Q. Kt. to Q. B's 3d.\n";
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(movetext(r.pgn)).toBe(san);
    // The same position set up from a FEN: no history, so the queen's side is the file (d5, the lower one).
    const fen = '1nbqkbnr/rpppppp1/8/p2N3p/4N3/8/PPPPPPPP/R1BQKB1R w KQk - 2 6'; // after 5... Ra7, from chess.js
    const fromFen = translatePgn(`[FEN "${fen}"]\n[SetUp "1"]\n\n6. QN-QB3 *\n`, { from: 'en', to: 'en' });
    expect(fromFen.failures).toEqual([]);
    expect(movetext(fromFen.pgn)).toContain('6. Ndc3 *');
  });
});

describe('a pawn named by the file it started on', () => {
  it("K. Kt. P. to K. B's 4th.: the g-pawn that took on f6 (no pawn stands on the knight's file); from a FEN, an error", () => {
    const san = legal('1. e4 e5 2. Nf3 Nf6 3. d3 d6 4. Bg5 Be7 5. Bxf6 gxf6 6. Nc3 f5 *');
    const text =
      "1. P. to K's 4th. 1. P. to K's 4th. 2. K. Kt. to B's 3d. 2. K. Kt. to B's 3d. 3. P. to Q's 3d. 3. P. to Q's 3d. " +
      "4. Q. B. to K. Kt's 5th. 4. K. B. to K's 2d. 5. B. takes Kt. 5. K. Kt. P. takes B. 6. Kt. to Q. B's 3d. " +
      "6. K. Kt. P. to K. B's 4th.\n";
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(movetext(r.pgn)).toBe(san);
    // After 6. Nc3 from a FEN (chess.js): no history, so the knight's pawn is a pawn on the knight's file, and there is none.
    const fen = 'rnbqk2r/ppp1bp1p/3p1p2/4p3/4P3/2NP1N2/PPP2PPP/R2QKB1R b KQkq - 1 6';
    const fromFen = translatePgn(`[FEN "${fen}"]\n[SetUp "1"]\n\n6... KKtP-KB4 *\n`, { from: 'en', to: 'en' });
    expect(fromFen.failures).toHaveLength(1);
  });
});

describe('check and mate as 19th-century books print them', () => {
  // Légal's mate; the SAN checked on chess.js.
  const san = '1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0';
  const words = (check: string, mate: string): string =>
    "1. P. to K's 4th. 1. P. to K's 4th. 2. K. Kt. to B's 3d. 2. P. to Q's 3d. 3. K. B. to Q. B's 4th. " +
    "3. Q. B. to K. Kt's 5th. 4. Q. Kt. to B's 3d. 4. P. to K. Kt's 3d. 5. Kt. takes K. P. 5. B. takes Q. " +
    `6. B. takes K. B. P.${check} 6. K. to his 2d. 7. Kt. to Q's 5th${mate}\n`;

  it.each([
    [' (ch.)', ', checkmate.'],
    [', ch.', ', checkmate.'],
    [' (ch.)', '. Mate.'],
  ])("reads B. takes K. B. P.%s … Kt. to Q's 5th%s", (check, mate) => {
    const r = translatePgn(words(check, mate), { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(movetext(r.pgn)).toBe(legal(san));
  });

  it('prose: a comma after a move stays in the text (before: the moves were left as written)', () => {
    const text = "The game opened 1. P. to K's 4th, P. to K's 4th, and then 2. K. Kt. to B's 3d., P. to Q's 3d., and so on.\n";
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.problems).toEqual([]);
    expect(r.text).toBe('The game opened 1. e4, e5, and then 2. Nf3, d6, and so on.\n');
  });
});

describe('a score printed as a table of descriptive moves (`| 1. | P. to K’s 4th. | 1. | P. to K’s 4th. |`)', () => {
  // (an Exchange Ruy Lopez of our own making: rows with no square in them, `B. takes Kt.`, `Castles.`, among rows that name
  // squares; a sentence under row 5 cites another 5th move and Black's answer, which row 6 could go on from as well)
  const text =
    'Game II.—The Exchange Variation.\n' +
    '| | WHITE. | | BLACK. |\n' +
    '|---|\n' +
    '| 1. | P. to K’s 4th. | 1. | P. to K’s 4th. |\n' +
    '| 2. | K’s Kt. to B’s 3d. | 2. | Q’s Kt. to B’s 3d. |\n' +
    '| 3. | B. to Q. Kt.’s 5th. | 3. | P. to Q. R’s 3d. (best.) |\n' +
    '| 4. | B. takes Kt. | 4. | Q. P. takes B. |\n' +
    '| 5. | Castles. | 5. | P. to K. B’s 3d. |\n' +
    'Instead of 5. Castles, White may play 5. P. to Q’s 4th; 5. P. takes P.\n' +
    '| 6. | P. to K. R’s 3d. | 6. | B. to K’s 3d. |\n' +
    '| 7. | P. to Q’s 3d. |\n';

  it('the rows are the game’s score: row 6 goes on with the game, not with the line the sentence cites (5.d4 exd4)', () => {
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(movetext(r.pgn)).toContain(legal('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {(best.)} 4. Bxc6 dxc6 5. O-O'));
    expect(movetext(r.pgn)).toContain('5. d4 exd4) 5... f6 6. h3 Be6 7. d3 *');
    legal('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. h3 Be6 7. d3 *');
    legal('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. d4 exd4 *');
  });
});
