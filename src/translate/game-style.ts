/**
 * A game's style (W_STYLE): one note for a game typed in a style other than PGN's instead of one
 * warning per move, and the note on text among the moves kept as comments. Moved out of
 * translate-game.ts, which gathers what it notes on its walk over the moves.
 */
import type { MoveWarning } from '../core/move-errors.js';
import type { Game } from '../pgn/types.js';
import { descriptiveStyleMark } from '../notation/descriptive-dialect.js';
import { letterForLetter } from '../notation/lenient.js';
import { describeStyle, type GameStyle } from '../pgn/numbering.js';

/** The one note of a game with text among its moves kept as comments (text-runs.ts), at the first such text. */
export function textAsCommentNote(first: NonNullable<Game['textAsComment']>): MoveWarning {
  const text = first.text.replace(/\s+/g, ' ');
  const quoted = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  return {
    code: 'W_TEXT_AS_COMMENT',
    message: `text that does not read as moves, such as ${quoted}, kept as a comment {…}`,
    position: { ply: 0, moveNumber: 1, color: 'white', token: '', line: first.line, column: first.column },
  };
}

/**
 * A game's moves written in a ChessBase figurine font's characters (`¤f3`, src/notation/font-figurines.ts): one
 * `W_FIGURINE_FONT` note for the game, at its first such move, naming each character read and as which piece,
 * instead of a warning at every move. The warnings unchanged where there is none.
 */
export function fontFigurinesNote(warnings: MoveWarning[] | undefined): MoveWarning[] | undefined {
  const found = warnings?.filter((w) => w.code === 'W_FIGURINE_FONT') ?? [];
  if (found.length === 0) return warnings;
  const read = new Map<string, string>();
  for (const { form } of found)
    if (form?.kind === 'letter') read.set(form.written, `"${form.written}" as the ${form.role ?? ''} (${form.readAs})`);
  const first = found[0]!;
  const moves = movesOf(found);
  const note: MoveWarning = {
    code: 'W_FIGURINE_FONT',
    message:
      `${moves} move${moves === 1 ? '' : 's'} written in a figurine font's characters (a ChessBase figurine font lost in export), ` +
      `read as pieces: ${[...read.values()].join(', ')}; first at ${quoted(first)}`,
    position: { ply: 0, moveNumber: 1, color: 'white', token: '', line: first.position.line, column: first.position.column },
  };
  return [note, ...warnings!.filter((w) => w.code !== 'W_FIGURINE_FONT')];
}

/**
 * A game's moves written with English piece letters that are no letters of its language (`Qg6`, `Ng8` in a German score,
 * notation/english-letters.ts): one `W_OTHER_LANGUAGE` note for the game where two moves or more are so written, at the
 * first, naming each letter read and as which piece, instead of a warning at every move (one such move keeps its own
 * warning, which says how it was read). The note keeps the first move's form, so that a reader of the result knows it
 * for moves read in English letters ({@link englishLettered}). The warnings unchanged where there is none.
 */
export function englishLettersNote(warnings: MoveWarning[] | undefined): MoveWarning[] | undefined {
  const found = warnings?.filter(isEnglishLetter) ?? [];
  const moves = movesOf(found);
  if (moves < 2) return warnings;
  const read = new Map<string, string>();
  for (const { form } of found)
    if (form?.kind === 'letter') read.set(form.written, `"${form.written}" as the ${form.role ?? ''} ("${form.readAs}")`);
  const first = found[0]!;
  const note: MoveWarning = {
    code: 'W_OTHER_LANGUAGE',
    message: `${moves} moves written with English piece letters that are no letters of the language named, read as its pieces: ${[...read.values()].join(', ')}; first at ${quoted(first)}`,
    position: first.position,
    form: first.form,
  };
  return [note, ...warnings!.filter((w) => !isEnglishLetter(w))];
}

/** A move's warning for an English piece letter read as the named language's (not the note on a game read in another language). */
function isEnglishLetter(w: MoveWarning): boolean {
  return w.code === 'W_OTHER_LANGUAGE' && w.form?.kind === 'letter';
}

/** Whether a game's warnings say that some of its moves were read with English piece letters ({@link englishLettersNote}). */
export function englishLettered(warnings: readonly MoveWarning[]): boolean {
  return warnings.some(isEnglishLetter);
}

/** The sign a warning found (`,` after a move, `->` between squares), or undefined. */
function signOf(w: MoveWarning): string | undefined {
  return w.form?.kind === 'sign' ? w.form.written : undefined;
}

/**
 * Per-move warnings that are a way of typing a game when most moves have them: a comma after
 * each move (`1.e4, e5; 2.Nf3, Nc6;`), moves glued together (`1.e4e52.Nf3Nc6`). The separator
 * each stands for in the style note.
 */
const STYLE_WARNINGS: ReadonlyArray<{
  readonly separator?: string;
  /** The mark in the note; a function of the first such warning where the note quotes its move. */
  readonly mark?: string | ((first: MoveWarning) => string);
  /**
   * The notation of the game when at least half of its moves have it, even on one move (no slip
   * writes it); fewer are each a warning at their move (`BxN` among algebraic moves).
   */
  readonly notation?: boolean;
  /** Only in a game whose style has a mark that starts so (and there on one move too). */
  readonly withMark?: string;
  /** Only in a game none of whose moves writes a capture mark (`Lf3` for `Lxf3` throughout a newspaper's score). */
  readonly noCaptureMarks?: boolean;
  /** Only in a game whose style has this separator already (a newspaper's `e4, e5, … Dh5.`). */
  readonly withSeparator?: string;
  readonly is: (w: MoveWarning) => boolean;
}> = [
  // `e4, e5`, and the Arabic, full-width and ideographic commas (`Nf3، Nc6`, `e4，e5`, `e4、e5`)
  { separator: ',', is: (w) => w.code === 'W_PUNCTUATION' && [',', '،', '，', '、'].includes(signOf(w) ?? '') },
  // `6. e3, e6, 7. Sc3, Dh5.` before the annotator's words: a newspaper's full stop ending each run of
  // moves separated by commas (elsewhere a full stop after a move ends a sentence of prose, and stays a warning)
  {
    mark: (w) => `a full stop after a move (${quoted(w)})`,
    withSeparator: ',',
    is: (w) => w.code === 'W_PUNCTUATION' && signOf(w) === '.',
  },
  { separator: 'nothing', is: (w) => w.code === 'W_NO_SPACE' },
  // `С:b5`, `Fd5:`, `e5×f4`, `c5Xd4`: the capture sign of Russian, Hungarian and Soviet print, typists' X
  { mark: 'captures marked ":", "×" or "X"', is: (w) => w.code === 'W_CAPTURE_SYMBOL' },
  // `1.ε4 γ5 2.Ιζ3`: files in the letters of the language (Greek books)
  // `Lb5xSc6`, `Dd8:Tb6`: the captured piece named, as older long algebraic prints it
  { mark: 'captured pieces named ("Lb5xSc6")', is: (w) => w.code === 'W_CAPTURED_PIECE' },
  // `e2 - e4`, `f5 X e4`, `Sf3 : e5`, `S : e5`: spaces around the separator, as old print and typists set it
  { mark: 'spaces around the separator ("e2 - e4", "f5 X e4", "S : e5")', is: (w) => w.code === 'W_SPACING' },
  { mark: "files in the language's own letters", is: (w) => w.code === 'W_FILE_LETTERS' },
  // `2. e4 d5` in a score table of two squares a move (read-game.ts): tables mark no capture
  {
    mark: 'captures without a mark ("e4 d5")',
    withMark: 'each move written as its two squares',
    is: (w) => w.code === 'W_CAPTURE_MISSING',
  },
  // `4. cd, Lf3, 5. gf, Dd5`: a newspaper's score that marks no capture (Serbian NIN's columns)
  {
    mark: (w) => `captures without a mark (${quoted(w).replace(/[,;.]"$/u, '"')})`,
    noCaptureMarks: true,
    is: (w) => w.code === 'W_CAPTURE_MISSING',
  },
  // `兵e2->e4`, `马g1→f3`: long moves with an arrow between the squares, as Chinese pages write them
  { mark: 'an arrow between the squares ("e2->e4")', is: (w) => w.code === 'W_DASH' && ['->', '→'].includes(signOf(w) ?? '') },
  // `C - d4`, `c - d4`, `Cb-d7`: captures and origins with a hyphen, as Spanish newspaper columns print them
  { mark: 'captures written with a hyphen between spaces ("C - d4")', is: (w) => w.code === 'W_DASH_CAPTURE' },
  { mark: 'a hyphen after the origin file ("Cb-d7")', is: (w) => w.code === 'W_FILE_DASH' },
  // `cd`, `ed`, `gf`: pawn captures by their files, as Soviet books print them
  { mark: 'pawn captures written by their files ("cd")', is: (w) => w.code === 'W_FILE_CAPTURE' },
  // The way a game's pieces and signs are typed, on every move so written: `兵e4` (a Chinese book's pawn), `♘f3`,
  // Cyrillic `е4` for `e4` or Latin `Kf3` for `Кf3`, `sf3`, `S` for `Ş`, `Lb5++`, `0-0`, `52-54`
  { mark: (w) => `pawn moves written with the pawn's letter (${quoted(w)})`, is: (w) => w.code === 'W_PAWN_LETTER' },
  // (not a word left out between the figurine and the square, `♘ به f3`: said at each move)
  {
    mark: (w) => `figurines in a language that writes letters (${quoted(w)})`,
    is: (w) => w.code === 'W_FIGURINE' && w.form?.kind !== 'word',
  },
  {
    // (which letter was read as which: `"е" (Cyrillic, U+0435) read as "e" (Latin)`, from the first move's warning)
    mark: (w) => {
      const which = w.form?.kind === 'letter' ? `${letterForLetter(w.form.written, w.form.readAs)}, first in ` : '';
      return `letters of another alphabet that look alike (${which}${quoted(w)})`;
    },
    // (a letter typed in another alphabet only: a rank, file or move number damaged in print, `l` for 1, `З` for 3, `б.` for 6,
    // stays a warning at its move)
    is: (w) => w.code === 'W_LOOKALIKE' && w.form?.kind === 'letter',
  },
  { mark: (w) => `piece letters in lower case (${quoted(w)})`, is: (w) => w.code === 'W_LOWERCASE_PIECE' },
  { mark: (w) => `piece letters without their diacritic (${quoted(w)})`, is: (w) => w.code === 'W_DIACRITIC' },
  { mark: (w) => `check or mate written with another sign than + or # (${quoted(w)})`, is: (w) => w.code === 'W_CHECK_SYMBOL' },
  { mark: (w) => `check marks after the glyph (${quoted(w)})`, is: (w) => w.code === 'W_MARK_ORDER' },
  // `Be2???`, `Qd1!!!`: an annotator's stressed glyphs, read as ?? and !!
  { mark: 'glyphs of three or more marks ("???", "!!!") read as ?? and !!', is: (w) => w.code === 'W_GLYPH_STRESSED' },
  { mark: (w) => `castling written ${quoted(w)}`, is: (w) => w.code === 'W_CASTLE_FORM' },
  { mark: (w) => `ICCF numeric with a separator (${quoted(w)})`, is: (w) => w.code === 'W_ICCF_SEPARATOR' },
  // `P-K4`, `N-KB3`, `PxP`; Spanish `P4R`, `C3AR` (src/notation/descriptive.ts): the notation of the whole game
  {
    mark: (w) => descriptiveStyleMark(w.form?.kind === 'notation' ? w.form.language : undefined),
    notation: true,
    is: (w) => w.code === 'W_DESCRIPTIVE',
  },
];

/** How many moves the warnings are at (a move may have two: `Kpel`, Latin `K` and `p` for Cyrillic `Кр`). */
function movesOf(warnings: readonly MoveWarning[]): number {
  return new Set(warnings.map((w) => `${w.position.line}:${w.position.column}`)).size;
}

/** The move of a warning as written, quoted for a style note (glyphs after it left out: `Lb5++` stays, `e4!` is `e4`). */
function quoted(w: MoveWarning): string {
  return JSON.stringify(w.position.token.replace(/[!?]+$/u, ''));
}

/** A game's style with a dash between White's and Black's move (`1. d4 - d5`) among its separators. */
export function withSeparator(style: GameStyle | undefined, separator: string, at: { line: number; column: number }): GameStyle {
  if (style === undefined) return { numbers: [], separators: [separator], bracketVariations: false, line: at.line, column: at.column };
  return {
    ...style,
    numbers: [...style.numbers],
    separators: style.separators.includes(separator) ? [...style.separators] : [...style.separators, separator],
  };
}

/** A game's style with one more mark of its own. */
export function withMark(style: GameStyle | undefined, mark: string, at: { line: number; column: number }): GameStyle {
  if (style === undefined)
    return { numbers: [], separators: [], marks: [mark], bracketVariations: false, line: at.line, column: at.column };
  return { ...style, numbers: [...style.numbers], separators: [...style.separators], marks: [...(style.marks ?? []), mark] };
}

/** A game's style with Black's moves numbered as White's (two columns) among its marks. */
export function withTwoColumns(style: GameStyle | undefined, at: { line: number; column: number }): GameStyle {
  const mark = 'Black\'s moves numbered as White\'s, in two columns ("1. e4   1. e5")';
  if (style === undefined)
    return { numbers: [], separators: [], marks: [mark], bracketVariations: false, line: at.line, column: at.column };
  return { ...style, numbers: [...style.numbers], separators: [...style.separators], marks: [...(style.marks ?? []), mark] };
}

/** The style of a game in descriptive notation alone (for repaired games). */
const DESCRIPTIVE_STYLE = STYLE_WARNINGS.filter((k) => k.notation === true);

/** A repaired game's warnings: the note on text among its moves first, then one descriptive-notation note for the moves' own. */
export function withStyleOfRepairedGame(game: Game, repairWarnings: readonly MoveWarning[], plies: number): MoveWarning[] {
  const all = game.textAsComment ? [textAsCommentNote(game.textAsComment), ...repairWarnings] : [...repairWarnings];
  return gameStyleNote(undefined, [...all], plies, DESCRIPTIVE_STYLE) ?? all;
}

/**
 * One W_STYLE note for a game written in a style other than PGN's, instead of one warning per
 * move (see {@link STYLE_WARNINGS}): a mark on one move is a slip and stays a warning; on two or
 * more (or one in a game that has a style already) it is the style. Returns the warnings to
 * report, or undefined when nothing changes.
 */
export function gameStyleNote(
  style: GameStyle | undefined,
  warnings: MoveWarning[] | undefined,
  plies: number,
  kinds = STYLE_WARNINGS,
  /** No move of the game writes a capture mark (`x`, `:`, `×`). */
  noCaptureMarks = false,
): MoveWarning[] | undefined {
  let s: GameStyle | undefined = style && { ...style, separators: [...style.separators] };
  let rest = warnings ?? [];
  for (const kind of kinds) {
    const found = rest.filter(kind.is);
    if (found.length === 0) continue;
    if (kind.noCaptureMarks === true && !noCaptureMarks) continue;
    if (kind.withSeparator !== undefined && s?.separators.includes(kind.withSeparator) !== true) continue;
    if (kind.withMark !== undefined) {
      if (!(style?.marks ?? []).some((m) => m.startsWith(kind.withMark!))) continue;
    } else if (
      kind.notation === true
        ? found.length * 2 < plies
        : movesOf(found) < 2 && (style?.separators.length ?? 0) + (style?.numbers.length ?? 0) === 0
    )
      continue;
    const first = found[0]!.position;
    s ??= { numbers: [], separators: [], bracketVariations: false, line: first.line, column: first.column };
    if (kind.separator !== undefined && !s.separators.includes(kind.separator)) s.separators.unshift(kind.separator);
    if (kind.mark !== undefined) (s.marks ??= []).push(typeof kind.mark === 'string' ? kind.mark : kind.mark(found[0]!));
    if (first.line < s.line || (first.line === s.line && first.column < s.column)) {
      s.line = first.line;
      s.column = first.column;
    }
    rest = rest.filter((w) => !found.includes(w));
  }
  if (s === undefined) return undefined;
  const note: MoveWarning = {
    code: 'W_STYLE',
    message: describeStyle(s),
    position: { ply: 0, moveNumber: 1, color: 'white', token: '', line: s.line, column: s.column },
  };
  return [note, ...rest];
}
