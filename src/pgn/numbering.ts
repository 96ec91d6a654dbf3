/**
 * Move numbers as books, magazines and typists write them, and the style of a game's movetext.
 * The PGN grammar reads every form (`1.` `1)` `1:` `[1]` bare `1`, Black's number repeated as
 * `12...`, `12 ... Nf6`, `12 - Nf6`) and the separators between moves (`,` `;` `|` `/` `…`);
 * here they become one {@link GameStyle} per game (one note, `W_STYLE`, not one per move), and a
 * number is checked against the moves before it (`W_MOVE_NUMBER` when it does not fit).
 */
/**
 * How a move number is written: `.` is PGN's (`1.`, `1...`, `1…`); the others are books' and typists'.
 * `colour`: a number before one of the language's words for White or Black (`۱- سفید e4`, `1. White: e4`).
 */
export type NumberForm = '.' | ')' | ':' | '/' | '[]' | 'bare' | 'colour';

/** A number form in a game's style: the forms above, or '-': a dash standing for White's move before Black's (`12 - Nf6`, `11.—, He5`). */
export type StyleNumberForm = NumberForm | '-';

/** A move number as written before a move. */
export interface WrittenNumber {
  readonly value: number;
  /** The number announces Black's move (`12...`, `12 ... Nf6`, `12 - Nf6`). */
  readonly black: boolean;
  readonly form: NumberForm;
  /** The number as printed, when letters that look like digits were read as them (`Ю.` for 10, `1б.` for 16). */
  readonly written?: string;
}

/** The number as it is cited in reports: `12.` or `12...`, in PGN's form. */
export function numberText(n: WrittenNumber): string {
  return `${n.value}${n.black ? '...' : '.'}`;
}

/** What a game's movetext does other than PGN: its number forms and separators, and where the first one is. */
export interface GameStyle {
  /** Number forms other than PGN's, in the order first met. */
  readonly numbers: StyleNumberForm[];
  /** Separators between moves (`,` `;` `|` `/` `...`, `-` in `1: e4-e5`, `nothing` for glued moves), in the order first met. */
  readonly separators: string[];
  /** Other marks the whole game writes its own way (`captures marked ":"`), in a person's words. */
  marks?: string[];
  /** Square-bracket variations (`[ 8.dxe5 dxe5 ]`, ChessBase text exports). */
  bracketVariations: boolean;
  /** Where the first non-PGN item stands. */
  line: number;
  column: number;
}

const FORM_NAMES: Readonly<Record<StyleNumberForm, string>> = {
  '-': 'with a dash for White\'s move before Black\'s ("12 - Nf6", "11.—, He5")',
  '.': '"1."',
  ')': '"1)"',
  ':': '"1:"',
  '/': '"1/"',
  '[]': '"[1]"',
  bare: 'without a mark ("1 e4 e5 2 Nf3")',
  colour: 'before the side\'s colour ("1- White e4")',
};

/**
 * Whether the numbers before colour words in `items` count half-moves (`1- White e4 2- Black e5
 * 3- White Nf3`), not moves (`1. White: e4 1. Black: e5 2. White: Nf3`): some number before Black's
 * colour word is one more than the number before White's just before it (moves have the same
 * number for both; only from Black's to White's does a move number go up). Only such numbers are looked at.
 */
export function countsPlies(
  items: ReadonlyArray<{ readonly type: string; readonly value?: number; readonly form?: string; readonly side?: string }>,
): boolean {
  let last: { value: number; side: string } | undefined;
  for (let i = 0; i < items.length - 1; i++) {
    const it = items[i]!;
    const next = items[i + 1]!;
    if (it.type !== 'number' || it.form !== 'colour' || next.side === undefined || it.value === undefined) continue;
    if (last !== undefined && last.side === 'white' && next.side === 'black' && it.value === last.value + 1) return true;
    last = { value: it.value, side: next.side };
  }
  return false;
}

/** `move numbers written "1)"; moves separated by ","` — the style in a person's words. */
export function describeStyle(style: GameStyle): string {
  const parts: string[] = [];
  if (style.numbers.length) parts.push(`move numbers written ${style.numbers.map((f) => FORM_NAMES[f]).join(' and ')}`);
  if (style.separators.length) {
    parts.push(
      `moves separated by ${style.separators.map((s) => (s === 'nothing' ? 'nothing (glued: "1.e4e52.Nf3")' : JSON.stringify(s))).join(' and ')}`,
    );
  }
  if (style.marks) parts.push(...style.marks);
  if (style.bracketVariations) parts.push('variations in square brackets');
  return `${parts.join('; ')}; written as standard PGN`;
}

/** `1.` `1)` `1:` `1/` or a bare `1` before a move. (`1...`, `1. ...`, `1.—,` and `1 - e5` announce Black's move: not a start.) */
const NUMBER_ONE = String.raw`1(?:\.|\)|:(?!\d)|\/(?=[ \t])|(?=[ \t]+[^\s\d]))(?![.…]|[ \t]*[-–—.…])`;

/**
 * A token shaped as a move: a square, castling, ICCF digits, English descriptive (`P-K4`, `NxP`, `Kt-B3`), or
 * Spanish, Portuguese and French descriptive, the rank before the file (`P4R`, `C3AR`, `A5CD`) or a piece taken (`AxC`, `CRxP`).
 */
const MOVE_TOKEN =
  /[a-h][1-8]|^[O0o]-[O0o]|^[1-8]{4,5}$|^(?:[PKQRBN]|Kt)[A-Za-z]{0,2}[-x×]|^[PRDTACBF]{1,3}-?[1-8](?:[TCABF][RD]|[RDTCABF])(?![A-Za-z])|^[PRDTACBF]{1,3}[xX][PRDTACBF]/;

/**
 * Whether a game follows the `1` at `at`: the next move number other than 1 (Black's repeated
 * `1...`) is 2. A `1. e4` mentioned in a paragraph after a game is no new game.
 */
function gameFollows(text: string, at: number, afterMoves: boolean): boolean {
  const NEXT_NUMBER = /(?:^|[\s(){}[\]])\[?([0-9]{1,3})(?=[.…):\]/]|[ \t]+[^\s\d])/g;
  NEXT_NUMBER.lastIndex = at + 1;
  for (let m = NEXT_NUMBER.exec(text); m !== null; m = NEXT_NUMBER.exec(text)) {
    if (m[1] !== '1') return m[1] === '2';
  }
  // No number follows: a last game of one move (`1 d4 d5`) at a line's start or right after a
  // move (`… 2. Nf3 Nc6 1. d4 d5 *`), with no words after it on its line.
  if (!afterMoves) return false;
  const end = text.slice(at).search(/[\r\n]/);
  const line = text.slice(at, end < 0 ? undefined : at + end);
  return !/(?:^|\s)[^\s\d]*\p{L}{3,}/u.test(line.replace(/[a-h][1-8]|[O0o]-[O0o]/g, ' '));
}

/**
 * A heading on a line of its own, as books print one above a game (`Game 3`, `Partie Nr. 3`,
 * `§ 12`, `№ 5`): at most 60 characters with a letter, `§` or `№`, ending with the game's number
 * (a line that ends with a word, `A second game:`, stays after the game before it), no square, no
 * bracket or brace.
 */
const HEADING_LINE = /^[ \t]*(?=[^\n]*[\p{L}§№])[^\s{}()[\];%][^\n{}()[\];%]{0,59}(?<=\D[ \t]?\d{1,4}\.?)$/u;

/**
 * A short label at a line's start before the game's first number, a dash between spaces after it (`Danish Gambit – 1.e4`,
 * a list of openings one a line): the next game's, as a heading above it is. No digit in it. (Not a label with a colon,
 * `Önlenmesi : 1.e4 e5 2.Fc4 Af6 …`, "Prevention:", which may name a line of the game before.)
 */
const LINE_LABEL = /^[ \t\u00a0]*[^\s\d\-–—:][^\n\d\-–—:.!?|(){}[\]]{0,39}[ \t\u00a0]+[–—-][ \t\u00a0]+$/u;

/**
 * Where a new game that starts at the line at `lineStart` starts, with the heading on the line
 * just before it (`Game 3` above `1. d4`): that line's start, else `lineStart`.
 */
function headingBefore(text: string, lineStart: number): number {
  if (lineStart === 0) return lineStart;
  const end = text.charCodeAt(lineStart - 1) === 10 && text.charCodeAt(lineStart - 2) === 13 ? lineStart - 2 : lineStart - 1;
  const start = Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
  const line = text.slice(start, end).trimEnd();
  if (!HEADING_LINE.test(line) || /[a-h][1-8]|[O0]-[O0]/.test(line) || /^\s*\d+\./.test(line)) return lineStart;
  return start;
}

/**
 * Offsets in a game's text where its numbering starts again at White's move 1 after moves
 * (`1. e4 e5 2. Nf3 1. d4 d5`: two games without tags or results between them). Only numbers
 * at the top level count: not in tags, comments, `%` lines or variations (round or square).
 * A cut at a number that a line starts with is moved to the line's start, or to the start of a
 * heading on the line before it (`Game 3`, see {@link headingBefore}); one after a short label on its line
 * (`Danish Gambit – 1.e4`, {@link LINE_LABEL}) to the line's start. Numbering starts again
 * only after a number above 1 and before a game (the next number is 2): `1. e4` cited in a
 * paragraph, or a `1` repeated before Black's first move, is no new game.
 */
export function numberingRestarts(text: string): number[] {
  // Made per call: a regular expression with the g or y flag keeps state (lastIndex).
  const FIRST_NUMBER = new RegExp(String.raw`(?:^|[\s()[\]{}])` + NUMBER_ONE, 'g');
  const NUMBER_ONE_AT = new RegExp(NUMBER_ONE, 'y');
  let candidates = 0;
  while (FIRST_NUMBER.exec(text) !== null) if (++candidates > 1) break;
  if (candidates < 2) return [];
  const cuts: number[] = [];
  const n = text.length;
  let depth = 0;
  let movesSeen = false;
  /** The highest move number met since the game's moves began (`1 e2 e4 1 e7 e5`: a `1` repeated for Black is no restart). */
  let highest = 0;
  let lineStart = 0;
  let onlySpaceOnLine = true;
  /** The token before this one at the top level (a lone file letter: `Kt - B 1` is descriptive notation printed with spaces, its 1 a rank). */
  let previous = '';
  /** Where the last move number 1 stood (its line's start): a second 1 on that line with no number between is Black's, in two columns (`1.  P. to K's 4th.     1.  P. to K's 4th.`). */
  let oneOnLine = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      lineStart = i + 1;
      onlySpaceOnLine = true;
      continue;
    }
    if (c === 32 || c === 9 || c === 0xfeff) continue;
    const atLineStart = onlySpaceOnLine;
    onlySpaceOnLine = false;
    if (atLineStart && (c === 37 /* % */ || (c === 91 /* [ */ && !movesSeen))) {
      // An escape line, or a tag line before the movetext.
      while (i + 1 < n && text.charCodeAt(i + 1) !== 10 && text.charCodeAt(i + 1) !== 13) i++;
      continue;
    }
    if (c === 123 /* { */) {
      let d = 1;
      while (++i < n && d > 0) {
        const e = text.charCodeAt(i);
        if (e === 125) d--;
        else if (e === 123) d++;
      }
      i--;
      continue;
    }
    if (c === 59 /* ; */) {
      // A separator (`e5; 2.Nf3`) or a comment to the end of the line, as the grammar reads it.
      const prev = text.charCodeAt(i - 1);
      const rest = /^[ \t]*([0-9]|[\r\n]|$)/.test(text.slice(i + 1, i + 40));
      if (i > 0 && prev !== 32 && prev !== 9 && prev !== 10 && prev !== 13 && rest) continue;
      // (glued to a word before another word, the word's punctuation: `(il Nero attacca; meglio 4 ..., Df6)`, the grammar's badToken)
      const word = /[^\s(){}[\];]*$/.exec(text.slice(Math.max(0, i - 40), i))![0];
      if (/\p{L}$/u.test(word) && !MOVE_TOKEN.test(word) && /^[ \t]+[^\s]/.test(text.slice(i + 1, i + 40))) continue;
      while (i + 1 < n && text.charCodeAt(i + 1) !== 10 && text.charCodeAt(i + 1) !== 13) i++;
      continue;
    }
    if (c === 40 /* ( */ || (c === 91 /* [ */ && movesSeen)) {
      depth++;
      continue;
    }
    if (c === 41 /* ) */ || c === 93 /* ] */) {
      if (depth > 0) depth--;
      continue;
    }
    // A token up to the next delimiter.
    let end = i;
    while (end < n && !/[\s(){}[\];]/.test(text[end]!)) end++;
    if (end === i) end = i + 1; // a '[' in text before any move (`[**RUY LOPEZ**](…)`): step over it, never stand still
    const token = text.slice(i, end);
    if (depth === 0) {
      NUMBER_ONE_AT.lastIndex = i;
      const one = NUMBER_ONE_AT.test(text);
      if (
        movesSeen &&
        highest > 1 &&
        one &&
        !(/^(?:[KQRBN]|Kt)$/.test(previous) && token === '1') &&
        oneOnLine !== lineStart &&
        gameFollows(text, i, atLineStart || MOVE_TOKEN.test(previous))
      ) {
        cuts.push(atLineStart ? headingBefore(text, lineStart) : LINE_LABEL.test(text.slice(lineStart, i)) ? lineStart : i);
        movesSeen = false;
        highest = 0;
        oneOnLine = lineStart;
      } else if (/^[0-9]+[.…):]*$/.test(token)) {
        oneOnLine = one ? lineStart : -1;
      } else if (MOVE_TOKEN.test(token)) {
        movesSeen = true;
      }
      const number = /^[0-9]{1,3}(?=[.…):]|$)/.exec(token);
      if (number !== null && movesSeen) highest = Math.max(highest, Number(number[0]));
      previous = token;
    }
    i = end - 1;
  }
  return cuts;
}

/** A number item of the grammar, as {@link numbersWithDashRepeated} reads it. */
interface DashNumberItem {
  readonly type: string;
  readonly value?: number;
  readonly black?: boolean;
  readonly dash?: boolean;
  readonly text?: string;
}

/** The mark of the style {@link numbersWithDashRepeated} reads, for the game's note W_STYLE. */
export const DASH_REPEATED_MARK = 'each move numbered with a dash after the number, repeated for Black\'s move ("1 – e2 – e4 1 – e7 – e5")';

/**
 * `1 – e2 – e4 1 – e7 – e5 2 – Cg1 – f3 2 – Cb8 – c6`: a score typed with a dash after each move
 * number and the number printed again before Black's move (Persian and other magazines). The
 * grammar reads a number with a dash as Black's (`12 - Nf6`: the dash stands for White's move); where
 * a game writes such a number, one move, and the same number with a dash again, twice or more,
 * the dash is the number's mark: the first of each two is White's, the second Black's. `items`
 * itself where the game does not write so (a single `12 - Nf6` stays Black's).
 */
export function numbersWithDashRepeated<T extends DashNumberItem>(items: readonly T[]): readonly T[] {
  /** Per number with a dash, the index of the same number with a dash after exactly one move (words may stand between). */
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < items.length; k++) {
    const it = items[k]!;
    if (it.type !== 'number' || it.dash !== true) continue;
    let moves = 0;
    let j = k + 1;
    // (`Cg1 – f3` where the language reads no `C`: the two halves of one long move, a dash between them)
    for (; j < items.length && items[j]!.type !== 'number'; j++) if (isMoveItem(items[j]!) && items[j - 1]!.type !== 'separator') moves++;
    const next = items[j];
    if (moves === 1 && next?.dash === true && next.value === it.value) {
      pairs.push([k, j]);
      k = j;
    }
  }
  if (pairs.length < 2) return items;
  const out = [...items];
  for (const [white, black] of pairs) {
    out[white] = { ...items[white]!, black: false, dash: false };
    out[black] = { ...items[black]!, black: true, dash: false };
  }
  return out;
}

/** A move of the grammar's items: read as one, or a token with a square that is a move written wrongly. */
function isMoveItem(it: DashNumberItem): boolean {
  return it.type === 'move' || (it.type === 'bad' && /[a-h][1-8]/.test(it.text ?? ''));
}
