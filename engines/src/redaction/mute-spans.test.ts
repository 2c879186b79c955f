import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ffmpeg, processRunner, samplesOf, tempDir } from '@speechdeck/testing';
import { muteSpans } from './mute-spans.ts';

const tmp = tempDir('mute-spans');
afterAll(() => tmp.remove());

const rms = (samples: Float32Array, from: number, to: number) => {
  const part = samples.subarray(Math.round(from * 16000), Math.round(to * 16000));
  return Math.sqrt(part.reduce((sum, x) => sum + x * x, 0) / part.length);
};

describe('silencing spans of a recording', () => {
  it('writes a WAV with each span (and its padding) silent and the rest untouched, from a compressed file', async () => {
    const input = join(tmp.dir, 'tone.mp3');
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=4:sample_rate=16000', '-ac', '1', input);
    const output = join(tmp.dir, 'muted.wav');
    await muteSpans(processRunner, input, output, [{ start: 1, end: 1.5 }, { start: 3, end: 3.2 }], { padding: 0.1 });
    const samples = await samplesOf(output);
    expect(rms(samples, 0.95, 1.55)).toBe(0);
    expect(rms(samples, 2.95, 3.25)).toBe(0);
    expect(rms(samples, 0.2, 0.8)).toBeGreaterThan(0.05);
    expect(rms(samples, 2, 2.8)).toBeGreaterThan(0.05);
  });

  it('fails with the engine error for a file ffmpeg cannot read, leaving no output', async () => {
    const output = join(tmp.dir, 'never.wav');
    await expect(muteSpans(processRunner, join(tmp.dir, 'missing.mp3'), output, [{ start: 0, end: 1 }])).rejects.toThrow('The audio could not be redacted.');
    await expect(samplesOf(output)).rejects.toThrow();
  });
});
