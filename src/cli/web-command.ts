/**
 * `chess-lingua web [--port N] [--open]`: serves the web page (dist/web, built by `npm run build`)
 * on 127.0.0.1 only, with node:http and no dependency. Static files only: the page does all its
 * work in the browser.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from './usage.js';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

export const WEB_HOST = '127.0.0.1';

/** The folder of the built page: dist/web beside the running CLI (dist/cli.js) or under the repo. */
export function webRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'web'), resolve(here, '..', '..', 'dist', 'web'), resolve(here, '..', 'dist', 'web')];
  return candidates.find((d) => existsSync(join(d, 'index.html'))) ?? candidates[0]!;
}

export interface WebServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:`port` (0: any free port). */
export async function startWebServer(options: { port?: number; root?: string } = {}): Promise<WebServer> {
  const root = resolve(options.root ?? webRoot());
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = await readFile(file);
        res.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Length': body.length,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      }
    })();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, WEB_HOST, () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${WEB_HOST}:${port}/`,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Opens `url` in the desktop's browser (best effort: nothing happens where there is none). */
function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser opener: the URL is printed anyway.
  }
}

/**
 * Runs the server until the process is stopped (Ctrl-C) and says where it is. Resolves with the
 * exit code when the server closes.
 */
export async function webCommand(
  options: { port: string | undefined; open: boolean },
  say: (text: string) => void | Promise<void>,
): Promise<number> {
  const port = options.port === undefined ? 8080 : Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new WebUsageError(`--port must be a number from 0 to 65535, not "${options.port}"`);
  const root = webRoot();
  if (!existsSync(join(root, 'index.html')))
    throw new WebUsageError(`the web page is not built (no ${join(root, 'index.html')}): run 'npm run build'`);
  let web: WebServer;
  try {
    web = await startWebServer({ port, root });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new WebUsageError(`port ${port} is in use: choose another with --port`);
    throw e;
  }
  await say(`chess-lingua web page: ${web.url}\n(serving ${root} on ${WEB_HOST} only; Ctrl-C to stop)`);
  if (options.open) openInBrowser(web.url);
  const stop = (): void => void web.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise<void>((done) => web.server.once('close', () => done()));
  return 0;
}

/** A wrong `web` option: the CLI reports it as a usage error (exit 2). */
export class WebUsageError extends UsageError {}
