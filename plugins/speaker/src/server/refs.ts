import { createServiceRef } from '@speechdeck/core/server';
import type { Diarizer, SpeakerEmbedder, VoiceActivityDetector } from './engines/speaker-engines.ts';

export const vadRef = createServiceRef<VoiceActivityDetector>({ id: 'speaker.vad' });
export const speakerEmbedderRef = createServiceRef<SpeakerEmbedder>({ id: 'speaker.embedder' });
export const diarizerRef = createServiceRef<Diarizer>({ id: 'speaker.diarizer' });
