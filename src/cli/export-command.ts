/**
 * `chess-lingua export --format i18next|gettext|fluent|arb|android --out DIR [CODE...]`: writes one resource
 * file per language (every language with words, or the CODEs given) in the format's usual layout under DIR.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EXPORT_FORMATS, exportBundles, type ExportFormat } from '../export/index.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { writeText, type CliIO } from './io.js';
import { UsageError } from './usage.js';

export interface ExportCommandOptions {
  readonly format: string | undefined;
  readonly out: string | undefined;
  readonly quiet: boolean;
}

/** A wrong use of the command: the CLI prints it and exits with status 2. */
export class ExportUsageError extends UsageError {}

export async function exportCommand(
  codes: readonly string[],
  options: ExportCommandOptions,
  io: CliIO,
  registry: LocaleRegistry,
): Promise<number> {
  const format = options.format;
  if (format === undefined || !(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new ExportUsageError(`'export' needs --format ${EXPORT_FORMATS.join('|')}${format === undefined ? '' : `, got "${format}"`}`);
  }
  if (options.out === undefined || options.out === '') throw new ExportUsageError(`'export' needs --out DIR`);
  const files = exportBundles({ format: format as ExportFormat, languages: codes.length ? codes : undefined, registry });
  for (const file of files) {
    const path = join(options.out, ...file.path.split('/'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  if (!options.quiet) await writeText(io.stderr, `chess-lingua: wrote ${files.length} ${format} file(s) to ${options.out}\n`);
  return 0;
}
