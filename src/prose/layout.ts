/**
 * How a document lays its moves out: what books print as the game's own moves (bold, a line of
 * their own) and what they mark as a side line (a list bullet, an opening bracket).
 */
import { isWordToken } from '../pgn/text-runs.js';
import { hasSentenceWord } from './comment-words.js';

/** A bullet of a list item (`- `, `• `, `* `, `– `, `+ `), after white space or a quote mark, then emphasis only, up to the offset. */
const BULLET_BEFORE = /(?:^|\n)[ \t\u00a0>]*[-•*–+][ \t\u00a0]+[*_]*$/;

/**
 * The text's first line that starts with a move number (after white space, list and quote marks, emphasis), group 1 its
 * bullet where it has one and the number is White's first (`- 1. d4 f5 …`, as a wiki lists a game a few moves an item with
 * the commentary in the items between).
 */
const FIRST_ROW = /(?:^|\n)[ \t\u00a0>]*(?:([-•*–+])[ \t\u00a0]+(?=[*_]*1\.(?!\d))|[-•*–+][ \t\u00a0]+)?[*_]*\d{1,3}\./;

/** A line that is a list item: a bullet (as {@link BULLET_BEFORE}) and its text. */
const LIST_ITEM = /^[ \t\u00a0>]*[-•*–+][ \t\u00a0]+\S/;
/** A list item's bullet up to the offset, after white space or a quote mark at the line's start (see {@link LIST_ITEM}). */
const ITEM_OPENS = /(?:^|\n)[ \t\u00a0>]*[-•*–+][ \t\u00a0]+$/u;
/**
 * A line's label up to the offset, at the line's start: a Roman numeral or one letter, then `.` or `)` and white space
 * (`I. 5. Nxe4 …`, `II. 5. Nxe4 …`, `b) 12.Sf3`), as books number the ways to play from one position. Right before a
 * move number only (`A. Karpov` is a name).
 */
const LABEL_OPENS = /(?:^|\n)[ \t\u00a0>]*(?:[IVX]{1,4}|\p{L})[.)][ \t\u00a0]+$/u;

/**
 * Whether the word at `offset` opens a list item: its bullet, then white space, right before it (`- 4.c3 …`), or a
 * line's label (`I. 5. Nxe4 …`) before its move number.
 */
export function opensListItem(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 40), offset);
  return ITEM_OPENS.test(before) || labelledAt(text, offset);
}

/** Whether the move number at `offset` follows a line's label (see {@link LABEL_OPENS}). */
function labelledAt(text: string, offset: number): boolean {
  return /^\d/.test(text.slice(offset, offset + 1)) && LABEL_OPENS.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset));
}

/**
 * A list item's bullet, then at most a short label ended by a colon (`- B03: `, `• Dragon: `), up to the offset, after
 * white space or a quote mark at the line's start.
 */
const ITEM_LABEL_OPENS = /(?:^|\n)[ \t\u00a0>]*[-•*–+][ \t\u00a0]+(?:[^\s:.!?][^\n:.!?]{0,23}:[ \t\u00a0]*)?$/u;

/**
 * A list's first bullet glued after a wiki section's edit link that a copy of the page kept at the line's start
 * (`[değiştir | kaynağı değiştir]- 1.e4 a5`, `[edit]- 1.e4 c5`), up to the offset.
 */
const EDIT_LINK_ITEM_OPENS = /(?:^|\n)[ \t\u00a0]*\[[^\]\n\d]{1,40}\][ \t\u00a0]*[-•*–+][ \t\u00a0]+$/u;

/** A table row's first cell, a short label, then the cell's bar up to the offset (`Weens | `, `| Spaans | `). */
const ROW_LABEL_OPENS = /(?:^|\n)[ \t\u00a0]*\|?[ \t\u00a0]*[^\s|][^\n|]{0,39}\|[ \t\u00a0]*$/u;

/** A short label at a line's start, then a dash between spaces, up to the offset (`Centre Game – `, `Կենտրոնական գամբիտ – `). */
const DASH_LABEL_OPENS = /(?:^|\n)[ \t\u00a0]*[^\s\d\-–—][^\n\d\-–—:.!?|()]{0,39}[ \t\u00a0]+[–—-][ \t\u00a0]+$/u;

/**
 * Whether the word at `offset` opens an item of a list of lines: after a list item's bullet or a short label after it
 * (`- B03: 1.e4 …`), after a table row's label cell (`Weens | 1 e4 e5 2 Pc3 |`), or after a short label and a dash at
 * the line's start (`Centre Game – 1.e4 e5 2.d4 ed 3.Qxd4`, a list of openings one a line).
 */
export function opensListLine(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 48), offset);
  return (
    ITEM_LABEL_OPENS.test(before) || EDIT_LINK_ITEM_OPENS.test(before) || ROW_LABEL_OPENS.test(before) || DASH_LABEL_OPENS.test(before)
  );
}

/**
 * A full stop after a word (not a move number's: `12.`), then a line break and white space up to
 * the offset: the sentence has ended (`См. также 2) 5...g6.` then `6.Сe2 e5` on the next line).
 */
const SENTENCE_THEN_LINE = /(?:^|\s)(?!\d{1,3}\.\s)\S*[^\s.]\.[*_"'»”’)]*[ \t]*\r?\n[ \t\u00a0>]*$/;

/** A list item's bullet up to the offset (as {@link BULLET_BEFORE}, right-to-left marks allowed around it: `\u200f- ה4`). */
const PAIR_BULLET = /(?:^|\n)[ \t\u00a0>\u200e\u200f]*[-•*–+][ \t\u00a0\u200e\u200f]+$/;
/** A move number at a line's start (White's: `5.`, no ellipsis) and one move after it (castling with zeros too), a comma or spaces after that. */
const ROW_FIRST_MOVE =
  /^[ \t\u00a0]*(\d{1,3})\.[ \t\u00a0]*(?:0-0(?:-0)?[+#!?]*|[^\s\d.…()[\]{}|:][^\s()[\]{}|…]*)[ \t\u00a0]*,?[ \t\u00a0]+$/u;
/**
 * A player's name in a game's heading: words with a capital (`Foulds`, `O'Kelly`, `Dr. Lasker`, `Van der Sterren`: the
 * particles of names between them), no other word of a sentence (`Caro-Kann je obrana 1.e4 c6` is no heading).
 */
const PLAYER = String.raw`\p{Lu}[\p{L}\p{M}.']*(?: (?:\p{Lu}[\p{L}\p{M}.']*|van|von|der|den|de|da|di|du|del|le|la|ter|ten)){0,3}`;
/** A player as a heading names one: a name, and a title after a comma or not (`De Kermur, Sire di Légal`). */
const HEADING_PLAYER = String.raw`${PLAYER}(?:, ?${PLAYER})?`;
/**
 * A game's heading at a line's start up to the offset: the players, a dash between them, the event in brackets or not,
 * then only spaces (`Foulds-Lang (Prebor Nového Zélandu) 1.e4 e6`, as columns print a game after its players' names);
 * after a place and year in brackets, the opening's name too (`De Kermur, Sire di Légal - Cavaliere di Saint Brie
 * (Parigi, 1750) Partita d'Alfiere, Difesa chiusa 1 e4`): words, no mark that ends a sentence.
 */
const GAME_HEADING = new RegExp(
  String.raw`^[ \t\u00a0*_>]*${HEADING_PLAYER} ?[-–—] ?${HEADING_PLAYER}(?: ?\([^()\n]*\)|(?: ?\([^()\n]*\b\d{4}\b[^()\n]*\))[ \t\u00a0]+[^\n.!?;:()\d]{1,60}?)?[ \t\u00a0]+$`,
  'u',
);
/** A player's initial after the name and a comma (`Morphy,P`, `Carlsen, M.`). */
const INITIAL = String.raw`(?:, ?\p{Lu}\.?(?![\p{L}\p{M}]))?`;
/**
 * A line that names a game's players and nothing else: two names of two letters or more with a dash between them, each
 * with an initial after a comma or not, the event or place and year in brackets or after a comma, a year (`Tal - Smit
 * (Utrecht 1950)`, `Foulds-Lang, 1987`, `Morphy,P – Konzultující, Paříž 1858`), as pages print a game's attribution
 * above or below its moves.
 */
const PLAYERS_LINE = new RegExp(
  String.raw`^[ \t\u00a0*_>]*(?=\p{Lu}\p{Ll})${PLAYER}${INITIAL} ?[-–—] ?(?=\p{Lu}\p{Ll})${PLAYER}${INITIAL}(?: ?\([^()\n]*\))?(?:,[ \t\u00a0]*\p{Lu}[\p{L}\p{M}.' ]*)?[ \t\u00a0,.]*(?:\d{4}[ \t\u00a0.]*)?\r?$`,
  'u',
);

/**
 * Whether the word at `offset` starts a line that names a game's players (see {@link PLAYERS_LINE}): a name there, not
 * a move, even where a lenient reading takes it for one (`Tal` as the rook's move to a1, the `l` read as a 1).
 */
export function startsPlayersLine(text: string, offset: number): boolean {
  const from = text.lastIndexOf('\n', offset - 1) + 1;
  if (!/^[ \t\u00a0*_>]*$/u.test(text.slice(from, offset))) return false;
  const to = text.indexOf('\n', offset);
  return PLAYERS_LINE.test(text.slice(from, to < 0 ? text.length : to));
}

/** A line naming one player: a name, the federation in brackets or a rating after it (`Cadet Yves (FRA)`, `Kasparov 2851`). */
const PLAYER_LINE = new RegExp(String.raw`^[ \t\u00a0*_>]*(?=\p{Lu}\p{Ll})${PLAYER}(?: ?\(\p{Lu}{2,3}\))?(?: \d{4})?[ \t\u00a0]*\r?$`, 'u');
/** A line with a year (`France, 23/08/2002, Match (20'+0")`, `Utrecht 1950`), short, not a sentence. */
const DATED_LINE = /^(?=.*(?<!\d)(?:1[6-9]|20)\d\d(?!\d))[^\n]{4,80}$/u;

/**
 * Whether the lines right before `offset` (which starts a line) are a game's heading printed one item a line: two or more
 * short lines, none a sentence (no full stop, `!`, `?` or colon at its end, bar an abbreviation's), one a player's name or
 * both players' and one with a year (`Cadet Yves (FRA)` / `Fournier Frederic (FRA)` / `France, 23/08/2002, Match`), or
 * one line naming both players (see {@link PLAYERS_LINE}).
 */
export function headingLinesBefore(text: string, offset: number): boolean {
  const from = text.lastIndexOf('\n', offset - 1) + 1;
  if (!/^[ \t\u00a0*_>]*$/u.test(text.slice(from, offset))) return false;
  /** The heading's lines, the lines naming players among them, and whether one names both. */
  let lines = 0;
  let names = 0;
  let both = false;
  for (const line of text.slice(0, from).split('\n').reverse()) {
    const t = line.trim();
    if (t === '') {
      if (lines === 0) continue;
      break;
    }
    const two = PLAYERS_LINE.test(line);
    const players = two || PLAYER_LINE.test(line);
    if (!players && (!DATED_LINE.test(t) || /[!?:。]$|(?<!\d|\b\p{Lu})\.$/u.test(t))) break;
    lines++;
    if (players) names++;
    both ||= two;
    if (lines === 6) break;
  }
  return both || (lines >= 2 && names >= 1 && names < lines);
}

/**
 * Whether the text between two rows is a heading: words on one line of their own, short, with no full stop or other
 * mark ending a sentence after them (`西班牙开局,别尔德防御`, `Bird's Defence`); not a paragraph of prose telling the game
 * (`… Continuons un peu la partie.`), after which a row from move 1 is the same game quoted again, longer.
 */
export function isHeading(between: string): boolean {
  const t = between.trim();
  return hasSentenceWord(t) && !t.includes('\n') && t.length <= MAX_HEADING && !/[.!?。！？…]$/u.test(t);
}

/**
 * A wiki's edit link ending a line: `[`, a word of three letters or more, lower case after the first, then up to `]`
 * (`[edit]`, `[modificare | modificare sursă]`, `[Bearbeiten | Quelltext bearbeiten]`; not a note's number, `[3]`).
 */
const EDIT_LINK_AT_END = /\[\p{L}\p{Ll}{2,}(?![\p{L}\d])[^\]\n]*\][ \t]*$/u;

/** The longest heading, in characters (a title line, an opening's name and variation). */
const MAX_HEADING = 80;

/**
 * Where the first line between `from` and the line of `to` that is a heading starts (see {@link isHeading}): no list item
 * or table row, and no lead-in to what follows (`Then came:`); `[Edit] Najdorf Variation` between a wiki's sections.
 * Undefined where none is.
 */
export function headingLineBetween(text: string, from: number, to: number): number | undefined {
  const last = text.lastIndexOf('\n', to - 1);
  let at = text.indexOf('\n', from);
  while (at >= 0 && at < last) {
    const next = text.indexOf('\n', at + 1);
    const line = text.slice(at + 1, next);
    if (isHeading(line) && !/[:：][\s*_]*$/u.test(line) && !LIST_ITEM.test(line) && !line.includes('|')) return at + 1;
    at = next;
  }
  return undefined;
}

/** A blank line, then white space up to the offset: the offset starts a paragraph. */
const PARAGRAPH_START = /\n[ \t\u00a0]*\r?\n[ \t\u00a0]*$/;
/** A blank line, then white space, list or quote marks and emphasis up to the offset: a new paragraph. */
const PARAGRAPH_BEFORE = /\n[ \t\u00a0]*\r?\n[ \t\u00a0>*_]*$/;

/** A bold run's opening mark up to the offset: `**` or `__` after white space, an opening bracket or the text's start. */
const BOLD_OPENS = /(?:^|[\s([])(?:\*\*|__)$/;

export interface Layout {
  /**
   * A bullet, an opening bracket or an opening quote stands before the sequence at `offset` (`- 5...e5`, `(5...e5`,
   * `"5 ...e5"`, `« 5...e5 »`: moves a sentence names), or it stands in a table's cell (a line with `|`): a side line.
   */
  sideLine(offset: number): boolean;
  /**
   * The line of `offset` is a wiki's section heading: a few words ending in the section's edit link (`Varianta principală:
   * 4.c3[modificare | modificare sursă]`, `Main line: 4.c3[edit]`). Its moves name the section's line: a side line.
   */
  sectionHeading(offset: number): boolean;
  /** The line of `offset` is a list item (a bullet at its start: `* soutien direct 25... Te8`). */
  inListItem(offset: number): boolean;
  /** An opening quote stands before the sequence at `offset` (`"5 ...e5"`, `« 5...e5 »`): moves a sentence names, never the game's. */
  quoted(offset: number): boolean;
  /**
   * The sequence whose number starts at `offset` is printed as the game's moves: in bold
   * (`**12. Sf3 …**`) in a text that sets moves in bold, else at the start of a line (after white
   * space, list or quote marks).
   */
  printedAsGame(offset: number): boolean;
  /**
   * A number at `offset` starts a sequence of its own even where it follows on: a new list item, a
   * new bold run, a new line after a sentence's full stop; where it repeats White's number before
   * Black's move (`repeated`, two-column scores), also a new paragraph or a line that it starts and
   * that goes on with words of a sentence (`2. Bc4` as a row, then `2. Bc4 aponta para f7.`).
   */
  startsAnew(offset: number, repeated?: boolean): boolean;
  /**
   * The word at `offset` opens a bold run (`**b5 7.a4 …**`, `__…__`) in a text that sets moves in bold: a move there
   * without its number starts a sequence of its own, the game's moves (reply-lines.ts), never the next move of the
   * plain-text line before it (`Inou možnosťou je 6.Je5 b5 … 9.0-0`, then `**b5 7.a4 …**`).
   */
  opensBoldRun(offset: number): boolean;
  /**
   * A marker that stands for a pair's number right before the word at `offset`: a `#` glued to it
   * (`#P–K4 P–K4 #Kt–KB3`, a flattened `#` list) or a list item's bullet (`- ה4 ה5.`).
   */
  pairMark(offset: number): boolean;
  /**
   * The word at `offset` starts its paragraph (the text's start or a blank line before it, white space between): where
   * each paragraph of a game told without numbers starts with a pair (`e4 d5 (…)`, then `exd5 Nf6 (…)`), a club
   * column's layout, the paragraph stands for the pair's number.
   */
  startsParagraph(offset: number): boolean;
}

/** A move number right after a bold run's opening mark (`**12. Sf3**`, `__12.Sf3__`). */
const BOLD_MOVES = /(\*\*|__)\d{1,3}(\.|…)/;
/** A Markdown heading whose words start with a move number (`## 2. d4 d5`, `### 3. e5 Ff5 - …`). */
const HEADING_MOVES = /^[ \t]{0,3}#{1,6}[ \t]+\d{1,3}\.(?:\.\.|…)?[ \t]*\S/m;

/** A line that starts with Black's move number (`7...c5 8.Sf3`, `4… dxc6`), no list item: the game's moves again after a note on White's. */
const BLACK_ROW = /^[ \t\u00a0>]*(?:\*\*|__)?\d{1,3}[ \t]?(?:\.{2,3}|…)[ \t]?[^\s\d.…]/gmu;

/**
 * Whether `text` prints its game's moves apart from the commentary's: in bold runs (`**12. Sf3 …**`), as books and
 * ChessBase texts set the game's moves, in Markdown headings (`## 2. d4 d5`, a repertoire's line a heading a step), or
 * in rows each on a line of its own with the notes between them, two of them or more starting again at Black's move
 * (`4.Lxc6` then its note, then `4...dxc6` on a line of its own), as ChessBase's text export and annotated scores print a
 * game. In such a text the moves told in plain sentences are the commentary's (document-games.ts).
 */
export function printsGameApart(text: string): boolean {
  return BOLD_MOVES.test(text) || HEADING_MOVES.test(text) || (text.match(BLACK_ROW)?.length ?? 0) >= 2;
}

/**
 * Whether `text` prints its game's moves in rows of a pair each, three lines or more one after the other and nothing else
 * on them (`  1. e4 e5`, `  2. Cf3 Cc6`, `  3. Cc3 Ab4`), as a wiki page lists an opening's defining moves under its name:
 * its game's moves printed apart from the sentences about them too, but for moves that go on in a paragraph of their own
 * (document-games.ts).
 */
export function printsPairRows(text: string): boolean {
  return PAIR_ROWS.test(text);
}

/** See {@link printsPairRows}. */
const PAIR_ROWS =
  /(?:^[ \t\u00a0]*\d{1,3}\.[ \t]*(?:(?![\d.…])\S*[a-h][1-8]\S*|[O0]-[O0](?:-[O0])?\S*)[ \t]+(?:(?![\d.…])\S*[a-h][1-8]\S*|[O0]-[O0](?:-[O0])?\S*)[ \t]*\r?\n){3}/mu;

export function layoutOf(text: string): Layout {
  /** The text sets moves in bold (`**12. Sf3**`), as books set the game's own moves. */
  const boldMoves = BOLD_MOVES.test(text);
  /** The game's first row is a list item (`- 1. d4 f5 2. Bg5 h6`): the list is the game's layout, a bullet marks no side line. */
  const listedGame = FIRST_ROW.exec(text)?.[1] !== undefined;
  const before = (offset: number, length = 200): string => text.slice(Math.max(0, offset - length), offset);
  const lineOf = (offset: number): { from: number; line: string } => {
    const from = text.lastIndexOf('\n', offset - 1) + 1;
    const to = text.indexOf('\n', offset);
    return { from, line: text.slice(from, to < 0 ? text.length : to) };
  };
  const scoreRows = scoreRowStarts(text);
  /** Per offset, whether it stands inside a pair of round brackets of its paragraph (made at the first question). */
  let inside: Uint8Array | undefined;
  const inBrackets = (offset: number): boolean => {
    if (inside === undefined) {
      inside = new Uint8Array(text.length + 1);
      for (const [from, to] of bracketSpans(text)) if (inside[from + 1] === 0) inside.fill(1, from + 1, to);
    }
    return inside[offset] === 1;
  };
  /** The line of `offset` has a `|`: a cell of a table (a row of a variation table, flattened or not), not a row of the game's score. */
  const inTableCell = (offset: number): boolean => {
    const { from, line } = lineOf(offset);
    return line.includes('|') && !scoreRows.has(from);
  };
  /**
   * The number at `offset` starts its line, unindented, and the line before it is a list item
   * (`- ..Cd4` under `3.Lb5 a6`, then `4.La4` on the next line): the item has ended, and the
   * game's moves go on.
   */
  const afterListItem = (offset: number): boolean => {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    if (lineStart === 0 || !/^[*_]*$/.test(text.slice(lineStart, offset))) return false;
    const previous = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    return LIST_ITEM.test(previous);
  };
  /** The line starts at `offset` (after white space, quote marks, emphasis) and goes on with words of a sentence, not moves alone. */
  const sentenceLine = (offset: number): boolean => {
    const { from, line } = lineOf(offset);
    return (
      /^[\s*_>]*$/.test(text.slice(from, offset)) &&
      line
        .slice(offset - from)
        .split(/[\s,.;:!?()]+/u)
        .some((w) => isWordToken(w))
    );
  };
  /**
   * The line of `offset` is a wiki's section heading: a few words (see {@link isHeading}) ending in the section's edit link
   * (`Varianta principală: 4.c3[modificare | modificare sursă]`, `Main line: 4.c3[edit]`). Its moves name the section's line.
   */
  const sectionHeading = (offset: number): boolean => {
    const { line } = lineOf(offset);
    const link = EDIT_LINK_AT_END.exec(line);
    return link !== null && isHeading(line.slice(0, link.index));
  };
  const labelled = (offset: number): boolean => labelledAt(text, offset);
  return {
    sideLine: (offset) => {
      const b = before(offset);
      return (
        (!listedGame && (BULLET_BEFORE.test(b) || labelled(offset))) ||
        sectionHeading(offset) ||
        /[([][ \t*_]*$/.test(b) ||
        inTableCell(offset) ||
        inQuotes(b)
      );
    },
    quoted: (offset) => inQuotes(before(offset)),
    sectionHeading,
    inListItem: (offset) => LIST_ITEM.test(lineOf(offset).line),
    printedAsGame: (offset) => {
      const b = before(offset, 2);
      if (boldMoves) return b === '**' || b === '__';
      // (a line that starts inside brackets is commentary, as after an opening bracket: `(si` then `18 Rc1, …)` on the next line)
      if (inBrackets(offset)) return false;
      const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
      // (a row of the game's score in a table: `| 12. | Sf3 | Dd8 |`)
      const lead = text.slice(lineStart, offset);
      if ((scoreRows.has(lineStart) ? /^[\s*_|]*$/ : /^[\s*_>#\-+(]*$/).test(lead)) return true;
      // (or after the game's heading on its line: the players, the event)
      if (GAME_HEADING.test(lead)) return true;
      // (or the next number after the first move of a row that a number starts, a comma or spaces between: a row that
      // Black's move after its number repeated starts, `5.   d6, 6. Sc3 0-0,`, the number read as White's parts it)
      const row = ROW_FIRST_MOVE.exec(lead);
      return row !== null && Number(row[1]) + 1 === Number(/^\d{1,3}/.exec(text.slice(offset))?.[0]);
    },
    opensBoldRun: (offset) => boldMoves && BOLD_OPENS.test(before(offset, 8)),
    pairMark: (offset) => text[offset - 1] === '#' || PAIR_BULLET.test(before(offset)),
    startsParagraph: (offset) => {
      const b = before(offset);
      return PARAGRAPH_START.test(b) || (b.length === offset && /^\s*$/.test(b));
    },
    startsAnew: (offset, repeated = false) => {
      const b = before(offset);
      return (
        BULLET_BEFORE.test(b) ||
        labelled(offset) ||
        (boldMoves && /(?:\*\*|__)$/.test(b)) ||
        SENTENCE_THEN_LINE.test(b) ||
        afterListItem(offset) ||
        (repeated && (PARAGRAPH_BEFORE.test(b) || sentenceLine(offset)))
      );
    },
  };
}

/**
 * Whether the text `before` a sequence ends with a quote mark that opens a quotation (white space and emphasis after it):
 * `«`, `„` and `‘` always open one; `"` and `“` where they open one in the paragraph (an even number of them before it,
 * and for `“` no `„` left open: German closes `„…“`).
 */
function inQuotes(before: string): boolean {
  const m = /(["“«„‘])[ \t\u00a0*_]*$/u.exec(before);
  if (m === null) return false;
  const q = m[1]!;
  if (q === '«' || q === '„' || q === '‘') return true;
  const paragraph = before
    .slice(0, m.index)
    .split(/\n[ \t]*\r?\n/)
    .pop()!;
  if (q === '"') return (paragraph.match(/"/g)?.length ?? 0) % 2 === 0;
  return (paragraph.match(/„/g)?.length ?? 0) <= (paragraph.match(/“/g)?.length ?? 0);
}

/** A table's header of move numbers (`| 4 | 5 | 6 |`): the table is one of variations (see words.ts). */
const NUMBERS_HEADER = /^[ \t]*\|?[ \t]*\d{1,3}(?:[ \t]*\|[ \t]*\d{1,3})+[ \t]*\|?[ \t]*$/;
/** A row whose first cell is a move number (`| 12. | Sf3 | Dd8 |`, `12.Sf3 | Dd8 |`, `| 12 | Sf3 | Dd8 |`). */
const NUMBERED_ROW = /^[ \t]*\|?[ \t]*\*{0,2}\d{1,3}(?:\.{1,3}|…|\)|:)?(?=[ \t|*]|[^\d\s.|])/;

/**
 * A square or castling as a score's cell writes it: algebraic (`e4`, `0-0`), or English descriptive (`K’s 4th`,
 * `Q. Kt.’s 4th`, `K. R’s 3d`, `K’s sq.`, `QB3`, `K4`).
 */
const SCORE_SQUARE =
  /[a-h][1-8]|[O0]-[O0]|(?<![\p{L}])[KQ](?:[’']s)?\.?[ \t]?(?:(?:R|Kt|N|B)\.?(?:[’']s)?\.?[ \t]?)?(?:[1-8](?:st|nd|rd|th|d)?(?![\p{L}\d])|sq\b)/u;

/**
 * The starts of the lines that are rows of a game's score in a table (Markdown, a page copied with
 * its `|`): in a block of lines with `|` without a header of move numbers, each row whose first
 * cell is a move number, where the row or, in a block whose rows are all so numbered, another row of the block names a square
 * (`| 6. | Castles. | 6. | P. to Q’s 3d. |`, `| 11. | B. takes K’s Kt. | 11. | P. takes B. |` among rows of descriptive
 * moves). Such rows are the game's own moves, printed as such.
 */
function scoreRowStarts(text: string): Set<number> {
  const out = new Set<number>();
  if (!text.includes('|')) return out;
  /** The block's numbered rows, and whether each names a square. */
  let block: Array<{ at: number; square: boolean }> = [];
  let variations = false;
  let squares = 0;
  const close = (): void => {
    // (rows that name no square are the score's where most of the block's rows do: a capture or castling written in words)
    const all = squares * 2 > block.length;
    if (!variations) for (const b of block) if (b.square || all) out.add(b.at);
    block = [];
    variations = false;
    squares = 0;
  };
  for (let at = 0; at <= text.length;) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    if (!line.includes('|')) close();
    else if (NUMBERS_HEADER.test(line)) variations = true;
    else if (NUMBERED_ROW.test(line)) {
      const square = SCORE_SQUARE.test(line);
      if (square) squares++;
      block.push({ at, square });
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  close();
  return out;
}

/**
 * The pairs of round brackets of `text` that open and close in one paragraph, as [open, close] offsets; an
 * opening bracket after `:` or `;` (a smiley, `:(`, `;-(`) opens none, and one never closed in its paragraph is none.
 */
function bracketSpans(text: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  let open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' && /^\n[ \t]*\r?\n/.test(text.slice(i, i + 8))) open = [];
    else if (c === '(' && !/[:;]-?$/.test(text.slice(Math.max(0, i - 2), i))) open.push(i);
    else if (c === ')' && open.length > 0) spans.push([open.pop()!, i]);
  }
  return spans;
}
