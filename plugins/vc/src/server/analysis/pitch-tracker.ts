/** The F0 range of speech the tracker looks in: low male voices to high children's and shifted voices. */
export const PITCH_RANGE_HZ = { min: 60, max: 600 } as const;

/**
 * YIN (de Cheveigné & Kawahara 2002): the cumulative-mean-normalized difference function of one
 * frame, its first dip under `threshold` refined to the dip's minimum and by parabolic
 * interpolation. Answers F0 in Hz, or 0 when the frame has no dip that deep (unvoiced or silent).
 * `frame` must hold `window + sampleRate / PITCH_RANGE_HZ.min` samples.
 */
export function yinPitch(frame: Float32Array, window: number, sampleRate: number, threshold = 0.15): number {
  const minLag = Math.floor(sampleRate / PITCH_RANGE_HZ.max);
  const maxLag = Math.ceil(sampleRate / PITCH_RANGE_HZ.min);
  if (frame.length < window + maxLag) throw new Error(`a pitch frame needs ${window + maxLag} samples, got ${frame.length}`);
  const normalized = new Float64Array(maxLag + 1);
  normalized[0] = 1;
  let running = 0;
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let j = 0; j < window; j++) {
      const d = frame[j]! - frame[j + lag]!;
      sum += d * d;
    }
    running += sum;
    normalized[lag] = running > 0 ? (sum * lag) / running : 1;
  }
  for (let lag = minLag; lag < maxLag; lag++) {
    if (normalized[lag]! >= threshold) continue;
    while (lag + 1 < maxLag && normalized[lag + 1]! < normalized[lag]!) lag++;
    const [a, b, c] = [normalized[lag - 1]!, normalized[lag]!, normalized[lag + 1]!];
    const curvature = a - 2 * b + c;
    const offset = curvature > 0 ? (0.5 * (a - c)) / curvature : 0;
    return sampleRate / (lag + Math.max(-0.5, Math.min(0.5, offset)));
  }
  return 0;
}

/** The median, or null of nothing. */
export function medianOf(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
