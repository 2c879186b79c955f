import { describe, expect, it } from 'vitest';
import { l2Normalize } from '../cosine.ts';
import { MfccEmbedder } from './mfcc-embedder.ts';
import { COHORT } from './mfcc-stats-v3-cohort.ts';
import { scoreCandidates, shownScore } from './voiceprint-scoring.ts';

const embedder = new MfccEmbedder();
const unit = (values: number[]) => l2Normalize(Float32Array.from(values));
const voiceprints = [0, 1, 2].map((i) => ({ spk: `v${i}`, clips: [Float32Array.from(COHORT[i]!)] }));

describe('scoreCandidates with the cohort', () => {
  it('shifts every score of a probe alike, so the ranking is the cosines', () => {
    const probe = unit(COHORT[0]!.map((x, i) => x + 0.2 * COHORT[1]![i]!));
    const scored = scoreCandidates(embedder, probe, voiceprints);
    const cosines = voiceprints.map((v) => ({ spk: v.spk, cosine: embedder.similarity(probe, v.clips[0]!) })).sort((a, b) => b.cosine - a.cosine);
    expect(scored.map((s) => s.spk)).toEqual(cosines.map((c) => c.spk));
    const shifts = scored.map((s) => cosines.find((c) => c.spk === s.spk)!.cosine - s.score);
    for (const shift of shifts) expect(shift).toBeCloseTo(shifts[0]!, 6);
  });

  it('takes more off a probe that resembles many cohort voices than off one that resembles few', () => {
    const mean = new Float32Array(embedder.dimension);
    for (const c of COHORT) c.forEach((x, i) => (mean[i]! += x));
    const ordinary = unit(COHORT[5]!.map((x, i) => x - 0.5 * mean[i]! / COHORT.length));
    const average = l2Normalize(mean);
    const shift = (probe: Float32Array) => embedder.similarity(probe, voiceprints[0]!.clips[0]!) - scoreCandidates(embedder, probe, voiceprints).find((s) => s.spk === 'v0')!.score;
    expect(shift(average)).toBeGreaterThan(shift(ordinary));
  });

  it('scores a probe of zeros (too short to tell) 0, and another embedder plain cosines', () => {
    expect(scoreCandidates(embedder, new Float32Array(embedder.dimension), voiceprints).every((s) => s.score === 0)).toBe(true);
    const other = Object.assign(Object.create(embedder) as MfccEmbedder, { id: 'other' });
    const probe = Float32Array.from(COHORT[3]!);
    for (const s of scoreCandidates(other, probe, voiceprints)) expect(s.score).toBeCloseTo(embedder.similarity(probe, voiceprints.find((v) => v.spk === s.spk)!.clips[0]!), 6);
  });

  it('shows scores from 0 to 1: the shift can carry a raw score past 1 (a clip of the enrolled recording) or under 0', () => {
    expect([shownScore(1.514), shownScore(0.86349), shownScore(-0.2)]).toEqual([1, 0.8635, 0]);
  });
});
