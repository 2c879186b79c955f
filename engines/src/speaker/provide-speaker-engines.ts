import { platform, type ServerPluginEnv } from '@speechdeck/core/server';
import { defaultDiarizer, defaultEmbedder } from './default-engines.ts';
import { diarizerRef, speakerEmbedderRef, vadRef } from './refs.ts';
import { SileroVad } from './voice-activity/silero-vad.ts';

/** Voice activity (Silero), speaker embeddings and diarization, all offline: the trained ones when the GE2E model is installed. */
export function provideSpeakerEngines(env: ServerPluginEnv): void {
  env.provide(vadRef, { deps: {}, factory: () => new SileroVad() });
  env.provide(speakerEmbedderRef, { deps: { models: platform.models }, factory: ({ models }) => defaultEmbedder(models) });
  env.provide(diarizerRef, { deps: { vad: vadRef, models: platform.models }, factory: ({ vad, models }) => defaultDiarizer(vad, models) });
}
