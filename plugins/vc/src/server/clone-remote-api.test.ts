import { openAsBlob } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { confirmedUser, librivoxClips, mediaFilesOf, startTestHost, type TestHost } from '@speechdeck/testing';
import { matchReport, type CloneJob } from '../contract/vc-api.ts';
import { vcServerPlugin } from './index.ts';
import { startXttsDouble, type XttsDouble } from './testing/xtts-double.ts';

const plugins = [...speakerPlugins, ttsServerPlugin, vcServerPlugin];
const reference = librivoxClips()[0]!.wav;
let double: XttsDouble;
let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  double = await startXttsDouble();
  host = await startTestHost({ plugins, env: { SPEECHDECK_VC_REMOTE_URL: double.url, SPEECHDECK_VC_REMOTE_API_KEY: 'sk-remote' } });
  user = await confirmedUser(host, 'remote@example.com');
});
afterAll(async () => {
  await host.close();
  await double.close();
});

async function clone(target: TestHost, token: string, fields: Record<string, string>, path = '/api/vc/clone') {
  const form = new FormData();
  for (const [name, value] of Object.entries({ text: 'Hello from far away.', language: 'en', ...fields })) form.append(name, value);
  form.append('reference', await openAsBlob(reference), 'reference.wav');
  return fetch(`${target.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

describe('the remote engine through the API', () => {
  it('is listed beside voice matching, which stays the default unless told otherwise', async () => {
    const { engines } = (await (await fetch(`${host.url}/api/vc/engines`)).json()) as { engines: { id: string; isDefault: boolean }[] };
    expect(engines).toEqual([expect.objectContaining({ id: 'voice-matching', isDefault: true }), expect.objectContaining({ id: 'remote', isDefault: false, name: expect.stringMatching(/XTTS/) })]);
  });

  it('clones through the server when asked for, in the format asked for, and says so', async () => {
    double.calls.length = 0;
    double.behaviour = 'echo';
    const response = await clone(host, user.token, { engine: 'remote', format: 'mp3', language: 'tr', text: 'Merhaba, nasılsınız?' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('x-voice-engine')).toBe('remote');
    const report = matchReport.parse(JSON.parse(response.headers.get('x-voice-report')!));
    expect(report).toMatchObject({ engine: 'remote', baseVoice: null, unmatchedSimilarity: null });
    // The double answers the reference itself, so the output is measured as that very voice.
    expect(report.similarity!).toBeGreaterThan(0.95);
    expect(double.calls).toEqual([expect.objectContaining({ text: 'Merhaba, nasılsınız?', language: 'tr', authorization: 'Bearer sk-remote' })]);
  });

  it('runs queued clones through it too', async () => {
    double.behaviour = 'echo';
    const response = await clone(host, user.token, { engine: 'remote' }, '/api/vc/cloneQueue');
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    let state: CloneJob | undefined;
    for (let i = 0; i < 300 && state?.status !== 'done' && state?.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await (await fetch(`${host.url}/api/vc/clone/${id}`, { headers: { authorization: `Bearer ${user.token}` } })).json()) as CloneJob;
    }
    expect(state).toMatchObject({ status: 'done', report: { engine: 'remote' } });
    expect((await fetch(`${host.url}/api/vc/clone/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${user.token}` } })).status).toBe(200);
  });

  it('answers 502 naming the server, its own words only in the log, when it fails, and leaves no file', async () => {
    double.behaviour = 'error-500';
    const response = await clone(host, user.token, { engine: 'remote' });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toMatch(/cloning server failed \(HTTP 500; its answer is logged for the operator\)/);
    expect(await mediaFilesOf(host, user.id)).toEqual([]);
  });
});

describe('the engine settings', () => {
  it('make the remote engine the default when told so', async () => {
    double.behaviour = 'echo';
    const remoteFirst = await startTestHost({ plugins, env: { SPEECHDECK_VC_REMOTE_URL: double.url, SPEECHDECK_VC_DEFAULT_ENGINE: 'remote' } });
    try {
      const { engines } = (await (await fetch(`${remoteFirst.url}/api/vc/engines`)).json()) as { engines: { id: string; isDefault: boolean }[] };
      expect(engines.filter((e) => e.isDefault).map((e) => e.id)).toEqual(['remote']);
      const { token } = await confirmedUser(remoteFirst, 'default@example.com');
      const response = await clone(remoteFirst, token, {});
      expect(response.status).toBe(200);
      expect(response.headers.get('x-voice-engine')).toBe('remote');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    } finally {
      await remoteFirst.close();
    }
  });

  it('stop the host naming the variable when the remote default has no address, or an address is not a URL', async () => {
    await expect(startTestHost({ plugins, env: { SPEECHDECK_VC_DEFAULT_ENGINE: 'remote' } })).rejects.toThrow(/SPEECHDECK_VC_REMOTE_URL/);
    await expect(startTestHost({ plugins, env: { SPEECHDECK_VC_REMOTE_URL: 'not a url' } })).rejects.toThrow(/SPEECHDECK_VC_REMOTE_URL/);
  });
});
