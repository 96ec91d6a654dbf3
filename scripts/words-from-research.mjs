#!/usr/bin/env node
// Writes locales/words/<code>.json from the research files (one per language, format in locales/README.md,
// "Moves in words"): the keys in a fixed order, pretty-printed; only languages that have a locale file.
// Usage: node scripts/words-from-research.mjs DIR [CODE...]   (DIR holds <code>.json research files)
// The build validates every words file (src/words/schema.ts); this script only copies and orders.
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [dir, ...only] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/words-from-research.mjs DIR [CODE...]');
  process.exit(2);
}
const KEYS = ['code', 'language', 'confidence', 'pieces', 'phrases', 'spoken', 'examples', 'sources', 'notAttested', 'notes'];
/**
 * Changes made here to a research file, each with its reason (so that running the script again keeps them).
 * English spoken files: a lone "a" is read by speech engines as the article (espeak-ng: a# 'eIt for "a eight");
 * a capital letter joined to the number word with a hyphen is read as the letter name ('eI'eIt for "A-eight").
 */
/**
 * `fromSquareCapture` (a capture that must say its origin, Nbxd2), where the research has none: the builder's
 * knowledge, built like the language's own fromSquare and capture phrases, and listed as not attested.
 */
const FROM_SQUARE_CAPTURE = {
  en: '{piece} from {from} takes {to}',
  de: '{piece} von {from} schlägt auf {to}',
  fr: '{piece} de {from} prend en {to}',
  es: '{piece} de {from} captura en {to}',
  ru: '{piece:nom} с {from} берёт на {to}',
};
function addFromSquareCapture(code, d) {
  const text = FROM_SQUARE_CAPTURE[code];
  if (text === undefined || d.phrases.fromSquareCapture !== undefined) return;
  d.phrases = { ...d.phrases, fromSquareCapture: text };
  d.notAttested = [...(d.notAttested ?? []), 'fromSquareCapture'];
}

const OVERRIDES = {
  en: (d) => {
    d.spoken = { ...d.spoken, files: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], square: '{file}-{rank}' };
    d.notes =
      `${d.notes ?? ''} Spoken squares: capital letter, hyphen, number word ("A-eight"), because speech engines read a lone "a" as the article (espeak-ng -x: "a eight" → a# 'eIt, "A-eight" → 'eI'eIt).`.trim();
  },
};
mkdirSync(join(root, 'locales', 'words'), { recursive: true });
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const code = basename(f, '.json');
  if (only.length && !only.includes(code)) continue;
  if (!existsSync(join(root, 'locales', `${code}.json`))) {
    console.error(`${f}: no locales/${code}.json, skipped`);
    continue;
  }
  const data = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  OVERRIDES[code]?.(data);
  addFromSquareCapture(code, data);
  const out = {};
  for (const k of KEYS) if (data[k] !== undefined) out[k] = data[k];
  const unknown = Object.keys(data).filter((k) => !KEYS.includes(k));
  if (unknown.length) console.error(`${f}: keys left out: ${unknown.join(', ')}`);
  writeFileSync(join(root, 'locales', 'words', `${code}.json`), JSON.stringify(out, null, 2) + '\n');
  console.log(`locales/words/${code}.json`);
}
