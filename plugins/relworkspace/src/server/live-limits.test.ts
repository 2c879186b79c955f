import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRecognizersRef } from '@speechdeck/engines/live';
import { confirmedUser, librivoxClips, mediaFilesOf, override, until, type TestHost } from '@speechdeck/testing';
import { LIVE_CLOSE } from '../index.ts';
import { fakeLiveRecognizers } from './testing/fake-live-recognizer.ts';
import { startLiveHost } from './testing/live-host.ts';
import { askTicket, nextMessage, openSocket, pcmOf, streamPcm } from './testing/live-socket.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-live-limits-'));
const clip = librivoxClips().find((c) => c.id.endsWith('0870'))!;
let host: TestHost | undefined;
let user = { token: '', id: 0 };
/** The limits are the session's: a recognizer that answers at once stands in for pocketsphinx. */
const recognizers = fakeLiveRecognizers();

beforeAll(async () => {
  host = await startLiveHost({
    dataDir, env: { SPEECHDECK_LIVE_MAX_SECONDS: '2', SPEECHDECK_LIVE_IDLE_SECONDS: '0.5', SPEECHDECK_LIVE_MAX_SESSIONS: '1' },
    overrides: [override(liveRecognizersRef, recognizers)],
  });
  user = await confirmedUser(host, 'limits-live@example.com');
}, 60_000);
afterAll(async () => {
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('live session limits', () => {
  it('ends a session at its time limit, saving the audio up to it', async () => {
    const { body } = await askTicket(host!.url, user.token, { name: 'Too long' });
    expect(body.limits).toEqual({ maxSeconds: 2, maxFrameBytes: 65_536, idleSeconds: 0.5 });
    const log = await openSocket(host!.url, body.ticket);
    await nextMessage(log, 'ready');
    await streamPcm(log.socket, (await pcmOf(clip.wav)).subarray(0, 32_000 * 3), Infinity);
    const ended = await nextMessage(log, 'ended');
    expect(ended).toMatchObject({ reason: 'limit', message: 'The session reached its limit of 2 s of audio.', result: { fn: 'Too long', duration: 2 } });
    expect(await log.closed).toEqual({ code: LIVE_CLOSE.normal, reason: 'The session reached its limit of 2 s of audio.' });
  }, 30_000);

  it('ends a session that stops sending, and serves no more sessions at once than allowed', async () => {
    const other = await confirmedUser(host!, 'other-live@example.com');
    const { body } = await askTicket(host!.url, user.token);
    const log = await openSocket(host!.url, body.ticket);
    await nextMessage(log, 'ready');
    const full = await askTicket(host!.url, other.token);
    expect(full.status).toBe(503);
    expect(full.body.message).toBe('The host is serving its limit of 1 live sessions: try again in a while.');
    log.socket.send(Buffer.alloc(3200));
    expect(await nextMessage(log, 'ended', 10_000)).toMatchObject({ reason: 'idle', message: 'No audio came for 0.5 s.' });
    expect((await askTicket(host!.url, other.token)).status).toBe(200);
  }, 30_000);

  it('saves an open session and says why when the host stops', async () => {
    const { body } = await askTicket(host!.url, user.token, { name: 'Host went down' });
    const log = await openSocket(host!.url, body.ticket);
    await nextMessage(log, 'ready');
    const stopping = host!;
    const before = await mediaFilesOf(stopping, user.id);
    await streamPcm(log.socket, (await pcmOf(clip.wav)).subarray(0, 32_000 * 1.5), Infinity);
    await until(() => recognizers.heard() >= 1.5, { what: 'the host to have the 1.5 s' });
    const closing = stopping.close();
    host = undefined;
    const ended = await nextMessage(log, 'ended');
    await closing;
    expect(ended).toMatchObject({ reason: 'host', message: 'The host is stopping; the session was saved.', result: { fn: 'Host went down' } });
    expect(ended.result!.duration).toBe(1.5);
    expect(await log.closed).toEqual({ code: LIVE_CLOSE.goingAway, reason: 'The host is stopping; the session was saved.' });
    // The audio is stored in the user's media, the scratch recording gone from the work dir.
    const added = (await mediaFilesOf(stopping, user.id)).filter((name) => !before.includes(name));
    expect(added).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.wav$/)]);
  }, 30_000);
});
