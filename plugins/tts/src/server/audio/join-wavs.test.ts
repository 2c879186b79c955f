import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSampleRange, readWavInfo } from '@speechdeck/core/server';
import { ffmpeg, samplesOf, tempDir, writeWav } from '@speechdeck/testing';
import { joinWavs } from './join-wavs.ts';

const { dir, remove } = tempDir('tts-join');
afterAll(remove);

const flite = (name: string, text: string) => {
  const path = join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', path]);
  return path;
};

describe('joinWavs', () => {
  it('joins pieces in order with the pause between them, sample for sample', async () => {
    const a = writeWav(join(dir, 'a.wav'), new Float32Array(1600).fill(0.25));
    const b = writeWav(join(dir, 'b.wav'), new Float32Array(800).fill(-0.5));
    const c = writeWav(join(dir, 'c.wav'), new Float32Array(400).fill(0.75));
    const out = join(dir, 'joined.wav');
    const { durationSec } = await joinWavs([a, b, c], out, { pauseSec: 0.05 });
    const samples = await samplesOf(out);
    expect(samples.length).toBe(1600 + 800 + 400 + 2 * 800);
    expect(durationSec).toBeCloseTo(samples.length / 16_000, 6);
    const runs = (from: number, to: number) => [...new Set(samples.subarray(from, to).map((x) => Math.round(x * 100) / 100))];
    expect(runs(0, 1600)).toEqual([0.25]);
    expect(runs(1600, 2400)).toEqual([0]);
    expect(runs(2400, 3200)).toEqual([-0.5]);
    expect(runs(3200, 4000)).toEqual([0]);
    expect(runs(4000, 4400)).toEqual([0.75]);
  });

  it('joins real speech whatever header its writer used, at its own rate', async () => {
    const one = flite('one', 'The first sentence.');
    // ffmpeg writes a LIST chunk before the data, so the samples do not start at byte 44.
    const two = join(dir, 'two-ffmpeg.wav');
    ffmpeg('-i', flite('two-src', 'And the second one.'), '-c:a', 'pcm_s16le', two);
    const out = join(dir, 'speech.wav');
    const { durationSec } = await joinWavs([one, two], out);
    const [infoOne, infoTwo, joined] = await Promise.all([readWavInfo(one), readWavInfo(two), readWavInfo(out)]);
    expect(joined).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, dataOffset: 44 });
    expect(joined.frames).toBe(infoOne.frames + infoTwo.frames + Math.round(0.2 * 16_000));
    expect(durationSec).toBeCloseTo(joined.durationSec, 6);
    // The second piece's samples are where the first piece and the pause end.
    const at = (infoOne.frames + 3200) / 16_000;
    const original = await samplesOf(two);
    const copied = await readSampleRange(out, at, at + infoTwo.durationSec);
    expect(copied).toEqual(original);
  });

  it('refuses pieces of another sample rate or with two channels, and writes nothing', async () => {
    const mono16 = writeWav(join(dir, 'mono16.wav'), new Float32Array(160));
    const at22 = join(dir, 'at22.wav');
    ffmpeg('-i', mono16, '-ar', '22050', '-c:a', 'pcm_s16le', at22);
    const stereo = join(dir, 'stereo.wav');
    ffmpeg('-i', mono16, '-ac', '2', '-c:a', 'pcm_s16le', stereo);
    const before = readdirSync(dir).length;
    await expect(joinWavs([mono16, at22], join(dir, 'x.wav'))).rejects.toThrow(/22050 Hz with 1 channels; expected mono at 16000 Hz/);
    await expect(joinWavs([mono16, stereo], join(dir, 'x.wav'))).rejects.toThrow(/2 channels/);
    await expect(joinWavs([], join(dir, 'x.wav'))).rejects.toThrow(/no pieces/);
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it('answers one piece as it is, without a pause', async () => {
    const only = flite('only', 'Alone.');
    const out = join(dir, 'only-joined.wav');
    await joinWavs([only], out);
    expect(await samplesOf(out)).toEqual(await samplesOf(only));
    expect(existsSync(out)).toBe(true);
  });
});
