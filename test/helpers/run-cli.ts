// The CLI run in process on a given stdin, its exit code and both outputs collected as text.
import { PassThrough, Readable } from 'node:stream';
import { runCli } from '../../src/cli/cli.js';

export async function cli(argv: string[], stdin: string | Uint8Array = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (c: Buffer) => out.push(c));
  stderr.on('data', (c: Buffer) => err.push(c));
  const code = await runCli(argv, { stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr });
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}
