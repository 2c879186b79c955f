import { openAsBlob, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { confirmedUser, convertMedia, ffmpeg, generateMedia, mediaFilesOf, pseudoRandomBytes, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import { splitterPlugins } from './testing/splitter-host.ts';
import { readZip } from './testing/read-zip.ts';
import { channelSamples, crossingsPerSecond, toneWithNoise, writePcmWav } from './testing/stereo-fixtures.ts';

/*
 * POST /api/stt/splitTelRecordToMono on a real host: channels out of a 16-bit WAV compared sample
 * for sample, the zip of both, the containers ffmpeg reads (lossless ones compared exactly, lossy
 * ones told apart by their tones), every bad input with its 4xx, and the scratch folder gone after
 * each answer.
 */
const work = tempDir('splitter-api');
const at = (name: string) => join(work.dir, name);
let host: TestHost;
let user = { token: '', id: 0 };

const RATE = 8000;
const SECONDS = 3;
/** Left: 440 Hz (880 crossings a second), right: 1000 Hz (2000): a swap of the channels shows. */
const LEFT = toneWithNoise(RATE * SECONDS, RATE, 440, 1);
const RIGHT = toneWithNoise(RATE * SECONDS, RATE, 1000, 2);
let callWav = '';

beforeAll(async () => {
  host = await startTestHost({ plugins: splitterPlugins });
  user = await confirmedUser(host, 'splitter@example.com');
  callWav = writePcmWav(at('call.wav'), [LEFT, RIGHT], RATE);
}, 60_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: { message?: string; fields?: Record<string, string> };
}

async function split(file: string | null, query = '', { name, token = user.token }: { name?: string; token?: string } = {}): Promise<Answer> {
  const form = new FormData();
  if (file) form.append('file', await openAsBlob(file), name ?? file.split('/').pop()!);
  else form.append('note', 'no file here');
  const response = await fetch(`${host.url}/api/stt/splitTelRecordToMono${query}`, {
    method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json = {};
  if (response.headers.get('content-type')?.includes('json')) json = JSON.parse(bytes.toString('utf8'));
  return { status: response.status, headers: response.headers, bytes, json };
}

/** What the host holds for the user once an answer is out: nothing (the scratch is removed after the answer, asynchronously). */
async function expectNothingKept(): Promise<void> {
  await expect.poll(() => mediaFilesOf(host, user.id), { timeout: 5_000 }).toEqual([]);
}

/** The samples of a mono 16-bit WAV answer, with its header read. */
async function monoAnswer(answer: Answer, name: string) {
  const path = at(name);
  writeFileSync(path, answer.bytes);
  const info = await readWavInfo(path);
  return { info, samples: await channelSamples(path, 0), path };
}

describe('POST /api/stt/splitTelRecordToMono on a 16-bit PCM WAV', () => {
  it('answers chan=0 and chan=1 as mono 16-bit WAVs at the file\'s rate, sample for sample the channel', async () => {
    for (const [chan, expected, side] of [['0', LEFT, 'left'], ['1', RIGHT, 'right']] as const) {
      const answer = await split(callWav, `?chan=${chan}`);
      expect(answer.status, answer.bytes.toString()).toBe(200);
      expect(answer.headers.get('content-type')).toBe('audio/wav');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="call-${side}.wav"; filename*=UTF-8''call-${side}.wav`);
      expect(answer.headers.get('content-length')).toBe(String(answer.bytes.length));
      expect(answer.headers.get('x-channels')).toBe('2');
      const { info, samples } = await monoAnswer(answer, `out-${chan}.wav`);
      expect(info).toMatchObject({ channels: 1, sampleRate: RATE, bitsPerSample: 16, dataOffset: 44, frames: RATE * SECONDS });
      expect(answer.bytes.length).toBe(44 + RATE * SECONDS * 2);
      expect(Buffer.from(samples.buffer).equals(Buffer.from(expected.buffer))).toBe(true);
      await expectNothingKept();
    }
  });

  it('takes left and right (any case) for 0 and 1', async () => {
    const left = await split(callWav, '?chan=LEFT');
    const zero = await split(callWav, '?chan=0');
    expect(left.status).toBe(200);
    expect(left.bytes.equals(zero.bytes)).toBe(true);
    const right = await split(callWav, '?chan=right');
    expect((await monoAnswer(right, 'right.wav')).samples).toEqual(RIGHT);
  });

  it('reads a WAV whose samples come after other chunks (ffmpeg writes LIST metadata first) as exactly', async () => {
    const tagged = at('tagged.wav');
    ffmpeg('-i', callWav, '-c:a', 'pcm_s16le', '-metadata', 'title=A call', tagged);
    expect((await readWavInfo(tagged)).dataOffset).toBeGreaterThan(44);
    const answer = await split(tagged, '?chan=1');
    expect(answer.status).toBe(200);
    expect((await monoAnswer(answer, 'tagged-right.wav')).samples).toEqual(RIGHT);
  });

  it('answers every channel in a zip without chan: stored WAVs named after the upload, equal to the single-channel answers', async () => {
    const answer = await split(callWav);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="call-channels.zip"; filename*=UTF-8''call-channels.zip`);
    expect(answer.headers.get('content-length')).toBe(String(answer.bytes.length));
    writeFileSync(at('both.zip'), answer.bytes);
    const entries = readZip(at('both.zip'));
    expect(entries.map((entry) => [entry.name, entry.method])).toEqual([['call-left.wav', 0], ['call-right.wav', 0]]);
    expect(entries[0]!.data.equals((await split(callWav, '?chan=0')).bytes)).toBe(true);
    expect(entries[1]!.data.equals((await split(callWav, '?chan=1')).bytes)).toBe(true);
    // An empty chan is the same as none.
    const empty = await split(callWav, '?chan=');
    expect(empty.headers.get('content-type')).toBe('application/zip');
    expect(empty.bytes.length).toBe(answer.bytes.length);
    await expectNothingKept();
  });

  it('names the downloads after the upload, in UTF-8 and in ASCII', async () => {
    const answer = await split(callWav, '?chan=0', { name: 'Çağrı kaydı 12.mp3' });
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Cagri kaydi 12-left.wav"; filename*=UTF-8''${encodeURIComponent('Çağrı kaydı 12-left.wav')}`,
    );
  });

  it('splits a recording of more channels by its number: chan=2 of a 3-channel WAV', async () => {
    const third = toneWithNoise(RATE, RATE, 300, 3);
    const three = writePcmWav(at('three.wav'), [LEFT.subarray(0, RATE), RIGHT.subarray(0, RATE), third], RATE);
    const answer = await split(three, '?chan=2');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('filename="three-channel-2.wav"');
    expect((await monoAnswer(answer, 'third.wav')).samples).toEqual(third);
  });
});

describe('POST /api/stt/splitTelRecordToMono when the client leaves', () => {
  it('removes the upload once a client stops reading the answer half-way', async () => {
    // A minute at 48 kHz (an answer larger than the sockets' buffers), one second of tone repeated.
    const rate = 48_000;
    const minuteOf = (second: Int16Array) => {
      const out = new Int16Array(second.length * 60);
      for (let i = 0; i < 60; i++) out.set(second, i * second.length);
      return out;
    };
    const long = writePcmWav(at('long.wav'), [minuteOf(toneWithNoise(rate, rate, 440, 5)), minuteOf(toneWithNoise(rate, rate, 1000, 6))], rate);
    for (const query of ['?chan=1', '']) {
      const leave = new AbortController();
      const form = new FormData();
      form.append('file', await openAsBlob(long), 'long.wav');
      const response = await fetch(`${host.url}/api/stt/splitTelRecordToMono${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${user.token}` }, signal: leave.signal });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      leave.abort();
      await expectNothingKept();
    }
  });
});

describe('POST /api/stt/splitTelRecordToMono on what ffmpeg reads', () => {
  it('splits FLAC (lossless) exactly, at its own rate', async () => {
    const flac = convertMedia(callWav, at('call.flac'));
    for (const [chan, expected] of [[0, LEFT], [1, RIGHT]] as const) {
      const answer = await split(flac, `?chan=${chan}`);
      expect(answer.status, answer.bytes.toString()).toBe(200);
      const { info, samples } = await monoAnswer(answer, `flac-${chan}.wav`);
      expect(info).toMatchObject({ channels: 1, sampleRate: RATE, bitsPerSample: 16 });
      expect(samples).toEqual(expected);
    }
  });

  it('writes a 24-bit WAV as 16-bit, keeping the top 16 bits of each sample', async () => {
    const deep = convertMedia(callWav, at('call-24.wav'), ['-c:a', 'pcm_s24le']);
    const answer = await split(deep, '?chan=1');
    expect(answer.status).toBe(200);
    const { info, samples } = await monoAnswer(answer, 'from-24.wav');
    expect(info).toMatchObject({ channels: 1, sampleRate: RATE, bitsPerSample: 16 });
    expect(samples).toEqual(RIGHT);
  });

  it('splits MP3, M4A, Ogg and the stereo sound of MP4 and WebM videos: each channel its own tone, at the file\'s rate (both in one zip)', async () => {
    const rate = 16_000;
    const tones = writePcmWav(at('tones.wav'), [toneWithNoise(rate * 4, rate, 440, 1, 0), toneWithNoise(rate * 4, rate, 1000, 2, 0)], rate);
    const picture = ['-f', 'lavfi', '-i', 'color=c=blue:s=64x48:r=5', '-shortest'];
    const variants = [
      { file: convertMedia(tones, at('call.mp3'), ['-c:a', 'libmp3lame', '-b:a', '64k']), rate: 16_000 },
      { file: convertMedia(tones, at('call.m4a'), ['-c:a', 'aac', '-b:a', '96k']), rate: 16_000 },
      { file: convertMedia(tones, at('call.ogg'), ['-c:a', 'libvorbis', '-q:a', '4']), rate: 16_000 },
      { file: convertMedia(tones, at('call.mp4'), [...picture, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac']), rate: 16_000 },
      // Opus decodes at 48 kHz whatever went in: that is the file's rate.
      { file: convertMedia(tones, at('call.webm'), [...picture, '-c:v', 'libvpx', '-c:a', 'libopus']), rate: 48_000 },
    ];
    for (const { file, rate: expectedRate } of variants) {
      const crossings: number[] = [];
      // One decoding for both channels: the zip's entries are what chan=0 and chan=1 answer (FLAC and 24-bit above ask by chan).
      const answer = await split(file);
      expect(answer.status, `${file}: ${answer.bytes.toString()}`).toBe(200);
      writeFileSync(at('lossy.zip'), answer.bytes);
      const entries = readZip(at('lossy.zip'));
      expect(entries.map((entry) => entry.name)).toEqual(['call-left.wav', 'call-right.wav']);
      for (const [chan, entry] of entries.entries()) {
        writeFileSync(at(`lossy-${chan}.wav`), entry.data);
        const info = await readWavInfo(at(`lossy-${chan}.wav`));
        const samples = await channelSamples(at(`lossy-${chan}.wav`), 0);
        expect(info, file).toMatchObject({ channels: 1, sampleRate: expectedRate, bitsPerSample: 16 });
        expect(info.durationSec, file).toBeGreaterThan(3.9);
        expect(info.durationSec, file).toBeLessThan(4.2);
        crossings.push(crossingsPerSecond(samples, info.sampleRate));
      }
      expect(crossings[0], file).toBeGreaterThan(800);
      expect(crossings[0], file).toBeLessThan(960);
      expect(crossings[1], file).toBeGreaterThan(1850);
      expect(crossings[1], file).toBeLessThan(2150);
    }
    await expectNothingKept();
  }, 120_000);
});

describe('POST /api/stt/splitTelRecordToMono refuses', () => {
  it('a mono recording, whatever chan, saying it is mono', async () => {
    const mono = writePcmWav(at('mono.wav'), [LEFT], RATE);
    const monoMp3 = convertMedia(mono, at('mono.mp3'));
    for (const [file, query] of [[mono, ''], [mono, '?chan=0'], [monoMp3, '?chan=1']] as const) {
      const answer = await split(file, query);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/^The file has one channel \(mono\): a call recording needs two, one side of the call on each\./);
    }
    await expectNothingKept();
  });

  it('a channel the recording does not have, naming the ones it has', async () => {
    for (const file of [callWav, convertMedia(callWav, at('stereo.mp3'))]) {
      const answer = await split(file, '?chan=2');
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('The recording has 2 channels (chan=0 to 1); channel 2 does not exist.');
    }
    await expectNothingKept();
  });

  it('a chan that is no channel, before anything is read', async () => {
    for (const chan of ['x', '-1', '1.5', 'centre', '100']) {
      const answer = await split(callWav, `?chan=${encodeURIComponent(chan)}`);
      expect(answer.status, chan).toBe(400);
      expect(answer.json.message, chan).toBe('chan: Use chan=0 (left) or chan=1 (right), or leave it out for a zip of both channels.');
    }
    await expectNothingKept();
  });

  it('what is not audio: random bytes and text 415, a video without sound 400, an empty file and a form without a file 400', async () => {
    writeFileSync(at('noise.wav'), pseudoRandomBytes(40_000));
    writeFileSync(at('notes.txt'), 'This is a call summary, not a call.\n'.repeat(50));
    for (const file of [at('noise.wav'), at('notes.txt')]) {
      const answer = await split(file, '?chan=0');
      expect(answer.status, file).toBe(415);
      expect(answer.json.message).toBe('The file is not audio or video that ffmpeg can read.');
    }
    const silentFilm = generateMedia('color=c=red:s=64x48:r=5', at('silent.mp4'), 2);
    const film = await split(silentFilm, '?chan=0');
    expect(film.status).toBe(400);
    expect(film.json.message).toBe('The video has no audio track.');
    writeFileSync(at('empty.wav'), '');
    expect((await split(at('empty.wav'))).json.message).toBe('The file is empty.');
    const none = await split(null);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe("No file in the 'file' field.");
    await expectNothingKept();
  });

  it('a caller without a session (401)', async () => {
    expect((await split(callWav, '?chan=0', { token: '' })).status).toBe(401);
  });
});

describe('the splitter\'s file bytes', () => {
  it('keep the 16-bit samples of the input in the output even where they are odd values near the limits', async () => {
    const extremes = Int16Array.from([-32768, 32767, -1, 1, 0, 12345, -12345, 255, -256, 256]);
    const other = Int16Array.from([7, -7, 32767, -32768, 0, 1, 2, 3, 4, 5]);
    const wav = writePcmWav(at('extremes.wav'), [other, extremes], RATE);
    const answer = await split(wav, '?chan=1');
    expect([...(await monoAnswer(answer, 'extremes-out.wav')).samples]).toEqual([...extremes]);
    expect(readFileSync(wav).length).toBe(44 + 40);
  });
});
