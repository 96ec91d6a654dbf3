/**
 * Writes a game in PGN export format: the seven tag roster first (in roster order), the other
 * tags in their order, a blank line, movetext with move numbers wrapped at 80 characters, the
 * result. Comments are written byte for byte (a comment longer than a line stays whole).
 * Annotation glyphs become NAGs ($1 …) and import-format results (½-½, 1:0) their export form.
 * Walks variations with an explicit stack, so any depth is fine.
 *
 * Also the `--keep-layout` writer: the game's own text with only its move tokens replaced.
 */
import { walkNodes } from './tree.js';
import { normalizeResult, type Game, type GameNode, type MoveNode } from './types.js';

export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;
const MAX_LINE = 80;

/** Annotation glyphs of import format and their NAG numbers (PGN standard, section 10). */
export const GLYPH_NAGS: Readonly<Record<string, string>> = {
  '!': '$1',
  '?': '$2',
  '!!': '$3',
  '??': '$4',
  '!?': '$5',
  '?!': '$6',
  '□': '$7',
  '=': '$10',
  '∞': '$13',
  '+/=': '$14',
  '⩲': '$14',
  '=/+': '$15',
  '⩱': '$15',
  '+/-': '$16',
  '±': '$16',
  '-/+': '$17',
  '∓': '$17',
  '+-': '$18',
  '-+': '$19',
};

/** A NAG in export form: `$14` stays, a glyph such as `!?` or `+-` becomes its `$n`. */
export function nagText(text: string): string {
  return GLYPH_NAGS[text] ?? text;
}

export function escapeTagValue(value: string): string {
  return value.replace(/[\\"]/g, (c) => '\\' + c);
}

export function writeTags(game: Pick<Game, 'tags'>): string {
  const roster = new Set<string>(SEVEN_TAG_ROSTER);
  const ordered = [
    ...SEVEN_TAG_ROSTER.flatMap((name) => game.tags.filter((t) => t.name === name)),
    ...game.tags.filter((t) => !roster.has(t.name)),
  ];
  return ordered.map((t) => `[${t.name} "${escapeTagValue(t.value)}"]\n`).join('');
}

/** The ply (0 = White's first move) of the first move, from a FEN's side to move and move number. */
export function startPly(fen: string | undefined): number {
  if (!fen) return 0;
  const parts = fen.trim().split(/\s+/);
  const black = parts[1] === 'b';
  const number = Number.parseInt(parts[5] ?? '1', 10);
  return (Number.isFinite(number) && number > 0 ? number - 1 : 0) * 2 + (black ? 1 : 0);
}

/** Length of the last line of `s` (after its last line break). */
function tailLength(s: string): number {
  const nl = Math.max(s.lastIndexOf('\n'), s.lastIndexOf('\r'));
  return nl < 0 ? s.length : s.length - nl - 1;
}

/** Length of the first line of `s` (up to its first line break). */
function headLength(s: string): number {
  const m = /[\r\n]/.exec(s);
  return m ? m.index : s.length;
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

export function writeMovetext(nodes: readonly GameNode[], firstPly: number, result: string | undefined): string {
  const out = new LineWrapper();
  interface Frame {
    nodes: readonly GameNode[];
    index: number;
    /** Ply of the next move in this line. */
    ply: number;
    /** The next black move needs `N...` (first in its line, or after a comment or variation). */
    needNumber: boolean;
  }
  const stack: Frame[] = [{ nodes, index: 0, ply: firstPly, needNumber: true }];
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index >= f.nodes.length) {
      stack.pop();
      if (stack.length) {
        out.close();
        stack[stack.length - 1]!.needNumber = true;
      }
      continue;
    }
    const node = f.nodes[f.index++]!;
    switch (node.type) {
      case 'move': {
        const number = Math.floor(f.ply / 2) + 1;
        if (f.ply % 2 === 0) out.token(`${number}. ${node.text}`);
        else if (f.needNumber) out.token(`${number}... ${node.text}`);
        else out.token(node.text);
        f.ply++;
        f.needNumber = false;
        break;
      }
      case 'comment':
        if (node.form === 'line') out.lineEnding(`;${node.text}`);
        else out.token(`{${node.text}}`, true);
        f.needNumber = true;
        break;
      case 'nag':
        out.token(nagText(node.text));
        break;
      case 'escape':
        out.ownLine(`%${node.text}`);
        f.needNumber = true;
        break;
      case 'variation':
        out.open();
        // The variation replaces the move just written: it starts at that move's ply.
        stack.push({ nodes: node.nodes, index: 0, ply: f.ply - 1, needNumber: true });
        break;
    }
  }
  if (result !== undefined) out.token(normalizeResult(result));
  return out.finish();
}

/** The result a writer puts at the end of the movetext: the game's, else its Result tag, else `*`. */
export function gameResult(game: Pick<Game, 'tags' | 'result'>): string {
  return game.result ?? game.tags.find((t) => t.name === 'Result')?.value ?? '*';
}

export function writeGame(game: Game): string {
  const fen = game.tags.find((t) => t.name === 'FEN')?.value;
  const tags = writeTags(game);
  const movetext = writeMovetext(game.nodes, startPly(fen), gameResult(game));
  return `${tags}${tags ? '\n' : ''}${movetext}\n\n`;
}

/** The move nodes of a tree in document order (main line and variations as they stand in the text). */
export function movesInOrder(nodes: readonly GameNode[]): MoveNode[] {
  const moves: MoveNode[] = [];
  for (const { node } of walkNodes(nodes)) if (node.type === 'move') moves.push(node);
  return moves;
}

/**
 * The text of `source` (as read, `source.raw`) with each move token replaced by the move at the
 * same place in `translated` (the same game after translation), and nothing else changed: tags,
 * comments, NAGs, move numbers, line breaks and spacing stay as they were. A glyph glued to a
 * move (`Sf3!`) stays glued to the translated move (`7163!`), which every notation reads back.
 *
 * @throws {Error} when the two games do not have the same moves, or `source` was not read from text
 */
export function writeGameKeepingLayout(source: Game, translated: Pick<Game, 'nodes'>): string {
  const from = movesInOrder(source.nodes);
  const to = movesInOrder(translated.nodes);
  if (from.length !== to.length) throw new Error(`keep-layout: ${from.length} moves read but ${to.length} translated`);
  const raw = source.raw;
  const parts: string[] = [];
  let at = 0;
  for (let k = 0; k < from.length; k++) {
    const a = from[k]!;
    const b = to[k]!;
    if (a.offset === undefined || a.offset < at || raw.slice(a.offset, a.offset + a.text.length) !== a.text) {
      throw new Error(`keep-layout: move ${a.text} has no place in the game's text`);
    }
    parts.push(raw.slice(at, a.offset), b.text, a.parsed?.glyph ?? '');
    at = a.offset + a.text.length;
  }
  parts.push(raw.slice(at));
  return parts.join('');
}
