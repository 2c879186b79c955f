import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, override, startTestHost, tempDir, type TestHost } from '@speechdeck/server/testing';
import type { Enrollment, Identification, SpeakerAnalysis } from '../contract/sv-api.ts';
import type { Diarizer, SpeakerEmbedder } from './engines/speaker-engines.ts';
import { MfccEmbedder } from './engines/mfcc-embedder.ts';
import { diarizerRef, speakerEmbedderRef, speakerPlugins } from './index.ts';
import { conversation, say } from './testing/test-voices.ts';

const work = tempDir('sv-restart');
const talk = join(work.dir, 'talk.wav');
const annEnroll = join(work.dir, 'ann-enroll.wav');
let annProbe = '';

beforeAll(async () => {
  await conversation(talk, [['slt', 2], ['kal', 0], ['slt', 3], ['kal', 1]], work.dir);
  await conversation(annEnroll, [['slt', 0], ['slt', 1]], work.dir, 0.4);
  annProbe = say(work.dir, 'slt', 2);
}, 60_000);
afterAll(work.remove);

async function login(host: TestHost, email: string) {
  const response = await fetch(`${host.url}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a fine passphrase' }),
  });
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

async function post(host: TestHost, token: string, path: string, file: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), 'clip.wav');
  return fetch(`${host.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

async function finished<T extends { status: string }>(host: TestHost, token: string, path: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const state = (await (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} did not finish`);
}

describe('restarts of the host', () => {
  it('a queued diarization interrupted mid-run runs again in the next host and completes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sv-restart-'));
    try {
      const counter = { started: 0 };
      // Holds every run until the host's shutdown aborts it.
      const held: Diarizer = {
        id: 'held',
        diarize: (_path, options) => new Promise((_, reject) => {
          counter.started++;
          options?.signal?.addEventListener('abort', () => reject(options.signal!.reason as Error));
        }),
      };
      const first = await startTestHost({ plugins: speakerPlugins, dataDir, overrides: [override(diarizerRef, held)] });
      const { token } = await confirmedUser(first, 'restart@example.com');
      const queued = await post(first, token, '/api/sv/diarize?speakers=2', talk);
      expect(queued.status).toBe(200);
      const { id } = (await queued.json()) as { id: string };
      for (let i = 0; i < 400 && counter.started === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(counter.started).toBe(1);
      await first.close();

      const second = await startTestHost({ plugins: speakerPlugins, dataDir });
      try {
        const analysis = await finished<SpeakerAnalysis>(second, await login(second, 'restart@example.com'), `/api/sv/diarize/${id}`);
        expect(analysis).toMatchObject({ status: 'done', progress: 1, requestedSpeakers: 2 });
        expect(new Set(analysis.segments.map((s) => s.spk))).toEqual(new Set(['S1', 'S2']));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("voiceprints made by another embedder are made again from their kept clips before they are scored", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sv-reembed-'));
    try {
      const first = await startTestHost({ plugins: speakerPlugins, dataDir });
      const { token } = await confirmedUser(first, 'voices@example.com');
      const { id } = (await (await post(first, token, '/api/sv/enroll?spk=Ann', annEnroll)).json()) as { id: string };
      expect((await finished<Enrollment>(first, token, `/api/sv/enroll/${id}`)).status).toBe('done');
      await first.close();

      // A "new version": the same features in reverse order, so a voiceprint left as it was scores like noise.
      const mfcc = new MfccEmbedder();
      const reversed = (e: Float32Array) => Float32Array.from(e).reverse();
      const next: SpeakerEmbedder = {
        id: 'mfcc-reversed', dimension: mfcc.dimension, sameSpeakerThreshold: mfcc.sameSpeakerThreshold,
        embed: async (...args) => (await mfcc.embed(...args)).map(reversed),
        embedPooled: async (...args) => reversed(await mfcc.embedPooled(...args)),
        similarity: (a, b) => mfcc.similarity(a, b),
      };
      const second = await startTestHost({ plugins: speakerPlugins, dataDir, overrides: [override(speakerEmbedderRef, next)] });
      try {
        const fresh = await login(second, 'voices@example.com');
        const response = await post(second, fresh, '/api/sv/recognize', annProbe);
        expect(await response.text()).toBe('Ann');
        const full = (await (await fetch(`${second.url}/api/sv/recognize/${response.headers.get('x-identification-id')}`, { headers: { authorization: `Bearer ${fresh}` } })).json()) as Identification;
        expect(full.score!).toBeGreaterThanOrEqual(full.threshold);
        expect(second.query('SELECT embedder_id FROM sv_clips')).toEqual([{ embedder_id: 'mfcc-reversed' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
