import { createServiceRef } from '@speechdeck/core/server';
import type { Diarizer, SpeakerEmbedder, VoiceActivityDetector } from './speaker-engines.ts';

/** Speech regions of a recording (Silero VAD): recognition's segmentation, enrollment, voice cloning. */
export const vadRef = createServiceRef<VoiceActivityDetector>({ id: 'engines.vad' });
/** Speaker embeddings (GE2E when installed, else MFCC statistics): identification, enrollment, tracking, voice cloning. */
export const speakerEmbedderRef = createServiceRef<SpeakerEmbedder>({ id: 'engines.embedder' });
/** Who spoke when: recognition's speaker separation, diarization and tracking, live sessions. */
export const diarizerRef = createServiceRef<Diarizer>({ id: 'engines.diarizer' });
