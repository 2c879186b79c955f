import { openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { confirmedUser, convertMedia, ffmpeg, generateMedia, librivoxClips, mediaFilesOf, override, startTestHost, tempDir, until as untilHolds, type TestHost } from '@speechdeck/testing';
import { matchReport, VC_LIMITS, type CloneJob } from '../contract/vc-api.ts';
import { voiceClonersRef } from './engines/refs.ts';
import { vcServerPlugin } from './index.ts';
import { ECHO_BASE_VOICE, ECHO_UNMATCHED_SIMILARITY, echoCloners } from './testing/echo-cloners.ts';

// The routes and the job, over HTTP, with engines that answer at once (each piece "spoken" as the
// reference itself); reading the reference (ffprobe, conversion, VAD, the measures) and measuring
// the output for the report are real. Voice matching itself, through these same routes, is
// voice-matching-quality.test.ts; a queued clone by the real engine, vc-backends.test.ts.

const echo = echoCloners();
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('vc-api');
const reference = librivoxClips()[0]!.wav;
let referenceSec = 0;
const SAY = 'The north wind and the sun were disputing which was the stronger, when a traveler came along wrapped in a warm cloak.';

beforeAll(async () => {
  host = await startTestHost({ plugins: [...speakerPlugins, ttsServerPlugin, vcServerPlugin], overrides: [override(voiceClonersRef, echo.cloners)] });
  ann = await confirmedUser(host, 'ann@example.com');
  referenceSec = (await readWavInfo(reference)).durationSec;
  bob = await confirmedUser(host, 'bob@example.com');
});
afterAll(async () => {
  await host.close();
  work.remove();
});

interface Form {
  /** The reference recording to send; null sends none. */
  file?: string | null;
  text?: string;
  language?: string;
  format?: string;
  engine?: string;
  spk?: string;
}

async function formOf({ file = reference, ...fields }: Form): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ text: SAY, language: 'en', ...fields })) if (value !== undefined) form.append(name, value);
  if (file) form.append('reference', await openAsBlob(file), 'reference.wav');
  return form;
}

function call(method: string, path: string, { token = ann.token, body, headers = {} }: { token?: string; body?: FormData; headers?: Record<string, string> } = {}) {
  return fetch(`${host.url}${path}`, { method, body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
}
const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = { message: string; fields?: Record<string, string> };

/** Everything a user has stored and in their work dir, scratch (dot names) included: none may be left behind. */
const mediaFiles = (userId: number) => mediaFilesOf(host, userId);

/** Waits for a condition (a minute at most: the host measures real audio while it works). */
const until = (check: () => boolean | Promise<boolean>, what: string) => untilHolds(check, { what, ms: 60_000, every: 25 });

async function finished(id: string, token = ann.token): Promise<CloneJob> {
  let state: CloneJob | undefined;
  await until(async () => ['done', 'failed'].includes((state = await json<CloneJob>(await call('GET', `/api/vc/clone/${id}`, { token }))).status), `clone ${id} ends`);
  return state!;
}

describe('POST /api/vc/clone', () => {
  it('answers the text in the matched voice as a WAV download, says which engine made it with its report, and stores nothing', async () => {
    echo.said.length = 0;
    const response = await call('POST', '/api/vc/clone', { body: await formOf({}) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="clone-\d{4}-\d\d-\d\d-the-north-wind-and-the\.wav"/);
    expect(response.headers.get('x-voice-engine')).toBe('voice-matching');
    const report = matchReport.parse(JSON.parse(response.headers.get('x-voice-report')!));
    // What the engine said of itself, carried through.
    expect(report).toMatchObject({ engine: 'voice-matching', baseVoice: ECHO_BASE_VOICE, unmatchedSimilarity: ECHO_UNMATCHED_SIMILARITY });
    // Measured by the host: the reference (the LibriVox reader, a man of ~100 Hz), and the output,
    // which is that very recording here.
    expect(report.referencePitchHz).toBeGreaterThan(85);
    expect(report.referencePitchHz).toBeLessThan(120);
    expect(Math.abs(12 * Math.log2(report.outputPitchHz! / report.referencePitchHz!))).toBeLessThan(0.5);
    expect(report.similarity!).toBeGreaterThan(0.95);
    expect(echo.said).toEqual([SAY]);
    const wav = join(work.dir, 'cloned.wav');
    writeFileSync(wav, Buffer.from(await response.arrayBuffer()));
    const info = await readWavInfo(wav);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(info.durationSec).toBeCloseTo(referenceSec, 1);
    await until(async () => (await mediaFiles(ann.id)).length === 0, 'the clone leaves nothing in the media or the work dir');
    expect((await json<{ clones: CloneJob[] }>(await call('GET', '/api/vc/clone'))).clones).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await call('POST', '/api/vc/clone', { token: '', body: await formOf({}) })).status).toBe(401);
  });
});

describe('bad input gets a 4xx naming what is wrong, and leaves no file', () => {
  const refused = async (form: Form, path = '/api/vc/clone') => {
    const response = await call('POST', path, { body: await formOf(form) });
    return { status: response.status, body: await json<ErrorBody>(response) };
  };

  it('a form with neither a reference recording nor spk', async () => {
    const { status, body } = await refused({ file: null });
    expect(status).toBe(400);
    expect(body.message).toMatch(/'reference' field.*spk/);
    expect(body.fields).toEqual({ reference: expect.any(String) });
  });

  it('spk naming no speaker the user enrolled: 404 naming it', async () => {
    const { status, body } = await refused({ file: null, spk: 'Alice' });
    expect(status).toBe(404);
    expect(body.message).toMatch(/^No enrolled speaker 'Alice'/);
  });

  it('both a reference and spk', async () => {
    const { status, body } = await refused({ spk: 'Alice' });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('spk');
  });

  it('empty text, a format not served, a text over the limit pointing at cloneQueue', async () => {
    let answer = await refused({ text: '   ' });
    expect(answer).toMatchObject({ status: 400, body: { fields: { text: expect.any(String) } } });
    answer = await refused({ format: 'flac' });
    expect(answer).toMatchObject({ status: 400, body: { fields: { format: expect.any(String) } } });
    answer = await refused({ text: 'word '.repeat(VC_LIMITS.syncMaxChars / 4) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/at most 2,000.*POST \/api\/vc\/cloneQueue/);
    answer = await refused({ text: 'word '.repeat(VC_LIMITS.queueMaxChars / 4) }, '/api/vc/cloneQueue');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/at most 50,000/);
  });

  it('a language no installed voice speaks, and the remote engine when none is configured', async () => {
    let answer = await refused({ language: 'xx' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/'xx'/);
    answer = await refused({ engine: 'remote' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/SPEECHDECK_VC_REMOTE_URL/);
  });

  it('a reference that is not audio (415), with too little speech or too long (422)', async () => {
    const notes = join(work.dir, 'notes.wav');
    writeFileSync(notes, 'not a recording at all\n'.repeat(100));
    let answer = await refused({ file: notes });
    expect(answer.status).toBe(415);

    answer = await refused({ file: generateMedia('anullsrc=r=16000:cl=mono', join(work.dir, 'silence.wav'), 5) });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/0\.0 s of speech.*at least 2 s/);

    const snippet = join(work.dir, 'snippet.wav');
    ffmpeg('-i', reference, '-t', '1.2', snippet);
    answer = await refused({ file: snippet }, '/api/vc/cloneQueue');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/of speech/);

    const long = convertMedia(generateMedia('sine=frequency=220:sample_rate=16000', join(work.dir, 'long.wav'), VC_LIMITS.referenceMaxSeconds + 5), join(work.dir, 'long.mp3'));
    answer = await refused({ file: long });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/at most 120 s/);
    expect(await mediaFiles(ann.id)).toEqual([]);
    expect((await json<{ clones: CloneJob[] }>(await call('GET', '/api/vc/clone'))).clones).toEqual([]);
  });
});

describe('POST /api/vc/cloneQueue and the stored clones', () => {
  const LONG = `${SAY} They agreed that the one who first succeeded in making the traveler take his cloak off should be considered stronger than the other. Then the north wind blew as hard as he could, but the more he blew the more closely did the traveler fold his cloak around him; and at last the north wind gave up the attempt. Then the sun shone out warmly, and immediately the traveler took off his cloak.`;
  let id = '';

  it('queues a clone of text cut into pieces, reports progress, and keeps its reference until deleted', async () => {
    expect(LONG.length).toBeGreaterThan(400);
    echo.said.length = 0;
    // The first piece is held until progress between start and end has been seen.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    echo.beforeSpeaking = () => held;
    try {
      const response = await call('POST', '/api/vc/cloneQueue', { body: await formOf({ text: LONG, format: 'mp3' }) });
      expect(response.status, await response.clone().text()).toBe(200);
      ({ id } = await json<{ id: string }>(response));
      expect(await mediaFiles(ann.id)).toContain(`${id}-reference.wav`);
      await until(async () => {
        const { status, progress } = await json<CloneJob>(await call('GET', `/api/vc/clone/${id}`));
        return status === 'running' && progress > 0 && progress < 1;
      }, 'progress is reported while the clone runs');
      letGo();
      const final = await finished(id);
      expect(final).toMatchObject({ id, status: 'done', progress: 1, error: null, language: 'en', format: 'mp3', title: expect.stringMatching(/^The north wind/) });
      expect(final.fileName).toMatch(/^clone-.*\.mp3$/);
      // The whole text was spoken, in order, by sentence in pieces of at most 400 characters, and all of them joined.
      expect(echo.said.length).toBeGreaterThan(1);
      expect(echo.said.every((piece) => piece.length <= 400)).toBe(true);
      expect(echo.said.join(' ')).toBe(LONG);
      expect(final.duration!).toBeGreaterThan(echo.said.length * referenceSec);
      expect(final.report).toMatchObject({ engine: 'voice-matching', baseVoice: ECHO_BASE_VOICE, unmatchedSimilarity: ECHO_UNMATCHED_SIMILARITY });
      expect(final.report!.referencePitchHz).toBeGreaterThan(85);
      expect(final.report!.similarity!).toBeGreaterThan(0.9);
      expect((await json<{ clones: CloneJob[] }>(await call('GET', '/api/vc/clone'))).clones.map((c) => c.id)).toEqual([id]);
    } finally {
      letGo();
      delete echo.beforeSpeaking;
    }
  });

  it('serves the audio as a download with its report, and a range for seeking', async () => {
    const response = await call('GET', `/api/vc/clone/${id}/audio`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-disposition')).toMatch(/filename="clone-.*\.mp3"/);
    expect(response.headers.get('x-voice-engine')).toBe('voice-matching');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    const part = await call('GET', `/api/vc/clone/${id}/audio`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
  });

  it("is another user's to neither see, fetch nor delete (404), and an unknown id is 404", async () => {
    for (const [method, path] of [['GET', `/api/vc/clone/${id}`], ['GET', `/api/vc/clone/${id}/audio`], ['DELETE', `/api/vc/clone/${id}`]] as const) {
      const response = await call(method, path, { token: bob.token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await json<{ clones: CloneJob[] }>(await call('GET', '/api/vc/clone', { token: bob.token }))).clones).toEqual([]);
    expect((await call('GET', '/api/vc/clone/no-such-clone')).status).toBe(404);
  });

  it('deletes the clone with its reference and audio', async () => {
    expect(await mediaFiles(ann.id)).toHaveLength(2);
    const response = await call('DELETE', `/api/vc/clone/${id}`);
    expect(response.status).toBe(200);
    expect(await mediaFiles(ann.id)).toEqual([]);
    expect((await call('GET', `/api/vc/clone/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/vc/clone/${id}`)).status).toBe(404);
  });
});

describe('cloning a speaker the user enrolled (spk)', () => {
  let clipFiles: string[] = [];
  beforeAll(async () => {
    const enrollment = new FormData();
    enrollment.append('file', await openAsBlob(reference), 'reader.wav');
    const queued = await call('POST', '/api/sv/enroll?spk=Reader', { token: bob.token, body: enrollment });
    expect(queued.status, await queued.clone().text()).toBe(200);
    const { id } = await json<{ id: string }>(queued);
    let state = { status: 'queued' };
    await until(async () => ['done', 'failed'].includes((state = await json<{ status: string }>(await call('GET', `/api/sv/enroll/${id}`, { token: bob.token }))).status), 'the speaker is enrolled');
    expect(state.status).toBe('done');
    clipFiles = await mediaFiles(bob.id);
  });

  it("speaks in the voice of the enrolled speaker's clips; another user's speaker is unknown (404)", async () => {
    const response = await call('POST', '/api/vc/clone', { token: bob.token, body: await formOf({ file: null, spk: 'reader' }) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const report = matchReport.parse(JSON.parse(response.headers.get('x-voice-report')!));
    // The LibriVox reader, as enrolled and read from the clips: a man of ~100 Hz.
    expect(report.referencePitchHz).toBeGreaterThan(85);
    expect(report.referencePitchHz).toBeLessThan(120);
    expect(report.baseVoice).toBe(ECHO_BASE_VOICE);
    await response.arrayBuffer();
    // The joined clips and the scratch are gone; the enrolled clip stays.
    await until(async () => (await mediaFiles(bob.id)).join() === clipFiles.join(), 'the clone leaves only the enrolled clip');

    const other = await call('POST', '/api/vc/clone', { body: await formOf({ file: null, spk: 'Reader' }) });
    expect(other.status).toBe(404);
    expect((await json<ErrorBody>(other)).message).toMatch(/^No enrolled speaker 'Reader'/);
  });

  it("queues a clone of the speaker (the dashboard's call), keeping the enrolled audio as its reference; another user's speaker is unknown (404) and nothing is queued", async () => {
    const response = await call('POST', '/api/vc/cloneQueue', { token: bob.token, body: await formOf({ file: null, spk: 'READER' }) });
    expect(response.status, await response.clone().text()).toBe(200);
    const { id } = await json<{ id: string }>(response);
    const final = await finished(id, bob.token);
    expect(final).toMatchObject({ status: 'done', error: null });
    expect(final.report!.referencePitchHz).toBeGreaterThan(85);
    expect(final.report!.referencePitchHz).toBeLessThan(120);
    // The reference kept with the clone is the enrolled recording (the echo engine says the text as the reference itself).
    const kept = await host.app.media.withLocal(`${bob.id}/${id}-reference.wav`, (path) => readWavInfo(path));
    expect(kept).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(kept.durationSec).toBeCloseTo(referenceSec, 0);
    expect(final.duration!).toBeCloseTo(referenceSec, 0);
    expect(await mediaFiles(bob.id)).toEqual(expect.arrayContaining([...clipFiles, `${id}-reference.wav`]));
    expect((await call('DELETE', `/api/vc/clone/${id}`, { token: bob.token })).status).toBe(200);
    await until(async () => (await mediaFiles(bob.id)).join() === clipFiles.join(), 'deleting the clone leaves the enrolled clip');

    const annsBefore = await mediaFiles(ann.id);
    const other = await call('POST', '/api/vc/cloneQueue', { body: await formOf({ file: null, spk: 'Reader' }) });
    expect(other.status).toBe(404);
    expect((await json<ErrorBody>(other)).message).toMatch(/^No enrolled speaker 'Reader'/);
    expect((await json<{ clones: CloneJob[] }>(await call('GET', '/api/vc/clone'))).clones).toEqual([]);
    expect(await mediaFiles(ann.id)).toEqual(annsBefore);
  });
});
