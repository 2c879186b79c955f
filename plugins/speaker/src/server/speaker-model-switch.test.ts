import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, confirmedUser, startTestHost, tempDir } from '@speechdeck/testing';
import { speakerPlugins } from './index.ts';
import { svCalls } from './testing/sv-calls.ts';
import { conversation, say } from './testing/test-voices.ts';

// The real engines: a voice enrolled while the host ran without models (the MFCC statistics) is
// identified after the GE2E model is installed, and again after it is taken away, its voiceprint
// made again from its kept clip each time (identify/user-voiceprints.ts).
const work = tempDir('sv-model-switch');
let enrollClip = '';
let probe = '';
beforeAll(async () => {
  enrollClip = join(work.dir, 'ann-enroll.wav');
  await conversation(enrollClip, [['slt', 0], ['slt', 1]], work.dir, 0.4);
  probe = say(work.dir, 'slt', 2);
}, 60_000);
afterAll(work.remove);

describe('installing or removing the GE2E model', () => {
  it('makes enrolled voiceprints again with the embedder the host now has', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sv-model-switch-'));
    const host = (models: 'none' | 'all') => startTestHost({ plugins: speakerPlugins, dataDir, env: { SPEECHDECK_MODELS: models } });
    try {
      const without = await host('none');
      const { token } = await confirmedUser(without, 'switch@example.com');
      expect((await svCalls(() => ({ url: without.url, token })).enroll(enrollClip, 'Ann')).status).toBe('done');
      expect(await without.query('SELECT embedder_id FROM sv_clips')).toEqual([{ embedder_id: 'mfcc-stats-v3' }]);
      await without.close();

      for (const [models, embedder] of [['all', 'ge2e-v1+mfcc-stats-v3'], ['none', 'mfcc-stats-v3']] as const) {
        const next = await host(models);
        try {
          const jwt = (await accountsClient(next).login('switch@example.com', 'a fine passphrase')).jwtToken;
          const answer = await svCalls(() => ({ url: next.url, token: jwt })).recognize(probe);
          expect(answer.text).toBe('Ann');
          expect(await next.query('SELECT embedder_id FROM sv_clips')).toEqual([{ embedder_id: embedder }]);
        } finally {
          await next.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
