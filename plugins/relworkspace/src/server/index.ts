import { createServerPlugin, platform } from '@speechdeck/core/server';
import { diarizerRef, speakerNamerRef } from '@speechdeck/plugin-speaker/server';
import { asrRef, pocketsphinxRef, punctuatorRef } from '@speechdeck/plugin-stt/server';
import { resultsStoreRef } from '@speechdeck/plugin-workspace/server';
import { PLUGIN_ID } from '../index.ts';
import { liveConfigFrom, liveConfigRef, liveSettings } from './live-settings.ts';
import { liveRecognizers } from './recognize/live-recognizers.ts';
import { liveRecognizersRef } from './recognize/refs.ts';
import { reportLiveEngine } from './recognize/report-live-engine.ts';
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
    env.provide(liveRecognizersRef, {
      deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef, models: platform.models, logger: platform.logger },
      factory: liveRecognizers,
    });
    env.registerInit({
      deps: {
        http: platform.http, auth: platform.auth, clock: platform.clock, logger: platform.logger, media: platform.media,
        store: platform.store,
        config: liveConfigRef, results: resultsStoreRef, asr: asrRef, models: platform.models, processes: platform.processes, pocketsphinx: pocketsphinxRef,
        recognizers: liveRecognizersRef, punctuator: punctuatorRef,
        diarizer: diarizerRef, namer: speakerNamerRef,
      },
      init: liveRoutes,
    });
    env.registerInit({
      deps: { served: platform.servedEngines, asr: asrRef, models: platform.models, processes: platform.processes, pocketsphinx: pocketsphinxRef, config: liveConfigRef },
      init: reportLiveEngine,
    });
  },
});

export { liveRecognizersRef, type LiveRecognizers } from './recognize/refs.ts';
export type { LiveRecognizer, RecognizerEvents, Utterance } from './recognize/live-recognizer.ts';
export type { LiveEngine, LiveEngineChoice } from './recognize/recognizer-for.ts';
