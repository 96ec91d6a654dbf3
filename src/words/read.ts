/**
 * Reading a move in words (`--from words:de`: "Springer f3", "Springer schlägt auf e5", "kurze Rochade",
 * "e acht, Umwandlung in eine Dame") into the one normalized {@link ParsedMove}, which the board then resolves
 * like any other notation. The words come from the language's data: piece names and all their forms, written
 * squares (`f3`) and spoken squares (`ef drei`), castling, null move, check and mate words, and the capture
 * words (those of the capture phrase that no non-capture phrase uses).
 *
 * What is read: the moving piece (the first piece named before the target square; a pawn if none), the target
 * (the last square), the origin (a square before it), a pawn's origin file (a file said as a word of its own before the
 * target: "d schlägt auf c6"), a promotion (a piece named after a square on the last rank), capture, check and mate. Word order beyond
 * that is free, so "Springer f3" and "Springer nach f3" read alike.
 */
import { err, ok, type Result } from '../core/result.js';
import { FILE_NAMES, RANK_NAMES, type CheckMark, type ParsedMove, type Role } from '../core/types.js';
import { LOCALE_ROLE_ORDER } from '../locale/schema.js';
import { FIGURINES } from '../notation/lenient.js';
import { PLACEHOLDER } from './schema.js';
import type { WordsData } from './types.js';

/**
 * Scripts written with spaces between words: there a match must not be part of a longer word in the same script
 * ("bauer" in "bauern"), while a Latin file letter glued to a Korean or Japanese particle ("b파일") still counts.
 * Digits go with Latin (squares are a Latin letter and a digit).
 */
const SPACED_SCRIPTS = [
  /[\p{Script=Latin}\p{N}]/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Bengali}/u,
  /\p{Script=Hangul}/u,
];
const sameSpacedScript = (a: string, b: string): boolean => SPACED_SCRIPTS.some((re) => re.test(a) && re.test(b));

/** Lower case, NFC, punctuation as spaces, spaces collapsed. */
function normalize(text: string, code: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase(code)
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Found<T> {
  readonly at: number;
  readonly end: number;
  readonly value: T;
}

/** Every place `needle` occurs in `hay` as a whole word (see {@link SPACED_SCRIPTS}). */
function occurrences<T>(hay: string, needle: string, value: T): Found<T>[] {
  const out: Found<T>[] = [];
  if (needle === '') return out;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const before = hay[at - 1];
    const after = hay[end];
    const cut = (edge: string, next: string | undefined): boolean => next !== undefined && sameSpacedScript(edge, next);
    if (cut(needle[0]!, before) || cut(needle[needle.length - 1]!, after)) continue;
    out.push({ at, end, value });
  }
  return out;
}

/** Longest first, then leftmost; drops matches that overlap a kept one. */
function keepLongest<T>(found: Found<T>[]): Found<T>[] {
  const kept: Found<T>[] = [];
  for (const f of [...found].sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at)) {
    if (!kept.some((k) => f.at < k.end && k.at < f.end)) kept.push(f);
  }
  return kept.sort((a, b) => a.at - b.at);
}

/** The literal words of a template (placeholders removed), normalized. */
function templateWords(template: string, code: string): string[] {
  return normalize(template.replace(PLACEHOLDER, ' '), code).split(' ').filter(Boolean);
}

/** Words that say a capture: in the capture phrases, in no phrase of a move without capture. */
function captureWords(words: WordsData, code: string): string[] {
  const p = words.phrases;
  const plain = new Set([p.move, p.pawnMove, p.fromSquare, p.promotion].flatMap((t) => templateWords(t, code)));
  return [...new Set([p.capture, p.pawnCapture].flatMap((t) => templateWords(t, code)))].filter((w) => !plain.has(w));
}

/**
 * The pieces `text` names in `words`' language (any form of their names, `den Läufer`, `слона`), in the order they stand:
 * a sentence that tells a move names the piece that moves (prose/told-in-words.ts reads only one that names one piece).
 */
export function piecesNamed(text: string, words: WordsData): Role[] {
  const code = words.code;
  return pieceNames(normalize(text, code), words).map((f) => f.value);
}

/** Where the normalized `hay` names a piece (any form of its name), the longest names kept. */
function pieceNames(hay: string, words: WordsData): Found<Role>[] {
  const found: Found<Role>[] = [];
  for (const role of LOCALE_ROLE_ORDER) {
    const p = words.pieces[role];
    for (const name of new Set([p.name, ...Object.values(p.forms)])) found.push(...occurrences(hay, normalize(name, words.code), role));
  }
  return keepLongest(found);
}

/**
 * Reads `text` as a move in `words`' language.
 * @returns the parsed move, or the reason it cannot be read (no square, no castling, no null move named)
 */
export function readWords(text: string, words: WordsData): Result<ParsedMove, string> {
  const code = words.code;
  // A figurine among the words (Persian "♘ به f3", knight to f3) names its piece as the piece's name would:
  // normalizing would drop it as a symbol, and the move would be read as a pawn's.
  const named = [...text].map((c) => {
    const role = FIGURINES.get(c);
    return role === undefined ? c : ` ${words.pieces[role].name} `;
  });
  const hay = normalize(named.join(''), code);
  const has = (phrase: string): boolean => occurrences(hay, normalize(phrase, code), true).length > 0;

  const check: CheckMark | undefined = has(words.phrases.checkmate) ? 'mate' : has(words.phrases.check) ? 'check' : undefined;
  const [longCastle, shortCastle] = [words.phrases.castleQueenside, words.phrases.castleKingside].map((p) => normalize(p, code));
  // The longer castling phrase first, so that one containing the other is not read as it.
  for (const [phrase, side] of [
    [longCastle!, 'queen'],
    [shortCastle!, 'king'],
  ].sort((a, b) => b[0]!.length - a[0]!.length) as Array<[string, 'king' | 'queen']>) {
    if (occurrences(hay, phrase, true).length > 0) return ok({ kind: 'castle', side, check });
  }
  if (has(words.phrases.nullMove)) return ok({ kind: 'null' });

  const squareNames: Found<number>[] = [];
  for (let file = 0; file < 8; file++) {
    for (let rank = 0; rank < 8; rank++) {
      const sq = rank * 8 + file;
      squareNames.push(...occurrences(hay, FILE_NAMES[file]! + RANK_NAMES[rank]!, sq));
      const spoken = words.spoken.square.replace('{file}', words.spoken.files[file]!).replace('{rank}', words.spoken.ranks[rank]!);
      squareNames.push(...occurrences(hay, normalize(spoken, code), sq));
    }
  }
  const squares = keepLongest(squareNames);
  const target = squares.at(-1);
  if (target === undefined)
    return err(
      `no square named in "${text}" (write it as f3 or say it as ${words.spoken.square.replace('{file}', words.spoken.files[5]!).replace('{rank}', words.spoken.ranks[2]!)})`,
    );
  const origin = squares.length >= 2 ? squares.at(-2)!.value : undefined;

  const pieces = pieceNames(hay, words).filter((p) => !squares.some((s) => p.at < s.end && s.at < p.end));
  const before = pieces.filter((p) => p.end <= target.at);
  const after = pieces.filter((p) => p.at >= target.end);
  const lastRank = target.value >> 3 === 7 || target.value >> 3 === 0;
  let role: Role = before[0]?.value ?? 'pawn';
  let promotion: Role | undefined;
  if (role === 'pawn' && lastRank) promotion = after.find((p) => p.value !== 'king' && p.value !== 'pawn')?.value;
  else if (before.length === 0 && after.length > 0) role = after[0]!.value;

  // A pawn capture said from its file: a file letter or its spoken name, as a word of its own, before the target
  // and outside squares and piece names; not a word of the pawn phrases themselves (Spanish "a" = "to").
  let fromFile: number | undefined;
  if (role === 'pawn' && origin === undefined) {
    const p = words.phrases;
    const literal = new Set([p.pawnMove, p.pawnCapture, p.promotion].flatMap((t) => templateWords(t, code)));
    const taken = [...squares, ...pieces];
    // What the pawn-capture phrase glues to the file ("{fromFile}파일에"), so that a glued file is found too.
    const glued = normalize(/\{fromFile\}([^\s{]*)/.exec(p.pawnCapture)?.[1] ?? '', code);
    const files: Found<number>[] = [];
    FILE_NAMES.forEach((letter, file) => {
      const names = [letter, normalize(words.spoken.files[file]!, code)];
      for (const name of new Set([...names, ...(glued ? names.map((n) => n + glued) : [])])) {
        if (literal.has(name)) continue;
        files.push(...occurrences(hay.slice(0, target.at), name, file).filter((f) => !taken.some((t) => f.at < t.end && t.at < f.end)));
      }
    });
    fromFile = keepLongest(files)[0]?.value;
  }
  const capture = fromFile !== undefined || captureWords(words, code).some((w) => occurrences(hay, w, true).length > 0);
  return ok({
    kind: 'piece',
    role,
    fromFile: origin !== undefined ? origin & 7 : fromFile,
    fromRank: origin !== undefined ? origin >> 3 : undefined,
    to: target.value,
    capture,
    promotion,
    check,
  });
}
