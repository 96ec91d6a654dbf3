// English descriptive notation (P-K4, N-KB3, Kt-B3, PxP, R(1)-Q1, P-K8(Q), NxP ch …), read for
// English input with every move checked on the board. Every expected move below was worked out by
// hand from the rules of the notation (files named after the pieces, ranks counted from the mover's
// side) and the position, not taken from the code's output.
import { describe, expect, it } from 'vitest';
import {
  AmbiguousMoveError,
  IllegalMoveError,
  MoveSyntaxError,
  PromotionError,
  translateMove,
  translateMoveWithWarnings,
  translatePgn,
  translateProse,
} from '../src/index.js';
import { runCli } from '../src/cli/cli.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { thrownBy } from './helpers/common.js';
import { FIXTURES } from './helpers/shared.js';
import { runInMemory } from './helpers/common.js';

/**
 * The Evergreen Game, Anderssen - Dufresne, Berlin 1852, as printed in an old English book (Kt for
 * the knight, "Castles", "R–K.Sq." for the first rank, en dashes, "×" for captures, "++" for mate):
 * the move list of the English Wikipedia article "Descriptive notation" (revision after 1263141857).
 */
const EVERGREEN_DESCRIPTIVE = `[Event "Berlin"]
[Site "Berlin"]
[Date "1852.??.??"]
[White "Anderssen, Adolf"]
[Black "Dufresne, Jean"]
[Result "1-0"]

1. P–K4 P–K4 2. Kt–KB3 Kt–QB3 3. B–B4 B–B4 4. P–QKt4 B×KtP 5. P–B3 B–R4
6. P–Q4 P×P 7. Castles P–Q6 8. Q–Kt3 Q–B3 9. P–K5 Q–Kt3 10. R–K.Sq. KKt–K2
11. B–R3 P–Kt4 12. Q×P R–QKt.Sq. 13. Q–R4 B–Kt3 14. QKt–Q2 B–Kt2 15. Kt–K4 Q–B4
16. B×QP Q–R4 17. Kt–B6+ P×Kt 18. P×P R–Kt.Sq. 19. QR–Q.Sq. Q×Kt 20. R×Kt+ Kt×R
21. Q×P+ K×Q 22. B–B5+ K–K.Sq. 23. B–Q7+ K–B.Sq. 24. B×Kt++ 1-0
`;

/** The same game in SAN, as every database gives it. */
const EVERGREEN_SAN =
  '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 ' +
  '11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ gxf6 18. exf6 Rg8 ' +
  '19. Rad1 Qxf3 20. Rxe7+ Nxe7 21. Qxd7+ Kxd7 22. Bf5+ Ke8 23. Bd7+ Kf8 24. Bxe7# 1-0';

/**
 * Morphy - Duke Karl of Brunswick and Count Isouard, Paris 1858 (the "Opera game"), written by us
 * as 1960s-70s English books write descriptive notation: N for the knight, bare move numbers,
 * `ch`, `mate`. (Black's ninth move is written in full, P-QN4; P-N4 would do, as the bishop on g5
 * stops g7-g5.)
 */
const OPERA_DESCRIPTIVE = `1 P-K4 P-K4 2 N-KB3 P-Q3 3 P-Q4 B-N5 4 PxP BxN 5 QxB PxP 6 B-QB4 N-KB3 7 Q-QN3 Q-K2
8 N-B3 P-B3 9 B-KN5 P-QN4 10 NxP PxN 11 BxNPch QN-Q2 12 O-O-O R-Q1 13 RxN RxR
14 R-Q1 Q-K3 15 BxRch NxB 16 Q-N8ch NxQ 17 R-Q8 mate 1-0
`;

const OPERA_SAN =
  '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 ' +
  '10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0';

/**
 * Capablanca - Burn, San Sebastian 1911, moves 1-21 as J. R. Capablanca, Chess Fundamentals (1921;
 * Project Gutenberg eBook #33870) prints them in a web transcription of the Gutenberg text
 * (grapenovel.com, "Chess Fundamentals - Part 25"): spaces inside each move (`P - K 4`, `Q Kt - Q 2`,
 * `O - O`), `Kt`, `5. ........ P - Q 3` for Black's move after a note. That copy lost the capture
 * sign (`10. Q - K 2 P P`); it is put back here as `×`.
 */
const CAPABLANCA_BURN = `1. P - K 4 P - K 4 2. Kt - K B 3 Kt - Q B 3 3. B - Kt 5 P - Q R 3 4. B - R 4 Kt - B 3 5. P - Q 3
5. ........ P - Q 3 6. P - B 3 B - K 2
7. Q Kt - Q 2 O - O 8. Kt - B 1 P - Q Kt 4 9. B - B 2 P - Q 4 10. Q - K 2 P × P 11. P × P B - Q B 4
12. B - Kt 5 B - K 3
13. Kt - K 3 R - K 1 14. O - O Q - K 2
15. Kt - Q 5 B × Kt 16. P × B Kt - Kt 1
17. P - Q R 4 P - Kt 5
18. P × P B × P 19. B × Kt Q × B 20. Q - K 4 B - Q 3 21. Q × P ch K - B 1
`;

/**
 * The Giuoco Piano as H. Staunton, The Blue Book of Chess (Project Gutenberg eBook #16377) prints it,
 * in 19th-century words (`P. to K's 4th.`, `K. Kt. to B's 3d.`, `B. takes Kt. (ch.)`, `Castles.`) and
 * two columns, Black's move with White's number, from a transcription of the Gutenberg text
 * (bookrags.com, "The Blue Book of Chess eBook", page 17). The book's "(best)" after two moves is left out.
 */
const BLUE_BOOK = `1.  P. to K's 4th.                1.  P. to K's 4th
2.  K. Kt. to B's 3d.             2.  Q. Kt. to B's 3d.
3.  K. B. to Q. B's 4th.          3.  K. B. to Q. B's 4th
4.  P. to Q. B's 3d. 4.  K. Kt. to B's 3d.
5.  P. to Q's 4th. 5.  P. takes P.
6.  P. to K's 5th. 6.  P. to Q's 4th.
7.  K. B. to Q. Kt's 5th. 7.  K. Kt. to K's 5th.
8.  B. takes Kt. (ch.) 8.  P. takes B.
9.  P. takes P. 9.  B. to Q. Kt's 3d.
10.  Castles. 10.  Q. B. to K. Kt's 5th.
11.  Q. B. to K's 3d. 11.  Castles.
`;

const movetext = (pgn: string): string =>
  pgn
    .replace(/^\[.*\]\n/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

const move = (text: string, fen?: string, to = 'iccf'): string => translateMove(text, { from: 'en', to, fen });

describe('whole games in descriptive notation', () => {
  it('reads the Evergreen Game as printed in an old book (Kt, Castles, K.Sq., ×, en dashes, ++)', () => {
    const r = translatePgn(EVERGREEN_DESCRIPTIVE, { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(movetext(r.pgn)).toBe(EVERGREEN_SAN);
    // One note for the game, not one warning per move.
    const codes = r.warnings.flatMap((w) => w.warnings.map((x) => x.code));
    expect(codes).toEqual(['W_STYLE']);
    expect(r.warnings[0]!.warnings[0]!.message).toMatch(/English descriptive notation/);
  });

  it('reads the Opera game with bare numbers, ch and mate, into ICCF and German', () => {
    const en = translatePgn(OPERA_DESCRIPTIVE, { from: 'en', to: 'en' });
    expect(en.failures).toHaveLength(0);
    expect(movetext(en.pgn)).toBe(OPERA_SAN);
    const iccf = translatePgn(OPERA_DESCRIPTIVE, { from: 'en', to: 'iccf' });
    // 1. e2-e4 e7-e5 2. g1-f3 d7-d6 3. d2-d4 c8-g4 … 17. d1-d8
    expect(movetext(iccf.pgn)).toMatch(/^1\. 5254 5755 2\. 7163 4746 3\. 4244 3874 4\. 4455 7463 5\. 4163 4655 /);
    expect(movetext(iccf.pgn)).toMatch(/16\. 2328 4728 17\. 4148 1-0$/);
    const de = translatePgn(OPERA_DESCRIPTIVE, { from: 'en', to: 'de' });
    expect(movetext(de.pgn)).toMatch(/^1\. e4 e5 2\. Sf3 d6 .* 17\. Td8# 1-0$/);
  });

  it('reads descriptive games under --from auto', () => {
    const r = translatePgn(OPERA_DESCRIPTIVE, { from: 'auto', to: 'en' });
    expect(r.failures).toHaveLength(0);
    expect(movetext(r.pgn)).toBe(OPERA_SAN);
  });

  it('reads "1. P-K4, P-K4;" with commas, em dashes, glyphs, e.p. and a check word after a space', () => {
    const text =
      '1. P—K4, P—K4; 2. N—KB3, N—QB3; 3. B—B4, B—B4; 4. O-O, N—B3 5. P-Q4!, PxP 6. P-K5 P-Q4 7. PxP e.p. BxP 8. R-K1 ch K-B1 *\n';
    const r = translatePgn(text, { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(0);
    // 4...N-B3: c6 holds Black's knight, so f6; 6...P-Q4 d7-d5; 7. PxP e.p. e5xd6; 7...BxP Bc5xd6; 8. R-K1 ch Rf1-e1+; 8...K-B1 Ke8-f8.
    expect(movetext(r.pgn)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d4 $1 exd4 6. e5 d5 7. exd6 Bxd6 8. Re1+ Kf8 *');
    expect(r.warnings.flatMap((w) => w.warnings.map((x) => x.code))).toEqual(['W_STYLE']);
  });

  it('reads a game printed with spaces inside each move (Capablanca, Chess Fundamentals)', () => {
    // The book's 18... B × P names two legal moves: Bc5xb4 (the recapture it means) and Bc5xf2+.
    // The text alone cannot choose; the moves after it can (19. B × Kt Q × B 20. Q - K 4 B - Q 3 read
    // legally after Bxb4 only: after Bxf2+ White must answer the check), and the warning says so.
    const whole = translatePgn(CAPABLANCA_BURN, { from: 'en', to: 'en' });
    expect(whole.failures).toHaveLength(0);
    const decided = whole.warnings.flatMap((g) => g.warnings).filter((w) => w.code === 'W_READING_AMBIGUOUS');
    expect(decided).toHaveLength(1);
    expect(decided[0]!.position).toMatchObject({ moveNumber: 18, color: 'black' });
    expect(decided[0]!.message).toMatch(/^B × P alone is ambiguous \(Bc5xf2 or Bc5xb4\); the next 4 written moves .*read as Bc5xb4/);
    expect(movetext(whole.pgn)).toMatch(/ 18\. cxb4 Bxb4 19\. Bxf6 Qxf6 20\. Qe4 Bd6 21\. Qxh7\+ Kf8 \*$/);
    const r = translatePgn(CAPABLANCA_BURN.slice(0, CAPABLANCA_BURN.indexOf(' B × P 19.')) + ' *\n', { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(0);
    // By hand: 4... Kt-B3 is f6 (c6 holds the other knight); 8. Kt-B1 d2-f1 (the 1 is a rank, no new game);
    // 16... Kt-Kt1 is b8 (g8 holds the king); 18. P×P is c3xb4 (the a4 pawn takes on b5 only).
    expect(movetext(r.pgn)).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. d3 d6 6. c3 Be7 7. Nbd2 O-O 8. Nf1 b5 9. Bc2 d5 10. Qe2 dxe4 ' +
        '11. dxe4 Bc5 12. Bg5 Be6 13. Ne3 Re8 14. O-O Qe7 15. Nd5 Bxd5 16. exd5 Nb8 17. a4 b4 18. cxb4 *',
    );
    // Going on after 18... Bxb4 as the book means it: 19. B × Kt is Bg5xf6, 19... Q × B Qe7xf6 (g7xf6 would be
    // P × B); 21. Q × P ch: Qxe5 and Qxh7 take a pawn, only Qxh7 checks.
    const rest = CAPABLANCA_BURN.slice(CAPABLANCA_BURN.indexOf('19. '));
    const on = translatePgn(`${movetext(r.pgn).replace(/ \*$/, '')} Bxb4 ${rest}`, { from: 'en', to: 'en' });
    expect(on.failures).toHaveLength(0);
    expect(movetext(on.pgn)).toMatch(/ 18\. cxb4 Bxb4 19\. Bxf6 Qxf6 20\. Qe4 Bd6 21\. Qxh7\+ Kf8 \*$/);
  });

  it("reads 19th-century words: P. to K's 4th., K. Kt. to B's 3d., B. takes Kt. (ch.), Castles. (Staunton)", () => {
    const r = translatePgn(BLUE_BOOK, { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(0);
    // One game, one note: the two columns and the notation.
    const notes = r.warnings.flatMap((w) => w.warnings);
    expect(notes.map((w) => w.code)).toEqual(['W_STYLE']);
    expect(notes[0]!.message).toMatch(/two columns.*English descriptive notation/);
    // By hand: 4... K. Kt. to B's 3d. is Ng8-f6; 7... K. Kt. to K's 5th. Nf6-e4 (Black's K5 is e4);
    // 8... P. takes B. b7xc6 (the d-pawn stands on d5); 9. P. takes P. c3xd4; 11... Castles: O-O (the queen on d8 bars O-O-O).
    expect(movetext(r.pgn)).toBe(
      '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. e5 d5 7. Bb5 Ne4 8. Bxc6+ bxc6 9. cxd4 Bb6 10. O-O Bg4 11. Be3 O-O *',
    );
    // Légal's mate in the same words: `B takes Q 5.` ends before the next move number.
    const legal = translatePgn(
      '1. P to K 4th P to K 4th 2. K Kt to B 3rd P to Q 3rd 3. B to Q B 4th B to K Kt 5th 4. Kt to Q B 3rd P to K R 3rd 5. Kt takes P B takes Q 6. B takes P (ch) K to K 2nd 7. Kt to Q 5th mate\n',
      { from: 'en', to: 'en' },
    );
    // No result written; the game ends in White's mate, so it is written 1-0 (a game without a result gets *).
    expect(movetext(legal.pgn)).toBe('1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 h6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0');
  });

  it("reads two columns, Black's move with White's number, in any notation; numbering that starts again still starts a game", () => {
    const two = translatePgn('1. e4   1. e5\n2. Nf3  2. Nc6\n', { from: 'en', to: 'en' });
    expect(two.failures).toHaveLength(0);
    expect(movetext(two.pgn)).toBe('1. e4 e5 2. Nf3 Nc6 *');
    expect(two.warnings.flatMap((w) => w.warnings.map((x) => x.code))).toEqual(['W_STYLE']);
    const restart = translatePgn('1. e4 e5 2. Nf3 Nc6 1. d4 d5 *\n', { from: 'en', to: 'en' });
    expect(restart.pgn.split('\n\n').filter((g) => g.trim() !== '')).toHaveLength(2);
  });

  it("reads Black's moves from Black's side of the board", () => {
    const after1e4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(move('P-K4', after1e4)).toBe('5755'); // e7-e5
    expect(move('P-K3', after1e4)).toBe('5756'); // e7-e6
    expect(move('P-QB4', after1e4)).toBe('3735'); // c7-c5
    expect(move('N-KB3', after1e4)).toBe('7866'); // g8-f6
    expect(move('Kt-QB3', after1e4)).toBe('2836'); // b8-c6
  });
});

describe('single moves', () => {
  it('reads P-K4 and N-KB3 from the start position (the move command)', () => {
    expect(move('P-K4')).toBe('5254');
    expect(move('N-KB3')).toBe('7163');
    expect(move('Kt-KB3')).toBe('7163');
    expect(move('P-QN4')).toBe('2224');
    expect(move('P-QKt4')).toBe('2224');
    expect(move('P-KR3', undefined, 'en')).toBe('h3');
    const w = translateMoveWithWarnings('P-K4', { from: 'en', to: 'iccf' });
    expect(w.warnings.map((x) => x.code)).toEqual(['W_DESCRIPTIVE']);
  });

  it('reports a move that names two legal moves as an ambiguity, with both', () => {
    // N-B3: b1-c3 and g1-f3; P-N4: b2-b4 and g2-g4
    const e = thrownBy(AmbiguousMoveError, () => move('N-B3'));
    expect(e.code).toBe('ERR_MOVE_AMBIGUOUS');
    expect(e.candidates).toEqual(['Nb1-c3', 'Ng1-f3']);
    expect(thrownBy(AmbiguousMoveError, () => move('P-N4')).candidates).toEqual(['b2-b4', 'g2-g4']);
    expect(thrownBy(AmbiguousMoveError, () => move('Kt-B3')).candidates).toEqual(['Nb1-c3', 'Ng1-f3']);
  });

  it('reports a move that names no legal move as an error with its position', () => {
    const e = thrownBy(IllegalMoveError, () => move('P-K5'));
    expect(e.code).toBe('ERR_MOVE_ILLEGAL');
    expect(e.position.moveNumber).toBe(1);
    expect(e.reason).toMatch(/English descriptive notation: a pawn to e5/);
  });

  it('in a game, an ambiguous move fails the game with its move number', () => {
    const r = translatePgn('1. P-K4 P-K4 2. N-B3 *\n', { from: 'en', to: 'en' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toMatch(/move 2\. N-B3: .*ambiguous: Nb1-c3 or Ng1-f3 .*ERR_MOVE_AMBIGUOUS/);
  });

  it('tells pieces apart by rank, square, slash and side: R(1)-Q1, N/3-Q2, N(K2)-B3, QN-Q2, KR-Q1', () => {
    // White rooks a1 and d4 both reach d1.
    const rooks = '4k3/8/8/8/3R4/8/8/R3K3 w - - 0 1';
    expect(move('R(1)-Q1', rooks)).toBe('1141');
    expect(move('R(4)-Q1', rooks)).toBe('4441');
    expect(move('R(QR1)-Q1', rooks)).toBe('1141');
    expect(move('QR-Q1', rooks)).toBe('1141');
    expect(move('KR-Q1', rooks)).toBe('4441');
    expect(thrownBy(AmbiguousMoveError, () => move('R-Q1', rooks)).candidates).toEqual(['Ra1-d1', 'Rd4-d1']);
    // White knights b1 and f3 both reach d2.
    const knights = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';
    expect(move('N/3-Q2', knights)).toBe('6342');
    expect(move('N/1-Q2', knights)).toBe('2142');
    expect(move('N(KB3)-Q2', knights)).toBe('6342');
    expect(move('QN-Q2', knights)).toBe('2142');
    expect(move('KN-Q2', knights)).toBe('6342');
    expect(move('QKt-Q2', knights)).toBe('2142');
    // Knights e2 and b1 both reach c3 (neither reaches f3).
    const twoToC3 = '4k3/8/8/8/8/8/4N3/1N2K3 w - - 0 1';
    expect(move('N(K2)-B3', twoToC3)).toBe('5233');
    expect(move('N(N1)-B3', twoToC3)).toBe('2133');
    expect(thrownBy(AmbiguousMoveError, () => move('N-B3', twoToC3)).candidates).toEqual(['Nb1-c3', 'Ne2-c3']);
  });

  it('names a bishop by its colour of square (KB, QB) for either side', () => {
    // White's king's bishop runs on light squares. Bishops d2 (dark: the queen's) and e2 (light: the king's);
    // N5 is b5 or g5: e2 reaches b5, d2 reaches g5.
    const bishops = '4k3/8/8/8/8/8/3BB3/4K3 w - - 0 1';
    expect(move('KB-N5', bishops)).toBe('5225'); // e2-b5 (g4? e2-f3-g4: g4 is rank 4, not 5)
    expect(move('QB-N5', bishops)).toBe('4275'); // d2-g5
    expect(thrownBy(AmbiguousMoveError, () => move('B-N5', bishops)).candidates).toEqual(['Bd2-g5', 'Be2-b5']);
    // Black's king's bishop (f8) runs on dark squares: bishops c5 (dark) and e6 (light).
    const black = '4k3/8/4b3/2b5/8/8/8/4K3 b - - 0 1';
    expect(move('KB-Q3', black)).toBe('3546'); // c5-d6 (Black's Q3 is d6; dark square)
    expect(move('QB-Q2', black)).toBe('5647'); // e6-d7 (Black's Q2 is d7; light square)
  });

  it('reads captures by the piece taken: BxN, QPxB, KtxKtP, BxP(B4), BxQBP, PxP/QB6', () => {
    // Ruy Lopez exchange: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6
    const ruy = 'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4';
    expect(move('BxN', ruy)).toBe('2536'); // b5xc6
    const afterBxN = 'r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4';
    expect(move('QPxB', afterBxN)).toBe('4736'); // d7xc6
    expect(move('NPxB', afterBxN)).toBe('2736'); // b7xc6
    expect(thrownBy(AmbiguousMoveError, () => move('PxB', afterBxN)).candidates).toEqual(['b7xc6', 'd7xc6']);
    // White knight d5; Black pawns b6 (knight's file) and e7 (king's file).
    const knight = '4k3/4p3/1p6/3N4/8/8/8/4K3 w - - 0 1';
    expect(move('KtxKtP', knight)).toBe('4526'); // d5xb6
    expect(move('NxKP', knight)).toBe('4557'); // d5xe7
    expect(thrownBy(AmbiguousMoveError, () => move('NxP', knight)).candidates).toEqual(['Nd5xb6', 'Nd5xe7']);
    // White bishop d3; Black pawns c4 and f5.
    const bishop = '4k3/8/8/5p2/2p5/3B4/8/4K3 w - - 0 1';
    expect(move('BxP(B4)', bishop)).toBe('4334'); // d3xc4
    expect(move('BxP(B5)', bishop)).toBe('4365'); // d3xf5
    expect(move('BxP/KB5', bishop)).toBe('4365');
    expect(move('BxQBP', bishop)).toBe('4334');
    expect(thrownBy(AmbiguousMoveError, () => move('BxBP', bishop)).candidates).toEqual(['Bd3xc4', 'Bd3xf5']);
    // A capture written with its square: RxQ7 (White rook d1 takes on d7).
    expect(move('RxQ7', '3k4/3p4/8/8/8/8/8/3RK3 w - - 0 1')).toBe('4147');
  });

  it('reads en passant, with or without e.p.', () => {
    const ep = '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1';
    expect(move('PxP e.p.', ep)).toBe('5546'); // e5xd6
    expect(move('PxP', ep)).toBe('5546');
    expect(move('PxPep', ep)).toBe('5546');
    expect(move('PxQ6 e.p.', ep)).toBe('5546'); // the capture written with its square (White's Q6 is d6)
    // e.p. written where the only capture is no en passant capture: no move fits.
    thrownBy(IllegalMoveError, () => move('PxP e.p.', '4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1'));
  });

  it('reads promotion as P-K8=Q, P-K8(Q), P-Q8/Q, P-K8(N), for Black from its side', () => {
    const white = '7k/3PP3/8/8/8/8/8/4K3 w - - 0 1';
    expect(move('P-K8=Q', white)).toBe('57581');
    expect(move('P-K8(Q)', white)).toBe('57581');
    expect(move('P-K8(N)', white)).toBe('57584');
    expect(move('P-K8(Kt)', white)).toBe('57584');
    expect(move('P-Q8/Q', white)).toBe('47481');
    expect(move('P-Q8=R', white)).toBe('47482');
    const e = thrownBy(PromotionError, () => move('P-K8', white));
    expect(e.code).toBe('ERR_MOVE_PROMOTION');
    // Black pawn e2: Black's K8 is e1.
    expect(move('P-K8(Q)', '4k3/8/8/8/8/8/4p3/K7 b - - 0 1')).toBe('52511');
    // A pawn taking into promotion: PxR(Q) (White pawn g7 takes the rook h8).
    expect(move('PxR(Q)', '4k2r/6P1/8/8/8/8/8/4K3 w - - 0 1')).toBe('77881');
  });

  it('reads check and mate words: ch, +, dis ch, mate', () => {
    // After 1. f3 e5 2. g4: Black's Q-R5 is d8-h4 (Black's R5 is h4), mate.
    const fool = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    const mate = translateMoveWithWarnings('Q-R5 mate', { from: 'en', to: 'iccf', fen: fool });
    expect(mate.text).toBe('4884');
    expect(mate.warnings.map((w) => w.code)).toEqual(['W_DESCRIPTIVE']);
    // Rook e1 behind knight e4, Black king e8: the knight uncovers check.
    const dis = '4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1';
    expect(move('N-B5 dis ch', dis, 'en')).toBe('Nc5+');
    expect(move('N-QB5 dis. ch.', dis)).toBe('5435');
    // Queen d1: White's R5 is a5 or h5; only h5 is on a line from d1 (d1-e2-f3-g4-h5), and it checks e8.
    expect(move('Q-R5ch', '4k3/8/8/8/8/8/8/3QK3 w - - 0 1', 'en')).toBe('Qh5+');
  });

  it('uses the check mark to tell two captures apart, as books do (Evergreen 21. Q×P+)', () => {
    // Queen a4 can take pawns a7 and d7; only Qxd7 checks the king e8.
    // The position after 20... Nxe7 (worked out move by move from the score).
    const fen = '1r2k1r1/pbppnp1p/1b3P2/8/Q7/B1PB1q2/P4PPP/3R2K1 w - - 0 21';
    expect(move('QxP+', fen, 'en')).toBe('Qxd7+');
    expect(thrownBy(AmbiguousMoveError, () => move('QxP', fen)).candidates).toEqual(['Qa4xa7', 'Qa4xd7']);
  });

  it('reads castling: O-O, O-O-O, Castles, Castles QR; ambiguous Castles when both are legal', () => {
    const both = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(move('O-O', both)).toBe('5171');
    expect(move('Castles KR', both)).toBe('5171');
    expect(move('Castles QR', both)).toBe('5131');
    expect(move('O-O-O ch', '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1', 'en')).toBe('O-O-O+');
    expect(thrownBy(AmbiguousMoveError, () => move('Castles', both)).candidates).toEqual(['O-O-O', 'O-O']);
    expect(move('Castles', 'r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1')).toBe('5171');
  });

  it('reads forum hybrids: a piece as descriptive names it, an algebraic square (p-d4, Knight-F6)', () => {
    expect(move('p-d4')).toBe('4244');
    expect(move('Pawn-e4')).toBe('5254');
    expect(move('N-F3')).toBe('7163');
    // After 1. e4 e5: Knight-F3 g1-f3, then Black's Knight-C6 b8-c6 (the square as written, not from Black's side).
    const r = translatePgn('1. p-e4 p-e5 2. Knight-F3 Knight-C6 3. Bishop-B5 *\n', { from: 'en', to: 'en' });
    expect(movetext(r.pgn)).toBe('1. e4 e5 2. Nf3 Nc6 3. Bb5 *');
    // B-B4 stays descriptive (c4 or f4), never the hybrid b4.
    expect(thrownBy(IllegalMoveError, () => move('B-B4')).reason).toMatch(/a bishop to c4 or f4/);
  });

  it('with repair, a descriptive game keeps its one W_STYLE note', () => {
    // White's B5 is c5 or f5, which no bishop reaches (Bf1 goes to c4 or b5): the game fails as written.
    const r = translatePgn('1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-B5 *\n', { from: 'en', to: 'en', repair: true });
    const codes = r.warnings.flatMap((w) => w.warnings.map((x) => x.code));
    expect(codes.filter((c) => c === 'W_STYLE')).toHaveLength(1);
    expect(codes).not.toContain('W_DESCRIPTIVE');
  });

  it('is English only, and an error with --strict (descriptive is not standard notation)', () => {
    thrownBy(MoveSyntaxError, () => translateMove('P-K4', { from: 'de', to: 'iccf' }));
    thrownBy(MoveSyntaxError, () => translateMove('P-K4', { from: 'en', to: 'iccf', strict: true }));
  });
});

describe('CLI', () => {
  it('move P-K4 --from en --to iccf prints 5254', async () => {
    const r = await runInMemory((io) => runCli(['move', 'P-K4', '--from', 'en', '--to', 'iccf'], io));
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('5254');
  });

  it('translate writes a descriptive game as standard PGN with one W_STYLE note', async () => {
    const r = await runInMemory((io) => runCli(['translate', '--from', 'en', '--to', 'en'], io), OPERA_DESCRIPTIVE);
    expect(r.code).toBe(0);
    expect(movetext(r.out)).toBe(OPERA_SAN);
    expect(r.err.match(/W_STYLE/g)).toHaveLength(1);
    expect(r.err).not.toMatch(/W_DESCRIPTIVE/);
  });
});

describe('prose', () => {
  it('rewrites descriptive sequences in an English paragraph, every move checked on the board', () => {
    const text =
      'After 1 P-K4 P-K4 2 N-KB3 N-QB3 3 B-N5 White threatens nothing yet; Black went on with 3 ... P-QR3.\n\n' +
      'Then 4 BxN QPxB 5 O-O P-B3 and the game is level.\n';
    // Ruy Lopez, exchange variation: 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 (Black's B3 is c6 or f6; c6 holds a pawn).
    const de = translateProse(text, { from: 'en', to: 'de' });
    expect(de.text).toBe(
      'After 1 e4 e5 2 Sf3 Sc6 3 Lb5 White threatens nothing yet; Black went on with 3 ... a6.\n\n' +
        'Then 4 Lxc6 dxc6 5 O-O f6 and the game is level.\n',
    );
    expect(de.checked).toBe(10);
    expect(de.problems).toEqual([]);
  });

  it('reads moves printed with spaces in prose, a full stop after the last', () => {
    const text = 'In the game 1. P - K 4 P - K 4 2. Kt - K B 3 Kt - Q B 3 3. B - Kt 5 P - Q R 3 4. B - R 4 Kt - B 3.\n';
    const r = translateProse(text, { from: 'en', to: 'en' });
    expect(r.text).toBe('In the game 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6.\n');
    expect(r.checked).toBe(8);
  });

  it('reads R(1)-Q1 and NxP ch as one move each', () => {
    // White rooks a1 and d4, knight e4; Black king h7, pawn f6.
    const fen = '8/7k/5p2/8/3RN3/8/8/R3K3 w - - 0 1';
    const r = translateProse(`From the diagram (FEN ${fen}): 1. R(1)-Q1 K-N1 2. NxP ch K-B2.\n`, { from: 'en', to: 'en' });
    // 1. Ra1-d1 (Rd4 reaches d1 too: Rad1) Kh7-g8 (Black's N1 is b8 or g8); 2. Ne4xf6+ (the knight on f6
    // attacks g8) Kg8-f7 (Black's B2 is c7 or f7).
    expect(r.text).toBe(`From the diagram (FEN ${fen}): 1. Rad1 Kg8 2. Nxf6+ Kf7.\n`);
    expect(r.problems).toEqual([]);
  });
});

describe('writing descriptive notation (--to en-descriptive)', () => {
  it('writes the Opera game as a book would, no more than tells each move apart', () => {
    const r = translatePgn(OPERA_SAN + '\n', { from: 'en', to: 'en-descriptive' });
    expect(r.failures).toHaveLength(0);
    // By hand: N-B3 names c3 and f3 (2. N-KB3, 6... N-KB3 beside Nb8-c6), B-B4 c4 and f4 (6. B-QB4),
    // Q-N3 b3 and g3 (7. Q-QN3), B-N5 g5 and b5 (9. B-KN5); 9... P-N4 is b5 only (the bishop on g5
    // stops g7-g5); BxP names b5 and f7 (11. BxNP); N-Q2 both black knights (11... QN-Q2).
    expect(movetext(r.pgn)).toBe(
      '1. P-K4 P-K4 2. N-KB3 P-Q3 3. P-Q4 B-N5 4. PxP BxN 5. QxB PxP 6. B-QB4 N-KB3 7. Q-QN3 Q-K2 8. N-B3 P-B3 ' +
        '9. B-KN5 P-N4 10. NxP PxN 11. BxNP+ QN-Q2 12. O-O-O R-Q1 13. RxN RxR 14. R-Q1 Q-K3 15. BxR+ NxB 16. Q-N8+ NxQ 17. R-Q8# 1-0',
    );
  });

  it("writes promotion, en passant and Black's squares from Black's side", () => {
    expect(translateMove('e8=Q', { from: 'en', to: 'en-descriptive', fen: '7k/3PP3/8/8/8/8/8/4K3 w - - 0 1' })).toBe('P-K8(Q)+');
    expect(translateMove('exd6', { from: 'en', to: 'en-descriptive', fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1' })).toBe('PxP e.p.'); // the pawn on d6 attacks c7 and e7, not the king e8
    const after1e4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(translateMove('e5', { from: 'en', to: 'en-descriptive', fen: after1e4 })).toBe('P-K4');
    expect(translateMove('Nc6', { from: 'en', to: 'en-descriptive', fen: after1e4 })).toBe('N-QB3');
    expect(translateMove('Rad1', { from: 'en', to: 'en-descriptive', fen: '4k3/8/8/8/3R4/8/8/R3K3 w - - 0 1' })).toBe('QR-Q1');
  });

  it('reads back what it writes: the Evergreen and every English fixture game, variations included', () => {
    const back = (pgn: string): string =>
      translatePgn(translatePgn(pgn, { from: 'en', to: 'en-descriptive' }).pgn, { from: 'en', to: 'en' }).pgn;
    const evergreen = translatePgn(EVERGREEN_DESCRIPTIVE, { from: 'en', to: 'en' }).pgn;
    expect(back(evergreen)).toBe(evergreen);
    const variations = readFileSync(join(FIXTURES, 'pgn', 'variations.pgn'), 'utf8');
    const san = translatePgn(variations, { from: 'en', to: 'en' });
    expect(san.failures).toHaveLength(0);
    expect(back(san.pgn)).toBe(san.pgn);
  });
});
