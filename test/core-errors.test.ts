// Illegal, ambiguous and malformed moves give typed errors with positions and reasons a person
// understands. The expected messages are written by hand from the positions.
import { describe, expect, it } from 'vitest';
import {
  AmbiguousMoveError,
  IllegalMoveError,
  MoveSyntaxError,
  PromotionError,
  UnknownLocaleError,
  FenError,
  translateMove,
  translateMoves,
} from '../src/index.js';
import { chessJsEngine } from '../src/board/chessjs-board.js';
import { moveFailure } from './helpers/common.js';

describe('illegal moves', () => {
  it('names the piece in the input language: no knight (S) can move to d3', () => {
    const e = moveFailure(() => translateMove('Sd3', { from: 'de', to: 'iccf' }));
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect(e.kind).toBe('illegal');
    expect(e.code).toBe('ERR_MOVE_ILLEGAL');
    expect(e.reason).toBe('no knight (S) can move to d3');
    expect(e.message).toBe('move 1. Sd3 (ply 1, column 1): no knight (S) can move to d3');
  });

  it('a pawn capture onto an empty square: no pawn can move there (not "would leave the king in check")', () => {
    for (const engine of [undefined, chessJsEngine]) {
      for (const text of ['bxc3', 'bc3']) {
        const e = moveFailure(() => translateMove(text, { from: 'en', to: 'iccf', engine }));
        expect(e).toBeInstanceOf(IllegalMoveError);
        expect(e.reason).toBe('no pawn can move to c3');
      }
    }
  });

  it('says when a pinned piece would expose the king', () => {
    const fen = '4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1';
    const e = moveFailure(() => translateMove('Sc3', { from: 'de', to: 'iccf', fen }));
    expect(e.reason).toBe('no knight (S) can move to c3: Se2-c3 would leave the king in check');
  });

  it('a king move to g1 is not castling (Kg1 with castling rights)', () => {
    const e = moveFailure(() => translateMove('Kg1', { from: 'en', to: 'iccf', fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1' }));
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect(e.reason).toBe('no king (K) can move to g1');
  });

  it('castling that is not possible', () => {
    const e = moveFailure(() => translateMove('0-0', { from: 'fr', to: 'iccf' }));
    expect(e.reason).toBe('castling king-side (O-O) is not possible here');
  });

  it('numeric from an empty square and from the wrong side', () => {
    expect(moveFailure(() => translateMove('5354', { from: 'iccf', to: 'en' })).reason).toBe('there is no piece on e3');
    expect(moveFailure(() => translateMove('5755', { from: 'iccf', to: 'en' })).reason).toBe(
      'the pawn on e7 belongs to the side not to move',
    );
    expect(moveFailure(() => translateMove('5255', { from: 'iccf', to: 'en' })).reason).toBe('the pawn on e2 cannot move to e5');
  });

  it('a pawn move without a file is a push: f6 is not the en passant capture exf6', () => {
    const e = moveFailure(() => translateMove('f6', { from: 'en', to: 'iccf', fen: '4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2' }));
    expect(e.reason).toBe('no pawn can move to f6');
    expect(translateMove('exf6', { from: 'en', to: 'iccf', fen: '4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2' })).toBe('5566');
  });
});

describe('ambiguous moves', () => {
  it('lists the candidates in the input notation: Sd2 is ambiguous: Sb1-d2 or Sf3-d2', () => {
    const e = moveFailure(() => translateMoves('1. d4 d5 2. Sf3 Sf6 3. Sd2', { from: 'de', to: 'iccf' }));
    expect(e).toBeInstanceOf(AmbiguousMoveError);
    expect(e.reason).toBe('Sd2 is ambiguous: Sb1-d2 or Sf3-d2');
    expect((e as AmbiguousMoveError).candidates).toEqual(['Sb1-d2', 'Sf3-d2']);
    expect(e.position).toMatchObject({ ply: 5, moveNumber: 3, color: 'white', token: 'Sd2', line: 1, column: 24 });
  });

  it('is resolved by disambiguation by file, rank or both', () => {
    expect(translateMoves('1. d4 d5 2. Sf3 Sf6 3. Sbd2', { from: 'de', to: 'iccf' }).moves.at(-1)).toBe('2142');
    expect(translateMoves('1. d4 d5 2. Sf3 Sf6 3. S3d2', { from: 'de', to: 'iccf' }).moves.at(-1)).toBe('6342');
    expect(translateMoves('1. d4 d5 2. Sf3 Sf6 3. Sf3d2', { from: 'de', to: 'iccf' }).moves.at(-1)).toBe('6342');
  });
});

describe('promotion errors', () => {
  const fen = '8/5P2/8/8/8/8/k7/4K3 w - - 0 1';
  it('a pawn reaching the last rank must name its piece', () => {
    const e = moveFailure(() => translateMove('f8', { from: 'de', to: 'iccf', fen }));
    expect(e).toBeInstanceOf(PromotionError);
    expect(e.reason).toBe('the pawn reaching f8 must promote: add the piece (D, T, L, S)');
  });

  it('no promotion piece on an ordinary move', () => {
    const e = moveFailure(() => translateMove('e4=D', { from: 'de', to: 'iccf' }));
    expect(e).toBeInstanceOf(PromotionError);
    expect(e.reason).toBe('e4=D names a promotion piece, but e2-e4 is not a promotion');
  });

  it('no promotion to a king', () => {
    const e = moveFailure(() => translateMove('f8=K', { from: 'de', to: 'iccf', fen }));
    expect(e.reason).toBe('a pawn can promote only to queen, rook, bishop or knight');
  });
});

describe('malformed moves', () => {
  it('says what the language allows: German has no Q', () => {
    const e = moveFailure(() => translateMove('Qf3', { from: 'de', to: 'iccf' }));
    expect(e).toBeInstanceOf(MoveSyntaxError);
    expect(e.code).toBe('ERR_MOVE_SYNTAX');
    expect(e.reason).toBe(
      'not a German move: expected castling (O-O, O-O-O), a piece letter (K D T L S), a square a1-h8 or a file a-h; found "Q"',
    );
  });

  it('numeric moves must be squares 11-88', () => {
    const e = moveFailure(() => translateMove('9999', { from: 'iccf', to: 'en' }));
    expect(e).toBeInstanceOf(MoveSyntaxError);
    expect(e.reason).toMatch(/^not an ICCF numeric move/);
  });

  it('the column of a bad token in movetext', () => {
    const e = moveFailure(() => translateMoves('1. e4 e5\n2. Nf3 Sc6', { from: 'en', to: 'iccf' }));
    expect(e).toBeInstanceOf(MoveSyntaxError);
    expect(e.position).toMatchObject({ line: 2, column: 8, token: 'Sc6', moveNumber: 2, color: 'black', ply: 4 });
  });
});

describe('unknown notations and bad positions', () => {
  it('an unknown locale lists the available ones', () => {
    let error: unknown;
    try {
      translateMove('e4', { from: 'xx', to: 'iccf' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownLocaleError);
    const u = error as UnknownLocaleError;
    expect(u.available).toContain('de');
    expect(u.available).toContain('figurine');
    expect(u.message).toMatch(/^unknown locale "xx"; available: af, ar, /);
  });

  it('a bad FEN is a FenError', () => {
    expect(() => translateMove('e4', { from: 'en', to: 'iccf', fen: 'not a fen' })).toThrow(FenError);
  });
});
