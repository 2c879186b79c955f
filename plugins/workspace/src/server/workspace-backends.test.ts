// @backends a result with its recording: its rows and full-text search in the store, its media in the media storage, each backend's
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, generateMedia, mediaFilesOf, startTestHost, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult, SegmentHit } from '../index.ts';
import { resultsAccess, storeResult } from '../testing/index.ts';
import { workspaceServerPlugin } from './index.ts';

/*
 * Smoke test on each backend: a finished result with its recording (a 3 s tone), stored as
 * recognition stores one, found by the search, its recording played with a Range, a segment
 * edited and found by its new words, then the result deleted with its recording.
 */
let host: TestHost;
const access = resultsAccess();
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startTestHost({ plugins: [workspaceServerPlugin, access.plugin] });
  user = await confirmedUser(host, 'smoke-workspace@example.com');
});
afterAll(() => host.close());

const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) =>
  fetch(`${host.url}${path}`, { method, headers: { authorization: `Bearer ${user.token}`, ...headers } });
const json = async <T>(method: 'GET' | 'POST', path: string) => (await (await call(method, path)).json()) as T;

describe(`the workspace on the backends (store ${process.env.SPEECHDECK_TEST_STORE ?? 'sqlite'})`, () => {
  it('finds a stored result, plays its recording with a Range, edits it, and deletes it with its recording', async () => {
    const recording = generateMedia('sine=frequency=440:sample_rate=16000', join(host.app.media.workDir(user.id), 'standup.wav'), 3);
    const bytes = await readFile(recording);
    const mediaKey = await host.app.media.keep(user.id, recording);
    await storeResult(access.store(), user.id, 'standup-1', 'standup.wav', [
      [0.2, 1.4, 'S1', 'The release moved to Friday.'],
      [1.5, 2.8, 'S2', 'Then the budget meeting is on Monday.'],
    ], { mediaKey });

    const hits = await json<SegmentHit[]>('GET', '/api/elastic/getRespBySentTextFromElastic?sent=budget');
    expect(hits.map((hit) => [hit.processId, hit.position, hit.spk])).toEqual([['standup-1', 1, 'S2']]);

    const range = await call('GET', '/api/elastic/load_audio/standup-1', { range: 'bytes=44-1067' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 44-1067/${bytes.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(bytes.subarray(44, 1068));

    const edited = await json<RecognitionResult>('POST', `/api/elastic/editResponseFromElastic?processId=standup-1&position=0&text=${encodeURIComponent('The launch moved to Thursday.')}`);
    expect(edited.segments.map((s) => s.sent)).toEqual(['The launch moved to Thursday.', 'Then the budget meeting is on Monday.']);
    expect((await json<SegmentHit[]>('GET', '/api/elastic/getRespBySentTextFromElastic?sent=thursday')).map((hit) => hit.position)).toEqual([0]);
    expect(await json<SegmentHit[]>('GET', '/api/elastic/getRespBySentTextFromElastic?sent=release')).toEqual([]);

    expect((await call('POST', '/api/elastic/deleteResponseFromElastic?processId=standup-1')).status).toBe(200);
    expect((await call('GET', '/api/elastic/getRespByJustProcessIdFromElastic?processId=standup-1')).status).toBe(404);
    expect(await json<SegmentHit[]>('GET', '/api/elastic/getRespBySentTextFromElastic?sent=budget')).toEqual([]);
    expect(await mediaFilesOf(host, user.id)).toEqual([]);
  });
});
