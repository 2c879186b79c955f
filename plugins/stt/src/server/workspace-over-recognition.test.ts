import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, librivoxClips, mediaFilesOf, override, startTestHost, uploadTo, type TestHost } from '@speechdeck/testing';
import { fakeAsr } from '../testing/index.ts';
import { asrRef } from '@speechdeck/engines/recognition';
import { recognitionPlugins } from './testing/recognition-plugins.ts';
import type { RecognitionResult, ResultSummary, SegmentHit } from '@speechdeck/plugin-workspace';

let host: TestHost;
let me = { token: '', id: 0 };
let other = { token: '', id: 0 };
let result: RecognitionResult;

beforeAll(async () => {
  // A real upload of recorded speech, a recognizer that answers at once (real recognition: recognition-quality.test.ts).
  host = await startTestHost({ plugins: recognitionPlugins, overrides: [override(asrRef, fakeAsr())] });
  me = await confirmedUser(host, 'ws@example.com');
  other = await confirmedUser(host, 'ws-other@example.com');
  const { body } = await uploadTo(`${host.url}/api/stt/recognize?oa=true&punct=true`, me.token, librivoxClips()[0]!.wav, 'chapter-one.wav');
  result = body as unknown as RecognitionResult;
});
afterAll(() => host.close());

async function call<T>(method: string, path: string, token = me.token, body?: unknown): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${host.url}/api/elastic/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

describe('the workspace (/api/elastic) over a recognition', () => {
  it('has a result with keywords to search for', () => {
    expect(result.status).toBe('done');
    expect(result.segments.flatMap((s) => s.kw).length).toBeGreaterThan(0);
  });

  it('finds segments by keyword, sentence text, label and file; lists files and results', async () => {
    const keyword = result.segments.find((s) => s.kw.length > 0)!.kw[0]!;
    const byKw = await call<SegmentHit[]>('GET', `getRespByKeywordFromElastic?kw=${encodeURIComponent(keyword)}&userId=${me.id}`);
    expect(byKw.status).toBe(200);
    expect(byKw.body.some((h) => h.processId === result.processId && h.kw.includes(keyword))).toBe(true);
    const word = result.segments[0]!.words[0]!.w;
    const bySent = await call<SegmentHit[]>('GET', `getRespBySentTextFromElastic?sent=${encodeURIComponent(word)}`);
    expect(bySent.body[0]).toMatchObject({ processId: result.processId, fn: 'chapter-one.wav' });
    const label = result.segments[0]!.oa!;
    expect((await call<SegmentHit[]>('GET', `getRespByOaFromElastic?oa=${label}`)).body.length).toBeGreaterThan(0);
    const files = await call<{ fn: string }[]>('GET', `getFileNamesFromElastic?userId=${me.id}`);
    expect(files.body.map((f) => f.fn)).toEqual(['chapter-one.wav']);
    const byFn = await call<ResultSummary[]>('GET', 'getResponseByFn?fn=chapter');
    expect(byFn.body.map((r) => r.processId)).toEqual([result.processId]);
    const all = await call<ResultSummary[]>('GET', 'getResponseFromElastic');
    expect(all.body[0]).toMatchObject({ processId: result.processId, segmentCount: result.segments.length });
    const whole = await call<RecognitionResult>('GET', `getRespByJustProcessIdFromElastic?processId=${result.processId}`);
    expect(whole.body.text).toBe(result.text);
    const stats = await call<{ files: number; seconds: number }>('GET', 'stats');
    expect(stats.body.files).toBe(1);
    expect(stats.body.seconds).toBeCloseTo(result.duration, 1);
  });

  it('an edited segment is searchable at once; a speaker can be named', async () => {
    const edited = await call<RecognitionResult>('POST', `editResponseFromElastic?position=0&processId=${result.processId}&text=${encodeURIComponent('Zanzibar marmalade sandwiches')}`, me.token, {});
    expect(edited.status).toBe(200);
    expect(edited.body.segments[0]!.sent).toBe('Zanzibar marmalade sandwiches');
    const hits = await call<SegmentHit[]>('GET', 'getRespBySentTextFromElastic?sent=marmalade');
    expect(hits.body.map((h) => h.position)).toEqual([0]);
    const named = await call<RecognitionResult>('POST', `editResponseFromElastic?position=0&processId=${result.processId}`, me.token, { spk: 'Narrator' });
    expect(named.body.segments[0]!.spk).toBe('Narrator');
    expect((await call<SegmentHit[]>('GET', 'getRespBySpknameFromElastic?spk=narrator')).body).toHaveLength(1);
    const renamed = await call<RecognitionResult>('POST', `renameSpeaker?processId=${result.processId}&from=Narrator&to=Elinor`);
    expect(renamed.body.segments[0]!.spk).toBe('Elinor');
    expect((await call('POST', `editResponseFromElastic?position=999&processId=${result.processId}&text=x`, me.token, {})).status).toBe(404);
  });

  it('streams the audio with HTTP Range, with a bearer token or a media token', async () => {
    const whole = await fetch(`${host.url}/api/elastic/load_audio/${result.processId}`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const size = Number(whole.headers.get('content-length'));
    const part = await fetch(`${host.url}/api/elastic/load_audio/${result.processId}`, { headers: { authorization: `Bearer ${me.token}`, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${host.url}/api/elastic/load_audio/${result.processId}`, { headers: { authorization: `Bearer ${me.token}`, range: `bytes=${size + 10}-` } })).status).toBe(416);
    expect((await fetch(`${host.url}/api/elastic/load_audio/${result.processId}`)).status).toBe(401);
    const { body } = await call<{ url: string }>('POST', `mediaToken?processId=${result.processId}`);
    const viaToken = await fetch(`${host.url}${body.url}`, { headers: { range: 'bytes=0-9' } });
    expect(viaToken.status).toBe(206);
    expect((await fetch(`${host.url}/api/elastic/load_audio/other-process?t=${body.url.split('t=')[1]}`)).status).toBe(401);
  });

  it('refuses another user\'s userId (403) and hides this user\'s results from them', async () => {
    for (const path of [`getRespByKeywordFromElastic?kw=the&userId=${me.id}`, `getResponseFromElastic?userId=${me.id}`, `getFileNamesFromElastic?userId=${me.id}`, `stats?userId=${me.id}`]) {
      expect((await call('GET', path, other.token)).status, path).toBe(403);
    }
    expect((await call('GET', `getRespByJustProcessIdFromElastic?processId=${result.processId}`, other.token)).status).toBe(404);
    expect((await call<SegmentHit[]>('GET', 'getRespBySentTextFromElastic?sent=marmalade', other.token)).body).toEqual([]);
    expect((await call('POST', `deleteResponseFromElastic?processId=${result.processId}`, other.token)).status).toBe(404);
    expect((await call('GET', 'getResponseFromElastic', '')).status).toBe(401);
  });

  it('delete removes the result and its audio file', async () => {
    const media = async () => (await mediaFilesOf(host, me.id)).filter((f) => f.endsWith('.media'));
    expect(await media()).toHaveLength(1);
    expect((await call('POST', `deleteResponseFromElastic?processId=${result.processId}&userId=${me.id}`)).status).toBe(200);
    expect(await media()).toHaveLength(0);
    expect((await call('GET', `getRespByJustProcessIdFromElastic?processId=${result.processId}`)).status).toBe(404);
    expect((await call<SegmentHit[]>('GET', 'getRespBySentTextFromElastic?sent=marmalade')).body).toEqual([]);
  });
});
