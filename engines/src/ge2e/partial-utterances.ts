import { GE2E_AUDIO } from './mel-frames.ts';

/** Frames per partial utterance (1.6 s), as the network was trained. */
export const PARTIAL_FRAMES = 160;
/** Resemblyzer's defaults: 1.3 partials a second (a step of 77 frames, ~50 % overlap)... */
const PARTIALS_PER_SECOND = 1.3;
/** ...and a last partial kept only when the utterance covers 75 % of it. */
const MIN_COVERAGE = 0.75;

/**
 * Resemblyzer's `compute_partial_slices`: the first mel frame of each 160-frame partial utterance
 * of an utterance of `samples` samples. There is always at least one; the last may reach past the
 * end, where the audio counts as zeros.
 */
export function partialStarts(samples: number): number[] {
  const hop = GE2E_AUDIO.hopSamples;
  const frames = Math.ceil((samples + 1) / hop);
  const step = Math.round(GE2E_AUDIO.sampleRate / PARTIALS_PER_SECOND / hop);
  const starts: number[] = [];
  for (let i = 0; i < Math.max(1, frames - PARTIAL_FRAMES + step + 1); i += step) starts.push(i);
  const last = starts.at(-1)!;
  const coverage = (samples - last * hop) / (PARTIAL_FRAMES * hop);
  if (coverage < MIN_COVERAGE && starts.length > 1) starts.pop();
  return starts;
}
