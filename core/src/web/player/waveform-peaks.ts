/** Longer media is not decoded in the browser (memory); the player then draws only the speaker regions. */
export const MAX_DECODE_SECONDS = 30 * 60;
/** Decoding resamples to this rate: plenty for an outline, a fifth of the memory of 44.1 kHz. */
const DECODE_SAMPLE_RATE = 8000;
export const PEAK_BUCKETS = 2000;

/**
 * The outline of a sound: for each of `buckets` equal slices, the largest absolute sample over all
 * channels, scaled so the loudest slice is 1 (a quiet recording still fills the height).
 */
export function peaksOf(channels: readonly Float32Array[], buckets: number): Float32Array {
  const peaks = new Float32Array(Math.max(0, buckets));
  const length = channels[0]?.length ?? 0;
  if (length === 0 || buckets <= 0) return peaks;
  let loudest = 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    const from = Math.floor((bucket * length) / buckets);
    const to = Math.max(from + 1, Math.floor(((bucket + 1) * length) / buckets));
    let peak = 0;
    for (const channel of channels) {
      for (let i = from; i < to && i < channel.length; i++) {
        const value = Math.abs(channel[i]!);
        if (value > peak) peak = value;
      }
    }
    peaks[bucket] = peak;
    if (peak > loudest) loudest = peak;
  }
  if (loudest > 0) for (let i = 0; i < peaks.length; i++) peaks[i] = peaks[i]! / loudest;
  return peaks;
}

/** Fetches and decodes media (any format the browser plays) into its peaks. */
export async function decodePeaks(url: string, signal: AbortSignal, buckets = PEAK_BUCKETS): Promise<Float32Array> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`media answered ${response.status}`);
  const data = await response.arrayBuffer();
  const context = new OfflineAudioContext(1, 1, DECODE_SAMPLE_RATE);
  const audio = await context.decodeAudioData(data);
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index));
  return peaksOf(channels, buckets);
}
