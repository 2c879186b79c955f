import { createServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';
import { Diarizer } from './engines/diarizer.ts';
import { MfccEmbedder } from './engines/mfcc-embedder.ts';
import { SileroVad } from './engines/silero-vad.ts';
import { diarizerRef, speakerEmbedderRef, vadRef } from './refs.ts';

/**
 * The speaker service's server part: who speaks when. It provides voice activity detection, speaker
 * embeddings and diarization (written here, offline) to recognition and the speaker pages to come.
 */
export const speakerServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register(env) {
    env.provide(vadRef, { deps: {}, factory: () => new SileroVad() });
    env.provide(speakerEmbedderRef, { deps: {}, factory: () => new MfccEmbedder() });
    // The diarizer works on the MFCC frames themselves, so it keeps an embedder of its own kind.
    env.provide(diarizerRef, { deps: { vad: vadRef }, factory: ({ vad }) => new Diarizer(vad, new MfccEmbedder()) });
  },
});

export { diarizerRef, speakerEmbedderRef, vadRef } from './refs.ts';
export type * from './engines/speaker-engines.ts';
export { scoreCandidates, voiceprintOf, type ScoredCandidate, type Voiceprint } from './engines/voiceprint-scoring.ts';
// Offered to other plugins' spectral analysis, so that none keeps a copy of the FFT.
export { PowerSpectrum } from './engines/fft.ts';
