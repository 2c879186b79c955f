import { createServerPlugin, platform } from '@speechdeck/core/server';
import { liveEngineSettingRef, liveRecognizersRef } from '@speechdeck/engines/live';
import { diarizerRef } from '@speechdeck/engines/speaker';
import { speakerNamerRef } from '@speechdeck/plugin-speaker/server';
import { asrRef, pocketsphinxRef, punctuatorRef } from '@speechdeck/engines/recognition';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { liveConfigFrom, liveConfigRef, liveSettings } from './live-settings.ts';
import { reportLiveEngine } from './report-live-engine.ts';
import { liveRoutes } from './routes/live-routes.ts';

/**
 * The Live Workspace's server part: a WebSocket that takes 16 kHz PCM as it is recorded, answers
 * partial and final text as Vosk or pocketsphinx recognizes it, and saves the session (audio and
 * result) to the workspace when it ends. README.md beside the plugin has the protocol.
 */
export const relworkspaceServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(liveConfigRef, { deps: {}, settings: liveSettings, factory: (_deps, settings) => liveConfigFrom(settings) });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, clock: platform.clock, logger: platform.logger, media: platform.media,
        store: platform.store,
        config: liveConfigRef, results: resultsStoreRef, asr: asrRef, models: platform.models, processes: platform.processes, pocketsphinx: pocketsphinxRef,
        liveEngine: liveEngineSettingRef, recognizers: liveRecognizersRef, punctuator: punctuatorRef,
        diarizer: diarizerRef, namer: speakerNamerRef,
      },
      init: liveRoutes,
    });
    env.registerInit({
      deps: { served: platform.servedEngines, asr: asrRef, models: platform.models, processes: platform.processes, pocketsphinx: pocketsphinxRef, liveEngine: liveEngineSettingRef },
      init: reportLiveEngine,
    });
  },
});
