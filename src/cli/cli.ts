/**
 * The command-line interface: `translate`, `move`, `locales`, `prose`, `detect`, `reconcile`, `export`, `web`. `runCli` takes its
 * streams as arguments, so tests run it in memory; `main.ts` binds it to the process. Each command's
 * module is imported when that command runs, so that `move` loads no PGN reader, detection or workers.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ChessLinguaError } from '../core/errors.js';
import { MoveError } from '../core/move-errors.js';
import { LanguageDetectionError } from '../detect/detection-error.js';
import { COMMAND_NAMES, commandHelp, MAIN_HELP } from './help.js';
import { writeText, type CliIO } from './io.js';
import { EXIT_OK, EXIT_USAGE, EXIT_FAILED, need, preferOf, registryWith, UsageError } from './usage.js';

export { EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_OUTPUT } from './usage.js';

const OPTIONS = {
  from: { type: 'string', short: 'f' },
  to: { type: 'string', short: 't' },
  fen: { type: 'string' },
  output: { type: 'string', short: 'o' },
  rejects: { type: 'string' },
  'keep-layout': { type: 'boolean' },
  jobs: { type: 'string', short: 'j' },
  strict: { type: 'boolean' },
  repair: { type: 'boolean' },
  annotate: { type: 'boolean' },
  'report-json': { type: 'string' },
  'from-b': { type: 'string' },
  encoding: { type: 'string' },
  prefer: { type: 'string', multiple: true },
  'locale-file': { type: 'string', multiple: true },
  quiet: { type: 'boolean', short: 'q' },
  json: { type: 'boolean' },
  format: { type: 'string' },
  out: { type: 'string' },
  port: { type: 'string' },
  open: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const satisfies ParseArgsConfig['options'];

export type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

export async function runCli(argv: readonly string[], io: CliIO, version = '0.0.0'): Promise<number> {
  const say = (text: string): Promise<void> | void => writeText(io.stderr, text.endsWith('\n') ? text : text + '\n');
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    await say(`chess-lingua: ${(e as Error).message}\nTry 'chess-lingua --help'.`);
    return EXIT_USAGE;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.version) {
    await writeText(io.stdout, `${version}\n`);
    return EXIT_OK;
  }
  if (values.help || command === undefined || command === 'help') {
    // `help CMD` and `CMD --help` print the command's own help; `help` and `--help` the whole help.
    const topic = command === 'help' ? args[0] : command;
    if (topic === undefined) {
      await writeText(io.stdout, MAIN_HELP);
      return command === undefined && !values.help ? EXIT_USAGE : EXIT_OK;
    }
    const text = commandHelp(topic);
    if (text === undefined) {
      await say(`chess-lingua: no help for "${topic}": not a command; commands: ${COMMAND_NAMES.join(', ')}`);
      return EXIT_USAGE;
    }
    await writeText(io.stdout, text);
    return EXIT_OK;
  }
  try {
    switch (command) {
      case 'translate':
        return await (await import('./translate-command.js')).translateCommand(args, values, io);
      case 'move':
        return await (await import('./move-command.js')).moveCommand(args, values, io);
      case 'reconcile':
        return await (
          await import('./reconcile-command.js')
        ).reconcileCommand(
          args,
          {
            from: values.from,
            fromB: values['from-b'],
            to: values.to,
            fen: values.fen,
            output: values.output,
            reportJson: values['report-json'],
            annotate: values.annotate === true,
            quiet: values.quiet === true,
          },
          io,
          registryWith(values),
        );
      case 'locales':
        return await (await import('./locales-command.js')).localesCommand(args, values, io);
      case 'prose':
        return await (
          await import('./prose-command.js')
        ).proseCommand(
          args,
          {
            from: need(values, 'from'),
            to: need(values, 'to'),
            fen: values.fen,
            output: values.output,
            quiet: values.quiet === true,
            strict: values.strict === true,
            reportJson: values['report-json'],
            prefer: preferOf(values),
          },
          io,
          registryWith(values),
        );
      case 'detect':
        return await (
          await import('./detect-command.js')
        ).detectCommand(
          args,
          {
            json: values.json === true,
            encoding: values.encoding,
            prefer: preferOf(values),
            strict: values.strict === true,
            fen: values.fen,
          },
          io,
          registryWith(values),
        );
      case 'export':
        return await (
          await import('./export-command.js')
        ).exportCommand(args, { format: values.format, out: values.out, quiet: values.quiet === true }, io, registryWith(values));
      case 'web':
        return await (await import('./web-command.js')).webCommand({ port: values.port, open: values.open === true }, say);
      default:
        throw new UsageError(`unknown command "${command}"; commands: ${COMMAND_NAMES.join(', ')}`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      await say(`chess-lingua: ${e.message}`);
      return EXIT_USAGE;
    }
    if (e instanceof MoveError) {
      await say(`chess-lingua: ${e.message} [${e.code}]`);
      return EXIT_FAILED;
    }
    if (e instanceof LanguageDetectionError) {
      // `move --from auto`: the one move reads differently in several languages (not a usage error).
      await say(`chess-lingua: ${e.problem.message} [${e.code}]`);
      return EXIT_FAILED;
    }
    if (e instanceof ChessLinguaError) {
      await say(`chess-lingua: ${e.message}`);
      return EXIT_USAGE;
    }
    throw e;
  }
}
