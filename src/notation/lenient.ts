/**
 * Second readings of a move token that the standard reading could not place: characters from
 * other alphabets that look like the ones meant (Cyrillic `е` for the file e, Latin `K` for the
 * Russian knight `К`), piece letters without their diacritic (`S` for Azerbaijani `Ş`), figurines
 * in a language that writes letters, and piece letters in lower case (`sf3`). Each rewrite says
 * what it assumed, so the translator can warn. The board decides which rewrite, if any, is a move.
 *
 * Over 400 lines for a reason: every second reading is built from the one per-locale table made here
 * (lenientTable: look-alikes, figurines, own-alphabet files, letters without diacritics, kept piece
 * tokens), and the readings that use it stay beside it rather than each importing its internals.
 */
import type { MoveWarningCode, WrittenForm } from '../core/move-errors.js';
import type { Role } from '../core/types.js';
import type { PieceTable } from '../locale/types.js';
import { FONT_FIGURINES } from './font-figurines.js';
import { englishPieceLetters } from './english-letters.js';

/** One assumption behind a rewritten token, e.g. `"е" (Cyrillic) read as "e"`. */
export interface LenientNote {
  readonly code: MoveWarningCode;
  readonly detail: string;
  /** The form found, in fields, where the code covers several (carried to the move's warning). */
  readonly form?: WrittenForm;
}

/** A letter of another alphabet read as the one it looks like, as a note words it: `"е" (Cyrillic, U+0435) read as "e" (Latin)`. */
export function letterForLetter(written: string, readAs: string): string {
  return `"${written}" (${scriptOf(written)}, ${hex(written)}) read as "${readAs}" (${scriptOf(readAs)})`;
}

/** A rewritten token and what was assumed to get it. */
export interface LenientText {
  readonly text: string;
  readonly notes: readonly LenientNote[];
  /**
   * 2 when a lower-case letter was read as a piece: such a reading counts only where no other
   * does (English `b` stays a pawn or file unless only a bishop move fits); 1 otherwise.
   */
  readonly tier?: 1 | 2;
}

/**
 * Characters that look alike across the Latin, Cyrillic and Greek alphabets. A character outside
 * a locale's alphabet is read as the one member of its group inside it, if there is exactly one.
 */
// prettier-ignore
const LOOKALIKES: readonly string[] = [
  'AАΑ', 'BВΒ', 'CСϹ', 'EЕΕ', 'HНΗ', 'IІΙӀ', 'JЈ', 'KКΚ', 'MМΜ', 'NΝ', 'OОΟ', 'PРΡ', 'SЅ', 'TТΤ',
  'XХΧ', 'YУΥ', 'ZΖ',
  'aаα', 'cсϲ', 'dԁ', 'eе', 'hһ', 'iі', 'jј', 'oоο', 'pрρ', 'sѕ', 'xх', 'yу',
];

/** The figurines, white and black, and the piece each names (and the horse emoji, a knight). */
export const FIGURINES: ReadonlyMap<string, Role> = new Map<string, Role>([
  ['♔', 'king'],
  ['♕', 'queen'],
  ['♖', 'rook'],
  ['♗', 'bishop'],
  ['♘', 'knight'],
  ['♙', 'pawn'],
  ['♚', 'king'],
  ['♛', 'queen'],
  ['♜', 'rook'],
  ['♝', 'bishop'],
  ['♞', 'knight'],
  ['♟', 'pawn'],
  // (the horse emoji, as posts written on phones set a knight: `3. c4 🐎f6`, `6. 🐴c3`)
  ['\u{1F40E}', 'knight'],
  ['\u{1F434}', 'knight'],
]);

const SCRIPT_NAMES: ReadonlyArray<readonly [from: number, to: number, name: string]> = [
  [0x0370, 0x03ff, 'Greek'],
  [0x0400, 0x052f, 'Cyrillic'],
  [0x0041, 0x007a, 'Latin'],
];

function scriptOf(c: string): string {
  const cp = c.codePointAt(0)!;
  for (const [from, to, name] of SCRIPT_NAMES) if (cp >= from && cp <= to) return name;
  return 'other';
}

const hex = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

interface Rewrite {
  readonly to: string;
  readonly note: LenientNote;
}

interface LenientTable {
  /** Character → what to read instead, for characters outside the locale's alphabet. */
  readonly rewrites: ReadonlyMap<string, Rewrite>;
  /** Piece tokens of several characters, one of which is rewritten (Hebrew `מה`), longest first: kept whole where a piece stands. */
  readonly keptTokens: readonly string[];
  /** Piece tokens with upper-case letters, as [lower-case form, token], longest first. */
  readonly lowerTokens: ReadonlyArray<readonly [lower: string, token: string]>;
  /**
   * Own-alphabet file letters that are also the look-alike of another character the locale reads
   * (Serbian Cyrillic `х`, the file h and the look-alike of the capture mark x): the look-alike
   * reading they displaced, tried as a second text so that the board decides between the two.
   */
  readonly displaced: ReadonlyMap<string, Rewrite>;
}

/** Lower-case file letters a–h with a diacritic that texts print in place of the plain letter (French `ç4`, `é5`). */
const ACCENTED_FILES: readonly string[] = [...'çé'];

const TABLES = new WeakMap<PieceTable, LenientTable>();

function lenientTable(pieces: PieceTable): LenientTable {
  let table = TABLES.get(pieces);
  if (table) return table;
  // What the locale reads as it is: files, ranks, its piece letters, the capture x, castling O.
  const alphabet = new Set<string>([...'abcdefgh12345678xO']);
  for (const token of pieces.tokens) for (const c of token) alphabet.add(c);
  const rewrites = new Map<string, Rewrite>();
  const letterOf = (role: Role): string | undefined => {
    for (const [token, r] of pieces.roleOf) if (r === role) return token;
    return undefined;
  };
  for (const [figurine, role] of FIGURINES) {
    if (alphabet.has(figurine)) continue;
    const letter = role === 'pawn' ? '' : letterOf(role);
    if (letter === undefined) continue;
    rewrites.set(figurine, {
      to: letter,
      note: {
        code: 'W_FIGURINE',
        detail: letter ? `figurine "${figurine}" read as "${letter}"` : `pawn figurine "${figurine}" left out`,
        form: { kind: 'letter', written: figurine, readAs: letter, role },
      },
    });
  }
  // The characters a ChessBase figurine font draws as pieces, left as Latin-1 when the font was lost (`¤f3`).
  for (const [c, role] of FONT_FIGURINES) {
    const letter = letterOf(role);
    if (alphabet.has(c) || rewrites.has(c) || letter === undefined) continue;
    rewrites.set(c, {
      to: letter,
      note: {
        code: 'W_FIGURINE_FONT',
        detail: `"${c}" of a figurine font read as the ${role} ("${letter}")`,
        form: { kind: 'letter', written: c, readAs: letter, role },
      },
    });
  }
  // Look-alikes of the alphabet's characters; then, for groups with none, look-alikes of piece
  // letters in lower case (Cyrillic `о` for a lower-case Latin `o`, which is then read as `O`).
  const lowerLetters = new Set<string>();
  for (const token of pieces.tokens) for (const c of token.toLowerCase()) if (!alphabet.has(c)) lowerLetters.add(c);
  for (const targets of [alphabet, lowerLetters]) {
    for (const group of LOOKALIKES) {
      const members = [...group];
      if (members.some((c) => rewrites.has(c) || (targets === lowerLetters && alphabet.has(c)))) continue;
      const inside = members.filter((c) => targets.has(c));
      if (inside.length !== 1) continue;
      const target = inside[0]!;
      for (const c of members) {
        if (c === target || rewrites.has(c)) continue;
        rewrites.set(c, {
          to: target,
          note: { code: 'W_LOOKALIKE', detail: letterForLetter(c, target), form: { kind: 'letter', written: c, readAs: target } },
        });
      }
    }
  }
  // Files in the letters of the language's own alphabet (Greek `ε4`), as its locale lists them:
  // these replace any look-alike reading of the same characters (Greek `α` is the file a either way).
  const files = pieces.files ?? [];
  const displaced = new Map<string, Rewrite>();
  for (let f = 0; f < files.length && f < 8; f++) {
    const c = files[f]!;
    const to = 'abcdefgh'[f]!;
    const before = rewrites.get(c);
    if (before !== undefined && before.to !== to) displaced.set(c, before);
    rewrites.set(c, { to, note: { code: 'W_FILE_LETTERS', detail: `"${c}" read as the file ${to}` } });
  }
  // A piece letter with a diacritic, written without it: only where no other letter of the
  // locale loses its mark to the same base and the base is not a letter of the locale itself.
  const bases = new Map<string, string[]>();
  for (const c of alphabet) {
    const base = c.normalize('NFD').replace(/\p{M}/gu, '');
    if (base === c || [...base].length !== 1) continue;
    bases.set(base, [...(bases.get(base) ?? []), c]);
  }
  for (const [base, letters] of bases) {
    if (letters.length !== 1 || alphabet.has(base) || rewrites.has(base)) continue;
    rewrites.set(base, { to: letters[0]!, note: { code: 'W_DIACRITIC', detail: `"${base}" read as "${letters[0]!}"` } });
    // In lower case too (`s` for `ş`, then read as `Ş`), where that is no file or letter.
    const lower = base.toLowerCase();
    const lowerLetter = letters[0]!.toLowerCase();
    if (lower !== base && lowerLetter !== letters[0] && !alphabet.has(lower) && !rewrites.has(lower)) {
      rewrites.set(lower, { to: lowerLetter, note: { code: 'W_DIACRITIC', detail: `"${lower}" read as "${lowerLetter}"` } });
    }
  }
  // A file letter written with a diacritic (`ç4`, `Cé2+` in French books and the dictionaries
  // they copied: ç for c, é for e), where the character is no letter of the locale and no other
  // reading claims it: read as its file, as the own-alphabet files are.
  for (const c of ACCENTED_FILES) {
    if (alphabet.has(c) || rewrites.has(c)) continue;
    const to = c.normalize('NFD').replace(/\p{M}/gu, '');
    rewrites.set(c, { to, note: { code: 'W_FILE_LETTERS', detail: `"${c}" read as the file ${to}` } });
  }
  const lowerTokens: Array<readonly [string, string]> = [];
  for (const token of pieces.tokens) {
    // Pieces only: a lower-case pawn letter is a file (`b` in German), never a pawn.
    if (pieces.roleOf.get(token) === 'pawn') continue;
    const lower = token.toLowerCase();
    if (lower !== token && !pieces.roleOf.has(lower)) lowerTokens.push([lower, token]);
  }
  const keptTokens = pieces.tokens.filter((t) => [...t].length > 1 && [...t].some((c) => rewrites.has(c)));
  table = { rewrites, lowerTokens, keptTokens, displaced };
  TABLES.set(pieces, table);
  return table;
}

/** Characters after which a piece token can stand inside a move: promotion (`e8=D`, `e8(D)`, `e8/D`) and a captured piece (`Lb5xSc6`, `:`). */
const PIECE_AFTER: ReadonlySet<string> = new Set(['=', '(', '/', 'x', ':', '×']);

/**
 * The token with every look-alike character, figurine and letter without its diacritic replaced
 * by the locale's own (a piece token of several letters kept whole where a piece stands); `undefined`
 * when nothing needed replacing.
 */
export function normalizeCharacters(token: string, pieces: PieceTable, displacedToo = false): LenientText | undefined {
  const { keptTokens, displaced } = lenientTable(pieces);
  const rewrites = displacedToo ? new Map([...lenientTable(pieces).rewrites, ...displaced]) : lenientTable(pieces).rewrites;
  let out = '';
  let notes: LenientNote[] | undefined;
  const chars = [...token];
  for (let i = 0; i < chars.length; i++) {
    // A piece token of several letters where a piece can stand is kept whole, even where one of its
    // letters is also a file (Hebrew queen `מה`, whose `ה` is the file e): `מהא4` is the queen to a4.
    if (keptTokens.length > 0 && (i === 0 || PIECE_AFTER.has(chars[i - 1]!))) {
      const rest = chars.slice(i).join('');
      const kept = keptTokens.find((t) => rest.startsWith(t));
      if (kept !== undefined) {
        out += kept;
        i += [...kept].length - 1;
        continue;
      }
    }
    const c = chars[i]!;
    const r = rewrites.get(c);
    if (r === undefined) {
      out += c;
      continue;
    }
    out += r.to;
    notes ??= [];
    if (!notes.some((n) => n.detail === r.note.detail)) notes.push(r.note);
  }
  return notes ? { text: out, notes } : undefined;
}

/**
 * The token with a piece letter written in lower case put in upper case: the leading one
 * (`sf3` → `Sf3`) and one after `=`, `(` or `/` (`e8=d` → `e8=D`); `undefined` when there is none.
 */
export function upperCasePieces(token: string, pieces: PieceTable): LenientText | undefined {
  const { lowerTokens } = lenientTable(pieces);
  let out = token;
  const notes: LenientNote[] = [];
  const lead = lowerTokens.find(([lower]) => out.startsWith(lower));
  if (lead) {
    out = lead[1] + out.slice(lead[0].length);
    notes.push({ code: 'W_LOWERCASE_PIECE', detail: `piece letter "${lead[0]}" written in lower case` });
  }
  const m = /[=(/]/.exec(out.slice(1));
  if (m) {
    const at = m.index + 2;
    const promo = lowerTokens.find(([lower]) => out.startsWith(lower, at));
    if (promo) {
      out = out.slice(0, at) + promo[1] + out.slice(at + promo[0].length);
      notes.push({ code: 'W_LOWERCASE_PIECE', detail: `promotion piece "${promo[0]}" written in lower case` });
    }
  }
  return notes.length ? { text: out, notes } : undefined;
}

/**
 * The token with a pawn's file written in upper case (`E4`, `D4`: a word processor capitalised the move after its
 * number, or a translation did; `Exd5`) put in lower case, where that letter starts no piece letter of the language
 * (English `B4` stays the bishop's, German `D4` the queen's).
 */
export function lowerCaseFile(token: string, pieces: PieceTable): LenientText | undefined {
  const m = /^([A-H])(?=[1-8]|[x:×][a-h][1-8])/.exec(token);
  const letter = m?.[1];
  if (letter === undefined || pieces.tokens.some((t) => t.startsWith(letter))) return undefined;
  return {
    text: letter.toLowerCase() + token.slice(1),
    notes: [{ code: 'W_UPPERCASE_FILE', detail: `file "${letter}" written in upper case` }],
  };
}

/**
 * Every second reading of a token to try, in order: characters replaced; piece letters put in
 * upper case (before the characters are replaced, as a lower-case Cyrillic letter is itself a
 * look-alike of a Latin file, and after); English piece letters that are no letters of the language
 * (unless `englishLetters` is false: see InputNotation).
 */
export function lenientTexts(token: string, pieces: PieceTable, { englishLetters: english = true } = {}): LenientText[] {
  // A figurine, one word and the square (Persian `♘ به f3`, "knight to f3"): the move without the word.
  const worded = /^(\S)[ \t]+(\p{L}[\p{L}\p{M}\u200c\u200d]*)[ \t]+([a-h][1-8][+#!?]*)$/u.exec(token);
  if (worded && FIGURINES.has(worded[1]!)) {
    const word: LenientNote = {
      code: 'W_FIGURINE',
      detail: `the word "${worded[2]!}" between the figurine and the square left out`,
      form: { kind: 'word', written: worded[2]! },
    };
    const bare = worded[1]! + worded[3]!;
    return [
      { text: bare, notes: [word] },
      ...lenientTexts(bare, pieces, { englishLetters: english }).map((t) => ({ ...t, notes: [word, ...t.notes] })),
    ];
  }
  const out: LenientText[] = [];
  const add = (t: LenientText | undefined): void => {
    if (t && t.text !== token && !out.some((o) => o.text === t.text)) out.push(t);
  };
  const then = (first: LenientText | undefined, next: (text: string) => LenientText | undefined): LenientText | undefined => {
    if (!first) return undefined;
    const second = next(first.text);
    return second ? { text: second.text, notes: [...first.notes, ...second.notes] } : first;
  };
  const normalized = normalizeCharacters(token, pieces);
  add(normalized);
  // A file letter that is also another character's look-alike (Serbian `х`: the file h, or the
  // capture mark x in `ехд5`): the token read the other way too; the board decides.
  const other = [...lenientTable(pieces).displaced.keys()].some((c) => token.includes(c))
    ? normalizeCharacters(token, pieces, true)
    : undefined;
  add(other);
  // `X` for mate where X is also a piece letter (Vietnamese rook): `Tc4X` as `Tc4#`.
  const mate = /X([!?]{0,2})$/.exec(normalized?.text ?? token);
  if (mate && pieces.roleOf.has('X')) {
    const base = normalized ?? { text: token, notes: [] };
    add({
      text: base.text.slice(0, mate.index) + '#' + mate[1]!,
      notes: [...base.notes, { code: 'W_CHECK_SYMBOL', detail: 'check mark written "X"' }],
    });
  }
  // (`E4`; `Eхd5` with a Cyrillic х, read as the capture mark first)
  add(lowerCaseFile(token, pieces));
  add(then(normalized, (t) => lowerCaseFile(t, pieces)));
  const upper = (t: LenientText | undefined): LenientText | undefined => (t ? { ...t, tier: 2 } : undefined);
  add(upper(then(upperCasePieces(token, pieces), (t) => normalizeCharacters(t, pieces))));
  add(upper(then(normalized, (t) => upperCasePieces(t, pieces))));
  if (other) {
    add(upper(then(upperCasePieces(token, pieces), (t) => normalizeCharacters(t, pieces, true))));
    add(upper(then(other, (t) => upperCasePieces(t, pieces))));
  }
  // An English piece letter that is no letter of the language (`Qxf2#` in German: english-letters.ts)
  if (english) add(englishLetters(token, pieces));
  // Ranks printed or scanned as letters (`Sgl-f3`, `Kpel`, `ФхсЗ+`): on each reading so far.
  const bases: LenientText[] = [{ text: token, notes: [] }, ...out];
  for (const base of bases) {
    const ranks = readRankLookalikes(base.text);
    if (ranks) add({ text: ranks.text, notes: [...base.notes, ...ranks.notes], ...(base.tier ? { tier: base.tier } : {}) });
  }
  // The file b printed or scanned as `6` or `б` (`Ф68:d5`, `Фб8`): on each reading so far.
  for (const base of [{ text: token, notes: [] as LenientNote[] }, ...out]) {
    const files = readFileLookalikes(base.text, pieces);
    if (files) add({ text: files.text, notes: [...base.notes, ...files.notes], ...(base.tier ? { tier: base.tier } : {}) });
  }
  return out;
}

/**
 * The token with an English piece letter that is no character of the language (neither one of its piece
 * tokens' letters nor one it reads as its own: a look-alike, a figurine, a letter without its diacritic, a
 * file of its alphabet) written as the language's letter for that piece: `Qxf2#` as `Dxf2#` in German
 * (english-letters.ts says why English alone); undefined where the token has none.
 */
export function englishLetters(token: string, pieces: PieceTable): LenientText | undefined {
  // (`Bxh6`, `B4`: also a pawn's file in upper case, lowerCaseFile; the reading of today stands, the board deciding there)
  if (lowerCaseFile(token, pieces) !== undefined) return undefined;
  const table = lenientTable(pieces);
  const own = (c: string): boolean => pieces.tokens.some((t) => t.includes(c)) || table.rewrites.has(c) || (pieces.files ?? []).includes(c);
  return englishPieceLetters(token, pieces, own);
}

/**
 * Characters that print or OCR leave where a rank digit stood: `l` and `I` for 1 (`Sgl-f3`,
 * `Kel`, `Bel`), and the Cyrillic `І`/`і` of Ukrainian and Belarusian text (`Кgі-f3`), Cyrillic
 * `З`/`з` for 3 (`сЗ`, `ФхсЗ+`), Cyrillic `б` for 6. None is a file, so right after a file
 * letter, where only a rank can stand, each is read as its digit.
 */
const RANK_LOOKALIKES: ReadonlyMap<string, string> = new Map([
  ['l', '1'],
  ['I', '1'],
  ['І', '1'],
  ['і', '1'],
  ['З', '3'],
  ['з', '3'],
  ['б', '6'],
]);

/**
 * The token with each rank look-alike (see {@link RANK_LOOKALIKES}) that stands right after a file
 * letter and before the token's end, a mark, a separator or the next square read as its digit;
 * `undefined` when there is none.
 */
export function readRankLookalikes(token: string): LenientText | undefined {
  let out = '';
  let notes: LenientNote[] | undefined;
  const chars = [...token];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const digit = RANK_LOOKALIKES.get(c);
    const before = out[out.length - 1];
    const after = chars[i + 1];
    if (
      digit !== undefined &&
      before !== undefined &&
      before >= 'a' &&
      before <= 'h' &&
      (after === undefined || /[a-hx]/.test(after) || !/[\p{L}\p{N}]/u.test(after))
    ) {
      out += digit;
      notes ??= [];
      const detail = `"${c}"${scriptOf(c) === 'Cyrillic' ? ` (Cyrillic, ${hex(c)})` : ''} read as the rank ${digit} (print or OCR)`;
      if (!notes.some((n) => n.detail === detail))
        notes.push({ code: 'W_LOOKALIKE', detail, form: { kind: 'damage', written: c, readAs: digit } });
      continue;
    }
    out += c;
  }
  return notes ? { text: out, notes } : undefined;
}

/**
 * Characters that print or OCR leave where the file letter b stood: the digit `6` and Cyrillic `б`
 * (`Ф68:d5`, `Фб8`, `б7-б5` in scanned Russian scores). Read as b only in a file's place, before a
 * rank digit: `б` at the token's start or after a piece letter, a capture mark or a dash; the
 * digit only after a piece letter (at the start, `62-64` is ICCF's f2-f4, never b2-b4).
 */
const FILE_LOOKALIKES: ReadonlyMap<string, string> = new Map([
  ['6', 'b'],
  ['б', 'b'],
]);

/**
 * The token with each file look-alike (see {@link FILE_LOOKALIKES}) in a file's place read as its
 * letter; `undefined` when there is none. `pieces`: the piece tokens, which may stand before it.
 */
export function readFileLookalikes(token: string, pieces: PieceTable): LenientText | undefined {
  const chars = [...token];
  let out = '';
  let notes: LenientNote[] | undefined;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const file = FILE_LOOKALIKES.get(c);
    const next = chars[i + 1];
    const afterPiece = pieces.tokens.some((t) => out.endsWith(t) && !/[a-h0-9]$/.test(t));
    const fileAt =
      file !== undefined &&
      next !== undefined &&
      next >= '1' &&
      next <= '8' &&
      (afterPiece || (c === 'б' && (out === '' || /[-–—x×:]$/.test(out))));
    if (!fileAt) {
      out += c;
      continue;
    }
    out += file;
    notes ??= [];
    const detail = `"${c}"${scriptOf(c) === 'Cyrillic' ? ` (Cyrillic, ${hex(c)})` : ''} read as the file ${file} (print or OCR)`;
    if (!notes.some((n) => n.detail === detail))
      notes.push({ code: 'W_LOOKALIKE', detail, form: { kind: 'damage', written: c, readAs: file } });
  }
  return notes ? { text: out, notes } : undefined;
}

/** Each look-alike character as the first of its group (`К` and `Κ` as `K`), for shapes compared across alphabets. */
const FOLD: ReadonlyMap<string, string> = new Map(LOOKALIKES.flatMap((g) => [...g].slice(1).map((c) => [c, [...g][0]!] as const)));
const fold = (text: string): string => [...text].map((c) => FOLD.get(c) ?? c).join('');
const SHAPES = new WeakMap<readonly string[], RegExp>();

/**
 * Whether a token that is no move as written has the shape of one once its rank look-alikes are
 * read as digits (`Kel`, `Kpel` in Russian with Latin letters, `Rfl—el`), with the piece tokens
 * `pieces` and their look-alikes in other alphabets: such a token is a move to check on the
 * board, not a word of a sentence among the moves.
 */
export function readsAsRankLookalikeMove(token: string, pieces: readonly string[]): boolean {
  const ranks = readRankLookalikes(fold(token));
  if (ranks === undefined) return false;
  let shape = SHAPES.get(pieces);
  if (shape === undefined) {
    const p = pieces.map((t) => fold(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || 'K|Q|R|B|N';
    shape = new RegExp(`^(?:${p})?(?:[a-h]?[1-8]?[-–—xX:×](?:${p})?|[a-h][1-8]?)?[a-h][1-8][+#!?.,]*$`, 'u');
    SHAPES.set(pieces, shape);
  }
  return shape.test(ranks.text);
}

const SHORTER = new WeakMap<PieceTable, ReadonlyArray<readonly [token: string, table: PieceTable]>>();

/**
 * Piece tables without one of their longer tokens, for each longer token that starts with a
 * shorter one (Bengali knight `Gh` beside bishop `G`): `Ghxf2` read with the bishop, whose origin
 * file is h, when no knight can make the move.
 */
export function shorterTokenTables(pieces: PieceTable): ReadonlyArray<readonly [token: string, table: PieceTable]> {
  let list = SHORTER.get(pieces);
  if (list) return list;
  const out: Array<readonly [string, PieceTable]> = [];
  for (const long of pieces.tokens) {
    if ([...long].length < 2 || !pieces.tokens.some((t) => t !== long && long.startsWith(t))) continue;
    const tokens = pieces.tokens.filter((t) => t !== long);
    const roleOf = new Map([...pieces.roleOf].filter(([t]) => t !== long));
    out.push([long, Object.freeze({ ...pieces, tokens: Object.freeze(tokens), roleOf })]);
  }
  list = out;
  SHORTER.set(pieces, list);
  return list;
}

/** The characters outside a locale's alphabet that its lenient reading rewrites (look-alikes, figurines, letters without diacritics). */
export function rewrittenCharacters(pieces: PieceTable): Iterable<string> {
  return lenientTable(pieces).rewrites.keys();
}

/**
 * The piece tokens of a locale written with look-alikes of another alphabet, as its lenient reading
 * reads them (Russian `С` as Latin `C`, `Кр` as `Kp`): what OCR or a typist's keyboard makes of them.
 */
export function lookalikeTokens(pieces: PieceTable): readonly string[] {
  return lookalikeEntries(pieces).map(([token]) => token);
}

/** {@link lookalikeTokens}, each with the role of the token it looks like. */
export function lookalikeEntries(pieces: PieceTable): readonly (readonly [token: string, role: Role])[] {
  const { rewrites } = lenientTable(pieces);
  const forms = new Map<string, Role>();
  for (const token of pieces.tokens) {
    let variants = [''];
    for (const c of token) {
      const alike = [...rewrites].filter(([, r]) => r.note.code === 'W_LOOKALIKE' && r.to === c).map(([from]) => from);
      variants = variants.flatMap((v) => [c, ...alike].map((x) => v + x));
    }
    for (const v of variants) if (!pieces.roleOf.has(v) && !forms.has(v)) forms.set(v, pieces.roleOf.get(token)!);
  }
  return [...forms];
}
