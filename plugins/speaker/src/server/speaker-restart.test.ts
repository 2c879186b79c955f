import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, confirmedUser, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { SpeakerAnalysis } from '../contract/sv-api.ts';
import type { Diarizer, SpeakerEmbedder } from '@speechdeck/engines/speaker';
import { speakerPlugins } from './index.ts';
import { svCalls } from './testing/sv-calls.ts';
import { toneEmbedder, toneEngines, toneTalk } from './testing/tone-voices.ts';

// The speaker engines answer at once (tone voices, whose pitch is who speaks: testing/tone-voices.ts).
const work = tempDir('sv-restart');
const talk = join(work.dir, 'talk.wav');
const annEnroll = join(work.dir, 'ann-enroll.wav');
const annProbe = join(work.dir, 'ann-probe.wav');

beforeAll(() => {
  toneTalk(talk, [['ann', 3], ['dee', 2.5], ['ann', 2], ['dee', 3]]);
  toneTalk(annEnroll, [['ann', 3], ['ann', 3]], 0.4);
  toneTalk(annProbe, [['ann', 2], ['ann', 2]]);
});
afterAll(work.remove);

const callsTo = (host: TestHost, token: string) => svCalls(() => ({ url: host.url, token }));
const login = async (host: TestHost, email: string) => (await accountsClient(host).login(email, 'a fine passphrase')).jwtToken;

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
      const first = await startTestHost({ plugins: speakerPlugins, dataDir, overrides: toneEngines({ diarizer: held }) });
      const { token } = await confirmedUser(first, 'restart@example.com');
      const id = await callsTo(first, token).start('/api/sv/diarize?speakers=2', talk);
      for (let i = 0; i < 400 && counter.started === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(counter.started).toBe(1);
      await first.close();

      const second = await startTestHost({ plugins: speakerPlugins, dataDir, overrides: toneEngines() });
      try {
        const analysis = await callsTo(second, await login(second, 'restart@example.com')).finished<SpeakerAnalysis>(`/api/sv/diarize/${id}`);
        expect(analysis).toMatchObject({ status: 'done', progress: 1, requestedSpeakers: 2 });
        expect(new Set(analysis.segments.map((s) => s.spk))).toEqual(new Set(['S1', 'S2']));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("voiceprints made by another embedder are made again from their kept clips before they are scored", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sv-reembed-'));
    try {
      const first = await startTestHost({ plugins: speakerPlugins, dataDir, overrides: toneEngines() });
      const { token } = await confirmedUser(first, 'voices@example.com');
      expect((await callsTo(first, token).enroll(annEnroll, 'Ann')).status).toBe('done');
      await first.close();

      // A "new version": the same features in reverse order, so a voiceprint left as it was scores like noise.
      const tone = toneEmbedder;
      const reversed = (e: Float32Array) => Float32Array.from(e).reverse();
      const next: SpeakerEmbedder = {
        id: 'tone-reversed', dimension: tone.dimension, sameSpeakerThreshold: tone.sameSpeakerThreshold,
        embed: async (...args) => (await tone.embed(...args)).map(reversed),
        embedPooled: async (...args) => reversed(await tone.embedPooled(...args)),
        similarity: (probe, reference) => tone.similarity(reversed(probe), reversed(reference)),
      };
      const second = await startTestHost({ plugins: speakerPlugins, dataDir, overrides: toneEngines({ embedder: next }) });
      try {
        const answer = await callsTo(second, await login(second, 'voices@example.com')).recognize(annProbe);
        expect(answer.text).toBe('Ann');
        expect(answer.full!.score!).toBeGreaterThanOrEqual(answer.full!.threshold);
        expect(await second.query('SELECT embedder_id FROM sv_clips')).toEqual([{ embedder_id: 'tone-reversed' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
