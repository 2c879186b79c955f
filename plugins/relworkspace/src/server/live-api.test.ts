import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { liveRecognizersRef } from '@speechdeck/engines/live';
import { diarizerRef, type Diarizer } from '@speechdeck/engines/speaker';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { confirmedUser, joinParts, librivoxClips, override, samplesOf, tempDir, until, type TestHost } from '@speechdeck/testing';
import { LIVE_CLOSE } from '../index.ts';
import { fakeLiveRecognizers } from './testing/fake-live-recognizer.ts';
import { startLiveHost } from './testing/live-host.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from './testing/live-socket.ts';

/*
 * The rules of the ticket call and the socket, on a host whose recognizer hears a script by the
 * stream's clock and answers at once (testing/fake-live-recognizer.ts) and whose diarizer answers two
 * turns. A session end to end with the real recognizer: relworkspace-backends.test.ts; how pocketsphinx
 * streams (a final at a pause while audio still comes, the words still open at the end):
 * engines/src/live/pocketsphinx-stream.test.ts.
 */
const { dir, remove } = tempDir('live-api');
const speech = join(dir, 'two-sentences.wav');
let host: TestHost;
let alice = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const recognizers = fakeLiveRecognizers();
const diarized: string[] = [];
// What the diarizing session's owner (bob) saw of his results while it ran.
const listedWhileDiarizing: unknown[][] = [];
const diarizer: Diarizer = {
  id: 'fake',
  async diarize(wav) {
    const { durationSec } = await readWavInfo(wav);
    diarized.push(wav);
    listedWhileDiarizing.push((await getJson('/api/elastic/getResponseFromElastic', bob.token)).body as unknown as unknown[]);
    return { turns: [{ start: 0, end: 4.2, speaker: 'S1' }, { start: 4.2, end: durationSec, speaker: 'S2' }], speakers: 2 };
  },
};

beforeAll(async () => {
  const clips = librivoxClips().filter((clip) => /0880|0930/.test(clip.id));
  const parts = [];
  for (const clip of clips) parts.push({ label: clip.id, samples: await samplesOf(clip.wav) });
  joinParts(speech, parts, 1.2, 0.5);
  host = await startLiveHost({ overrides: [override(liveRecognizersRef, recognizers), override(diarizerRef, diarizer)] });
  alice = await confirmedUser(host, 'alice-live@example.com');
  bob = await confirmedUser(host, 'bob-live@example.com');
}, 60_000);
afterAll(async () => {
  await host?.close();
  remove();
});

const getJson = async (path: string, token: string) => {
  const response = await fetch(new URL(path, host.url), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & RecognitionResult };
};

describe('a session', () => {
  it("relays the recognizer's partials and finals as they come, and is seen by its owner only", async () => {
    const { body } = await askTicket(host.url, alice.token, { name: 'Private' });
    const log = await openSocket(host.url, body.ticket);
    expect(await nextMessage(log, 'ready')).toMatchObject({ language: 'en', engine: 'fake', limits: { maxSeconds: 3600, maxFrameBytes: 65_536, idleSeconds: 30 } });
    await streamPcm(log.socket, (await pcmOf(speech)).subarray(0, 32_000 * 4), Infinity);
    log.socket.send(JSON.stringify({ type: 'stop' }));
    const { result } = await nextMessage(log, 'ended');
    // A partial per frame of the utterance, growing, then its final, with the audio the host had then.
    const told = log.messages.filter((m) => m.type === 'partial' || m.type === 'final');
    const final = told.findIndex((m) => m.type === 'final');
    const partials = told.slice(0, final).map((m) => m.type === 'partial' && m.text);
    expect([partials[0], partials.at(-1)]).toEqual(['he', 'he was not an ill disposed young man']);
    expect(told[final]).toMatchObject({ position: 0, start: 0.6, end: 3.4, text: 'he was not an ill disposed young man', received: 3.4 });
    expect(result!.segments.map((s) => s.sent)).toEqual(['He was not an ill disposed young man.']);
    expect((await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${result!.processId}`, alice.token)).status).toBe(200);
    expect((await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${result!.processId}`, bob.token)).status).toBe(404);
  });
});

describe('names', () => {
  it('names sessions started in the same minute apart', async () => {
    const cara = await confirmedUser(host, 'cara-live@example.com');
    const names = [];
    for (let i = 0; i < 3; i++) {
      const { body } = await askTicket(host.url, cara.token);
      const log = await openSocket(host.url, body.ticket);
      await nextMessage(log, 'ready');
      log.socket.send(Buffer.alloc(3200));
      log.socket.send(JSON.stringify({ type: 'stop' }));
      names.push((await nextMessage(log, 'ended')).result!.fn);
      await log.closed;
    }
    // The host's clock stands still: all three in one minute.
    const minute = `Live session ${host.clock.now().toISOString().slice(0, 16).replace('T', ' ')}`;
    expect(names).toEqual([minute, `${minute} (2)`, `${minute} (3)`]);
  }, 30_000);
});

describe('speakers', () => {
  it('labels the saved segments with the diarized speakers of the recording when asked', async () => {
    const { body } = await askTicket(host.url, bob.token, { speakers: true, name: 'Who spoke' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    const pcm = await pcmOf(speech);
    await streamPcm(log.socket, pcm, Infinity);
    log.socket.send(JSON.stringify({ type: 'stop' }));
    const { result } = await nextMessage(log, 'ended', 30_000);
    // The session's own recording was diarized, before its result was stored: no row showed
    // "queued" meanwhile (one that would stay so if the host died then).
    expect(diarized).toHaveLength(1);
    expect(listedWhileDiarizing).toEqual([[]]);
    // Each utterance takes the speaker of its turn (the user enrolled nobody, so they stay numbered).
    expect(result!.segments.map((s) => [s.spk, s.sent])).toEqual([['S1', 'He was not an ill disposed young man.'], ['S2', 'He might even have been made amiable himself.']]);
    const stored = await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${result!.processId}`, bob.token);
    expect(stored.body.options.isDiarize).toBe(true);
    expect(stored.body.segments.map((s) => s.spk)).toEqual(['S1', 'S2']);
  }, 30_000);
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

  it('saves the words shown as a partial at Stop, though the recognizer closes no final on them', async () => {
    recognizers.finalAtFinish = false;
    try {
      const { body } = await askTicket(host.url, alice.token, { name: 'Stopped mid-sentence' });
      const log = await openSocket(host.url, body.ticket);
      await nextMessage(log, 'ready');
      await streamPcm(log.socket, (await pcmOf(speech)).subarray(0, 32_000 * 6), Infinity);
      await until(() => log.messages.some((m) => m.type === 'partial' && m.text === 'he might even have'), { what: 'the partial of the second sentence' });
      log.socket.send(JSON.stringify({ type: 'stop' }));
      const { result } = await nextMessage(log, 'ended');
      expect(result!.segments.map((s) => s.words.map((w) => w.w).join(' '))).toEqual(['he was not an ill disposed young man', 'he might even have']);
      expect(result!.segments[1]).toMatchObject({ position: 1, start: 4.8 });
    } finally {
      recognizers.finalAtFinish = true;
    }
  }, 30_000);

  it('saves what it has when the client goes away mid-sentence', async () => {
    const { body } = await askTicket(host.url, bob.token, { name: 'Walked away' });
    const log = await openSocket(host.url, body.ticket);
    await nextMessage(log, 'ready');
    const pcm = await pcmOf(speech);
    // Into the second sentence: its words so far are its last final.
    await streamPcm(log.socket, pcm.subarray(0, 32_000 * 6), Infinity);
    await until(() => recognizers.heard() >= 6, { what: 'the host to have the 6 s' });
    log.socket.terminate();
    const saved = await waitFor(async () => {
      const response = await fetch(new URL('/api/elastic/getResponseByFn?fn=Walked%20away', host.url), { headers: { authorization: `Bearer ${bob.token}` } });
      const list = (await response.json()) as { processId: string; status: string; duration: number }[];
      return list.find((r) => r.status === 'done');
    });
    expect(saved.duration).toBeCloseTo(6, 1);
    const whole = await getJson(`/api/elastic/getRespByJustProcessIdFromElastic?processId=${saved.processId}`, bob.token);
    expect(whole.body.segments.map((s) => s.words.map((w) => w.w).join(' '))).toEqual(['he was not an ill disposed young man', 'he might even have']);
  }, 30_000);
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
