/**
 * What every export format writes for one language: its piece letters (from the locale) and its words
 * (names with forms and gender, phrase templates, spoken letter names and number words), with the English
 * words as the source text where a format pairs source and translation (gettext).
 */
import type { Role } from '../core/types.js';
import { LOCALE_ROLE_ORDER } from '../locale/schema.js';
import type { Locale } from '../locale/types.js';
import { phraseTemplate } from '../words/resources.js';
import { PLACEHOLDER } from '../words/schema.js';
import type { WordsData } from '../words/types.js';

export interface ExportLanguage {
  readonly locale: Locale;
  readonly words: WordsData;
  /** English words: the source text of gettext catalogues. */
  readonly english: WordsData;
}

/** One file of an export: its path under the output directory (with `/`) and its text. */
export interface ExportFile {
  readonly path: string;
  readonly content: string;
}

/** A piece of a template: literal text, or a placeholder with an optional form. */
export type TemplatePart = string | { readonly name: string; readonly form: string | undefined };

export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ name: m[1]!, form: m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A phrase with `{move}` placed, by key (`capture`, `capture_f`): base key and gender split out. */
export interface Phrase {
  readonly key: string;
  readonly base: string;
  readonly gender: string | undefined;
  readonly text: string;
}

export function phrases(words: WordsData): Phrase[] {
  return Object.entries(words.phrases)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([key, text]) => {
      const [base, gender] = key.split('_');
      return { key, base: base!, gender, text: phraseTemplate(key, text, words) };
    });
}

/** Placeholders of a template, in order of first use, without forms. */
export function placeholders(text: string): string[] {
  return [...new Set(templateParts(text).flatMap((p) => (typeof p === 'string' ? [] : [p.name])))];
}

/** What a placeholder stands for, for translators' notes. */
export const PLACEHOLDER_NOTES: Readonly<Record<string, string>> = {
  piece: 'the moving piece (king, queen, rook, bishop, knight, pawn)',
  captured: 'the captured piece',
  promoted: 'the piece a pawn promotes to',
  to: 'the square moved to (e4; spoken: its letter name and number word)',
  from: 'the square moved from',
  fromFile: 'the file a pawn captures from (e; spoken: its letter name)',
  move: 'the move in words said before this phrase',
};

export const ROLES: readonly Role[] = LOCALE_ROLE_ORDER;

/** The forms of the pieces' names a language has (the same set for every piece is not required). */
export function formNames(words: WordsData): string[] {
  return [...new Set(ROLES.flatMap((r) => Object.keys(words.pieces[r].forms)))];
}
