/**
 * Reads the text of one game into a {@link Game}. Never throws on bad input: structural problems
 * become `game.problems` with their line and column, so the game can be reported and written
 * through unchanged rather than lost.
 * Just over 400 lines: the options the grammar gets (glued text, check words, case endings,
 * descriptive tokens) are built here beside the one parse that uses them.
 */
import { parse, SyntaxError as PeggySyntaxError, type ParseOptions } from '../generated/pgn.js';
import type { InputNotation } from '../notation/notation.js';
import { isDescriptiveToken, spacedDescriptiveLength } from '../notation/descriptive.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import { LineCounter } from './line-counter.js';
import { bracketCommentAt, wrapperAt } from './scan.js';
import { fontDiagramAt } from './font-diagram.js';
import type { RawItem } from './raw.js';
import { textAsComments } from './text-runs.js';
import { dropRowDoubleDashes, splitPairs, splitSpacedPairs } from './move-pairs.js';
import { checkWordAt, gluedCheckWord } from '../notation/check-words.js';
import { digitsValue, gluedWordLength } from './glued-text.js';
import { firstMoveOffset, joinColumns, joinSquarePairs } from './score-tables.js';
import { countsPlies, DASH_REPEATED_MARK, numbersWithDashRepeated, type GameStyle, type WrittenNumber } from './numbering.js';
import type { Game, GameNode, GameOrigin, PgnProblem, Tag } from './types.js';

/** A token that could be a move in some language or notation (a square, castling, four digits). */
const MOVE_LIKE = /[a-h][1-8]|^[O0o]-[O0o]|^[1-8]{4}|^--$/;

/**
 * {@link MOVE_LIKE}, with the files a locale also reads in its own letters (Greek `ε4`, `Ιζ3`:
 * locales' `alsoReadFiles`), so that a game in such letters without numbers is a game.
 */
function moveLike(text: string, notation: InputNotation): boolean {
  if (MOVE_LIKE.test(text)) return true;
  const files = notation.kind === 'algebraic' ? notation.pieces.files : undefined;
  if (files === undefined) return false;
  const chars = [...text];
  return chars.some((c, i) => files.includes(c) && /[1-8]/.test(chars[i + 1] ?? ''));
}

/** The PGN grammar's options for a game in `notation`: its piece letters and the rules the grammar gets from modules. */
function grammarOptions(notation: InputNotation): ParseOptions {
  const dialect = descriptiveDialectOf(notation);
  return {
    startRule: 'game',
    numeric: notation.kind === 'numeric',
    pieces: notation.kind === 'algebraic' ? notation.pieces : undefined,
    // English, Spanish, Portuguese or French input: moves in descriptive notation (`P-K4`, `R(1)-Q1`, `NxP ch`; `P4R`, `C3AR`)
    // are read as one token each; English books' moves printed with spaces (`P - K 4`) too.
    descriptive: dialect === undefined ? undefined : (token: string) => isDescriptiveToken(token, dialect),
    spacedDescriptive: dialect?.bookForms === true ? spacedDescriptiveLength : undefined,
    // The language's word for mate or check glued to a move (`Qf7mate`): the rule prose reads it by too.
    gluedCheckWord,
    checkWordAt,
    // A bracket at a line's start that is a comment, not a tag pair: the splitter's rule too.
    bracketComment: bracketCommentAt,
    // A forum's BBCode wrapper on its own line (`[pgn]`, `[/pgn]`): text kept as a comment.
    wrapper: wrapperAt,
    // A diagram printed in a chess font between the moves (`[ABCDEFGH]`, `8rsn-wqkvl-tr(` …): text kept as a comment.
    fontDiagram: fontDiagramAt,
    // Text whose spaces were lost (`d5Questa mossa`, `erzwungen.25…Lxf1`) and numbers in Persian or Arabic-Indic digits.
    gluedWord: gluedWordLength,
    digitsValue,
  };
}

/**
 * The items of one token of text without spaces (`d4Nf62.c4b63.Nc3Bb7`, `d5Questa`) as the PGN
 * grammar reads them in movetext, for readers that cut text at white space (prose/glued-words.ts):
 * one rule for glued text in games and in prose. Undefined where the grammar does not read it.
 */
export function tokenItems(token: string, notation: InputNotation): readonly RawItem[] | undefined {
  try {
    const game = parse(token, grammarOptions(notation));
    return game.tags.length === 0 ? game.items : undefined;
  } catch (e) {
    if (e instanceof PeggySyntaxError) return undefined;
    throw e;
  }
}

export function readGameText(
  raw: string,
  origin: GameOrigin,
  notation: InputNotation,
  /** The next game's tag pairs follow the text (GameText.beforeTags): text alone is words before that game. */
  beforeTags = false,
  /** More text follows this one (GameText.textAfter): words alone before it are no game either. */
  textAfter = false,
): Game {
  const lines = new LineCounter(raw, origin.line, origin.column);
  let parsed;
  try {
    parsed = parse(raw, grammarOptions(notation));
  } catch (e) {
    if (!(e instanceof PeggySyntaxError)) throw e;
    const at = lines.at(e.location.start.offset);
    return emptyGame(raw, origin, [{ code: 'ERR_PGN_SYNTAX', message: syntaxMessage(e), ...at }]);
  }
  // Tags are in document order before the movetext, so line numbers only grow from here on.
  const tags: Tag[] = parsed.tags.map((t) => ({ name: t.name, value: t.value, ...lines.at(t.offset) }));
  const problems: PgnProblem[] = [];
  const root: GameNode[] = [];
  // Variation tree built with an explicit stack: no recursion, however deep the nesting.
  const stack: GameNode[][] = [root];
  const opened: number[] = [];
  let result: string | undefined;
  let firstToken = true;
  /** The number written before the next move, if any. */
  let pending: WrittenNumber | undefined;
  /** Where that number stands. */
  let pendingAt: number | undefined;
  let style: GameStyle | undefined;
  /** The first stretch of text read as a comment (see text-runs.ts), and whether any move was read. */
  let textAt: Game['textAsComment'];
  let movesRead = false;
  const styleAt = (offset: number): GameStyle => {
    if (style === undefined) {
      const at = lines.at(offset);
      style = { numbers: [], separators: [], bracketVariations: false, line: at.line, column: at.column };
    }
    return style;
  };
  /** Bulleted variations open (`- ..Cd4`): each ends at the end of its line (where it stands in `stack`, and that offset). */
  const bullets: Array<{ depth: number; lineEnd: number }> = [];
  const closeBullets = (before: number): void => {
    for (let b = bullets[bullets.length - 1]; b !== undefined && before > b.lineEnd; b = bullets[bullets.length - 1]) {
      bullets.pop();
      // (a bracket opened inside the line and not closed there stays open: its ")" closes it)
      if (stack.length !== b.depth) continue;
      stack.pop();
      opened.pop();
    }
  };
  /** The side named before the next move by a colour word (`White: e4`), and whether the game's numbers before colour words count half-moves. */
  let pendingSide: 'white' | 'black' | undefined;
  const plyCount = countsPlies(parsed.items as RawItem[]);
  // (`1 – e2 – e4 1 – e7 – e5`: the dash after each number is its mark, the number repeated for Black's move)
  const items = numbersWithDashRepeated(parsed.items as RawItem[]);
  const renumbered = items.find((x, k) => x !== (parsed.items as RawItem[])[k]);
  if (renumbered !== undefined) addMark(styleAt(renumbered.offset), DASH_REPEATED_MARK);
  const read = textAsComments(items, raw, notation.kind === 'algebraic' ? notation.pieces.tokens : undefined);
  for (const [k, item] of read.entries()) {
    if (bullets.length > 0) closeBullets(item.offset);
    const current = stack[stack.length - 1]!;
    switch (item.type) {
      case 'number':
        if (pending !== undefined && pendingAt !== undefined && !movesRead && current === root && pending.value !== item.value) {
          // `12.` or `7` alone before the game's first number (the number of the game or of a
          // section, as books print it above the moves): text, kept as a comment; its form is
          // no numbering style of the game's. (The same number again is Black's: `12. 12... Sf6`.)
          const at = lines.at(pendingAt);
          const text = raw.slice(pendingAt, item.offset).trimEnd();
          textAt ??= { ...at, text };
          current.push({ type: 'comment', form: 'brace', text, ...at });
          style = undefined;
        }
        pendingAt = item.offset;
        pending =
          item.written === undefined
            ? { value: item.value, black: item.black, form: item.form }
            : { value: item.value, black: item.black, form: item.form, written: item.written };
        if (item.script === true) addMark(styleAt(item.offset), 'move numbers in Persian or Arabic-Indic digits ("۱.", "١.")');
        if (item.form !== '.' || item.dash) {
          const s = styleAt(item.offset);
          if (item.form !== '.' && !s.numbers.includes(item.form)) s.numbers.push(item.form);
          if (item.dash && !s.numbers.includes('-')) s.numbers.push('-');
        }
        break;
      case 'separator': {
        const s = styleAt(item.offset);
        if (item.side !== undefined) {
          // `White: e4`, `白方 兵e2->e4`, `۲- سیاه e5`: the side whose move follows; after a number
          // (`۲- سیاه`) that number counts half-moves where the game's numbers do (countsPlies)
          pendingSide = item.side;
          if (pending !== undefined && pending.form === 'colour') {
            const n = pending.value;
            pending = plyCount
              ? { value: Math.ceil(n / 2), black: n % 2 === 0, form: 'colour' }
              : { value: n, black: item.side === 'black', form: 'colour' };
            if (plyCount) addMark(s, 'numbers counting half-moves, not moves ("1- White e4 2- Black e5")');
          } else if (pending !== undefined && item.side === 'black') pending = { ...pending, black: true };
          addMark(s, 'the side named before its move ("White: e4")');
          break;
        }
        // `.e5`: a full stop glued before a move (a number left out), no separator between moves
        if (item.lead === true) {
          const mark =
            item.black === true
              ? 'an ellipsis before Black\'s move where its number was left out ("..Cd4")'
              : 'a full stop before a move where its number was left out (".e5")';
          if (!(s.marks ??= []).includes(mark)) s.marks.push(mark);
          break;
        }
        const text = item.glued !== true && (item.text[0] === '.' || item.text[0] === '…') ? '...' : item.text;
        if (!s.separators.includes(text)) s.separators.push(text);
        break;
      }
      case 'move': {
        movesRead = true;
        const at = lines.at(item.offset);
        current.push({
          type: 'move',
          text: item.text,
          parsed: item.parsed,
          ...at,
          offset: item.offset,
          ...(pending === undefined ? {} : { number: pending }),
          ...(pendingSide === undefined ? {} : { side: pendingSide }),
        });
        pending = undefined;
        pendingSide = undefined;
        if (item.ending !== undefined) {
          // `Hde2-re` ("after Hde2"): the language's case ending, kept as text after the move
          const ending = lines.at(item.offset + item.text.length);
          textAt ??= { ...ending, text: item.ending };
          current.push({ type: 'comment', form: 'brace', text: item.ending, ...ending });
        }
        break;
      }
      case 'bad': {
        movesRead = true;
        const at = lines.at(item.offset);
        if (firstToken && tags.length === 0 && !moveLike(item.text, notation)) {
          problems.push({
            code: 'ERR_PGN_SYNTAX',
            message: `not PGN: found ${JSON.stringify(shorten(item.text))} where a tag pair [Name "value"] or a move was expected`,
            ...at,
          });
        }
        // `Nf3/Nc6`, `Ng1-f3/Nb8-c6`: two moves with a slash between (the move rule reads the
        // slash of `e8/D` as a promotion, so these come here); each half is read by the translator.
        const slash = /^([^/]*[a-h][1-8][^/]*)\/([^/]*[a-h][1-8][^/]*)$/.exec(item.text);
        if (slash !== null) {
          const second = item.offset + slash[1]!.length + 1;
          current.push({ type: 'move', text: slash[1]!, parsed: undefined, ...at, offset: item.offset, number: pending });
          current.push({ type: 'move', text: slash[2]!, parsed: undefined, ...lines.at(second), offset: second });
          const st = styleAt(item.offset);
          if (!st.separators.includes('/')) st.separators.push('/');
        } else current.push({ type: 'move', text: item.text, parsed: undefined, ...at, offset: item.offset, number: pending });
        pending = undefined;
        break;
      }
      case 'badtag':
        if (item.closed === true && movesRead) {
          // `[D]`, `[Diagramm]` among the moves (a diagram's place in a book): text, kept as a comment
          const at = lines.at(item.offset);
          textAt ??= { ...at, text: item.text };
          current.push({ type: 'comment', form: 'brace', text: item.text, ...at });
          break;
        }
        problems.push({
          code: 'ERR_PGN_TAG',
          message: `not a tag pair: ${JSON.stringify(shorten(item.text.trimEnd()))}; a tag is written [Name "value"] (\\" and \\\\ inside the value), one per line, before the moves`,
          ...lines.at(item.offset),
        });
        break;
      case 'comment': {
        const at = lines.at(item.offset);
        if (item.prose === true) textAt ??= { ...at, text: item.text };
        current.push({ type: 'comment', form: item.form, text: item.text, ...at });
        break;
      }
      case 'unterminated':
        problems.push({
          code: 'ERR_PGN_UNTERMINATED_COMMENT',
          message: 'comment "{" is never closed with "}"',
          ...lines.at(item.offset),
        });
        break;
      case 'escape':
        current.push({ type: 'escape', text: item.text });
        break;
      case 'nag':
        current.push({ type: 'nag', text: item.text });
        break;
      case 'open': {
        // A bullet before the line's first move or before the number of the move after its last (`- 1.e4 e5`,
        // `- 2.Nc3`: a page listing the moves one item a line) marks a list item, no alternative: the moves after it
        // are the line's own.
        if (item.form === 'bullet' && listItem(current, read[k + 1])) break;
        pending = undefined;
        if (item.form === '[') styleAt(item.offset).bracketVariations = true;
        const variation: GameNode[] = [];
        current.push({ type: 'variation', nodes: variation, ...lines.at(item.offset) });
        stack.push(variation);
        opened.push(item.offset);
        if (item.form === 'bullet') {
          const s = styleAt(item.offset);
          const mark = 'alternatives in bulleted lines under the main line ("- ..Cd4"), written as variations';
          if (!(s.marks ??= []).includes(mark)) s.marks.push(mark);
          const end = raw.slice(item.offset).search(/[\r\n]/);
          bullets.push({ depth: stack.length, lineEnd: end < 0 ? raw.length : item.offset + end });
        }
        break;
      }
      case 'close':
        pending = undefined;
        if (stack.length === 1) {
          problems.push({ code: 'ERR_PGN_VARIATION', message: '")" closes no variation', ...lines.at(item.offset) });
        } else {
          const variation = stack.pop()!;
          const open = opened.pop()!;
          // `d6 (?)`, `d6 (!)` as books write a doubtful or good move: an annotation, not a
          // variation (an empty one, which other readers reject). Kept as written, as a comment.
          if (variation.every((n) => n.type === 'nag')) {
            const parent = stack[stack.length - 1]!;
            parent.pop();
            parent.push({ type: 'comment', form: 'brace', text: raw.slice(open, item.offset + 1) });
          }
        }
        break;
      case 'result':
        if (stack.length > 1) {
          problems.push({
            code: 'ERR_PGN_VARIATION',
            message: `game result ${item.text} inside a variation (a "(" is not closed before it)`,
            ...lines.at(item.offset),
          });
        } else if (result !== undefined) {
          problems.push({
            code: 'ERR_PGN_SYNTAX',
            message: `a second game result ${item.text} after ${result}`,
            ...lines.at(item.offset),
          });
        }
        result = item.text;
        break;
    }
    firstToken = false;
  }
  closeBullets(Infinity);
  if (opened.length > 0) {
    problems.push({
      code: 'ERR_PGN_VARIATION',
      message: `variation "(" is never closed with ")"${opened.length > 1 ? ` (${opened.length} open)` : ''}`,
      ...lines.at(opened[0]!),
    });
  }
  if (tags.length === 0 && root.length === 0 && result === undefined && problems.length === 0) {
    problems.push({ code: 'ERR_PGN_EMPTY', message: 'no tags and no moves', line: origin.line, column: origin.column });
  }
  // Problems in the order they stand in the text, so the first one reported is the first one met.
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  if (dropRowDoubleDashes(root)) {
    const s = (style ??= styleAt(firstMoveOffset(root)));
    if (!s.separators.includes('--')) s.separators.push('--');
  }
  if (joinColumns(root))
    (style ??= styleAt(0)).marks = [...(style.marks ?? []), "White's moves first, then Black's (a score in two columns)"];
  // (with numbers in any form: bare `1 e2 e4 1 e7 e5` or with full stops `1. e2 e4 1. e7 e5`)
  const squarePairs = joinSquarePairs(root, raw, notation, !tags.some((t) => t.name === 'FEN'));
  if (squarePairs !== undefined)
    ((style ??= styleAt(firstMoveOffset(root))).marks ??= []).push(
      squarePairs === 'repeated'
        ? 'each move written as its two squares with the number repeated for Black ("1 e2 e4 1 e7 e5")'
        : 'each move written as its two squares ("1. e2 e4 e7 e5")',
    );
  else if (style !== undefined && splitPairs(root)) (style as GameStyle).separators.push('-');
  else if (style !== undefined && (style.separators.includes('-') || style.numbers.includes('/'))) splitSpacedPairs(root);
  // (words alone that name a result, a heading before a game's tags, `Per – Ola ½-½`, or a line of a results table,
  // `Anna Berg Tom Lund 1-0`: the result is a word of the text, kept in its comment; no game of no moves is made of words)
  const namesResult =
    result !== undefined && textAt !== undefined && !movesRead && tags.length === 0 && root.every((n) => n.type === 'comment');
  if (namesResult && result !== undefined) {
    root.push({ type: 'comment', form: 'brace', text: result, ...lines.at(raw.lastIndexOf(result)) });
    result = undefined;
  }
  if (
    textAt !== undefined &&
    !movesRead &&
    root.every((n) => n.type === 'comment') &&
    tags.length === 0 &&
    result === undefined &&
    problems.length === 0
  ) {
    // Text alone, with no tags and no moves, after a game (a paragraph after its result) or before a game's tag
    // pairs (words before a file's first game, a forum post's heading), or naming a result before more text (a results
    // table): not a game, kept as a comment. The first text of a file alone, with no game after it, is no game either:
    // a file that is not chess.
    if (origin.index > 1 || beforeTags || (namesResult && textAfter))
      return { tags, nodes: root, result, origin, raw, problems, textAsComment: textAt, textOnly: true };
    // (the text may start with a character JavaScript counts as white space and PGN does not: a form feed)
    const word = /\S+/.exec(textAt.text)?.[0] ?? textAt.text;
    problems.push({
      code: 'ERR_PGN_SYNTAX',
      message: `not PGN: found ${JSON.stringify(shorten(word))} where a tag pair [Name "value"] or a move was expected`,
      line: textAt.line,
      column: textAt.column,
    });
  }
  const game: Game = { tags, nodes: root, result, origin, raw, problems };
  if (style !== undefined) game.style = style;
  if (textAt !== undefined) game.textAsComment = textAt;
  return game;
}

/** Adds `mark` to the style's marks once. */
function addMark(style: GameStyle, mark: string): void {
  if (!(style.marks ??= []).includes(mark)) style.marks.push(mark);
}

function emptyGame(raw: string, origin: GameOrigin, problems: PgnProblem[]): Game {
  return { tags: [], nodes: [], result: undefined, origin, raw, problems };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function syntaxMessage(e: PeggySyntaxError): string {
  if (e.found === '}') return 'not PGN: "}" closes no comment';
  const found = e.found == null ? 'the end of the game' : JSON.stringify(e.found);
  const names = new Set<string>();
  for (const x of (e.expected ?? []) as Array<{ type: string; description?: string; text?: string }>) {
    if (x.type === 'other' && x.description) names.add(x.description);
    else if (x.type === 'literal' && x.text !== undefined) names.add(JSON.stringify(x.text));
  }
  const list = [...names].filter((n) => n !== 'whitespace');
  return `not PGN: expected ${list.length ? list.join(', ') : 'something else'} but found ${found}`;
}

/**
 * Whether a bullet before `next` marks the next moves of the line `current` (no alternative to its last move): the
 * line has no move yet, or `next` is the number of the move after the line's last (counted from its last written number).
 */
function listItem(current: readonly GameNode[], next: RawItem | undefined): boolean {
  let since = 0;
  for (let i = current.length - 1; i >= 0; i--) {
    const n = current[i]!;
    if (n.type !== 'move') continue;
    if (n.number === undefined) {
      since++;
      continue;
    }
    if (next?.type !== 'number') return false;
    const ply = (w: { value: number; black: boolean }): number => 2 * w.value - (w.black ? 0 : 1);
    return ply(next) === ply(n.number) + since + 1;
  }
  return since === 0;
}
