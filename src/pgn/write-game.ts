/**
 * Writes a game in PGN export format: the seven tag roster first (in roster order), the other
 * tags in their order, a blank line, movetext with move numbers wrapped at 80 characters, the
 * result. Comments are written byte for byte (a comment longer than a line stays whole).
 * Annotation glyphs become NAGs ($1 …) and import-format results (½-½, 1:0) their export form.
 * Walks variations with an explicit stack, so any depth is fine.
 *
 * Also the `--keep-layout` writer: the game's own text with only its move tokens replaced.
 */
import { MovetextWriter } from './movetext-writer.js';
import { walkNodes } from './tree.js';
import { normalizeResult, type Game, type GameNode, type MoveNode, type Tag } from './types.js';

export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;

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
  return value.indexOf('\\') < 0 && value.indexOf('"') < 0 ? value : value.replace(/[\\"]/g, (c) => '\\' + c);
}

const ROSTER_INDEX: ReadonlyMap<string, number> = new Map(SEVEN_TAG_ROSTER.map((name, k) => [name, k]));

export function writeTags(game: Pick<Game, 'tags'>): string {
  // The roster's tags in roster order (each name with all its tags, in their order), then the
  // others in theirs: in one pass when the tags already stand so (nearly always), else name by name.
  const tags = game.tags;
  let text = '';
  let last = 0;
  for (const t of tags) {
    const k = rosterIndex(t.name);
    if (k < last) return writeTagsInRosterOrder(tags);
    last = k;
    text += tagLine(t);
  }
  return text;
}

/** {@link writeTags} for tags out of roster order: the tags of each roster name in turn, then the others. */
function writeTagsInRosterOrder(tags: readonly Tag[]): string {
  let text = '';
  for (let k = 0; k <= SEVEN_TAG_ROSTER.length; k++) for (const t of tags) if (rosterIndex(t.name) === k) text += tagLine(t);
  return text;
}

/** A tag name's place in the seven tag roster; any other name comes after them all. */
function rosterIndex(name: string): number {
  return ROSTER_INDEX.get(name) ?? SEVEN_TAG_ROSTER.length;
}

/**
 * `[Name "value"]` and a line break; the Result tag in export form, as the movetext's result is
 * written (`½-½` → `1/2-1/2`): the two agree.
 */
function tagLine(t: Tag): string {
  return '[' + t.name + ' "' + escapeTagValue(t.name === 'Result' ? normalizeResult(t.value) : t.value) + '"]\n';
}

/** The ply (0 = White's first move) of the first move, from a FEN's side to move and move number. */
export function startPly(fen: string | undefined): number {
  if (!fen) return 0;
  const parts = fen.trim().split(/\s+/);
  const black = parts[1] === 'b';
  const number = Number.parseInt(parts[5] ?? '1', 10);
  return (Number.isFinite(number) && number > 0 ? number - 1 : 0) * 2 + (black ? 1 : 0);
}

export function writeMovetext(nodes: readonly GameNode[], firstPly: number, result: string | undefined): string {
  const out = new MovetextWriter(firstPly);
  const stack: Array<{ nodes: readonly GameNode[]; index: number }> = [{ nodes, index: 0 }];
  while (stack.length) {
    const f = stack[stack.length - 1]!;
    if (f.index >= f.nodes.length) {
      stack.pop();
      if (stack.length) out.endVariation();
      continue;
    }
    const node = f.nodes[f.index++]!;
    switch (node.type) {
      case 'move':
        out.move(node.text);
        break;
      case 'comment':
        out.comment(node.form, node.text);
        break;
      case 'nag':
        out.nag(nagText(node.text));
        break;
      case 'escape':
        out.escape(node.text);
        break;
      case 'variation':
        out.startVariation();
        stack.push({ nodes: node.nodes, index: 0 });
        break;
    }
  }
  if (result !== undefined) out.result(normalizeResult(result));
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
