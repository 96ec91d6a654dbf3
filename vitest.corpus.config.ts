import { defineConfig } from 'vitest/config';

// `npm run test:corpus`: the long suites (engine differential tests, golden output over every
// fixture and corpus file), kept out of `npm test` so that it stays under two minutes.
export default defineConfig({
  test: {
    include: ['test/**/*.corpus.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['test/helpers/setup-event-loop.ts'],
  },
});
