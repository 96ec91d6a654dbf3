/**
 * The words of prose, as candidates for move numbers and moves: cut at white space and round
 * brackets, with the Markdown emphasis and punctuation around them set apart (`**12.Sf3**`,
 * `(13.Lg5?!)`, `Lb5,`). A number glued to its move (`12.Sf3`, `12...Dd8`) is two words, and so
 * is an ellipsis glued to one (`…Lb4+`, `..Cd4`: Black's move, its number not written).
 */
import type { Span } from './markdown.js';
import { withDittoNumbers, withTableNumbers } from './table-numbers.js';
import { withDashAsides } from './dash-asides.js';
import { digitsValue, gluedWordLength } from '../pgn/glued-text.js';
import { escapeRegExp, joinEnPassantMarks, joinSpacedMoves, joinSquarePairs, withoutPairSlashes } from './spaced-moves.js';
import { EVALUATION_GLYPHS, GLUED_COMMENTARY_SIGNS, GLUED_NOVELTY, isGlyph } from '../pgn/glyphs.js';

export type ProseWord =
  /** `12.` (White's move 12) or `12...` / `12…` (Black's): `ply` is the half-move it announces. */
  | {
      readonly kind: 'number';
      readonly start: number;
      readonly end: number;
      readonly ply: number;
      readonly text: string;
      /** Printed or scanned with letters for the digit 1 (`I.` for 1., `II.` for 11., `l2.` for 12.): a lenient reading (W_LOOKALIKE). */
      readonly lookalike?: true;
    }
  /**
   * Anything else: a move or an ordinary word. `text` is the word without the emphasis and
   * punctuation around it. `pair`: a long move written with a spaced dash (`Cc3 - f5`) that may
   * also be White's move and Black's with a dash between them, as typists write pairs; the board
   * tells which (play-sequence.ts).
   */
  | {
      readonly kind: 'word';
      readonly start: number;
      readonly end: number;
      readonly text: string;
      readonly pair?: readonly [ProseWord, ProseWord];
    }
  /**
   * `…`, `...` or `..` standing alone or glued before a move (`…Lb4+`, `- ..Cd4`), or a dash alone
   * after a number (`11.—, He5:`): the move after it is Black's, whose number is not written (or was
   * written before: `12. ... Sf6`).
   */
  | { readonly kind: 'black'; readonly start: number; readonly end: number; readonly text: string }
  /** `(` or `)`, which may open a variation in prose as in PGN. */
  | { readonly kind: 'bracket'; readonly start: number; readonly end: number; readonly text: string };

/** Underscores standing for White's move after its number (`2.____,exd4`), and the comma after them. */
const BLANK_FOR_MOVE = /^(_{2,}),?/;
/**
 * A move, a comma and no space, then another move (`e4,e5`, `Qxd4,Nc6`, `O-O,Nc6`, `Lb2,o-o`; a pawn capture written with its two
 * files, as newspaper columns print it: `ef,Lb4+`, `c5,bc`): the first move and the comma.
 */
const COMMA_PAIR =
  /^((?:\p{Lu}{0,2}[a-h]?[1-8]?[x×:]?[a-h][1-8](?:=?\p{Lu})?|[O0o]-[O0o](?:-[O0o])?|[a-h][x×:]?[a-h](?![1-8]))[+#!?]*),(?=\p{Lu}{0,2}[a-h]?[1-8]?[x×:]?[a-h][1-8]|[O0o]-[O0o]|[a-h][x×:]?[a-h](?![\p{L}\d]))/u;
/** A dash standing for White's move after its number: `-`, `--`, `---` (newspaper columns: `8. --- exd4`), `–`, `—`. */
const DASH_FOR_MOVE = /^(?:-{1,3}|–|—)$/;
/**
 * Emphasis and quotes before a word; a full stop glued before a move where its number was
 * left out (`.e5`, `.Cf3`; not an ellipsis `..Cd4`), or before a move number, as newspaper columns print a stray one
 * after a note or between moves (`(Greška).16.a5`, `Sg8 .15.La3`); a number sign where a book or its scan
 * marks each pair of moves with it instead of a number (`#P–K4 P–K4 #Kt–KB3 Kt–QB3`); a diagram
 * mark as ChessBase text exports print it (`{[#]}`, `[#]`), a brace a page kept of a PGN
 * comment whose other brace it lost (`{Mit dem …`, `Eröffnungszüge}`: a brace is no part of a word), and a dash
 * glued before a move number glued to its move, as a heading sets a line apart (`体系--4.Qc2`, `—12.Sf3`), and so is a
 * colon, semicolon or comma, as Chinese and Japanese text typed with Latin punctuation glues it between its characters
 * and the move (`步骤是:1.e4`: the characters end the word before it); a colon also before a number alone (`:1. e4 c5`, a
 * wiki's indent left in the text; `mars 1914 :1 e4 e6 2 d4`, a book's number without its full stop).
 */
const LEAD =
  /^(?:\{?\[#\]\}?|[*_"'«“„‘[{¡¿（「『【״]+|\.(?=[\p{L}♔-♟])|\.(?=[0-9]{1,3}(?:\.\.\.|…|\.)(?:$|[^\s\d.]|0[-–—‐‑−]0))|#(?=[\p{L}♔-♟])|(?:-{1,2}|–|—|[:;,])(?=[0-9]{1,3}(?:\.\.\.|…|\.)[\p{L}♔-♟])|:(?=[0-9]{1,3}(?:\.\.\.|…|\.)?$))/u;
/**
 * Emphasis, quotes, braces and punctuation after a word (a move's own ! ? + # stay with it); `״` is the Hebrew quote, `।` and
 * `॥` the danda and double danda that end a sentence in Hindi, Bengali and the other scripts of India (`3.Bb5।`); a
 * backslash, Markdown's hard line break at a line's end (`2. Lb2 d6\`, see {@link MARKDOWN_ESCAPED_NUMBER}).
 */
const TRAIL = /[*_"'»”’\]},;:，。、；：）」』】،؛؟״।॥\\]+$/;
/** A footnote marker glued after a word or a sentence, as wikis print it (`Nc3.[1]`, `Af5[12]`). */
const FOOTNOTE = /\[\d{1,3}\]$/;
/**
 * A full stop ending a sentence after a move (`… Tf1.`, `O-O.`, `e8=D.`), not a move number's
 * (`12.`, `۱۲.` in Persian digits: see {@link NUMBER}) nor an ellipsis.
 */
const FULL_STOP = /^(?![0-9۰-۹٠-٩]+\\?\.$).*[^.\s]\.$/u;
/**
 * A move number whose full stop or ellipsis Markdown source escapes with a backslash, so that no ordered list starts
 * (`1\. b3\`, `1\... e5\`, as a blog's Markdown source keeps it): the number as {@link NUMBER} reads it without the
 * backslash, which stays where it is (the number is never rewritten).
 */
const MARKDOWN_ESCAPED_NUMBER = /^([0-9]{1,3})\\(?=\.{1,6}(?:$|[^.\d])|…)/;
/**
 * A move number: White's `12.`, Black's `12...` (`12…`, `12..`, and `1....e5`, `3.....a6`, `11....... Bc5—b6` with four dots or more, up to sixteen, as some pages type it and old print sets a dot leader), `2/` (and `5/...`, the ellipsis for White's move glued to the slash).
 * A number closed with a dash glued to the move or to Black's ellipsis (`2-...,Ad6 3-fxe5, Axe5. 4-Cf3`,
 * as Spanish comments number side lines) is White's, as `2/` is; not before other words (`2-й`, `3-fold`). So is a number
 * with a comma glued to White's move where the full stop belongs (`1.e4 d6 2,d4 Kf6`, a typist's slip); not before digits (`2,5`).
 * Its digits are Latin, Persian (`۱۲.`) or Arabic-Indic (`١٢.`), all of one script, as Persian and
 * Arabic text numbers moves in its own digits before Latin moves (`۱. e4 e5 ۲. Nf3`): the rule holds
 * in every language, so `--from auto` reads such a text in the language of its piece letters.
 */
const NUMBER =
  /^([0-9]{1,3}|[۰-۹]{1,3}|[٠-٩]{1,3})(\.{2,16}|\.?…[.…]*|\.)(?=$|[^.\d]|0[-–—‐‑−]0|[1-8]{4,5}(?:$|\D))|^([0-9]{1,3}|[۰-۹]{1,3}|[٠-٩]{1,3})(\/)(?=$|\.{2,3}(?!\.)|…)|^([1-9][0-9]{0,2})(-)(?=\.{2,3}(?!\.)|…|\p{Lu}?[a-h]?[1-8]?[x×:]?[a-h][1-8]|[O0]-[O0])|^([1-9][0-9]{0,2})(,)(?=\p{Lu}?[a-h]?[1-8]?[x×:]?[a-h][1-8][^\p{L}\d]|\p{Lu}?[a-h]?[1-8]?[x×:]?[a-h][1-8]$|[O0]-[O0])/u;

/**
 * A move number glued to the word before it, as OCR of Russian books gives it (`Вслучае4...Кf6`,
 * "в случае 4...Кf6") and pages that lost their spaces print a comment (`erzwungen.25…Lxf1`,
 * `Beispiel:23.Dd3`): the word, by the rule translate reads it by too (src/pgn/glued-text.ts
 * gluedWordLength: three letters or more, the last no file letter before the digits, `Крf6` is a
 * move), then a number and its mark before a move, or a move glued to its number after the sentence's full
 * stop (`all'Alfiere.c610.Bd3`). The word, then the number (or the move).
 */
function gluedNumberWord(core: string): string | undefined {
  const length = gluedWordLength(core, 0, true);
  if (length === 0) return undefined;
  // (the number, or a move glued to its number after the sentence's full stop: `all'Alfiere.c610.Bd3`)
  const rest = core.slice(length);
  return NUMBER_BEFORE_MOVE.test(rest) || !/^[0-9۰-۹٠-٩]/u.test(rest) ? core.slice(0, length) : undefined;
}
/** A move number and its mark before a move (or castling with zeros). */
const NUMBER_BEFORE_MOVE = /^(?:[0-9]{1,3}|[۰-۹]{1,3}|[٠-٩]{1,3})(?:\.{2,16}|…|\.)(?:[^\s\d.]|0[-–—‐‑−]0)/u;
/**
 * A move glued to the full stop that ends its sentence and to the next move's number (`c5.9.d5`,
 * `Кf6.5.0-0`, `0-0.6.Сe2`), or to a semicolon or comma before it (`d6;4...f6`, `Be7,4.d4`, as a page that lost
 * its spaces lists alternatives): the move (a word with a letter, ending as a move ends, or castling),
 * then the number; the mark between is punctuation.
 */
const MOVE_STOP_NUMBER = /^((?=[^.;,]*\p{L})[^.;,]*[1-8+#!?]|[0O]-[0O](?:-[0O])?)[.;,](?=\d{1,3}(?:\.{2,16}|…|\.)(?:[^\s\d.]|0[-–—‐‑−]0))/u;
/**
 * An ellipsis before Black's move: alone, or glued to the move (`…Lb4+`, `..Cd4`, `...Lb4+`), and an ellipsis character
 * with dots after it (`3. ….. Kg8 – f6`, as Indonesian primers type it; the PGN grammar's numberBlack reads any run of them).
 */
const ELLIPSIS = /^(?:\.{2,16}|…[.…]*)(?!\.)/;
/** Two or three dots each after a space or tab, a space after them: an ellipsis typeset with spaces (`1. . . e5`: the number's full stop, then `. .`). */
const SPACED_ELLIPSIS = /(?<=\d\.[ \t\u00a0])\.(?:[ \t\u00a0]\.){1,2}(?=[ \t\u00a0])/u;
/**
 * An ellipsis between two moves without spaces (`cxd4…Lb4+`): the move before it, then Black's. The move ends in one rank
 * digit after a file (any script's: `Фе4…`) or a mark; digits before the ellipsis after a square (`Bxh6f514...gxh6`) are
 * Black's move number glued to the move, which the number rule reads.
 */
const MID_ELLIPSIS = /^(.*(?:\P{N}[1-8]|[+#!?]))(?=(?:\.{2,3}|…)[^.\s])/u;
/**
 * A wiki's edit link glued after a move that ends a section (`4.c3[edit]`, `4.c3[modificare | modificare sursă]`):
 * a word of three letters or more, lower case after the first, after `[` (a variation in brackets starts with a number or
 * a move, which has a digit or capitals: `[4.d4`, `[PxP]`).
 */
const EDIT_LINK = /^(.*[1-8][+#!?]*)(\[\p{L}\p{Ll}{2,}(?![\p{L}\d]).*)$/u;
/**
 * An infobox's label glued before the first move number (`Moves1.e4`, `Потези1. е4`): letters that do not end
 * in a file (`Lxe1.` is a move; four or more, as Greek files `ε` are letters too) or six or more without a capture
 * mark, then a number with its full stop or bracket; or an annotator's name in brackets (`[Hans Muster]1.e4`, as ChessBase
 * text exports glue it: letters without digits, so a move closing a bracketed variation, `Dxd4]8.Sxd4`, is not one); or
 * two lower-case letters or more before White's first move number (`Премества се1.e4`, a machine-translated label whose
 * last word is short): no move, as a pawn's move to the first rank is a promotion, which names its piece.
 */
const LABEL_BEFORE_NUMBER =
  /^(?:(?=\p{L}{4})\p{L}*[^\P{L}a-h]|(?=\p{L}{6})[^\P{L}x×]+|(?=[^\]]*\p{L})[^\s\]\d]+\]|\p{Ll}{2,}(?=1[.)](?!\d)))(?=\d{1,3}[.)])/u;
/** An evaluation glued to a move, as Informator-style books print it (`3.Lb5±`, `7.Lb3+-`, `5.0-0+=`; the minus also U+2212 or an en dash: `Nf3+/–`). */
const EVALUATION = new RegExp(`^(.*?[a-h1-8O0o+#!?])(${EVALUATION_GLYPHS.map(escapeRegExp).join('|')})$`);
/**
 * A plan: two moves of one side joined by a dash, the second with its piece letter (`g6–Af5`, `Ca6–Cb4`, as
 * commentary writes what a side may play): not a long move (whose target has no piece letter), nor White's and
 * Black's move of a pair where a move number stands before it (`2.Sf3-Sc6`, see addWord): two moves, each a word.
 */
const PLAN = /^(.*[a-h][1-8][+#!?]*)([-–—])(\p{Lu}.*[a-h][1-8][+#!?]*)$/u;
/**
 * An ellipsis glued after a move (`3.Lc4…`, `9.Cf5...`: Black's move is still to come). The move ends in a mark or a letter,
 * or in a rank after a file letter (`Lc4`; not digits alone, a year `1851…`, nor Black's number glued after a square, `Lc414...`).
 */
const TRAILING_ELLIPSIS = /^(.*(?:\p{L}[1-8]|[^.\d\s]))(\.{2,3}|…)$/u;
/**
 * CJK characters and punctuation, kana and Hangul, where words end (see {@link proseWords}):
 * Chinese and Japanese write no spaces between words, Korean glues particles to them (`Nc6을`).
 */
const CJK = '\u3000-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef';
/** Directional marks of right-to-left text (LRM, RLM, ALM, embeddings, isolates): they end a word and stay where they are. */
const BIDI = '\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069';
/** The Hebrew maqaf, which joins a one-letter prefix to the next word (`ב־ו3`, "on f3"): it ends a word and stays where it is. */
const MAQAF = '\u05be';

/**
 * A Markdown image (`![alt](url)`, its alt text empty or of words; its square brackets read as round ones where the text
 * is, brackets.ts) or an HTML image tag, the whole span.
 */
const IMAGE = /^(?:!(?:\[[^\]\n]*\]|\([^)\n]*\))\([^)\s]*(?:\s+"[^"]*")?\)|<img\b[^<>]*>)$/iu;

/**
 * The words of `text` outside the `protectedSpans` (sorted, not overlapping), in text order.
 * `pieceTokens`: the piece letters of the text's language; one written in CJK characters starts a
 * word where it stands before a square or file (`马g1-f3`, `后d1-h5`, `象×h6`). `sideWords`: the language's
 * words for White and Black (locale `colourWords`); one written in CJK characters is a word of its own
 * where white space or a colon follows it (`白方 兵e2->e4`), or a move glued to it (`白方e4`, `黑方马c6`), so the
 * move after it is known to be that side's.
 */
export function proseWords(
  text: string,
  protectedSpans: readonly Span[],
  pieceTokens: readonly string[] = [],
  sideWords: readonly string[] = [],
): ProseWord[] {
  const words: ProseWord[] = [];
  let p = 0;
  const cjkTokens = pieceTokens.filter((t) => new RegExp(`[${CJK}]`, 'u').test(t)).map(escapeRegExp);
  // (a rank after the piece is its origin only before the square or capture: `马1d2`; `然后5.O-O`, "then 5.O-O", ends in 后, the queen)
  const pieceStart = cjkTokens.length > 0 ? `(?:${cjkTokens.join('|')})(?=[a-hx×:]|[1-8][a-hx×:])` : '(?!)';
  // Words end at white space, brackets and a table's `|` (`|e4|e5|`, `e2-e4|e7-e5`), at directional marks, and at CJK characters and
  // punctuation (Chinese and Japanese write moves without spaces around them: `开局中，1.e4 e5
  // 之后`); CJK text between two words ends a sequence of moves as a sentence would.
  const cjkSides = sideWords.filter((t) => new RegExp(`[${CJK}]`, 'u').test(t)).map(escapeRegExp);
  // (glued to the move after it too, as those languages write no spaces: `白方e4`, `黑方：马c6`)
  const sideWord = cjkSides.length > 0 ? `(?:${cjkSides.join('|')})[:：]?(?=\\s|[A-Za-z0-9]|${pieceStart})|` : '';
  // (an ellipsis typeset with spaces between its dots after a move number, `1. . . е7—е5`: one word, Black's mark)
  const re = new RegExp(`${SPACED_ELLIPSIS.source}|${sideWord}(?:${pieceStart})?[^\\s()|${CJK}${BIDI}${MAQAF}]+|[()|]`, 'gu');
  const cjk = new RegExp(`[${CJK}]`, 'u');
  const cut = (from: number, to: number): void => {
    const part = text.slice(from, to);
    let last = 0;
    for (const m of part.matchAll(re)) {
      if (m.index > last && cjk.test(part.slice(last, m.index)))
        words.push({ kind: 'word', start: from + m.index, end: from + m.index, text: '' });
      addWord(words, m[0], from + m.index);
      last = m.index + m[0].length;
    }
  };
  for (const s of protectedSpans) {
    if (s.start > p) cut(p, s.start);
    p = Math.max(p, s.end);
    // A protected span ends any sequence of moves before it, but an image (`![](diagram.png)`, `<img …>`): a diagram
    // printed between two moves, as blogs and books set one after the move it shows, which a reader reads past
    if (!IMAGE.test(text.slice(s.start, s.end))) words.push({ kind: 'word', start: s.start, end: s.start, text: '' });
  }
  if (p < text.length) cut(p, text.length);
  const joined = joinEnPassantMarks(
    text,
    joinSpacedMoves(text, withoutPairSlashes(withDittoNumbers(text, words, protectedSpans)), pieceTokens),
  );
  return withLookalikeNumbers(
    text,
    withDashAsides(withTableNumbers(text, joinSquarePairs(text, joined, pieceTokens))).map((w, i, all) =>
      spacedDashNumber(text, w, all[i + 1]),
    ),
  );
}

/** A move number whose digit 1 print or OCR turned into a capital I or a small l (`I.`, `II.`, `l2.`, `1I.`), then its full stop. */
const LOOKALIKE_NUMBER = /^(?=[0-9]*[Il])[1-9Il][0-9Il]{0,2}$/;

/**
 * `words` with each word read as a move number whose digit 1 print or OCR turned into `I` or `l` (`I. e4, e5 2. Hf3`,
 * `II. de:` for `11.`), where the text's numbers confirm it: a full stop and a space follow it, the next number of the text
 * is Black's move of its move (`11.—,`, `1...`) or the next move's (`2.` after `I.`), and the number before it (none at the game's first
 * move) is at most its own, at most two moves before. Such a number is marked `lookalike` (a W_LOOKALIKE note where the
 * board plays its moves); `I. Introduction`, a heading's Roman numeral, stays a word (no number after it fits).
 */
function withLookalikeNumbers(text: string, words: ProseWord[]): ProseWord[] {
  let out: ProseWord[] | undefined;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (w.kind !== 'word' || !LOOKALIKE_NUMBER.test(w.text) || text[w.end] !== '.' || !/^[ \t]$/.test(text[w.end + 1] ?? '')) continue;
    const ply = 2 * Number(w.text.replace(/[Il]/g, '1')) - 1;
    const at = words.findIndex((x, j) => j > k && x.kind === 'number');
    const next = words[at];
    let before: ProseWord | undefined;
    for (let j = k - 1; j >= 0 && before === undefined; j--) if (words[j]!.kind === 'number') before = words[j];
    // (`11.—,`: White's number, a dash for White's move, Black's move: the number announces Black's)
    const nextPly = next?.kind === 'number' ? next.ply + (words[at + 1]?.kind === 'black' && next.ply % 2 === 1 ? 1 : 0) : 0;
    const nextFits = nextPly === ply + 1 || nextPly === ply + 2;
    const beforeFits = ply === 1 || (before?.kind === 'number' && before.ply <= ply && before.ply >= ply - 4);
    if (!nextFits || !beforeFits) continue;
    out ??= words.slice();
    out[k] = { kind: 'number', start: w.start, end: w.end + 1, ply, text: `${w.text}.`, lookalike: true };
  }
  return out ?? words;
}

/**
 * `9- 0-0-0, a6`: a number closed with a dash, then a space and castling written with zeros (the dash glued to the
 * zeros would read as one: `9-0-0-0`), is White's number, as `9-Cf3` is (see {@link NUMBER}); any other word stays one.
 */
function spacedDashNumber(text: string, w: ProseWord, next: ProseWord | undefined): ProseWord {
  const m = /^([1-9]\d{0,2})-$/.exec(w.text);
  if (w.kind !== 'word' || m === null || next?.kind !== 'word' || !/^[O0]-[O0]/.test(next.text)) return w;
  if (!/^[ \t]+$/.test(text.slice(w.end, next.start))) return w;
  return { kind: 'number', start: w.start, end: w.end, ply: 2 * Number(m[1]) - 1, text: w.text };
}

function addWord(words: ProseWord[], raw: string, at: number): void {
  if (raw === '(' || raw === ')') {
    words.push({ kind: 'bracket', start: at, end: at + 1, text: raw });
    return;
  }
  if (/^\.[ \t\u00a0]/u.test(raw)) {
    // (the dots of an ellipsis set apart after a move number, `1. . . е7—е5`, `12. . . . Sf6`: Black's move follows; elsewhere
    // dots alone are punctuation, a word)
    const last = words[words.length - 1];
    const black = last?.kind === 'number' && last.ply % 2 === 1 && last.end < at;
    words.push({ kind: black ? 'black' : 'word', start: at, end: at + raw.length, text: raw });
    return;
  }
  const lead = LEAD.exec(raw)?.[0].length ?? 0;
  let core = raw.slice(lead);
  let start = at + lead;
  const label = LABEL_BEFORE_NUMBER.exec(core)?.[0];
  if (label !== undefined) {
    words.push({ kind: 'word', start, end: start + label.length, text: label });
    core = core.slice(label.length);
    start += label.length;
  }
  // `Txd2**.`, `Lb5!),`: emphasis and punctuation may stand in any order after a move.
  for (let before = -1; before !== core.length;) {
    before = core.length;
    core = core.slice(0, core.length - (FOOTNOTE.exec(core)?.[0].length ?? 0));
    core = core.slice(0, core.length - (TRAIL.exec(core)?.[0].length ?? 0));
    if (FULL_STOP.test(core)) core = core.slice(0, -1);
  }
  // `11.—, He5:`: a dash standing alone for White's move, as old books print Black's move alone.
  if (core === '—' || core === '–') {
    words.push({ kind: 'black', start, end: start + 1, text: core });
    return;
  }
  // `9 Df3+ –RxCe5`: an en or em dash glued before Black's move, after White's, parts the pair as a dash alone does
  const prior = words[words.length - 1];
  if (/^[–—]\p{L}/u.test(core) && prior?.kind === 'word' && /[1-8][+#!?]*$/.test(prior.text)) {
    words.push({ kind: 'black', start, end: start + 1, text: core[0]! });
    start += 1;
    core = core.slice(1);
  }
  while (core.length > 0) {
    // `13.-, e5`, `11.—, He5`, `9.-- Le6`, `4. - d5`, `4 - d5`: a dash after White's move number
    // (glued or alone) stands for White's move.
    const last = words[words.length - 1];
    if (
      DASH_FOR_MOVE.test(core) &&
      (last?.kind === 'number' || (last?.kind === 'word' && /^\d{1,3}$/.test(last.text))) &&
      (last.end === start || start === at)
    ) {
      words.push({ kind: 'black', start, end: start + core.length, text: core });
      return;
    }
    // `2.-e5!?`, `2.–Rxg4`: a dash glued between White's move number and a move, as Finnish and Swedish columns print
    // Black's move, stands for White's move (the same as `2.- e5`); a space after the number too (`8. –R8d7`).
    const dashGlued = /^(?:-{1,2}|–|—)(?=\p{L})/u.exec(core);
    if (dashGlued !== null && last?.kind === 'number' && (last.end === start || start === at)) {
      words.push({ kind: 'black', start, end: start + dashGlued[0].length, text: dashGlued[0] });
      start += dashGlued[0].length;
      core = core.slice(dashGlued[0].length);
      continue;
    }
    // `2.____,exd4`: a run of underscores glued after a move number, a blank where White's move stood (given before),
    // stands for it as a dash does: the move after it is Black's.
    const blank = BLANK_FOR_MOVE.exec(core);
    if (blank !== null && last?.kind === 'number' && last.end === start) {
      words.push({ kind: 'black', start, end: start + blank[1]!.length, text: blank[1]! });
      start += blank[0].length;
      core = core.slice(blank[0].length);
      continue;
    }
    // `1.e4,e5`, `3.Qxd4,Nc6`: White's move and Black's with a comma between and no space, as typists pair them
    const pair = COMMA_PAIR.exec(core);
    if (pair !== null) {
      words.push({ kind: 'word', start, end: start + pair[1]!.length, text: pair[1]! });
      start += pair[0].length;
      core = core.slice(pair[0].length);
      continue;
    }
    const e = ELLIPSIS.exec(core);
    if (e !== null) {
      words.push({ kind: 'black', start, end: start + e[0].length, text: e[0] });
      start += e[0].length;
      core = core.slice(e[0].length);
      // (a comma between the ellipsis and Black's move, `2-...,Ad6`, `4-...,`: punctuation)
      if (core.startsWith(',')) {
        start++;
        core = core.slice(1);
      }
      continue;
    }
    const escaped = MARKDOWN_ESCAPED_NUMBER.exec(core);
    const n = NUMBER.exec(escaped === null ? core : escaped[1]! + core.slice(escaped[0].length));
    if (n === null) {
      const before = gluedNumberWord(core);
      if (before !== undefined) {
        words.push({ kind: 'word', start, end: start + before.length, text: before });
        start += before.length;
        core = core.slice(before.length);
        continue;
      }
      const glued = MOVE_STOP_NUMBER.exec(core);
      if (glued !== null) {
        const word = glued[1]!;
        words.push({ kind: 'word', start, end: start + word.length, text: word });
        start += glued[0].length;
        core = core.slice(glued[0].length);
        continue;
      }
      const mid = MID_ELLIPSIS.exec(core);
      if (mid !== null && !/^\d+$/.test(mid[1]!)) {
        words.push({ kind: 'word', start, end: start + mid[1]!.length, text: mid[1]! });
        start += mid[1]!.length;
        core = core.slice(mid[1]!.length);
        continue;
      }
      const ev = EVALUATION.exec(core);
      // (a glyph on its own, `+=`, `+/-`, is one word: not a move `+` with an evaluation glued to it)
      if (ev !== null && !/^\d+$/.test(ev[1]!) && !isGlyph(core)) {
        words.push({ kind: 'word', start, end: start + ev[1]!.length, text: ev[1]! });
        words.push({ kind: 'word', start: start + ev[1]!.length, end: start + core.length, text: ev[2]! });
        return;
      }
      // (a sign of Informator's key glued after the move, `10. Bg5⟳`: a word of its own, the move read before it)
      const signs = GLUED_COMMENTARY_SIGNS.exec(core);
      if (signs !== null && !/^\d+$/.test(signs[1]!)) {
        words.push({ kind: 'word', start, end: start + signs[1]!.length, text: signs[1]! });
        words.push({ kind: 'word', start: start + signs[1]!.length, end: start + core.length, text: signs[2]! });
        return;
      }
      // (ChessBase's novelty mark glued after the move, `11.gxh5N`: a word of its own, which sequences.ts keeps as the move's NAG)
      const novelty = GLUED_NOVELTY.exec(core);
      if (novelty !== null) {
        words.push({ kind: 'word', start, end: start + novelty[1]!.length, text: novelty[1]! });
        words.push({ kind: 'word', start: start + novelty[1]!.length, end: start + core.length, text: novelty[2]! });
        return;
      }
      const link = EDIT_LINK.exec(core);
      if (link !== null) {
        words.push({ kind: 'word', start, end: start + link[1]!.length, text: link[1]! });
        words.push({ kind: 'word', start: start + link[1]!.length, end: start + core.length, text: link[2]! });
        return;
      }
      const plan = PLAN.exec(core);
      const prior = words[words.length - 1];
      if (plan !== null && prior?.kind !== 'number' && prior?.kind !== 'black' && !/^\d{1,3}$/.test(prior?.text ?? '')) {
        // (the two moves are words apart: an empty word between them ends a sequence, as a protected span does)
        const second = start + plan[1]!.length + plan[2]!.length;
        words.push({ kind: 'word', start, end: start + plan[1]!.length, text: plan[1]! });
        words.push({ kind: 'word', start: second, end: second, text: '' });
        words.push({ kind: 'word', start: second, end: start + core.length, text: plan[3]! });
        return;
      }
      const t = TRAILING_ELLIPSIS.exec(core);
      const move = t === null ? core : t[1]!;
      words.push({ kind: 'word', start, end: start + move.length, text: move });
      if (t !== null) words.push({ kind: 'black', start: start + move.length, end: start + core.length, text: t[2]! });
      return;
    }
    // (`2/ Cc3 - f5 ;`: a number closed with a slash, as French typists write it, is White's)
    const value = digitsValue(n[1] ?? n[3] ?? n[5] ?? n[7]!);
    const black = n[2] !== undefined && n[2] !== '.';
    const length = n[0].length + (escaped === null ? 0 : 1);
    words.push({ kind: 'number', start, end: start + length, ply: 2 * value - (black ? 0 : 1), text: n[0] });
    start += length;
    core = core.slice(length);
  }
}
