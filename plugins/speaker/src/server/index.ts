import { createServerPlugin, platform } from '@speechdeck/core/server';
import { diarizerRef, speakerEmbedderRef, vadRef } from '@speechdeck/engines/speaker';
import { resultsStoreRef, workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { defineAnalysisJobs } from './jobs/analysis-job.ts';
import { defineEnrollJob } from './jobs/enroll-job.ts';
import { enrolledVoicesOver } from './enrolled-voices.ts';
import { enrolledVoicesRef, speakerNamerRef, speakerStoresRef } from './refs.ts';
import { analysisRoutes } from './routes/analysis-routes.ts';
import { recognizeRoutes } from './routes/recognize-routes.ts';
import { speakerRoutes } from './routes/speaker-routes.ts';
import { speakerNamerOver } from './speaker-namer.ts';
import { openSpeakerStores } from './store/open-speaker-stores.ts';

/**
 * The speaker service's server part: who speaks when, with the engine layer's voice activity
 * detection, speaker embeddings and diarization (@speechdeck/engines/speaker). It provides the
 * users' enrolled voices to voice cloning, diarized speakers named after them to recognition, and
 * serves /api/sv: enrollment ('speaker.enroll' jobs), identification while the client waits,
 * diarization and tracking ('speaker.diarize', 'speaker.track' jobs) saved to the workspace on
 * request. Its tables are its own.
 */
export const speakerServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(speakerStoresRef, { deps: { store: platform.store }, factory: ({ store }) => openSpeakerStores(store) });
    env.provide(enrolledVoicesRef, { deps: { stores: speakerStoresRef }, factory: ({ stores }) => enrolledVoicesOver(stores.speakers) });
    env.provide(speakerNamerRef, { deps: { stores: speakerStoresRef, embedder: speakerEmbedderRef, media: platform.media }, factory: (deps) => speakerNamerOver(deps) });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, config: platform.config, clock: platform.clock, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs, audio: platform.audio,
        vad: vadRef, embedder: speakerEmbedderRef, diarizer: diarizerRef, stores: speakerStoresRef, results: resultsStoreRef, served: platform.servedEngines,
      },
      init({ served, ...platformDeps }) {
        served.serve('speaker embedding', platformDeps.embedder.id);
        served.serve('diarization', platformDeps.diarizer.id);
        const deps = { ...platformDeps, analysisJobs: defineAnalysisJobs(platformDeps), enrollJob: defineEnrollJob(platformDeps) };
        speakerRoutes(deps);
        recognizeRoutes(deps);
        analysisRoutes(deps);
      },
    });
  },
});

/**
 * What a host needs for the speaker services: this plugin and the workspace it saves analyses to.
 * For other packages' tests, which may not depend on the workspace themselves.
 */
export const speakerPlugins = [workspaceServerPlugin, speakerServerPlugin] as const;

export { enrolledVoicesRef, speakerNamerRef } from './refs.ts';
export type { EnrolledVoices } from './enrolled-voices.ts';
export type { SpeakerNamer } from './speaker-namer.ts';
