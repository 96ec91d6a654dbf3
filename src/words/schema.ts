/**
 * Validation of a words file (`locales/words/<code>.json`, the format of the research files described in
 * locales/README.md) into {@link WordsData}. Every rule broken is a {@link LocaleFileError} naming the field.
 */
import { LocaleFileError } from '../core/errors.js';
import type { Role } from '../core/types.js';
import { LOCALE_ROLE_ORDER } from '../locale/schema.js';
import {
  OPTIONAL_PHRASE_KEYS,
  PHRASE_KEYS,
  type Gender,
  type PieceWords,
  type WordsData,
  type WordsExample,
  type WordsSource,
} from './types.js';

export const WORDS_KEYS = [
  'code',
  'language',
  'confidence',
  'pieces',
  'phrases',
  'spoken',
  'examples',
  'sources',
  'notAttested',
  'notes',
] as const;

const GENDERS: readonly string[] = ['m', 'f', 'n', 'c'];

/** Placeholders each phrase may use (`piece`, `captured`, `promoted` take a form: `{captured:acc}`). */
const PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  move: ['piece', 'to', 'from'],
  pawnMove: ['piece', 'to', 'from'],
  capture: ['piece', 'to', 'from', 'captured'],
  captureNamed: ['piece', 'captured', 'to', 'from'],
  pawnCapture: ['fromFile', 'from', 'to', 'piece', 'captured'],
  fromSquare: ['piece', 'from', 'to'],
  fromSquareCapture: ['piece', 'from', 'to', 'captured'],
  castleKingside: [],
  castleQueenside: [],
  promotion: ['move', 'promoted'],
  enPassant: ['move'],
  check: ['move'],
  checkmate: ['move'],
  nullMove: [],
};
/** Placeholders that name a piece, so may carry a form. */
const PIECE_PLACEHOLDERS = new Set(['piece', 'captured', 'promoted']);

/** `{name}` or `{name:form}`. */
export const PLACEHOLDER = /\{([A-Za-z]+)(?::([A-Za-z]+))?\}/g;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseWords(data: unknown, file: string): WordsData {
  const fail: (field: string, reason: string) => never = (field, reason) => {
    throw new LocaleFileError(file, field, reason);
  };
  const str = (field: string, value: unknown): string => {
    if (typeof value !== 'string' || value.trim() === '') return fail(field, 'expected a non-empty string');
    return value;
  };
  const obj = (field: string, value: unknown): Json => (isObject(value) ? value : fail(field, 'expected an object'));

  const root = obj('(root)', data);
  for (const key of Object.keys(root)) {
    if (!(WORDS_KEYS as readonly string[]).includes(key)) fail(key, `unknown key; allowed keys: ${WORDS_KEYS.join(', ')}`);
  }
  const code = str('code', root.code);
  const language = str('language', root.language);
  const confidence = str('confidence', root.confidence);
  if (confidence !== 'high' && confidence !== 'medium' && confidence !== 'low') fail('confidence', 'expected "high", "medium" or "low"');

  const piecesData = obj('pieces', root.pieces);
  const pieces = {} as Record<Role, PieceWords>;
  for (const role of LOCALE_ROLE_ORDER) {
    const p = obj(`pieces.${role}`, piecesData[role]);
    const name = str(`pieces.${role}.name`, p.name);
    const gender = p.gender ?? null;
    if (gender !== null && !GENDERS.includes(gender as string))
      fail(`pieces.${role}.gender`, `expected one of ${GENDERS.join(', ')} or null`);
    const formsData = p.forms === undefined ? {} : obj(`pieces.${role}.forms`, p.forms);
    const forms: Record<string, string> = {};
    for (const [form, value] of Object.entries(formsData)) {
      if (!/^[A-Za-z]+$/.test(form)) fail(`pieces.${role}.forms.${form}`, 'a form name is letters only');
      // i18next passes a phrase's gender context on to nested piece names: a form must not be named like a gender.
      if (GENDERS.includes(form) || form === 'name')
        fail(`pieces.${role}.forms.${form}`, `a form may not be named ${GENDERS.join(', ')} (genders) or name (the citation form)`);
      forms[form] = str(`pieces.${role}.forms.${form}`, value);
    }
    pieces[role] = { name, gender: gender as Gender | null, forms };
  }
  for (const key of Object.keys(piecesData)) {
    if (!(LOCALE_ROLE_ORDER as readonly string[]).includes(key)) fail(`pieces.${key}`, 'unknown role');
  }

  const phrasesData = obj('phrases', root.phrases);
  const phrases: Record<string, string> = {};
  for (const [key, value] of Object.entries(phrasesData)) {
    const [base, gender, extra] = key.split('_');
    if (
      base === undefined ||
      PLACEHOLDERS[base] === undefined ||
      extra !== undefined ||
      (gender !== undefined && !GENDERS.includes(gender))
    ) {
      fail(
        `phrases.${key}`,
        `unknown phrase; expected ${[...PHRASE_KEYS, ...OPTIONAL_PHRASE_KEYS].join(', ')}, each optionally with _m, _f, _n or _c`,
      );
    }
    const text = str(`phrases.${key}`, value);
    checkTemplate(text, PLACEHOLDERS[base]!, pieces, (reason) => fail(`phrases.${key}`, reason));
    if (base === 'promotion' && !text.includes('{move}')) fail(`phrases.${key}`, 'must contain {move}');
    phrases[key] = text;
  }
  for (const key of PHRASE_KEYS) if (phrases[key] === undefined) fail(`phrases.${key}`, 'required');

  const spokenData = obj('spoken', root.spoken);
  const list8 = (field: string, value: unknown): string[] => {
    if (!Array.isArray(value) || value.length !== 8) return fail(field, 'expected an array of 8 strings');
    return value.map((v, i) => str(`${field}[${i}]`, v));
  };
  const square = str('spoken.square', spokenData.square);
  if (!square.includes('{file}') || !square.includes('{rank}')) fail('spoken.square', 'must contain {file} and {rank}');
  const spoken = { files: list8('spoken.files', spokenData.files), ranks: list8('spoken.ranks', spokenData.ranks), square };

  const sourcesData = root.sources ?? [];
  if (!Array.isArray(sourcesData) || sourcesData.length === 0) fail('sources', 'expected a non-empty array of sources');
  const sources: WordsSource[] = (sourcesData as unknown[]).map((s, i) => {
    const o = obj(`sources[${i}]`, s);
    return {
      title: str(`sources[${i}].title`, o.title),
      url: o.url === undefined || o.url === null || o.url === '' ? undefined : str(`sources[${i}].url`, o.url),
      facts: str(`sources[${i}].facts`, o.facts),
    };
  });

  const examplesData = root.examples ?? [];
  if (!Array.isArray(examplesData)) fail('examples', 'expected an array');
  const examples: WordsExample[] = (examplesData as unknown[]).map((e, i) => {
    const o = obj(`examples[${i}]`, e);
    const source = o.source;
    if (typeof source !== 'number' || !Number.isInteger(source) || source < 0 || source >= sources.length) {
      fail(`examples[${i}].source`, `expected an index into sources (0..${sources.length - 1})`);
    }
    return { move: str(`examples[${i}].move`, o.move), text: str(`examples[${i}].text`, o.text), source };
  });

  const notAttestedData = root.notAttested ?? [];
  if (!Array.isArray(notAttestedData)) fail('notAttested', 'expected an array of strings');
  const notAttested = (notAttestedData as unknown[]).map((k, i) => str(`notAttested[${i}]`, k));
  const notes = root.notes === undefined ? undefined : str('notes', root.notes);

  return deepFreeze({
    code,
    language,
    confidence,
    pieces,
    phrases: phrases as WordsData['phrases'],
    spoken,
    examples,
    sources,
    notAttested,
    notes,
  });
}

/** Every placeholder is one the phrase may use; every form named exists for all six pieces. */
function checkTemplate(text: string, allowed: readonly string[], pieces: Record<Role, PieceWords>, fail: (reason: string) => never): void {
  for (const m of text.matchAll(PLACEHOLDER)) {
    const [, name, form] = m;
    if (!allowed.includes(name!))
      fail(`placeholder {${name}} is not allowed here; allowed: ${allowed.map((a) => `{${a}}`).join(' ') || 'none'}`);
    if (form !== undefined) {
      if (!PIECE_PLACEHOLDERS.has(name!)) fail(`{${name}} names a square, it has no form "${form}"`);
      for (const role of LOCALE_ROLE_ORDER) {
        if (form !== 'nom' && pieces[role].forms[form] === undefined) fail(`form "${form}" is missing for ${role} (pieces.${role}.forms)`);
      }
    }
  }
  if (/[{}]/.test(text.replace(PLACEHOLDER, '')))
    fail('a brace outside a {placeholder} (a move in words is also written in a PGN comment)');
  if (/\{\{|\$t\(/.test(text)) fail('i18next syntax ({{ }}, $t()) is not allowed in a template; write {name} or {name:form}');
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
