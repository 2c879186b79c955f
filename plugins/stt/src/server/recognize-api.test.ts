import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmedUser, convertMedia, generateMedia, librivoxClips, mediaFilesOf, override, samplesOf, startTestHost, until, uploadTo, type TestHost,
} from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { FAKE_TRANSCRIPT_TEXT, fakeAsr, spokenOver } from '../testing/index.ts';
import { asrRef } from '@speechdeck/engines/recognition';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * The recognition routes (validation, ownership, limits, job life, answer shapes) over real HTTP,
 * with real uploads and ffmpeg, and a recognizer that answers at once: it keeps the audio it was
 * given, to check what the host made of an upload. Real pocketsphinx recognition through the API,
 * with its word error rate, is recognition-quality.test.ts; the engine alone,
 * engines/src/recognition/pocketsphinx-engine.test.ts.
 */

let host: TestHost;
let token = '';
let userId = 0;
let other = { token: '', id: 0 };
const work = mkdtempSync(join(tmpdir(), 'stt-api-'));
const clips = librivoxClips();
/** The samples of each WAV the recognizer was given, in order. */
const heard: Float32Array[] = [];

beforeAll(async () => {
  const asr = fakeAsr(async (wav, options) => {
    heard.push(await samplesOf(wav));
    return spokenOver(wav, options);
  });
  host = await startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_UPLOAD_MAX_BYTES: String(4 * 1024 * 1024) }, overrides: [override(asrRef, asr)] });
  ({ token, id: userId } = await confirmedUser(host, 'speaker@example.com'));
  other = await confirmedUser(host, 'other@example.com');
});
afterAll(async () => {
  await host.close();
  rmSync(work, { recursive: true, force: true });
});

const get = async (path: string, auth = token) => {
  const response = await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${auth}` } });
  return { status: response.status, body: (await response.json()) as RecognitionResult & { message?: string } };
};

async function poll(processId: string): Promise<RecognitionResult> {
  let result: RecognitionResult | undefined;
  await until(async () => {
    result = (await get(`/api/stt/recognize/${processId}`)).body;
    return result.status === 'done' || result.status === 'failed';
  }, { what: `process ${processId} to finish`, ms: 30_000, every: 20 });
  return result!;
}

/** Loudness every 20 ms. */
function envelope(samples: Float32Array): number[] {
  const frame = 320;
  return Array.from({ length: Math.floor(samples.length / frame) }, (_, i) =>
    Math.sqrt(samples.subarray(i * frame, (i + 1) * frame).reduce((sum, x) => sum + x * x, 0) / frame));
}

/** Correlation of two loudness envelopes, at the best shift of up to 200 ms (a codec's delay). */
function sameSpeech(a: number[], b: number[]): number {
  let best = -1;
  for (let shift = -10; shift <= 10; shift++) {
    const pairs = a.map((x, i) => [x, b[i + shift]] as const).filter((pair): pair is readonly [number, number] => pair[1] !== undefined);
    const mean = (k: 0 | 1) => pairs.reduce((sum, pair) => sum + pair[k], 0) / pairs.length;
    const [ma, mb] = [mean(0), mean(1)];
    const cov = pairs.reduce((sum, [x, y]) => sum + (x - ma) * (y - mb), 0);
    const va = pairs.reduce((sum, [x]) => sum + (x - ma) ** 2, 0);
    const vb = pairs.reduce((sum, [, y]) => sum + (y - mb) ** 2, 0);
    best = Math.max(best, cov / Math.sqrt(va * vb));
  }
  return best;
}

describe('POST /api/stt/recognize', () => {
  it('has the LibriVox clips of pocketsphinx-testdata to test with', () => {
    expect(clips.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the finished result, kept under its process id, with the recognizer\'s words and times', async () => {
    const clip = clips[0]!;
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?language=en&userId=${userId}`, token, clip.wav);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as unknown as RecognitionResult;
    expect(result).toMatchObject({ status: 'done', userId, fn: `${clip.id}.wav`, language: 'en', engine: 'fake', progress: 1, text: FAKE_TRANSCRIPT_TEXT });
    expect(result.duration).toBeCloseTo(7.1, 1);
    const words = result.segments.flatMap((s) => s.words);
    expect(words.map((w) => w.w).join(' ')).toBe(result.text);
    for (const word of words) expect(word.end).toBeLessThanOrEqual(result.duration);
    expect((await get(`/api/stt/recognize/${result.processId}`)).body).toEqual(result);
  });

  it('accepts MP3, Ogg, M4A and a WebM video of the same speech, judged by content whatever the name', async () => {
    const clip = clips.find((c) => c.id.endsWith('-0880'))!;
    const variants = [
      convertMedia(clip.wav, join(work, 'clip.mp3'), ['-b:a', '128k']),
      convertMedia(clip.wav, join(work, 'clip.ogg'), ['-c:a', 'libvorbis', '-q:a', '6']),
      convertMedia(clip.wav, join(work, 'clip.m4a'), ['-c:a', 'aac', '-b:a', '128k']),
      convertMedia(clip.wav, join(work, 'clip.webm'), ['-f', 'lavfi', '-i', 'color=c=blue:s=160x120:r=5', '-shortest', '-c:v', 'libvpx', '-c:a', 'libopus', '-b:a', '96k']),
    ];
    const samples = await samplesOf(clip.wav);
    const original = envelope(samples);
    for (const file of variants) {
      const { status, body } = await uploadTo(`${host.url}/api/stt/recognize`, token, file, 'no-extension');
      expect(status, `${file}: ${JSON.stringify(body)}`).toBe(200);
      // What reached the recognizer: 16 kHz mono (the fake takes nothing else), as long and with the same loudness over time as the clip.
      const given = heard.at(-1)!;
      expect(Math.abs(given.length - samples.length) / 16_000, file).toBeLessThan(0.1);
      expect(sameSpeech(original, envelope(given)), file).toBeGreaterThan(0.95);
    }
  });

  it('punct and sentText give cased, punctuated sentence segments; oa labels every segment', async () => {
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?punct=true&sentText=true&oa=true`, token, clips[0]!.wav);
    expect(status).toBe(200);
    const result = body as unknown as RecognitionResult;
    expect(result.options).toMatchObject({ punct: true, sentText: true, oa: true, isDiarize: false });
    expect(result.segments.length).toBeGreaterThan(0);
    for (const segment of result.segments) {
      expect(segment.sent).toMatch(/^[A-Z]/);
      expect(segment.sent).toMatch(/[.?!]$/);
      expect(['positive', 'negative', 'neutral']).toContain(segment.oa);
      expect(segment.spk).toBeNull();
    }
  });
});

describe('bad input loses nothing and says why', () => {
  const mediaFiles = async () => (await mediaFilesOf(host, userId)).filter((f) => !f.startsWith('.'));

  it('refuses a text file named .wav (415) and keeps nothing', async () => {
    const before = (await mediaFiles()).length;
    const fake = join(work, 'notes.wav');
    writeFileSync(fake, 'these are not the droids you are looking for\n'.repeat(50));
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize`, token, fake);
    expect(status).toBe(415);
    expect(String(body.message)).toMatch(/audio|video|media/i);
    expect(await mediaFiles()).toHaveLength(before);
  });

  it('answers 422 naming what to configure for a language no engine serves, before storing anything', async () => {
    const before = (await mediaFiles()).length;
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?language=tr`, token, clips[0]!.wav);
    expect(status).toBe(422);
    expect(String(body.message)).toMatch(/SPEECHDECK_ASR_TR|SPEECHDECK_OPENAI_ASR_URL/);
    expect(await mediaFiles()).toHaveLength(before);
  });

  it('answers 413 to an upload over the limit, leaving no partial file', async () => {
    const before = (await mediaFilesOf(host, userId)).length;
    const big = join(work, 'big.wav');
    generateMedia('anullsrc=r=44100:cl=stereo', big, 30);
    const { status } = await uploadTo(`${host.url}/api/stt/recognize`, token, big);
    expect(status).toBe(413);
    expect(await mediaFilesOf(host, userId)).toHaveLength(before);
  });

  it('says so when a file has no speech, rather than failing', async () => {
    const silence = generateMedia('anullsrc=r=16000:cl=mono', join(work, 'silence.wav'), 3);
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?vad=true`, token, silence);
    expect(status).toBe(200);
    const result = body as unknown as RecognitionResult;
    expect(result.segments).toEqual([]);
    expect(result.notes.join(' ')).toMatch(/no speech/i);
  });

  it('refuses another user\'s userId (403) and hides another user\'s results (404)', async () => {
    const { status } = await uploadTo(`${host.url}/api/stt/recognize?userId=${other.id}`, token, clips[0]!.wav);
    expect(status).toBe(403);
    const mine = await uploadTo(`${host.url}/api/stt/recognizeSpeech`, token, clips[0]!.wav);
    expect((await get(`/api/stt/recognize/${String(mine.body.processId)}`, other.token)).status).toBe(404);
    expect((await get(`/api/stt/recognize/${String(mine.body.processId)}`, '')).status).toBe(401);
    await poll(String(mine.body.processId));
  });
});

describe('queued recognition', () => {
  it('recognizeSpeech answers a queued process at once, which then completes', async () => {
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognizeSpeech?language=en`, token, clips[1]!.wav);
    expect(status).toBe(200);
    expect(['queued', 'running']).toContain(body.status);
    const done = await poll(String(body.processId));
    expect(done.status).toBe('done');
    expect(done.text.length).toBeGreaterThan(10);
  });

  it('recognizeQueue with a client id is idempotent', async () => {
    const first = await uploadTo(`${host.url}/api/stt/recognizeQueue?id=batch-0001&language=en`, token, clips[2]!.wav);
    const again = await uploadTo(`${host.url}/api/stt/recognizeQueue?id=batch-0001&language=en`, token, clips[2]!.wav);
    expect(first.body.processId).toBe('batch-0001');
    expect(again.body.processId).toBe('batch-0001');
    expect((await poll('batch-0001')).status).toBe('done');
  });

  it('the same id raced by its owner and another user: one process each, every call answered, no upload left over', async () => {
    const mediaOf = async (id: number) => (await mediaFilesOf(host, id)).filter((f) => !f.startsWith('.'));
    const before = { mine: (await mediaOf(userId)).length, theirs: (await mediaOf(other.id)).length };
    const as = [token, token, other.token, token, token, other.token, token, token];
    const answers = await Promise.all(as.map((bearer) => uploadTo(`${host.url}/api/stt/recognizeQueue?id=race-same-id-01&language=en`, bearer, clips[1]!.wav)));
    expect(answers.map((a) => a.status)).toEqual(as.map(() => 200));
    expect(new Set(answers.map((a) => `${String(a.body.processId)} of ${String(a.body.userId)}`))).toEqual(new Set([`race-same-id-01 of ${userId}`, `race-same-id-01 of ${other.id}`]));
    expect(await mediaOf(userId)).toHaveLength(before.mine + 1);
    expect(await mediaOf(other.id)).toHaveLength(before.theirs + 1);
    expect((await poll('race-same-id-01')).userId).toBe(userId);
    const theirs = await get('/api/stt/recognize/race-same-id-01', other.token);
    expect(theirs.body).toMatchObject({ processId: 'race-same-id-01', userId: other.id });
  });

  it('uploadFile then recognizeUploadedFile: repeating the GET answers the same process; getResponse answers several', async () => {
    const uploaded = await uploadTo(`${host.url}/api/stt/uploadFile`, token, clips[0]!.wav, 'interview.wav');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ originalName: 'interview.wav', fn: expect.stringMatching(/^[0-9a-f]{32}\.media$/) });
    expect(uploaded.body.duration).toBeGreaterThan(1);
    const path = `/api/stt/recognizeUploadedFile/${String(uploaded.body.fn)}?language=en&fn=interview.wav`;
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(second.body.processId).toBe(first.body.processId);
    expect(first.body.fn).toBe('interview.wav');
    const done = await poll(first.body.processId);
    const batch = await fetch(`${host.url}/api/stt/getResponse`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ processIds: [done.processId, 'batch-0001'] }),
    });
    expect(((await batch.json()) as RecognitionResult[]).map((r) => r.processId)).toEqual([done.processId, 'batch-0001']);
    expect((await get(`/api/stt/recognizeUploadedFile/${'0'.repeat(32)}.media`)).status).toBe(404);
  });
});

describe('subtitles and downloads', () => {
  it('toSrt turns a stored result (by id or as JSON) into valid SRT; export gives VTT, TXT and JSON', async () => {
    const result = await poll('batch-0001');
    const toSrt = (json: unknown) =>
      fetch(`${host.url}/api/stt/toSrt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ json, userId }),
      });
    const byId = await toSrt('batch-0001');
    const srt = await byId.text();
    expect(byId.status).toBe(200);
    expect(srt).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n/);
    expect(await (await toSrt(result)).text()).toBe(srt);
    const vtt = await fetch(`${host.url}/api/stt/export/batch-0001?format=vtt`, { headers: { authorization: `Bearer ${token}` } });
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    expect(vtt.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.vtt"/);
    const json = await fetch(`${host.url}/api/stt/export/batch-0001?format=json`, { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.parse(await json.text()).processId).toBe('batch-0001');
    const forbidden = await fetch(`${host.url}/api/stt/toSrt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ json: 'batch-0001' }),
    });
    expect(forbidden.status).toBe(404);
  });
});

describe('asking again for a deleted process', () => {
  it('runs the work again under the same client id', async () => {
    const removed = await fetch(`${host.url}/api/elastic/deleteResponseFromElastic?processId=batch-0001`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(removed.status).toBe(200);
    const again = await uploadTo(`${host.url}/api/stt/recognizeQueue?id=batch-0001`, token, clips[2]!.wav);
    expect(again.status).toBe(200);
    expect((await poll('batch-0001')).status).toBe('done');
  });
});
