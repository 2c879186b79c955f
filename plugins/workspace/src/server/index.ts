import { createServerPlugin, platform } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';
import { resultsStoreRef } from './refs.ts';
import { openResultsStore } from './store/open-results-store.ts';
import { workspaceRoutes } from './workspace-routes.ts';

/** The ASR workspace's server part: the results store (its tables) and the spec's /api/elastic calls. */
export const workspaceServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(resultsStoreRef, {
      deps: { store: platform.store, jobs: platform.jobs, clock: platform.clock },
      factory: ({ store, jobs, clock }) => openResultsStore(store, jobs, () => clock.now()),
    });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, clock: platform.clock, media: platform.media, store: platform.store, processes: platform.processes,
        results: resultsStoreRef,
      },
      init: workspaceRoutes,
    });
  },
});

export { resultsStoreRef } from './refs.ts';
export { ownedResult, withoutMedia } from './owned-result.ts';
export { segmentTermColumns } from './store/search-terms.ts';
export { redactResult, type Redactable, type Redacted, type RedactionDeps } from './redaction/redact-result.ts';
export type { NewResult, Page, ResultOutcome, ResultsStore, SegmentSearch } from './store/results-store.ts';
