import { startRedisServer } from '@speechdeck/testing';
import { oneServerPerRun } from './one-server-per-run.ts';

/** vitest globalSetup: one throwaway Redis for the run; each test host keeps its keys under a prefix of its own. */
export default oneServerPerRun('SPEECHDECK_TEST_REDIS_URL', startRedisServer);
