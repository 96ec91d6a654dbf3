/**
 * A diagram printed in ChessBase's diagram font between the moves, as a text exported from ChessBase keeps it when the
 * font is lost: a line of file letters in brackets, eight ranks of the font's characters, a line of file letters in
 * braces:
 *
 *     [ABCDEFGH]
 *     8rsn-wqkvl-tr(
 *     7zpp+-zppzpp'
 *     …
 *     1tRNvLQmK-+R!
 *     {abcdefgh}
 *
 * Each rank line is the rank's digit, its eight squares and one border character. A square is an empty one (`-` or `*`
 * light, `+` dark), a piece on a light square (white `K Q R L N P`, black `k q r l n p`: L the bishop), or one on a dark
 * square, written with the mark of its kind before it (`m` king, `w` queen, `t` rook, `v` bishop, `s` knight, `z` pawn:
 * `sn` a black knight, `tR` a white rook). The piece letters and dark-square marks are those of Scidb's table of the
 * ChessBase diagram fonts DiagramTTCrystals, DiagramTTFritz, DiagramTTHabsburg, DiagramTTOldstyle, DiagramTTUSCF
 * (rofl0r/scidb, trunk/tcl/fonts.tcl, `DiagramChessBaseEncoding`); Scidb gives `*` for an empty light square where the texts
 * have `-`, so both are read. The border lines and characters are not in that table: they are read by their shape
 * (file letters a–h in order, forwards or backwards for a board seen from Black; rank digits in order).
 *
 * Such a block is the picture of a position, never moves, a tag or the start of a game: the readings keep it as text (a
 * comment) and read no bracket in it ({@link withoutDiagramBrackets}).
 */

/** A square of the diagram font: empty, a piece on a light square, or a piece on a dark one with its kind's mark. */
const SQUARE = '(?:[-*+]|[mwtvsz]?[KQRLNPkqrlnp])';
/** A rank of the diagram: its digit, eight squares, a border character. */
const RANK = new RegExp(`^[ \\t]*([1-8])${SQUARE}{8}\\S[ \\t]*$`, 'u');
/** The border above or below the board: the file letters in order (or backwards), in brackets or braces. */
const BORDER = /^[ \t]*[[{(]?(?:abcdefgh|hgfedcba)[\]})]?[ \t]*$/iu;

/** Where a diagram printed in the diagram font stands in the text: [start, end) of its lines, the last line break left out. */
export interface FontDiagram {
  readonly start: number;
  readonly end: number;
}

/** The diagrams printed in the diagram font in `text`: eight rank lines in order, with the border lines around them. */
export function fontDiagrams(text: string): FontDiagram[] {
  if (!/[1-8]\S{9,}/u.test(text)) return [];
  const lines: Array<{ start: number; end: number; text: string }> = [];
  for (let start = 0; start <= text.length;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, end, text: text.slice(start, end).replace(/\r$/, '') });
    if (nl < 0) break;
    start = nl + 1;
  }
  const out: FontDiagram[] = [];
  for (let i = 0; i + 8 <= lines.length; i++) {
    const ranks = lines.slice(i, i + 8).map((l) => RANK.exec(l.text)?.[1]);
    if (ranks.some((r) => r === undefined)) continue;
    const digits = ranks.join('');
    if (digits !== '87654321' && digits !== '12345678') continue;
    let first = i;
    let last = i + 7;
    if (first > 0 && BORDER.test(lines[first - 1]!.text)) first--;
    if (last + 1 < lines.length && BORDER.test(lines[last + 1]!.text)) last++;
    out.push({ start: lines[first]!.start, end: lines[last]!.end });
    i = last;
  }
  return out;
}

/** The first characters a diagram's first line can have: a border's bracket or first file letter, a rank's digit. */
const FIRST = /[[{(aAhH1-8]/u;

/**
 * The length of the diagram printed in the diagram font whose first line starts at `pos` (a line's start, blanks
 * before it allowed), up to the end of its last line; 0 where none starts there. The one rule by which the PGN grammar
 * reads such a block as a comment and the splitter (scan.ts bracketCommentAt) does not take its border for a tag pair.
 */
export function fontDiagramAt(text: string, pos: number): number {
  if (!FIRST.test(text.charAt(pos))) return 0;
  let start = pos;
  while (start > 0 && (text.charCodeAt(start - 1) === 32 || text.charCodeAt(start - 1) === 9)) start--;
  if (start > 0 && text.charCodeAt(start - 1) !== 10 && text.charCodeAt(start - 1) !== 13) return 0;
  // (a quick look at the line first: a border or a rank, else no diagram starts here)
  const nl = text.indexOf('\n', pos);
  const line = text.slice(start, nl < 0 ? text.length : nl).replace(/\r$/, '');
  if (!BORDER.test(line) && !RANK.test(line)) return 0;
  let end = start;
  for (let k = 0; k < 10 && end >= 0; k++) end = text.indexOf('\n', end + 1);
  const window = text.slice(start, end < 0 ? text.length : end);
  const first = fontDiagrams(window)[0];
  return first !== undefined && first.start === 0 ? start + first.end - pos : 0;
}

/** The brackets and braces a reading could take for a variation, a tag or a comment. */
const BRACKETS = /[()[\]{}]/gu;

/**
 * `text` with every bracket and brace inside a diagram printed in the diagram font written as a space (the same length,
 * so offsets stay): what a reading of moves and brackets reads, the diagram then text with no bracket of its own.
 */
export function withoutDiagramBrackets(text: string): string {
  const diagrams = fontDiagrams(text);
  if (diagrams.length === 0) return text;
  let out = '';
  let at = 0;
  for (const d of diagrams) {
    out += text.slice(at, d.start) + text.slice(d.start, d.end).replace(BRACKETS, ' ');
    at = d.end;
  }
  return out + text.slice(at);
}
