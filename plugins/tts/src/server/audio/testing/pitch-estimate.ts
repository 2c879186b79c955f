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
  const loud = 0.5 * rms(0, samples.length);
  const pitches: number[] = [];
  const difference = new Float64Array(maxLag + 1);
  for (let start = 0; start + frame + maxLag < samples.length; start += hop) {
    if (rms(start, start + frame) < loud) continue;
    for (let lag = 1; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = start; i < start + frame; i++) sum += (samples[i]! - samples[i + lag]!) ** 2;
      difference[lag] = sum;
    }
    let cumulative = 0;
    let found = 0;
    const normalized = (lag: number) => (difference[lag]! * lag) / cumulative;
    for (let lag = 1; lag <= maxLag; lag++) {
      cumulative += difference[lag]!;
      if (lag < minLag || cumulative === 0 || normalized(lag) >= 0.15) continue;
      // Down to the dip's bottom.
      let best = lag;
      while (best < maxLag) {
        const next = (difference[best + 1]! * (best + 1)) / (cumulative + difference[best + 1]!);
        if (next >= normalized(best)) break;
        cumulative += difference[++best]!;
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
