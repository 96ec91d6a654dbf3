/**
 * Compiles a language's {@link WordsData} into i18next resources (namespace `words`):
 * - `piece.<role>` the name, `piece.<role>_<form>` its forms: a template's `{captured:acc}` becomes the nesting
 *   `$t(piece.{{captured}}, {"context": "acc"})`, so i18next picks the form (falling back to the name);
 * - `phrase.<key>` and gendered variants `phrase.<key>_<gender>`, chosen by i18next's `context`;
 * - `square` (`{{file}}{{rank}}`) and `square_spoken` (letter name and number word), `file` / `file_spoken`;
 * - `spokenFile.<a-h>`, `spokenRank.<1-8>`.
 * The same resources are what `export --format i18next` writes.
 */
import { FILE_NAMES, RANK_NAMES } from '../core/types.js';
import { LOCALE_ROLE_ORDER } from '../locale/schema.js';
import { PLACEHOLDER } from './schema.js';
import type { WordsData } from './types.js';

export interface WordsResources {
  readonly piece: Readonly<Record<string, string>>;
  readonly phrase: Readonly<Record<string, string>>;
  readonly square: string;
  readonly square_spoken: string;
  readonly file: string;
  readonly file_spoken: string;
  readonly spokenFile: Readonly<Record<string, string>>;
  readonly spokenRank: Readonly<Record<string, string>>;
}

/** Phrases that are a word said after the move when they do not place `{move}` themselves. */
const AFTER_MOVE = new Set(['enPassant', 'check', 'checkmate']);

/** A `{name}` / `{name:form}` template in i18next syntax. */
export function i18nextTemplate(template: string): string {
  return template.replace(PLACEHOLDER, (_, name: string, form: string | undefined) => {
    if (name === 'piece' || name === 'captured' || name === 'promoted') {
      return form === undefined ? `$t(piece.{{${name}}})` : `$t(piece.{{${name}}}, {"context": "${form}"})`;
    }
    return `{{${name}}}`;
  });
}

/**
 * What separates the move from a word said after it ("check"): the punctuation the language's own promotion
 * phrase puts after `{move}` (`, ` in most languages, `、` in Japanese, `，` in Chinese, `، ` in Arabic and
 * Persian), or `, ` where that phrase has none (Russian "{move} с превращением …").
 */
export function afterMoveJoiner(words: WordsData): string {
  const m = /^\{move\}(\p{P}\s*)/u.exec(words.phrases.promotion);
  return m ? m[1]! : ', ';
}

/** A phrase's template with `{move}` placed: words said after the move follow it after {@link afterMoveJoiner}. */
export function phraseTemplate(key: string, text: string, words: WordsData): string {
  const base = key.split('_')[0]!;
  return AFTER_MOVE.has(base) && !text.includes('{move}') ? `{move}${afterMoveJoiner(words)}${text}` : text;
}

export function i18nextResources(words: WordsData): WordsResources {
  const piece: Record<string, string> = {};
  for (const role of LOCALE_ROLE_ORDER) {
    const p = words.pieces[role];
    piece[role] = p.name;
    for (const [form, text] of Object.entries(p.forms)) piece[`${role}_${form}`] = text;
  }
  const phrase: Record<string, string> = {};
  for (const [key, text] of Object.entries(words.phrases)) {
    if (text !== undefined) phrase[key] = i18nextTemplate(phraseTemplate(key, text, words));
  }
  const spokenFile: Record<string, string> = {};
  FILE_NAMES.forEach((f, i) => (spokenFile[f] = words.spoken.files[i]!));
  const spokenRank: Record<string, string> = {};
  RANK_NAMES.forEach((r, i) => (spokenRank[r] = words.spoken.ranks[i]!));
  return {
    piece,
    phrase,
    square: '{{file}}{{rank}}',
    square_spoken: words.spoken.square.replace('{file}', '$t(spokenFile.{{file}})').replace('{rank}', '$t(spokenRank.{{rank}})'),
    file: '{{file}}',
    file_spoken: '$t(spokenFile.{{file}})',
    spokenFile,
    spokenRank,
  };
}
