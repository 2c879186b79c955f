import { platform, type ServerPluginEnv } from '@speechdeck/core/server';
import { pocketsphinxRef } from '../recognition/refs.ts';
import { liveEngineSettings } from './live-engine-setting.ts';
import { liveRecognizers } from './live-recognizers.ts';
import { liveEngineSettingRef, liveRecognizersRef } from './refs.ts';

/** The live recognizers (Vosk or pocketsphinx streams) and the setting that chooses between them. */
export function provideLiveEngines(env: ServerPluginEnv): void {
  env.provide(liveEngineSettingRef, { deps: {}, settings: liveEngineSettings, factory: (_deps, settings) => settings.SPEECHDECK_LIVE_ENGINE });
  env.provide(liveRecognizersRef, {
    deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef, models: platform.models, logger: platform.logger },
    factory: liveRecognizers,
  });
}
