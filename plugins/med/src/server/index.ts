import { createServerPlugin, platform } from '@speechdeck/core/server';
import { asrRef, pronouncerRef } from '@speechdeck/engines/recognition';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { medSettings } from './med-settings.ts';
import { createMedVocabulary } from './recognize/med-vocabulary.ts';
import { defineMedJob } from './jobs/med-job.ts';
import { medVocabularyRef } from './refs.ts';
import { medRoutes } from './routes/med-routes.ts';
import { openMedStore } from './store/med-store.ts';

/**
 * Medical terms recognition's server part: recognition with the engine layer's recognizers, biased
 * toward a medical lexicon (pocketsphinx: a language model and dictionary with the lexicon's words,
 * built once; an OpenAI-compatible server: a prompt of terms), saved to the workspace like any
 * result, and read back with each term marked on its segment. Serves POST and GET
 * /api/stt/recognizeMed as a queued job kind ('med.recognize').
 */
export const medServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(medVocabularyRef, {
      deps: { config: platform.config, processes: platform.processes, pronouncer: pronouncerRef },
      settings: medSettings,
      factory: ({ config, processes, pronouncer }, settings) => createMedVocabulary(settings, { dataDir: config.dataDir, processes, pronouncer }),
    });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, clock: platform.clock, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs,
        audio: platform.audio, store: platform.store, logger: platform.logger, asr: asrRef, results: resultsStoreRef, vocabulary: medVocabularyRef,
      },
      async init({ store, ...platformDeps }) {
        const deps = { ...platformDeps, store: await openMedStore(store) };
        medRoutes(deps, defineMedJob(deps));
      },
    });
  },
});
