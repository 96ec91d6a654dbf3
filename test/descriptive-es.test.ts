// Spanish, Portuguese and French descriptive notation (P4R, C3AR, A5C, PxP, CRxP, T1xP, C\7-5C, P8C=D), read
// for `--from es` / `pt` / `fr` by the one descriptive reader with the language's letters and order
// (src/notation/descriptive-dialect.ts; sources in locales/es.json, pt.json and fr.json). The games
// below were written by us in the notation as the sources describe it; every expected move was worked
// out by hand from the rules (files named after the pieces, the side letter after the piece, the rank
// counted from the mover's side and written before the file) and checked with chess.js, not taken
// from the code's output.
import { describe, expect, it } from 'vitest';
import { AmbiguousMoveError, IllegalMoveError, translateMove, translatePgn, translateProse, type PgnTranslation } from '../src/index.js';
import { thrownBy } from './helpers/common.js';
import { playedSan, sanWords } from './helpers/chess-js.js';

/** Morphy - Duke Karl of Brunswick and Count Isouard, Paris 1858, written by us as Spanish books print it. */
const OPERA_ES = `1. P4R P4R 2. C3AR P3D 3. P4D A5C 4. PxP AxC 5. DxA PxP 6. A4AD C3AR 7. D3CD D2R
8. C3A P3AD 9. A5CR P4C 10. CxP PxC 11. AxPC+ CD2D 12. O-O-O T1D 13. TxC TxT
14. T1D D3R 15. AxT+ CxA 16. D8C+ CxD 17. T8D++ 1-0
`;

/**
 * The same game in SAN and ICCF, by hand. Some moves are written with no more than tells them apart on
 * the board: `A5C` (3...Bg4: no bishop reaches b4), `C3A` (8.Nc3: no knight reaches f3), `P4C` (9...b5:
 * g7-g5 is blocked by the bishop on g5), `CxP`, `AxC`; others need their side (`A4AD`, 6.Bc4, where Bc1-f4
 * is legal too; `D3CD`; `A5CR`, 9.Bg5, where Bc4-b5 is legal too; `CD2D`, 11...Nbd7, not Nf6-d7).
 */
const OPERA_SAN =
  'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 ' +
  'O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#';
const OPERA_ICCF =
  '1. 5254 5755 2. 7163 4746 3. 4244 3874 4. 4455 7463 5. 4163 4655 6. 6134 7866\n' +
  '7. 6323 4857 8. 2133 3736 9. 3175 2725 10. 3325 3625 11. 3425 2847 12. 5131 1848\n' +
  '13. 4147 4847 14. 8141 5756 15. 2547 6647 16. 2328 4728 17. 4148 1-0\n';

const codes = (r: PgnTranslation): string[] => r.warnings.flatMap((g) => g.warnings.map((w) => w.code));
const es = (text: string, fen?: string, to = 'iccf'): string => translateMove(text, { from: 'es', to, fen });

describe('Spanish descriptive notation: whole games', () => {
  it('reads a game written so, every move checked, with one W_STYLE note naming Spanish descriptive notation', () => {
    expect(playedSan(sanWords(OPERA_SAN))).toEqual(sanWords(OPERA_SAN));
    const iccf = translatePgn(OPERA_ES, { from: 'es', to: 'iccf' });
    expect(iccf.failures).toHaveLength(0);
    expect(iccf.pgn.replace(/^\[.*\]\n/gm, '').trim()).toBe(OPERA_ICCF.trim());
    expect(codes(iccf)).toEqual(['W_STYLE']);
    expect(iccf.warnings[0]!.warnings[0]!.message).toMatch(/Spanish descriptive notation \("P4R", "C3AR"\)/);
    const en = translatePgn(OPERA_ES, { from: 'es', to: 'en' });
    expect(
      en.pgn
        .replace(/^\[.*\]\n/gm, '')
        .replace(/\d+\.\s/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(`${OPERA_SAN} 1-0`);
  });

  it('reads it with --from auto, which picks Spanish', () => {
    const r = translatePgn(OPERA_ES, { from: 'auto', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(r.pgn.replace(/^\[.*\]\n/gm, '').trim()).toBe(OPERA_ICCF.trim());
  });

  it('reads one half-move per heading, with commentary between, as one game', () => {
    // As sectormatematica.cl's "Partida comentada" lays a game out (our own words between the headings).
    const text = [
      'PARTIDA COMENTADA',
      '',
      '1. P4R, ...',
      '',
      'Una jugada natural: el peón ocupa el centro.',
      '',
      '1. ..., P4R',
      '',
      'Lo mejor es hacer frente al enemigo.',
      '',
      '2. C3AR, ...',
      '',
      'Ataca el peón y domina las casillas 4D y 5R.',
      '',
      '2. ..., C3AD',
      '',
      'Defiende y desarrolla.',
      '',
      '3. A5C, ...',
      '',
    ].join('\n');
    // e4 e5 Nf3 Nc6 Bb5 (A5C: Bf1-b5; Bc1-g5 is blocked by the d-pawn)
    expect(playedSan(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'])).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    const r = translatePgn(text, { from: 'es', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(r.summary.games).toBe(1);
    expect(r.pgn.match(/\b\d{4}\b/g)).toEqual(['5254', '5755', '7163', '2836', '6125']);
    // `prose` writes the text back with only the moves changed; the squares named alone (4D, 5R) stay.
    const p = translateProse(text, { from: 'es', to: 'en' });
    expect(p.text).toBe(
      text
        .replace('1. P4R, ...', '1. e4, ...')
        .replace('1. ..., P4R', '1. ..., e5')
        .replace('2. C3AR', '2. Nf3')
        .replace('2. ..., C3AD', '2. ..., Nc6')
        .replace('3. A5C', '3. Bb5'),
    );
  });

  it('starts a new game where the numbering starts again at 1', () => {
    const r = translatePgn('1. P4R P4R 2. C3AR C3AD 1. P4D P4D 2. P4AD P3R\n', { from: 'es', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(r.summary.games).toBe(2);
    // e4 e5 Nf3 Nc6, then d4 d5 c4 e6
    expect(r.pgn.match(/\b\d{4}\b/g)).toEqual(['5254', '5755', '7163', '2836', '4244', '4745', '3234', '5756']);
  });

  it('decides a move the board leaves ambiguous by the moves after it, and says so', () => {
    // 3. A5C is Bb5 or Bg5; only after Bg5 can 4. AxA take a bishop (Bxe7).
    const san = ['d4', 'd5', 'e4', 'e6', 'Bg5', 'Be7', 'Bxe7', 'Qxe7'];
    expect(playedSan(san)).toEqual(san);
    const r = translatePgn('1. P4D P4D 2. P4R P3R 3. A5C A2R 4. AxA DxA *\n', { from: 'es', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(r.pgn).toContain('1. 4244 4745 2. 5254 5756 3. 3175 6857 4. 7557 4857 *');
    const notes = r.warnings.flatMap((g) => g.warnings);
    expect(notes.map((w) => w.code)).toContain('W_READING_AMBIGUOUS');
    expect(notes.find((w) => w.code === 'W_READING_AMBIGUOUS')!.message).toMatch(/A5C alone is ambiguous/);
  });

  it('reports an illegal move at its place, never choosing another (a printed example whose pawn is pinned)', () => {
    // The Portuguese example of reinodecaissa.com as printed: 2...B5C is Bb4, which pins the d-pawn, so 3. P4D is illegal.
    const r = translatePgn('1. P4R P4R 2. C3BR B5C 3. P4D PxP *\n', { from: 'pt', to: 'iccf' });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]!.message).toMatch(/3\. P4D/);
  });

  it('leaves standard Spanish algebraic notation as it was', () => {
    const r = translatePgn('1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Aa4 Cf6 5. O-O Ae7 *\n', { from: 'es', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(codes(r)).toEqual([]);
    expect(r.pgn).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 *');
  });
});

describe('Spanish descriptive notation: single moves', () => {
  const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

  it("counts the rank from the mover's side and writes it before the file", () => {
    expect(es('P4R')).toBe('5254'); // e2-e4
    expect(es('P4R', AFTER_E4)).toBe('5755'); // Black's P4R: e7-e5
    expect(es('P4AD', AFTER_E4)).toBe('3735'); // c7-c5, the Sicilian
    expect(es('C3AR')).toBe('7163'); // Ng1-f3
    expect(es('C3AD', AFTER_E4)).toBe('2836'); // Nb8-c6
    expect(es('P-4R')).toBe('5254'); // with a dash, as some pages print it
    expect(es('P3R', undefined, 'en')).toBe('e3');
  });

  it('names an ambiguity with every reading, never choosing one', () => {
    const err = thrownBy(AmbiguousMoveError, () => es('C3A'));
    expect(err.message).toMatch(/Cb1-c3 or Cg1-f3/); // (the readings in the input language's letters)
    // After 1. d4 d5 2. e4 e6, A5C is Bb5 or Bg5.
    const both = thrownBy(AmbiguousMoveError, () => es('A5C', 'rnbqkbnr/ppp2ppp/4p3/3p4/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3'));
    expect(both.message).toMatch(/Spanish descriptive notation/);
    expect(thrownBy(IllegalMoveError, () => es('D4D')).message).toMatch(/Spanish descriptive notation/);
  });

  it("reads the moving piece's side, rank or square, and a pawn's file after its letter", () => {
    // Knights on c3 and g3 can both take on e4: CR is the one on the king's side, CD the queen's.
    const knights = '4k3/8/8/8/4p3/2N3N1/8/4K3 w - - 0 1';
    expect(es('CRxP', knights)).toBe('7354');
    expect(es('CDxP', knights)).toBe('3354');
    expect(thrownBy(AmbiguousMoveError, () => es('CxP', knights)).message).toMatch(/Spanish descriptive notation/);
    // Rooks on a1 and a7 can both take on a4: T1xP, T7xP.
    const rooks = '4k3/R7/8/8/p7/8/8/R3K3 w - - 0 1';
    expect(es('T1xP', rooks)).toBe('1114');
    expect(es('T7xP', rooks)).toBe('1714');
    // Knights on a7 and a3 can both go to b5: C7-5C, C\3-5C.
    const toB5 = '4k3/N7/8/8/8/N7/8/4K3 w - - 0 1';
    expect(es('C7-5C', toB5)).toBe('1725');
    expect(es('C\\3-5C', toB5)).toBe('1325');
    // Pawns on e4 and g4 can both take on f5: PRxP (the king's file), PCxP (a knight's file), PxPA names the pawn taken.
    const pawns = '4k3/8/8/5p2/4P1P1/8/8/4K3 w - - 0 1';
    expect(es('PRxP', pawns)).toBe('5465');
    expect(es('PCXP', pawns)).toBe('7465');
    expect(thrownBy(AmbiguousMoveError, () => es('PxPA', pawns)).message).toMatch(/Spanish descriptive notation/);
  });

  it('reads promotion, check and castling', () => {
    expect(es('P8C=D', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1')).toBe('27281');
    expect(es('P8C=D+', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'en')).toBe('b8=Q+');
    expect(es('O-O-O', 'r3k3/8/8/8/8/8/8/4K3 b q - 0 1')).toBe('5838');
  });
});

describe('Portuguese descriptive notation', () => {
  it('reads a game written with the Portuguese letters (B for the bishop: C3BR, B5C)', () => {
    const san = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6', 'O-O'];
    expect(playedSan(san)).toEqual(san);
    const r = translatePgn('1. P4R P4R 2. C3BR C3BD 3. B5C P3TD 4. BxC PDxB 5. O-O *\n', { from: 'pt', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(r.pgn).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 5. 5171 *');
    expect(r.warnings[0]!.warnings[0]!.message).toMatch(/Portuguese descriptive notation/);
  });
});

describe('French descriptive notation', () => {
  it('reads a game written with the French letters (F for the bishop: C3FR, F5C, FxC)', () => {
    const san = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6', 'O-O'];
    expect(playedSan(san)).toEqual(san);
    const r = translatePgn('1. P4R P4R 2. C3FR C3FD 3. F5C P3TD 4. FxC PDxF 5. O-O *\n', { from: 'fr', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(r.pgn).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 5. 5171 *');
    expect(r.warnings[0]!.warnings[0]!.message).toMatch(/French descriptive notation \("P4R", "C3FR"\)/);
  });

  it("reads the queen's rook (TD3FR) and promotion after a colon (PxC:D), as fr.wikipedia writes them", () => {
    // Rooks on a3 and h3 both reach f3: TD is the one on the queen's side, a3.
    expect(translateMove('TD3FR', { from: 'fr', to: 'iccf', fen: '4k3/8/8/8/8/R6R/8/4K3 w - - 0 1' })).toBe('1363');
    // b7xc8=Q: the pawn takes the knight and becomes a queen.
    expect(playedSan(['bxc8=Q+'], { fen: '2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1' })).toEqual(['bxc8=Q+']);
    expect(translateMove('PxC:D', { from: 'fr', to: 'iccf', fen: '2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1' })).toBe('27381');
  });

  it('leaves standard French algebraic notation as it was', () => {
    const r = translatePgn('1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fxc6 dxc6 *\n', { from: 'fr', to: 'iccf' });
    expect(r.failures).toHaveLength(0);
    expect(codes(r)).toEqual([]);
    expect(r.pgn).toContain('1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 *');
  });
});
