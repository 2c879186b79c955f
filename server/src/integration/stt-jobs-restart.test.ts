import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecognitionResult } from '@speechdeck/core';
import type { Engines } from '@speechdeck/core/server';
import { enginesFromEnv } from '../engines/engines-from-env.ts';
import { librivoxClips } from '../engines/testing/librivox.ts';
import { startTestHost } from '../testing/test-host.ts';
import { confirmedUser } from '../testing/accounts.ts';
import { uploadTo } from '../testing/media-fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'stt-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Real engines whose recognizer counts how often it finishes, and can be held mid-run. */
function countingEngines(gate?: Promise<void>) {
  const real = enginesFromEnv(process.env);
  const counter = { started: 0, finished: 0 };
  const engines: Engines = {
    ...real,
    asr: {
      ...real.asr,
      languages: real.asr.languages,
      normalizeLanguage: (l) => real.asr.normalizeLanguage(l),
      forLanguage(language) {
        const engine = real.asr.forLanguage(language);
        return {
          id: engine.id,
          languages: engine.languages,
          async transcribe(wav, options) {
            counter.started++;
            if (gate) await Promise.race([gate, new Promise((_, reject) => options.signal?.addEventListener('abort', () => reject(options.signal!.reason)))]);
            const transcript = await engine.transcribe(wav, options);
            counter.finished++;
            return transcript;
          },
        };
      },
    },
  };
  return { engines, counter };
}

describe('a queued recognition survives a restart of the host', () => {
  it('is interrupted mid-run, runs again in the next host, and completes exactly once', async () => {
    const held = countingEngines(new Promise(() => {}));
    const first = await startTestHost({}, { dataDir, engines: held.engines });
    const { token } = await confirmedUser(first, 'restart@example.com');
    const queued = await uploadTo(`${first.url}/api/stt/recognizeQueue?id=restart-job-1`, token, librivoxClips()[0]!.wav);
    expect(queued.status).toBe(200);
    for (let i = 0; i < 100 && held.counter.started === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(held.counter.started).toBe(1);
    await first.close();
    expect(held.counter.finished).toBe(0);

    const resumed = countingEngines();
    const second = await startTestHost({}, { dataDir, engines: resumed.engines });
    const login = await fetch(`${second.url}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.com', password: 'a fine passphrase' }),
    });
    const fresh = ((await login.json()) as { jwtToken: string }).jwtToken;
    let result: RecognitionResult | undefined;
    for (let i = 0; i < 300; i++) {
      result = (await (await fetch(`${second.url}/api/stt/recognize/restart-job-1`, { headers: { authorization: `Bearer ${fresh}` } })).json()) as RecognitionResult;
      if (result.status === 'done' || result.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(result?.status).toBe('done');
    expect(result?.text.length).toBeGreaterThan(10);
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.counter.finished).toBe(1);
    await second.close();
  });
});
