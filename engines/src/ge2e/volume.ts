/** Resemblyzer's `audio_norm_target_dBFS`: the level the network's training audio was brought up to. */
export const TARGET_DBFS = -30;

/**
 * Resemblyzer's `normalize_volume(wav, -30, increase_only=True)`, in place: quiet speech is raised to
 * -30 dBFS RMS, louder speech is left as it is. It matters here more than for a log-mel front end:
 * the network takes linear mel power, so a clip's level reaches it unchanged.
 */
export function raiseQuietSpeech(samples: Float32Array): Float32Array {
  let sum = 0;
  for (const x of samples) sum += x * x;
  if (sum === 0) return samples;
  const dbfs = 10 * Math.log10(sum / samples.length);
  if (dbfs >= TARGET_DBFS) return samples;
  const gain = 10 ** ((TARGET_DBFS - dbfs) / 20);
  for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * gain;
  return samples;
}
