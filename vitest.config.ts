import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test`: the main suite. The long differential and golden-output suites (*.corpus.test.ts)
// run with `npm run test:corpus` (vitest.corpus.config.ts); .ci/run runs both.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.corpus.test.ts', '**/node_modules/**'],
    testTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['test/helpers/setup-event-loop.ts'],
    // One test file per core: vitest's default leaves a core to its main process, which mostly
    // waits (on 2 cores it ran one file at a time).
    maxWorkers: availableParallelism(),
  },
});
