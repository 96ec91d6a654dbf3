// Builds the web page into dist/web/: index.html, style.css and two JS bundles for the browser:
// the page's (src/web/main.ts: controls, rendering, the board picture) and its worker's
// (src/web/worker.ts: the library's browser-safe modules, which do every translation). The
// library is in the worker's bundle only; the build fails if the page's bundle grows past what a
// page without it needs. The Node built-ins a few modules import are replaced by small browser
// shims, and the build fails if chess.js or any other Node-only module would end up in either.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src', 'web');
const out = join(root, 'dist', 'web');
const BUNDLE = 'chess-lingua-web.js';
const WORKER = 'chess-lingua-worker.js';
/** Gzipped limits: the worker's holds the library; the page's must not (it would mean the library got in twice). */
const LIMITS = { [BUNDLE]: 40 * 1024, [WORKER]: 300 * 1024 };

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
for (const [entry, bundle] of [
  ['main.ts', BUNDLE],
  ['worker.ts', WORKER],
]) {
  await build({
    entryPoints: [join(src, entry)],
    outfile: join(out, bundle),
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
}
copyFileSync(join(src, 'index.html'), join(out, 'index.html'));
copyFileSync(join(src, 'style.css'), join(out, 'style.css'));

for (const bundle of [BUNDLE, WORKER]) {
  const js = readFileSync(join(out, bundle));
  const gz = gzipSync(js, { level: 9 }).length;
  if (gz > LIMITS[bundle]) throw new Error(`${bundle} is ${gz} bytes gzipped, over the ${LIMITS[bundle]} limit`);
  console.log(`dist/web/${bundle}: ${(statSync(join(out, bundle)).size / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped`);
}
