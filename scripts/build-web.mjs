// Builds the web page into dist/web/: index.html, style.css and one JS bundle for the browser.
// The bundle takes the library's browser-safe modules (src/web/main.ts imports them directly);
// the Node built-ins a few of them import are replaced by small browser shims, and the build
// fails if chess.js or any other Node-only module would end up in the page.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src', 'web');
const out = join(root, 'dist', 'web');
const BUNDLE = 'chess-lingua-web.js';
const LIMIT_GZIP = 300 * 1024;

const SHIMS = {
  'node:util': join(src, 'shims', 'node-util.ts'),
  'node:buffer': join(src, 'shims', 'node-buffer.ts'),
  'node:fs': join(src, 'shims', 'node-fs.ts'),
};

/** Node built-ins to their shims; any other Node built-in or chess.js is an error. */
const browserOnly = {
  name: 'browser-only',
  setup(b) {
    b.onResolve({ filter: /^(node:|chess\.js$)/ }, (args) => {
      const shim = SHIMS[args.path];
      if (shim) return { path: shim };
      return { errors: [{ text: `${args.path} must not be in the web page (imported by ${args.importer})` }] };
    });
  },
};

mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(src, 'main.ts')],
  outfile: join(out, BUNDLE),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  sourcemap: false,
  legalComments: 'eof',
  plugins: [browserOnly],
  logLevel: 'warning',
});
copyFileSync(join(src, 'index.html'), join(out, 'index.html'));
copyFileSync(join(src, 'style.css'), join(out, 'style.css'));

const js = readFileSync(join(out, BUNDLE));
const gz = gzipSync(js, { level: 9 }).length;
if (gz > LIMIT_GZIP) throw new Error(`web bundle is ${gz} bytes gzipped, over the ${LIMIT_GZIP} limit`);
console.log(`dist/web/${BUNDLE}: ${(statSync(join(out, BUNDLE)).size / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped`);
