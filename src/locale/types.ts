import type { Role } from '../core/types.js';

/**
 * A notation language: the letters it writes for the pieces, the letters it also reads,
 * piece names, conventions and sources. Loaded from `locales/<code>.json`.
 */
export interface Locale {
  /** BCP-47 code, e.g. `de`, `sr-Latn`, or the special `figurine`. */
  readonly code: string;
  /** English name of the language. */
  readonly name: string;
  /** The language's own name for itself, when known. */
  readonly nativeName: string | undefined;
  /** Writing system (ISO 15924), e.g. `Latn`, `Cyrl`. */
  readonly script: string;
  readonly direction: 'ltr' | 'rtl';
  readonly confidence: 'high' | 'medium' | 'low';
  /** The letter written for each piece. The pawn letter is absent where none is attested. */
  readonly letters: Readonly<Record<Exclude<Role, 'pawn'>, string>> & { readonly pawn?: string };
  /** Further letters read as each piece (e.g. black figurines), never written. */
  readonly alsoRead: Readonly<Partial<Record<Role, readonly string[]>>>;
  /**
   * Eight characters some texts of the language write for the files a–h (Greek `α β γ δ ε ζ η θ`):
   * read leniently (warning `W_FILE_LETTERS`), never written. Absent where none are attested.
   */
  readonly alsoReadFiles?: readonly string[] | undefined;
  /**
   * The marks with which the language joins a case ending to a number or a move (`-` in Hungarian
   * `1963-ból`, `Hde2-re`; `:` in Finnish; `'` in Turkish `e4'te`): a move so written is read and
   * its ending kept as text; a number so written is a word, not a move number. Absent where none.
   */
  readonly caseSuffixMarks?: readonly string[] | undefined;
  /**
   * The language's word for "and" where texts write it between White's and Black's move (Persian
   * `1. e4 و e5`): read as a separator between the two moves (one `W_STYLE` note), never written.
   * Absent where none is attested.
   */
  readonly andWords?: readonly string[] | undefined;
  /**
   * The language's words for White and Black as texts write them before a move (`White: e4`,
   * `白方 兵e2->e4`, `۲- سیاه e5`): the word tells whose move follows (a ply number before it,
   * `N- <colour> move`, counts half-moves). Read case-insensitively, never written. Absent where none are researched.
   */
  readonly colourWords?: { readonly white: readonly string[]; readonly black: readonly string[] } | undefined;
  /**
   * The language's words with which texts say that a side gave the game up, after its last move (Spanish
   * `y las negras se rindieron`, English `Black resigned`): in a document, moves after such a word, where it ends
   * its clause, are analysis (a variation), not more moves of the game; an entry of two words (`se rindió`) is a
   * phrase that says nothing else, read wherever it stands. Read case-insensitively, never written.
   * Absent where none are researched.
   */
  readonly resignWords?: readonly string[] | undefined;
  /**
   * The language's words for "if" with which texts put a line as a supposition (German `Wenn 8. Sc3, dann d4!`,
   * English `If 2...e5, White …`): in prose and documents, moves right after such a word (or a few words after it in
   * its clause) are a line the text supposes, not the game's moves. Read case-insensitively, never written. Absent
   * where none are researched.
   */
  readonly conditionalWords?: readonly string[] | undefined;
  /**
   * The language's words or phrases for "instead of" that stand right before a move the text names in place of the one
   * played (English `White, instead of 5.Ng5, castles 5.O-O`, Russian `вместо 5.Кg5`): in prose and documents, moves right
   * after one are a line the game did not take, as after a word for "if". Read case-insensitively, never written.
   * Absent where none are researched.
   */
  readonly insteadWords?: readonly string[] | undefined;
  /**
   * The language's postpositions for "instead of" that stand right after a move the text names in place of the one played
   * (Hungarian `5.Hf3 helyett`, Turkish `5.Ag5 yerine`, Finnish `5.Rg5:n sijaan`, a case ending joined to the move between):
   * in prose and documents, the moves right before one are a line the game did not take. Read case-insensitively, never
   * written. Absent where none are researched.
   */
  readonly insteadAfterWords?: readonly string[] | undefined;
  /**
   * Case endings that, joined to a move with one of the {@link caseSuffixMarks} (Turkish `3...Fc5'ten sonra` "after
   * 3...Bc5", `4...Fg4'süz` "without 4...Bg4"), make the move a noun the sentence names, not a move it plays: in prose and
   * documents such a move is a side line, said where it could be the game's next move (W_READING_AMBIGUOUS). Read as
   * the start of the ending, never written. Absent where none are researched.
   */
  readonly mentionSuffixes?: readonly string[] | undefined;
  /** Piece names (singular) for verbal output and error messages. */
  readonly names: Readonly<Record<Role, string>>;
  /** Notation conventions as free text (capture, check, castling, promotion …). */
  readonly conventions: Readonly<Record<string, string>>;
  readonly notes: string | undefined;
  readonly sources: readonly string[];
}

/**
 * The piece letters of one locale as the move grammar reads them: every token that names a piece,
 * longest first (so Russian `Кр` king is tried before `К` knight), and the role each token names.
 */
export interface PieceTable {
  readonly tokens: readonly string[];
  readonly roleOf: ReadonlyMap<string, Role>;
  /** The locale's {@link Locale.alsoReadFiles}, for the lenient reader: the characters read as files a–h. */
  readonly files?: readonly string[] | undefined;
  /** The locale's {@link Locale.caseSuffixMarks}, for the PGN grammar: a case ending after a move is kept as text. */
  readonly suffixMarks?: readonly string[] | undefined;
  /** The locale's {@link Locale.andWords}, for the PGN grammar and the prose reader: a separator between two moves. */
  readonly andWords?: readonly string[] | undefined;
  /** The locale's {@link Locale.colourWords}, for the PGN grammar: the side whose move follows the word. */
  readonly colourWords?: { readonly white: readonly string[]; readonly black: readonly string[] } | undefined;
  /** The locale's {@link Locale.resignWords}, for the document reading: the game ends where one ends a clause after its last move (a phrase of two words: wherever it stands). */
  readonly resignWords?: readonly string[] | undefined;
  /** The locale's {@link Locale.conditionalWords}, for the prose reading: moves a word for "if" introduces are a supposed line. */
  readonly conditionalWords?: readonly string[] | undefined;
  /** The locale's {@link Locale.insteadWords}, for the prose reading: moves right after a word for "instead of" are a line the game did not take. */
  readonly insteadWords?: readonly string[] | undefined;
  /** The locale's {@link Locale.insteadAfterWords}, for the prose reading: moves right before a postposition for "instead of" are a line the game did not take. */
  readonly insteadAfterWords?: readonly string[] | undefined;
  /** The locale's {@link Locale.mentionSuffixes}, for the prose reading: a move with one of them glued on is one the sentence names. */
  readonly mentionSuffixes?: readonly string[] | undefined;
  /**
   * The language's words for check and mate (from `locales/words/<code>.json`: `check`, `checkmate`, the
   * checkmate phrase's last word and what follows the check word in it: `mat` of `échec et mat`, `mate` of
   * `checkmate`), for the PGN grammar: such a word glued to a move or after it (`Qf7mate`, `Df7 mat`) is its mark.
   */
  readonly checkWords?: { readonly check: readonly string[]; readonly mate: readonly string[] } | undefined;
}
