import type { Auth, HttpRouter, JobQueue, Logger, MediaStorage, PlatformConfig } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { RecognitionEngines } from './recognition/recognition-engines.ts';

/** Everything the recognition routes and job use, as the plugin's init received it. */
export interface SttDeps {
  http: HttpRouter;
  auth: Auth;
  config: PlatformConfig;
  media: MediaStorage;
  jobs: JobQueue;
  logger: Logger;
  results: ResultsStore;
  engines: RecognitionEngines;
}
