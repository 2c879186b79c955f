import { platform, type ServerPluginEnv } from '@speechdeck/core/server';
import { synthesizerFromSettings, synthesizerSettings } from './synthesizer-from-settings.ts';
import { synthesizerRef } from './synthesizer.ts';

/** The voices: Piper's installed models, flite, espeak-ng and an OpenAI-compatible server, behind one synthesizer. */
export function provideSynthesisEngines(env: ServerPluginEnv): void {
  env.provide(synthesizerRef, {
    deps: { processes: platform.processes, models: platform.models },
    settings: synthesizerSettings,
    factory: ({ processes, models }, settings) => synthesizerFromSettings(settings, { processes, models }),
  });
}
