import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mediaFilesOf, startTestHost, tempDir, type TestHost } from '@speechdeck/testing';
import type { EnrolledSpeaker, Enrollment } from '../contract/sv-api.ts';
import type { Diarizer } from '@speechdeck/engines/speaker';
import { speakerPlugins } from './index.ts';
import { json, svCalls } from './testing/sv-calls.ts';
import { toneEngines, toneTalk } from './testing/tone-voices.ts';

const work = tempDir('sv-delete-pending');
let host: TestHost;
let user = { token: '', id: 0 };
const sv = svCalls(() => ({ url: host.url, token: user.token }));

// Enrollment checks its clip for several voices with the diarizer: held there, the enrollment stays running.
let started = 0;
let release: () => void = () => {};
const held: Diarizer = {
  id: 'held',
  diarize: () => new Promise((resolve) => {
    started++;
    release = () => resolve({ turns: [], speakers: 1 });
  }),
};

beforeAll(async () => {
  host = await startTestHost({ plugins: speakerPlugins, overrides: toneEngines({ diarizer: held }) });
  user = await confirmedUser(host, 'pending@example.com');
}, 60_000);
afterAll(async () => {
  await host.close();
  work.remove();
});

describe('deleting a speaker whose clip is still being enrolled', () => {
  it('cancels the enrollment, so that its clip does not bring the speaker back, and keeps none of its files', async () => {
    const clip = join(work.dir, 'ann.wav');
    toneTalk(clip, [['ann', 2], ['ann', 2]]);
    const id = await sv.start('/api/sv/enroll?spk=Ann', clip);
    for (let i = 0; i < 400 && started === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(started).toBe(1);

    const deleted = await sv.call('DELETE', '/api/sv/delSpeaker?spk=ann');
    expect(deleted.status).toBe(200);
    expect((await json<{ message: string }>(deleted)).message).toBe("No clip of 'ann' was enrolled yet. Its enrollment in progress is cancelled.");
    release();

    expect(await sv.finished<Enrollment>(`/api/sv/enroll/${id}`)).toMatchObject({ status: 'failed', result: null, error: "The speaker 'ann' was deleted before this clip was enrolled." });
    expect((await json<{ speakers: EnrolledSpeaker[] }>(await sv.call('GET', '/api/sv/getSpeakers'))).speakers).toEqual([]);
    // The job, released, leaves its clip unsaved and removes it and the upload.
    await expect.poll(() => mediaFilesOf(host, user.id), { timeout: 20_000 }).toEqual([]);
    // Nothing pending any more: deleting again is an unknown speaker.
    expect((await sv.call('DELETE', '/api/sv/delSpeaker?spk=Ann')).status).toBe(404);
  }, 60_000);
});
