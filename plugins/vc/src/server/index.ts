import { createServerPlugin, platform } from '@speechdeck/core/server';
import { speakerEmbedderRef, vadRef } from '@speechdeck/engines/speaker';
import { enrolledVoicesRef } from '@speechdeck/plugin-speaker/server';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { PLUGIN_ID } from '../index.ts';
import { defineCloneJob } from './jobs/clone-job.ts';
import { defineCloneNow } from './clone/clone-now.ts';
import { defineReadReferenceNow } from './clone/read-reference-now.ts';
import { clonersFromSettings, clonerSettings } from './engines/cloner-settings.ts';
import { voiceClonersRef } from './engines/refs.ts';
import { cloneRoutes } from './routes/clone-routes.ts';
import { engineRoutes } from './routes/engine-routes.ts';
import { openCloneStore } from './store/clone-store.ts';

/**
 * Voice cloning's server part. It provides the cloning engines (voice matching, offline, built on
 * the synthesizer of the tts plugin and the speaker plugin's VAD and embeddings; a remote
 * XTTS-style server when configured) and serves /api/vc: the engines, cloning while the client
 * waits or as a queued job of kind 'vc.clone', and the user's stored clones (its own table). The
 * voice is a reference recording or a speaker the user enrolled with the speaker plugin.
 */
export const vcServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(voiceClonersRef, {
      deps: { synthesizer: synthesizerRef, processes: platform.processes, audio: platform.audio, vad: vadRef, embedder: speakerEmbedderRef },
      settings: clonerSettings,
      factory: (deps, settings) => clonersFromSettings(settings, deps),
    });
    env.registerInit({
      deps: {
        http: platform.http, clock: platform.clock, media: platform.media, intake: platform.mediaIntake, jobs: platform.jobs, store: platform.store,
        logger: platform.logger, processes: platform.processes, audio: platform.audio, vad: vadRef, embedder: speakerEmbedderRef, synthesizer: synthesizerRef, cloners: voiceClonersRef, voices: enrolledVoicesRef,
      },
      async init({ store, ...platformDeps }) {
        const own = { ...platformDeps, store: await openCloneStore(store) };
        const deps = { ...own, clones: defineCloneJob(own) };
        defineCloneNow(deps);
        defineReadReferenceNow(deps);
        engineRoutes(deps);
        cloneRoutes(deps);
      },
    });
  },
});

export { voiceClonersRef } from './engines/refs.ts';
export type { VoiceCloners } from './engines/cloner-settings.ts';
export type * from './engines/voice-cloner.ts';
