/**
 * Writes a game in PGN export format: the seven tag roster first (in roster order), the other
 * tags in their order, a blank line, movetext with move numbers wrapped at 80 characters, the
 * result. Comments are written byte for byte (a comment longer than a line stays whole).
 * Annotation glyphs become NAGs ($1 …) and import-format results (½-½, 1:0) their export form.
 * Walks variations with an explicit stack, so any depth is fine.
 *
 * The text written is valid PGN, even of a game read with what PGN does not allow: what it
 * writes otherwise than read is listed as {@link ExportNote}s for the caller to report (tag names
 * with `-`, a Result tag that disagrees with the movetext, comments with `}`, NAGs before any
 * move in their line; see movetext-writer.ts and {@link exportResult}).
 *
 * Also the `--keep-layout` writer: the game's own text with only its move tokens replaced.
 */
import { START_FEN } from '../board/board.js';
import type { MoveWarningCode } from '../core/move-errors.js';
import { bracesAsParentheses, MovetextWriter } from './movetext-writer.js';
import { RESULT_EXPORT } from './scan.js';
import { walkNodes } from './tree.js';
import { normalizeResult, type CommentNode, type Game, type GameNode, type MoveNode, type Tag } from './types.js';
import { nagText, stressedGlyph, stressedReason } from './glyphs.js';

/** Something the PGN writer wrote otherwise than read, so that the output is valid PGN, and where. */
export interface ExportNote {
  readonly code: Extract<
    MoveWarningCode,
    'W_RESULT' | 'W_TAG_NAME' | 'W_FEN' | 'W_COMMENT_BRACES' | 'W_NAG_AS_COMMENT' | 'W_EMPTY_VARIATION' | 'W_GLYPH_STRESSED'
  >;
  readonly message: string;
  readonly line: number | undefined;
  readonly column: number | undefined;
}

export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;

export function escapeTagValue(value: string): string {
  return value.indexOf('\\') < 0 && value.indexOf('"') < 0 ? value : value.replace(/[\\"]/g, (c) => '\\' + c);
}

const ROSTER_INDEX: ReadonlyMap<string, number> = new Map(SEVEN_TAG_ROSTER.map((name, k) => [name, k]));

/** A character PGN export allows in a tag name: a letter, a digit or `_` (standard, 8.1.1); import also reads `+#=:-`. */
const isTagNameChar = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 95;

/** A tag name as PGN export writes it: each character other than a letter, digit or `_` as `_` (`Odd-Name` → `Odd_Name`). */
export function exportTagName(name: string): string {
  // A loop over the codes rather than a regular expression: this runs for every tag of every game.
  for (let i = 0; i < name.length; i++) {
    if (!isTagNameChar(name.charCodeAt(i))) return name.replace(/[^A-Za-z0-9_]/g, '_');
  }
  return name;
}

/**
 * A FEN as PGN export writes it: fields one space apart, no space around them, en or em dashes
 * for "no castling" or "no en passant square" (`w – – 0 1`, from word processors) as `-`, and the
 * move counters a FEN of four or five fields leaves out as they are read (`0`, `1`).
 */
export function exportFen(fen: string): string {
  const fieldCount = fen.split(' ').length;
  if (!/[–—]|\s\s|^\s|\s$|[^ \S]/.test(fen) && fieldCount !== 4 && fieldCount !== 5) return fen;
  const fields = fen
    .trim()
    .split(/\s+/)
    .map((f) => (f === '–' || f === '—' ? '-' : f));
  if (fields.length === 4) fields.push('0');
  if (fields.length === 5) fields.push('1');
  return fields.join(' ');
}

/**
 * The tag section. `result` is the value of the Result tag (see {@link exportResult}); without it, the
 * tag's own value in export form (`½-½` → `1/2-1/2`). Tag names PGN export does not allow are
 * written with `_` ({@link exportTagName}) and listed in `notes`.
 */
export function writeTags(game: Pick<Game, 'tags'>, result?: string, notes?: ExportNote[]): string {
  // The roster's tags in roster order (each name with all its tags, in their order), then the others in theirs.
  const roster: string[] = SEVEN_TAG_ROSTER.map(() => '');
  let others = '';
  for (const t of game.tags) {
    let value = t.name === 'Result' ? (result ?? normalizeResult(t.value)) : t.value;
    const fen = t.name === 'FEN' ? exportFen(value) : value;
    if (fen !== value) {
      value = fen;
      notes?.push({
        code: 'W_FEN',
        message: `FEN tag written "${value}" (PGN: one space between fields, - for none)`,
        line: t.line,
        column: t.column,
      });
    }
    const name = exportTagName(t.name);
    if (name !== t.name) {
      notes?.push({
        code: 'W_TAG_NAME',
        message: `tag name "${t.name}" written "${name}" (PGN tag names hold letters, digits and _ only)`,
        line: t.line,
        column: t.column,
      });
    }
    const line = `[${name} "${escapeTagValue(value)}"]\n`;
    const k = ROSTER_INDEX.get(t.name);
    if (k === undefined) others += line;
    else roster[k] += line;
  }
  let text = '';
  for (const lines of roster) text += lines;
  return text + others;
}

/** The ply (0 = White's first move) of the first move, from a FEN's side to move and move number. */
export function startPly(fen: string | undefined): number {
  if (!fen) return 0;
  const parts = fen.trim().split(/\s+/);
  const black = parts[1] === 'b';
  const number = Number.parseInt(parts[5] ?? '1', 10);
  return (Number.isFinite(number) && number > 0 ? number - 1 : 0) * 2 + (black ? 1 : 0);
}

/**
 * The movetext of `nodes`; what it writes otherwise than read (see movetext-writer.ts) is listed in
 * `notes`, at the comment, or for a NAG at the place of the move, variation or comment before it.
 */
export function writeMovetext(nodes: readonly GameNode[], firstPly: number, result: string | undefined, notes?: ExportNote[]): string {
  const out = new MovetextWriter(firstPly);
  const stack: Array<{ nodes: readonly GameNode[]; index: number; place: Place | undefined }> = [{ nodes, index: 0, place: undefined }];
  let place: Place | undefined;
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index >= f.nodes.length) {
      stack.pop();
      if (stack.length) out.endVariation();
      place = f.place;
      continue;
    }
    const node = f.nodes[f.index++]!;
    switch (node.type) {
      case 'move':
        out.move(node.text);
        place = node;
        break;
      case 'comment':
        if (!out.comment(node.form, node.text)) notes?.push(commentBracesNote(node));
        if (node.line !== undefined) place = node;
        break;
      case 'nag':
        if (stressedGlyph(node.text) !== undefined) {
          const message = `"${node.text}" read as "${stressedGlyph(node.text)}" (${nagText(node.text)}): ${stressedReason(node.text)}`;
          notes?.push({ code: 'W_GLYPH_STRESSED', message, line: place?.line, column: place?.column });
        }
        if (!out.nag(nagText(node.text), node.text)) {
          const message = `NAG ${node.text} with no move before it in its line (first in a variation or after one): written as a comment {${node.text}}`;
          notes?.push({ code: 'W_NAG_AS_COMMENT', message, line: place?.line, column: place?.column });
        }
        break;
      case 'escape':
        out.escape(node.text);
        break;
      case 'variation':
        if (!node.nodes.some((n) => n.type === 'move')) {
          // PGN: a variation holds moves (pgn-extract: "Missing move list in variation"). Its comments stay, in its place.
          for (const n of node.nodes) {
            if (n.type === 'comment') {
              if (!out.comment(n.form, n.text)) notes?.push(commentBracesNote(n));
            } else if (n.type === 'nag') out.comment('brace', n.text);
            else if (n.type === 'escape') out.escape(n.text);
          }
          notes?.push({
            code: 'W_EMPTY_VARIATION',
            message: 'a variation without a move: its comments written in its place, without ( )',
            line: node.line,
            column: node.column,
          });
          break;
        }
        out.startVariation();
        if (node.line !== undefined) place = node;
        stack.push({ nodes: node.nodes, index: 0, place: node.line !== undefined ? node : place });
        break;
    }
  }
  if (result !== undefined) out.result(normalizeResult(result));
  return out.finish();
}

function commentBracesNote(node: CommentNode): ExportNote {
  const message = 'a comment holding } (nested braces): its own braces written as ( ), so that it stays one comment';
  return { code: 'W_COMMENT_BRACES', message, line: node.line, column: node.column };
}

/** The text to write between a brace comment's `{` and `}`: as read, or with its braces as parentheses (and a note) when it holds `}`. */
export function braceComment(node: CommentNode, notes: ExportNote[]): string {
  if (node.text.indexOf('}') < 0) return node.text;
  notes.push(commentBracesNote(node));
  return bracesAsParentheses(node.text);
}

interface Place {
  readonly line?: number | undefined;
  readonly column?: number | undefined;
}

/** The result a writer puts at the end of the movetext: the game's, else its Result tag, else `*`. */
export function gameResult(game: Pick<Game, 'tags' | 'result'>): string {
  return game.result ?? game.tags.find((t) => t.name === 'Result')?.value ?? '*';
}

const isResult = (r: string | undefined): r is string => r !== undefined && RESULT_EXPORT[r] === r;

/** A result the rules of chess give a position: checkmate, or a draw (stalemate, a dead position). */
export type DecidedResult = '1-0' | '0-1' | '1/2-1/2';

const DECIDED_BY: Readonly<Record<DecidedResult, string>> = {
  '1-0': 'the game ends in checkmate by White',
  '0-1': 'the game ends in checkmate by Black',
  '1/2-1/2': 'the game ends in stalemate or a position where no mate is possible',
};

/**
 * The one result a game is written with, in its Result tag and at the end of its movetext (PGN
 * wants the two the same), from the Result tag's value and the movetext's result as read, and
 * `decided` when the rules give the main line's last position a result. The movetext's result
 * wins over the tag (it ends the game's own record; pgn-extract's --fixresulttags decides so
 * too), except that a known result wins over `*`; a tag value that is no result (`?`,
 * `1-0 (forfeit)`) gives way; the rules win over both. `note` says what was changed, when anything was.
 */
export function exportResult(
  tagValue: string | undefined,
  written: string | undefined,
  decided?: DecidedResult,
): { result: string; note: string | undefined } {
  const tag = tagValue === undefined ? undefined : normalizeResult(tagValue);
  const played = written === undefined ? undefined : normalizeResult(written);
  let result = isResult(played) ? played : isResult(tag) ? tag : '*';
  if (result === '*' && isResult(tag)) result = tag;
  if (decided !== undefined) result = decided;
  if ((tag === undefined || tag === result) && (played === undefined || played === result)) return { result, note: undefined };
  const was = [
    tagValue !== undefined ? `the Result tag said ${JSON.stringify(tagValue)}` : '',
    written !== undefined ? `the movetext ${written}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const why = decided !== undefined ? DECIDED_BY[decided] : 'tag and movetext must agree';
  return { result, note: `result written ${result} in the Result tag and the movetext (${why}; ${was})` };
}

export interface WriteGameOptions {
  /**
   * The position a game without a FEN tag was read from (`--fen`; the standard one when absent): a game without a FEN
   * tag gets it as its FEN tag (with SetUp "1" where it has none) unless it is the standard start position.
   */
  readonly startFen?: string | undefined;
  /** The result the rules give the main line's last position, if any (the board knows; see {@link exportResult}). */
  readonly decided?: DecidedResult | undefined;
  /** Filled with what was written otherwise than read (see {@link ExportNote}). */
  readonly notes?: ExportNote[] | undefined;
}

export function writeGame(game: Game, options: WriteGameOptions = {}): string {
  let fen: string | undefined;
  let resultTag: Tag | undefined;
  let setUp: Tag | undefined;
  for (const t of game.tags) {
    if (t.name === 'FEN') fen ??= t.value;
    else if (t.name === 'Result') resultTag ??= t;
    else if (t.name === 'SetUp' && t.value === '1') setUp ??= t;
  }
  if (setUp !== undefined && fen === undefined) {
    // PGN: SetUp "1" names a FEN tag. The game was read from this position, so it is written.
    fen = options.startFen ?? START_FEN;
    game = { ...game, tags: [...game.tags, { name: 'FEN', value: fen }] };
    options.notes?.push({
      code: 'W_FEN',
      message: `SetUp tag without a FEN tag: FEN "${fen}" written, the position the game was read from`,
      line: setUp.line,
      column: setUp.column,
    });
  }
  if (setUp === undefined && fen === undefined && options.startFen !== undefined && options.startFen !== START_FEN) {
    // A game without a FEN tag read from another position (--fen): written with it, or no other reader can replay it.
    fen = options.startFen;
    game = { ...game, tags: [...game.tags, { name: 'SetUp', value: '1' }, { name: 'FEN', value: fen }] };
    options.notes?.push({
      code: 'W_FEN',
      message: `no FEN tag: SetUp "1" and FEN "${fen}" written, the position the game was read from (--fen)`,
      line: game.origin.line,
      column: game.origin.column,
    });
  }
  const { result, note } = exportResult(resultTag?.value, game.result, options.decided);
  if (note !== undefined) {
    options.notes?.push({
      code: 'W_RESULT',
      message: note,
      line: resultTag?.line ?? game.origin.line,
      column: resultTag?.column ?? game.origin.column,
    });
  }
  const tags = writeTags(game, result, options.notes);
  const movetext = writeMovetext(game.nodes, startPly(fen), result, options.notes);
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
