import { HttpError } from '@speechdeck/core/server';
import { SV_LIMITS, type Identification } from '../../contract/sv-api.ts';
import { scoreCandidates, shownScore } from '@speechdeck/engines/speaker';
import { roundTo, speechSecondsOf } from '../media/kept-wav.ts';
import { secondsBeside } from '../media/seconds-text.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { userVoiceprints } from './user-voiceprints.ts';

export type IdentifiedVoice = Pick<Identification, 'speechSeconds' | 'spk' | 'score' | 'threshold' | 'candidates'>;

/**
 * Whose voice a clip (16 kHz mono WAV) is, among the user's enrolled speakers only: the best
 * candidate when its score reaches the embedder's `sameSpeakerThreshold`, else none (open set).
 * Less speech than SV_LIMITS.identifyMinSpeechSeconds is refused (422).
 */
export async function identifyClip(deps: Pick<SpeakerDeps, 'stores' | 'embedder' | 'media' | 'vad'>, userId: number, wavPath: string, signal: AbortSignal): Promise<IdentifiedVoice> {
  const { embedder } = deps;
  const regions = await deps.vad.detect(wavPath, { signal });
  const speech = speechSecondsOf(regions);
  if (speech < SV_LIMITS.identifyMinSpeechSeconds) {
    throw new HttpError(422, `The clip has ${secondsBeside(speech, SV_LIMITS.identifyMinSpeechSeconds)} of speech: identifying a speaker needs at least ${SV_LIMITS.identifyMinSpeechSeconds} s.`, { file: 'Too little speech.' });
  }
  const voiceprints = await userVoiceprints(deps, userId, signal);
  const probe = await embedder.embedPooled(wavPath, regions, { signal });
  const scored = scoreCandidates(embedder, probe, voiceprints);
  const best = scored[0];
  const threshold = embedder.sameSpeakerThreshold;
  return {
    speechSeconds: roundTo(speech, 2),
    // Decided on the score itself: its rounding for the answer must not carry it over the threshold.
    spk: best && best.score >= threshold ? best.spk : null,
    score: best ? shownScore(best.score) : null,
    threshold,
    candidates: scored.map(({ spk, score }) => ({ spk, score: shownScore(score) })),
  };
}
