import { describe, expect, it } from 'vitest';
import { inputLevel } from './input-level.ts';

const tone = (amplitude: number, length = 4800) => Float32Array.from({ length }, (_, index) => amplitude * Math.sin((2 * Math.PI * 440 * index) / 48_000));

describe('inputLevel', () => {
  it('is 0 for silence and for no samples', () => {
    expect(inputLevel(new Float32Array(1024))).toBe(0);
    expect(inputLevel(new Float32Array(0))).toBe(0);
  });

  it('rises with loudness on a decibel scale and stops at 1', () => {
    const quiet = inputLevel(tone(0.01));
    const speech = inputLevel(tone(0.2));
    const loud = inputLevel(tone(1));
    expect(quiet).toBeGreaterThan(0);
    expect(speech).toBeGreaterThan(quiet);
    expect(loud).toBeGreaterThan(speech);
    expect(loud).toBeLessThanOrEqual(1);
    // A sine of amplitude 0.2 is about -17 dBFS RMS: well into the meter's upper half.
    expect(speech).toBeGreaterThan(0.6);
    expect(speech).toBeLessThan(0.8);
  });
});
