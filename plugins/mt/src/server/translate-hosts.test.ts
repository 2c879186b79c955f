import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform, type ProcessRunner } from '@speechdeck/core/server';
import { confirmedUser, mediaFilesOf, override, processRunner, tempDir, type TestHost } from '@speechdeck/testing';
import { json, startLoopbackDouble, type LoopbackDouble } from './testing/loopback-double.ts';
import { startMtHost, transcriptOf, translate } from './testing/mt-host.ts';

/*
 * Apertium's runs are the call mt.translate-now: an API host, whose own runner refuses apertium,
 * answers what a single host answers while a worker on the same data dir runs apertium. A remote
 * engine is asked from the API host itself: only it knows the LibreTranslate server here.
 */
const work = tempDir('mt-hosts');
const hosts: TestHost[] = [];
let libre: LoopbackDouble;
let single: { host: TestHost; token: string; id: number };
let api: { host: TestHost; token: string; id: number };
let worker: TestHost;
/** The worker's apertium runs, each as its mode. */
const workerRuns: string[] = [];

const workerRunner: ProcessRunner = {
  isInstalled: (command) => processRunner.isInstalled(command),
  start: (command, args, options) => processRunner.start(command, args, options),
  run(command, args, options) {
    if (options.name === 'apertium') workerRuns.push(args.at(-2)!);
    return processRunner.run(command, args, options);
  },
};
const apiRunner: ProcessRunner = {
  isInstalled: (command) => processRunner.isInstalled(command),
  start: (command, args, options) => processRunner.start(command, args, options),
  run(command, args, options) {
    if (options.name === 'apertium') return Promise.reject(new Error('apertium ran on the API host'));
    return processRunner.run(command, args, options);
  },
};

const SEGMENTS = ['I saw the big', 'cat is here', 'The house is very old.', 'My friend lives in Barcelona.'];

beforeAll(async () => {
  libre = await startLoopbackDouble();
  libre.answer = (request, response) => {
    if (request.path === '/languages') return json(response, 200, [{ code: 'en', name: 'English', targets: ['tr'] }, { code: 'tr', name: 'Turkish', targets: ['en'] }]);
    const { q, target } = request.json as { q: string[]; target: string };
    json(response, 200, { translatedText: q.map((text) => `[${target}] ${text}`) });
  };
  const dataDir = join(work.dir, 'shared');
  mkdirSync(dataDir);
  const start = async (options: Parameters<typeof startMtHost>[0]) => {
    const host = await startMtHost(options);
    hosts.push(host);
    return host;
  };
  const singleHost = await start({});
  single = { host: singleHost, ...(await confirmedUser(singleHost, 'ann@example.com')) };
  worker = await start({ dataDir, env: { SPEECHDECK_ROLE: 'worker' }, overrides: [override(platform.processes, workerRunner)] });
  const apiHost = await start({
    dataDir, env: { SPEECHDECK_ROLE: 'api', SPEECHDECK_LIBRETRANSLATE_URL: libre.url }, overrides: [override(platform.processes, apiRunner)],
  });
  api = { host: apiHost, ...(await confirmedUser(apiHost, 'ann@example.com')) };
}, 60_000);
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await libre.close();
  work.remove();
});

describe('POST /api/mt/translate on an API host', () => {
  it("answers text as a single host does, apertium run by the worker, and leaves no scratch in the worker's work dir", async () => {
    for (const body of [
      { text: 'The house is very old.\n\nMy friend lives in Barcelona.', source: 'en', target: 'es' },
      { text: 'La casa es muy vieja.', source: 'es', target: 'en', engine: 'apertium' },
      // Refused by the route before any call: the same 422 naming the pairs apertium serves.
      { text: 'Hello', source: 'eu', target: 'es', engine: 'apertium' },
    ]) {
      const before = workerRuns.length;
      const there = await translate(api.host, api.token, body);
      expect(there, JSON.stringify(body)).toEqual(await translate(single.host, single.token, body));
      expect(workerRuns.length - before).toBe(there.status === 200 ? 1 : 0);
    }
    expect(workerRuns.slice(-2)).toEqual(['eng-spa', 'spa-eng']);
    // The user is the worker's too: both hosts share one store.
    expect((await mediaFilesOf(worker, api.id)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it("translates a transcript read by its processId as a single host does, in one run on the worker", async () => {
    const there = await transcriptOf(api.host, api.id, SEGMENTS);
    const here = await transcriptOf(single.host, single.id, SEGMENTS);
    const before = workerRuns.length;
    const fromApi = await translate(api.host, api.token, { processId: there.processId, target: 'es' });
    expect(fromApi.status, JSON.stringify(fromApi.body)).toBe(200);
    expect(workerRuns.length - before).toBe(1);
    const fromSingle = await translate(single.host, single.token, { processId: here.processId, target: 'es' });
    const withoutId = ({ body }: typeof fromApi) => ({ ...body, transcript: { ...body.transcript, processId: undefined } });
    expect(withoutId(fromApi)).toEqual(withoutId(fromSingle));
    expect(fromApi.body.transcript!.segments[1]!.text).toMatch(/gato/i);
  });

  it('asks a remote engine from the API host itself, taking no worker slot', async () => {
    const before = workerRuns.length;
    const { status, body } = await translate(api.host, api.token, { text: 'Good morning.', source: 'en', target: 'tr' });
    expect(status, JSON.stringify(body)).toBe(200);
    // The worker has no LibreTranslate configured: had it been asked, it would have answered 503.
    expect(body).toMatchObject({ engine: 'libretranslate', text: '[tr] Good morning.' });
    expect(workerRuns.length).toBe(before);
  });
});
