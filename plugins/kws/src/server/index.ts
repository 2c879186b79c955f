import { createServerPlugin, platform } from '@speechdeck/core/server';
import { keywordSpotterRef } from '@speechdeck/engines/spotting';
import { VOSK_LANGUAGE, voskInstalled } from '@speechdeck/engines/vosk';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { spotRoutes } from './routes/spot-routes.ts';
import { defineSpotJob } from './jobs/spot-job.ts';
import { defineSpotNow } from './spot/spot-now.ts';
import { openSpotStore } from './store/spot-store.ts';

/**
 * Keyword spotting's server part: with the engine layer's spotter (keywordSpotterRef: Vosk where its
 * model is installed, and pocketsphinx keyphrase search) it serves /api/kws: a short recording answered at once, a long one queued as a
 * 'kws.spot' job. Its table is its own; a workspace result's audio can be searched by processId.
 * The "Analyze Results" page needs no server part: it reads the workspace's calls.
 */
export const kwsServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, clock: platform.clock, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs,
        audio: platform.audio, store: platform.store, logger: platform.logger, spotter: keywordSpotterRef, results: resultsStoreRef,
        models: platform.models, served: platform.servedEngines,
      },
      async init({ store, models, served, ...rest }) {
        served.serve(`keyword spotting (${VOSK_LANGUAGE})`, voskInstalled(models) ? 'vosk (pocketsphinx for words it lacks)' : 'pocketsphinx');
        const own = { ...rest, spots: await openSpotStore(store) };
        const deps = { ...own, spotJobs: defineSpotJob(own) };
        // The spotter's worker processes (Vosk's, the model loaded in each) go with the host.
        rest.http.fastify.addHook('onClose', async () => rest.spotter.close?.());
        defineSpotNow(deps);
        spotRoutes(deps);
      },
    });
  },
});
