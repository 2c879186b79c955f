import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@speechdeck/core/server';
import { keywordSpotterRef } from '@speechdeck/engines/spotting';
import { storeResult, resultsAccess } from '@speechdeck/plugin-workspace/testing';
import { confirmedUser, generateMedia, librivoxClips, mediaFilesOf, override, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { SpotJob, SpotResult } from '../contract/kws-api.ts';
import { fakeSpotter } from './testing/fake-spotter.ts';
import { kwsPlugins } from './testing/kws-plugins.ts';
import { spotCalls } from './testing/spot-calls.ts';

/*
 * The rules of /api/kws with a spotter that prepares keywords as the real one does but answers its
 * search at once (testing/fake-spotter.ts): validation, ownership, workspace results, the queued job's
 * life. The real search through the API is spot-api.test.ts; long files' pieces, engines/src/spotting/keyphrase-search.test.ts.
 */
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('kws-rules');
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
const fake = fakeSpotter();
const access = resultsAccess();

beforeAll(async () => {
  host = await startTestHost({ plugins: [...kwsPlugins, fake.plugin, access.plugin], overrides: [override(keywordSpotterRef, fake.spotter)] });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
});
afterAll(async () => {
  await host.close();
  work.remove();
});

/** What a user has stored and left in their work dir: what an upload or a spotting's scratch would leave. */
const mediaOf = (userId: number) => mediaFilesOf(host, userId);

const { spot, get } = spotCalls(() => host, () => ann.token, clip.wav);

async function finished(id: string): Promise<{ final: SpotJob; progress: number[] }> {
  const progress: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const { body } = await get<SpotJob>(`/api/kws/spot/${id}`);
    progress.push(body.progress);
    if (body.status === 'done' || body.status === 'failed') return { final: body, progress };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the spotting did not finish');
}

describe('POST /api/kws/spot on a workspace result', () => {
  it("searches a result's kept audio by processId, the keywords as form fields; another user's processId is unknown", async () => {
    const kept = join(host.app.media.workDir(ann.id), 'meeting-audio.wav');
    copyFileSync(clip.wav, kept);
    const mediaKey = await host.app.media.keep(ann.id, kept);
    const processId = 'meeting-1';
    await storeResult(access.store(), ann.id, processId, 'meeting.wav', [[0.15, 7.04, null, clip.reference]], { mediaKey });
    fake.said = { dashwood: [1] };
    fake.searched = [];

    // No file, the keywords and language as form fields.
    const { status, body } = await spot('', null, ann.token, { keywords: 'dashwood,elephant', language: 'en-US', processId });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ processId, fileName: 'meeting.wav', language: 'en', duration: 7.04 });
    expect(body.hits).toEqual([{ keyword: 'dashwood', start: 1, end: 1.5, score: 0.9 }]);
    // The result's audio itself, made a 16 kHz WAV for the spotter.
    expect(fake.searched.map(({ seconds, keywords }) => [seconds, keywords.map((k) => k.keyword)])).toEqual([[expect.closeTo(7.1, 1), ['dashwood', 'elephant']]]);
    // With no body at all, as `curl -X POST` sends it.
    const bare = await fetch(`${host.url}/api/kws/spot?keywords=dashwood&processId=${processId}`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` } });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as SpotResult).hits.map((hit) => hit.keyword)).toEqual(['dashwood']);
    // The result's audio is still kept: a search does not take it.
    expect(await host.app.media.stat(mediaKey)).toBeTruthy();

    const foreign = await spot(`?keywords=dashwood&processId=${processId}`, null, bob.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`No result with process id '${processId}'.`);
    const both = await spot(`?keywords=dashwood&processId=${processId}`);
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/a file or a processId, not both/);
  });

  it('answers 404 for a result whose audio is no longer kept', async () => {
    await storeResult(access.store(), ann.id, 'gone-1', 'gone.wav', [[0, 2, null, 'no audio']], { mediaKey: `${ann.id}/never-stored.wav` });
    const gone = await spot('?keywords=dashwood&processId=gone-1', null);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("The audio of result 'gone-1' is no longer kept.");
  });
});

describe('a recording over a minute', () => {
  const long = join(work.dir, 'long.wav');
  beforeAll(() => void generateMedia('sine=frequency=300:sample_rate=16000', long, 61));

  it('is queued (202 { id }) and polled to its hits; the job owns the upload until it ends; another user cannot read it', async () => {
    fake.said = { dashwood: [12, 58.5], prudently: [30] };
    fake.failWith = null;
    const before = await mediaOf(ann.id);
    const { status, body } = await spot('?keywords=dashwood,prudently', long);
    expect(status, JSON.stringify(body)).toBe(202);
    expect(Object.keys(body)).toEqual(['id']);
    const { final, progress } = await finished(body.id!);
    expect(final).toMatchObject({ status: 'done', progress: 1, error: null, fileName: 'long.wav', language: 'en', processId: null, duration: 61 });
    expect(final.keywords.map((k) => k.keyword)).toEqual(['dashwood', 'prudently']);
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    expect(final.hits.map((hit) => [hit.keyword, hit.start])).toEqual([['dashwood', 12], ['prudently', 30], ['dashwood', 58.5]]);
    expect((await get(`/api/kws/spot/${body.id}`, bob.token)).status).toBe(404);
    // The upload was the job's until it ended.
    expect(await mediaOf(ann.id)).toEqual(before);
  });

  it('fails with what the spotter said, and removes the upload', async () => {
    fake.failWith = new HttpError(422, 'The recording could not be searched: it is all one tone.');
    try {
      const before = await mediaOf(ann.id);
      const { status, body } = await spot('?keywords=dashwood', long);
      expect(status).toBe(202);
      const { final } = await finished(body.id!);
      expect(final).toMatchObject({ status: 'failed', error: 'The recording could not be searched: it is all one tone.', hits: [] });
      expect(await mediaOf(ann.id)).toEqual(before);
    } finally {
      fake.failWith = null;
    }
  });
});

describe('bad requests', () => {
  const text = join(work.dir, 'notes.txt');
  const emptyWav = join(work.dir, 'empty.wav');
  beforeAll(() => {
    writeFileSync(text, 'these are meeting notes, not audio\n'.repeat(50));
    generateMedia('sine=duration=1', emptyWav, 0);
  });

  it.each([
    { name: 'no keywords', query: '', status: 400, message: /Give the keywords to spot/ },
    { name: 'an empty list', query: '?keywords=%20,%20', status: 400, message: /^keywords: A keyword is empty/ },
    { name: 'too many keywords', query: `?keywords=${Array.from({ length: 51 }, (_, i) => `word${i}`).join(',')}`, status: 400, message: /^keywords: At most 50 keywords/ },
    { name: 'a keyword with symbols', query: '?keywords=budget%3Bdrop', status: 400, message: /^keywords: 'budget;drop': Use words of letters and digits/ },
    {
      name: 'a keyword twice with two thresholds', status: 400, message: /'power' is given twice/,
      query: `?keywords=${encodeURIComponent('[{"keyword":"power","threshold":1e-5},{"keyword":"Power","threshold":1e5}]')}`,
    },
    { name: 'keywords that are not JSON', query: '?keywords=%5Bbudget', status: 400, message: /not valid JSON/ },
    { name: 'a threshold that is no number', query: `?keywords=${encodeURIComponent('[{"keyword":"power","threshold":"high"}]')}`, status: 400, message: /^keywords: A threshold is a number/ },
    { name: 'a keyword it cannot pronounce', query: '?keywords=power,%C3%BCnl%C3%BC', status: 422, message: /No pronunciation could be made for 'ünlü'/ },
    { name: 'a language it does not serve', query: '?keywords=power&language=tr', status: 422, message: /Keyword spotting serves en; it cannot spot keywords in 'tr'/ },
  ])('answers $name with $status', async ({ query, status, message }) => {
    const answer = await spot(query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.message).toMatch(message);
  });

  it('refuses a name given both in the query and in the form', async () => {
    const twice = await spot('?keywords=power', clip.wav, ann.token, { keywords: 'dashwood' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("'keywords' is given both in the query and in the form: give it once.");
  });

  it('refuses a file that is not audio (415), no file and no processId (400), an empty WAV (400, it was queued), and keeps none', async () => {
    const before = await mediaOf(ann.id);
    const notAudio = await spot('?keywords=power', text);
    expect(notAudio.status).toBe(415);
    const nothing = await spot('?keywords=power', null);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toMatch(/Send the recording in the 'file' field, or the processId/);
    const empty = await spot('?keywords=power', emptyWav);
    expect([empty.status, empty.body.message]).toEqual([400, 'The recording is empty: it holds 0 s of audio.']);
    expect(await mediaOf(ann.id)).toEqual(before);
  });

  it("needs a login, and refuses another user's userId", async () => {
    expect((await spot('?keywords=power', clip.wav, '')).status).toBe(401);
    const foreign = await spot(`?keywords=power&userId=${bob.id}`);
    expect(foreign.status).toBe(403);
    expect((await get('/api/kws/spot/no-such-id')).status).toBe(404);
  });
});
