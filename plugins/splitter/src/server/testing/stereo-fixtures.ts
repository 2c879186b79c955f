import { readFileSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { readWavInfo } from '@speechdeck/core/server';
import { librivoxClips, samplesOf } from '@speechdeck/testing';

/** A 16-bit PCM WAV with the given channels interleaved, as a recorder writes one. */
export function writePcmWav(path: string, channels: readonly Int16Array[], sampleRate: number): string {
  const frames = channels[0]!.length;
  const interleaved = new Int16Array(frames * channels.length);
  channels.forEach((samples, channel) => {
    for (let frame = 0; frame < frames; frame++) interleaved[frame * channels.length + channel] = samples[frame]!;
  });
  const data = Buffer.from(interleaved.buffer);
  // WAV samples are little-endian; so are the typed array's on nearly every machine.
  if (endianness() === 'BE') data.swap16();
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

/** The turns of a call: which side says which LibriVox clip (the last four digits of its id). */
export type CallPlan = readonly { side: 'left' | 'right'; clip: string }[];

/** The agent on the left says two clips, the customer on the right one between them: 19 s. */
const AGENT_CUSTOMER_AGENT: CallPlan = [
  { side: 'left', clip: '0870' },
  { side: 'right', clip: '0890' },
  { side: 'left', clip: '0930' },
];

/**
 * A telephone call of real recorded speech (LibriVox clips of pocketsphinx-testdata), by default
 * the agent on the left saying two clips and the customer on the right one clip between them, each
 * side silent while the other speaks (0.7 s pauses). 16 kHz stereo 16-bit. Answers where each turn
 * is and what it says.
 */
export async function librivoxCall(path: string, plan: CallPlan = AGENT_CUSTOMER_AGENT): Promise<CallTurn[]> {
  const clips = new Map(librivoxClips().map((clip) => [clip.id.slice(-4), clip]));
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
