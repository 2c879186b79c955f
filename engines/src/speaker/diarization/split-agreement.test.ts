import { describe, expect, it } from 'vitest';
import { l2Normalize } from '../cosine.ts';
import { DIARIZER_DEFAULTS, estimateSpeakers } from './diarizer.ts';
import { splitAgreement } from './split-agreement.ts';

const DIMENSION = 32;
const WINDOWS = 40;

/** Deterministic noise in -0.5..0.5. */
function noise(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647 - 0.5;
}

/**
 * Recording-relative window embeddings: noise around the origin (one voice), or, for two voices
 * taking turns of three windows, noise plus or minus a direction `separation` long: two voices too
 * alike for the threshold (their clusters' average cosine stays above -0.35).
 */
function windows(separation: number, seed: number): Float32Array[] {
  const next = noise(seed);
  return Array.from({ length: WINDOWS }, (_, i) => {
    const sign = Math.floor(i / 3) % 2 === 0 ? 1 : -1;
    return l2Normalize(Float32Array.from({ length: DIMENSION }, (_, d) => next() + (d === 0 ? sign * separation : 0)));
  });
}

/** 1 s windows every 0.5 s. */
const times = Array.from({ length: WINDOWS }, (_, i) => ({ start: i * 0.5, end: i * 0.5 + 1 }));
/** Every window's frames alike: the Gaussian gain of any split is 0, so it cannot tell two voices. */
const statistics = Array.from({ length: WINDOWS }, () => Float64Array.from([100, 0, 0, 100, 100]));

describe('splitAgreement', () => {
  it('is high when both halves of a recording split along the same line, low for noise', () => {
    expect(splitAgreement(windows(1, 11), times, -0.35)).toBeGreaterThan(0.85);
    for (const seed of [11, 12, 13]) expect(splitAgreement(windows(0, seed), times, -0.35)).toBeLessThan(0.85);
  });

  it('answers 0 when a half has too few windows', () => {
    expect(splitAgreement(windows(1, 11).slice(0, 6), times.slice(0, 6), -0.35)).toBe(0);
  });
});

describe('estimateSpeakers', () => {
  /** The trained diarizer's setting (default-engines.ts). */
  const TRAINED = { ...DIARIZER_DEFAULTS, minSplitAgreement: 0.85 };

  it('finds two voices that the threshold and the Gaussian gain take for one when their turns split both halves alike', () => {
    const twoVoices = windows(1, 11);
    // The old decision (threshold and gain alone, still the MFCC diarizer's default) answers one speaker here.
    expect(new Set(estimateSpeakers(twoVoices, statistics, times, DIARIZER_DEFAULTS)).size).toBe(1);
    const labels = estimateSpeakers(twoVoices, statistics, times, TRAINED);
    expect(new Set(labels).size).toBe(2);
    // Each turn of three windows is one speaker, and the turns alternate.
    expect(labels.slice(0, 6)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('keeps one voice one', () => {
    for (const seed of [11, 12, 13]) expect(new Set(estimateSpeakers(windows(0, seed), statistics, times, TRAINED)).size).toBe(1);
  });
});
