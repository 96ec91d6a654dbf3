/**
 * Words of prose joined where a move is printed with spaces inside it or a slash between pairs:
 * `Cf3 x Cd4` and `e5 x d4` (a capture mark between spaces, the captured piece named or not),
 * `G: b4` (the capture mark glued to the piece letter, a space before the square), `e2 e4` (a square pair), and
 * `1 e4, c5 / 2 Cf3` (a slash parting pairs), `e:d6 e.p.` (the en passant mark after a move). Steps of
 * {@link proseWords} after the text is cut into words.
 */
import type { ProseWord } from './words.js';

/**
 * `1 e4, c5 / 2 Cf3, d6 / 3 d4`: a slash standing alone before a move number (bare or with its full stop) parts one
 * pair of moves from the next, as Spanish newspaper columns print a game (and as the PGN reading reads it: one W_STYLE
 * note); it is punctuation, not a word, so that the moves on either side of it are one sequence. A slash elsewhere
 * (`Cf3 / Cc3`, the one or the other) stays a word.
 */
export function withoutPairSlashes(words: ProseWord[]): ProseWord[] {
  return words.filter((w, i) => {
    const next = words[i + 1];
    const isNumber = next?.kind === 'number' || (next?.kind === 'word' && /^[1-9]\d{0,2}$/.test(next.text));
    const before = words[i - 1];
    const afterWords = before?.kind === 'word' || (before?.kind === 'bracket' && before.text === ')');
    return !(w.kind === 'word' && w.text === '/' && afterWords && isNumber);
  });
}

/**
 * `e2 - e4`, `Cg1 - f3`, `d4 x e5`, `f5 X e4`, `Sf3 : e5`: a long move written with spaces around
 * its separator (old books, typed scores) is one word, and so is a piece letter, a capture mark
 * between spaces and a square (`S : e5`, `N x e5`: `pieceTokens`; a pawn's file: `f X e5`); the move reader reads it (W_SPACING).
 */
export function joinSpacedMoves(text: string, words: ProseWord[], pieceTokens: readonly string[]): ProseWord[] {
  const out: ProseWord[] = [];
  words = withNumbersBeforeSpacedCastling(text, words);
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    // (`0 – 0`, `O - O - O`: castling with a dash between spaces, as Indonesian primers print it)
    const castling = spacedCastlingLength(text, words, i);
    if (castling > 0) {
      const last = words[i + castling - 1]!;
      out.push({ kind: 'word', start: a.start, end: last.end, text: text.slice(a.start, last.end) });
      i += castling - 1;
      continue;
    }
    const sep = words[i + 1];
    const b = words[i + 2];
    const first = (t: string, capture: boolean): boolean =>
      /[a-h][1-8]$/.test(t) || (capture && (pieceTokens.includes(t) || /^[a-h]$/.test(t)));
    // (`Cc6 x Cd4`: after a capture mark, the captured piece's letter may stand before the square)
    const target = (t: string, capture: boolean): boolean => /^[a-h][1-8]/.test(t) || (capture && namesCapturedPiece(t, pieceTokens, 0));
    // (`C - d4`, `c - d4`: a hyphen between spaces after a piece letter or a pawn's file is the capture mark of
    // Spanish newspaper columns, as the move grammar reads it, W_DASH_CAPTURE; such a word is never two moves)
    const dashCapture = sep?.kind === 'word' && /^[-–]$/.test(sep.text) && a.kind === 'word' && !/[a-h][1-8]$/.test(a.text);
    // (an en or em dash alone is cut as a dash standing for White's move, words.ts; between two squares,
    // `e2 – e4`, `Kg1 – f3` as Indonesian primers print long moves, it is the move's separator)
    const squareDash = sep?.kind === 'black' && /^[–—]$/.test(sep.text);
    if (
      a.kind === 'word' &&
      (sep?.kind === 'word' || squareDash) &&
      b?.kind === 'word' &&
      first(a.text, dashCapture || /^[x:×X]$/.test(sep.text)) &&
      /^[-–—x:×X]$/.test(sep.text) &&
      target(b.text, /^[x:×X]$/.test(sep.text)) &&
      spacesAround(text.slice(a.end, sep.start), text.slice(sep.end, b.start), /[a-h][1-8]$/.test(a.text)) &&
      !bulletAgain(text, a, sep) &&
      // (`3. d4 - e5 x d4`: a dash between two moves, the second a spaced capture: the capture is the one word)
      !(/^[-–—]$/.test(sep.text) && spacedCaptureAt(text, words, i + 2))
    ) {
      // A dash may also stand between White's and Black's move (`2/ Cc3 - f5 ;`); a capture mark never does.
      const pair = /^[-–—]$/.test(sep.text) && !dashCapture ? ([a, b] as const) : undefined;
      // (the move as the reader reads it: a line break within it a space)
      const written = text.slice(a.start, b.end).replace(/[ \t]*\r?\n[ \t]*/, ' ');
      out.push({ kind: 'word', start: a.start, end: b.end, text: written, ...(pair ? { pair } : {}) });
      i += 2;
    } else if (
      // `Sf3 : e5`: a colon between spaces (the cut drops it as punctuation)
      a.kind === 'word' &&
      sep?.kind === 'word' &&
      first(a.text, true) &&
      /^[a-h][1-8]/.test(sep.text) &&
      /^[ \t]+:[ \t]+$/.test(text.slice(a.end, sep.start))
    ) {
      out.push({ kind: 'word', start: a.start, end: sep.end, text: text.slice(a.start, sep.end) });
      i += 1;
    } else if (
      // `G: b4`, `e: d4`, `S× e5` (Polish and Soviet print, blogs): a piece letter (in any language's letters: a capital
      // alone) or a pawn's file, the capture mark glued to it, then a space and the square (the cut drops a colon as punctuation)
      a.kind === 'word' &&
      sep?.kind === 'word' &&
      /^(?:\p{Lu}|[a-h])[x×:]?$/u.test(a.text) &&
      /^[a-h][1-8]/.test(sep.text) &&
      /^[x×:]?[ \t]+$/.test(text.slice(a.end, sep.start)) &&
      /[x×:]/.test(text.slice(a.end - 1, sep.start))
    ) {
      out.push({ kind: 'word', start: a.start, end: sep.end, text: text.slice(a.start, sep.end) });
      i += 1;
    } else if (a.kind === 'word' && sep !== undefined && brokenLongMove(text, a, sep, b, pieceTokens)) {
      // `e5—` at a line's end then `e6`, `Bg5` then `—h4` on the next line: a long move old print set in columns breaks at
      // its dash; `g7 Xf6`: the capture mark glued to the square after a space (read as `g7 X f6`)
      const last = sep.kind === 'black' ? b! : sep;
      const written = text
        .slice(a.start, last.end)
        .replace(/[ \t]*\r?\n[ \t]*/, '')
        .replace(/^(\S*[a-h][1-8][-–—]) (?=[a-h][1-8])/u, '$1')
        .replace(/^(\S+)[ \t]+([xX×:])/u, '$1 $2 ');
      out.push({ kind: 'word', start: a.start, end: last.end, text: written });
      i += sep.kind === 'black' ? 2 : 1;
    } else if (
      // `Cf3x Cd4`, `Dd1 xCd4` (French blogs): the capture mark glued on one side, then the captured piece and its square
      a.kind === 'word' &&
      sep?.kind === 'word' &&
      /^[ \t]+$/.test(text.slice(a.end, sep.start)) &&
      ((/[a-h][1-8][x×]$/.test(a.text) && namesCapturedPiece(sep.text, pieceTokens, 0)) ||
        (/[a-h][1-8]$/.test(a.text) && /^[x:×]/.test(sep.text) && namesCapturedPiece(sep.text, pieceTokens, 1)))
    ) {
      out.push({ kind: 'word', start: a.start, end: sep.end, text: text.slice(a.start, sep.end) });
      i += 1;
    } else out.push(a);
  }
  return out;
}

/**
 * The white space on either side of a spaced move's separator: spaces or tabs, or on one side a line break where the move
 * starts with its square (`e4 X` at a line's end, then `d5`: old print set in columns breaks a long move so, `Ke8 x` / `f7`).
 */
/**
 * Whether `sep`, a dash at the start of the line after `a`'s, is that line's bullet: `a`'s line opens with the same dash
 * and a space (`- d4 d5` then `- c4 dxc4`, a list of pairs), so the two are list items, not one long move broken at its dash.
 */
function bulletAgain(text: string, a: ProseWord, sep: ProseWord): boolean {
  if (!/\n[ \t]*$/.test(text.slice(a.end, sep.start))) return false;
  const line = text.slice(text.lastIndexOf('\n', a.start - 1) + 1, a.start);
  return new RegExp(`^[ \\t>]*${escapeRegExp(sep.text)}[ \\t]`).test(line);
}

function spacesAround(before: string, after: string, fromSquare: boolean): boolean {
  const spaces = /^[ \t]+$/;
  const broken = /^[ \t]*\r?\n[ \t]*$/;
  return (
    (spaces.test(before) && spaces.test(after)) ||
    (fromSquare && ((broken.test(before) && spaces.test(after)) || (spaces.test(before) && broken.test(after))))
  );
}

/**
 * Whether a long move is written across a line break at its dash, or with its capture mark glued to the square after a
 * space, from `a` on (see joinSpacedMoves): `e5—` then `e6` on the next line (or after a space, `Rg8— f6`), `Bg5` then
 * `—h4` (the dash cut as a word of its own, `sep`, the square `b` glued to it), `g7 Xf6` (`pieceTokens`: the language's
 * piece letters, no capture mark).
 */
function brokenLongMove(text: string, a: ProseWord, sep: ProseWord, b: ProseWord | undefined, pieceTokens: readonly string[]): boolean {
  const broken = /^[ \t]*\r?\n[ \t]*$/;
  // (or a space after the dash, as a scan spaces it: `Rg8— f6`)
  if (/[a-h][1-8][-–—]$/.test(a.text))
    return sep.kind === 'word' && /^[a-h][1-8]/.test(sep.text) && /^(?:[ \t]*\r?\n[ \t]*| )$/.test(text.slice(a.end, sep.start));
  if (!/[a-h][1-8]$/.test(a.text)) return false;
  if (sep.kind === 'black')
    return (
      /^[–—]$/.test(sep.text) &&
      b?.kind === 'word' &&
      b.start === sep.end &&
      /^[a-h][1-8]/.test(b.text) &&
      broken.test(text.slice(a.end, sep.start))
    );
  // (not where the mark is a piece letter of the language: `17.Hxf6 Xf8`, the Vietnamese rook's move)
  return (
    sep.kind === 'word' &&
    /^[xX×:][a-h][1-8]/.test(sep.text) &&
    !pieceTokens.includes(sep.text[0]!) &&
    /^[ \t]+$/.test(text.slice(a.end, sep.start))
  );
}

/** An en passant mark after a move and a space: `e.p.`, `e. p.` or `ep`, to its last character (the full stop included). */
const EN_PASSANT_MARK = /^[ \t]e(?:\.[ \t]?p\.|p)(?![\p{L}\p{N}])/u;

/**
 * `10.e:d6 e.p. D:d6`, `exd6 e. p.`: the en passant mark written after a move, a space between, is part of the move's
 * word, as the move grammar reads it with the move (W_EN_PASSANT_MARK, or W_EN_PASSANT_WRONG where the move is no such
 * capture: the board decides), not a word of the sentence where the next move is due. Only after a word ending in a
 * square (and its marks).
 */
export function joinEnPassantMarks(text: string, words: readonly ProseWord[]): ProseWord[] {
  const out: ProseWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    const mark = a.kind === 'word' && /[a-h][1-8][+#†‡!?]*$/.test(a.text) ? EN_PASSANT_MARK.exec(text.slice(a.end, a.end + 6)) : null;
    if (mark === null) {
      out.push(a);
      continue;
    }
    const end = a.end + mark[0].length;
    let j = i + 1;
    while (j < words.length && words[j]!.start < end) j++;
    out.push({ kind: 'word', start: a.start, end, text: text.slice(a.start, end) });
    i = j - 1;
  }
  return out;
}

/** A castling sign, `O` or `0`, alone as a word. */
const isCastlingSign = (w: ProseWord | undefined): boolean => w?.kind === 'word' && /^[O0]$/.test(w.text);

/** `words[j]` is a dash with a space or tab on either side (an en or em dash alone is cut as a `black` word, words.ts). */
function spacedDashAt(text: string, words: readonly ProseWord[], j: number): boolean {
  const [before, sep, after] = [words[j - 1], words[j], words[j + 1]];
  return (
    before !== undefined &&
    sep !== undefined &&
    after !== undefined &&
    ((sep.kind === 'word' && /^[-–—]$/.test(sep.text)) || (sep.kind === 'black' && /^[–—]$/.test(sep.text))) &&
    /^[ \t]+$/.test(text.slice(before.end, sep.start)) &&
    /^[ \t]+$/.test(text.slice(sep.end, after.start))
  );
}

/**
 * `6.0 0 Se7`, `9...0 0`: a move number glued to castling written with a space for its dash, as a PDF's text layer gives it;
 * the number is cut from the zero, which a castling sign of its own follows (`4.0` stays one word elsewhere: a version, a score).
 */
function withNumbersBeforeSpacedCastling(text: string, words: ProseWord[]): ProseWord[] {
  let out: ProseWord[] | undefined;
  words.forEach((w, i) => {
    const m = w.kind === 'word' ? /^([1-9][0-9]{0,2})(\.{2,16}|…|\.)[O0]$/.exec(w.text) : null;
    if (m === null || !spaceOnlyAt(text, words, i + 1, true)) {
      out?.push(w);
      return;
    }
    out ??= words.slice(0, i);
    const cut = w.start + m[1]!.length + m[2]!.length;
    const ply = 2 * Number(m[1]) - (m[2] === '.' ? 1 : 0);
    out.push({ kind: 'number', start: w.start, end: cut, ply, text: text.slice(w.start, cut) });
    out.push({ kind: 'word', start: cut, end: w.end, text: text.slice(cut, w.end) });
  });
  return out ?? words;
}

/**
 * `words[j]` is a castling sign one space after the one before it (`0 0`: the dash lost, as a PDF's text layer gives it);
 * `marked`: the last sign, which a check mark or a glyph may follow (`0 0 0?!`).
 */
function spaceOnlyAt(text: string, words: readonly ProseWord[], j: number, marked: boolean): boolean {
  const w = words[j];
  return w?.kind === 'word' && (marked ? /^[O0][+#!?]*$/ : /^[O0]$/).test(w.text) && text.slice(words[j - 1]!.end, w.start) === ' ';
}

/**
 * How many words from `words[i]` write castling with spaced dashes (`0 – 0`: 3, `0 – 0 – 0`: 5) or with one space for each
 * dash (`0 0`: 2, `0 0 0`: 3), else 0; the move grammar reads it (W_SPACING, W_CASTLE_FORM).
 */
function spacedCastlingLength(text: string, words: readonly ProseWord[], i: number): number {
  if (!isCastlingSign(words[i])) return 0;
  // (four signs, `0 0 0 0`, are both sides castling short)
  const fourSigns = spaceOnlyAt(text, words, i + 3, true) && !spaceOnlyAt(text, words, i + 4, true);
  if (spaceOnlyAt(text, words, i + 1, false) && spaceOnlyAt(text, words, i + 2, true) && !fourSigns) return 3;
  if (spaceOnlyAt(text, words, i + 1, true)) return 2;
  if (!spacedDashAt(text, words, i + 1) || !isCastlingSign(words[i + 2])) return 0;
  return spacedDashAt(text, words, i + 3) && isCastlingSign(words[i + 4]) ? 5 : 3;
}

/** `t` from `at` on is a piece letter and a square (`Cd4`, `Cd4+`): the captured piece named after a capture mark. */
function namesCapturedPiece(t: string, pieceTokens: readonly string[], at: number): boolean {
  return pieceTokens.some((p) => t.startsWith(p, at) && /^[a-h][1-8]/.test(t.slice(at + p.length)));
}

/** `words[i]` is a square, then a capture mark between spaces and a square (`e5 x d4`). */
function spacedCaptureAt(text: string, words: readonly ProseWord[], i: number): boolean {
  const [a, sep, b] = [words[i], words[i + 1], words[i + 2]];
  return (
    a?.kind === 'word' &&
    sep?.kind === 'word' &&
    b?.kind === 'word' &&
    /[a-h][1-8]$/.test(a.text) &&
    /^[x:×X]$/.test(sep.text) &&
    /^[a-h][1-8]/.test(b.text) &&
    /^[ \t]+$/.test(text.slice(a.end, sep.start)) &&
    /^[ \t]+$/.test(text.slice(sep.end, b.start))
  );
}

/**
 * A book table's line that writes each move as its two squares, with the number repeated before
 * Black's (`1 e2 e4 1 e7 e5`, `2 Jg1 f3 2 Jb8 c6`, `1. e2 e4  e7 e5`): each pair of squares is one
 * word, read as the move from the one to the other (sequences.ts), or where that is not legal as
 * the two moves (`pair`: `1. e4 e5 d4 d5`). The layout pgn/score-tables.ts reads, line by line.
 */
export function joinSquarePairs(text: string, words: ProseWord[], pieceTokens: readonly string[]): ProseWord[] {
  const pieces = pieceTokens.map(escapeRegExp).join('|');
  const from = `(?:${pieces === '' ? '' : `(?:${pieces})?`}[a-h][1-8])`;
  const to = '[a-h][1-8][+#!?]*';
  // (White's half alone, `1 e4 e5` as much as `1 e2 e4`, only after a line with both halves)
  // (a half of the line is a pair of squares or castling: `5 O-O  5 Sf8 e7`)
  const half = `(?:${from}[ \\t]+${to}|[O0]-[O0](?:-[O0])?[+#!?]*)`;
  // (one move a line, or several: `1 e2 e4 1 e7 e5 2 g1 f3 2 b8 c6`; the number repeated is the same number)
  const full = new RegExp(`^[ \\t]*(?:(\\d{1,3})\\.?[ \\t]+${half}[ \\t]+(?:\\1\\.?[ \\t]+)?${half}[ \\t]*)+\\r?$`, 'u');
  const white = new RegExp(`^[ \\t]*\\d{1,3}\\.?[ \\t]+${half}[ \\t]*\\r?$`, 'u');
  const pair = new RegExp(`^${from}$`, 'u');
  const square = new RegExp(`^${to}$`, 'u');
  /**
   * One move a line (`1. e2 e4` then `1. e7 e5`): a half whose next line is a half with the same
   * number (White's line), or the line after such a one (Black's).
   */
  const numberOf = (l: string): string | undefined => (white.test(l) ? /\d{1,3}/.exec(l)![0] : undefined);
  const lineAfter = (end: number): string => {
    const nl = text.indexOf('\n', end + 1);
    return end >= text.length ? '' : text.slice(end + 1, nl < 0 ? text.length : nl);
  };
  let blackHalf = -1;
  const halfOfPair = (l: string, end: number): boolean => {
    if (end === blackHalf) return true;
    const n = numberOf(l);
    if (n === undefined || numberOf(lineAfter(end)) !== n) return false;
    blackHalf = end + 1 + lineAfter(end).length;
    return true;
  };
  const out: ProseWord[] = [];
  let lineEnd = -1;
  let previousEnd = -2;
  let tableLine = false;
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    if (a.start > lineEnd) {
      const start = text.lastIndexOf('\n', a.start - 1) + 1;
      const nl = text.indexOf('\n', a.start);
      lineEnd = nl < 0 ? text.length : nl;
      const l = text.slice(start, lineEnd);
      tableLine = full.test(l) || (tableLine && start === previousEnd + 1 && white.test(l)) || halfOfPair(l, lineEnd);
      previousEnd = lineEnd;
    }
    const b = words[i + 1];
    if (
      tableLine &&
      b !== undefined &&
      a.kind === 'word' &&
      b.kind === 'word' &&
      pair.test(a.text) &&
      square.test(b.text) &&
      b.end <= lineEnd
    ) {
      out.push({ kind: 'word', start: a.start, end: b.end, text: text.slice(a.start, b.end), pair: [a, b] });
      i++;
    } else out.push(a);
  }
  return out;
}

/** `s` with the characters a regular expression gives meaning escaped. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
