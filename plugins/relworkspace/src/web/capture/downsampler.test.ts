import { describe, expect, it } from 'vitest';
import { Downsampler } from './downsampler.ts';

const tone = (rate: number, hz: number, seconds: number) => Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));

describe('Downsampler', () => {
  it('makes 16 kHz from 48 kHz and 44.1 kHz, keeping count across the worklet\'s 128-sample blocks', () => {
    for (const rate of [48_000, 44_100]) {
      const down = new Downsampler(rate);
      const input = tone(rate, 440, 1);
      let samples = 0;
      for (let i = 0; i < input.length; i += 128) samples += down.push(input.subarray(i, i + 128)).length;
      expect(Math.abs(samples - 16_000)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps speech-band tones and damps what would fold over', () => {
    const rms = (samples: Int16Array) => Math.sqrt(samples.reduce((sum, s) => sum + (s / 32768) ** 2, 0) / samples.length);
    const kept = new Downsampler(48_000).push(tone(48_000, 440, 0.5));
    expect(rms(kept)).toBeGreaterThan(0.34);
    // 15 kHz would alias to 1 kHz at 16 kHz; averaging 3 samples takes most of it out.
    const folded = new Downsampler(48_000).push(tone(48_000, 15_000, 0.5));
    expect(rms(folded)).toBeLessThan(0.1);
  });

  it('clips to 16 bits and refuses to raise the rate', () => {
    expect([...new Downsampler(16_000).push(Float32Array.of(2, -2, 0.5))]).toEqual([32767, -32768, 16384]);
    expect(() => new Downsampler(8000)).toThrow('cannot raise 8000 Hz to 16000 Hz');
  });
});
