import type { InstalledModels } from '@speechdeck/core/server';
import { GE2E_MODEL_ID, Ge2eEmbedder } from '../ge2e/index.ts';
import { Diarizer, type DiarizerOptions } from './diarization/diarizer.ts';
import { Ge2eSpeakerEmbedder } from './embedding/ge2e-speaker-embedder.ts';
import { MfccEmbedder } from './embedding/mfcc-embedder.ts';
import type { SpeakerEmbedder, VoiceActivityDetector } from './speaker-engines.ts';

/**
 * The trained embedder's `sameSpeakerThreshold`: where open-set false accepts equal false rejects on
 * the evaluation set's calibration half (clean and noisy clips; plain cosines, no cohort), as the
 * MFCC embedder's was set (README.md, "Measured"): 0.849.
 */
export const GE2E_SAME_SPEAKER_THRESHOLD = 0.849;
/**
 * Added to the fused scores of telephone probes: the calibration half's telephone clips (mu-law and
 * GSM) have their equal error at 0.883, 0.034 above the others'.
 */
export const GE2E_TELEPHONE_SCORE_OFFSET = -0.034;

/**
 * The trained embedder (GE2E, the MFCC statistics fused into telephone probes' scores), or undefined
 * when its model is not installed (or models are off: SPEECHDECK_MODELS=none). Its first use fails
 * with a 503 when the model's files are damaged.
 */
export function trainedEmbedder(models: InstalledModels): SpeakerEmbedder | undefined {
  if (!models.has(GE2E_MODEL_ID)) return undefined;
  return new Ge2eSpeakerEmbedder(models, { sameSpeakerThreshold: GE2E_SAME_SPEAKER_THRESHOLD, telephoneScoreOffset: GE2E_TELEPHONE_SCORE_OFFSET });
}

/**
 * The embedder identification, enrollment, tracking and voice cloning use: the trained one when its
 * model is installed (it measures better in every condition: README.md), else the MFCC statistics,
 * which need no model. Voiceprints carry the id of the embedder that made them, so a change either
 * way makes them again from their kept clips (the speaker plugin's identify/user-voiceprints.ts).
 */
export function defaultEmbedder(models: InstalledModels): SpeakerEmbedder {
  return trainedEmbedder(models) ?? new MfccEmbedder();
}

/**
 * The trained diarizer's windows, measured on the evaluation set's conversations (README.md,
 * "Diarization over GE2E"): 1 s every 0.5 s. With 1.5 s windows two male espeak-ng voices taking
 * turns of about a second were 49 % wrong even given the count (a window spans two turns), with 1 s
 * 13 %. The one-speaker threshold stays -0.35: at -0.1 those two voices were told apart when
 * counting, but one reader's recording and one espeak-ng voice were split in two. Two voices the
 * threshold and the Gaussian gain take for one are two when the recording's halves split alike
 * (split agreement 0.85, "Round 7"): two pairs of real female voices, 39-41 % -> 0.1-0.6 %, no
 * one-voice file split (the split agreement over 272 of them at most 0.81, over the 14 pairs'
 * conversations at least 0.86 but for two male espeak-ng voices, 0.41).
 */
const TRAINED_DIARIZER: Partial<DiarizerOptions> = { windowSec: 1, hopSec: 0.5, minSplitAgreement: 0.85 };

/**
 * The diarizer over the MFCC statistics and GE2E together, or undefined without the GE2E model.
 * GE2E here is the full band only: within one recording the channel is the same throughout.
 */
export function trainedDiarizer(vad: VoiceActivityDetector, models: InstalledModels): Diarizer | undefined {
  if (!models.has(GE2E_MODEL_ID)) return undefined;
  const voices = new Ge2eEmbedder(models, { sameSpeakerThreshold: GE2E_SAME_SPEAKER_THRESHOLD, telephoneView: false });
  return new Diarizer(vad, new MfccEmbedder(), TRAINED_DIARIZER, voices);
}

/** The diarizer recognition, enrollment and tracking use: the trained one when its model is installed, else the MFCC statistics alone. */
export function defaultDiarizer(vad: VoiceActivityDetector, models: InstalledModels): Diarizer {
  return trainedDiarizer(vad, models) ?? new Diarizer(vad, new MfccEmbedder());
}
