/**
 * Writes movetext in PGN export format as a stream of events (move, comment, NAG, variation,
 * result): move numbers where export format wants them, lines wrapped at 80 characters, comments
 * byte for byte. The tree writer (write-game.ts) and the express lane of translation
 * (translate/express.ts) both write through it, so they lay games out the same way.
 *
 * What PGN cannot hold as read, it writes in a form other readers take, and says so by its return
 * value (the caller reports it): a brace comment holding `}` (PGN comments do not nest) with its
 * own braces as parentheses; a NAG that follows no move in its line (first in a variation, or
 * just after one, which pgn-extract does not read) as a comment.
 */

const MAX_LINE = 80;

/** Length of the last line of `s` (after its last line break). */
function tailLength(s: string): number {
  const nl = Math.max(s.lastIndexOf('\n'), s.lastIndexOf('\r'));
  return nl < 0 ? s.length : s.length - nl - 1;
}

/** Length of the first line of `s` (up to its first line break). */
function headLength(s: string): number {
  const lf = s.indexOf('\n');
  const cr = s.indexOf('\r');
  if (lf < 0) return cr < 0 ? s.length : cr;
  return cr < 0 ? lf : Math.min(lf, cr);
}

class LineWrapper {
  private lines: string[] = [];
  /** The line being built; may hold line breaks of a comment written byte for byte. */
  private line = '';
  /** Length of the last line of `line`, which is what the 80-character limit applies to. */
  private column = 0;
  /** Where the last token (with anything glued to it) starts in `line`. */
  private lastStart = 0;
  /** The next token follows without a space (after `(`). */
  private glueNext = false;

  /** Writes a token; `multiline` when it may hold line breaks (a comment), so its last line counts. */
  token(t: string, multiline = false): void {
    if (!multiline && !this.glueNext) {
      // The common case (a move, a number, a NAG): a space and the token, or a new line.
      const length = this.line.length;
      if (length > 0 && this.column + 1 + t.length <= MAX_LINE) {
        this.lastStart = length + 1;
        this.line += ' ' + t;
        this.column += 1 + t.length;
        return;
      }
      if (length > 0) this.newline();
      this.lastStart = 0;
      this.line = t;
      this.column = t.length;
      return;
    }
    const glued = this.glueNext && this.line.length > 0;
    this.glueNext = false;
    let sep = glued || this.line.length === 0 ? '' : ' ';
    if (this.line.length > 0 && this.column + sep.length + (multiline ? headLength(t) : t.length) > MAX_LINE) {
      // Glued to what comes before it (`(` + move): both go to the next line together.
      if (glued) this.carry();
      else this.newline();
      if (!glued) sep = '';
    }
    if (!glued) this.lastStart = this.line.length + sep.length;
    this.line += sep + t;
    const tail = multiline ? tailLength(t) : t.length;
    this.column = tail === t.length ? this.column + sep.length + t.length : tail;
  }

  /** Moves the last token (and what is glued to it) to a new line, if the line has more before it. */
  private carry(): boolean {
    const head = this.line.slice(0, this.lastStart).trimEnd();
    const tail = this.line.slice(this.lastStart);
    if (head.length === 0 || /[\r\n]/.test(tail) || /[\r\n]/.test(head.slice(-1))) return false;
    this.lines.push(head);
    this.line = tail;
    this.column = tail.length;
    this.lastStart = 0;
    return true;
  }

  /** `(`: the next token is written right after it. */
  open(): void {
    this.token('(');
    this.glueNext = true;
  }

  /** `)`: written right after the previous token (which moves to the next line with it if need be). */
  close(): void {
    this.glueNext = false;
    if (this.line.length === 0) {
      this.token(')');
      return;
    }
    if (this.column + 1 > MAX_LINE && !this.carry()) {
      this.newline();
      this.token(')');
      return;
    }
    this.line += ')';
    this.column++;
  }

  /** A token that must be followed by the end of the line (`;` comment). */
  lineEnding(t: string): void {
    this.token(t, true);
    this.newline();
  }

  /** A token that must stand alone at the start of a line (`%` escape). */
  ownLine(t: string): void {
    this.newline();
    this.line = t;
    this.newline();
  }

  newline(): void {
    if (this.line.length) this.lines.push(this.line);
    this.line = '';
    this.column = 0;
    this.lastStart = 0;
    this.glueNext = false;
  }

  finish(): string {
    this.newline();
    return this.lines.join('\n');
  }
}

/** `12. ` before White's move of ply 22, `12... ` before Black's of ply 23. */
function numberText(ply: number): string {
  return `${(ply >> 1) + 1}${(ply & 1) === 0 ? '.' : '...'} `;
}

/** The texts of the first move numbers, made once (games rarely go past move 256). */
const NUMBERS: readonly string[] = Array.from({ length: 512 }, (_, ply) => numberText(ply));

function numberBefore(ply: number): string {
  return ply >= 0 && ply < NUMBERS.length ? NUMBERS[ply]! : numberText(ply);
}

/** One line of play being written: the ply of its next move, and whether a black move needs its number. */
interface LineState {
  ply: number;
  /** The next black move needs `N...` (first in its line, or after a comment or variation). */
  needNumber: boolean;
  /** A move was written in this line since it started or a variation in it closed: a NAG may follow. */
  moved: boolean;
}

/** A comment's own braces as parentheses (`a { b } c` → `a ( b ) c`), so that `}` does not end it. */
export function bracesAsParentheses(text: string): string {
  return text.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'));
}

export class MovetextWriter {
  private readonly out = new LineWrapper();
  private readonly lines: LineState[];
  private line: LineState;

  /** `firstPly`: 0 for White's first move (see startPly in write-game.ts). */
  constructor(firstPly: number) {
    this.line = { ply: firstPly, needNumber: true, moved: false };
    this.lines = [this.line];
  }

  /** A move in the text it is to be written with; its number goes before it where needed. */
  move(text: string): void {
    const f = this.line;
    const ply = f.ply;
    this.out.token((ply & 1) === 0 || f.needNumber ? numberBefore(ply) + text : text);
    f.ply = ply + 1;
    f.needNumber = false;
    f.moved = true;
  }

  /**
   * A comment's text between its delimiters: `{…}`, or `;…` to the end of the line. False when a
   * brace comment held `}`: then its braces are written as parentheses ({@link bracesAsParentheses}).
   */
  comment(form: 'brace' | 'line', text: string): boolean {
    const whole = form === 'line' || text.indexOf('}') < 0;
    if (form === 'line') this.out.lineEnding(`;${text}`);
    else this.out.token(`{${whole ? text : bracesAsParentheses(text)}}`, true);
    this.line.needNumber = true;
    return whole;
  }

  /**
   * A NAG in export form (`$1`). False when no move precedes it in its line (see {@link LineState.moved}):
   * then it is written as a comment holding its text as written (`written`: `!?` or `$5`).
   */
  nag(text: string, written = text): boolean {
    if (!this.line.moved) {
      this.comment('brace', written);
      return false;
    }
    this.out.token(text);
    return true;
  }

  /** A `%` escape line's text, without the `%`. */
  escape(text: string): void {
    this.out.ownLine(`%${text}`);
    this.line.needNumber = true;
  }

  /** `(`: a variation replacing the move just written starts, at that move's ply. */
  startVariation(): void {
    this.out.open();
    this.line = { ply: this.line.ply - 1, needNumber: true, moved: false };
    this.lines.push(this.line);
  }

  /** `)`: back to the line the variation left. False when the variation held no move (see write-game.ts, which writes such a one as its comments). */
  endVariation(): boolean {
    if (this.lines.length <= 1) throw new Error('endVariation: no variation is open');
    const moved = this.line.ply !== this.lines[this.lines.length - 2]!.ply - 1;
    this.lines.pop();
    this.out.close();
    this.line = this.lines[this.lines.length - 1]!;
    this.line.needNumber = true;
    this.line.moved = false;
    return moved;
  }

  /** The game termination marker, in export form. */
  result(text: string): void {
    this.out.token(text);
  }

  /** The movetext written, lines joined with `\n` (no line break at the end). */
  finish(): string {
    return this.out.finish();
  }
}
