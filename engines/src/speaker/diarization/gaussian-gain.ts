import type { RegionFeatures } from '../embedding/mfcc-embedder.ts';

/** Frames this far below the loudest of a window (e^7 in power, ~30 dB) are pauses, left out. */
const PAUSE_BELOW_PEAK = 7;

/**
 * Sufficient statistics of a window's voiced frames for a diagonal Gaussian over c1.. and their
 * deltas: [count, sums..., sums of squares...].
 */
export function frameStatistics({ frames, deltas }: RegionFeatures, from: number, to: number): Float64Array {
  const d = frames.coefficients;
  const dims = 2 * (d - 1);
  const out = new Float64Array(1 + 2 * dims);
  let peak = -Infinity;
  for (let i = from; i < to; i++) peak = Math.max(peak, frames.logEnergy[i]!);
  for (let i = from; i < to; i++) {
    if (frames.logEnergy[i]! <= peak - PAUSE_BELOW_PEAK) continue;
    out[0]!++;
    for (let k = 1; k < d; k++) {
      const c = frames.cepstra[i * d + k]!;
      const delta = deltas[i * d + k]!;
      out[k]! += c;
      out[d - 1 + k]! += delta;
      out[1 + dims + k - 1]! += c * c;
      out[1 + dims + d - 1 + k - 1]! += delta * delta;
    }
  }
  return out;
}

/**
 * How much better two diagonal Gaussians (one per group of windows) describe the frames than one,
 * in log-likelihood per frame: the BIC's gain without its penalty, divided by the frame count, so
 * that it does not grow with the length of the recording. Near 0.1-0.45 for the two halves of one
 * voice, above 0.55 for two voices (README.md, "Measured").
 */
export function gaussianGain(statistics: readonly Float64Array[], labels: readonly number[]): number {
  const dims = (statistics[0]!.length - 1) / 2;
  const pooled = (which: (label: number) => boolean) => {
    const sum = new Float64Array(statistics[0]!.length);
    statistics.forEach((s, i) => {
      if (which(labels[i]!)) for (let k = 0; k < s.length; k++) sum[k] = sum[k]! + s[k]!;
    });
    const n = sum[0]!;
    let logDet = 0;
    for (let k = 0; k < dims; k++) {
      const mean = sum[1 + k]! / n;
      logDet += Math.log(Math.max(1e-9, sum[1 + dims + k]! / n - mean * mean));
    }
    return { n, logDet };
  };
  const all = pooled(() => true);
  const a = pooled((label) => label === 0);
  const b = pooled((label) => label !== 0);
  if (a.n === 0 || b.n === 0) return 0;
  return 0.5 * (all.logDet - (a.n / all.n) * a.logDet - (b.n / all.n) * b.logDet);
}
