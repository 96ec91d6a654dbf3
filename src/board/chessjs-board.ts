/**
 * The reference board: chess.js behind our {@link Board} interface. Slow (it generates every
 * legal move for each question) but independent of our own engine, which the differential
 * tests compare against it. Like every engine it gives the SAN rules (san-rules.ts) their
 * primitive, from chess.js's list of legal moves, and has no rules of its own.
 */
import { Chess, validateFen, type Move as CjsMove, type PieceSymbol, type Square as CjsSquare } from 'chess.js';
import { err, ok, type Result } from '../core/result.js';
import { squareName } from '../core/square.js';
import type { CastleMoveText, Color, Move, MoveFacts, PieceMoveText, Role, Square } from '../core/types.js';
import { START_FEN, type Board, type BoardEngine, type FenError, type ResolveFailure } from './board.js';
import { moveOrigins, originIn, startOrigins, type Origins } from './origins.js';
import { plainCode, promotionOf, type MoveCode } from './fast/move-code.js';
import { disambiguation, MAX_CANDIDATES, resolveMove, type MoveCandidates } from './san-rules.js';

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

class ChessJsBoard implements Board, MoveCandidates {
  private readonly scratch = new Int32Array(MAX_CANDIDATES);

  constructor(
    private readonly chess: Chess,
    /** Where each piece started (a game from the standard start position only). */
    private readonly origins: Origins | undefined = undefined,
  ) {}

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
    return resolveMove(this, text, this.scratch);
  }

  describe(move: Move): MoveFacts {
    const d = disambiguation(this, move, this.scratch);
    this.chess.move({
      from: squareName(move.from),
      to: squareName(move.to),
      promotion: move.promotion ? SYMBOL_OF[move.promotion] : undefined,
    });
    const check = this.chess.isCheckmate() ? 'mate' : this.chess.inCheck() ? 'check' : undefined;
    this.chess.undo();
    return { disambiguateFile: d.disambiguateFile, disambiguateRank: d.disambiguateRank, check };
  }

  // The SAN rules' primitive (MoveCandidates), from the list of legal moves.

  candidates(role: Role, to: Square, fromFile: number, fromRank: number, withCastling: boolean, out: Int32Array): number {
    const origins = this.legalMoves()
      .filter(
        (m) =>
          m.role === role &&
          m.to === to &&
          (fromFile < 0 || (m.from & 7) === fromFile) &&
          (fromRank < 0 || m.from >> 3 === fromRank) &&
          (m.castle === undefined || withCastling) &&
          (m.promotion === undefined || m.promotion === 'queen'), // one per pawn; the rules add the piece
      )
      .map((m) => m.from)
      .sort((a, b) => a - b);
    origins.forEach((from, i) => (out[i] = plainCode(from, to)));
    return origins.length;
  }

  attackers(role: Role, to: Square): readonly Square[] {
    return this.chess
      .attackers(squareName(to) as CjsSquare, this.chess.turn())
      .map(sqOf)
      .filter((sq) => this.chess.get(squareName(sq) as CjsSquare)?.type === SYMBOL_OF[role]);
  }

  count(role: Role): number {
    const color = this.chess.turn();
    return this.chess
      .board()
      .flat()
      .filter((p) => p?.type === SYMBOL_OF[role] && p.color === color).length;
  }

  moveOf(code: MoveCode): Move {
    const from = code & 63;
    const to = (code >> 6) & 63;
    const promotion = promotionOf(code);
    const move = this.legalMoves().find((m) => m.from === from && m.to === to && m.promotion === promotion);
    if (move === undefined) throw new Error(`chess.js: no legal move ${squareName(from)}${squareName(to)}`);
    return move;
  }

  play(move: Move): void {
    if (this.origins !== undefined) {
      const taken = move.enPassant ? move.to + (move.color === 'white' ? -8 : 8) : undefined;
      moveOrigins(this.origins, move.from, move.to, move.castle !== undefined, taken);
    }
    this.chess.move({
      from: squareName(move.from),
      to: squareName(move.to),
      promotion: move.promotion ? SYMBOL_OF[move.promotion] : undefined,
    });
  }

  playNull(): void {
    const parts = this.chess.fen().split(' ');
    parts[1] = parts[1] === 'w' ? 'b' : 'w';
    parts[3] = '-';
    if (parts[1] === 'w') parts[5] = String(Number(parts[5]) + 1);
    this.chess.load(parts.join(' '), { skipValidation: true });
  }

  originOf(sq: Square): Square | undefined {
    return originIn(this.origins, sq);
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
    return new ChessJsBoard(new Chess(this.chess.fen()), this.origins?.slice());
  }
}

/** chess.js as a board engine (the reference implementation). */
export const chessJsEngine: BoardEngine = {
  name: 'chess.js',
  fromFen(fen: string = START_FEN): Result<Board, FenError> {
    const check = validateFen(fen);
    if (!check.ok) return err({ kind: 'fen', fen, reason: check.error ?? 'invalid FEN' });
    return ok(new ChessJsBoard(new Chess(fen), fen === START_FEN ? startOrigins() : undefined));
  },
};
