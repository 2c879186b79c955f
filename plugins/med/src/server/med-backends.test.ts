// @backends a medical recognition's result, term search, audio and deletion on the store, queue and media of the run
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { confirmedUser, mediaFilesOf, spokenSentence, tempDir, type TestHost, until, uploadTo } from '@speechdeck/testing';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import type { MedResult, QueuedMedResult } from '../contract/med-api.ts';
import { startMedHost } from './testing/med-host.ts';
import { TEST_LM_TERMS, TEST_MODELS_DIR_NAME, TEST_SENTENCE } from './testing/spoken-sentences.ts';

/*
 * Medical terms recognition end to end, and its smoke test on the backends: run on SQLite with
 * media in a folder (the `node` project) and on PostgreSQL with the jobs on Redis and the media in
 * an S3 bucket (`node-pg`). A spoken sentence (flite, 4 s) queued and recognized by pocketsphinx
 * with the medical words added to its models (built once, kept in the OS temp dir across runs),
 * read back with its terms, found by a term in the workspace, played with a Range, deleted with its
 * media. The routes' rules are med-api.test.ts, on a recognizer that answers at once.
 */

const { dir, remove } = tempDir('med-backends');
const sentence = spokenSentence(dir, 'flite:slt', TEST_SENTENCE, 'smoke');
let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  // pocketsphinx, whose models this builds (the default, Whisper, takes the terms as hotwords instead).
  host = await startMedHost({ env: { SPEECHDECK_ASR_EN: 'pocketsphinx' } });
  user = await confirmedUser(host, 'med-backends@example.com');
});
afterAll(async () => {
  await host.close();
  remove();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${host.url}${path}`, { ...init, headers: { authorization: `Bearer ${user.token}`, ...(init.headers as Record<string, string>) } });

describe(`medical recognition on ${process.env.SPEECHDECK_TEST_STORE === 'postgres' ? 'PostgreSQL, Redis and a bucket' : 'SQLite and a media folder'}`, () => {
  it('recognizes the terms of a spoken sentence with the medical models, finds it by a term, plays it and deletes it with its media', async () => {
    // The host is on the backends the project asks for (SPEECHDECK_TEST_STORE, _QUEUE, _MEDIA).
    expect([host.dialect, host.queue, Boolean(host.app.config.mediaUrl)]).toEqual(process.env.SPEECHDECK_TEST_STORE === 'postgres' ? ['postgres', 'redis', true] : ['sqlite', 'sqlite', false]);
    const queued = await uploadTo(`${host.url}/api/stt/recognizeMed?language=en`, user.token, sentence, 'ward-round.wav');
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const id = (queued.body as unknown as QueuedMedResult).id;
    const media = async () => (await mediaFilesOf(host, user.id)).filter((name) => name.endsWith('.media'));
    expect(await media()).toHaveLength(1);

    // The first run on a machine builds the medical models (seconds; then kept in the OS temp dir).
    let result: MedResult | undefined;
    await until(async () => {
      result = (await (await call(`/api/stt/recognizeMed/${id}`)).json()) as MedResult;
      return result.status === 'done' || result.status === 'failed';
    }, { what: 'the medical recognition', ms: 280_000, every: 50 });
    expect(result, result?.error ?? '').toMatchObject({ status: 'done', engine: 'pocketsphinx', language: 'en', fn: 'ward-round.wav', progress: 1 });
    const terms = result!.segments.flatMap((segment) => segment.terms.map((term) => ({ ...term, segment })));
    expect(terms.map(({ text, category }) => ({ text, category }))).toEqual(expect.arrayContaining([
      { text: 'hypertension', category: 'condition' },
      // Not a word pocketsphinx's own dictionary has: the medical models added it.
      { text: 'metoprolol', category: 'drug' },
    ]));
    expect(readFileSync(DEBIAN_POCKETSPHINX.dict, 'utf8')).not.toMatch(/^metoprolol /m);
    for (const { segment, text, start, end } of terms) {
      // Times are the term's own words', inside its segment.
      expect(segment.words.filter((word) => word.start >= start && word.end <= end).map((word) => word.w).join(' ')).toBe(text);
      expect(start).toBeGreaterThanOrEqual(segment.start);
      expect(end).toBeLessThanOrEqual(segment.end);
      expect(end).toBeGreaterThan(start);
    }

    // The models were built once into the models folder, with pronunciations for the words they added.
    const folder = join(tmpdir(), TEST_MODELS_DIR_NAME);
    // One folder per lexicon version (an older one stays from runs before a change): the newest is this one's.
    const manifestOf = (name: string) => JSON.parse(readFileSync(join(folder, name, 'manifest.json'), 'utf8')) as { added: number; builtAt: string };
    const built = readdirSync(folder).filter((name) => name.startsWith(`en-${TEST_LM_TERMS}-`) && !name.includes('.building-'))
      .sort((a, b) => manifestOf(b).builtAt.localeCompare(manifestOf(a).builtAt));
    // This process's build (the host runs in it) left no work folder behind.
    expect(readdirSync(folder).filter((name) => name.includes(`.building-${process.pid}-`))).toEqual([]);
    expect(readdirSync(join(folder, built[0]!)).sort()).toEqual(['dict', 'lm.bin', 'manifest.json']);
    const manifest = manifestOf(built[0]!);
    expect(manifest.added).toBeGreaterThan(TEST_LM_TERMS * 0.9);
    expect(manifest.added).toBeLessThanOrEqual(TEST_LM_TERMS);
    expect(result!.notes[0]).toBe(`Recognized with ${manifest.added.toLocaleString('en-US')} medical words added to pocketsphinx's vocabulary.`);
    expect(readFileSync(join(folder, built[0]!, 'dict'), 'utf8')).toMatch(/^metoprolol [A-Z ]+$/m);

    // Saved to the workspace like any result, found there by a term.
    const stored = (await (await call(`/api/stt/recognize/${id}`)).json()) as RecognitionResult;
    expect(stored.text).toBe(result!.text);
    expect(stored.segments.flatMap((segment) => segment.kw)).toEqual(expect.arrayContaining(['hypertension', 'metoprolol']));
    const hits = (await (await call(`/api/elastic/getRespByKeywordFromElastic?kw=metoprolol&userId=${user.id}`)).json()) as SegmentHit[];
    expect(hits.map((hit) => hit.processId)).toContain(id);

    const bytes = readFileSync(sentence);
    const part = await call(`/api/elastic/load_audio/${id}`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    expect((await call(`/api/elastic/deleteResponseFromElastic?processId=${id}`, { method: 'POST' })).status).toBe(200);
    expect((await call(`/api/stt/recognizeMed/${id}`)).status).toBe(404);
    expect(await media()).toEqual([]);
    expect((await (await call(`/api/elastic/getRespByKeywordFromElastic?kw=metoprolol&userId=${user.id}`)).json()) as SegmentHit[]).toEqual([]);
  }, 300_000);
});
