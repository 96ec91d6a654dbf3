/** `chess-lingua move`: one move translated (loads the move reader and one board, no game reader). */
import { formatMoveWarning } from '../core/move-errors.js';
import { AUTO, translationContext } from '../translate/context.js';
import { translateOneMove, WORDS_INPUT } from '../translate/one-move.js';
import type { Values } from './cli.js';
import { writeText, type CliIO } from './io.js';
import { EXIT_OK, translationOptionsOf, UsageError } from './usage.js';

export async function moveCommand(args: string[], values: Values, io: CliIO): Promise<number> {
  if (args.length !== 1) throw new UsageError(`'move' takes exactly one move, got ${args.length} (quote a move with spaces)`);
  const text = args[0]!;
  const options = translationOptionsOf(values);
  // `--from auto` reads the move in every language, `--from words:de` reads words: only then is the rest of
  // the library (detection, the words reader) loaded.
  // (so is `--from sr`, a language named without its script: the move is read in the script it is written in)
  const ctx = options.from.toLowerCase() === AUTO || WORDS_INPUT.test(options.from) ? undefined : translationContext(options);
  const r =
    ctx === undefined || ctx.scripts !== undefined
      ? (await import('../api.js')).translateMoveWithWarnings(text, options)
      : translateOneMove(text, ctx, options.fen, options);
  // Lenient readings are reported as `translate` reports them (standard error; not with --quiet).
  if (values.quiet !== true) for (const w of r.warnings) await writeText(io.stderr, `chess-lingua: warning: ${formatMoveWarning(w)}\n`);
  await writeText(io.stdout, r.text + '\n');
  return EXIT_OK;
}
