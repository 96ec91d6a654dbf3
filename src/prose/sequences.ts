/**
 * Sequences of moves in prose: the words from a move number (`12.`, `12...`) or from an ellipsis
 * before Black's move (`…Lb4+`, `- ..Cd4`) up to the first word that is no move, no glyph, no
 * bracket and no number that follows on. Each move knows its place in the sequence; the sequence
 * knows the half-move it starts at where a number says so (an ellipsis alone says only "Black").
 * Over 400 lines: {@link readSequence} is one loop over the words whose rules share its state (the moves read so far,
 * the half-move), each rule a few lines where it applies; the small tests it asks stand beside it.
 */
import { MOVE_FORM, type ParsedMove } from '../core/types.js';
import { readMove } from '../notation/read-move.js';
import { isDescriptiveToken } from '../notation/descriptive.js';
import { descriptiveDialectOf } from '../notation/descriptive-dialect.js';
import {
  englishLetters,
  lowerCaseFile,
  normalizeCharacters,
  readFileLookalikes,
  readRankLookalikes,
  type LenientNote,
} from '../notation/lenient.js';
import type { InputNotation } from '../notation/notation.js';
import { checkAbbreviation, checkWordAt, gluedCheckWord } from '../notation/check-words.js';
import { digitsValue } from '../pgn/glued-text.js';
import { countsPlies } from '../pgn/numbering.js';
import { isGlyph, NOVELTY_MARK } from '../pgn/glyphs.js';
import type { ProseWord } from './words.js';
import { afterOpenSideLine, answeredLater, bracketedAlternative, followsPair, resumesAfterWords } from './bare-numbers.js';
import { startsPlayersLine } from './layout.js';

/** A move of a sequence as written: the word, its reading, and the text its letters are rewritten from. */
export interface SeqMove {
  readonly word: ProseWord;
  /** undefined for a move in descriptive notation (`N-KB3`, Spanish `C3AR`), which only the board reads. */
  readonly parsed: ParsedMove | undefined;
  /** The word with the characters a lenient reading replaced (`Ιζ3` → `Ιf3`); the word itself otherwise. */
  readonly letters: string;
  /** What the lenient reading assumed, when there was one. */
  readonly notes?: readonly LenientNote[] | undefined;
  /** Glyphs and evaluations written on their own after the move (`e4 $1`, `Sf3 −+`, `d3±` split off by the words), as written. */
  readonly glyphs?: readonly string[];
  /** The word for check cut short after the move (`j.` of `jaque`), read as its mark: said where the board finds no check. */
  readonly checkAbbreviation?: string;
}

export interface Sequence {
  /** Half-move of the first move (1 = White's first), when a number tells it. */
  readonly ply: number | undefined;
  /** The first move is Black's (an ellipsis stood before it, or the number was Black's). */
  readonly black: boolean;
  /** A colour word named the side of the first move (`White: e4`): as sure a start as a number, though it tells no ply. */
  readonly named?: boolean;
  readonly moves: SeqMove[];
  /** Index of the word after the sequence. */
  readonly end: number;
  /** How often White's number was printed again before Black's move in it (two-column scores: `1. e4 1. e5`). */
  readonly repeated?: number;
}

const RESULT = /^(?:1-0|0-1|1\/2-1\/2|½-½|\*)$/;

/** The reading of a word as a move: as written, else with look-alike characters replaced (not in strict reading). */
export function readWord(word: ProseWord, input: InputNotation): SeqMove | undefined {
  const r = readMove(word.text, input);
  if (r.ok) return { word, parsed: r.value, letters: word.text };
  // Two squares with a space between, as book tables print a move (`e2 e4`, `Jg1 f3`; joined in
  // words.ts): the move from the one to the other, its letters rewritten where they stand.
  const pair = /^(\S*[a-h][1-8])[ \t]+([a-h][1-8]\S*)$/u.exec(word.text);
  if (pair !== null) {
    const joined = readMove(`${pair[1]}-${pair[2]}`, input);
    if (joined.ok) return { word, parsed: joined.value, letters: word.text };
  }
  // The language's word for mate or check glued to the move (`Df7mate`, `Фf7мат`), as translate reads it:
  // the move's mark, kept in the word (written as the author wrote it into SAN, as the board's mark else).
  const checkWords = input.kind === 'algebraic' ? input.pieces.checkWords : undefined;
  const mark = checkWords !== undefined ? gluedCheckWord(word.text, checkWords) : undefined;
  if (mark !== undefined) {
    const move = readWord({ ...word, end: word.start + mark.moveLength, text: word.text.slice(0, mark.moveLength) }, input);
    if (move?.parsed !== undefined && move.word.end === word.start + mark.moveLength)
      return { ...move, word, parsed: { ...move.parsed, check: mark.kind }, letters: move.letters + word.text.slice(mark.moveLength) };
  }
  // A case ending joined to the move (`Hde2-re`, `Ff6!!-tal`): the move is the word without it, the
  // ending stays in the text as written.
  const ending = input.kind === 'algebraic' ? caseEndingLength(word.text, input.pieces.suffixMarks) : 0;
  if (ending > 0) return readWord({ ...word, end: word.end - ending, text: word.text.slice(0, -ending) }, input);
  // Descriptive notation (`N-KB3`, `P - K 4`; Spanish `C3AR`; see descriptive-words.ts), read on the board.
  const dialect = descriptiveDialectOf(input);
  if (dialect !== undefined && isDescriptiveToken(word.text, dialect)) return { word, parsed: undefined, letters: word.text };
  if (input.kind !== 'algebraic' || input.strict === true) return undefined;
  const alt = normalizeCharacters(word.text, input.pieces);
  if (alt !== undefined) {
    const second = readMove(alt.text, input);
    if (second.ok) return { word, parsed: second.value, letters: alt.text, notes: alt.notes };
  }
  // `2. D4 cxd4`: a pawn's file in upper case (a word processor or a translation capitalised it), as translate reads it
  const lowered = lowerCaseFile(alt?.text ?? word.text, input.pieces);
  const fourth = lowered === undefined ? undefined : readMove(lowered.text, input);
  if (lowered !== undefined && fourth?.ok === true)
    return { word, parsed: fourth.value, letters: lowered.text, notes: [...(alt?.notes ?? []), ...lowered.notes] };
  // `17. Bb5` in a Polish score: an English piece letter that is none of the language's, where the reader asks so
  // (after no other language read the sequence whole: other-letters.ts), as translate reads it (english-letters.ts)
  if (input.englishLetters === true) {
    const english = englishLetters(alt?.text ?? word.text, input.pieces);
    const fifth = english === undefined ? undefined : readMove(english.text, input);
    if (english !== undefined && fifth?.ok === true)
      return { word, parsed: fifth.value, letters: english.text, notes: [...(alt?.notes ?? []), ...english.notes] };
  }
  // Ranks and the file b printed or scanned as look-alikes (`Sgl-f3`, `ФхсЗ`, `Ф68:d5`), as translate reads them;
  // not in a word of lower-case letters alone (Spanish `el`, which would read as e1).
  if (/^\p{Ll}+$/u.test(word.text)) return undefined;
  const base = alt ?? { text: word.text, notes: [] };
  const ranks = readRankLookalikes(base.text);
  const afterRanks = ranks === undefined ? base : { text: ranks.text, notes: [...base.notes, ...ranks.notes] };
  const files = readFileLookalikes(afterRanks.text, input.pieces);
  const ocr = files === undefined ? afterRanks : { text: files.text, notes: [...afterRanks.notes, ...files.notes] };
  if (ocr === base) return undefined;
  const third = readMove(ocr.text, input);
  return third.ok ? { word, parsed: third.value, letters: ocr.text, notes: ocr.notes } : undefined;
}

/**
 * The moves of a sequence with its `k`-th move, a spaced long move (`Cc3 - f5`), read as the two
 * moves it may also be (White's and Black's with a dash between: `2/ Cc3 - f5 ;`); undefined when
 * it is no such move or a half reads as none. The board chooses (play-sequence.ts).
 */
export function splitPair(moves: readonly SeqMove[], k: number, input: InputNotation): SeqMove[] | undefined {
  const w = moves[k]?.word;
  if (w?.kind !== 'word' || w.pair === undefined) return undefined;
  const a = readWord(w.pair[0], input);
  const b = readWord(w.pair[1], input);
  return a === undefined || b === undefined ? undefined : [...moves.slice(0, k), a, b, ...moves.slice(k + 1)];
}

/**
 * The length of a case ending at the end of `text` (`-re` in `Hde2-re`, `'te` in `e4'te`): one of
 * the language's `marks`, then one to twelve lower-case letters; 0 if none. The same rule as
 * caseEndingAt in grammars/pgn.peggy, which reads endings in PGN movetext.
 */
function caseEndingLength(text: string, marks: readonly string[] | undefined): number {
  if (marks === undefined || marks.length === 0) return 0;
  const m = /(.)(\p{Ll}{1,12})$/u.exec(text);
  return m !== null && m.index > 0 && marks.includes(m[1]!) ? 1 + m[2]!.length : 0;
}

/** A move written as its two squares with a space between (`e2 e4`, `Sg1 f3`), as spaced-moves.ts joins them in book tables. */
const SQUARE_PAIR = /^\S*[a-h][1-8][ \t]+[a-h][1-8]/u;

/** A number written without a full stop (`12` in `12 Sf3` or `12 ... Sf6`), as English books since the 1990s print them. */
const BARE = /^\d{1,3}$/;

/**
 * Whether `words[i]` starts a sequence: a move number, an ellipsis before a move, or a bare
 * number that the text shows to be one: `12 ... Sf6`, `1) e4`, or `12 Sf3 Dd8 13 Le2` (a move
 * after it and the next number further on), never a bare number alone (`3 Figuren`, `in 1990`).
 */
export function startsSequence(words: readonly ProseWord[], i: number, input: InputNotation, text = ''): boolean {
  const w = words[i]!;
  if (w.kind === 'number') return true;
  const next = words[i + 1];
  // `White: e4`, `Schwarz Sc6`, `سیاه e5`: the language's word for a side before a move (locale `colourWords`)
  // (not in a bracketed aside that words open, `(if Black Bg4 is played, …)`: a move supposed there is a mention)
  if (sideAt(words, i, input, text) !== undefined)
    return readsAsWritten(next, input) && !inWordsAside(words, i, text) && !afterArrow(words, i, text);
  if (colourPly(words, i, input, text) !== undefined) return true;
  // (glued to the move, `…Lb4+`; or one space before a move as written with its square, `Durch … dxe4 wird`: an ellipsis
  // of the sentence stands before words, `und dann … ein Fehler`)
  if (w.kind === 'black')
    return next?.kind === 'word' && (next.start === w.end ? readWord(next, input) !== undefined : spacedBlackMove(w, next, input, text));
  return bareNumberPly(words, i, input, text) !== undefined;
}

/**
 * An ellipsis alone before Black's move, one space between (`Durch … dxe4 wird`): the move as written (no lenient
 * reading), a square or castling in it; the ellipsis an ellipsis character or three dots.
 */
function spacedBlackMove(w: ProseWord, next: ProseWord, input: InputNotation, text: string): boolean {
  if (!/^(?:…|\.\.\.)$/.test(w.text) || text.slice(w.end, next.start) !== ' ') return false;
  return /[a-h][1-8]|^[O0]-[O0]/.test(next.text) && readsAsWritten(next, input);
}

/**
 * Whether an arrow stands right before `words[i]`, after a word (`黒dxe4→白Nc3→黒Nf6`: "if Black dxe4, then White Nc3,
 * then Black Nf6", a line a sentence supposes): the colour word names the last link of a chain of moves joined by
 * arrows, whose links before it are no moves as written; that link alone is no move of the game.
 */
function afterArrow(words: readonly ProseWord[], i: number, text: string): boolean {
  const before = words[i - 1];
  return before !== undefined && /(?:→|->|⇒|=>)[ \t]*$/u.test(text.slice(before.start, words[i]!.start));
}

/**
 * Whether `words[i]` stands in a bracket opened in its paragraph and not closed before it, with words between the
 * bracket and it and no move number (`(eğer siyah Fg4 oynarsa …)`, "if Black plays Bg4"): an aside of words, not a
 * variation (`(Schwarz Sc6 …)`, the colour word first, may be one).
 */
function inWordsAside(words: readonly ProseWord[], i: number, text: string): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const w = words[k]!;
    if (/\n[ \t]*\n/.test(text.slice(w.end, words[k + 1]!.start))) return false;
    if (w.kind === 'number' || w.kind === 'black') return false;
    if (w.kind === 'bracket') return w.text === '(' && k < i - 1;
  }
  return false;
}

/**
 * Whether `w` is a move as written, without a lenient reading: after a colour word only such a word
 * is taken for a move (`White has`: `has` is no `ha5` with a look-alike, it is a word).
 */
function readsAsWritten(w: ProseWord | undefined, input: InputNotation): boolean {
  return w?.kind === 'word' && readMove(w.text, input).ok;
}

/**
 * The side one of the language's words for White or Black at `words[k]` names (`White`, `White:`,
 * `白方`: locale `colourWords`, any case), where it is one and only a colon and white space stand
 * between it and the next word in `text` (`for Black. a6` ends a sentence: no side named).
 */
function sideAt(words: readonly ProseWord[], k: number, input: InputNotation, text: string): 'white' | 'black' | undefined {
  const colours = input.kind === 'algebraic' ? input.pieces.colourWords : undefined;
  const w = words[k];
  const next = words[k + 1];
  if (colours === undefined || w?.kind !== 'word' || next === undefined) return undefined;
  // (a word in Chinese or Japanese characters may be glued to the move: `白方e4`, words.ts)
  const between = text.slice(w.end, next.start);
  // (a table's `|` between them where a score in rows is printed as a table, `| Weiß | e4 |`: colour-rows.ts leaves the `|` out)
  if (!/^[:：]?[\s|]*\s[\s|]*$/u.test(between) && !(/^[:：]?$/u.test(between) && CJK_WORD.test(w.text))) return undefined;
  const t = w.text.replace(/[:：]$/u, '').toLocaleLowerCase();
  if (colours.white.some((c) => c.toLocaleLowerCase() === t)) return 'white';
  if (colours.black.some((c) => c.toLocaleLowerCase() === t)) return 'black';
  return undefined;
}

/** A word written in Chinese or Japanese characters (kana, CJK ideographs, full-width forms), as the grammar's colour words (grammars/pgn.peggy). */
const CJK_WORD = /^[\u3000-\u30ff\u31f0-\u31ff\u3400-\u9fff\uff00-\uffef]+$/u;

/** Digits in Latin, Persian (۰–۹) or Arabic-Indic (٠–٩) script, with a hyphen, full stop or bracket after them (`۳-`, `3-`). */
const COLOUR_NUMBER = /^([0-9۰-۹٠-٩]{1,3})[-.)]?$/u;

/**
 * The half-move a number before a colour word and a move announces (`۳- سفید Nf3`, `2- Black e5`): a
 * half-move count where its parity fits the side (3 is White's), else the side's move of that number.
 */
function colourPly(words: readonly ProseWord[], i: number, input: InputNotation, text: string): number | undefined {
  const w = words[i]!;
  const m = w.kind === 'word' ? COLOUR_NUMBER.exec(w.text) : null;
  const side = sideAt(words, i + 1, input, text);
  const move = words[i + 2];
  if (m === null || side === undefined || !readsAsWritten(move, input)) return undefined;
  const n = digitsValue(m[1]!);
  if (n === 0) return undefined;
  return n % 2 === (side === 'white' ? 1 : 0) ? n : 2 * n - (side === 'white' ? 1 : 0);
}

/**
 * Whether the move numbers (`1.`) right before colour words in `words` count half-moves (`1. 白 e4 2. 黒 e5 3. 白 Nf3`), not
 * moves (`1.白e4 1.黒c5 2.白Nf3`): some number before Black's word is one more than the number before White's just before
 * it, as {@link countsPlies} in src/pgn/numbering.ts decides it for the PGN reading.
 */
function numbersCountPlies(words: readonly ProseWord[], input: InputNotation, text: string): boolean {
  // (read only where a colour word stands right after a move number, which few texts have: no cache kept)
  const items: Array<{ type: string; value?: number; form?: string; side?: string }> = [];
  for (let k = 0; k < words.length - 1; k++) {
    const w = words[k]!;
    if (w.kind !== 'number' || w.ply % 2 === 0) continue;
    const side = sideAt(words, k + 1, input, text);
    if (side !== undefined) items.push({ type: 'number', value: Math.ceil(w.ply / 2), form: 'colour' }, { type: 'side', side });
  }
  return countsPlies(items);
}

/** The half-move a bare number at `words[i]` announces, where the text shows it is one (see {@link startsSequence}). */
function bareNumberPly(words: readonly ProseWord[], i: number, input: InputNotation, text = ''): number | undefined {
  const w = words[i]!;
  if (w.kind !== 'word' || !BARE.test(w.text) || w.text.startsWith('0')) return undefined;
  const n = Number(w.text);
  // (the words after it, a table's cell borders left out: `| 1 | e4 | e5 |`)
  const after: number[] = [i];
  for (let k = i + 1; k < words.length && after.length < 5; k++) if (words[k]!.text !== '|') after.push(k);
  const word = (k: number): ProseWord | undefined => (after[k] !== undefined ? words[after[k]!] : undefined);
  const isMove = (k: number): boolean => word(k)?.kind === 'word' && (readWord(word(k)!, input) !== undefined || twoMoves(word(k)!, input));
  const isMoveAt = (k: number): boolean => words[k]?.kind === 'word' && readWord(words[k]!, input) !== undefined;
  if (word(1)?.kind === 'black') return isMove(2) ? 2 * n : undefined;
  // `1) e4 e5 2) Кf3`: Russian and other books close the number with a bracket.
  const bracket = word(1);
  if (bracket?.kind === 'bracket' && bracket.text === ')' && bracket.start === w.end) return isMove(2) ? 2 * n - 1 : undefined;
  if (!isMove(1)) return undefined;
  // `Move 1: e4, e5`, `1: e4 e5`: a number closed by a colon before a move, as typists number a line
  if (text[w.end] === ':' && /\s/.test(text[w.end + 1] ?? '')) return 2 * n - 1;
  // `1 e4 – c5 Siciliana.`: White's move and Black's joined by a spaced dash after the number, as newspaper columns pair them
  // (`3 d4 – cxd4`, `7 Axf7+ – RxA`: the dash alone between them, words.ts, where the second is no square to join)
  if (twoMoves(word(1)!, input) || (word(2)?.kind === 'black' && /^[–—]$/.test(word(2)!.text) && isMove(3))) return 2 * n - 1;
  // The next number follows after one or two moves (`12 Sf3 13 Le2`, `12 Sf3 Dd8 13 Le2`), or the
  // same number again before Black's move, as book tables print it (`1 e4 1 e5`, `1 e2 e4 1 e7 e5`).
  for (const k of [2, 3]) if (word(k)?.text === String(n + 1) && isMove(k + 1) && (k === 2 || isMove(2))) return 2 * n - 1;
  if (word(2)?.text === String(n) && isMove(3)) return 2 * n - 1;
  // `20 T:e7+!, C:e7??;`: White's move and Black's after it, a comma between and a semicolon after the pair, as Italian
  // books print every pair (`1 e4, e5; 2 Cf3, Cc6;`): the pair's shape is the number's, past words of a sentence before it
  if (text !== '' && isMove(2) && bookPair(text, word(1)!, word(2)!)) return 2 * n - 1;
  if (scoreLine(words, i, isMove(2) ? after[2]! : after[1]!, text)) return 2 * n - 1;
  return (after[1] !== undefined && answeredLater(words, after[1] + 1, n, isMoveAt)) ||
    followsPair(words, i, n, isMoveAt, text) ||
    bracketedAlternative(words, i, n, isMoveAt) ||
    afterOpenSideLine(words, i, n, isMoveAt) ||
    (readsAsWritten(word(1), input) && resumesAfterWords(words, i, n, isMoveAt, text))
    ? 2 * n - 1
    : undefined;
}

/** Whether the two moves `white` and `black` are written `Cf3, Cc6;`: a comma between them, a semicolon right after the second. */
function bookPair(text: string, white: ProseWord, black: ProseWord): boolean {
  return /^,[ \t]+$/.test(text.slice(white.end, black.start)) && text[black.end] === ';';
}

/** Whether the dash at `offset` in `text` starts its line (white space or a quote mark `>` before it): a list item's bullet. */
function bulletAt(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return text !== '' && /^[ \t\u00a0>]*$/.test(text.slice(lineStart, offset));
}

/**
 * Whether the bare number at `words[i]` and its moves up to `words[last]` are a line of their own (`1  e4  c5`,
 * `2 Nf3` between paragraphs), as books and blogs print one pair or one move a line with the comment between:
 * the line holds nothing else, so the number is the move's, as a score's row is.
 */
function scoreLine(words: readonly ProseWord[], i: number, last: number, text: string): boolean {
  const from = words[i]!.start;
  const to = words[last]!.end;
  const lineStart = Math.max(text.lastIndexOf('\n', from - 1), text.lastIndexOf('\r', from - 1)) + 1;
  const lineEnd = text.slice(to).search(/[\r\n]|$/);
  return text !== '' && /^[ \t]*$/.test(text.slice(lineStart, from)) && /^[ \t]*$/.test(text.slice(to, to + lineEnd));
}

/** A word that is two moves joined by a spaced dash (`e4 – c5`, `Cf3 - d6`: words.ts `pair`), each half read as a move. */
function twoMoves(w: ProseWord, input: InputNotation): boolean {
  return w.kind === 'word' && w.pair !== undefined && w.pair.every((h) => readWord(h, input) !== undefined);
}

/**
 * The sequence that starts at `words[i]` (see {@link startsSequence}). `startsAnew`: whether a
 * number starts a sequence of its own even where it follows on (a new list item, a new bold run
 * of the game's moves after a variation: `19. exf5 ?` then `**19... Fc4**`).
 */
export function readSequence(
  words: readonly ProseWord[],
  i: number,
  input: InputNotation,
  /**
   * `repeated`: the number is White's again before Black's move, as two-column scores print it (see below); `unnumbered`:
   * the word is a move without its number (where it opens a bold run of the game's moves, layout.ts `opensBoldRun`).
   */
  startsAnew: (w: ProseWord, repeated?: boolean | 'unnumbered') => boolean = () => false,
  /** The sequence goes on after a closing bracket (`words[i]`) from this half-move (see translate-prose.ts). */
  resumePly?: number,
  /** The text the words are from (for the colour words before moves, see {@link sideAt}). */
  text = '',
): Sequence {
  const first = words[i]!;
  const moves: SeqMove[] = [];
  /** Half-move of moves[0], when known. */
  let ply: number | undefined = resumePly;
  let black = first.kind === 'black' || sideAt(words, i, input, text) === 'black' || (resumePly !== undefined && resumePly % 2 === 0);
  let j = i + 1;
  /** How often White's number was printed again before Black's move (two-column scores). */
  let repeatedForBlack = 0;
  const coloured = resumePly === undefined && first.kind === 'word' ? colourPly(words, i, input, text) : undefined;
  if (coloured !== undefined) {
    // `۳- سفید Nf3`: the number, then the colour word, then the moves
    ply = coloured;
    black = ply % 2 === 0;
    j = i + 2;
  }
  const bare = first.kind === 'word' && coloured === undefined ? bareNumberPly(words, i, input, text) : undefined;
  if (resumePly === undefined && (first.kind === 'number' || bare !== undefined)) {
    ply = bare ?? (first.kind === 'number' ? first.ply : 1);
    // `12. ... Sf6`: the ellipsis after White's number stands for White's move.
    if (words[j]?.kind === 'black') {
      ply = 2 * Math.ceil(ply / 2);
      j++;
    }
    black = ply % 2 === 0;
  }
  for (; j < words.length; j++) {
    const x = words[j]!;
    // A bracket opens or closes a variation: the sequence ends there (translate-prose.ts resumes it
    // after the variation), except the one that closes a number (`1) e4 e5 2) Кf3`).
    if (x.kind === 'bracket') {
      const before = words[j - 1];
      if (x.text === ')' && before !== undefined && before.end === x.start && /^\d{1,3}$/.test(before.text)) continue;
      break;
    }
    // An opening square bracket or brace that holds no variation (`2.Nf3 [e5 বোড়েকে আক্রমণ]`: words; a variation's
    // is a bracket word, brackets.ts) opens a comment: the words in it are not the line's next moves
    if (moves.length > 0 && opensWords(text.slice(words[j - 1]!.end, x.start))) break;
    // (a glyph, and a table's cell border between moves: `| 1. | e4 | e5 |`, `1.e4 | c5 |`)
    // (and the novelty mark glued after the move, `gxh5N`: words.ts)
    if (isGlyph(x.text) || (x.text === NOVELTY_MARK && moves.length > 0 && words[j - 1]!.end === x.start)) {
      // (kept with the move before it, which the game writes it after as its NAG)
      const last = moves[moves.length - 1];
      if (last !== undefined) moves[moves.length - 1] = { ...last, glyphs: [...(last.glyphs ?? []), x.text] };
      continue;
    }
    if (x.text === '|') continue;
    // `1. e4 و e5`: the language's word for "and" between two moves (locale `andWords`); `2/ Cf3 - Cc6 ;`: a dash between them,
    // or between the ellipsis for White's move and Black's (`2/ ... - Cc6 ;`)
    // (a dash that starts a line is the bullet of the next list item, `- B03: 1.e4`: the sequence ends before it)
    if (x.text === '-' && bulletAt(text, x.start)) break;
    if (
      (moves.length > 0 || (x.text === '-' && words[j - 1]?.kind === 'black')) &&
      words[j + 1]?.kind === 'word' &&
      (x.text === '-' || (input.kind === 'algebraic' && input.pieces.andWords?.includes(x.text) === true))
    )
      continue;
    if (x.kind === 'number') {
      if (startsAnew(x)) break;
      // `1. e2 e4 1. e7 e5`: a book table's number of White's move again before Black's, after a
      // move written as its two squares (joined in spaced-moves.ts), as the bare `1 e2 e4 1 e7 e5` below;
      // or after castling in such a table (`4. O-O 4. f8 c5`).
      const next = ply !== undefined ? ply + moves.length : undefined;
      const previous = moves[moves.length - 1]?.word.text ?? '';
      const table = SQUARE_PAIR.test(previous) || (/^[O0]-[O0]/.test(previous) && moves.some((m) => SQUARE_PAIR.test(m.word.text)));
      if (next !== undefined && next % 2 === 0 && x.ply === next - 1 && table) continue;
      let at = x.ply;
      if (words[j + 1]?.kind === 'black') at = 2 * Math.ceil(at / 2);
      if (ply === undefined) {
        // `..Cd4 5.e5`: the number after an ellipsis tells where the sequence started.
        const start = at - moves.length;
        if (start < 1 || (black && start % 2 === 1)) break;
        ply = start;
      } else if (at !== ply + moves.length) {
        // `1. P. to K's 4th. 1. P. to K's 4th.`: two-column scores print White's number again before Black's move,
        // from the first pair on (not a number after a side line's last move: `8... d5 9.f5!` then `9. Lb3`).
        const next = ply + moves.length;
        if (at === x.ply && next % 2 === 0 && at === next - 1 && (moves.length === 1 || repeatedForBlack > 0) && !startsAnew(x, true)) {
          repeatedForBlack++;
          continue;
        }
        break;
      }
      if (at !== x.ply) j++;
      continue;
    }
    if (x.kind === 'black') {
      // An ellipsis before a number adds nothing; before a move it says the move is Black's.
      if (words[j + 1]?.kind === 'number') continue;
      // (one that starts a line after a sentence's full stop starts anew: `… era 6. d5.` then `... Ag4.`, the game's move)
      if (moves.length > 0 && startsAnew(x)) break;
      // (a long move with a spaced dash before it may be two moves, `2 Cf3 – d6; 3 d4 – cxd4`: Black's may be next either way)
      const pairs = moves.filter((m) => m.word.kind === 'word' && m.word.pair !== undefined).length;
      const whiteNext = (n: number): boolean => (ply !== undefined ? (ply + n) % 2 === 1 : n % 2 === 1);
      if (whiteNext(moves.length) && whiteNext(moves.length + pairs)) break;
      continue;
    }
    // `White: e4 Black: e5`: a colour word before the side's move goes on with the sequence; before the other side's, it ends it
    const side = sideAt(words, j, input, text);
    // (`1.白e4` `1.黒c5` `2.白Nf3`, `1. Weiß: e4 1. Schwarz: e5`: right after a move number, the colour word says whose move
    // of that number follows, as the PGN reading reads it; a text whose numbers go up by one from White's to Black's
    // counts half-moves instead, `1. 白 e4 2. 黒 e5`)
    if (side !== undefined && j === i + 1 && first.kind === 'number' && resumePly === undefined && readsAsWritten(words[j + 1], input)) {
      if (first.ply % 2 === 0) {
        if (side === 'white') break;
        continue;
      }
      const value = Math.ceil(first.ply / 2);
      const at = numbersCountPlies(words, input, text) ? value : side === 'white' ? 2 * value - 1 : 2 * value;
      if ((at % 2 === 1) !== (side === 'white')) break;
      ply = at;
      black = side === 'black';
      continue;
    }
    if (side !== undefined) {
      const whiteNext = ply !== undefined ? (ply + moves.length) % 2 === 1 : black === (moves.length % 2 === 1);
      const after = words[j + 1];
      if ((side === 'white') !== whiteNext || moves.length === 0 || !readsAsWritten(after, input)) break;
      continue;
    }
    if (RESULT.test(x.text) || x.text === '') break;
    // `35... b5 36 g6`: inside a sequence, a bare number that is White's next move number is one;
    // so is the number of White's move again before Black's (`1 e4 1 e5`, a book table's columns).
    // (a long move with a spaced dash may be two moves, `2 Cf3 – d6 3 d4`: the board tells, play-sequence.ts splitPair)
    const pairs = moves.filter((m) => m.word.kind === 'word' && m.word.pair !== undefined).length;
    const due = ply === undefined ? undefined : [Math.ceil((ply + moves.length) / 2), Math.ceil((ply + moves.length + pairs) / 2)];
    if (due !== undefined && /^\d{1,3}$/.test(x.text) && due.includes(Number(x.text))) {
      if (startsAnew(x)) break;
      continue;
    }
    // `4.Df7 mat`: the language's word for mate or check right after a move is its mark (notation/check-words.ts)
    const previous = moves[moves.length - 1];
    // `7 Bxd7 +  Qxd7`: a check or mate sign spaced apart from its move, as blogs and books type it, is its mark
    const sign = x.text === '+' || x.text === '++' ? 'check' : x.text === '#' ? 'mate' : undefined;
    if (
      sign !== undefined &&
      previous?.parsed !== undefined &&
      previous.parsed.check === undefined &&
      words[j - 1]?.start === previous.word.start
    ) {
      moves[moves.length - 1] = { ...previous, parsed: { ...previous.parsed, check: sign } };
      continue;
    }
    const checkWords = input.kind === 'algebraic' ? input.pieces.checkWords : undefined;
    if (previous?.parsed !== undefined && checkWords !== undefined && words[j - 1]?.start === previous.word.start) {
      const mark = checkWordAt(x.text, 0, checkWords);
      if (mark !== undefined && mark.length === x.text.length) {
        moves[moves.length - 1] = { ...previous, parsed: { ...previous.parsed, check: mark.kind } };
        continue;
      }
      // `24 D - e5 j., Rg8`: the word for check cut short with a full stop (`j.` of `jaque`), checked on the board like `+`
      const written = /^\S*/u.exec(text.slice(x.start))![0];
      if (previous.parsed.check === undefined && checkAbbreviation(written, checkWords)) {
        moves[moves.length - 1] = { ...previous, parsed: { ...previous.parsed, check: 'check' }, checkAbbreviation: written };
        continue;
      }
    }
    // (the moves just read, printed again after a paragraph break as a diagram's caption, `3. b4 Cf6` then `b4 Cf6`: not played twice)
    if (repeatsAfterBreak(words, j, moves, text)) break;
    // (a move that opens a bold run, in a text that sets the game's moves in bold, starts a sequence of its own:
    // `… 9.0-0` then `**b5 7.a4 …**`, the game's moves, not the plain-text line's next one)
    if (moves.length > 0 && startsAnew(x, 'unnumbered')) break;
    const m = readWord(x, input);
    // (`Tal - Smit (Utrecht 1950)` on the line after the moves: a word that reads as a move only leniently, `Tal` as
    // Ta1 with its `l` read as a 1, is a player's name where it starts a line that names the players; the moves end there)
    if (m?.notes !== undefined && m.notes.length > 0 && startsPlayersLine(text, x.start)) break;
    // (`2d4` where White's 2nd move is due: the number glued to the move, cut by sequence-fallbacks.ts as the next word
    // is read, not a pawn's origin rank: the same move either way, and the number is kept)
    if (m !== undefined && ply !== undefined && numberGlued(m, ply + moves.length)) break;
    if (m !== undefined) {
      moves.push(m);
    } else {
      // `8/ Cbxd2 - d5 ;`: a spaced dash that makes no long move stands between White's move and Black's
      const halves = x.kind === 'word' && x.pair !== undefined ? x.pair.map((h) => readWord(h, input)) : [];
      if (halves.length !== 2 || halves.includes(undefined)) break;
      moves.push(...(halves as SeqMove[]));
    }
  }
  const named = sideAt(words, i, input, text) !== undefined || coloured !== undefined;
  return {
    ply,
    black,
    moves,
    end: Math.max(j, i + 1),
    ...(named ? { named: true } : {}),
    ...(repeatedForBlack > 0 ? { repeated: repeatedForBlack } : {}),
  };
}

/**
 * Whether the words from `words[j]`, after a paragraph break, repeat the last moves read (two, or the one read) word for
 * word: a caption printing them again (`3. b4 Cf6`, a blank line, `b4 Cf6`), not the line's next moves.
 */
function repeatsAfterBreak(words: readonly ProseWord[], j: number, moves: readonly SeqMove[], text: string): boolean {
  const k = Math.min(2, moves.length);
  if (k === 0 || j === 0 || !/\n[ \t]*\n/.test(text.slice(words[j - 1]!.end, words[j]!.start))) return false;
  const last = moves.slice(moves.length - k);
  return last.every((m, n) => words[j + n]?.kind === 'word' && words[j + n]!.text === m.word.text);
}

/**
 * An opening square bracket, brace or full-width bracket in the text between two words, not a diagram's mark (`[#]`) nor
 * a Markdown image's (`![](diagram.png)`: a diagram between the moves, words.ts).
 */
function opensWords(between: string): boolean {
  return /[[{（【]/u.test(between.replace(/\{?\[#\]\}?|!\[[^\]\n]*\]\([^)\s]*\)/gu, ''));
}

/** Whether `m`, read with a pawn's origin rank (`2d4`), starts with the number of White's move due at `ply`. */
function numberGlued(m: SeqMove, ply: number): boolean {
  return ((m.parsed?.form ?? 0) & MOVE_FORM.pawnRank) !== 0 && ply % 2 === 1 && m.word.text.startsWith(String((ply + 1) / 2));
}
