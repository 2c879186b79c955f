import type { AudioTools, Auth, Clock, HttpRouter, JobQueue, MediaStorage, PlatformConfig } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { KeywordSpotter } from './engines/keyword-spotter.ts';
import type { SpotStore } from './store/spot-store.ts';

/** Everything the spotting routes and job use, as the plugin's init received it. */
export interface KwsDeps {
  http: HttpRouter;
  auth: Auth;
  config: PlatformConfig;
  clock: Clock;
  media: MediaStorage;
  jobs: JobQueue;
  audio: AudioTools;
  spotter: KeywordSpotter;
  spots: SpotStore;
  /** The workspace's results, whose audio can be searched by processId. */
  results: ResultsStore;
}
