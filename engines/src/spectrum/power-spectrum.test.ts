import { describe, expect, it } from 'vitest';
import { PowerSpectrum } from './power-spectrum.ts';

/** |X[k]|² by the definition, for bins 0..size/2 of a frame zero-padded to `size`. */
function directPower(frame: Float64Array, size: number): Float64Array {
  return Float64Array.from({ length: size / 2 + 1 }, (_, k) => {
    let re = 0;
    let im = 0;
    for (let n = 0; n < frame.length; n++) {
      re += frame[n]! * Math.cos((2 * Math.PI * k * n) / size);
      im -= frame[n]! * Math.sin((2 * Math.PI * k * n) / size);
    }
    return re * re + im * im;
  });
}

describe('PowerSpectrum', () => {
  it('puts a sine in its bin, with Parseval energy', () => {
    const fft = new PowerSpectrum(512);
    const frame = Float64Array.from({ length: 512 }, (_, n) => Math.cos((2 * Math.PI * 32 * n) / 512));
    const power = new Float64Array(257);
    fft.compute(frame, power);
    const peak = power.indexOf(Math.max(...power));
    expect(peak).toBe(32);
    // |X[k]| = N/2 for a unit cosine on a bin.
    expect(Math.sqrt(power[32]!)).toBeCloseTo(256, 6);
    expect(power[31]! + power[33]!).toBeLessThan(1e-12);
  });

  // The two sizes the engines use: MFCC's 400 samples zero-padded to 512, GE2E's 400-point DFT; and sizes of every radix.
  it.each([
    [512, 400],
    [400, 400],
    [2 * 3 * 5 * 7, 210],
    [96, 90],
  ])('equals the DFT by its definition at %i points (a frame of %i samples)', (size, samples) => {
    let seed = 3;
    const frame = Float64Array.from({ length: samples }, () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5);
    const power = new Float64Array(size / 2 + 1);
    new PowerSpectrum(size).compute(frame, power);
    const expected = directPower(frame, size);
    const worst = Math.max(...expected.map((x, k) => Math.abs(power[k]! - x)));
    expect(worst).toBeLessThan(1e-12 * Math.max(...expected));
  });

  it('refuses sizes with a prime factor above 7', () => {
    expect(() => new PowerSpectrum(502)).toThrow(/prime factor above 7/);
    expect(() => new PowerSpectrum(1)).toThrow(/2 or more/);
  });
});
