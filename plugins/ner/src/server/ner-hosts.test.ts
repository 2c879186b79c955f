import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { confirmedUser, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { RecognizedSegment, SegmentHit } from '@speechdeck/plugin-workspace';
import type { EntitiesResponse, EntityHit, NerLanguage } from '../index.ts';
import { recognizeEntities } from '@speechdeck/engines/entities';
import { nerServerPlugin } from './index.ts';
import { resultsAccess, seedTranscript, spokenSegment } from './testing/seed-transcript.ts';
import { transcriptEntities } from './transcript/transcript-entities.ts';

/*
 * The recognition is the call ner.entities-now: an API host answers what a single host answers
 * (the recognition run here, in this thread, as a single host runs it in its own), a worker on the
 * same data dir finding the entities and keeping a transcript's, which the API host's searches then
 * find; with no worker, the API host finds none itself. A single host's answers over HTTP: ner-api.test.ts.
 */
const work = tempDir('ner-hosts');
const dataDir = join(work.dir, 'shared');
const hosts: TestHost[] = [];
const nerPlugins = [workspaceServerPlugin, nerServerPlugin];
interface Side { host: TestHost; token: string; id: number; access: ReturnType<typeof resultsAccess> }
let api: Side;
let worker: TestHost;

const TRANSCRIPTS: [processId: string, language: string, segments: RecognizedSegment[]][] = [
  ['call-1', 'en', [spokenSegment(0, 0, 'good morning this is john smith from chicago'), spokenSegment(1, 5, 'we paid twenty five dollars to microsoft on friday')]],
  ['arama-1', 'tr', [spokenSegment(0, 0, 'dün ayşe ile istanbulda buluştuk')]],
];

const start = async (options: Parameters<typeof startTestHost>[0]) => {
  const host = await startTestHost(options);
  hosts.push(host);
  return host;
};
/** A host with the user reading, and the same transcripts in their workspace. */
async function side(host: TestHost, access: ReturnType<typeof resultsAccess>): Promise<Side> {
  const user = await confirmedUser(host, 'reader@example.com');
  for (const [processId, language, segments] of TRANSCRIPTS) await seedTranscript(host, access.store(), user.id, processId, `${processId}.wav`, language, segments);
  return { host, access, ...user };
}

beforeAll(async () => {
  mkdirSync(dataDir);
  worker = await start({ dataDir, env: { SPEECHDECK_ROLE: 'worker' }, plugins: nerPlugins });
  const apiAccess = resultsAccess();
  api = await side(await start({ dataDir, env: { SPEECHDECK_ROLE: 'api' }, plugins: [...nerPlugins, apiAccess.plugin] }), apiAccess);
}, 60_000);
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  work.remove();
});

async function ask<T>({ host, token }: Side, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${host.url}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}
const entities = (on: Side, body: unknown) => ask<EntitiesResponse>(on, 'POST', '/api/ner/entities', body);

describe('POST /api/ner/entities on an API host', () => {
  it('answers text as a single host does', async () => {
    for (const { text, language } of [
      { text: 'Dr. Jane Smith of Microsoft met Tim Cook in Berlin on March 5 at 3 pm, paid $25 for 12 books.', language: 'en' as const },
      { text: "Ayşe'nin babası 5 Mart'ta İstanbul'da Ziraat Bankası'na 250 TL yatırdı.", language: 'tr' as const },
    ]) {
      const there = await entities(api, { text, language });
      expect(there, text).toEqual({ status: 200, body: { language, text, entities: recognizeEntities(text, language) } });
      expect(there.body.entities.length, text).toBeGreaterThanOrEqual(5);
    }
    expect(await entities(api, { text: 'Hallo Berlin', language: 'de' })).toEqual({ status: 422, body: expect.objectContaining({ message: "Named entities are found in English (en) and Turkish (tr), not 'de'." }) });
  });

  it("answers transcripts as a single host does, and what the worker kept is found by the API host's searches", async () => {
    for (const [processId, language, segments] of TRANSCRIPTS) {
      const there = await entities(api, { processId });
      expect(there.status, there.body.message).toBe(200);
      const here = await transcriptEntities(segments, async (text) => recognizeEntities(text, language as NerLanguage));
      expect(there.body).toEqual({ language, processId, ...here });
      expect(here.entities.length).toBeGreaterThanOrEqual(3);
    }
    const people = await ask<EntityHit[]>(api, 'GET', '/api/ner/search?type=person&text=JOHN');
    expect(people.body.map((hit) => [hit.processId, hit.position, hit.entities.map((e) => e.text)])).toEqual([['call-1', 0, ['john smith']]]);
    const keyword = await ask<SegmentHit[]>(api, 'GET', '/api/elastic/getRespByKeywordFromElastic?kw=microsoft');
    expect(keyword.body.map((hit) => [hit.processId, hit.position])).toEqual([['call-1', 1]]);
  });

  it('refuses as a single host does: a transcript not finished, an unknown one', async () => {
    await api.access.store().create({ processId: 'queued-1', userId: api.id, fn: 'q.wav', mediaKey: `${api.id}/q.wav`, options: { isDiarize: false, vad: false, punct: false, sentText: false, oa: false, language: 'en' } });
    expect(await entities(api, { processId: 'queued-1' })).toEqual({ status: 409, body: expect.objectContaining({ message: "The transcript 'queued-1' is not finished (queued)." }) });
    expect(await entities(api, { processId: 'no-such' })).toEqual({ status: 404, body: expect.objectContaining({ message: "No result with process id 'no-such'." }) });
  });

  it('with no worker running, finds nothing itself: the call waits for one and answers 503', async () => {
    await worker.close();
    hosts.splice(hosts.indexOf(worker), 1);
    const lonely = await start({ dataDir, env: { SPEECHDECK_ROLE: 'api', SPEECHDECK_CALL_WAIT_SECONDS: '1' }, plugins: nerPlugins });
    const { status, body } = await entities({ ...api, host: lonely }, { text: 'Tim Cook visited Berlin.', language: 'en' });
    expect([status, body.message]).toEqual([503, 'No worker took the work within 1 s: the workers are busy, or none is running. Try again later, or queue it.']);
  });
});
