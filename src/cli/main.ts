#!/usr/bin/env node
/**
 * The `chess-lingua` executable: binds the CLI to the process's streams and exit code. No stack
 * trace ever reaches a user: output failures are one line and exit 3 (a reader that went away,
 * EPIPE, ends the run quietly), and an internal error is one line saying how to report it.
 */
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { EXIT_OUTPUT, runCli } from './cli.js';
import { systemErrorText } from '../core/system-error.js';
import { QuietStderr } from './io.js';

function packageVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    return (require('../package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

const stderr = new QuietStderr(process.stderr);
/** The first error writing to standard output (other than EPIPE), if any. */
let stdoutError: unknown;

function say(line: string): void {
  stderr.write(`${line}\n`);
}

/** An error that is not the user's nor the system's: one line, how to report it, exit 3. */
function internalError(e: unknown): void {
  if (process.env.CHESS_LINGUA_DEBUG_FD) writeSync(Number(process.env.CHESS_LINGUA_DEBUG_FD), String((e as Error)?.stack ?? e));
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  say(
    `chess-lingua: internal error (${what.split('\n')[0]}); this is a bug in chess-lingua: please report it to its maintainers with the command line and the input (set CHESS_LINGUA_DEBUG=1 for the details)`,
  );
  if (process.env.CHESS_LINGUA_DEBUG && e instanceof Error && e.stack) say(e.stack);
  process.exitCode = EXIT_OUTPUT;
}

process.on('uncaughtException', (e) => {
  internalError(e);
  process.exit();
});
process.on('unhandledRejection', (e) => {
  internalError(e);
  process.exit();
});

// A reader that went away (`chess-lingua … | head -1`) ends the run quietly; any other failure to
// write standard output (a full disk, ENOSPC; EIO) is reported once, below or by the command.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  stdoutError ??= e;
});
// A standard output closed at start (`>&-`) cannot be told from /dev/null opened read-write, which
// Node.js puts in its place and which callers that discard output pass on purpose (Node's stdio
// 'ignore', Python's subprocess.DEVNULL): both are a sink that takes everything.
const stdout = process.stdout;
stdout.on('error', (e: unknown) => {
  stdoutError ??= e;
});

runCli(process.argv.slice(2), { stdin: process.stdin, stdout, stderr }, packageVersion()).then(
  (code) => {
    // A failed write is reported a tick after it (the stream's 'error' event): wait for it.
    setImmediate(() => {
      if (stdoutError !== undefined && code !== EXIT_OUTPUT) {
        say(`chess-lingua: cannot write output: standard output: ${systemErrorText(stdoutError)}`);
        code = EXIT_OUTPUT;
      }
      process.exitCode = code;
    });
  },
  (e: unknown) => {
    // A write to standard output that failed at once (no 'error' event first) comes back here.
    if (stdoutError !== undefined || (e as NodeJS.ErrnoException | undefined)?.syscall === 'write') {
      say(`chess-lingua: cannot write output: standard output: ${systemErrorText(stdoutError ?? e)}`);
      process.exitCode = EXIT_OUTPUT;
    } else internalError(e);
  },
);
