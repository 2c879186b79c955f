import { describe, expect, it } from 'vitest';
import { medianOf, PITCH_RANGE_HZ, yinPitch } from './pitch-tracker.ts';

const RATE = 16_000;
const WINDOW = 400;
const SPAN = WINDOW + Math.ceil(RATE / PITCH_RANGE_HZ.min);

/** A voice-like frame: a fundamental and falling harmonics, plus a little noise. */
function harmonic(f0: number, noise = 0.02, seed = 7): Float32Array {
  let state = seed;
  const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32) - 0.5;
  return Float32Array.from({ length: SPAN }, (_, n) => {
    let x = 0;
    for (let h = 1; h <= 8; h++) x += Math.sin((2 * Math.PI * f0 * h * n) / RATE + h) / h;
    return 0.3 * x + noise * random();
  });
}

describe('yinPitch', () => {
  it.each([70, 100, 180, 260, 450])('finds %d Hz within 1 %', (f0) => {
    expect(Math.abs(yinPitch(harmonic(f0), WINDOW, RATE, 0.25) / f0 - 1)).toBeLessThan(0.01);
  });

  it('calls noise and silence unvoiced', () => {
    const noise = harmonic(100, 0);
    let state = 3;
    for (let i = 0; i < noise.length; i++) noise[i] = ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32) - 0.5;
    expect(yinPitch(noise, WINDOW, RATE, 0.25)).toBe(0);
    expect(yinPitch(new Float32Array(SPAN), WINDOW, RATE, 0.25)).toBe(0);
  });

  it('refuses a frame too short for the lowest pitch it looks for', () => {
    expect(() => yinPitch(new Float32Array(WINDOW), WINDOW, RATE)).toThrow(/samples/);
  });
});

describe('medianOf', () => {
  it('is the middle value, the mean of the two middle ones, or null of nothing', () => {
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([])).toBeNull();
  });
});
