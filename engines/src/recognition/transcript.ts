import type { Transcript } from './asr-engine.ts';

/** Every engine's last step: an empty result says so instead of looking like a failure. */
export function completeTranscript(transcript: Omit<Transcript, 'notice'>): Transcript {
  if (transcript.segments.length > 0) return transcript;
  const seconds = transcript.durationSec.toFixed(1);
  return { ...transcript, notice: `No speech was recognized in ${seconds} s of audio: it is silent, or the speech is not in a language the recognizer knows.` };
}
