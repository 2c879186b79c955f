// @backends the syntheses table, the queued synthesis job and the stored text and audio, on PostgreSQL, Redis and a bucket
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mediaFilesOf, startTestHost, until, type TestHost } from '@speechdeck/testing';
import type { Synthesis } from '../contract/tts-api.ts';
import { checkoutModels } from '@speechdeck/engines/testing';
import { JOE_MODEL } from '@speechdeck/engines/synthesis';
import { ttsServerPlugin } from './index.ts';

// The plugin's smoke test, run on SQLite with media in a folder (`node`) and on PostgreSQL, Redis
// and an S3 bucket (`node-pg`): a short text synthesized as a queued job by the real engine of the
// English default (Piper joe where its model is installed, else flite slt), to completion; read,
// played with a Range, deleted with its files.

const SAY = 'The north wind and the sun were disputing which was the stronger.';
const DEFAULT_VOICE = checkoutModels().has(JOE_MODEL) ? { voice: 'piper:joe', engine: 'piper' } : { voice: 'flite:slt', engine: 'flite' };

let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startTestHost({ plugins: [ttsServerPlugin] });
  user = await confirmedUser(host, 'tts-backends@example.com');
});
afterAll(() => host.close());

const call = (method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(`${host.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T>(response: Response) => (await response.json()) as T;

describe('a queued synthesis on the backends', () => {
  it('synthesizes a short text to completion, serves its audio with a Range, and goes with its files when deleted', async () => {
    const queued = await call('POST', '/api/tts/synthesizeQueue', { body: { text: SAY, language: 'en', format: 'mp3' } });
    expect(queued.status, await queued.clone().text()).toBe(200);
    const { id } = await json<{ id: string }>(queued);

    let state: Synthesis | undefined;
    await until(async () => ['done', 'failed'].includes((state = await json<Synthesis>(await call('GET', `/api/tts/synthesize/${id}`))).status), { what: 'the synthesis ends', ms: 30_000, every: 25 });
    expect(state).toMatchObject({ id, status: 'done', progress: 1, error: null, characters: SAY.length, ...DEFAULT_VOICE, format: 'mp3' });
    // Speech at a voice's pace: 10 to 20 characters a second.
    expect(state!.duration!).toBeGreaterThan(SAY.length / 25);
    expect(state!.duration!).toBeLessThan(SAY.length / 8);
    expect((await json<{ syntheses: Synthesis[] }>(await call('GET', '/api/tts/synthesize'))).syntheses.map((s) => s.id)).toEqual([id]);

    const audio = await call('GET', `/api/tts/synthesize/${id}/audio`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.length).toBe(state!.bytes);
    const part = await call('GET', `/api/tts/synthesize/${id}/audio`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    // Its text and its audio; no scratch.
    expect((await mediaFilesOf(host, user.id)).map((file) => file.split('.').pop()).sort()).toEqual(['mp3', 'txt']);

    expect((await call('DELETE', `/api/tts/synthesize/${id}`)).status).toBe(200);
    expect(await mediaFilesOf(host, user.id)).toEqual([]);
    expect((await call('GET', `/api/tts/synthesize/${id}`)).status).toBe(404);
    expect((await call('GET', `/api/tts/synthesize/${id}/audio`)).status).toBe(404);
  });
});
