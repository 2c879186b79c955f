import { readFileSync, writeFileSync } from 'node:fs';
import { readWavInfo } from '@speechdeck/core/server';
import { librivoxClips, samplesOf } from '@speechdeck/testing';

/** A 16-bit PCM WAV with the given channels interleaved, as a recorder writes one. */
export function writePcmWav(path: string, channels: readonly Int16Array[], sampleRate: number): string {
  const frames = channels[0]!.length;
  const data = Buffer.alloc(frames * channels.length * 2);
  for (let frame = 0; frame < frames; frame++) {
    channels.forEach((samples, channel) => data.writeInt16LE(samples[frame]!, (frame * channels.length + channel) * 2));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels.length, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels.length * 2, 28);
  header.writeUInt16LE(channels.length * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
  return path;
}

/**
 * A tone with deterministic noise on it (every sample differs, so a copy that skips, repeats or
 * swaps samples cannot pass for exact), as 16-bit samples. `noise` 0 gives the pure tone.
 */
export function toneWithNoise(frames: number, sampleRate: number, hz: number, seed: number, noise = 2000): Int16Array {
  const out = new Int16Array(frames);
  let state = seed >>> 0;
  for (let i = 0; i < frames; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = Math.round(12000 * Math.sin((2 * Math.PI * hz * i) / sampleRate) + ((state >>> 16) / 65536 - 0.5) * noise);
  }
  return out;
}

/** The 16-bit samples of one channel of a 16-bit PCM WAV, read straight from its bytes. */
export async function channelSamples(path: string, channel: number): Promise<Int16Array> {
  const info = await readWavInfo(path);
  const bytes = readFileSync(path);
  const out = new Int16Array(info.frames);
  for (let frame = 0; frame < info.frames; frame++) out[frame] = bytes.readInt16LE(info.dataOffset + (frame * info.channels + channel) * 2);
  return out;
}

/** Sign changes per second: tells a 440 Hz tone (880) from a 1000 Hz one (2000) after lossy coding. */
export function crossingsPerSecond(samples: Int16Array, sampleRate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1]! < 0) !== (samples[i]! < 0)) crossings++;
  return crossings / (samples.length / sampleRate);
}

export interface CallTurn {
  side: 'left' | 'right';
  start: number;
  end: number;
  reference: string;
}

/**
 * A telephone call of real recorded speech (LibriVox clips of pocketsphinx-testdata): the agent on
 * the left says two clips, the customer on the right one clip between them, each side silent while
 * the other speaks. 16 kHz stereo 16-bit. Answers where each turn is and what it says.
 */
export async function librivoxCall(path: string): Promise<CallTurn[]> {
  const clips = new Map(librivoxClips().map((clip) => [clip.id.slice(-4), clip]));
  const plan = [
    { side: 'left', clip: '0870' },
    { side: 'right', clip: '0890' },
    { side: 'left', clip: '0930' },
  ] as const;
  const rate = 16_000;
  const parts = await Promise.all(plan.map(async (turn) => ({ ...turn, samples: await samplesOf(clips.get(turn.clip)!.wav), reference: clips.get(turn.clip)!.reference })));
  const pause = Math.round(0.7 * rate);
  const total = pause * (parts.length + 1) + parts.reduce((sum, part) => sum + part.samples.length, 0);
  const left = new Int16Array(total);
  const right = new Int16Array(total);
  const turns: CallTurn[] = [];
  let at = pause;
  for (const part of parts) {
    const target = part.side === 'left' ? left : right;
    part.samples.forEach((x, i) => (target[at + i] = Math.round(x * 32767)));
    turns.push({ side: part.side, start: at / rate, end: (at + part.samples.length) / rate, reference: part.reference });
    at += part.samples.length + pause;
  }
  writePcmWav(path, [left, right], rate);
  return turns;
}
