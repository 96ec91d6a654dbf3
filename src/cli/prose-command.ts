/**
 * `chess-lingua prose --from L --to N [FILE...]`: plain text or Markdown in, the same text out with
 * every move rewritten in the output notation (see src/prose/translate-prose.ts). Problems go to
 * standard error as `FILE:LINE:COLUMN: warning: … [CODE]`; exit 1 when a move is wrong. With
 * `--from auto` the language is the one whose reading checks the most moves (src/detect/text-language.ts),
 * said on the summary line (`read as German (de, da, nb, sv)`).
 */
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { translateProse, type ProseTranslation } from '../prose/translate-prose.js';
import type { GameReport } from '../translate/report-json.js';
import { placeOfPly } from '../core/move-errors.js';
import type { LocaleRegistry } from '../locale/registry.js';
import { writeText, type CliIO } from './io.js';
import { UsageError } from './usage.js';

export interface ProseCommandOptions {
  readonly from: string;
  readonly to: string;
  readonly fen: string | undefined;
  readonly output: string | undefined;
  readonly quiet: boolean;
  readonly strict: boolean;
  /** `--report-json FILE`: one JSON object per input document (the shared report contract). */
  readonly reportJson?: string | undefined;
  /** With `--from auto`: locale codes that break a tie between readings of different moves (`--prefer`). */
  readonly prefer?: readonly string[] | undefined;
}

/**
 * The report of one document, in the shape `translate` gives a game (`status` failed when a move
 * is wrong; `plies`: the moves rewritten).
 */
export function proseReport(index: number, file: string, r: ProseTranslation): GameReport {
  return {
    index,
    file,
    status: r.problems.some((p) => p.severity === 'error') ? 'failed' : 'translated',
    plies: r.moves,
    problems: r.problems.map((p) => ({
      severity: p.severity,
      code: p.code,
      message: p.message,
      // (the move's place where the reading knows it: a move no board plays; `ply` counts half-moves from 1, White's first)
      ...(p.ply !== undefined && p.ply > 0 ? placeOfPly(p.ply) : {}),
      line: p.line,
      column: p.column,
      ...(p.written !== undefined ? { written: p.written } : {}),
    })),
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Runs the command; returns the exit status (0 ok, 1 a move in the text is wrong, or under
 * `--from auto` no language chosen: ERR_DETECT_AMBIGUOUS, ERR_DETECT_NONE). Throws on unreadable input.
 */
export async function proseCommand(
  files: readonly string[],
  options: ProseCommandOptions,
  io: CliIO,
  registry: LocaleRegistry,
): Promise<number> {
  const inputs = files.length === 0 ? ['-'] : files;
  const outputs: string[] = [];
  const report: string[] = [];
  let failed = false;
  for (const file of inputs) {
    const name = file === '-' ? '<stdin>' : file;
    let text: string;
    try {
      text = file === '-' ? await readAll(io.stdin) : readFileSync(file, 'utf8');
    } catch (e) {
      throw new ProseInputError(`${name}: cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    const r = translateProse(text, {
      from: options.from,
      to: options.to,
      fen: options.fen,
      registry,
      strict: options.strict,
      prefer: options.prefer,
    });
    outputs.push(r.text);
    report.push(`${JSON.stringify(proseReport(report.length + 1, name, r))}\n`);
    for (const p of r.problems) {
      if (p.severity === 'error') failed = true;
      if (p.severity === 'warning' && options.quiet) continue;
      await writeText(io.stderr, `${name}:${p.line}:${p.column}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message} [${p.code}]\n`);
    }
    if (!options.quiet) {
      await writeText(
        io.stderr,
        `chess-lingua: ${name}: ${r.moves} move${r.moves === 1 ? '' : 's'} rewritten, ${r.checked} checked on a board, ${r.checkpoints} of ${r.fens} FEN${r.fens === 1 ? '' : 's'} agreeing with the moves${r.language ? `; read as ${r.language.name}` : ''}\n`,
      );
    }
  }
  const out = outputs.join('');
  if (options.output !== undefined) {
    // whole or not at all, as translate -o
    const tmp = `${options.output}.tmp-${process.pid}`;
    writeFileSync(tmp, out);
    renameSync(tmp, options.output);
  } else await writeText(io.stdout, out);
  if (options.reportJson !== undefined) writeFileSync(options.reportJson, report.join(''));
  return failed ? 1 : 0;
}

/** An input file that cannot be read (exit 2). */
export class ProseInputError extends UsageError {}
