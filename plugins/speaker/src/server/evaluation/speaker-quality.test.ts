import { beforeAll, describe, expect, it } from 'vitest';
import { Diarizer } from '../engines/diarizer.ts';
import { MfccEmbedder } from '../engines/mfcc-embedder.ts';
import { SileroVad } from '../engines/silero-vad.ts';
import { evaluationSet, type EvaluationSet } from './testing/evaluation-set.ts';
import { smallEvaluationPlan } from './testing/evaluation-plans.ts';
import { evaluateDiarization, evaluateIdentification } from './testing/speaker-evaluation.ts';

// Conservative floors on a small version of the bench's set (`pnpm bench speaker-quality` has the
// full figures, README.md "Measured"): a change that breaks the embedder or the diarizer fails here.
const vad = new SileroVad();
const embedder = new MfccEmbedder();
let set: EvaluationSet;

beforeAll(async () => {
  set = await evaluationSet(smallEvaluationPlan());
}, 120_000);

describe('speaker engines on the small evaluation set', () => {
  it('names the right voice from 5 s clips, clean and in 15 dB of noise, and rejects strangers at the threshold', async () => {
    const { figures } = await evaluateIdentification(set, vad, embedder, embedder.sameSpeakerThreshold);
    const clean = figures.find((f) => f.condition === 'clean')!;
    const noisy = figures.find((f) => f.condition === 'noise-15db')!;
    expect(clean.probes).toBeGreaterThanOrEqual(20);
    expect(clean.topOne).toBeGreaterThanOrEqual(0.9);
    // Measured with the cohort-shifted scores: clean EER 0.2 %, false accepts 0, false rejects 0;
    // noisy false rejects 12.5 % (plain cosines: clean EER 4.5 %, noisy false rejects 25 %).
    expect(clean.eer).toBeLessThanOrEqual(0.05);
    expect(noisy.topOne).toBeGreaterThanOrEqual(0.65);
    expect(clean.openSetFalseAccept).toBeLessThanOrEqual(0.2);
    expect(clean.falseReject).toBeLessThanOrEqual(0.2);
    expect(noisy.falseReject).toBeLessThanOrEqual(0.35);
  }, 60_000);

  it('names the right voice from 5 s telephone clips against clean enrollments, in the telephone band', async () => {
    const { figures } = await evaluateIdentification(set, vad, embedder, embedder.sameSpeakerThreshold);
    const telephone = figures.find((f) => f.condition === 'telephone')!;
    expect(telephone.probes).toBeGreaterThanOrEqual(20);
    // Compared in the full band, telephone top-1 was 4 % and every clip "unknown".
    expect(telephone.topOne).toBeGreaterThanOrEqual(0.8);
    expect(telephone.openSetFalseAccept).toBeLessThanOrEqual(0.2);
    expect(telephone.falseReject).toBeLessThanOrEqual(0.35);
  }, 60_000);

  it('diarizes two-speaker conversations with short turns and some overlap', async () => {
    const { figures } = await evaluateDiarization(set, new Diarizer(vad, embedder));
    const known = figures.find((f) => f.mode === 'known count')!;
    const estimated = figures.find((f) => f.mode === 'estimated count')!;
    expect(known.conversations).toBeGreaterThanOrEqual(4);
    expect(known.der).toBeLessThanOrEqual(0.1);
    expect(estimated.der).toBeLessThanOrEqual(0.25);
  }, 60_000);
});
