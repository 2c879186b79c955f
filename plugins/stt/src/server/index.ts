import { createServerPlugin, platform } from '@speechdeck/core/server';
import { diarizerRef, vadRef } from '@speechdeck/engines/speaker';
import { speakerNamerRef } from '@speechdeck/plugin-speaker/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { join } from 'node:path';
import { asrRef, pronouncerRef, punctuatorRef, VocabularyModels } from '@speechdeck/engines/recognition';
import { PLUGIN_ID } from '../index.ts';
import { defineRecognitionJob } from './jobs/recognition-job.ts';
import { fileRoutes } from './routes/file-routes.ts';
import { languageRoutes } from './routes/language-routes.ts';
import { recognizeRoutes } from './routes/recognize-routes.ts';
import { vocabularyRoutes } from './routes/vocabulary-routes.ts';
import { openVocabularyStore } from './store/vocabulary-store.ts';

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
        http: platform.http, auth: platform.auth, config: platform.config, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs, audio: platform.audio, logger: platform.logger,
        clock: platform.clock, store: platform.store, processes: platform.processes, pronouncer: pronouncerRef,
        results: resultsStoreRef, asr: asrRef, punctuator: punctuatorRef, vad: vadRef, diarizer: diarizerRef, namer: speakerNamerRef,
        served: platform.servedEngines,
      },
      async init({ audio, asr, punctuator, vad, diarizer, namer, served, store, processes, pronouncer, ...platformDeps }) {
        // /health names the recognizer of each language ('recognition (en)': 'whisper', '*' for every other).
        for (const { language, engine } of asr.languages) served.serve(`recognition (${language})`, engine);
        // pocketsphinx's models with a user's words, built once per list (about 20 s) and kept beside the data.
        const bias = { models: new VocabularyModels(join(platformDeps.config.dataDir, 'stt-vocabulary-models'), pronouncer, processes), pronouncer };
        const deps = { ...platformDeps, processes, vocabulary: await openVocabularyStore(store), engines: { audio, asr, punctuator, vad, diarizer, namer, bias } };
        recognizeRoutes(deps, defineRecognitionJob(deps));
        fileRoutes(deps);
        languageRoutes(deps);
        vocabularyRoutes(deps);
      },
    });
  },
});

export { extractKeywords } from './analysis/keywords.ts';
