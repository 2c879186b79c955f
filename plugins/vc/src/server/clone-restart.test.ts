import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { confirmedUser, librivoxClips, mediaFilesOf, override, startTestHost, type TestHost } from '@speechdeck/testing';
import type { CloneJob } from '../contract/vc-api.ts';
import { voiceClonersRef } from './engines/refs.ts';
import { vcServerPlugin } from './index.ts';
import { ECHO_BASE_VOICE, echoCloners } from './testing/echo-cloners.ts';
import { heldCloners } from './testing/held-cloners.ts';

const plugins = [...speakerPlugins, ttsServerPlugin, vcServerPlugin];
const dataDir = mkdtempSync(join(tmpdir(), 'vc-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function login(host: TestHost) {
  const response = await fetch(`${host.url}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.com', password: 'a fine passphrase' }),
  });
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

describe('a queued clone survives a restart of the host', () => {
  it('is interrupted mid-run, runs again in the next host, and completes once', async () => {
    const held = heldCloners();
    const first = await startTestHost({ plugins, dataDir, overrides: [override(voiceClonersRef, held.cloners)] });
    const { token, id: userId } = await confirmedUser(first, 'restart@example.com');
    const form = new FormData();
    form.append('text', 'The north wind and the sun were disputing which was the stronger.');
    form.append('language', 'en');
    form.append('reference', await openAsBlob(librivoxClips()[0]!.wav), 'reference.wav');
    const queued = await fetch(`${first.url}/api/vc/cloneQueue`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(queued.status).toBe(200);
    const { id } = (await queued.json()) as { id: string };
    for (let i = 0; i < 200 && held.counter.started === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(held.counter.started).toBe(1);
    await first.close();

    // The next host's engines answer at once (the reference itself as the speech): the job is what is tested.
    const echo = echoCloners();
    const second = await startTestHost({ plugins, dataDir, overrides: [override(voiceClonersRef, echo.cloners)] });
    try {
      const fresh = await login(second);
      let state: CloneJob | undefined;
      for (let i = 0; i < 1200 && state?.status !== 'done' && state?.status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        state = (await (await fetch(`${second.url}/api/vc/clone/${id}`, { headers: { authorization: `Bearer ${fresh}` } })).json()) as CloneJob;
      }
      expect(state).toMatchObject({ status: 'done', progress: 1, report: { engine: 'voice-matching', baseVoice: ECHO_BASE_VOICE } });
      // Run again from the stored text, once.
      expect(echo.said).toEqual(['The north wind and the sun were disputing which was the stronger.']);
      // Its reference and one audio file; the interrupted run's scratch was swept.
      const files = await mediaFilesOf(second, userId);
      expect(files).toHaveLength(2);
      expect(files).toContain(`${id}-reference.wav`);
      expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
