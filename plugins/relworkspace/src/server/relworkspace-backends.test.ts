// @backends a live session saved to the workspace: its tickets and result in the store, its recording in the media, each backend's
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voskInstalled } from '@speechdeck/engines/vosk';
import { wordErrorRate } from '@speechdeck/engines';
import { confirmedUser, librivoxClips, mediaFilesOf, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult, SegmentHit } from '@speechdeck/plugin-workspace';
import { LIVE_CLOSE } from '../index.ts';
import { startLiveHost } from './testing/live-host.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from './testing/live-socket.ts';

/*
 * Smoke test on each backend, and the live session end to end: a 3 s LibriVox clip ("he was not an
 * ill disposed young man") streamed through the socket as fast as the host takes it, recognized by
 * the default recognizer (Vosk where its model is installed, else pocketsphinx), saved, found by the
 * workspace's search, its recording played with a Range, then deleted with its recording. The
 * session's rules, with a recognizer that answers at once: live-api.test.ts; how each engine streams:
 * engines/src/live/pocketsphinx-stream.test.ts and engines/src/vosk/vosk-stream.test.ts.
 */
let host: TestHost;
let user = { token: '', id: 0 };
/** The default live engine of a host with the checkout's models. */
let engine = '';
const clip = librivoxClips().find((c) => c.id.endsWith('-0880'))!;

beforeAll(async () => {
  host = await startLiveHost();
  engine = voskInstalled(host.app.models) ? 'vosk' : 'pocketsphinx';
  user = await confirmedUser(host, 'smoke-live@example.com');
});
afterAll(() => host.close());

const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, host.url), { method, headers: { authorization: `Bearer ${user.token}`, ...headers } });

describe(`a live session on the backends (store ${process.env.SPEECHDECK_TEST_STORE ?? 'sqlite'})`, () => {
  it('answers the final text as the audio streams, saves it with its recording, finds it, plays it with a Range, and deletes it with its recording', async () => {
    const asked = await askTicket(host.url, user.token, { language: 'en-US', name: 'Smoke session' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ language: 'en', engine, path: '/api/relworkspace/live' });
    const log = await openSocket(host.url, asked.body.ticket);
    expect(await nextMessage(log, 'ready')).toMatchObject({ engine, limits: { maxSeconds: 3600 } });
    // As fast as the host takes it: a recognizer that falls behind holds the socket (back-pressure), losing nothing.
    const pcm = await pcmOf(clip.wav);
    await streamPcm(log.socket, pcm, Infinity);
    log.socket.send(JSON.stringify({ type: 'stop' }));
    const ended = await nextMessage(log, 'ended', 30_000);
    expect(await log.closed).toEqual({ code: LIVE_CLOSE.normal, reason: 'Session stopped.' });

    const finals = log.messages.flatMap((m) => (m.type === 'final' ? [m] : []));
    expect(finals.map((f) => f.position)).toEqual(finals.map((_, i) => i));
    expect(wordErrorRate(clip.reference, finals.map((f) => f.text).join(' ')).wer).toBeLessThan(0.5);
    for (const final of finals) {
      expect(final.words.length).toBeGreaterThan(0);
      expect(final.end).toBeGreaterThan(final.start);
      expect(final.received).toBeGreaterThanOrEqual(final.end);
    }
    expect(ended.reason).toBe('stopped');
    const result = ended.result!;
    expect(result.fn).toBe('Smoke session');
    expect(result.duration).toBeCloseTo(pcm.length / 32_000, 2);
    expect(result.segments.map((s) => s.words.map((w) => w.w).join(' '))).toEqual(finals.map((f) => f.text));
    // Punctuated like any recognition result.
    expect(result.segments[0]!.sent).toMatch(/^He was not .*[.?!]$/);
    const { processId } = result;

    // Found by a word of it, and read whole.
    const word = result!.segments[0]!.words.find((w) => w.w.length >= 4)!.w;
    const hits = (await (await call('GET', `/api/elastic/getRespBySentTextFromElastic?sent=${word}`)).json()) as SegmentHit[];
    expect(hits.map((hit) => hit.processId)).toContain(processId);
    const stored = (await (await call('GET', `/api/elastic/getRespByJustProcessIdFromElastic?processId=${processId}`)).json()) as RecognitionResult;
    expect(stored).toMatchObject({ status: 'done', fn: 'Smoke session', engine: `${engine} (live)`, language: 'en', duration: result.duration });

    // Stored, and nothing (the scratch recording) left in the work dir: a WAV of the samples streamed.
    const files = await mediaFilesOf(host, user.id);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.wav$/)]);
    const whole = await host.app.media.withLocal(`${user.id}/${files[0]!}`, (path) => readFile(path));
    expect(whole.subarray(44)).toEqual(pcm);
    // A range of it, as a player asks.
    const range = await call('GET', `/api/elastic/load_audio/${processId}`, { range: 'bytes=40-1063' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 40-1063/${whole.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(whole.subarray(40, 1064));

    const deleted = await call('POST', `/api/elastic/deleteResponseFromElastic?processId=${processId}`);
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/elastic/getRespByJustProcessIdFromElastic?processId=${processId}`)).status).toBe(404);
    expect((await call('GET', `/api/elastic/load_audio/${processId}`, { range: 'bytes=0-99' })).status).toBe(404);
    expect(await mediaFilesOf(host, user.id)).toEqual([]);
  }, 60_000);
});
