import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginDatabase } from '@speechdeck/server/testing';
import type { RecognizedSegment } from '../../index.ts';
import { openResultsStore } from './open-results-store.ts';
import type { ResultsStore } from './results-store.ts';
import { toFtsQuery } from './fts-query.ts';

const options = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: true };
let dir: string;
let store: ResultsStore;

const segment = (position: number, sent: string, spk: string | null, kw: string[], oa: string | null): RecognizedSegment => ({
  position, start: position * 2, end: position * 2 + 1.5, spk, sent, kw, oa, words: [{ w: sent.split(' ')[0]!.toLowerCase(), start: position * 2, end: position * 2 + 0.4 }],
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'results-'));
  const database = pluginDatabase(dir, 'workspace');
  const addUser = database.db.prepare("INSERT INTO users (id, email, password_hash, role, created_at) VALUES (?, ?, 'x', 'USER', 'now')");
  addUser.run(1, 'one@x.io');
  addUser.run(2, 'two@x.io');
  let tick = 0;
  store = openResultsStore(database, () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
  store.create({ processId: 'p1', userId: 1, fn: 'meeting.wav', options, mediaKey: '1/m1' });
  store.complete(1, 'p1', {
    language: 'en', duration: 12.5, engine: 'pocketsphinx', notes: [],
    segments: [
      segment(0, 'The weather is lovely today.', 'S1', ['weather', 'lovely'], 'positive'),
      segment(1, 'Our server crashed again.', 'S2', ['server', 'crashed'], 'negative'),
      segment(2, 'Café prices rose.', 'S1', ['prices'], 'neutral'),
    ],
  });
  store.create({ processId: 'p2', userId: 2, fn: 'other-meeting.mp3', options, mediaKey: '1/m1' });
  store.complete(2, 'p2', { language: 'en', duration: 3, engine: 'pocketsphinx', notes: [], segments: [segment(0, 'The weather is awful.', 'S1', ['weather'], 'negative')] });
  store.create({ processId: 'p3', userId: 1, fn: 'queued.ogg', options, mediaKey: '1/m3' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = { limit: 50, offset: 0 };

describe('the SQLite results store', () => {
  it('assembles a whole result with text and segments in order', () => {
    const result = store.get(1, 'p1')!;
    expect(result.text).toBe('The weather is lovely today. Our server crashed again. Café prices rose.');
    expect(result.segments.map((s) => s.position)).toEqual([0, 1, 2]);
    expect(result.segments[0]!.kw).toEqual(['weather', 'lovely']);
    expect(result).toMatchObject({ status: 'done', progress: 1, duration: 12.5, engine: 'pocketsphinx', options });
  });

  it('searches only the owner\'s segments, by keyword, speaker, sentence text and label', () => {
    expect(store.search(1, { kind: 'kw', value: 'weather' }, page).map((h) => [h.processId, h.position])).toEqual([['p1', 0]]);
    expect(store.search(2, { kind: 'kw', value: 'weather' }, page).map((h) => h.processId)).toEqual(['p2']);
    expect(store.search(1, { kind: 'spk', value: 's1' }, page).map((h) => h.position)).toEqual([0, 2]);
    expect(store.search(1, { kind: 'sent', value: 'crash*' }, page)[0]).toMatchObject({ fn: 'meeting.wav', spk: 'S2', sent: 'Our server crashed again.' });
    expect(store.search(1, { kind: 'sent', value: 'cafe' }, page)).toHaveLength(1);
    expect(store.search(1, { kind: 'sent', value: '"server crashed"' }, page)).toHaveLength(1);
    expect(store.search(1, { kind: 'sent', value: '"crashed server"' }, page)).toHaveLength(0);
    expect(store.search(1, { kind: 'oa', value: 'NEGATIVE' }, page).map((h) => h.position)).toEqual([1]);
  });

  it('treats FTS syntax in user input as text, never as a query', () => {
    expect(() => store.search(1, { kind: 'sent', value: 'weather OR NOT "x AND (y' }, page)).not.toThrow();
    expect(store.search(1, { kind: 'sent', value: '*** () ^' }, page)).toEqual([]);
    expect(toFtsQuery('sent:weather NEAR(a b)')).toBe('"sent" "weather" "NEAR" "a" "b"');
  });

  it('an edited segment is searchable at once by its new text, and not by the old', () => {
    const edited = store.editSegment(1, 'p1', 1, { text: 'Our database recovered quickly.' })!;
    expect(edited.segments[1]!.sent).toBe('Our database recovered quickly.');
    expect(store.search(1, { kind: 'sent', value: 'database' }, page)).toHaveLength(1);
    expect(store.search(1, { kind: 'sent', value: 'crashed' }, page)).toHaveLength(0);
    expect(edited.segments[1]!.kw).toEqual([]);
    expect(store.search(1, { kind: 'kw', value: 'server' }, page)).toHaveLength(0);
    expect(store.editSegment(1, 'p1', 0, { text: 'The weather stays lovely.' })!.segments[0]!.kw).toEqual(['weather', 'lovely']);
    expect(store.editSegment(1, 'p1', 99, { text: 'x' })).toBeUndefined();
  });

  it('renames a speaker across one result only', () => {
    const renamed = store.renameSpeaker(1, 'p1', 'S1', 'Alice')!;
    expect(renamed.segments.map((s) => s.spk)).toEqual(['Alice', 'S2', 'Alice']);
    expect(store.get(2, 'p2')!.segments[0]!.spk).toBe('S1');
    expect(store.renameSpeaker(1, 'p1', 'Nobody', 'X')).toBeUndefined();
  });

  it('adds keywords to a segment once each, found by the keyword search and not the text search', () => {
    expect(store.addKeywords(1, 'p1', 2, ['paris', 'new york', 'prices'])).toBe(true);
    expect(store.addKeywords(1, 'p1', 2, ['paris'])).toBe(true);
    expect(store.get(1, 'p1')!.segments[2]!.kw).toEqual(['prices', 'paris', 'new', 'york']);
    expect(store.search(1, { kind: 'kw', value: 'paris' }, page).map((h) => [h.processId, h.position])).toEqual([['p1', 2]]);
    expect(store.search(1, { kind: 'sent', value: 'paris' }, page)).toEqual([]);
    expect(store.search(2, { kind: 'kw', value: 'paris' }, page)).toEqual([]);
    // Another user's process and a segment that does not exist take nothing.
    expect(store.addKeywords(2, 'p1', 2, ['rome'])).toBe(false);
    expect(store.addKeywords(1, 'p1', 99, ['rome'])).toBe(false);
    expect(store.search(1, { kind: 'kw', value: 'rome' }, page)).toEqual([]);
  });

  it('lists summaries newest first, by file name, with file names and stats', () => {
    expect(store.list(1, page).map((r) => r.processId)).toEqual(['p3', 'p1']);
    expect(store.list(1, page, 'MEET').map((r) => r.fn)).toEqual(['meeting.wav']);
    expect(store.list(1, page)[1]).toMatchObject({ segmentCount: 3, speakers: ['Alice', 'S2'] });
    expect(store.fileNames(1).map((f) => f.fn)).toEqual(['queued.ogg', 'meeting.wav']);
    expect(store.stats(1)).toMatchObject({ files: 2, seconds: 12.5, byStatus: { done: 1, queued: 1 } });
  });

  it('deletes a result with its segments, saying whether its media is still used', () => {
    expect(store.delete(2, 'p2')).toEqual({ mediaKey: '1/m1', stillUsed: true });
    expect(store.search(2, { kind: 'kw', value: 'weather' }, page)).toEqual([]);
    expect(store.delete(1, 'p1')).toEqual({ mediaKey: '1/m1', stillUsed: false });
    expect(store.get(1, 'p1')).toBeUndefined();
    expect(store.delete(1, 'p1')).toBeUndefined();
  });

  it('keeps process ids per user: the same id of two users is two results, and a repeated create stores nothing', () => {
    const first = store.create({ processId: 'same-id', userId: 1, fn: 'mine.wav', options, mediaKey: '1/s1' });
    const second = store.create({ processId: 'same-id', userId: 2, fn: 'theirs.wav', options, mediaKey: '2/s2' });
    expect([first.created, second.created]).toEqual([true, true]);
    expect(store.create({ processId: 'same-id', userId: 1, fn: 'retry.wav', options, mediaKey: '1/s3' })).toMatchObject({ created: false, result: { fn: 'mine.wav' } });
    store.complete(1, 'same-id', { language: 'en', duration: 1, engine: 'pocketsphinx', notes: [], segments: [segment(0, 'Mine says hello.', 'S1', ['hello'], null)] });
    store.complete(2, 'same-id', { language: 'en', duration: 1, engine: 'pocketsphinx', notes: [], segments: [segment(0, 'Theirs says goodbye.', 'S1', ['goodbye'], null)] });
    expect(store.get(1, 'same-id')!.text).toBe('Mine says hello.');
    expect(store.get(2, 'same-id')!.text).toBe('Theirs says goodbye.');
    expect(store.search(1, { kind: 'spk', value: 'S1' }, page).map((h) => [h.processId, h.fn, h.sent])).toEqual([['same-id', 'mine.wav', 'Mine says hello.']]);
    expect(store.renameSpeaker(2, 'same-id', 'S1', 'Bob')!.segments[0]!.spk).toBe('Bob');
    expect(store.get(1, 'same-id')!.segments[0]!.spk).toBe('S1');
    expect(store.delete(2, 'same-id')).toEqual({ mediaKey: '2/s2', stillUsed: false });
    expect(store.get(1, 'same-id')!.text).toBe('Mine says hello.');
  });
});
