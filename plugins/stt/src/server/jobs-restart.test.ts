import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmedUser, librivoxClips, override, startTestHost, uploadTo } from '@speechdeck/testing';
import { fakeAsr, spokenOver } from '../testing/index.ts';
import { recognitionPlugins } from './testing/recognition-plugins.ts';
import { asrRef } from '@speechdeck/engines/recognition';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';

const dataDir = mkdtempSync(join(tmpdir(), 'stt-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Recognizers that answer at once, counting how often they finish, and can be held mid-run. */
function countingAsr(gate?: Promise<void>) {
  const counter = { started: 0, finished: 0 };
  const asr = fakeAsr(async (wav, options) => {
    counter.started++;
    if (gate) await Promise.race([gate, new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(options.signal!.reason)))]);
    const transcript = await spokenOver(wav, options);
    counter.finished++;
    return transcript;
  });
  return { asr, counter };
}

describe('a queued recognition survives a restart of the host', () => {
  it('is interrupted mid-run, runs again in the next host, and completes exactly once', async () => {
    const held = countingAsr(new Promise(() => {}));
    const first = await startTestHost({ plugins: recognitionPlugins, dataDir, overrides: [override(asrRef, held.asr)] });
    const { token } = await confirmedUser(first, 'restart@example.com');
    const queued = await uploadTo(`${first.url}/api/stt/recognizeQueue?id=restart-job-1`, token, librivoxClips()[0]!.wav);
    expect(queued.status).toBe(200);
    for (let i = 0; i < 500 && held.counter.started === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(held.counter.started).toBe(1);
    await first.close();
    expect(held.counter.finished).toBe(0);

    const resumed = countingAsr();
    const second = await startTestHost({ plugins: recognitionPlugins, dataDir, overrides: [override(asrRef, resumed.asr)] });
    const login = await fetch(`${second.url}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.com', password: 'a fine passphrase' }),
    });
    const fresh = ((await login.json()) as { jwtToken: string }).jwtToken;
    let result: RecognitionResult | undefined;
    for (let i = 0; i < 1500; i++) {
      result = (await (await fetch(`${second.url}/api/stt/recognize/restart-job-1`, { headers: { authorization: `Bearer ${fresh}` } })).json()) as RecognitionResult;
      if (result.status === 'done' || result.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(result?.status).toBe('done');
    expect(result?.text.length).toBeGreaterThan(10);
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.counter.finished).toBe(1);
    await second.close();
  });
});
