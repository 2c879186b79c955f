import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asrRef, type AsrEngines } from '@speechdeck/engines/recognition';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { accountsClient, confirmedUser, mediaFilesOf, override, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { CallRecognition } from '../contract/splitter-api.ts';
import { splitterPlugins } from './testing/splitter-host.ts';
import { toneAsr, toneCall } from './testing/tone-calls.ts';

// The recognizers answer at once (tones for speech: testing/tone-calls.ts); pocketsphinx on a real call is splitter-backends.test.ts.
const work = tempDir('splitter-restart');
let call = '';
beforeAll(() => {
  call = join(work.dir, 'call.wav');
  toneCall(call);
});
afterAll(work.remove);

/** A recognizer for English that holds every run until the host's shutdown aborts it, counting the runs. */
function heldAsr(counter: { started: number }): AsrEngines {
  return {
    languages: [{ language: 'en', engine: 'held' }],
    normalizeLanguage: (language) => language.toLowerCase().split('-')[0]!,
    forLanguage: () => ({
      id: 'held',
      languages: ['en'],
      transcribe: (_wav, options) => new Promise((_, reject) => {
        counter.started++;
        options.signal?.addEventListener('abort', () => reject(options.signal!.reason as Error));
      }),
    }),
  };
}

const get = async <T>(host: TestHost, path: string, token: string) =>
  (await (await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;

describe('a call recognition across a restart of the host', () => {
  it('interrupted mid-run, runs again in the next host, completes once and leaves no scratch behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'splitter-restart-'));
    try {
      const counter = { started: 0 };
      const first = await startTestHost({ plugins: splitterPlugins, dataDir, overrides: [override(asrRef, heldAsr(counter))] });
      const { token, id: userId } = await confirmedUser(first, 'restart-calls@example.com');
      const form = new FormData();
      form.append('file', await openAsBlob(call), 'call.wav');
      const started = await fetch(`${first.url}/api/splitter/recognize?language=en`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(started.status).toBe(200);
      const { id } = (await started.json()) as { id: string };
      for (let i = 0; i < 400 && counter.started === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(counter.started).toBe(1);
      expect((await get<CallRecognition>(first, `/api/splitter/recognize/${id}`, token)).status).toBe('running');
      await first.close();

      const second = await startTestHost({ plugins: splitterPlugins, dataDir, overrides: [override(asrRef, toneAsr())] });
      try {
        const again = (await accountsClient(second).login('restart-calls@example.com', 'a fine passphrase')).jwtToken;
        let state: CallRecognition | undefined;
        for (let i = 0; i < 4800; i++) {
          state = await get<CallRecognition>(second, `/api/splitter/recognize/${id}`, again);
          if (state.status === 'done' || state.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(state, state?.error ?? '').toMatchObject({ status: 'done', progress: 1, processId: id });
        const result = await get<RecognitionResult>(second, `/api/stt/recognize/${id}`, again);
        expect(result).toMatchObject({ status: 'done', engine: 'tone-asr' });
        expect(new Set(result.segments.map((s) => s.spk))).toEqual(new Set(['agent', 'customer']));
        expect((await get<unknown[]>(second, '/api/elastic/getResponseFromElastic', again)).length).toBe(1);
        // The upload (now the result's media) is all the user has: no channel scratch.
        expect(await mediaFilesOf(second, userId)).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
