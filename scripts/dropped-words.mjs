// A quick check (issue 13, not a test): for each document in test/fixtures/documents, the words of
// the input that are no moves (letters only, two or more) and the words of `translate`'s output
// (moves, comments, tags), compared as multisets; lists the words the output lost. Run after
// `npm run build`: node scripts/dropped-words.mjs [--from auto]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { translatePgn } from '../dist/index.js';

const dir = 'test/fixtures/documents';
const auto = process.argv.includes('auto');
// (a word: white space around it, the punctuation, brackets and braces at its ends left out, letters only)
const words = (t) =>
  t
    .normalize('NFC')
    .split(/\s+/u)
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((w) => /^[\p{L}\p{M}][\p{L}\p{M}.'’-]*$/u.test(w) && [...w].length >= 2)
    .map((w) => w.toLocaleLowerCase());
const counts = (ws) => ws.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map());
let total = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const text = readFileSync(join(dir, file), 'utf8');
  const from = auto ? 'auto' : file.split('-')[0];
  let r;
  try {
    r = translatePgn(text, { from, to: from === 'auto' ? 'en' : from });
  } catch (e) {
    console.log(`${file}: threw ${e.message}`);
    continue;
  }
  const out = counts(words(r.pgn));
  const lost = [];
  for (const [w, n] of counts(words(text)))
    if ((out.get(w) ?? 0) < n) lost.push(n - (out.get(w) ?? 0) > 1 ? `${w}×${n - (out.get(w) ?? 0)}` : w);
  total += lost.length;
  console.log(
    `${file} (${from}): ${lost.length === 0 ? 'no word lost' : `lost: ${lost.join(' ')}`}${r.failures.length ? ` [${r.failures.length} failed]` : ''}`,
  );
}
console.log(`words lost: ${total}`);
