import { createServerPlugin } from '@speechdeck/core/server';
import { provideLiveEngines } from './live/provide-live-engines.ts';
import { provideRecognitionEngines } from './recognition/provide-recognition-engines.ts';
import { provideSpeakerEngines } from './speaker/provide-speaker-engines.ts';
import { provideSpottingEngines } from './spotting/provide-spotting-engines.ts';
import { provideSynthesisEngines } from './synthesis/provide-synthesis-engines.ts';

/**
 * The engine layer as the host loads it: every engine ref (recognizers batch and live, punctuation,
 * pronunciation, keyword spotting, voice activity, speaker embedding, diarization, voices) with its providers and settings. Every
 * host has it, before the services, which pick an engine and never own one.
 */
export const enginesServerPlugin = createServerPlugin({
  id: 'engines',
  register(env) {
    provideRecognitionEngines(env);
    provideSpeakerEngines(env);
    provideSynthesisEngines(env);
    provideLiveEngines(env);
    provideSpottingEngines(env);
  },
});
