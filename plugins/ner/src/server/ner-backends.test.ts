// @backends a transcript's entities found as the call ner.entities-now and kept in ner_entities, on each backend's store and queue
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mediaFilesOf, type TestHost } from '@speechdeck/testing';
import type { EntitiesResponse, EntityHit } from '../index.ts';
import { resultsAccess, seedTranscript, spokenSegment, startNerHost } from './testing/seed-transcript.ts';

/*
 * Smoke test on each backend: a transcript stored in the user's workspace (with a recording), its
 * entities found by the real recognizers and kept, found again by the entity search, and forgotten
 * with the transcript when it is deleted.
 */
let host: TestHost;
const access = resultsAccess();
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startNerHost(access);
  user = await confirmedUser(host, 'smoke-ner@example.com');
});
afterAll(() => host.close());

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${host.url}${path}`, {
    method, headers: { authorization: `Bearer ${user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe(`named entities on the backends (store ${process.env.SPEECHDECK_TEST_STORE ?? 'sqlite'})`, () => {
  it("finds a stored transcript's entities, keeps them for the search, and forgets them with the transcript", async () => {
    await seedTranscript(host, access.store(), user.id, 'call-1', 'call.wav', 'en', [
      spokenSegment(0, 0, 'good morning this is john smith from chicago'),
      spokenSegment(1, 5, 'we paid twenty five dollars to microsoft on friday'),
    ]);
    const found = await call<EntitiesResponse>('POST', '/api/ner/entities', { processId: 'call-1' });
    expect(found.status).toBe(200);
    expect(found.body.entities.map(({ type, text }) => [type, text])).toEqual([
      ['PERSON', 'john smith'], ['PLACE', 'chicago'], ['MONEY', 'twenty five dollars'], ['ORGANIZATION', 'microsoft'], ['DATE', 'friday'],
    ]);

    const people = await call<EntityHit[]>('GET', '/api/ner/search?type=person&text=John');
    expect(people.body.map((hit) => [hit.processId, hit.position, hit.entities.map((e) => e.text)])).toEqual([['call-1', 0, ['john smith']]]);
    expect(await host.query('SELECT count(*) AS n FROM ner_entities WHERE user_id = ?', user.id)).toEqual([{ n: 5 }]);

    expect((await call('POST', '/api/elastic/deleteResponseFromElastic?processId=call-1')).status).toBe(200);
    expect((await call<EntityHit[]>('GET', '/api/ner/search?type=person')).body).toEqual([]);
    expect(await host.query('SELECT count(*) AS n FROM ner_entities WHERE user_id = ?', user.id)).toEqual([{ n: 0 }]);
    expect(await mediaFilesOf(host, user.id)).toEqual([]);
  });
});
