import { describe, expect, it } from 'vitest';
import { chrF } from './chrf.ts';

describe('chrF', () => {
  it('is 100 for the reference itself, whatever its spacing, and 0 for nothing in common', () => {
    expect(chrF(['La casa es vieja.'], ['La  casa es vieja.'])).toBeCloseTo(100, 6);
    expect(chrF(['xyz'], ['abc'])).toBe(0);
  });

  it('weighs recall over precision (β = 2): a hypothesis that says less loses more than one that says more', () => {
    const reference = ['el gato negro duerme en la casa'];
    const shorter = chrF(['el gato negro'], reference);
    const longer = chrF(['el gato negro duerme en la casa grande y vieja'], reference);
    expect(shorter).toBeLessThan(longer);
    expect(longer).toBeLessThan(100);
  });

  it('matches a figure worked by hand: "ab" against "abc"', () => {
    // Order 1: P = 2/2, R = 2/3; order 2: P = 1/1, R = 1/2; orders 3-6: 0 (the hypothesis has none).
    const f = (p: number, r: number) => (5 * p * r) / (4 * p + r);
    expect(chrF(['ab'], ['abc'])).toBeCloseTo((100 * (f(1, 2 / 3) + f(1, 1 / 2))) / 6, 6);
  });
});
