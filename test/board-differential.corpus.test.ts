/**
 * The fast board engine against the chess.js reference engine (src/board/chessjs-board.ts):
 *  (a) random legal games from a seeded PRNG, comparing every observable at every ply and
 *      resolve/describe of many texts (right, wrong, random) at sampled plies;
 *  (b) every game of chess.js's PGN files and, when present, the bulk corpus: each SAN resolves
 *      to chess.js's move and every position matches chess.js's FEN;
 *  (c) hand-made edge cases (pins, en passant, castling, promotion, mate, stalemate, double check)
 *      and FEN validation.
 * DIFF_MOVES sets the number of random moves (default 100,000, about a minute; 1,000,000 for a
 * full run, about ten minutes on one core).
 */
import { seededRandom, yieldToEventLoop } from './helpers/common.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess, type Move as CjsMove } from 'chess.js';
import { describe, expect, it } from 'vitest';
import {
  playedCapture,
  playedFrom,
  playedPromotion,
  playedTo,
  type Board,
  type PlayedMove,
  type ResolveFailure,
} from '../src/board/board.js';
import { chessJsEngine } from '../src/board/chessjs-board.js';
import { fastEngine } from '../src/board/fast/index.js';
import type { Result } from '../src/core/result.js';
import { parseSquareName } from '../src/core/square.js';
import { ROLES, type CastleMoveText, type Move, type PieceMoveText, type PromotionRole, type Role } from '../src/core/types.js';
import { FIXTURES, sharedPath } from './helpers/shared.js';

const DIFF_MOVES = Number(process.env['DIFF_MOVES'] ?? 100_000);
const BULK = sharedPath('corpus', 'bulk');

// ---------------------------------------------------------------------------------------------
// helpers

function board(engine: typeof fastEngine, fen?: string): Board {
  const r = engine.fromFen(fen);
  if (!r.ok) throw new Error(`${engine.name}: ${r.error.reason}`);
  return r.value;
}

const sq = (name: string): number => {
  const s = parseSquareName(name);
  if (s === undefined) throw new Error(`bad square ${name}`);
  return s;
};

/** A move with its fields in a fixed order, as one string. */
const moveKey = (m: Move): string =>
  `${m.color} ${m.role} ${m.from}-${m.to} p=${m.promotion ?? ''} x=${m.captured ?? ''} c=${m.castle ?? ''} ep=${m.enPassant}`;

const movesKey = (moves: readonly Move[]): string => moves.map(moveKey).sort().join('; ');

/** A resolve result as one comparable string (blocked and candidate lists as sets). */
function resultKey(r: Result<Move, ResolveFailure>): string {
  if (r.ok) return `ok ${moveKey(r.value)}`;
  const e = r.error;
  switch (e.kind) {
    case 'no-move':
      return `no-move role=${e.role ?? ''} reason=${e.reason} blocked=[${movesKey(e.blocked)}]`;
    case 'ambiguous':
      return `ambiguous [${movesKey(e.candidates)}]`;
    case 'promotion':
      return `promotion ${e.reason} ${e.move ? moveKey(e.move) : ''}`;
  }
}

function pieceText(
  role: Role | undefined,
  to: number,
  fromFile?: number,
  fromRank?: number,
  promotion?: Role,
  capture = false,
): PieceMoveText {
  return { kind: 'piece', role, fromFile, fromRank, to, capture, promotion };
}

const castleText = (side: 'king' | 'queen'): CastleMoveText => ({ kind: 'castle', side });

/** Texts a reader could make of `m`: right ones, under- and over-specified ones, and wrong ones. */
function textsFor(m: Move, rand: () => number): (PieceMoveText | CastleMoveText)[] {
  const file = m.from & 7;
  const rank = m.from >> 3;
  const capture = m.captured !== undefined;
  const texts: (PieceMoveText | CastleMoveText)[] = [
    pieceText(m.role, m.to, m.role === 'pawn' && capture ? file : undefined, undefined, m.promotion, capture),
    pieceText(m.role, m.to, file, undefined, m.promotion),
    pieceText(m.role, m.to, undefined, rank, m.promotion),
    pieceText(m.role, m.to, file, rank, m.promotion),
    pieceText(undefined, m.to, file, rank, m.promotion), // ICCF / UCI: squares only
    pieceText(undefined, m.to, undefined, undefined, m.promotion), // squares only, origin lost
  ];
  if (m.castle) texts.push(castleText(m.castle), pieceText('king', m.to, file, rank));
  // wrong role
  const other = ROLES[Math.floor(rand() * ROLES.length)]!;
  texts.push(pieceText(other, m.to, undefined, undefined, m.promotion));
  // promotion mistakes
  if (m.promotion) {
    texts.push(pieceText(m.role, m.to, file, undefined, undefined)); // missing
    texts.push(pieceText(m.role, m.to, file, undefined, rand() < 0.5 ? 'king' : 'pawn')); // bad piece
    texts.push(pieceText('pawn', m.to, undefined, undefined, 'queen')); // maybe ambiguous
  } else {
    texts.push(pieceText(m.role, m.to, file, rank, 'queen')); // not a promotion
  }
  return texts;
}

/** Random texts: random role, target, origin parts and promotion (most are wrong in some way). */
function randomTexts(rand: () => number, count: number): (PieceMoveText | CastleMoveText)[] {
  const texts: (PieceMoveText | CastleMoveText)[] = [];
  for (let i = 0; i < count; i++) {
    if (rand() < 0.05) {
      texts.push(castleText(rand() < 0.5 ? 'king' : 'queen'));
      continue;
    }
    const role = rand() < 0.2 ? undefined : ROLES[Math.floor(rand() * 6)]!;
    const squaresOnly = role === undefined && rand() < 0.8;
    texts.push(
      pieceText(
        role,
        Math.floor(rand() * 64),
        squaresOnly || rand() < 0.3 ? Math.floor(rand() * 8) : undefined,
        squaresOnly || rand() < 0.2 ? Math.floor(rand() * 8) : undefined,
        rand() < 0.1 ? ROLES[Math.floor(rand() * 6)] : undefined,
      ),
    );
  }
  return texts;
}

const factsKey = (b: Board, m: Move): string => {
  const f = b.describe(m);
  return `file=${f.disambiguateFile} rank=${f.disambiguateRank} check=${f.check ?? ''}`;
};

/** Everything observable about a position, as one string. */
function stateKey(b: Board, withPieces: boolean): string {
  let pieces = '';
  if (withPieces) {
    for (let s = 0; s < 64; s++) {
      const p = b.pieceAt(s);
      pieces += p ? `${p.color[0]}${p.role[0]}${p.role[1]}` : '.';
    }
  }
  return `${b.fen()} | turn=${b.turn} n=${b.fullmoveNumber} check=${b.isCheck()} | ${movesKey(b.legalMoves())} | ${pieces}`;
}

/** Starting positions of the random games: the start, the perft suite and a few sharp endgames. */
const RANDOM_STARTS = [
  undefined,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  '4k3/1P4p1/8/3pP3/2P2pP1/8/1p4P1/4K3 w - d6 0 1',
  'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  '8/PPP4k/8/8/8/8/4Kppp/8 w - - 0 1',
];

interface Mismatch {
  readonly fen: string;
  readonly what: string;
  readonly ours: string;
  readonly reference: string;
}

// ---------------------------------------------------------------------------------------------
// (a) random games

/** chess.js's internal move (its private move list needs no SAN, so it is cheap to get). */
interface ChessJsInternalMove {
  readonly from: number; // 0x88 square
  readonly to: number;
  readonly promotion?: string;
  readonly captured?: string;
}
/** The private chess.js methods the random-game test uses to keep up with a million moves. */
interface ChessJsInternals {
  _moves(options: { legal: boolean }): ChessJsInternalMove[];
  _makeMove(move: ChessJsInternalMove): void;
}
const internals = (chess: Chess): ChessJsInternals => chess as unknown as ChessJsInternals;
const fromX88 = (x88: number): number => (7 - (x88 >> 4)) * 8 + (x88 & 7);

const chessJsLegalKeys = (moves: readonly ChessJsInternalMove[]): string =>
  moves
    .map((m) => `${fromX88(m.from)}-${fromX88(m.to)}=${m.promotion ?? ''}x${m.captured ?? ''}`)
    .sort()
    .join(' ');

const LETTER_OF: Record<Role, string> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
const ourLegalKeys = (moves: readonly Move[]): string =>
  moves
    .map((m) => `${m.from}-${m.to}=${m.promotion ? LETTER_OF[m.promotion] : ''}x${m.captured ? LETTER_OF[m.captured] : ''}`)
    .sort()
    .join(' ');

const ICCF_DIGIT: Record<string, number> = { queen: 1, rook: 2, bishop: 3, knight: 4 };
/** A number from playText, spelled out. */
const playedKey = (m: PlayedMove): string => `${playedFrom(m)}-${playedTo(m)}=${playedPromotion(m)}x${playedCapture(m)}`;
/** The same for a resolved move. */
const playedKeyOf = (m: Move): string => `${m.from}-${m.to}=${m.promotion ? ICCF_DIGIT[m.promotion] : 0}x${m.captured !== undefined}`;

/** A chess.js engine board whose legalMoves() is computed once (chess.js's verbose list is slow). */
function referenceBoard(fen: string): Board {
  const ref = board(chessJsEngine, fen);
  const legal = ref.legalMoves();
  ref.legalMoves = () => legal;
  return ref;
}

/** Passes the turn on a chess.js instance exactly as the chess.js engine's playNull does. */
function chessJsNull(chess: Chess): void {
  const parts = chess.fen().split(' ');
  parts[1] = parts[1] === 'w' ? 'b' : 'w';
  parts[3] = '-';
  if (parts[1] === 'w') parts[5] = String(Number(parts[5]) + 1);
  chess.load(parts.join(' '), { skipValidation: true });
}

describe('fast engine vs chess.js: random games', () => {
  it(
    `${DIFF_MOVES} random moves: legal moves, FEN and check at every ply; every observable on a sample`,
    async () => {
      const rand = seededRandom(20260101);
      const mismatches: Mismatch[] = [];
      let moves = 0;
      let sampled = 0;
      let resolved = 0;
      let game = 0;
      const started = performance.now();
      const note = (fen: string, what: string, ours: string, reference: string): void => {
        if (ours !== reference && mismatches.length < 20) mismatches.push({ fen, what, ours, reference });
      };
      while (moves < DIFF_MOVES && mismatches.length < 20) {
        const start = RANDOM_STARTS[game++ % RANDOM_STARTS.length];
        await yieldToEventLoop();
        const ours = board(fastEngine, start);
        const chess = new Chess(start);
        for (let ply = 0; ply < 300 && moves < DIFF_MOVES; ply++) {
          // every ply: FEN, check, turn, move number and the legal moves, against chess.js directly
          const fen = chess.fen();
          note(fen, 'fen', ours.fen(), fen);
          note(fen, 'check', String(ours.isCheck()), String(chess.inCheck()));
          note(fen, 'turn', `${ours.turn} ${ours.fullmoveNumber}`, `${chess.turn() === 'w' ? 'white' : 'black'} ${chess.moveNumber()}`);
          const chessMoves = internals(chess)._moves({ legal: true });
          const legal = ours.legalMoves();
          note(fen, 'legal moves', ourLegalKeys(legal), chessJsLegalKeys(chessMoves));
          if (legal.length === 0) break;
          const move = legal[Math.floor(rand() * legal.length)]!;

          // on a sample: every Board method against the chess.js engine itself
          if (rand() < 0.06) {
            sampled++;
            const ref = referenceBoard(fen);
            note(fen, 'state', stateKey(ours, true), stateKey(ref, true));
            for (const m of [move, legal[Math.floor(rand() * legal.length)]!]) {
              note(fen, `describe ${moveKey(m)}`, factsKey(ours, m), factsKey(ref, m));
            }
            for (const text of [...textsFor(move, rand), ...randomTexts(rand, 12)]) {
              const r = ours.resolve(text);
              note(fen, `resolve ${JSON.stringify(text)}`, resultKey(r), resultKey(ref.resolve(text)));
              // playText: resolve and play in one step, the same move and the same position after it.
              const quick = ours.clone();
              const played = quick.playText!(text);
              const slow = ours.clone();
              if (r.ok) slow.play(r.value);
              note(
                fen,
                `playText ${JSON.stringify(text)}`,
                played < 0 ? 'none' : `${playedKey(played)} ${quick.fen()}`,
                r.ok ? `${playedKeyOf(r.value)} ${slow.fen()}` : 'none',
              );
              resolved++;
            }
            const copy = ours.clone();
            copy.play(move);
            note(fen, 'clone is independent', ours.fen(), fen);
          }

          if (rand() < 0.003 && !chess.inCheck()) {
            ours.playNull();
            chessJsNull(chess);
          } else {
            ours.play(move);
            const promotion = move.promotion ? LETTER_OF[move.promotion] : undefined;
            const same = chessMoves.find((m) => fromX88(m.from) === move.from && fromX88(m.to) === move.to && m.promotion === promotion);
            if (!same) throw new Error(`chess.js has no move ${moveKey(move)} in ${fen}`);
            internals(chess)._makeMove(same);
          }
          moves++;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `random games: ${game} games, ${moves} moves (${(moves / seconds).toFixed(0)}/s), ${sampled} plies sampled, ${resolved} texts resolved`,
      );
      expect(mismatches).toEqual([]);
    },
    Math.max(120_000, DIFF_MOVES * 2),
  );
});

// ---------------------------------------------------------------------------------------------
// (b) real games

const ROLE_OF: Record<string, Role> = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

/** The move text a SAN reader makes of chess.js's move, with the origin parts the SAN writes. */
function textOfSan(m: CjsMove): PieceMoveText | CastleMoveText {
  if (m.san.startsWith('O-O')) return castleText(m.san.startsWith('O-O-O') ? 'queen' : 'king');
  const body = m.san.replace(/[+#]$/, '').replace(/=[NBRQ]$/, '');
  const head = body.slice(m.piece === 'p' ? 0 : 1, body.length - 2).replace('x', '');
  let fromFile: number | undefined;
  let fromRank: number | undefined;
  for (const ch of head) {
    if (ch >= 'a' && ch <= 'h') fromFile = ch.charCodeAt(0) - 97;
    else if (ch >= '1' && ch <= '8') fromRank = ch.charCodeAt(0) - 49;
  }
  return pieceText(ROLE_OF[m.piece], sq(m.to), fromFile, fromRank, m.promotion ? ROLE_OF[m.promotion] : undefined, m.san.includes('x'));
}

/** chess.js's move as ours. */
function moveOf(m: CjsMove): Move {
  return {
    from: sq(m.from),
    to: sq(m.to),
    role: ROLE_OF[m.piece]!,
    color: m.color === 'w' ? 'white' : 'black',
    promotion: m.promotion ? (ROLE_OF[m.promotion] as PromotionRole) : undefined,
    captured: m.captured ? ROLE_OF[m.captured] : undefined,
    castle: m.isKingsideCastle() ? 'king' : m.isQueensideCastle() ? 'queen' : undefined,
    enPassant: m.isEnPassant(),
  };
}

/** The SAN facts chess.js wrote: which origin parts, and + or #. */
function sanFacts(m: CjsMove): string {
  const text = textOfSan(m);
  const piece = text.kind === 'piece' && m.piece !== 'p' && m.piece !== 'k';
  const check = m.san.endsWith('#') ? 'mate' : m.san.endsWith('+') ? 'check' : '';
  return `file=${piece && text.kind === 'piece' && text.fromFile !== undefined} rank=${piece && text.kind === 'piece' && text.fromRank !== undefined} check=${check}`;
}

function splitGames(pgn: string): string[] {
  return pgn.split(/\r?\n(?=\[Event )/).filter((g) => g.trim() !== '');
}

/** The game without comments, variations and odd tags, which chess.js's PGN parser does not always take. */
function withoutAnnotations(pgn: string): string {
  const headerEnd = pgn.lastIndexOf(']\n') + 2;
  let moves = pgn
    .slice(headerEnd)
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  for (let previous = ''; previous !== moves;) {
    previous = moves;
    moves = moves.replace(/\([^()]*\)/g, ' ');
  }
  // tag names chess.js does not take (0.pgn has `[GreatestGameEverPlayed? "True"]`)
  const headers = pgn
    .slice(0, headerEnd)
    .split('\n')
    .filter((line) => !line.startsWith('[') || /^\[\w+ "/.test(line))
    .join('\n');
  return headers + moves;
}

/** chess.js's moves of a game, or undefined when chess.js cannot read it even without annotations. */
function chessJsHistory(pgn: string): CjsMove[] | undefined {
  for (const text of [pgn, withoutAnnotations(pgn)]) {
    try {
      const chess = new Chess();
      chess.loadPgn(text);
      return chess.history({ verbose: true });
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/** Replays every game of the files with chess.js and checks the fast engine at every ply. */
async function replayFiles(files: readonly string[]): Promise<{ games: number; unread: number; plies: number; mismatches: Mismatch[] }> {
  const mismatches: Mismatch[] = [];
  let games = 0;
  let unread = 0;
  let plies = 0;
  for (const file of files) {
    // chess.js's own 0.pgn uses `<br />` for line breaks (its test passes newlineChar).
    const text = readFileSync(file, 'latin1').replaceAll('<br />', '\n').replaceAll('\r\n', '\n');
    for (const pgn of splitGames(text)) {
      await yieldToEventLoop();
      const history = chessJsHistory(pgn);
      if (history === undefined) {
        unread++;
        continue;
      }
      if (history.length === 0) continue;
      games++;
      const ours = board(fastEngine, history[0]!.before);
      for (const m of history) {
        const fen = ours.fen();
        const note = (what: string, got: string, want: string): void => {
          if (got !== want && mismatches.length < 20)
            mismatches.push({ fen, what: `${file}: ${m.san}: ${what}`, ours: got, reference: want });
        };
        note('fen before', fen, m.before);
        const expected = moveOf(m);
        note('resolve SAN', resultKey(ours.resolve(textOfSan(m))), `ok ${moveKey(expected)}`);
        const squares = pieceText(undefined, expected.to, expected.from & 7, expected.from >> 3, expected.promotion);
        note('resolve squares', resultKey(ours.resolve(squares)), `ok ${moveKey(expected)}`);
        note('describe', factsKey(ours, expected), sanFacts(m));
        ours.play(expected);
        plies++;
      }
      if (mismatches.length > 0) break;
    }
  }
  return { games, unread, plies, mismatches };
}

describe('fast engine vs chess.js: real games', () => {
  const chessJsDir = join(FIXTURES, 'chessjs');
  it('every game of chess.js PGN files (test/fixtures/chessjs)', async () => {
    const files = readdirSync(chessJsDir)
      .filter((f) => f.endsWith('.pgn'))
      .map((f) => join(chessJsDir, f));
    const { games, unread, plies, mismatches } = await replayFiles(files);
    expect(mismatches).toEqual([]);
    expect(unread).toBe(0);
    expect(games).toBeGreaterThanOrEqual(104);
    expect(plies).toBeGreaterThan(6193);
  }, 120_000);

  describe.skipIf(!existsSync(BULK))('bulk corpus (../shared/corpus/bulk)', () => {
    const files = existsSync(BULK)
      ? readdirSync(BULK)
          .filter((f) => f.endsWith('.pgn'))
          .map((f) => join(BULK, f))
      : [];
    for (const file of files) {
      it(
        file.slice(BULK.length + 1),
        async () => {
          const { games, unread, plies, mismatches } = await replayFiles([file]);
          console.log(`${file}: ${games} games, ${plies} plies; ${unread} games chess.js cannot read`);
          expect(mismatches).toEqual([]);
          expect(games).toBeGreaterThan(0);
          expect(unread).toBeLessThan(games / 20);
        },
        300_000,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// (c) edge cases, each checked against chess.js and against the expected answer

/** Both engines on one FEN. */
function both(fen: string): { ours: Board; ref: Board } {
  return { ours: board(fastEngine, fen), ref: board(chessJsEngine, fen) };
}

/** Resolves on both engines, expects the same answer, returns ours. */
function resolveBoth(fen: string, text: PieceMoveText | CastleMoveText): Result<Move, ResolveFailure> {
  const { ours, ref } = both(fen);
  const result = ours.resolve(text);
  expect(resultKey(result)).toBe(resultKey(ref.resolve(text)));
  return result;
}

function sameState(fen: string): void {
  const { ours, ref } = both(fen);
  expect(stateKey(ours, true)).toBe(stateKey(ref, true));
}

describe('fast engine edge cases', () => {
  it('en passant that would expose the king along rank 5 is illegal, and FEN drops the square', () => {
    const fen = '8/8/8/K2pP2q/8/8/8/7k w - d6 0 2';
    const r = resolveBoth(fen, pieceText('pawn', sq('d6'), 4, undefined, undefined, true));
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'no-move') {
      expect(r.error.reason).toBe('king-in-check');
      expect(r.error.blocked.map((m) => m.from)).toEqual([sq('e5')]);
    }
    expect(board(fastEngine, fen).fen()).toBe('8/8/8/K2pP2q/8/8/8/7k w - - 0 2');
    sameState(fen);
  });

  it('en passant is printed and played when legal, also as the way out of a pawn check', () => {
    const fen = '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1';
    const { ours } = both(fen);
    expect(ours.fen()).toBe(fen);
    expect(ours.isCheck()).toBe(true);
    const r = resolveBoth(fen, pieceText('pawn', sq('d3'), 4, undefined, undefined, true));
    expect(r.ok && r.value.enPassant && r.value.captured).toBe('pawn');
    sameState(fen);
  });

  it('castling: through, out of and into check; the queen-side b-square may be attacked', () => {
    const through = '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1';
    expect(resolveBoth(through, castleText('king')).ok).toBe(false);
    expect(resolveBoth(through, castleText('queen')).ok).toBe(true);
    const outOf = '4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1';
    expect(resolveBoth(outOf, castleText('king')).ok).toBe(false);
    expect(resolveBoth(outOf, castleText('queen')).ok).toBe(false);
    const into = '5kr1/8/8/8/8/8/8/R3K2R w KQ - 0 1';
    expect(resolveBoth(into, castleText('king')).ok).toBe(false);
    const bAttacked = '1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1';
    const qs = resolveBoth(bAttacked, castleText('queen'));
    expect(qs.ok && qs.value).toMatchObject({ from: sq('e1'), to: sq('c1'), castle: 'queen' });
    for (const fen of [through, outOf, into, bAttacked]) sameState(fen);
  });

  it('castling written as squares (ICCF 5171, UCI e1g1) resolves to the castling move', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    for (const role of [undefined, 'king'] as const) {
      const r = resolveBoth(fen, pieceText(role, sq('g1'), 4, 0));
      expect(r.ok && r.value.castle).toBe('king');
      const q = resolveBoth(fen, pieceText(role, sq('c1'), 4, 0));
      expect(q.ok && q.value.castle).toBe('queen');
    }
    const { ours } = both(fen);
    const r = ours.resolve(pieceText(undefined, sq('g1'), 4, 0));
    if (!r.ok) throw new Error('castling');
    ours.play(r.value);
    expect(ours.fen()).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
  });

  it('castling rights are lost when a rook is captured on its corner', () => {
    const fen = 'r3k2r/1b6/8/8/8/8/8/R3K2R b KQkq - 0 1';
    const { ours, ref } = both(fen);
    for (const b of [ours, ref]) {
      const r = b.resolve(pieceText('bishop', sq('h1'), undefined, undefined, undefined, true));
      if (!r.ok) throw new Error('Bxh1');
      b.play(r.value);
    }
    expect(ours.fen()).toBe('r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2');
    expect(ours.fen()).toBe(ref.fen());
    const oo = ours.resolve(castleText('king'));
    expect(!oo.ok && oo.error).toEqual({ kind: 'no-move', role: 'king', reason: 'castling', blocked: [] });
    expect(resultKey(oo)).toBe(resultKey(ref.resolve(castleText('king'))));
  });

  it('promotion with capture; missing, bad and needless promotion pieces', () => {
    const fen = '1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1';
    const r = resolveBoth(fen, pieceText('pawn', sq('b8'), 0, undefined, 'queen', true));
    expect(r.ok && r.value).toMatchObject({ promotion: 'queen', captured: 'rook' });
    const missing = resolveBoth(fen, pieceText('pawn', sq('b8'), 0));
    expect(!missing.ok && missing.error).toMatchObject({ kind: 'promotion', reason: 'missing' });
    const bad = resolveBoth(fen, pieceText('pawn', sq('a8'), undefined, undefined, 'king'));
    expect(!bad.ok && bad.error).toMatchObject({ kind: 'promotion', reason: 'bad-piece' });
    const needless = resolveBoth(fen, pieceText('king', sq('d2'), undefined, undefined, 'queen'));
    expect(!needless.ok && needless.error).toMatchObject({ kind: 'promotion', reason: 'not-a-promotion' });
    const { ours, ref } = both(fen);
    if (!r.ok) throw new Error('axb8=Q');
    expect(ours.describe(r.value)).toEqual({ disambiguateFile: false, disambiguateRank: false, check: 'check' });
    expect(ref.describe(r.value)).toEqual(ours.describe(r.value));
  });

  it('two pawns that can promote on one square: the text names the file it comes from', () => {
    const fen = '2r4k/1P1P4/8/8/8/8/8/4K3 w - - 0 1';
    const bxc8 = resolveBoth(fen, pieceText('pawn', sq('c8'), 1, undefined, 'knight', true));
    expect(bxc8.ok && bxc8.value).toMatchObject({ from: sq('b7'), promotion: 'knight', captured: 'rook' });
    const dxc8 = resolveBoth(fen, pieceText('pawn', sq('c8'), 3, undefined, 'rook', true));
    expect(dxc8.ok && dxc8.value).toMatchObject({ from: sq('d7'), promotion: 'rook' });
    // without a file, a pawn move is a push along the target's file: nothing stands on c7
    const c8 = resolveBoth(fen, pieceText('pawn', sq('c8'), undefined, undefined, 'queen', true));
    expect(!c8.ok && c8.error).toMatchObject({ kind: 'no-move', reason: 'no-piece' });
    resolveBoth(fen, pieceText('pawn', sq('c8'), 1, undefined, undefined, true));
  });

  it('mate and stalemate in describe', () => {
    const fools = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    const mate = resolveBoth(fools, pieceText('queen', sq('h4')));
    if (!mate.ok) throw new Error('Qh4');
    const f = both(fools);
    expect(f.ours.describe(mate.value).check).toBe('mate');
    expect(f.ref.describe(mate.value).check).toBe('mate');

    const stale = 'k7/8/2K5/8/8/8/8/1Q6 w - - 0 1';
    const qb6 = resolveBoth(stale, pieceText('queen', sq('b6')));
    if (!qb6.ok) throw new Error('Qb6');
    const s = both(stale);
    expect(s.ours.describe(qb6.value).check).toBeUndefined();
    s.ours.play(qb6.value);
    expect(s.ours.legalMoves()).toEqual([]);
    expect(s.ours.isCheck()).toBe(false);
  });

  it('discovered check and double check', () => {
    const discovered = '4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1';
    const nc3 = resolveBoth(discovered, pieceText('knight', sq('c3')));
    if (!nc3.ok) throw new Error('Nc3');
    expect(both(discovered).ours.describe(nc3.value).check).toBe('check');

    const double = '4k3/6b1/8/8/4N3/8/8/4R1K1 w - - 0 1';
    const nf6 = resolveBoth(double, pieceText('knight', sq('f6')));
    if (!nf6.ok) throw new Error('Nf6');
    const { ours, ref } = both(double);
    expect(ours.describe(nf6.value)).toEqual(ref.describe(nf6.value));
    ours.play(nf6.value);
    ref.play(nf6.value);
    expect(ours.isCheck()).toBe(true);
    // only king moves answer a double check: the bishop may not take the knight
    expect(ours.legalMoves().every((m) => m.role === 'king')).toBe(true);
    expect(stateKey(ours, true)).toBe(stateKey(ref, true));
    const bxf6 = pieceText('bishop', sq('f6'), undefined, undefined, undefined, true);
    expect(resultKey(ours.resolve(bxf6))).toBe(resultKey(ref.resolve(bxf6)));
    expect(resultKey(ours.resolve(bxf6))).toMatch(/^no-move role=bishop reason=king-in-check/);
  });

  it('a pinned piece cannot move off the pin line; the answer names it as blocked', () => {
    const fen = '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1';
    const r = resolveBoth(fen, pieceText('knight', sq('c3')));
    expect(!r.ok && r.error).toMatchObject({ kind: 'no-move', reason: 'king-in-check' });
    const pinnedRook = '4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1';
    expect(resolveBoth(pinnedRook, pieceText('rook', sq('e7'), undefined, undefined, undefined, true)).ok).toBe(true);
    expect(resolveBoth(pinnedRook, pieceText('rook', sq('a2'))).ok).toBe(false);
  });

  it('ambiguity and disambiguation; a pinned twin does not need disambiguating', () => {
    const fen = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';
    const r = resolveBoth(fen, pieceText('knight', sq('d2')));
    expect(!r.ok && r.error.kind).toBe('ambiguous');
    const nbd2 = resolveBoth(fen, pieceText('knight', sq('d2'), 1));
    if (!nbd2.ok) throw new Error('Nbd2');
    expect(both(fen).ours.describe(nbd2.value)).toEqual({ disambiguateFile: true, disambiguateRank: false, check: undefined });
    const pinned = '4k3/8/8/8/8/5N2/8/1N2K2r w - - 0 1'; // not a pin: the rook checks along rank 1
    resolveBoth(pinned, pieceText('knight', sq('d2')));
    const realPin = '4k3/8/8/4b3/8/2N3N1/8/K7 w - - 0 1'; // Nc3 is pinned: Ne4 can only be Ng3-e4
    const ne4 = resolveBoth(realPin, pieceText('knight', sq('e4')));
    if (!ne4.ok) throw new Error('Ne4');
    expect(ne4.value.from).toBe(sq('g3'));
    expect(both(realPin).ours.describe(ne4.value)).toEqual({ disambiguateFile: false, disambiguateRank: false, check: undefined });
    expect(both(realPin).ref.describe(ne4.value)).toEqual(both(realPin).ours.describe(ne4.value));
  });

  it('squares only: empty origin, wrong colour, own piece on the target', () => {
    const start = undefined;
    const ours = board(fastEngine, start);
    const ref = board(chessJsEngine, start);
    const texts = [
      pieceText(undefined, sq('e4'), 4, 2), // e3 is empty
      pieceText(undefined, sq('e5'), 4, 6), // black pawn, white to move
      pieceText(undefined, sq('d2'), 1, 0), // own pawn on d2
      pieceText('knight', sq('d2')),
      pieceText('pawn', sq('d5'), 4, undefined, undefined, true), // exd5 with nothing on d5
    ];
    for (const t of texts) expect(resultKey(ours.resolve(t))).toBe(resultKey(ref.resolve(t)));
    const empty = ours.resolve(texts[0]!);
    expect(!empty.ok && empty.error).toEqual({ kind: 'no-move', role: undefined, reason: 'empty-origin', blocked: [] });
  });

  it('null moves pass the turn as the chess.js adapter does', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 3 2';
    const { ours, ref } = both(fen);
    for (let i = 0; i < 3; i++) {
      ours.playNull();
      ref.playNull();
      expect(stateKey(ours, true)).toBe(stateKey(ref, true));
    }
  });

  it('play does not let a clone see the move, describe does not change the board', () => {
    const ours = board(fastEngine);
    const copy = ours.clone();
    const e4 = ours.resolve(pieceText('pawn', sq('e4')));
    if (!e4.ok) throw new Error('e4');
    const before = stateKey(ours, true);
    ours.describe(e4.value);
    expect(stateKey(ours, true)).toBe(before);
    ours.play(e4.value);
    expect(copy.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(ours.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });
});

describe('fast engine FEN reading', () => {
  it('defaults to the start position', () => {
    expect(board(fastEngine).fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('accepts 4 fields (EPD) and 5 fields: the counters default to 0 and 1, as chess.js load() does', () => {
    // Our choice: chess.js's validateFen (and so the chess.js engine) wants exactly 6 fields, but
    // Chess.load() fills missing counters in; we accept them too because EPD test suites omit them.
    expect(board(fastEngine, '8/8/8/8/8/8/8/K6k b - -').fen()).toBe('8/8/8/8/8/8/8/K6k b - - 0 1');
    expect(board(fastEngine, '8/8/8/8/8/8/8/K6k b - - 7').fen()).toBe('8/8/8/8/8/8/8/K6k b - - 7 1');
    expect(board(fastEngine, '  8/8/8/8/8/8/8/K6k   w - - 0 1 ').fen()).toBe('8/8/8/8/8/8/8/K6k w - - 0 1');
  });

  const bad: [string, RegExp][] = [
    ['', /empty/],
    ['8/8/8/8/8/8/8/K6k w', /6 fields.*found 2/],
    ['8/8/8/8/8/8/K6k w - - 0 1', /7 ranks/],
    ['8/8/9/8/8/8/8/K6k w - - 0 1', /rank 6 .*'9'/],
    ['8/8/ppp6/8/8/8/8/K6k w - - 0 1', /rank 6 .* has 9 squares/],
    ['8/8/8/8/8/8/8/K5k w - - 0 1', /rank 1 .* has 7 squares/],
    ['8/8/8/8/8/8/8/K33k w - - 0 1', /two digits in a row/],
    ['8/8/8/8/8/8/8/K5xk w - - 0 1', /'x'/],
    ['8/8/8/8/8/8/8/7k w - - 0 1', /white has no king/],
    ['k7/8/8/8/8/8/8/K6k w - - 0 1', /black has 2 kings/],
    ['P7/8/8/8/8/8/8/K6k w - - 0 1', /pawn stands on a8/],
    ['8/8/8/8/8/8/8/K5pk w - - 0 1', /pawn stands on g1/],
    ['8/8/8/8/8/8/8/K6k x - - 0 1', /side to move/],
    ['8/8/8/8/8/8/8/K6k w KX - 0 1', /castling field/],
    ['8/8/8/8/8/8/8/K6k w KK - 0 1', /repeats 'K'/],
    ['8/8/8/8/8/8/8/K6k w - e4 0 1', /en passant square e4 is on rank 4/],
    ['8/8/8/8/8/8/8/K6k w - e3 0 1', /rank 3, but with white to move it must be on rank 6/],
    ['8/8/8/8/8/8/8/K6k w - x9 0 1', /en passant field/],
    ['8/8/8/8/8/8/8/K6k w - - -1 1', /halfmove clock/],
    ['8/8/8/8/8/8/8/K6k w - - 0 0', /fullmove number must be at least 1/],
    ['8/8/8/8/8/8/8/K6k w - - 0 x', /fullmove number 'x' is not a whole number/],
    ['8/8/8/8/8/8/8/K5Qk w - - 0 1', /black is in check but it is white's move/],
  ];
  for (const [fen, reason] of bad) {
    it(`rejects ${JSON.stringify(fen)} with a reason a person understands`, () => {
      const r = fastEngine.fromFen(fen);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.kind).toBe('fen');
        expect(r.error.fen).toBe(fen);
        expect(r.error.reason).toMatch(reason);
      }
    });
  }

  it('drops castling rights whose king or rook has left its square (a documented difference from chess.js)', () => {
    // chess.js keeps such rights in its FEN; we drop them because they can never be used.
    expect(board(fastEngine, 'r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1').fen()).toBe('r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1');
  });

  it('prints the en passant square only when the capture is legal, as chess.js does', () => {
    for (const fen of [
      'rnbqkbnr/pppp1ppp/8/8/4pP2/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 3',
      'rnbqkbnr/pppp1ppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 3',
      'rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 3',
    ]) {
      expect(board(fastEngine, fen).fen()).toBe(board(chessJsEngine, fen).fen());
    }
  });
});
