import { defineConfig } from 'tsup';

// The library in ESM + CJS with declarations; the CLI in ESM only (the package is "type": "module").
// The CLI entry starts with a hashbang, so tsup marks dist/cli.js executable.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', reference: 'src/reference.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    target: 'node20',
    platform: 'node',
    sourcemap: true,
    clean: true,
  },
  {
    // The worker of `translate --jobs N` is loaded from beside the CLI (dist/translate-worker.js).
    entry: { cli: 'src/cli/main.ts', 'translate-worker': 'src/cli/translate-worker.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    sourcemap: true,
  },
]);
