import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { confirmedUser, ffmpeg, override, samplesOf, startTestHost, tempDir, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult, RedactionOutcome } from '@speechdeck/plugin-workspace';
import { asrRef } from '@speechdeck/engines/recognition';
import { fakeAsr, transcriptOf } from '../testing/index.ts';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * Redaction over real HTTP on a SQLite test host: a recognizer that answers known words (a name and
 * a phone number said digit by digit, each word half a second) over a 440 Hz tone, so where the
 * stored audio is silent can be measured. What is found is the engine layer's
 * (engines/src/redaction/find-pii.test.ts); here: what is stored, searched, exported and played.
 */
const SAID = 'hello my name is John Smith and my number is five five five one two three four five six seven thanks';
const WORDS = SAID.split(' ');
const SECONDS_PER_WORD = 0.5;
const tmp = tempDir('redaction-api');
const tone = join(tmp.dir, 'call.wav');
let host: TestHost;
let owner = { token: '', id: 0 };
let other = { token: '', id: 0 };

beforeAll(async () => {
  ffmpeg('-f', 'lavfi', '-i', `sine=frequency=440:duration=${WORDS.length * SECONDS_PER_WORD + 1}:sample_rate=16000`, '-ac', '1', tone);
  const asr = fakeAsr((_wav, options) => transcriptOf(options.language, WORDS.length * SECONDS_PER_WORD + 1, [{ start: 0.5, end: 0.5 + WORDS.length * SECONDS_PER_WORD, text: SAID }]));
  host = await startTestHost({ plugins: recognitionPlugins, overrides: [override(asrRef, asr)] });
  owner = await confirmedUser(host, 'redact-owner@example.com');
  other = await confirmedUser(host, 'redact-other@example.com');
});
afterAll(async () => {
  await host?.close();
  tmp.remove();
});

const call = async (path: string, token = owner.token, method = 'GET') => {
  const response = await fetch(`${host.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text(), response };
};
const json = async <T>(path: string, token = owner.token, method = 'GET') => {
  const { status, text } = await call(path, token, method);
  return { status, body: JSON.parse(text) as T };
};
async function recognize(query: string): Promise<RecognitionResult> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?${query}`, owner.token, tone);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as RecognitionResult;
}

/** The stored audio as played (load_audio), as 16 kHz mono samples, and its loudness over a time span. */
async function storedAudio(processId: string, token = owner.token) {
  const response = await fetch(`${host.url}/api/elastic/load_audio/${processId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const raw = join(tmp.dir, `${processId}.played`);
  writeFileSync(raw, Buffer.from(await response.arrayBuffer()));
  const wav = join(tmp.dir, `${processId}.wav`);
  ffmpeg('-i', raw, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav);
  const samples = await samplesOf(wav);
  return (from: number, to: number) => {
    const part = samples.subarray(Math.round(from * 16000), Math.round(to * 16000));
    return Math.sqrt(part.reduce((sum, x) => sum + x * x, 0) / part.length);
  };
}

const wordTime = (index: number) => 0.5 + index * SECONDS_PER_WORD;

describe('redact=true on recognition', () => {
  let redacted: RecognitionResult;
  beforeAll(async () => {
    redacted = await recognize('redact=true');
  });

  it('stores the transcript with tags in place of the name and the number, each tag word keeping its span\'s times', () => {
    expect(redacted.text).toBe('hello my name is [PERSON] and my number is [PHONE] thanks');
    const words = redacted.segments.flatMap((s) => s.words);
    const person = words.find((w) => w.w === '[PERSON]')!;
    const phone = words.find((w) => w.w === '[PHONE]')!;
    // The fake's words end a little before the next one starts.
    expect([person.start, phone.start]).toEqual([wordTime(4), wordTime(10)]);
    expect(person.end).toBeCloseTo(wordTime(6), 0);
    expect(phone.end).toBeCloseTo(wordTime(20), 0);
    expect(words.map((w) => w.w)).toEqual(redacted.text.split(' '));
    expect(redacted.notes.join(' ')).toMatch(/Personal data redacted \(1 PERSON, 1 PHONE.*the original text and audio were dropped/);
  });

  it('stores audio silent over the name and the number and untouched elsewhere', async () => {
    const loudness = await storedAudio(redacted.processId);
    expect(loudness(wordTime(4), wordTime(6))).toBeLessThan(0.001);
    expect(loudness(wordTime(10), wordTime(20))).toBeLessThan(0.001);
    expect(loudness(wordTime(0), wordTime(3))).toBeGreaterThan(0.05);
    expect(loudness(wordTime(7), wordTime(9.5))).toBeGreaterThan(0.05);
  });

  it('leaves the name to no search and no export', async () => {
    for (const query of ['getRespBySentTextFromElastic?sent=smith', 'getRespByKeywordFromElastic?kw=john', 'getRespBySentTextFromElastic?sent=five']) {
      expect((await json<unknown[]>(`/api/elastic/${query}`)).body, query).toEqual([]);
    }
    expect((await json<unknown[]>('/api/elastic/getRespBySentTextFromElastic?sent=thanks')).body).toHaveLength(1);
    for (const format of ['txt', 'srt', 'vtt', 'json']) {
      const { status, text } = await call(`/api/stt/export/${redacted.processId}?format=${format}`);
      expect(status).toBe(200);
      expect(text, format).toContain('[PERSON]');
      expect(text, format).not.toMatch(/smith|john|five five/i);
    }
  });

  it('keeps the original as a result of the owner\'s own when asked, and refuses keepOriginal without redact', async () => {
    const kept = await recognize('redact=true&keepOriginal=true&language=en&punct=false');
    const original = (await json<RecognitionResult>(`/api/stt/recognize/${kept.processId}-original`)).body;
    expect(original.text).toBe(SAID);
    expect(kept.notes.join(' ')).toContain(`the original is kept as '${kept.processId}-original'`);
    expect((await call(`/api/stt/recognize/${kept.processId}-original`, other.token)).status).toBe(404);
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?keepOriginal=true`, owner.token, tone);
    expect(status).toBe(400);
    expect(String(body.message)).toContain('keepOriginal goes with redact=true');
  });

  it('redacts a queued recognition the same way', async () => {
    const { status, body } = await uploadTo(`${host.url}/api/stt/recognizeQueue?redact=true&id=queued-redact`, owner.token, tone);
    expect(status).toBe(200);
    const { until } = await import('@speechdeck/testing');
    let result: RecognitionResult | undefined;
    await until(async () => (result = (await json<RecognitionResult>(`/api/stt/recognize/${String(body.processId)}`)).body).status === 'done', { what: 'the queued redaction', ms: 20_000, every: 50 });
    expect(result!.text).toBe(redacted.text);
  });
});

describe('the workspace\'s Redact on a stored result', () => {
  it('redacts a result recognized without it, dropping the original audio, and answers what it found', async () => {
    const plain = await recognize('');
    expect(plain.text).toBe(SAID);
    const { status, body } = await json<RedactionOutcome>(`/api/elastic/redact?processId=${plain.processId}`, owner.token, 'POST');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ originalProcessId: null, found: { PERSON: 1, PHONE: 1, EMAIL: 0 } });
    expect(body.result.text).toBe('hello my name is [PERSON] and my number is [PHONE] thanks');
    expect((await json<RecognitionResult>(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${plain.processId}`)).body.text).toBe(body.result.text);
    const loudness = await storedAudio(plain.processId);
    expect(loudness(wordTime(4), wordTime(6))).toBeLessThan(0.001);
    // Only the originals kept on purpose by other tests still say the name.
    const hits = (await json<{ processId: string }[]>(`/api/elastic/getRespBySentTextFromElastic?sent=smith`)).body;
    expect(hits.map((h) => h.processId)).not.toContain(plain.processId);
    expect(hits.every((h) => h.processId.endsWith('-original'))).toBe(true);
  });

  it('keeps the original with its audio whole when asked', async () => {
    const plain = await recognize('');
    const { body } = await json<RedactionOutcome>(`/api/elastic/redact?processId=${plain.processId}&keepOriginal=true`, owner.token, 'POST');
    expect(body.originalProcessId).toBe(`${plain.processId}-original`);
    const loudness = await storedAudio(body.originalProcessId!);
    expect(loudness(wordTime(4), wordTime(6))).toBeGreaterThan(0.05);
    const hits = (await json<{ processId: string }[]>(`/api/elastic/getRespBySentTextFromElastic?sent=smith`)).body.map((h) => h.processId);
    expect(hits).toContain(body.originalProcessId);
    expect(hits).not.toContain(plain.processId);
  });

  it('never reaches another user\'s result: 403 naming its owner, 404 by its id alone, and a clear 400 without an id', async () => {
    const plain = await recognize('');
    expect((await call(`/api/elastic/redact?processId=${plain.processId}&userId=${owner.id}`, other.token, 'POST')).status).toBe(403);
    expect((await call(`/api/elastic/redact?processId=${plain.processId}`, other.token, 'POST')).status).toBe(404);
    expect((await json<RecognitionResult>(`/api/stt/recognize/${plain.processId}`)).body.text).toBe(SAID);
    const missing = await call('/api/elastic/redact', owner.token, 'POST');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('processId');
  });
});
