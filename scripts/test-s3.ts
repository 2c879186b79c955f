import { startS3Server } from '@speechdeck/testing';
import { oneServerPerRun } from './one-server-per-run.ts';

/** vitest globalSetup: one throwaway S3-compatible server for the run; each test host keeps its media under a prefix of its own. */
export default oneServerPerRun('SPEECHDECK_TEST_S3_URL', startS3Server);
