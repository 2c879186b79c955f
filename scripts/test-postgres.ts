import { startPostgresCluster } from '@speechdeck/testing';
import { oneServerPerRun } from './one-server-per-run.ts';

/** vitest globalSetup: one throwaway PostgreSQL server for the run; test files make their own databases on it. */
export default oneServerPerRun('SPEECHDECK_TEST_POSTGRES_URL', startPostgresCluster);
