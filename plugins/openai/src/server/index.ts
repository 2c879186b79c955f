import { createServerPlugin, platform } from '@speechdeck/core/server';
import { asrRef } from '@speechdeck/engines/recognition';
import { diarizerRef, speakerEmbedderRef } from '@speechdeck/engines/speaker';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { enrolledVoicesRef, speakerNamerRef } from '@speechdeck/plugin-speaker/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { modelsRoute } from './models/models-route.ts';
import { answerErrorsAsOpenAi } from './openai-errors.ts';
import { defineSpeechJob } from './jobs/speech-job.ts';
import { speechRoute } from './speech/speech-route.ts';
import { defineTranscribeJob } from './jobs/transcribe-job.ts';
import { transcriptionsRoute } from './transcriptions/transcriptions-route.ts';

/**
 * The OpenAI-compatible speech API under /v1: transcriptions (with diarization and known
 * speakers), speech and models, over the engine layer's recognizer, diarizer, embedder and
 * synthesizer, so that OpenAI's clients work against this host unchanged. Transcriptions are saved
 * to the caller's workspace; errors take OpenAI's shape on these routes only.
 */
export const openaiServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.registerInit({
      deps: {
        http: platform.http, clock: platform.clock, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs, audio: platform.audio,
        processes: platform.processes, results: resultsStoreRef, asr: asrRef, diarizer: diarizerRef, embedder: speakerEmbedderRef,
        synthesizer: synthesizerRef, namer: speakerNamerRef, enrolled: enrolledVoicesRef,
      },
      init(deps) {
        // This plugin's Fastify scope holds only the /v1 routes: its error handler changes no other route's answers.
        answerErrorsAsOpenAi(deps.http.fastify);
        defineSpeechJob(deps);
        transcriptionsRoute(deps, defineTranscribeJob(deps));
        speechRoute(deps);
        modelsRoute(deps.http, deps, deps.clock.now());
      },
    });
  },
});

