import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScratchName } from '@speechdeck/core/server';
import { asrRef, type RecognitionVocabulary } from '@speechdeck/engines/recognition';
import { spokenOver } from '@speechdeck/plugin-stt/testing';
import { confirmedUser, generateMedia, mediaFilesOf, override, spokenSentence, tempDir, type TestHost, until, uploadTo } from '@speechdeck/testing';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import type { MedResult, QueuedMedResult } from '../contract/med-api.ts';
import { HEARD_TEST_SENTENCE, INSTANT_VOCABULARY_NOTE, instantMedAsr, startInstantMedHost, startMedHost } from './testing/med-host.ts';
import { TEST_SENTENCE } from './testing/spoken-sentences.ts';

/*
 * The medical routes (validation, ownership, job life, answer shapes) over real HTTP with real
 * uploads and ffmpeg, on a recognizer that hears the test sentence at once and a vocabulary step
 * that builds nothing: the tagging of terms, the workspace and the queue are the host's own. Real
 * medical recognition (pocketsphinx with the medical models built) is med-backends.test.ts.
 */

const { dir, remove } = tempDir('med-api');
let host: TestHost;
let token = '';
let userId = 0;
let other = { token: '', id: 0 };
const sentence = spokenSentence(dir, 'flite:slt', TEST_SENTENCE, 'hypertension');

beforeAll(async () => {
  host = await startInstantMedHost();
  ({ token, id: userId } = await confirmedUser(host, 'doctor@example.com'));
  other = await confirmedUser(host, 'other@example.com');
});
afterAll(async () => {
  await host.close();
  remove();
});

async function get<T>(path: string, auth = token, on = host): Promise<{ status: number; body: T & { message?: string } }> {
  const response = await fetch(`${on.url}${path}`, { headers: { authorization: `Bearer ${auth}` } });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}

async function finished(id: string, auth = token, on = host): Promise<MedResult> {
  let result: MedResult | undefined;
  await until(async () => {
    const { status, body } = await get<MedResult>(`/api/stt/recognizeMed/${id}`, auth, on);
    expect(status).toBe(200);
    result = body;
    return body.status === 'done' || body.status === 'failed';
  }, { what: `medical recognition ${id}`, ms: 30_000, every: 20 });
  return result!;
}

describe('POST /api/stt/recognizeMed then GET /api/stt/recognizeMed/{id}', () => {
  let result: MedResult;

  beforeAll(async () => {
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognizeMed?language=en&userId=${userId}`, token, sentence, 'ward-round.wav');
    expect(status, JSON.stringify(body)).toBe(200);
    const queued = body as unknown as QueuedMedResult;
    expect(queued).toMatchObject({ id: queued.processId, userId, fn: 'ward-round.wav', language: 'en', segments: [] });
    expect(['queued', 'running']).toContain(queued.status);
    result = await finished(queued.id);
  });

  it('answers the result in the shape of recognition results, with the terms marked on their segments', () => {
    expect(result, result.error ?? '').toMatchObject({ status: 'done', engine: 'fake', progress: 1, text: HEARD_TEST_SENTENCE });
    expect(result.notes).toEqual([INSTANT_VOCABULARY_NOTE]);
    const terms = result.segments.flatMap((segment) => segment.terms.map((term) => ({ ...term, segment })));
    expect(terms.map(({ text, category }) => ({ text, category }))).toEqual(expect.arrayContaining([
      { text: 'hypertension', category: 'condition' },
      { text: 'metoprolol', category: 'drug' },
    ]));
    for (const { segment, text, start, end } of terms) {
      // Times are the term's own words', inside its segment.
      const words = segment.words.filter((word) => word.start >= start && word.end <= end).map((word) => word.w);
      expect(words.join(' ')).toBe(text);
      expect(start).toBeGreaterThanOrEqual(segment.start);
      expect(end).toBeLessThanOrEqual(segment.end);
      expect(end).toBeGreaterThan(start);
    }
  });

  it('saves it to the workspace like any result, found there by a term', async () => {
    const { status, body } = await get<RecognitionResult>(`/api/stt/recognize/${result.processId}`);
    expect(status).toBe(200);
    expect(body.text).toBe(result.text);
    expect(body.segments.flatMap((segment) => segment.kw)).toEqual(expect.arrayContaining(['hypertension', 'metoprolol']));
    const hits = await get<SegmentHit[]>(`/api/elastic/getRespByKeywordFromElastic?kw=metoprolol&userId=${userId}`);
    expect(hits.status).toBe(200);
    expect(hits.body.map((hit) => hit.processId)).toContain(result.processId);
    const none = await get<SegmentHit[]>(`/api/elastic/getRespByKeywordFromElastic?kw=metoprolol&userId=${other.id}`, other.token);
    expect(none.body).toEqual([]);
  });

  it('keeps another user out: their userId is 403, this id is theirs to not find (404)', async () => {
    const asOther = await uploadTo(`${host.url}/api/stt/recognizeMed?language=en&userId=${userId}`, other.token, sentence);
    expect(asOther.status).toBe(403);
    expect((await get(`/api/stt/recognizeMed/${result.processId}`, other.token)).status).toBe(404);
    expect((await get(`/api/stt/recognizeMed/${result.processId}?userId=${userId}`, other.token)).status).toBe(403);
  });
});

describe('recognizeMed refuses what it cannot do, clearly, before anything is kept', () => {
  it('answers 404 for an unknown id and for a recognition that was not a medical one', async () => {
    const unknown = await get(`/api/stt/recognizeMed/no-such-id`);
    expect(unknown).toMatchObject({ status: 404, body: { message: "No result with process id 'no-such-id'." } });
    const plain = await uploadTo(`${host.url}/api/stt/recognizeSpeech?language=en`, token, sentence);
    const id = String(plain.body.processId);
    expect((await get(`/api/stt/recognizeMed/${id}`)).body.message).toBe(`No medical recognition with id '${id}'.`);
  });

  it('names the languages with a lexicon, and the recognizer a served language lacks', async () => {
    const german = await uploadTo(`${host.url}/api/stt/recognizeMed?language=de`, token, sentence);
    expect(german).toMatchObject({ status: 422, body: { message: "Medical terms are known in English (en) and Turkish (tr), not 'de'." } });
    // This host has no recognizer for Turkish (no OpenAI-compatible server configured).
    const turkish = await uploadTo(`${host.url}/api/stt/recognizeMed?language=tr`, token, sentence);
    expect(turkish.status).toBe(422);
    expect(String(turkish.body.message)).toMatch(/No recognizer for 'tr'/);
    const junk = await uploadTo(`${host.url}/api/stt/recognizeMed?language=e%20n`, token, sentence);
    expect(junk.status).toBe(400);
  });

  it('answers 400 without a file or with a file that has no audio, and 415 for a file that is not media', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const empty = await fetch(`${host.url}/api/stt/recognizeMed`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(empty.status).toBe(400);
    const text = join(dir, 'notes.wav');
    writeFileSync(text, 'Patient notes, not audio at all.\n'.repeat(50));
    expect((await uploadTo(`${host.url}/api/stt/recognizeMed`, token, text)).status).toBe(415);
    const video = generateMedia('color=c=red:s=64x64:r=5', join(dir, 'silent-video.mp4'), 1);
    const noAudio = await uploadTo(`${host.url}/api/stt/recognizeMed`, token, video);
    expect(noAudio).toMatchObject({ status: 400, body: { message: 'The file has no audio track.' } });
    const stored = (await host.query('SELECT count(*) AS n FROM med_recognitions WHERE user_id = ?', userId));
    // Only the one medical recognition above was kept.
    expect(stored).toEqual([{ n: 1 }]);
  });
});

describe('POST /api/stt/recognizeMed with a chosen id', () => {
  it('answers the same process for the same id without keeping the second upload, and 409 for an id of another kind', async () => {
    const first = await uploadTo(`${host.url}/api/stt/recognizeMed?id=ward-7-bed-3`, token, sentence);
    expect(first).toMatchObject({ status: 200, body: { id: 'ward-7-bed-3', processId: 'ward-7-bed-3' } });
    // The uploads kept; a running job's scratch lies beside them in the work dir.
    const files = async () => (await mediaFilesOf(host, userId)).filter((name) => !isScratchName(name)).length;
    const before = await files();
    const again = await uploadTo(`${host.url}/api/stt/recognizeMed?id=ward-7-bed-3`, token, sentence);
    expect(again).toMatchObject({ status: 200, body: { id: 'ward-7-bed-3' } });
    expect(await files()).toBe(before);
    expect(await host.query('SELECT count(*) AS n FROM med_recognitions WHERE process_id = ?', 'ward-7-bed-3')).toEqual([{ n: 1 }]);
    await uploadTo(`${host.url}/api/stt/recognizeQueue?id=plain-recognition-1`, token, sentence);
    const taken = await uploadTo(`${host.url}/api/stt/recognizeMed?id=plain-recognition-1`, token, sentence);
    expect(taken).toMatchObject({ status: 409, body: { message: "The id 'plain-recognition-1' names another kind of recognition: choose another id." } });
    expect((await finished('ward-7-bed-3')).status).toBe('done');
  });
});

describe('POST /api/stt/recognizeMedUploadedFile/{x}', () => {
  it('queues a file uploaded with /api/stt/uploadFile, and the same call again answers the same process', async () => {
    const upload = await uploadTo(`${host.url}/api/stt/uploadFile`, token, sentence, 'clinic.wav');
    expect(upload.status).toBe(200);
    const call = () => fetch(`${host.url}/api/stt/recognizeMedUploadedFile/${String(upload.body.fn)}?language=en&fn=clinic.wav`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const first = (await (await call()).json()) as QueuedMedResult;
    expect(first).toMatchObject({ fn: 'clinic.wav', language: 'en' });
    const again = (await (await call()).json()) as QueuedMedResult;
    expect(again.id).toBe(first.id);
    const done = await finished(first.id);
    expect(done.segments.flatMap((s) => s.terms).map((t) => t.text)).toContain('hypertension');
    const missing = await fetch(`${host.url}/api/stt/recognizeMedUploadedFile/${'0'.repeat(32)}.wav`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(404);
  });
});

describe('when the medical models cannot be built', () => {
  it('still recognizes, with pocketsphinx\'s own vocabulary, and says why', async () => {
    // The real vocabulary step, on a models folder it cannot make; the recognizer keeps the vocabulary it is given.
    const given: (RecognitionVocabulary | undefined)[] = [];
    const asr = instantMedAsr((wav, options) => {
      given.push(options.vocabulary);
      return spokenOver(wav, options, HEARD_TEST_SENTENCE);
    });
    const broken = await startMedHost({ env: { SPEECHDECK_MED_MODELS_DIR: '/dev/null/models' }, overrides: [override(asrRef, asr)] });
    try {
      const { token: own } = await confirmedUser(broken, 'nurse@example.com');
      const queued = await uploadTo(`${broken.url}/api/stt/recognizeMed?language=en`, own, sentence);
      const done = await finished(String(queued.body.id), own, broken);
      expect(done.status, done.error ?? '').toBe('done');
      expect(done.notes[0]).toMatch(/^The medical vocabulary could not be built \(.*\/dev\/null\/models.*\): recognized with pocketsphinx's own\.$/);
      // pocketsphinx ran with its own model and dictionary (none given), prompted with the terms.
      expect(given).toHaveLength(1);
      expect(given[0]?.pocketsphinx).toBeUndefined();
      expect(given[0]?.terms).toEqual(expect.arrayContaining(['hypertension', 'metoprolol']));
      expect(done.segments.flatMap((s) => s.terms.map((t) => t.text))).toContain('hypertension');
    } finally {
      await broken.close();
    }
  });
});
