import { createServerPlugin, platform } from '@speechdeck/core/server';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { PLUGIN_ID } from '../index.ts';
import { defineSynthesisJob } from './jobs/synthesis-job.ts';
import { defineSynthesizeNow } from './jobs/synthesize-now.ts';
import { synthesisRoutes } from './routes/synthesis-routes.ts';
import { voiceRoutes } from './routes/voice-routes.ts';
import { createSendLimits, sendLimitSettings, sendLimitsRef } from './send-limits.ts';
import { sendTtsRoute } from './send-tts-route.ts';
import { openSynthesesStore } from './store/syntheses-store.ts';

/**
 * Speech synthesis's server part. With the synthesizer of the engine layer (Piper voices, flite,
 * espeak-ng, an OpenAI-compatible server: @speechdeck/engines/synthesis) it serves /api/tts:
 * voices, synthesis while the client waits or as a queued job of kind 'tts.synthesize', the
 * user's stored syntheses (its own table), and send-tts with the audio attached.
 */
export const ttsServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(sendLimitsRef, {
      deps: { rateLimits: platform.rateLimits },
      settings: sendLimitSettings,
      factory: ({ rateLimits }, settings) => createSendLimits(settings, rateLimits),
    });
    env.registerInit({
      deps: {
        http: platform.http, config: platform.config, clock: platform.clock, media: platform.media, jobs: platform.jobs, store: platform.store,
        logger: platform.logger, processes: platform.processes, mailer: platform.mailer, limits: sendLimitsRef, synthesizer: synthesizerRef,
        served: platform.servedEngines,
      },
      async init({ store, served, ...platformDeps }) {
        // /health names the dashboard languages' default voices ('synthesis (en)': 'piper:joe').
        for (const voice of platformDeps.synthesizer.voices()) if (voice.isDefault && ['en', 'tr'].includes(voice.language)) served.serve(`synthesis (${voice.language})`, voice.id);
        const own = { ...platformDeps, store: await openSynthesesStore(store) };
        const deps = { ...own, syntheses: defineSynthesisJob(own) };
        defineSynthesizeNow(deps);
        voiceRoutes(deps);
        synthesisRoutes(deps);
        sendTtsRoute(deps);
      },
    });
  },
});

export { encodeAudio } from './audio/encode-audio.ts';
export { joinWavs } from './audio/join-wavs.ts';
export { cutIntoPieces } from './text/sentences.ts';
export { textOfHtml } from './text/speech-text.ts';
export { synthesizeText, type SynthesizedAudio } from './jobs/synthesize-text.ts';
export { replyWithStoredAudio } from './routes/reply-with-audio.ts';
export { audioFileName, titleOf } from './store/synthesis-names.ts';
