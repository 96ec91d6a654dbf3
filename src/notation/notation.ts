/**
 * The notations chess-lingua reads and writes, and how a user names them
 * (`de`, `fr`, `iccf`, `figurine`, `lan`, `lan:de`, `uci`).
 */
import { ChessLinguaError } from '../core/errors.js';
import type { LocaleRegistry } from '../locale/registry.js';
import type { Locale, PieceTable } from '../locale/types.js';
import type { Words } from '../words/format.js';
import type { WordsStyle } from '../words/types.js';

/**
 * How moves are read. UCI and long algebraic input are read by the algebraic reader.
 * With `strict`, only standard notation is accepted (SAN as PGN writes it, long algebraic with
 * `-`/`x`, UCI, ICCF numeric of 4 or 5 digits): every lenient reading, which otherwise gives a
 * warning, is an error.
 */
export type InputNotation =
  | {
      readonly kind: 'algebraic';
      readonly locale: Locale;
      readonly pieces: PieceTable;
      readonly strict?: boolean | undefined;
      /**
       * Whether an English piece letter that is no letter of the language (`Qf3` in German) is read as the
       * language's piece (english-letters.ts). Undefined: where the reader's own rule says: a game's reading
       * (translate) reads them among its second readings; the reading of prose reads them only where no
       * other language reads the sequence whole (prose/other-letters.ts), and asks so with `true`. `false`:
       * never. Language detection asks so: it reports such a move as another language's (a mixed game), where
       * a named language reads it with W_OTHER_LANGUAGE.
       */
      readonly englishLetters?: boolean | undefined;
    }
  | { readonly kind: 'numeric'; readonly strict?: boolean | undefined };

export interface InputOptions {
  /** Accept standard notation only: what a lenient reading would warn about is an error. */
  readonly strict?: boolean | undefined;
}

/** How moves are written. */
export type OutputNotation =
  | { readonly kind: 'san'; readonly locale: Locale }
  | { readonly kind: 'lan'; readonly locale: Locale }
  | { readonly kind: 'numeric' }
  | { readonly kind: 'uci' }
  /** English descriptive notation (`P-K4`, `N-KB3`, `PxP`), as older English books print it: `en-descriptive`. */
  | { readonly kind: 'descriptive' }
  | WordsNotation;

/**
 * Moves in words (`words:de`, `spoken:de`). In a game (`withSan`) each move is written as SAN in the language's
 * letters followed by its words as a PGN comment (`Sf3 {Springer nach f3}`), so the output stays PGN.
 */
export interface WordsNotation {
  readonly kind: 'words';
  readonly locale: Locale;
  readonly words: Words;
  readonly style: WordsStyle;
  readonly withSan: boolean;
  /** Name the captured piece ("knight takes bishop on f3"). */
  readonly namedCaptures?: boolean | undefined;
}

/** `words`, `words:<code>` (written style) and `spoken`, `spoken:<code>` (for speech engines); English by default. */
const WORDS_NOTATION = /^(words|spoken)(?::(.+))?$/i;

export const NUMERIC_NAMES: ReadonlySet<string> = new Set(['iccf', 'numeric']);
/** Output names of English descriptive notation (read with `en`). */
export const DESCRIPTIVE_NAMES: ReadonlySet<string> = new Set(['en-descriptive', 'descriptive']);

/** A notation name that is neither a locale nor one of the special names. */
export class UnknownNotationError extends ChessLinguaError {
  constructor(name: string, detail: string) {
    super('ERR_UNKNOWN_NOTATION', `unknown notation "${name}": ${detail}`);
  }
}

/**
 * `de` → German algebraic; `iccf` → numeric; `uci`/`lan` → English algebraic (coordinates are read too);
 * `en-descriptive` → English, which reads descriptive notation too.
 */
export function inputNotation(name: string, registry: LocaleRegistry, options?: InputOptions): InputNotation {
  const key = name.toLowerCase();
  const strict = options?.strict === true;
  if (NUMERIC_NAMES.has(key)) return strict ? { kind: 'numeric', strict } : { kind: 'numeric' };
  if (WORDS_NOTATION.test(name)) {
    throw new UnknownNotationError(name, "moves in words are read one at a time ('move', parseMoveWords), not in games");
  }
  const code = key === 'uci' || key === 'lan' || DESCRIPTIVE_NAMES.has(key) ? 'en' : key.startsWith('lan:') ? name.slice(4) : name;
  const locale = registry.get(code);
  const pieces = registry.pieceTable(locale.code);
  return strict ? { kind: 'algebraic', locale, pieces, strict } : { kind: 'algebraic', locale, pieces };
}

/** The names that are not locale codes, for messages. */
const OUTPUT_NAMES = 'figurine, iccf, lan, lan:<code>, uci, en-descriptive, words:<code>, spoken:<code>';

/**
 * `de` → German SAN; `figurine` → figurine SAN; `iccf` → numeric; `lan` / `lan:de` → long algebraic; `uci`;
 * `words:de` / `spoken:de` → moves in words.
 * @throws {UnknownNotationError} for a name that is none of these (`auto` included: it is input-only)
 */
export function outputNotation(name: string, registry: LocaleRegistry): OutputNotation {
  const key = name.toLowerCase();
  if (NUMERIC_NAMES.has(key)) return { kind: 'numeric' };
  if (key === 'uci') return { kind: 'uci' };
  if (DESCRIPTIVE_NAMES.has(key)) return { kind: 'descriptive' };
  if (key === 'auto') throw new UnknownNotationError(name, `'auto' (language detection) is for the input only; name the output notation`);
  if (key === 'lan') return { kind: 'lan', locale: registry.get('en') };
  const words = WORDS_NOTATION.exec(name);
  if (words) {
    const code = words[2] ?? 'en';
    const style = words[1]!.toLowerCase() === 'spoken' ? 'spoken' : 'written';
    return { kind: 'words', locale: registry.get(code), words: registry.words(code), style, withSan: true };
  }
  const code = key.startsWith('lan:') ? name.slice(4) : name;
  if (!registry.has(code)) {
    throw new UnknownNotationError(name, `not a locale code (${registry.codes().join(', ')}) nor ${OUTPUT_NAMES}`);
  }
  const locale = registry.get(code);
  return key.startsWith('lan:') ? { kind: 'lan', locale } : { kind: 'san', locale };
}

/** A short human name of a notation for messages: `German`, `ICCF numeric`. */
export function notationLabel(n: InputNotation | OutputNotation): string {
  switch (n.kind) {
    case 'algebraic':
    case 'san':
      return n.locale.name;
    case 'lan':
      return `long algebraic (${n.locale.name})`;
    case 'numeric':
      return 'ICCF numeric';
    case 'uci':
      return 'UCI';
    case 'descriptive':
      return 'English descriptive notation';
    case 'words':
      return `${n.locale.name} in words${n.style === 'spoken' ? ' (spoken)' : ''}`;
  }
}
