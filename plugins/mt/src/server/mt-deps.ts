import type { Auth, HttpRouter, JobQueue, MediaStorage } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { Translators } from './engines/translators.ts';

/** What translation's routes and its call use, as the plugin's init received it. */
export interface MtDeps {
  http: HttpRouter;
  auth: Auth;
  media: MediaStorage;
  jobs: JobQueue;
  results: ResultsStore;
  translators: Translators;
}
