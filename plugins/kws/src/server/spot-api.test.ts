import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voskInstalled } from '@speechdeck/engines/vosk';
import { confirmedUser, librivoxClips, mediaFilesOf, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { ReferenceWord } from './evaluation/spotting-metrics.ts';
import { alignTranscript } from './evaluation/testing/forced-alignment.ts';
import { kwsPlugins } from './testing/kws-plugins.ts';
import { spotCalls } from './testing/spot-calls.ts';

let host: TestHost;
let ann = { token: '', id: 0 };
const work = tempDir('kws-api');
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
/** Where each word of the clip is said, by a forced alignment of its reference transcript. */
let words: ReferenceWord[] = [];

beforeAll(async () => {
  host = await startTestHost({ plugins: kwsPlugins });
  ann = await confirmedUser(host, 'ann@example.com');
  words = alignTranscript(clip.wav, clip.reference, work.dir)!;
});
afterAll(async () => {
  await host.close();
  work.remove();
});

const wordTime = (w: string) => words.find((word) => word.w === w)!;

/** What a user has stored and left in their work dir: what an upload or a spotting's scratch would leave. */
const mediaOf = (userId: number) => mediaFilesOf(host, userId);

const { spot, get } = spotCalls(() => host, () => ann.token, clip.wav);

describe('POST /api/kws/spot on a LibriVox clip (the real spotter: Vosk where its model is installed, pocketsphinx for the rest)', () => {
  it('finds the names and long words said, near where the alignment puts them, and not a word never said, keeping nothing of the upload', async () => {
    const before = await mediaOf(ann.id);
    // The language as a form field after the file (en-US is read as en), the keywords in the query.
    const { status, body } = await spot('?keywords=dashwood,%20Prudently,elephant,respectable', clip.wav, ann.token, { language: 'en-US' });
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
    expect(await mediaOf(ann.id)).toEqual(before);
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
});

describe('GET /api/kws/languages', () => {
  it('names the languages served and their engine', async () => {
    const engine = voskInstalled(host.app.models) ? 'vosk' : 'pocketsphinx';
    expect((await get('/api/kws/languages')).body).toEqual({ languages: [{ language: 'en', engine }] });
  });
});
