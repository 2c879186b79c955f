import { describe, expect, it } from 'vitest';
import { CALIBRATION, defaultLogThreshold, hitScore } from './keyword-calibration.ts';

describe('the default threshold and the score', () => {
  it('lowers the threshold as keywords get longer, down to the longest measured', () => {
    const thresholds = [1, 3, 5, 7, 9, 12, 20].map(defaultLogThreshold);
    expect(thresholds.every((t, i) => i === 0 || t <= thresholds[i - 1]!)).toBe(true);
    expect(defaultLogThreshold(3)).toBe(16.5);
    expect(defaultLogThreshold(20)).toBe(defaultLogThreshold(CALIBRATION.maxPhones));
  });

  it('scores a hit at its default threshold 0.5, above it toward 1 and below it toward 0, the same for every length', () => {
    for (const phones of [3, 6, 10]) {
      const at = defaultLogThreshold(phones);
      expect(hitScore(at, phones)).toBe(0.5);
      expect(hitScore(at + 10, phones)).toBeCloseTo(0.832, 3);
      expect(hitScore(at - 10, phones)).toBeCloseTo(0.168, 3);
      expect(hitScore(at + 100, phones)).toBe(1);
      expect(hitScore(at - 100, phones)).toBe(0);
    }
  });
});
