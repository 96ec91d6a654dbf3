// The API reports (issue 16.3): runs API Extractor, configured by api-extractor.json, over the
// declarations of every entry of package.json's "exports" (a new subpath gets its report without
// a change here) and compares each with its committed report in etc/. `--check` (npm run
// api:check) fails when an entry's API differs from its report; without it (npm run api:update)
// the reports are written anew. Needs a build (dist/*.d.ts); the npm scripts build first.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

/**
 * The entries, read from package.json's "exports" (every subpath with declarations): the ESM
 * declarations file and the report's name, etc/chess-lingua.api.md for `.`, etc/chess-lingua-board.api.md
 * for `./board` …
 */
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const ENTRIES = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.import?.types)
  .map(([subpath, target]) => ({
    dts: target.import.types.replace(/^\.\//, ''),
    report: subpath === '.' ? pkg.name : `${pkg.name}-${subpath.slice(2).replaceAll('/', '-')}`,
    main: subpath === '.',
  }));

/** The message settings with `ae-forgotten-export` neither shown nor noted in the report. */
function withoutForgottenExportNotes(messages) {
  const extractor = messages.extractorMessageReporting;
  return {
    ...messages,
    extractorMessageReporting: { ...extractor, 'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false } },
  };
}

const configPath = join(root, 'api-extractor.json');
const base = ExtractorConfig.loadFile(configPath);
mkdirSync(join(root, 'etc'), { recursive: true });
let failed = false;
for (const entry of ENTRIES) {
  if (!existsSync(join(root, entry.dts))) {
    console.error(`${entry.dts} is missing: run npm run build first`);
    process.exit(1);
  }
  const config = ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: `<projectFolder>/${entry.dts}`,
      apiReport: { ...base.apiReport, reportFileName: entry.report },
      // A subpath's signatures use the main entry's types (Move, Game, BoardEngine …); they are
      // exported there, so the note "needs to be exported by the entry point" is for the main entry only.
      messages: entry.main ? base.messages : withoutForgottenExportNotes(base.messages),
    },
    configObjectFullPath: configPath,
    packageJsonFullPath: join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: !check,
    showVerboseMessages: false,
    messageCallback: (message) => {
      // "Analysis will use the bundled TypeScript version …", once per entry: not news.
      if (message.messageId === 'console-preamble') message.handled = true;
    },
  });
  const report = `etc/${entry.report}.api.md`;
  if (check && result.apiReportChanged) {
    console.error(`${report}: the API of ${entry.dts} changed; run npm run api:update and commit the report if the change is meant`);
    failed = true;
  } else if (!result.succeeded) {
    console.error(`${report}: API Extractor: ${result.errorCount} errors, ${result.warningCount} warnings`);
    failed = true;
  } else if (!check && result.apiReportChanged) console.log(`${report}: updated`);
}
if (failed) process.exit(1);
if (check) console.log(`API reports: the ${ENTRIES.length} entries match etc/`);
