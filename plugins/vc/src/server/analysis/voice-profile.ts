import type { SpeakerEmbedder, TimeRegion, VoiceActivityDetector } from '@speechdeck/engines/speaker';
import { measureVoice, type VoiceMeasures } from './voice-measures.ts';

/** A minute of speech says all these measures can tell; more only costs time. */
const PROFILE_SPEECH_SEC = 60;

/** A recording's voice as voice matching sees it, and as the report scores it. */
export interface VoiceProfile {
  /** Speech regions (VAD) of the 16 kHz mono WAV. */
  regions: TimeRegion[];
  measures: VoiceMeasures;
  /** The platform's speaker embedding of the speech. */
  embedding: Float32Array;
}

export interface ProfileTools {
  vad: VoiceActivityDetector;
  embedder: SpeakerEmbedder;
}

/** Measures a 16 kHz mono WAV: speech regions, pitch, rate, spectrum and embedding of its first minute of speech. */
export async function profileVoice(tools: ProfileTools, wavPath: string, signal?: AbortSignal): Promise<VoiceProfile> {
  const regions = await tools.vad.detect(wavPath, { signal });
  const measured = firstSeconds(regions, PROFILE_SPEECH_SEC);
  const measures = await measureVoice(wavPath, measured, { signal, maxSpeechSec: PROFILE_SPEECH_SEC });
  const embedding = await tools.embedder.embedPooled(wavPath, measured, { signal });
  return { regions, measures, embedding };
}

/** Seconds of speech in the regions. */
export const speechSeconds = (regions: readonly TimeRegion[]) => regions.reduce((sum, r) => sum + r.end - r.start, 0);

function firstSeconds(regions: readonly TimeRegion[], seconds: number): TimeRegion[] {
  const out: TimeRegion[] = [];
  let left = seconds;
  for (const region of regions) {
    if (left <= 0) break;
    const end = Math.min(region.end, region.start + left);
    out.push({ start: region.start, end });
    left -= end - region.start;
  }
  return out;
}
