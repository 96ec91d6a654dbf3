/** i18next export: `DIR/<code>/chess.json`, the resources chess-lingua itself formats moves with, plus the piece letters and genders, and `about` (generator, confidence, sources). */
import { i18nextResources } from '../words/resources.js';
import { ROLES, type ExportFile, type ExportLanguage } from './language.js';

export function i18nextFile({ locale, words }: ExportLanguage): ExportFile {
  const letter: Record<string, string> = {};
  const gender: Record<string, string> = {};
  for (const role of ROLES) {
    const l = locale.letters[role];
    if (l !== undefined) letter[role] = l;
    const g = words.pieces[role].gender;
    if (g !== null) gender[role] = g;
  }
  // JSON has no comments: where the words come from is a resource of its own.
  const about = {
    generator: `chess-lingua export from locales/words/${locale.code}.json`,
    confidence: words.confidence,
    notAttested: words.notAttested,
    sources: words.sources.map((s) => `${s.title}${s.url ? ` <${s.url}>` : ''}`),
  };
  const content = { about, letter, gender, ...i18nextResources(words) };
  return { path: `${locale.code}/chess.json`, content: JSON.stringify(content, null, 2) + '\n' };
}
