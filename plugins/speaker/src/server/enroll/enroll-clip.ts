import { HttpError } from '@speechdeck/core/server';
import { SV_LIMITS } from '../../contract/sv-api.ts';
import type { TimeRegion } from '@speechdeck/engines/speaker';
import { roundTo, speechSecondsOf } from '../media/kept-wav.ts';
import { secondsBeside } from '../media/seconds-text.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';

export interface ClipVoice {
  /** The speech enrolled: all of it, or the main voice's when the clip holds several. */
  regions: TimeRegion[];
  speechSeconds: number;
  embedding: Float32Array;
  warnings: string[];
}

/** The clip lengths enrolling takes, checked on upload and again once converted (a browser's recording does not say its length). */
export const ENROLL_LIMITS = { minSeconds: SV_LIMITS.enrollMinSpeechSeconds, maxSeconds: SV_LIMITS.enrollMaxSeconds, call: 'enrolling' };

type ClipDeps = Pick<SpeakerDeps, 'vad' | 'diarizer' | 'embedder'>;

/**
 * What a clip (16 kHz mono WAV) gives a voiceprint. Silence or too little speech is refused (422
 * naming SV_LIMITS.enrollMinSpeechSeconds). A clip the diarizer finds several voices in enrolls
 * only its main voice, or all of it when no voice has the minimum alone, with a warning saying so.
 */
export async function voiceOfClip(deps: ClipDeps, wavPath: string, spk: string, signal: AbortSignal, onProgress: (fraction: number) => void): Promise<ClipVoice> {
  const min = SV_LIMITS.enrollMinSpeechSeconds;
  let regions = await deps.vad.detect(wavPath, { signal });
  const speech = speechSecondsOf(regions);
  if (speech === 0) throw new HttpError(422, `The clip has no speech: record ${spk} speaking for at least ${min} s.`);
  if (speech < min) throw new HttpError(422, `The clip has only ${secondsBeside(speech, min)} of speech: enrolling needs at least ${min} s of ${spk} speaking.`);
  onProgress(0.4);
  const warnings: string[] = [];
  const { turns, speakers } = await deps.diarizer.diarize(wavPath, { regions, signal });
  if (speakers > 1) {
    const secondsOf = (label: string) => speechSecondsOf(turns.filter((turn) => turn.speaker === label));
    const main = [...new Set(turns.map((turn) => turn.speaker))].sort((a, b) => secondsOf(b) - secondsOf(a))[0]!;
    const mainRegions = turns.filter((turn) => turn.speaker === main).map(({ start, end }) => ({ start, end }));
    const mainSpeech = speechSecondsOf(mainRegions);
    if (mainSpeech >= min) {
      regions = mainRegions;
      warnings.push(`The clip seems to hold ${speakers} voices; only the main one (${mainSpeech.toFixed(1)} s of ${speech.toFixed(1)} s of speech) was enrolled.`);
    } else {
      // No voice has enough speech of its own: on a clip this short the diarizer's count is least
      // sure (it may split one voice), so the clip is enrolled whole and the user told to check it.
      warnings.push(`The clip may hold ${speakers} voices, none with ${min} s of speech of its own, so all of it was enrolled: if others speak in it, delete ${spk} and enroll a clip of ${spk} alone.`);
    }
  }
  onProgress(0.7);
  const embedding = await deps.embedder.embedPooled(wavPath, regions, { signal });
  return { regions, speechSeconds: roundTo(speechSecondsOf(regions), 2), embedding, warnings };
}
