import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, mediaFilesOf, tempDir, writeWav, type TestHost } from '@speechdeck/testing';
import { SV_LIMITS, UNKNOWN_SPEAKER, type EnrolledSpeaker, type Enrollment } from '../contract/sv-api.ts';
import { startSpeakerHost } from './testing/speaker-host.ts';
import { formWith, json, svCalls } from './testing/sv-calls.ts';
import { toneEngines, toneTalk, type ToneVoice } from './testing/tone-voices.ts';

/*
 * The enrollment and identification routes (validation, ownership, limits, job life, answer shapes)
 * over real HTTP with real uploads and ffmpeg, and speaker engines that answer at once: tone voices,
 * whose pitch is who speaks (testing/tone-voices.ts). Enrollment and identification of real speech
 * by the real engines through the API is speaker-backends.test.ts; the engines' quality, the floor
 * in evaluation/speaker-quality.test.ts and `pnpm bench speaker-quality`.
 */
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('sv-api');
const clips: Record<string, string> = {};
const at = (name: string) => join(work.dir, name);

beforeAll(async () => {
  // Enrollment clips: four turns of a voice (12 s of speech); identification: two more (4 s). Dee
  // is enrolled only from a browser's recording, a shorter clip (6 s long).
  for (const voice of ['ann', 'bob', 'cem', 'dee'] as const satisfies readonly ToneVoice[]) {
    if (voice !== 'dee') toneTalk((clips[`${voice}-enroll`] = at(`${voice}-enroll.wav`)), [[voice, 3], [voice, 3], [voice, 3], [voice, 3]], 0.4);
    toneTalk((clips[`${voice}-probe`] = at(`${voice}-2.wav`)), [[voice, 2], [voice, 2]]);
  }
  toneTalk((clips['dee-short'] = at('dee-short.wav')), [['dee', 2.5], ['dee', 2.5]], 0.4);
  toneTalk((clips['ann-extra'] = at('ann-3.wav')), [['ann', 4]]);
  toneTalk((clips.duo = at('duo.wav')), [['ann', 3], ['bob', 2], ['ann', 3], ['bob', 2]]);
  ({ host, ann, bob } = await startSpeakerHost({ overrides: toneEngines() }));
}, 60_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

const { call, enroll, finished, recognize, start } = svCalls(() => ({ url: host.url, token: ann.token }));
type ErrorBody = { message: string; fields?: Record<string, string> };

const speakersOf = async (token = ann.token) => (await json<{ speakers: EnrolledSpeaker[] }>(await call('GET', '/api/sv/getSpeakers', { token }))).speakers;

describe('enrolling and identifying speakers', () => {
  it('enrolls three voices (spk in the query or as a form field) and lists them with their speech and quality', async () => {
    for (const [file, spk, asField] of [[clips['ann-enroll']!, 'Ann', false], [clips['bob-enroll']!, 'Bob', true], [clips['cem-enroll']!, 'Ayşe', false]] as const) {
      const done = await enroll(file, spk, { asField });
      expect(done).toMatchObject({ status: 'done', progress: 1, spk, error: null, result: { warnings: [], speaker: { spk, clips: 1 } } });
      expect(done.result!.speechSeconds).toBeGreaterThan(8);
      expect(done.result!.clipSeconds).toBeGreaterThan(done.result!.speechSeconds);
    }
    const speakers = await speakersOf();
    expect(speakers.map((s) => s.spk)).toEqual(['Ann', 'Ayşe', 'Bob']);
    // 12 s of speech each: between half the good amount and the good amount.
    for (const speaker of speakers) expect(speaker.quality).toEqual({ level: 'fair', note: expect.stringMatching(/s of speech: \d+ s more would make it good/) });
  });

  it('names each speaker from another clip, as text, with the full answer under X-Identification-Id', async () => {
    for (const [voice, spk] of [['ann', 'Ann'], ['bob', 'Bob'], ['cem', 'Ayşe']] as const) {
      const answer = await recognize(clips[`${voice}-probe`]!);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/plain/);
      expect(answer.text).toBe(spk);
      expect(answer.full).toMatchObject({ spk, fileName: `${voice}-2.wav`, candidates: expect.any(Array) });
      expect(answer.full!.candidates.map((c) => c.spk).sort()).toEqual(['Ann', 'Ayşe', 'Bob']);
      expect(answer.full!.candidates[0]).toEqual({ spk, score: answer.full!.score });
      expect(answer.full!.score!).toBeGreaterThanOrEqual(answer.full!.threshold);
      expect(answer.full!.candidates[1]!.score).toBeLessThan(answer.full!.threshold);
    }
  });

  it("answers 'unknown' for a voice nobody enrolled, and keeps the answer under the client's id", async () => {
    const answer = await recognize(clips['dee-probe']!, { query: '?id=my-probe-1' });
    expect(answer.text).toBe(UNKNOWN_SPEAKER);
    expect(answer.full).toMatchObject({ id: 'my-probe-1', spk: null });
    expect(answer.full!.score!).toBeLessThan(answer.full!.threshold);
    expect(answer.full!.candidates).toHaveLength(3);
  });

  // How long the real engines take over it (the specification allows 30 s): `pnpm bench speaker-quality`.
  it('identifies a 30 s clip, its length measured', async () => {
    const long = at('thirty.wav');
    toneTalk(long, Array.from({ length: 6 }, () => ['ann', 4.5] as const), 0.3);
    const answer = await recognize(long);
    expect(answer.full!.duration).toBeGreaterThan(28);
    expect(answer.text).toBe('Ann');
  });

  it("adds a clip to a speaker enrolled under the same name in other case, keeping the first spelling; warns of a clip with two voices", async () => {
    const added = await enroll(clips['ann-extra']!, 'ANN');
    expect(added.result!.speaker).toMatchObject({ spk: 'Ann', clips: 2 });
    expect((await speakersOf()).find((s) => s.spk === 'Ann')).toMatchObject({ clips: 2, seconds: expect.any(Number) });
    const duo = await enroll(clips.duo!, 'Duo');
    expect(duo.status).toBe('done');
    expect(duo.result!.warnings).toEqual([expect.stringMatching(/seems to hold 2 voices; only the main one/)]);
    expect(duo.result!.speechSeconds).toBeLessThan(20);
  });

  it("never matches another user's speakers, and another user's ids and userId are refused", async () => {
    const answer = await recognize(clips['ann-probe']!, { token: bob.token });
    expect(answer).toMatchObject({ status: 200, text: UNKNOWN_SPEAKER, full: { candidates: [] } });
    expect(await speakersOf(bob.token)).toEqual([]);
    expect((await call('GET', '/api/sv/recognize/my-probe-1', { token: bob.token })).status).toBe(404);
    const enrollmentId = await start('/api/sv/enroll?spk=Zed', clips['dee-probe']!);
    const notFound = await call('GET', `/api/sv/enroll/${enrollmentId}`, { token: bob.token });
    expect(notFound.status).toBe(404);
    expect((await json<ErrorBody>(notFound)).message).toBe(`No enrollment with id '${enrollmentId}'.`);
    for (const [method, path, body] of [
      ['GET', `/api/sv/getSpeakers?userId=${ann.id}`],
      ['POST', `/api/sv/enroll?spk=X&userId=${ann.id}`, true],
      ['DELETE', `/api/sv/delSpeaker?spk=Ann&userId=${ann.id}`],
      ['POST', `/api/sv/recognize?userId=${ann.id}`, true],
      ['POST', `/api/sv/diarize?userId=${ann.id}`, true],
      ['POST', `/api/sv/track?userId=${ann.id}`, true],
    ] as const) {
      const response = await call(method, path, { token: bob.token, body: body ? await formWith(clips['dee-probe']!) : undefined });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await call('DELETE', '/api/sv/delSpeaker?spk=Ann', { token: bob.token })).status).toBe(404);
    expect(await finished<Enrollment>(`/api/sv/enroll/${enrollmentId}`)).toMatchObject({ status: 'done' });
  });

  it('deletes a speaker with its clips, and answers 404 naming it afterwards', async () => {
    const before = (await mediaFilesOf(host, ann.id)).length;
    const response = await call('DELETE', '/api/sv/delSpeaker?spk=zed');
    expect(response.status).toBe(200);
    expect((await json<ErrorBody>(response)).message).toBe("The speaker 'Zed', its voiceprint and its 1 clip are deleted.");
    expect(await mediaFilesOf(host, ann.id)).toHaveLength(before - 1);
    const again = await call('DELETE', '/api/sv/delSpeaker?spk=Zed');
    expect(again.status).toBe(404);
    expect((await json<ErrorBody>(again)).message).toBe("No enrolled speaker 'Zed'.");
    expect((await speakersOf()).map((s) => s.spk)).not.toContain('Zed');
  });

  it("takes a browser's recording, whose WebM does not say its length: enrolled, identified, its length measured once converted", async () => {
    // Written to a pipe, as MediaRecorder writes it: ffmpeg leaves the duration out (ffprobe says N/A).
    const webm = (wav: string) => {
      const out = wav.replace(/\.wav$/, '.webm');
      writeFileSync(out, execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'libopus', '-f', 'webm', 'pipe:1']));
      return out;
    };
    const enrolled = await enroll(webm(clips['dee-short']!), 'Kal');
    expect(enrolled).toMatchObject({ status: 'done', result: { speaker: { spk: 'Kal', clips: 1 } } });
    expect(enrolled.result!.clipSeconds).toBeCloseTo(6, 0);
    const answer = await recognize(webm(clips['dee-probe']!));
    expect(answer.text).toBe('Kal');
    expect(answer.full!.duration).toBeGreaterThan(3);
    const silence = writeWav(join(work.dir, 'hush.wav'), new Float32Array(16_000 * 2));
    expect(await enroll(webm(silence), 'Hush')).toMatchObject({ status: 'failed', error: expect.stringMatching(/2\.0 s long: enrolling needs at least 3 s/) });
    expect((await call('DELETE', '/api/sv/delSpeaker?spk=Kal')).status).toBe(200);
  });

  it('marks a voiceprint whose clips sound unlike each other one level lower, saying why', async () => {
    await enroll(clips['ann-enroll']!, 'Mix');
    const mixed = await enroll(clips['bob-enroll']!, 'Mix');
    expect(mixed.result!.speaker).toMatchObject({ clips: 2, quality: { level: 'fair', note: expect.stringMatching(/its clips sound unlike each other/) } });
    // Two clips of one voice (Ann's) are not taken for two voices.
    expect((await speakersOf()).find((s) => s.spk === 'Ann')!.quality.note).not.toMatch(/unlike/);
    expect((await call('DELETE', '/api/sv/delSpeaker?spk=Mix')).status).toBe(200);
  });
});

describe('bad input gets a clear 4xx', () => {
  it('a file that is not audio (415), too short (400), no name (400), an invalid name (400)', async () => {
    const text = join(work.dir, 'notes.txt');
    writeFileSync(text, 'These are meeting notes, not a recording.\n'.repeat(20));
    let response = await call('POST', '/api/sv/enroll?spk=Ann', { body: await formWith(text) });
    expect(response.status).toBe(415);
    response = await call('POST', '/api/sv/recognize', { body: await formWith(text) });
    expect(response.status).toBe(415);
    const short = writeWav(join(work.dir, 'short.wav'), new Float32Array(16_000));
    response = await call('POST', '/api/sv/enroll?spk=Ann', { body: await formWith(short) });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).message).toMatch(/1\.0 s long: enrolling needs at least 3 s/);
    response = await call('POST', '/api/sv/enroll', { body: await formWith(clips['ann-probe']!) });
    expect(response.status).toBe(400);
    expect(await json<ErrorBody>(response)).toMatchObject({ message: /spk, as a query parameter or a form field/, fields: { spk: expect.any(String) } });
    response = await call('POST', '/api/sv/enroll', { body: await formWith(clips['ann-probe']!, { spk: 'Unknown' }) });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).message).toMatch(/'unknown' is the answer for no match/);
    // Nothing of the refused uploads is kept.
    expect((await mediaFilesOf(host, ann.id)).filter((name) => name.endsWith('.media'))).toEqual([]);
  });

  it('a silent recording: the enrollment fails saying so; identification answers 422', async () => {
    const silent = writeWav(join(work.dir, 'silent.wav'), new Float32Array(16_000 * 6));
    const failed = await enroll(silent, 'Quiet');
    expect(failed).toMatchObject({ status: 'failed', result: null, error: 'The clip has no speech: record Quiet speaking for at least 3 s.' });
    const answer = await recognize(silent);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text).message).toMatch(/0\.0 s of speech: identifying a speaker needs at least 1 s/);
    expect((await speakersOf()).map((s) => s.spk)).not.toContain('Quiet');
  });

  it('identification of a recording over the limit: 413 naming it', async () => {
    // 8 kHz 8-bit silence: a quarter of the bytes to upload for the same length.
    const long = at('long.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', String(SV_LIMITS.recognizeMaxSeconds + 2), '-c:a', 'pcm_u8', long);
    const answer = await recognize(long);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).message).toMatch(new RegExp(`takes at most ${SV_LIMITS.recognizeMaxSeconds} s`));
  });
});
