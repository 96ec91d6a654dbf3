/**
 * Text that is not movetext, as books, magazines and web pages set it among the moves: a title
 * line before the game (`Beispielpartie 1`, `Белые. Черные.`), a sentence between two moves
 * (`A good move.`), words inside a line of moves (`Cc6 e agora d5!`). Such a stretch becomes a
 * comment kept byte for byte, so the game translates (W_TEXT_AS_COMMENT, once per game), and no
 * later step (the translator, `--repair`) ever reads its words as moves.
 *
 * It is decided by shape, on the PGN grammar's items, before the variation tree is built:
 *  - a **word** is a token the grammar could not read as a move that has three letters or more and
 *    no digit (`good`, `agora`, `Белые.`), a picture's file name (`22-146-1.jpg`, a diagram's image), a section mark or number sign (`§ 12`, `№ 5`, `No.`, `Nr.`), a number with a case ending (`1963-ból`, `1990:ssä`), a run of five letters not followed by a rank
 *    (`Lb5-Variante`), a token in quotes (`"e5".`: a square named, not played), or a Chinese,
 *    Japanese or Korean character (`第一局`);
 *  - **glue** is what may stand between words in a sentence: any other token that is not a move
 *    and holds no square (`A`, `e`, `—`, `في`), a number or a date (`Partie 12`, `26/10`), a separator or glyph, a
 *    file capture such as `de` (a word in many languages), brackets that open and close inside the
 *    same stretch (`(the best)`);
 *  - a stretch is a run of words and glue with one word at least; glyphs and separators at its
 *    start belong to the move before it, a number at its end to the move after it (or, on a line
 *    of its own, to the next line).
 * A token with a square (`e4`, `Sf3`, `Lb9`) is never text: a move that is wrong stays an error.
 * Comments, `%` lines, results and tag lines end a stretch; a brace comment inside a sentence
 * stays a comment of its own, so a stretch never holds a brace and needs no escape.
 */
import { readsAsRankLookalikeMove } from '../notation/lenient.js';
import { markupSpans, type Span } from '../prose/markdown.js';
import type { RawItem } from './raw.js';

/** A comment item made of text that stood among the moves. */
export type TextItem = Extract<RawItem, { type: 'comment' }> & { readonly prose: true };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SQUARE = /[a-h][1-8]/;
/**
 * A move's shape in letters of a script other than Latin: up to three letters, then a rank and at most a capture, check or
 * evaluation mark (`פו3`, `ה4`, `Ιζ3`; `Кf3` holds a square already): the file in the language's own letters, read leniently.
 */
const FOREIGN_SQUARE = /^(?![^\s]*\p{Script=Latin})[\p{L}\p{M}]{1,3}[1-8][+#!?]*[.,;:]?$/u;
/** Castling, its dash also between spaces (`O – O`, as typed scores set it: the move grammar reads it so). */
const CASTLING = /^[O0oОо](?:[-–—‐‑−]|[ \t]+[-–—‐‑−][ \t]+)[O0oОо]/;
/**
 * A letter, or a vowel sign or other mark written with one: in Devanagari, Bengali, Thai and other scripts a word's
 * vowels are marks (`चालों` is two letters and three marks), and a word of them is as long as it is written.
 */
const LETTER = /[\p{L}\p{M}]/gu;

/**
 * A section mark or a number sign, alone or glued to its number, as a heading before a game prints
 * it (`§ 12`, `№ 5`, `No. 5`, `Partie Nr. 3`, `Partie n° 5`): never a move, so a word of the text.
 * The forms are those of the numero sign as https://en.wikipedia.org/wiki/Numero_sign lists them
 * (№, Nº, No., no., n°, n.º; German and other languages `Nr.`), with the section sign `§`; a
 * lower-case `no` without its full stop is left out (a word of its own in Spanish, Italian,
 * Portuguese), as is `#` (a mate).
 */
const NUMBER_SIGN = /^(?:(?:§{1,2}|№)\d{1,4}|(?:N[oº°]\.?|n[oº°]\.|[nN][º°]|[nN]\.º|N[rR]\.?|nr\.?)\d{0,4})[.:]?$/u;

/**
 * `§` or `№` alone: a word of a heading where a number follows it (`§ 12`, `№ 5`), see
 * {@link signBeforeNumber}; alone before a square it may be a chess font's glyph of a piece, which
 * stays an error (README: chess-font glyphs).
 */
const SIGN_ALONE = /^(?:§{1,2}|№)$/u;

/** Whether `items[k]` is `§` or `№` alone with a number after it (`§ 12`): a word of a heading. */
function signBeforeNumber(items: readonly RawItem[], k: number): boolean {
  const it = items[k]!;
  const next = items[k + 1];
  if ((it.type !== 'bad' && it.type !== 'move') || !SIGN_ALONE.test(it.text) || next === undefined) return false;
  return next.type === 'number' || (next.type === 'bad' && /^\d{1,4}[.:]?$/.test(next.text));
}

/**
 * A token in quotes, punctuation after it (`"e5".`, `«e4»,`, `„Sf3“`): what a sentence names (`le pion "e5"`, the
 * pawn on e5), never a move played, though it holds a square.
 */
const QUOTED = /^(?:"[^"]+"|«[^«»]+»|»[^«»]+«|„[^„“”]+[“”]|“[^“”]+”|'[^']+')[.,;:!?)]*$/u;
/**
 * A token that opens or closes a quote of several words (`En jouant "Ce4 puis Cxf6" …`, `« Fe7 ou Fd6 »`): the first
 * or last word of what a sentence names, never a move played (a move is never written with a quote glued to it).
 */
const QUOTE_EDGE = /^["«»„“‘]\S|\S["«»“”’][.,;:!?)]*$/u;

/**
 * The file name of a picture (`22-146-1.jpg`, `diagramm3.png`): a diagram's image in a web page copied as text,
 * standing on its own line among the moves; never a move, though it may hold digits or a square.
 */
const IMAGE_FILE = /^[\p{L}\p{N}_.-]+\.(?:jpe?g|png|gif|svg|webp|bmp|tiff?)$/iu;

/**
 * The piece placement of a FEN, eight ranks between slashes (`r1bqk2r/pp3ppp/2nb1n2/…/R1BQK1NR`): a diagram's position
 * printed as text (a web page's board viewer copied without its script), never a move, though it may hold a square.
 */
const FEN_PLACEMENT = /^[rnbqkpRNBQKP1-8]{1,8}(?:\/[rnbqkpRNBQKP1-8]{1,8}){7}$/;

const MOVE_SHAPES = new WeakMap<readonly string[], RegExp>();

/**
 * Numbers joined by dashes that no move is (`124-125`, pages; `2026-04-07`, a date; `10-12`): two parts or more, each of
 * two digits or more, one of three or more or with a 0 or 9 in it, which ICCF numeric squares never have (`52-54` is a
 * move, `0-0` castling, `1-0` a result). Punctuation after them or not.
 */
function numberRange(text: string): boolean {
  const m = /^(\d{2,}(?:[-–]\d{2,})+)[.,:;)]*$/u.exec(text);
  return m !== null && m[1]!.split(/[-–]/u).some((part) => part.length >= 3 || /[09]/.test(part));
}

/** A number with up to four letters glued after it (`3rd`, `2N`, `20th`, `1er`), punctuation after them or not. */
const ORDINAL = /^[0-9]{1,4}\p{L}{1,4}[.,:;)]*$/u;

/** The backticks of a Markdown code span, a token of their own (grammars/pgn.peggy codeMark): markup around the moves. */
const CODE_MARK = /^`+$/;

/**
 * The shape of a move without a rank in the language's letters (`BxQ`, `NxB+`, `Nef`, `Кf:e`):
 * a slip on a scoresheet, never a word, however many letters it has.
 */
function moveShape(pieces: readonly string[]): RegExp {
  let re = MOVE_SHAPES.get(pieces);
  if (re === undefined) {
    const p = pieces.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || 'K|Q|R|B|N';
    re = new RegExp(`^(?:${p})?[a-h]?[1-8]?[-x:×]?(?:${p}|[a-h])?[+#!?.,]*$`, 'u');
    MOVE_SHAPES.set(pieces, re);
  }
  return re;
}

/**
 * A token the grammar did not read as a move that is a word of a sentence by its shape alone
 * (`pieces`: the language's piece letters, for the shape of a move).
 */
export function isWordToken(text: string, pieces: readonly string[] = NO_PIECES): boolean {
  if (
    CJK.test(text) ||
    NUMBER_SIGN.test(text) ||
    QUOTED.test(text) ||
    QUOTE_EDGE.test(text) ||
    IMAGE_FILE.test(text) ||
    FEN_PLACEMENT.test(text) ||
    CODE_MARK.test(text)
  )
    return true;
  if (CASTLING.test(text)) return false;
  if (/\p{L}[\p{L}\p{M}]{4,}(?![1-8])/u.test(text)) return true; // (not `Mshxh4`: Albanian queen Msh, x, file h)
  // a number with a case ending (Hungarian `1963-ból`, Finnish `1990:ssä`, Turkish `1963'te`): a word, no move number
  if (/^[0-9]+[-:'’]\p{Ll}+[.,:;!?)]*$/u.test(text)) return true;
  if (/[0-9]/.test(text)) return false;
  // `Kel`, `Sgl—f3`: a rank printed or scanned as a letter (src/notation/lenient.ts)
  if (readsAsRankLookalikeMove(text, pieces)) return false;
  return (text.match(LETTER)?.length ?? 0) >= 3 && !moveShape(pieces).test(text);
}

const NO_PIECES: readonly string[] = [];

type Kind = 'word' | 'glue' | 'open' | 'close' | undefined;

/**
 * Text that may hold markup (an HTML tag `<`, a link `](` or link definition `]:`, a URL): only such text is looked
 * through for it (a tag pair's `"]` is none: a game with tags and no markup is not looked through).
 */
const MAY_HOLD_MARKUP = /<|\]\(|\]:|https?:/;

/**
 * Per item, whether it is markup or a Markdown heading's mark, as a page copied from the web or a Markdown file sets
 * them around its games: a token that starts inside markup (an HTML tag, `<img src="…">`, `<a href="…">`, a link, a URL:
 * prose/markdown.ts, the rule prose keeps such text by; not code, where a Markdown file puts a game's PGN), or a
 * heading's `#` to `######` at the start of its line
 * before its words (`##### A. QGA - Trap:1`). Such a token is a word of the text, never a move, though it may hold a
 * square or have a move's shape (`#####`: a mate sign alone).
 */
function markupItems(items: readonly RawItem[], raw: string): boolean[] {
  const spans: readonly Span[] = MAY_HOLD_MARKUP.test(raw) ? markupSpans(raw, false) : [];
  let s = 0;
  return items.map((item) => {
    if (item.type !== 'bad' && item.type !== 'move') return false;
    if (item.type === 'bad' && /^#{1,6}$/.test(item.text) && /(?:^|\n)[ \t]*$/.test(raw.slice(Math.max(0, item.offset - 80), item.offset)))
      return /^[ \t]+\S/.test(raw.slice(item.offset + item.text.length, item.offset + item.text.length + 3));
    while (s < spans.length && spans[s]!.end <= item.offset) s++;
    return s < spans.length && spans[s]!.start <= item.offset;
  });
}

function kindOf(item: RawItem, pieces: readonly string[], numeric: boolean): Kind {
  switch (item.type) {
    case 'bad':
      if (isWordToken(item.text, pieces)) return 'word';
      // a year or a page (`Москва, 1985`) is no move, unless it has the shape of one in ICCF text; nor is a date or a
      // score written with slashes or full stops between numbers (`26/10`, `12/3/2015`, `2015.08.24`, `2.5/5`)
      // (or an ordinal or a class, a number with letters glued after it and no square: `3rd`, `2N`, `20th`)
      if (/^[0-9]/.test(item.text))
        return (/^[0-9]+(?:[/.][0-9]+)*[.,:;)]*$/.test(item.text) && !(numeric && /^[1-8]{4,5}\b/.test(item.text))) ||
          (ORDINAL.test(item.text) && !/[a-h][1-8]/.test(item.text)) ||
          numberRange(item.text)
          ? 'glue'
          : undefined;
      // a square, castling, a file and a digit (`Kb9`), a slip without a rank (`BxQ`): a move written wrongly
      if (SQUARE.test(item.text) || CASTLING.test(item.text) || /[a-h][0-9]/.test(item.text)) return undefined;
      // (a square in another script's file letters, a piece letter before it or not: `פו3`, `ה4`, `Ιζ3`, `е4`)
      // (a capture mark between the piece and the file too: `Βxζ7#`, `Β:ζ7#`)
      if (FOREIGN_SQUARE.test(item.text.replace(/(?<=\p{L})[x×:](?=\p{L})/u, ''))) return undefined;
      return item.text.length >= 3 && moveShape(pieces).test(item.text) ? undefined : 'glue';
    case 'move':
      // `de`, `da`, `ab`: read as a pawn capture by files, and a word in many languages
      return SQUARE.test(item.text) || CASTLING.test(item.text) || /[0-9]/.test(item.text) ? undefined : 'glue';
    case 'separator':
      // `白方`, `White:`: a colour word before a move belongs to the move, as a number does to its move
      return item.side === undefined ? 'glue' : undefined;
    case 'number':
    case 'nag':
      return 'glue';
    case 'open':
      return item.form === '[' || item.form === 'bullet' ? undefined : 'open';
    case 'close':
      return 'close';
    default:
      return undefined;
  }
}

/** Where the text of `item` ends in the game text (for the items a stretch can end with). */
function itemEnd(item: RawItem, raw: string): number {
  switch (item.type) {
    case 'bad':
    case 'move':
    case 'separator':
    case 'nag':
      return item.offset + item.text.length;
    case 'number': {
      const m = /\[?[0-9]+(?:[.…):/\]]|[ \t]*[-–—],?)*/y;
      m.lastIndex = item.offset;
      m.exec(raw);
      return Math.max(m.lastIndex, item.offset + 1);
    }
    default:
      return item.offset + 1;
  }
}

/** Line number (0-based count of line breaks before it) of each offset, for items in order. */
function lineOf(raw: string): (offset: number) => number {
  let line = 0;
  let pos = 0;
  return (offset: number): number => {
    for (; pos < offset; pos++) {
      const c = raw.charCodeAt(pos);
      if (c === 10 || (c === 13 && raw.charCodeAt(pos + 1) !== 10)) line++;
    }
    return line;
  };
}

/**
 * Moves cited in a sentence (`After 1. e4 the game is open.`, `Mit 8...Le6 wäre …` after move 12):
 * a move number at the outer level, after a word on its line, that goes back in the game (the
 * moves before it are further on), and the moves after it on that line up to the next word or
 * number, are part of the text
 * (kinds changed to glue); so are moves without a number between two words on a line that starts
 * with a word (`The e4 pawn is strong.`). On lines without words a number that does not fit stays
 * a warning of the translation (W_MOVE_NUMBER), as before.
 */
function mentionsAsGlue(items: readonly RawItem[], kinds: Kind[], lines: readonly number[]): void {
  const wordLines = new Set<number>();
  items.forEach((_, k) => {
    if (kinds[k] === 'word') wordLines.add(lines[k]!);
  });
  // Unnumbered moves between two words, on a line that starts with a word (`The e4 pawn is
  // strong.`, `Now Nf3 Nc6 would be bad`): named in the sentence, not played.
  const isText = (j: number): boolean => items[j]?.type === 'bad' && (kinds[j] === 'word' || kinds[j] === 'glue');
  let lineStartsWithWord = false;
  for (let k = 0; k < items.length; k++) {
    if (k === 0 || lines[k] !== lines[k - 1]) lineStartsWithWord = kinds[k] === 'word';
    if (!lineStartsWithWord || items[k]!.type !== 'move' || kinds[k] !== undefined || !isText(k - 1) || lines[k - 1] !== lines[k]) continue;
    let e = k;
    while (items[e + 1]?.type === 'move' && kinds[e + 1] === undefined && lines[e + 1] === lines[k]) e++;
    if (!isText(e + 1) || lines[e + 1] !== lines[k]) continue;
    for (let j = k; j <= e; j++) kinds[j] = 'glue';
    k = e;
  }
  let depth = 0;
  /** Ply of the last number written at the outer level, and moves since it. */
  let numberPly = 0;
  let since = 0;
  for (let k = 0; k < items.length; k++) {
    const it = items[k]!;
    if (it.type === 'open') depth++;
    else if (it.type === 'close') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if ((it.type === 'move' || it.type === 'bad') && kinds[k] !== 'word' && kinds[k] !== 'glue') since++;
    if (it.type !== 'number') continue;
    const ply = 2 * it.value - (it.black ? 0 : 1);
    // Cited: a number back in the game (a number ahead is a move missing, W_MOVE_NUMBER), after a
    // word on its line (`After 1. e4`, `Mit 8...Le6`).
    const before = k > 0 && lines[k - 1] === lines[k] && items[k - 1]!.type === 'bad' ? kinds[k - 1] : undefined;
    const cited = numberPly > 0 && ply < numberPly + since && (before === 'word' || before === 'glue');
    if (!cited || !wordLines.has(lines[k]!)) {
      numberPly = ply;
      since = 0;
      continue;
    }
    kinds[k] = 'glue';
    for (let j = k + 1; j < items.length && lines[j] === lines[k]; j++) {
      const t = items[j]!.type;
      if (kinds[j] === 'word' || t === 'number' || !(t === 'move' || t === 'bad' || t === 'nag' || t === 'separator')) break;
      kinds[j] = 'glue';
    }
  }
}

/**
 * What stands between a move at a line's start and the words that explain it, as lessons and blog posts print one move
 * a line (`e4 ♙ → the king's pawn goes two squares`, `Nf3 - attacks e5`, `Bc4 : aims at f7`): an arrow, the figurine of
 * the piece that moved, a dash or a colon standing alone.
 */
const EXPLANATION_MARK = /^(?:[\u2654-\u265F]\uFE0E?|[→⟶➔➜➝➞⇒⟹]|->|=>|[-–—]{1,2}|:)$/u;

/** Lines of that layout a text needs before it is read so (one such line alone may be a move and a dash of another kind). */
const EXPLAINED_LINES = 2;

/**
 * One move a line, then what it does (`e4 ♙ → …`, see {@link EXPLANATION_MARK}): where a text prints two such lines or
 * more (a move, or a numbered one, first on its line, a mark, then a word), the moves without a number after the mark
 * on those lines are squares and moves the explanation names (`Nf3 ♘ → the knight attacks the pawn on e5`), not
 * played: the lines' first moves are the game. A numbered move in an explanation is read as the rules below read it.
 */
function explanationsAsGlue(items: readonly RawItem[], kinds: Kind[], lines: readonly number[]): void {
  /** Per explained line, the index of its first item after the mark. */
  const explained: number[] = [];
  for (let k = 0; k < items.length; k++) {
    if (k > 0 && lines[k] === lines[k - 1]) continue;
    let m = items[k]!.type === 'number' && lines[k + 1] === lines[k] ? k + 1 : k;
    if (items[m]?.type !== 'move' || kinds[m] !== undefined) continue;
    const marks = m + 1;
    for (m = marks; m < marks + 2 && lines[m] === lines[k] && isExplanationMark(items[m]); m++);
    if (m > marks && lines[m] === lines[k] && kinds[m] === 'word') explained.push(m);
  }
  if (explained.length < EXPLAINED_LINES) return;
  for (const from of explained)
    for (let j = from; j < items.length && lines[j] === lines[from] && items[j]!.type !== 'number'; j++)
      if (items[j]!.type === 'move' && kinds[j] === undefined) kinds[j] = 'glue';
}

function isExplanationMark(item: RawItem | undefined): boolean {
  return (item?.type === 'bad' || item?.type === 'separator') && EXPLANATION_MARK.test(item.text);
}

/**
 * A capitalised word of three letters or more, letters alone (`Bad`, `The`): in a language whose piece letters begin it,
 * the shape of a move without its rank, which no move is written as; a word where its place says so (here, and after
 * a full stop in prose: sequence-stops.ts).
 */
export const CAPITALISED_WORD = /^\p{Lu}\p{Ll}{2,}$/u;

/**
 * `in Bad Wörishofen`, `bei Bad Ems`: a capitalised word of letters only that has the shape of a move without a rank
 * (`Bad`: the German pawn letter, files a and d), between text before it and a word after it on its line, is a word of
 * the sentence (a name), not a slip of a move (`Nef` on a scoresheet stands between moves).
 */
function namesInSentences(items: readonly RawItem[], kinds: Kind[], lines: readonly number[]): void {
  for (let k = 1; k + 1 < items.length; k++) {
    const it = items[k]!;
    if (it.type !== 'bad' || kinds[k] !== undefined || !CAPITALISED_WORD.test(it.text)) continue;
    const before = kinds[k - 1];
    if ((before !== 'word' && before !== 'glue') || kinds[k + 1] !== 'word') continue;
    if (lines[k - 1] !== lines[k] || lines[k + 1] !== lines[k]) continue;
    kinds[k] = 'word';
  }
}

/**
 * `(8) Leimand - Skjoldborg`: a number in brackets before a word is a heading's label (a game's or
 * a note's number), not a variation opened with a move number `8)` in it, which would never close.
 * Its `(` and number become glue, so the heading is one stretch of text. Before a move (`(2) f4)`)
 * the bracket stays a variation.
 */
function labelsAsGlue(items: readonly RawItem[], kinds: Kind[], raw: string): void {
  for (let k = 0; k + 2 < items.length; k++) {
    const open = items[k]!;
    const number = items[k + 1]!;
    if (open.type !== 'open' || kinds[k] !== 'open' || number.type !== 'number' || number.form !== ')') continue;
    if (number.offset !== open.offset + 1 || raw.charCodeAt(itemEnd(number, raw) - 1) !== 41 /* ) */) continue;
    if (kinds[k + 2] !== 'word') continue;
    kinds[k] = 'glue';
  }
}

/**
 * The items with every stretch of text replaced by one comment item (`prose: true`) holding its
 * text byte for byte (`pieces`: the language's piece letters; undefined for ICCF numeric text). Returns the items unchanged (the same array) when the game has none.
 */
export function textAsComments(items: readonly RawItem[], raw: string, pieces: readonly string[] | undefined): readonly RawItem[] {
  const letters = pieces ?? NO_PIECES;
  const markup = markupItems(items, raw);
  let any = false;
  items.forEach((item, k) => {
    if ((item.type === 'bad' && isWordToken(item.text, letters)) || signBeforeNumber(items, k) || markup[k]) any = true;
  });
  if (!any) return items;
  const kinds = items.map((it, k) => (signBeforeNumber(items, k) || markup[k] ? 'word' : kindOf(it, letters, pieces === undefined)));
  labelsAsGlue(items, kinds, raw);
  const line = lineOf(raw);
  const lines = items.map((it) => line(it.offset));
  namesInSentences(items, kinds, lines);
  explanationsAsGlue(items, kinds, lines);
  mentionsAsGlue(items, kinds, lines);
  // The bracket each bracket matches, if any.
  const match = new Array<number>(items.length).fill(-1);
  const open: number[] = [];
  items.forEach((it, k) => {
    if (kinds[k] === 'open') open.push(k);
    else if (kinds[k] === 'close' && open.length > 0) {
      const o = open.pop()!;
      match[o] = k;
      match[k] = o;
    }
  });
  const stretches: Array<[number, number]> = [];
  const addStretch = (s: number, e: number): void => {
    // Brackets whose partner is outside the stretch split it.
    let from = s;
    for (let k = s; k <= e + 1; k++) {
      if (k <= e && !((kinds[k] === 'open' || kinds[k] === 'close') && (match[k]! < s || match[k]! > e))) continue;
      trimmed(from, k - 1);
      from = k + 1;
    }
  };
  const trimmed = (s: number, e: number): void => {
    while (s <= e && kinds[s] !== 'word' && (items[s]!.type === 'nag' || items[s]!.type === 'separator')) s++;
    let lastWord = -1;
    for (let k = s; k <= e; k++) if (kinds[k] === 'word') lastWord = k;
    if (lastWord < 0) return;
    while (e > lastWord) {
      const it = items[e]!;
      // a number before a move, or on a line after the words, is the next move's
      const next = items[e + 1];
      const beforeMove = it.type === 'number' && next !== undefined && next.type === 'move' && lines[e + 1] === lines[e];
      // (and the comma between Black's number and its move: `meglio 4 ..., Df6`, the number checked as any other)
      const afterNumber =
        it.type === 'separator' &&
        e - 1 > lastWord &&
        items[e - 1]!.type === 'number' &&
        next?.type === 'move' &&
        lines[e + 1] === lines[e] &&
        lines[e - 1] === lines[e];
      if (lines[e] !== lines[lastWord] || beforeMove) e--;
      else if (afterNumber) e -= 2;
      else break;
    }
    // brackets trimmed apart leave their partner alone: keep the stretch balanced
    let depth = 0;
    for (let k = s; k <= e; k++) {
      if (kinds[k] === 'open') depth++;
      else if (kinds[k] === 'close') depth--;
      if (depth < 0) return;
    }
    if (depth === 0) stretches.push([s, e]);
  };
  let start = -1;
  for (let k = 0; k <= items.length; k++) {
    if (k < items.length && kinds[k] !== undefined) {
      if (start < 0) start = k;
      continue;
    }
    if (start >= 0) addStretch(start, k - 1);
    start = -1;
  }
  if (stretches.length === 0) return items;
  const out: RawItem[] = [];
  let k = 0;
  for (const [s, e] of stretches) {
    while (k < s) out.push(items[k++]!);
    const from = items[s]!.offset;
    const text = raw.slice(from, itemEnd(items[e]!, raw));
    out.push({ type: 'comment', form: 'brace', text, offset: from, prose: true } as TextItem);
    k = e + 1;
  }
  while (k < items.length) out.push(items[k++]!);
  return out;
}
