import { createServerPlugin, platform } from '@speechdeck/core/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { warmEnglishMeasures } from './engines/english-measures.ts';
import { defineEntitiesNow } from './entities/entities-now.ts';
import { nerRoutes } from './routes/ner-routes.ts';
import { openNerStore } from './store/ner-store.ts';

/**
 * Named-entity recognition's server part: entities in text or in a transcript of the workspace
 * (POST /api/ner/entities), kept per segment so that GET /api/ner/search and the workspace's
 * keyword search find the segments that mention them. English: compromise with rules and lists,
 * Microsoft Recognizers Text for numbers, dates, times and money; Turkish: rules and lists.
 */
export const nerServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.registerInit({
      deps: { http: platform.http, auth: platform.auth, jobs: platform.jobs, store: platform.store, results: resultsStoreRef },
      async init({ store, ...platformDeps }) {
        const deps = { ...platformDeps, store: await openNerStore(store) };
        defineEntitiesNow(deps);
        nerRoutes(deps);
        // The recognizers load their models on first use (half a second): not on a user's first call.
        warmEnglishMeasures();
      },
    });
  },
});
