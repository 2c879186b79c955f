import { describe, expect, it } from 'vitest';
import { equalErrorRate, errorsAt, topOneAccuracy, type Trial } from './verification-metrics.ts';

const trials = (targets: number[], nonTargets: number[]): Trial[] => [
  ...targets.map((score) => ({ score, target: true })),
  ...nonTargets.map((score) => ({ score, target: false })),
];

describe('equalErrorRate', () => {
  it('is 0 when every same-speaker score is above every other', () => {
    const result = equalErrorRate(trials([0.9, 0.8, 0.7], [0.1, 0.2, 0.3]));
    expect(result.eer).toBe(0);
    expect(errorsAt(trials([0.9, 0.8, 0.7], [0.1, 0.2, 0.3]), result.threshold)).toEqual({ falseAccept: 0, falseReject: 0 });
  });

  it('is where false accepts and false rejects cross', () => {
    // At 0.6: one of four targets rejected (0.5), one of four non-targets accepted (0.65).
    const result = equalErrorRate(trials([0.9, 0.8, 0.7, 0.5], [0.65, 0.4, 0.3, 0.2]));
    expect(result.eer).toBeCloseTo(0.25, 6);
  });

  it('is 0.5 when the scores say nothing', () => {
    expect(equalErrorRate(trials([0.5, 0.5], [0.5, 0.5])).eer).toBeCloseTo(0.5, 6);
  });

  it('needs both kinds of trial', () => {
    expect(() => equalErrorRate(trials([0.5], []))).toThrow(/both/);
  });
});

describe('errorsAt', () => {
  it('accepts at or above the threshold', () => {
    expect(errorsAt(trials([0.9, 0.5, 0.4], [0.5, 0.1]), 0.5)).toEqual({ falseAccept: 0.5, falseReject: 1 / 3 });
  });
});

describe('topOneAccuracy', () => {
  it('counts probes whose best score is their own speaker', () => {
    const accuracy = topOneAccuracy([
      { truth: 'a', scores: [{ spk: 'a', score: 0.9 }, { spk: 'b', score: 0.5 }] },
      { truth: 'b', scores: [{ spk: 'a', score: 0.9 }, { spk: 'b', score: 0.5 }] },
    ]);
    expect(accuracy).toBe(0.5);
  });
});
