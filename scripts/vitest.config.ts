import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repo root: every path below is relative to it.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // The JSON report is what .ci/run counts; the default reporter is for people; the timings are
    // each file's and each project's seconds, printed by scripts/run-tests.mjs.
    reporters: ['default', ['json', { outputFile: '.test-output/vitest-results.json' }], './scripts/timing-reporter.ts'],
    projects: [
      {
        test: {
          name: 'node',
          include: ['core/src/**/*.test.ts', 'server/src/**/*.test.ts', 'plugins/*/src/**/*.test.ts', 'cli/src/**/*.test.ts', 'cli/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/test-postgres.ts', 'scripts/test-redis.ts', 'scripts/test-s3.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The host's and the plugins' integration suites again, every test host on PostgreSQL with its jobs on Redis (BullMQ)
          // and its media in an S3-compatible bucket (s3rver).
          name: 'node-pg',
          include: ['server/src/**/*.test.ts', 'plugins/*/src/**/*.test.ts', 'cli/src/**/*.test.ts', 'cli/test/**/*.test.ts'],
          exclude: [
            '**/node_modules/**', '**/*.e2e.test.ts', 'plugins/*/src/web/**',
            // About SQLite files themselves, or running both stores already.
            'server/src/data-dir.test.ts', 'server/src/shared-data-dir-start.test.ts', 'server/src/compiled-host.test.ts', 'server/src/multi-host.test.ts', 'server/src/admin/migrate-store.test.ts', 'server/src/admin/copy-media.test.ts',
            'plugins/workspace/src/server/upgrade-from-main.test.ts', '**/store/*.test.ts', 'server/src/services/jobs/*.test.ts', 'server/src/services/media/media-storage.test.ts',
            // Starts a second host in a child process, which does not find the parent's test database yet: runs on SQLite only for now.
            'plugins/relworkspace/src/server/live-hosts.test.ts',
          ],
          environment: 'node',
          // The S3 SDK's notice that its later releases need Node 22 (ours is pinned) would print once per test worker.
          env: { SPEECHDECK_TEST_STORE: 'postgres', SPEECHDECK_TEST_QUEUE: 'redis', SPEECHDECK_TEST_MEDIA: 's3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          globalSetup: ['scripts/test-postgres.ts', 'scripts/test-redis.ts', 'scripts/test-s3.ts'],
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
