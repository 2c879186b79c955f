import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { backendTests, mockingTests } from './backend-tests.ts';

// The repo root: every path below is relative to it.
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    // Two files at a time (vitest's default on 2 cores is cores - 1 = 1: the whole run serial). Most
    // files wait more than they compute (hosts starting, leases, polls, engine processes), so a second
    // one fills the gaps; the e2e group sets its own.
    maxWorkers: 2,
    // The JSON report is what .ci/run counts; the default reporter is for people; the timings are
    // each file's and each project's seconds, printed by scripts/run-tests.mjs.
    reporters: ['default', ['json', { outputFile: '.test-output/vitest-results.json' }], './scripts/timing-reporter.ts'],
    projects: [
      {
        test: {
          name: 'node',
          include: ['core/src/**/*.test.ts', 'engines/src/**/*.test.ts', 'server/src/**/*.test.ts', 'plugins/*/src/**/*.test.ts', 'cli/src/**/*.test.ts', 'cli/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.e2e.test.ts', ...mockingTests(root)],
          environment: 'node',
          globalSetup: ['scripts/test-postgres.ts', 'scripts/test-redis.ts', 'scripts/test-s3.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A worker runs its next file in the same process: the host's, the plugins' and the engines'
          // modules load once per worker instead of once per file (about 1.6 s of each file's time:
          // 500 s of a run). What a file must not share it makes itself (its host, folders, users);
          // its engine processes go with its host (a file's own: testing's newChildProcesses).
          isolate: false,
        },
      },
      {
        test: {
          // Files that mock modules, each with a module graph of its own (scripts/backend-tests.ts).
          name: 'node-mocks',
          include: mockingTests(root),
          environment: 'node',
        },
      },
      {
        test: {
          // The test files that say they need the backends (`// @backends`: scripts/backend-tests.ts) again, every
          // test host on PostgreSQL with its jobs on Redis (BullMQ) and its media in an S3-compatible bucket (s3rver).
          name: 'node-pg',
          include: backendTests(root),
          environment: 'node',
          // The S3 SDK's notice that its later releases need Node 22 (ours is pinned) would print once per test worker.
          env: { SPEECHDECK_TEST_STORE: 'postgres', SPEECHDECK_TEST_QUEUE: 'redis', SPEECHDECK_TEST_MEDIA: 's3', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          globalSetup: ['scripts/test-postgres.ts', 'scripts/test-redis.ts', 'scripts/test-s3.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // As the node project's files, which these are.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx', 'plugins/*/src/**/*.test.tsx', 'core/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['core/src/testing/web-test-setup.ts'],
          // vitest's 5 s: a page journey took 5.6 s on a loaded machine.
          testTimeout: 15_000,
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
          // Files side by side: each starts its own host(s) on a free port with its own temp data dir (or its own
          // PostgreSQL, Redis and folders: deployment.test.ts), serves its own copy of the build, launches one Chromium
          // on a fresh profile and names its screenshots apart, so no file sees another's state (fileParallelism: false
          // came with the first e2e test, cf50bf6, with no shared state named). Two at a time: a file waits on its
          // browser, its host and the engines more than it computes; a third overran engine waits on this 2-core machine.
          maxWorkers: 2,
          // A worker runs its next file in the same Node process: the host's and plugins' modules (pure code and
          // memoized tables) load once per worker instead of once per file (about 5 s of each file's time). What a
          // file must not share it makes itself: its host, browser, user and folders.
          isolate: false,
          // A group of their own, after the other projects' files (as with fileParallelism: false), so two browsers
          // never share the machine with the engine tests; its own group also lets its maxWorkers differ from theirs.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
