/**
 * Writes a game in PGN export format: the seven tag roster first (in roster order), the other
 * tags in their order, a blank line, movetext with move numbers wrapped at 80 characters, the
 * result. Comments are written byte for byte (a comment longer than a line stays whole).
 * Walks variations with an explicit stack, so any depth is fine.
 */
import type { Game, GameNode } from './types.js';

export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;
const MAX_LINE = 80;

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

class LineWrapper {
  private lines: string[] = [];
  private line = '';
  /** The next token follows without a space (after `(`). */
  private glueNext = false;

  token(t: string): void {
    const sep = this.glueNext ? '' : ' ';
    this.glueNext = false;
    if (this.line.length > 0 && this.line.length + sep.length + t.length > MAX_LINE) this.newline();
    this.line = this.line.length ? this.line + sep + t : t;
  }

  /** `(`: the next token is written right after it. */
  open(): void {
    this.token('(');
    this.glueNext = true;
  }

  /** `)`: written right after the previous token. */
  close(): void {
    if (this.line.length === 0 || this.line.length + 1 > MAX_LINE) this.token(')');
    else this.line += ')';
    this.glueNext = false;
  }

  /** A token that must be followed by the end of the line (`;` comment). */
  lineEnding(t: string): void {
    this.token(t);
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
        else out.token(`{${node.text}}`);
        f.needNumber = true;
        break;
      case 'nag':
        out.token(node.text);
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
  if (result !== undefined) out.token(result);
  return out.finish();
}

export function writeGame(game: Game): string {
  const fen = game.tags.find((t) => t.name === 'FEN')?.value;
  const result = game.result ?? game.tags.find((t) => t.name === 'Result')?.value ?? '*';
  const tags = writeTags(game);
  const movetext = writeMovetext(game.nodes, startPly(fen), result);
  return `${tags}${tags ? '\n' : ''}${movetext}\n\n`;
}
