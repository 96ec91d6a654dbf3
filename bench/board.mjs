/**
 * Micro-benchmark of the fast board engine: resolve (+ describe) + play over real games, and perft.
 *
 *   node bench/board.mjs [pgn files...]
 *
 * Compiles src/board/fast with the project's TypeScript into a temporary directory first (no build
 * needed; running the sources through vite-node or vitest instead costs about 3x in the hot loops).
 * Times are CPU time of this process (process.cpuUsage), best and median of several rounds, so a
 * busy machine disturbs them less. Games are read with chess.js once, before timing.
 * Default games: test/fixtures/chessjs/benchmark.pgn plus ../shared/corpus/bulk/*.pgn when present.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { Chess } from 'chess.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Compiles the fast engine (and what it imports) to plain JavaScript; returns its index module. */
async function loadEngine() {
  const outDir = mkdtempSync(join(tmpdir(), 'chess-lingua-bench-'));
  const program = ts.createProgram([join(root, 'src/board/fast/index.ts')], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    rootDir: join(root, 'src'),
    outDir,
    skipLibCheck: true,
    resolveJsonModule: true,
  });
  const emitted = program.emit();
  if (emitted.emitSkipped) throw new Error('TypeScript emit failed');
  const engine = await import(pathToFileURL(join(outDir, 'board/fast/index.js')).href);
  rmSync(outDir, { recursive: true, force: true });
  return engine;
}

const ROLE_OF = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const square = (name) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

/** The move text a SAN reader makes of chess.js's move (origin parts as the SAN writes them). */
function textOf(move) {
  if (move.san.startsWith('O-O')) {
    return { kind: 'castle', side: move.san.startsWith('O-O-O') ? 'queen' : 'king', check: undefined, glyph: undefined };
  }
  const body = move.san.replace(/[+#]$/, '').replace(/=[NBRQ]$/, '');
  const head = body.slice(move.piece === 'p' ? 0 : 1, body.length - 2).replace('x', '');
  let fromFile;
  let fromRank;
  for (const ch of head) {
    if (ch >= 'a' && ch <= 'h') fromFile = ch.charCodeAt(0) - 97;
    else if (ch >= '1' && ch <= '8') fromRank = ch.charCodeAt(0) - 49;
  }
  return {
    kind: 'piece',
    role: ROLE_OF[move.piece],
    fromFile,
    fromRank,
    to: square(move.to),
    capture: move.san.includes('x'),
    promotion: move.promotion ? ROLE_OF[move.promotion] : undefined,
    check: undefined,
    glyph: undefined,
  };
}

/** The game without comments and variations (chess.js's PGN parser does not take all of them). */
function plain(pgn) {
  const headerEnd = pgn.lastIndexOf(']\n') + 2;
  let moves = pgn
    .slice(headerEnd)
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  for (let previous = ''; previous !== moves;) {
    previous = moves;
    moves = moves.replace(/\([^()]*\)/g, ' ');
  }
  return pgn.slice(0, headerEnd) + moves;
}

function readGames(files) {
  const games = [];
  for (const file of files) {
    for (const pgn of readFileSync(file, 'latin1')
      .replaceAll('\r\n', '\n')
      .split(/\n(?=\[Event )/)) {
      if (pgn.trim() === '') continue;
      const chess = new Chess();
      try {
        chess.loadPgn(plain(pgn));
      } catch {
        continue;
      }
      const history = chess.history({ verbose: true });
      if (history.length > 0) games.push({ fen: history[0].before, texts: history.map(textOf) });
    }
  }
  return games;
}

/** Runs `fn` (which returns a count) `rounds` times; prints best and median count per CPU second. */
function measure(label, unit, rounds, fn) {
  const rates = [];
  let count = 0;
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    count = fn();
    const used = process.cpuUsage(start);
    rates.push(count / ((used.user + used.system) / 1e6));
  }
  rates.sort((a, b) => b - a);
  const m = (x) => (x / 1e6).toFixed(2);
  console.log(`${label}: ${count} ${unit}, best ${m(rates[0])} M/s, median ${m(rates[rates.length >> 1])} M/s`);
}

const files = process.argv.slice(2);
if (files.length === 0) {
  files.push(join(root, 'test/fixtures/chessjs/benchmark.pgn'));
  const bulk = resolve(root, '..', 'shared', 'corpus', 'bulk');
  if (existsSync(bulk)) for (const f of readdirSync(bulk)) if (f.endsWith('.pgn')) files.push(join(bulk, f));
}

const { fastEngine, parseFen, perft } = await loadEngine();
const games = readGames(files);
console.log(`${games.length} games, ${games.reduce((n, g) => n + g.texts.length, 0)} plies`);

const replay = (withDescribe) => () => {
  let moves = 0;
  for (const game of games) {
    const made = fastEngine.fromFen(game.fen);
    if (!made.ok) throw new Error(made.error.reason);
    const board = made.value;
    for (const text of game.texts) {
      const res = board.resolve(text);
      if (!res.ok) throw new Error(`cannot resolve ${JSON.stringify(text)} in ${board.fen()}`);
      if (withDescribe) board.describe(res.value);
      board.play(res.value);
      moves++;
    }
  }
  return moves;
};
measure('resolve+play', 'moves', 15, replay(false));
measure('resolve+describe+play', 'moves', 15, replay(true));

for (const [name, fen, depth] of [
  ['start position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4],
]) {
  const pos = parseFen(fen);
  if (!pos.ok) throw new Error(pos.error);
  measure(`perft ${name} depth ${depth}`, 'nodes', 3, () => perft(pos.value, depth));
}
