import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineFailedError, readWavInfo } from '@speechdeck/core/server';
import { audioTools, ffmpeg, processRunner, tempDir } from '@speechdeck/testing';
import { encodeAudio } from './encode-audio.ts';

const { dir, remove } = tempDir('tts-encode');
afterAll(remove);

/** Real speech: flite's slt voice at its own 16 kHz. */
const speech = join(dir, 'speech.wav');
execFileSync('flite', ['-voice', 'slt', '-t', 'The north wind and the sun were disputing which was the stronger.', '-o', speech]);

const codecOf = (path: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', path], { encoding: 'utf8' }).trim();

describe('encodeAudio', () => {
  it.each([
    ['mp3', 'mp3', 'mp3'],
    ['ogg', 'ogg', 'vorbis'],
    ['wav', 'wav', 'pcm_s16le'],
  ] as const)('writes %s that ffprobe reads as %s with %s, mono, as long as the speech', async (format, container, codec) => {
    const out = join(dir, `speech.${format}`);
    await encodeAudio(processRunner, speech, format, out);
    const info = await audioTools.probe(out);
    const source = await readWavInfo(speech);
    expect(info.formatName).toBe(container);
    expect(codecOf(out)).toBe(codec);
    expect(info.channels).toBe(1);
    expect(info.sampleRate).toBe(16_000);
    expect(Math.abs(info.durationSec - source.durationSec)).toBeLessThan(0.1);
  });

  it('normalizes any WAV to mono 16-bit PCM at its own rate', async () => {
    const stereoFloat = join(dir, 'stereo-float.wav');
    ffmpeg('-i', speech, '-ac', '2', '-ar', '24000', '-c:a', 'pcm_f32le', stereoFloat);
    const out = join(dir, 'normalized.wav');
    await encodeAudio(processRunner, stereoFloat, 'wav', out);
    const info = await readWavInfo(out);
    expect(info).toMatchObject({ channels: 1, sampleRate: 24_000, bitsPerSample: 16 });
    expect(Math.abs(info.durationSec - (await readWavInfo(speech)).durationSec)).toBeLessThan(0.05);
  });

  it('refuses input that is not a WAV with a 502 and leaves nothing behind', async () => {
    const mp3 = join(dir, 'not-wav-input.mp3');
    await encodeAudio(processRunner, speech, 'mp3', mp3);
    const text = join(dir, 'text.wav');
    writeFileSync(text, 'just some words, not audio');
    const before = readdirSync(dir).length;
    for (const input of [mp3, text]) {
      const error = await encodeAudio(processRunner, input, 'ogg', join(dir, 'never.ogg')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineFailedError);
      expect(error).toMatchObject({ statusCode: 502, message: 'The audio could not be encoded as ogg.' });
    }
    expect(existsSync(join(dir, 'never.ogg'))).toBe(false);
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it('stops when the signal aborts, with the signal\'s reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client left'));
    await expect(encodeAudio(processRunner, speech, 'mp3', join(dir, 'aborted.mp3'), { signal: controller.signal })).rejects.toThrow('client left');
    expect(existsSync(join(dir, 'aborted.mp3'))).toBe(false);
  });
});
