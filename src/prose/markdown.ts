/**
 * The parts of a plain-text or Markdown document that prose translation never changes: fenced
 * code blocks, code spans, HTML tags and comments, links and images (`[text](…)`), autolinks
 * and bare URLs. What is left is prose, where moves are looked for. Code spans are also where
 * documents put FEN check-points (`` `r2nk2r/pp2bppp/… b kq c3 0 13` ``): those are reported too.
 */

/** A range of the text, start inclusive, end exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface DocumentParts {
  /** Ranges never to change, in text order, not overlapping. */
  readonly protectedSpans: Span[];
  /** FENs found in the text (in code spans or on their own), in text order, with where they stand. */
  readonly fens: Array<Span & { readonly fen: string }>;
}

/** A FEN: piece placement of eight ranks, side to move, and optionally the other fields. */
const FEN = /[rnbqkpRNBQKP1-8]{1,8}(?:\/[rnbqkpRNBQKP1-8]{1,8}){7} [wb](?: (?:-|[KQkq]{1,4}) (?:-|[a-h][36])(?: \d+ \d+)?)?/g;

/**
 * Fenced code blocks: ``` or ~~~ at a line start, to the matching fence (or the end). A line that opens with backticks and
 * has another backtick after them opens none (CommonMark: a backtick fence's info string holds no backtick): it is a
 * code span, ```` ```rn3rk1/2q2ppp/… w - - 5 21``` ````, a FEN a lesson page set on a line of its own.
 */
const FENCE = /^[ \t]*(`{3,}(?![^\n]*`)|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*\r?$|(?![\s\S]))/gm;
/** The info string of a code block that may hold a game: none, or PGN or plain text. */
const GAME_BLOCK = /^(?:|pgn|text|txt|plain|plaintext|chess)$/i;
/** HTML comments and tags, link targets, autolinks, bare URLs. */
const TAGS_AND_LINKS =
  '<!--[\\s\\S]*?-->|<\\/?[A-Za-z][^<>]*>|!?\\[[^\\]\\n]*\\]\\([^)\\s]*(?:\\s+"[^"]*")?\\)|<[a-z]+:[^<>\\s]+>|\\bhttps?:\\/\\/[^\\s<>)\\]]+|^\\[[^\\]]+\\]:\\s*\\S+.*$';
/** Code spans, then {@link TAGS_AND_LINKS}. */
const INLINE = new RegExp(`(\`+)[\\s\\S]*?\\1|${TAGS_AND_LINKS}`, 'gm');
/**
 * {@link TAGS_AND_LINKS} in a game's PGN text, where a tag never holds a brace: the braces there are PGN comments' (a game
 * read from a tag's `pgn` attribute is written with the tag's two ends in two comments, `{<b pgn="} 1. e4 … {">}`).
 */
const MARKUP = new RegExp(TAGS_AND_LINKS.replace('<\\/?[A-Za-z][^<>]*>', '<\\/?[A-Za-z][^<>{}]*>'), 'gm');
/**
 * An HTML or JSX tag's attribute `pgn` or `data-pgn` and its quoted value's opening quote (`<White pgn="1. e4 e5 …" />`,
 * `<div data-pgn='…'>`), as pages pass a game to a chess viewer; group 2 is the value.
 */
const PGN_ATTRIBUTE = /^<[A-Za-z][^<>]*?\s(?:data-)?pgn\s*=\s*(["'])([^"'<>]*)(?=\1)/i;

/**
 * The markup of `text` (code blocks and spans, HTML comments and tags, links and images, autolinks, bare URLs), in text
 * order, not overlapping: what prose never changes. `code` false: without code blocks and spans, the markup the PGN
 * reading of a game copied from a web page or a Markdown file keeps as words around its moves (pgn/text-runs.ts; a game
 * in a code block is the game there). One rule for both. `games`: the text is read for its games (`translate` reading a
 * document, document-games.ts), where a game's PGN that a page passes to its chess viewer in a tag's `pgn` or `data-pgn`
 * attribute ({@link PGN_ATTRIBUTE}) is the game there; its value is then no markup (prose rewriting the text keeps the
 * tag as written, the viewer's PGN in the notation the viewer reads); so are the moves in a code span (`` `1.e4 c5` ``, a
 * Markdown post quoting a line): only its backticks are markup then; and a code block that names no language, or PGN or
 * text (```` ``` ```` then `1. e4 c5 …`): only its fence lines.
 */
export function markupSpans(text: string, code = true, games = false): Span[] {
  const spans: Span[] = [];
  const add = (start: number, end: number): void => {
    spans.push({ start, end });
  };
  for (const m of code ? text.matchAll(FENCE) : []) {
    // (a code block of a text read for its games that names no language, or PGN or text, ```` ``` ```` or ```` ```pgn ````:
    // the game there, as the PGN reading takes it; its fence lines are markup. A block of program code is never read.)
    const info = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\n]*?)[ \t]*\r?\n/.exec(m[0]);
    if (games && info !== null && GAME_BLOCK.test(info[1]!)) {
      add(m.index, m.index + info[0].length);
      const close = /\n([ \t]*(?:`{3,}|~{3,})[ \t]*\r?)$/.exec(m[0]);
      if (close !== null) add(m.index + m[0].length - close[1]!.length, m.index + m[0].length);
    } else add(m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(code ? INLINE : MARKUP)) {
    // (moves in a code span of a text read for its games, `` `1.e4 c5 2.Nc3` ``: the moves there; its backticks are markup)
    const span = games && m[1] !== undefined ? m[1].length : 0;
    if (span > 0 && m[0].length > 2 * span) {
      add(m.index, m.index + span);
      add(m.index + m[0].length - span, m.index + m[0].length);
      continue;
    }
    // (a game's PGN as a page's chess viewer takes it, in a tag's `pgn` attribute: the game there, as in code)
    const pgn = games ? PGN_ATTRIBUTE.exec(m[0]) : null;
    if (pgn === null) add(m.index, m.index + m[0].length);
    else {
      const end = m.index + pgn[0].length;
      add(m.index, end - pgn[2]!.length);
      add(end, m.index + m[0].length);
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      if (s.end > last.end) merged[merged.length - 1] = { start: last.start, end: s.end };
    } else merged.push(s);
  }
  return merged;
}

/**
 * The parts of `text` prose never changes (its markup, {@link markupSpans}, and FENs), and its FENs; `games`: the text is
 * read for its games (see {@link markupSpans}).
 */
export function documentParts(text: string, games = false): DocumentParts {
  const merged = markupSpans(text, true, games);
  const fens: Array<Span & { fen: string }> = [];
  for (const m of text.matchAll(FEN)) fens.push({ start: m.index, end: m.index + m[0].length, fen: m[0] });
  // A FEN outside code is protected too (its letters are not moves).
  for (const f of fens) if (!merged.some((s) => s.start <= f.start && f.end <= s.end)) merged.push({ start: f.start, end: f.end });
  merged.sort((a, b) => a.start - b.start);
  return { protectedSpans: merged, fens };
}
