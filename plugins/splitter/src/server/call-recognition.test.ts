import { openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '@speechdeck/engines';
import { asrRef } from '@speechdeck/engines/recognition';
import type { RecognitionResult, ResultSummary, SegmentHit } from '@speechdeck/plugin-workspace';
import { confirmedUser, convertMedia, mediaFilesOf, override, pseudoRandomBytes, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { CallRecognition } from '../contract/splitter-api.ts';
import { toneWithNoise, writePcmWav, type CallTurn } from './testing/stereo-fixtures.ts';
import { toneAsr, toneCall } from './testing/tone-calls.ts';
import { splitterPlugins } from './testing/splitter-host.ts';

/*
 * POST /api/splitter/recognize on a real host (real uploads, ffmpeg's split, the punctuator, the
 * workspace) with a recognizer that answers at once: a call whose sides are tones, the agent on
 * the left and the customer on the right, recognized per channel, merged by time, saved to the
 * workspace with the channels as speakers (listed, searchable by speaker and text); and what it
 * refuses. A call of real speech through pocketsphinx, with its word error rates, is
 * splitter-backends.test.ts.
 */
const work = tempDir('splitter-call');
const at = (name: string) => join(work.dir, name);
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
let turns: CallTurn[] = [];
let call = '';

beforeAll(async () => {
  host = await startTestHost({ plugins: splitterPlugins, overrides: [override(asrRef, toneAsr())] });
  ann = await confirmedUser(host, 'ann-calls@example.com');
  bob = await confirmedUser(host, 'bob-calls@example.com');
  call = at('support call.wav');
  turns = toneCall(call);
}, 60_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

async function api<T>(path: string, token = ann.token): Promise<{ status: number; body: T & { message?: string } }> {
  const response = await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}

async function start(file: string, query = '', token = ann.token): Promise<{ status: number; body: { id?: string; message?: string; fields?: Record<string, string> } }> {
  const form = new FormData();
  form.append('file', await openAsBlob(file), file.split('/').pop()!);
  const response = await fetch(`${host.url}/api/splitter/recognize${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { id?: string; message?: string } };
}

/** Polls the call until it is done or failed; answers every state seen on the way. */
async function finished(id: string): Promise<{ call: CallRecognition; seen: CallRecognition[] }> {
  const seen: CallRecognition[] = [];
  for (let i = 0; i < 4800; i++) {
    const { status, body } = await api<CallRecognition>(`/api/splitter/recognize/${id}`);
    expect(status).toBe(200);
    seen.push(body);
    if (body.status === 'done' || body.status === 'failed') return { call: body, seen };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the call recognition did not finish');
}

const textOf = (segments: RecognitionResult['segments'], spk: string) => segments.filter((s) => s.spk === spk).map((s) => s.sent).join(' ');

describe('POST /api/splitter/recognize', () => {
  let result: RecognitionResult;

  it('recognizes each channel and saves one transcript by time, the agent and the customer as speakers', async () => {
    const started = await start(call, '?language=en');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { call: done, seen } = await finished(started.body.id!);
    expect(done, done.error ?? '').toMatchObject({ status: 'done', progress: 1, error: null, fileName: 'support call.wav', language: 'en', channels: ['agent', 'customer'] });
    expect(done.duration).toBeCloseTo(turns.at(-1)!.end + 0.7, 1);
    expect(seen[0]!.status).toMatch(/queued|running/);
    expect(done.processId).not.toBeNull();

    result = (await api<RecognitionResult>(`/api/stt/recognize/${done.processId}`)).body;
    expect(result).toMatchObject({ status: 'done', fn: 'support call.wav', userId: ann.id, engine: 'tone-asr' });
    expect(result.notes[0]).toBe("A call recording, each channel recognized on its own: 'agent' on channel 0 (left), 'customer' on channel 1 (right).");
    // Ordered by time, numbered in that order, every one a channel's.
    expect(result.segments.map((s) => s.position)).toEqual(result.segments.map((_, i) => i));
    for (let i = 1; i < result.segments.length; i++) expect(result.segments[i]!.start).toBeGreaterThanOrEqual(result.segments[i - 1]!.start);
    expect(new Set(result.segments.map((s) => s.spk))).toEqual(new Set(['agent', 'customer']));

    // Each utterance lies in a turn of its own side: nothing of one channel is heard on the other.
    for (const segment of result.segments) {
      const side = segment.spk === 'agent' ? 'left' : 'right';
      const mid = (segment.start + segment.end) / 2;
      expect(turns.some((turn) => turn.side === side && mid > turn.start - 0.3 && mid < turn.end + 0.3), `${segment.spk} at ${segment.start}-${segment.end}`).toBe(true);
      expect(segment.words.length).toBeGreaterThan(0);
    }
    // The agent speaks first and last, the customer in between.
    const order = result.segments.map((s) => s.spk).filter((spk, i, all) => i === 0 || all[i - 1] !== spk);
    expect(order).toEqual(['agent', 'customer', 'agent']);

    // What each side said, word for word: every word of each channel under its own speaker, none of the other's.
    const said = (side: string) => turns.filter((t) => t.side === side).map((t) => t.reference).join(' ');
    expect(wordErrorRate(said('left'), textOf(result.segments, 'agent')).wer).toBe(0);
    expect(wordErrorRate(said('right'), textOf(result.segments, 'customer')).wer).toBe(0);
    // Punctuated by default: each utterance starts with a capital.
    for (const segment of result.segments) expect(segment.sent).toMatch(/^[A-Z]/);
    // Keywords as recognition gives them: content words of the segment's own text.
    const keyworded = result.segments.filter((s) => s.kw.length > 0);
    expect(keyworded.length).toBeGreaterThan(0);
    for (const segment of keyworded) for (const kw of segment.kw) expect(segment.sent.toLowerCase()).toContain(kw);
  });

  it('is in the workspace like any result: listed with its speakers, found by speaker and by what was said', async () => {
    const list = (await api<ResultSummary[]>('/api/elastic/getResponseFromElastic')).body;
    const listed = list.find((summary) => summary.processId === result.processId);
    expect(listed).toMatchObject({ fn: 'support call.wav', status: 'done', segmentCount: result.segments.length });
    expect([...listed!.speakers].sort()).toEqual(['agent', 'customer']);

    const bySpeaker = (await api<SegmentHit[]>('/api/elastic/getRespBySpknameFromElastic?spk=customer')).body;
    expect(bySpeaker.length).toBe(result.segments.filter((s) => s.spk === 'customer').length);
    expect(bySpeaker.every((hit) => hit.processId === result.processId && hit.spk === 'customer')).toBe(true);

    const word = result.segments.find((s) => s.spk === 'agent')!.words.find((w) => w.w.length > 4)!.w;
    const bySentence = (await api<SegmentHit[]>(`/api/elastic/getRespBySentTextFromElastic?sent=${encodeURIComponent(word)}`)).body;
    expect(bySentence.some((hit) => hit.processId === result.processId && hit.spk === 'agent')).toBe(true);

    // Bob's workspace has none of it.
    expect((await api<ResultSummary[]>('/api/elastic/getResponseFromElastic', bob.token)).body).toEqual([]);
  });

  it('names the channels as asked, and leaves the text as recognized without punct', async () => {
    const started = await start(call, `?language=en&left=${encodeURIComponent('Temsilci Ayşe')}&right=Müşteri&punct=false`);
    expect(started.status).toBe(200);
    const { call: done } = await finished(started.body.id!);
    expect(done).toMatchObject({ status: 'done', channels: ['Temsilci Ayşe', 'Müşteri'] });
    const named = (await api<RecognitionResult>(`/api/stt/recognize/${done.processId}`)).body;
    expect(new Set(named.segments.map((s) => s.spk))).toEqual(new Set(['Temsilci Ayşe', 'Müşteri']));
    expect(named.options.punct).toBe(false);
    for (const segment of named.segments) expect(segment.sent).toBe(segment.sent.toLowerCase());
    const hits = (await api<SegmentHit[]>(`/api/elastic/getRespBySpknameFromElastic?spk=${encodeURIComponent('Müşteri')}`)).body;
    expect(hits.length).toBeGreaterThan(0);
  });

  it("keeps a call to its owner: another user's id is unknown (404), another user's userId forbidden (403)", async () => {
    const started = await start(call, '?language=en');
    const id = started.body.id!;
    expect((await api(`/api/splitter/recognize/${id}`, bob.token)).status).toBe(404);
    expect((await api('/api/splitter/recognize/no-such-id')).status).toBe(404);
    const forbidden = await start(call, `?language=en&userId=${ann.id}`, bob.token);
    expect(forbidden.status).toBe(403);
    // Its own userId is fine.
    expect((await start(call, `?language=en&userId=${bob.id}`, bob.token)).status).toBe(200);
    await finished(id);
  });

  it('refuses, keeping nothing: mono, not audio, a language without a recognizer, the same name twice, a name too long', async () => {
    const before = (await mediaFilesOf(host, ann.id)).length;
    const mono = writePcmWav(at('mono.wav'), [toneWithNoise(8000, 8000, 440, 1)], 8000);
    const refusals: [string, string, number, RegExp][] = [
      [mono, '?language=en', 400, /^The file has one channel \(mono\): a call recording needs two/],
      [convertMedia(mono, at('mono.m4a')), '', 400, /^The file has one channel/],
      [(writeFileSync(at('junk.wav'), pseudoRandomBytes(30_000)), at('junk.wav')), '', 415, /^The file is not audio or video that ffmpeg can read\.$/],
      [call, '?language=xx', 422, /xx/],
      [call, '?left=Agent&right=agent', 400, /^right: The two channels need different names\.$/],
      [call, `?left=${'a'.repeat(41)}`, 400, /^left: At most 40 characters\.$/],
      [call, '?language=english', 400, /^language: Use a language code such as en or tr\.$/],
    ];
    for (const [file, query, status, message] of refusals) {
      const answer = await start(file, query);
      expect(answer.status, `${file}${query}`).toBe(status);
      expect(answer.body.message, `${file}${query}`).toMatch(message);
    }
    expect(await mediaFilesOf(host, ann.id)).toHaveLength(before);
  });
});
