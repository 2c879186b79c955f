import type { Logger, MediaServiceDeps } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { KeywordSpotter } from '@speechdeck/engines/spotting';
import type { SpotJobs } from './jobs/spot-job.ts';
import type { SpotStore } from './store/spot-store.ts';

/** Everything the spotting routes and job use, as the plugin's init received it. */
export interface KwsDeps extends MediaServiceDeps {
  spotter: KeywordSpotter;
  spots: SpotStore;
  /** The queued spottings' tracked jobs. */
  spotJobs: SpotJobs;
  logger: Logger;
  /** The workspace's results, whose audio can be searched by processId. */
  results: ResultsStore;
}
