/**
 * The descriptive notations of each language, as data for the one descriptive reader
 * (descriptive-syntax.ts): which letters a move writes for the pieces and the sides of the board,
 * and in which order it writes a square, a pawn's file and a piece's side. English writes `P-K4`,
 * `N-KB3`, `QBP`, `KR` (file then rank, side before the piece, a dash before the target); Spanish,
 * Portuguese and French write `P4R`, `C3AR`, `PAD`, `TR` (rank then file, side after the piece, no dash).
 *
 * The piece letters are the locale's own (locales/<code>.json `letters`): descriptive notation in
 * every language here names the pieces by the letters its algebraic notation writes, and the files
 * by the pieces that start on them, with the king's and queen's letters for the two sides (English
 * K and Q; Spanish, Portuguese and French R, rey/rei/roi, and D, dama/dame). So only the order of the parts and the
 * habits of print are data of this module; the conventions and their sources are cited in the
 * locale files (`conventions.descriptive`, `sources`), English's in descriptive.ts.
 */
import type { Locale } from '../locale/types.js';
import type { Role } from '../core/types.js';
import type { InputNotation } from './notation.js';

/** How one language writes descriptive notation: everything the reader needs besides the board. */
export interface DescriptiveDialect {
  /** The locale whose text is read so (`en`, `es`, `pt`). */
  readonly code: string;
  /** The language in English, for messages (`Spanish descriptive notation`). */
  readonly language: string;
  /** The piece letters a move may write and their roles, longest first (English adds the older `Kt`). */
  readonly pieces: readonly (readonly [string, Role])[];
  /** The letter of the king's side in file and piece names (English `K`, Spanish `R`). */
  readonly kingSide: string;
  /** The letter of the queen's side (English `Q`, Spanish `D`). */
  readonly queenSide: string;
  /** The side is written after the piece or file letter (`AR`, `TD`), not before it (`KB`, `QR`). */
  readonly sideAfter: boolean;
  /** A square is written rank first (`4R`, `3AR`), not file first (`K4`, `KB3`); a pawn's file after `P` (`PAD`), not before it (`QBP`). */
  readonly rankFirst: boolean;
  /** The dash before the target may be left out (`P4R`, also `P-4R`); in English it is written (`P-K4`). */
  readonly dashOptional: boolean;
  /**
   * The forms of English books (descriptive.ts): `Castles`, `ch`, `dis ch`, `Sq.`, moves printed
   * with spaces or in words (`P - K 4`, `P. to K's 4th.`), forum hybrids (`p-d4`).
   */
  readonly bookForms: boolean;
  /** The marks of a capture (`x`; Spanish pages also `X`: `CRXP`). */
  readonly captureMarks: readonly string[];
  /** The marks before a promotion piece (`=Q`, `(Q)`, `/Q`; French also `:D`). */
  readonly promotionMarks: readonly string[];
  /** Two moves as the notation writes them, for the note on a game written so (`"P-K4", "N-KB3"`). */
  readonly examples: string;
}

type Conventions = Omit<DescriptiveDialect, 'code' | 'pieces' | 'kingSide' | 'queenSide'> & {
  /** Piece letters read beside the locale's (English `Kt`). */
  readonly alsoRead: readonly (readonly [string, Role])[];
};

/** The languages whose descriptive notation is read, by locale code. Sources: locales/es.json, fr.json, pt.json; English: descriptive.ts. */
const CONVENTIONS: Readonly<Record<string, Conventions>> = {
  en: {
    language: 'English',
    sideAfter: false,
    rankFirst: false,
    dashOptional: false,
    bookForms: true,
    captureMarks: ['x', '×', ':'],
    promotionMarks: ['=', '(', '/'],
    examples: '"P-K4", "N-KB3"',
    alsoRead: [['Kt', 'knight']],
  },
  es: {
    language: 'Spanish',
    sideAfter: true,
    rankFirst: true,
    dashOptional: true,
    bookForms: false,
    captureMarks: ['x', 'X', '×', ':'],
    promotionMarks: ['=', '(', '/'],
    examples: '"P4R", "C3AR"',
    alsoRead: [],
  },
  fr: {
    language: 'French',
    sideAfter: true,
    rankFirst: true,
    dashOptional: true,
    bookForms: false,
    // (`:` is French print's promotion mark, `PxC:D`, not a capture)
    captureMarks: ['x', 'X', '×'],
    promotionMarks: ['=', ':', '(', '/'],
    examples: '"P4R", "C3FR"',
    alsoRead: [],
  },
  pt: {
    language: 'Portuguese',
    sideAfter: true,
    rankFirst: true,
    dashOptional: true,
    bookForms: false,
    captureMarks: ['x', 'X', '×', ':'],
    promotionMarks: ['=', '(', '/'],
    examples: '"P4R", "C3BR"',
    alsoRead: [],
  },
};

/**
 * Each locale's dialect, worked out once: the repair search asks for it on every reading of a box
 * (a locale is plain data that does not change). `null`: the locale reads no descriptive notation.
 */
const DIALECTS = new WeakMap<Locale, DescriptiveDialect | null>();

/** The descriptive notation of `locale`'s language, or undefined where none is read. */
export function descriptiveDialect(locale: Locale): DescriptiveDialect | undefined {
  let dialect = DIALECTS.get(locale);
  if (dialect === undefined) {
    dialect = dialectOf(locale) ?? null;
    DIALECTS.set(locale, dialect);
  }
  return dialect ?? undefined;
}

function dialectOf(locale: Locale): DescriptiveDialect | undefined {
  const conventions = CONVENTIONS[locale.code] ?? CONVENTIONS[locale.code.split('-')[0]!];
  if (conventions === undefined) return undefined;
  const { alsoRead, ...rest } = conventions;
  const l = locale.letters;
  const own: (readonly [string, Role])[] = [
    [l.king, 'king'],
    [l.queen, 'queen'],
    [l.rook, 'rook'],
    [l.bishop, 'bishop'],
    [l.knight, 'knight'],
    [l.pawn ?? 'P', 'pawn'],
  ];
  const pieces = [...alsoRead, ...own].sort((a, b) => b[0].length - a[0].length);
  return { ...rest, code: locale.code, pieces, kingSide: l.king, queenSide: l.queen };
}

/** The descriptive notation an input notation reads where an algebraic move fails: its language's, or undefined. */
export function descriptiveDialectOf(input: InputNotation): DescriptiveDialect | undefined {
  return input.kind === 'algebraic' ? descriptiveDialect(input.locale) : undefined;
}

/**
 * The note on a game written in descriptive notation, from the language of one of its moves (`Spanish` →
 * `moves in Spanish descriptive notation ("P4R", "C3AR")`); English where none is named.
 */
export function descriptiveStyleMark(language: string | undefined): string {
  const named = Object.values(CONVENTIONS).find((c) => c.language === language) ?? CONVENTIONS.en!;
  return `moves in ${named.language} descriptive notation (${named.examples})`;
}

/** English descriptive notation, as the `en` locale writes its letters (for the emitter and the English-only forms). */
export const ENGLISH_DESCRIPTIVE: DescriptiveDialect = {
  ...(({ alsoRead: _alsoRead, ...rest }) => rest)(CONVENTIONS.en!),
  code: 'en',
  pieces: [
    ['Kt', 'knight'],
    ['K', 'king'],
    ['Q', 'queen'],
    ['R', 'rook'],
    ['B', 'bishop'],
    ['N', 'knight'],
    ['P', 'pawn'],
  ],
  kingSide: 'K',
  queenSide: 'Q',
};
