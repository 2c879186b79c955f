// @backends health of PostgreSQL, Redis and a bucket
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePlugins } from '@speechdeck/server/plugins';
import { confirmedUser, freePort, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ env: { SPEECHDECK_APP_ADS_LINE: 'adnet.example, pub-0000000000000000, DIRECT, f08c47fec0942fa0' } });
});
afterAll(() => host.close());

describe('platform routes', () => {
  it('GET /health answers 200 with the role (all by default), the store, the queue and the media', async () => {
    const response = await fetch(`${host.url}/health`);
    expect(response.status).toBe(200);
    const health = await response.json();
    expect(health).toEqual({ status: 'ok', role: 'all', store: host.dialect, queue: host.queue, media: host.app.media.kind, takesJobs: true, engines: [], models: expect.any(Array) });
  });

  it('GET /health lists the manifest\'s models, installed by scripts/install.sh, and none with SPEECHDECK_MODELS=none', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../../models/manifest.json', import.meta.url), 'utf8')) as { models: { id: string; licence: string }[] };
    const listed = (await (await fetch(`${host.url}/health`)).json()) as { models: { id: string; licence: string; installed: boolean }[] };
    expect(listed.models.map(({ id, licence }) => ({ id, licence }))).toEqual(manifest.models.map(({ id, licence }) => ({ id, licence })));
    expect(listed.models.filter((model) => !model.installed).map((model) => model.id), 'models missing: run python3 scripts/install_models.py').toEqual([]);
    const bare = await startTestHost({ env: { SPEECHDECK_MODELS: 'none' } });
    try {
      const none = (await (await fetch(`${bare.url}/health`)).json()) as { models: { installed: boolean }[] };
      expect(none.models.map((model) => model.installed)).toEqual(manifest.models.map(() => false));
    } finally {
      await bare.close();
    }
  });

  it('GET /health answers 503 while the media bucket cannot be reached, the host takes no job meanwhile, and an upload is refused in words', async () => {
    const nobody = await freePort();
    const cut = await startTestHost({ env: { SPEECHDECK_MEDIA_URL: `s3+http://k:s@127.0.0.1:${nobody}/media` } });
    try {
      const response = await fetch(`${cut.url}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', media: 's3', takesJobs: false, error: 'The media bucket cannot be reached; the log says why.' });
      // What is sent meanwhile is refused in words for a person, not an internal error.
      const { token } = await confirmedUser(cut, 'cut@example.com');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7])], { type: 'image/png' }), 'a.png');
      const upload = await fetch(`${cut.url}/v1/image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(upload.status).toBe(503);
      expect(await upload.json()).toMatchObject({ message: 'The media bucket cannot be reached (ECONNREFUSED): try again in a moment.' });
    } finally {
      await cut.close();
    }
  });

  it('GET /health names the engine serving each capability, as the plugins chose it from the installed models', async () => {
    const all = await startTestHost({ plugins: servicePlugins });
    try {
      const { engines } = (await (await fetch(`${all.url}/health`)).json()) as { engines: { capability: string; engine: string }[] };
      const served = Object.fromEntries(engines.map(({ capability, engine }) => [capability, engine]));
      expect(served).toMatchObject({
        'recognition (en)': expect.stringMatching(/^whisper/),
        'live recognition (en)': 'vosk:vosk-small-en-us',
        'synthesis (en)': 'piper:joe',
        'keyword spotting (en)': expect.stringMatching(/^vosk/),
        'speaker embedding': expect.stringMatching(/^ge2e/),
      });
    } finally {
      await all.close();
    }
  });

  it('the OpenAPI document at /api/docs is generated from the contract, with the spec\'s paths', async () => {
    const doc = (await (await fetch(`${host.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    for (const path of ['/auth/login', '/auth/registration', '/auth/resetPassword', '/auth/savePassword', '/auth/registrationConfirm', '/user/updatePassword', '/user/all', '/user/find/{id}', '/user/add', '/user/update', '/user/delete/{id}', '/v1/image']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/auth/resetPassword']!.post!.parameters!.map((p) => p.name)).toEqual(['email']);
    expect((await fetch(`${host.url}/api/docs`, { redirect: 'manual' })).status).toBeLessThan(400);
  });

  it('/app-ads.txt is one configured line of text/plain', async () => {
    const response = await fetch(`${host.url}/app-ads.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('adnet.example, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n');
  });

  it('unknown routes and 5xx answers use the error shape', async () => {
    const response = await fetch(`${host.url}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
