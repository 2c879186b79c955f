import { createServerPlugin, platform } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';
import { sendTtsRoute } from './send-tts-route.ts';

/** Speech synthesis's server part. Today: e-mailing a result (send-tts); the engines come with the synthesis issue. */
export const ttsServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.registerInit({ deps: { http: platform.http, mailer: platform.mailer }, init: sendTtsRoute });
  },
});
