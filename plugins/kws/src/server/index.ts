import { createServerPlugin, platform } from '@speechdeck/core/server';
import { loadVosk, VOSK_LANGUAGE, voskInstalled } from '@speechdeck/engines/vosk';
import { pocketsphinxRef, pronouncerRef } from '@speechdeck/plugin-stt/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { PocketsphinxSpotter } from './engines/pocketsphinx-spotter.ts';
import { VoskSpotter } from './engines/vosk-spotter.ts';
import { keywordSpotterRef } from './refs.ts';
import { spotRoutes } from './routes/spot-routes.ts';
import { defineSpotJob } from './spot/spot-job.ts';
import { defineSpotNow } from './spot/spot-now.ts';
import { openSpotStore } from './store/spot-store.ts';

/**
 * Keyword spotting's server part: it provides the spotter (Vosk where its model is installed, and
 * pocketsphinx keyphrase search, with pronunciations from the stt plugin for words its dictionary
 * lacks) and serves /api/kws: a short recording answered at once, a long one queued as a
 * 'kws.spot' job. Its table is its own; a workspace result's audio can be searched by processId.
 * The "Analyze Results" page needs no server part: it reads the workspace's calls.
 */
export const kwsServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(keywordSpotterRef, {
      deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef, pronouncer: pronouncerRef, models: platform.models },
      factory: ({ processes, pocketsphinx, pronouncer, models }) => {
        const spotter = new PocketsphinxSpotter(processes, pocketsphinx, pronouncer);
        // Vosk where its model is installed: it measured better (README, "Vosk or pocketsphinx").
        return voskInstalled(models) ? new VoskSpotter(() => loadVosk(models, processes), spotter, VOSK_LANGUAGE) : spotter;
      },
    });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, clock: platform.clock, media: platform.media, jobs: platform.jobs,
        audio: platform.audio, store: platform.store, logger: platform.logger, spotter: keywordSpotterRef, results: resultsStoreRef,
        models: platform.models, served: platform.servedEngines,
      },
      async init({ store, models, served, ...rest }) {
        served.serve(`keyword spotting (${VOSK_LANGUAGE})`, voskInstalled(models) ? 'vosk (pocketsphinx for words it lacks)' : 'pocketsphinx');
        const deps = { ...rest, spots: await openSpotStore(store) };
        // The spotter's worker processes (Vosk's, the model loaded in each) go with the host.
        rest.http.fastify.addHook('onClose', async () => rest.spotter.close?.());
        defineSpotJob(deps);
        defineSpotNow(deps);
        spotRoutes(deps);
      },
    });
  },
});

export { keywordSpotterRef } from './refs.ts';
export type * from './engines/keyword-spotter.ts';
