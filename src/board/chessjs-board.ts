/**
 * The reference board: chess.js behind our {@link Board} interface. Slow (it generates every
 * legal move for each question) but independent of our own engine, which the differential
 * tests compare against it.
 */
import { Chess, validateFen, type Move as CjsMove, type PieceSymbol, type Square as CjsSquare } from 'chess.js';
import { err, ok, type Result } from '../core/result.js';
import { squareName } from '../core/square.js';
import type { CastleMoveText, Color, Move, MoveFacts, PieceMoveText, Role, Square } from '../core/types.js';
import { START_FEN, type Board, type BoardEngine, type FenError, type ResolveFailure } from './board.js';
import { disambiguationAmong, resolveAmong } from './resolve-generic.js';

const ROLE_OF: Record<PieceSymbol, Role> = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const SYMBOL_OF: Record<Role, PieceSymbol> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

const sqOf = (name: string): Square => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

function toMove(m: CjsMove): Move {
  return {
    from: sqOf(m.from),
    to: sqOf(m.to),
    role: ROLE_OF[m.piece],
    color: m.color === 'w' ? 'white' : 'black',
    promotion: m.promotion ? (ROLE_OF[m.promotion] as Move['promotion']) : undefined,
    captured: m.captured ? ROLE_OF[m.captured] : undefined,
    castle: m.isKingsideCastle() ? 'king' : m.isQueensideCastle() ? 'queen' : undefined,
    enPassant: m.isEnPassant(),
  };
}

class ChessJsBoard implements Board {
  constructor(private readonly chess: Chess) {}

  get turn(): Color {
    return this.chess.turn() === 'w' ? 'white' : 'black';
  }

  get fullmoveNumber(): number {
    return this.chess.moveNumber();
  }

  legalMoves(): Move[] {
    return this.chess.moves({ verbose: true }).map(toMove);
  }

  resolve(text: PieceMoveText | CastleMoveText): Result<Move, ResolveFailure> {
    return resolveAmong(this, this.legalMoves(), text, (role, to) => this.attackersOf(role, to));
  }

  /** Squares of the mover's pieces of `role` that attack `to`, pins and checks ignored (pawn pushes count). */
  private attackersOf(role: Role, to: Square): Square[] {
    const color = this.chess.turn();
    const target = squareName(to) as CjsSquare;
    // A pawn goes diagonally only to capture: onto an empty square only en passant, past an enemy
    // pawn. Other pawns that attack an empty target are not blocked, they just cannot go there.
    const behind = to + (color === 'w' ? -8 : 8);
    const passed = behind >= 0 && behind < 64 ? this.chess.get(squareName(behind) as CjsSquare) : undefined;
    const diagonalPossible = role !== 'pawn' || !!this.chess.get(target) || (passed?.type === 'p' && passed.color !== color);
    const squares = diagonalPossible ? this.chess.attackers(target, color).map(sqOf) : [];
    const out = squares.filter((sq) => this.chess.get(squareName(sq) as CjsSquare)?.type === SYMBOL_OF[role]);
    if (role === 'pawn' && !this.chess.get(target)) {
      const dir = color === 'w' ? -8 : 8;
      const one = to + dir;
      if (one >= 0 && one < 64) {
        const p = this.chess.get(squareName(one) as CjsSquare);
        if (p?.type === 'p' && p.color === color) out.push(one);
      }
    }
    return out;
  }

  describe(move: Move): MoveFacts {
    const legal = this.legalMoves();
    const d = disambiguationAmong(legal, move);
    this.chess.move({ from: squareName(move.from), to: squareName(move.to), promotion: move.promotion ? SYMBOL_OF[move.promotion] : undefined });
    const check = this.chess.isCheckmate() ? 'mate' : this.chess.inCheck() ? 'check' : undefined;
    this.chess.undo();
    return { ...d, check };
  }

  play(move: Move): void {
    this.chess.move({ from: squareName(move.from), to: squareName(move.to), promotion: move.promotion ? SYMBOL_OF[move.promotion] : undefined });
  }

  playNull(): void {
    const parts = this.chess.fen().split(' ');
    parts[1] = parts[1] === 'w' ? 'b' : 'w';
    parts[3] = '-';
    if (parts[1] === 'w') parts[5] = String(Number(parts[5]) + 1);
    this.chess.load(parts.join(' '), { skipValidation: true });
  }

  pieceAt(sq: Square): { role: Role; color: Color } | undefined {
    const p = this.chess.get(squareName(sq) as CjsSquare);
    return p ? { role: ROLE_OF[p.type], color: p.color === 'w' ? 'white' : 'black' } : undefined;
  }

  isCheck(): boolean {
    return this.chess.inCheck();
  }

  fen(): string {
    return this.chess.fen();
  }

  clone(): Board {
    return new ChessJsBoard(new Chess(this.chess.fen()));
  }
}

/** chess.js as a board engine (the reference implementation). */
export const chessJsEngine: BoardEngine = {
  name: 'chess.js',
  fromFen(fen: string = START_FEN): Result<Board, FenError> {
    const check = validateFen(fen);
    if (!check.ok) return err({ kind: 'fen', fen, reason: check.error ?? 'invalid FEN' });
    return ok(new ChessJsBoard(new Chess(fen)));
  },
};
