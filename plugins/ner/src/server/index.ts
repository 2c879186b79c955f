import { createServerPlugin, platform } from '@speechdeck/core/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { EntityThreads } from './engines/entity-threads.ts';
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
        const threads = new EntityThreads();
        const deps = { ...platformDeps, store: await openNerStore(store), threads };
        defineEntitiesNow(deps);
        nerRoutes(deps);
        // A thread loads the recognizers' models (a second or two): not on a user's first call, and
        // only where the calls run (an API host hands them to workers).
        if (deps.jobs.runsHere) threads.warm();
        deps.http.fastify.addHook('onClose', () => threads.close());
      },
    });
  },
});
