// @backends the speaker service's jobs, clips, recordings and saved analyses on PostgreSQL, Redis and a bucket
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mediaFilesOf, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { SegmentHit } from '@speechdeck/plugin-workspace';
import { UNKNOWN_SPEAKER, type Enrollment, type SpeakerAnalysis } from '../contract/sv-api.ts';
import { speakerPlugins } from './index.ts';
import { json, svCalls } from './testing/sv-calls.ts';
import { conversation, say } from './testing/test-voices.ts';
import { labelsOfVoices, type TrueTurn } from './testing/voice-labels.ts';

/*
 * The speaker service end to end with its real engines (Silero VAD, the MFCC embedder, the
 * diarizer) over HTTP, on the backends the run gives the host (SQLite and a media folder, or
 * PostgreSQL, Redis and a bucket): a voice enrolled from one sentence, identified from a browser's
 * WebM of another and a stranger's voice answered unknown, a conversation of the enrolled voice
 * with the stranger diarized and tracked, the tracking played in ranges, saved to the workspace and
 * found there by the speaker's name, then everything deleted and no media left. The routes' other
 * cases, with engines that answer at once: speaker-api.test.ts, speaker-analysis.test.ts.
 */
let host: TestHost;
let user = { token: '', id: 0 };
const work = tempDir('sv-backends');
let talk = '';
let truth: TrueTurn[] = [];
let enrollClip = '';
let probe = '';
let stranger = '';

beforeAll(async () => {
  // Ann is flite's slt, the stranger its kal. The talk's sentences (each said on its own first, in
  // the work dir) are the probes too; Ann enrolls from another one.
  talk = join(work.dir, 'talk.wav');
  truth = await conversation(talk, [['slt', 2], ['kal', 0], ['slt', 3], ['kal', 1]], work.dir);
  enrollClip = say(work.dir, 'slt', 0);
  // As a browser's MediaRecorder writes it: Opus in WebM, no length in the container.
  probe = join(work.dir, 'probe.webm');
  writeFileSync(probe, execFileSync('ffmpeg', ['-v', 'error', '-i', join(work.dir, 'slt-2.wav'), '-c:a', 'libopus', '-f', 'webm', 'pipe:1']));
  stranger = join(work.dir, 'kal-0.wav');
  host = await startTestHost({ plugins: speakerPlugins });
  user = await confirmedUser(host, 'speaker-backends@example.com');
}, 60_000);
afterAll(async () => {
  await host?.close();
  work.remove();
});

const { call, enroll, finished, recognize, start } = svCalls(() => ({ url: host.url, token: user.token }));

describe('the speaker service on its backends', () => {
  let tracking: SpeakerAnalysis;

  it('enrolls a voice from one sentence and identifies it from a WebM of another; a stranger is unknown', async () => {
    const enrolled: Enrollment = await enroll(enrollClip, 'Ann');
    expect(enrolled, enrolled.error ?? '').toMatchObject({ status: 'done', result: { speaker: { spk: 'Ann', clips: 1 } } });
    expect(enrolled.result!.speechSeconds).toBeGreaterThan(3);

    const known = await recognize(probe);
    expect(known).toMatchObject({ status: 200, text: 'Ann', full: { spk: 'Ann', fileName: 'probe.webm' } });
    expect(known.full!.score!).toBeGreaterThanOrEqual(known.full!.threshold);
    const unknown = await recognize(stranger);
    expect(unknown).toMatchObject({ status: 200, text: UNKNOWN_SPEAKER, full: { spk: null } });
    expect(unknown.full!.score!).toBeLessThan(unknown.full!.threshold);
  });

  it('diarizes the conversation into its two voices, and tracks it naming the enrolled one', async () => {
    const diarizationId = await start('/api/sv/diarize', talk);
    const diarization = await finished<SpeakerAnalysis>(`/api/sv/diarize/${diarizationId}`);
    expect(diarization, diarization.error ?? '').toMatchObject({ kind: 'diarize', status: 'done', progress: 1, fileName: 'talk.wav' });
    expect(labelsOfVoices(diarization, truth)).toEqual(new Map([['slt', 'S1'], ['kal', 'S2']]));

    const trackingId = await start('/api/sv/track', talk);
    tracking = await finished<SpeakerAnalysis>(`/api/sv/track/${trackingId}`);
    expect(tracking, tracking.error ?? '').toMatchObject({ kind: 'track', status: 'done', progress: 1 });
    expect(labelsOfVoices(tracking, truth)).toEqual(new Map([['slt', 'Ann'], ['kal', 'S1']]));
    expect(tracking.speakers.find((s) => s.spk === 'Ann')).toMatchObject({ enrolled: true });
    expect((await json<{ analyses: SpeakerAnalysis[] }>(await call('GET', '/api/sv/analyses'))).analyses.map((a) => a.id)).toEqual([trackingId, diarizationId]);
  });

  it('plays the recording in ranges, saves the tracking to the workspace where the name finds it, and deletes everything', async () => {
    const part = await call('GET', `/api/sv/analyses/${tracking.id}/audio`, { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-11\/\d+$/);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1', 0, 4)).toBe('RIFF');

    const { processId } = await json<{ processId: string }>(await call('POST', `/api/sv/analyses/${tracking.id}/save`));
    const hits = await json<SegmentHit[]>(await call('GET', '/api/elastic/getRespBySpknameFromElastic?spk=ann'));
    expect(hits.length).toBe(tracking.segments.filter((s) => s.spk === 'Ann').length);
    expect(hits.every((hit) => hit.processId === processId && hit.spk === 'Ann' && hit.fn === 'talk.wav')).toBe(true);
    // The saved result's audio, a copy of the recording, in ranges too.
    const saved = await call('GET', `/api/elastic/load_audio/${processId}`, { headers: { range: 'bytes=4-7' } });
    expect(saved.status).toBe(206);
    expect(Buffer.from(await saved.arrayBuffer()).length).toBe(4);

    expect(await mediaFilesOf(host, user.id)).not.toEqual([]);
    for (const { id } of (await json<{ analyses: SpeakerAnalysis[] }>(await call('GET', '/api/sv/analyses'))).analyses) {
      expect((await call('DELETE', `/api/sv/analyses/${id}`)).status).toBe(200);
    }
    expect((await call('POST', `/api/elastic/deleteResponseFromElastic?processId=${processId}`)).status).toBe(200);
    expect((await call('DELETE', '/api/sv/delSpeaker?spk=Ann')).status).toBe(200);
    expect((await call('GET', `/api/sv/track/${tracking.id}`)).status).toBe(404);
    expect((await call('GET', `/api/elastic/load_audio/${processId}`)).status).toBe(404);
    await expect.poll(() => mediaFilesOf(host, user.id), { timeout: 10_000 }).toEqual([]);
  });
});
