/**
 * The lines of play a document discusses: its main game (from the start position or from a FEN in
 * the text) and the variations played from it, each as the positions before its plies. A sequence
 * of moves is tried on them in the order {@link ProseLines.candidates} gives.
 */
import type { Board } from '../board/board.js';
import type { ParsedMove } from '../core/types.js';

/** One line of play: the position before each of its plies, from `startPly`. */
export interface Line {
  readonly startPly: number;
  readonly boards: Board[];
}

/** Where a sequence may be played: the position before ply `line.startPly + k` of `line`. */
export interface Candidate {
  readonly line: Line;
  readonly k: number;
}

/** At most this many lines are remembered to start variations from. */
const MAX_LINES = 256;

export class ProseLines {
  /** The text's main game: from the start, or from the last FEN; it goes on where a sequence printed as the game's moves continues it. */
  main: Line;
  /** Every line played (main game and variations), the latest first. */
  readonly known: Line[];

  /** The last line that went on from the game's line at its end (see {@link game}). */
  private extended: Line;
  /** Per bracket open in the text (see {@link openBracket}), the lines known before it. */
  private readonly bracketed: Array<Set<Line>> = [];
  /** The lines played inside a bracket that has closed (a side line ends at its closing bracket), and those ended by {@link endLine}. */
  private readonly closed = new Set<Line>();
  /** The positions after the moves of sequences printed as the game's moves (rows, bold): see {@link printedRow}. */
  private readonly rows = new Set<Board>();
  /** The lines marked as side lines where they were played (a bullet, a bracket, a quote before them), and the lines going on from them. */
  private readonly marked = new Set<Line>();
  /** The side lines the main game's printed moves have gone past (see {@link passed}): gone on with at their end last. */
  private readonly behind = new Set<Line>();
  /** The lines played by moves cited inside a sentence, after its words (`Správné bylo 11. Jd3.`), and the lines going on from them. */
  private readonly cited = new Set<Line>();
  /** The lines played by another move for the game's last move given right after it (`10.Qe2 10.Re1 var …`), and the lines going on from them. */
  private readonly alternatives = new Set<Line>();
  /** The half-move from which the game's line went on by moves cited inside sentences only (see {@link told}). */
  private citedSince: number | undefined;
  /** The main game's first moves were a list item's, from move 1 (`- 1.e4 c5`): see {@link openByListItem}. */
  private listItemMain = false;

  constructor(start: Board) {
    this.main = { startPly: plyOf(start), boards: [start.clone()] };
    this.known = [this.main];
    this.extended = this.main;
  }

  /**
   * The line the text's game is on: the main game, gone on with by the sequences that continued it
   * at its end in sentences (as document-games.ts takes the game's line where no row says otherwise:
   * the move the text played first at each place).
   */
  get game(): Line {
    const m = this.main;
    const g = this.extended;
    const k = m.startPly + m.boards.length - 1 - g.startPly;
    return k >= 0 && k < g.boards.length && g.boards[k] === m.boards[m.boards.length - 1] ? g : m;
  }

  /**
   * Remembers a line played; `continued`, a line it goes on from at its end, is forgotten (the new line has all its positions).
   * `sideLine`: the line was marked as a side line (a bullet, a bracket, a quote before it) or played in a list item: it never
   * becomes the game's line.
   */
  remember(line: Line, continued?: Line, sideLine = false): void {
    if (continued !== undefined && this.cited.has(continued)) this.cited.add(line);
    if (continued !== undefined && this.alternatives.has(continued)) this.alternatives.add(line);
    if (continued !== undefined && continued === this.game && !sideLine) this.extended = line;
    // (the main game is no side line, though its first moves stood in a bracket: `PEMBELAAN BELANDA (1. d2 – d4, f7 – f5)`)
    if (line !== this.main && (sideLine || (continued !== undefined && this.marked.has(continued)))) this.marked.add(line);
    if (continued !== undefined && continued !== this.main) {
      const i = this.known.indexOf(continued);
      if (i >= 0) this.known.splice(i, 1);
    }
    this.known.unshift(line);
    if (this.known.length > MAX_LINES) this.known.pop();
  }

  /**
   * Another game starts from the first position (a row from move 1 under its players' heading, after a game printed as
   * rows: play-sequence.ts): the lines played so far are forgotten, so that no later sequence is played on an earlier
   * game's boards (`8. Jxe5` in the second game read as a knight's move of the first). The new main game starts from a
   * copy of the old one's first position, so that no position is shared with the games before (document-games.ts tells
   * games apart by their positions).
   */
  startAgain(): void {
    this.main = { startPly: this.main.startPly, boards: [this.main.boards[0]!.clone()] };
    this.known.splice(0, this.known.length, this.main);
    this.extended = this.main;
    for (const lines of [...this.bracketed, this.closed, this.marked, this.behind, this.cited, this.alternatives]) lines.clear();
    this.rows.clear();
    this.citedSince = undefined;
    this.listItemMain = false;
  }

  /** Notes that a list item from move 1 (`- 1.e4 c5`) is played where the main game has no move yet: it opens the game. */
  openByListItem(): void {
    if (this.main.boards.length === 1) this.listItemMain = true;
  }

  /** Whether the main game's first moves were a list item's, from move 1 (a wiki's lines, a pair an item). */
  get openedByListItem(): boolean {
    return this.listItemMain;
  }

  /** A line was played by moves cited inside a sentence, after its words (a side line, or the game's line gone on with so). */
  citeInSentence(line: Line): void {
    if (line !== this.main) this.cited.add(line);
  }

  /**
   * Notes how the sequence that played `line` from half-move `from` stood in the text: `cited` inside a sentence, after
   * its words (`mohl přejít do francouzské 2. e4.`), or starting a `sentence`. Where the game's line went on by cited
   * moves only from some half-move, a sequence starting a sentence that leaves it right there takes the game's line
   * over (`2. Jf3 f5 3. g3 …` after that `2. e4.`: an alternative named in passing, then the game's move): returns
   * whether it did.
   */
  told(line: Line, from: number, cited: boolean, sentence: boolean): boolean {
    const game = this.game;
    if (line === game) {
      if (cited) this.citedSince ??= from;
      else if (sentence) this.citedSince = undefined;
      return false;
    }
    const at = (l: Line): Board | undefined => l.boards[from - l.startPly];
    if (!sentence || cited || from !== this.citedSince || at(line) === undefined || at(line) !== at(game)) return false;
    this.extended = line;
    this.citedSince = undefined;
    return this.game === line;
  }

  /** The half-move from which the game's line went on by moves cited inside sentences only (see {@link told}). */
  get citedFrom(): number | undefined {
    return this.citedSince;
  }

  /**
   * A line was played by another move for the game's last move, given right after it with the same number and nothing but
   * glyphs between (`10.Qe2 10.Re1 var mer i linje …`, Informant notes without brackets): an alternative named in passing.
   */
  nameAlternative(line: Line): void {
    if (line !== this.main) this.alternatives.add(line);
  }

  /** Whether `line` was played by an alternative named right after the game's move (see {@link nameAlternative}), or goes on from one. */
  namedAsAlternative(line: Line): boolean {
    return this.alternatives.has(line);
  }

  /** Whether `line` was played by moves cited inside a sentence, or goes on from such a line. */
  citedInSentence(line: Line): boolean {
    return this.cited.has(line);
  }

  /** The positions `after` the moves of a sequence printed as the game's moves (a row, bold). */
  printRow(after: readonly Board[]): void {
    for (const b of after) this.rows.add(b);
  }

  /** Whether any move of `line` was printed as the game's moves (a row, bold). */
  printedAny(line: Line): boolean {
    return line.boards.some((b) => this.rows.has(b));
  }

  /** Whether the move of `line` at `ply` (the position after it) was printed as the game's moves (a row, bold). */
  printedRow(line: Line, ply: number): boolean {
    const after = line.boards[ply + 1 - line.startPly];
    return after !== undefined && this.rows.has(after);
  }

  /**
   * Another line than the main game that ends before `ply` with a move printed as the game's (a row), in another
   * position than `except` (the main game's): `2. … exf4` printed under `2. … Sc5`, where `3. Jf3` may go on with either.
   */
  printedRowEndingAt(ply: number, except: Board): Line | undefined {
    return this.known.find((l) => {
      const end = l.boards[l.boards.length - 1]!;
      return l !== this.main && l.startPly + l.boards.length - 1 === ply && this.rows.has(end) && end.fen() !== except.fen();
    });
  }

  /** A bracket of the text opens (`(`, or `[` holding a variation): the lines played until it closes are its own. */
  openBracket(): void {
    this.bracketed.push(new Set(this.known));
  }

  /**
   * The bracket opened last closes: the lines played inside it end there (a side line written in brackets ends at its
   * closing bracket). A later sequence never goes on with them, though its moves are legal there too (`[… 7.Cg5!! 0-0
   * 8.Dh5 …]` then `[… 8...exd4 …]` after the game's `8.Cbd2 h6`: a variation of the game at move 8); it may still start
   * a variation at one of their earlier positions. Not the main game. Returns whether moves were played inside it (a variation).
   */
  closeBracket(): boolean {
    const before = this.bracketed.pop();
    if (before === undefined) return false;
    let played = false;
    for (const l of this.known)
      if (!before.has(l)) {
        played = true;
        if (l !== this.main) this.closed.add(l);
      }
    return played;
  }

  /**
   * A line played inside the brackets open now that is the game's own line going on, no side line: it played the game's
   * last moves again and went on (`1. PEMBELAAN CARO-KANN (1. e2 – e4, c7 – c6)` after the game's `1. e2 – e4`; a
   * variation is another move than the game's at its first). Closing those brackets does not end it.
   */
  goesOnOutside(line: Line): void {
    for (const lines of this.bracketed) lines.add(line);
  }

  /** `line` ends here, as a side line in brackets ends at its closing bracket (see {@link closeBracket}): a move named in place of the one played (`instead of 5.Ng5`). Not the main game. */
  endLine(line: Line): void {
    if (line !== this.main) this.closed.add(line);
  }

  /** Whether `line` was played inside a bracket that has closed (see {@link closeBracket}). */
  ended(line: Line): boolean {
    return this.closed.has(line);
  }

  /** Whether the text has played nothing yet on its first board. */
  get atTextStart(): boolean {
    return this.main.boards.length === 1 && this.main === this.known[this.known.length - 1];
  }

  /**
   * Where a sequence starting at `ply` may be played, best first: the lines it continues (the main
   * game first, lines marked as side lines after the others), then every line that reaches that ply (a variation, as
   * in PGN), then the side lines the main game's printed moves have gone past that end there ({@link passed}). For Black's move
   * without a number (`ply` undefined): the lines where Black is to move, then each line's last
   * move of Black (an alternative to it, as `- ..Cd4` under `4.Sc3 Dc7`). `first`: a line tried
   * before all others (the one a sequence resumes after a variation in brackets); a line played in a bracket that has
   * closed, at its end, comes last of all. `white`: without a
   * number, White's move (named by a colour word, `White: e4`), looked for as Black's is.
   */
  candidates(ply: number | undefined, first?: Line, white = false): Candidate[] {
    const next = (l: Line): number => l.startPly + l.boards.length - 1;
    const lines = [...new Set([...(first !== undefined ? [first] : []), this.main, ...this.known])];
    const out: Candidate[] = [];
    // Lines share the positions of their common start (the same Board objects): a position already
    // offered would give the same result again, and the first offer of it wins anyway.
    const offered = new Set<Board>();
    const add = (line: Line, at: number, last = false): void => {
      const k = at - line.startPly;
      // (a line whose bracket has closed is not gone on with at its end, unless the sequence resumes it: `first`,
      // or no other line is left: `last`)
      const ended = !last && k === line.boards.length - 1 && line !== first && this.closed.has(line);
      if (k < 0 || k >= line.boards.length || ended || offered.has(line.boards[k]!)) return;
      offered.add(line.boards[k]!);
      out.push({ line, k });
    };
    if (ply !== undefined) {
      // (a line marked as a side line where it was played is gone on with after the others: `"7. Dc2"` in a sentence,
      // then `7. ...0-0` goes on with the game's 7.Cc3; in the same sentence attach.ts tries it first)
      const ahead = (l: Line): boolean => l === first || !this.behind.has(l);
      for (const l of lines) if (next(l) === ply && ahead(l) && (l === this.main || !this.marked.has(l))) add(l, ply);
      for (const l of lines) if (next(l) === ply && ahead(l)) add(l, ply);
      for (const l of lines) if (next(l) !== ply || ahead(l)) add(l, ply);
      for (const l of lines) add(l, ply);
      // (last of all, a line whose bracket has closed, at its end: `Exchange variation (4. Bxc6)` as a heading, then
      // `4. ... dxc6` under it, legal after that move only; where the move is legal on a line before, that one is taken)
      for (const l of lines) add(l, ply, true);
    } else {
      const due = white ? 1 : 0;
      for (const l of lines) if (next(l) % 2 === due) add(l, next(l));
      for (const l of lines) if (next(l) % 2 !== due) add(l, next(l) - 1);
    }
    return out;
  }

  /**
   * Whether a sequence played on `played` from ply `from`, whose move at ply `last` is not legal,
   * is a side line of the main game (as PGN's variations are): `played` left the main game's
   * positions at a ply the main game has reached (`7.Sd5` then `7.d3 d4 8.Sf5`, or `10...Hf4` going on
   * with that line later), or the move is at a ply the main game has already played (a move cited
   * again and misprinted). Not one from the main game's first position (the text may start a new
   * game there), nor a line of another board than the main game's (a game the text came back to).
   */
  sideLineAt(played: Line, from: number, last: number): boolean {
    const main = this.main;
    const next = main.startPly + main.boards.length - 1;
    if (from <= main.startPly) return false;
    const at = (l: Line, p: number): Board => l.boards[p - l.startPly]!;
    const first = Math.max(played.startPly, main.startPly);
    if (first > Math.min(next, last) || !samePosition(at(played, first), at(main, first))) return false;
    if (last < next) return true;
    for (let p = first + 1; p <= next; p++) if (!samePosition(at(played, p), at(main, p))) return true;
    return false;
  }

  /**
   * The main game has gone on by moves printed as the game's (a line or a row of its own, reply-lines.ts too): a side
   * line cited before, in the words about an earlier move, that stops at or before the main game's next half-move is
   * gone on with at its end only after the main game's own position at that half-move (`3... dxe4` with `3... g6` in
   * its comment, then `4. Cxe4` and `4. f3` in its comment: an alternative to 4.Cxe4, not 3...g6 4.f3; but `- 2…g6?
   * 3.Dxe5+ De7`, the game's `2…Sc6 3.Lc4 Sf6?? 4.Dxf7#`, then `- 4.Dxh8`, legal on the side line only, goes on with it).
   */
  passed(): void {
    const next = (l: Line): number => l.startPly + l.boards.length - 1;
    for (const l of this.known) if (l !== this.main && next(l) <= next(this.main)) this.behind.add(l);
  }

  /**
   * A FEN in the text: a check-point where some line reaches its position (that line, cut there,
   * becomes the main game; true), else a new board the main game starts from (false).
   */
  fen(board: Board): boolean {
    const ply = plyOf(board);
    const line = this.known.find(
      (l) => ply >= l.startPly && ply - l.startPly < l.boards.length && samePosition(l.boards[ply - l.startPly]!, board),
    );
    this.main =
      line !== undefined
        ? { startPly: line.startPly, boards: line.boards.slice(0, ply - line.startPly + 1) }
        : { startPly: ply, boards: [board] };
    this.remember(this.main);
    return line !== undefined;
  }
}

/** Half-move number of the side to move on `board` (1 for White's first move). */
export function plyOf(board: Board): number {
  return 2 * board.fullmoveNumber - (board.turn === 'white' ? 1 : 0);
}

/** `12.` for White's ply, `12...` for Black's. */
export function numberText(ply: number): string {
  return `${Math.ceil(ply / 2)}${ply % 2 === 1 ? '.' : '...'}`;
}

/** Same placement, side to move and castling rights (move counters and an en passant square no capture can use may differ). */
export function samePosition(a: Board, b: Board): boolean {
  const fa = a.fen().split(' ');
  const fb = b.fen().split(' ');
  return fa[0] === fb[0] && fa[1] === fb[1] && fa[2] === fb[2];
}

/** The position after `parsed` played on `board` by the side to move, else by the other side; undefined when neither can. */
export function playedOn(board: Board, parsed: ParsedMove): Board | undefined {
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

/**
 * A piece named by its square: `la Tf1` (the rook on f1), `Cf3-g5` (the knight on f3). A pawn capture by
 * files names no pawn standing on its target (Hebrew `וה4`, "and e4", read as `fe4`: the pawn on e4 is no f-pawn).
 */
export function namesPiece(board: Board, parsed: ParsedMove): boolean {
  if (parsed.kind !== 'piece' || parsed.role === undefined) return false;
  if (parsed.role === 'pawn' && parsed.fromFile !== undefined && parsed.fromFile !== (parsed.to & 7)) return false;
  const on = parsed.fromFile !== undefined && parsed.fromRank !== undefined ? parsed.fromRank * 8 + parsed.fromFile : parsed.to;
  return board.pieceAt(on)?.role === parsed.role;
}
