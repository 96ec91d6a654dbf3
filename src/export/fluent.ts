/**
 * Fluent export: `DIR/<code>.ftl`. Piece names are terms (`-piece-knight`) whose variants are the grammatical
 * forms (`[acc]`, default `[name]`) with a `.gender` attribute; each phrase is a message whose `$piece`,
 * `$captured`, `$promoted` select the term in the form the phrase needs, `$gender` (the moving piece's) selects a
 * gendered variant, and `$to`, `$from`, `$fromFile`, `$move` are text the caller passes (squares: `square-spoken`).
 */
import { FILE_NAMES, RANK_NAMES } from '../core/types.js';
import { phrases, ROLES, templateParts, type ExportFile, type ExportLanguage } from './language.js';

const PIECE_VARIABLES = new Set(['piece', 'captured', 'promoted']);
/** The key of a term's default variant: the name in its citation form. */
const DEFAULT_FORM = 'name';

/** `fromSquareCapture` → `from-square-capture`. */
const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** A select expression over `cases`, the last being the default; each case's value is already a pattern. */
function select(variable: string, cases: ReadonlyArray<readonly [key: string, value: string]>, indent: string): string {
  const inner = indent + '    ';
  const lines = cases.map(([key, value], i) => `${i === cases.length - 1 ? inner.slice(1) + '*' : inner}[${key}] ${value}`);
  return `{ $${variable} ->\n${lines.join('\n')}\n${indent}}`;
}

/** A template as a Fluent pattern; `indent` is the indentation of the line it continues. */
function pattern(template: string, indent: string): string {
  return templateParts(template)
    .map((part) => {
      if (typeof part === 'string') return part;
      if (!PIECE_VARIABLES.has(part.name)) return `{ $${part.name} }`;
      const term = (role: string): string => (part.form === undefined ? `{ -piece-${role} }` : `{ -piece-${role}(form: "${part.form}") }`);
      return select(
        part.name,
        ROLES.map((role) => [role, term(role)] as const),
        indent,
      );
    })
    .join('');
}

export function fluentFile({ locale, words }: ExportLanguage): ExportFile {
  const out: string[] = [
    `### Chess words for ${words.language} (${locale.code}), written by chess-lingua export from locales/words/${locale.code}.json.`,
    `### Confidence: ${words.confidence}. Not attested in a source: ${words.notAttested.join(', ') || 'none'}.`,
    ...words.sources.map((s) => `### Source: ${s.title}${s.url ? ` <${s.url}>` : ''}`),
    '',
    '## Piece letters',
  ];
  for (const role of ROLES) {
    const letter = locale.letters[role];
    if (letter !== undefined) out.push(`letter-${role} = ${letter}`);
  }
  out.push('', '## Piece names: variants are grammatical forms (default [name]: the citation form); .gender is the grammatical gender');
  for (const role of ROLES) {
    const p = words.pieces[role];
    const forms = Object.entries(p.forms);
    const value = forms.length === 0 ? p.name : '\n    ' + select('form', [...forms, [DEFAULT_FORM, p.name]], '    ');
    out.push(`-piece-${role} =${value.startsWith('\n') ? '' : ' '}${value}`);
    if (p.gender !== null) out.push(`    .gender = ${p.gender}`);
    out.push(`piece-${role} = { -piece-${role} }`);
  }
  out.push('', '## Move phrases: $piece, $captured, $promoted are roles (king … pawn); $to, $from, $fromFile, $move are text');
  const all = phrases(words);
  for (const ph of all.filter((p) => p.gender === undefined)) {
    const gendered = all.filter((p) => p.base === ph.base && p.gender !== undefined);
    const id = `phrase-${kebab(ph.base)}`;
    if (gendered.length === 0) {
      out.push(`${id} = ${pattern(ph.text, '')}`);
    } else {
      const cases = [
        ...gendered.map((g) => [g.gender!, pattern(g.text, '        ')] as const),
        ['other', pattern(ph.text, '        ')] as const,
      ];
      out.push(`${id} =\n    ${select('gender', cases, '    ')}`);
    }
  }
  out.push('', '## Spoken squares: $file is a–h, $rank a number 1–8');
  out.push(
    `spoken-file = ${select(
      'file',
      FILE_NAMES.map((f, i) => [f, words.spoken.files[i]!] as const),
      '',
    )}`,
  );
  out.push(
    `spoken-rank = ${select(
      'rank',
      RANK_NAMES.map((r, i) => [r, words.spoken.ranks[i]!] as const),
      '',
    )}`,
  );
  out.push(`spoken-square = ${words.spoken.square.replace('{file}', '{ spoken-file }').replace('{rank}', '{ spoken-rank }')}`);
  return { path: `${locale.code}.ftl`, content: out.join('\n') + '\n' };
}
