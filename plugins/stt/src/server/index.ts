import { createServerPlugin, platform } from '@speechdeck/core/server';
import { diarizerRef, speakerNamerRef, vadRef } from '@speechdeck/plugin-speaker/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { asrFromSettings, asrSettings, pocketsphinxConfigFrom } from './engines/asr-from-settings.ts';
import { RulePunctuator } from './engines/punctuate.ts';
import { espeakPronouncerFor } from './engines/pronunciation/espeak-pronouncer.ts';
import { asrRef, pocketsphinxRef, pronouncerRef, punctuatorRef } from './engines/refs.ts';
import { defineRecognitionJob } from './recognition-job.ts';
import { fileRoutes } from './routes/file-routes.ts';
import { languageRoutes } from './routes/language-routes.ts';
import { recognizeRoutes } from './routes/recognize-routes.ts';

/**
 * Speech recognition's server part. It provides the recognizers (Whisper and pocketsphinx offline,
 * an OpenAI-compatible server per language) and punctuation to every plugin, and serves /api/stt
 * with a queued job kind. Results go to the workspace's store; speakers, named after the owner's
 * enrolled ones, come from the speaker plugin.
 */
export const sttServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(asrRef, {
      deps: { processes: platform.processes, models: platform.models },
      settings: asrSettings,
      factory: ({ processes, models }, settings) => asrFromSettings(settings, processes, models),
    });
    env.provide(pocketsphinxRef, { deps: {}, settings: asrSettings, factory: (_deps, settings) => pocketsphinxConfigFrom(settings) });
    env.provide(pronouncerRef, { deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef }, factory: ({ processes, pocketsphinx }) => espeakPronouncerFor(processes, pocketsphinx) });
    env.provide(punctuatorRef, { deps: {}, factory: () => new RulePunctuator() });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, media: platform.media, jobs: platform.jobs, audio: platform.audio, logger: platform.logger,
        results: resultsStoreRef, asr: asrRef, punctuator: punctuatorRef, vad: vadRef, diarizer: diarizerRef, namer: speakerNamerRef,
        served: platform.servedEngines,
      },
      init({ audio, asr, punctuator, vad, diarizer, namer, served, ...platformDeps }) {
        // /health names the recognizer of each language ('recognition (en)': 'whisper', '*' for every other).
        for (const { language, engine } of asr.languages) served.serve(`recognition (${language})`, engine);
        const deps = { ...platformDeps, engines: { audio, asr, punctuator, vad, diarizer, namer } };
        // The recognizers' worker processes (Whisper's, the model loaded in each) go with the host.
        platformDeps.http.fastify.addHook('onClose', async () => asr.close?.());
        defineRecognitionJob(deps);
        recognizeRoutes(deps);
        fileRoutes(deps);
        languageRoutes(deps);
      },
    });
  },
});

export { asrRef, pocketsphinxRef, pronouncerRef, punctuatorRef } from './engines/refs.ts';
export type { PocketsphinxConfig } from './engines/pocketsphinx-engine.ts';
export type * from './engines/pronunciation/pronouncer.ts';
export type * from './engines/asr-engine.ts';
export type * from './engines/punctuator.ts';
export { normalizeWords, wordErrorRate } from '@speechdeck/engines';
export { extractKeywords } from './analysis/keywords.ts';
export { DEBIAN_POCKETSPHINX } from './engines/pocketsphinx-engine.ts';
export { PocketsphinxOutputParser, type PocketsphinxUtterance } from './engines/pocketsphinx-output.ts';
