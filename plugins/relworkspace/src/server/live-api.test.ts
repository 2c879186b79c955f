import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { wordErrorRate } from '@speechdeck/plugin-stt/server';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { confirmedUser, joinParts, librivoxClips, mediaFilesOf, samplesOf, tempDir, type TestHost } from '@speechdeck/testing';
import { LIVE_CLOSE } from '../index.ts';
import { startLiveHost } from './testing/live-host.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from './testing/live-socket.ts';

const { dir, remove } = tempDir('live-api');
const speech = join(dir, 'two-sentences.wav');
let reference = '';
let host: TestHost;
let alice = { token: '', id: 0 };
let bob = { token: '', id: 0 };

beforeAll(async () => {
  const clips = librivoxClips().filter((clip) => /0880|0930/.test(clip.id));
  const parts = [];
  for (const clip of clips) parts.push({ label: clip.id, samples: await samplesOf(clip.wav) });
  joinParts(speech, parts, 1.2, 0.5);
  reference = clips.map((clip) => clip.reference).join(' ');
  host = await startLiveHost();
  alice = await confirmedUser(host, 'alice-live@example.com');
  bob = await confirmedUser(host, 'bob-live@example.com');
}, 60_000);
afterAll(async () => {
  await host.close();
  remove();
});

const getJson = async (path: string, token: string) => {
  const response = await fetch(new URL(path, host.url), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & RecognitionResult };
};

describe('a live session', () => {
  it('answers partial then final text as the audio streams, and saves the session with its audio to the workspace', async () => {
    const asked = await askTicket(host.url, alice.token, { language: 'en-US', name: 'Morning notes' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ language: 'en', engine: 'pocketsphinx', path: '/api/relworkspace/live' });
    const log = await openSocket(host.url, asked.body.ticket);
    expect(await nextMessage(log, 'ready')).toMatchObject({ engine: 'pocketsphinx', limits: { maxSeconds: 3600 } });

    const pcm = await pcmOf(speech);
    await streamPcm(log.socket, pcm);
    // The first sentence is final while the second is still streaming (it ends at a pause).
    const finalsBeforeStop = log.messages.filter((m) => m.type === 'final').length;
    log.socket.send(JSON.stringify({ type: 'stop' }));
    const ended = await nextMessage(log, 'ended', 30_000);
    expect(await log.closed).toEqual({ code: LIVE_CLOSE.normal, reason: 'Session stopped.' });

    expect(finalsBeforeStop).toBeGreaterThanOrEqual(1);
    const partials = log.messages.filter((m) => m.type === 'partial' && m.text.length > 0);
    const finals = log.messages.flatMap((m) => (m.type === 'final' ? [m] : []));
    expect(partials.length).toBeGreaterThanOrEqual(1);
    // A partial shows the words of an utterance before its final does.
    expect(partials[0]!.at).toBeLessThan(finals[0]!.at);
    expect(finals.map((f) => f.position)).toEqual(finals.map((_, i) => i));
    const heard = finals.map((f) => f.text).join(' ');
    expect(wordErrorRate(reference, heard).wer).toBeLessThan(0.5);
    for (const final of finals) {
      expect(final.words.length).toBeGreaterThan(0);
      expect(final.end).toBeGreaterThan(final.start);
      expect(final.received).toBeGreaterThanOrEqual(final.end);
    }

    expect(ended.reason).toBe('stopped');
    const saved = ended.result!;
    expect(saved.fn).toBe('Morning notes');
    expect(saved.duration).toBeCloseTo(pcm.length / 32_000, 1);
    expect(saved.segments.map((s) => s.words.map((w) => w.w).join(' '))).toEqual(finals.map((f) => f.text));
    // Punctuated like any recognition result.
    expect(saved.segments[0]!.sent).toMatch(/^[A-Z].*[.?!]$/);

    // It is in the workspace: listed, whole, searchable, and its audio is the session's.
    const stored = await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${saved.processId}`, alice.token);
    expect(stored.body).toMatchObject({ status: 'done', fn: 'Morning notes', engine: 'pocketsphinx (live)', language: 'en' });
    const word = finals[0]!.words.find((w) => w.w.length >= 4)!.w;
    const hits = await fetch(new URL(`/api/elastic/getRespBySentTextFromElastic?sent=${word}`, host.url), { headers: { authorization: `Bearer ${alice.token}` } });
    expect(((await hits.json()) as { processId: string }[]).some((hit) => hit.processId === saved.processId)).toBe(true);
    // Stored, and nothing (the scratch recording) left in the work dir.
    const files = await mediaFilesOf(host, alice.id);
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.wav$/)]);
    const wav = await host.app.media.withLocal(`${alice.id}/${files[0]!}`, readWavInfo);
    expect(wav.frames * 2).toBe(pcm.length);

    // Nobody else sees it.
    expect((await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${saved.processId}`, bob.token)).status).toBe(404);
  }, 90_000);
});

describe('speakers', () => {
  it('labels the saved segments with speakers when asked', async () => {
    const { body } = await askTicket(host.url, bob.token, { speakers: true, name: 'Who spoke' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    await streamPcm(log.socket, await pcmOf(speech), 2);
    log.socket.send(JSON.stringify({ type: 'stop' }));
    const { result } = await nextMessage(log, 'ended', 30_000);
    expect(result!.segments.length).toBeGreaterThanOrEqual(1);
    // Every segment has a diarized speaker (the user enrolled nobody, so they are numbered).
    for (const segment of result!.segments) expect(segment.spk).toMatch(/^S\d+$/);
    expect(result!.segments[0]!.spk).toBe('S1');
    const stored = await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${result!.processId}`, bob.token);
    expect(stored.body.options.isDiarize).toBe(true);
    expect(stored.body.segments.map((s) => s.spk)).toEqual(result!.segments.map((s) => s.spk));
  }, 60_000);
});

describe('who may open a session', () => {
  it('refuses a ticket to a caller without a valid token, and a language nobody serves', async () => {
    expect((await askTicket(host.url, undefined)).status).toBe(401);
    expect((await askTicket(host.url, 'not-a-token')).status).toBe(401);
    const unknown = await askTicket(host.url, alice.token, { language: 'xx' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/No recognizer for 'xx'/);
    const bad = await askTicket(host.url, alice.token, { language: 'not a language' });
    expect(bad.status).toBe(400);
  });

  it('closes the socket with 4401 for a missing, unknown, used or expired ticket', async () => {
    const closedWith = async (ticket: string) => (await (await openSocket(host.url, ticket)).closed);
    const refused = { code: LIVE_CLOSE.unauthorized, reason: 'The ticket is missing, expired or used: ask POST /api/relworkspace/sessions for one.' };
    expect(await closedWith('')).toEqual(refused);
    expect(await closedWith('made-up-ticket')).toEqual(refused);

    const { body } = await askTicket(host.url, alice.token);
    const first = await openSocket(host.url, body.ticket);
    await nextMessage(first, 'ready');
    // Spent: the same ticket again opens nothing, even while its session is open.
    expect(await closedWith(body.ticket)).toEqual(refused);
    first.socket.send(JSON.stringify({ type: 'stop' }));
    expect((await nextMessage(first, 'ended')).result).toBeNull();

    const late = await askTicket(host.url, alice.token);
    host.clock.advance(31_000);
    expect(await closedWith(late.body.ticket)).toEqual(refused);
  }, 30_000);

  it('makes a ticket useless to another user, whose own token it must match', async () => {
    const { body } = await askTicket(host.url, alice.token);
    const asBob = await openSocket(host.url, body.ticket, { authorization: `Bearer ${bob.token}` });
    expect(await asBob.closed).toEqual({ code: LIVE_CLOSE.forbidden, reason: 'This ticket was given to another user.' });
    await expect(openSocket(host.url, (await askTicket(host.url, alice.token)).body.ticket, { authorization: 'Bearer forged' })).rejects.toThrow('upgrade refused: 401');
  });

  it('opens one session per user at a time', async () => {
    const { body } = await askTicket(host.url, alice.token);
    const open = await openSocket(host.url, body.ticket);
    await nextMessage(open, 'ready');
    const second = await askTicket(host.url, alice.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You already have a live session open: stop it first (one at a time).');
    // Another user is not held up by it.
    expect((await askTicket(host.url, bob.token)).status).toBe(200);
    open.socket.send(JSON.stringify({ type: 'stop' }));
    await open.closed;
    expect((await askTicket(host.url, alice.token)).status).toBe(200);
  }, 30_000);
});

describe('bad frames and ends', () => {
  it('closes on a frame that is not audio with a reason that says why, keeping what came before', async () => {
    const { body } = await askTicket(host.url, bob.token, { name: 'Cut short' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    log.socket.send(Buffer.alloc(3200));
    log.socket.send(Buffer.alloc(3));
    expect(await log.closed).toEqual({ code: LIVE_CLOSE.badFrame, reason: 'An audio frame must hold whole 16-bit samples; got 3 bytes.' });
    const ended = await nextMessage(log, 'ended');
    expect(ended).toMatchObject({ reason: 'rejected', result: { fn: 'Cut short', duration: 0.1 } });

    const text = await openSocket(host.url, (await askTicket(host.url, bob.token)).body.ticket);
    await nextMessage(text, 'ready');
    text.socket.send('hello');
    expect(await text.closed).toEqual({ code: LIVE_CLOSE.badFrame, reason: 'A text frame must be {"type":"stop"}; audio goes in binary frames.' });

    const big = await openSocket(host.url, (await askTicket(host.url, bob.token)).body.ticket);
    await nextMessage(big, 'ready');
    big.socket.send(Buffer.alloc(100_000));
    expect(await big.closed).toEqual({ code: LIVE_CLOSE.badFrame, reason: 'An audio frame may hold at most 65536 bytes; got 100000.' });
  }, 30_000);

  it('keeps audio sent as soon as the socket opens, while its ticket is still being checked', async () => {
    const eager = await openSocket(host.url, (await askTicket(host.url, bob.token, { name: 'Eager' })).body.ticket);
    eager.socket.send(Buffer.alloc(3200));
    eager.socket.send(JSON.stringify({ type: 'stop' }));
    expect(await nextMessage(eager, 'ended')).toMatchObject({ reason: 'stopped', result: { fn: 'Eager', duration: 0.1 } });
    expect(await eager.closed).toEqual({ code: LIVE_CLOSE.normal, reason: 'Session stopped.' });
  }, 30_000);

  it('saves what it has when the client goes away mid-sentence', async () => {
    const { body } = await askTicket(host.url, bob.token, { name: 'Walked away' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    const pcm = await pcmOf(speech);
    await streamPcm(log.socket, pcm.subarray(0, 32_000 * 5), 2);
    log.socket.terminate();
    const saved = await waitFor(async () => {
      const response = await fetch(new URL('/api/elastic/getResponseByFn?fn=Walked%20away', host.url), { headers: { authorization: `Bearer ${bob.token}` } });
      const list = (await response.json()) as { processId: string; status: string; duration: number }[];
      return list.find((r) => r.status === 'done');
    });
    expect(saved.duration).toBeCloseTo(5, 1);
    const whole = await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${saved.processId}`, bob.token);
    expect(whole.body.text).toMatch(/he was not/i);
  }, 30_000);
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
