import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, type TestHost } from '@speechdeck/testing';
import type { RecognizedSegment, SegmentHit } from '@speechdeck/plugin-workspace';
import type { EntitiesResponse, EntityHit, TranscriptEntity } from '../index.ts';
import { resultsAccess, seedTranscript, spokenSegment, startNerHost } from './testing/seed-transcript.ts';

let host: TestHost;
const access = resultsAccess();
const seed = (userId: number, processId: string, fn: string, language: string, segments: RecognizedSegment[]) =>
  seedTranscript(host, access.store(), userId, processId, fn, language, segments);
let me = { token: '', id: 0 };
let other = { token: '', id: 0 };

beforeAll(async () => {
  host = await startNerHost(access);
  me = await confirmedUser(host, 'reader@example.com');
  other = await confirmedUser(host, 'other@example.com');
  await seed(me.id, 'call-1', 'call.wav', 'en', [
    spokenSegment(0, 0, 'good morning this is john smith from chicago'),
    spokenSegment(1, 5, 'we paid twenty five dollars to microsoft on friday'),
  ]);
  await seed(me.id, 'arama-1', 'arama.wav', 'tr', [spokenSegment(0, 0, 'dün ayşe ile istanbulda buluştuk')]);
  await seed(other.id, 'theirs-1', 'theirs.wav', 'en', [spokenSegment(0, 0, 'john smith called from boston')]);
  // A saved diarization: speakers' turns, no text, no language.
  await seed(me.id, 'turns-1', 'conv.wav', 'und', [{ position: 0, start: 0, end: 4, spk: 'S1', sent: '', kw: [], oa: null, words: [] }]);
});
afterAll(() => host.close());

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token = me.token): Promise<{ status: number; body: T & { message?: string } }> {
  const response = await fetch(`${host.url}${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}
const entities = (body: unknown) => call<EntitiesResponse>('POST', '/api/ner/entities', body);

describe('POST /api/ner/entities on text', () => {
  it('finds every kind in English with exact character offsets', async () => {
    const text = 'Dr. Jane Smith of Microsoft met Tim Cook in Berlin on March 5 at 3 pm, paid $25 for 12 books; mail jane@example.com or call +1 555 123 4567.';
    const { status, body } = await entities({ text, language: 'en' });
    expect(status).toBe(200);
    expect(body.entities.map(({ type, text }) => [type, text])).toEqual([
      ['PERSON', 'Jane Smith'], ['ORGANIZATION', 'Microsoft'], ['PERSON', 'Tim Cook'], ['PLACE', 'Berlin'], ['DATE', 'March 5'], ['TIME', '3 pm'],
      ['MONEY', '$25'], ['NUMBER', '12'], ['EMAIL', 'jane@example.com'], ['PHONE', '+1 555 123 4567'],
    ]);
    for (const entity of body.entities) expect(text.slice(entity.start, entity.end)).toBe(entity.text);
  });

  it('leaves a suffix after an apostrophe out of a Turkish name, offsets exact', async () => {
    const text = "Ayşe'nin babası 5 Mart'ta İstanbul'da Ziraat Bankası'na 250 TL yatırdı.";
    const { body } = await entities({ text, language: 'tr' });
    expect(body.entities.map(({ type, text }) => [type, text])).toEqual([
      ['PERSON', 'Ayşe'], ['DATE', '5 Mart'], ['PLACE', 'İstanbul'], ['ORGANIZATION', 'Ziraat Bankası'], ['MONEY', '250 TL'],
    ]);
    const istanbul = body.entities.find((e) => e.text === 'İstanbul')!;
    expect([istanbul.start, istanbul.end]).toEqual([text.indexOf('İstanbul'), text.indexOf("'da")]);
  });

  it('names what is wrong: empty, both or neither, unknown language, too long', async () => {
    expect(await entities({ text: '   ', language: 'en' })).toMatchObject({ status: 400, body: { message: 'text: The text is empty.' } });
    expect(await entities({ text: 'Hi', processId: 'call-1' })).toMatchObject({ status: 400, body: { message: 'Give either text or processId, not both.' } });
    expect(await entities({ language: 'en' })).toMatchObject({ status: 400, body: { message: 'Give text to read, or the processId of a transcript in your workspace.' } });
    expect(await entities({ text: 'Hallo Berlin', language: 'de' })).toMatchObject({ status: 422, body: { message: "Named entities are found in English (en) and Turkish (tr), not 'de'." } });
    const long = await entities({ text: 'word '.repeat(20_001), language: 'en' });
    expect(long).toMatchObject({ status: 413, body: { message: 'The text has 100,005 characters; at most 100,000 are read in one call.' } });
    expect((await entities({ text: 42 })).status).toBe(400);
  });

  it('keeps answering other requests while it recognizes a long English text', async () => {
    const text = 'On March 5 at 3 pm we paid $20, then 45 percent of 1,500 people spent 3.5 million dollars on 12 June 2024 at 10:30 am. '.repeat(10);
    let answered = false;
    const started = Date.now();
    const found = entities({ text, language: 'en' }).finally(() => (answered = true));
    const healthWaits: number[] = [];
    while (!answered) {
      const asked = Date.now();
      expect((await fetch(`${host.url}/health`)).status).toBe(200);
      healthWaits.push(Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { status, body } = await found;
    const took = Date.now() - started;
    expect(status).toBe(200);
    expect(body.entities.length).toBeGreaterThan(75);
    // Recognized on the event loop, the first /health would have waited for the whole text.
    expect(took).toBeGreaterThan(300);
    expect(Math.max(...healthWaits)).toBeLessThan(took / 4);
    expect(healthWaits.length).toBeGreaterThan(3);
  }, 120_000);
});

describe('POST /api/ner/entities on a transcript', () => {
  let found: EntitiesResponse;
  beforeAll(async () => {
    const response = await entities({ processId: 'call-1' });
    expect(response.status, response.body.message).toBe(200);
    found = response.body;
  });

  it('answers the entities of a lower-case transcript with their segment and the time of their words', () => {
    expect(found).toMatchObject({ language: 'en', processId: 'call-1', text: 'good morning this is john smith from chicago we paid twenty five dollars to microsoft on friday' });
    const byText = Object.fromEntries(found.entities.map((e) => [e.text, e as TranscriptEntity]));
    expect(Object.keys(byText)).toEqual(['john smith', 'chicago', 'twenty five dollars', 'microsoft', 'friday']);
    // "john smith" are words 4-5 of segment 0 (0.5 s a word); "twenty five dollars" words 2-4 of segment 1, which starts at 5 s.
    expect(byText['john smith']).toMatchObject({ type: 'PERSON', segment: 0, time: { start: 2, end: 2.9 } });
    expect(byText['twenty five dollars']).toMatchObject({ type: 'MONEY', segment: 1, time: { start: 6, end: 7.4 } });
    expect(byText.friday).toMatchObject({ type: 'DATE', segment: 1, time: { start: 9, end: 9.4 } });
    for (const entity of found.entities) expect(found.text.slice(entity.start, entity.end)).toBe(entity.text);
  });

  it('reads a Turkish transcript in its own language by default', async () => {
    const { body } = await entities({ processId: 'arama-1' });
    expect(body.entities.map(({ type, text }) => [type, text])).toEqual([['DATE', 'dün'], ['PERSON', 'ayşe'], ['PLACE', 'istanbul']]);
  });

  it('refuses a result that holds no text (a saved diarization) for what it is, not for its language', async () => {
    expect(await entities({ processId: 'turns-1' })).toMatchObject({
      status: 422, body: { message: "The result 'turns-1' holds no transcript (speakers only, or no speech): named entities are found in text." },
    });
  });

  it("answers 404 for another user's transcript and for an unknown one, 403 for their userId", async () => {
    expect(await entities({ processId: 'theirs-1' })).toMatchObject({ status: 404, body: { message: "No result with process id 'theirs-1'." } });
    expect((await entities({ processId: 'no-such' })).status).toBe(404);
    expect((await entities({ processId: 'theirs-1', userId: other.id })).status).toBe(403);
  });

  it('makes the segments findable: by type and text in /api/ner/search, by keyword in the workspace', async () => {
    const people = await call<EntityHit[]>('GET', '/api/ner/search?type=person&text=JOHN');
    expect(people.status).toBe(200);
    expect(people.body).toEqual([expect.objectContaining({
      processId: 'call-1', fn: 'call.wav', position: 0, start: 0, sent: 'good morning this is john smith from chicago',
      entities: [expect.objectContaining({ type: 'PERSON', text: 'john smith', segment: 0 })],
    })]);
    const accented = await call<EntityHit[]>('GET', '/api/ner/search?text=ISTANBUL');
    expect(accented.body.map((hit) => [hit.processId, hit.entities.map((e) => e.text)])).toEqual([['arama-1', ['istanbul']]]);
    expect((await call<EntityHit[]>('GET', '/api/ner/search?type=MONEY')).body.map((hit) => hit.position)).toEqual([1]);
    const keyword = await call<SegmentHit[]>('GET', '/api/elastic/getRespByKeywordFromElastic?kw=microsoft');
    expect(keyword.body.map((hit) => [hit.processId, hit.position])).toEqual([['call-1', 1]]);
    expect(keyword.body[0]!.kw).toEqual(expect.arrayContaining(['microsoft', 'twenty', 'five', 'dollars', 'friday']));
    // The other user finds nothing of this user's.
    expect((await call<EntityHit[]>('GET', '/api/ner/search?text=john', undefined, other.token)).body).toEqual([]);
  });

  it('refuses a search without a type or a text, and an unknown type', async () => {
    expect(await call('GET', '/api/ner/search')).toMatchObject({ status: 400, body: { message: 'Give a type, a text, or both.' } });
    expect((await call('GET', '/api/ner/search?type=ANIMAL')).status).toBe(400);
  });

  it('forgets the entities of a deleted result, and of one stored anew under the same id', async () => {
    const remove = (processId: string) => fetch(`${host.url}/api/elastic/deleteResponseFromElastic?processId=${processId}`, { method: 'POST', headers: { authorization: `Bearer ${me.token}` } });
    await seed(me.id, 'brief-1', 'brief.wav', 'en', [spokenSegment(0, 0, 'we met sarah in denver')]);
    await seed(me.id, 'brief-2', 'brief-2.wav', 'en', [spokenSegment(0, 0, 'sarah called from denver')]);
    await entities({ processId: 'brief-1' });
    await entities({ processId: 'brief-2' });
    expect((await call<EntityHit[]>('GET', '/api/ner/search?text=sarah')).body.map((hit) => hit.processId)).toEqual(['brief-2', 'brief-1']);
    expect((await remove('brief-1')).status).toBe(200);
    // brief-2 is deleted and recognized again under its id, a minute later: its new text mentions no one.
    expect((await remove('brief-2')).status).toBe(200);
    host.clock.advance(60_000);
    await seed(me.id, 'brief-2', 'brief-2.wav', 'en', [spokenSegment(0, 0, 'nobody called today')]);
    expect((await call<EntityHit[]>('GET', '/api/ner/search?text=sarah')).body).toEqual([]);
    expect(await host.query("SELECT count(*) AS n FROM ner_entities WHERE process_id LIKE 'brief-%'")).toEqual([{ n: 0 }]);
  });
});
