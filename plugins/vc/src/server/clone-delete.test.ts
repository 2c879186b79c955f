import { openAsBlob } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { confirmedUser, librivoxClips, mediaFilesOf, override, startTestHost, type TestHost } from '@speechdeck/testing';
import type { CloneJob } from '../contract/vc-api.ts';
import { voiceClonersRef } from './engines/refs.ts';
import { vcServerPlugin } from './index.ts';
import { heldCloners } from './testing/held-cloners.ts';

const held = heldCloners();
let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startTestHost({ plugins: [...speakerPlugins, ttsServerPlugin, vcServerPlugin], overrides: [override(voiceClonersRef, held.cloners)] });
  user = await confirmedUser(host, 'deleter@example.com');
});
afterAll(() => host.close());

const call = (method: string, path: string, body?: FormData) => fetch(`${host.url}${path}`, { method, body, headers: { authorization: `Bearer ${user.token}` } });

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('DELETE /api/vc/clone/{id} while the clone runs', () => {
  it('stops its engine at once, and the clone leaves nothing: no row, no reference, no scratch, no audio', async () => {
    const form = new FormData();
    form.append('text', 'The north wind and the sun were disputing which was the stronger.');
    form.append('language', 'en');
    form.append('reference', await openAsBlob(librivoxClips()[0]!.wav), 'reference.wav');
    const queued = await call('POST', '/api/vc/cloneQueue', form);
    expect(queued.status, await queued.clone().text()).toBe(200);
    const { id } = (await queued.json()) as { id: string };
    await until(() => held.counter.started === 1, 'the engine starts the clone');
    expect(((await (await call('GET', `/api/vc/clone/${id}`)).json()) as CloneJob).status).toBe('running');
    expect(held.counter.stopped).toBe(0);

    // The held engine writes no progress, so only the delete itself can stop it.
    expect((await call('DELETE', `/api/vc/clone/${id}`)).status).toBe(200);
    await until(() => held.counter.stopped === 1, 'the engine is stopped');
    // A stop for a delete is no failure: the job ends once, with no retry.
    await until(async () => (await host.app.jobs.status(`vc.clone/${id}`))?.status === 'done', 'the job ends');
    expect(await host.app.jobs.status(`vc.clone/${id}`)).toMatchObject({ attempts: 1 });
    expect(held.counter.started).toBe(1);
    await until(async () => (await mediaFilesOf(host, user.id)).length === 0, 'its files are removed');
    expect((await call('GET', `/api/vc/clone/${id}`)).status).toBe(404);
    expect(((await (await call('GET', '/api/vc/clone')).json()) as { clones: CloneJob[] }).clones).toEqual([]);
  }, 60_000);
});
