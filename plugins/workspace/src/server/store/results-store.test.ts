import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import type { RecognizedSegment } from '../../index.ts';
import { openResultsStore } from './open-results-store.ts';
import type { ResultsStore } from './results-store.ts';
import { toFtsQuery, toTsQuery } from './fts-query.ts';

const options = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: true };
const page = { limit: 50, offset: 0 };

const segment = (position: number, sent: string, spk: string | null, kw: string[], oa: string | null): RecognizedSegment => ({
  position, start: position * 2, end: position * 2 + 1.5, spk, sent, kw, oa, words: [{ w: sent.split(' ')[0]!.toLowerCase(), start: position * 2, end: position * 2 + 0.4 }],
});

describe.each(STORE_DIALECTS)('the results store on %s', (dialect) => {
  let testStore: TestStore;
  let store: ResultsStore;
  let one: number;
  let two: number;

  beforeAll(async () => {
    testStore = await openTestStore(dialect);
    one = await testStore.addUser('one@x.io');
    two = await testStore.addUser('two@x.io');
    let tick = 0;
    store = await openResultsStore(testStore.forPlugin('workspace'), testStore.jobs, () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
    await store.create({ processId: 'p1', userId: one, fn: 'meeting.wav', options, mediaKey: '1/m1' });
    await store.complete(one, 'p1', {
      language: 'en', duration: 12.5, engine: 'pocketsphinx', notes: [],
      segments: [
        segment(0, 'The weather is lovely today.', 'S1', ['weather', 'lovely'], 'positive'),
        segment(1, 'Our server crashed again.', 'S2', ['server', 'crashed'], 'negative'),
        segment(2, 'Café prices rose.', 'S1', ['prices'], 'neutral'),
      ],
    });
    await store.create({ processId: 'p2', userId: two, fn: 'other-meeting.mp3', options, mediaKey: '1/m1' });
    await store.complete(two, 'p2', { language: 'en', duration: 3, engine: 'pocketsphinx', notes: [], segments: [segment(0, 'The weather is awful.', 'S1', ['weather'], 'negative')] });
    await testStore.jobStates.queue('test.recognize/p3', 'test.recognize', one);
    await store.create({ processId: 'p3', userId: one, fn: 'queued.ogg', options, mediaKey: '1/m3', job: 'test.recognize/p3' });
  });
  afterAll(() => testStore?.close());

  it('assembles a whole result with text and segments in order', async () => {
    const result = (await store.get(one, 'p1'))!;
    expect(result.text).toBe('The weather is lovely today. Our server crashed again. Café prices rose.');
    expect(result.segments.map((s) => s.position)).toEqual([0, 1, 2]);
    expect(result.segments[0]!.kw).toEqual(['weather', 'lovely']);
    expect(result.segments[0]).toMatchObject({ start: 0, end: 1.5, words: [{ w: 'the', start: 0, end: 0.4 }] });
    expect(result).toMatchObject({ status: 'done', progress: 1, duration: 12.5, engine: 'pocketsphinx', options, userId: one, mediaKey: '1/m1' });
  });

  it("shows its job's life until its transcript is stored, then done whatever the job says", async () => {
    expect(await store.get(one, 'p3')).toMatchObject({ status: 'queued', progress: 0, error: null, duration: 0 });
    await testStore.jobStates.set('test.recognize/p3', { status: 'running', progress: 0.25 });
    expect(await store.get(one, 'p3')).toMatchObject({ status: 'running', progress: 0.25, error: null });
    await testStore.jobStates.set('test.recognize/p3', { status: 'failed', error: 'The engine crashed.' });
    expect((await store.list(one, page)).find((r) => r.processId === 'p3')).toMatchObject({ status: 'failed', error: 'The engine crashed.' });
    await testStore.jobStates.set('test.recognize/p3', { status: 'queued', progress: 0, error: null });

    // Stored whole by its service (no job), or stored before its job is queued: queued until complete.
    await store.create({ processId: 'whole', userId: two, fn: 'call.wav', options, mediaKey: '2/w' });
    expect(await store.get(two, 'whole')).toMatchObject({ status: 'queued', progress: 0 });
    await store.complete(two, 'whole', { language: 'en', duration: 2, engine: 'test', notes: [], segments: [] });
    expect(await store.get(two, 'whole')).toMatchObject({ status: 'done', progress: 1, error: null });
    await store.create({ processId: 'next', userId: two, fn: 'next.wav', options, mediaKey: '2/n', job: 'test.recognize/next' });
    expect(await store.get(two, 'next')).toMatchObject({ status: 'queued', progress: 0, error: null });
    expect(await store.stats(two)).toMatchObject({ files: 3, seconds: 5, byStatus: { done: 2, queued: 1 } });
    for (const id of ['whole', 'next']) await store.delete(two, id);
  });

  it('searches only the owner\'s segments, by keyword, speaker, sentence text and label', async () => {
    expect((await store.search(one, { kind: 'kw', value: 'weather' }, page)).map((h) => [h.processId, h.position])).toEqual([['p1', 0]]);
    expect((await store.search(two, { kind: 'kw', value: 'weather' }, page)).map((h) => h.processId)).toEqual(['p2']);
    expect((await store.search(one, { kind: 'spk', value: 's1' }, page)).map((h) => h.position)).toEqual([0, 2]);
    expect((await store.search(one, { kind: 'sent', value: 'crash*' }, page))[0]).toMatchObject({ fn: 'meeting.wav', spk: 'S2', sent: 'Our server crashed again.', kw: ['server', 'crashed'], start: 2, end: 3.5 });
    expect(await store.search(one, { kind: 'sent', value: 'cafe' }, page)).toHaveLength(1);
    expect(await store.search(one, { kind: 'sent', value: 'CAFÉ PRICES' }, page)).toHaveLength(1);
    expect(await store.search(one, { kind: 'sent', value: '"server crashed"' }, page)).toHaveLength(1);
    expect(await store.search(one, { kind: 'sent', value: '"crashed server"' }, page)).toHaveLength(0);
    // A phrase lies within the text or within the keywords, never across them.
    expect(await store.search(one, { kind: 'kw', value: '"again server"' }, page)).toHaveLength(0);
    expect(await store.search(one, { kind: 'oa', value: 'NEGATIVE' }, page)).toHaveLength(1);
    expect((await store.search(one, { kind: 'oa', value: 'NEGATIVE' }, page)).map((h) => h.position)).toEqual([1]);
  });

  it('answers pages of the newest hits, each page in reading order', async () => {
    const hits = async (offset: number) => (await store.search(one, { kind: 'spk', value: 'S1' }, { limit: 1, offset })).map((h) => h.position);
    expect([await hits(0), await hits(1), await hits(2)]).toEqual([[2], [0], []]);
  });

  it('treats FTS syntax in user input as text, never as a query', async () => {
    await expect(store.search(one, { kind: 'sent', value: 'weather OR NOT "x AND (y' }, page)).resolves.toBeDefined();
    await expect(store.search(one, { kind: 'kw', value: "it's a 'quoted' \\ <-> !x & y:*" }, page)).resolves.toBeDefined();
    expect(await store.search(one, { kind: 'sent', value: '*** () ^' }, page)).toEqual([]);
    expect(toFtsQuery('sent:weather NEAR(a b)')).toBe('"sent" "weather" "NEAR" "a" "b"');
    expect(toTsQuery("Zür* \"budget Meeting\" it's", 'AB')).toBe("'zur':*AB & (('budget':A <-> 'meeting':A) | ('budget':B <-> 'meeting':B)) & 'it':AB & 's':AB");
  });

  it('an edited segment is searchable at once by its new text, and not by the old', async () => {
    const edited = (await store.editSegment(one, 'p1', 1, { text: 'Our database recovered quickly.' }))!;
    expect(edited.segments[1]!.sent).toBe('Our database recovered quickly.');
    expect(await store.search(one, { kind: 'sent', value: 'database' }, page)).toHaveLength(1);
    expect(await store.search(one, { kind: 'sent', value: 'crashed' }, page)).toHaveLength(0);
    expect(edited.segments[1]!.kw).toEqual([]);
    expect(await store.search(one, { kind: 'kw', value: 'server' }, page)).toHaveLength(0);
    expect((await store.editSegment(one, 'p1', 0, { text: 'The weather stays lovely.' }))!.segments[0]!.kw).toEqual(['weather', 'lovely']);
    expect(await store.editSegment(one, 'p1', 99, { text: 'x' })).toBeUndefined();
    expect((await store.editSegment(one, 'p1', 1, { spk: 'S3' }))!.segments[1]!.spk).toBe('S3');
    expect((await store.search(one, { kind: 'spk', value: 's3' }, page)).map((h) => h.position)).toEqual([1]);
    await store.editSegment(one, 'p1', 1, { spk: 'S2' });
  });

  it('renames a speaker across one result only', async () => {
    const renamed = (await store.renameSpeaker(one, 'p1', 'S1', 'Alice'))!;
    expect(renamed.segments.map((s) => s.spk)).toEqual(['Alice', 'S2', 'Alice']);
    expect((await store.get(two, 'p2'))!.segments[0]!.spk).toBe('S1');
    expect(await store.renameSpeaker(one, 'p1', 'Nobody', 'X')).toBeUndefined();
  });

  it('adds keywords to a segment once each, found by the keyword search and not the text search', async () => {
    expect(await store.addKeywords(one, 'p1', 2, ['paris', 'new york', 'prices'])).toBe(true);
    expect(await store.addKeywords(one, 'p1', 2, ['paris'])).toBe(true);
    expect((await store.get(one, 'p1'))!.segments[2]!.kw).toEqual(['prices', 'paris', 'new', 'york']);
    expect((await store.search(one, { kind: 'kw', value: 'paris' }, page)).map((h) => [h.processId, h.position])).toEqual([['p1', 2]]);
    expect(await store.search(one, { kind: 'kw', value: '"new york"' }, page)).toHaveLength(1);
    // The words of a query may each lie in the text or in the keywords.
    expect((await store.search(one, { kind: 'kw', value: 'paris rose' }, page)).map((h) => h.position)).toEqual([2]);
    expect(await store.search(one, { kind: 'sent', value: 'paris' }, page)).toEqual([]);
    expect(await store.search(two, { kind: 'kw', value: 'paris' }, page)).toEqual([]);
    // Another user's process and a segment that does not exist take nothing.
    expect(await store.addKeywords(two, 'p1', 2, ['rome'])).toBe(false);
    expect(await store.addKeywords(one, 'p1', 99, ['rome'])).toBe(false);
    expect(await store.search(one, { kind: 'kw', value: 'rome' }, page)).toEqual([]);
  });

  it('lists summaries newest first, by file name, with file names and stats', async () => {
    expect((await store.list(one, page)).map((r) => r.processId)).toEqual(['p3', 'p1']);
    expect((await store.list(one, page, 'MEET')).map((r) => r.fn)).toEqual(['meeting.wav']);
    expect((await store.list(one, page))[1]).toMatchObject({
      segmentCount: 3, speakers: ['Alice', 'S2'], preview: 'The weather stays lovely. Our database recovered quickly. Café prices rose.',
    });
    expect((await store.list(one, page))[0]).toMatchObject({ segmentCount: 0, speakers: [], preview: '' });
    expect((await store.list(one, { limit: 1, offset: 1 })).map((r) => r.processId)).toEqual(['p1']);
    expect((await store.fileNames(one)).map((f) => f.fn)).toEqual(['queued.ogg', 'meeting.wav']);
    expect(await store.stats(one)).toMatchObject({ files: 2, seconds: 12.5, byStatus: { done: 1, queued: 1 } });
    expect((await store.stats(one)).recent.map((r) => r.processId)).toEqual(['p3', 'p1']);
  });

  it('deletes a result with its segments, saying whether its media is still used', async () => {
    expect(await store.delete(two, 'p2')).toEqual({ mediaKey: '1/m1', stillUsed: true });
    expect(await store.search(two, { kind: 'kw', value: 'weather' }, page)).toEqual([]);
    expect(await store.delete(one, 'p1')).toEqual({ mediaKey: '1/m1', stillUsed: false });
    expect(await store.get(one, 'p1')).toBeUndefined();
    expect(await store.delete(one, 'p1')).toBeUndefined();
  });

  it('keeps process ids per user: the same id of two users is two results, and a repeated create stores nothing', async () => {
    const first = await store.create({ processId: 'same-id', userId: one, fn: 'mine.wav', options, mediaKey: '1/s1' });
    const second = await store.create({ processId: 'same-id', userId: two, fn: 'theirs.wav', options, mediaKey: '2/s2' });
    expect([first.created, second.created]).toEqual([true, true]);
    expect(await store.create({ processId: 'same-id', userId: one, fn: 'retry.wav', options, mediaKey: '1/s3' })).toMatchObject({ created: false, result: { fn: 'mine.wav' } });
    await store.complete(one, 'same-id', { language: 'en', duration: 1, engine: 'pocketsphinx', notes: [], segments: [segment(0, 'Mine says hello.', 'S1', ['hello'], null)] });
    await store.complete(two, 'same-id', { language: 'en', duration: 1, engine: 'pocketsphinx', notes: [], segments: [segment(0, 'Theirs says goodbye.', 'S1', ['goodbye'], null)] });
    expect((await store.get(one, 'same-id'))!.text).toBe('Mine says hello.');
    expect((await store.get(two, 'same-id'))!.text).toBe('Theirs says goodbye.');
    expect((await store.search(one, { kind: 'spk', value: 'S1' }, page)).map((h) => [h.processId, h.fn, h.sent])).toEqual([['same-id', 'mine.wav', 'Mine says hello.']]);
    expect((await store.renameSpeaker(two, 'same-id', 'S1', 'Bob'))!.segments[0]!.spk).toBe('Bob');
    expect((await store.get(one, 'same-id'))!.segments[0]!.spk).toBe('S1');
    expect(await store.delete(two, 'same-id')).toEqual({ mediaKey: '2/s2', stillUsed: false });
    expect((await store.get(one, 'same-id'))!.text).toBe('Mine says hello.');
  });

  it('stores a long result whole, and completing it again replaces its segments', async () => {
    await store.create({ processId: 'long', userId: one, fn: 'long.wav', options, mediaKey: '1/long' });
    const many = Array.from({ length: 450 }, (_, position) => segment(position, `Part ${position} of the long talk.`, `S${position % 4}`, [`part${position}`], null));
    expect((await store.complete(one, 'long', { language: 'en', duration: 900, engine: 'test', notes: ['n'], segments: many })).segments).toHaveLength(450);
    expect((await store.search(one, { kind: 'kw', value: 'part449' }, page)).map((h) => h.position)).toEqual([449]);
    const again = await store.complete(one, 'long', { language: 'de', duration: 2, engine: 'test', notes: [], segments: [segment(0, 'Kurz.', 'S1', [], null)] });
    expect(again).toMatchObject({ language: 'de', text: 'Kurz.', notes: [] });
    expect(await store.search(one, { kind: 'kw', value: 'part449' }, page)).toEqual([]);
    await expect(store.complete(two, 'long', { language: 'en', duration: 1, engine: 'test', notes: [], segments: [] })).rejects.toThrow(/no recognition long/);
  });

  it('replaces a result whole (a redaction): its text searched anew, its media and creation time new, saying whether the old file is still used', async () => {
    await store.create({ processId: 'to-redact', userId: one, fn: 'call.wav', options, mediaKey: '1/shared' });
    await store.create({ processId: 'same-upload', userId: one, fn: 'call.wav', options, mediaKey: '1/shared' });
    await store.complete(one, 'to-redact', { language: 'en', duration: 4, engine: 'test', notes: [], segments: [segment(0, 'Call Zebulon now.', 'S1', ['zebulon'], null)] });
    const before = (await store.get(one, 'to-redact'))!.createdAt;
    const replaced = await store.replace(one, 'to-redact', { language: 'en', duration: 4, engine: 'test', notes: ['redacted'], segments: [segment(0, 'Call [PERSON] now.', 'S1', [], null)], mediaKey: '1/redacted' });
    expect(replaced).toMatchObject({ previousMediaKey: '1/shared', stillUsed: true, result: { text: 'Call [PERSON] now.', notes: ['redacted'], status: 'done' } });
    expect(replaced.result.createdAt > before).toBe(true);
    expect((await store.get(one, 'to-redact'))!.mediaKey).toBe('1/redacted');
    expect(await store.search(one, { kind: 'sent', value: 'zebulon' }, page)).toEqual([]);
    expect(await store.search(one, { kind: 'kw', value: 'zebulon' }, page)).toEqual([]);
    await store.delete(one, 'same-upload');
    const again = await store.replace(one, 'to-redact', { language: 'en', duration: 4, engine: 'test', notes: [], segments: [], mediaKey: '1/redacted-2' });
    expect(again).toMatchObject({ previousMediaKey: '1/redacted', stillUsed: false });
    await expect(store.replace(two, 'to-redact', { language: 'en', duration: 1, engine: 'test', notes: [], segments: [], mediaKey: '2/x' })).rejects.toThrow(/no recognition to-redact/);
  });
});
