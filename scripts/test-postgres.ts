import { startPostgresCluster, type PostgresCluster } from '../server/src/testing/postgres-cluster.ts';

// Both node projects name this setup: one server for the run, stopped when the last of them ends.
const shared = globalThis as { speechdeckTestPostgres?: { cluster: Promise<PostgresCluster>; users: number } };

/** vitest globalSetup: one throwaway PostgreSQL server for the run; test files make their own databases on it. */
export default async function startTestPostgres() {
  shared.speechdeckTestPostgres ??= { cluster: startPostgresCluster(), users: 0 };
  const entry = shared.speechdeckTestPostgres;
  entry.users++;
  process.env.SPEECHDECK_TEST_POSTGRES_URL = (await entry.cluster).url;
  return async () => {
    if (--entry.users > 0) return;
    shared.speechdeckTestPostgres = undefined;
    await (await entry.cluster).stop();
  };
}
