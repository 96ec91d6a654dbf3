// The SAN rules (src/board/san-rules.ts), written once on the engine primitive: each case on both
// engines, the fast one and the chess.js reference. Expectations written by hand from the rules
// and the positions (candidates in ascending origin square, promotions queen first).
import { describe, expect, it } from 'vitest';
import { playedFrom, type Board, type PlayedMove, type ResolveFailure } from '../src/board/board.js';
import { chessJsEngine } from '../src/board/chessjs-board.js';
import { fastEngine } from '../src/board/fast/index.js';
import { plainCode, type MoveCode } from '../src/board/fast/move-code.js';
import type { Result } from '../src/core/result.js';
import { parseSquareName } from '../src/core/square.js';
import type { CastleMoveText, Move, PieceMoveText, Role } from '../src/core/types.js';

const sq = (name: string): number => parseSquareName(name)!;

function board(engine: typeof fastEngine, fen: string): Board {
  const r = engine.fromFen(fen);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value;
}

/** A piece move text: role (undefined: squares only), target, and the origin parts as written. */
const piece = (
  role: Role | undefined,
  to: string,
  from: { file?: string; rank?: string } = {},
  promotion?: Role,
  capture = false,
): PieceMoveText => ({
  kind: 'piece',
  role,
  to: sq(to),
  fromFile: from.file === undefined ? undefined : from.file.charCodeAt(0) - 97,
  fromRank: from.rank === undefined ? undefined : Number(from.rank) - 1,
  capture,
  promotion,
});
const castle = (side: 'king' | 'queen'): CastleMoveText => ({ kind: 'castle', side });

/** A move as `e2-e4=Q` (for lists in expectations). */
const short = (m: Move): string =>
  `${'abcdefgh'[m.from & 7]}${(m.from >> 3) + 1}-${'abcdefgh'[m.to & 7]}${(m.to >> 3) + 1}${m.promotion ? `=${m.promotion}` : ''}`;

function failure(r: Result<Move, ResolveFailure>): ResolveFailure {
  if (r.ok) throw new Error(`expected a failure, got ${short(r.value)}`);
  return r.error;
}

for (const engine of [fastEngine, chessJsEngine]) {
  describe(`SAN rules on the ${engine.name} engine`, () => {
    it('lists ambiguous candidates by ascending origin: Nd2 with knights on b1 and f3', () => {
      const b = board(engine, '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
      const f = failure(b.resolve(piece('knight', 'd2')));
      expect(f.kind === 'ambiguous' && f.candidates.map(short)).toEqual(['b1-d2', 'f3-d2']);
    });

    it('names the lowest origin when a promotion piece is written on a move that does not promote', () => {
      const b = board(engine, '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
      const f = failure(b.resolve(piece('knight', 'd2', {}, 'queen')));
      expect(f).toMatchObject({ kind: 'promotion', reason: 'not-a-promotion' });
      expect(f.kind === 'promotion' && f.move && short(f.move)).toBe('b1-d2');
    });

    it('a missing or bad promotion piece names the queen promotion; a good one resolves', () => {
      const b = board(engine, '2r4k/1P1P4/8/8/8/8/8/4K3 w - - 0 1');
      const missing = failure(b.resolve(piece('pawn', 'c8', { file: 'b' }, undefined, true)));
      expect(missing).toMatchObject({ kind: 'promotion', reason: 'missing', move: { promotion: 'queen', captured: 'rook' } });
      expect(missing.kind === 'promotion' && missing.move && short(missing.move)).toBe('b7-c8=queen');
      const bad = failure(b.resolve(piece('pawn', 'c8', { file: 'b' }, 'king', true)));
      expect(bad).toMatchObject({ kind: 'promotion', reason: 'bad-piece' });
      const knight = b.resolve(piece('pawn', 'c8', { file: 'd' }, 'knight', true));
      expect(knight.ok && short(knight.value)).toBe('d7-c8=knight');
    });

    it('a pawn move without an origin file is a push: f6 is never the en passant capture exf6', () => {
      const b = board(engine, '4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1');
      expect(failure(b.resolve(piece('pawn', 'f6')))).toEqual({ kind: 'no-move', role: 'pawn', reason: 'no-piece', blocked: [] });
      const ep = b.resolve(piece('pawn', 'f6', { file: 'e' }, undefined, true));
      expect(ep.ok && ep.value).toMatchObject({ from: sq('e5'), to: sq('f6'), enPassant: true, captured: 'pawn' });
    });

    it('Kg1 is never castling; e1g1 (both squares) and O-O are', () => {
      const b = board(engine, '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
      expect(failure(b.resolve(piece('king', 'g1')))).toMatchObject({ kind: 'no-move', reason: 'no-piece' });
      const squares = b.resolve(piece(undefined, 'g1', { file: 'e', rank: '1' }));
      expect(squares.ok && squares.value).toMatchObject({ castle: 'king', from: sq('e1'), to: sq('g1') });
      const oo = b.resolve(castle('king'));
      expect(oo.ok && oo.value).toMatchObject({ castle: 'king' });
      expect(failure(b.resolve(castle('queen')))).toEqual({ kind: 'no-move', role: 'king', reason: 'castling', blocked: [] });
    });

    it('names the pieces a pin holds back, and says when the target holds an own piece', () => {
      const b = board(engine, '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1');
      const pinned = failure(b.resolve(piece('knight', 'c3')));
      expect(pinned).toMatchObject({ kind: 'no-move', role: 'knight', reason: 'king-in-check' });
      expect(pinned.kind === 'no-move' && pinned.blocked.map(short)).toEqual(['e2-c3']);
      expect(failure(b.resolve(piece('king', 'e2')))).toMatchObject({ kind: 'no-move', reason: 'own-piece', blocked: [] });
    });

    it('squares only: an empty origin, or a piece of the side not to move', () => {
      const b = board(engine, '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
      expect(failure(b.resolve(piece(undefined, 'd4', { file: 'c', rank: '3' })))).toEqual({
        kind: 'no-move',
        role: undefined,
        reason: 'empty-origin',
        blocked: [],
      });
      expect(failure(b.resolve(piece(undefined, 'e7', { file: 'e', rank: '8' })))).toMatchObject({ reason: 'wrong-color', role: 'king' });
    });

    it('disambiguates by file first, then by rank, then both', () => {
      const byFile = board(engine, '4k3/8/8/8/8/8/4K3/R6R w - - 0 1');
      const rd1 = byFile.resolve(piece('rook', 'd1', { file: 'a' }));
      expect(rd1.ok && byFile.describe(rd1.value)).toMatchObject({ disambiguateFile: true, disambiguateRank: false });
      const byRank = board(engine, '4k3/8/8/R7/8/8/8/R3K3 w - - 0 1');
      const ra3 = byRank.resolve(piece('rook', 'a3', { rank: '1' }));
      expect(ra3.ok && byRank.describe(ra3.value)).toMatchObject({ disambiguateFile: false, disambiguateRank: true });
      const both = board(engine, '4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1');
      const qb2 = both.resolve(piece('queen', 'b2', { file: 'a', rank: '1' }));
      expect(qb2.ok && both.describe(qb2.value)).toMatchObject({ disambiguateFile: true, disambiguateRank: true });
    });
  });
}

describe('the two packed move formats', () => {
  it('are distinct types (tsc rejects one for the other) and plain numbers at run time', () => {
    const code: MoveCode = plainCode(sq('e2'), sq('e4'));
    // @ts-expect-error an engine move code is not a PlayedMove
    const played: PlayedMove = code;
    // @ts-expect-error nor a PlayedMove an engine move code
    const back: MoveCode = played;
    // @ts-expect-error nor is a bare number either
    expect(playedFrom(sq('e2') | (sq('e4') << 6))).toBe(sq('e2'));
    expect(typeof back).toBe('number');
    expect(back).toBe(sq('e2') | (sq('e4') << 6));
  });
});
