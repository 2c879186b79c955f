import { createServerPlugin, platform } from '@speechdeck/core/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { translatorsFromSettings } from './engines/translators-from-settings.ts';
import { mtSettings } from './mt-settings.ts';
import { translatorsRef } from './refs.ts';
import { mtRoutes } from './routes/mt-routes.ts';
import { defineTranslateNow } from './translate/translate-now.ts';

/**
 * Translation's server part: the engines the settings and the machine allow (apertium's installed
 * pairs, a LibreTranslate server, an OpenAI-compatible chat server), and /api/mt/languages and
 * /api/mt/translate over text and over the caller's transcripts, apertium's runs as the call
 * mt.translate-now.
 */
export const mtServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(translatorsRef, {
      deps: { processes: platform.processes },
      settings: mtSettings,
      factory: ({ processes }, settings) => translatorsFromSettings(settings, processes),
    });
    env.registerInit({
      deps: { http: platform.http, auth: platform.auth, media: platform.media, jobs: platform.jobs, results: resultsStoreRef, translators: translatorsRef },
      init(deps) {
        defineTranslateNow(deps);
        mtRoutes(deps);
      },
    });
  },
});

export { translatorsRef } from './refs.ts';
export type { Translators } from './engines/translators.ts';
export type { Direction, TranslationEngine } from './engines/translation-engine.ts';
