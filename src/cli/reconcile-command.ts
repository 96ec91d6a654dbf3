/**
 * `chess-lingua reconcile A B --from L [--from-b L2] --to N`: game i of file A and game i of file
 * B are two sheets of one game; one game per pair is written (standard output or `-o`), every box
 * the sheets disagree about is reported (`[W_SHEETS_DISAGREE]`). Exit codes as for `translate`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { LocaleRegistry } from '../locale/registry.js';
import { decodeBytes } from '../encoding/index.js';
import { reconcileGames } from '../repair/reconcile.js';
import { reportLine } from '../translate/report-json.js';
import { writeText, type CliIO } from './io.js';

export interface ReconcileCommandOptions {
  readonly from: string | undefined;
  readonly fromB: string | undefined;
  readonly to: string | undefined;
  readonly fen: string | undefined;
  readonly output: string | undefined;
  readonly reportJson: string | undefined;
  readonly annotate: boolean;
  readonly quiet: boolean;
}

async function readText(path: string): Promise<string> {
  return decodeBytes(await readFile(path)).text;
}

export async function reconcileCommand(
  args: readonly string[],
  o: ReconcileCommandOptions,
  io: CliIO,
  registry: LocaleRegistry,
): Promise<number> {
  const say = async (line: string): Promise<void> => {
    await writeText(io.stderr, `${line}\n`);
  };
  if (args.length !== 2 || o.from === undefined || o.to === undefined) {
    await say(
      "chess-lingua: reconcile takes two files and --from, --to: chess-lingua reconcile A B --from L [--from-b L2] --to N (see 'chess-lingua help')",
    );
    return 2;
  }
  const [fileA, fileB] = args as [string, string];
  let a: string;
  let b: string;
  try {
    [a, b] = await Promise.all([readText(fileA), readText(fileB)]);
  } catch (e) {
    await say(`chess-lingua: cannot read input: ${(e as Error).message}`);
    return 2;
  }
  const games = reconcileGames(a, b, {
    from: o.from,
    fromB: o.fromB,
    to: o.to,
    fen: o.fen,
    registry,
    annotate: o.annotate,
    fileA,
    fileB,
    labels: ['A', 'B'],
  });
  let failed = 0;
  let warnings = 0;
  for (const g of games) {
    if (!o.quiet) for (const w of g.warningMessages) await say(w);
    warnings += g.warnings.length;
    if (g.failure) {
      failed++;
      await say(g.message!);
    }
  }
  const text = games.map((g) => g.text).join('');
  try {
    if (o.output) await writeFile(o.output, text);
    else await writeText(io.stdout, text);
    if (o.reportJson) await writeFile(o.reportJson, games.map((g) => reportLine(g)).join(''));
  } catch (e) {
    await say(`chess-lingua: cannot write output: ${(e as Error).message}`);
    return 3;
  }
  if (!o.quiet) {
    await say(
      `chess-lingua: ${games.length} game${games.length === 1 ? '' : 's'} reconciled, ${failed} failed${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`,
    );
  }
  return failed > 0 || games.length === 0 ? 1 : 0;
}
