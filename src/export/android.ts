/**
 * Android export: `DIR/values-<qualifier>/strings.xml` (`de` → `values-de`, `pt-BR` → `values-pt-rBR`,
 * `sr-Latn` → `values-b+sr+Latn`). Strings `chess_letter_<role>`, `chess_piece_<role>` and one
 * `chess_piece_<role>_<form>` per grammatical form; each phrase `chess_phrase_<key>` takes positional arguments
 * numbered the same in every language (the comment above it says which name form to pass); string arrays
 * `chess_spoken_files` and `chess_spoken_ranks`, and `chess_spoken_square` (%1$s letter name, %2$s number word).
 */
import { FILE_NAMES, RANK_NAMES } from '../core/types.js';
import { PLACEHOLDER_NOTES, phrases, ROLES, templateParts, type ExportFile, type ExportLanguage } from './language.js';

/** The argument number of each placeholder, fixed for every language. */
export const ANDROID_ARGUMENTS: readonly string[] = ['piece', 'captured', 'promoted', 'from', 'fromFile', 'to', 'move'];

/** Android's resource directory qualifier for a BCP-47 code. */
export function androidQualifier(code: string): string {
  const l = new Intl.Locale(code);
  if (l.script === undefined && l.region === undefined) return l.language;
  if (l.script === undefined) return `${l.language}-r${l.region}`;
  return ['b', l.language, l.script, ...(l.region ? [l.region] : [])].join('+');
}

/** `accDef` → `acc_def`; `fromSquareCapture` → `from_square_capture`. */
const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** A string's text as Android reads it: XML escapes, then Android's own (\' \" \\, a leading @ or ?, %% where formatted). */
export function androidText(s: string, formatted: boolean): string {
  let t = s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/"/g, '\\"');
  if (formatted) t = t.replace(/%/g, '%%');
  if (/^[@?]/.test(t)) t = '\\' + t;
  return t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const comment = (s: string): string => `    <!-- ${s.replace(/--/g, '- -')} -->`;

export function androidFile({ locale, words }: ExportLanguage): ExportFile {
  const out: string[] = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<!-- Chess words for ${words.language} (${locale.code}), written by chess-lingua export from locales/words/${locale.code}.json.`,
    `     Confidence: ${words.confidence}. Not attested in a source: ${words.notAttested.join(', ') || 'none'}. -->`,
    '<resources>',
  ];
  const str = (name: string, value: string, formatted = false): void => {
    out.push(`    <string name="${name}">${androidText(value, formatted)}</string>`);
  };
  for (const role of ROLES) {
    const letter = locale.letters[role];
    if (letter !== undefined) str(`chess_letter_${role}`, letter);
  }
  for (const role of ROLES) {
    const p = words.pieces[role];
    if (p.gender !== null) out.push(comment(`${role}: grammatical gender ${p.gender}`));
    str(`chess_piece_${role}`, p.name);
    for (const [form, text] of Object.entries(p.forms)) str(`chess_piece_${role}_${snake(form)}`, text);
  }
  for (const ph of phrases(words)) {
    const args: string[] = [];
    const value = templateParts(ph.text)
      .map((part) => {
        if (typeof part === 'string') return part.replace(/%/g, '%%');
        const n = ANDROID_ARGUMENTS.indexOf(part.name) + 1;
        const form = part.form === undefined ? '' : `, form ${part.form} (chess_piece_<role>_${snake(part.form)})`;
        args.push(`%${n}$s = ${PLACEHOLDER_NOTES[part.name] ?? part.name}${form}`);
        return `%${n}$s`;
      })
      .join('');
    out.push(
      comment(
        `move phrase ${ph.key}${ph.gender ? ` (moving piece of gender ${ph.gender})` : ''}${args.length ? ': ' + args.join('; ') : ''}`,
      ),
    );
    // The value is escaped for XML and Android here; % is already doubled in its literal parts.
    out.push(`    <string name="chess_phrase_${snake(ph.key)}">${androidText(value, false)}</string>`);
  }
  out.push(
    '    <string-array name="chess_spoken_files">',
    ...FILE_NAMES.map((_, i) => `        <item>${androidText(words.spoken.files[i]!, false)}</item>`),
    '    </string-array>',
  );
  out.push(
    '    <string-array name="chess_spoken_ranks">',
    ...RANK_NAMES.map((_, i) => `        <item>${androidText(words.spoken.ranks[i]!, false)}</item>`),
    '    </string-array>',
  );
  str(
    'chess_spoken_square',
    words.spoken.square
      .replace('{file}', '%1$s')
      .replace('{rank}', '%2$s')
      .replace(/%(?!\d\$s)/g, '%%'),
  );
  out.push('</resources>', '');
  return { path: `values-${androidQualifier(locale.code)}/strings.xml`, content: out.join('\n') };
}
