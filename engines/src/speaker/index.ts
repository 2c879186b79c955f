export { diarizerRef, speakerEmbedderRef, vadRef } from './refs.ts';
export type * from './speaker-engines.ts';
export { defaultDiarizer, defaultEmbedder } from './default-engines.ts';
export { SileroVad } from './voice-activity/silero-vad.ts';
export { MfccEmbedder } from './embedding/mfcc-embedder.ts';
export { scoreCandidates, shownScore, voiceprintOf, type ScoredCandidate, type Voiceprint } from './embedding/voiceprint-scoring.ts';
export { cosineSimilarity, l2Normalize } from './cosine.ts';
// Offered to services' spectral analysis (voice cloning's voice measures), so that none keeps a copy of the FFT.
export { PowerSpectrum } from '../spectrum/power-spectrum.ts';
