// @backends the clones table, the queued clone job and the stored reference and audio, on PostgreSQL, Redis and a bucket
import { openAsBlob } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { confirmedUser, librivoxClips, mediaFilesOf, startTestHost, until, type TestHost } from '@speechdeck/testing';
import type { CloneJob } from '../contract/vc-api.ts';
import { vcServerPlugin } from './index.ts';

// The plugin's smoke test, run on SQLite with media in a folder (`node`) and on PostgreSQL, Redis
// and an S3 bucket (`node-pg`): a clone queued over HTTP by the real engine (voice matching) from
// a short reference, to completion; read, played with a Range, deleted with its files.

/** The shortest LibriVox clip: 3 s of the reader. */
const REFERENCE = librivoxClips().find((clip) => clip.id.endsWith('-0880'))!.wav;
const SAY = 'The north wind and the sun were disputing.';

let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startTestHost({ plugins: [...speakerPlugins, ttsServerPlugin, vcServerPlugin] });
  user = await confirmedUser(host, 'vc-backends@example.com');
});
afterAll(() => host.close());

const call = (method: string, path: string, { body, headers = {} }: { body?: FormData; headers?: Record<string, string> } = {}) =>
  fetch(`${host.url}${path}`, { method, body, headers: { authorization: `Bearer ${user.token}`, ...headers } });
const json = async <T>(response: Response) => (await response.json()) as T;

describe('a queued clone on the backends', () => {
  it('clones a short reference to completion, serves its audio with a Range, and goes with its files when deleted', { timeout: 120_000 }, async () => {
    const form = new FormData();
    form.append('reference', await openAsBlob(REFERENCE), 'reader.wav');
    form.append('text', SAY);
    form.append('language', 'en');
    form.append('format', 'mp3');
    const queued = await call('POST', '/api/vc/cloneQueue', { body: form });
    expect(queued.status, await queued.clone().text()).toBe(200);
    const { id } = await json<{ id: string }>(queued);

    let state: CloneJob | undefined;
    await until(async () => ['done', 'failed'].includes((state = await json<CloneJob>(await call('GET', `/api/vc/clone/${id}`))).status), { what: 'the clone ends', ms: 100_000, every: 50 });
    expect(state).toMatchObject({ id, status: 'done', progress: 1, error: null, format: 'mp3', report: { engine: 'voice-matching', baseVoice: expect.stringMatching(/^(piper|flite|espeak-ng):/) } });
    expect(state!.duration!).toBeGreaterThan(1);
    expect((await json<{ clones: CloneJob[] }>(await call('GET', '/api/vc/clone'))).clones.map((clone) => clone.id)).toEqual([id]);

    const audio = await call('GET', `/api/vc/clone/${id}/audio`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('x-voice-engine')).toBe('voice-matching');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    const part = await call('GET', `/api/vc/clone/${id}/audio`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    // The reference, kept as read, and the audio; no scratch.
    const files = await mediaFilesOf(host, user.id);
    expect(files).toHaveLength(2);
    expect(files).toContain(`${id}-reference.wav`);

    expect((await call('DELETE', `/api/vc/clone/${id}`)).status).toBe(200);
    expect(await mediaFilesOf(host, user.id)).toEqual([]);
    expect((await call('GET', `/api/vc/clone/${id}`)).status).toBe(404);
    expect((await call('GET', `/api/vc/clone/${id}/audio`)).status).toBe(404);
  });
});
