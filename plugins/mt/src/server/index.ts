import { createServerPlugin, platform } from '@speechdeck/core/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { translatorsFromSettings } from './engines/translators-from-settings.ts';
import { mtSettings } from './mt-settings.ts';
import { translatorsRef } from './refs.ts';
import { mtRoutes } from './routes/mt-routes.ts';

/**
 * Translation's server part: the engines the settings and the machine allow (apertium's installed
 * pairs, a LibreTranslate server, an OpenAI-compatible chat server), and /api/mt/languages and
 * /api/mt/translate over text and over the caller's transcripts.
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
      deps: { http: platform.http, auth: platform.auth, media: platform.media, results: resultsStoreRef, translators: translatorsRef },
      init: mtRoutes,
    });
  },
});

export { translatorsRef } from './refs.ts';
export type { Translators } from './engines/translators.ts';
export type { Direction, TranslationEngine } from './engines/translation-engine.ts';
