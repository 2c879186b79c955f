import { describe, expect, it } from 'vitest';
import { deltas, MfccExtractor } from './mfcc.ts';

const tone = (hz: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(seconds * 16000) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / 16000));

describe('MfccExtractor', () => {
  it('makes 100 frames a second of 20 coefficients', () => {
    const frames = new MfccExtractor().compute(tone(440, 1));
    expect(frames.count).toBe(98); // (16000 - 400) / 160 + 1
    expect(frames.coefficients).toBe(20);
    expect(frames.cepstra).toHaveLength(98 * 20);
    expect(frames.cepstra.every(Number.isFinite)).toBe(true);
  });

  it('tells different sounds apart and ignores loudness beyond c0', () => {
    const extractor = new MfccExtractor();
    const mean = (samples: Float32Array) => {
      const f = extractor.compute(samples);
      return Array.from({ length: f.coefficients }, (_, k) => {
        let sum = 0;
        for (let i = 0; i < f.count; i++) sum += f.cepstra[i * f.coefficients + k]!;
        return sum / f.count;
      });
    };
    const [low, lowQuiet, high] = [mean(tone(300, 0.5)), mean(tone(300, 0.5, 0.05)), mean(tone(3000, 0.5))];
    // Scaling the signal by 1/10 shifts every log mel energy by the same amount: only c0 moves.
    for (let k = 1; k < low.length; k++) expect(lowQuiet[k]).toBeCloseTo(low[k]!, 3);
    expect(lowQuiet[0]).toBeLessThan(low[0]!);
    expect(Math.abs(high[1]! - low[1]!)).toBeGreaterThan(1);
  });

  it('has zero deltas for a steady sound', () => {
    // 400 Hz: a whole number of periods per hop, so every frame sees the same samples.
    const frames = new MfccExtractor().compute(tone(400, 0.5));
    const d = deltas(frames);
    expect(Math.max(...d.slice(5 * 20, 20 * 20).map(Math.abs))).toBeLessThan(1e-3);
  });

  it('measures how much of each frame lies above 4 kHz (a telephone line passes none)', () => {
    const share = (hz: number) => {
      const { highBandShare } = new MfccExtractor().compute(tone(hz, 0.5));
      return highBandShare.reduce((sum, x) => sum + x, 0) / highBandShare.length;
    };
    expect(share(1000)).toBeLessThan(1e-3);
    expect(share(6000)).toBeGreaterThan(0.99);
  });

  it('makes no frames from less than one window', () => {
    expect(new MfccExtractor().compute(new Float32Array(100)).count).toBe(0);
  });
});
