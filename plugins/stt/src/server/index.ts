import { createServerPlugin, platform } from '@speechdeck/core/server';
import { diarizerRef, vadRef } from '@speechdeck/engines/speaker';
import { speakerNamerRef } from '@speechdeck/plugin-speaker/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { asrRef, punctuatorRef } from '@speechdeck/engines/recognition';
import { PLUGIN_ID } from '../index.ts';
import { defineRecognitionJob } from './recognition-job.ts';
import { fileRoutes } from './routes/file-routes.ts';
import { languageRoutes } from './routes/language-routes.ts';
import { recognizeRoutes } from './routes/recognize-routes.ts';

/**
 * Speech recognition's server part. It serves /api/stt with a queued job kind, recognizing with the
 * engine layer's recognizer for each language (Whisper, Vosk and pocketsphinx offline, an
 * OpenAI-compatible server per language) and its punctuation. Results go to the workspace's store;
 * speakers, named after the owner's enrolled ones, come from the speaker plugin.
 */
export const sttServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
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

export { extractKeywords } from './analysis/keywords.ts';
