import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, librivoxClips, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import { apiRecognition, buildRecognitionConditions, rawPocketsphinx, scoreConditions } from '../testing/index.ts';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/** Two conditions of the evaluation set; `pnpm bench recognition-quality` runs all of them. */
const SUBSET = ['pink-20db', 'reverb'] as const;

describe.skipIf(librivoxClips().length === 0)('recognition through the API against raw pocketsphinx_continuous on the same files', () => {
  let host: TestHost;
  let token = '';
  const { dir, remove } = tempDir('recognition-quality');

  beforeAll(async () => {
    host = await startTestHost({ plugins: recognitionPlugins });
    ({ token } = await confirmedUser(host, 'quality@example.com'));
  });
  afterAll(async () => {
    await host.close();
    remove();
  });

  it('makes no more word errors than the engine with its own defaults, with and without vad, on noise and reverberation', async () => {
    const conditions = await buildRecognitionConditions(dir, SUBSET);
    const scores = await scoreConditions(conditions, {
      raw: rawPocketsphinx(dir),
      api: apiRecognition(host.url, token),
      apiVad: apiRecognition(host.url, token, 'vad=true'),
    });
    expect([...scores.keys()]).toEqual(SUBSET);
    for (const [name, { raw, api, apiVad }] of scores) {
      expect(raw.words).toBe(71);
      expect.soft(api.errors, `${name}: API ${api.errors} vs raw ${raw.errors} word errors`).toBeLessThanOrEqual(raw.errors);
      expect.soft(apiVad.errors, `${name}: API with vad ${apiVad.errors} vs raw ${raw.errors} word errors`).toBeLessThanOrEqual(raw.errors);
    }
  }, 300_000);
});
