#!/usr/bin/env node
// Prints the table of locales/README.md "What is attested": per language its confidence, number of sources and
// attested examples, and the keys whose words are the researcher's knowledge, not found in a source.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales', 'words');
console.log("| code | language | confidence | sources | attested examples | not attested (the researcher's knowledge) |");
console.log('|---|---|---|---|---|---|');
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const d = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  const na = d.notAttested ?? [];
  console.log(
    `| \`${d.code}\` | ${d.language} | ${d.confidence} | ${d.sources.length} | ${(d.examples ?? []).length} | ${na.length ? na.join(', ') : '—'} |`,
  );
}
