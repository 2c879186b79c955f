import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repo root: every path below is relative to it.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // The JSON report is what .ci/run counts; the default reporter is for people.
    reporters: ['default', ['json', { outputFile: '.test-output/vitest-results.json' }]],
    projects: [
      {
        test: {
          name: 'node',
          include: ['core/src/**/*.test.ts', 'server/src/**/*.test.ts', 'plugins/*/src/**/*.test.ts', 'cli/src/**/*.test.ts', 'cli/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx', 'plugins/*/src/**/*.test.tsx', 'core/src/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          // The assembled dashboard's journeys, and each plugin's own browser tests.
          include: ['web/e2e/**/*.test.ts', 'plugins/*/src/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
