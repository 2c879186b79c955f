import { createServerPlugin, platform } from '@speechdeck/core/server';
import { pocketsphinxRef, pronouncerRef } from '@speechdeck/plugin-stt/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { PocketsphinxSpotter } from './engines/pocketsphinx-spotter.ts';
import { keywordSpotterRef } from './refs.ts';
import { spotRoutes } from './routes/spot-routes.ts';
import { defineSpotJob } from './spot/spot-job.ts';
import { defineSpotNow } from './spot/spot-now.ts';
import { openSpotStore } from './store/spot-store.ts';

/**
 * Keyword spotting's server part: it provides the spotter (pocketsphinx keyphrase search, with
 * pronunciations from the stt plugin for words its dictionary lacks) and serves /api/kws: a short
 * recording answered at once, a long one queued as a 'kws.spot' job. Its table is its own; a
 * workspace result's audio can be searched by processId. The "Analyze Results" page needs no
 * server part: it reads the workspace's calls.
 */
export const kwsServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(keywordSpotterRef, {
      deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef, pronouncer: pronouncerRef },
      factory: ({ processes, pocketsphinx, pronouncer }) => new PocketsphinxSpotter(processes, pocketsphinx, pronouncer),
    });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, clock: platform.clock, media: platform.media, jobs: platform.jobs,
        audio: platform.audio, store: platform.store, logger: platform.logger, spotter: keywordSpotterRef, results: resultsStoreRef,
      },
      async init({ store, ...rest }) {
        const deps = { ...rest, spots: await openSpotStore(store) };
        defineSpotJob(deps);
        defineSpotNow(deps);
        spotRoutes(deps);
      },
    });
  },
});

export { keywordSpotterRef } from './refs.ts';
export type * from './engines/keyword-spotter.ts';
