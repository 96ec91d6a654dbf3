/**
 * gettext export: `DIR/<code>.po`, one entry per string, `msgctxt` the key (`phrase.capture`, `piece.knight.acc`),
 * `msgid` the English words, `msgstr` the language's. Templates keep chess-lingua's `{name}` / `{name:form}`
 * placeholders; the extracted comments say what each stands for.
 */
import { PLACEHOLDER_NOTES, phrases, placeholders, ROLES, type ExportFile, type ExportLanguage } from './language.js';
import { FILE_NAMES, RANK_NAMES } from '../core/types.js';
import { phraseTemplate } from '../words/resources.js';

/** `2026-11-23 14:55+0000`, the form PO headers use. */
function revisionDate(d: Date): string {
  return d.toISOString().slice(0, 16).replace('T', ' ') + '+0000';
}

function quote(s: string): string {
  return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t') + '"';
}

function entry(context: string, source: string, translation: string, comments: readonly string[]): string {
  return [
    ...comments.map((c) => `#. ${c}`),
    `msgctxt ${quote(context)}`,
    `msgid ${quote(source)}`,
    `msgstr ${quote(translation)}`,
    '',
  ].join('\n');
}

export function gettextFile(
  { locale, words, english }: ExportLanguage,
  englishLetters: Readonly<Record<string, string | undefined>>,
): ExportFile {
  const out: string[] = [
    `# Chess words for ${words.language} (${locale.code}), written by chess-lingua export from locales/words/${locale.code}.json.`,
    `# Confidence: ${words.confidence}. Not attested in a source: ${words.notAttested.join(', ') || 'none'}.`,
    ...words.sources.map((s) => `# Source: ${s.title}${s.url ? ` <${s.url}>` : ''}`),
    'msgid ""',
    'msgstr ""',
    quote('Project-Id-Version: chess-lingua\n'),
    quote(`PO-Revision-Date: ${revisionDate(new Date())}\n`),
    quote('Last-Translator: chess-lingua export (facts from the sources above)\n'),
    quote('Language-Team: none\n'),
    quote(`Language: ${locale.code.replace(/-/g, '_')}\n`),
    quote('MIME-Version: 1.0\n'),
    quote('Content-Type: text/plain; charset=UTF-8\n'),
    quote('Content-Transfer-Encoding: 8bit\n'),
    quote('X-Generator: chess-lingua export\n'),
    '',
  ];
  for (const role of ROLES) {
    const letter = locale.letters[role];
    if (letter !== undefined) out.push(entry(`letter.${role}`, englishLetters[role] ?? letter, letter, [`piece letter: ${role}`]));
  }
  for (const role of ROLES) {
    const p = words.pieces[role];
    const source = english.pieces[role].name;
    out.push(entry(`piece.${role}`, source, p.name, [`piece name: ${role}${p.gender ? `; grammatical gender: ${p.gender}` : ''}`]));
    for (const [form, text] of Object.entries(p.forms)) {
      out.push(entry(`piece.${role}.${form}`, source, text, [`piece name: ${role}, form "${form}" (the phrases' {…:${form}})`]));
    }
  }
  for (const ph of phrases(words)) {
    const englishText = english.phrases[ph.base as keyof typeof english.phrases];
    const source = englishText === undefined ? ph.text : phraseTemplate(ph.base, englishText, english);
    const notes = placeholders(ph.text).map((name) => `{${name}}: ${PLACEHOLDER_NOTES[name] ?? name}`);
    const gender = ph.gender ? [`said when the moving piece's gender is ${ph.gender}`] : [];
    out.push(entry(`phrase.${ph.key}`, source, ph.text, [`move phrase: ${ph.base}`, ...gender, ...notes]));
  }
  FILE_NAMES.forEach((f, i) =>
    out.push(
      entry(`spoken.file.${f}`, english.spoken.files[i]!, words.spoken.files[i]!, [`the letter ${f} said aloud (file of a square)`]),
    ),
  );
  RANK_NAMES.forEach((r, i) =>
    out.push(
      entry(`spoken.rank.${r}`, english.spoken.ranks[i]!, words.spoken.ranks[i]!, [`the number ${r} said aloud (rank of a square)`]),
    ),
  );
  out.push(
    entry('spoken.square', english.spoken.square, words.spoken.square, ['a square said aloud: {file} letter name, {rank} number word']),
  );
  return { path: `${locale.code}.po`, content: out.join('\n') };
}
