/**
 * Moves in words: the researched data of one language (`locales/words/<code>.json`) as plain types.
 * Templates use `{name}` placeholders, `{name:form}` for a grammatical form of a piece name; they are
 * compiled once into i18next resources (see `resources.ts`) and never assembled in code.
 */
import type { Role } from '../core/types.js';

/** Grammatical gender of a piece name: masculine, feminine, neuter, common; `null` where the language has none. */
export type Gender = 'm' | 'f' | 'n' | 'c';

export interface PieceWords {
  /** The name in its citation form (nominative singular). */
  readonly name: string;
  readonly gender: Gender | null;
  /** Other forms by the names the templates use (`acc`, `gen`, `accDef` …). */
  readonly forms: Readonly<Record<string, string>>;
}

/** The phrase templates every language has. */
export const PHRASE_KEYS = [
  'move',
  'pawnMove',
  'capture',
  'captureNamed',
  'pawnCapture',
  'fromSquare',
  'castleKingside',
  'castleQueenside',
  'promotion',
  'enPassant',
  'check',
  'checkmate',
  'nullMove',
] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

/** Phrase templates a language may add: a disambiguated capture ("knight from b1 takes on d2"). */
export const OPTIONAL_PHRASE_KEYS = ['fromSquareCapture'] as const;
export type OptionalPhraseKey = (typeof OPTIONAL_PHRASE_KEYS)[number];

export interface SpokenWords {
  /** How the files a–h are said (letter names). */
  readonly files: readonly string[];
  /** How the ranks 1–8 are said (number words). */
  readonly ranks: readonly string[];
  /** A square from `{file}` and `{rank}`. */
  readonly square: string;
}

export interface WordsSource {
  readonly title: string;
  readonly url: string | undefined;
  /** Which words the source attests. */
  readonly facts: string;
}

export interface WordsExample {
  /** The move as notation. */
  readonly move: string;
  /** The words as the source writes them. */
  readonly text: string;
  /** Index into `sources`. */
  readonly source: number;
}

/** The words of one language, validated. Phrases may have gendered variants (`capture_f`), chosen by the moving piece's gender. */
export interface WordsData {
  readonly code: string;
  readonly language: string;
  readonly confidence: 'high' | 'medium' | 'low';
  readonly pieces: Readonly<Record<Role, PieceWords>>;
  readonly phrases: Readonly<Record<PhraseKey, string> & Partial<Record<string, string>>>;
  readonly spoken: SpokenWords;
  readonly examples: readonly WordsExample[];
  readonly sources: readonly WordsSource[];
  /** Keys (phrases, `spoken`, `spoken.ranks` …) whose words are the researcher's knowledge, not found in a source. */
  readonly notAttested: readonly string[];
  readonly notes: string | undefined;
}

/** `written` for text; `spoken` for speech engines (squares as letter names and number words). */
export type WordsStyle = 'written' | 'spoken';
