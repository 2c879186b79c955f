import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LEFT } from '@speechdeck/core/server';
import {
  childProcesses, confirmedUser, ffmpeg, librivoxClips, multipartBody, override, sendRaw, startTestHost, tempDir, uploadTo, type TestHost,
} from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { fakeAsr, spokenOver } from '../testing/index.ts';
import { DEBIAN_POCKETSPHINX, asrRef } from '@speechdeck/engines/recognition';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * Synchronous recognition (POST /api/stt/recognize) shares the queue's slots
 * (SPEECHDECK_JOB_CONCURRENCY), and stops when its client leaves: dropped from the wait for a
 * slot, or its engine process killed. The slots are counted and held on recognizers that answer
 * when the test says; the kill is of a real pocketsphinx process.
 */

const clips = librivoxClips();
const work = tempDir('stt-slots');
// About 75 s of speech: pocketsphinx takes far longer on it than the test waits for a kill.
const long = join(work.dir, 'long.wav');

/** Recognizers that each take `ms`, counting the transcriptions under way at once. */
function countingAsr(ms: number) {
  const count = { active: 0, peak: 0, runs: 0 };
  const asr = fakeAsr(async (wav, options) => {
    count.runs++;
    count.peak = Math.max(count.peak, ++count.active);
    try {
      await new Promise((r) => setTimeout(r, ms));
      return await spokenOver(wav, options);
    } finally {
      count.active--;
    }
  });
  return { asr, count };
}

/** Recognizers that answer at once, but whose first transcription waits for `gate`; counts transcriptions begun. */
function heldFirstAsr(gate: Promise<void>) {
  const count = { started: 0 };
  const asr = fakeAsr(async (wav, options) => {
    if (++count.started === 1) await gate;
    return spokenOver(wav, options);
  });
  return { asr, count };
}

/** A recognize call the test can leave: aborting the signal closes the connection. */
function recognizeLeaving(host: TestHost, token: string, path: string, name: string, leave: AbortSignal) {
  const boundary = 'leaving-client';
  return sendRaw(host.url, {
    path: '/api/stt/recognize?language=en',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(boundary, [{ name: 'file', filename: name, value: readFileSync(path) }]),
    leaveOn: leave,
  });
}

async function until<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A result's life, as the platform keeps it for the result's job. */
const rowOf = async (host: TestHost, userId: number, fn: string) =>
  (await host.query('SELECT s.status, s.error FROM recognitions r JOIN job_states s ON s.id = r.job WHERE r.user_id = ? AND r.fn = ?', userId, fn))[0] as
    { status: string; error: string | null } | undefined;

beforeAll(() => {
  const inputs = clips.flatMap((clip) => ['-i', clip.wav]);
  ffmpeg(...inputs, ...inputs, ...inputs, '-filter_complex', `concat=n=${clips.length * 3}:v=0:a=1`, long);
});
afterAll(() => work.remove());

describe('synchronous recognition in the queue\'s slots (SPEECHDECK_JOB_CONCURRENCY=2)', () => {
  const counting = countingAsr(300);
  let host: TestHost;
  let user = { token: '', id: 0 };
  beforeAll(async () => {
    host = await startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_JOB_CONCURRENCY: '2' }, overrides: [override(asrRef, counting.asr)] });
    user = await confirmedUser(host, 'slots@example.com');
  });
  afterAll(() => host.close());

  it('runs at most two recognizers at once, for four synchronous calls and a queued job together', async () => {
    const calls = [0, 1, 0, 1].map((n) => uploadTo(`${host.url}/api/stt/recognize?language=en`, user.token, clips[n]!.wav));
    const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?language=en&id=slots-queued`, user.token, clips[0]!.wav);
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.status, a.body.status])).toEqual(answers.map(() => [200, 'done']));
    expect(queued.status).toBe(200);
    await until('the queued job', async () => (await host.query("SELECT 1 FROM recognitions WHERE process_id = 'slots-queued' AND completed_at IS NOT NULL")).length === 1);
    expect(counting.count.runs).toBe(5);
    expect(counting.count.peak).toBe(2);
  });
});

describe('a synchronous call whose client leaves mid-run', () => {
  let host: TestHost;
  let user = { token: '', id: 0 };
  beforeAll(async () => {
    // The host's own recognizers, English on pocketsphinx (Whisper's worker is killed alike: engines/src/whisper).
    host = await startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_ASR_EN: 'pocketsphinx' } });
    user = await confirmedUser(host, 'leaving@example.com');
  });
  afterAll(() => host.close());

  it('kills the recognizer process, and says so in the result', async () => {
    const leave = new AbortController();
    const call = recognizeLeaving(host, user.token, long, 'left-mid-run.wav', leave.signal);
    const [pid] = await until('pocketsphinx to start', () => childProcesses(DEBIAN_POCKETSPHINX.bin).length === 1 && childProcesses(DEBIAN_POCKETSPHINX.bin));
    leave.abort();
    await call;
    await until('pocketsphinx to be killed', () => !childProcesses(DEBIAN_POCKETSPHINX.bin).includes(pid!), 5_000);
    expect(await until('the result to be marked', async () => (await rowOf(host, user.id, 'left-mid-run.wav'))?.status === 'failed' && rowOf(host, user.id, 'left-mid-run.wav'))).toEqual({
      status: 'failed', error: CLIENT_LEFT,
    });
  });
});

describe('a synchronous call waiting for a slot (SPEECHDECK_JOB_CONCURRENCY=1)', () => {
  let release!: () => void;
  const held = heldFirstAsr(new Promise<void>((resolve) => (release = resolve)));
  let host: TestHost;
  let user = { token: '', id: 0 };
  beforeAll(async () => {
    host = await startTestHost({ plugins: recognitionPlugins, env: { SPEECHDECK_JOB_CONCURRENCY: '1' }, overrides: [override(asrRef, held.asr)] });
    user = await confirmedUser(host, 'waiting@example.com');
  });
  afterAll(() => host.close());

  it('is dropped from the wait when its client leaves, and never runs', async () => {
    const first = uploadTo(`${host.url}/api/stt/recognize?language=en`, user.token, clips[0]!.wav, 'holds-the-slot.wav');
    await until('the first call to hold the slot', () => held.count.started === 1);
    const leave = new AbortController();
    const waiting = recognizeLeaving(host, user.token, clips[1]!.wav, 'left-while-waiting.wav', leave.signal);
    await until('the second call to wait', async () => (await rowOf(host, user.id, 'left-while-waiting.wav'))?.status === 'queued');
    leave.abort();
    await waiting;
    await until('the waiting call to be marked', async () => (await rowOf(host, user.id, 'left-while-waiting.wav'))?.status === 'failed');
    release();
    expect((await first).body).toMatchObject({ status: 'done', fn: 'holds-the-slot.wav' });
    expect(held.count.started).toBe(1);
    expect(await rowOf(host, user.id, 'left-while-waiting.wav')).toEqual({ status: 'failed', error: CLIENT_LEFT });
    const after = await uploadTo(`${host.url}/api/stt/recognize?language=en`, user.token, clips[2]!.wav);
    expect((after.body as unknown as RecognitionResult).status).toBe('done');
  });
});
