import { execFileSync } from 'node:child_process';
import { openAsBlob, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSampleRange } from '@speechdeck/core/server';
import { confirmedUser, joinParts, librivoxClips, mediaFilesOf, startTestHost, tempDir, uploadTo, type TestHost } from '@speechdeck/testing';
import type { SpotJob, SpotResult } from '../contract/kws-api.ts';
import type { ReferenceWord } from './evaluation/spotting-metrics.ts';
import { alignTranscript } from './evaluation/testing/forced-alignment.ts';
import { kwsPlugins } from './testing/kws-plugins.ts';

let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('kws-api');
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
/** Where each word of the clip is said, by a forced alignment of its reference transcript. */
let words: ReferenceWord[] = [];

beforeAll(async () => {
  host = await startTestHost({ plugins: kwsPlugins });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
  words = alignTranscript(clip.wav, clip.reference, work.dir)!;
});
afterAll(async () => {
  await host.close();
  work.remove();
});

const wordTime = (w: string) => words.find((word) => word.w === w)!;

/** What a user has stored and left in their work dir: what an upload or a spotting's scratch would leave. */
const mediaOf = (userId: number) => mediaFilesOf(host, userId);

async function spot(query: string, file: string | null = clip.wav, token = ann.token, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append('file', await openAsBlob(file), basename(file));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${host.url}/api/kws/spot${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as SpotResult & { id?: string; message?: string; fields?: Record<string, string> } };
}

const get = async <T>(path: string, token = ann.token) => {
  const response = await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
};

async function finished(id: string): Promise<{ final: SpotJob; progress: number[] }> {
  const progress: number[] = [];
  for (let i = 0; i < 1200; i++) {
    const { body } = await get<SpotJob>(`/api/kws/spot/${id}`);
    progress.push(body.progress);
    if (body.status === 'done' || body.status === 'failed') return { final: body, progress };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the spotting did not finish');
}

describe('POST /api/kws/spot on a LibriVox clip (real pocketsphinx)', () => {
  it('finds the names and long words said, near where the alignment puts them, and not a word never said', async () => {
    const { status, body } = await spot('?keywords=dashwood,%20Prudently,elephant,respectable&language=en');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ language: 'en', fileName: `${clip.id}.wav`, processId: null });
    expect(body.duration).toBeCloseTo(7.1, 1);
    expect(body.keywords.map((k) => k.keyword)).toEqual(['dashwood', 'prudently', 'elephant', 'respectable']);
    expect(body.keywords.every((k) => k.defaultThreshold && k.pronunciation === 'dictionary' && k.phones >= 6)).toBe(true);
    for (const keyword of ['dashwood', 'prudently']) {
      const hits = body.hits.filter((hit) => hit.keyword === keyword);
      expect(hits, keyword).toHaveLength(1);
      expect(Math.abs(hits[0]!.start - wordTime(keyword).start), keyword).toBeLessThan(0.3);
      expect(Math.abs(hits[0]!.end - wordTime(keyword).end), keyword).toBeLessThan(0.3);
      expect(hits[0]!.score).toBeGreaterThanOrEqual(0.5);
      expect(hits[0]!.score).toBeLessThanOrEqual(1);
    }
    expect(body.hits.filter((hit) => hit.keyword === 'elephant' || hit.keyword === 'respectable')).toEqual([]);
    expect(body.hits.map((hit) => hit.start)).toEqual([...body.hits.map((hit) => hit.start)].sort((a, b) => a - b));
  }, 60_000);

  it('takes a JSON array with a threshold per keyword: one above a hit drops it, one below the default adds weaker hits, scored under 0.5', async () => {
    const asked = [{ keyword: 'dashwood', threshold: 1e60 }, { keyword: 'man', threshold: 1e-30 }, 'power'];
    const { status, body } = await spot(`?keywords=${encodeURIComponent(JSON.stringify(asked))}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.keywords).toMatchObject([
      { keyword: 'dashwood', threshold: 1e60, defaultThreshold: false },
      { keyword: 'man', threshold: 1e-30, defaultThreshold: false, phones: 3 },
      { keyword: 'power', defaultThreshold: true },
    ]);
    expect(body.hits.filter((hit) => hit.keyword === 'dashwood')).toEqual([]);
    // "man" is not said in the clip: what a low threshold adds is weak, and scored so.
    const man = body.hits.filter((hit) => hit.keyword === 'man');
    expect(man.length).toBeGreaterThanOrEqual(2);
    expect(man.every((hit) => hit.score < 0.5 && hit.score >= 0)).toBe(true);
  }, 60_000);

  it('makes pronunciations for words no dictionary has, and finds one said by a voice that never saw them', async () => {
    const said = join(work.dir, 'kubernetes.wav');
    execFileSync('flite', ['-voice', 'slt', '-t', 'We deployed the service on kubernetes yesterday.', '-o', said]);
    const { status, body } = await spot('?keywords=kubernetes,speechdeck', said);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.keywords.map((k) => [k.keyword, k.pronunciation])).toEqual([['kubernetes', 'generated'], ['speechdeck', 'generated']]);
    expect(body.hits.map((hit) => hit.keyword)).toEqual(['kubernetes']);
  }, 60_000);

  it('takes the keywords and language as form fields too', async () => {
    const { status, body } = await spot('', clip.wav, ann.token, { keywords: 'dashwood', language: 'en-US' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.language).toBe('en');
    expect(body.hits.map((hit) => hit.keyword)).toEqual(['dashwood']);
  }, 60_000);

  it('keeps nothing of the upload once it has answered', async () => {
    const before = await mediaOf(ann.id);
    expect((await spot('?keywords=dashwood')).status).toBe(200);
    expect(await mediaOf(ann.id)).toEqual(before);
  }, 60_000);
});

describe('POST /api/kws/spot on a workspace result', () => {
  it("searches a recognized result's audio by processId; another user's processId is unknown", async () => {
    const recognized = await uploadTo(`${host.url}/api/stt/recognize`, ann.token, clip.wav, 'meeting.wav');
    expect(recognized.status).toBe(200);
    const processId = recognized.body.processId as string;
    const { status, body } = await spot(`?keywords=dashwood&processId=${processId}`, null);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ processId, fileName: 'meeting.wav' });
    expect(body.hits.map((hit) => hit.keyword)).toEqual(['dashwood']);
    // With no body at all, as `curl -X POST` sends it.
    const bare = await fetch(`${host.url}/api/kws/spot?keywords=dashwood&processId=${processId}`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` } });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as SpotResult).hits.map((hit) => hit.keyword)).toEqual(['dashwood']);
    const foreign = await spot(`?keywords=dashwood&processId=${processId}`, null, bob.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`No result with process id '${processId}'.`);
    const both = await spot(`?keywords=dashwood&processId=${processId}`);
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/a file or a processId, not both/);
  }, 60_000);
});

describe('a recording over a minute', () => {
  it('is queued (202 { id }) and polled to its hits, each said occurrence once, across the pieces a long file is searched in', async () => {
    // The clip again and again for ~3.5 minutes: the search's pieces (180 s, overlapping 5 s) overlap where one "dashwood" is said.
    const samples = await readSampleRange(clip.wav, 0, 60);
    const long = join(work.dir, 'long.wav');
    const placed = joinParts(long, Array.from({ length: 26 }, (_, i) => ({ samples, label: String(i) })), 0.9);
    expect(placed.some((part) => part.start + wordTime('dashwood').start > 175 && part.start + wordTime('dashwood').end < 180)).toBe(true);
    const before = await mediaOf(ann.id);
    const { status, body } = await spot('?keywords=dashwood,prudently', long);
    expect(status, JSON.stringify(body)).toBe(202);
    expect(Object.keys(body)).toEqual(['id']);
    const { final, progress } = await finished(body.id!);
    expect(final).toMatchObject({ status: 'done', progress: 1, error: null, fileName: 'long.wav', language: 'en', processId: null });
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    for (const keyword of ['dashwood', 'prudently']) {
      const expected = placed.map((part) => part.start + wordTime(keyword).start);
      const found = final.hits.filter((hit) => hit.keyword === keyword).map((hit) => hit.start);
      // Every repetition found once, where it is said; none twice where the pieces overlap.
      expect(found.length, keyword).toBe(expected.length);
      found.forEach((start, i) => expect(Math.abs(start - expected[i]!), `${keyword} #${i}`).toBeLessThan(0.3));
    }
    expect((await get(`/api/kws/spot/${body.id}`, bob.token)).status).toBe(404);
    // The upload was the job's until it ended.
    expect(await mediaOf(ann.id)).toEqual(before);
  }, 180_000);
});

describe('bad requests', () => {
  const text = join(work.dir, 'notes.txt');
  beforeAll(() => writeFileSync(text, 'these are meeting notes, not audio\n'.repeat(50)));

  it.each([
    { name: 'no keywords', query: '', status: 400, message: /Give the keywords to spot/ },
    { name: 'an empty list', query: '?keywords=%20,%20', status: 400, message: /^keywords: A keyword is empty/ },
    { name: 'too many keywords', query: `?keywords=${Array.from({ length: 51 }, (_, i) => `word${i}`).join(',')}`, status: 400, message: /^keywords: At most 50 keywords/ },
    { name: 'a keyword with symbols', query: '?keywords=budget%3Bdrop', status: 400, message: /^keywords: 'budget;drop': Use words of letters and digits/ },
    {
      name: 'a keyword twice with two thresholds', status: 400, message: /'power' is given twice/,
      query: `?keywords=${encodeURIComponent('[{"keyword":"power","threshold":1e-5},{"keyword":"Power","threshold":1e5}]')}`,
    },
    { name: 'keywords that are not JSON', query: '?keywords=%5Bbudget', status: 400, message: /not valid JSON/ },
    { name: 'a threshold that is no number', query: `?keywords=${encodeURIComponent('[{"keyword":"power","threshold":"high"}]')}`, status: 400, message: /^keywords: A threshold is a number/ },
    { name: 'a keyword it cannot pronounce', query: '?keywords=power,%C3%BCnl%C3%BC', status: 422, message: /No pronunciation could be made for 'ünlü'/ },
    { name: 'a language it does not serve', query: '?keywords=power&language=tr', status: 422, message: /Keyword spotting serves en; it cannot spot keywords in 'tr'/ },
  ])('answers $name with $status', async ({ query, status, message }) => {
    const answer = await spot(query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.message).toMatch(message);
  });

  it('refuses a name given both in the query and in the form', async () => {
    const twice = await spot('?keywords=power', clip.wav, ann.token, { keywords: 'dashwood' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("'keywords' is given both in the query and in the form: give it once.");
  });

  it('refuses a file that is not audio (415), no file and no processId (400), and keeps neither', async () => {
    const before = await mediaOf(ann.id);
    const notAudio = await spot('?keywords=power', text);
    expect(notAudio.status).toBe(415);
    const nothing = await spot('?keywords=power', null);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toMatch(/Send the recording in the 'file' field, or the processId/);
    expect(await mediaOf(ann.id)).toEqual(before);
  });

  it("needs a login, and refuses another user's userId", async () => {
    expect((await spot('?keywords=power', clip.wav, '')).status).toBe(401);
    const foreign = await spot(`?keywords=power&userId=${bob.id}`);
    expect(foreign.status).toBe(403);
    expect((await get('/api/kws/spot/no-such-id')).status).toBe(404);
  });
});

describe('GET /api/kws/languages', () => {
  it('names the languages served and their engine', async () => {
    expect((await get('/api/kws/languages')).body).toEqual({ languages: [{ language: 'en', engine: 'pocketsphinx' }] });
  });
});
