import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult, ResultSummary, SegmentHit } from '../index.ts';
import { workspaceServerPlugin } from './index.ts';

/*
 * A data dir written by main on 2026-11-22, before the workspace owned its tables: the platform's
 * migration 3 made them, media paths were absolute (/tmp/fx/data/media/...), one result was
 * recognized at once and one through the queue, and a speaker was renamed to Marianne.
 */
const FIXTURE = new URL('./testing/main-2026-11-22', import.meta.url).pathname;
const OLD_USER = { email: 'old-main@example.com', password: 'an old main passphrase' };
const RECOGNIZED = '3ccd3774-9220-416b-a906-0ab97267babe';
const QUEUED = 'queued-on-old-main';

const dataDir = mkdtempSync(join(tmpdir(), 'upgrade-'));
let host: TestHost;
let token = '';

const get = async <T>(path: string) => {
  const response = await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
};

beforeAll(async () => {
  // Somewhere else than where it was written: the old absolute paths point nowhere.
  cpSync(FIXTURE, dataDir, { recursive: true });
  host = await startTestHost({ plugins: [workspaceServerPlugin], dataDir });
  const login = await fetch(`${host.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OLD_USER) });
  token = ((await login.json()) as { jwtToken: string }).jwtToken;
});
afterAll(async () => {
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a database written by the main of 2026-11-22', () => {
  it('is upgraded: the workspace adopts its tables and keys its media relative to the data dir', async () => {
    const versions = async (owner: string) => (await host.query('SELECT version FROM schema_migrations WHERE owner = ? ORDER BY version', owner)).map((row) => row.version);
    // The platform's own later migrations are the host's to list; those of that main stay applied.
    expect((await versions('platform')).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(await versions('workspace')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const keys = (await host.query('SELECT media_key FROM recognitions ORDER BY process_id')).map((row) => row.media_key);
    expect(keys).toEqual(['2/0f848f90941681f8a39e19c786b59bae.media', '2/0facb38a547771cc61051024a33ee35b.media']);
  });

  it('serves its old results, their speakers and their search', async () => {
    const all = await get<ResultSummary[]>('/api/elastic/getResponseFromElastic');
    expect(all.status).toBe(200);
    expect(all.body.map((r) => [r.processId, r.fn, r.status])).toEqual([
      [QUEUED, 'queued.wav', 'done'],
      [RECOGNIZED, 'old-clip.wav', 'done'],
    ]);
    const whole = await get<RecognitionResult>(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${RECOGNIZED}`);
    expect(whole.body.text).toBe('He was not. An illness those young man.');
    expect(whole.body.options).toMatchObject({ isDiarize: true, oa: true, punct: true });
    const hits = await get<SegmentHit[]>('/api/elastic/getRespBySpknameFromElastic?spk=Marianne');
    expect(hits.body.length).toBeGreaterThan(0);
    expect(hits.body.every((hit) => hit.processId === RECOGNIZED)).toBe(true);
    const bySentence = await get<SegmentHit[]>('/api/elastic/getRespBySentTextFromElastic?sent=illness');
    expect(bySentence.body.map((hit) => hit.processId)).toContain(RECOGNIZED);
  });

  it('plays the old audio from its new place, and deletes it with its result', async () => {
    const media = await fetch(`${host.url}/api/elastic/load_audio/${RECOGNIZED}`, { headers: { authorization: `Bearer ${token}` } });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('audio/wav');
    expect((await media.arrayBuffer()).byteLength).toBe(95_724);

    const file = join(dataDir, 'media', '2', '0facb38a547771cc61051024a33ee35b.media');
    expect(existsSync(file)).toBe(true);
    const removed = await fetch(`${host.url}/api/elastic/deleteResponseFromElastic?processId=${QUEUED}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(removed.status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it('starts again on the upgraded database without migrating twice', async () => {
    await host.close();
    host = await startTestHost({ plugins: [workspaceServerPlugin], dataDir });
    const whole = await get<RecognitionResult>(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${RECOGNIZED}`);
    expect(whole.status).toBe(200);
    expect(whole.body.segments.length).toBeGreaterThan(0);
  });
});
