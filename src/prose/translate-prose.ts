/**
 * Moves inside prose: a plain-text or Markdown document written back byte for byte, except that
 * every move in it is rewritten in the output notation.
 *
 * How a word becomes a move:
 * - A move number (`12.`, `12...`, `12…`, glued `12.Sf3` too) starts a sequence; the words after
 *   it that read as moves (and further numbers, glyphs, brackets) belong to it. The sequence is
 *   played on a board: the line it continues (the last one played, else an earlier one that
 *   reaches that move number: a variation, as in PGN), the first where every move is legal. The
 *   text's main game starts from the initial position; a FEN in the text (a code span, a
 *   diagram caption) starts a new board, or checks the board when it shows the same position.
 *   A sequence no board fits is rewritten by its letters only (W_PROSE_UNCHECKED); a board that
 *   fits the start of a sequence but not a later move reports that move (line and column).
 * - A word without a move number is a move only when the board makes it one: it reads as a move
 *   in standard notation and is legal in the current position (for either side), or names a
 *   piece that stands there (`la Tf1`: the rook on f1). Otherwise it is a word (`Da3` as a name,
 *   `e4` as a paper size) and is left alone. Into ICCF, UCI or LAN output such words stay as
 *   written (a piece on a square has no move of its own to write).
 * - Code, links and HTML tags are never changed (see markdown.ts).
 *
 * Into SAN in another language, a move keeps its author's way of writing (`Sf3!` → `Nf3!`): only
 * its piece letters change, so a translation reads back to the same text.
 */
import type { Board } from '../board/board.js';
import type { ParsedMove } from '../core/types.js';
import { translationContext, type TranslateOptions } from '../translate/context.js';
import { MoveTranslator } from '../translate/translator.js';
import { readMove } from '../notation/read-move.js';
import { isDescriptiveToken } from '../notation/descriptive.js';
import { readsDescriptive } from '../notation/descriptive-board.js';
import { translateMoveText } from '../translate/translate-game.js';
import { descriptiveWords } from './descriptive-words.js';
import { inputNotation, UnknownNotationError, type InputNotation } from '../notation/notation.js';
import { LineCounter } from '../pgn/line-counter.js';
import { documentParts } from './markdown.js';
import { relabelMove } from './relabel.js';
import { proseWords, type ProseWord } from './words.js';

export interface ProseProblem {
  readonly severity: 'warning' | 'error';
  /** `ERR_MOVE_ILLEGAL` …, `W_PROSE_UNCHECKED`, `W_PROSE_FEN`. */
  readonly code: string;
  readonly message: string;
  /** The move as written, when the problem is about one. */
  readonly written?: string | undefined;
  readonly line: number;
  readonly column: number;
}

export interface ProseTranslation {
  /** The document with its moves rewritten; everything else byte for byte. */
  readonly text: string;
  /** Moves rewritten: checked on a board, and by their letters only. */
  readonly moves: number;
  readonly checked: number;
  /** FENs in the text that showed a position its moves reach (check-points). */
  readonly checkpoints: number;
  /** FENs found in the text. */
  readonly fens: number;
  readonly problems: readonly ProseProblem[];
}

/** One line of play: the position before each of its plies, from `startPly`. */
interface Line {
  readonly startPly: number;
  readonly boards: Board[];
}

/** At most this many lines are remembered to start variations from. */
const MAX_LINES = 64;

/** A move of a sequence as written: the word, and its reading. */
interface SeqMove {
  readonly word: ProseWord;
  /** undefined for a move in English descriptive notation (`N-KB3`), which only the board reads. */
  readonly parsed: ParsedMove | undefined;
}

const GLYPH = /^(?:!!|\?\?|!\?|\?!|!|\?|\+-|-\+|\+\/-|-\/\+|\+\/=|=\/\+|=|∞|±|∓|⩲|⩱|□|\$\d+)$/;
const RESULT = /^(?:1-0|0-1|1\/2-1\/2|½-½|\*)$/;

export function translateProse(text: string, options: TranslateOptions): ProseTranslation {
  if (options.from.toLowerCase() === 'auto') {
    throw new UnknownNotationError('auto', 'prose reads the moves of one language: name it with --from (auto is for games)');
  }
  const ctx = translationContext(options);
  const strictInput: InputNotation = inputNotation(options.from, ctx.registry, { strict: true });
  const lines = new LineCounter(text, 1, 1);
  const parts = documentParts(text);
  const descriptive = readsDescriptive(ctx.input);
  // English input: descriptive moves (`12 N-KB3 P-Q4`, `R(1)-Q1`, `NxP ch`) joined into one word each.
  const words = descriptive ? descriptiveWords(text, proseWords(text, parts.protectedSpans)) : proseWords(text, parts.protectedSpans);
  const problems: ProseProblem[] = [];
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  let moves = 0;
  let checked = 0;
  let checkpoints = 0;

  const start = ctx.engine.fromFen(ctx.fen);
  if (!start.ok) throw new Error(`bad start position: ${start.error.reason}`);
  /** The text's main game: from the start, or from the last FEN; it goes on where a sequence continues it. */
  let main: Line = { startPly: plyOf(start.value), boards: [start.value.clone()] };
  /** Every line played (main game and variations), the latest first. */
  const known: Line[] = [main];
  const remember = (line: Line): void => {
    known.unshift(line);
    if (known.length > MAX_LINES) known.pop();
  };
  let fenIndex = 0;

  /** FENs up to `offset` check the board or start a new one. */
  const fensBefore = (offset: number): void => {
    while (fenIndex < parts.fens.length && parts.fens[fenIndex]!.start < offset) {
      const f = parts.fens[fenIndex++]!;
      const board = ctx.engine.fromFen(f.fen.split(' ').length === 2 ? `${f.fen} - - 0 1` : f.fen);
      const at = lines.at(f.start);
      if (!board.ok) {
        problems.push({ severity: 'warning', code: 'W_PROSE_FEN', message: `not a position: ${board.error.reason}`, ...at });
        continue;
      }
      // A check-point: the position some line of the text reaches at that move (the main game,
      // or the variation just discussed). That line goes on from it; else the FEN starts a board.
      const ply = plyOf(board.value);
      const line = known.find((l) => ply >= l.startPly && ply - l.startPly < l.boards.length && samePosition(l.boards[ply - l.startPly]!, board.value));
      if (line !== undefined) checkpoints++;
      main = line !== undefined ? { startPly: line.startPly, boards: line.boards.slice(0, ply - line.startPly + 1) } : { startPly: ply, boards: [board.value] };
      remember(main);
    }
  };

  const rewrite = (w: ProseWord, out: string): void => {
    if (out !== w.text) replacements.push({ start: w.start, end: w.end, text: out });
  };
  /** The move in the output notation by its letters only (SAN and LAN outputs), else undefined. */
  const byLetters = (w: ProseWord, parsed: ParsedMove | undefined): string | undefined => {
    if (ctx.input.kind !== 'algebraic' || parsed === undefined) return undefined;
    if (ctx.output.kind !== 'san' && ctx.output.kind !== 'lan') return undefined;
    return relabelMove(w.text, parsed, ctx.input.pieces, ctx.output.locale);
  };
  const unchecked = (m: SeqMove, why: string): void => {
    moves++;
    const out = byLetters(m.word, m.parsed);
    if (out !== undefined) rewrite(m.word, out);
    problems.push({
      severity: 'warning',
      code: 'W_PROSE_UNCHECKED',
      message: `${JSON.stringify(m.word.text)}: ${why}; ${out !== undefined ? 'rewritten by its letters only' : 'left as written'}`,
      written: m.word.text,
      ...lines.at(m.word.start),
    });
  };
  /** Writes a move read on `board` (before it is played) and plays it; false when it is not legal there. */
  const playChecked = (board: Board, m: SeqMove): boolean => {
    const t = new MoveTranslator(board, ctx.input, ctx.output);
    const r = translateMoveText(t, m.word.text, m.parsed, lines.at(m.word.start));
    if (!r.ok) return false;
    moves++;
    checked++;
    // Into SAN the author's way of writing stays (letters only); into LAN, ICCF, UCI the board's move.
    const out = (ctx.output.kind === 'san' ? byLetters(m.word, m.parsed) : undefined) ?? `${r.value.text}${/[!?]+$/.exec(m.word.text)?.[0] ?? ''}`;
    rewrite(m.word, out);
    return true;
  };

  /** The text sets moves in bold (`**12. Sf3**`), as books set the game's own moves. */
  const boldMoves = /(\*\*|__)\d{1,3}(\.|…)/.test(text);

  /** The position after the last move mentioned without a number, and where it stood. */
  let scratch: { board: Board; offset: number } | undefined;
  const paragraphBreak = (from: number, to: number): boolean => /\n[ \t]*\r?\n/.test(text.slice(from, to));

  // ------------------------------------------------------------ sequences
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    fensBefore(w.start);
    if (w.kind === 'number') {
      // A sequence: numbers, moves, glyphs and brackets; split where a number does not follow on.
      const seq: SeqMove[] = [];
      let ply = w.ply;
      let j = i + 1;
      if (j < words.length && (words[j]!.text === '...' || words[j]!.text === '…')) {
        ply = 2 * Math.ceil(ply / 2);
        j++;
      }
      for (; j < words.length; j++) {
        const x = words[j]!;
        if (x.kind === 'bracket' || GLYPH.test(x.text)) continue;
        if (x.kind === 'number') {
          if (x.ply !== ply + seq.length) break;
          continue;
        }
        if (RESULT.test(x.text) || x.text === '') break;
        const r = readMove(x.text, ctx.input);
        if (r.ok) seq.push({ word: x, parsed: r.value });
        else if (descriptive && isDescriptiveToken(x.text)) seq.push({ word: x, parsed: undefined });
        else break;
      }
      if (seq.length > 0) playSequence(ply, seq, w.start);
      scratch = undefined;
      i = Math.max(j, i + 1);
      continue;
    }
    if (w.kind === 'word' && w.text !== '' && /[a-h][1-8]/.test(w.text)) mention(w);
    i++;
  }

  /** Plays a numbered sequence on the best line (see the header) and rewrites its moves. */
  function playSequence(ply: number, sequence: SeqMove[], at: number): void {
    let seq = sequence;
    // Lines in the order they are tried: those the sequence continues (the main game first), then
    // those it branches from (a variation, as in PGN; the main game first).
    const next = (l: Line): number => l.startPly + l.boards.length - 1;
    const order = [...new Set([main, ...known].filter((l) => next(l) === ply).concat([main, ...known]))];
    let best: { line: Line; ok: number } | undefined;
    for (const line of order) {
      const k = ply - line.startPly;
      if (k < 0 || k >= line.boards.length) continue;
      const board = line.boards[k]!.clone();
      let ok = 0;
      for (const m of seq) {
        const t = new MoveTranslator(board, ctx.input, ctx.output);
        if (!translateMoveText(t, m.word.text, m.parsed, { line: 1, column: 1 }).ok) break;
        ok++;
      }
      if (best === undefined || ok > best.ok) best = { line, ok };
      if (ok === seq.length) break;
    }
    if (best === undefined || best.ok === 0) {
      const first = seq[0]!;
      const error = best === undefined ? `no board in the text reaches move ${numberText(ply)}` : 'no board in the text makes it legal';
      for (const m of seq) unchecked(m, m === first ? error : `after ${JSON.stringify(first.word.text)}, which no board checks`);
      return;
    }
    const { line } = best;
    const ok = best.ok;
    // A word that reads as a move only leniently (`ce` in French prose: c-pawn takes on the
    // e-file) and is not legal there is a word: the sequence ends before it, and what follows is
    // read as words again.
    let rest: SeqMove[] = [];
    if (ok < seq.length && seq[ok]!.parsed?.form !== undefined) {
      rest = seq.slice(ok);
      seq = seq.slice(0, ok);
    }
    const k = ply - line.startPly;
    const board = line.boards[k]!.clone();
    const boards = line.boards.slice(0, k);
    for (let n = 0; n < ok; n++) {
      boards.push(board.clone());
      playChecked(board, seq[n]!);
    }
    boards.push(board.clone());
    if (ok < seq.length) {
      const bad = seq[ok]!;
      const t = new MoveTranslator(board.clone(), ctx.input, ctx.output);
      const r = translateMoveText(t, bad.word.text, bad.parsed, lines.at(bad.word.start));
      const at = lines.at(bad.word.start);
      const reason = r.ok ? 'not legal here' : r.error.reason;
      problems.push({
        severity: 'error',
        code: r.ok ? 'ERR_MOVE_ILLEGAL' : r.error.code,
        message: `move ${numberText(ply + ok)} ${bad.word.text}: ${reason}`,
        written: bad.word.text,
        ...at,
      });
      for (let n = ok + 1; n < seq.length; n++) unchecked(seq[n]!, `after the move at ${at.line}:${at.column}, which is not legal`);
      moves++;
      const out = byLetters(bad.word, bad.parsed);
      if (out !== undefined) rewrite(bad.word, out);
    }
    const played: Line = { startPly: line.startPly, boards };
    // The main game goes on where a sequence continues it and is printed as books print the
    // game's moves: in bold where the text sets moves in bold, else on a line of its own (a
    // sequence inside a sentence is a line discussed, which later sequences may continue too);
    // or where it is the text's first. Any other sequence is a variation.
    const first = main.boards.length === 1 && main === known[known.length - 1];
    if (line === main && k === line.boards.length - 1 && (first || printedAsGame(at))) main = played;
    remember(played);
    for (const m of rest) mention(m.word);
  }

  /** A word without a move number: a move only where the board makes it one (see the header). */
  function mention(w: ProseWord): void {
    if (ctx.output.kind !== 'san') return;
    const r = readMove(w.text, strictInput);
    if (!r.ok || r.value.kind === 'null' || r.value.form !== undefined) return;
    const parsed = r.value;
    if (parsed.kind === 'piece' && parsed.role === undefined) return; // squares only: nothing to rewrite
    const current = known[0]!;
    const board = current.boards[current.boards.length - 1]!;
    // `nach Sf3 und Lb5`: a move mentioned after another in the same paragraph may follow it.
    const after = scratch !== undefined && !paragraphBreak(scratch.offset, w.start) ? scratch.board : undefined;
    const next = playedOn(board, parsed) ?? (after !== undefined ? playedOn(after, parsed) : undefined);
    if (next === undefined && !namesPiece(board, parsed)) return;
    const out = byLetters(w, parsed);
    if (out === undefined) return;
    if (next !== undefined) scratch = { board: next, offset: w.end };
    if (out === w.text) return; // a pawn move or a square: the same in every language
    moves++;
    checked++;
    rewrite(w, out);
  }

  /**
   * Whether the sequence whose number starts at `offset` is printed as the game's moves: in bold
   * (`**12. Sf3 …**`) in a text that sets moves in bold, else at the start of a line (after white
   * space, list or quote marks).
   */
  function printedAsGame(offset: number): boolean {
    const before = text.slice(Math.max(0, offset - 2), offset);
    if (boldMoves) return before === '**' || before === '__';
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[\s*_>#\-+(]*$/.test(text.slice(lineStart, offset));
  }

  /** The position after `parsed` played on `board` by the side to move, else by the other side; undefined when neither can. */
  function playedOn(board: Board, parsed: ParsedMove): Board | undefined {
    if (parsed.kind === 'null') return undefined;
    for (const other of [false, true]) {
      const b = board.clone();
      if (other) b.playNull();
      const r = b.resolve(parsed);
      if (r.ok) {
        b.play(r.value);
        return b;
      }
    }
    return undefined;
  }

  /** A piece named by its square: `la Tf1` (the rook on f1), `Cf3-g5` (the knight on f3). */
  function namesPiece(board: Board, parsed: ParsedMove): boolean {
    if (parsed.kind !== 'piece' || parsed.role === undefined) return false;
    const on = parsed.fromFile !== undefined && parsed.fromRank !== undefined ? parsed.fromRank * 8 + parsed.fromFile : parsed.to;
    return board.pieceAt(on)?.role === parsed.role;
  }

  replacements.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let p = 0;
  for (const r of replacements) {
    out.push(text.slice(p, r.start), r.text);
    p = r.end;
  }
  out.push(text.slice(p));
  fensBefore(text.length + 1);
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { text: out.join(''), moves, checked, checkpoints, fens: parts.fens.length, problems };
}

/** Half-move number of the side to move on `board` (1 for White's first move). */
function plyOf(board: Board): number {
  return 2 * board.fullmoveNumber - (board.turn === 'white' ? 1 : 0);
}

function numberText(ply: number): string {
  return `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`;
}

/** Same placement, side to move and castling rights (move counters and an en passant square no capture can use may differ). */
function samePosition(a: Board, b: Board): boolean {
  const fa = a.fen().split(' ');
  const fb = b.fen().split(' ');
  return fa[0] === fb[0] && fa[1] === fb[1] && fa[2] === fb[2];
}

