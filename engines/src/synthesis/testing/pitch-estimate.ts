import { readFile } from 'node:fs/promises';
import { readWavInfo } from '@speechdeck/core/server';

/** The samples of a mono 16-bit WAV at any sample rate, for measuring test outputs. */
async function monoSamples(path: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const info = await readWavInfo(path);
  if (info.channels !== 1) throw new Error(`${path}: expected mono, got ${info.channels} channels`);
  const bytes = (await readFile(path)).subarray(info.dataOffset, info.dataOffset + info.frames * 2);
  const samples = new Float32Array(info.frames);
  for (let i = 0; i < info.frames; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
  return { samples, sampleRate: info.sampleRate };
}

/**
 * The median fundamental frequency of the voiced, louder frames of speech (YIN: de Cheveigné and
 * Kawahara 2002, cumulative mean normalized difference under 0.15, 40 ms frames, 10 ms hop,
 * 50-500 Hz). The median shrugs off the odd octave error.
 */
export async function medianPitchHz(path: string): Promise<number> {
  const { samples, sampleRate } = await monoSamples(path);
  const frame = Math.round(0.04 * sampleRate);
  const hop = Math.round(0.01 * sampleRate);
  const maxLag = Math.round(sampleRate / 50);
  const minLag = Math.round(sampleRate / 500);
  const rms = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i]! ** 2;
    return Math.sqrt(sum / Math.max(1, to - from));
  };
  /** YIN's difference of the frame at `start` with itself `lag` samples later. */
  const differenceAt = (start: number, lag: number) => {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += (samples[i]! - samples[i + lag]!) ** 2;
    return sum;
  };
  const loud = 0.5 * rms(0, samples.length);
  const pitches: number[] = [];
  const difference = new Float64Array(maxLag + 1);
  for (let start = 0; start + frame + maxLag < samples.length; start += hop) {
    if (rms(start, start + frame) < loud) continue;
    // A lag's difference is summed when the search reaches it: the search stops at the first dip,
    // so the long lags are summed only for frames that need them (the low voices, the unvoiced).
    let cumulative = 0;
    let found = 0;
    for (let lag = 1; lag <= maxLag; lag++) {
      cumulative += (difference[lag] = differenceAt(start, lag));
      if (lag < minLag || cumulative === 0 || (difference[lag]! * lag) / cumulative >= 0.15) continue;
      // Down to the dip's bottom.
      let best = lag;
      while (best < maxLag) {
        const following = (difference[best + 1] = differenceAt(start, best + 1));
        if ((following * (best + 1)) / (cumulative + following) >= (difference[best]! * best) / cumulative) break;
        cumulative += following;
        best++;
      }
      found = best;
      break;
    }
    if (found) pitches.push(sampleRate / found);
  }
  if (pitches.length < 10) throw new Error(`${path}: too few voiced frames (${pitches.length}) to measure pitch`);
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)]!;
}

export const semitonesBetween = (fromHz: number, toHz: number) => 12 * Math.log2(toHz / fromHz);
