/** Below this the meter shows nothing: room noise of a quiet microphone. */
const FLOOR_DB = -60;

/**
 * How loud a stretch of microphone samples (-1..1) is, 0..1 on a decibel scale: speech at a normal
 * distance lands in the upper half, silence at 0, so the meter moves the way the voice sounds.
 */
export function inputLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}
