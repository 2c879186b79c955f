import { createServerPlugin, platform } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';
import { createSendLimits, sendLimitSettings, sendLimitsRef } from './send-limits.ts';
import { sendTtsRoute } from './send-tts-route.ts';

/** Speech synthesis's server part. Today: e-mailing a result (send-tts); the engines come with the synthesis issue. */
export const ttsServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(sendLimitsRef, {
      deps: { clock: platform.clock },
      settings: sendLimitSettings,
      factory: ({ clock }, settings) => createSendLimits(settings, clock),
    });
    env.registerInit({ deps: { http: platform.http, mailer: platform.mailer, limits: sendLimitsRef }, init: sendTtsRoute });
  },
});
