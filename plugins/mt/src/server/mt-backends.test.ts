// @backends a transcript read from the store and translated by apertium as the call mt.translate-now, on each backend's store and queue
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, type TestHost } from '@speechdeck/testing';
import { startMtHost, transcriptOf, translate } from './testing/mt-host.ts';

/*
 * Smoke test on each backend: a transcript in the user's workspace (stored as recognition stores
 * one), translated into Spanish by the real apertium, each segment at its time and speaker.
 */
let host: TestHost;
let user = { token: '', id: 0 };

beforeAll(async () => {
  host = await startMtHost();
  user = await confirmedUser(host, 'smoke-mt@example.com');
});
afterAll(() => host.close());

describe(`a transcript translated on the backends (store ${process.env.SPEECHDECK_TEST_STORE ?? 'sqlite'})`, () => {
  it('translates a workspace transcript, segment by segment, with real apertium', async () => {
    const meeting = await transcriptOf(host, user.id, ['Good morning.', 'The house is very old.', 'My friend lives in Barcelona.', 'See you tomorrow.']);
    const { status, body } = await translate(host, user.token, { processId: meeting.processId, target: 'es' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ engine: 'apertium', source: 'en', target: 'es', transcript: { processId: meeting.processId, fn: 'meeting.wav' } });
    const segments = body.transcript!.segments;
    expect(segments.map(({ start, end, spk, original }) => [start, end, spk, original])).toEqual(meeting.segments.map(({ start, end, spk, sent }) => [start, end, spk, sent]));
    expect(segments[1]!.text).toMatch(/casa/i);
    expect(segments[2]!.text).toMatch(/amigo.*Barcelona/);
    expect(body.text).toBe(segments.map((s) => s.text).join('\n'));
  });
});
