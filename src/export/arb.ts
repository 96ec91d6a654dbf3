/**
 * ARB export (Flutter): `DIR/app_<code>.arb` (`sr-Latn` → `app_sr_Latn.arb`), ICU MessageFormat messages:
 * `pieceName` and one `pieceName<Form>` per grammatical form select on `{piece}`; each phrase selects the piece
 * names in the form it needs and, where the language has gendered variants, on `{gender}`; squares and `{move}`
 * are String placeholders. Apostrophes are doubled (ICU quoting).
 */
import { FILE_NAMES, RANK_NAMES } from '../core/types.js';
import {
  formNames,
  PLACEHOLDER_NOTES,
  phrases,
  placeholders,
  ROLES,
  templateParts,
  type ExportFile,
  type ExportLanguage,
} from './language.js';

const PIECE_VARIABLES = new Set(['piece', 'captured', 'promoted']);
const text = (s: string): string => s.replace(/'/g, "''");
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** `{var, select, a{…} b{…} other{…}}`: the last case is `other`. */
function select(variable: string, cases: ReadonlyArray<readonly [string, string]>): string {
  return `{${variable}, select, ${cases.map(([k, v], i) => `${i === cases.length - 1 ? 'other' : k}{${v}}`).join(' ')}}`;
}

function pieceSelect(variable: string, form: string | undefined, words: ExportLanguage['words']): string {
  return select(
    variable,
    ROLES.map(
      (role) => [role, text((form === undefined ? undefined : words.pieces[role].forms[form]) ?? words.pieces[role].name)] as const,
    ),
  );
}

function message(template: string, words: ExportLanguage['words']): string {
  return templateParts(template)
    .map((part) =>
      typeof part === 'string' ? text(part) : PIECE_VARIABLES.has(part.name) ? pieceSelect(part.name, part.form, words) : `{${part.name}}`,
    )
    .join('');
}

export function arbFile({ locale, words }: ExportLanguage): ExportFile {
  const arbLocale = locale.code.replace(/-/g, '_');
  const out: Record<string, unknown> = {
    '@@locale': arbLocale,
    '@@x-generator': `chess-lingua export from locales/words/${locale.code}.json; confidence ${words.confidence}; not attested: ${words.notAttested.join(', ') || 'none'}`,
    '@@x-sources': words.sources.map((s) => `${s.title}${s.url ? ` <${s.url}>` : ''}`),
  };
  const add = (key: string, value: string, description: string, names: readonly string[] = []): void => {
    out[key] = value;
    const meta: Record<string, unknown> = { description };
    if (names.length)
      meta.placeholders = Object.fromEntries(names.map((n) => [n, { type: 'String', description: PLACEHOLDER_NOTES[n] ?? n }]));
    out[`@${key}`] = meta;
  };
  for (const role of ROLES) {
    const letter = locale.letters[role];
    if (letter !== undefined) add(`letter${capital(role)}`, text(letter), `piece letter: ${role}`);
  }
  add('pieceName', pieceSelect('piece', undefined, words), 'piece name; piece is king, queen, rook, bishop, knight or pawn', ['piece']);
  for (const form of formNames(words))
    add(`pieceName${capital(form)}`, pieceSelect('piece', form, words), `piece name, form "${form}"`, ['piece']);
  add(
    'pieceGender',
    select(
      'piece',
      ROLES.map((r) => [r, words.pieces[r].gender ?? 'none'] as const),
    ),
    'grammatical gender of the piece name (m, f, n, c, none)',
    ['piece'],
  );
  const all = phrases(words);
  for (const ph of all.filter((p) => p.gender === undefined)) {
    const gendered = all.filter((p) => p.base === ph.base && p.gender !== undefined);
    const body =
      gendered.length === 0
        ? message(ph.text, words)
        : select('gender', [
            ...gendered.map((g) => [g.gender!, message(g.text, words)] as const),
            ['other', message(ph.text, words)] as const,
          ]);
    const names = [
      ...new Set([...placeholders(ph.text), ...gendered.flatMap((g) => placeholders(g.text)), ...(gendered.length ? ['gender'] : [])]),
    ];
    add(`phrase${capital(ph.base)}`, body, `move phrase: ${ph.base}`, names);
  }
  add(
    'spokenFile',
    select(
      'file',
      FILE_NAMES.map((f, i) => [f, text(words.spoken.files[i]!)] as const),
    ),
    'a file letter (a-h) said aloud',
    ['file'],
  );
  add(
    'spokenRank',
    select(
      'rank',
      RANK_NAMES.map((r, i) => [`r${r}`, text(words.spoken.ranks[i]!)] as const),
    ),
    'a rank said aloud; rank is r1 … r8',
    ['rank'],
  );
  add('spokenSquare', text(words.spoken.square), 'a square said aloud from spokenFile and spokenRank', ['file', 'rank']);
  return { path: `app_${arbLocale}.arb`, content: JSON.stringify(out, null, 2) + '\n' };
}
