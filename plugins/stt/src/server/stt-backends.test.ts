// @backends a queued recognition's result, search, audio and deletion on the store, queue and media of the run
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, librivoxClips, mediaFilesOf, startTestHost, until, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * Recognition's smoke test on the backends: run on SQLite with media in a folder (the `node`
 * project) and on PostgreSQL with the jobs on Redis and the media in an S3 bucket (`node-pg`). A
 * 3 s LibriVox clip queued and recognized by the default English engine, read back, found by the workspace
 * search, played with a Range, deleted with its media.
 */

const clip = librivoxClips().find((c) => c.id.endsWith('-0880'))!;
let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startTestHost({ plugins: recognitionPlugins });
  user = await confirmedUser(host, 'backends@example.com');
});
afterAll(() => host.close());

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${host.url}${path}`, { ...init, headers: { authorization: `Bearer ${user.token}`, ...(init.headers as Record<string, string>) } });

describe(`recognition on ${process.env.SPEECHDECK_TEST_STORE === 'postgres' ? 'PostgreSQL, Redis and a bucket' : 'SQLite and a media folder'}`, () => {
  it('queues a clip, recognizes it, finds it, plays it and deletes it with its media', async () => {
    // The host is on the backends the project asks for (SPEECHDECK_TEST_STORE, _QUEUE, _MEDIA).
    expect([host.dialect, host.queue, Boolean(host.app.config.mediaUrl)]).toEqual(process.env.SPEECHDECK_TEST_STORE === 'postgres' ? ['postgres', 'redis', true] : ['sqlite', 'sqlite', false]);
    const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?id=backends-smoke-1&language=en`, user.token, clip.wav, 'smoke.wav');
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(queued.body).toMatchObject({ processId: 'backends-smoke-1', userId: user.id, fn: 'smoke.wav' });
    const media = async () => (await mediaFilesOf(host, user.id)).filter((name) => name.endsWith('.media'));
    expect(await media()).toHaveLength(1);

    let result: RecognitionResult | undefined;
    await until(async () => {
      result = (await (await call('/api/stt/recognize/backends-smoke-1')).json()) as RecognitionResult;
      return result.status === 'done' || result.status === 'failed';
    }, { what: 'the recognition', ms: 60_000, every: 50 });
    // Whisper where its model is installed, else pocketsphinx.
    expect(result, result?.error ?? '').toMatchObject({ status: 'done', engine: expect.stringMatching(/^(whisper:tiny\.en|pocketsphinx)$/), language: 'en', progress: 1 });
    // "he was not an ill disposed young man": either engine hears most of it.
    expect(result!.text).toMatch(/\bhe was not\b/i);

    const word = result!.text.split(/[^\p{L}']+/u).sort((a, b) => b.length - a.length)[0]!;
    const hits = (await (await call(`/api/elastic/getRespBySentTextFromElastic?sent=${encodeURIComponent(word)}`)).json()) as SegmentHit[];
    expect(hits.map((hit) => hit.processId)).toContain('backends-smoke-1');

    const bytes = readFileSync(clip.wav);
    const part = await call('/api/elastic/load_audio/backends-smoke-1', { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    expect((await call('/api/elastic/deleteResponseFromElastic?processId=backends-smoke-1', { method: 'POST' })).status).toBe(200);
    expect((await call('/api/stt/recognize/backends-smoke-1')).status).toBe(404);
    expect(await media()).toEqual([]);
    expect((await call('/api/elastic/load_audio/backends-smoke-1', { headers: { range: 'bytes=0-9' } })).status).toBe(404);
  });
});
