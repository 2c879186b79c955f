import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadMediaError } from '@speechdeck/core/server';
import { ffmpeg, LIBRIVOX_DIR, pseudoRandomBytes, tempDir } from '@speechdeck/testing';
import { FfmpegAudioTools } from './ffmpeg-audio-tools.ts';
import { readWavInfo } from '@speechdeck/core/server';

const tools = new FfmpegAudioTools();
const speech = join(LIBRIVOX_DIR, 'sense_and_sensibility_01_austen_64kb-0880.wav'); // 2.99 s
const { dir, remove } = tempDir('ffmpeg');
const path = (name: string) => join(dir, name);

beforeAll(() => {
  ffmpeg('-i', speech, '-ar', '44100', '-ac', '2', '-c:a', 'libmp3lame', path('speech.mp3'));
  ffmpeg('-i', speech, '-c:a', 'libvorbis', path('speech.ogg'));
  ffmpeg('-i', speech, '-f', 'lavfi', '-i', 'color=c=black:s=64x64:d=3', '-shortest', '-c:v', 'libx264', '-c:a', 'aac', path('speech.mp4'));
  ffmpeg('-f', 'lavfi', '-i', 'color=c=black:s=64x64:d=2', '-c:v', 'libx264', path('silent-video.mp4'));
  // Left channel a 440 Hz tone, right channel silence.
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-filter_complex', '[0][1]amerge=inputs=2', '-t', '2', '-ar', '44100', path('stereo.wav'));
});
afterAll(remove);

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

describe('FfmpegAudioTools', () => {
  it.each([
    ['speech.mp3', 'mp3', false, 2],
    ['speech.ogg', 'ogg', false, 1],
    ['speech.mp4', 'mov,mp4,m4a,3gp,3g2,mj2', true, 1],
  ])('probes and converts %s', async (name, formatName, hasVideo, channels) => {
    const info = await tools.probe(path(name));
    expect(info).toMatchObject({ formatName, hasAudio: true, hasVideo, channels });
    expect(info.durationSec).toBeGreaterThan(2.8);
    expect(info.durationSec).toBeLessThan(3.3);

    const out = path(`${name}.wav`);
    const { durationSec } = await tools.toWav16kMono(path(name), out);
    expect(durationSec).toBeGreaterThan(2.8);
    expect(durationSec).toBeLessThan(3.3);
    expect(await readWavInfo(out)).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
  });

  it('tells a recording that does not state its length (a browser\'s live WebM) from an empty WAV', async () => {
    ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libopus', '-f', 'webm', '-live', '1', path('live.webm'));
    ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', '-t', '0', path('empty.wav'));
    expect(await tools.probe(path('live.webm'))).toMatchObject({ durationSec: 0, durationKnown: false, hasAudio: true });
    expect(await tools.probe(path('empty.wav'))).toMatchObject({ durationSec: 0, durationKnown: true, hasAudio: true });
    expect(await tools.probe(path('stereo.wav'))).toMatchObject({ durationSec: 2, durationKnown: true });
  });

  it('judges content, not the file name', async () => {
    copyFileSync(path('speech.ogg'), path('looks-like.mp3'));
    expect((await tools.probe(path('looks-like.mp3'))).formatName).toBe('ogg');
  });

  it('cuts a stretch and picks a channel', async () => {
    const out = path('cut.wav');
    expect((await tools.toWav16kMono(path('speech.mp3'), out, { startSec: 1, durationSec: 1.5 })).durationSec).toBeCloseTo(1.5, 1);
    await expect(tools.toWav16kMono(path('speech.mp3'), out, { channel: 2 })).rejects.toMatchObject({ statusCode: 400 });
    await expect(tools.toWav16kMono(path('speech.mp3'), out, { startSec: 60 })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('rewrites a 16 kHz mono WAV whose samples do not start at byte 44, so no chunk is decoded as sound', async () => {
    const canonical = path('canonical.wav');
    await tools.toWav16kMono(speech, canonical);
    const bytes = readFileSync(canonical);
    expect((await readWavInfo(canonical)).dataOffset).toBe(44);
    // The same samples with a LIST chunk before them and another chunk after them, as editors write.
    const list = Buffer.concat([Buffer.from('LIST'), u32(26), Buffer.from('INFOISFT'), u32(14), Buffer.from('speechdeck 1\0\0')]);
    const trailer = Buffer.concat([Buffer.from('id3 '), u32(8), Buffer.alloc(8, 0x7f)]);
    const withChunks = Buffer.concat([bytes.subarray(0, 36), list, bytes.subarray(36), trailer]);
    withChunks.writeUInt32LE(withChunks.length - 8, 4);
    writeFileSync(path('chunks.wav'), withChunks);
    expect((await readWavInfo(path('chunks.wav'))).dataOffset).toBe(44 + list.length);

    const out = path('chunks-out.wav');
    await tools.toWav16kMono(path('chunks.wav'), out);
    expect((await readWavInfo(out)).dataOffset).toBe(44);
    expect(readFileSync(out).subarray(44)).toEqual(bytes.subarray(44));
  });

  it('splits channels into one mono WAV each', async () => {
    const outputs = await tools.splitChannels(path('stereo.wav'), path('split'));
    expect(outputs.map((p) => p.split('/').pop())).toEqual(['channel-1.wav', 'channel-2.wav']);
    for (const output of outputs) expect(await readWavInfo(output)).toMatchObject({ sampleRate: 16000, channels: 1 });
  });

  it('refuses random bytes named .wav with 415', async () => {
    writeFileSync(path('corrupt.wav'), pseudoRandomBytes(64 * 1024));
    const error = await tools.probe(path('corrupt.wav')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadMediaError);
    expect(error).toMatchObject({ statusCode: 415, message: 'The file is not audio or video that ffmpeg can read.' });
    await expect(tools.toWav16kMono(path('corrupt.wav'), path('corrupt-out.wav'))).rejects.toBeInstanceOf(BadMediaError);
  });

  it('refuses a text file with 415', async () => {
    writeFileSync(path('notes.mp3'), 'These are meeting notes, not audio.\n'.repeat(50));
    await expect(tools.probe(path('notes.mp3'))).rejects.toMatchObject({ statusCode: 415, code: 'BAD_MEDIA' });
  });

  it('refuses a video without sound with 400', async () => {
    expect(await tools.probe(path('silent-video.mp4'))).toMatchObject({ hasAudio: false, hasVideo: true });
    await expect(tools.toWav16kMono(path('silent-video.mp4'), path('x.wav'))).rejects.toMatchObject({ statusCode: 400, message: 'The video has no audio track.' });
  });

  it('never opens another file through a playlist', async () => {
    writeFileSync(path('list.m3u8'), `#EXTM3U\n#EXTINF:3,\n${speech}\n`);
    writeFileSync(path('list.txt'), `file '${speech}'\n`);
    await expect(tools.probe(path('list.m3u8'))).rejects.toBeInstanceOf(BadMediaError);
    await expect(tools.probe(path('list.txt'))).rejects.toBeInstanceOf(BadMediaError);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the user'));
    await expect(tools.toWav16kMono(speech, path('aborted.wav'), { signal: controller.signal })).rejects.toThrow('cancelled by the user');
  });

  it('says when ffmpeg is not installed', async () => {
    const missing = new FfmpegAudioTools({ ffprobePath: '/nonexistent/ffprobe' });
    await expect(missing.probe(speech)).rejects.toMatchObject({ statusCode: 503, message: 'ffprobe is not installed on the server (apt-get install ffmpeg).' });
  });
});
