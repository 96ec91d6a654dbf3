/**
 * `chess-lingua web`: the static server of the web page (127.0.0.1 only, files of one folder,
 * nothing else) and its usage errors.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import { startWebServer, type WebServer } from '../src/cli/web-command.js';
import { runInMemory } from './helpers/common.js';

/** A GET with the path sent as written (fetch would clean up `..`). */
function get(url: string, path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((done, fail) => {
    const u = new URL(url);
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('web server', () => {
  let server: WebServer;
  let root: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-root-'));
    root = join(dir, 'web');
    mkdirSync(root);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'app.js'), 'let x = 1;');
    writeFileSync(join(dir, 'secret.txt'), 'outside the root');
    server = await startWebServer({ port: 0, root });
  });
  afterAll(() => server.close());

  it('listens on 127.0.0.1 only and says so in its URL', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const address = server.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
  });

  it('serves the page and its files with their types', async () => {
    expect(await get(server.url, '/')).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: '<!doctype html><title>t</title>' });
    expect((await get(server.url, '/app.js')).type).toBe('text/javascript; charset=utf-8');
    expect((await get(server.url, '/missing.css')).status).toBe(404);
  });

  it('serves nothing outside its folder', async () => {
    // `..` in the path itself is resolved away by URL parsing: the file is looked for in the folder.
    expect(await get(server.url, '/../secret.txt')).toMatchObject({ status: 404, body: 'not found\n' });
    expect(await get(server.url, '/%2e%2e/secret.txt')).toMatchObject({ status: 404, body: 'not found\n' });
    // An escaped slash survives URL parsing: refused.
    expect(await get(server.url, '/..%2fsecret.txt')).toMatchObject({ status: 403, body: '' });
  });
});

describe('chess-lingua web: usage errors', () => {
  it('a bad --port exits 2 with a message', async () => {
    const r = await runInMemory((io) => runCli(['web', '--port', 'x'], io, '1.2.3'), '');
    expect(r.code).toBe(2);
    expect(r.err).toBe('chess-lingua: --port must be a number from 0 to 65535, not "x"\n');
  });
});
