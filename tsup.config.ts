import { defineConfig } from 'tsup';

// One config, two entries: the library and the CLI share one bundled copy of the
// generated parsers. The CLI entry starts with a hashbang, so tsup marks it executable.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/main.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  splitting: false,
});
