import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vadRef, type VoiceActivityDetector } from '@speechdeck/engines/speaker';
import { speakerPlugins } from '@speechdeck/plugin-speaker/server';
import { ttsServerPlugin } from '@speechdeck/plugin-tts/server';
import { confirmedUser, generateMedia, librivoxClips, mediaFilesOf, override, startTestHost, until, type TestHost } from '@speechdeck/testing';
import { matchReport, type CloneJob } from '../contract/vc-api.ts';
import { voiceClonersRef } from './engines/refs.ts';
import { vcServerPlugin } from './index.ts';
import { ECHO_BASE_VOICE, echoCloners } from './testing/echo-cloners.ts';

// An API host and a worker on one data dir. The API host's VAD refuses to run: a reference it
// accepts was read on the worker. The worker reads references for real; its engines answer at
// once (echoCloners: the reference itself as the speech), since what is tested is where the work
// runs, not the voice (voice-matching-quality.test.ts).
const plugins = [...speakerPlugins, ttsServerPlugin, vcServerPlugin];
const dataDir = mkdtempSync(join(tmpdir(), 'vc-hosts-'));
const hosts: TestHost[] = [];
const apiVad: VoiceActivityDetector = { id: 'api-host', detect: () => Promise.reject(new Error('The API host ran the VAD.')) };
const reference = librivoxClips()[0]!.wav;
const SAY = 'The north wind and the sun were disputing which was the stronger.';
let api: TestHost;
let ann = { token: '', id: 0 };

beforeAll(async () => {
  api = await startTestHost({ dataDir, plugins, env: { SPEECHDECK_ROLE: 'api', SPEECHDECK_CALL_WAIT_SECONDS: '2' }, overrides: [override(vadRef, apiVad)] });
  hosts.push(api);
  ann = await confirmedUser(api, 'ann-hosts@example.com');
}, 60_000);
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function formOf(fields: Record<string, string>, file: string | null = reference): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ text: SAY, language: 'en', ...fields })) form.append(name, value);
  if (file) form.append('reference', await openAsBlob(file), 'reference.wav');
  return form;
}
const post = (path: string, body: FormData) => fetch(`${api.url}${path}`, { method: 'POST', body, headers: { authorization: `Bearer ${ann.token}` } });
const get = async <T>(path: string) => (await (await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${ann.token}` } })).json()) as T;
/** What the user has stored, and what is in the work dir the two hosts share (one data dir). */
const mediaFiles = () => mediaFilesOf(api, ann.id);

describe('voice cloning behind an API host', () => {
  it('without a worker, still answers an unknown speaker 404, but reads no reference itself (503)', async () => {
    const unknown = await post('/api/vc/clone', await formOf({ spk: 'Nobody' }, null));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/^No enrolled speaker 'Nobody'/);
    const waiting = await post('/api/vc/cloneQueue', await formOf({}));
    expect(waiting.status).toBe(503);
    expect(((await waiting.json()) as { message: string }).message).toMatch(/^No worker took the work/);
    expect(await mediaFiles()).toEqual([]);
  });

  it('answers a synchronous clone, and refuses a bad queued reference, as a single host does', async () => {
    hosts.push(await startTestHost({ dataDir, plugins, env: { SPEECHDECK_ROLE: 'worker' }, overrides: [override(voiceClonersRef, echoCloners().cloners)] }));
    const cloned = await post('/api/vc/clone', await formOf({}));
    expect(cloned.status, await cloned.clone().text()).toBe(200);
    expect(cloned.headers.get('content-type')).toBe('audio/wav');
    expect(cloned.headers.get('x-voice-engine')).toBe('voice-matching');
    const report = matchReport.parse(JSON.parse(cloned.headers.get('x-voice-report')!));
    // Cloned on the worker, from the reference read there: the LibriVox reader, a man of ~100 Hz.
    expect(report.baseVoice).toBe(ECHO_BASE_VOICE);
    expect(report.referencePitchHz).toBeGreaterThan(85);
    expect(report.referencePitchHz).toBeLessThan(120);
    expect((await cloned.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

    const notes = join(dataDir, 'notes.wav');
    writeFileSync(notes, 'not a recording at all\n'.repeat(100));
    expect((await post('/api/vc/cloneQueue', await formOf({}, notes))).status).toBe(415);
    const silent = await post('/api/vc/cloneQueue', await formOf({}, generateMedia('anullsrc=r=16000:cl=mono', join(dataDir, 'silence.wav'), 5)));
    expect(silent.status).toBe(422);
    expect(((await silent.json()) as { message: string }).message).toMatch(/0\.0 s of speech.*at least 2 s/);
    await until(async () => (await mediaFiles()).length === 0, { what: 'nothing is left in the media or the work dir', ms: 60_000, every: 25 });
  }, 120_000);

  it("clones an enrolled speaker, joined on the worker, both while the client waits and queued", async () => {
    const enrollment = new FormData();
    enrollment.append('file', await openAsBlob(reference), 'reader.wav');
    const { id: enrollId } = (await (await post('/api/sv/enroll?spk=Reader', enrollment)).json()) as { id: string };
    await until(async () => (await get<{ status: string }>(`/api/sv/enroll/${enrollId}`)).status === 'done', { what: 'the speaker is enrolled', ms: 60_000, every: 25 });
    const clips = await mediaFiles();

    const cloned = await post('/api/vc/clone', await formOf({ spk: 'reader' }, null));
    expect(cloned.status, await cloned.clone().text()).toBe(200);
    expect(matchReport.parse(JSON.parse(cloned.headers.get('x-voice-report')!)).referencePitchHz).toBeGreaterThan(85);
    await cloned.arrayBuffer();

    const queued = await post('/api/vc/cloneQueue', await formOf({ spk: 'reader' }, null));
    expect(queued.status, await queued.clone().text()).toBe(200);
    const { id } = (await queued.json()) as { id: string };
    expect(await mediaFiles()).toContain(`${id}-reference.wav`);
    let state = { status: 'queued' } as CloneJob;
    await until(async () => ['done', 'failed'].includes((state = await get<CloneJob>(`/api/vc/clone/${id}`)).status), { what: 'the queued clone ends', ms: 60_000, every: 25 });
    expect(state).toMatchObject({ status: 'done', report: { engine: 'voice-matching' } });
    // The enrolled clips, the queued clone's reference and audio; no joined clips nor scratch.
    await until(async () => (await mediaFiles()).length === clips.length + 2, { what: 'only the stored files are left', ms: 60_000, every: 25 });
    expect(await mediaFiles()).toEqual(expect.arrayContaining([...clips, `${id}-reference.wav`]));
  }, 180_000);
});
