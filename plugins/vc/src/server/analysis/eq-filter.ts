import { spectrumAt } from './spectral-warp.ts';
import type { VoiceMeasures } from './voice-measures.ts';

/** No band is raised or cut by more than this: beyond it an EQ mostly amplifies noise the base voice lacks. */
const MAX_GAIN_DB = 15;
const TAPS = 513;
const GRID = 1024;

/**
 * A linear-phase FIR filter (for sox's `fir`) whose response is the gain that brings `from`'s
 * long-term spectrum to `to`'s: per band the difference of their mean log energies (smoothed
 * over neighbouring bands, clamped to ±15 dB), interpolated over frequency, by the window method
 * (a 513-tap Hann-windowed inverse cosine transform). Its largest gain is 0 dB (the level is not
 * the voice's; the EQ only cuts), so it never clips what was not clipped. Answers the coefficients.
 */
export function equalizerTowards(to: Pick<VoiceMeasures, 'bandCentres' | 'spectrum'>, from: Pick<VoiceMeasures, 'spectrum'>, sampleRate: number): Float64Array {
  const bands = to.spectrum.length;
  const limit = (MAX_GAIN_DB / 10) * Math.log(10);
  const raw = Float64Array.from({ length: bands }, (_, b) => to.spectrum[b]! - from.spectrum[b]!);
  const gain = Float64Array.from({ length: bands }, (_, b) => {
    const neighbours = [raw[b - 1], raw[b]!, raw[b + 1]].filter((x): x is number => x !== undefined);
    const mean = neighbours.reduce((sum, x) => sum + x, 0) / neighbours.length;
    return Math.max(-limit, Math.min(limit, mean));
  });
  const shape = { bandCentres: to.bandCentres, spectrum: gain };
  const half = GRID / 2;
  // Log power gain -> amplitude.
  const peak = Math.max(...gain);
  const amplitude = Float64Array.from({ length: half + 1 }, (_, k) => Math.exp((spectrumAt(shape, (k * sampleRate) / GRID) - peak) / 2));
  const middle = (TAPS - 1) / 2;
  const taps = new Float64Array(TAPS);
  for (let i = 0; i < TAPS; i++) {
    const n = i - middle;
    let sum = amplitude[0]! + amplitude[half]! * Math.cos(Math.PI * n);
    for (let k = 1; k < half; k++) sum += 2 * amplitude[k]! * Math.cos((2 * Math.PI * k * n) / GRID);
    taps[i] = (sum / GRID) * (0.5 + 0.5 * Math.cos((Math.PI * n) / (middle + 1)));
  }
  return taps;
}
